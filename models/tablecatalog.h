// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/ratinganalysis.h"
#include "engine/core/result.h"
#include "models/analysisbundle.h"
#include "models/tableexport.h"

#include <QAbstractItemModel>
#include <QString>
#include <QStringList>

#include <memory>

namespace rl::analysis::compare {
struct Comparison;
}
namespace rl::analysis::plan {
struct StudyPlan;
}

namespace rl::models {

struct AnalysisBundle;

/// The named tables RaterLab exports, built from the same item models the views show, for the
/// views' "Export table…" and `raterlab-cli export-table`:
///   agreement         conditions × metrics (--emotion for one group's items)
///   agreement-long    the numeric dimensions' agreement as rows group × dimension × condition (models/longagreementmodel.h)
///   verdicts          the verdict matrix (group × dimension → verdict; the `all` row first)
///   verdict-evidence  the numbers behind one verdict cell (--emotion, --dimension)
///   confusion         one condition's confusion matrix (--condition; --dimension: a categorical
///                     dimension against its human plurality, fractional counts)
///   class-metrics     one condition's per-class precision, recall, F1 (--condition, --dimension)
///   human-reliability   human α (four levels), LOO W1SD baseline per dimension and group (--dimension)
///   variance-components crossed human LMM: σ² rater / image / residual, shares, ICCs (--dimension)
///   subgroup-accuracy   accuracy, macro-F1, κ per race, gender and race × gender cell (--condition)
///   demographic-anova   race × gender ANOVA of the bias per emotion, η², BH q (--condition, --dimension)
///   demographic-tukey   Tukey comparisons of race × gender cells where q < .05 (--condition, --dimension)
///   demographic-glmm    GLMM likelihood-ratio tests of race and gender on correctness (--condition)
///   comparison          paired comparisons of 2–8 conditions (--condition A,B,...; models/compare/comparemodel.h)
///   categorical-human     humans of each categorical dimension: α with its interval, Fleiss' κ, LOO plurality agreement
///   categorical-agreement conditions against the human plurality: agreement, κ, macro-F1, Δα with its interval, Alt-test
///   categorical-labels    per-label precision, recall, F1 against the human plurality
///   alt-test-joint        the Alt-test across every numeric / categorical dimension (models/categoricaltables.h)
///   plan, plan_summary    plan.csv and plan_summary.csv of planning the study by resampling it (models/plan/planmodel.h;
///                         the Plan view's result, else planned now with the engine's defaults; not in the workbook)
/// (the last four filtered by --condition, --dimension, and the group; without a group, every group's rows).
/// Six of them need the demographics or mixed part of the analysis (see analysisPartsForTable()).
struct TableRequest {
    QString name;
    QString condition;  ///< condition id; empty = the first condition with emotion answers
    QString group;      ///< group (a level of the grouping factor); empty = all items (agreement) or the first (evidence)
    QString dimension;  ///< verdict-evidence: classification or a dimension (default: the matrix's first);
                        ///< confusion, class-metrics: a categorical dimension (default the classification);
                        ///< agreement: one block of columns, "classification" or a dimension (default: all)
    std::optional<VerdictThresholds> thresholds; ///< verdicts, verdict-evidence: other than the analysis options
    std::shared_ptr<const analysis::compare::Comparison> comparison; ///< comparison: the view's result (else computed from `condition`)
    std::shared_ptr<const analysis::plan::StudyPlan> plan; ///< plan, plan_summary: the view's result (else planned now)
};

QStringList tableNames();
QString tableDescription(const QString &name); ///< one line, English (CLI help)

/// The analysis parts a table needs (`raterlab-cli export-table` runs these): the agreement part
/// for most, plus demographics or mixed for the demographic and variance-component tables.
analysis::RatingAnalysisParts analysisPartsForTable(const QString &name);

/// Errors: NotFound (unknown table, condition, emotion or dimension); Unsupported (a demographic or
/// variance-component table of an analysis whose part did not run).
Result<std::shared_ptr<QAbstractItemModel>> makeTable(std::shared_ptr<const AnalysisBundle> bundle,
                                                     const TableRequest &request);

/// A table's manuscript caption: the title says what the table shows and of which study; the note
/// names the study, the active filter (emotion, condition, dimension, verdict thresholds), what n
/// and coverage count, the synthetic-demo label, and the number style (APA, `decimals` decimals).
/// English, through QCoreApplication::translate("rl::models::TableCatalog", …).
TableCaption tableCaption(const AnalysisBundle &bundle, const TableRequest &request, int decimals = 2);

/// The sheet name of a table in the workbook: its short name in words ("Class metrics"), with `detail`
/// (a group, a condition) in parentheses — one style for every sheet. Translated.
QString sheetName(const char *table, const QString &detail = {});

/// The whole study's tables for one workbook, one per sheet: agreement over all items and per
/// emotion, verdicts, each classified condition's confusion matrix and class metrics, and those
/// human-ratings and demographic tables whose part of the analysis ran.
std::vector<NamedTable> allTables(std::shared_ptr<const AnalysisBundle> bundle, int decimals = 2);

} // namespace rl::models

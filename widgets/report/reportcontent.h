// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/methodstext.h"
#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "models/analysisbundle.h"
#include "models/tableexport.h"
#include "widgets/figurecatalog.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <variant>
#include <vector>

/// What the whole-study report says, independent of its format: a title, the methods paragraphs,
/// sections of numbered tables and figures, and the references. The HTML and PDF writers
/// (studyreport.h, reportpdf.h) lay the same content out; neither decides what goes in.
///
/// Sections come from a list of sources (reportSectionSources()), each a function of the analysis
/// bundle: the rating study's source gives agreement, verdicts, classification, human reliability,
/// demographics and categorical sections; a study kind with other results adds its own source.
namespace rl::study { class Study; }

namespace rl::widgets {

/// The translation context of the report's own words (captions, "Table 1", "(continued)").
struct StudyReport {
    Q_DECLARE_TR_FUNCTIONS(rl::widgets::StudyReport)
};

struct ReportOptions {
    analysis::MethodsLanguage language = analysis::MethodsLanguage::English;
    int decimals = 2;
    /// The study of a kind with analyses of its own (kindreport.h), used when no bundle is given.
    std::shared_ptr<const study::Study> study;
};

struct ReportTable {
    std::shared_ptr<QAbstractItemModel> model; ///< in the manuscript form (models/tableexport.h); owned
    models::TableCaption caption;              ///< title above, note below
};

struct ReportFigure {
    QString caption; ///< a sentence (or a few) saying what the figure shows, in words
    PreparedFigure figure;
};

using ReportBlock = std::variant<ReportTable, ReportFigure>;

struct ReportSection {
    QString heading;
    std::vector<ReportBlock> blocks; ///< tables and figures, numbered in report order by the writers
};

struct ReportContent {
    QString title;
    QString languageCode; ///< "en", "ko"
    bool synthetic = false;
    QStringList methods;  ///< paragraphs
    std::vector<ReportSection> sections;
    QStringList references;

    /// Text in the report's language: `en`, or `ko` for a Korean report (headings, labels).
    QString say(const char *en, const char *ko) const;
};

/// One source of report sections. Called off the GUI thread: it builds models and prepares figures
/// but shows nothing; it checks `progress` between its blocks (a stop request ends it early, the
/// caller then discards the content).
using ReportSectionSource = std::function<std::vector<ReportSection>(
    const std::shared_ptr<const models::AnalysisBundle> &bundle, const ReportContent &content,
    const ReportOptions &options, const Progress &progress)>;

/// The sources in report order (the rating study's first). Another study kind appends its own.
std::vector<ReportSectionSource> &reportSectionSources();

/// The sections of a rating study (agreement, verdicts, classification, humans, demographics,
/// categorical dimensions); empty sections are left out.
std::vector<ReportSection> ratingStudySections(const std::shared_ptr<const models::AnalysisBundle> &bundle,
                                               const ReportContent &content, const ReportOptions &options,
                                               const Progress &progress);

/// Everything the report says. A study kind whose registration has no agreement suite
/// (analysis::studyKindEntry) reports its own tables and figures (kindreport.h) in one section instead
/// of the sources' sections. Errors: Cancelled (progress's stop token), the kind's analysis' errors.
Result<ReportContent> buildReportContent(std::shared_ptr<const models::AnalysisBundle> bundle,
                                         const analysis::MethodsFacts &facts, const ReportOptions &options,
                                         const Progress &progress = {});

} // namespace rl::widgets

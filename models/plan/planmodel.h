// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "models/kindanalysisrunner.h"

#include <QAbstractTableModel>
#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace rl::analysis::plan {
struct PlanOptions;
struct PlanRecommendation;
struct StudyPlan;
}

namespace rl::models {
struct AnalysisBundle;
using PlanPtr = std::shared_ptr<const analysis::plan::StudyPlan>;
}

Q_DECLARE_METATYPE(rl::models::PlanPtr)

/// Planning the study by resampling it (engine/analysis/plan/resampling.h) on the Qt side: a runner that plans
/// off the GUI thread (the draws take seconds), and the item models of plan.csv and plan_summary.csv, which
/// the Plan view shows and the table catalog exports as the `plan` and `plan_summary` tables.
namespace rl::models {

/// The options `raterlab-cli plan` gives planStudy, for the bundle's study: the bundle's analysis options (the
/// project's record through the analysis plan, as the CLI's plannedOptions), the machine's threads, and the
/// given designs (empty = the engine's defaults), draws, seed and target. Costs are left unknown: computePlan
/// reads them from the project.
analysis::plan::PlanOptions planOptions(const AnalysisBundle &bundle, const std::vector<std::size_t> &items = {},
                                        const std::vector<std::size_t> &raters = {}, std::size_t draws = 200,
                                        std::uint64_t seed = 42, double target = 0.95);

/// Blocking: the model costs per item from the project at `projectPath` (analysis::plan::costPerItem; skipped
/// when the path is empty or `options` has them), then analysis::plan::planStudy on the bundle's study. Errors:
/// the engine's (Validation for an impossible design, Cancelled), Sql/NotFound of the project.
Result<PlanPtr> computePlan(const AnalysisBundle &bundle, const analysis::plan::PlanOptions &options,
                            const QString &projectPath = {}, const Progress &progress = {});

/// One plan at a time on a worker thread: start() stops the running one (its result is never delivered),
/// cancel() stops it without a result, progress() reports the draws, ready() delivers the plan.
class PlanRunner : public QObject {
    Q_OBJECT
public:
    explicit PlanRunner(QObject *parent = nullptr);
    ~PlanRunner() override;

    void start(std::shared_ptr<const AnalysisBundle> bundle, const analysis::plan::PlanOptions &options,
               const QString &projectPath = {});
    void cancel();
    bool isBusy() const;

signals:
    void started();
    void progress(qint64 done, qint64 total);
    void ready(rl::models::PlanPtr plan);
    void failed(const QString &message);

private:
    KindAnalysisRunner *m_runner; ///< the worker, stop and delivery (models/kindanalysisrunner.h)
};

/// The rows of plan.csv (design × dimension × group × condition, the engine's order); columns and export
/// names exactly plan.csv's (docs/file-formats.md "Plan output").
class PlanTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Dimension, Group, Condition, Items, Raters, Draws, Seed, FullDecision, VerdictStable,
                  VerdictStableCiLow, VerdictStableCiHigh, AltTestPassRate, DeltaAlphaCiWidth, RCiWidth,
                  HumanMeanReliability, HumanRatings, ModelCostUsd, ColumnCount };

    explicit PlanTableModel(QObject *parent = nullptr);

    void setPlan(PlanPtr plan);
    PlanPtr plan() const { return m_plan; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// A whole-study decision in the UI language: "meets", "does not meet", or the verdict's word.
    static QString decisionText(const std::string &decision);

private:
    PlanPtr m_plan;
};

/// The rows of plan_summary.csv (per dimension × group × condition the smallest design reaching the target);
/// columns and export names exactly plan_summary.csv's. The recommendation column shows recommendationText()
/// and exports the engine's English sentence.
class PlanSummaryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Dimension, Group, Condition, FullDecision, Target, Draws, Seed, Items, Raters, HumanRatings,
                  VerdictStable, VerdictStableCiLow, VerdictStableCiHigh, ModelCostUsd, Recommendation, ColumnCount };

    explicit PlanSummaryModel(QObject *parent = nullptr);

    void setPlan(PlanPtr plan);
    PlanPtr plan() const { return m_plan; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The recommendation in the UI language, built from its numbers (the engine's sentence is English): the
    /// design, its human ratings and the stable draws with the Clopper–Pearson interval, or that no design
    /// reached `target`.
    static QString recommendationText(const analysis::plan::PlanRecommendation &recommendation, double target);

private:
    PlanPtr m_plan;
};

/// The catalog's `plan` and `plan_summary` tables (`summary` false / true): of `plan` (the view's), or of one
/// planned now (blocking) with the engine's default designs, 200 draws and seed 42, costs unknown.
Result<std::shared_ptr<QAbstractItemModel>> makePlanTable(std::shared_ptr<const AnalysisBundle> bundle, bool summary,
                                                         PlanPtr plan = {});

} // namespace rl::models

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/compare/comparison.h"
#include "engine/core/result.h"
#include "models/analysisbundle.h"
#include "models/kindanalysisrunner.h"

#include <QAbstractTableModel>
#include <QObject>
#include <QStringList>

#include <memory>

Q_DECLARE_METATYPE(std::shared_ptr<const rl::analysis::compare::Comparison>)

/// The condition comparison's Qt side: a runner that computes it off the GUI thread (the bootstrap
/// takes seconds) and the item model of its paired tests, which the comparison view shows and the
/// table catalog exports as the `comparison` table.
namespace rl::models {

using ComparisonPtr = std::shared_ptr<const analysis::compare::Comparison>;

/// The options of a comparison of `conditions` on the bundle's study with its analysis options
/// (grouping, item subset, LoA multiplier).
analysis::compare::CompareOptions comparisonOptions(const AnalysisBundle &bundle, const QStringList &conditions,
                                                    std::size_t bootstrap = 2000, std::uint64_t seed = 42);

/// Blocking: analysis::compare::compareConditions on the bundle's study (call on a worker, or from the CLI).
Result<ComparisonPtr> computeComparison(const AnalysisBundle &bundle, const analysis::compare::CompareOptions &options,
                                        const Progress &progress = {});

/// One comparison at a time on a worker thread: start() cancels the running one (its result is
/// never delivered), progress() reports the bootstrap, ready() delivers the result.
class ComparisonRunner : public QObject {
    Q_OBJECT
public:
    explicit ComparisonRunner(QObject *parent = nullptr);
    ~ComparisonRunner() override;

    void start(std::shared_ptr<const AnalysisBundle> bundle, const analysis::compare::CompareOptions &options);
    void cancel();
    bool isBusy() const;

signals:
    void started();
    void progress(qint64 done, qint64 total);
    void ready(rl::models::ComparisonPtr comparison);
    void failed(const QString &message);

private:
    KindAnalysisRunner *m_runner; ///< the worker, stop and delivery (models/kindanalysisrunner.h)
};

/// The paired comparisons of a Comparison, one row per test (engine order: dimension, group,
/// statistic, pair). Columns: condition A, condition B, dimension, group, statistic, n, Δ (A − B),
/// CI low, CI high, test, statistic value, df, p, BH q, then the remaining columns of comparison_tests.csv
/// (estimate A, estimate B, r_ab, discordant pairs, valid B, B, seed). Export names are those of comparison_tests.csv.
class ComparisonTestsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ConditionA, ConditionB, Dimension, Group, StatisticCol, N, Delta, CiLow, CiHigh, Test, Value, Df, P, Q,
                  EstimateA, EstimateB, RAb, DiscordantAB, DiscordantBA, ValidB, Resamples, Seed, ColumnCount };

    explicit ComparisonTestsModel(QObject *parent = nullptr);

    void setComparison(ComparisonPtr comparison);
    ComparisonPtr comparison() const { return m_comparison; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString testName(analysis::compare::TestKind kind); ///< translated ("Williams' t", …)

private:
    double number(const analysis::compare::PairedComparison &t, int column) const;
    ComparisonPtr m_comparison;
};

/// The catalog's `comparison` table: `conditions` are the ids to compare (2–8; comma separated in
/// one entry also works), or `comparison` an already computed one (the view's). Errors: Validation
/// and NotFound as compareConditions.
Result<std::shared_ptr<QAbstractItemModel>> makeComparisonTable(std::shared_ptr<const AnalysisBundle> bundle,
                                                               const QStringList &conditions,
                                                               ComparisonPtr comparison = {});

} // namespace rl::models

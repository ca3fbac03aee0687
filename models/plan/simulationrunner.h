// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/plan/simulation.h"
#include "models/kindanalysisrunner.h"

#include <QAbstractTableModel>
#include <QObject>
#include <QStringList>

#include <memory>

namespace rl::models {

using SimulationPtr = std::shared_ptr<const analysis::plan::SimulationResult>;

/// One simulation (engine/analysis/plan/simulation.h) at a time on a worker thread: start() stops the running
/// one, progress() reports the data sets done, ready() delivers the result; a cancelled job never delivers
/// (neither ready() nor failed()).
class SimulationRunner : public QObject {
    Q_OBJECT
public:
    explicit SimulationRunner(QObject *parent = nullptr);
    ~SimulationRunner() override;

    void start(const analysis::plan::SimulationOptions &options);
    void cancel();
    bool isBusy() const;

signals:
    void started();
    void progress(qint64 done, qint64 total);
    void ready(rl::models::SimulationPtr result);
    void failed(const QString &message);

private:
    KindAnalysisRunner *m_runner; ///< the worker, stop and delivery (models/kindanalysisrunner.h)
};

/// The rows of simulation.csv (analysis::plan::simulationCsv), one per number of items and ε: the columns,
/// headers (DisplayRole and ExportTextRole: the file's column names) and cells are the file's, so
/// tableToCsv writes its header and every cell as the file has it (numbers at full precision, NA when
/// undefined; ExportValueRole the number).
class SimulationTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit SimulationTableModel(QObject *parent = nullptr);

    void setResult(SimulationPtr result);
    SimulationPtr result() const { return m_result; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    SimulationPtr m_result;
    QStringList m_header;
    QList<QStringList> m_rows;
};

} // namespace rl::models

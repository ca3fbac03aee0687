// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inference/inferencerun.h"
#include "models/roles.h"
#include "models/runs/runcontroller.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace rl::models {

// The runs panel's roles (RunDoneRole, RunTotalRole, RunStatusRole, RawResponseRole) are in models/roles.h.

/// The runs panel's table: one row per runnable model condition of the project, with the latest
/// run's status and, while a run goes, its live figures (RunProgress): done/total, failed, in
/// flight, tokens in/out, cost, ETA and requests per second. ConditionIdRole gives the row's id.
class RunsTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ConditionColumn, StatusColumn, ProgressColumn, FailedColumn, InFlightColumn, TokensInColumn,
        TokensOutColumn, CostColumn, EtaColumn, RateColumn, ColumnCount };
    enum class Status { NotRun, Queued, Starting, Running, Paused, Stopping, Finished, Failed, Cancelled, Interrupted,
        NotStarted };

    struct Row {
        QString conditionId;
        QString label;
        Status status = Status::NotRun;
        std::optional<inference::RunProgress> progress; ///< of the current or last run of this session
        double requestsPerSecond = 0;
        QString message;                                ///< why the last start failed (tooltip)
    };

    explicit RunsTableModel(QObject *parent = nullptr);

    /// Rows for these conditions (id, label), statuses as given (e.g. from the journal's latest runs).
    void setConditions(std::vector<Row> rows);
    int rowOf(const QString &conditionId) const;
    const Row &row(int row) const { return m_rows[static_cast<std::size_t>(row)]; }

    void setState(const QString &conditionId, RunController::State state);
    void setProgress(const QString &conditionId, const inference::RunProgress &progress, double requestsPerSecond);
    void setFinished(const QString &conditionId, const inference::RunSummary &summary);
    void setStartFailed(const QString &conditionId, const QString &message);

    /// A journal run status to the row's Status.
    static Status statusFromJournal(inference::RunStatus status);
    static QString statusText(Status status);
    /// "2 h 05 min", "3 min 20 s", "12 s"; "–" when negative (unknown).
    static QString durationText(double seconds);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void changed(int row);

    std::vector<Row> m_rows;
};

} // namespace rl::models

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/runs/runstablemodel.h"

#include "models/roles.h"

#include <QLocale>

#include <cmath>

namespace rl::models {

RunsTableModel::RunsTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RunsTableModel::setConditions(std::vector<Row> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int RunsTableModel::rowOf(const QString &conditionId) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].conditionId == conditionId)
            return static_cast<int>(i);
    return -1;
}

void RunsTableModel::changed(int row)
{
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void RunsTableModel::setState(const QString &conditionId, RunController::State state)
{
    const int r = rowOf(conditionId);
    if (r < 0)
        return;
    Row &row = m_rows[static_cast<std::size_t>(r)];
    switch (state) {
    case RunController::State::Idle:
        return; // the outcome comes with setFinished / setStartFailed
    case RunController::State::Queued:
        row.status = Status::Queued;
        break;
    case RunController::State::Starting:
        row.status = Status::Starting;
        row.progress.reset();
        row.requestsPerSecond = 0;
        row.message.clear();
        break;
    case RunController::State::Running:
        row.status = Status::Running;
        break;
    case RunController::State::Paused:
        row.status = Status::Paused;
        break;
    case RunController::State::Stopping:
        row.status = Status::Stopping;
        break;
    }
    changed(r);
}

void RunsTableModel::setProgress(const QString &conditionId, const inference::RunProgress &progress,
    double requestsPerSecond)
{
    const int r = rowOf(conditionId);
    if (r < 0)
        return;
    m_rows[static_cast<std::size_t>(r)].progress = progress;
    m_rows[static_cast<std::size_t>(r)].requestsPerSecond = requestsPerSecond;
    changed(r);
}

void RunsTableModel::setFinished(const QString &conditionId, const inference::RunSummary &summary)
{
    const int r = rowOf(conditionId);
    if (r < 0)
        return;
    Row &row = m_rows[static_cast<std::size_t>(r)];
    row.progress = summary.progress;
    row.progress->inFlight = 0;
    row.progress->etaSeconds = -1;
    row.status = statusFromJournal(summary.status);
    row.requestsPerSecond = 0;
    if (summary.stopReason && summary.stopReason->code != ErrorCode::Cancelled)
        row.message = QString::fromStdString(summary.stopReason->detail);
    changed(r);
}

void RunsTableModel::setStartFailed(const QString &conditionId, const QString &message)
{
    const int r = rowOf(conditionId);
    if (r < 0)
        return;
    m_rows[static_cast<std::size_t>(r)].status = Status::NotStarted;
    m_rows[static_cast<std::size_t>(r)].message = message;
    changed(r);
}

RunsTableModel::Status RunsTableModel::statusFromJournal(inference::RunStatus status)
{
    switch (status) {
    case inference::RunStatus::Finished:
    case inference::RunStatus::Resumed:
        return Status::Finished;
    case inference::RunStatus::Failed:
        return Status::Failed;
    case inference::RunStatus::Cancelled:
        return Status::Cancelled;
    case inference::RunStatus::Interrupted:
    case inference::RunStatus::Running:
    case inference::RunStatus::Paused:
        return Status::Interrupted; // read at open time: no process runs it (runhistory.h)
    }
    return Status::NotRun;
}

QString RunsTableModel::statusText(Status status)
{
    switch (status) {
    case Status::NotRun:
        return tr("not run");
    case Status::Queued:
        return tr("queued");
    case Status::Starting:
        return tr("starting");
    case Status::Running:
        return tr("running");
    case Status::Paused:
        return tr("paused");
    case Status::Stopping:
        return tr("stopping");
    case Status::Finished:
        return tr("finished");
    case Status::Failed:
        return tr("finished with failures");
    case Status::Cancelled:
        return tr("cancelled");
    case Status::Interrupted:
        return tr("interrupted");
    case Status::NotStarted:
        return tr("could not start");
    }
    return {};
}

QString RunsTableModel::durationText(double seconds)
{
    if (!(seconds >= 0))
        return QStringLiteral("–");
    const auto s = static_cast<long long>(std::llround(seconds));
    if (s >= 3600)
        return tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60, 2, 10, QLatin1Char('0'));
    if (s >= 60)
        return tr("%1 min %2 s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
    return tr("%1 s").arg(s);
}

int RunsTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int RunsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunsTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &row = m_rows[static_cast<std::size_t>(index.row())];
    const inference::RunProgress *p = row.progress ? &*row.progress : nullptr;
    const QLocale locale;
    if (role == ConditionIdRole)
        return row.conditionId;
    if (role == RunStatusRole)
        return static_cast<int>(row.status);
    if (role == RunDoneRole)
        return p ? QVariant(qlonglong(p->answered + p->failed)) : QVariant(qlonglong(0));
    if (role == RunTotalRole)
        return p ? QVariant(qlonglong(p->totalRequests)) : QVariant(qlonglong(0));
    if (role == Qt::ToolTipRole) {
        if (!row.message.isEmpty())
            return row.message;
        if (p && index.column() == ProgressColumn)
            return tr("%1 answered, %2 failed, %3 not sent after a failure, %4 answered by earlier runs")
                .arg(p->answered).arg(p->failed).arg(p->skipped).arg(p->reused);
        return {};
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() <= StatusColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                              : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case ConditionColumn:
        return row.label.isEmpty() ? row.conditionId : row.label;
    case StatusColumn:
        return statusText(row.status);
    }
    if (!p)
        return {};
    switch (index.column()) {
    case ProgressColumn:
        return tr("%1 / %2").arg(locale.toString(qlonglong(p->answered + p->failed)),
                                 locale.toString(qlonglong(p->totalRequests)));
    case FailedColumn:
        return locale.toString(qlonglong(p->failed));
    case InFlightColumn:
        return locale.toString(p->inFlight);
    case TokensInColumn:
        return locale.toString(qlonglong(p->inputTokens));
    case TokensOutColumn:
        return locale.toString(qlonglong(p->outputTokens));
    case CostColumn:
        return QStringLiteral("$") + locale.toString(p->costUsd, 'f', 4);
    case EtaColumn:
        return durationText(p->etaSeconds);
    case RateColumn:
        return locale.toString(row.requestsPerSecond, 'f', 1);
    }
    return {};
}

QVariant RunsTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ConditionColumn:
        return tr("Condition");
    case StatusColumn:
        return tr("Status");
    case ProgressColumn:
        return tr("Done / total");
    case FailedColumn:
        return tr("Failed");
    case InFlightColumn:
        return tr("In flight");
    case TokensInColumn:
        return tr("Tokens in");
    case TokensOutColumn:
        return tr("Tokens out");
    case CostColumn:
        return tr("Cost");
    case EtaColumn:
        return tr("ETA");
    case RateColumn:
        return tr("Requests/s");
    }
    return {};
}

} // namespace rl::models

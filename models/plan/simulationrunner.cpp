// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/plan/simulationrunner.h"

#include "models/roles.h"
#include "models/workerpool.h"

#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace rl::models {

SimulationRunner::SimulationRunner(QObject *parent)
    : QObject(parent)
    , m_job(this, [this](const QString &, qint64 done, qint64 total) { emit progress(done, total); })
{
    connect(&m_job.watcher(), &QFutureWatcher<Outcome>::finished, this, &SimulationRunner::finish);
}

SimulationRunner::~SimulationRunner() = default;

void SimulationRunner::start(const analysis::plan::SimulationOptions &options)
{
    m_cancelled = false;
    emit started();
    m_job.start([options](const Progress &progress) {
        return QtConcurrent::run(workerPool(), [options, progress]() -> Outcome {
            auto r = analysis::plan::simulate(options, progress);
            if (!r)
                return {nullptr, r.error()};
            return {std::make_shared<const analysis::plan::SimulationResult>(std::move(*r)), {}};
        });
    });
}

void SimulationRunner::cancel()
{
    m_cancelled = true;
    m_job.requestStop();
}

void SimulationRunner::finish()
{
    const auto outcome = m_job.takeFinished();
    if (!outcome || m_job.isRunning())
        return; // a newer job replaced it
    if (m_cancelled)
        return;
    if (outcome->result) {
        emit ready(outcome->result);
        return;
    }
    if (outcome->error.code != ErrorCode::Cancelled)
        emit failed(QString::fromStdString(outcome->error.detail));
}

SimulationTableModel::SimulationTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void SimulationTableModel::setResult(SimulationPtr result)
{
    beginResetModel();
    m_result = std::move(result);
    m_header.clear();
    m_rows.clear();
    if (m_result) {
        // simulationCsv has no quoted fields (numbers, NA, the kind), so a line splits at its commas.
        const QStringList lines = QString::fromStdString(analysis::plan::simulationCsv(*m_result)).split('\n', Qt::SkipEmptyParts);
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QStringList fields = lines[i].trimmed().split(',');
            if (i == 0)
                m_header = std::move(fields);
            else
                m_rows.append(std::move(fields));
        }
    }
    endResetModel();
}

int SimulationTableModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int SimulationTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_header.size()); }

QVariant SimulationTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size() || index.column() >= m_rows[index.row()].size())
        return {};
    const QString &cell = m_rows[index.row()][index.column()];
    switch (role) {
    case Qt::DisplayRole:
    case ExportTextRole:
        return cell;
    case ExportValueRole:
    case SortValueRole: {
        bool ok = false;
        const double v = cell.toDouble(&ok);
        if (ok)
            return v;
        return role == SortValueRole ? QVariant(cell) : QVariant();
    }
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant SimulationTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_header.size())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole || role == ExportTextRole)
        return m_header[section];
    return {};
}

} // namespace rl::models

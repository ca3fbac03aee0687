// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/plan/simulationrunner.h"

#include "models/roles.h"


#include <cmath>

namespace rl::models {

SimulationRunner::SimulationRunner(QObject *parent)
    : QObject(parent)
    , m_runner(new KindAnalysisRunner(this))
{
    connect(m_runner, &KindAnalysisRunner::progress, this,
            [this](const QString &, qint64 done, qint64 total) { emit progress(done, total); });
    connect(m_runner, &KindAnalysisRunner::ready, this, [this](std::shared_ptr<const void> result) {
        emit ready(std::static_pointer_cast<const analysis::plan::SimulationResult>(result));
    });
    connect(m_runner, &KindAnalysisRunner::failed, this,
            [this](const QString &, const QString &detail) { emit failed(detail); });
}

SimulationRunner::~SimulationRunner() = default;

bool SimulationRunner::isBusy() const { return m_runner->isBusy(); }

void SimulationRunner::start(const analysis::plan::SimulationOptions &options)
{
    emit started();
    m_runner->start([options](const Progress &progress) -> Result<std::shared_ptr<const void>> {
        auto r = analysis::plan::simulate(options, progress);
        if (!r)
            return r.error();
        return std::shared_ptr<const void>(std::make_shared<const analysis::plan::SimulationResult>(std::move(*r)));
    });
}

void SimulationRunner::cancel() { m_runner->cancel(); }

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

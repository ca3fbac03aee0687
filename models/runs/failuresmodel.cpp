// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/runs/failuresmodel.h"

#include "models/runs/runstablemodel.h"

namespace rl::models {

FailuresModel::FailuresModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void FailuresModel::setFailures(std::vector<inference::FailedRequest> failures)
{
    beginResetModel();
    m_failures = std::move(failures);
    endResetModel();
}

QString FailuresModel::errorText(const std::string &code)
{
    if (code == "http")
        return tr("HTTP error");
    if (code == "auth")
        return tr("refused credentials");
    if (code == "parse")
        return tr("unreadable answer");
    if (code == "validation")
        return tr("answer off the scale");
    if (code == "io")
        return tr("stimulus unreadable");
    if (code == "unsupported")
        return tr("unsupported request");
    return QString::fromStdString(code);
}

int FailuresModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_failures.size());
}

int FailuresModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FailuresModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const inference::FailedRequest &f = m_failures[static_cast<std::size_t>(index.row())];
    if (role == RawResponseRole)
        return QString::fromStdString(f.rawResponse);
    if (role == Qt::ToolTipRole && index.column() == MessageColumn)
        return QString::fromStdString(f.errorDetail);
    if (role == Qt::ToolTipRole && index.column() == ErrorColumn)
        return QString::fromStdString(f.errorCode);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case ItemColumn:
        return f.sample > 0 ? tr("%1 (sample %2)").arg(QString::fromStdString(f.itemKey)).arg(f.sample + 1)
                            : QString::fromStdString(f.itemKey);
    case StageColumn:
        return f.stage;
    case ErrorColumn:
        return errorText(f.errorCode);
    case HttpColumn:
        return f.httpStatus > 0 ? QVariant(f.httpStatus) : QVariant(QStringLiteral("–"));
    case MessageColumn:
        return QString::fromStdString(f.errorDetail);
    }
    return {};
}

QVariant FailuresModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ItemColumn:
        return tr("Stimulus");
    case StageColumn:
        return tr("Stage");
    case ErrorColumn:
        return tr("Error");
    case HttpColumn:
        return tr("HTTP status");
    case MessageColumn:
        return tr("Message");
    }
    return {};
}

} // namespace rl::models

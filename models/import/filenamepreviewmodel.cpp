// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/import/filenamepreviewmodel.h"

#include <QRegularExpression>

namespace rl::models {

FileNamePreviewModel::FileNamePreviewModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int FileNamePreviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_matches.rows.size());
}

int FileNamePreviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 2 + int(m_matches.factors.size());
}

QVariant FileNamePreviewModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || role != Qt::DisplayRole)
        return {};
    const auto &row = m_matches.rows[std::size_t(index.row())];
    if (index.column() == 0)
        return QString::fromStdString(row.file);
    if (index.column() == 1)
        return QString::fromStdString(row.stimulusId);
    return QString::fromStdString(row.values[std::size_t(index.column() - 2)]);
}

QVariant FileNamePreviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == 0)
        return tr("File");
    if (section == 1)
        return QStringLiteral("stimulus_id");
    if (section - 2 < int(m_matches.factors.size()))
        return QString::fromStdString(m_matches.factors[std::size_t(section - 2)]);
    return {};
}

void FileNamePreviewModel::setFileNames(const QStringList &names)
{
    m_names.clear();
    for (const QString &n : names)
        m_names.push_back(n.toStdString());
    recompute();
}

void FileNamePreviewModel::setPattern(const QString &pattern)
{
    m_pattern = pattern;
    recompute();
}

QStringList FileNamePreviewModel::factors() const
{
    QStringList out;
    for (const auto &f : m_matches.factors)
        out << QString::fromStdString(f);
    return out;
}

QStringList FileNamePreviewModel::unmatched() const
{
    QStringList out;
    for (const auto &n : m_matches.unmatched)
        out << QString::fromStdString(n);
    return out;
}

void FileNamePreviewModel::recompute()
{
    beginResetModel();
    m_error.clear();
    m_errorColumn = 0;
    m_matches = {};
    auto parsed = io::parseFileNamePattern(m_pattern.toStdString());
    if (parsed) {
        m_matches = io::matchFileNames(*parsed, m_names);
    } else {
        m_error = QString::fromStdString(parsed.error().detail);
        static const QRegularExpression column(QStringLiteral("^column (\\d+):"));
        if (const auto m = column.match(m_error); m.hasMatch())
            m_errorColumn = m.captured(1).toInt();
        for (const auto &n : m_names)
            m_matches.unmatched.push_back(n);
    }
    endResetModel();
    emit previewChanged();
}

} // namespace rl::models

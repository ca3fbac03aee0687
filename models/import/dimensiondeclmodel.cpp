// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/import/dimensiondeclmodel.h"

#include "engine/io/cells.h"
#include "engine/io/csv.h"
#include "engine/io/dimensiondecl.h"
#include "engine/io/importers.h"

#include <algorithm>

#include <QBrush>
#include <QColor>
#include <QPalette>
#include <QUndoStack>

namespace rl::models {

namespace {

/// One edit of the dimension table: its rows before and after.
class DeclarationEditCommand : public QUndoCommand {
public:
    DeclarationEditCommand(DimensionDeclModel *model, QList<DimensionDeclRow> before, QList<DimensionDeclRow> after,
                           const QString &text)
        : QUndoCommand(text), m_model(model), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void undo() override { m_model->restoreRows(m_before); }
    void redo() override
    {
        if (m_pushed) // pushing: the model holds the new rows already
            m_model->restoreRows(m_after);
        m_pushed = true;
    }

private:
    DimensionDeclModel *m_model;
    QList<DimensionDeclRow> m_before, m_after;
    bool m_pushed = false;
};

} // namespace

DimensionDeclModel::DimensionDeclModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_undo(new QUndoStack(this))
{
    m_undo->setUndoLimit(200);
}

void DimensionDeclModel::record(const QList<DimensionDeclRow> &before, const QString &text)
{
    if (before != m_rows)
        m_undo->push(new DeclarationEditCommand(this, before, m_rows, text));
}

void DimensionDeclModel::restoreRows(const QList<DimensionDeclRow> &rows)
{
    if (rows.size() == m_rows.size()) {
        m_rows = rows;
        if (!m_rows.isEmpty())
            emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
    } else {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    }
    emit declarationsChanged();
}

int DimensionDeclModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int DimensionDeclModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DimensionDeclModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Dimension");
    case KindColumn: return tr("Kind");
    case LowColumn: return tr("Low");
    case HighColumn: return tr("High");
    case ValuesColumn: return tr("Values");
    case OrderedColumn: return tr("Ordered");
    case LevelsColumn: return tr("Levels (comma separated)");
    }
    return {};
}

QVariant DimensionDeclModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const DimensionDeclRow &row = m_rows[index.row()];
    const bool numeric = !row.categorical;
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case NameColumn: return row.name;
        case KindColumn:
            if (role == Qt::EditRole)
                return row.categorical ? QStringLiteral("categorical") : QStringLiteral("numeric");
            return row.categorical ? tr("categorical") : tr("numeric");
        case LowColumn: return numeric ? row.low : QString();
        case HighColumn: return numeric ? row.high : QString();
        case ValuesColumn:
            if (!numeric)
                return QString();
            if (role == Qt::EditRole)
                return row.integer ? QStringLiteral("integer") : QStringLiteral("continuous");
            return row.integer ? tr("integer") : tr("continuous");
        case LevelsColumn: return numeric ? QString() : row.levels;
        }
        return {};
    }
    if (role == Qt::CheckStateRole && index.column() == NameColumn && !row.declared)
        return row.include ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::CheckStateRole && index.column() == OrderedColumn && row.categorical)
        return row.ordered ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::ToolTipRole) {
        if (row.declared)
            return tr("Already declared in the study.");
        const QString error = rowError(index.row());
        return error.isEmpty() ? QVariant() : QVariant(error);
    }
    if (role == Qt::BackgroundRole && !row.declared && !rowError(index.row()).isEmpty())
        return QBrush(QColor(255, 220, 220));
    return {};
}

Qt::ItemFlags DimensionDeclModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return Qt::NoItemFlags;
    const DimensionDeclRow &row = m_rows[index.row()];
    if (row.declared)
        return Qt::ItemIsSelectable; // greyed: a declared dimension is not declared again
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const int c = index.column();
    if (c == NameColumn)
        f |= Qt::ItemIsUserCheckable | Qt::ItemIsEditable;
    else if (c == KindColumn)
        f |= Qt::ItemIsEditable;
    else if ((c == LowColumn || c == HighColumn || c == ValuesColumn) && !row.categorical)
        f |= Qt::ItemIsEditable;
    else if (c == LevelsColumn && row.categorical)
        f |= Qt::ItemIsEditable;
    else if (c == OrderedColumn && row.categorical)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

bool DimensionDeclModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.row() >= m_rows.size() || !(flags(index) & Qt::ItemIsEnabled))
        return false;
    const QList<DimensionDeclRow> before = m_rows;
    DimensionDeclRow &row = m_rows[index.row()];
    if (role == Qt::CheckStateRole && index.column() == NameColumn) {
        row.include = value.toInt() == Qt::Checked;
    } else if (role == Qt::CheckStateRole && index.column() == OrderedColumn) {
        row.ordered = value.toInt() == Qt::Checked;
    } else if (role == Qt::EditRole) {
        const QString text = value.toString().trimmed();
        switch (index.column()) {
        case NameColumn: row.name = text; break;
        case KindColumn:
            row.categorical = text == QLatin1String("categorical");
            if (row.categorical && row.levels.isEmpty())
                row.levels = row.fileLevels; // the labels the file holds, to be put in order
            break;
        case LowColumn: row.low = text; break;
        case HighColumn: row.high = text; break;
        case ValuesColumn: row.integer = text != QLatin1String("continuous"); break;
        case LevelsColumn: row.levels = text; break;
        default: return false;
        }
    } else {
        return false;
    }
    const QString name = row.name;
    emit dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    emit declarationsChanged();
    record(before, tr("Edit the dimension %1").arg(name));
    return true;
}

void DimensionDeclModel::setRows(const QList<DimensionDeclRow> &rows)
{
    beginResetModel();
    m_rows = rows;
    endResetModel();
    m_undo->clear(); // another file's dimensions: the earlier edits do not apply to them
    emit declarationsChanged();
}

void DimensionDeclModel::appendRow(const DimensionDeclRow &row)
{
    const QList<DimensionDeclRow> before = m_rows;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
    m_rows.append(row);
    endInsertRows();
    emit declarationsChanged();
    record(before, tr("Add the dimension %1").arg(row.name));
}

void DimensionDeclModel::removeRowAt(int row)
{
    if (row < 0 || row >= m_rows.size() || m_rows[row].declared)
        return;
    const QList<DimensionDeclRow> before = m_rows;
    const QString name = m_rows[row].name;
    beginRemoveRows({}, row, row);
    m_rows.removeAt(row);
    endRemoveRows();
    emit declarationsChanged();
    record(before, tr("Remove the dimension %1").arg(name));
}

QStringList DimensionDeclModel::levelsOf(int row) const
{
    if (row < 0 || row >= m_rows.size() || !m_rows[row].categorical)
        return {};
    const auto labels = io::parseLabelList(m_rows[row].levels.toStdString());
    QStringList out;
    if (labels)
        for (const auto &l : *labels)
            out << QString::fromStdString(l);
    return out;
}

bool DimensionDeclModel::moveLevel(int row, int level, int delta)
{
    if (row < 0 || row >= m_rows.size() || m_rows[row].declared || !m_rows[row].categorical)
        return false;
    auto labels = io::parseLabelList(m_rows[row].levels.toStdString());
    const int to = level + delta;
    if (!labels || level < 0 || level >= int(labels->size()) || to < 0 || to >= int(labels->size()) || delta == 0)
        return false;
    const QList<DimensionDeclRow> before = m_rows;
    const std::string moved = (*labels)[std::size_t(level)];
    labels->erase(labels->begin() + level);
    labels->insert(labels->begin() + to, moved);
    m_rows[row].levels = QString::fromStdString(io::labelListText(*labels));
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    emit declarationsChanged();
    record(before, tr("Move the label %1").arg(QString::fromStdString(moved)));
    return true;
}

QString DimensionDeclModel::declarationText(const DimensionDeclRow &row)
{
    if (row.categorical)
        return row.name + QStringLiteral(":categorical") + (row.ordered ? QStringLiteral(":ordinal") : QString())
            + (row.levels.isEmpty() ? QString() : QLatin1Char(':') + row.levels);
    return row.name + QLatin1Char(':') + row.low + QLatin1Char('-') + row.high + QLatin1Char(':')
        + (row.integer ? QStringLiteral("integer") : QStringLiteral("continuous"));
}

QString DimensionDeclModel::rowError(int r) const
{
    if (r < 0 || r >= m_rows.size())
        return {};
    const DimensionDeclRow &row = m_rows[r];
    if (row.declared || !row.include)
        return {};
    const auto parsed = io::parseDimensionDecl(declarationText(row).toStdString());
    return parsed ? QString() : QString::fromStdString(parsed.error().detail);
}

QString DimensionDeclModel::errorText() const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (const QString error = rowError(r); !error.isEmpty())
            return error;
    return {};
}

std::vector<study::Dimension> DimensionDeclModel::declarations() const
{
    std::vector<study::Dimension> out;
    for (const DimensionDeclRow &row : m_rows) {
        if (row.declared || !row.include)
            continue;
        auto parsed = io::parseDimensionDecl(declarationText(row).toStdString());
        if (!parsed)
            return {};
        out.push_back(std::move(*parsed));
    }
    return out;
}

DimensionDeclRow DimensionDeclModel::rowFor(const study::Dimension &d)
{
    DimensionDeclRow row;
    row.name = QString::fromStdString(d.name);
    row.categorical = d.kind == study::DimensionKind::Categorical;
    row.low = QString::fromStdString(io::formatNumber(d.scaleMin));
    row.high = QString::fromStdString(io::formatNumber(d.scaleMax));
    row.integer = d.integerValued;
    row.levels = QString::fromStdString(io::labelListText(d.levels));
    row.ordered = d.ordered;
    row.declared = true;
    row.include = false;
    return row;
}

QList<DimensionDeclRow> DimensionDeclModel::rowsFor(const std::vector<study::Dimension> &dimensions)
{
    QList<DimensionDeclRow> rows;
    for (const auto &d : dimensions)
        rows << rowFor(d);
    return rows;
}

QList<DimensionDeclRow> DimensionDeclModel::proposedRows(const std::vector<study::Dimension> &study,
                                                         const std::vector<std::string> &header,
                                                         const std::vector<std::vector<std::string>> &rows,
                                                         bool predictions)
{
    QList<DimensionDeclRow> out = rowsFor(study);
    std::vector<std::string> known;
    for (const auto &d : study)
        known.push_back(d.name);
    auto propose = [&](const std::string &name) {
        if (name.empty() || std::find(known.begin(), known.end(), name) != known.end())
            return;
        known.push_back(name);
        DimensionDeclRow row; // 1–9 integers, as a wide header's column has always been
        row.name = QString::fromStdString(name);
        out << row;
    };
    auto column = [&](const char *name) -> int {
        const auto it = std::find(header.begin(), header.end(), name);
        return it == header.end() ? -1 : int(it - header.begin());
    };
    if (predictions) {
        for (const auto &h : header)
            if (h != "condition" && h != "stimulus_id" && h != "thinking" && h != "raw_response" && h != "round")
                propose(h);
        return out;
    }
    const int dimension = column("dimension");
    if (dimension >= 0 && column("value") >= 0) {
        const int first = int(out.size());
        for (const auto &fields : rows) {
            if (std::size_t(dimension) >= fields.size())
                continue;
            std::string name = fields[std::size_t(dimension)];
            name.erase(0, name.find_first_not_of(" \t"));
            name.erase(name.find_last_not_of(" \t") + 1);
            propose(name);
        }
        // The labels each new dimension has in the file; a dimension with a value that is not a number is categorical.
        for (int r = first; r < out.size(); ++r) {
            const auto labels = io::labelsInRows(header, rows, out[r].name.toStdString());
            out[r].fileLevels = QString::fromStdString(io::labelListText(labels));
            double number;
            const bool numeric = std::all_of(labels.begin(), labels.end(), [&](const std::string &l) { return io::parseCellNumber(l, number); });
            if (!numeric) {
                out[r].categorical = true;
                out[r].levels = out[r].fileLevels;
            }
        }
    } else {
        for (const auto &h : header)
            if (h != "rater_id" && h != "stimulus_id" && h != "rt_ms")
                propose(h);
    }
    return out;
}

} // namespace rl::models

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/io/importers.h"

#include <QStringList>
#include <QStyledItemDelegate>

#include <string>
#include <vector>

class QTableWidget;

/// The "expected column" side of a column-mapping table (the new-study wizard's ColumnMappingPanel and
/// the import dialog): which names a file column can be renamed to, and which header names one of them
/// in other words.
namespace rl::widgets {

/// The expected entries that are column names ("stimulus_id", "value"), not hints such as "one column
/// per dimension".
QStringList expectedColumnChoices(const QStringList &expected);

/// The expected column a header stands for — a Korean header as a Korean lab's files have it ("자극",
/// "평가자", "점수", "반응시간") or an unambiguous English one ("participant", "stimulus"; not "score" or
/// "rating": a wide file's dimension may be called so), compared without case, spaces, hyphens or
/// underscores — or empty.
QString expectedColumnSynonym(const QString &header);

/// Fill `table` (two columns: the file's column, what it becomes) for `header`: a header that is a
/// synonym of one of `choices` becomes it, unless the file has that column or an earlier header took it.
void fillMappingTable(QTableWidget *table, const QStringList &header, const QStringList &choices);

/// A mapping table's rows read back (column 0 the file's column, column 1 what it becomes). An empty
/// expected cell means the column is skipped (`--skip COLUMN`): it is not read at all.
/// The header after the mapping, a skipped column as an empty name (the positions are the file's).
std::vector<std::string> mappedHeaderOf(const QTableWidget *table, const std::vector<std::string> &header);
/// The renames (`--map FROM=TO`), without the columns kept as they are or skipped.
io::ColumnMap columnMapOf(const QTableWidget *table);
/// The skipped columns (`--skip`), by the file's names.
std::vector<std::string> skippedColumnsOf(const QTableWidget *table);

/// The "expected column" cell's editor: a choice — no free text — of the file column's own name (first), the
/// expected columns, the names of the study a column may stand for (its dimensions or factors: `setChoices`
/// gets them all), and "skip this column" (an empty cell, shown as such).
class ExpectedColumnDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void setChoices(const QStringList &choices) { m_choices = choices; }
    const QStringList &choices() const { return m_choices; }
    /// Whether "skip this column" is offered (not for a corpus or judge answers: their readers ignore a column
    /// they do not know, and skip none they do).
    void setSkippable(bool skippable) { m_skippable = skippable; }
    /// What a skipped column's cell shows.
    static QString skipText();

    QString displayText(const QVariant &value, const QLocale &locale) const override;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

private:
    QStringList m_choices;
    bool m_skippable = true;
};

} // namespace rl::widgets

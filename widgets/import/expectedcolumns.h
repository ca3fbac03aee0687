// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QStyledItemDelegate>

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

/// The "expected column" cell's editor: an editable combo of the choices, the file column's own name
/// first (a dimension's column is named by the study, so any name can be typed).
class ExpectedColumnDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void setChoices(const QStringList &choices) { m_choices = choices; }
    const QStringList &choices() const { return m_choices; }

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

private:
    QStringList m_choices;
};

} // namespace rl::widgets

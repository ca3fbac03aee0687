// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/mappingundo.h"

#include <QAction>
#include <QHBoxLayout>
#include <QTableWidget>
#include <QToolButton>
#include <QUndoStack>

namespace rl::widgets {

namespace {

/// One edit of one row's expected name.
class MappingEditCommand : public QUndoCommand {
public:
    MappingEditCommand(MappingUndo *owner, int row, QString before, QString after, const QString &text)
        : QUndoCommand(text), m_owner(owner), m_row(row), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void undo() override { m_owner->apply(m_row, m_before); }
    void redo() override
    {
        if (m_pushed) // pushing: the table holds the new name already
            m_owner->apply(m_row, m_after);
        m_pushed = true;
    }

private:
    MappingUndo *m_owner;
    int m_row;
    QString m_before, m_after;
    bool m_pushed = false;
};

} // namespace

MappingUndo::MappingUndo(QTableWidget *table)
    : QObject(table)
    , m_table(table)
    , m_stack(new QUndoStack(this))
{
    m_stack->setUndoLimit(200);
    m_actions = addUndoActions(m_stack, table, QStringLiteral("mapping"));
    connect(table, &QTableWidget::itemChanged, this, &MappingUndo::changed);
    reset();
}

QHBoxLayout *MappingUndo::buttonRow(QWidget *parent) const
{
    auto *row = new QHBoxLayout;
    for (QAction *a : {m_actions.undo, m_actions.redo}) {
        auto *button = new QToolButton(parent);
        button->setDefaultAction(a);
        row->addWidget(button);
    }
    row->addStretch(1);
    return row;
}

void MappingUndo::reset()
{
    m_stack->clear();
    m_texts.clear();
    for (int r = 0; r < m_table->rowCount(); ++r)
        m_texts << (m_table->item(r, 1) ? m_table->item(r, 1)->text() : QString());
}

void MappingUndo::apply(int row, const QString &text)
{
    QTableWidgetItem *item = m_table->item(row, 1);
    if (!item || row >= m_texts.size())
        return;
    m_applying = true;
    m_texts[row] = text;
    item->setText(text); // the owner's itemChanged handlers run as for an edit
    m_applying = false;
}

void MappingUndo::changed(QTableWidgetItem *item)
{
    if (m_applying || item->column() != 1)
        return;
    const int row = item->row();
    if (row >= m_texts.size()) { // filled without reset(): take the table as it is
        reset();
        return;
    }
    const QString before = m_texts[row], after = item->text();
    if (before == after)
        return;
    m_texts[row] = after;
    const QString from = m_table->item(row, 0) ? m_table->item(row, 0)->text() : QString();
    m_stack->push(new MappingEditCommand(this, row, before, after, tr("map %1 to %2").arg(from, after)));
}

} // namespace rl::widgets

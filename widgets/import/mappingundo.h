// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/undoactions.h"

#include <QObject>
#include <QStringList>

class QAction;
class QHBoxLayout;
class QTableWidget;
class QTableWidgetItem;
class QUndoStack;

namespace rl::widgets {

/// Undo and redo of a column-mapping table (column 0 the file's column, column 1 the expected
/// name it is renamed to): each change of a column-1 cell is one step, undone by putting the old
/// name back (the table's itemChanged then fires as for the user's own edit, so what follows the
/// mapping follows the undo too). Ctrl+Z / Ctrl+Shift+Z while the table has the focus (an open
/// cell editor undoes its own typing first), and a row of Undo and Redo buttons. The owner fills the
/// table with its signals blocked and calls reset() after: the steps of another file do not apply.
class MappingUndo : public QObject {
    Q_OBJECT
public:
    explicit MappingUndo(QTableWidget *table);

    void reset();
    QAction *undoAction() const { return m_actions.undo; }
    QAction *redoAction() const { return m_actions.redo; }
    /// A new row of Undo and Redo buttons (then a stretch), for the owner's layout.
    QHBoxLayout *buttonRow(QWidget *parent) const;
    QUndoStack *stack() const { return m_stack; }

    /// Put `text` into row `row`'s expected name (what a step's undo and redo do).
    void apply(int row, const QString &text);

private:
    void changed(QTableWidgetItem *item);

    QTableWidget *m_table;
    QUndoStack *m_stack;
    UndoActions m_actions;
    QStringList m_texts; ///< column 1 as last seen
    bool m_applying = false;
};

} // namespace rl::widgets

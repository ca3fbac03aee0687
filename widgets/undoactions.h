// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QAction;
class QUndoStack;
class QWidget;

namespace rl::widgets {

struct UndoActions {
    QAction *undo = nullptr;
    QAction *redo = nullptr;
};

/// The Undo and Redo actions of `stack`, added to `owner`: named `<name>Undo` / `<name>Redo`, with
/// Ctrl+Z / Ctrl+Shift+Z while the focus is in `owner` or its children (a text field or an open cell
/// editor with the focus undoes its own typing first, as every Qt text field does), their texts
/// "Undo …" / "Redo …" followed by the step's own text. Put them on buttons with setDefaultAction.
UndoActions addUndoActions(QUndoStack *stack, QWidget *owner, const QString &name);

} // namespace rl::widgets

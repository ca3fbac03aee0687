// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/undoactions.h"

#include <QAction>
#include <QCoreApplication>
#include <QUndoStack>
#include <QWidget>

namespace rl::widgets {

UndoActions addUndoActions(QUndoStack *stack, QWidget *owner, const QString &name)
{
    UndoActions a;
    a.undo = stack->createUndoAction(owner, QCoreApplication::translate("rl::widgets::UndoActions", "Undo"));
    a.redo = stack->createRedoAction(owner, QCoreApplication::translate("rl::widgets::UndoActions", "Redo"));
    a.undo->setObjectName(name + QStringLiteral("Undo"));
    a.redo->setObjectName(name + QStringLiteral("Redo"));
    a.undo->setShortcuts(QKeySequence::Undo);
    a.redo->setShortcuts(QKeySequence::Redo);
    for (QAction *action : {a.undo, a.redo}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        owner->addAction(action);
    }
    return a;
}

} // namespace rl::widgets

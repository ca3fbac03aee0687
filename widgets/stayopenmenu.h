// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>

namespace rl::widgets {

/// A menu of checkable actions that stays open while they are ticked (a click, Space or Return toggles
/// the action without closing the menu): choosing eight conditions or levels is one trip, not eight.
/// Other actions close it as usual.
class StayOpenMenu : public QMenu {
public:
    using QMenu::QMenu;

protected:
    void mouseReleaseEvent(QMouseEvent *event) override
    {
        if (toggleActive()) {
            event->accept();
            return;
        }
        QMenu::mouseReleaseEvent(event);
    }

    void keyPressEvent(QKeyEvent *event) override
    {
        if ((event->key() == Qt::Key_Space || event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
            && toggleActive()) {
            event->accept();
            return;
        }
        QMenu::keyPressEvent(event);
    }

private:
    bool toggleActive()
    {
        QAction *action = activeAction();
        if (!action || !action->isEnabled() || !action->isCheckable())
            return false;
        action->trigger();
        return true;
    }
};

} // namespace rl::widgets

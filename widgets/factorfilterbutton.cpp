// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/factorfilterbutton.h"
#include "widgets/stayopenmenu.h"

#include <QEvent>
#include <QMenu>
#include <QMouseEvent>

namespace rl::widgets {

FactorFilterButton::FactorFilterButton(int factor, QString factorName, QStringList levelNames, QWidget *parent)
    : QToolButton(parent)
    , m_factor(factor)
    , m_factorName(std::move(factorName))
    , m_menu(new StayOpenMenu(this))
{
    setPopupMode(QToolButton::InstantPopup);
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    setMenu(m_menu);
    m_allAction = m_menu->addAction(QString());
    m_menu->addSeparator();
    for (const QString &name : levelNames) {
        QAction *action = m_menu->addAction(name);
        action->setCheckable(true);
        action->setChecked(true);
        m_levelActions << action;
        connect(action, &QAction::toggled, this, &FactorFilterButton::emitChange);
    }
    connect(m_allAction, &QAction::triggered, this, [this] {
        setCheckedLevels({});
        emitChange();
    });
    retranslate();
}

QList<int> FactorFilterButton::checkedLevels() const
{
    QList<int> out;
    for (int level = 0; level < m_levelActions.size(); ++level)
        if (m_levelActions[level]->isChecked())
            out << level;
    return out;
}

bool FactorFilterButton::allChecked() const { return checkedLevels().size() == m_levelActions.size(); }

void FactorFilterButton::setCheckedLevels(const QList<int> &levels)
{
    // An empty list means "all": the filter is cleared.
    for (int level = 0; level < m_levelActions.size(); ++level) {
        const QSignalBlocker blocker(m_levelActions[level]);
        m_levelActions[level]->setChecked(levels.isEmpty() || levels.contains(level));
    }
    retranslate();
}

QAction *FactorFilterButton::levelAction(int level) const
{
    return level >= 0 && level < m_levelActions.size() ? m_levelActions[level] : nullptr;
}

void FactorFilterButton::emitChange()
{
    retranslate();
    emit levelsChanged(m_factor, checkedLevels(), allChecked());
}

void FactorFilterButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QToolButton::changeEvent(event);
}

void FactorFilterButton::retranslate()
{
    m_allAction->setText(tr("All levels"));
    const int checked = static_cast<int>(checkedLevels().size());
    if (checked == m_levelActions.size())
        setText(m_factorName);
    else
        setText(tr("%1 (%2 of %3)").arg(m_factorName).arg(checked).arg(m_levelActions.size()));
    setToolTip(tr("Show only the stimuli with the checked levels of %1.").arg(m_factorName));
    // Leave room for the popup arrow, which some styles draw over the text.
    setMinimumWidth(fontMetrics().horizontalAdvance(text()) + 28);
}

} // namespace rl::widgets

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/conditionpicker.h"
#include "widgets/stayopenmenu.h"

#include "engine/analysis/ratinganalysis.h"

#include <QEvent>
#include <QMenu>

#include <algorithm>

namespace rl::widgets {

ConditionPicker::ConditionPicker(QWidget *parent)
    : QToolButton(parent)
{
    setPopupMode(QToolButton::InstantPopup);
    setMenu(new StayOpenMenu(this)); // ticking several conditions is one trip
    retranslate();
}

void ConditionPicker::setConditions(const analysis::RatingAnalysis &analysis, int initial)
{
    std::vector<std::string> previous;
    for (int c : m_chosen)
        if (c >= 0 && std::size_t(c) < m_ids.size())
            previous.push_back(m_ids[std::size_t(c)]);
    m_ids.clear();
    menu()->clear();
    for (std::size_t c = 0; c < analysis.conditions.size(); ++c) {
        const auto &cond = analysis.conditions[c];
        m_ids.push_back(cond.id);
        QAction *action = menu()->addAction(QString::fromStdString(cond.label.empty() ? cond.id : cond.label));
        action->setCheckable(true);
        action->setData(static_cast<int>(c));
        connect(action, &QAction::toggled, this, [this, c](bool on) { toggled(static_cast<int>(c), on); });
    }
    std::vector<int> chosen;
    for (const auto &id : previous) {
        const auto it = std::find(m_ids.begin(), m_ids.end(), id);
        if (it != m_ids.end())
            chosen.push_back(static_cast<int>(it - m_ids.begin()));
    }
    if (chosen.empty())
        for (int c = 0; c < std::min<int>(initial, static_cast<int>(m_ids.size())); ++c)
            chosen.push_back(c);
    m_chosen = std::move(chosen);
    sync();
}

void ConditionPicker::setChosen(std::vector<int> chosen)
{
    std::erase_if(chosen, [this](int c) { return c < 0 || std::size_t(c) >= m_ids.size(); });
    if (chosen.empty() || static_cast<int>(chosen.size()) > m_maximum || chosen == m_chosen)
        return;
    m_chosen = std::move(chosen);
    sync();
    emit chosenChanged(m_chosen);
}

void ConditionPicker::toggled(int condition, bool on)
{
    const auto it = std::find(m_chosen.begin(), m_chosen.end(), condition);
    if (on && it == m_chosen.end()) {
        m_chosen.push_back(condition);
        if (static_cast<int>(m_chosen.size()) > m_maximum)
            m_chosen.erase(m_chosen.begin());
    } else if (!on && it != m_chosen.end()) {
        if (m_chosen.size() == 1) { // keep one
            sync();
            return;
        }
        m_chosen.erase(it);
    } else {
        return;
    }
    sync();
    emit chosenChanged(m_chosen);
}

void ConditionPicker::sync()
{
    for (QAction *action : menu()->actions()) {
        const QSignalBlocker block(action);
        const int c = action->data().toInt();
        action->setChecked(std::find(m_chosen.begin(), m_chosen.end(), c) != m_chosen.end());
    }
    retranslate();
}

void ConditionPicker::retranslate()
{
    setText(tr("Conditions (%1)").arg(m_chosen.size()));
    setToolTip(tr("Choose up to %n conditions to compare side by side.", nullptr, m_maximum));
}

void ConditionPicker::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QToolButton::changeEvent(event);
}

} // namespace rl::widgets

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <utility>
#include <vector>

namespace rl::widgets {

/// The texts of a widget that follow the UI language. Each setter (a lambda calling tr()) runs once
/// when it is added and again on every retranslate() — which the widget calls from its changeEvent()
/// on QEvent::LanguageChange — so a constructor sets its texts where it builds the widgets and a
/// language switch needs no restart.
class Retranslator {
public:
    void add(std::function<void()> setter)
    {
        setter();
        m_setters.push_back(std::move(setter));
    }
    void retranslate() const
    {
        for (const auto &setter : m_setters)
            setter();
    }

private:
    std::vector<std::function<void()>> m_setters;
};

} // namespace rl::widgets

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/runs/runspage.h"

class QLabel;

namespace rl::toy {

/// The toy kind's runs page in the Runs tab: it says how many model conditions the study has (a toy runs nothing).
/// Registered for the kind "toy" by toyrunspage.cpp.
class ToyRunsPage : public widgets::RunsPage {
    Q_OBJECT
public:
    ToyRunsPage(widgets::RunsPageHost *host, QWidget *parent);

    void setProject(const models::LoadedProject &project, bool sameFile) override;

    QLabel *label() const { return m_label; }

private:
    QLabel *m_label = nullptr;
};

} // namespace rl::toy

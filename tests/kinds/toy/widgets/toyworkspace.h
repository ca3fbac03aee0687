// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/studyworkspace.h"

class QLabel;

namespace rl::models {
class KindAnalysisRunner;
}

namespace rl::toy {

/// The toy kind's workspace: one tab, "toy", whose one page (toy-summary) says how many items and human ratings the
/// study has, counted on a worker by the runner every such kind shares (models::KindAnalysisRunner). Registered for
/// the kind "toy" by toyworkspace.cpp.
class ToyWorkspace : public widgets::StudyWorkspace {
    Q_OBJECT
public:
    ToyWorkspace(widgets::StudyWorkspaceHost *host, QWidget *pageParent);

    std::vector<std::pair<QString, QWidget *>> tabs() const override;
    QString tabTitle(const QString &tabKey) const override;
    QString showPage(const QString &key) override;
    void setProject(const models::LoadedProject &project, const analysis::AnalysisPlan &plan, bool sameFile) override;
    void clear() override;
    void optionsChanged(const std::vector<std::string> &) override {}
    bool analysisComplete() const override { return m_complete; }

    QLabel *summaryLabel() const { return m_summary; }

private:
    QLabel *m_summary = nullptr;
    models::KindAnalysisRunner *m_runner = nullptr;
    bool m_complete = false;
};

} // namespace rl::toy

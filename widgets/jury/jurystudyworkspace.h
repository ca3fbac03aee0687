// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/jury/juryanalysis.h"
#include "widgets/studyworkspace.h"

namespace rl::models {
class KindAnalysisRunner;
}

namespace rl::widgets::jury {

class JuryWorkspace;

/// The jury study's workspace: one "Jury" tab (JuryWorkspace, its pages the registry's jury views), fed by a
/// models::KindAnalysisRunner running models::jury::JuryAnalysisRunner's work. The subset explorer's price cap, basis and panel size are options of the
/// study (undoable, saved); the bootstrap, seed or cheap threshold run the analysis again.
class JuryStudyWorkspace : public StudyWorkspace {
    Q_OBJECT
public:
    JuryStudyWorkspace(StudyWorkspaceHost *host, QWidget *pageParent);
    ~JuryStudyWorkspace() override;

    static StudyWorkspaceEntry entry();

    std::vector<std::pair<QString, QWidget *>> tabs() const override;
    QString tabTitle(const QString &tabKey) const override;
    QString showPage(const QString &key) override;
    void setProject(const models::LoadedProject &project, const analysis::AnalysisPlan &plan, bool sameFile) override;
    void clear() override;
    void optionsChanged(const std::vector<std::string> &names) override;
    void conditionsSaved(std::shared_ptr<const study::Study> study) override;
    bool analysisComplete() const override;

    JuryWorkspace *view() const { return m_view; }
    models::KindAnalysisRunner *runner() const { return m_runner; }
    /// The analysis' options (bootstrap B, seed, cheap threshold) for the next project: the base under the
    /// project's record (jury_bootstrap, jury_seed, jury_cheap_max_price apply where the record differs from its
    /// defaults; a test's small B stays small).
    void setBaseOptions(const analysis::jury::JuryAnalysisOptions &options) { m_base = options; }
    /// What the analysis runs with now: the base with the record over it.
    analysis::jury::JuryAnalysisOptions options() const;

private:
    void applyViewOptions(); ///< the record's price cap, basis and panel size into the subset explorer
    void askCorpusCheck();
    void start();

    models::KindAnalysisRunner *m_runner = nullptr;
    JuryWorkspace *m_view = nullptr;
    analysis::jury::JuryAnalysisOptions m_base;
    bool m_shown = false;
};

} // namespace rl::widgets::jury

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/stereotales/association.h"
#include "widgets/studyworkspace.h"

#include <QPointer>

namespace rl::models {
class KindAnalysisRunner;
}

namespace rl::widgets::stereotales {

class GridEditorDialog;
class StWorkspace;

/// The StereoTales study's workspace: one "StereoTales" tab (StWorkspace, its pages the registry's st- views),
/// fed by a models::KindAnalysisRunner running models::stereotales::StRunner's work, and the grid editor on the open project's grid.
class StStudyWorkspace : public StudyWorkspace {
    Q_OBJECT
public:
    StStudyWorkspace(StudyWorkspaceHost *host, QWidget *pageParent);
    ~StStudyWorkspace() override;

    static StudyWorkspaceEntry entry();

    std::vector<std::pair<QString, QWidget *>> tabs() const override;
    QString tabTitle(const QString &tabKey) const override;
    QString showPage(const QString &key) override;
    void setProject(const models::LoadedProject &project, const analysis::AnalysisPlan &plan, bool sameFile) override;
    void clear() override;
    void runFinished(const QString &conditionId) override;
    void optionsChanged(const std::vector<std::string> &names) override;
    bool analysisComplete() const override;

    StWorkspace *view() const { return m_view; }
    models::KindAnalysisRunner *runner() const { return m_runner; }
    /// The association options (B, seed, grouping; the engine's defaults) for the next project, under the
    /// record's st_resamples, st_seed and st_by where the record differs from its defaults.
    void setBaseOptions(const analysis::stereotales::AssociationOptions &options) { m_base = options; }
    analysis::stereotales::AssociationOptions options() const;
    /// The grid editor on the open project's grid (one at a time; nullptr without a grid). A save emits
    /// projectModified (the prompts are items: the window reopens the project; the editor stays open).
    GridEditorDialog *openGridEditor();
    void leaveProject() override; ///< closes the grid editor

private:
    void start();

    models::KindAnalysisRunner *m_runner = nullptr;
    StWorkspace *m_view = nullptr;
    QPointer<GridEditorDialog> m_gridEditor;
    analysis::stereotales::AssociationOptions m_base;
    bool m_shown = false;
};

} // namespace rl::widgets::stereotales

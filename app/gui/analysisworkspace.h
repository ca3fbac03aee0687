// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/jury/juryanalysis.h"
#include "engine/analysis/registry.h"
#include "engine/analysis/stereotales/association.h"
#include "models/analysisbundle.h"
#include "models/loadedproject.h"
#include "models/tablecatalog.h"
#include "models/tableexport.h"
#include "widgets/figurecatalog.h"
#include "widgets/studyworkspace.h"

#include <QTabWidget>

#include <functional>
#include <memory>
#include <vector>

namespace rl::models {
class AnalysisRunner;
}
namespace rl::widgets::jury {
class JuryWorkspace;
}
namespace rl::widgets::stereotales {
class GridEditorDialog;
class StWorkspace;
}
namespace rl::widgets {
class AgreementView;
class BlandAltmanView;
class ConditionsEditor;
class ConfusionView;
class ComparisonView;
class HumanDemographicsView;
class RatingWorkspace;
class RunsPanel;
class VerdictView;
}

namespace rl::app {

class StudyOptions;

/// The main window's tabs: the stimulus grid page it is given, the project's model conditions (editor) and
/// inference runs — every study's — then the tabs of every kind's workspace (widgets/studyworkspace.h: the
/// rating suite's agreement, Bland–Altman, confusion, verdicts, humans & demographics and comparison; the jury's
/// "Jury"; StereoTales' "StereoTales"; any registered kind's), of which only the open study's kind's are shown.
/// The workspace of the open study's kind runs its analysis; its progress is re-emitted for the status bar. It
/// also carries out the workspaces' export requests (figure dialog, table file dialog) and reports a failure in
/// a non-blocking message box. Saving conditions or finishing a run updates the views in place — the study is
/// swapped, selections and edits stay, only the changed conditions are re-analysed — and studyUpdated() tells
/// the window; projectModified() only when a reload is needed.
class AnalysisWorkspace : public QTabWidget, private widgets::StudyWorkspaceHost {
    Q_OBJECT
public:
    explicit AnalysisWorkspace(QWidget *stimuliPage, QWidget *parent = nullptr);
    ~AnalysisWorkspace() override;

    /// Show `project`: the one path of every open (first, another project, the same again, a new study).
    /// The previous project's results are dropped, the pages become those of the study's kind
    /// (pageKeysFor) and the workspace opens on the stimuli with the study's analysis options
    /// (project.options) and a fresh undo history. A `reload` of the file shown (it changed: conditions,
    /// grid, an import) keeps the page and the options as edited, with their history.
    void setProject(const models::LoadedProject &project, bool reload = false);
    /// The project as shown (path empty when none).
    const models::LoadedProject &project() const override { return m_project; }
    /// File → Close: the running analyses are cancelled (their results dropped) and the workspace holds
    /// no project (project().path empty, bundle() null, the default options) until the next setProject().
    void closeProject();
    /// The pages (viewKeys() keys) a study with `plan` shows, in tab order: stimuli, conditions and runs,
    /// then the plan's views ("jury" / "stereotales" for the kinds whose views are pages of one tab).
    static QStringList pageKeysFor(const analysis::AnalysisPlan &plan);
    /// The keys of the tabs shown now, in order.
    QStringList shownPages() const;
    /// The open study's analysis options, their undo history and saved state.
    StudyOptions *studyOptions() const { return m_studyOptions; }
    /// Change one analysis option (analysis.json's name) as an undoable command: the verdicts follow at
    /// once for a threshold, the analysis runs again for the others. Errors: StudyOptions::change's, and
    /// Validation for a grouping that is no factor of the study.
    Status changeOption(const QString &name, const QString &value) override;
    /// The jury analysis' options (bootstrap B, seed, cheap threshold) for the next setProject(): the base
    /// under the project's record (jury_bootstrap, jury_seed, jury_cheap_max_price apply where the record
    /// differs from its defaults; a test's small B stays small).
    void setJuryOptions(const analysis::jury::JuryAnalysisOptions &options);
    /// The StereoTales association options (B, seed, grouping; the engine's defaults) for the next setProject(),
    /// under the record's st_resamples, st_seed and st_by in the same way.
    void setStereoTalesOptions(const analysis::stereotales::AssociationOptions &options);
    /// What the jury and StereoTales analyses run with now: the base above with the record over it.
    analysis::jury::JuryAnalysisOptions juryOptions() const;
    analysis::stereotales::AssociationOptions stereoTalesOptions() const;
    /// Whose options the open study reads (the options panel shows those).
    analysis::OptionScope optionScope() const;
    /// The rating suite's latest bundle (null for the other kinds).
    std::shared_ptr<const models::AnalysisBundle> bundle() const;
    /// The open study's analysis has every part the options asked for (for the rating suite not only the first,
    /// agreement stage); false without a project.
    bool analysisComplete() const;
    models::AnalysisRunner *runner() const;
    /// The workspace of the open study's kind (nullptr without a project).
    widgets::StudyWorkspace *activeWorkspace() const { return m_active; }
    /// The workspace that serves `kind` (study::studyKindName; nullptr when none is registered).
    widgets::StudyWorkspace *workspaceFor(const std::string &kind) const;

    /// "stimuli", "conditions", "runs", "agreement", "blandaltman", "confusion", "verdicts",
    /// "demographics", "jury", "stereotales" (one tab each), or a page of the jury or StereoTales tab
    /// ("jury-subsets", "st-harm", …: the registry's view keys); false when unknown or not offered for
    /// the open study's kind.
    bool showView(const QString &key);
    static QStringList viewKeys();

    widgets::AgreementView *agreementView() const;
    widgets::BlandAltmanView *blandAltmanView() const;
    widgets::ConfusionView *confusionView() const;
    widgets::VerdictView *verdictView() const;
    widgets::ConditionsEditor *conditionsEditor() const { return m_conditions; }
    widgets::RunsPanel *runsPanel() const { return m_runs; }
    widgets::HumanDemographicsView *demographicsView() const;
    widgets::ComparisonView *comparisonView() const;
    widgets::jury::JuryWorkspace *juryWorkspace() const;
    widgets::stereotales::StWorkspace *stereoTalesWorkspace() const;
    /// The StereoTales grid editor on the open project's grid (one at a time; nullptr without a grid). A save
    /// emits projectModified (the prompts are items: the window reopens the project; the editor stays open).
    widgets::stereotales::GridEditorDialog *openGridEditor();

    /// Export a figure / table without dialogs (the dialogs end here too). Errors as the exporters'.
    Status exportFigure(const widgets::FigureRequest &request, const widgets::FigureExportOptions &options,
                        const QString &path) const;
    Status exportTable(const models::TableRequest &request, models::TableFormat format, const QString &path) const;

signals:
    /// A view asked to select a stimulus (index into Study::items), e.g. a Bland–Altman point click.
    void itemActivated(int item);
    void analysisStarted();
    void analysisProgress(const QString &text, qint64 done, qint64 total);
    void analysisReady(bool complete);
    void analysisFailed(const QString &message);
    /// The open study changed in conditions or model answers only (conditions saved, a run finished):
    /// `project` is the open project with the new study; the views here have it already, and the
    /// analysis re-analyses what changed (AnalysisRunner::update) instead of a reload.
    void studyUpdated(const rl::models::LoadedProject &project);
    /// The project file changed beyond what an update can follow: reopen it.
    void projectModified();
    /// An export wrote `path` (a figure or a table).
    void fileWritten(const QString &path);
    /// The pages shown changed (setProject, closeProject): their keys in order.
    void pagesChanged(const QStringList &keys);

public slots:
    void highlightItem(int item);
    /// The stimulus grid's filtered items (for the runs panel and the cost estimate).
    void setGridFilterItems(const std::vector<int> &items);

protected:
    void changeEvent(QEvent *event) override;

private:
    const analysis::AnalysisOptions &options() const override;
    void showPlan(const analysis::AnalysisPlan &plan) override;
    void adoptStudy(std::shared_ptr<const study::Study> study) override;
    void clearResults();
    void showPages(const QStringList &pages);
    void onOptionsChanged(const std::vector<std::string> &names);
    analysis::RatingAnalysisOptions ratingOptions() const;
    void onConditionsSaved();
    void onRunFinished(const QString &conditionId);
    void askFigureExport(const QString &name, const widgets::FigureWriter &write);
    QString projectFolder() const; ///< the open project's folder (where export dialogs start), empty when none
    /// The table file dialog: `write` is called with the chosen file and format.
    void askTableFile(const QString &name, const widgets::TableWriter &write);
    void report(const Status &status, const QString &path);
    void retranslate();
    widgets::RatingWorkspace *rating() const;
    template <class W> W *findWorkspace() const
    {
        for (widgets::StudyWorkspace *w : m_workspaces)
            if (auto *found = qobject_cast<W *>(w))
                return found;
        return nullptr;
    }

    models::LoadedProject m_project; ///< as shown, with the latest study (updates included)
    StudyOptions *m_studyOptions = nullptr;
    bool m_applyingProject = false; ///< setProject / closeProject is putting the study's options in place
    widgets::ConditionsEditor *m_conditions = nullptr;
    widgets::RunsPanel *m_runs = nullptr;
    /// One per entry of widgets::studyWorkspaceEntries(), in their order; their tabs follow the common three.
    std::vector<widgets::StudyWorkspace *> m_workspaces;
    widgets::StudyWorkspace *m_active = nullptr; ///< the open study's kind's
};

} // namespace rl::app

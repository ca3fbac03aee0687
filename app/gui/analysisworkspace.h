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

#include <QPointer>
#include <QTabWidget>

#include <functional>
#include <memory>

namespace rl::models {
class AnalysisRunner;
}
namespace rl::models::jury {
class JuryAnalysisRunner;
}
namespace rl::widgets::jury {
class JuryWorkspace;
}
namespace rl::models::stereotales {
class StRunner;
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
class RunsPanel;
class VerdictView;
}

namespace rl::app {

class StudyOptions;

/// The main window's tabs: the stimulus grid page it is given, the project's model conditions
/// (editor) and inference runs, then the analysis views (agreement table, Bland–Altman, confusion
/// matrices, verdict matrix, human ratings & demographics). It owns the AnalysisRunner: when a
/// project is shown the analysis starts on a worker thread, progress is re-emitted for the status
/// bar, and every view gets each new bundle. It also carries out the views' export requests
/// (figure dialog → widgets::exportFigure, table file dialog → models::writeTable) and reports a
/// failure in a non-blocking message box. Saving conditions or finishing a run updates the views in
/// place — the study is swapped, selections and edits stay, only the changed conditions are
/// re-analysed — and studyUpdated() tells the window; projectModified() only when a reload is needed.
/// A jury study shows none of the agreement views but the "Jury" tab (widgets::jury::JuryWorkspace,
/// its pages the registry's jury views), fed by its own JuryAnalysisRunner; a face or rating study never shows it.
/// A StereoTales study likewise shows only the "StereoTales" tab (widgets::stereotales::StWorkspace, its
/// pages the registry's st- views), fed by its own StRunner.
class AnalysisWorkspace : public QTabWidget {
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
    Status changeOption(const QString &name, const QString &value);
    /// The jury analysis' options (bootstrap B, seed, cheap threshold) for the next setProject(): the base
    /// under the project's record (jury_bootstrap, jury_seed, jury_cheap_max_price apply where the record
    /// differs from its defaults; a test's small B stays small).
    void setJuryOptions(const analysis::jury::JuryAnalysisOptions &options) { m_juryOptions = options; }
    /// The StereoTales association options (B, seed, grouping; the engine's defaults) for the next setProject(),
    /// under the record's st_resamples, st_seed and st_by in the same way.
    void setStereoTalesOptions(const analysis::stereotales::AssociationOptions &options) { m_stOptions = options; }
    /// What the jury and StereoTales analyses run with now: the base above with the record over it.
    analysis::jury::JuryAnalysisOptions juryOptions() const;
    analysis::stereotales::AssociationOptions stereoTalesOptions() const;
    /// Whose options the open study reads (the options panel shows those).
    analysis::OptionScope optionScope() const;
    std::shared_ptr<const models::AnalysisBundle> bundle() const { return m_bundle; }
    /// The latest bundle has every part the options asked for (not only the first, agreement stage).
    bool analysisComplete() const { return m_bundle && m_complete; }
    models::AnalysisRunner *runner() const { return m_runner; }

    /// "stimuli", "conditions", "runs", "agreement", "blandaltman", "confusion", "verdicts",
    /// "demographics", "jury", "stereotales" (one tab each), or a page of the jury or StereoTales tab
    /// ("jury-subsets", "st-harm", …: the registry's view keys); false when unknown or not offered for
    /// the open study's kind.
    bool showView(const QString &key);
    static QStringList viewKeys();

    widgets::AgreementView *agreementView() const { return m_agreement; }
    widgets::BlandAltmanView *blandAltmanView() const { return m_blandAltman; }
    widgets::ConfusionView *confusionView() const { return m_confusion; }
    widgets::VerdictView *verdictView() const { return m_verdicts; }
    /// The project as shown (path empty when none).
    const models::LoadedProject &project() const { return m_project; }
    widgets::ConditionsEditor *conditionsEditor() const { return m_conditions; }
    widgets::RunsPanel *runsPanel() const { return m_runs; }
    widgets::HumanDemographicsView *demographicsView() const { return m_demographics; }
    widgets::ComparisonView *comparisonView() const { return m_comparison; }
    widgets::jury::JuryWorkspace *juryWorkspace() const { return m_jury; }
    models::jury::JuryAnalysisRunner *juryRunner() const { return m_juryRunner; }
    widgets::stereotales::StWorkspace *stereoTalesWorkspace() const { return m_st; }
    /// The StereoTales grid editor on the open project's grid (one at a time; nullptr without a grid). A save
    /// emits projectModified (the prompts are items: the window reopens the project; the editor stays open).
    widgets::stereotales::GridEditorDialog *openGridEditor();
    models::stereotales::StRunner *stereoTalesRunner() const { return m_stRunner; }

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
    void clearResults();
    void showPages(const QStringList &pages);
    void onOptionsChanged(const std::vector<std::string> &names);
    analysis::RatingAnalysisOptions ratingOptions() const;
    /// `bundle` with the verdicts under the options' thresholds (itself when they are its own).
    std::shared_ptr<const models::AnalysisBundle> withCurrentThresholds(std::shared_ptr<const models::AnalysisBundle> bundle) const;
    void onReady(std::shared_ptr<const models::AnalysisBundle> bundle, bool complete);
    void onConditionsSaved();
    void onRunFinished(const QString &conditionId);
    void adoptStudy(std::shared_ptr<const study::Study> study);
    void askFigureExport(const widgets::FigureRequest &request);
    void askTableExport(const models::TableRequest &request);
    void askJuryFigureExport(const QString &key);
    void askJuryTableExport(const QString &key);
    void askStFigureExport(const QString &key);
    void askStTableExport(const QString &key);
    void askCorpusCheck();
    QString projectFolder() const; ///< the open project's folder (where export dialogs start), empty when none
    /// The table file dialog: `write` is called with the chosen file and format.
    void askTableFile(const QString &name, std::function<Status(models::TableFormat, const QString &)> write);
    void report(const Status &status, const QString &path);
    void retranslate();

    models::LoadedProject m_project; ///< as shown, with the latest study (updates included)
    models::AnalysisRunner *m_runner = nullptr;
    StudyOptions *m_studyOptions = nullptr;
    bool m_applyingProject = false; ///< setProject / closeProject is putting the study's options in place
    std::shared_ptr<const models::AnalysisBundle> m_bundle;
    bool m_complete = false;
    widgets::AgreementView *m_agreement = nullptr;
    widgets::BlandAltmanView *m_blandAltman = nullptr;
    widgets::ConfusionView *m_confusion = nullptr;
    widgets::VerdictView *m_verdicts = nullptr;
    widgets::ConditionsEditor *m_conditions = nullptr;
    widgets::RunsPanel *m_runs = nullptr;
    widgets::HumanDemographicsView *m_demographics = nullptr;
    widgets::ComparisonView *m_comparison = nullptr;
    models::jury::JuryAnalysisRunner *m_juryRunner = nullptr;
    widgets::jury::JuryWorkspace *m_jury = nullptr;
    analysis::jury::JuryAnalysisOptions m_juryOptions;
    bool m_juryStudy = false;
    models::stereotales::StRunner *m_stRunner = nullptr;
    widgets::stereotales::StWorkspace *m_st = nullptr;
    QPointer<widgets::stereotales::GridEditorDialog> m_gridEditor;
    analysis::stereotales::AssociationOptions m_stOptions;
    bool m_stStudy = false;

    void applyJuryViewOptions(); ///< the record's price cap, basis and panel size into the subset explorer
};

} // namespace rl::app

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/analysisbundle.h"
#include "models/tablecatalog.h"
#include "widgets/figurecatalog.h"
#include "widgets/studyworkspace.h"

namespace rl::models {
class AnalysisRunner;
}

namespace rl::widgets {

class AgreementView;
class BlandAltmanView;
class ComparisonView;
class ConfusionView;
class HumanDemographicsView;
class PlanView;
class VerdictView;

/// The face and rating studies' workspace: the agreement suite's tabs (agreement table, Bland–Altman, confusion
/// matrices, verdict matrix, human ratings & demographics, comparison, plan), fed by one models::AnalysisRunner. When a
/// project is shown the analysis starts on a worker thread and every view gets each new bundle; saving conditions
/// or finishing a run re-analyses only what changed (AnalysisRunner::update, updateAfterRun). A verdict threshold
/// changes the verdicts at once (no statistic is recomputed); another grouping, ε, seed or resampling size runs the
/// analysis again, the views keeping the previous result until then.
class RatingWorkspace : public StudyWorkspace {
    Q_OBJECT
public:
    RatingWorkspace(StudyWorkspaceHost *host, QWidget *pageParent);
    ~RatingWorkspace() override;

    static StudyWorkspaceEntry entry();

    std::vector<std::pair<QString, QWidget *>> tabs() const override;
    QString tabTitle(const QString &tabKey) const override;
    QString showPage(const QString &key) override;
    void setProject(const models::LoadedProject &project, const analysis::AnalysisPlan &plan, bool sameFile) override;
    void clear() override;
    void optionsChanged(const std::vector<std::string> &names) override;
    void conditionsSaved(std::shared_ptr<const study::Study> study) override;
    void runFinished(const QString &conditionId) override;
    void highlightItem(int item) override;
    bool analysisComplete() const override { return m_bundle && m_complete; }

    std::shared_ptr<const models::AnalysisBundle> bundle() const { return m_bundle; }
    models::AnalysisRunner *runner() const { return m_runner; }
    AgreementView *agreementView() const { return m_agreement; }
    BlandAltmanView *blandAltmanView() const { return m_blandAltman; }
    ConfusionView *confusionView() const { return m_confusion; }
    VerdictView *verdictView() const { return m_verdicts; }
    HumanDemographicsView *demographicsView() const { return m_demographics; }
    ComparisonView *comparisonView() const { return m_comparison; }
    PlanView *planView() const { return m_plan; }

    /// Export a figure / table of the latest bundle without dialogs. Errors as the exporters'.
    Status exportFigure(const FigureRequest &request, const FigureExportOptions &options, const QString &path) const;
    Status exportTable(const models::TableRequest &request, models::TableFormat format, const QString &path) const;

private:
    /// `bundle` with the verdicts under the options' thresholds (itself when they are its own).
    std::shared_ptr<const models::AnalysisBundle> withCurrentThresholds(std::shared_ptr<const models::AnalysisBundle> bundle) const;
    void onReady(std::shared_ptr<const models::AnalysisBundle> bundle, bool complete);
    void showThresholds();
    void askFigureExport(const FigureRequest &request);
    void askTableExport(const models::TableRequest &request);

    models::AnalysisRunner *m_runner = nullptr;
    std::shared_ptr<const models::AnalysisBundle> m_bundle;
    bool m_complete = false;
    bool m_shown = false; ///< a project of this workspace's kind is shown
    AgreementView *m_agreement = nullptr;
    BlandAltmanView *m_blandAltman = nullptr;
    ConfusionView *m_confusion = nullptr;
    VerdictView *m_verdicts = nullptr;
    HumanDemographicsView *m_demographics = nullptr;
    ComparisonView *m_comparison = nullptr;
    PlanView *m_plan = nullptr;
};

} // namespace rl::widgets

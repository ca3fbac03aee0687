// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/plan/planmodel.h"
#include "models/tablecatalog.h"
#include "widgets/figurecatalog.h"
#include "widgets/plan/planfigure.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;

namespace rl::analysis::plan {
struct PlanRecommendation;
}

namespace rl::widgets {

class FigureCanvas;

/// The Plan page of a face or rating study: how many items and human raters per item keep the study's verdict,
/// by resampling the study itself (engine/analysis/plan/resampling.h, as `raterlab-cli plan`). The designs
/// (items and raters lists; empty = the engine's defaults, shown as placeholders), draws, seed and target are
/// set above; nothing is computed until Run (the draws take seconds); the plan runs off the GUI thread
/// (models::PlanRunner) with progress, and Cancel stops it without a result. One row of plan.csv is shown at a
/// time — a dimension, group and condition (`all`: the cell's verdict) — as the recommendation sentence, the
/// stability heat map and the stability curves; plan.csv and plan_summary.csv are the tables below. Export goes
/// through the figure catalog (`plan_heatmap`, `plan_curves`) and the table catalog (`plan`, `plan_summary`),
/// handing them this view's plan; "Copy methods paragraph" puts the plan's paragraph for a manuscript's methods
/// (engine/analysis/plan/planmethods.h, as plan_methods.md) on the clipboard.
class PlanView : public QWidget {
    Q_OBJECT
public:
    explicit PlanView(QWidget *parent = nullptr);
    ~PlanView() override;

    /// A new analysis: the previous plan is dropped (it is of another study or other options).
    void setBundle(std::shared_ptr<const models::AnalysisBundle> bundle);
    /// The project file whose journal gives the model costs per item (empty: costs unknown).
    void setProjectPath(const QString &path);
    /// The controls' values, as the user would type them; then run() plans.
    void setDesigns(const QString &items, const QString &raters, int draws = 200, quint64 seed = 42, double target = 0.95);
    void run();    ///< what Run does: plan with the controls' values
    void cancel(); ///< what Cancel does: stop without a result

    models::PlanPtr plan() const { return m_plan; }
    const PlanFigure &heatmap() const { return m_heatmap; }
    const PlanFigure &curves() const { return m_curves; }
    /// The recommendation of the row shown (null before a plan).
    const analysis::plan::PlanRecommendation *recommendation() const;
    QLabel *recommendationLabel() const { return m_recommendation; }
    QLabel *statusLabel() const { return m_status; }
    FigureCanvas *heatmapCanvas() const { return m_heatmapCanvas; }
    FigureCanvas *curvesCanvas() const { return m_curvesCanvas; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    models::PlanTableModel *tableModel() const { return m_table; }
    models::PlanSummaryModel *summaryModel() const { return m_summary; }
    models::PlanRunner *runner() const { return m_runner; }
    /// "Copy methods paragraph": its menu's actions copy the plan's paragraph (planmethods.h) in English, Korean.
    QPushButton *copyMethodsButton() const { return m_copyMethods; }
    /// What "Export figure…" exports: `plan_heatmap` or `plan_curves` of the row shown.
    FigureRequest figureRequest(const QString &name = QStringLiteral("plan_heatmap")) const;
    /// What "Export table…" exports: `plan` or `plan_summary` (default: the table tab shown).
    models::TableRequest tableRequest(const QString &name = {}) const;

signals:
    void planReady();
    void exportRequested(const rl::widgets::FigureRequest &request);
    void tableExportRequested(const rl::models::TableRequest &request);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void onReady(models::PlanPtr plan);
    void fillChoices();
    void rebuildFigures();
    void showDefaults();
    void retranslate();
    QString heatmapTip(QPointF pos) const;

    std::shared_ptr<const models::AnalysisBundle> m_bundle;
    QString m_projectPath;
    models::PlanPtr m_plan;
    PlanFigure m_heatmap;
    PlanFigure m_curves;
    bool m_defaultsPending = false; ///< the placeholders wait for the view to be shown

    QLabel *m_itemsLabel = nullptr;
    QLineEdit *m_items = nullptr;
    QLabel *m_ratersLabel = nullptr;
    QLineEdit *m_raters = nullptr;
    QSpinBox *m_draws = nullptr;
    QSpinBox *m_seed = nullptr;
    QDoubleSpinBox *m_target = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QComboBox *m_dimension = nullptr;
    QComboBox *m_group = nullptr;
    QComboBox *m_condition = nullptr;
    QPushButton *m_exportFigure = nullptr;
    QPushButton *m_exportTable = nullptr;
    QPushButton *m_copyMethods = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_recommendation = nullptr;
    FigureCanvas *m_heatmapCanvas = nullptr;
    FigureCanvas *m_curvesCanvas = nullptr;
    QTabWidget *m_tables = nullptr;
    QTableView *m_tableView = nullptr;
    QTableView *m_summaryView = nullptr;
    models::PlanTableModel *m_table = nullptr;
    models::PlanSummaryModel *m_summary = nullptr;
    models::PlanRunner *m_runner = nullptr;
};

} // namespace rl::widgets

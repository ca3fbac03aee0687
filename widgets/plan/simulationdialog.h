// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/plan/simulation.h"
#include "engine/analysis/ratinganalysis.h"
#include "engine/core/result.h"
#include "engine/study/study.h"
#include "models/plan/simulationrunner.h"
#include "widgets/figureexporter.h"
#include "widgets/retranslator.h"

#include <QDialog>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableView;

namespace rl::widgets {

class FigureCanvas;

/// File → New plan…: the Alt-test simulation before any data (engine/analysis/plan/simulation.h). The
/// generator (categorical: K, η of the humans and of the model; numeric: the five variances and the bias)
/// and the design start at the engine's defaults; while any is invalid, validateSimulationOptions' sentences
/// are shown and Run is disabled. Run starts a SimulationRunner (Cancel stops it, nothing is delivered);
/// the result shows as the curves (simulationfigure.h) and simulation.csv's rows, exported as a figure
/// (SVG, PDF, PNG) and as a table (CSV: simulation.csv's exact text; XLSX). With a rating study given
/// (setPilot), "From this study…" fills the numeric generator from its dimension and condition
/// (engine/analysis/plan/pilot.h).
class SimulationDialog : public QDialog {
    Q_OBJECT
public:
    explicit SimulationDialog(QWidget *parent = nullptr);
    ~SimulationDialog() override;

    /// A study to fill the numeric generator from (its numeric dimensions and conditions are offered) with
    /// the analysis options that select its items; a null study hides the pilot row.
    void setPilot(std::shared_ptr<const study::Study> study, const analysis::RatingAnalysisOptions &options = {});
    /// setPilot with the project's study and saved analysis options when it is a study of the agreement suite
    /// (studykinds.h: face and rating studies); otherwise no pilot.
    void setPilotProject(std::shared_ptr<const study::Study> study, const analysis::AnalysisOptions &record);

    /// The options the fields give, or the sentences of what is wrong (the items or ε lists unreadable, then
    /// validateSimulationOptions).
    Result<analysis::plan::SimulationOptions> options() const;
    void setOptions(const analysis::plan::SimulationOptions &options);
    QStringList problems() const; ///< what the problems label shows (empty: Run is enabled)

    void run();                    ///< Run: starts the simulation of options() (nothing when invalid)
    /// "From this study…": numericFromPilot of the chosen dimension and condition, into the numeric fields.
    Status fillFromPilot();
    /// Export table… and Export figure… without their file dialogs: CSV (simulation.csv's text) or XLSX by
    /// the suffix; the figure in `options.format` at its natural height when options.heightInches is 0.
    Status exportTable(const QString &path) const;
    Status exportFigure(const FigureExportOptions &options, const QString &path) const;

    models::SimulationRunner *runner() const { return m_runner; }
    models::SimulationTableModel *tableModel() const { return m_table; }
    FigureCanvas *canvas() const { return m_canvas; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *fromStudyButton() const { return m_fromStudy; }
    QComboBox *pilotDimensionBox() const { return m_pilotDimension; }
    QComboBox *pilotConditionBox() const { return m_pilotCondition; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void validate();
    void setBusy(bool busy);
    void showResult(models::SimulationPtr result);
    void askFigureFile();
    void askTableFile();
    void syncPilotRow();

    models::SimulationRunner *m_runner = nullptr;
    models::SimulationTableModel *m_table = nullptr;
    std::shared_ptr<const study::Study> m_pilot;
    analysis::RatingAnalysisOptions m_pilotOptions;
    Retranslator m_texts;

    QComboBox *m_kind = nullptr;
    QStackedWidget *m_generator = nullptr;
    QSpinBox *m_categories = nullptr;
    QLineEdit *m_noiseHumans = nullptr;
    QLineEdit *m_noiseModel = nullptr;
    QLineEdit *m_itemVariance = nullptr;
    QLineEdit *m_raterVariance = nullptr;
    QLineEdit *m_residualVariance = nullptr;
    QLineEdit *m_modelBias = nullptr;
    QLineEdit *m_modelErrorVariance = nullptr;
    QWidget *m_pilotRow = nullptr;
    QComboBox *m_pilotDimension = nullptr;
    QComboBox *m_pilotCondition = nullptr;
    QPushButton *m_fromStudy = nullptr;
    QSpinBox *m_annotators = nullptr;
    QSpinBox *m_poolAnnotators = nullptr;
    QSpinBox *m_poolItems = nullptr;
    QSpinBox *m_datasets = nullptr;
    QSpinBox *m_draws = nullptr;
    QLineEdit *m_items = nullptr;
    QLineEdit *m_epsilons = nullptr;
    QSpinBox *m_seed = nullptr;
    QLabel *m_problems = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    FigureCanvas *m_canvas = nullptr;
    QTableView *m_view = nullptr;
    QPushButton *m_exportFigure = nullptr;
    QPushButton *m_exportTable = nullptr;
};

} // namespace rl::widgets

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/compare/comparemodel.h"
#include "models/tablecatalog.h"
#include "widgets/compare/comparisonfigure.h"
#include "widgets/figurecatalog.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;

namespace rl::widgets {

class ConditionPicker;
class FigureCanvas;

/// The condition comparison view: 2–8 conditions chosen with the condition picker, compared on the
/// items all of them answered (engine/analysis/compare) — forest plots of every statistic of one
/// dimension (or one statistic per group as small multiples) and the table of paired comparisons
/// with BH q. The comparison runs off the GUI thread (models::ComparisonRunner) with progress; a
/// new choice cancels the running one; nothing is computed while the view is hidden (the work waits
/// for the first show). Export goes through the figure and table catalogs
/// (`comparison`), handing them this view's result.
class ComparisonView : public QWidget {
    Q_OBJECT
public:
    explicit ComparisonView(QWidget *parent = nullptr);
    ~ComparisonView() override;

    void setBundle(std::shared_ptr<const models::AnalysisBundle> bundle);
    void setConditions(const std::vector<int> &conditions); ///< RatingAnalysis::conditions indices
    void setBootstrap(int B, quint64 seed);

    models::ComparisonPtr comparison() const { return m_comparison; }
    const ComparisonFigure &figure() const { return m_figure; }
    FigureCanvas *canvas() const { return m_canvas; }
    ConditionPicker *conditionPicker() const { return m_picker; }
    models::ComparisonTestsModel *testsModel() const { return m_tests; }
    QTableView *testsView() const { return m_table; }
    models::ComparisonRunner *runner() const { return m_runner; }
    FigureRequest figureRequest() const;       ///< what "Export figure…" exports
    models::TableRequest tableRequest() const; ///< what "Export table…" exports

signals:
    void comparisonReady();
    void exportRequested(const rl::widgets::FigureRequest &request);
    void tableExportRequested(const rl::models::TableRequest &request);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void recompute();
    void onReady(models::ComparisonPtr comparison);
    void rebuildFigure();
    void fillChoices();
    void retranslate();
    bool showTip(QPointF pos, QPoint global);

    std::shared_ptr<const models::AnalysisBundle> m_bundle;
    models::ComparisonPtr m_comparison;
    ComparisonFigure m_figure;
    std::vector<int> m_chosen;
    bool m_pending = false; ///< a recompute waits for the view to be shown

    ConditionPicker *m_picker = nullptr;
    QComboBox *m_dimension = nullptr;
    QComboBox *m_statistic = nullptr;
    QSpinBox *m_bootstrap = nullptr;
    QSpinBox *m_seed = nullptr;
    QPushButton *m_exportFigure = nullptr;
    QPushButton *m_exportTable = nullptr;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    FigureCanvas *m_canvas = nullptr;
    QTableView *m_table = nullptr;
    models::ComparisonTestsModel *m_tests = nullptr;
    models::ComparisonRunner *m_runner = nullptr;
};

} // namespace rl::widgets

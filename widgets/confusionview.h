// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/tablecatalog.h"

#include "widgets/confusionfigure.h"
#include "widgets/figurecatalog.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QPushButton;
class QTableView;

namespace rl::models {
class ClassMetricsModel;
}

namespace rl::widgets {

class ConditionPicker;
class FigureCanvas;

/// Confusion matrices of 1–8 conditions side by side (heatmap with counts and row percentages,
/// per-class P/R/F1 beside each), and below them the per-class table of the first chosen
/// condition (sortable, exportable). A dimension selector chooses the matrix: the classification
/// against the true labels, or a categorical dimension without gold against the human plurality
/// (fractional counts: a tie shares its item among the tied labels).
class ConfusionView : public QWidget {
    Q_OBJECT
public:
    explicit ConfusionView(QWidget *parent = nullptr);

    void setBundle(std::shared_ptr<const models::AnalysisBundle> bundle);
    void setConditions(const std::vector<int> &conditions);
    /// models::kClassification or a categorical dimension's index (models::confusionSource()).
    void setSource(int source);
    int source() const { return m_source; }
    QComboBox *dimensionCombo() const { return m_dimension; }

    const ConfusionFigure &figure() const { return m_figure; }
    FigureCanvas *canvas() const { return m_canvas; }
    models::ClassMetricsModel *metricsModel() const { return m_metrics; }
    /// Heatmap cell (row, column) of panel `panel` in canvas coordinates.
    /// The hover text at a figure position: the heatmap cell under it with its count and row share; empty when none.
    QString tipText(QPointF pos) const;
    QRectF cellRect(int panel, int row, int column) const;
    FigureRequest figureRequest() const;
    /// The heatmap cell at a figure position (the invalid column included when shown); false when none.
    bool cellAt(QPointF pos, int &panel, int &row, int &column) const;
    /// A click on a cell: emits cellActivated() with the cell's items (true label `row`, answer `column`
    /// of panel `panel`'s condition).
    void activateCell(int panel, int row, int column);

    QPushButton *exportTableButton() const { return m_exportTable; } ///< its menu: confusion, per-class metrics
    ConditionPicker *conditionPicker() const { return m_picker; }

signals:
    void exportRequested(const rl::widgets::FigureRequest &request);
    /// A cell was clicked: its items (indices into Study::items, ascending) and a label naming the
    /// cell ("GPT-4o mini — true happy, answered sad (12)") — the stimulus grid filters to them.
    void cellActivated(const std::vector<int> &items, const QString &label);
    /// "confusion" or "class-metrics" of the first condition shown.
    void tableExportRequested(const rl::models::TableRequest &request);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void fillDimensions();
    void retranslate();
    QString sourceName() const; ///< the request's dimension: empty for the classification

    std::shared_ptr<const models::AnalysisBundle> m_bundle;
    std::vector<int> m_conditions;
    int m_source = models::kClassification;
    ConfusionFigure m_figure;
    ConditionPicker *m_picker = nullptr;
    QComboBox *m_dimension = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_exportTable = nullptr;
    QAction *m_exportConfusion = nullptr;
    QAction *m_exportMetrics = nullptr;
    FigureCanvas *m_canvas = nullptr;
    models::ClassMetricsModel *m_metrics = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace rl::widgets

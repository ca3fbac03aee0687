// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/blandaltmanfigure.h"
#include "widgets/figurecatalog.h"

#include <QHash>
#include <QPixmap>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace rl::models {
class StimulusImageSource;
}

namespace rl::widgets {

class ConditionPicker;
class FigureCanvas;

/// The Bland–Altman view: 1–8 conditions side by side with shared axes, overall or faceted by the
/// grouping factor's levels (the check box is there only when the study has one, named by it),
/// points coloured by emotion, bias and limits of agreement with their CIs, an optional
/// proportional-bias line. Hovering a point shows its face and numbers; clicking it emits
/// itemClicked() (the main window selects the face in the grid and the detail pane), and the
/// selected face is ringed in every panel.
class BlandAltmanView : public QWidget {
    Q_OBJECT
public:
    explicit BlandAltmanView(QWidget *parent = nullptr);

    void setBundle(std::shared_ptr<const models::AnalysisBundle> bundle);
    void setImageSource(std::shared_ptr<models::StimulusImageSource> images);

    void setConditions(const std::vector<int> &conditions);
    void setDimension(int dimension);
    void setPerEmotion(bool on);
    void setProportional(bool on);
    void setHighlightedItem(int item);

    const BlandAltmanFigure &figure() const { return m_figure; }
    FigureCanvas *canvas() const { return m_canvas; }
    ConditionPicker *conditionPicker() const { return m_picker; }
    /// Where a point is drawn, in canvas coordinates (for tests and tooltips).
    QPointF pointPosition(int panel, int point) const;
    FigureRequest figureRequest() const; ///< what "Export figure…" exports

signals:
    void itemClicked(int item);
    void exportRequested(const rl::widgets::FigureRequest &request);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void updatePerGroup(); ///< the facet check box: shown and named only when the study has a grouping factor
    void retranslate();
    void onClicked(QPointF pos);
    bool showTip(QPointF pos, QPoint global);
public:
    /// The hover text at a figure position: the nearest point's item, condition and values; empty when none.
    QString tipText(QPointF pos) const;
private:
    QPixmap thumbnail(int item);

    std::shared_ptr<const models::AnalysisBundle> m_bundle;
    std::shared_ptr<models::StimulusImageSource> m_images;
    BlandAltmanRequest m_request;
    BlandAltmanFigure m_figure;
    QHash<int, QPixmap> m_thumbnails;

    QComboBox *m_dimension = nullptr;
    ConditionPicker *m_picker = nullptr;
    QCheckBox *m_perEmotion = nullptr;
    QCheckBox *m_proportional = nullptr;
    QPushButton *m_export = nullptr;
    QLabel *m_status = nullptr;
    FigureCanvas *m_canvas = nullptr;
};

} // namespace rl::widgets

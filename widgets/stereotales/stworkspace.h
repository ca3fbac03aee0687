// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/stereotales/stresult.h"
#include "models/tableexport.h"
#include "widgets/figureexporter.h"
#include "widgets/stereotales/stfigure.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace rl::models::stereotales {
class StRowsModel;
}

namespace rl::widgets {
class FigureCanvas;
class SyntheticBadge;
}

namespace rl::widgets::stereotales {


/// The StereoTales study's views over one StResult (docs/user-guide.md §12), as pages of one tab widget:
///   st-grid          attributes × values (promptable marked) and scenarios in groups, one column per
///                    language with the translations side by side; prompts per language and in total
///   st-associations  the model × language heatmap of reported associations (click a cell: that
///                    model's cells), filters on A and B, the sortable table of reported cells;
///                    selecting a cell shows its contingency table (shaded by lift) and its stories
///   st-spread        per association the models and languages reporting it, with the two shares
///   st-harm          human vs model mean harm scatter (Spearman ρ) and the per-attribute differences
/// Tables export through exportTable() (keys: tableKeys()), figures through exportFigure() (keys:
/// stFigureNames()); the buttons emit the requests and the owner shows the dialogs and any error. The
/// analysis' B and grouping are stated above the pages; "Re-analyse" asks the owner for another
/// grouping, "Cancel" to stop a running analysis. A "synthetic demo" badge shows for a demo study. The
/// study's models are started from the Runs tab (its runs page, struns.h).
class StWorkspace : public QWidget {
    Q_OBJECT
public:
    explicit StWorkspace(QWidget *parent = nullptr);
    ~StWorkspace() override;

    static QStringList pageKeys();   ///< st-grid, st-associations, st-spread, st-harm
    static QStringList tableKeys();  ///< st-grid-values, st-grid-scenarios, st-grid-prompts, st-heatmap, st-cells,
                                     ///< st-contingency, st-stories, st-spread, st-harm-rows, st-harm-groups,
                                     ///< st-models (the selected association across the models), st-harm-raters
    void setResult(std::shared_ptr<const models::stereotales::StResult> result);
    std::shared_ptr<const models::stereotales::StResult> result() const { return m_result; }
    void setVisiblePages(const QStringList &keys);
    bool showPage(const QString &key);
    /// While an analysis runs: its progress text (empty: none running).
    void setBusy(const QString &text);

    /// Filters of the cells table (attribute index, -1 = any) and the heatmap's model (-1 = all).
    void setBaseAttributeFilter(int attribute);
    void setAttributeFilter(int attribute);
    void setModelFilter(int model, int language = -2);
    /// Drill down into a cell (index into AssociationResult::cells): its table and its stories.
    void selectCell(int cell);
    int selectedCell() const { return m_selectedCell; }
    /// List the stories of any cell of the shown contingency table (its model's row and column, the
    /// columns after the first up to Total); false when there is no such cell.
    bool showContingencyCell(int row, int column);
    /// Show a story (index into StResult::data) in the story reader: its prompt, full text, every
    /// extractor's reading and the ensemble value of each attribute.
    void showStory(int story);
    QTextBrowser *storyReader() const { return m_reader; }

    Status exportTable(const QString &key, models::TableFormat format, const QString &path) const;
    Status exportFigure(const QString &key, const FigureExportOptions &options, const QString &path) const;
    QAbstractItemModel *shownTable(const QString &key) const;
    models::stereotales::StRowsModel *model(const QString &key) const;
    QTableView *tableView(const QString &key) const;

    QTabWidget *pages() const { return m_pages; }
    FigureCanvas *heatmapCanvas() const { return m_heatmapCanvas; }
    FigureCanvas *harmCanvas() const { return m_harmCanvas; }
    const HeatmapFigure &heatmapFigure() const { return m_heatmap; }
    const HarmFigure &harmFigure() const { return m_harm; }
    QLabel *gridSummaryLabel() const { return m_gridSummary; }
    QPushButton *editGridButton() const { return m_editGrid; }
    QPushButton *modelFilterChip() const { return m_modelChip; }
    QComboBox *groupingBox() const { return m_groupBox; }
    QLabel *spreadSummaryLabel() const { return m_spreadSummary; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *drillLabel() const { return m_drill; }
    /// The stated empty state of a page (pageKeys()): no grid, no stories yet, no harm ratings; empty when it has data.
    QString emptyNote(const QString &pageKey) const;
    SyntheticBadge *badge() const { return m_badge; }

signals:
    void tableExportRequested(const QString &key);
    void figureExportRequested(const QString &key);
    /// Analyse again with this grouping ("model" or "model-language").
    void reanalyseRequested(const QString &groupBy);
    void cancelRequested();
    /// "Edit grid…" on the grid page: the owner opens the grid editor (grideditor.h) on the project's grid.
    void gridEditRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *tableBlock(const QString &key, QWidget *parent, const QString &figureKey = {});
    void refreshCells();
    /// Fill the stories table with (at most kMaxStories of) `stories`; returns how many are listed.
    std::size_t listStories(std::vector<std::size_t> stories);
    void fillEmptyNotes();
    void onHeatmapClicked(QPointF pos);
    void retranslate();
    void fillAll();

    std::shared_ptr<const models::stereotales::StResult> m_result;
    HeatmapFigure m_heatmap;
    HarmFigure m_harm;
    int m_selectedCell = -1;
    int m_contingencyTable = -1;   ///< index into associations.tables of the shown contingency table
    int m_modelFilter = -1;
    int m_languageFilter = -2; ///< -2: any; -1: the pooled tables; else a language index
    bool m_filling = false;

    SyntheticBadge *m_badge = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_groupLabel = nullptr;
    QComboBox *m_groupBox = nullptr;
    QPushButton *m_reanalyse = nullptr;
    QPushButton *m_cancel = nullptr;
    QTabWidget *m_pages = nullptr;
    QLabel *m_gridSummary = nullptr;
    QPushButton *m_editGrid = nullptr;
    QLabel *m_spreadSummary = nullptr;
    QLabel *m_harmSummary = nullptr;
    QLabel *m_drill = nullptr;
    QTextBrowser *m_reader = nullptr;
    QLabel *m_baseLabel = nullptr, *m_attributeLabel = nullptr;
    QComboBox *m_baseBox = nullptr, *m_attributeBox = nullptr;
    QPushButton *m_modelChip = nullptr;   ///< the heatmap's model filter, a click clears it
    FigureCanvas *m_heatmapCanvas = nullptr;
    FigureCanvas *m_harmCanvas = nullptr;
    std::vector<models::stereotales::StRowsModel *> m_models;     ///< by tableKeys()
    std::vector<QSortFilterProxyModel *> m_proxies;               ///< by tableKeys()
    std::vector<QTableView *> m_views;                            ///< by tableKeys()
    std::vector<QWidget *> m_pageWidgets;
    std::vector<QLabel *> m_emptyNotes;                           ///< by pageKeys(), above each page
};

} // namespace rl::widgets::stereotales

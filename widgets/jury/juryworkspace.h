// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/jury/juryresult.h"
#include "models/tableexport.h"
#include "widgets/figureexporter.h"
#include "widgets/jury/juryfigures.h"
#include "widgets/jury/subsetfigure.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QSplitter;
class QTabWidget;
class QTableView;

namespace rl::models::jury {
class CorpusBrowserModel;
class ConditionDeltaModel;
class JudgeBiasModel;
class JudgeTableModel;
class RoundsTableModel;
class StrataTableModel;
class SubsetTableModel;
}

namespace rl::widgets {
class FigureCanvas;
class SyntheticBadge;
}

namespace rl::widgets::jury {

/// The jury study's views over one JuryResult (docs/user-guide.md §11), as pages of one tab widget under a
/// shared selection of corpus, prompt condition and aggregate:
///   jury-corpus      the corpus' items with the hygiene flags of its check (a quoting reader's
///                    mangled reading beside a corrupted record; swallowed rows named)
///   jury-judges      each judge on the chosen corpus × condition
///   jury-subsets     the subset figure (click a point: its members) over the sortable subsets table;
///                    all judges or cheap ones only
///   jury-conditions  Δρ of each prompt condition against its base (forest) and its table
///   jury-strata      ρ within human-score and rater-SD terciles
///   jury-rounds      per-round convergence
///   jury-bias        each judge's bias (judge − human) per prompt condition with its CI and its shift
///                    against the base condition (anchoring), figure over table
/// Every table exports (CSV/LaTeX/Markdown, what the page shows) and both figures export
/// (SVG/PDF/PNG) through exportTable()/exportFigure(); the buttons emit the requests and the owner
/// shows the dialogs and any error. A "synthetic judges" badge and the corpora's attribution are
/// shown above the pages.
class JuryWorkspace : public QWidget {
    Q_OBJECT
public:
    explicit JuryWorkspace(QWidget *parent = nullptr);
    ~JuryWorkspace() override;

    static QStringList pageKeys(); ///< jury-corpus … jury-rounds, jury-bias, in page order
    void setResult(std::shared_ptr<const models::jury::JuryResult> result,
                   std::shared_ptr<const std::vector<models::jury::CorpusCheck>> checks = nullptr);
    std::shared_ptr<const models::jury::JuryResult> result() const { return m_result; }
    /// Show only these pages (keys of pageKeys()).
    void setVisiblePages(const QStringList &keys);
    bool showPage(const QString &key);

    void setCorpus(const QString &corpus);
    void setCondition(const QString &condition);
    void setAggregate(const QString &aggregate);
    void setCheapOnly(bool cheap);
    QString corpus() const;
    QString condition() const;
    QString aggregate() const;

    /// Show a corpus file's check in the browser (replacing the one of its corpus name). Errors: the reader's.
    Status checkCorpusFile(const QString &path, const QString &corpusName);
    /// The subset explorer's filters: a cap on the panel's summed input price (NaN: none) and a panel size (0: any).
    void setPriceCap(double maxPanelPrice);
    /// What the cap (and the figure's x axis) measures: the list price per 1M input tokens, or what the
    /// journal recorded per 1,000 items (judges without a recorded cost are named under the filters).
    void setPriceBasis(models::jury::PriceBasis basis);
    QLabel *costNoteLabel() const { return m_costNote; }
    void setPanelSize(int size);
    /// The study's options for the explorer (analysis options jury_price_cap_on, jury_price_cap,
    /// jury_price_basis, jury_panel_size), set without optionEdited.
    void setSubsetOptions(bool capOn, double cap, models::jury::PriceBasis basis, int size);
    models::jury::SubsetFilter subsetFilter() const;
    /// Compare the selected panel (A) with the pinned panel, or with the best single judge when none is
    /// pinned or `withBestSingle`: ρ(A) − ρ(B) with the paired bootstrap CI of `raterlab-cli jury compare`
    /// (analysis::jury::compareSubsets, the analysis' B and seed). Shown under the members; errors are shown too.
    Result<analysis::jury::SubsetComparison> compareSelected(bool withBestSingle);
    /// Pin the selected panel as B of the comparisons (none selected: unpin).
    void pinSelected();
    QLabel *comparisonLabel() const { return m_comparison; }
    /// Select a subset of the subset explorer (ring it, select its row, list its members).
    void selectSubset(quint32 mask);
    quint32 selectedSubset() const { return m_selectedMask; }
    QStringList selectedMembers() const;

    /// Table keys: the page keys; figure keys: juryFigureNames(). Errors as writeTable / exportFigure, NotFound.
    Status exportTable(const QString &key, models::TableFormat format, const QString &path) const;
    Status exportFigure(const QString &key, const FigureExportOptions &options, const QString &path) const;
    QAbstractItemModel *shownTable(const QString &key) const; ///< the (filtered) table a page shows

    QTabWidget *pages() const { return m_pages; }
    QTableView *tableView(const QString &key) const;
    FigureCanvas *subsetCanvas() const { return m_subsetCanvas; }
    FigureCanvas *deltaCanvas() const { return m_deltaCanvas; }
    FigureCanvas *roundsCanvas() const { return m_roundsCanvas; }
    FigureCanvas *biasCanvas() const { return m_biasCanvas; }
    const SubsetFigure &subsetFigure() const { return m_subsetFigure; }
    models::jury::SubsetTableModel *subsetModel() const { return m_subsets; }
    models::jury::CorpusBrowserModel *corpusModel() const { return m_corpus; }
    QLabel *membersLabel() const { return m_members; }
    QLabel *corpusDetailLabel() const { return m_corpusDetail; }
    QLabel *attributionLabel() const { return m_attribution; }
    QLabel *hygieneSummaryLabel() const { return m_hygieneSummary; }
    SyntheticBadge *badge() const { return m_badge; }
    /// The stated empty state of a page (pageKeys()): no judge answers yet, no panels, no rounds…; empty when it has data.
    QString emptyNote(const QString &pageKey) const;

signals:
    void subsetSelected(quint32 mask, const QStringList &members);
    void tableExportRequested(const QString &key);
    void figureExportRequested(const QString &key);
    void corpusCheckRequested();
    /// The user changed one of the explorer's options (the analysis options' name and value as text).
    void optionEdited(const QString &name, const QString &value);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override; ///< the Subsets page's first layout: figure and table evenly

private:
    QWidget *tablePage(const QString &key, QAbstractItemModel *source, QSortFilterProxyModel *&proxy,
                       QTableView *&view, QWidget *above = nullptr, const QString &figureKey = {},
                       bool splitAbove = true);
    void refresh();          ///< the selection changed: filter the tables, rebuild the figures
    void refreshCorpus();
    void showCorpusItem(int row);   ///< the corpus model's row in the detail under the table, -1: none
    void fillEmptyNotes();
    void fillCostNote(int search); ///< the judges of the search's table without a recorded cost (per 1,000 items only)
    void onSubsetClicked(QPointF pos);
    void fillSizes(int judges);
    QString panelName(const std::vector<int> &judges) const;
    void retranslate();

    std::shared_ptr<const models::jury::JuryResult> m_result;
    std::vector<std::shared_ptr<const models::jury::CorpusCheck>> m_checks;
    quint32 m_selectedMask = 0;
    SubsetFigure m_subsetFigure;
    bool m_filling = false;
    bool m_applyingOptions = false;        ///< setSubsetOptions: no optionEdited
    int m_panelSize = 0;
    QSplitter *m_subsetSplit = nullptr;    ///< figure over the subsets table
    bool m_subsetSplitSized = false;                   ///< the wanted panel size (kept while the table has fewer judges)

    QComboBox *m_corpusBox = nullptr;
    QComboBox *m_conditionBox = nullptr;
    QComboBox *m_aggregateBox = nullptr;
    QCheckBox *m_cheapOnly = nullptr;      ///< "Price cap:" (the panel's Σ input price)
    QDoubleSpinBox *m_priceCap = nullptr;
    QComboBox *m_priceBasis = nullptr;     ///< $ / 1M input tokens | $ / 1,000 items (journal)
    QLabel *m_costNote = nullptr;          ///< per 1,000 items: the judges without a recorded cost
    QLabel *m_sizeLabel = nullptr, *m_comparison = nullptr, *m_compareLabel = nullptr;
    QComboBox *m_sizeBox = nullptr, *m_compareWith = nullptr;
    QPushButton *m_pin = nullptr, *m_compare = nullptr;
    std::vector<int> m_pinned;             ///< judges (JuryData::judges) of the pinned panel B
    QCheckBox *m_flaggedOnly = nullptr;
    SyntheticBadge *m_badge = nullptr;
    QLabel *m_attribution = nullptr;
    QLabel *m_hygieneSummary = nullptr;
    QLabel *m_members = nullptr;
    QLabel *m_corpusDetail = nullptr;
    QLabel *m_corpusLabel = nullptr, *m_conditionLabel = nullptr, *m_aggregateLabel = nullptr;
    QTabWidget *m_pages = nullptr;
    FigureCanvas *m_subsetCanvas = nullptr;
    FigureCanvas *m_deltaCanvas = nullptr;
    FigureCanvas *m_roundsCanvas = nullptr;
    FigureCanvas *m_biasCanvas = nullptr;

    models::jury::CorpusBrowserModel *m_corpus = nullptr;
    models::jury::JudgeTableModel *m_judges = nullptr;
    models::jury::SubsetTableModel *m_subsets = nullptr;
    models::jury::ConditionDeltaModel *m_deltas = nullptr;
    models::jury::StrataTableModel *m_strata = nullptr;
    models::jury::RoundsTableModel *m_rounds = nullptr;
    models::jury::JudgeBiasModel *m_bias = nullptr;
    QSortFilterProxyModel *m_corpusProxy = nullptr, *m_judgesProxy = nullptr, *m_subsetsProxy = nullptr,
                          *m_deltasProxy = nullptr, *m_strataProxy = nullptr, *m_roundsProxy = nullptr, *m_biasProxy = nullptr;
    QTableView *m_corpusView = nullptr, *m_judgesView = nullptr, *m_subsetsView = nullptr, *m_deltasView = nullptr,
               *m_strataView = nullptr, *m_roundsView = nullptr, *m_biasView = nullptr;
    std::vector<QWidget *> m_pageWidgets;
    std::vector<QLabel *> m_emptyNotes;   ///< by pageKeys(), above each page
};

} // namespace rl::widgets::jury

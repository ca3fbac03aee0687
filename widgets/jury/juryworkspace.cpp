// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/jury/juryworkspace.h"

#include "models/jury/corpusbrowsermodel.h"
#include "models/jury/juryanalysisrunner.h"
#include "models/cellformat.h"
#include "models/jury/jurytablemodels.h"
#include "models/roles.h"
#include "widgets/figurecanvas.h"
#include "widgets/jury/biasfigure.h"
#include "widgets/jury/deltafigure.h"
#include "widgets/jury/roundsfigure.h"
#include "widgets/syntheticbadge.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>
#include <map>

namespace rl::widgets::jury {

namespace mj = models::jury;
namespace aj = analysis::jury;

namespace {

/// Rows whose given columns equal given texts (Qt::EditRole), and optionally a non-zero role.
class FieldFilterProxy : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setFields(std::map<int, QString> fields, int nonZeroRole = -1)
    {
        m_fields = std::move(fields);
        m_nonZeroRole = nonZeroRole;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QAbstractItemModel *m = sourceModel();
        for (const auto &[column, value] : m_fields)
            if (m->data(m->index(row, column, parent), Qt::EditRole).toString() != value)
                return false;
        return m_nonZeroRole < 0 || m->data(m->index(row, 0, parent), m_nonZeroRole).toInt() != 0;
    }

private:
    std::map<int, QString> m_fields;
    int m_nonZeroRole = -1;
};

FieldFilterProxy *fieldProxy(QSortFilterProxyModel *p) { return static_cast<FieldFilterProxy *>(p); }

} // namespace

JuryWorkspace::JuryWorkspace(QWidget *parent)
    : QWidget(parent)
    , m_corpusBox(new QComboBox(this))
    , m_conditionBox(new QComboBox(this))
    , m_aggregateBox(new QComboBox(this))
    , m_cheapOnly(new QCheckBox(this))
    , m_priceCap(new QDoubleSpinBox(this))
    , m_priceBasis(new QComboBox(this))
    , m_costNote(new QLabel(this))
    , m_sizeLabel(new QLabel(this))
    , m_comparison(new QLabel(this))
    , m_compareLabel(new QLabel(this))
    , m_sizeBox(new QComboBox(this))
    , m_compareWith(new QComboBox(this))
    , m_pin(new QPushButton(this))
    , m_compare(new QPushButton(this))
    , m_flaggedOnly(new QCheckBox(this))
    , m_badge(new SyntheticBadge(this))
    , m_attribution(new QLabel(this))
    , m_hygieneSummary(new QLabel(this))
    , m_members(new QLabel(this))
    , m_corpusLabel(new QLabel(this))
    , m_conditionLabel(new QLabel(this))
    , m_aggregateLabel(new QLabel(this))
    , m_pages(new QTabWidget(this))
    , m_subsetCanvas(new FigureCanvas(this))
    , m_deltaCanvas(new FigureCanvas(this))
    , m_roundsCanvas(new FigureCanvas(this))
    , m_biasCanvas(new FigureCanvas(this))
    , m_corpus(new mj::CorpusBrowserModel(this))
    , m_judges(new mj::JudgeTableModel(this))
    , m_subsets(new mj::SubsetTableModel(this))
    , m_deltas(new mj::ConditionDeltaModel(this))
    , m_strata(new mj::StrataTableModel(this))
    , m_rounds(new mj::RoundsTableModel(this))
    , m_bias(new mj::JudgeBiasModel(this))
{
    setObjectName(QStringLiteral("juryWorkspace"));
    auto *bar = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *> {m_corpusLabel, m_corpusBox, m_conditionLabel, m_conditionBox,
                                                       m_aggregateLabel, m_aggregateBox})
        bar->addWidget(w);
    for (QComboBox *box : {m_corpusBox, m_conditionBox, m_aggregateBox})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents); // corpus names are never cut
    bar->addStretch(1);
    bar->addWidget(m_badge);
    m_attribution->setObjectName(QStringLiteral("juryAttribution"));
    m_attribution->setWordWrap(true);
    m_attribution->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_attribution->setStyleSheet(QStringLiteral("QLabel { color: palette(mid); font-size: small; }"));

    // (a) corpus browser
    auto *corpusTop = new QWidget(this);
    auto *corpusBar = new QHBoxLayout(corpusTop);
    corpusBar->setContentsMargins(0, 0, 0, 0);
    m_hygieneSummary->setWordWrap(true);
    m_hygieneSummary->setObjectName(QStringLiteral("hygieneSummary"));
    auto *checkFile = new QPushButton(this);
    checkFile->setObjectName(QStringLiteral("checkCorpusFile"));
    corpusBar->addWidget(m_hygieneSummary, 1);
    corpusBar->addWidget(m_flaggedOnly);
    corpusBar->addWidget(checkFile);
    connect(checkFile, &QPushButton::clicked, this, &JuryWorkspace::corpusCheckRequested);
    m_pageWidgets.push_back(
        tablePage(QStringLiteral("jury-corpus"), m_corpus, m_corpusProxy, m_corpusView, corpusTop, {}, false));
    // The selected item whole, below the table (a sentence cut by its column is read here).
    m_corpusDetail = new QLabel(m_pageWidgets.back());
    m_corpusDetail->setObjectName(QStringLiteral("corpusDetail"));
    m_corpusDetail->setWordWrap(true);
    m_corpusDetail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_corpusDetail->setTextFormat(Qt::RichText);
    if (auto *corpusLayout = qobject_cast<QVBoxLayout *>(m_pageWidgets.back()->layout()))
        corpusLayout->insertWidget(corpusLayout->count() - 1, m_corpusDetail);
    connect(m_corpusView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        showCorpusItem(current.isValid() ? m_corpusProxy->mapToSource(current).row() : -1);
    });
    m_corpusView->horizontalHeader()->setSectionResizeMode(mj::CorpusBrowserModel::Sentence1, QHeaderView::Stretch);
    m_corpusView->horizontalHeader()->setSectionResizeMode(mj::CorpusBrowserModel::Sentence2, QHeaderView::Stretch);
    m_corpusView->horizontalHeader()->setSectionResizeMode(mj::CorpusBrowserModel::NaiveReading, QHeaderView::Stretch);
    // (b) judges
    m_pageWidgets.push_back(tablePage(QStringLiteral("jury-judges"), m_judges, m_judgesProxy, m_judgesView));
    // (c) subset explorer: figure over table and members
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_subsetCanvas);
    m_members->setWordWrap(true);
    m_members->setObjectName(QStringLiteral("subsetMembers"));
    m_members->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *subsetTop = new QWidget(this);
    auto *subsetTopLayout = new QVBoxLayout(subsetTop);
    subsetTopLayout->setContentsMargins(0, 0, 0, 0);
    auto *subsetFilters = new QHBoxLayout;
    m_priceCap->setDecimals(3);
    m_priceCap->setRange(0.0, 1000.0);
    m_priceCap->setSingleStep(0.05);
    m_priceCap->setValue(0.10);
    m_priceCap->setEnabled(false);
    m_priceCap->setObjectName(QStringLiteral("priceCap"));
    m_priceBasis->setObjectName(QStringLiteral("priceBasis"));
    m_priceBasis->addItem(QString(), int(mj::PriceBasis::InputPerMTok));
    m_priceBasis->addItem(QString(), int(mj::PriceBasis::Per1000Items));
    m_sizeBox->setObjectName(QStringLiteral("panelSize"));
    for (QWidget *w : std::initializer_list<QWidget *> {m_cheapOnly, m_priceCap, m_priceBasis, m_sizeLabel, m_sizeBox})
        subsetFilters->addWidget(w);
    subsetFilters->addStretch(1);
    subsetTopLayout->addLayout(subsetFilters);
    m_costNote->setObjectName(QStringLiteral("costNote"));
    m_costNote->setWordWrap(true);
    m_costNote->hide();
    subsetTopLayout->addWidget(m_costNote);
    subsetTopLayout->addWidget(splitter, 1);
    // Under the table (not between the figure and the table, where they took the table's rows): the
    // selected panel's members and the comparison.
    auto *subsetBottom = new QWidget(this);
    auto *subsetBottomLayout = new QVBoxLayout(subsetBottom);
    subsetBottomLayout->setContentsMargins(0, 0, 0, 0);
    subsetBottomLayout->addWidget(m_members);
    auto *compareRow = new QHBoxLayout;
    m_compareWith->addItem(QString());
    m_compareWith->addItem(QString());
    m_compareWith->setObjectName(QStringLiteral("compareWith"));
    m_comparison->setObjectName(QStringLiteral("panelComparison"));
    m_comparison->setWordWrap(true);
    m_comparison->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (QWidget *w : std::initializer_list<QWidget *> {m_compareLabel, m_compareWith, m_compare, m_pin})
        compareRow->addWidget(w);
    compareRow->addStretch(1);
    subsetBottomLayout->addLayout(compareRow);
    subsetBottomLayout->addWidget(m_comparison);
    connect(m_pin, &QPushButton::clicked, this, &JuryWorkspace::pinSelected);
    connect(m_compare, &QPushButton::clicked, this, [this] {
        (void)compareSelected(m_compareWith->currentIndex() == 0); // the label under the members shows the outcome
    });
    m_pageWidgets.push_back(tablePage(QStringLiteral("jury-subsets"), m_subsets, m_subsetsProxy, m_subsetsView, subsetTop,
                                      QStringLiteral("jury-subsets")));
    if (auto *pageLayout = qobject_cast<QVBoxLayout *>(m_pageWidgets.back()->layout())) {
        pageLayout->insertWidget(pageLayout->count() - 1, subsetBottom); // before the export buttons
        m_subsetSplit = m_pageWidgets.back()->findChild<QSplitter *>(QString(), Qt::FindDirectChildrenOnly);
        if (m_subsetSplit)
            m_subsetSplit->installEventFilter(this);
    }
    // (d) conditions
    m_pageWidgets.push_back(tablePage(QStringLiteral("jury-conditions"), m_deltas, m_deltasProxy, m_deltasView,
                                      m_deltaCanvas, QStringLiteral("jury-conditions")));
    // (e) strata, (f) rounds
    m_pageWidgets.push_back(tablePage(QStringLiteral("jury-strata"), m_strata, m_strataProxy, m_strataView));
    m_pageWidgets.push_back(tablePage(QStringLiteral("jury-rounds"), m_rounds, m_roundsProxy, m_roundsView, m_roundsCanvas,
                                      QStringLiteral("jury-rounds")));
    // (g) judge − human per condition
    m_pageWidgets.push_back(tablePage(QStringLiteral("jury-bias"), m_bias, m_biasProxy, m_biasView, m_biasCanvas,
                                      QStringLiteral("jury-bias")));
    for (QWidget *page : m_pageWidgets)
        m_pages->addTab(page, QString());
    m_subsetsView->sortByColumn(mj::SubsetTableModel::Rho, Qt::DescendingOrder); // the best panels first
    // One line of numbers per panel: compact rows, so that ten or more panels show under the figure (four did).
    m_subsetsView->verticalHeader()->setMinimumSectionSize(m_subsetsView->fontMetrics().height() + 4);
    m_subsetsView->verticalHeader()->setDefaultSectionSize(m_subsetsView->fontMetrics().height() + 6);
    for (int column : {int(mj::SubsetTableModel::TableCorpus), int(mj::SubsetTableModel::TableCondition),
                       int(mj::SubsetTableModel::TableAggregate)})
        m_subsetsView->setColumnHidden(column, true); // chosen above the pages; in the exported table
    // More than a handful of panels in sight beside the figure.
    m_subsetsView->setMinimumHeight(m_subsetsView->horizontalHeader()->sizeHint().height()
                                    + 8 * m_subsetsView->verticalHeader()->defaultSectionSize());
    m_subsetCanvas->setMinimumHeight(200);
    m_deltaCanvas->setMinimumHeight(220);
    m_roundsCanvas->setMinimumHeight(220);
    m_biasCanvas->setMinimumHeight(220);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_pages, 1);
    layout->addWidget(m_attribution);

    // Each figure's context menu exports it, as its button does.
    const std::pair<FigureCanvas *, QString> canvases[] {{m_subsetCanvas, QStringLiteral("jury-subsets")},
                                                         {m_deltaCanvas, QStringLiteral("jury-conditions")},
                                                         {m_roundsCanvas, QStringLiteral("jury-rounds")},
                                                         {m_biasCanvas, QStringLiteral("jury-bias")}};
    for (const auto &[canvas, key] : canvases)
        connect(canvas, &FigureCanvas::exportRequested, this, [this, key] { emit figureExportRequested(key); });
    m_subsetCanvas->setPaintFunction([this](QPainter &p, const QRectF &rect, const FigureStyle &style) {
        paintSubsetFigure(p, rect, m_subsetFigure, style);
    });
    connect(m_subsetCanvas, &FigureCanvas::clicked, this, &JuryWorkspace::onSubsetClicked);
    connect(m_subsetsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid() && !m_filling)
                    selectSubset(current.data(models::SubsetMaskRole).toUInt());
            });

    const auto changed = [this] {
        if (!m_filling)
            refresh();
    };
    connect(m_corpusBox, &QComboBox::currentIndexChanged, this, changed);
    connect(m_conditionBox, &QComboBox::currentIndexChanged, this, changed);
    connect(m_aggregateBox, &QComboBox::currentIndexChanged, this, changed);
    const auto edited = [this](const char *name, const QString &value) {
        if (!m_applyingOptions)
            emit optionEdited(QString::fromLatin1(name), value);
    };
    connect(m_cheapOnly, &QCheckBox::toggled, this, [this, changed, edited](bool on) {
        m_priceCap->setEnabled(on);
        changed();
        edited("jury_price_cap_on", on ? QStringLiteral("1") : QStringLiteral("0"));
    });
    connect(m_priceCap, &QDoubleSpinBox::valueChanged, this, [this, changed, edited](double value) {
        if (m_cheapOnly->isChecked())
            changed();
        edited("jury_price_cap", QString::number(value, 'f', m_priceCap->decimals()));
    });
    connect(m_priceBasis, &QComboBox::currentIndexChanged, this, [this, changed, edited] {
        changed();
        edited("jury_price_basis", mj::PriceBasis(m_priceBasis->currentData().toInt()) == mj::PriceBasis::Per1000Items
                                       ? QStringLiteral("per_1000_items") : QStringLiteral("input_per_mtok"));
    });
    connect(m_sizeBox, &QComboBox::currentIndexChanged, this, [this, changed, edited] {
        if (m_filling)
            return;
        m_panelSize = m_sizeBox->currentData().toInt();
        changed();
        edited("jury_panel_size", QString::number(m_panelSize));
    });
    connect(m_flaggedOnly, &QCheckBox::toggled, this, [this] { refreshCorpus(); });
    retranslate();
}

JuryWorkspace::~JuryWorkspace() = default;

QStringList JuryWorkspace::pageKeys()
{
    return {QStringLiteral("jury-corpus"), QStringLiteral("jury-judges"),  QStringLiteral("jury-subsets"),
            QStringLiteral("jury-conditions"), QStringLiteral("jury-strata"), QStringLiteral("jury-rounds"),
            QStringLiteral("jury-bias")};
}

QWidget *JuryWorkspace::tablePage(const QString &key, QAbstractItemModel *source, QSortFilterProxyModel *&proxy,
                                  QTableView *&view, QWidget *above, const QString &figureKey, bool splitAbove)
{
    auto *page = new QWidget(this);
    page->setObjectName(key);
    auto *layout = new QVBoxLayout(page);
    auto *note = new QLabel(page);
    note->setObjectName(QStringLiteral("emptyNote"));
    note->setWordWrap(true);
    note->setVisible(false);
    layout->addWidget(note);
    m_emptyNotes.push_back(note);
    proxy = new FieldFilterProxy(page);
    proxy->setSourceModel(source);
    proxy->setSortRole(models::SortValueRole);
    view = new QTableView(page);
    view->setObjectName(key + QStringLiteral("-table"));
    view->setModel(proxy);
    view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // the source order until a header is clicked
    view->setSortingEnabled(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    view->verticalHeader()->hide();
    view->setWordWrap(false);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    if (!figureKey.isEmpty()) {
        auto *figure = new QPushButton(page);
        figure->setObjectName(QStringLiteral("exportFigure"));
        figure->setProperty("figureKey", figureKey);
        buttons->addWidget(figure);
        connect(figure, &QPushButton::clicked, this, [this, figureKey] { emit figureExportRequested(figureKey); });
    }
    auto *table = new QPushButton(page);
    table->setObjectName(QStringLiteral("exportTable"));
    buttons->addWidget(table);
    connect(table, &QPushButton::clicked, this, [this, key] { emit tableExportRequested(key); });
    if (above && !splitAbove) {
        layout->addWidget(above);
        layout->addWidget(view, 1);
    } else if (above) {
        auto *split = new QSplitter(Qt::Vertical, page);
        split->addWidget(above);
        split->addWidget(view);
        split->setStretchFactor(0, 3);
        split->setStretchFactor(1, 2);
        layout->addWidget(split, 1);
    } else {
        layout->addWidget(view, 1);
    }
    layout->addLayout(buttons);
    return page;
}

void JuryWorkspace::setResult(std::shared_ptr<const mj::JuryResult> result,
                              std::shared_ptr<const std::vector<mj::CorpusCheck>> checks)
{
    m_result = std::move(result);
    m_checks.clear();
    if (checks)
        for (const auto &c : *checks)
            m_checks.push_back(std::make_shared<const mj::CorpusCheck>(c));
    m_selectedMask = 0;
    m_pinned.clear();
    m_compareWith->setItemText(1, tr("the pinned panel (B; none pinned)"));
    m_compareWith->setCurrentIndex(0);
    m_badge->setStudy(m_result ? m_result->study.get() : nullptr);
    if (m_result && m_result->study->synthetic) {
        m_badge->setText(tr("Synthetic judges"));
        m_badge->setToolTip(tr("The judges' answers were simulated by RaterLab's demo generator (seed %1); the corpora "
                               "and their human scores are real.")
                                .arg(m_result->study->demoSeed));
    }
    m_attribution->setText(m_result && !m_result->attribution.empty()
                               ? tr("Corpora: %1").arg(models::jury::displayedAttribution(m_result->attribution))
                               : QString());
    m_attribution->setVisible(!m_attribution->text().isEmpty());
    m_filling = true;
    const QString corpus = m_corpusBox->currentText(), condition = m_conditionBox->currentText(),
                  aggregate = m_aggregateBox->currentText();
    m_corpusBox->clear();
    m_conditionBox->clear();
    m_aggregateBox->clear();
    if (m_result) {
        for (const auto &c : m_result->data.corpora)
            m_corpusBox->addItem(QString::fromStdString(c));
        for (const auto &c : m_result->conditions())
            m_conditionBox->addItem(QString::fromStdString(c));
        for (const auto a : m_result->analysis.options.aggregates)
            m_aggregateBox->addItem(QString::fromLatin1(aj::aggregateName(a)));
    }
    for (const auto &[box, text] : {std::pair {m_corpusBox, corpus}, {m_conditionBox, condition}, {m_aggregateBox, aggregate}})
        if (const int i = box->findText(text); i >= 0)
            box->setCurrentIndex(i);
    if (condition.isEmpty())
        if (const int i = m_conditionBox->findText(QStringLiteral("blind")); i >= 0)
            m_conditionBox->setCurrentIndex(i);
    m_filling = false;
    m_judges->setResult(m_result);
    m_deltas->setResult(m_result);
    m_strata->setResult(m_result);
    m_rounds->setResult(m_result);
    m_bias->setResult(m_result);
    for (QTableView *v : {m_judgesView, m_deltasView, m_strataView, m_roundsView, m_biasView})
        v->resizeColumnsToContents();
    refresh();
}

void JuryWorkspace::setVisiblePages(const QStringList &keys)
{
    const QStringList all = pageKeys();
    for (int i = 0; i < all.size(); ++i)
        m_pages->setTabVisible(i, keys.contains(all.at(i)));
    // The bias page belongs with the prompt conditions (the analysis registry names the pages up to jury-rounds).
    if (keys.contains(QStringLiteral("jury-conditions")))
        m_pages->setTabVisible(int(all.indexOf(QStringLiteral("jury-bias"))), true);
}

bool JuryWorkspace::showPage(const QString &key)
{
    const int i = pageKeys().indexOf(key);
    if (i < 0 || !m_pages->isTabVisible(i))
        return false;
    m_pages->setCurrentIndex(i);
    return true;
}

void JuryWorkspace::setCorpus(const QString &c) { m_corpusBox->setCurrentIndex(m_corpusBox->findText(c)); }
void JuryWorkspace::setCondition(const QString &c) { m_conditionBox->setCurrentIndex(m_conditionBox->findText(c)); }
void JuryWorkspace::setAggregate(const QString &a) { m_aggregateBox->setCurrentIndex(m_aggregateBox->findText(a)); }
void JuryWorkspace::setCheapOnly(bool cheap)
{
    if (m_result)
        m_priceCap->setValue(m_result->analysis.options.cheapMaxPrice);
    m_cheapOnly->setChecked(cheap);
}

void JuryWorkspace::setPriceCap(double maxPanelPrice)
{
    if (!std::isnan(maxPanelPrice))
        m_priceCap->setValue(maxPanelPrice);
    m_cheapOnly->setChecked(!std::isnan(maxPanelPrice));
}

void JuryWorkspace::setPriceBasis(mj::PriceBasis basis)
{
    m_priceBasis->setCurrentIndex(std::max(0, m_priceBasis->findData(int(basis))));
}

void JuryWorkspace::setPanelSize(int size)
{
    m_sizeBox->setCurrentIndex(std::max(0, m_sizeBox->findData(size)));
    m_panelSize = size; // kept even when the table has fewer judges (fillSizes selects it when it can)
}

void JuryWorkspace::setSubsetOptions(bool capOn, double cap, mj::PriceBasis basis, int size)
{
    const QScopedValueRollback<bool> applying(m_applyingOptions, true);
    m_priceCap->setValue(cap);
    m_cheapOnly->setChecked(capOn);
    setPriceBasis(basis);
    setPanelSize(size);
}

mj::SubsetFilter JuryWorkspace::subsetFilter() const
{
    mj::SubsetFilter f;
    if (m_cheapOnly->isChecked())
        f.maxPanelPrice = m_priceCap->value();
    f.basis = mj::PriceBasis(m_priceBasis->currentData().toInt());
    f.size = m_sizeBox->currentData().toInt();
    return f;
}

void JuryWorkspace::fillSizes(int judges)
{
    const int current = m_panelSize;
    const bool wasFilling = m_filling;
    m_filling = true;
    m_sizeBox->clear();
    m_sizeBox->addItem(tr("any"), 0);
    for (int size = 2; size <= judges; ++size)
        m_sizeBox->addItem(QString::number(size), size);
    m_sizeBox->setCurrentIndex(std::max(0, m_sizeBox->findData(current)));
    m_filling = wasFilling;
}

QString JuryWorkspace::panelName(const std::vector<int> &judges) const
{
    QStringList names;
    for (int j : judges) {
        const auto &judge = m_result->data.judges[std::size_t(j)];
        names << QString::fromStdString(judge.label.empty() ? judge.id : judge.label);
    }
    return names.join(QStringLiteral(", "));
}

void JuryWorkspace::pinSelected()
{
    m_pinned = m_selectedMask ? m_subsets->judgesOf(m_selectedMask) : std::vector<int> {};
    m_compareWith->setItemText(1, m_pinned.empty() ? tr("the pinned panel (B; none pinned)")
                                                   : tr("the pinned panel B (%1)").arg(panelName(m_pinned)));
    if (!m_pinned.empty())
        m_compareWith->setCurrentIndex(1);
}

Result<aj::SubsetComparison> JuryWorkspace::compareSelected(bool withBestSingle)
{
    const auto fail = [this](const QString &why, Error error) -> Result<aj::SubsetComparison> {
        m_comparison->setText(why);
        return error;
    };
    if (!m_result || !m_selectedMask)
        return fail(tr("Select a panel (A) in the figure or the table first."), Error {ErrorCode::Validation, "no panel selected"});
    int search = -1;
    aj::Aggregate aggregate = aj::Aggregate::Mean;
    aj::parseAggregate(this->aggregate().toStdString(), aggregate);
    const int table = m_result->table(corpus().toStdString(), condition().toStdString());
    search = table < 0 ? -1 : m_result->search(table, aggregate);
    if (search < 0)
        return fail(tr("No subset search for this corpus, condition and aggregate."), Error {ErrorCode::NotFound, "no search"});
    const auto &s = m_result->analysis.searches[std::size_t(search)];
    std::vector<int> b = withBestSingle || m_pinned.empty() ? std::vector<int> {} : m_pinned;
    if (b.empty() && s.bestSingle >= 0)
        b = {m_result->data.tables[s.table].judges[std::size_t(s.bestSingle)]};
    if (b.empty())
        return fail(tr("No single judge has a ρ on this table."), Error {ErrorCode::NotFound, "no best single judge"});
    const std::vector<int> a = m_subsets->judgesOf(m_selectedMask);
    const auto &o = m_result->analysis.options;
    auto cmp = aj::compareSubsets(m_result->data, corpus().toStdString(), condition().toStdString(),
                                  aj::subsetName(m_result->data, a), aj::subsetName(m_result->data, b), aggregate, o.bootstrap, o.seed);
    if (!cmp)
        return fail(tr("The comparison failed: %1").arg(QString::fromStdString(cmp.error().detail)), cmp.error());
    const auto &bs = cmp->bootstrap;
    namespace cf = models::cellformat;
    m_comparison->setText(
        tr("A (%1) − B (%2): Δρ = %3, 95% CI [%4, %5], p = %6 (paired bootstrap over the same %7 items, B = %8, seed %9) — %10.")
            .arg(panelName(a), panelName(b), cf::display(bs.delta), cf::display(bs.ciLow), cf::display(bs.ciHigh), cf::displayP(bs.p))
            .arg(qulonglong(bs.n))
            .arg(qulonglong(bs.B))
            .arg(qulonglong(bs.seed))
            .arg(bs.certain() ? (bs.delta > 0 ? tr("A is better: the CI excludes 0") : tr("B is better: the CI excludes 0"))
                              : tr("no clear difference: the CI includes 0")));
    return cmp;
}
QString JuryWorkspace::corpus() const { return m_corpusBox->currentText(); }
QString JuryWorkspace::condition() const { return m_conditionBox->currentText(); }
QString JuryWorkspace::aggregate() const { return m_aggregateBox->currentText(); }

void JuryWorkspace::refresh()
{
    const QString corpus = this->corpus(), condition = this->condition();
    using JC = mj::JudgeTableModel::Column;
    using SC = mj::StrataTableModel::Column;
    using DC = mj::ConditionDeltaModel::Column;
    using RC = mj::RoundsTableModel::Column;
    fieldProxy(m_judgesProxy)->setFields({{JC::Corpus, corpus}, {JC::Condition, condition}});
    fieldProxy(m_strataProxy)->setFields({{SC::Corpus, corpus}, {SC::Condition, condition}});
    fieldProxy(m_deltasProxy)->setFields({{DC::Corpus, corpus}});
    fieldProxy(m_roundsProxy)->setFields({{RC::Corpus, corpus}});
    fieldProxy(m_biasProxy)->setFields({{mj::JudgeBiasModel::Corpus, corpus}});

    int search = -1;
    aj::Aggregate aggregate = aj::Aggregate::Mean;
    aj::parseAggregate(this->aggregate().toStdString(), aggregate);
    if (m_result) {
        const int table = m_result->table(corpus.toStdString(), condition.toStdString());
        search = table < 0 ? -1 : m_result->search(table, aggregate);
    }
    fillSizes(search < 0 ? 0 : m_result->analysis.searches[std::size_t(search)].k);
    m_comparison->clear(); // it was of another table or filter
    const mj::SubsetFilter filter = subsetFilter();
    const int scroll = m_subsetsView->verticalScrollBar()->value(); // a filter toggled keeps the table where it was
    m_filling = true;
    m_subsets->setSearch(m_result, search, filter);
    m_filling = false;
    m_subsetsView->verticalScrollBar()->setValue(scroll);
    m_subsetFigure = m_result ? makeSubsetFigure(*m_result, search, filter) : SubsetFigure {};
    fillCostNote(search);
    if (m_subsetFigure.indexOfMask(m_selectedMask) < 0)
        m_selectedMask = 0;
    m_subsetFigure.selectedMask = m_selectedMask;
    m_subsetCanvas->invalidate();
    // A 13-judge panel's ids run past any window: the column gets at most 40 % of the view, the
    // statistics beside it stay in sight, and the full list is in the tooltip and the figure's ring.
    m_subsetsView->resizeColumnToContents(mj::SubsetTableModel::Subset);
    m_subsetsView->setTextElideMode(Qt::ElideMiddle);
    m_subsetsView->setColumnWidth(mj::SubsetTableModel::Subset,
                                  std::min(m_subsetsView->columnWidth(mj::SubsetTableModel::Subset),
                                           std::max(160, m_subsetsView->viewport()->width() * 2 / 5)));

    auto delta = std::make_shared<DeltaFigure>(makeDeltaFigure(*m_deltas, corpus, this->aggregate(),
                                                               m_result ? juryCaption(*m_result) : QString()));
    m_deltaCanvas->setPaintFunction([delta](QPainter &p, const QRectF &rect, const FigureStyle &style) {
        paintDeltaFigure(p, rect, *delta, style);
    });
    auto rounds = std::make_shared<RoundsFigure>(m_result ? makeRoundsFigure(*m_result, corpus, juryCaption(*m_result)) : RoundsFigure {});
    m_roundsCanvas->setPaintFunction([rounds](QPainter &p, const QRectF &rect, const FigureStyle &style) {
        paintRoundsFigure(p, rect, *rounds, style);
    });
    auto bias = std::make_shared<BiasFigure>(m_result ? makeBiasFigure(*m_result, corpus, juryCaption(*m_result)) : BiasFigure {});
    m_biasCanvas->setPaintFunction([bias](QPainter &p, const QRectF &rect, const FigureStyle &style) {
        paintBiasFigure(p, rect, *bias, style);
    });
    selectSubset(m_selectedMask);
    refreshCorpus();
    fillEmptyNotes();
}

void JuryWorkspace::fillCostNote(int search)
{
    QStringList missing;
    int judges = 0;
    if (m_result && search >= 0 && subsetFilter().basis == mj::PriceBasis::Per1000Items) {
        const auto &t = m_result->data.tables[m_result->analysis.searches[std::size_t(search)].table];
        judges = int(t.judges.size());
        for (int j : t.judges) {
            const aj::JudgeCost *c = aj::findJudgeCost(m_result->costs, j, t.condition);
            if (!c || !c->known()) {
                const auto &judge = m_result->data.judges[std::size_t(j)];
                missing << QString::fromStdString(judge.label.empty() ? judge.id : judge.label);
            }
        }
    }
    if (missing.isEmpty()) {
        m_costNote->clear();
        m_costNote->hide();
        return;
    }
    m_costNote->setText(missing.size() == judges
                            ? tr("No cost recorded: the journal holds no priced answer of any judge under this condition "
                                 "(imported or synthetic answers). Cap on the price per 1M input tokens instead, or run the judges.")
                            : tr("No cost recorded for %1: a panel with any of them is over every cap (not counted as free).")
                                  .arg(missing.join(QStringLiteral(", "))));
    m_costNote->show();
}

void JuryWorkspace::fillEmptyNotes()
{
    QStringList notes(int(m_emptyNotes.size()));
    const QStringList keys = pageKeys();
    if (m_result && !m_result->hasJudgments()) {
        const QString none = tr("No judge answers yet: run the judges (Runs) or import their judgments.csv (File → Import…). "
                                "The corpus page shows the items, their human scores and the import's hygiene report.");
        for (int i = 1; i < keys.size(); ++i)
            notes[i] = none;
    } else if (m_result) {
        if (m_judgesProxy->rowCount() == 0)
            notes[keys.indexOf(QStringLiteral("jury-judges"))] =
                tr("No judge answered on corpus %1 under the prompt condition %2.").arg(corpus(), condition());
        if (m_subsets->rowCount() == 0)
            notes[keys.indexOf(QStringLiteral("jury-subsets"))] =
                tr("No panels for this corpus, condition and aggregate: a table needs at least two judges (see the analysis notes).");
        if (m_deltasProxy->rowCount() == 0)
            notes[keys.indexOf(QStringLiteral("jury-conditions"))] =
                tr("No prompt condition to compare on corpus %1: Δρ needs a condition and its base (e.g. gold-plus-one and blind).")
                    .arg(corpus());
        if (m_strataProxy->rowCount() == 0)
            notes[keys.indexOf(QStringLiteral("jury-strata"))] = tr("No strata for this corpus and condition.");
        if (m_biasProxy->rowCount() == 0)
            notes[keys.indexOf(QStringLiteral("jury-bias"))] = tr("No judge answered an item with a human score on corpus %1.").arg(corpus());
        if (m_roundsProxy->rowCount() == 0)
            notes[keys.indexOf(QStringLiteral("jury-rounds"))] =
                tr("No deliberation rounds on corpus %1: the judges answered once.").arg(corpus());
    }
    for (std::size_t i = 0; i < m_emptyNotes.size(); ++i) {
        m_emptyNotes[i]->setText(notes.at(int(i)));
        m_emptyNotes[i]->setVisible(!notes.at(int(i)).isEmpty());
    }
}

QString JuryWorkspace::emptyNote(const QString &pageKey) const
{
    const int i = pageKeys().indexOf(pageKey);
    return i < 0 || m_emptyNotes[std::size_t(i)]->isHidden() ? QString() : m_emptyNotes[std::size_t(i)]->text();
}

void JuryWorkspace::refreshCorpus()
{
    const QString corpus = this->corpus();
    std::shared_ptr<const mj::CorpusCheck> check;
    for (const auto &c : m_checks)
        if (QString::fromStdString(c->corpus) == corpus)
            check = c;
    m_corpus->setCorpus(m_result, corpus, check);
    showCorpusItem(-1);
    fieldProxy(m_corpusProxy)->setFields({}, m_flaggedOnly->isChecked() ? int(models::HygieneFlagsRole) : -1);
    if (!check) {
        m_hygieneSummary->setText(tr("No hygiene report for this corpus: check its file to see what a quoting reader does to it."));
        return;
    }
    const auto &r = check->report;
    QString text = tr("%1: %2 records; %3 field(s) begin with a quote; a quoting reader (%4) reads %5 records, corrupts %6 and "
                      "swallows %7 row(s); %8 empty and %9 over-long sentence(s); %10 duplicate pair(s) with different scores.")
                       .arg(QString::fromStdString(r.source))
                       .arg(r.records)
                       .arg(r.quoteRiskFields.count)
                       .arg(QString::fromStdString(r.naiveReader))
                       .arg(r.naiveRecords)
                       .arg(r.naiveCorrupted.count)
                       .arg(r.naiveSwallowed.count)
                       .arg(r.sentences.empty.count)
                       .arg(r.sentences.overlong.count)
                       .arg(r.dupDiffScore.size());
    if (!r.naiveApplies)
        text = tr("%1: %2 records; %3 empty and %4 over-long sentence(s); %5 duplicate pair(s) with different scores "
                  "(no quoting hazard: %6).")
                   .arg(QString::fromStdString(r.source))
                   .arg(r.records)
                   .arg(r.sentences.empty.count)
                   .arg(r.sentences.overlong.count)
                   .arg(r.dupDiffScore.size())
                   .arg(QString::fromStdString(r.naiveReader));
    m_hygieneSummary->setText(text);
}

void JuryWorkspace::showCorpusItem(int row)
{
    if (row < 0 || row >= m_corpus->rowCount()) {
        m_corpusDetail->setText(tr("Click an item to read it whole."));
        return;
    }
    using C = mj::CorpusBrowserModel::Column;
    const auto cell = [&](int column, int role = Qt::EditRole) { return m_corpus->index(row, column).data(role).toString(); };
    const auto block = [](const QString &text) {
        return QStringLiteral("<span style=\"white-space: pre-wrap\">%1</span>").arg(text.toHtmlEscaped());
    };
    QString html = tr("<b>%1</b> — human score %2, rater SD %3").arg(cell(C::Key).toHtmlEscaped(), cell(C::Human, Qt::DisplayRole),
                                                                  cell(C::RaterSd, Qt::DisplayRole));
    html += QStringLiteral("<br>") + tr("Sentence 1: %1").arg(block(cell(C::Sentence1)));
    html += QStringLiteral("<br>") + tr("Sentence 2: %1").arg(block(cell(C::Sentence2)));
    if (!cell(C::Flags).isEmpty())
        html += QStringLiteral("<br>") + tr("Hygiene: %1").arg(cell(C::Flags).toHtmlEscaped());
    if (!cell(C::NaiveReading).isEmpty())
        html += QStringLiteral("<br>") + tr("As a quoting reader reads it: %1").arg(block(cell(C::NaiveReading)));
    m_corpusDetail->setText(html);
}

Status JuryWorkspace::checkCorpusFile(const QString &path, const QString &corpusName)
{
    auto check = mj::checkCorpusFile(path.toStdString(), io::corpus::CorpusFormat::Auto, corpusName.toStdString());
    if (!check)
        return check.error();
    std::erase_if(m_checks, [&](const auto &c) { return c->corpus == check->corpus; });
    m_checks.push_back(std::make_shared<const mj::CorpusCheck>(std::move(*check)));
    refreshCorpus();
    return {};
}

void JuryWorkspace::onSubsetClicked(QPointF pos)
{
    const int hit = subsetHitTest(m_subsetCanvas->figureRect(), m_subsetFigure, m_subsetCanvas->figureStyle(), pos, 6.0);
    if (hit >= 0)
        selectSubset(m_subsetFigure.points[std::size_t(hit)].mask);
}

QStringList JuryWorkspace::selectedMembers() const
{
    QStringList out;
    if (!m_result || !m_selectedMask)
        return out;
    for (int j : m_subsets->judgesOf(m_selectedMask)) {
        const auto &judge = m_result->data.judges[std::size_t(j)];
        out << QString::fromStdString(judge.label.empty() ? judge.id : judge.label);
    }
    return out;
}

void JuryWorkspace::selectSubset(quint32 mask)
{
    const int row = mask ? m_subsets->rowOfMask(mask) : -1;
    m_selectedMask = row >= 0 ? mask : 0;
    if (m_subsetFigure.selectedMask != m_selectedMask) {
        m_subsetFigure.selectedMask = m_selectedMask;
        m_subsetCanvas->invalidate();
    }
    if (!m_selectedMask) {
        m_members->setText(tr("Click a point or a row to see a panel's members."));
        return;
    }
    const QModelIndex proxyIndex = m_subsetsProxy->mapFromSource(m_subsets->index(row, 0));
    if (proxyIndex.isValid() && m_subsetsView->currentIndex().row() != proxyIndex.row()) {
        m_filling = true;
        m_subsetsView->setCurrentIndex(proxyIndex);
        m_subsetsView->scrollTo(proxyIndex);
        m_filling = false;
    }
    using C = mj::SubsetTableModel::Column;
    const auto cell = [&](int column) { return m_subsets->index(row, column).data(Qt::DisplayRole).toString(); };
    const QStringList members = selectedMembers();
    m_members->setText(tr("Panel of %n judge(s): %1 — ρ = %2, r = %3, Σ input price %4 $/1M tokens, slowest member %5 s.",
                          nullptr, int(members.size()))
                           .arg(members.join(QStringLiteral(", ")), cell(C::Rho), cell(C::R), cell(C::PriceInput),
                                cell(C::Latency)));
    if (subsetFilter().basis == mj::PriceBasis::Per1000Items)
        m_members->setText(m_members->text() + QLatin1Char(' ')
                           + tr("Cost per 1,000 items as the journal recorded it: %1 $.").arg(cell(C::CostPer1000)));
    emit subsetSelected(m_selectedMask, members);
}

QAbstractItemModel *JuryWorkspace::shownTable(const QString &key) const
{
    const int i = pageKeys().indexOf(key);
    const std::array<QSortFilterProxyModel *, 7> proxies {m_corpusProxy, m_judgesProxy, m_subsetsProxy,
                                                          m_deltasProxy, m_strataProxy, m_roundsProxy, m_biasProxy};
    return i < 0 ? nullptr : proxies[std::size_t(i)];
}

QTableView *JuryWorkspace::tableView(const QString &key) const
{
    const int i = pageKeys().indexOf(key);
    const std::array<QTableView *, 7> views {m_corpusView, m_judgesView, m_subsetsView, m_deltasView, m_strataView, m_roundsView,
                                             m_biasView};
    return i < 0 ? nullptr : views[std::size_t(i)];
}

Status JuryWorkspace::exportTable(const QString &key, models::TableFormat format, const QString &path) const
{
    const QAbstractItemModel *model = shownTable(key);
    if (!model)
        return Error {ErrorCode::NotFound, "no jury table '" + key.toStdString() + "'"};
    return models::writeTable(*model, format, path, key);
}

Status JuryWorkspace::exportFigure(const QString &key, const FigureExportOptions &options, const QString &path) const
{
    JuryFigureRequest request;
    request.name = key;
    request.corpus = corpus();
    request.condition = condition();
    request.aggregate = aggregate();
    const mj::SubsetFilter filter = subsetFilter();
    request.maxPanelPrice = filter.maxPanelPrice;
    request.basis = filter.basis;
    request.size = filter.size;
    request.selectedMask = m_selectedMask;
    auto prepared = prepareJuryFigure(m_result, request);
    if (!prepared)
        return prepared.error();
    FigureExportOptions o = options;
    if (o.heightInches <= 0)
        o.heightInches = prepared->heightInches(o.widthInches);
    if (o.title.isEmpty())
        o.title = key;
    return widgets::exportFigure(prepared->paint, o, path);
}

void JuryWorkspace::retranslate()
{
    m_corpusLabel->setText(tr("Corpus:"));
    m_conditionLabel->setText(tr("Prompt condition:"));
    m_aggregateLabel->setText(tr("Aggregate:"));
    m_cheapOnly->setText(tr("Price cap:"));
    m_cheapOnly->setToolTip(tr("Only panels whose judges' input prices add up to at most this many US dollars per million "
                               "input tokens, or whose judges cost at most this much per 1,000 items as the journal recorded "
                               "it (free judges count 0; a judge without a price or a recorded cost puts its panels over any cap)."));
    m_priceBasis->setItemText(0, tr("$ / 1M input tokens"));
    m_priceBasis->setItemText(1, tr("$ / 1,000 items (journal)"));
    m_priceBasis->setToolTip(tr("Per 1,000 items: what the journal recorded for each judge under this condition (the "
                                "recorded cost, or the tokens used at the judge's prices), over the items it answered."));
    m_sizeLabel->setText(tr("Panel size:"));
    if (m_sizeBox->count() > 0)
        m_sizeBox->setItemText(0, tr("any"));
    m_compareLabel->setText(tr("Compare the selected panel (A) with:"));
    m_compareWith->setItemText(0, tr("the best single judge"));
    m_compareWith->setItemText(1, m_pinned.empty() || !m_result ? tr("the pinned panel (B; none pinned)")
                                                                : tr("the pinned panel B (%1)").arg(panelName(m_pinned)));
    m_compare->setText(tr("Compare"));
    m_compare->setToolTip(tr("ρ(A) − ρ(B) on this corpus and condition with a 95% paired bootstrap interval: both panels "
                             "are scored on the same resampled items."));
    m_pin->setText(tr("Pin as B"));
    m_pin->setToolTip(tr("Keep the selected panel as B, then select another panel as A and compare."));
    m_flaggedOnly->setText(tr("Flagged items only"));
    // The badge retranslates itself to its generic "synthetic demo" on the same event: name the judges after it.
    QTimer::singleShot(0, this, [this] {
        if (m_result && m_result->study->synthetic)
            m_badge->setText(tr("Synthetic judges"));
    });
    const QStringList titles {tr("Corpus"), tr("Judges"), tr("Subsets"), tr("Prompt conditions"), tr("Strata"), tr("Rounds"),
                              tr("Bias")};
    for (int i = 0; i < titles.size(); ++i)
        m_pages->setTabText(i, titles.at(i));
    for (auto *b : findChildren<QPushButton *>(QStringLiteral("exportTable")))
        b->setText(tr("Export table…"));
    for (auto *b : findChildren<QPushButton *>(QStringLiteral("exportFigure")))
        b->setText(tr("Export figure…"));
    if (auto *b = findChild<QPushButton *>(QStringLiteral("checkCorpusFile")))
        b->setText(tr("Check a corpus file…"));
    if (m_result)
        refresh();
    else
        m_members->setText(tr("Click a point or a row to see a panel's members."));
}

bool JuryWorkspace::eventFilter(QObject *watched, QEvent *event)
{
    // The splitter starts from its widgets' size hints (a tall figure, a short table: four panels in sight);
    // at its first real height the figure and the table share it evenly (about ten panels), once — the
    // user's own dragging is kept after that.
    if (watched == m_subsetSplit && event->type() == QEvent::Resize && !m_subsetSplitSized && m_subsetSplit->height() > 200) {
        m_subsetSplitSized = true;
        const int h = m_subsetSplit->height();
        m_subsetSplit->setSizes({h / 2, h - h / 2});
    }
    return QWidget::eventFilter(watched, event);
}

void JuryWorkspace::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rl::widgets::jury

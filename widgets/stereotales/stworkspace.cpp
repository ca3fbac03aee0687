// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stereotales/stworkspace.h"

#include "models/cellformat.h"
#include "models/roles.h"
#include "models/stereotales/sttablemodels.h"
#include "widgets/figurecanvas.h"
#include "widgets/stereotales/stfigures.h"
#include "widgets/syntheticbadge.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rl::widgets::stereotales {

namespace ms = models::stereotales;
namespace tables = models::stereotales::sttables;

namespace {

/// Stories listed under a cell at most (a cell of a 650k-story study can hold thousands).
constexpr std::size_t kMaxStories = 500;

enum TableIndex { TGridValues, TGridScenarios, TGridPrompts, THeatmap, TCells, TContingency, TStories, TSpread, THarmRows,
                  THarmGroups, TModels, THarmRaters, TableCount };

QString percent(double share) { return std::isfinite(share) ? QString::number(100.0 * share, 'f', 0) + QLatin1Char('%') : QStringLiteral("—"); }

} // namespace

StWorkspace::StWorkspace(QWidget *parent)
    : QWidget(parent)
    , m_badge(new SyntheticBadge(this))
    , m_status(new QLabel(this))
    , m_groupLabel(new QLabel(this))
    , m_groupBox(new QComboBox(this))
    , m_reanalyse(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_pages(new QTabWidget(this))
    , m_gridSummary(new QLabel(this))
    , m_spreadSummary(new QLabel(this))
    , m_harmSummary(new QLabel(this))
    , m_drill(new QLabel(this))
    , m_reader(new QTextBrowser(this))
    , m_baseLabel(new QLabel(this))
    , m_attributeLabel(new QLabel(this))
    , m_baseBox(new QComboBox(this))
    , m_attributeBox(new QComboBox(this))
    , m_heatmapCanvas(new FigureCanvas(this))
    , m_harmCanvas(new FigureCanvas(this))
{
    setObjectName(QStringLiteral("stWorkspace"));
    const QStringList keys = tableKeys();
    for (int i = 0; i < keys.size(); ++i) {
        auto *model = new ms::StRowsModel(this);
        auto *proxy = new QSortFilterProxyModel(this);
        proxy->setSourceModel(model);
        proxy->setSortRole(models::SortValueRole);
        auto *view = new QTableView(this);
        view->setObjectName(keys.at(i) + QStringLiteral("-table"));
        view->setModel(proxy);
        view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
        view->setSortingEnabled(true);
        view->setSelectionBehavior(QAbstractItemView::SelectRows);
        view->setSelectionMode(QAbstractItemView::SingleSelection);
        view->verticalHeader()->hide();
        view->setWordWrap(false);
        m_models.push_back(model);
        m_proxies.push_back(proxy);
        m_views.push_back(view);
    }
    m_views[TContingency]->setSortingEnabled(false); // the value order of the table

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_status, 1);
    bar->addWidget(m_groupLabel);
    bar->addWidget(m_groupBox);
    bar->addWidget(m_reanalyse);
    bar->addWidget(m_cancel);
    bar->addWidget(m_badge);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("stStatus"));
    m_groupBox->addItem(QString(), QStringLiteral("model"));
    m_groupBox->addItem(QString(), QStringLiteral("model-language"));
    m_cancel->setVisible(false);
    connect(m_reanalyse, &QPushButton::clicked, this, [this] { emit reanalyseRequested(m_groupBox->currentData().toString()); });
    // Another grouping is another analysis: start it at once (the owner shows its progress; Cancel keeps the old one).
    connect(m_groupBox, &QComboBox::currentIndexChanged, this, [this] {
        if (m_filling || !m_result || !m_result->hasStories())
            return;
        const bool byLanguage = m_groupBox->currentData().toString() == QLatin1String("model-language");
        if (byLanguage != m_result->byLanguage())
            emit reanalyseRequested(m_groupBox->currentData().toString());
    });
    connect(m_cancel, &QPushButton::clicked, this, &StWorkspace::cancelRequested);

    // (a) the prompt grid
    auto *grid = new QWidget(this);
    grid->setObjectName(QStringLiteral("st-grid"));
    auto *gridLayout = new QVBoxLayout(grid);
    m_gridSummary->setWordWrap(true);
    m_gridSummary->setObjectName(QStringLiteral("stGridSummary"));
    m_editGrid = new QPushButton(grid);
    m_editGrid->setObjectName(QStringLiteral("stEditGrid"));
    m_editGrid->setEnabled(false);
    connect(m_editGrid, &QPushButton::clicked, this, &StWorkspace::gridEditRequested);
    auto *gridTop = new QHBoxLayout;
    gridTop->addWidget(m_gridSummary, 1);
    gridTop->addWidget(m_editGrid, 0, Qt::AlignTop);
    gridLayout->addLayout(gridTop);
    auto *gridSplit = new QSplitter(Qt::Vertical, grid);
    auto *gridBottom = new QSplitter(Qt::Horizontal, gridSplit);
    gridSplit->addWidget(tableBlock(keys.at(TGridValues), gridSplit));
    gridBottom->addWidget(tableBlock(keys.at(TGridScenarios), gridBottom));
    gridBottom->addWidget(tableBlock(keys.at(TGridPrompts), gridBottom));
    gridBottom->setStretchFactor(0, 4);
    gridBottom->setStretchFactor(1, 1);
    gridSplit->addWidget(gridBottom);
    gridLayout->addWidget(gridSplit, 1);
    m_pageWidgets.push_back(grid);

    // (b) the association explorer: heatmap | filters + cells, drill-down below
    auto *explorer = new QWidget(this);
    explorer->setObjectName(QStringLiteral("st-associations"));
    auto *explorerLayout = new QVBoxLayout(explorer);
    auto *top = new QSplitter(Qt::Horizontal, explorer);
    top->addWidget(tableBlock(keys.at(THeatmap), top, QStringLiteral("st-heatmap")));
    auto *cellsBox = new QWidget(top);
    auto *cellsLayout = new QVBoxLayout(cellsBox);
    cellsLayout->setContentsMargins(0, 0, 0, 0);
    auto *filters = new QHBoxLayout;
    m_modelChip = new QPushButton(cellsBox);
    m_modelChip->setObjectName(QStringLiteral("stModelFilterChip"));
    m_modelChip->setFlat(false);
    m_modelChip->setVisible(false);
    connect(m_modelChip, &QPushButton::clicked, this, [this] { setModelFilter(-1); });
    for (QWidget *w : std::initializer_list<QWidget *> {m_baseLabel, m_baseBox, m_attributeLabel, m_attributeBox, m_modelChip})
        filters->addWidget(w);
    filters->addStretch(1);
    cellsLayout->addLayout(filters);
    cellsLayout->addWidget(tableBlock(keys.at(TCells), cellsBox), 1);
    top->addWidget(cellsBox);
    top->setStretchFactor(0, 2);
    top->setStretchFactor(1, 3);
    auto *drill = new QSplitter(Qt::Horizontal, explorer);
    auto *association = new QSplitter(Qt::Vertical, drill); // the cell's table, the same association across models, its harm
    association->addWidget(tableBlock(keys.at(TContingency), association));
    association->addWidget(tableBlock(keys.at(TModels), association));
    association->addWidget(tableBlock(keys.at(THarmRaters), association));
    drill->addWidget(association);
    drill->addWidget(tableBlock(keys.at(TStories), drill));
    m_reader->setObjectName(QStringLiteral("stStoryReader"));
    m_reader->setOpenLinks(false);
    drill->addWidget(m_reader);
    drill->setStretchFactor(0, 2);
    drill->setStretchFactor(1, 2);
    drill->setStretchFactor(2, 3);
    auto *vertical = new QSplitter(Qt::Vertical, explorer);
    vertical->addWidget(top);
    auto *drillBox = new QWidget(vertical);
    auto *drillLayout = new QVBoxLayout(drillBox);
    drillLayout->setContentsMargins(0, 0, 0, 0);
    m_drill->setWordWrap(true);
    m_drill->setObjectName(QStringLiteral("stDrill"));
    drillLayout->addWidget(m_drill);
    drillLayout->addWidget(drill, 1);
    vertical->addWidget(drillBox);
    explorerLayout->addWidget(vertical, 1);
    m_pageWidgets.push_back(explorer);
    m_views[TStories]->horizontalHeader()->setStretchLastSection(true);
    connect(m_views[TContingency], &QTableView::clicked, this, [this](const QModelIndex &index) {
        showContingencyCell(index.row(), index.column()); // the contingency table is not sorted: model rows
    });
    connect(m_views[TStories]->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (!current.isValid() || m_filling)
            return;
        const QModelIndex source = m_proxies[TStories]->mapToSource(current);
        showStory(m_models[TStories]->tag(source.row()));
    });

    // (c) spread
    auto *spread = new QWidget(this);
    spread->setObjectName(QStringLiteral("st-spread"));
    auto *spreadLayout = new QVBoxLayout(spread);
    m_spreadSummary->setWordWrap(true);
    m_spreadSummary->setObjectName(QStringLiteral("stSpreadSummary"));
    spreadLayout->addWidget(m_spreadSummary);
    spreadLayout->addWidget(tableBlock(keys.at(TSpread), spread), 1);
    m_pageWidgets.push_back(spread);

    // (d) harm alignment
    auto *harm = new QWidget(this);
    harm->setObjectName(QStringLiteral("st-harm"));
    auto *harmLayout = new QVBoxLayout(harm);
    m_harmSummary->setWordWrap(true);
    m_harmSummary->setObjectName(QStringLiteral("stHarmSummary"));
    harmLayout->addWidget(m_harmSummary);
    auto *harmSplit = new QSplitter(Qt::Vertical, harm);
    auto *harmFigure = new QWidget(harmSplit);
    auto *harmFigureLayout = new QVBoxLayout(harmFigure);
    harmFigureLayout->setContentsMargins(0, 0, 0, 0);
    harmFigureLayout->addWidget(m_harmCanvas, 1);
    auto *harmButtons = new QHBoxLayout;
    harmButtons->addStretch(1);
    auto *harmExport = new QPushButton(harmFigure);
    harmExport->setObjectName(QStringLiteral("exportFigure"));
    harmExport->setProperty("figureKey", QStringLiteral("st-harm"));
    connect(harmExport, &QPushButton::clicked, this, [this] { emit figureExportRequested(QStringLiteral("st-harm")); });
    harmButtons->addWidget(harmExport);
    harmFigureLayout->addLayout(harmButtons);
    harmSplit->addWidget(harmFigure);
    auto *harmTables = new QSplitter(Qt::Horizontal, harmSplit);
    harmTables->addWidget(tableBlock(keys.at(THarmRows), harmTables));
    harmTables->addWidget(tableBlock(keys.at(THarmGroups), harmTables));
    harmSplit->addWidget(harmTables);
    harmLayout->addWidget(harmSplit, 1);
    m_pageWidgets.push_back(harm);

    for (QWidget *page : m_pageWidgets) {
        auto *note = new QLabel(page);
        note->setObjectName(QStringLiteral("emptyNote"));
        note->setWordWrap(true);
        note->setVisible(false);
        static_cast<QVBoxLayout *>(page->layout())->insertWidget(0, note);
        m_emptyNotes.push_back(note);
        m_pages->addTab(page, QString());
    }
    m_heatmapCanvas->setMinimumHeight(160);
    m_harmCanvas->setMinimumHeight(240);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_pages, 1);

    m_heatmapCanvas->setPaintFunction([this](QPainter &p, const QRectF &rect, const FigureStyle &style) {
        paintHeatmapFigure(p, rect, m_heatmap, style);
    });
    m_harmCanvas->setPaintFunction([this](QPainter &p, const QRectF &rect, const FigureStyle &style) {
        paintHarmFigure(p, rect, m_harm, style);
    });
    // Hover a point: its association, model and both means.
    m_harmCanvas->setTipTextFunction([this](QPointF pos) {
        const FigureStyle style = m_harmCanvas->figureStyle();
        return harmPointTip(m_harm, harmHitTest(m_harmCanvas->figureRect(), m_harm, style, pos, style.pointRadius * 4 + 3));
    });
    connect(m_heatmapCanvas, &FigureCanvas::clicked, this, &StWorkspace::onHeatmapClicked);
    // Each figure's context menu exports it, as its button does.
    for (const auto &[canvas, key] : {std::pair {m_heatmapCanvas, QStringLiteral("st-heatmap")}, std::pair {m_harmCanvas, QStringLiteral("st-harm")}})
        connect(canvas, &FigureCanvas::exportRequested, this, [this, key] { emit figureExportRequested(key); });
    connect(m_views[TCells]->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (current.isValid() && !m_filling)
            selectCell(current.data(ms::StRowTagRole).toInt());
    });
    connect(m_views[THeatmap]->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        if (!current.isValid() || m_filling || !m_result)
            return;
        const QModelIndex source = m_proxies[THeatmap]->mapToSource(current);
        const auto languages = m_result->heatmapLanguages();
        const int column = source.column() - 1;
        setModelFilter(source.row(), column >= 0 && column < int(languages.size()) ? languages[std::size_t(column)] : -2);
    });
    const auto filtersChanged = [this] {
        if (!m_filling)
            refreshCells();
    };
    connect(m_baseBox, &QComboBox::currentIndexChanged, this, filtersChanged);
    connect(m_attributeBox, &QComboBox::currentIndexChanged, this, filtersChanged);
    retranslate();
}

StWorkspace::~StWorkspace() = default;

QStringList StWorkspace::pageKeys()
{
    return {QStringLiteral("st-grid"), QStringLiteral("st-associations"), QStringLiteral("st-spread"), QStringLiteral("st-harm")};
}

QStringList StWorkspace::tableKeys()
{
    return {QStringLiteral("st-grid-values"), QStringLiteral("st-grid-scenarios"), QStringLiteral("st-grid-prompts"),
            QStringLiteral("st-heatmap"),     QStringLiteral("st-cells"),          QStringLiteral("st-contingency"),
            QStringLiteral("st-stories"),     QStringLiteral("st-spread"),         QStringLiteral("st-harm-rows"),
            QStringLiteral("st-harm-groups"), QStringLiteral("st-models"),       QStringLiteral("st-harm-raters")};
}

QWidget *StWorkspace::tableBlock(const QString &key, QWidget *parent, const QString &figureKey)
{
    const int i = tableKeys().indexOf(key);
    auto *block = new QWidget(parent);
    auto *layout = new QVBoxLayout(block);
    layout->setContentsMargins(0, 0, 0, 0);
    if (figureKey == QLatin1String("st-heatmap"))
        layout->addWidget(m_heatmapCanvas, 2);
    layout->addWidget(m_views[std::size_t(i)], 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    if (!figureKey.isEmpty()) {
        auto *figure = new QPushButton(block);
        figure->setObjectName(QStringLiteral("exportFigure"));
        figure->setProperty("figureKey", figureKey);
        buttons->addWidget(figure);
        connect(figure, &QPushButton::clicked, this, [this, figureKey] { emit figureExportRequested(figureKey); });
    }
    auto *table = new QPushButton(block);
    table->setObjectName(QStringLiteral("exportTable"));
    table->setProperty("tableKey", key);
    buttons->addWidget(table);
    connect(table, &QPushButton::clicked, this, [this, key] { emit tableExportRequested(key); });
    layout->addLayout(buttons);
    return block;
}

void StWorkspace::setResult(std::shared_ptr<const ms::StResult> result)
{
    m_result = std::move(result);
    m_selectedCell = -1;
    m_modelFilter = -1;
    m_languageFilter = -2;
    m_badge->setStudy(m_result ? m_result->study.get() : nullptr);
    m_filling = true;
    m_baseBox->clear();
    m_attributeBox->clear();
    m_baseBox->addItem(tr("any"), -1);
    m_attributeBox->addItem(tr("any"), -1);
    if (m_result)
        for (int a = 0; a < int(m_result->data.attributes.size()); ++a) {
            const QString name = QString::fromStdString(m_result->data.attributes[std::size_t(a)].name);
            m_baseBox->addItem(name, a);
            m_attributeBox->addItem(name, a);
        }
    if (m_result)
        m_groupBox->setCurrentIndex(m_result->byLanguage() ? 1 : 0);
    m_filling = false;
    fillAll();
}

void StWorkspace::fillAll()
{
    const ms::StResult *r = m_result.get();
    tables::fillGridValues(*m_models[TGridValues], r);
    tables::fillScenarios(*m_models[TGridScenarios], r);
    tables::fillPromptCounts(*m_models[TGridPrompts], r);
    tables::fillHeatmap(*m_models[THeatmap], r);
    tables::fillSpread(*m_models[TSpread], r);
    tables::fillHarmRows(*m_models[THarmRows], r);
    tables::fillHarmGroups(*m_models[THarmGroups], r);
    const QString caption = r ? stCaption(*r) : QString();
    m_heatmap = r ? makeHeatmapFigure(*r, caption) : HeatmapFigure {};
    m_harm = r ? makeHarmFigure(*r, caption) : HarmFigure {};
    m_heatmapCanvas->invalidate();
    m_harmCanvas->invalidate();
    refreshCells();
    fillEmptyNotes();
    // Summaries.
    if (!r) {
        m_status->setText(tr("No StereoTales analysis yet."));
        m_editGrid->setEnabled(false);
        m_gridSummary->clear();
        m_spreadSummary->clear();
        m_harmSummary->clear();
        return;
    }
    const auto &o = r->associations.options;
    const auto &a = r->associations;
    if (!r->hasStories())
        m_status->setText(tr("No stories yet: generate them on the Runs page, or import stories.csv and extractions.csv "
                             "(File → Import…). The prompt grid is ready to edit."));
    else
        m_status->setText(tr("%1 stories of %2 model(s) in %3 language(s); %4 tables tested (%5 skipped, %6 exact, %7 Monte Carlo with "
                         "B = %8, seed %9), %10 kept, %11 reported associations.")
                          .arg(r->data.storyCount())
                          .arg(r->data.models.size())
                          .arg(r->data.languages.size())
                          .arg(a.tables.size())
                          .arg(a.skippedTables)
                          .arg(a.exactTables)
                          .arg(a.monteCarloTables)
                          .arg(qulonglong(o.resamples))
                          .arg(qulonglong(o.seed))
                          .arg(a.keptTables)
                          .arg(a.reportedCells));
    m_editGrid->setEnabled(r->grid.has_value());
    if (r->grid) {
        const auto &g = *r->grid;
        QStringList languages;
        for (const auto &l : g.languages)
            languages << QString::fromStdString(l.code);
        m_gridSummary->setText(tr("%1 attributes, %2 values (%3 promptable), %4 scenarios in %5 group(s), %6 language(s) (%7): "
                                  "%8 prompts per language, %9 in total.")
                                   .arg(g.attributes.size())
                                   .arg(g.valueCount())
                                   .arg(g.promptableCount())
                                   .arg(g.scenarioCount())
                                   .arg(g.groups.size())
                                   .arg(g.languages.size())
                                   .arg(languages.join(QStringLiteral(", ")))
                                   .arg(g.promptsPerLanguage())
                                   .arg(g.promptCount()));
    } else {
        m_gridSummary->setText(tr("This project has no prompt grid: the attributes and values are the ones its imported files name."));
    }
    const auto &s = r->spread;
    m_spreadSummary->setText(s.byLanguage
        ? tr("%1 associations reported at least once; %2 reported by at least half of the %3 models; %4 confined to at most 2 of the "
             "%5 languages.")
              .arg(s.rows.size())
              .arg(percent(s.shareMajorityOfModels))
              .arg(s.modelsTotal)
              .arg(percent(s.shareConfinedLanguages))
              .arg(s.languagesTotal)
        : tr("%1 associations reported at least once; %2 reported by at least half of the %3 models. Languages are only known "
             "when the analysis runs per model and language (Re-analyse).")
              .arg(s.rows.size())
              .arg(percent(s.shareMajorityOfModels))
              .arg(s.modelsTotal));
    m_harmSummary->setText(r->hasHarm
        ? tr("%1 associations rated; %2 human and %3 model ratings (means %4 and %5; share of \"5\": %6 and %7).")
              .arg(r->harm.rows.size())
              .arg(r->harm.nHuman)
              .arg(r->harm.nModel)
              .arg(r->harm.humanMean, 0, 'f', 2)
              .arg(r->harm.modelMean, 0, 'f', 2)
              .arg(percent(r->harm.humanShare5))
              .arg(percent(r->harm.modelShare5))
        : QString()); // the page's empty note says why
    for (int i : {int(TGridValues), int(TGridScenarios), int(TGridPrompts), int(THeatmap), int(TSpread), int(THarmRows),
                  int(THarmGroups)})
        m_views[std::size_t(i)]->resizeColumnsToContents();
}

void StWorkspace::fillEmptyNotes()
{
    const ms::StResult *r = m_result.get();
    QStringList notes(int(m_emptyNotes.size()));
    if (r && !r->grid)
        notes[0] = tr("No prompt grid: the attributes and values are the ones the imported files name.");
    if (r && !r->hasStories()) {
        const QString none = tr("No stories yet, so no associations to test. Generate stories on the Runs page (then extract "
                                "their attributes) or import stories.csv and extractions.csv.");
        notes[1] = none;
        notes[2] = none;
    }
    if (r && !r->hasHarm)
        notes[3] = tr("No harm ratings yet: rate the associations on the Runs page (harm rating) or import harm.csv.");
    for (std::size_t i = 0; i < m_emptyNotes.size(); ++i) {
        m_emptyNotes[i]->setText(notes.at(int(i)));
        m_emptyNotes[i]->setVisible(!notes.at(int(i)).isEmpty());
    }
}

QString StWorkspace::emptyNote(const QString &pageKey) const
{
    const int i = pageKeys().indexOf(pageKey);
    return i < 0 || m_emptyNotes[std::size_t(i)]->isHidden() ? QString() : m_emptyNotes[std::size_t(i)]->text();
}

void StWorkspace::refreshCells()
{
    m_filling = true;
    tables::fillCells(*m_models[TCells], m_result.get(), m_baseBox->currentData().isValid() ? m_baseBox->currentData().toInt() : -1,
                      m_attributeBox->currentData().isValid() ? m_attributeBox->currentData().toInt() : -1, m_modelFilter,
                      m_modelFilter >= 0 ? m_languageFilter : -2);
    m_filling = false;
    m_views[TCells]->resizeColumnsToContents();
    // The heatmap's filter is visible and clearable: a chip naming it.
    const ms::StResult *r = m_result.get();
    const bool filtered = r && m_modelFilter >= 0 && std::size_t(m_modelFilter) < r->data.models.size();
    m_modelChip->setVisible(filtered);
    if (filtered) {
        const QString model = QString::fromStdString(r->data.models[std::size_t(m_modelFilter)]);
        const QString language = m_languageFilter >= 0 && std::size_t(m_languageFilter) < r->data.languages.size()
            ? QString::fromStdString(r->data.languages[std::size_t(m_languageFilter)])
            : QString();
        m_modelChip->setText(language.isEmpty() ? tr("Model: %1  ✕").arg(model) : tr("Model: %1, %2  ✕").arg(model, language));
        m_modelChip->setToolTip(tr("The cells of this model only (a click on the heatmap). Click to show every model."));
    }
    const int row = m_selectedCell >= 0 ? m_models[TCells]->rowOfTag(m_selectedCell) : -1;
    if (row < 0)
        selectCell(-1);
    else
        selectCell(m_selectedCell);
}

void StWorkspace::setBaseAttributeFilter(int attribute) { m_baseBox->setCurrentIndex(std::max(0, m_baseBox->findData(attribute))); }
void StWorkspace::setAttributeFilter(int attribute) { m_attributeBox->setCurrentIndex(std::max(0, m_attributeBox->findData(attribute))); }

void StWorkspace::setModelFilter(int model, int language)
{
    m_modelFilter = model;
    m_languageFilter = language;
    refreshCells();
}

void StWorkspace::onHeatmapClicked(QPointF pos)
{
    if (!m_result)
        return;
    const auto [model, column] = heatmapHitTest(m_heatmapCanvas->figureRect(), m_heatmap, m_heatmapCanvas->figureStyle(), pos);
    const auto languages = m_result->heatmapLanguages();
    if (model < 0)
        setModelFilter(-1);
    else
        setModelFilter(model, languages[std::size_t(column)]);
}

void StWorkspace::selectCell(int cell)
{
    const ms::StResult *r = m_result.get();
    if (!r || cell < 0 || cell >= int(r->associations.cells.size())) {
        m_selectedCell = -1;
        m_contingencyTable = -1;
        tables::fillContingency(*m_models[TContingency], nullptr, -1);
        tables::fillStories(*m_models[TStories], nullptr, {}, {});
        tables::fillAcrossModels(*m_models[TModels], nullptr, -1);
        tables::fillHarmRaters(*m_models[THarmRaters], nullptr, -1);
        m_reader->clear();
        m_drill->setText(tr("Select a reported association to see its contingency table and its stories."));
        return;
    }
    m_selectedCell = cell;
    const auto &c = r->associations.cells[std::size_t(cell)];
    const auto &t = r->associations.tables[c.table];
    m_contingencyTable = int(c.table);
    tables::fillContingency(*m_models[TContingency], r, int(c.table));
    m_views[TContingency]->resizeColumnsToContents();
    tables::fillAcrossModels(*m_models[TModels], r, cell);
    m_views[TModels]->resizeColumnsToContents();
    tables::fillHarmRaters(*m_models[THarmRaters], r, cell);
    m_views[THarmRaters]->resizeColumnsToContents();
    const std::vector<std::size_t> all = r->storiesOfCell(c);
    const std::size_t total = all.size();
    const std::size_t listed = listStories(all);
    const QString language = t.language < 0 ? tr("all languages") : QString::fromStdString(r->data.languages[std::size_t(t.language)]);
    m_drill->setText(tr("%1, %2: %3=%4 → %5=%6 — lift %7, q (BY): %8; n_ab = %9 of n_a = %10 (%11 stories listed). The table's "
                        "Fisher p: %12, Cramér's V = %13. Click a cell of the contingency table to list its stories.")
                         .arg(QString::fromStdString(r->data.models[std::size_t(t.model)]), language,
                              QString::fromStdString(r->data.attributes[std::size_t(t.baseAttribute)].name),
                              QString::fromStdString(r->valueName(t.baseAttribute, c.baseValue)),
                              QString::fromStdString(r->data.attributes[std::size_t(t.attribute)].name),
                              QString::fromStdString(r->valueName(t.attribute, c.value)))
                         .arg(c.lift, 0, 'f', 2)
                         .arg(models::cellformat::displayP(c.qBy))
                         .arg(c.nab)
                         .arg(c.na)
                         .arg(listed < total ? QStringLiteral("%1 / %2").arg(listed).arg(total) : QString::number(total))
                         .arg(models::cellformat::displayP(t.fisher.p))
                         .arg(t.cramers.vCorrected, 0, 'f', 3));
    const int row = m_models[TCells]->rowOfTag(cell);
    const QModelIndex proxyIndex = row < 0 ? QModelIndex() : m_proxies[TCells]->mapFromSource(m_models[TCells]->index(row, 0));
    if (proxyIndex.isValid() && m_views[TCells]->currentIndex().row() != proxyIndex.row()) {
        m_filling = true;
        m_views[TCells]->setCurrentIndex(proxyIndex);
        m_filling = false;
    }
}

std::size_t StWorkspace::listStories(std::vector<std::size_t> stories)
{
    const ms::StResult *r = m_result.get();
    if (stories.size() > kMaxStories)
        stories.resize(kMaxStories);
    std::vector<std::string> keys, texts;
    for (std::size_t s : stories)
        keys.push_back(r->data.storyKeys[s]);
    if (!r->projectPath.empty())
        if (auto read = ms::readStoryTexts(r->projectPath, keys))
            texts = std::move(*read);
    for (auto &text : texts) // one line per story in the table: the reader shows the whole text
        std::replace_if(text.begin(), text.end(), [](char c) { return c == '\t' || c == '\n' || c == '\r'; }, ' ');
    m_filling = true;
    tables::fillStories(*m_models[TStories], r, stories, texts);
    m_filling = false;
    m_reader->setPlainText(stories.empty() ? tr("No stories in this cell.") : tr("Select a story to read it whole."));
    return stories.size();
}

bool StWorkspace::showContingencyCell(int row, int column)
{
    const ms::StResult *r = m_result.get();
    if (!r || m_contingencyTable < 0)
        return false;
    const auto &t = r->associations.tables[std::size_t(m_contingencyTable)];
    if (row < 0 || row >= t.rows() || column < 1 || column > t.cols())
        return false;
    const int a = t.rowValues[std::size_t(row)], b = t.colValues[std::size_t(column - 1)];
    const std::vector<std::size_t> all = r->storiesOf(m_contingencyTable, a, b);
    const std::size_t listed = listStories(all);
    const QString language = t.language < 0 ? tr("all languages") : QString::fromStdString(r->data.languages[std::size_t(t.language)]);
    m_drill->setText(tr("%1, %2: the cell %3=%4 and %5=%6 of the contingency table — %7 stories (%8 listed).")
                         .arg(QString::fromStdString(r->data.models[std::size_t(t.model)]), language,
                              QString::fromStdString(r->data.attributes[std::size_t(t.baseAttribute)].name),
                              QString::fromStdString(r->valueName(t.baseAttribute, a)),
                              QString::fromStdString(r->data.attributes[std::size_t(t.attribute)].name),
                              QString::fromStdString(r->valueName(t.attribute, b)))
                         .arg(all.size())
                         .arg(listed));
    return true;
}

void StWorkspace::showStory(int story)
{
    const ms::StResult *r = m_result.get();
    if (!r || story < 0 || std::size_t(story) >= r->data.storyCount()) {
        m_reader->clear();
        return;
    }
    auto reading = ms::readStory(*r, std::size_t(story));
    if (!reading) {
        m_reader->setPlainText(tr("The story could not be read: %1").arg(QString::fromStdString(reading.error().detail)));
        return;
    }
    const auto esc = [](const std::string &s) { return QString::fromStdString(s).toHtmlEscaped(); };
    const auto &d = r->data;
    const std::size_t s = std::size_t(story);
    QString html = QStringLiteral("<h3>%1</h3><p>%2</p>")
                       .arg(esc(reading->key),
                            tr("Model %1, language %2; prompted on %3 = %4%5.")
                                .arg(esc(d.models[std::size_t(d.storyModel[s])]), esc(d.languages[std::size_t(d.storyLanguage[s])]),
                                     esc(d.attributes[std::size_t(d.promptedAttribute[s])].name),
                                     esc(r->valueName(d.promptedAttribute[s], d.promptedValue[s])),
                                     d.refused[s] ? tr("; the refusal check found a refusal") : QString()));
    html += QStringLiteral("<h4>%1</h4><p style=\"white-space: pre-wrap\">%2</p>")
                .arg(tr("Prompt"), reading->prompt.empty() ? tr("(no prompt text: imported without a grid)") : esc(reading->prompt));
    html += QStringLiteral("<h4>%1</h4><p style=\"white-space: pre-wrap\">%2</p>").arg(tr("Story"), esc(reading->text));
    html += QStringLiteral("<h4>%1</h4><table border=\"1\" cellpadding=\"3\" cellspacing=\"0\"><tr><th>%2</th>")
                .arg(tr("Extracted attributes"), tr("Attribute"));
    for (const auto &e : reading->extractors)
        html += QStringLiteral("<th>%1</th>").arg(esc(e));
    html += QStringLiteral("<th>%1</th></tr>").arg(tr("Ensemble"));
    for (std::size_t a = 0; a < d.attributes.size(); ++a) {
        html += QStringLiteral("<tr><td>%1</td>").arg(esc(d.attributes[a].name));
        for (const auto &codes : reading->readings)
            html += QStringLiteral("<td>%1</td>").arg(codes[a] < 0 ? tr("—") : esc(r->valueName(int(a), codes[a])));
        const std::int16_t v = d.value(a, s);
        html += QStringLiteral("<td><b>%1</b></td></tr>").arg(v < 0 ? tr("unknown") : esc(r->valueName(int(a), v)));
    }
    html += QStringLiteral("</table>");
    m_reader->setHtml(html);
}

void StWorkspace::setVisiblePages(const QStringList &keys)
{
    const QStringList all = pageKeys();
    for (int i = 0; i < all.size(); ++i)
        m_pages->setTabVisible(i, keys.contains(all.at(i)));
    // Open on the first analysis page, not on Runs (the last tab).
    for (int i = 0; i < all.size(); ++i)
        if (m_pages->isTabVisible(i)) {
            m_pages->setCurrentIndex(i);
            break;
        }
}

bool StWorkspace::showPage(const QString &key)
{
    const int i = pageKeys().indexOf(key);
    if (i < 0 || !m_pages->isTabVisible(i))
        return false;
    m_pages->setCurrentIndex(i);
    return true;
}

void StWorkspace::setBusy(const QString &text)
{
    m_cancel->setVisible(!text.isEmpty());
    m_reanalyse->setEnabled(text.isEmpty());
    if (!text.isEmpty())
        m_status->setText(text);
}

QAbstractItemModel *StWorkspace::shownTable(const QString &key) const
{
    const int i = tableKeys().indexOf(key);
    return i < 0 ? nullptr : m_proxies[std::size_t(i)];
}

ms::StRowsModel *StWorkspace::model(const QString &key) const
{
    const int i = tableKeys().indexOf(key);
    return i < 0 ? nullptr : m_models[std::size_t(i)];
}

QTableView *StWorkspace::tableView(const QString &key) const
{
    const int i = tableKeys().indexOf(key);
    return i < 0 ? nullptr : m_views[std::size_t(i)];
}

Status StWorkspace::exportTable(const QString &key, models::TableFormat format, const QString &path) const
{
    const QAbstractItemModel *table = shownTable(key);
    if (!table)
        return Error {ErrorCode::NotFound, "no StereoTales table '" + key.toStdString() + "'"};
    QString caption = key;
    if (m_result && m_result->synthetic())
        caption += QStringLiteral(" (") + stCaption(*m_result) + QLatin1Char(')');
    return models::writeTable(*table, format, path, caption);
}

Status StWorkspace::exportFigure(const QString &key, const FigureExportOptions &options, const QString &path) const
{
    auto prepared = prepareStFigure(m_result, StFigureRequest {key});
    if (!prepared)
        return prepared.error();
    FigureExportOptions o = options;
    if (o.heightInches <= 0)
        o.heightInches = prepared->heightInches(o.widthInches);
    if (o.title.isEmpty())
        o.title = key;
    return widgets::exportFigure(prepared->paint, o, path);
}

void StWorkspace::retranslate()
{
    m_groupLabel->setText(tr("Tables per:"));
    m_groupBox->setItemText(0, tr("model"));
    m_groupBox->setItemText(1, tr("model × language"));
    m_reanalyse->setText(tr("Re-analyse"));
    m_reanalyse->setToolTip(tr("Run the association analysis again with the chosen grouping (B = 500,000 Monte Carlo tables "
                               "can take minutes on a large project)."));
    m_cancel->setText(tr("Cancel"));
    m_editGrid->setText(tr("&Edit grid…"));
    m_editGrid->setToolTip(tr("Edit the values, scenarios and translations of the prompt grid, save them to the project or "
                              "export them as a seed folder."));
    m_baseLabel->setText(tr("Base attribute A:"));
    m_attributeLabel->setText(tr("Attribute B:"));
    const QStringList titles {tr("Prompt grid"), tr("Associations"), tr("Spread"), tr("Harm alignment")};
    for (int i = 0; i < titles.size(); ++i)
        m_pages->setTabText(i, titles.at(i));
    for (auto *b : findChildren<QPushButton *>(QStringLiteral("exportTable")))
        b->setText(tr("Export table…"));
    for (auto *b : findChildren<QPushButton *>(QStringLiteral("exportFigure")))
        b->setText(tr("Export figure…"));
    if (m_baseBox->count() > 0)
        m_baseBox->setItemText(0, tr("any"));
    if (m_attributeBox->count() > 0)
        m_attributeBox->setItemText(0, tr("any"));
    fillAll();
}

void StWorkspace::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rl::widgets::stereotales

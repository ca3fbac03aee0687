// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/demographics/humandemographicsview.h"

#include "models/analysisbundle.h"
#include "models/demographics/biasanovamodel.h"
#include "models/demographics/glmmtestsmodel.h"
#include "models/demographics/humanreliabilitymodel.h"
#include "models/demographics/subgroupaccuracymodel.h"
#include "models/demographics/tukeycomparisonsmodel.h"
#include "models/demographics/variancecomponentsmodel.h"
#include "models/displaynames.h"
#include "widgets/demographics/demographicstablepage.h"
#include "widgets/figurecanvas.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

namespace rl::widgets {

namespace {

    using Section = HumanDemographicsView::Section;

    bool usesCondition(Section s)
    {
        return s == Section::SubgroupAccuracy || s == Section::BiasAnova || s == Section::TukeyComparisons
            || s == Section::GlmmTests;
    }

    bool usesDimension(Section s)
    {
        return s == Section::HumanReliability || s == Section::VarianceComponents || s == Section::BiasAnova
            || s == Section::TukeyComparisons;
    }

} // namespace

HumanDemographicsView::HumanDemographicsView(QWidget *parent)
    : QWidget(parent)
    , m_sections(new QListWidget(this))
    , m_stack(new QStackedWidget(this))
    , m_conditionLabel(new QLabel(this))
    , m_condition(new QComboBox(this))
    , m_dimensionLabel(new QLabel(this))
    , m_dimension(new QComboBox(this))
    , m_heatmap(new FigureCanvas(this))
{
    m_pages[HumanReliability] = new DemographicsTablePage(new models::HumanReliabilityModel, this);
    m_pages[VarianceComponents] = new DemographicsTablePage(new models::VarianceComponentsModel, this);
    m_pages[SubgroupAccuracy] = new DemographicsTablePage(new models::SubgroupAccuracyModel, this);
    m_pages[BiasAnova] = new DemographicsTablePage(new models::BiasAnovaModel, this);
    m_pages[TukeyComparisons] = new DemographicsTablePage(new models::TukeyComparisonsModel, this);
    m_pages[GlmmTests] = new DemographicsTablePage(new models::GlmmTestsModel, this);
    for (int s = 0; s < SectionCount; ++s) {
        m_stack->addWidget(m_pages[std::size_t(s)]);
        m_sections->addItem(QString());
        connect(m_pages[std::size_t(s)], &DemographicsTablePage::exportClicked, this,
            [this, s] { emit tableExportRequested(tableRequest(static_cast<Section>(s))); });
    }
    m_sections->setObjectName(QStringLiteral("demographicsSections"));
    m_condition->setObjectName(QStringLiteral("demographicsCondition"));
    m_dimension->setObjectName(QStringLiteral("demographicsDimension"));
    m_heatmap->setMinimumHeight(120);
    m_heatmap->setPaintFunction(
        [this](QPainter &p, const QRectF &r, const FigureStyle &style) { paintSubgroupF1(p, r, m_figure, style); });
    m_heatmap->setTipFunction([this](QPointF pos, QPoint globalPos) {
        for (int row = 0; row < m_figure.rows.size(); ++row)
            for (int col = 0; col < m_figure.columns.size(); ++col)
                if (subgroupF1CellRect(m_heatmap->figureRect(), m_figure, m_heatmap->figureStyle(), row, col)
                        .contains(pos)) {
                    const auto n = static_cast<int>(m_figure.n[std::size_t(row)][std::size_t(col)]);
                    QToolTip::showText(globalPos,
                        tr("%1, %2: macro-F1 over %n answer(s)", nullptr, n)
                            .arg(m_figure.rows[row],
                                QString(m_figure.columns[col]).replace(QLatin1Char('\n'), QLatin1Char(' '))),
                        m_heatmap);
                    return true;
                }
        return false;
    });
    m_pages[SubgroupAccuracy]->setTopWidget(m_heatmap);
    m_sections->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_conditionLabel);
    filters->addWidget(m_condition);
    filters->addSpacing(12);
    filters->addWidget(m_dimensionLabel);
    filters->addWidget(m_dimension);
    filters->addStretch(1);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(filters);
    rightLayout->addWidget(m_stack, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_sections);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({180, 720});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    connect(m_sections, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0) {
            m_stack->setCurrentIndex(row);
            updateFilterVisibility();
        }
    });
    connect(m_condition, &QComboBox::currentIndexChanged, this,
        [this](int i) { setConditionFilter(m_condition->itemData(i).toInt()); });
    connect(m_dimension, &QComboBox::currentIndexChanged, this,
        [this](int i) { setDimensionFilter(m_dimension->itemData(i).toInt()); });
    m_sections->setCurrentRow(0);
    retranslate();
}

HumanDemographicsView::~HumanDemographicsView() = default;

void HumanDemographicsView::setBundle(std::shared_ptr<const models::AnalysisBundle> bundle)
{
    m_bundle = std::move(bundle);
    if (!m_bundle || m_conditionFilter >= static_cast<int>(m_bundle->analysis.conditions.size()))
        m_conditionFilter = -1;
    if (!m_bundle || m_dimensionFilter >= static_cast<int>(m_bundle->analysis.dimensions.size()))
        m_dimensionFilter = -1;
    for (int s = 0; s < SectionCount; ++s) {
        auto *m = model(static_cast<Section>(s));
        m->setConditionFilter(usesCondition(static_cast<Section>(s)) ? m_conditionFilter : -1);
        m->setDimensionFilter(usesDimension(static_cast<Section>(s)) ? m_dimensionFilter : -1);
        m->setBundle(m_bundle);
    }
    fillFilters();
    rebuildFigure();
}

void HumanDemographicsView::setSection(Section section)
{
    if (section >= 0 && section < SectionCount)
        m_sections->setCurrentRow(section);
}

HumanDemographicsView::Section HumanDemographicsView::section() const
{
    return static_cast<Section>(std::max(0, m_stack->currentIndex()));
}

void HumanDemographicsView::setConditionFilter(int condition)
{
    m_conditionFilter = std::max(-1, condition);
    for (int s = 0; s < SectionCount; ++s)
        if (usesCondition(static_cast<Section>(s)))
            model(static_cast<Section>(s))->setConditionFilter(m_conditionFilter);
    const QSignalBlocker block(m_condition);
    m_condition->setCurrentIndex(std::max(0, m_condition->findData(m_conditionFilter)));
    rebuildFigure();
}

void HumanDemographicsView::setDimensionFilter(int dimension)
{
    m_dimensionFilter = std::max(-1, dimension);
    for (int s = 0; s < SectionCount; ++s)
        if (usesDimension(static_cast<Section>(s)))
            model(static_cast<Section>(s))->setDimensionFilter(m_dimensionFilter);
    const QSignalBlocker block(m_dimension);
    m_dimension->setCurrentIndex(std::max(0, m_dimension->findData(m_dimensionFilter)));
}

QString HumanDemographicsView::tableName(Section section)
{
    switch (section) {
    case HumanReliability:
        return QStringLiteral("human-reliability");
    case VarianceComponents:
        return QStringLiteral("variance-components");
    case SubgroupAccuracy:
        return QStringLiteral("subgroup-accuracy");
    case BiasAnova:
        return QStringLiteral("demographic-anova");
    case TukeyComparisons:
        return QStringLiteral("demographic-tukey");
    case GlmmTests:
        return QStringLiteral("demographic-glmm");
    default:
        return {};
    }
}

models::TableRequest HumanDemographicsView::tableRequest(Section section) const
{
    models::TableRequest r;
    r.name = tableName(section);
    if (!m_bundle)
        return r;
    const auto &a = m_bundle->analysis;
    if (usesCondition(section) && m_conditionFilter >= 0 && std::size_t(m_conditionFilter) < a.conditions.size())
        r.condition = QString::fromStdString(a.conditions[std::size_t(m_conditionFilter)].id);
    if (usesDimension(section) && m_dimensionFilter >= 0 && std::size_t(m_dimensionFilter) < a.dimensions.size())
        r.dimension = QString::fromStdString(a.dimensions[std::size_t(m_dimensionFilter)]);
    return r;
}

models::DemographicsTableModel *HumanDemographicsView::model(Section section) const { return page(section)->model(); }

DemographicsTablePage *HumanDemographicsView::page(Section section) const
{
    return m_pages[static_cast<std::size_t>(std::clamp<int>(section, 0, SectionCount - 1))];
}

QTableView *HumanDemographicsView::tableView(Section section) const { return page(section)->tableView(); }

QLabel *HumanDemographicsView::emptyLabel(Section section) const { return page(section)->emptyLabel(); }

QString HumanDemographicsView::tsv(Section section) const { return page(section)->tsv(); }

void HumanDemographicsView::fillFilters()
{
    {
        const QSignalBlocker block(m_condition);
        m_condition->clear();
        m_condition->addItem(tr("All conditions"), -1);
        if (m_bundle)
            for (std::size_t c = 0; c < m_bundle->analysis.conditions.size(); ++c) {
                const auto &cond = m_bundle->analysis.conditions[c];
                m_condition->addItem(
                    QString::fromStdString(cond.label.empty() ? cond.id : cond.label), static_cast<int>(c));
            }
        m_condition->setCurrentIndex(std::max(0, m_condition->findData(m_conditionFilter)));
    }
    const QSignalBlocker block(m_dimension);
    m_dimension->clear();
    m_dimension->addItem(tr("All dimensions"), -1);
    if (m_bundle)
        for (std::size_t d = 0; d < m_bundle->analysis.dimensions.size(); ++d)
            m_dimension->addItem(
                models::DisplayNames::dimension(m_bundle->analysis.dimensions[d]), static_cast<int>(d));
    m_dimension->setCurrentIndex(std::max(0, m_dimension->findData(m_dimensionFilter)));
}

void HumanDemographicsView::updateFilterVisibility()
{
    const Section s = section();
    m_conditionLabel->setVisible(usesCondition(s));
    m_condition->setVisible(usesCondition(s));
    m_dimensionLabel->setVisible(usesDimension(s));
    m_dimension->setVisible(usesDimension(s));
}

void HumanDemographicsView::rebuildFigure()
{
    m_figure = m_bundle ? makeSubgroupF1Figure(
                   *m_bundle, m_conditionFilter >= 0 ? std::vector<int> {m_conditionFilter} : std::vector<int> {})
                        : SubgroupF1Figure {};
    const int rows = std::max<int>(1, static_cast<int>(m_figure.rows.size()));
    m_heatmap->setMinimumHeight(std::min(400, 80 + 28 * rows));
    m_heatmap->invalidate();
}

void HumanDemographicsView::retranslate()
{
    const QString names[SectionCount] = {tr("Human reliability"), tr("Variance components"), tr("Accuracy by subgroup"),
        tr("Bias ANOVA"), tr("Tukey comparisons"), tr("GLMM tests")};
    for (int s = 0; s < SectionCount; ++s)
        m_sections->item(s)->setText(names[s]);
    m_pages[HumanReliability]->setDescription(tr(
        "Agreement among the human raters: Krippendorff's α and the leave-one-out W1SD baseline a model must reach."));
    m_pages[VarianceComponents]->setDescription(
        tr("lmer(value ~ 1 + (1 | rater) + (1 | image)) on the raw human ratings, REML."));
    m_pages[SubgroupAccuracy]->setDescription(tr("Emotion classification by race, gender and race × gender cell."));
    m_pages[BiasAnova]->setDescription(
        tr("Bias (model − human mean) ~ race × gender within each emotion; q is Benjamini–Hochberg within a condition "
           "and dimension, highlighted below .05."));
    m_pages[TukeyComparisons]->setDescription(
        tr("Pairwise race × gender cell differences in bias, Tukey-adjusted, where the interaction has q < .05."));
    m_pages[GlmmTests]->setDescription(
        tr("Binomial GLMM likelihood-ratio tests: does race or gender predict a correct answer, given the emotion?"));
    m_conditionLabel->setText(tr("Condition:"));
    m_dimensionLabel->setText(tr("Dimension:"));
    fillFilters();
    rebuildFigure();
}

void HumanDemographicsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rl::widgets

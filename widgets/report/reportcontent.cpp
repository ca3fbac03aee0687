// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/report/reportcontent.h"

#include "models/confusionmodels.h"
#include "models/demographics/demographicstablemodel.h"
#include "models/displaynames.h"
#include "models/longagreementmodel.h"
#include "models/stackedtablemodel.h"
#include "models/tablecatalog.h"
#include "widgets/report/kindreport.h"

#include "engine/analysis/studykinds.h"

#include <QCoreApplication>
#include <QSortFilterProxyModel>

namespace rl::widgets {

namespace {

models::TableRequest tableRequest(const QString &name, const QString &condition = {}, const QString &dimension = {})
{
    models::TableRequest r;
    r.name = name;
    r.condition = condition;
    r.dimension = dimension;
    return r;
}

FigureRequest figureRequest(const QString &name, const QString &dimension = {})
{
    FigureRequest r;
    r.name = name;
    r.dimension = dimension;
    return r;
}

/// A table longer than this shows only its highlighted rows (q or adjusted p < .05) in the report; the
/// workbook and `raterlab-cli export-table` keep every row.
constexpr int kLongTableRows = 60;

/// The rows of a table with a cell marked by models::DemographicsSignificantRole; owns its source.
class SignificantRows : public QSortFilterProxyModel {
public:
    explicit SignificantRows(std::shared_ptr<QAbstractItemModel> source)
        : m_source(std::move(source))
    {
        setSourceModel(m_source.get());
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        for (int c = 0; c < m_source->columnCount(); ++c)
            if (m_source->index(row, c, parent).data(models::DemographicsSignificantRole).toBool())
                return true;
        return false;
    }

private:
    std::shared_ptr<QAbstractItemModel> m_source;
};

/// Adds blocks to one section, and counts them for the progress.
class SectionBuilder {
public:
    SectionBuilder(const std::shared_ptr<const models::AnalysisBundle> &bundle, const ReportOptions &options,
                   const Progress &progress)
        : m_bundle(bundle)
        , m_options(options)
        , m_progress(progress)
    {
    }

    bool stopped() const { return m_progress.stopRequested(); }

    void section(const QString &heading) { m_sections.push_back({heading, {}}); }

    /// A table of the catalog (models/tablecatalog.h) with its caption, when it has rows; a long one
    /// with highlighted tests shows those rows only.
    void table(const models::TableRequest &request)
    {
        auto model = models::makeTable(m_bundle, request);
        if (!model)
            return;
        models::TableCaption caption = models::tableCaption(*m_bundle, request, m_options.decimals);
        const int rows = (*model)->rowCount();
        if (rows > kLongTableRows && dynamic_cast<models::DemographicsTableModel *>(model->get())) {
            auto shown = std::make_shared<SignificantRows>(*model);
            caption.note += QLatin1Char(' ')
                + StudyReport::tr("Only the %1 of %2 rows with a highlighted test (q or adjusted p < .05) are shown; every row is in the "
                     "Excel workbook of all tables.").arg(shown->rowCount()).arg(rows);
            *model = shown;
        }
        add(*model, caption);
    }

    void add(std::shared_ptr<QAbstractItemModel> model, models::TableCaption caption)
    {
        if (stopped() || !model || model->rowCount() == 0 || m_sections.empty())
            return;
        m_sections.back().blocks.push_back(ReportTable {std::move(model), std::move(caption)});
        step();
    }

    void figure(const FigureRequest &request, const QString &caption)
    {
        if (stopped() || m_sections.empty())
            return;
        auto prepared = prepareFigure(m_bundle, request);
        if (!prepared)
            return;
        m_sections.back().blocks.push_back(ReportFigure {caption, std::move(*prepared)});
        step();
    }

    std::vector<ReportSection> take()
    {
        std::vector<ReportSection> out;
        for (ReportSection &s : m_sections)
            if (!s.blocks.empty())
                out.push_back(std::move(s));
        return out;
    }

private:
    void step() { m_progress("report contents", ++m_done, 0); }

    std::shared_ptr<const models::AnalysisBundle> m_bundle;
    ReportOptions m_options;
    Progress m_progress;
    std::vector<ReportSection> m_sections;
    std::int64_t m_done = 0;
};

QString conditionName(const analysis::ConditionAnalysis &c)
{
    return QString::fromStdString(c.label.empty() ? c.id : c.label);
}

/// The parts of a per-condition table (confusion, class metrics) stacked under each other, one per
/// condition that has it.
std::shared_ptr<QAbstractItemModel> perCondition(const std::shared_ptr<const models::AnalysisBundle> &bundle,
                                                 const QString &table, const QString &dimension)
{
    const auto &a = bundle->analysis;
    const int source = models::confusionSource(a, dimension.toStdString());
    std::vector<models::StackedTableModel::Part> parts;
    for (std::size_t c = 0; c < a.conditions.size(); ++c) {
        if (source == models::kNoConfusion || models::conditionConfusion(a, c, source).counts.empty())
            continue;
        const QString id = QString::fromStdString(a.conditions[c].id);
        auto model = models::makeTable(bundle, tableRequest(table, id, dimension));
        if (model)
            parts.push_back({conditionName(a.conditions[c]), id, *model});
    }
    if (parts.empty())
        return nullptr;
    return std::make_shared<models::StackedTableModel>(StudyReport::tr("Condition"), QStringLiteral("condition"), std::move(parts));
}

std::shared_ptr<QAbstractItemModel> longAgreement(const std::shared_ptr<const models::AnalysisBundle> &bundle,
                                                  models::LongAgreementModel::Block block, std::vector<int> groups,
                                                  std::vector<models::AgreementTableModel::Metric> metrics = {})
{
    auto model = std::make_shared<models::LongAgreementModel>(block);
    model->setMetrics(std::move(metrics));
    model->setBundle(bundle, std::move(groups));
    return model;
}

} // namespace

QString ReportContent::say(const char *en, const char *ko) const
{
    return languageCode == QLatin1String("ko") ? QString::fromUtf8(ko) : QString::fromUtf8(en);
}

std::vector<ReportSection> ratingStudySections(const std::shared_ptr<const models::AnalysisBundle> &bundle,
                                               const ReportContent &content, const ReportOptions &options,
                                               const Progress &progress)
{
    if (!bundle)
        return {};
    const auto &a = bundle->analysis;
    const int decimals = options.decimals;
    SectionBuilder s(bundle, options, progress);
    using Block = models::LongAgreementModel::Block;
    const QString factor = models::DisplayNames::factor(a.groupColumn());
    const auto caption = [&](const char *table, const QString &title) {
        models::TableCaption c = models::tableCaption(*bundle, tableRequest(QString::fromLatin1(table)), decimals);
        if (!title.isEmpty())
            c.title = title;
        return c;
    };

    s.section(content.say("Agreement with the human ratings", "사람 평정과의 일치"));
    s.add(longAgreement(bundle, Block::Classification, {0}),
          caption("agreement", StudyReport::tr("Classification of the model conditions against the true labels")));
    s.add(longAgreement(bundle, Block::Numeric, {0}), caption("agreement-long", {}));
    s.add(longAgreement(bundle, Block::Categorical, {0}),
          caption("categorical-agreement", StudyReport::tr("Agreement of the model conditions with the human plurality, per categorical dimension")));
    for (std::size_t d = 0; d < a.dimensions.size() && d < bundle->pairs.size(); ++d) {
        s.figure(figureRequest(QStringLiteral("bland-altman"), QString::fromStdString(a.dimensions[d])), StudyReport::tr("Bland–Altman plots of %1: for each model condition, the difference between the human mean "
                             "rating and the model's rating of each item against their mean, with the bias (solid line) and "
                             "the 95% limits of agreement (dashed lines).")
                              .arg(models::DisplayNames::dimension(a.dimensions[d])));
    }

    if (a.groups.size() > 1) {
        s.section(content.say("Agreement within each group", "집단별 일치"));
        std::vector<int> groups;
        for (int g = 1; g < static_cast<int>(a.groups.size()); ++g)
            groups.push_back(g);
        using M = models::AgreementTableModel::Metric; // the main figures; the overall table has them all
        s.add(longAgreement(bundle, Block::Numeric, groups, {M::Pearson, M::Spearman, M::Bias, M::Mae, M::DeltaAlpha, M::W1sd, M::N}),
              caption("agreement-long", StudyReport::tr("Agreement of the model conditions with the human ratings within each level of %1").arg(factor)));
        if (!a.dimensions.empty()) {
            s.figure(figureRequest(QStringLiteral("bland-altman-emotions")), StudyReport::tr("Bland–Altman plots of %1 within each level of %2 (rows), one column per model condition, "
                                 "on shared axes.")
                                  .arg(models::DisplayNames::dimension(a.dimensions.front()), factor));
        }
    }

    s.section(content.say("Verdicts", "판정"));
    s.table(tableRequest(QStringLiteral("verdicts")));
    s.figure(figureRequest(QStringLiteral("verdicts")), StudyReport::tr("Verdict matrix: for each group of items (rows) and dimension (columns), whether the "
                                              "model conditions can replace the human raters."));

    s.section(content.say("Classification", "분류"));
    s.figure(figureRequest(QStringLiteral("confusion")), StudyReport::tr("Confusion matrices of the model conditions: rows are the true labels, columns the "
                                               "answers; each cell shows the count and the share of its row, with precision, "
                                               "recall and F1 per class."));
    s.add(perCondition(bundle, QStringLiteral("class-metrics"), {}), caption("class-metrics", {}));
    // the confusion matrices themselves are in the figure (and the workbook)

    s.section(content.say("Categorical dimensions", "범주형 차원"));
    for (const char *name : {"categorical-agreement", "categorical-labels", "alt-test-joint"})
        s.table(tableRequest(QString::fromLatin1(name)));
    for (std::size_t k = 0; k < a.categoricalDimensions.size(); ++k) {
        const QString dimension = QString::fromStdString(a.categoricalDimensions[k]);
        if (models::confusionSource(a, {}) == static_cast<int>(k))
            continue; // already the classification's figure
        s.figure(figureRequest(QStringLiteral("confusion"), dimension), StudyReport::tr("Confusion matrices of %1 against the human plurality: rows are the plurality labels, columns "
                             "the model answers (a tie of t labels counts 1/t for each).")
                              .arg(models::DisplayNames::dimension(dimension.toStdString())));
        s.add(perCondition(bundle, QStringLiteral("confusion"), dimension),
              models::tableCaption(*bundle, tableRequest(QStringLiteral("confusion"), {}, dimension), decimals));
    }

    s.section(content.say("The human raters", "사람 평정자"));
    for (const char *name : {"human-reliability", "variance-components", "categorical-human"})
        s.table(tableRequest(QString::fromLatin1(name)));

    s.section(content.say("Demographic differences", "인구통계 집단 간 차이"));
    for (const char *name : {"subgroup-accuracy", "demographic-anova", "demographic-tukey", "demographic-glmm"})
        s.table(tableRequest(QString::fromLatin1(name)));

    if (a.conditions.size() > 1) {
        s.section(content.say("Comparison of the model conditions", "모델 조건 비교"));
        s.figure(figureRequest(QStringLiteral("comparison")), StudyReport::tr("Paired comparisons of the model conditions on the items both answered: "
                                                    "each difference with its 95% confidence interval."));
    }
    return s.take();
}

std::vector<ReportSectionSource> &reportSectionSources()
{
    static std::vector<ReportSectionSource> sources {ratingStudySections};
    return sources;
}

Result<ReportContent> buildReportContent(std::shared_ptr<const models::AnalysisBundle> bundle,
                                         const analysis::MethodsFacts &facts, const ReportOptions &options,
                                         const Progress &progress)
{
    ReportContent content;
    content.title = QString::fromStdString(facts.studyName);
    content.languageCode = options.language == analysis::MethodsLanguage::Korean ? QStringLiteral("ko") : QStringLiteral("en");
    content.synthetic = facts.synthetic;
    const QString methods = QString::fromStdString(analysis::methodsParagraph(facts, options.language));
    content.methods = methods.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts);
    for (const std::string &ref : analysis::methodsReferences(facts))
        content.references << QString::fromStdString(ref);
    if (!analysis::studyKindEntry(facts.kind).agreementSuite) {
        auto study = options.study ? options.study : bundle ? bundle->study : nullptr;
        if (!study)
            return Error {ErrorCode::NotFound, "no study to report"};
        auto own = kindReport(study, facts, options.language);
        if (!own)
            return own.error();
        content.sections.push_back(kindReportSection(*own, content));
        return content;
    }
    for (const ReportSectionSource &source : reportSectionSources()) {
        for (ReportSection &section : source(bundle, content, options, progress))
            content.sections.push_back(std::move(section));
        if (progress.stopRequested())
            return Error {ErrorCode::Cancelled, "the report was cancelled"};
    }
    return content;
}

} // namespace rl::widgets

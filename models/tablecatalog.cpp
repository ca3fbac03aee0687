// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/tablecatalog.h"

#include "models/agreementtablemodel.h"
#include "models/analysisbundle.h"
#include "models/categoricaltables.h"
#include "models/compare/comparemodel.h"
#include "models/plan/planmodel.h"
#include "models/confusionmodels.h"
#include "models/demographics/biasanovamodel.h"
#include "models/demographics/glmmtestsmodel.h"
#include "models/demographics/humanreliabilitymodel.h"
#include "models/demographics/subgroupaccuracymodel.h"
#include "models/demographics/tukeycomparisonsmodel.h"
#include "models/demographics/variancecomponentsmodel.h"
#include "models/longagreementmodel.h"
#include "models/verdictmodel.h"

#include <QCoreApplication>

namespace rl::models {

namespace {

/// `source`: the confusion a table shows (confusionSource()); the default condition is the first with answers there.
Result<int> conditionIndex(const AnalysisBundle &b, const QString &id, int source = kClassification)
{
    if (b.analysis.conditions.empty())
        return Error {ErrorCode::NotFound, "the analysis has no model condition"};
    if (id.isEmpty()) { // the first condition that gave answers (emotion answers for the classification)
        for (std::size_t c = 0; c < b.analysis.conditions.size(); ++c)
            if (source == kClassification ? b.analysis.conditions[c].classification.present
                                          : !conditionConfusion(b.analysis, c, source).counts.empty())
                return static_cast<int>(c);
        return 0;
    }
    for (std::size_t c = 0; c < b.analysis.conditions.size(); ++c)
        if (b.analysis.conditions[c].id == id.toStdString())
            return static_cast<int>(c);
    return Error {ErrorCode::NotFound, "no model condition '" + id.toStdString() + "' in the analysis"};
}

bool isDemographicTable(const QString &name)
{
    return name == QLatin1String("subgroup-accuracy") || name == QLatin1String("demographic-anova")
        || name == QLatin1String("demographic-tukey") || name == QLatin1String("demographic-glmm");
}

bool isCategoricalTable(const QString &name)
{
    return name == QLatin1String("categorical-human") || name == QLatin1String("categorical-agreement")
        || name == QLatin1String("categorical-labels") || name == QLatin1String("alt-test-joint");
}

// The human-ratings and demographics tables (models/demographics/), filtered by --condition and
// --dimension; an empty table whose part did not run is an error rather than an empty file.
Result<std::shared_ptr<QAbstractItemModel>> makeDemographicsTable(std::shared_ptr<const AnalysisBundle> bundle,
                                                                 const TableRequest &r)
{
    const AnalysisBundle &b = *bundle;
    std::shared_ptr<DemographicsTableModel> model;
    if (r.name == QLatin1String("human-reliability"))
        model = std::make_shared<HumanReliabilityModel>();
    else if (r.name == QLatin1String("variance-components"))
        model = std::make_shared<VarianceComponentsModel>();
    else if (r.name == QLatin1String("subgroup-accuracy"))
        model = std::make_shared<SubgroupAccuracyModel>();
    else if (r.name == QLatin1String("demographic-anova"))
        model = std::make_shared<BiasAnovaModel>();
    else if (r.name == QLatin1String("demographic-tukey"))
        model = std::make_shared<TukeyComparisonsModel>();
    else if (r.name == QLatin1String("demographic-glmm"))
        model = std::make_shared<GlmmTestsModel>();
    else
        return Error {ErrorCode::NotFound, "no table named '" + r.name.toStdString() + "' (see --help)"};
    if (isDemographicTable(r.name) && b.analysis.demographics.status == analysis::DemographicStatus::NotRun)
        return Error {ErrorCode::Unsupported,
                      "table '" + r.name.toStdString() + "' needs the demographics part of the analysis, which did not run"};
    if (r.name == QLatin1String("variance-components") && !b.analysis.mixed.run)
        return Error {ErrorCode::Unsupported,
                      "table 'variance-components' needs the mixed-model part of the analysis, which did not run"};
    if (!r.condition.isEmpty()) {
        int found = -1;
        for (std::size_t c = 0; c < b.analysis.conditions.size(); ++c)
            if (b.analysis.conditions[c].id == r.condition.toStdString())
                found = static_cast<int>(c);
        if (found < 0)
            return Error {ErrorCode::NotFound,
                          "no model condition '" + r.condition.toStdString() + "' in the analysis"};
        model->setConditionFilter(found);
    }
    if (!r.dimension.isEmpty()) {
        const int d = b.analysis.dimensionIndex(r.dimension.toStdString());
        if (d < 0)
            return Error {ErrorCode::NotFound, "no analysed dimension '" + r.dimension.toStdString() + "'"};
        model->setDimensionFilter(d);
    }
    model->setBundle(bundle);
    return std::shared_ptr<QAbstractItemModel>(model);
}

// The tables of the categorical dimensions and of the joint Alt-test, filtered by --condition, --dimension
// (a categorical dimension) and the group; without a group every group's rows.
Result<std::shared_ptr<QAbstractItemModel>> makeCategoricalTable(std::shared_ptr<const AnalysisBundle> bundle,
                                                                const TableRequest &r)
{
    const AnalysisBundle &b = *bundle;
    std::shared_ptr<CategoricalTableModel> model;
    if (r.name == QLatin1String("categorical-human"))
        model = std::make_shared<CategoricalHumanModel>();
    else if (r.name == QLatin1String("categorical-agreement"))
        model = std::make_shared<CategoricalAgreementModel>();
    else if (r.name == QLatin1String("categorical-labels"))
        model = std::make_shared<CategoricalLabelsModel>();
    else
        model = std::make_shared<JointAltTestModel>();
    if (!r.condition.isEmpty()) {
        auto c = conditionIndex(b, r.condition);
        if (!c)
            return c.error();
        model->setConditionFilter(*c);
    }
    if (!r.dimension.isEmpty()) {
        const int k = b.analysis.categoricalIndex(r.dimension.toStdString());
        if (k < 0)
            return Error {ErrorCode::NotFound, "no categorical dimension with human labels '" + r.dimension.toStdString() + "'"};
        model->setCategoricalFilter(k);
    }
    if (!r.group.isEmpty()) {
        const int g = b.analysis.groupIndex(r.group.toStdString());
        if (g < 0)
            return Error {ErrorCode::NotFound, "no " + b.analysis.groupColumn() + " '" + r.group.toStdString() + "' in the analysis"};
        model->setGroupFilter(g);
    }
    model->setBundle(bundle);
    return std::shared_ptr<QAbstractItemModel>(model);
}

} // namespace

QStringList tableNames()
{
    return {QStringLiteral("agreement"), QStringLiteral("agreement-long"), QStringLiteral("verdicts"), QStringLiteral("verdict-evidence"),
            QStringLiteral("confusion"), QStringLiteral("class-metrics"),
            QStringLiteral("human-reliability"), QStringLiteral("variance-components"),
            QStringLiteral("subgroup-accuracy"), QStringLiteral("demographic-anova"),
            QStringLiteral("demographic-tukey"), QStringLiteral("demographic-glmm"), QStringLiteral("comparison"),
            QStringLiteral("categorical-human"), QStringLiteral("categorical-agreement"),
            QStringLiteral("categorical-labels"), QStringLiteral("alt-test-joint"), QStringLiteral("plan"),
            QStringLiteral("plan_summary")};
}

QString tableDescription(const QString &name)
{
    if (name == QLatin1String("plan"))
        return QStringLiteral("plan.csv: per design (items x raters per item), dimension, group and condition the share of "
                              "resampled sub-studies keeping the whole study's decision (engine default designs, 200 draws, seed 42)");
    if (name == QLatin1String("plan_summary"))
        return QStringLiteral("plan_summary.csv: per dimension, group and condition the smallest design keeping the decision "
                              "in at least 95% of the draws, with a recommendation");
    if (name == QLatin1String("comparison"))
        return QStringLiteral("paired comparisons of 2-8 conditions on their common items: delta, CI, test, p, BH q (--condition A,B,...)");
    if (name == QLatin1String("agreement"))
        return QStringLiteral("conditions x metrics: accuracy, kappa, macro-F1, r, rho, bias, SD(d), MAE, delta alpha, W1SD, "
                              "plurality agreement of the categorical dimensions (--emotion: a group; --dimension: only the "
                              "classification or one dimension's columns)");
    if (name == QLatin1String("agreement-long"))
        return QStringLiteral("the agreement of the numeric dimensions in long form, one row per group x dimension x condition "
                              "(--emotion: one group; default all items and every group)");
    if (name == QLatin1String("verdicts"))
        return QStringLiteral("verdict matrix: groups (all, factor levels) x dimensions");
    if (name == QLatin1String("verdict-evidence"))
        return QStringLiteral("the numbers behind one verdict cell, one row per condition (--emotion, --dimension)");
    if (name == QLatin1String("confusion"))
        return QStringLiteral("confusion matrix of one condition, rows true, columns predicted (--condition; "
                              "--dimension NAME: a categorical dimension against its human plurality)");
    if (name == QLatin1String("class-metrics"))
        return QStringLiteral("per-class precision, recall, F1 and support of one condition (--condition, --dimension)");
    if (name == QLatin1String("categorical-human"))
        return QStringLiteral("humans of each categorical dimension: alpha with bootstrap CI, Fleiss kappa, LOO plurality agreement (--dimension, --emotion)");
    if (name == QLatin1String("categorical-agreement"))
        return QStringLiteral("conditions against the human plurality: plurality agreement, kappa, macro-F1, delta alpha with CI, Alt-test (--condition, --dimension, --emotion)");
    if (name == QLatin1String("categorical-labels"))
        return QStringLiteral("per-label precision, recall, F1 against the human plurality (--condition, --dimension, --emotion)");
    if (name == QLatin1String("alt-test-joint"))
        return QStringLiteral("the Alt-test across every numeric / categorical dimension at once, per group (--condition, --emotion)");
    if (name == QLatin1String("human-reliability"))
        return QStringLiteral("human Krippendorff alpha (4 levels), LOO W1SD baseline per dimension and emotion (--dimension)");
    if (name == QLatin1String("variance-components"))
        return QStringLiteral("crossed human LMM per dimension: var rater/image/residual, shares, ICCs, status (--dimension)");
    if (name == QLatin1String("subgroup-accuracy"))
        return QStringLiteral("accuracy, macro-F1, kappa per race, gender and race x gender cell (--condition)");
    if (name == QLatin1String("demographic-anova"))
        return QStringLiteral("race x gender ANOVA of the bias per emotion: df, F, p, eta2, BH q (--condition, --dimension)");
    if (name == QLatin1String("demographic-tukey"))
        return QStringLiteral("Tukey comparisons of the race x gender cells where the interaction has q < .05 (--condition, --dimension)");
    if (name == QLatin1String("demographic-glmm"))
        return QStringLiteral("binomial GLMM likelihood-ratio tests of race and gender on correctness (--condition)");
    return {};
}

analysis::RatingAnalysisParts analysisPartsForTable(const QString &name)
{
    analysis::RatingAnalysisParts parts {true, false, false};
    if (isDemographicTable(name))
        parts.demographics = true;
    if (name == QLatin1String("variance-components"))
        parts.mixed = true;
    return parts;
}

namespace {

/// Translates a text of context rl::models::TableCatalog, marked with QT_TRANSLATE_NOOP where it is
/// written (so that lupdate finds it), at the moment it is used (so that a language switch shows at once).
QString trc(const char *text) { return QCoreApplication::translate("rl::models::TableCatalog", text); }

// The words of a table's caption, marked for lupdate here and translated by trc() where they are used.
constexpr const char *kWithDetail = QT_TRANSLATE_NOOP("rl::models::TableCatalog", "%1 (%2)");
constexpr const char *kFilterLevel = QT_TRANSLATE_NOOP("rl::models::TableCatalog", "%1 = %2");
constexpr const char *kFilterCondition = QT_TRANSLATE_NOOP("rl::models::TableCatalog", "condition = %1");
constexpr const char *kFilterDimension = QT_TRANSLATE_NOOP("rl::models::TableCatalog", "dimension = %1");
constexpr const char *kFilterThresholds =
    QT_TRANSLATE_NOOP("rl::models::TableCatalog", "verdict thresholds recall %1, κ %2, at least %3 conditions");
constexpr const char *kStudy = QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Study: %1%2.");
constexpr const char *kSynthetic = QT_TRANSLATE_NOOP("rl::models::TableCatalog", " (synthetic demo data)");
constexpr const char *kNoFilter = QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Filter: none (all items).");
constexpr const char *kFilter = QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Filter: %1.");
constexpr const char *kAgreementNote = QT_TRANSLATE_NOOP(
    "rl::models::TableCatalog",
    "n = items with a model rating and at least one human rating; coverage = n / items of the group; "
    "bias and 95% limits of agreement of d = human mean − model rating (Bland & Altman, 1986, 1999); "
    "Δα = interval Krippendorff α with the model as an added rater minus α of the humans (Krippendorff, 2011); "
    "W1SD = share of items within one human SD of the human mean; — = undefined.");
constexpr const char *kPluralityNote = QT_TRANSLATE_NOOP(
    "rl::models::TableCatalog",
    "The reference is each item's human plurality, the label most human raters gave; an item whose plurality "
    "is a tie of t labels counts 1/t for each of them, so counts and supports can be fractional (methods §3.7). "
    "Δα = Krippendorff α (nominal, or ordinal for ordered labels) with the model as an added rater minus α of "
    "the humans, with a 95% percentile bootstrap interval over the items.");
constexpr const char *kCategoricalHumanNote = QT_TRANSLATE_NOOP(
    "rl::models::TableCatalog",
    "α = Krippendorff's α with a 95% percentile bootstrap interval over the items; Fleiss' κ where every item "
    "has the same number of raters; plurality agreement (human LOO) = each human label against the plurality "
    "of the item's other labels, a tie of t labels giving 1/t.");
constexpr const char *kAltTestNote = QT_TRANSLATE_NOOP(
    "rl::models::TableCatalog",
    "The Alt-test (Calderon, Reichart & Dror, 2025) over every dimension of a kind at once, instances = item × "
    "dimension; ω = share of usable human raters the model beats; it passes at ω ≥ 0.5.");
constexpr const char *kComparisonNote = QT_TRANSLATE_NOOP(
    "rl::models::TableCatalog",
    "Each pair of conditions on the items both answered (n); Δ = condition A − condition B; "
    "Williams' t for r (Steiger, 1980), paired t for the bias, McNemar for accuracy, paired percentile "
    "bootstrap otherwise; q = Benjamini–Hochberg over every comparison shown.");
constexpr const char *kGlmmNote = QT_TRANSLATE_NOOP(
    "rl::models::TableCatalog",
    "q = p adjusted by Benjamini–Hochberg over every GLMM test of the analysis (each condition, race and "
    "gender); a test is highlighted where q < .05.");
constexpr const char *kPlanNote = QT_TRANSLATE_NOOP(
    "rl::models::TableCatalog",
    "Each design draws sub-studies of the study itself: its number of items without replacement, then that many "
    "human raters of each item; stability = share of draws whose decision is the whole study's, with its "
    "Clopper–Pearson 95% interval (methods §3.8).");
constexpr const char *kNumbersNote = QT_TRANSLATE_NOOP(
    "rl::models::TableCatalog",
    "Statistics bounded by 1 are written without a leading zero, with %1 decimals (p with three, \"< .001\" below); "
    "Δα with its sign and with more decimals where %1 would round it to zero.");

QString tableTitle(const QString &name)
{
    static const std::pair<const char *, const char *> titles[] = {
        {"comparison", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Paired comparisons of the model conditions")},
        {"agreement",
         QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Agreement of the model conditions with the human ratings")},
        {"agreement-long",
         QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Agreement of the model conditions with the human ratings, per dimension")},
        {"verdicts",
         QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Verdicts: can the models replace the human raters?")},
        {"verdict-evidence", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Evidence behind one verdict")},
        {"confusion",
         QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Confusion matrix (rows: true emotion, columns: answer)")},
        {"class-metrics", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Precision, recall and F1 per emotion")},
        {"human-reliability", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Reliability of the human raters")},
        {"variance-components",
         QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Variance components of the human ratings")},
        {"subgroup-accuracy",
         QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Classification accuracy per demographic subgroup")},
        {"demographic-anova", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Race × gender ANOVA of the bias")},
        {"demographic-tukey",
         QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Tukey comparisons of the race × gender cells")},
        {"demographic-glmm",
         QT_TRANSLATE_NOOP("rl::models::TableCatalog", "GLMM tests of race and gender on correctness")},
        {"categorical-human",
         QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Agreement of the human raters on the categorical dimensions")},
        {"categorical-agreement",
         QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Agreement of the model conditions with the human plurality")},
        {"categorical-labels",
         QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Precision, recall and F1 per label against the human plurality")},
        {"alt-test-joint", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Alt-test across dimensions")},
        {"plan", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Stability of the verdict per study design")},
        {"plan_summary", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Smallest study design keeping the verdict")},
    };
    for (const auto &[key, text] : titles)
        if (name == QLatin1String(key))
            return trc(text);
    return name;
}

QString conditionLabel(const AnalysisBundle &b, const QString &id)
{
    for (const auto &c : b.analysis.conditions)
        if (c.id == id.toStdString())
            return QString::fromStdString(c.label.empty() ? c.id : c.label);
    return id;
}

} // namespace

QString sheetName(const char *table, const QString &detail)
{
    static const std::pair<const char *, const char *> names[] = {
        {"agreement", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Agreement")},
        {"verdicts", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Verdicts")},
        {"confusion", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Confusion")},
        {"class-metrics", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Class metrics")},
        {"categorical-human", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Categorical humans")},
        {"categorical-agreement", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Categorical agreement")},
        {"categorical-labels", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Categorical labels")},
        {"alt-test-joint", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Alt-test joint")},
        {"human-reliability", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Human reliability")},
        {"variance-components", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Variance components")},
        {"subgroup-accuracy", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Subgroup accuracy")},
        {"demographic-anova", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Demographic ANOVA")},
        {"demographic-tukey", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Demographic Tukey")},
        {"demographic-glmm", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Demographic GLMM")},
        {"verdict-evidence", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Evidence")},
        {"comparison", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Comparison")},
        {"plan", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Plan")},
        {"plan_summary", QT_TRANSLATE_NOOP("rl::models::TableCatalog", "Plan summary")},
    };
    QString name = QString::fromLatin1(table);
    for (const auto &[key, text] : names)
        if (qstrcmp(key, table) == 0)
            name = trc(text);
    return detail.isEmpty() ? name : trc(kWithDetail).arg(name, detail);
}

TableCaption tableCaption(const AnalysisBundle &b, const TableRequest &r, int decimals)
{
    TableCaption caption;
    caption.decimals = decimals;
    const QString study = b.study ? QString::fromStdString(b.study->name) : QString();
    caption.title = study.isEmpty() ? tableTitle(r.name) : trc(kWithDetail).arg(tableTitle(r.name), study);
    QStringList filter;
    if (!r.group.isEmpty())
        filter << trc(kFilterLevel).arg(QString::fromStdString(b.analysis.groupColumn()), r.group);
    if (!r.condition.isEmpty())
        filter << trc(kFilterCondition).arg(conditionLabel(b, r.condition));
    if (!r.dimension.isEmpty())
        filter << trc(kFilterDimension).arg(r.dimension);
    if (r.thresholds)
        filter << trc(kFilterThresholds).arg(r.thresholds->recall).arg(r.thresholds->kappa).arg(r.thresholds->replaceableMin);
    QStringList note;
    if (!study.isEmpty())
        note << trc(kStudy).arg(study, b.study->synthetic ? trc(kSynthetic) : QString());
    note << (filter.isEmpty() ? trc(kNoFilter) : trc(kFilter).arg(filter.join(QLatin1String("; "))));
    if (r.name == QLatin1String("agreement") || r.name == QLatin1String("agreement-long"))
        note << trc(kAgreementNote);
    if (r.name == QLatin1String("categorical-agreement") || r.name == QLatin1String("categorical-labels")
        || (r.name == QLatin1String("confusion") && !r.dimension.isEmpty() && r.dimension != QLatin1String("classification")))
        note << trc(kPluralityNote);
    if (r.name == QLatin1String("categorical-human"))
        note << trc(kCategoricalHumanNote);
    if (r.name == QLatin1String("alt-test-joint"))
        note << trc(kAltTestNote);
    if (r.name == QLatin1String("comparison"))
        note << trc(kComparisonNote);
    if (r.name == QLatin1String("plan") || r.name == QLatin1String("plan_summary"))
        note << trc(kPlanNote);
    if (r.name == QLatin1String("demographic-glmm"))
        note << trc(kGlmmNote);
    note << trc(kNumbersNote).arg(decimals);
    caption.note = note.join(QLatin1Char(' '));
    return caption;
}

std::vector<NamedTable> allTables(std::shared_ptr<const AnalysisBundle> bundle, int decimals)
{
    std::vector<NamedTable> out;
    if (!bundle)
        return out;
    const AnalysisBundle &b = *bundle;
    // keepEmpty: a sheet with its header even without rows (a Tukey table of a study with no interaction to follow up).
    const auto request = [](const QString &name, const QString &condition, const QString &group, const QString &dimension) {
        TableRequest r;
        r.name = name;
        r.condition = condition;
        r.group = group;
        r.dimension = dimension;
        return r;
    };
    const auto add = [&](const TableRequest &r, const QString &sheet, bool keepEmpty = false) {
        auto table = makeTable(bundle, r);
        if (table && ((*table)->rowCount() > 0 || keepEmpty))
            out.push_back({sheet, *table, tableCaption(b, r, decimals)});
    };
    add(request(QStringLiteral("agreement"), {}, {}, {}), sheetName("agreement"));
    for (std::size_t g = 1; g < b.analysis.groups.size(); ++g) {
        const QString emotion = QString::fromStdString(b.analysis.groups[g]);
        add(request(QStringLiteral("agreement"), {}, emotion, {}), sheetName("agreement", emotion));
    }
    add(request(QStringLiteral("verdicts"), {}, {}, {}), sheetName("verdicts"));
    // The evidence of every verdict cell over all items, one sheet per dimension.
    for (const auto &cell : b.verdicts.cells)
        if (cell.group == b.verdicts.cells.front().group) {
            const QString dimension = QString::fromStdString(cell.dimension);
            add(request(QStringLiteral("verdict-evidence"), {}, QString::fromStdString(cell.group), dimension),
                sheetName("verdict-evidence", dimension).left(31));
        }
    for (const auto &c : b.analysis.conditions) {
        if (!c.classification.present)
            continue;
        const QString id = QString::fromStdString(c.id);
        add(request(QStringLiteral("confusion"), id, {}, {}), sheetName("confusion", id));
        add(request(QStringLiteral("class-metrics"), id, {}, {}), sheetName("class-metrics", id));
    }
    for (const char *name : {"categorical-human", "categorical-agreement", "categorical-labels", "alt-test-joint"})
        add(request(QString::fromLatin1(name), {}, {}, {}), sheetName(name));
    for (std::size_t k = 0; k < b.analysis.categoricalDimensions.size(); ++k)
        for (std::size_t c = 0; c < b.analysis.conditions.size(); ++c) {
            if (conditionConfusion(b.analysis, c, static_cast<int>(k)).counts.empty())
                continue;
            const QString id = QString::fromStdString(b.analysis.conditions[c].id);
            const QString dimension = QString::fromStdString(b.analysis.categoricalDimensions[k]);
            add(request(QStringLiteral("confusion"), id, {}, dimension), sheetName("confusion", id + QLatin1Char(' ') + dimension));
        }
    for (const char *name : {"human-reliability", "variance-components", "subgroup-accuracy", "demographic-anova",
                             "demographic-tukey", "demographic-glmm"})
        add(request(QString::fromLatin1(name), {}, {}, {}), sheetName(name),
            std::string_view(name) == "demographic-tukey" && b.analysis.demographics.status != analysis::DemographicStatus::NotRun);
    if (b.analysis.conditions.size() >= 2) // the paired comparison of the first 8 conditions (B = 2000, seed 42)
        add(request(QStringLiteral("comparison"), {}, {}, {}), sheetName("comparison"));
    return out;
}

Result<std::shared_ptr<QAbstractItemModel>> makeTable(std::shared_ptr<const AnalysisBundle> bundle,
                                                     const TableRequest &r)
{
    if (!bundle)
        return Error {ErrorCode::NotFound, "no analysis"};
    const AnalysisBundle &b = *bundle;
    if (r.name == QLatin1String("comparison"))
        return makeComparisonTable(bundle, r.condition.split(QLatin1Char(','), Qt::SkipEmptyParts), r.comparison);
    if (r.name == QLatin1String("plan") || r.name == QLatin1String("plan_summary"))
        return makePlanTable(bundle, r.name == QLatin1String("plan_summary"), r.plan);
    if (r.name == QLatin1String("agreement-long")) {
        std::vector<int> groups; // every group, or the one asked for
        if (!r.group.isEmpty()) {
            const int g = b.analysis.groupIndex(r.group.toStdString());
            if (g < 0)
                return Error {ErrorCode::NotFound, "no " + b.analysis.groupColumn() + " '" + r.group.toStdString() + "' in the analysis"};
            groups.push_back(g);
        }
        auto model = std::make_shared<LongAgreementModel>(LongAgreementModel::Block::Numeric);
        model->setBundle(bundle, groups);
        return std::shared_ptr<QAbstractItemModel>(model);
    }
    if (r.name == QLatin1String("agreement")) {
        auto model = std::make_shared<AgreementTableModel>();
        model->setBundle(bundle);
        if (!r.group.isEmpty()) {
            const int g = b.analysis.groupIndex(r.group.toStdString());
            if (g < 0)
                return Error {ErrorCode::NotFound, "no " + b.analysis.groupColumn() + " '" + r.group.toStdString() + "' in the analysis"};
            model->setGroup(g);
        }
        if (!r.dimension.isEmpty()) { // one block: the classification or a dimension
            if (!model->blocks().contains(r.dimension))
                return Error {ErrorCode::NotFound, "no classification or predicted dimension '" + r.dimension.toStdString() + "'"};
            model->setBlock(r.dimension);
        }
        return std::shared_ptr<QAbstractItemModel>(model);
    }
    if (r.name == QLatin1String("verdicts")) {
        auto model = std::make_shared<VerdictMatrixModel>();
        model->setVerdicts(b.verdictsWith(r.thresholds));
        return std::shared_ptr<QAbstractItemModel>(model);
    }
    if (r.name == QLatin1String("verdict-evidence")) {
        // The model points into its matrix: keep the two together.
        struct OwningEvidenceModel : VerdictEvidenceModel {
            analysis::VerdictMatrix matrix;
        };
        auto model = std::make_shared<OwningEvidenceModel>();
        model->matrix = b.verdictsWith(r.thresholds);
        std::string emotion = r.group.toStdString();
        if (emotion.empty() && !model->matrix.cells.empty())
            emotion = model->matrix.cells.front().group;
        std::string dimension = r.dimension.toStdString();
        if (dimension.empty() && !model->matrix.cells.empty()) // the classification, else the matrix's first dimension
            dimension = model->matrix.find(emotion, "classification") ? std::string("classification")
                                                                      : model->matrix.cells.front().dimension;
        const auto *cell = model->matrix.find(emotion, dimension);
        if (!cell)
            return Error {ErrorCode::NotFound, "no verdict cell (" + emotion + ", " + dimension + ")"};
        model->setCell(cell);
        return std::shared_ptr<QAbstractItemModel>(model);
    }
    if (r.name == QLatin1String("confusion") || r.name == QLatin1String("class-metrics")) {
        const int source = confusionSource(b.analysis, r.dimension.toStdString());
        if (source == kNoConfusion)
            return Error {ErrorCode::NotFound,
                          r.dimension.isEmpty() ? std::string("the analysis has no classification and no categorical dimension with human labels")
                                                : "no classification or categorical dimension '" + r.dimension.toStdString() + "'"};
        auto c = conditionIndex(b, r.condition, source);
        if (!c)
            return c.error();
        const ConfusionTable confusion = conditionConfusion(b.analysis, std::size_t(*c), source);
        const auto &labels = confusionLabels(b.analysis, source);
        const std::string dimension = confusionDimension(b.analysis, source);
        if (r.name == QLatin1String("confusion")) {
            auto model = std::make_shared<ConfusionMatrixModel>();
            model->setConfusion(confusion, labels, dimension);
            return std::shared_ptr<QAbstractItemModel>(model);
        }
        auto model = std::make_shared<ClassMetricsModel>();
        model->setConfusion(confusion, labels, dimension);
        return std::shared_ptr<QAbstractItemModel>(model);
    }
    if (isCategoricalTable(r.name))
        return makeCategoricalTable(bundle, r);
    return makeDemographicsTable(bundle, r);
}

} // namespace rl::models

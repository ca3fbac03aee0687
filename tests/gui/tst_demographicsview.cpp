// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/colorscale.h"
#include "models/demographics/biasanovamodel.h"
#include "models/demographics/glmmtestsmodel.h"
#include "models/demographics/humanreliabilitymodel.h"
#include "models/demographics/subgroupaccuracymodel.h"
#include "models/demographics/tukeycomparisonsmodel.h"
#include "models/demographics/variancecomponentsmodel.h"
#include "models/roles.h"
#include "models/tablecatalog.h"
#include "models/tableexport.h"
#include "tests/common/testutil.h"
#include "tests/gui/analysisfixture.h"
#include "tests/gui/headerdefinitions.h"
#include "models/metricdefinitions.h"
#include "widgets/demographics/demographicstablepage.h"
#include "widgets/demographics/humandemographicsview.h"
#include "widgets/figurecanvas.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFont>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QtTest>

#include <cmath>

using namespace rl;
using Section = widgets::HumanDemographicsView::Section;

namespace {

/// The fake study (4 identities: 24 items per emotion, 4 per race × gender cell) with cond1, cond2
/// and "biased", whose valence answers are the human mean plus +2 for Black women and −2 for White
/// men (a race × gender interaction the ANOVA must flag) and a little deterministic noise. Every
/// part of the analysis runs.
std::shared_ptr<const models::AnalysisBundle> fullBundle()
{
    test::FakeStudyOptions options;
    options.identities = 4;
    auto study = std::make_shared<study::Study>(test::makeFakeStudy(options));
    test::addFakePredictions(*study, 2);
    auto &s = *study;
    const std::size_t items = s.items.size();
    std::vector<double> sum(items, 0.0), n(items, 0.0);
    for (const auto &r : s.ratings)
        if (r.dimension == 0 && s.raters[std::size_t(r.rater)].kind == study::RaterKind::Human) {
            sum[std::size_t(r.item)] += r.value;
            n[std::size_t(r.item)] += 1;
        }
    study::ModelCondition biased;
    biased.id = "biased";
    biased.label = "Biased";
    biased.provider = "openai-compatible";
    biased.model = "fake-biased";
    biased.simulated = true;
    const int rater = s.raterOfCondition(s.addCondition(biased));
    const int emotionDimension = s.findDimension(study::face::kEmotion);
    for (std::size_t i = 0; i < items; ++i) {
        const auto &levels = s.items[i].levels; // race (Black, White, Korean), gender (female, male), emotion
        const double effect = levels[0] == 0 && levels[1] == 0 ? 2.0 : levels[0] == 1 && levels[1] == 1 ? -2.0 : 0.0;
        const double mean = n[i] > 0 ? sum[i] / n[i] : 5.0;
        const double nan = std::numeric_limits<double>::quiet_NaN();
        s.ratings.push_back({rater, int(i), 0, mean + effect + 0.1 * double(i % 3), nan, 0, 0});
        s.ratings.push_back(
            {rater, int(i), emotionDimension, double(i % 7 == 0 ? (levels[2] + 1) % 6 : levels[2]), nan, 0, 0});
    }
    analysis::RatingAnalysisOptions o;
    o.resamplingRepeats = 20;
    auto bundle = models::computeAnalysisBundle(std::shared_ptr<const study::Study>(study), o);
    return bundle ? *bundle : nullptr;
}

/// The fake study without its emotion factor (the categorical emotion dimension stays unanswered).
std::shared_ptr<const models::AnalysisBundle> noEmotionBundle()
{
    auto study = std::make_shared<study::Study>(test::makeFakeStudy());
    study->factors.erase(study->factors.begin() + 2);
    for (auto &item : study->items)
        item.levels.erase(item.levels.begin() + 2);
    study->reindex();
    analysis::RatingAnalysisOptions o;
    o.resamplingRepeats = 20;
    auto bundle = models::computeAnalysisBundle(std::shared_ptr<const study::Study>(study), o);
    return bundle ? *bundle : nullptr;
}

int conditionIndex(const models::AnalysisBundle &b, const std::string &id)
{
    for (std::size_t c = 0; c < b.analysis.conditions.size(); ++c)
        if (b.analysis.conditions[c].id == id)
            return int(c);
    return -1;
}

} // namespace

class TestDemographicsView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void humanReliabilityFollowsTheEngine();
    void varianceComponentsFollowTheEngine();
    void varianceStatusSpeaksLikeLme4();
    void subgroupAccuracyFollowsTheEngine();
    void anovaFollowsTheEngine();
    void anovaHighlightsQBelowPointZeroFive();
    void anovaSortsNumerically();
    void tukeyRowsOnlyWhereTheInteractionIsSignificant();
    void glmmTestsFollowTheEngine();
    void tableCatalogExportsTheNewTables();
    void heatmapShowsTheCellF1();
    void viewSwitchesSectionsAndFilters();
    void exportRequestCarriesTheTable();
    void copyAsTsvCopiesTheShownTable();
    void emptyAndPartialBundlesExplain();
    void everyStatisticsHeaderHasADefinition();

private:
    std::shared_ptr<const models::AnalysisBundle> m_bundle;
};

void TestDemographicsView::initTestCase()
{
    m_bundle = fullBundle();
    QVERIFY(m_bundle);
    QCOMPARE(m_bundle->analysis.conditions.size(), std::size_t(4)); // sim, cond1, cond2, biased
    QCOMPARE(m_bundle->analysis.demographics.status, analysis::DemographicStatus::Ok);
    QVERIFY(m_bundle->analysis.mixed.run);
}

void TestDemographicsView::humanReliabilityFollowsTheEngine()
{
    models::HumanReliabilityModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setBundle(m_bundle);
    const auto &a = m_bundle->analysis;
    QCOMPARE(model.rowCount(), int(a.dimensions.size() * a.groups.size())); // 3 dimensions x (all + 6 emotions)
    QCOMPARE(model.columnCount(), int(models::HumanReliabilityModel::ColumnCount));
    // Row 0 = valence, all items; row 8 = arousal, first emotion.
    const auto &h0 = a.human[0][0];
    QCOMPARE(model.value(0, models::HumanReliabilityModel::AlphaInterval),
        h0.alpha[std::size_t(agreement::AlphaLevel::Interval)].alpha);
    QCOMPARE(model.value(0, models::HumanReliabilityModel::AlphaNominal),
        h0.alpha[std::size_t(agreement::AlphaLevel::Nominal)].alpha);
    QCOMPARE(model.value(0, models::HumanReliabilityModel::LooW1sd), h0.loo.share);
    QCOMPARE(model.value(0, models::HumanReliabilityModel::Ratings), double(h0.nRatings));
    QCOMPARE(model.value(8, models::HumanReliabilityModel::LooW1sd), a.human[1][1].loo.share);
    QCOMPARE(model.index(8, models::HumanReliabilityModel::Group).data(models::ExportTextRole).toString(),
        QString::fromStdString(a.groups[1]));
    QCOMPARE(model.index(0, models::HumanReliabilityModel::Dimension).data(models::ExportTextRole).toString(),
        QStringLiteral("valence"));
    // Display: 3 decimals in the locale; export: C locale, 4 decimals.
    QCOMPARE(model.index(0, models::HumanReliabilityModel::LooW1sd).data().toString(),
        QLocale().toString(h0.loo.share, 'f', 3));
    QCOMPARE(model.index(0, models::HumanReliabilityModel::LooW1sd).data(models::ExportTextRole).toString(),
        QString::number(h0.loo.share, 'f', 4));
    QCOMPARE(model.headerData(models::HumanReliabilityModel::AlphaInterval, Qt::Horizontal, models::ExportTextRole)
                 .toString(),
        QStringLiteral("alpha_interval"));

    model.setDimensionFilter(1);
    QCOMPARE(model.rowCount(), int(a.groups.size()));
    QCOMPARE(model.index(0, 0).data(models::ExportTextRole).toString(), QStringLiteral("arousal"));
}

void TestDemographicsView::varianceComponentsFollowTheEngine()
{
    using M = models::VarianceComponentsModel;
    M model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setBundle(m_bundle);
    const auto &crossed = m_bundle->analysis.mixed.crossed;
    QCOMPARE(model.rowCount(), int(crossed.size()));
    for (int r = 0; r < model.rowCount(); ++r) {
        const auto &f = crossed[std::size_t(r)];
        QVERIFY(f.run);
        QCOMPARE(model.value(r, M::VarRater), f.varRater);
        QCOMPARE(model.value(r, M::VarImage), f.varImage);
        QCOMPARE(model.value(r, M::VarResidual), f.varResidual);
        QCOMPARE(model.value(r, M::Observations), double(f.n));
        const double total = f.varRater + f.varImage + f.varResidual;
        QVERIFY(test::fuzzyCompare(
            model.value(r, M::ShareRater) + model.value(r, M::ShareImage) + model.value(r, M::ShareResidual), 1.0,
            1e-12)); // shares add up
        QVERIFY(test::fuzzyCompare(model.value(r, M::IccAgreement), f.varImage / total, 1e-15));
        if (f.varImage > 0)
            QVERIFY(test::fuzzyCompare(model.value(r, M::RaterImageRatio), f.varRater / f.varImage, 1e-15));
        QVERIFY(
            test::fuzzyCompare(model.value(r, M::IccConsistency), f.varImage / (f.varImage + f.varResidual), 1e-15));
        QCOMPARE(model.index(r, M::Status).data(models::ExportTextRole).toString(),
            f.singular ? QStringLiteral("singular") : QString::fromStdString(f.status));
    }
    model.setDimensionFilter(2);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, M::Dimension).data(models::ExportTextRole).toString(), QStringLiteral("naturalness"));
}

void TestDemographicsView::varianceStatusSpeaksLikeLme4()
{
    using M = models::VarianceComponentsModel;
    analysis::CrossedLmm fit;
    fit.run = true;
    analysis::setOutcome(fit, analysis::FitOutcome::Ok);
    QCOMPARE(M::statusText(fit, true), QStringLiteral("ok"));
    fit.singular = true;
    QVERIFY(M::statusText(fit, false).contains(QStringLiteral("boundary (singular) fit")));
    analysis::setOutcome(fit, analysis::FitOutcome::NotConverged, "max_evaluations");
    QVERIFY(M::statusText(fit, false).contains(QStringLiteral("failed to converge")));
    QCOMPARE(M::statusText(fit, true), QStringLiteral("max_evaluations;singular"));
    analysis::CrossedLmm failed;
    analysis::setOutcome(failed, analysis::FitOutcome::FitFailed, "not positive definite");
    QCOMPARE(M::statusText(failed, true), QStringLiteral("fit: not positive definite")); // the exported name
    QVERIFY(M::statusText(failed, false).contains(QStringLiteral("not positive definite")));

    // A singular fit in a bundle shows in the table's status column.
    auto copy = std::make_shared<models::AnalysisBundle>(*m_bundle);
    copy->analysis.mixed.crossed[0].singular = true;
    M model;
    model.setBundle(copy);
    QVERIFY(model.index(0, M::Status).data().toString().contains(QStringLiteral("singular")));
    QVERIFY(!model.index(0, M::Status).data(Qt::ToolTipRole).toString().isEmpty());
}

void TestDemographicsView::subgroupAccuracyFollowsTheEngine()
{
    using M = models::SubgroupAccuracyModel;
    M model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setBundle(m_bundle);
    const auto &dem = m_bundle->analysis.demographics;
    // sim gave no emotion answers; cond1, cond2 and biased: 3 races + 2 genders + 6 cells each.
    QCOMPARE(model.rowCount(), 3 * 11);
    const int biased = conditionIndex(*m_bundle, "biased");
    const auto &groups = dem.conditions[std::size_t(biased)].classification;
    QCOMPARE(groups.size(), std::size_t(11));
    model.setConditionFilter(biased);
    QCOMPARE(model.rowCount(), 11);
    for (int r = 0; r < model.rowCount(); ++r) {
        QCOMPARE(model.value(r, M::Accuracy), groups[std::size_t(r)].confusion.accuracy);
        QCOMPARE(model.value(r, M::MacroF1), groups[std::size_t(r)].confusion.macroF1);
        QCOMPARE(model.value(r, M::N), double(groups[std::size_t(r)].confusion.n));
        QCOMPARE(model.index(r, M::Subgroup).data(models::ExportTextRole).toString(),
            QString::fromStdString(groups[std::size_t(r)].level));
    }
    QCOMPARE(model.index(0, M::Condition).data(models::ExportTextRole).toString(), QStringLiteral("biased"));
    model.setKindFilter(QStringLiteral("race:gender"));
    QCOMPARE(model.rowCount(), 6);
    QCOMPARE(model.index(0, M::Subgroup).data(models::ExportTextRole).toString(), QStringLiteral("Black:female"));
    QVERIFY(model.index(0, M::Subgroup).data().toString().contains(QStringLiteral(" × ")));
}

void TestDemographicsView::anovaFollowsTheEngine()
{
    using M = models::BiasAnovaModel;
    M model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setBundle(m_bundle);
    const auto &dem = m_bundle->analysis.demographics;
    int expected = 0;
    for (const auto &c : dem.conditions)
        for (const auto &dim : c.anova)
            for (const auto &cell : dim)
                if (cell.status != analysis::DemographicStatus::NoPredictions)
                    expected += 3;
    // sim: valence x 6 emotions; cond1, cond2: valence and arousal; biased: valence -> (1 + 2 + 2 + 1) x 6 x 3
    QCOMPARE(expected, 6 * 6 * 3);
    QCOMPARE(model.rowCount(), expected);
    for (int r = 0; r < model.rowCount(); r += 7) {
        const auto k = model.key(r);
        const auto &cell = dem.conditions[k[0]].anova[k[1]][k[2]];
        const auto &t = cell.terms[k[3]];
        QCOMPARE(model.value(r, M::F), t.test.F);
        QCOMPARE(model.value(r, M::P), t.test.p);
        QCOMPARE(model.value(r, M::Eta2), t.eta2);
        QCOMPARE(model.value(r, M::Q), t.q);
        QCOMPARE(model.value(r, M::Df), t.test.df1);
        QCOMPARE(model.value(r, M::DfResidual), t.test.df2);
        QCOMPARE(model.index(r, M::Term).data(models::ExportTextRole).toString(), QString::fromStdString(t.term));
    }
    // Filters: biased x valence = 6 emotions x 3 terms; the interaction's F for the first emotion.
    const int biased = conditionIndex(*m_bundle, "biased");
    model.setConditionFilter(biased);
    model.setDimensionFilter(0);
    QCOMPARE(model.rowCount(), 18);
    QCOMPARE(model.index(2, M::Term).data(models::ExportTextRole).toString(), QStringLiteral("race:gender"));
    QCOMPARE(model.value(2, M::F), dem.conditions[std::size_t(biased)].anova[0][0].terms[2].test.F);
    QCOMPARE(model.index(2, M::P).data(models::ExportTextRole).toString(),
        QString::number(dem.conditions[std::size_t(biased)].anova[0][0].terms[2].test.p, 'g', 4));
    model.setDimensionFilter(1); // biased gave no arousal answers
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.emptyText().isEmpty());
}

void TestDemographicsView::anovaHighlightsQBelowPointZeroFive()
{
    using M = models::BiasAnovaModel;
    M model;
    model.setBundle(m_bundle);
    int significant = 0, notSignificant = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
        const double q = model.value(r, M::Q);
        const bool flagged = model.index(r, M::Q).data(models::DemographicsSignificantRole).toBool();
        QCOMPARE(flagged, !std::isnan(q) && q < 0.05);
        QCOMPARE(model.index(r, M::Q).data(Qt::FontRole).value<QFont>().bold(), flagged);
        QCOMPARE(model.index(r, M::Q).data(Qt::BackgroundRole).isValid(), flagged);
        QVERIFY(!model.index(r, M::P).data(models::DemographicsSignificantRole).toBool()); // q only
        (flagged ? significant : notSignificant) += 1;
    }
    QVERIFY(significant > 0); // the biased condition's interaction
    QVERIFY(notSignificant > 0);
    // Every interaction of the biased condition on valence is flagged.
    const int biased = conditionIndex(*m_bundle, "biased");
    model.setConditionFilter(biased);
    model.setDimensionFilter(0);
    for (int r = 2; r < model.rowCount(); r += 3)
        QVERIFY(model.index(r, M::Q).data(models::DemographicsSignificantRole).toBool());

    // The threshold itself: q just below, at and above .05, and NaN (an untestable term).
    auto copy = std::make_shared<models::AnalysisBundle>(*m_bundle);
    auto &terms = copy->analysis.demographics.conditions[std::size_t(biased)].anova[0][0].terms;
    terms[0].q = 0.0499;
    terms[1].q = 0.05;
    terms[2].q = analysis::kNaN;
    copy->analysis.demographics.conditions[std::size_t(biased)].anova[0][1].terms[0].q = 0.2;
    model.setBundle(copy);
    QVERIFY(model.index(0, M::Q).data(models::DemographicsSignificantRole).toBool());
    QVERIFY(!model.index(1, M::Q).data(models::DemographicsSignificantRole).toBool());
    QVERIFY(!model.index(2, M::Q).data(models::DemographicsSignificantRole).toBool());
    QCOMPARE(model.index(2, M::Q).data().toString(), QStringLiteral("\u2014"));
    QCOMPARE(model.index(2, M::Q).data(models::ExportTextRole).toString(), QStringLiteral("NA"));
    QVERIFY(!model.index(3, M::Q).data(models::DemographicsSignificantRole).toBool());
}

void TestDemographicsView::anovaSortsNumerically()
{
    using M = models::BiasAnovaModel;
    M model;
    model.setBundle(m_bundle);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(models::SortValueRole);
    for (int column : {int(M::F), int(M::Q), int(M::Eta2)}) {
        proxy.sort(column, Qt::AscendingOrder);
        std::vector<double> values;
        for (int r = 0; r < model.rowCount(); ++r)
            values.push_back(model.value(r, column));
        std::vector<double> finite;
        for (double v : values)
            if (!std::isnan(v))
                finite.push_back(v);
        std::sort(finite.begin(), finite.end());
        for (std::size_t r = 0; r < finite.size(); ++r)
            QCOMPARE(proxy.index(int(r), column).data(models::SortValueRole).toDouble(), finite[r]);
    }
    // Numeric, not text order: F values of different magnitudes (e.g. 9.5 and 12.0) sort by value.
    proxy.sort(M::F, Qt::DescendingOrder);
    const double top = proxy.index(0, M::F).data(models::SortValueRole).toDouble();
    for (int r = 0; r < model.rowCount(); ++r)
        if (!std::isnan(model.value(r, M::F)))
            QVERIFY(model.value(r, M::F) <= top);
}

void TestDemographicsView::tukeyRowsOnlyWhereTheInteractionIsSignificant()
{
    using M = models::TukeyComparisonsModel;
    M model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setBundle(m_bundle);
    const auto &dem = m_bundle->analysis.demographics;
    int expected = 0;
    for (const auto &c : dem.conditions)
        for (const auto &dim : c.anova)
            for (const auto &cell : dim) {
                QCOMPARE(cell.tukeyRun, cell.status == analysis::DemographicStatus::Ok && cell.terms[2].q < 0.05);
                if (cell.tukeyRun && cell.tukey.status == stats::TukeyStatus::Ok)
                    expected += int(cell.tukey.contrasts.size());
            }
    QVERIFY(expected >= 6 * 15); // biased: 6 emotions x 15 pairs of the 6 cells
    QCOMPARE(model.rowCount(), expected);
    for (int r = 0; r < model.rowCount(); r += 11) {
        const auto k = model.key(r);
        const auto &pc = dem.conditions[k[0]].anova[k[1]][k[2]].tukey.contrasts[k[3]];
        QCOMPARE(model.value(r, M::Estimate), pc.estimate);
        QCOMPARE(model.value(r, M::Se), pc.se);
        QCOMPARE(model.value(r, M::T), pc.tRatio);
        QCOMPARE(model.value(r, M::PTukey), pc.pTukey);
        QCOMPARE(model.index(r, M::Contrast).data(models::ExportTextRole).toString(), QString::fromStdString(pc.label));
        QCOMPARE(model.index(r, M::PTukey).data(models::DemographicsSignificantRole).toBool(), pc.pTukey < 0.05);
    }
    // Black female vs White male differ by about 4 in every emotion: significant.
    model.setConditionFilter(conditionIndex(*m_bundle, "biased"));
    bool found = false;
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.index(r, M::Contrast).data(models::ExportTextRole).toString()
            == QStringLiteral("Black female - White male")) {
            found = true;
            QVERIFY(std::abs(model.value(r, M::Estimate) - 4.0) < 0.3);
            QVERIFY(model.index(r, M::PTukey).data(models::DemographicsSignificantRole).toBool());
        }
    QVERIFY(found);
}

void TestDemographicsView::glmmTestsFollowTheEngine()
{
    using M = models::GlmmTestsModel;
    M model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setBundle(m_bundle);
    QCOMPARE(model.rowCount(), 3 * 2); // cond1, cond2, biased x race, gender
    const auto &dem = m_bundle->analysis.demographics;
    const int cond1 = conditionIndex(*m_bundle, "cond1");
    model.setConditionFilter(cond1);
    QCOMPARE(model.rowCount(), 2);
    const auto &race = dem.conditions[std::size_t(cond1)].glmmRace;
    const auto &gender = dem.conditions[std::size_t(cond1)].glmmGender;
    QCOMPARE(model.index(0, M::Factor).data(models::ExportTextRole).toString(), QStringLiteral("race"));
    QCOMPARE(model.value(0, M::N), double(race.n));
    QCOMPARE(model.index(0, M::Status).data(models::ExportTextRole).toString(), QString::fromStdString(race.status));
    if (race.run) {
        QCOMPARE(model.value(0, M::Chisq), race.chisq);
        QCOMPARE(model.value(0, M::Df), 2.0); // 3 race levels
        QCOMPARE(model.value(1, M::Chisq), gender.chisq);
        QCOMPARE(model.value(1, M::Df), 1.0);
        QCOMPARE(model.index(0, M::P).data(models::DemographicsSignificantRole).toBool(), race.p < 0.05);
    } else {
        QVERIFY(std::isnan(model.value(0, M::Chisq)));
    }
}

void TestDemographicsView::tableCatalogExportsTheNewTables()
{
    const QStringList names = {QStringLiteral("human-reliability"), QStringLiteral("variance-components"),
        QStringLiteral("subgroup-accuracy"), QStringLiteral("demographic-anova"), QStringLiteral("demographic-tukey"),
        QStringLiteral("demographic-glmm")};
    for (const QString &name : names) {
        QVERIFY2(models::tableNames().contains(name), qPrintable(name));
        QVERIFY(!models::tableDescription(name).isEmpty());
        models::TableRequest request;
        request.name = name;
        auto table = models::makeTable(m_bundle, request);
        QVERIFY2(table, qPrintable(name));
        QVERIFY2((*table)->rowCount() > 0, qPrintable(name));
        const QString csv = models::tableToCsv(**table);
        QVERIFY(!csv.contains(QStringLiteral("\u2014"))); // exports say NA, never the screen's dash
    }
    // Filters through the request; the CSV header is the export names.
    models::TableRequest r;
    r.name = QStringLiteral("demographic-anova");
    r.condition = QStringLiteral("biased");
    r.dimension = QStringLiteral("valence");
    auto anova = models::makeTable(m_bundle, r);
    QVERIFY(anova);
    QCOMPARE((*anova)->rowCount(), 18);
    const QString csv = models::tableToCsv(**anova);
    QVERIFY(csv.startsWith(QStringLiteral("condition,dimension,emotion,term,n,df,df_residual,F,p,eta2,q,status\r\n")));
    QVERIFY(csv.contains(QStringLiteral("biased,valence,")));
    r.condition = QStringLiteral("nope");
    auto missing = models::makeTable(m_bundle, r);
    QVERIFY(!missing);
    QCOMPARE(missing.error().code, ErrorCode::NotFound);
    r.condition.clear();
    r.dimension = QStringLiteral("loudness");
    QVERIFY(!models::makeTable(m_bundle, r));

    // An agreement-only analysis cannot export a demographic table: an error, not an empty file.
    auto agreementOnly = test::fakeAnalysisBundle();
    models::TableRequest d;
    d.name = QStringLiteral("demographic-anova");
    auto notRun = models::makeTable(agreementOnly, d);
    QVERIFY(!notRun);
    QCOMPARE(notRun.error().code, ErrorCode::Unsupported);
    d.name = QStringLiteral("variance-components");
    QVERIFY(!models::makeTable(agreementOnly, d));
    d.name = QStringLiteral("human-reliability");
    QVERIFY(models::makeTable(agreementOnly, d));

    QVERIFY(models::analysisPartsForTable(QStringLiteral("demographic-tukey")).demographics);
    QVERIFY(!models::analysisPartsForTable(QStringLiteral("demographic-tukey")).mixed);
    QVERIFY(models::analysisPartsForTable(QStringLiteral("variance-components")).mixed);
    QVERIFY(!models::analysisPartsForTable(QStringLiteral("agreement")).demographics);
}

void TestDemographicsView::heatmapShowsTheCellF1()
{
    const auto figure = widgets::makeSubgroupF1Figure(*m_bundle);
    QCOMPARE(figure.rows.size(), 3); // conditions with emotion answers
    QCOMPARE(figure.columns.size(), 6); // 3 races x 2 genders
    const auto &dem = m_bundle->analysis.demographics;
    const int biased = conditionIndex(*m_bundle, "biased");
    QCOMPARE(figure.conditions.back(), biased);
    int k = 0;
    for (const auto &s : dem.conditions[std::size_t(biased)].classification)
        if (s.kind == "race:gender") {
            QCOMPARE(figure.f1.back()[std::size_t(k)], s.confusion.macroF1);
            QCOMPARE(figure.n.back()[std::size_t(k)], s.confusion.n);
            ++k;
        }
    QCOMPARE(k, 6);

    // Pixel probe: a cell is painted with the sequential colour of its F1.
    QImage image(600, 300, QImage::Format_ARGB32);
    QPainter painter(&image);
    const auto style = widgets::exportFigureStyle(9);
    const QRectF rect(0, 0, 600, 300);
    widgets::paintSubgroupF1(painter, rect, figure, style);
    painter.end();
    const QRectF cell = widgets::subgroupF1CellRect(rect, figure, style, 2, 5);
    QVERIFY(cell.isValid());
    const QColor expected = models::sequentialColor(figure.f1[2][5]);
    const QColor probe = image.pixelColor(QPointF(cell.left() + 2, cell.top() + 2).toPoint());
    QVERIFY2(std::abs(probe.red() - expected.red()) <= 2 && std::abs(probe.blue() - expected.blue()) <= 2,
        qPrintable(probe.name() + QLatin1String(" vs ") + expected.name()));
}

void TestDemographicsView::viewSwitchesSectionsAndFilters()
{
    widgets::HumanDemographicsView view;
    view.resize(1000, 700);
    view.setBundle(m_bundle);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.section(), Section::HumanReliability);
    QVERIFY(view.dimensionCombo()->isVisible());
    QVERIFY(!view.conditionCombo()->isVisible());

    // Click "Bias ANOVA" in the section list.
    QListWidget *list = view.sectionList();
    const QRect item = list->visualItemRect(list->item(Section::BiasAnova));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, item.center());
    QTRY_COMPARE(view.section(), Section::BiasAnova);
    QVERIFY(view.tableView(Section::BiasAnova)->isVisible());
    QVERIFY(!view.emptyLabel(Section::BiasAnova)->isVisible());
    QVERIFY(view.conditionCombo()->isVisible());
    QCOMPARE(view.tableView(Section::BiasAnova)->model()->rowCount(), 6 * 6 * 3);

    // The condition combo filters every section with a condition column.
    const int biased = conditionIndex(*m_bundle, "biased");
    view.conditionCombo()->setCurrentIndex(view.conditionCombo()->findData(biased));
    QCOMPARE(view.model(Section::BiasAnova)->conditionFilter(), biased);
    QCOMPARE(view.model(Section::BiasAnova)->rowCount(), 18);
    QCOMPARE(view.model(Section::SubgroupAccuracy)->rowCount(), 11);
    QCOMPARE(view.model(Section::HumanReliability)->conditionFilter(), -1);
    QCOMPARE(view.heatmapFigure().rows.size(), 1);

    view.setSection(Section::VarianceComponents);
    QCOMPARE(view.section(), Section::VarianceComponents);
    QVERIFY(!view.conditionCombo()->isVisible());
    view.dimensionCombo()->setCurrentIndex(view.dimensionCombo()->findData(1));
    QCOMPARE(view.model(Section::VarianceComponents)->rowCount(), 1);
    QCOMPARE(view.model(Section::HumanReliability)->rowCount(), 7);

    view.setSection(Section::SubgroupAccuracy);
    QVERIFY(view.heatmapCanvas()->isVisible());
}

void TestDemographicsView::exportRequestCarriesTheTable()
{
    widgets::HumanDemographicsView view;
    view.setBundle(m_bundle);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QList<models::TableRequest> requests;
    connect(&view, &widgets::HumanDemographicsView::tableExportRequested, this,
        [&requests](const models::TableRequest &r) { requests << r; });
    view.setSection(Section::BiasAnova);
    view.setConditionFilter(conditionIndex(*m_bundle, "cond2"));
    view.setDimensionFilter(1);
    QTest::mouseClick(view.page(Section::BiasAnova)->exportButton(), Qt::LeftButton);
    QCOMPARE(requests.size(), 1);
    auto request = requests.at(0);
    QCOMPARE(request.name, QStringLiteral("demographic-anova"));
    QCOMPARE(request.condition, QStringLiteral("cond2"));
    QCOMPARE(request.dimension, QStringLiteral("arousal"));
    // The request rebuilds the same table.
    auto table = models::makeTable(m_bundle, request);
    QVERIFY(table);
    QCOMPARE((*table)->rowCount(), view.model(Section::BiasAnova)->rowCount());

    // Sections without a condition column do not carry the condition.
    view.setSection(Section::VarianceComponents);
    QTest::mouseClick(view.page(Section::VarianceComponents)->exportButton(), Qt::LeftButton);
    QCOMPARE(requests.size(), 2);
    request = requests.at(1);
    QCOMPARE(request.name, QStringLiteral("variance-components"));
    QVERIFY(request.condition.isEmpty());
    QCOMPARE(request.dimension, QStringLiteral("arousal"));
    QCOMPARE(widgets::HumanDemographicsView::tableName(Section::GlmmTests), QStringLiteral("demographic-glmm"));
}

void TestDemographicsView::copyAsTsvCopiesTheShownTable()
{
    widgets::HumanDemographicsView view;
    view.setBundle(m_bundle);
    view.setSection(Section::GlmmTests);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTest::mouseClick(view.page(Section::GlmmTests)->copyButton(), Qt::LeftButton);
    const QString tsv = QApplication::clipboard()->text();
    QVERIFY(tsv.startsWith(QStringLiteral("condition\tfactor\tn\tchisq\tdf\tp\tq\tstatus\n")));
    QCOMPARE(tsv.count(QLatin1Char('\n')), 1 + 6);
    QCOMPARE(tsv, view.tsv(Section::GlmmTests));
}

void TestDemographicsView::emptyAndPartialBundlesExplain()
{
    widgets::HumanDemographicsView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // No bundle at all.
    for (int s = 0; s < Section::SectionCount; ++s) {
        view.setSection(Section(s));
        QVERIFY(view.emptyLabel(Section(s))->isVisible());
        QVERIFY(!view.tableView(Section(s))->isVisible());
        QVERIFY(!view.emptyLabel(Section(s))->text().isEmpty());
        QVERIFY(!view.page(Section(s))->exportButton()->isEnabled());
    }

    // The agreement-only first stage: human reliability shows, the rest say they have not run yet.
    view.setBundle(test::fakeAnalysisBundle());
    view.setSection(Section::HumanReliability);
    QVERIFY(view.tableView(Section::HumanReliability)->isVisible());
    view.setSection(Section::BiasAnova);
    QVERIFY(view.emptyLabel(Section::BiasAnova)->isVisible());
    QVERIFY(view.emptyLabel(Section::BiasAnova)->text().contains(QStringLiteral("not run yet")));
    QVERIFY(view.emptyLabel(Section::VarianceComponents)->text().contains(QStringLiteral("mixed-model")));
    QVERIFY(view.heatmapFigure().empty());

    // No emotion factor: no ANOVA (it is per emotion), no classification; never a crash.
    auto noEmotion = noEmotionBundle();
    QVERIFY(noEmotion);
    QCOMPARE(noEmotion->analysis.status, analysis::AnalysisStatus::NoEmotionFactor);
    view.setBundle(noEmotion);
    QCOMPARE(view.model(Section::BiasAnova)->rowCount(), 0);
    QVERIFY(view.emptyLabel(Section::BiasAnova)->text().contains(QStringLiteral("emotion factor")));
    QCOMPARE(view.model(Section::TukeyComparisons)->rowCount(), 0);
    QCOMPARE(view.model(Section::SubgroupAccuracy)->rowCount(), 0);
    QVERIFY(!view.emptyLabel(Section::SubgroupAccuracy)->text().isEmpty());
    QCOMPARE(view.model(Section::HumanReliability)->rowCount(), 3); // one group (all) per dimension
    for (int s = 0; s < Section::SectionCount; ++s)
        view.setSection(Section(s));

    // Back to a full bundle, then to none.
    view.setBundle(m_bundle);
    QVERIFY(view.model(Section::BiasAnova)->rowCount() > 0);
    view.setBundle(nullptr);
    QCOMPARE(view.model(Section::BiasAnova)->rowCount(), 0);
    QVERIFY(view.emptyLabel(Section::BiasAnova)->text().contains(QStringLiteral("No analysis")));
}

void TestDemographicsView::everyStatisticsHeaderHasADefinition()
{
    // Every table of the face study (all parts ran): the workbook's tables, a verdict cell's evidence
    // for a classification and a numeric cell, and the comparison of three conditions.
    std::vector<models::NamedTable> tables = models::allTables(m_bundle);
    QVERIFY(tables.size() > 10);
    const auto add = [&](models::TableRequest request) {
        auto table = models::makeTable(m_bundle, request);
        QVERIFY2(table, qPrintable(request.name));
        tables.push_back({request.name + QLatin1Char(' ') + request.dimension, *table, {}});
    };
    models::TableRequest evidence;
    evidence.name = QStringLiteral("verdict-evidence");
    evidence.dimension = QStringLiteral("classification");
    add(evidence);
    evidence.dimension = QStringLiteral("valence");
    add(evidence);
    models::TableRequest comparison;
    comparison.name = QStringLiteral("comparison");
    comparison.condition = QStringLiteral("cond1,cond2,biased");
    add(comparison);
    QStringList missing;
    int checked = 0;
    for (const auto &table : tables) {
        QVERIFY2(table.model->rowCount() > 0 || table.name.startsWith(QLatin1String("demographic-tukey")), qPrintable(table.name));
        missing << test::headersWithoutDefinition(*table.model, table.name, &checked);
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    QVERIFY2(checked > 100, qPrintable(QString::number(checked))); // it looked at the statistics columns
    // The sign conventions are named: Bland–Altman's d and the demographic bias b have opposite signs.
    QVERIFY(models::metricDefinition(u"ba_bias").contains(QStringLiteral("d = human mean − model")));
    QVERIFY(models::metricDefinition(u"estimate").contains(QStringLiteral("b = model − human")));
    QVERIFY(models::metricDefinition(u"no such statistic").isEmpty());
    // Keys are unique and each definition is one short sentence or two.
    const QStringList keys = models::metricDefinitionKeys();
    QCOMPARE(QSet<QString>(keys.begin(), keys.end()).size(), keys.size());
    for (const QString &key : keys)
        QVERIFY2(models::metricDefinition(key).size() < 260, qPrintable(key));
}

QTEST_MAIN(TestDemographicsView)
#include "tst_demographicsview.moc"

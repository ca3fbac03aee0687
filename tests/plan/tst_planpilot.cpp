// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The numeric simulation fitted to a pilot study (engine/analysis/plan/pilot.h): the human variances are the
// analysis' own crossed LMM, the model's bias and error variance follow their definition on a fixture with a
// known offset, `raterlab-cli plan --simulate numeric --from` writes what the engine gives and refuses hostile
// flags; and the plan's methods paragraph (engine/analysis/plan/planmethods.h) cites the plan's numbers.
#include "engine/analysis/plan/pilot.h"
#include "engine/analysis/plan/planmethods.h"
#include "engine/analysis/plan/resampling.h"
#include "engine/analysis/plan/simulation.h"
#include "engine/analysis/ratinganalysis.h"
#include "engine/demo/demo.h"
#include "engine/stats/random.h"
#include "tests/common/clirun.h"
#include "tests/common/testutil.h"

#include <QDir>
#include <QFile>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace rl;
namespace plan = rl::analysis::plan;

namespace {

constexpr double kOffset = 0.75; ///< the fixture model's constant offset from the human item mean

/// 40 items of a numeric 1-9 dimension `score`, each rated by 5 of 8 raters (item effect + rater effect + noise,
/// rounded), and a categorical `label`; condition `offset` answers M_i + 0.75 ± 0.5 (alternating, so its
/// differences from the item means have mean 0.75 and variance 0.25 n / (n - 1)); condition `sparse` answers
/// one item. Dimension `single` has one human rating per item.
study::Study offsetStudy()
{
    study::Study s;
    s.name = "offset";
    study::Dimension score;
    score.name = "score";
    s.dimensions.push_back(score);
    study::Dimension label;
    label.name = "label";
    label.kind = study::DimensionKind::Categorical;
    label.levels = {"a", "b"};
    s.dimensions.push_back(label);
    study::Dimension single;
    single.name = "single";
    s.dimensions.push_back(single);
    std::vector<int> humans;
    for (int h = 0; h < 8; ++h)
        humans.push_back(s.addRater({"h" + std::to_string(h), study::RaterKind::Human, -1}));
    std::vector<int> models;
    for (const char *id : {"offset", "sparse"}) {
        study::ModelCondition mc;
        mc.id = id;
        mc.label = id;
        models.push_back(s.raterOfCondition(s.addCondition(mc)));
    }
    const int raterEffect[8] = {-1, 0, 1, 0, -1, 1, 0, 0};
    stats::Rng rng(11);
    for (int j = 0; j < 40; ++j) {
        study::Item it;
        it.key = "i" + std::to_string(j + 1);
        const int item = s.addItem(it);
        const int truth = 3 + static_cast<int>(rng.below(4));
        double sum = 0;
        for (int r = 0; r < 5; ++r) {
            const auto h = static_cast<std::size_t>((j + r) % 8);
            const int noise = static_cast<int>(rng.below(3)) - 1;
            const double v = std::clamp(truth + raterEffect[h] + noise, 1, 9);
            sum += v;
            s.ratings.push_back({humans[h], item, 0, v});
            s.ratings.push_back({humans[h], item, 1, static_cast<double>(rng.below(2))});
        }
        s.ratings.push_back({humans[static_cast<std::size_t>(j % 8)], item, 2, static_cast<double>(truth)});
        s.ratings.push_back({models[0], item, 0, sum / 5 + kOffset + (j % 2 == 0 ? 0.5 : -0.5)});
        if (j == 0)
            s.ratings.push_back({models[1], item, 0, static_cast<double>(truth)});
    }
    return s;
}

QString readText(const QString &path) { return QString::fromStdString(test::readBytes(path.toStdString())); }

} // namespace

class TestPlanPilot : public QObject {
    Q_OBJECT

private slots:
    void variancesAreTheAnalysisCrossedLmm()
    {
        const study::Study s = offsetStudy();
        analysis::RatingAnalysisOptions ao;
        ao.parts = {false, false, true};
        auto analysed = analysis::analyzeRatingStudy(s, ao);
        QVERIFY(analysed);
        const int dim = analysed->dimensionIndex("score");
        QVERIFY(dim >= 0);
        const analysis::CrossedLmm &fit = analysed->mixed.crossed[static_cast<std::size_t>(dim)];
        QVERIFY2(fit.varImage > 0 && fit.varRater > 0 && fit.varResidual > 0, fit.status.c_str());
        auto o = plan::numericFromPilot(s, "score", "offset", ao);
        QVERIFY2(o, o ? "" : o.error().detail.c_str());
        QVERIFY(o->kind == plan::SimulationKind::Numeric);
        QVERIFY(std::fabs(o->itemVariance - fit.varImage) <= 1e-10);
        QVERIFY(std::fabs(o->raterVariance - fit.varRater) <= 1e-10);
        QVERIFY(std::fabs(o->residualVariance - fit.varResidual) <= 1e-10);
        QCOMPARE(o->annotators, std::size_t(5));     // every item has 5 raters
        QCOMPARE(o->poolAnnotators, std::size_t(8)); // the dimension's raters
        QCOMPARE(o->poolItems, std::size_t(40));
        QCOMPARE(o->items, (std::vector<std::size_t> {30, 40})); // the default sizes that fit in 40
        QVERIFY(plan::validateSimulationOptions(*o).empty());
    }

    void modelBiasOfAKnownOffset()
    {
        const study::Study s = offsetStudy();
        auto e = plan::estimateFromPilot(s, "score", "offset");
        QVERIFY2(e, e ? "" : e.error().detail.c_str());
        QCOMPARE(e->modelItems, std::size_t(40));
        QVERIFY(std::fabs(e->options.modelBias - kOffset) < 1e-12); // mean of M_i + 0.75 ± 0.5 - M_i, 20 of each sign
        const double raw = 0.25 * 40.0 / 39.0;                       // sum of 40 × 0.5² over n - 1
        QVERIFY(std::fabs(e->rawErrorVariance - raw) < 1e-12);
        const double humanPart = (e->fit.varRater + e->fit.varResidual) / 5.0;
        QVERIFY(std::fabs(e->options.modelErrorVariance - std::max(0.0, raw - humanPart)) < 1e-12);
        // Without a condition the model keeps the base's parameters.
        plan::SimulationOptions base;
        base.modelBias = -2;
        base.modelErrorVariance = 3;
        auto humansOnly = plan::estimateFromPilot(s, "score", "", {}, base);
        QVERIFY(humansOnly);
        QCOMPARE(humansOnly->options.modelBias, -2.0);
        QCOMPARE(humansOnly->options.modelErrorVariance, 3.0);
        QCOMPARE(humansOnly->modelItems, std::size_t(0));
        QCOMPARE(humansOnly->options.itemVariance, e->options.itemVariance);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("dimension");
        QTest::addColumn<QString>("condition");
        QTest::addColumn<QString>("says");
        QTest::newRow("categorical") << "label" << "" << "categorical";
        QTest::newRow("unknown dimension") << "nosuch" << "" << "no dimension 'nosuch'";
        QTest::newRow("unknown condition") << "score" << "nosuch" << "no condition 'nosuch'";
        QTest::newRow("one rater per item") << "single" << "" << "too few ratings";
        QTest::newRow("one answer") << "score" << "sparse" << "at least 2";
    }
    void refusals()
    {
        QFETCH(QString, dimension);
        QFETCH(QString, condition);
        QFETCH(QString, says);
        auto o = plan::numericFromPilot(offsetStudy(), dimension.toStdString(), condition.toStdString());
        QVERIFY(!o);
        QVERIFY(o.error().code == ErrorCode::Validation);
        QVERIFY2(QString::fromStdString(o.error().detail).contains(says), o.error().detail.c_str());
    }

    void cliSimulatesThePilot()
    {
        const QString dir = QString::fromStdString(test::tempDir());
        const QString project = dir + "/face.raterlab";
        const auto demo = test::runCli({"demo", project});
        QVERIFY2(demo.code == 0, qPrintable(demo.err));
        auto face = demo::generateDemo(demo::kDefaultSeed);
        QVERIFY(face);
        auto fitted = plan::numericFromPilot(face->study, "valence", "gpt4omini");
        QVERIFY2(fitted, fitted ? "" : fitted.error().detail.c_str());
        // An explicit flag overrides the fitted value; the design flags the defaults.
        plan::SimulationOptions o = *fitted;
        o.raterVariance = 0.3;
        o.datasets = 2;
        o.draws = 2;
        o.items = {30, 40};
        o.epsilons = {0.1};
        o.seed = 9;
        auto expected = plan::simulate(o);
        QVERIFY(expected);
        const QString out = dir + "/sim";
        const auto run = test::runCli({"plan", "--simulate", "numeric", "--from", project, "--dimension", "valence",
                                       "--condition", "gpt4omini", "--rater-var", "0.3", "--datasets", "2", "--draws", "2",
                                       "--items", "30,40", "--epsilon", "0.1", "--seed", "9", "--out", out});
        QVERIFY2(run.code == 0, qPrintable(run.err));
        QCOMPARE(readText(out + "/simulation.csv"), QString::fromStdString(plan::simulationCsv(*expected)));
        QVERIFY(fitted->raterVariance != 0.3);
    }

    void cliHostileFlags_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("says");
        const QStringList num {"plan", "--simulate", "numeric"};
        // The flags refused before a project is opened are in tests/plan/tst_plansimulation.cpp.
        QTest::newRow("categorical dimension") << (QStringList(num) << "--from" << "@P" << "--dimension" << "emotion") << 2
                                               << "categorical";
        QTest::newRow("unknown dimension") << (QStringList(num) << "--from" << "@P" << "--dimension" << "nosuch") << 2
                                           << "nosuch";
        QTest::newRow("unknown condition")
                << (QStringList(num) << "--from" << "@P" << "--dimension" << "valence" << "--condition" << "nosuch") << 2
                << "nosuch";
        QTest::newRow("fitted pool too small for --items")
                << (QStringList(num) << "--from" << "@P" << "--dimension" << "valence" << "--pool-annotators" << "2") << 2
                << "pool's annotators";
        QTest::newRow("no such project") << (QStringList(num) << "--from" << "@D/nosuch.raterlab" << "--dimension" << "valence")
                                         << 1 << "nosuch.raterlab";
    }
    // Exit 2 (1 for a project that cannot be opened), a sentence naming the problem, and nothing written.
    void cliHostileFlags()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, says);
        static QString dir;
        if (dir.isEmpty()) {
            dir = QString::fromStdString(test::tempDir());
            const auto demo = test::runCli({"demo", dir + "/face.raterlab"});
            QVERIFY2(demo.code == 0, qPrintable(demo.err));
        }
        for (QString &a : args)
            a.replace(QLatin1String("@P"), dir + "/face.raterlab").replace(QLatin1String("@D"), dir);
        static int counter = 0;
        const QString out = dir + "/hostile-" + QString::number(++counter);
        const auto run = test::runCli(QStringList(args) << "--out" << out);
        QCOMPARE(run.code, code);
        QVERIFY2(run.err.contains(says), qPrintable(run.err));
        QVERIFY(!QDir(out).exists());
    }

    void methodsParagraphCitesThePlan()
    {
        const study::Study s = offsetStudy();
        plan::PlanOptions po;
        po.items = {20, 40};
        po.raters = {2, 5};
        po.draws = 7;
        po.seed = 1234567;
        po.target = 0.9;
        po.analysis.altTestMinItems = 10;
        auto p = plan::planStudy(s, po);
        QVERIFY2(p, p ? "" : p.error().detail.c_str());
        const std::string en = plan::planMethodsParagraph(*p, analysis::MethodsLanguage::English);
        const std::string ko = plan::planMethodsParagraph(*p, analysis::MethodsLanguage::Korean);
        QVERIFY2(en.find("seed 1234567") != std::string::npos, en.c_str());
        QVERIFY(en.find("B = 7") != std::string::npos);
        QVERIFY(en.find("m = 20 and 40; k = 2 and 5") != std::string::npos);
        QVERIFY(en.find("reached 0.9.") != std::string::npos);
        std::size_t cited = 0;
        for (const plan::PlanRecommendation &r : p->summary) {
            if (r.condition != plan::kAllConditions || r.group != "all")
                continue;
            ++cited;
            QVERIFY2(en.find("For " + r.dimension + " (") != std::string::npos, r.dimension.c_str());
            const std::string design = r.reached ? std::to_string(r.items) + " items with " + std::to_string(r.raters)
                            + " raters each (" + std::to_string(r.humanRatings) + " human ratings; "
                            + std::to_string(r.stableDraws) + " of 7 draws"
                                                 : "no design up to 40 items with 5 raters each was stable";
            QVERIFY2(en.find(design) != std::string::npos, (design + "\n" + en).c_str());
        }
        QVERIFY(cited >= 2); // score and label at least
        QVERIFY(!ko.empty() && ko != en);
        QVERIFY(ko.find("1234567") != std::string::npos);
        QVERIFY(ko.find("연구 규모") != std::string::npos);
        // writePlanFiles writes the English paragraph as plan_methods.md next to the two tables.
        const QString out = QString::fromStdString(test::tempDir()) + "/plan";
        QVERIFY(plan::writePlanFiles(*p, out.toStdString()));
        QCOMPARE(readText(out + "/plan_methods.md"), QString::fromStdString(en + "\n"));
        QCOMPARE(readText(out + "/plan.csv"), QString::fromStdString(plan::planCsv(*p)));
    }
};

QTEST_GUILESS_MAIN(TestPlanPilot)
#include "tst_planpilot.moc"

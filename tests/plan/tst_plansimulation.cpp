// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The simulation before any data (engine/analysis/plan/simulation.h, `raterlab-cli plan --simulate`):
// its categorical generator against its formula (chi-square), its curves at the Alt-test authors'
// defaults against their own notebook's run (tests/reference/plan), the numeric model's exact limits,
// the same file on 1 and 2 threads, and hostile flags refused with exit 2 and nothing written.
#include "engine/analysis/plan/simulation.h"
#include "engine/stats/distributions.h"
#include "tests/common/clirun.h"
#include "tests/common/testutil.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <utility>

using namespace rl;
using namespace rl::analysis::plan;

namespace {

/// Pearson's chi-square of observed label counts given gold against η π(c) + (1 − η)[c = g], summed over
/// the gold labels seen (K − 1 degrees of freedom each: the expected distribution is fully specified).
std::pair<double, double> labelChiSquare(const CategoricalPool &pool, std::size_t perItem, bool model, double eta)
{
    const std::size_t K = pool.priors.size();
    std::vector<std::vector<double>> observed(K, std::vector<double>(K, 0.0));
    for (std::size_t i = 0; i < pool.gold.size(); ++i) {
        const auto g = static_cast<std::size_t>(pool.gold[i]);
        if (model)
            observed[g][static_cast<std::size_t>(pool.model[i])] += 1;
        else
            for (std::size_t h = 0; h < perItem; ++h)
                observed[g][static_cast<std::size_t>(pool.humans[i * perItem + h])] += 1;
    }
    double x2 = 0, df = 0;
    for (std::size_t g = 0; g < K; ++g) {
        double n = 0;
        for (double o : observed[g])
            n += o;
        if (n == 0)
            continue;
        df += static_cast<double>(K - 1);
        for (std::size_t c = 0; c < K; ++c) {
            const double expected = n * (eta * pool.priors[c] + (1.0 - eta) * (c == g ? 1.0 : 0.0));
            x2 += (observed[g][c] - expected) * (observed[g][c] - expected) / expected;
        }
    }
    return {x2, stats::pchisq(x2, df, false)};
}

QString tempOut(const char *name) { return QString::fromStdString(test::tempDir() + "/" + name); }

/// Our rows against a golden of the authors' code (tests/reference/plan), point by point. Tolerance: 4 × the
/// standard error of the difference of two independent means, √(se_ours² + se_theirs²), each se from its data
/// set means (draws of one data set share its priors or effects); at least 0.02 for ω (four of 200 draws
/// moving from 0 to 1, where every draw agrees and the se is 0); for the percentiles of ρ 2.11 × that of ρ's
/// mean (a normal quantile's large-sample se over the mean's, √(p(1 − p))/φ(z_p) at p = 0.05).
struct GoldenComparison {
    QStringList beyond;     ///< the points beyond their tolerance, each described
    std::size_t points = 0; ///< golden rows compared
    double worst = 0;       ///< the largest |difference| / tolerance
};

GoldenComparison compareWithGolden(const std::string &file, const SimulationResult &ours)
{
    GoldenComparison out;
    const auto golden = test::readGolden(test::referenceDir() + "/plan/" + file);
    std::map<std::pair<std::size_t, double>, const SimulationRow *> byPoint;
    for (const auto &r : ours.rows)
        byPoint[{r.items, r.epsilon}] = &r;
    for (std::size_t i = 0; i < golden.rows.size(); ++i) {
        const auto n = static_cast<std::size_t>(golden.number(i, "items"));
        const double eps = golden.number(i, "epsilon");
        const auto it = byPoint.find({n, eps});
        if (it == byPoint.end()) {
            out.beyond << QString("no row n = %1, eps = %2").arg(n).arg(eps);
            continue;
        }
        const SimulationRow &r = *it->second;
        const double seW = std::hypot(r.winningRateSe, golden.number(i, "winning_rate_se"));
        const double seA = std::hypot(r.advantageSe, golden.number(i, "advantage_se"));
        const double tolW = std::max(4.0 * seW, 0.02), tolA = 4.0 * seA, tolP = 4.0 * 2.11 * seA;
        const struct {
            const char *column;
            double value, tolerance;
        } checks[] = {{"winning_rate", r.winningRate, tolW},
                      {"advantage", r.advantage, tolA},
                      {"advantage_p05", r.advantageP05, tolP},
                      {"advantage_p95", r.advantageP95, tolP}};
        for (const auto &c : checks) {
            const double theirs = golden.number(i, c.column);
            const double ratio = std::fabs(c.value - theirs) / c.tolerance;
            if (!(ratio <= 1.0))
                out.beyond << QString("%1: n = %2, eps = %3, %4: ours %5, theirs %6, tolerance %7")
                                  .arg(QString::fromStdString(file)).arg(n).arg(eps).arg(c.column)
                                  .arg(c.value).arg(theirs).arg(c.tolerance);
            out.worst = std::max(out.worst, ratio);
        }
        ++out.points;
    }
    return out;
}

} // namespace

class TestPlanSimulation : public QObject {
    Q_OBJECT

private slots:
    void generatorFrequencies();
    void goldFollowsPriors();
    void authorsCurves();
    void authorsCurvesLessNoise();
    void numericCurves();
    void numericLimits();
    void sameOnOneAndTwoThreads();
    void cancelled();
    void hostileFlags_data();
    void hostileFlags();
    void planWithoutSimulate();
};

// The labels given gold g follow η π(c) + (1 − η)[c = g], for the humans and (with its own η) the model;
// the same counts against a wrong η are rejected, so the test can fail.
void TestPlanSimulation::generatorFrequencies()
{
    SimulationOptions o;
    o.categories = 5;
    o.noiseHumans = 0.3;
    o.noiseModel = 0.6;
    o.poolItems = 20000;
    o.poolAnnotators = 6;
    o.seed = 7;
    for (std::size_t d : {0u, 1u, 2u}) {
        const CategoricalPool pool = categoricalPool(o, d);
        QCOMPARE(pool.priors.size(), std::size_t(5));
        double total = 0;
        for (double p : pool.priors) {
            QVERIFY(p > 0);
            total += p;
        }
        QVERIFY(std::fabs(total - 1.0) < 1e-12);
        const auto [x2h, ph] = labelChiSquare(pool, o.poolAnnotators, false, o.noiseHumans);
        const auto [x2m, pm] = labelChiSquare(pool, o.poolAnnotators, true, o.noiseModel);
        QVERIFY2(ph > 0.001, qPrintable(QString("humans, data set %1: X2 = %2, p = %3").arg(d).arg(x2h).arg(ph)));
        QVERIFY2(pm > 0.001, qPrintable(QString("model, data set %1: X2 = %2, p = %3").arg(d).arg(x2m).arg(pm)));
        // Power: 120,000 human labels tell η = 0.3 from 0.35, and the model's η from the humans'.
        QVERIFY(labelChiSquare(pool, o.poolAnnotators, false, 0.35).second < 0.001);
        QVERIFY(labelChiSquare(pool, o.poolAnnotators, true, o.noiseHumans).second < 0.001);
    }
}

// Gold labels follow the data set's priors, and the priors differ between data sets (one flat Dirichlet
// draw each, whose marginals are checked).
void TestPlanSimulation::goldFollowsPriors()
{
    SimulationOptions o;
    o.poolItems = 20000;
    o.seed = 11;
    const CategoricalPool a = categoricalPool(o, 0), b = categoricalPool(o, 1);
    QVERIFY(a.priors != b.priors);
    std::vector<double> count(a.priors.size(), 0.0);
    for (int g : a.gold)
        count[static_cast<std::size_t>(g)] += 1;
    double x2 = 0;
    for (std::size_t c = 0; c < count.size(); ++c) {
        const double e = static_cast<double>(a.gold.size()) * a.priors[c];
        x2 += (count[c] - e) * (count[c] - e) / e;
    }
    const double p = stats::pchisq(x2, static_cast<double>(count.size() - 1), false);
    QVERIFY2(p > 0.001, qPrintable(QString("gold: X2 = %1, p = %2").arg(x2).arg(p)));
    // The same pool again from the same seed.
    QCOMPARE(categoricalPool(o, 0).humans, a.humans);

    // The priors are flat Dirichlet: each π(c) is Beta(1, K − 1), so 1 − (1 − π(c))^(K−1) is uniform on [0, 1]
    // (ten equiprobable bins over 4,000 data sets and every c, df 9); π(c)^(K−1), wrong on purpose, is not.
    o.poolItems = 1;
    const double K = static_cast<double>(o.categories);
    std::vector<double> bins(10, 0.0), wrongBins(10, 0.0);
    double draws = 0;
    for (std::size_t d = 0; d < 4000; ++d)
        for (double pc : categoricalPool(o, d).priors) {
            const double u = 1.0 - std::pow(1.0 - pc, K - 1.0), w = std::pow(pc, K - 1.0);
            bins[std::min<std::size_t>(9, static_cast<std::size_t>(u * 10))] += 1;
            wrongBins[std::min<std::size_t>(9, static_cast<std::size_t>(w * 10))] += 1;
            draws += 1;
        }
    auto uniformP = [&](const std::vector<double> &binCounts) {
        double stat = 0;
        for (double seen : binCounts)
            stat += (seen - draws / 10) * (seen - draws / 10) / (draws / 10);
        return stats::pchisq(stat, 9, false);
    };
    QVERIFY2(uniformP(bins) > 0.001, qPrintable(QString("priors: p = %1").arg(uniformP(bins))));
    QVERIFY(uniformP(wrongBins) < 0.001);
}

// Our simulation at the authors' defaults against their notebook's own run at its defaults
// (tests/reference/plan/make_alt_test_simulation.py; another seed, so independent noise), within the
// tolerance of compareWithGolden.
void TestPlanSimulation::authorsCurves()
{
    SimulationOptions o; // the defaults are the authors'
    o.seed = 42;
    o.threads = 2;
    const auto res = simulate(o);
    QVERIFY2(res.has_value(), res ? "" : res.error().detail.c_str());
    QCOMPARE(res->rows.size(), std::size_t(18 * 4));
    for (const auto &r : res->rows)
        QCOMPARE(r.validDraws, std::size_t(200));
    const GoldenComparison c = compareWithGolden("alt_test_simulation.csv", *res);
    QVERIFY2(c.beyond.isEmpty(), qPrintable(c.beyond.join('\n')));
    QCOMPARE(c.points, std::size_t(18 * 4));
    qInfo("D = 20 against the authors' D = 20: %zu points; the largest difference is %.2f of its tolerance", c.points, c.worst);
}

// The same with less noise, so that the comparison can tell a wrong generator: our D = 200 against the
// authors' code run with D = 100 (all else at their defaults). A model noise of 0.25 instead of 0.3 is told.
void TestPlanSimulation::authorsCurvesLessNoise()
{
    SimulationOptions o;
    o.datasets = 200;
    o.threads = 2;
    const auto res = simulate(o);
    QVERIFY(res.has_value());
    const GoldenComparison c = compareWithGolden("alt_test_simulation_d100.csv", *res);
    QVERIFY2(c.beyond.isEmpty(), qPrintable(c.beyond.join('\n')));
    QCOMPARE(c.points, std::size_t(18 * 4));
    qInfo("D = 200 against the authors' D = 100: the largest difference is %.2f of its tolerance", c.worst);
    o.noiseModel = 0.25;
    const auto wrong = simulate(o);
    QVERIFY(wrong.has_value());
    QVERIFY(!compareWithGolden("alt_test_simulation_d100.csv", *wrong).beyond.isEmpty());
}

// The numeric kind against the authors' alt_test() with 'neg_rmse' on the same crossed model written in numpy
// (tests/reference/plan/make_numeric_simulation.py).
void TestPlanSimulation::numericCurves()
{
    SimulationOptions o;
    o.kind = SimulationKind::Numeric;
    o.itemVariance = 1.0;
    o.raterVariance = 0.1;
    o.residualVariance = 0.5;
    o.modelBias = 0.2;
    o.modelErrorVariance = 0.4;
    o.items = {30, 60, 100, 150, 200};
    o.datasets = 100;
    o.threads = 2;
    const auto res = simulate(o);
    QVERIFY(res.has_value());
    const GoldenComparison c = compareWithGolden("numeric_simulation.csv", *res);
    QVERIFY2(c.beyond.isEmpty(), qPrintable(c.beyond.join('\n')));
    QCOMPARE(c.points, std::size_t(5 * 4));
    qInfo("numeric, D = 100 against D = 20: the largest difference is %.2f of its tolerance", c.worst);
    o.modelErrorVariance = 0.5; // a model error variance of 0.5 instead of 0.4 is told
    const auto wrong = simulate(o);
    QVERIFY(wrong.has_value());
    QVERIFY(!compareWithGolden("numeric_simulation.csv", *wrong).beyond.isEmpty());
}

// The numeric path's exact limits: raters without rater or residual variance all give the item's value;
// a model that does too ties every human (ρ = 1, d = 0: ω = 0 at ε = 0, where mean(d) = ε keeps H0, and
// ω = 1 at ε > 0), and a model with error never ties them (ρ = 0, ω = 0).
void TestPlanSimulation::numericLimits()
{
    SimulationOptions o;
    o.kind = SimulationKind::Numeric;
    o.itemVariance = 2.0;
    o.raterVariance = 0.0;
    o.residualVariance = 0.0;
    o.modelErrorVariance = 0.0;
    o.datasets = 3;
    o.draws = 2;
    o.items = {30, 60};
    o.epsilons = {0.0, 0.1};
    auto exact = simulate(o);
    QVERIFY(exact.has_value());
    for (const auto &r : exact->rows) {
        QCOMPARE(r.advantage, 1.0);
        QCOMPARE(r.winningRate, r.epsilon == 0.0 ? 0.0 : 1.0);
    }
    o.modelErrorVariance = 0.5;
    auto noisy = simulate(o);
    QVERIFY(noisy.has_value());
    for (const auto &r : noisy->rows) {
        QCOMPARE(r.advantage, 0.0);
        QCOMPARE(r.winningRate, 0.0);
    }
    // A realistic design: a better model wins more often than a worse one.
    o.raterVariance = 0.2;
    o.residualVariance = 0.6;
    o.items = {100};
    o.epsilons = {0.2};
    o.datasets = 5;
    o.draws = 10;
    o.modelErrorVariance = 0.05;
    auto better = simulate(o);
    o.modelErrorVariance = 3.0;
    auto worse = simulate(o);
    QVERIFY(better.has_value() && worse.has_value());
    QVERIFY(better->rows[0].advantage > worse->rows[0].advantage + 0.2);
    QVERIFY(better->rows[0].winningRate > worse->rows[0].winningRate);
}

// A fixed seed gives the same simulation.csv, byte for byte, on 1 and 2 threads, for both kinds; another
// seed gives another file.
void TestPlanSimulation::sameOnOneAndTwoThreads()
{
    const QStringList common {"plan", "--items", "30:120:30", "--datasets", "5", "--draws", "4", "--seed", "123"};
    for (const char *kind : {"categorical", "numeric"}) {
        QStringList outs;
        for (const char *threads : {"1", "2"}) {
            const QString out = tempOut((std::string("threads-") + kind + threads).c_str());
            const auto run = test::runCli(QStringList(common) << "--simulate" << kind << "--threads" << threads << "--out" << out);
            QVERIFY2(run.code == 0, qPrintable(run.err));
            outs << out + "/simulation.csv";
        }
        const std::string one = test::readBytes(outs[0].toStdString()), two = test::readBytes(outs[1].toStdString());
        QVERIFY(!one.empty());
        QCOMPARE(one, two);
        QVERIFY(one.rfind("items,epsilon,winning_rate,advantage,advantage_p05,advantage_p95,datasets,draws", 0) == 0);
        QCOMPARE(static_cast<int>(std::count(one.begin(), one.end(), '\n')), 1 + 4 * 4);
        const QString other = tempOut((std::string("seed-") + kind).c_str());
        const auto run = test::runCli(QStringList(common) << "--simulate" << kind << "--seed" << "124" << "--out" << other);
        QCOMPARE(run.code, 0);
        QVERIFY(test::readBytes((other + "/simulation.csv").toStdString()) != one);
    }
    // The engine alone, on more threads than data sets.
    SimulationOptions o;
    o.datasets = 3;
    o.draws = 3;
    o.items = {30, 50};
    o.threads = 1;
    const auto a = simulate(o);
    o.threads = 8;
    const auto b = simulate(o);
    QVERIFY(a.has_value() && b.has_value());
    QCOMPARE(simulationCsv(*a), simulationCsv(*b));
}

void TestPlanSimulation::cancelled()
{
    std::stop_source stop;
    Progress progress;
    progress.stop = stop.get_token();
    progress.report = [&](std::string_view, std::int64_t done, std::int64_t) {
        if (done >= 1)
            stop.request_stop();
    };
    SimulationOptions o;
    o.datasets = 6;
    const auto res = simulate(o, progress);
    QVERIFY(!res.has_value());
    QVERIFY(res.error().code == ErrorCode::Cancelled);
}

void TestPlanSimulation::hostileFlags_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    const QStringList cat {"plan", "--simulate", "categorical"};
    QTest::newRow("items reversed") << (QStringList(cat) << "--items" << "200:30:10") << "larger than TO";
    QTest::newRow("items step 0") << (QStringList(cat) << "--items" << "30:200:0") << "STEP";
    QTest::newRow("items text") << (QStringList(cat) << "--items" << "thirty") << "--items";
    QTest::newRow("items below 30") << (QStringList(cat) << "--items" << "10:50:10") << "at least 30";
    QTest::newRow("items above pool") << (QStringList(cat) << "--items" << "30,600") << "pool's items";
    QTest::newRow("items twice") << (QStringList(cat) << "--items" << "30,30") << "twice";
    QTest::newRow("epsilon text") << (QStringList(cat) << "--epsilon" << "x") << "--epsilon";
    QTest::newRow("epsilon empty field") << (QStringList(cat) << "--epsilon" << "0,,0.1") << "--epsilon";
    QTest::newRow("epsilon above 1") << (QStringList(cat) << "--epsilon" << "0.1,2") << "epsilon";
    QTest::newRow("epsilon nan") << (QStringList(cat) << "--epsilon" << "nan") << "--epsilon";
    QTest::newRow("categories 1") << (QStringList(cat) << "--categories" << "1") << "categories";
    QTest::newRow("a above A") << (QStringList(cat) << "--annotators" << "7" << "--pool-annotators" << "6") << "pool's annotators";
    QTest::newRow("a = 1") << (QStringList(cat) << "--annotators" << "1") << "at least 2";
    QTest::newRow("noise above 1") << (QStringList(cat) << "--noise-humans" << "1.5") << "noise";
    QTest::newRow("draws 0") << (QStringList(cat) << "--draws" << "0") << "draws";
    QTest::newRow("draws negative") << (QStringList(cat) << "--draws" << "-3") << "--draws";
    QTest::newRow("seed negative") << (QStringList(cat) << "--seed" << "-1") << "--seed";
    QTest::newRow("threads 0") << (QStringList(cat) << "--threads" << "0") << "threads";
    QTest::newRow("threads 100000") << (QStringList(cat) << "--threads" << "100000") << "threads";
    QTest::newRow("a billion sizes") << (QStringList(cat) << "--items" << "30:1000000000:1") << "more than 10000";
    QTest::newRow("numeric flag") << (QStringList(cat) << "--item-var" << "1") << "numeric";
    QTest::newRow("categorical flag") << QStringList {"plan", "--simulate", "numeric", "--categories", "3"} << "categorical";
    QTest::newRow("negative variance") << QStringList {"plan", "--simulate", "numeric", "--rater-var", "-1"} << "rater variance";
    QTest::newRow("unknown kind") << QStringList {"plan", "--simulate", "ordinal"} << "categorical or numeric";
    QTest::newRow("unknown flag") << (QStringList(cat) << "--bogus" << "1") << "unknown option";
    QTest::newRow("a project") << QStringList {"plan", "project.rlproj", "--simulate", "categorical"} << "PROJECT";
    const QStringList num {"plan", "--simulate", "numeric"};
    QTest::newRow("from without dimension") << (QStringList(num) << "--from" << "pilot.raterlab") << "--dimension";
    QTest::newRow("dimension without from") << (QStringList(num) << "--dimension" << "valence") << "--from";
    QTest::newRow("condition without from") << (QStringList(num) << "--condition" << "gpt4omini") << "--from";
    QTest::newRow("from with categorical") << (QStringList(cat) << "--from" << "pilot.raterlab" << "--dimension" << "valence")
                                           << "numeric";
}

// Every hostile flag: exit 2, a sentence naming the problem, and no folder or file written.
void TestPlanSimulation::hostileFlags()
{
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    static int counter = 0;
    const QString out = tempOut(("hostile-" + std::to_string(++counter)).c_str());
    const auto run = test::runCli(QStringList(args) << "--out" << out);
    QCOMPARE(run.code, 2);
    QVERIFY2(run.err.contains(says), qPrintable(run.err));
    QVERIFY(!std::filesystem::exists(out.toStdString()));
}

void TestPlanSimulation::planWithoutSimulate()
{
    // Without --simulate, plan resamples the study in PROJECT (tests/plan/tst_planresampling.cpp): a missing one is named.
    const auto run = test::runCli({"plan", "project.rlproj", "--out", tempOut("nosim")});
    QVERIFY(run.code != 0);
    QVERIFY2(run.err.contains("project.rlproj"), qPrintable(run.err));
    const auto help = test::runCli({"plan", "--simulate", "categorical", "--help"});
    QCOMPARE(help.code, 0);
    QVERIFY(help.out.contains("simulation.csv"));
    const auto noOut = test::runCli({"plan", "--simulate", "categorical"});
    QCOMPARE(noOut.code, 2);
    QVERIFY(noOut.err.contains("--out"));
}

QTEST_GUILESS_MAIN(TestPlanSimulation)
#include "tst_plansimulation.moc"

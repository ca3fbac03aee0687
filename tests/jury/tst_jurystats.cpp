// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/jury/juryanalysis.h"
#include "engine/analysis/jury/jurydata.h"
#include "engine/analysis/jury/jurystats.h"
#include "engine/analysis/jury/rounds.h"
#include "engine/analysis/jury/subsetsearch.h"
#include "engine/stats/random.h"
#include "tests/common/testutil.h"
#include "tests/jury/juryfixture.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <bit>
#include <numeric>
#include <map>

using namespace rl;
using namespace rl::analysis::jury;
using rl::test::fuzzyCompare;

namespace {

/// The reference jury as a one-corpus study, judges j01..j13 under blind.
JuryData goldenJury()
{
    const test::JuryMatrix m = test::readJuryData();
    study::Study s = test::emptyJuryStudy({"golden"});
    const auto items = test::addCorpus(s, 0, m);
    test::addAnswers(s, items, m, "blind");
    auto d = juryDataOf(s);
    return d ? *d : JuryData {};
}

/// Independent of the engine: average rank by counting (O(n^2)), Pearson in long double.
std::vector<double> countingRanks(const std::vector<double> &x)
{
    std::vector<double> r(x.size());
    for (std::size_t i = 0; i < x.size(); ++i) {
        double less = 0, equal = 0;
        for (double v : x) {
            less += v < x[i];
            equal += v == x[i];
        }
        r[i] = less + (equal + 1) / 2;
    }
    return r;
}

double plainPearson(const std::vector<double> &x, const std::vector<double> &y)
{
    long double mx = 0, my = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        mx += x[i];
        my += y[i];
    }
    mx /= x.size();
    my /= y.size();
    long double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
        syy += (y[i] - my) * (y[i] - my);
    }
    if (sxx == 0 || syy == 0)
        return std::nan("");
    return static_cast<double>(sxy / std::sqrt(sxx * syy));
}

/// Brute force of one subset: the aggregate written out, complete cases, ranks by counting.
std::pair<double, double> bruteForce(const JuryTable &t, std::uint32_t mask, Aggregate a)
{
    std::vector<double> x, y;
    for (std::size_t i = 0; i < t.rowCount(); ++i) {
        std::vector<double> v;
        bool ok = std::isfinite(t.human[i]);
        for (std::size_t c = 0; c < t.columnCount(); ++c)
            if (mask & (1u << c)) {
                ok = ok && std::isfinite(t.score(i, c));
                v.push_back(t.score(i, c));
            }
        if (!ok)
            continue;
        std::sort(v.begin(), v.end());
        double agg = 0;
        if (a == Aggregate::Mean) {
            for (double d : v)
                agg += d;
            agg /= v.size();
        } else {
            agg = v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
        }
        x.push_back(agg);
        y.push_back(t.human[i]);
    }
    if (x.size() < 2)
        return {std::nan(""), std::nan("")};
    return {plainPearson(countingRanks(x), countingRanks(y)), plainPearson(x, y)};
}

/// A random table: k judges, n items, integer scores 1..5 correlated with a human score in steps of 0.2.
JuryData randomJury(int k, int n, std::uint64_t seed, double missingShare)
{
    stats::Rng rng(seed);
    JuryData d;
    JuryTable t;
    t.corpus = "random";
    for (int j = 0; j < k; ++j) {
        d.judges.push_back({"r" + std::to_string(j + 1), "", 0.05 * (j + 1), 0.1 * (j + 1)});
        t.judges.push_back(j);
        t.latencyMedianS.push_back(1.0 + j);
    }
    for (int i = 0; i < n; ++i) {
        t.itemKeys.push_back("random:" + std::to_string(i));
        t.items.push_back(i);
        t.human.push_back(static_cast<double>(rng.below(26)) * 0.2);
        t.humanSd.push_back(kNaN);
    }
    for (int j = 0; j < k; ++j)
        for (int i = 0; i < n; ++i) {
            const double noisy = 1 + 0.8 * t.human[i] + rng.normal(0, 0.5 + 0.3 * j);
            double s = std::clamp(std::round(noisy), 1.0, 5.0);
            if (rng.uniform() < missingShare)
                s = kNaN;
            t.scores.push_back(s);
        }
    d.corpora = {"random"};
    d.tables.push_back(t);
    return d;
}

} // namespace

class TestJuryStats : public QObject {
    Q_OBJECT

private slots:
    void dataFromStudy();
    void notAJuryStudy();
    void judgesAgainstGolden();
    void fixedSubsetsAgainstGolden();
    void fixedResampleBootstrap();
    void ownRngBootstrap();
    void searchMatchesBruteForce_data();
    void searchMatchesBruteForce();
    void searchWithASilentJudgeAndMissingHumanScores();
    void fullPanelCountsAndThreads();
    void roundsConstructed();
    void strataBoundaries();
    void conditionDeltaAndSubsets();
    void noHumanScorePanelAgreement();
};

void TestJuryStats::dataFromStudy()
{
    study::Study s = test::emptyJuryStudy({"a", "b"});
    study::Dimension sd;
    sd.name = "similarity_sd";
    sd.scaleMin = 0;
    sd.scaleMax = 5;
    sd.integerValued = false;
    s.dimensions.push_back(sd);
    const int sim = s.findDimension("similarity"), score = s.findDimension("score"), dsd = s.findDimension("similarity_sd");
    // corpus a: three raters with per-rater scores; corpus b: a gold rater with a published SD.
    const int r1 = s.addRater({"h1", study::RaterKind::Human, -1}), r2 = s.addRater({"h2", study::RaterKind::Human, -1}),
              r3 = s.addRater({"h3", study::RaterKind::Human, -1}), gold = s.addRater({"b:gold", study::RaterKind::Human, -1});
    for (int i = 0; i < 2; ++i)
        s.addItem({"a:" + std::to_string(i), study::ItemKind::TextPair, {}, {}, {0}, "x", "y"});
    s.addItem({"b:0", study::ItemKind::TextPair, {}, {}, {1}, "x", "y"});
    s.ratings.push_back({r1, 0, sim, 1});
    s.ratings.push_back({r2, 0, sim, 2});
    s.ratings.push_back({r3, 0, sim, 4});
    s.ratings.push_back({r1, 1, sim, 3}); // a single rater: SD unknown
    s.ratings.push_back({gold, 2, sim, 2.4});
    s.ratings.push_back({gold, 2, dsd, 0.7});
    // Conditions: "zeta" first (judge order is first appearance, not alphabetical), then "alpha"
    // under blind and rubric (one judge, two prompt conditions).
    const int cz = test::judgeCondition(s, "zeta", "rubric", 0.0, 0.0);
    const int ca = test::judgeCondition(s, "alpha", "blind", 0.15, 0.6);
    const int car = test::judgeCondition(s, "alpha", "rubric");
    auto answer = [&](int cond, int item, double v, double rt, int round) {
        s.ratings.push_back({s.raterOfCondition(cond), item, score, v, rt, round, 0});
    };
    answer(ca, 0, 4, 1000, 0); // round 0 reads as round 1
    answer(ca, 1, 2, 3000, 0);
    answer(ca, 2, 5, 2000, 0);
    answer(cz, 0, 3, 500, 1);
    answer(car, 1, 1, 800, 1);
    answer(car, 0, 2, 900, 2);
    s.ratings.push_back({s.raterOfCondition(ca), 0, score, 1, 10, 0, 1}); // sample 1: not read
    auto d = juryDataOf(s);
    QVERIFY2(d.has_value(), d ? "" : d.error().detail.c_str());
    QCOMPARE(d->judges.size(), std::size_t(2));
    QCOMPARE(d->judges[0].id, std::string("zeta"));
    QVERIFY(d->judges[0].free());
    QCOMPARE(d->judges[1].id, std::string("alpha"));
    QCOMPARE(d->judges[1].priceInputPerMTok, 0.15);
    QCOMPARE(d->corpora, (std::vector<std::string> {"a", "b"}));
    // tables by corpus, condition (first appearance: rubric from zeta, then blind), round
    QCOMPARE(d->tables.size(), std::size_t(4));
    const JuryTable &ar1 = d->tables[0];
    QCOMPARE(ar1.corpus, std::string("a"));
    QCOMPARE(ar1.condition, std::string("rubric"));
    QCOMPARE(ar1.round, 1);
    QCOMPARE(ar1.judges, (std::vector<int> {0, 1}));
    QCOMPARE(ar1.itemKeys, (std::vector<std::string> {"a:0", "a:1"}));
    QVERIFY(fuzzyCompare(ar1.human[0], 7.0 / 3.0, 1e-15));             // mean of 1, 2, 4
    QVERIFY(fuzzyCompare(ar1.humanSd[0], std::sqrt(7.0 / 3.0), 1e-15)); // sd(1, 2, 4) = sqrt(7/3)
    QCOMPARE(ar1.human[1], 3.0);
    QVERIFY(std::isnan(ar1.humanSd[1]));
    QCOMPARE(ar1.score(0, 0), 3.0);
    QVERIFY(std::isnan(ar1.score(1, 0)));
    QVERIFY(std::isnan(ar1.score(0, 1)));
    QCOMPARE(ar1.score(1, 1), 1.0);
    QCOMPARE(ar1.latencyMedianS[0], 0.5);
    const JuryTable &ar2 = d->tables[1];
    QCOMPARE(ar2.round, 2);
    QCOMPARE(ar2.condition, std::string("rubric"));
    QCOMPARE(ar2.judges, (std::vector<int> {1}));
    const JuryTable &ab = d->tables[2];
    QCOMPARE(ab.condition, std::string("blind"));
    QCOMPARE(ab.round, 1);
    QCOMPARE(ab.score(0, 0), 4.0); // not the sample-1 answer
    QCOMPARE(ab.latencyMedianS[0], 2.0); // median of 1 s and 3 s
    const JuryTable &bb = d->tables[3];
    QCOMPARE(bb.corpus, std::string("b"));
    QCOMPARE(bb.human[0], 2.4);
    QCOMPARE(bb.humanSd[0], 0.7);
    QCOMPARE(bb.score(0, 0), 5.0);
}

void TestJuryStats::notAJuryStudy()
{
    study::Study s = test::emptyJuryStudy({"a"});
    QVERIFY(!juryDataOf(s).has_value()); // no answers
    s.dimensions.erase(s.dimensions.begin());
    auto d = juryDataOf(s);
    QVERIFY(!d.has_value());
    QVERIFY(d.error().detail.find("similarity") != std::string::npos);
}

void TestJuryStats::judgesAgainstGolden()
{
    const JuryData d = goldenJury();
    QCOMPARE(d.tables.size(), std::size_t(1));
    const JuryTable &t = d.tables[0];
    QCOMPARE(t.columnCount(), std::size_t(13));
    const auto g = test::readGolden(test::referenceDir() + "/jury_correlations.csv");
    std::map<std::string, std::size_t> row;
    for (std::size_t i = 0; i < g.rows.size(); ++i)
        row[g.text(i, "predictor")] = i;
    for (std::size_t c = 0; c < t.columnCount(); ++c) {
        const std::string id = d.judges[t.judges[c]].id;
        QVERIFY(row.count(id));
        const Agreement a = agreement(std::span<const double>(t.scores.data() + c * t.rowCount(), t.rowCount()), t.human);
        QVERIFY2(fuzzyCompare(a.rho, g.number(row[id], "spearman_rho"), 1e-12), id.c_str()); // R cor(spearman), README 1e-12
        QVERIFY2(fuzzyCompare(a.r, g.number(row[id], "pearson_r"), 1e-12), id.c_str());      // R cor(), README 1e-12
        QCOMPARE(static_cast<double>(a.n), g.number(row[id], "n"));
    }
}

void TestJuryStats::fixedSubsetsAgainstGolden()
{
    const JuryData d = goldenJury();
    const JuryTable &t = d.tables[0];
    const auto g = test::readGolden(test::referenceDir() + "/jury_correlations.csv");
    const auto js = nlohmann::json::parse(test::readText(test::referenceDir() + "/jury_bootstrap.json"));
    std::map<std::string, std::vector<int>> subsets {{"all", {}}};
    for (int j = 0; j < 13; ++j)
        subsets["all"].push_back(j);
    for (const auto &[name, members] : js["subsets_1based"].items())
        for (int m : members)
            subsets[name].push_back(m - 1);
    QCOMPARE(subsets.size(), std::size_t(4));
    const SubsetSearch mean = searchSubsets(d, 0, Aggregate::Mean);
    const SubsetSearch median = searchSubsets(d, 0, Aggregate::Median);
    QVERIFY(mean.fastPath && median.fastPath);
    for (const auto &[name, cols] : subsets) {
        std::uint32_t mask = 0;
        for (int c : cols)
            mask |= 1u << c;
        for (const auto *s : {&mean, &median}) {
            const std::string predictor = std::string(aggregateName(s->aggregate)) + "_" + name;
            std::size_t row = g.rows.size();
            for (std::size_t i = 0; i < g.rows.size(); ++i)
                if (g.text(i, "predictor") == predictor)
                    row = i;
            QVERIFY2(row < g.rows.size(), predictor.c_str());
            const double rho = g.number(row, "spearman_rho"), r = g.number(row, "pearson_r");
            QVERIFY2(fuzzyCompare(s->rho[mask], rho, 1e-12), predictor.c_str()); // R jury_correlations.csv, 1e-12
            QVERIFY2(fuzzyCompare(s->r[mask], r, 1e-12), predictor.c_str());     // R jury_correlations.csv, 1e-12
            const Agreement a = agreement(aggregateColumns(t, cols, s->aggregate), t.human); // the general path
            QVERIFY2(fuzzyCompare(a.rho, rho, 1e-12), predictor.c_str());
            QVERIFY2(fuzzyCompare(a.r, r, 1e-12), predictor.c_str());
        }
    }
}

void TestJuryStats::fixedResampleBootstrap()
{
    const JuryData d = goldenJury();
    const JuryTable &t = d.tables[0];
    const auto idx = test::readGolden(test::referenceDir() + "/jury_bootstrap_indices.csv.gz");
    std::vector<std::vector<int>> resamples(20, std::vector<int>(500, -1));
    for (std::size_t i = 0; i < idx.rows.size(); ++i)
        resamples[static_cast<std::size_t>(idx.number(i, "resample")) - 1]
                 [static_cast<std::size_t>(idx.number(i, "position")) - 1] = static_cast<int>(idx.number(i, "item_index_1based")) - 1;
    std::vector<int> all(13), s1 {0, 1, 2};
    std::iota(all.begin(), all.end(), 0);
    const PairedBootstrap pb = pairedBootstrap(aggregateColumns(t, all, Aggregate::Mean),
                                               aggregateColumns(t, s1, Aggregate::Mean), t.human, resamples);
    const auto fixed = test::readGolden(test::referenceDir() + "/jury_bootstrap_fixed_resamples.csv");
    QCOMPARE(pb.deltas.size(), std::size_t(20));
    QCOMPARE(fixed.rows.size(), std::size_t(20));
    for (std::size_t b = 0; b < 20; ++b)
        QVERIFY2(fuzzyCompare(pb.deltas[b], fixed.number(b, "delta"), 1e-12), std::to_string(b).c_str()); // R, 1e-12
    const auto js = nlohmann::json::parse(test::readText(test::referenceDir() + "/jury_bootstrap.json"))["fixed_resamples"];
    QVERIFY(fuzzyCompare(pb.ciLow, js["delta_q025_type7"].get<double>(), 1e-12));  // R quantile type 7, 1e-12
    QVERIFY(fuzzyCompare(pb.ciHigh, js["delta_q975_type7"].get<double>(), 1e-12)); // R quantile type 7, 1e-12
    QVERIFY(fuzzyCompare(pb.deltaMean, js["delta_mean"].get<double>(), 1e-12));    // R mean, 1e-12
    QVERIFY(fuzzyCompare(pb.deltaSd, js["delta_sd"].get<double>(), 1e-12));        // R sd, 1e-12
    QCOMPARE(pb.B, std::size_t(20));
    QCOMPARE(pb.seed, std::uint64_t(0));
    QVERIFY(pb.certain());
    QCOMPARE(pb.p, 0.0); // every stored delta > 0
}

void TestJuryStats::ownRngBootstrap()
{
    const JuryData d = goldenJury();
    const JuryTable &t = d.tables[0];
    std::vector<int> all(13), s1 {0, 1, 2};
    std::iota(all.begin(), all.end(), 0);
    const auto a = aggregateColumns(t, all, Aggregate::Mean), b = aggregateColumns(t, s1, Aggregate::Mean);
    const auto js = nlohmann::json::parse(test::readText(test::referenceDir() + "/jury_bootstrap.json"))["r_rng_bootstrap"];
    const PairedBootstrap pb = pairedBootstrap(a, b, t.human, 10000, 3232);
    QCOMPARE(pb.seed, std::uint64_t(3232));
    QCOMPARE(pb.validB, std::size_t(10000));
    QVERIFY(fuzzyCompare(pb.rhoA, js["point_rho_A"].get<double>(), 1e-12));   // R point estimate, 1e-12
    QVERIFY(fuzzyCompare(pb.delta, js["point_delta"].get<double>(), 1e-12));   // R point estimate, 1e-12
    // Another generator than R's: the distribution agrees within Monte-Carlo error (SE of an endpoint ~0.001).
    QVERIFY(std::fabs(pb.ciLow - js["delta_ci_percentile_lower"].get<double>()) < 0.005);
    QVERIFY(std::fabs(pb.ciHigh - js["delta_ci_percentile_upper"].get<double>()) < 0.005);
    QVERIFY(std::fabs(pb.deltaSd - js["delta_sd"].get<double>()) < 0.001);
    QCOMPARE(pb.p, js["p_two_sided_sign"].get<double>());
    // Same seed, same resamples, bit for bit; the resamples are the documented draws.
    const PairedBootstrap again = pairedBootstrap(a, b, t.human, 200, 3232);
    const PairedBootstrap onDraws = pairedBootstrap(a, b, t.human, bootstrapResamples(500, 200, 3232));
    for (std::size_t i = 0; i < 200; ++i) {
        QCOMPARE(again.deltas[i], pb.deltas[i]);
        QCOMPARE(onDraws.deltas[i], pb.deltas[i]);
    }
}

void TestJuryStats::searchMatchesBruteForce_data()
{
    QTest::addColumn<int>("k");
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("missing");
    QTest::newRow("k6 n40 complete") << 6 << 40 << 0.0;
    QTest::newRow("k7 n25 complete, many ties") << 7 << 25 << 0.0;
    QTest::newRow("k5 n60 with missing answers") << 5 << 60 << 0.05;
    QTest::newRow("k8 n120 complete") << 8 << 120 << 0.0;
    QTest::newRow("k6 n80 a few missing (0.5 %)") << 6 << 80 << 0.005;
    QTest::newRow("k7 n50 many missing (30 %), many ties") << 7 << 50 << 0.3;
}

void TestJuryStats::searchWithASilentJudgeAndMissingHumanScores()
{
    // A judge without a single answer, items without a human score and scattered missing answers:
    // every subset as the brute force gives it (NaN where the subset has no complete item left).
    JuryData d = randomJury(5, 45, 4242, 0.04);
    JuryTable &t = d.tables[0];
    for (std::size_t i = 0; i < t.rowCount(); ++i)
        t.scores[2 * t.rowCount() + i] = kNaN;
    t.human[3] = t.human[17] = t.human[30] = kNaN;
    for (Aggregate a : {Aggregate::Mean, Aggregate::Median}) {
        const SubsetSearch s = searchSubsets(d, 0, a);
        QVERIFY(s.fastPath);
        for (std::uint32_t m = 1; m < (1u << 5); ++m) {
            const auto [rho, r] = bruteForce(t, m, a);
            QVERIFY2(fuzzyCompare(s.rho[m], rho, 1e-12), (std::to_string(m) + " " + aggregateName(a)).c_str());
            QVERIFY2(fuzzyCompare(s.r[m], r, 1e-12), (std::to_string(m) + " " + aggregateName(a)).c_str());
            if (m & (1u << 2)) {
                QVERIFY(std::isnan(s.rho[m]));
                QCOMPARE(s.n[m], 0u);
            }
        }
    }
}

void TestJuryStats::searchMatchesBruteForce()
{
    QFETCH(int, k);
    QFETCH(int, n);
    QFETCH(double, missing);
    const JuryData d = randomJury(k, n, 1000 + k * 31 + n, missing);
    for (Aggregate a : {Aggregate::Mean, Aggregate::Median}) {
        const SubsetSearch s = searchSubsets(d, 0, a);
        QVERIFY(s.fastPath); // missing answers no longer leave the counting path
        QCOMPARE(s.subsetCount(), (std::size_t(1) << k) - k - 1);
        std::size_t beatsSingle = 0, beatsOwn = 0, checked = 0;
        for (std::uint32_t m = 1; m < (1u << k); ++m) {
            const auto [rho, r] = bruteForce(d.tables[0], m, a);
            QVERIFY2(fuzzyCompare(s.rho[m], rho, 1e-12), (std::to_string(m) + " " + aggregateName(a)).c_str());
            QVERIFY2(fuzzyCompare(s.r[m], r, 1e-12), (std::to_string(m) + " " + aggregateName(a)).c_str());
            if (std::popcount(m) < 2)
                continue;
            ++checked;
            double bestSingle = -2, bestOwn = -2;
            for (int c = 0; c < k; ++c) {
                const double single = bruteForce(d.tables[0], 1u << c, a).first;
                bestSingle = std::max(bestSingle, single);
                if (m & (1u << c))
                    bestOwn = std::max(bestOwn, single);
            }
            beatsSingle += rho > bestSingle;
            beatsOwn += rho > bestOwn;
            QCOMPARE(s.beatsBestSingle(m), rho > bestSingle);
            QCOMPARE(s.beatsOwnBest(m), rho > bestOwn);
        }
        QCOMPARE(checked, s.subsetCount());
        QVERIFY(beatsOwn > 0); // the property the search exists for: some panels beat their best member
        QVERIFY(beatsOwn >= beatsSingle);
    }
}

void TestJuryStats::fullPanelCountsAndThreads()
{
    const JuryData d = goldenJury();
    const std::size_t tables[] = {0};
    const Aggregate aggs[] = {Aggregate::Mean, Aggregate::Median};
    const auto one = searchSubsets(d, tables, aggs, 1);
    const auto two = searchSubsets(d, tables, aggs, 2);
    QCOMPARE(one.size(), std::size_t(2));
    QCOMPARE(one[0].subsetCount(), std::size_t(8178)); // 2^13 - 13 - 1
    QCOMPARE(one[0].bestSingle, 1);                    // j02, rho 0.87997 (jury_correlations.csv)
    for (std::size_t i = 0; i < 2; ++i) {
        QCOMPARE(one[i].aggregate, aggs[i]);
        for (std::size_t m = 1; m < one[i].rho.size(); ++m)
            QCOMPARE(one[i].rho[m], two[i].rho[m]);
    }
}

void TestJuryStats::roundsConstructed()
{
    // 4 items, 3 judges, 2 rounds; human 0, 2.5, 5, none (judge scale: 1, 3, 5).
    JuryData d;
    d.corpora = {"c"};
    d.judges = {{"A", "A"}, {"B", "B"}, {"C", "C"}};
    const double N = kNaN;
    auto table = [&](int round, std::vector<double> scores) {
        JuryTable t;
        t.corpus = "c";
        t.round = round;
        t.itemKeys = {"c:1", "c:2", "c:3", "c:4"};
        t.items = {0, 1, 2, 3};
        t.human = {0, 2.5, 5, N};
        t.humanSd = {N, N, N, N};
        t.judges = {0, 1, 2};
        t.scores = std::move(scores);
        t.latencyMedianS = {N, N, N};
        return t;
    };
    //                      A: items 1-4    B: items 1-4    C: items 1-4
    d.tables.push_back(table(1, {1, 3, 5, 2, 2, 3, 1, 2, 3, 3, 4, N}));
    d.tables.push_back(table(2, {2, 3, 4, 2, 2, 3, 3, 3, 3, 3, 4, N}));
    QCOMPARE(humanOnJudgeScale(d, 2.5), 3.0); // 0-5 -> 1-5
    const auto rs = roundStats(d);
    QCOMPARE(rs.size(), std::size_t(2));
    const RoundStats &r1 = rs[0], &r2 = rs[1];
    QCOMPARE(r1.items, std::size_t(4));
    QVERIFY(fuzzyCompare(r1.meanItemSd, (1.0 + 0.0 + std::sqrt(39.0 / 9.0) + 0.0) / 4.0, 1e-14)); // sd(1,2,3)=1, sd(5,1,4)=sqrt(39/9)
    QCOMPARE(r1.unanimousShare, 0.5);                                                                // items 2 and 4
    QVERIFY(fuzzyCompare(r1.meanScore, 29.0 / 11.0, 1e-14));
    QCOMPARE(r1.compared, std::size_t(0));
    QVERIFY(std::isnan(r1.changedShare));
    QVERIFY(fuzzyCompare(r2.meanItemSd, (2.0 * std::sqrt(1.0 / 3.0) + std::sqrt(0.5)) / 4.0, 1e-14));
    QCOMPARE(r2.unanimousShare, 0.25);
    QVERIFY(fuzzyCompare(r2.meanScore, 32.0 / 11.0, 1e-14));
    QCOMPARE(r2.compared, std::size_t(11));
    QCOMPARE(r2.changed, std::size_t(4));      // A on 1 and 3, B on 3 and 4
    QCOMPARE(r2.towardOthers, std::size_t(3)); // B on item 4 moved away from A's 2
    QCOMPARE(r2.towardOthersShare, 0.75);
    QCOMPARE(r2.closerToHuman, std::size_t(1));    // B on item 3: 1 -> 3, human 5
    QCOMPARE(r2.furtherFromHuman, std::size_t(2)); // A on 1 (1 -> 2, human 1) and 3 (5 -> 4, human 5)
    QVERIFY(fuzzyCompare(r2.closerToHumanShare, 1.0 / 3.0, 1e-15));
    QVERIFY(fuzzyCompare(r2.furtherFromHumanShare, 2.0 / 3.0, 1e-15));
}

void TestJuryStats::strataBoundaries()
{
    // Human scores on the tercile edges of docs/methods.md section 8: [0, 1.67), [1.67, 3.33), [3.33, 5].
    test::JuryMatrix m;
    const std::vector<double> human {0, 0.4, 1.66, 1.67, 2, 3.32, 3.33, 4, 5, 1.0, 2.6, 4.4};
    for (std::size_t i = 0; i < human.size(); ++i) {
        m.itemIds.push_back(std::to_string(i));
        m.human.push_back(human[i]);
    }
    m.judgeIds = {"a", "b", "c"};
    m.scores = {{1, 1, 2, 2, 3, 3, 4, 4, 5, 2, 3, 4}, {1, 2, 2, 3, 3, 4, 4, 5, 5, 1, 3, 5}, {2, 1, 3, 2, 4, 3, 5, 4, 5, 2, 2, 4}};
    study::Study s = test::emptyJuryStudy({"c"});
    const auto items = test::addCorpus(s, 0, m);
    test::addAnswers(s, items, m, "blind");
    auto d = juryDataOf(s);
    QVERIFY(d.has_value());
    JuryAnalysisOptions opt;
    opt.bootstrap = 50;
    auto a = analyzeJury(*d, opt);
    QVERIFY(a.has_value());
    std::map<int, std::size_t> n;
    for (const auto &row : a->strata)
        if (row.kind == "human_score" && row.predictor == "judge_mean")
            n[row.stratum] = row.rho.n;
    QCOMPARE(n[1], std::size_t(4)); // 0, 0.4, 1.0, 1.66
    QCOMPARE(n[2], std::size_t(4)); // 1.67, 2, 2.6, 3.32
    QCOMPARE(n[3], std::size_t(4)); // 3.33, 4, 4.4, 5
    QVERIFY(std::none_of(a->strata.begin(), a->strata.end(), [](const StratumRow &r) { return r.kind == "rater_sd"; }));
}

void TestJuryStats::conditionDeltaAndSubsets()
{
    // The golden judges under blind and (the same answers, judge j01 replaced by a constant) under random-anchor.
    test::JuryMatrix m = test::readJuryData();
    study::Study s = test::emptyJuryStudy({"golden"});
    const auto items = test::addCorpus(s, 0, m);
    test::addAnswers(s, items, m, "blind");
    test::JuryMatrix anchored = m;
    for (std::size_t i = 0; i < anchored.scores[0].size(); ++i)
        anchored.scores[0][i] = i % 2 ? 3 : 4;
    test::addAnswers(s, items, anchored, "random-anchor");
    auto d = juryDataOf(s);
    QVERIFY(d.has_value());
    QCOMPARE(baseCondition("random-anchor"), std::string("blind"));
    QCOMPARE(baseCondition("rubric-random-anchor"), std::string("rubric"));
    JuryAnalysisOptions opt;
    opt.bootstrap = 200;
    opt.aggregates = {Aggregate::Mean};
    auto a = analyzeJury(*d, opt);
    QVERIFY(a.has_value());
    double deltaJ01 = kNaN, deltaJ02 = kNaN, ciHigh = kNaN;
    for (const auto &row : a->summary) {
        if (row.condition != "random-anchor" || row.aggregate != "single")
            continue;
        if (row.metric == "delta_rho_vs_blind" && row.detail == "j01")
            deltaJ01 = row.value;
        if (row.metric == "delta_rho_vs_blind" && row.detail == "j02")
            deltaJ02 = row.value;
        if (row.metric == "delta_rho_vs_blind_ci_high" && row.detail == "j01")
            ciHigh = row.value;
    }
    QCOMPARE(deltaJ02, 0.0); // identical answers
    QVERIFY(deltaJ01 < -0.5); // j01's rho 0.68 lost to a constant-ish anchor
    QVERIFY(ciHigh < 0);
    auto parsed = parseSubset(*d, "j04+j01");
    QVERIFY(parsed.has_value());
    QCOMPARE(*parsed, (std::vector<int> {0, 3}));
    QCOMPARE(subsetName(*d, *parsed), std::string("j01+j04"));
    QVERIFY(!parseSubset(*d, "j01+j99").has_value());
    auto cmp = compareSubsets(*d, "golden", "blind", "j01+j02+j03+j04+j05+j06+j07+j08+j09+j10+j11+j12+j13", "j01+j02+j03",
                              Aggregate::Mean, 100, 7);
    QVERIFY(cmp.has_value());
    QVERIFY(fuzzyCompare(cmp->bootstrap.delta, 0.09062901059038853, 1e-12)); // jury_bootstrap.json point_delta (R)
    QVERIFY(!compareSubsets(*d, "golden", "rubric", "j01", "j02", Aggregate::Mean, 10, 1).has_value());
}

void TestJuryStats::noHumanScorePanelAgreement()
{
    // A corpus without human scores: no rho against humans, each judge against the mean of the others.
    test::JuryMatrix m = test::readJuryData();
    m.itemIds.resize(100);
    m.human.assign(100, kNaN);
    m.judgeIds.resize(4);
    m.scores.resize(4);
    for (auto &col : m.scores)
        col.resize(100);
    study::Study s = test::emptyJuryStudy({"unlabelled"});
    const auto items = test::addCorpus(s, 0, m);
    test::addAnswers(s, items, m, "blind");
    auto d = juryDataOf(s);
    QVERIFY(d.has_value());
    JuryAnalysisOptions opt;
    opt.aggregates = {Aggregate::Mean};
    opt.bootstrap = 20;
    auto a = analyzeJury(*d, opt);
    QVERIFY(a.has_value());
    QVERIFY(std::isnan(a->searches[0].rho[0b1111]));
    std::map<std::string, double> panel;
    for (const auto &row : a->summary)
        if (row.metric == "panel_agreement_rho")
            panel[row.detail] = row.value;
    QCOMPARE(panel.size(), std::size_t(4));
    for (int j = 0; j < 4; ++j) {
        std::vector<double> own = m.scores[j], others(100, 0.0);
        for (int o = 0; o < 4; ++o)
            if (o != j)
                for (int i = 0; i < 100; ++i)
                    others[i] += m.scores[o][i];
        for (double &v : others)
            v /= 3.0;
        const double expected = plainPearson(countingRanks(own), countingRanks(others));
        QVERIFY2(fuzzyCompare(panel[m.judgeIds[j]], expected, 1e-12), m.judgeIds[j].c_str());
    }
}

QTEST_APPLESS_MAIN(TestJuryStats)
#include "tst_jurystats.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The condition comparison (engine/analysis/compare) on the face study imported through the real
// importers, against the base-R goldens of tests/reference/compare (tests/reference/R/compare_goldens.R:
// Williams' t, t.test(paired = TRUE), binom.test / mcnemar.test, p.adjust "BH"), plus the bootstrap's
// properties: reproducible from its seed, paired (identical conditions give Δ = 0 exactly and p = 1),
// and its interval α equal to the coincidence-matrix α of krippendorff.h on the same resample.
#include "engine/agreement/krippendorff.h"
#include "engine/analysis/compare/comparison.h"
#include "engine/stats/random.h"
#include "tests/analysis/constructed.h"
#include "tests/analysis/faceproject.h"

#include <QtTest>

#include <map>
#include <tuple>

using namespace rl;
using namespace rl::analysis::compare;
using rl::test::fuzzyCompare;

namespace {

constexpr double kGolden = 1e-10; // tests/reference/README: p-values of t / chi-square 1e-10 (the brief: 1e-10 throughout)

std::string compareDir() { return test::referenceDir() + "/compare/"; }

const char *const kConditions[] = {"cond1_strong", "cond2_sad_as_neutral", "cond3_valence_plus2", "cond4_low_variance",
                                   "cond5_race_bias", "cond6_race_gender_interaction", "cond7_arousal_plus2", "cond8_weak"};

/// A comparison's tests keyed like the golden rows: (dimension, group, a, b, statistic).
using Key = std::tuple<std::string, std::string, std::string, std::string, std::string>;
std::map<Key, const PairedComparison *> byKey(const Comparison &c)
{
    std::map<Key, const PairedComparison *> m;
    for (const auto &t : c.tests)
        m[{c.dimensions[t.dimension], c.groups[t.group], c.conditions[t.a], c.conditions[t.b], statisticName(t.statistic)}] = &t;
    return m;
}

} // namespace

class TestCompare : public QObject {
    Q_OBJECT

private:
    study::Study m_face;
    bool m_loaded = false;

    CompareOptions options(std::vector<std::string> ids, std::size_t B, std::uint64_t seed = 42) const
    {
        CompareOptions o;
        o.conditions = std::move(ids);
        o.bootstrap = B;
        o.seed = seed;
        return o;
    }

private slots:
    void initTestCase()
    {
        const std::string path = test::tempDir() + "/face.raterlab";
        const std::string err = test::importReferenceFaceStudy(path);
        QVERIFY2(err.empty(), err.c_str());
        auto project = storage::Project::open(path, storage::Database::Mode::OpenExisting);
        QVERIFY(project.has_value());
        auto s = project->loadStudy();
        QVERIFY2(s.has_value(), s ? "" : s.error().message().c_str());
        m_face = std::move(*s);
        m_loaded = true;
    }

    // Every pair of the 8 conditions, valence and arousal, overall and per emotion: Williams' t,
    // the paired t of the bias and McNemar of the accuracy, with BH over all of them (B = 0: no
    // bootstrap test is shown, so the BH family is exactly R's).
    void closedFormTestsMatchR()
    {
        QVERIFY(m_loaded);
        const auto res = compareConditions(m_face, options({std::begin(kConditions), std::end(kConditions)}, 0));
        QVERIFY2(res.has_value(), res ? "" : res.error().message().c_str());
        const auto tests = byKey(*res);
        const test::GoldenTable g = test::readGolden(compareDir() + "compare_tests.csv");
        QCOMPARE(g.rows.size(), std::size_t(812));
        QCOMPARE(res->tests.size(), g.rows.size()); // nothing shown that R does not have
        for (std::size_t r = 0; r < g.rows.size(); ++r) {
            const Key key {g.text(r, "dimension"), g.text(r, "group"), g.text(r, "a"), g.text(r, "b"), g.text(r, "statistic")};
            const auto it = tests.find(key);
            QVERIFY2(it != tests.end(), (std::get<0>(key) + "/" + std::get<1>(key) + "/" + std::get<4>(key)).c_str());
            const PairedComparison &t = *it->second;
            const std::string where = std::get<0>(key) + " " + std::get<1>(key) + " " + std::get<2>(key) + " vs "
                                      + std::get<3>(key) + " " + std::get<4>(key);
            QVERIFY2(testKindName(t.test) == g.text(r, "test"), where.c_str());
            QCOMPARE(double(t.n), g.number(r, "n"));
            for (const auto &[name, value] : std::initializer_list<std::pair<const char *, double>> {
                     {"estimate_a", t.estimateA}, {"estimate_b", t.estimateB}, {"delta", t.delta}, {"ci_low", t.ciLow},
                     {"ci_high", t.ciHigh}, {"r_ab", t.rAB}, {"value", t.statisticValue}, {"df", t.df}, {"p", t.p},
                     {"q", t.q}})
                QVERIFY2(fuzzyCompare(value, g.number(r, name), kGolden), // compare_goldens.R, base R
                         (where + " " + name + ": " + std::to_string(value) + " vs " + g.text(r, name)).c_str());
        }
    }

    void mcnemarCases()
    {
        const test::GoldenTable g = test::readGolden(compareDir() + "compare_mcnemar_cases.csv");
        QVERIFY(g.rows.size() >= 10);
        for (std::size_t r = 0; r < g.rows.size(); ++r) {
            const auto t = mcnemarTest(static_cast<std::size_t>(g.number(r, "b")), static_cast<std::size_t>(g.number(r, "c")));
            QCOMPARE(t.exact, g.text(r, "exact") == "TRUE");
            QVERIFY(fuzzyCompare(t.statistic, g.number(r, "statistic"), kGolden)); // mcnemar.test(correct = TRUE) / binom.test
            QVERIFY(fuzzyCompare(t.p, g.number(r, "p"), kGolden));                 // R 4.2.2
        }
    }

    void williamsIsAntisymmetric()
    {
        const auto ab = williamsTest(0.8, 0.6, 0.5, 100);
        const auto ba = williamsTest(0.6, 0.8, 0.5, 100);
        QCOMPARE(ab.status, TestStatus::Ok);
        QCOMPARE(ab.t, -ba.t);
        QCOMPARE(ab.p, ba.p);
        QCOMPARE(williamsTest(0.7, 0.7, 0.3, 50).t, 0.0);
        QCOMPARE(williamsTest(0.7, 0.6, 0.3, 3).status, TestStatus::TooFewItems);
    }

    // The weighted interval α of the bootstrap equals krippendorff.h's coincidence-matrix α on the same
    // units — with every weight 1 (the estimate) and on a resample (units repeated).
    void weightedAlphaEqualsCoincidenceAlpha()
    {
        QVERIFY(m_loaded);
        std::vector<std::string> notes;
        const int dim = m_face.findDimension("valence");
        QVERIFY(dim >= 0);
        std::vector<int> item, rater;
        std::vector<double> value;
        for (const auto &r : m_face.ratings)
            if (r.dimension == dim && m_face.raters[static_cast<std::size_t>(r.rater)].kind == study::RaterKind::Human) {
                item.push_back(r.item);
                value.push_back(r.value);
            }
        const auto humans = agreement::ItemRatings::fromLong(item, value, m_face.items.size());
        const std::size_t n = humans.itemCount();
        std::vector<double> m(n), S(n), Q(n), C(n);
        for (std::size_t j = 0; j < n; ++j) {
            m[j] = humans.n(j);
            S[j] = humans.sum(j);
            Q[j] = humans.sumSquares(j);
            C[j] = humans.centeredSumSquares(j);
        }
        std::vector<int> w(n, 1);
        const double all = agreement::krippendorffAlpha(humans, agreement::AlphaLevel::Interval).alpha;
        QVERIFY(std::isfinite(all));
        QVERIFY(fuzzyCompare(intervalAlphaWeighted(w, m, S, Q, C), all, 1e-12)); // krippendorff.h, interval
        stats::Rng rng(11);
        std::vector<int> units(n);
        std::fill(w.begin(), w.end(), 0);
        for (auto &u : units) {
            u = static_cast<int>(rng.below(n));
            ++w[static_cast<std::size_t>(u)];
        }
        const double resampled = agreement::krippendorffAlpha(humans, agreement::AlphaLevel::Interval, units).alpha;
        QVERIFY(resampled != all);
        QVERIFY(fuzzyCompare(intervalAlphaWeighted(w, m, S, Q, C), resampled, 1e-12)); // same units, repeated
    }

    // The bootstrap estimates at identity: the Δα / W1SD point estimates are the engine's.
    void estimatesAreTheEnginesOnTheCommonItems()
    {
        QVERIFY(m_loaded);
        const auto res = compareConditions(m_face, options({"cond1_strong", "cond8_weak"}, 0));
        QVERIFY(res.has_value());
        auto full = analysis::analyzeRatingStudy(m_face, [] {
            analysis::RatingAnalysisOptions o;
            o.parts.demographics = false;
            o.parts.mixed = false;
            return o;
        }());
        QVERIFY(full.has_value());
        const int c1 = m_face.findCondition("cond1_strong");
        const std::size_t dim = 0; // valence in both
        QCOMPARE(res->dimensions[dim], full->dimensions[dim]);
        for (std::size_t g = 0; g < res->groups.size(); ++g) {
            const auto &cell = full->conditions[static_cast<std::size_t>(c1)].cells[dim][g];
            QVERIFY(fuzzyCompare(res->find(0, dim, g, Statistic::PearsonR)->value, cell.pearson.r, 1e-15));
            QVERIFY(fuzzyCompare(res->find(0, dim, g, Statistic::Bias)->value, cell.ba.bias, 1e-15));
            QVERIFY(fuzzyCompare(res->find(0, dim, g, Statistic::DeltaAlpha)->value, cell.alpha.delta, 1e-15));
            QVERIFY(fuzzyCompare(res->find(0, dim, g, Statistic::W1sd)->value, cell.w1sd.share, 1e-15));
            QCOMPARE(res->find(0, dim, g, Statistic::W1sd)->n, cell.n);
        }
        const std::size_t cls = res->dimensions.size() - 1;
        QVERIFY(res->classification[cls]);
        QVERIFY(fuzzyCompare(res->find(0, cls, 0, Statistic::Kappa)->value,
                             full->conditions[static_cast<std::size_t>(c1)].classification.confusion.kappa, 1e-15));
    }

    void bootstrapIsReproducibleFromItsSeed()
    {
        QVERIFY(m_loaded);
        const auto o = options({"cond1_strong", "cond4_low_variance", "cond8_weak"}, 200, 7);
        const auto a = compareConditions(m_face, o);
        const auto b = compareConditions(m_face, o);
        auto o2 = o;
        o2.seed = 8;
        const auto c = compareConditions(m_face, o2);
        QVERIFY(a && b && c);
        QCOMPARE(a->seed, std::uint64_t(7));
        QCOMPARE(a->bootstrap, std::size_t(200));
        QCOMPARE(a->estimates.size(), b->estimates.size());
        std::size_t boot = 0, differs = 0;
        for (std::size_t k = 0; k < a->estimates.size(); ++k) {
            const auto &x = a->estimates[k], &y = b->estimates[k], &z = c->estimates[k];
            QCOMPARE(x.value, y.value);
            QVERIFY(x.ciLow == y.ciLow || (std::isnan(x.ciLow) && std::isnan(y.ciLow)));
            QVERIFY(x.ciHigh == y.ciHigh || (std::isnan(x.ciHigh) && std::isnan(y.ciHigh)));
            if (x.ci == CiMethod::Bootstrap) {
                ++boot;
                QVERIFY(x.validB > 0);
                QVERIFY(x.ciLow <= x.ciHigh);
                differs += x.ciLow != z.ciLow || x.ciHigh != z.ciHigh;
            }
        }
        QVERIFY(boot > 0);
        QVERIFY(differs > boot / 2); // another seed, other resamples
        for (std::size_t k = 0; k < a->tests.size(); ++k) {
            QVERIFY(a->tests[k].p == b->tests[k].p || (std::isnan(a->tests[k].p) && std::isnan(b->tests[k].p)));
            if (a->tests[k].test == TestKind::PairedBootstrap)
                QVERIFY(a->tests[k].p >= 0.0 && a->tests[k].p <= 1.0);
        }
    }

    // A condition compared with its own copy: every paired bootstrap difference is 0 on every
    // resample, so Δ = 0 exactly, the CI is [0, 0] and p = 1; McNemar has no discordant item (p = 1).
    void identicalConditionsGiveZeroDifference()
    {
        QVERIFY(m_loaded);
        study::Study s = m_face;
        const int orig = s.findCondition("cond5_race_bias");
        study::ModelCondition copy = s.conditions[static_cast<std::size_t>(orig)];
        copy.id = "cond5_copy";
        const int c = s.addCondition(copy);
        const int from = s.raterOfCondition(orig), to = s.raterOfCondition(c);
        const std::size_t n = s.ratings.size();
        for (std::size_t k = 0; k < n; ++k)
            if (s.ratings[k].rater == from) {
                auto r = s.ratings[k];
                r.rater = to;
                s.ratings.push_back(r);
            }
        const auto res = compareConditions(s, options({"cond5_race_bias", "cond5_copy"}, 300, 3));
        QVERIFY(res.has_value());
        std::size_t boot = 0;
        for (const auto &t : res->tests) {
            QCOMPARE(t.delta, 0.0);
            if (t.test == TestKind::PairedBootstrap) {
                ++boot;
                QCOMPARE(t.ciLow, 0.0);
                QCOMPARE(t.ciHigh, 0.0);
                QCOMPARE(t.p, 1.0);
                QCOMPARE(t.validB, std::size_t(300));
            }
            if (t.statistic == Statistic::Accuracy) {
                QCOMPARE(t.discordantAB + t.discordantBA, std::size_t(0));
                QCOMPARE(t.p, 1.0);
            }
        }
        QVERIFY(boot >= 5 * 7);
    }

    // The common items: an item one condition did not answer leaves the comparison; an invalid label stays
    // (it is wrong).
    void commonItemsAreThoseEveryConditionAnswered()
    {
        test::StudyBuilder b({"happy", "sad"});
        const int h1 = b.human("h1"), h2 = b.human("h2");
        const int A = b.condition("A"), B = b.condition("B");
        for (int i = 0; i < 8; ++i) {
            const int item = b.item(i % 2);
            b.rate(h1, item, "valence", 1 + i % 5);
            b.rate(h2, item, "valence", 2 + i % 4);
            b.rate(A, item, "valence", 1 + (i * 3) % 7);
            if (i != 3)
                b.rate(B, item, "valence", 1 + (i * 5) % 7);
            b.rate(A, item, "emotion", i % 2);
            b.rate(B, item, "emotion", i == 6 ? -1 : (i + i / 4) % 2);
        }
        const auto res = compareConditions(b.study(), options({"A", "B"}, 50));
        QVERIFY2(res.has_value(), res ? "" : res.error().message().c_str());
        QCOMPARE(res->dimensions, (std::vector<std::string> {"valence", "emotion"}));
        for (const auto &ci : res->items)
            if (ci.group == 0)
                QCOMPARE(ci.n, res->classification[ci.dimension] ? std::size_t(8) : std::size_t(7));
        QCOMPARE(res->find(0, 0, 0, Statistic::PearsonR)->n, std::size_t(7));
        QCOMPARE(res->find(1, 1, 0, Statistic::Accuracy)->value, 4.0 / 8.0); // items 4, 5, 6, 7 wrong (6: invalid)
    }

    void rejectsBadChoices()
    {
        QVERIFY(m_loaded);
        QCOMPARE(compareConditions(m_face, options({"cond1_strong"}, 0)).error().code, ErrorCode::Validation);
        QCOMPARE(compareConditions(m_face, options({"cond1_strong", "nope"}, 0)).error().code, ErrorCode::Validation);
        QCOMPARE(compareConditions(m_face, options({"cond1_strong", "cond1_strong"}, 0)).error().code, ErrorCode::Validation);
        std::vector<std::string> nine(std::begin(kConditions), std::end(kConditions));
        nine.push_back("cond1_strong");
        QCOMPARE(compareConditions(m_face, options(nine, 0)).error().code, ErrorCode::Validation);
    }

    void cancels()
    {
        QVERIFY(m_loaded);
        std::stop_source stop;
        stop.request_stop();
        Progress p;
        p.stop = stop.get_token();
        const auto res = compareConditions(m_face, options({"cond1_strong", "cond8_weak"}, 2000), p);
        QVERIFY(!res.has_value());
        QCOMPARE(res.error().code, ErrorCode::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TestCompare)
#include "tst_compare.moc"

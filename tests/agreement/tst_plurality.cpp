// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/plurality.h"
#include "engine/analysis/alttest.h"
#include "engine/stats/random.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <cmath>
#include <map>

using namespace rl::agreement;
using rl::test::fuzzyCompare;

namespace {

constexpr double kClosed = 1e-12; // README: closed-form statistics
constexpr double kPValue = 1e-10; // README: p-values of t distributions

/// One study of tests/reference/categorical (ratings.csv, answers.csv, labels.csv; 1-based items and raters).
struct Study {
    std::size_t labelCount = 0;
    std::size_t itemCount = 0;
    std::vector<int> ratingItem, ratingRater;
    std::vector<double> ratingLabel;
    std::map<std::string, std::vector<double>> answers; ///< model -> one answer per item (NaN = none)
    ItemRatings humans;
    Plurality plurality;
};

std::string dir() { return rl::test::referenceDir() + "/categorical"; }

std::map<std::string, Study> loadStudies()
{
    std::map<std::string, Study> out;
    const auto labels = rl::test::readGolden(dir() + "/labels.csv");
    for (std::size_t i = 0; i < labels.rows.size(); ++i)
        ++out[labels.text(i, "study")].labelCount;
    const auto ratings = rl::test::readGolden(dir() + "/ratings.csv");
    for (std::size_t i = 0; i < ratings.rows.size(); ++i) {
        Study &s = out[ratings.text(i, "study")];
        s.ratingItem.push_back(static_cast<int>(ratings.number(i, "item")) - 1);
        s.ratingRater.push_back(static_cast<int>(ratings.number(i, "rater")) - 1);
        s.ratingLabel.push_back(ratings.number(i, "label"));
    }
    const auto answers = rl::test::readGolden(dir() + "/answers.csv");
    for (std::size_t i = 0; i < answers.rows.size(); ++i) {
        Study &s = out[answers.text(i, "study")];
        const auto item = static_cast<std::size_t>(answers.number(i, "item")) - 1;
        auto &a = s.answers[answers.text(i, "model")];
        if (a.size() <= item)
            a.resize(item + 1, std::nan(""));
        a[item] = answers.number(i, "answer");
        s.itemCount = std::max(s.itemCount, item + 1);
    }
    for (auto &[name, s] : out) {
        s.humans = ItemRatings::fromLong(s.ratingItem, s.ratingLabel, s.itemCount);
        s.plurality = plurality(s.humans, s.labelCount);
    }
    return out;
}

/// The golden subsets: all items (empty), the items with the most raters (the balanced subset of Fleiss),
/// the items whose plurality is one label.
std::vector<int> unitsOf(const Study &s, const std::string &subset)
{
    std::vector<int> units;
    if (subset == "complete") {
        int most = 0;
        for (std::size_t j = 0; j < s.itemCount; ++j)
            most = std::max(most, s.humans.n(j));
        for (std::size_t j = 0; j < s.itemCount; ++j)
            if (s.humans.n(j) == most)
                units.push_back(static_cast<int>(j));
    } else if (subset == "tiefree") {
        for (std::size_t j = 0; j < s.itemCount; ++j)
            if (s.plurality.of(j).size() == 1)
                units.push_back(static_cast<int>(j));
    }
    return units;
}

CreditTally tally(std::initializer_list<std::uint64_t> byTie, std::size_t n)
{
    CreditTally t;
    t.byTie.assign(byTie.begin(), byTie.end());
    t.n = n;
    return t;
}

} // namespace

class TestPlurality : public QObject {
    Q_OBJECT
private:
    std::map<std::string, Study> m_studies;

private slots:
    void initTestCase()
    {
        m_studies = loadStudies();
        QCOMPARE(m_studies.size(), std::size_t(3));
        QCOMPARE(m_studies.at("small").itemCount, std::size_t(8));
        QCOMPARE(m_studies.at("balanced").humans.ratingCount(), std::size_t(1000));
        QCOMPARE(m_studies.at("unbalanced").labelCount, std::size_t(4));
    }

    // ---- hand-checked: the small study (11_categorical.R documents each item) ----

    void pluralityTies()
    {
        const Study &s = m_studies.at("small");
        const std::vector<std::vector<std::int32_t>> expected = {{0}, {0, 1}, {0, 1, 2}, {2}, {1, 2}, {2}, {}, {1}};
        for (std::size_t j = 0; j < expected.size(); ++j) {
            const auto t = s.plurality.of(j);
            QCOMPARE(std::vector<std::int32_t>(t.begin(), t.end()), expected[j]);
        }
    }

    void handModel()
    {
        // Answers 0, 1, 2, NA, -1, 0, 1, 1: credits 1 + 1/2 + 1/3 + 0 (invalid) + 0 + 1 over 6 items (item 4
        // missing, item 7 without human labels) = 17/6; share 17/36.
        const Study &s = m_studies.at("small");
        const auto humans = categoricalHumans(s.humans, 3, AlphaLevel::Nominal);
        const auto &hand = s.answers.at("hand");
        const auto r = pluralityAgreement(s.humans, s.plurality, hand, humans.alpha, AlphaLevel::Nominal);
        QCOMPARE(r.nItems, std::size_t(6));
        QCOMPARE(r.nMissing, std::size_t(1));
        QCOMPARE(r.nInvalid, std::size_t(1));
        QCOMPARE(r.agreement.n, std::size_t(6));
        QCOMPARE(r.agreement.byTie, (std::vector<std::uint64_t> {0, 2, 1, 1}));
        QVERIFY(fuzzyCompare(r.agreement.share(), 17.0 / 36.0, 1e-15)); // by hand
        QCOMPARE(compareShares(r.agreement, tally({0, 17}, 36)), 0);     // exactly 17/36
        QVERIFY(fuzzyCompare(r.confusion.accuracy, 17.0 / 36.0, 1e-15));
        // Item 3 (tie of 3, answer 2) puts 1/3 in rows 0, 1, 2 of column 2; item 5 (tie {1, 2}, invalid) 1/2 in
        // rows 1, 2 of the invalid column.
        QVERIFY(fuzzyCompare(r.confusion.at(0, 2), 1.0 / 3.0, 1e-15));
        QVERIFY(fuzzyCompare(r.confusion.at(1, 3), 0.5, 1e-15));
        QVERIFY(fuzzyCompare(r.confusion.at(2, 3), 0.5, 1e-15));
        QCOMPARE(r.confusion.n, 6.0);
    }

    void handHumans()
    {
        // LOO: items 1 (0,0,0,1) and 8 (1,1,1,1): 3 + 4 credits of 1; item 6 (2,2,0,1): leaving out a 2 ties
        // {0, 1, 2}, 2 credits of 1/3; every other label 0. n = 4+4+3+4+4+4 = 23, share 23/3 / 23 = 1/3.
        const Study &s = m_studies.at("small");
        const auto h = categoricalHumans(s.humans, 3, AlphaLevel::Nominal);
        QCOMPARE(h.loo.n, std::size_t(23));
        QCOMPARE(h.loo.byTie, (std::vector<std::uint64_t> {0, 7, 0, 2}));
        QCOMPARE(compareShares(h.loo, tally({0, 1}, 3)), 0);
        QCOMPARE(h.nItemsPairable, std::size_t(6));
        QCOMPARE(h.labelCounts, (std::vector<std::size_t> {7, 11, 6}));
        // Unequal raters (4, 4, 3, 1, 4, 4, 4): Fleiss is not defined over all items.
        QCOMPARE(h.fleiss.status, FleissStatus::UnequalRaters);
        QVERIFY(std::isnan(h.fleiss.kappa));
        QCOMPARE(std::string(fleissStatusName(h.fleiss.status)), std::string("unequal_raters"));
    }

    void noAnswers()
    {
        const Study &s = m_studies.at("small");
        const std::vector<double> none(s.itemCount, std::nan(""));
        const auto h = categoricalHumans(s.humans, 3, AlphaLevel::Nominal);
        const auto r = pluralityAgreement(s.humans, s.plurality, none, h.alpha, AlphaLevel::Nominal);
        QCOMPARE(r.nItems, std::size_t(0));
        QCOMPARE(r.nMissing, std::size_t(7));
        QVERIFY(std::isnan(r.agreement.share()));
        QVERIFY(std::isnan(r.confusion.kappa));
        QCOMPARE(r.alpha.delta, 0.0); // no extra value: alpha unchanged
    }

    void fleissStatuses()
    {
        // One label only: P_e = 1.
        const std::vector<int> item = {0, 0, 1, 1};
        const std::vector<double> same = {1, 1, 1, 1};
        QCOMPARE(fleissKappa(ItemRatings::fromLong(item, same), 3).status, FleissStatus::NoExpectedAgreementGap);
        const std::vector<int> single = {0, 1, 2};
        const std::vector<double> labels = {0, 1, 2};
        QCOMPARE(fleissKappa(ItemRatings::fromLong(single, labels), 3).status, FleissStatus::TooFewRaters);
        QCOMPARE(fleissKappa(ItemRatings {}, 3).status, FleissStatus::NoItems);
    }

    void compareSharesExact()
    {
        // 1/10 + 1/5 vs 3/10: equal as rationals although 0.1 + 0.2 != 0.3 in doubles.
        CreditTally a, b;
        a.add(10);
        a.add(5);
        a.n = 1;
        b.add(10, 3);
        b.n = 1;
        QCOMPARE(compareShares(a, b), 0);
        // 10^15 / (10^15 + 1) < (10^15 + 1) / (10^15 + 2): the doubles of the shares are equal.
        const std::uint64_t e = 1000000000000000ULL;
        const CreditTally c = tally({0, e}, e + 1), d = tally({0, e + 1}, e + 2);
        QCOMPARE(c.share(), d.share());
        QCOMPARE(compareShares(c, d), -1);
        QCOMPARE(compareShares(d, c), 1);
        // A tie credit of 1/2 twice equals one full credit.
        QCOMPARE(compareShares(tally({0, 0, 2}, 4), tally({0, 1}, 4)), 0);
    }

    void relabellingInvariance()
    {
        // Nominal statistics do not depend on the label order: reverse the labels of the unbalanced study.
        const Study &s = m_studies.at("unbalanced");
        std::vector<double> rev(s.ratingLabel.size());
        for (std::size_t i = 0; i < rev.size(); ++i)
            rev[i] = 3.0 - s.ratingLabel[i];
        const ItemRatings h2 = ItemRatings::fromLong(s.ratingItem, rev, s.itemCount);
        const auto a = categoricalHumans(s.humans, 4, AlphaLevel::Nominal);
        const auto b = categoricalHumans(h2, 4, AlphaLevel::Nominal);
        QCOMPARE(compareShares(a.loo, b.loo), 0);
        QVERIFY(fuzzyCompare(a.alpha.alpha, b.alpha.alpha, kClosed));
        std::vector<double> ans = s.answers.at("medium");
        for (double &x : ans)
            x = x >= 0 ? 3.0 - x : x;
        const auto ra = pluralityAgreement(s.humans, s.plurality, s.answers.at("medium"), a.alpha, AlphaLevel::Nominal);
        const auto rb = pluralityAgreement(h2, plurality(h2, 4), ans, b.alpha, AlphaLevel::Nominal);
        QCOMPARE(compareShares(ra.agreement, rb.agreement), 0);
        QVERIFY(fuzzyCompare(ra.confusion.kappa, rb.confusion.kappa, kClosed));
        QVERIFY(fuzzyCompare(ra.confusion.macroF1, rb.confusion.macroF1, kClosed));
        QVERIFY(fuzzyCompare(ra.alpha.delta, rb.alpha.delta, kClosed));
    }

    // ---- R goldens (tests/reference/R/11_categorical.R) ----

    void humans_data()
    {
        QTest::addColumn<int>("row");
        const auto g = rl::test::readGolden(dir() + "/humans.csv");
        for (std::size_t i = 0; i < g.rows.size(); ++i)
            QTest::newRow((g.text(i, "study") + "/" + g.text(i, "subset")).c_str()) << static_cast<int>(i);
    }
    void humans()
    {
        QFETCH(int, row);
        const auto g = rl::test::readGolden(dir() + "/humans.csv");
        const auto i = static_cast<std::size_t>(row);
        const Study &s = m_studies.at(g.text(i, "study"));
        const std::string subset = g.text(i, "subset");
        const std::vector<int> units = unitsOf(s, subset);
        const auto h = categoricalHumans(s.humans, s.labelCount, AlphaLevel::Nominal, units);
        const auto ho = categoricalHumans(s.humans, s.labelCount, AlphaLevel::Ordinal, units);
        QCOMPARE(static_cast<double>(h.nItems), g.number(i, "n_items"));
        QCOMPARE(static_cast<double>(h.nRatings), g.number(i, "n_ratings"));
        QCOMPARE(static_cast<double>(h.nItemsPairable), g.number(i, "n_items_pairable"));
        QVERIFY(fuzzyCompare(h.alpha.alpha, g.number(i, "alpha_nominal"), kClosed));  // R kripp_alpha_long (irr if NA)
        QVERIFY(fuzzyCompare(ho.alpha.alpha, g.number(i, "alpha_ordinal"), kClosed)); // R kripp_alpha_long
        QCOMPARE(std::string(fleissStatusName(h.fleiss.status)), g.text(i, "fleiss_status"));
        if (h.fleiss.status == FleissStatus::Ok) {
            QCOMPARE(static_cast<double>(h.fleiss.nItems), g.number(i, "fleiss_items"));
            QCOMPARE(static_cast<double>(h.fleiss.raters), g.number(i, "fleiss_raters"));
            QVERIFY(fuzzyCompare(h.fleiss.kappa, g.number(i, "fleiss_kappa"), kClosed)); // irr::kappam.fleiss
            QVERIFY(fuzzyCompare(h.fleiss.pObserved, g.number(i, "fleiss_p_observed"), kClosed));
            QVERIFY(fuzzyCompare(h.fleiss.pExpected, g.number(i, "fleiss_p_expected"), kClosed));
            QVERIFY(fuzzyCompare(h.fleiss.z, g.number(i, "fleiss_z"), kClosed));  // irr::kappam.fleiss
            QVERIFY(fuzzyCompare(h.fleiss.p, g.number(i, "fleiss_p"), kPValue)); // irr: 2 (1 - pnorm(|z|))
        }
        QCOMPARE(static_cast<double>(h.loo.n), g.number(i, "loo_n"));
        QVERIFY(fuzzyCompare(h.loo.sum(), g.number(i, "loo_credit_sum"), kClosed)); // R brute-force LOO
        QVERIFY(fuzzyCompare(h.loo.share(), g.number(i, "loo_share"), kClosed));
        for (std::size_t t = 1; t <= 3; ++t) {
            const double got = t < h.loo.byTie.size() ? static_cast<double>(h.loo.byTie[t]) : 0.0;
            QCOMPARE(got, g.number(i, "loo_tie" + std::to_string(t)));
        }
        // Per label.
        const auto gl = rl::test::readGolden(dir() + "/humans_labels.csv");
        std::size_t seen = 0;
        for (std::size_t r = 0; r < gl.rows.size(); ++r) {
            if (gl.text(r, "study") != g.text(i, "study") || gl.text(r, "subset") != subset)
                continue;
            const auto k = static_cast<std::size_t>(gl.number(r, "label"));
            QCOMPARE(static_cast<double>(h.labelCounts[k]), gl.number(r, "label_count"));
            QVERIFY(fuzzyCompare(h.specificAgreement[k], gl.number(r, "specific_agreement"), kClosed)); // R, Uebersax
            ++seen;
        }
        QCOMPARE(seen, s.labelCount);
    }

    void models_data()
    {
        QTest::addColumn<int>("row");
        const auto g = rl::test::readGolden(dir() + "/models.csv");
        for (std::size_t i = 0; i < g.rows.size(); ++i)
            QTest::newRow((g.text(i, "study") + "/" + g.text(i, "subset") + "/" + g.text(i, "model")).c_str())
                    << static_cast<int>(i);
    }
    void models()
    {
        QFETCH(int, row);
        const auto g = rl::test::readGolden(dir() + "/models.csv");
        const auto i = static_cast<std::size_t>(row);
        const Study &s = m_studies.at(g.text(i, "study"));
        const std::string subset = g.text(i, "subset"), model = g.text(i, "model");
        const std::vector<int> units = unitsOf(s, subset);
        const auto &answers = s.answers.at(model);
        const auto nominal = categoricalHumans(s.humans, s.labelCount, AlphaLevel::Nominal, units);
        const auto ordinal = categoricalHumans(s.humans, s.labelCount, AlphaLevel::Ordinal, units);
        const auto r = pluralityAgreement(s.humans, s.plurality, answers, nominal.alpha, AlphaLevel::Nominal, units);
        const auto ro = pluralityAgreement(s.humans, s.plurality, answers, ordinal.alpha, AlphaLevel::Ordinal, units);

        QCOMPARE(static_cast<double>(r.nItems), g.number(i, "n_items"));
        QCOMPARE(static_cast<double>(r.nMissing), g.number(i, "n_missing"));
        QCOMPARE(static_cast<double>(r.nInvalid), g.number(i, "n_invalid"));
        QVERIFY(fuzzyCompare(r.agreement.sum(), g.number(i, "agreement_credit_sum"), kClosed)); // R, tie rule
        QVERIFY(fuzzyCompare(r.agreement.share(), g.number(i, "agreement_share"), kClosed));
        for (std::size_t t = 1; t <= 3; ++t) {
            const double got = t < r.agreement.byTie.size() ? static_cast<double>(r.agreement.byTie[t]) : 0.0;
            QCOMPARE(got, g.number(i, "agreement_tie" + std::to_string(t)));
        }
        const PluralityConfusion &c = r.confusion;
        QCOMPARE(c.n, g.number(i, "n"));
        QVERIFY(fuzzyCompare(c.accuracy, g.number(i, "accuracy"), kClosed));     // R, fractional confusion
        QVERIFY(fuzzyCompare(c.pExpected, g.number(i, "p_expected"), kClosed));
        QVERIFY(fuzzyCompare(c.kappa, g.number(i, "kappa"), kClosed));
        QVERIFY(fuzzyCompare(c.macroF1, g.number(i, "macro_f1"), kClosed));
        if (subset == "tiefree")
            QVERIFY(fuzzyCompare(c.kappa, g.number(i, "kappa2_irr"), kClosed)); // irr::kappa2 (no ties)
        QVERIFY(fuzzyCompare(r.alpha.base.alpha, g.number(i, "alpha_nominal"), kClosed)); // R kripp_alpha_long
        QVERIFY(fuzzyCompare(r.alpha.withRater.alpha, g.number(i, "alpha_nominal_with_model"), kClosed));
        QVERIFY(fuzzyCompare(r.alpha.delta, g.number(i, "delta_alpha_nominal"), kClosed));
        QVERIFY(fuzzyCompare(ro.alpha.base.alpha, g.number(i, "alpha_ordinal"), kClosed));
        QVERIFY(fuzzyCompare(ro.alpha.withRater.alpha, g.number(i, "alpha_ordinal_with_model"), kClosed));
        QVERIFY(fuzzyCompare(ro.alpha.delta, g.number(i, "delta_alpha_ordinal"), kClosed));

        const auto gl = rl::test::readGolden(dir() + "/models_labels.csv");
        for (std::size_t k = 0, hits = 0; k < gl.rows.size(); ++k) {
            if (gl.text(k, "study") != g.text(i, "study") || gl.text(k, "subset") != subset
                || gl.text(k, "model") != model)
                continue;
            const auto label = static_cast<std::size_t>(gl.number(k, "label"));
            QVERIFY(fuzzyCompare(c.support[label], gl.number(k, "support"), kClosed));
            QVERIFY(fuzzyCompare(c.precision[label], gl.number(k, "precision"), kClosed));
            QVERIFY(fuzzyCompare(c.recall[label], gl.number(k, "recall"), kClosed));
            QVERIFY(fuzzyCompare(c.f1[label], gl.number(k, "f1"), kClosed));
            QVERIFY(++hits <= s.labelCount);
        }
        const auto gc = rl::test::readGolden(dir() + "/confusion.csv");
        std::size_t cells = 0;
        for (std::size_t k = 0; k < gc.rows.size(); ++k) {
            if (gc.text(k, "study") != g.text(i, "study") || gc.text(k, "subset") != subset
                || gc.text(k, "model") != model)
                continue;
            const auto rowLabel = static_cast<std::size_t>(gc.number(k, "plurality"));
            const double answer = gc.number(k, "answer");
            const std::size_t column = answer < 0 ? s.labelCount : static_cast<std::size_t>(answer);
            QVERIFY(fuzzyCompare(c.at(rowLabel, column), gc.number(k, "weight"), kClosed)); // R, tie rule
            ++cells;
        }
        QCOMPARE(cells, s.labelCount * (s.labelCount + 1));
    }

    // ---- the Alt-test with accuracy scoring = the authors' alt_test (R translation in 11_categorical.R) ----

    void altTestAccuracy_data()
    {
        QTest::addColumn<int>("row");
        const auto g = rl::test::readGolden(dir() + "/alttest.csv");
        for (std::size_t i = 0; i < g.rows.size(); ++i)
            QTest::newRow((g.text(i, "study") + "/" + g.text(i, "model")).c_str()) << static_cast<int>(i);
    }
    void altTestAccuracy()
    {
        QFETCH(int, row);
        const auto g = rl::test::readGolden(dir() + "/alttest.csv");
        const auto i = static_cast<std::size_t>(row);
        const Study &s = m_studies.at(g.text(i, "study"));
        const std::string model = g.text(i, "model");
        const auto &answers = s.answers.at(model);
        rl::analysis::AltTestOptions o;
        o.scoring = rl::analysis::AltTestScoring::Accuracy;
        o.epsilon = g.number(i, "epsilon");
        o.q = g.number(i, "q");
        o.minItems = static_cast<std::size_t>(g.number(i, "min_items"));
        const auto byRater = rl::analysis::RaterRatings::fromLong(s.ratingRater, s.ratingItem, s.ratingLabel, 5);
        const auto r = rl::analysis::altTest(s.humans, byRater, answers, {}, o);
        QCOMPARE(r.status, rl::analysis::AltTestStatus::Ok);
        QCOMPARE(static_cast<double>(r.ratersUsable), g.number(i, "raters_usable"));
        QCOMPARE(static_cast<double>(r.ratersWon), g.number(i, "raters_won"));
        QCOMPARE(static_cast<double>(r.comparisons), g.number(i, "comparisons"));
        QVERIFY(fuzzyCompare(r.winningRate, g.number(i, "winning_rate"), kClosed));        // alt_test: ω
        QVERIFY(fuzzyCompare(r.advantage, g.number(i, "advantage_probability"), kClosed)); // alt_test: ρ
        QCOMPARE(r.passed ? "TRUE" : "FALSE", g.text(i, "passed").c_str());

        // Per rater: the rater alone (m = 1, so the BY-adjusted p is p) wins exactly when q >= its p. The
        // golden p is bracketed by q = p (1 -/+ 1e-10), and the rater's advantage is ρ of that run.
        const auto gr = rl::test::readGolden(dir() + "/alttest_raters.csv");
        std::size_t raters = 0;
        for (std::size_t k = 0; k < gr.rows.size(); ++k) {
            if (gr.text(k, "study") != g.text(i, "study") || gr.text(k, "model") != model)
                continue;
            ++raters;
            const int h = static_cast<int>(gr.number(k, "rater")) - 1;
            std::vector<int> only(s.ratingRater.size());
            for (std::size_t x = 0; x < only.size(); ++x)
                only[x] = s.ratingRater[x] == h ? 0 : -1;
            const auto one = rl::analysis::RaterRatings::fromLong(only, s.ratingItem, s.ratingLabel, 1);
            const double p = gr.number(k, "p_value");
            auto wins = [&](double q) {
                rl::analysis::AltTestOptions oq = o;
                oq.q = q;
                const auto res = rl::analysis::altTest(s.humans, one, answers, {}, oq);
                return res.ratersWon == 1;
            };
            const auto res = rl::analysis::altTest(s.humans, one, answers, {}, o);
            QCOMPARE(static_cast<double>(res.comparisons), gr.number(k, "n_items"));
            QVERIFY(fuzzyCompare(res.advantage, gr.number(k, "advantage"), kClosed)); // alt_test: mean llm_indicators
            QVERIFY(p > 0 && p < 1);
            QVERIFY(wins(p * (1 + kPValue)));  // alt_test: ttest_1samp(..., alternative = 'less')
            QVERIFY(!wins(p * (1 - kPValue)));
        }
        QCOMPARE(static_cast<double>(raters), g.number(i, "raters_usable"));
    }

    // ---- scale: the benchmark's shape, with consistency checks (not timed) ----

    void scale()
    {
        const std::size_t I = 100000, R = 5, K = 3, M = 10;
        rl::stats::Rng rng(20261210);
        std::vector<int> item, rater;
        std::vector<double> label;
        std::vector<int> truth(I);
        for (std::size_t j = 0; j < I; ++j) {
            truth[j] = static_cast<int>(rng.below(K));
            for (std::size_t r = 0; r < R; ++r) {
                item.push_back(static_cast<int>(j));
                rater.push_back(static_cast<int>(r));
                label.push_back(rng.uniform() < 0.7 ? truth[j] : static_cast<double>(rng.below(K)));
            }
        }
        const ItemRatings h = ItemRatings::fromLong(item, label, I);
        const Plurality p = plurality(h, K);
        const auto humans = categoricalHumans(h, K, AlphaLevel::Nominal);
        QCOMPARE(humans.fleiss.status, FleissStatus::Ok);
        QCOMPARE(humans.loo.n, I * R);
        for (std::size_t m = 0; m < M; ++m) {
            std::vector<double> a(I);
            for (std::size_t j = 0; j < I; ++j)
                a[j] = rng.uniform() < 0.5 + 0.05 * static_cast<double>(m) ? static_cast<double>(truth[j])
                                                                            : static_cast<double>(rng.below(K));
            const auto r = pluralityAgreement(h, p, a, humans.alpha, AlphaLevel::Nominal);
            QCOMPARE(r.nItems, I);
            double trace = 0;
            for (std::size_t k = 0; k < K; ++k)
                trace += r.confusion.at(k, k);
            QVERIFY(fuzzyCompare(trace / r.confusion.n, r.agreement.share(), 1e-13));
            QVERIFY(fuzzyCompare(r.alpha.base.alpha, humans.alpha.alpha, 0));
        }
    }
};

QTEST_GUILESS_MAIN(TestPlurality)
#include "tst_plurality.moc"

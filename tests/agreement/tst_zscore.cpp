// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/zscore.h"
#include "tests/agreement/facedata.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <cmath>
#include <map>

using namespace rl::agreement;
using rl::test::fuzzyCompare;

class TestZScore : public QObject {
    Q_OBJECT
private:
    rl::test::FaceData m_face;
    std::map<std::string, ItemRatings> m_humans;

    std::vector<int> itemsOf(const std::string &emotion) const
    {
        const bool all = emotion == "ALL" || emotion == "all";
        return m_face.itemsOf(all ? -1 : rl::test::FaceData::emotionIndex(emotion));
    }

private slots:
    void initTestCase()
    {
        m_face = rl::test::loadFaceData();
        for (const std::string dim : {"valence", "arousal"})
            m_humans[dim] = ItemRatings::fromLong(m_face.ratingItem, m_face.ratings(dim), m_face.imageCount);
    }

    /// The per-item summaries the z-scores stand on: n, S, Q, M_j, SD_j.
    void itemSummaries()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_image_summary.csv");
        QCOMPARE(g.rows.size(), std::size_t(1440));
        const ItemRatings &v = m_humans["valence"];
        const ItemRatings &a = m_humans["arousal"];
        QVERIFY(v.integerValued());
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const auto j = static_cast<std::size_t>(g.number(i, "image_id")) - 1;
            QCOMPARE(static_cast<double>(v.n(j)), g.number(i, "valence_n"));
            QCOMPARE(v.sum(j), g.number(i, "valence_sum"));
            QCOMPARE(v.sumSquares(j), g.number(i, "valence_sumsq"));
            QVERIFY(fuzzyCompare(v.mean(j), g.number(i, "valence_mean"), 1e-15)); // R mean()
            QVERIFY(fuzzyCompare(v.sd(j), g.number(i, "valence_sd"), 1e-15));     // R sd()
            QVERIFY(fuzzyCompare(a.mean(j), g.number(i, "arousal_mean"), 1e-15)); // R mean()
            QVERIFY(fuzzyCompare(a.sd(j), g.number(i, "arousal_sd"), 1e-15));     // R sd()
        }
    }

    void faceW1sd()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_w1sd.csv");
        QCOMPARE(g.rows.size(), std::size_t(8 * 2 * 7));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string dim = g.text(i, "dimension");
            const std::size_t c = m_face.conditionIndex(g.text(i, "condition"));
            QVERIFY(c < m_face.conditions.size());
            const W1sdResult r = w1sd(m_humans[dim], m_face.predictions(c, dim), itemsOf(g.text(i, "emotion")));
            QCOMPARE(r.status, ZScoreStatus::Ok);
            QVERIFY(r.exactTest);
            QCOMPARE(static_cast<double>(r.nItems), g.number(i, "n_images"));         // exact count
            QCOMPARE(static_cast<double>(r.nWithin), g.number(i, "n_within"));        // R 04b, exact integer test
            QCOMPARE(static_cast<double>(r.nExactTies), g.number(i, "n_exact_ties")); // exact count
            QVERIFY(fuzzyCompare(r.share, g.number(i, "w1sd"), 1e-12));               // R 04b
            QVERIFY(fuzzyCompare(r.meanAbsZ, g.number(i, "mean_abs_z"), 1e-12));      // R 04b mean(abs(z))
        }
    }

    void faceHumanLoo()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_human_loo.csv");
        QCOMPARE(g.rows.size(), std::size_t(14));
        int ties = 0;
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const LooResult r = humanLeaveOneOut(m_humans[g.text(i, "dimension")], itemsOf(g.text(i, "emotion")));
            QCOMPARE(r.status, ZScoreStatus::Ok);
            QVERIFY(r.exactTest);
            QCOMPARE(static_cast<double>(r.nPairs), g.number(i, "n_pairs"));          // exact count
            QCOMPARE(static_cast<double>(r.nWithin), g.number(i, "n_within"));        // R 04b, ties within
            QCOMPARE(static_cast<double>(r.nExactTies), g.number(i, "n_exact_ties")); // exact count
            QCOMPARE(static_cast<double>(r.nNonFinite), g.number(i, "n_nonfinite_z"));
            QVERIFY(fuzzyCompare(r.share, g.number(i, "w1sd_exact_integer_test"), 1e-12)); // R 04b
            QVERIFY(fuzzyCompare(r.share, g.number(i, "w1sd"), 1e-12));                     // R 04b doubles
            ties += static_cast<int>(r.nExactTies);
        }
        QVERIFY(ties > 0); // the public set has |z| = 1 ties: the exact test is exercised
    }

    void faceHumanLooByEmotion()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_human_by_emotion.csv");
        QCOMPARE(g.rows.size(), std::size_t(14));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const LooResult r = humanLeaveOneOut(m_humans[g.text(i, "dimension")], itemsOf(g.text(i, "emotion")));
            QCOMPARE(static_cast<double>(r.nItems), g.number(i, "n_images"));
            QCOMPARE(static_cast<double>(r.nPairs), g.number(i, "w1sd_loo_n_pairs"));          // exact count
            QCOMPARE(static_cast<double>(r.nWithin), g.number(i, "w1sd_loo_n_within"));        // R 04d exact test
            QCOMPARE(static_cast<double>(r.nExactTies), g.number(i, "w1sd_loo_n_exact_ties")); // exact count
            QVERIFY(fuzzyCompare(r.share, g.number(i, "w1sd_loo"), 1e-12));                    // R 04d
        }
    }

    /// The floating fallback agrees with the exact test away from ties, and the LOO shortcut (per
    /// distinct value) equals a brute-force loop over the ratings.
    void floatingFallbackAndBruteForce()
    {
        const ItemRatings &v = m_humans["valence"];
        // Shift every rating by 0.5: no longer integers, same z-scores up to rounding.
        std::vector<double> shifted = m_face.valence;
        for (double &x : shifted)
            x += 0.5;
        const ItemRatings s = ItemRatings::fromLong(m_face.ratingItem, shifted, m_face.imageCount);
        QVERIFY(!s.integerValued());
        const std::size_t c = 0;
        std::vector<double> pred = m_face.valencePred[c];
        for (double &x : pred)
            x += 0.5;
        const W1sdResult exact = w1sd(v, m_face.valencePred[c]);
        const W1sdResult approx = w1sd(s, pred);
        QVERIFY(!approx.exactTest);
        QCOMPARE(approx.nWithin, exact.nWithin);                     // no tie in this condition
        QVERIFY(fuzzyCompare(approx.meanAbsZ, exact.meanAbsZ, 1e-12)); // same z up to rounding
        const LooResult looExact = humanLeaveOneOut(v);
        const LooResult looApprox = humanLeaveOneOut(s);
        QVERIFY(!looApprox.exactTest);
        QCOMPARE(looApprox.nWithin, looExact.nWithin); // the 1e-12 slack keeps the 41 ties within
        QVERIFY(fuzzyCompare(looApprox.meanAbsZ, looExact.meanAbsZ, 1e-12));

        // Brute force: every rating against the others of its item, two-pass statistics.
        std::size_t within = 0, pairs = 0;
        for (std::size_t j = 0; j < v.itemCount(); ++j) {
            const auto r = v.ratings(j);
            for (std::size_t h = 0; h < r.size(); ++h) {
                double sum = 0.0;
                for (std::size_t k = 0; k < r.size(); ++k)
                    sum += k == h ? 0.0 : r[k];
                const double mean = sum / static_cast<double>(r.size() - 1);
                double ss = 0.0;
                for (std::size_t k = 0; k < r.size(); ++k)
                    ss += k == h ? 0.0 : (r[k] - mean) * (r[k] - mean);
                const double z = (r[h] - mean) / std::sqrt(ss / static_cast<double>(r.size() - 2));
                within += std::fabs(z) <= 1.0 + 1e-12 ? 1 : 0;
                ++pairs;
            }
        }
        QCOMPARE(pairs, looExact.nPairs);
        QCOMPARE(within, looExact.nWithin);
    }

    /// SD_j = 0 rule, exact ties, missing predictions and too-small items.
    void degenerateInputs()
    {
        // item 0: {5,5,5} (SD 0); item 1: {4,6} (M 5, SD sqrt 2); item 2: {3} (n = 1); item 3: none.
        const std::vector<int> item = {0, 0, 0, 1, 1, 2};
        const std::vector<double> value = {5, 5, 5, 4, 6, 3};
        const ItemRatings h = ItemRatings::fromLong(item, value, 4);
        QCOMPARE(h.itemCount(), std::size_t(4));

        std::vector<double> pred = {5, 5, 3, 3};
        W1sdResult r = w1sd(h, pred);
        QCOMPARE(r.nItems, std::size_t(2));  // items 2 and 3 have n < 2
        QCOMPARE(r.nSkipped, std::size_t(2));
        QCOMPARE(r.nWithin, std::size_t(2)); // SD 0 and x == M: |z| = 0
        QCOMPARE(r.nInfinite, std::size_t(0));
        QCOMPARE(r.meanAbsZ, 0.0);

        pred = {6, 5 + std::sqrt(2.0), 3, 3}; // SD 0 and x != M: |z| = Inf; item 1 not an integer
        r = w1sd(h, pred);
        QCOMPARE(r.nInfinite, std::size_t(1));
        QCOMPARE(r.nWithin, std::size_t(1)); // |z| = 1 up to rounding, within by the 1e-12 slack
        QVERIFY(!r.exactTest);
        QVERIFY(std::isinf(r.meanAbsZ));
        const auto z = zScores(h, pred);
        QVERIFY(std::isinf(z[0]) && z[0] > 0);
        QVERIFY(std::isnan(z[2]) && std::isnan(z[3]));

        // An exact tie: ratings {1, 3}: M 2, SD sqrt 2; x = 2 + sqrt 2 is not an integer, so take
        // ratings {0, 2, 4}: M 2, SD 2, x = 4 -> z = 1 exactly.
        const std::vector<int> item2 = {0, 0, 0};
        const std::vector<double> value2 = {0, 2, 4};
        const std::vector<double> pred2 = {4};
        r = w1sd(ItemRatings::fromLong(item2, value2), pred2);
        QCOMPARE(r.nExactTies, std::size_t(1));
        QCOMPARE(r.nWithin, std::size_t(1));
        QVERIFY(r.exactTest);

        // Nothing to evaluate: Empty status, NaN share.
        const std::vector<double> none = {std::nan(""), std::nan(""), std::nan(""), std::nan("")};
        r = w1sd(h, none);
        QCOMPARE(r.status, ZScoreStatus::Empty);
        QVERIFY(std::isnan(r.share));

        // LOO: items need 3 ratings; item 0's others are {5,5}: SD 0 and x == M -> within.
        const LooResult loo = humanLeaveOneOut(h);
        QCOMPARE(loo.nItems, std::size_t(1));
        QCOMPARE(loo.nItemsSkipped, std::size_t(3));
        QCOMPARE(loo.nPairs, std::size_t(3));
        QCOMPARE(loo.nWithin, std::size_t(3));
        QCOMPARE(loo.meanAbsZ, 0.0);
        // {5,5,6}: leaving a 5 out gives {5,6} (z = -0.5/sqrt(0.5) ~ -0.71), leaving 6 out gives {5,5}: Inf.
        const std::vector<int> item3 = {0, 0, 0};
        const std::vector<double> value3 = {5, 5, 6};
        const LooResult loo3 = humanLeaveOneOut(ItemRatings::fromLong(item3, value3));
        QCOMPARE(loo3.nWithin, std::size_t(2));
        QCOMPARE(loo3.nNonFinite, std::size_t(1));
        QVERIFY(std::isinf(loo3.meanAbsZ));
        QCOMPARE(humanLeaveOneOut(ItemRatings::fromLong({}, {})).status, ZScoreStatus::Empty);
    }
};

QTEST_GUILESS_MAIN(TestZScore)
#include "tst_zscore.moc"

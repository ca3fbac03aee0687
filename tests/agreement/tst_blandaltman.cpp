// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/blandaltman.h"
#include "engine/agreement/itemratings.h"
#include "engine/stats/random.h"
#include "tests/agreement/facedata.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <cmath>
#include <map>

using namespace rl::agreement;
using rl::test::fuzzyCompare;

class TestBlandAltman : public QObject {
    Q_OBJECT
private:
    std::map<std::string, std::pair<std::vector<double>, std::vector<double>>> m_cases; // case -> (x, y)

private slots:
    void initTestCase()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/bland_altman_data.csv");
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            auto &c = m_cases[g.text(i, "case")];
            c.first.push_back(g.number(i, "x"));
            c.second.push_back(g.number(i, "y"));
        }
        QVERIFY(m_cases.size() >= 2);
    }

    void referenceCases_data()
    {
        QTest::addColumn<int>("row");
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/bland_altman.csv");
        for (std::size_t i = 0; i < g.rows.size(); ++i)
            QTest::newRow((g.text(i, "case") + "/z=" + g.text(i, "z")).c_str()) << static_cast<int>(i);
    }
    void referenceCases()
    {
        QFETCH(int, row);
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/bland_altman.csv");
        const auto i = static_cast<std::size_t>(row);
        const auto &[x, y] = m_cases.at(g.text(i, "case"));
        BlandAltmanOptions o;
        o.z = g.number(i, "z");
        o.exactLoaCi = true;
        const BlandAltmanResult r = blandAltman(x, y, o); // d = x - y
        auto col = [&](const char *name) { return g.number(i, name); };
        QCOMPARE(r.status, BlandAltmanStatus::Ok);
        QCOMPARE(static_cast<double>(r.n), col("n"));
        QVERIFY(fuzzyCompare(r.bias, col("bias"), 1e-12));                // R common.R bland_altman
        QVERIFY(fuzzyCompare(r.sd, col("sd"), 1e-12));                    // R common.R bland_altman
        QVERIFY(fuzzyCompare(r.loaLower, col("loa_lower"), 1e-12));       // R common.R bland_altman
        QVERIFY(fuzzyCompare(r.loaUpper, col("loa_upper"), 1e-12));       // R common.R bland_altman
        QVERIFY(fuzzyCompare(r.tQuantile, col("t_quantile"), 1e-12));     // R qt(0.975, n - 1)
        QVERIFY(fuzzyCompare(r.seBias, col("se_bias"), 1e-12));           // R common.R bland_altman
        QVERIFY(fuzzyCompare(r.biasCiLower, col("bias_ci_lower"), 1e-12)); // R common.R bland_altman
        QVERIFY(fuzzyCompare(r.biasCiUpper, col("bias_ci_upper"), 1e-12)); // R common.R bland_altman
        QCOMPARE(r.loaCiMethod, LoaCiMethod::BlandAltman1999);
        QVERIFY(fuzzyCompare(r.seLoa, col("se_loa_ba1999"), 1e-12));                         // Bland & Altman 1999
        QVERIFY(fuzzyCompare(r.loaLowerCiLower, col("loa_lower_ci_lower_ba1999"), 1e-12));   // Bland & Altman 1999
        QVERIFY(fuzzyCompare(r.loaLowerCiUpper, col("loa_lower_ci_upper_ba1999"), 1e-12));   // Bland & Altman 1999
        QVERIFY(fuzzyCompare(r.loaUpperCiLower, col("loa_upper_ci_lower_ba1999"), 1e-12));   // Bland & Altman 1999
        QVERIFY(fuzzyCompare(r.loaUpperCiUpper, col("loa_upper_ci_upper_ba1999"), 1e-12));   // Bland & Altman 1999
        QVERIFY(fuzzyCompare(r.loaLowerCiLowerExact, col("loa_lower_ci_lower_exact"), 1e-6)); // R non-central qt ~1e-8
        QVERIFY(fuzzyCompare(r.loaLowerCiUpperExact, col("loa_lower_ci_upper_exact"), 1e-6)); // R non-central qt ~1e-8
        QVERIFY(fuzzyCompare(r.loaUpperCiLowerExact, col("loa_upper_ci_lower_exact"), 1e-6)); // R non-central qt ~1e-8
        QVERIFY(fuzzyCompare(r.loaUpperCiUpperExact, col("loa_upper_ci_upper_exact"), 1e-6)); // R non-central qt ~1e-8
        QVERIFY(fuzzyCompare(r.propIntercept, col("propbias_intercept"), 1e-12));      // R lm(d ~ m)
        QVERIFY(fuzzyCompare(r.propInterceptSe, col("propbias_intercept_se"), 1e-12)); // R lm(d ~ m)
        QVERIFY(fuzzyCompare(r.propSlope, col("propbias_slope"), 1e-12));              // R lm(d ~ m)
        QVERIFY(fuzzyCompare(r.propSlopeSe, col("propbias_slope_se"), 1e-12));         // R lm(d ~ m)
        QVERIFY(fuzzyCompare(r.propSlopeT, col("propbias_slope_t"), 1e-12));           // R lm(d ~ m)
        QVERIFY(fuzzyCompare(r.propSlopeP, col("propbias_slope_p"), 1e-10));           // R summary.lm p
        QVERIFY(fuzzyCompare(r.propRSquared, col("propbias_r_squared"), 1e-12));       // R summary.lm r.squared
        QCOMPARE(r.propDf, col("propbias_df"));

        o.loaCi = LoaCiMethod::BlandAltman1986;
        o.exactLoaCi = false;
        const BlandAltmanResult s = blandAltman(x, y, o);
        QCOMPARE(s.loaCiMethod, LoaCiMethod::BlandAltman1986);
        QVERIFY(fuzzyCompare(s.seLoa, col("se_loa_ba1986"), 1e-12));                       // Bland & Altman 1986
        QVERIFY(fuzzyCompare(s.loaLowerCiLower, col("loa_lower_ci_lower_ba1986"), 1e-12)); // Bland & Altman 1986
        QVERIFY(fuzzyCompare(s.loaLowerCiUpper, col("loa_lower_ci_upper_ba1986"), 1e-12)); // Bland & Altman 1986
        QVERIFY(fuzzyCompare(s.loaUpperCiLower, col("loa_upper_ci_lower_ba1986"), 1e-12)); // Bland & Altman 1986
        QVERIFY(fuzzyCompare(s.loaUpperCiUpper, col("loa_upper_ci_upper_ba1986"), 1e-12)); // Bland & Altman 1986
        QVERIFY(std::isnan(s.loaUpperCiUpperExact)); // not asked for
    }

    void publishedPefr1986()
    {
        const auto &[x, y] = m_cases.at("pefr1986_first_wright_minus_mini");
        BlandAltmanOptions o;
        o.z = 2.0;
        o.loaCi = LoaCiMethod::BlandAltman1986;
        const BlandAltmanResult r = blandAltman(x, y, o);
        QVERIFY(std::fabs(r.bias - -2.1) < 0.05);           // Bland & Altman 1986 Table 1: -2.1
        QVERIFY(std::fabs(r.sd - 38.8) < 0.05);             // Bland & Altman 1986: SD 38.8
        QVERIFY(std::fabs(r.biasCiLower - -22.0) < 0.05);   // Bland & Altman 1986: -22.0 to 17.8
        QVERIFY(std::fabs(r.biasCiUpper - 17.8) < 0.05);
        QVERIFY(std::fabs(r.loaLowerCiLower - -114.3) < 0.2); // paper -114.3 to -45.1 (rounds first)
        QVERIFY(std::fabs(r.loaLowerCiUpper - -45.1) < 0.2);
    }

    /// bias = mean(a) - mean(b); the t-test p is below 0.05 exactly when the bias CI excludes 0.
    void properties()
    {
        rl::stats::Rng rng(5);
        for (int trial = 0; trial < 50; ++trial) {
            const std::size_t n = 5 + rng.below(60);
            std::vector<double> a(n), b(n);
            const double shift = 0.3 * rng.normal();
            for (std::size_t i = 0; i < n; ++i) {
                a[i] = rng.normal(5.0, 2.0);
                b[i] = a[i] + shift + rng.normal(0.0, 1.0);
            }
            const BlandAltmanResult r = blandAltman(a, b);
            double ma = 0.0, mb = 0.0;
            for (std::size_t i = 0; i < n; ++i) {
                ma += a[i];
                mb += b[i];
            }
            QVERIFY(fuzzyCompare(r.bias, ma / n - mb / n, 1e-13)); // bias = mean(a) - mean(b)
            QCOMPARE(r.biasTP < 0.05, r.biasCiLower > 0.0 || r.biasCiUpper < 0.0);
            QVERIFY(r.loaLower < r.bias && r.bias < r.loaUpper);
            const BlandAltmanResult swapped = blandAltman(b, a);
            QVERIFY(fuzzyCompare(swapped.bias, -r.bias, 1e-14));
            QVERIFY(fuzzyCompare(swapped.propSlope, -r.propSlope, 1e-12));
            QVERIFY(fuzzyCompare(swapped.biasTP, r.biasTP, 1e-12));
        }
    }

    /// The Bland–Altman columns of face_agreement_by_emotion.csv: d = M - x (human minus model).
    void faceByEmotion()
    {
        const rl::test::FaceData face = rl::test::loadFaceData();
        std::map<std::string, ItemRatings> humans;
        for (const std::string dim : {"valence", "arousal"})
            humans[dim] = ItemRatings::fromLong(face.ratingItem, face.ratings(dim), face.imageCount);
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_agreement_by_emotion.csv");
        QCOMPARE(g.rows.size(), std::size_t(8 * 2 * 7));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string dim = g.text(i, "dimension"), emo = g.text(i, "emotion");
            const std::size_t c = face.conditionIndex(g.text(i, "condition"));
            QVERIFY(c < face.conditions.size());
            std::vector<double> M, x;
            for (int j : face.itemsOf(emo == "all" ? -1 : rl::test::FaceData::emotionIndex(emo))) {
                M.push_back(humans[dim].mean(static_cast<std::size_t>(j)));
                x.push_back(face.predictions(c, dim)[static_cast<std::size_t>(j)]);
            }
            const BlandAltmanResult r = blandAltman(M, x);
            auto col = [&](const char *name) { return g.number(i, name); };
            QCOMPARE(static_cast<double>(r.n), col("n"));
            QVERIFY(fuzzyCompare(r.bias, col("ba_bias"), 1e-12));                   // R 04d bland_altman(M, x)
            QVERIFY(fuzzyCompare(r.sd, col("ba_sd"), 1e-12));                       // R 04d
            QVERIFY(fuzzyCompare(r.loaLower, col("ba_loa_low"), 1e-12));            // R 04d
            QVERIFY(fuzzyCompare(r.loaUpper, col("ba_loa_high"), 1e-12));           // R 04d
            QVERIFY(fuzzyCompare(r.biasCiLower, col("ba_bias_ci_low"), 1e-12));     // R 04d
            QVERIFY(fuzzyCompare(r.biasCiUpper, col("ba_bias_ci_high"), 1e-12));    // R 04d
            QVERIFY(fuzzyCompare(r.loaLowerCiLower, col("ba_loa_low_ci_low"), 1e-12));   // R 04d, BA 1999
            QVERIFY(fuzzyCompare(r.loaLowerCiUpper, col("ba_loa_low_ci_high"), 1e-12));  // R 04d, BA 1999
            QVERIFY(fuzzyCompare(r.loaUpperCiLower, col("ba_loa_high_ci_low"), 1e-12));  // R 04d, BA 1999
            QVERIFY(fuzzyCompare(r.loaUpperCiUpper, col("ba_loa_high_ci_high"), 1e-12)); // R 04d, BA 1999
            QVERIFY(fuzzyCompare(r.propIntercept, col("ba_prop_intercept"), 1e-12)); // R 04d lm(d ~ a)
            QVERIFY(fuzzyCompare(r.propSlope, col("ba_prop_slope"), 1e-12));         // R 04d lm(d ~ a)
            QVERIFY(fuzzyCompare(r.propSlopeP, col("ba_prop_p"), 1e-10));            // R 04d summary.lm p
            QVERIFY(fuzzyCompare(r.mae, col("mae"), 1e-12));                         // R 04d mean(abs(d))
            QVERIFY(fuzzyCompare(r.biasTP, col("bias_t_p"), 1e-10));                 // R 04d t.test(d)$p.value
        }
    }

    void degenerateInputs()
    {
        BlandAltmanResult r = blandAltman({}, {});
        QCOMPARE(r.status, BlandAltmanStatus::TooFewPairs);
        QCOMPARE(r.n, std::size_t(0));
        QVERIFY(std::isnan(r.bias));

        const std::vector<double> a1 = {3.0}, b1 = {1.0};
        r = blandAltman(a1, b1);
        QCOMPARE(r.status, BlandAltmanStatus::TooFewPairs);
        QCOMPARE(r.bias, 2.0);
        QVERIFY(std::isnan(r.sd));

        // Constant difference: sd = 0, the t-test is undefined (R: "data are essentially constant").
        const std::vector<double> a = {1, 2, 3, 4}, b = {0, 1, 2, 3};
        r = blandAltman(a, b);
        QCOMPARE(r.status, BlandAltmanStatus::ZeroVariance);
        QCOMPARE(r.sd, 0.0);
        QCOMPARE(r.loaLower, 1.0);
        QVERIFY(std::isnan(r.biasTP));

        // Constant means: the proportional-bias regression has no slope.
        const std::vector<double> a2 = {1, 2, 3}, b2 = {3, 2, 1};
        r = blandAltman(a2, b2);
        QCOMPARE(r.status, BlandAltmanStatus::NoProportionalFit);
        QVERIFY(std::isnan(r.propSlope));
        QVERIFY(std::isfinite(r.biasTP));

        // Missing values drop the pair.
        const std::vector<double> a3 = {1, std::nan(""), 3, 5}, b3 = {1.5, 2, std::nan(""), 4};
        r = blandAltman(a3, b3);
        QCOMPARE(r.n, std::size_t(2));
        QCOMPARE(r.bias, 0.25);
    }
};

QTEST_GUILESS_MAIN(TestBlandAltman)
#include "tst_blandaltman.moc"

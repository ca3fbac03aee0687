// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stats/correlation.h"
#include "engine/stats/descriptive.h"
#include "engine/stats/distributions.h"
#include "engine/stats/ttest.h"
#include "tests/common/testutil.h"
#include "tests/stats/facedata.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace rl::stats;
using rl::test::fuzzyCompare;
using rl::test::splitNumbers;

class TestDescriptive : public QObject {
    Q_OBJECT

private slots:
    void rDescriptive();
    void rCorrelation();
    void rTTest();
    void juryCorrelations();
    void faceAgreementByEmotion();
    void ranksProperties();
    void degenerateInputs();
};

void TestDescriptive::rDescriptive()
{
    const auto g = rl::test::readGolden(rl::test::sourceDir() + "/tests/reference/stats/descriptive.csv");
    QCOMPARE(g.rows.size(), std::size_t(8));
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        const auto x = splitNumbers(g.text(i, "x"));
        const QByteArray c = QByteArray::fromStdString(g.text(i, "case"));
        QVERIFY2(fuzzyCompare(mean(x), g.number(i, "mean"), 1e-15), c); // R 4.2 descriptive.R mean
        QVERIFY2(fuzzyCompare(variance(x), g.number(i, "var"), 1e-15), c); // R var
        QVERIFY2(fuzzyCompare(sd(x), g.number(i, "sd"), 1e-15), c); // R sd
        QVERIFY2(fuzzyCompare(median(x), g.number(i, "median"), 1e-15), c); // R median
        const auto probs = splitNumbers(g.text(i, "probs"));
        const auto q = quantiles(x, probs);
        const auto qr = splitNumbers(g.text(i, "quantile7"));
        for (std::size_t k = 0; k < q.size(); ++k)
            QVERIFY2(fuzzyCompare(q[k], qr[k], 1e-15), c); // R quantile(type = 7)
        const auto ranks = averageRanks(x);
        const auto rr = splitNumbers(g.text(i, "rank"));
        QCOMPARE(ranks.size(), rr.size());
        for (std::size_t k = 0; k < ranks.size(); ++k)
            QCOMPARE(ranks[k], rr[k]); // R rank(ties = "average"), exact
        std::vector<int> bins;
        for (double v : x)
            bins.push_back(static_cast<int>(std::nearbyint(v))); // R round(): .5 to even
        const auto tab = tabulate(bins, 9);
        const auto tr = splitNumbers(g.text(i, "tabulate9"));
        for (std::size_t k = 0; k < 9; ++k)
            QCOMPARE(static_cast<double>(tab[k]), tr[k]); // R tabulate(nbins = 9)
        const Summary s = summarize(x);
        QCOMPARE(s.n, x.size());
        QVERIFY(fuzzyCompare(s.mean, g.number(i, "mean"), 1e-15)); // R mean
        QVERIFY(fuzzyCompare(s.sd, g.number(i, "sd"), 1e-15)); // R sd
    }
}

void TestDescriptive::rCorrelation()
{
    const auto g = rl::test::readGolden(rl::test::sourceDir() + "/tests/reference/stats/correlation.csv");
    QCOMPARE(g.rows.size(), std::size_t(6));
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        const auto x = splitNumbers(g.text(i, "x"));
        const auto y = splitNumbers(g.text(i, "y"));
        const QByteArray c = QByteArray::fromStdString(g.text(i, "case"));
        const PearsonResult r = pearson(x, y);
        QVERIFY2(r.ok(), c);
        QCOMPARE(r.n, x.size());
        QVERIFY2(fuzzyCompare(r.r, g.number(i, "r"), 1e-14), c); // R 4.2 cor.test estimate
        QVERIFY2(fuzzyCompare(r.t, g.number(i, "t"), 1e-12), c); // R cor.test statistic
        QVERIFY2(fuzzyCompare(r.df, g.number(i, "df"), 0.0), c); // R cor.test parameter
        QVERIFY2(fuzzyCompare(r.p, g.number(i, "p"), 1e-10), c); // R cor.test p.value
        QVERIFY2(fuzzyCompare(r.ciLow, g.number(i, "ci_low"), 1e-12), c); // R cor.test conf.int (NA for n = 3)
        QVERIFY2(fuzzyCompare(r.ciHigh, g.number(i, "ci_high"), 1e-12), c); // R cor.test conf.int
        const SpearmanResult s = spearman(x, y);
        QVERIFY2(s.ok(), c);
        QVERIFY2(fuzzyCompare(s.rho, g.number(i, "spearman"), 1e-14), c); // R cor(method = "spearman")
        QVERIFY2(fuzzyCompare(pearsonR(x, y), g.number(i, "r"), 1e-14), c); // R cor
    }
}

void TestDescriptive::rTTest()
{
    const auto g = rl::test::readGolden(rl::test::sourceDir() + "/tests/reference/stats/ttest.csv");
    QCOMPARE(g.rows.size(), std::size_t(3));
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        const auto x = splitNumbers(g.text(i, "x"));
        const OneSampleTTest t = tTestOneSample(x, g.number(i, "mu"), g.number(i, "level"));
        const QByteArray c = QByteArray::fromStdString(g.text(i, "case"));
        QCOMPARE(t.info(), TTestStatus::Ok);
        QVERIFY2(fuzzyCompare(t.mean, g.number(i, "mean"), 1e-15), c); // R 4.2 t.test estimate
        QVERIFY2(fuzzyCompare(t.se, g.number(i, "se"), 1e-14), c); // R t.test stderr
        QVERIFY2(fuzzyCompare(t.t, g.number(i, "t"), 1e-12), c); // R t.test statistic
        QCOMPARE(t.df, g.number(i, "df"));
        QVERIFY2(fuzzyCompare(t.p, g.number(i, "p"), 1e-10), c); // R t.test p.value
        QVERIFY2(fuzzyCompare(t.ciLow, g.number(i, "ci_low"), 1e-12), c); // R t.test conf.int
        QVERIFY2(fuzzyCompare(t.ciHigh, g.number(i, "ci_high"), 1e-12), c); // R t.test conf.int
    }
    QCOMPARE(tTestOneSample(std::vector<double> {1.0}).info(), TTestStatus::TooFewObservations);
    QCOMPARE(tTestOneSample(std::vector<double> {2.0, 2.0, 2.0}).info(), TTestStatus::Constant); // R: stops
    QCOMPARE(tTestOneSample(std::vector<double> {0.0, 0.0}).info(), TTestStatus::Constant);
}

void TestDescriptive::juryCorrelations()
{
    const auto data = rl::test::readGolden(rl::test::referenceDir() + "/jury_data.csv");
    const auto g = rl::test::readGolden(rl::test::referenceDir() + "/jury_correlations.csv");
    const std::size_t n = data.rows.size();
    std::vector<double> human(n);
    std::vector<std::vector<double>> judge(13, std::vector<double>(n));
    for (std::size_t i = 0; i < n; ++i) {
        human[i] = data.number(i, "human");
        for (int j = 0; j < 13; ++j) {
            char name[4];
            std::snprintf(name, sizeof name, "j%02d", j + 1);
            judge[j][i] = data.number(i, name);
        }
    }
    const std::map<std::string, std::vector<int>> subsets = {
        {"all", {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}}, {"S1", {1, 2, 3}}, {"S2", {2, 5, 8, 11, 13}},
        {"S3", {1, 3, 4, 6, 7, 9}}}; // tests/reference/README.md, jury: the fixed subsets (1-based)
    int checked = 0;
    for (std::size_t r = 0; r < g.rows.size(); ++r) {
        const std::string &pred = g.text(r, "predictor");
        std::vector<double> x(n);
        if (pred[0] == 'j') {
            x = judge[std::stoi(pred.substr(1)) - 1];
        } else {
            const bool isMean = pred.rfind("mean_", 0) == 0;
            const auto &s = subsets.at(pred.substr(isMean ? 5 : 7));
            for (std::size_t i = 0; i < n; ++i) {
                std::vector<double> row;
                for (int j : s)
                    row.push_back(judge[j - 1][i]);
                x[i] = isMean ? mean(row) : median(row);
            }
        }
        const QByteArray c = QByteArray::fromStdString(pred);
        QVERIFY2(fuzzyCompare(spearman(x, human).rho, g.number(r, "spearman_rho"), 1e-12), c); // README 5
        QVERIFY2(fuzzyCompare(pearson(x, human).r, g.number(r, "pearson_r"), 1e-12), c); // README 5
        QCOMPARE(static_cast<double>(n), g.number(r, "n"));
        ++checked;
    }
    QCOMPARE(checked, 21);
}

void TestDescriptive::faceAgreementByEmotion()
{
    const auto face = rl::test::loadFaceData();
    const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_agreement_by_emotion.csv");
    QVERIFY(g.rows.size() >= 100);
    for (std::size_t r = 0; r < g.rows.size(); ++r) {
        const std::string &cond = g.text(r, "condition"), &dim = g.text(r, "dimension"), &emo = g.text(r, "emotion");
        std::vector<double> x, m;
        for (std::size_t i = 0; i < face.imageId.size(); ++i) {
            if (emo != "all" && face.emotion[i] != emo)
                continue;
            x.push_back(face.prediction.at(cond).at(dim)[i]);
            m.push_back(face.humanMean.at(dim)[i]);
        }
        const QByteArray c = QByteArray::fromStdString(cond + " " + dim + " " + emo);
        QCOMPARE(static_cast<double>(x.size()), g.number(r, "n"));
        const PearsonResult p = pearson(x, m);
        QVERIFY2(p.status == CorrelationStatus::Ok, c);
        QVERIFY2(fuzzyCompare(p.r, g.number(r, "pearson_r"), 1e-12), c); // README 4 cor.test(x, M)
        QVERIFY2(fuzzyCompare(p.ciLow, g.number(r, "pearson_r_ci_low"), 1e-12), c); // README 4 Fisher z
        QVERIFY2(fuzzyCompare(p.ciHigh, g.number(r, "pearson_r_ci_high"), 1e-12), c); // README 4 Fisher z
        QVERIFY2(fuzzyCompare(spearman(x, m).rho, g.number(r, "spearman_rho"), 1e-12), c); // README 4
        std::vector<double> d(x.size());
        for (std::size_t i = 0; i < x.size(); ++i)
            d[i] = m[i] - x[i];
        QVERIFY2(fuzzyCompare(mean(d), g.number(r, "ba_bias"), 1e-12), c); // README 4 ba_bias = mean(M - x)
        QVERIFY2(fuzzyCompare(sd(d), g.number(r, "ba_sd"), 1e-12), c); // README 4 ba_sd
        const OneSampleTTest tt = tTestOneSample(d);
        QVERIFY2(fuzzyCompare(tt.p, g.number(r, "bias_t_p"), 1e-10), c); // README 4 bias_t_p = t.test(d)$p.value
        const double half = qt(0.975, tt.df) * sd(d) / std::sqrt(static_cast<double>(d.size()));
        QVERIFY2(fuzzyCompare(mean(d) - half, g.number(r, "ba_bias_ci_low"), 1e-12), c); // README 4 (qt accuracy)
        QVERIFY2(fuzzyCompare(mean(d) + half, g.number(r, "ba_bias_ci_high"), 1e-12), c); // README 4
        QVERIFY2(fuzzyCompare(tt.ciLow, g.number(r, "ba_bias_ci_low"), 1e-12), c); // same CI, t.test arithmetic
    }
}

void TestDescriptive::ranksProperties()
{
    const std::vector<double> x = {5, 1, 5, 3, 5, 2};
    const auto r = averageRanks(x);
    QCOMPARE(r, (std::vector<double> {5, 1, 5, 3, 5, 2})); // ties 4,5,6 -> 5
    double total = 0;
    for (double v : r)
        total += v;
    QCOMPARE(total, 21.0); // property: ranks sum to n(n+1)/2 with or without ties
    const std::vector<double> withNaN = {2.0, std::nan(""), 1.0};
    const auto rn = averageRanks(withNaN);
    QCOMPARE(rn[0], 2.0); // na.last = "keep"
    QVERIFY(std::isnan(rn[1]));
    QCOMPARE(rn[2], 1.0);
    // Spearman is invariant under monotone transforms; Pearson of a linear map is exactly +-1.
    const std::vector<double> a = {0.3, 1.2, -0.7, 2.2, 0.9, 1.9, -1.1};
    std::vector<double> expA(a.size()), lin(a.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        expA[i] = std::exp(a[i]);
        lin[i] = 3.0 - 2.0 * a[i];
    }
    QCOMPARE(spearman(a, expA).rho, 1.0); // property
    QVERIFY(fuzzyCompare(pearson(a, lin).r, -1.0, 1e-15)); // property
    QVERIFY(fuzzyCompare(quantile(a, 0.5), median(a), 0.0)); // property
}

void TestDescriptive::degenerateInputs()
{
    const std::vector<double> empty;
    QVERIFY(std::isnan(mean(empty))); // R: mean(numeric()) is NaN
    QVERIFY(std::isnan(variance(std::vector<double> {1.0}))); // R: var of one value is NA
    QVERIFY(std::isnan(quantile(empty, 0.5)));
    QCOMPARE(summarize(empty).info(), SummaryStatus::Empty);
    QCOMPARE(summarize(std::vector<double> {3.0}).info(), SummaryStatus::SingleValue);
    QCOMPARE(summarize(std::vector<double> {3.0, 3.0}).info(), SummaryStatus::ZeroVariance);
    QCOMPARE(summarize(std::vector<double> {3.0, 4.0}).info(), SummaryStatus::Ok);
    const std::vector<double> c = {2, 2, 2, 2}, v = {1, 2, 3, 4};
    const PearsonResult z = pearson(c, v);
    QCOMPARE(z.info(), CorrelationStatus::ZeroVariance); // R: NA with a warning
    QVERIFY(std::isnan(z.r) && std::isnan(z.p));
    QCOMPARE(spearman(c, v).info(), CorrelationStatus::ZeroVariance);
    QCOMPARE(pearson(std::vector<double> {1, 2}, std::vector<double> {2, 1}).info(),
        CorrelationStatus::TooFewObservations); // R cor.test: not enough observations
    QCOMPARE(pearson(v, std::vector<double> {1, 2}).info(), CorrelationStatus::SizeMismatch);
    const PearsonResult perfect = pearson(v, std::vector<double> {2, 4, 6, 8});
    QCOMPARE(perfect.info(), CorrelationStatus::Perfect);
    QCOMPARE(perfect.p, 0.0); // R: p = 0 for |r| = 1
    QCOMPARE(tabulate(std::vector<int> {0, 1, 1, 9, 10, -3}, 9)[0], std::size_t(2)); // out of range ignored
    QCOMPARE(tabulate(std::vector<int> {0, 1, 1, 9, 10, -3}, 9)[8], std::size_t(1));
}

QTEST_APPLESS_MAIN(TestDescriptive)
#include "tst_descriptive.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stats/distributions.h"
#include "engine/stats/tukey.h"
#include "tests/common/testutil.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace rl::stats;
using rl::test::fuzzyCompare;

namespace {

double num(const nlohmann::json &v)
{
    if (v.is_null())
        return std::nan("");
    if (v.is_string())
        return v.get<std::string>() == "Inf" ? INFINITY : -INFINITY;
    return v.get<double>();
}

struct Case {
    nlohmann::json golden;
    std::vector<Factor> factors;
    std::vector<double> y;
};

Case loadCase()
{
    Case c;
    c.golden = nlohmann::json::parse(rl::test::readText(rl::test::referenceDir() + "/face/face_tukey_emmeans.json"));
    std::vector<std::string> race, gender;
    for (const auto &row : c.golden.at("data")) {
        race.push_back(row.at("race").get<std::string>());
        gender.push_back(row.at("gender").get<std::string>());
        c.y.push_back(num(row.at("bias")));
    }
    c.factors = {Factor::fromLabels("race", race), Factor::fromLabels("gender", gender)}; // alphabetical, as R
    return c;
}

} // namespace

class TestTukey : public QObject {
    Q_OBJECT

private slots:
    void emmeansCells();
    void emmeansContrasts();
    void baseTukeyHsd();
    void properties();
    void degenerate();
};

void TestTukey::emmeansCells()
{
    const Case c = loadCase();
    QCOMPARE(c.y.size(), std::size_t(240));
    const TukeyResult r = tukeyCellComparisons(c.factors, c.y);
    QCOMPARE(r.info(), TukeyStatus::Ok);
    const auto &emm = c.golden.at("emmeans");
    QCOMPARE(r.cells.size(), emm.size());
    for (std::size_t i = 0; i < emm.size(); ++i) {
        const CellMean &cell = r.cells[i];
        QCOMPARE(cell.levels[0], emm[i].at("race").get<std::string>()); // emmeans order: race fastest
        QCOMPARE(cell.levels[1], emm[i].at("gender").get<std::string>());
        QVERIFY(fuzzyCompare(cell.emmean, num(emm[i].at("emmean")), 1e-10)); // emmeans 1.8.4 emmean
        QVERIFY(fuzzyCompare(cell.se, num(emm[i].at("se")), 1e-10)); // emmeans SE
        QCOMPARE(cell.df, num(emm[i].at("df"))); // emmeans df
        QVERIFY(fuzzyCompare(cell.lowerCl, num(emm[i].at("lower_cl")), 1e-10)); // emmeans lower.CL
        QVERIFY(fuzzyCompare(cell.upperCl, num(emm[i].at("upper_cl")), 1e-10)); // emmeans upper.CL
    }
}

void TestTukey::emmeansContrasts()
{
    const Case c = loadCase();
    const TukeyResult r = tukeyCellComparisons(c.factors, c.y);
    const auto &con = c.golden.at("contrasts");
    QCOMPARE(r.contrasts.size(), std::size_t(15));
    QCOMPARE(con.size(), std::size_t(15));
    for (std::size_t i = 0; i < con.size(); ++i) {
        const PairwiseContrast &pc = r.contrasts[i];
        const QByteArray label = QByteArray::fromStdString(pc.label);
        QCOMPARE(pc.label, con[i].at("contrast").get<std::string>()); // pairs(emm) order and labels
        QVERIFY2(fuzzyCompare(pc.estimate, num(con[i].at("estimate")), 1e-10), label); // emmeans estimate
        QVERIFY2(fuzzyCompare(pc.se, num(con[i].at("se")), 1e-10), label); // emmeans SE
        QCOMPARE(pc.df, num(con[i].at("df")));
        QVERIFY2(fuzzyCompare(pc.tRatio, num(con[i].at("t_ratio")), 1e-10), label); // emmeans t.ratio
        QVERIFY2(fuzzyCompare(pc.pTukey, num(con[i].at("p_tukey")), 1e-8), label); // README 4 p_tukey (ptukey, 1e-8)
    }
}

void TestTukey::baseTukeyHsd()
{
    // TukeyHSD(aov(bias ~ cell)): diff = mean_j - mean_i,
    // interval diff -/+ qtukey(0.95, k, df) sqrt(MSE/2 (1/n_i + 1/n_j))
    const Case c = loadCase();
    const TukeyResult r = tukeyCellComparisons(c.factors, c.y);
    const auto &hsd = c.golden.at("base_TukeyHSD_aov_cell");
    QCOMPARE(hsd.size(), std::size_t(15));
    const double qcrit = qtukey(0.95, 6.0, r.df);
    for (std::size_t i = 0; i < hsd.size(); ++i) {
        const PairwiseContrast &pc = r.contrasts[i];
        const std::string expectedLabel = r.cells[pc.second].label + "-" + r.cells[pc.first].label;
        QCOMPARE(hsd[i].at("contrast").get<std::string>(), expectedLabel); // TukeyHSD: later minus earlier
        QVERIFY(fuzzyCompare(-pc.estimate, num(hsd[i].at("diff")), 1e-10)); // TukeyHSD diff
        const double half = qcrit / std::sqrt(2.0) * pc.se;
        QVERIFY(fuzzyCompare(-pc.estimate - half, num(hsd[i].at("lwr")), 1e-10)); // TukeyHSD lwr (R's qtukey port)
        QVERIFY(fuzzyCompare(-pc.estimate + half, num(hsd[i].at("upr")), 1e-10)); // TukeyHSD upr
        QVERIFY(fuzzyCompare(pc.pTukey, num(hsd[i].at("p_adj")), 1e-8)); // TukeyHSD p adj
    }
}

void TestTukey::properties()
{
    const Case c = loadCase();
    const TukeyResult r = tukeyCellComparisons(c.factors, c.y);
    // full factorial: cell means are the sample means, SE = sigma / sqrt(n)
    for (std::size_t k = 0; k < r.cells.size(); ++k) {
        double s = 0.0;
        std::size_t n = 0;
        for (std::size_t i = 0; i < c.y.size(); ++i) {
            const std::size_t cell = static_cast<std::size_t>(c.factors[0].codes[i] + 3 * c.factors[1].codes[i]);
            if (cell == k) {
                s += c.y[i];
                ++n;
            }
        }
        QCOMPARE(r.cells[k].n, n);
        QVERIFY(fuzzyCompare(r.cells[k].emmean, s / static_cast<double>(n), 1e-12)); // property
        QVERIFY(fuzzyCompare(r.cells[k].se, r.sigma / std::sqrt(static_cast<double>(n)), 1e-12)); // property
    }
    for (const auto &pc : r.contrasts) {
        QVERIFY(pc.pTukey >= 0.0 && pc.pTukey <= 1.0);
        // the Tukey p is never below the unadjusted two-sided t p
        QVERIFY(pc.pTukey >= 2.0 * pt(std::fabs(pc.tRatio), pc.df, false) - 1e-12); // property
    }
    // one factor works too (one-way Tukey), with k(k-1)/2 contrasts
    const std::vector<Factor> one = {c.factors[0]};
    const TukeyResult r1 = tukeyCellComparisons(one, c.y);
    QCOMPARE(r1.info(), TukeyStatus::Ok);
    QCOMPARE(r1.contrasts.size(), std::size_t(3));
    QCOMPARE(r1.contrasts[0].label, std::string("Black - Korean"));
}

void TestTukey::degenerate()
{
    Factor f;
    f.name = "g";
    f.levels = {"a", "b", "c"};
    f.codes = {0, 0, 1, 1};
    const std::vector<Factor> fs = {f};
    const std::vector<double> y = {1, 2, 3, 4};
    QCOMPARE(tukeyCellComparisons(fs, y).info(), TukeyStatus::EmptyCell); // level c unobserved
    f.levels = {"a", "b"};
    f.codes = {0, 1};
    const std::vector<Factor> single = {f};
    QCOMPARE(tukeyCellComparisons(single, std::vector<double> {1, 2}).info(), TukeyStatus::NoResidualDf);
    QCOMPARE(tukeyCellComparisons(single, std::vector<double> {1, 2, 3}).info(), TukeyStatus::InvalidInput); // length
    QCOMPARE(tukeyCellComparisons({}, y).info(), TukeyStatus::InvalidInput);
    f.levels = {"a"};
    f.codes = {0, 0};
    const std::vector<Factor> oneLevel = {f};
    QCOMPARE(tukeyCellComparisons(oneLevel, std::vector<double> {1, 2}).info(), TukeyStatus::TooFewCells);
}

QTEST_APPLESS_MAIN(TestTukey)
#include "tst_tukey.moc"

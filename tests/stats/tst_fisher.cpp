// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stats/distributions.h"
#include "engine/stats/fisher.h"
#include "engine/stats/multiplicity.h"
#include "tests/common/testutil.h"

#include <QtTest>

#include <cmath>
#include <functional>
#include <map>
#include <tuple>
#include <sstream>

using namespace rl::stats;
using rl::test::fuzzyCompare;

namespace {

/// |a − b| / |b| <= tol (p-values: relative to the p itself, README 6).
bool relClose(double a, double b, double tol) { return std::fabs(a - b) <= tol * std::fabs(b); }

struct RefTable {
    int rows = 0, cols = 0;
    std::vector<std::int64_t> counts; // row-major, levels in order of first appearance
};

/// stereotales_tables_long.csv: table, a, b, count.
std::map<std::string, RefTable> readLongTables()
{
    const auto g = rl::test::readGolden(rl::test::referenceDir() + "/stereotales_tables_long.csv");
    std::map<std::string, std::vector<std::string>> aLevels, bLevels;
    std::map<std::string, std::map<std::pair<std::string, std::string>, std::int64_t>> cells;
    auto indexOf = [](std::vector<std::string> &v, const std::string &s) {
        for (std::size_t i = 0; i < v.size(); ++i)
            if (v[i] == s)
                return i;
        v.push_back(s);
        return v.size() - 1;
    };
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        const std::string t = g.text(i, "table"), a = g.text(i, "a"), b = g.text(i, "b");
        indexOf(aLevels[t], a);
        indexOf(bLevels[t], b);
        cells[t][{a, b}] = std::int64_t(g.number(i, "count"));
    }
    std::map<std::string, RefTable> out;
    for (auto &[t, m] : cells) {
        RefTable rt;
        rt.rows = int(aLevels[t].size());
        rt.cols = int(bLevels[t].size());
        rt.counts.assign(std::size_t(rt.rows) * rt.cols, 0);
        for (int i = 0; i < rt.rows; ++i)
            for (int j = 0; j < rt.cols; ++j) {
                auto it = m.find({aLevels[t][i], bLevels[t][j]});
                rt.counts[std::size_t(i) * rt.cols + j] = it == m.end() ? 0 : it->second;
            }
        out[t] = rt;
    }
    return out;
}

RefTable parseCounts(int rows, int cols, const std::string &text)
{
    RefTable t;
    t.rows = rows;
    t.cols = cols;
    std::istringstream in(text);
    std::int64_t v;
    while (in >> v)
        t.counts.push_back(v);
    return t;
}

} // namespace

class TestFisher : public QObject {
    Q_OBJECT

private slots:
    void referenceTableCounts();
    void referenceChiSquareAndV();
    void referenceTwoByTwoExact();
    void referenceExactEnumeration();
    void referenceMonteCarlo();
    void referenceCells();
    void ownExactGoldens();
    void exactLimitIsTheNumberOfTables();
    void monteCarloConvergesToExact();
    void seededAndWorkspaceIndependent();
    void patefieldKeepsMargins();
    void patefieldFirstCellIsHypergeometric();
    void patefieldWideCellIsHypergeometric();
    void patefieldEdgesBeyondTheAliasTables();
    void patefieldTableDistributionIsExact();
    void patefieldStreamIsAPrefix();
    void portableAndNativeBuildsDrawTheSameTables();
    void monteCarloStreamIsPinned();
    void monteCarloConvergesAtSeveralB();
    void degenerateTables();
    void effectCategories();
};

void TestFisher::referenceTableCounts()
{
    const auto tables = readLongTables();
    const auto g = rl::test::readGolden(rl::test::referenceDir() + "/stereotales_table_tests.csv");
    QCOMPARE(tables.size(), g.rows.size());
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        const RefTable &t = tables.at(g.text(i, "table"));
        QCOMPARE(double(t.rows), g.number(i, "nrow"));
        QCOMPARE(double(t.cols), g.number(i, "ncol"));
        std::int64_t n = 0;
        for (auto v : t.counts)
            n += v;
        QCOMPARE(double(n), g.number(i, "N"));
    }
}

void TestFisher::referenceChiSquareAndV()
{
    const auto tables = readLongTables();
    const auto g = rl::test::readGolden(rl::test::referenceDir() + "/stereotales_table_tests.csv");
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        const RefTable &t = tables.at(g.text(i, "table"));
        const ChiSquareResult cs = chiSquareTest(t.counts, t.rows, t.cols);
        QVERIFY2(fuzzyCompare(cs.statistic, g.number(i, "chisq"), 1e-12), qPrintable(QString::fromStdString(g.text(i, "table")))); // README 6 chisq.test(correct = FALSE)
        QCOMPARE(cs.df, g.number(i, "chisq_df")); // README 6
        QVERIFY(relClose(cs.p, g.number(i, "chisq_p"), 1e-10)); // README 6, chi-square p 1e-10 (relative to p)
        QVERIFY(fuzzyCompare(cs.minExpected, g.number(i, "chisq_min_expected"), 1e-12)); // README 6
        std::int64_t n = 0;
        for (auto v : t.counts)
            n += v;
        const CramersV v = cramersV(cs.statistic, n, t.rows, t.cols);
        QVERIFY(fuzzyCompare(v.phi2, g.number(i, "phi2"), 1e-12));                       // README 6 phi2 = chisq/N
        QVERIFY(fuzzyCompare(v.v, g.number(i, "cramers_v"), 1e-12));                    // README 6
        QVERIFY(fuzzyCompare(v.phi2Corrected, g.number(i, "phi2_corrected"), 1e-12));   // README 6, Bergsma 2013
        QVERIFY(fuzzyCompare(v.rCorrected, g.number(i, "r_corrected"), 1e-12));          // README 6
        QVERIFY(fuzzyCompare(v.kCorrected, g.number(i, "k_corrected"), 1e-12));          // README 6
        QVERIFY(fuzzyCompare(v.vCorrected, g.number(i, "cramers_v_corrected"), 1e-12)); // README 6
        QCOMPARE(v.effect, effectSizeOfV(v.vCorrected, t.rows, t.cols));
    }
}

void TestFisher::referenceTwoByTwoExact()
{
    const auto tables = readLongTables();
    const auto g = rl::test::readGolden(rl::test::referenceDir() + "/stereotales_table_tests.csv");
    int checked = 0;
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        const RefTable &t = tables.at(g.text(i, "table"));
        if (t.rows != 2 || t.cols != 2)
            continue;
        FisherOptions o;
        o.resamples = 1000;
        const FisherResult f = fisherTest(t.counts, t.rows, t.cols, o);
        QCOMPARE(f.method, FisherMethod::Exact); // R returns the exact p for 2 × 2 even with simulate.p.value
        QVERIFY(relClose(f.p, g.number(i, "fisher_exact_p"), 1e-10)); // README 6 fisher.test, 1e-10 relative
        QVERIFY(relClose(f.p, g.number(i, "fisher_sim_p"), 1e-10));   // README 6: R's simulated 2 × 2 = exact
        ++checked;
    }
    QVERIFY(checked >= 1);
}

void TestFisher::referenceExactEnumeration()
{
    // R's network algorithm (FEXACT) where it answers; our enumeration where the tables with the
    // margins are few enough to enumerate in a test (T4 2 × 7, N = 60; the others are too many).
    const auto tables = readLongTables();
    const auto g = rl::test::readGolden(rl::test::referenceDir() + "/stereotales_table_tests.csv");
    int checked = 0;
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        const RefTable &t = tables.at(g.text(i, "table"));
        const double exact = g.number(i, "fisher_exact_p");
        if (std::isnan(exact) || (t.rows == 2 && t.cols == 2))
            continue;
        FisherResult f;
        if (!fisherExactEnumerate(t.counts, t.rows, t.cols, 20'000'000, f))
            continue;
        QCOMPARE(f.method, FisherMethod::Exact);
        QVERIFY2(relClose(f.p, exact, 1e-10), // README 6 fisher.test(workspace = 2e8), 1e-10 relative
                 qPrintable(QString("%1: %2 vs %3").arg(QString::fromStdString(g.text(i, "table"))).arg(f.p, 0, 'g', 17).arg(exact, 0, 'g', 17)));
        ++checked;
    }
    QVERIFY(checked >= 1);
}

void TestFisher::referenceMonteCarlo()
{
    // Our B = 500,000 against R's simulated p (B = 1e5) within 4 combined SE, and against R's exact p
    // (where R has one) within 4 of our SE.
    const auto tables = readLongTables();
    const auto g = rl::test::readGolden(rl::test::referenceDir() + "/stereotales_table_tests.csv");
    int checked = 0;
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        const RefTable &t = tables.at(g.text(i, "table"));
        if (t.rows == 2 && t.cols == 2)
            continue;
        FisherOptions o; // B = 500,000, no enumeration
        o.seed = 1000 + i;
        const FisherResult f = fisherTest(t.counts, t.rows, t.cols, o);
        QCOMPARE(f.method, FisherMethod::MonteCarlo);
        QCOMPARE(f.resamples, std::uint64_t(500000));
        QCOMPARE(f.p, (1.0 + double(f.atMostObserved)) / 500001.0); // R's estimator
        const double rSim = g.number(i, "fisher_sim_p"), rB = g.number(i, "fisher_sim_B");
        const double pp = std::max(rSim, 1.0 / rB);
        const double se = std::sqrt(pp * (1.0 - pp) * (1.0 / rB + 1.0 / 500000.0));
        QVERIFY2(std::fabs(f.p - rSim) <= 4.0 * se + 1.0 / rB, // README 6: within ~4 SE (p at its floor 1/(B+1))
                 qPrintable(QString("%1: %2 vs R %3 (se %4)").arg(QString::fromStdString(g.text(i, "table"))).arg(f.p).arg(rSim).arg(se)));
        const double exact = g.number(i, "fisher_exact_p");
        if (!std::isnan(exact))
            QVERIFY(std::fabs(f.p - exact) <= 4.0 * std::sqrt(exact * (1.0 - exact) / 500000.0)); // R exact, 4 SE
        ++checked;
    }
    QCOMPARE(checked, 4);
}

void TestFisher::referenceCells()
{
    const auto g = rl::test::readGolden(rl::test::referenceDir() + "/stereotales_cell_tests.csv");
    QVERIFY(g.rows.size() > 100);
    std::map<std::string, std::vector<std::size_t>> byTable;
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        const double nab = g.number(i, "n_ab"), na = g.number(i, "n_a"), nb = g.number(i, "n_b"), n = g.number(i, "N");
        const double p = fisherCellGreater(std::int64_t(nab), std::int64_t(na), std::int64_t(nb), std::int64_t(n));
        QVERIFY(relClose(p, g.number(i, "p_fisher_greater"), 1e-10)); // README 6 fisher.test(alternative = "greater"), 1e-10
        const double lift = (nab / na) / (nb / n);
        QVERIFY(fuzzyCompare(lift, g.number(i, "lift"), 1e-12)); // README 6 lift = p_b_given_a / p_b, 1e-12
        byTable[g.text(i, "table")].push_back(i);
    }
    for (const auto &[t, rows] : byTable) {
        std::vector<double> p;
        for (std::size_t i : rows)
            p.push_back(fisherCellGreater(std::int64_t(g.number(i, "n_ab")), std::int64_t(g.number(i, "n_a")),
                                          std::int64_t(g.number(i, "n_b")), std::int64_t(g.number(i, "N"))));
        const auto by = pAdjust(p, PAdjustMethod::BY), bh = pAdjust(p, PAdjustMethod::BH);
        for (std::size_t k = 0; k < rows.size(); ++k) {
            QVERIFY(fuzzyCompare(by[k], g.number(rows[k], "p_by"), 1e-10)); // README 6 p.adjust(, "BY") within the table
            QVERIFY(fuzzyCompare(bh[k], g.number(rows[k], "p_bh"), 1e-10)); // README 6 p.adjust(, "BH")
        }
    }
}

void TestFisher::ownExactGoldens()
{
    // tests/reference/stats/fisher.R: fisher.test(m, workspace = 2e8) and chisq.test(correct = FALSE)
    const auto g = rl::test::readGolden(rl::test::referenceDir() + "/stats/fisher.csv");
    QVERIFY(g.rows.size() >= 10);
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        const RefTable t = parseCounts(int(g.number(i, "nrow")), int(g.number(i, "ncol")), g.text(i, "counts"));
        QCOMPARE(t.counts.size(), std::size_t(t.rows * t.cols));
        FisherOptions o;
        o.maxExactTables = 1'000'000;
        const FisherResult f = fisherTest(t.counts, t.rows, t.cols, o);
        QCOMPARE(f.method, FisherMethod::Exact);
        const double exact = std::min(1.0, g.number(i, "fisher_exact_p"));
        QVERIFY2(relClose(f.p, exact, 1e-10), // stats/fisher.R fisher.test, 1e-10 relative
                 qPrintable(QString("%1: %2 vs %3").arg(QString::fromStdString(g.text(i, "table"))).arg(f.p, 0, 'g', 17).arg(exact, 0, 'g', 17)));
        const ChiSquareResult cs = chiSquareTest(t.counts, t.rows, t.cols);
        QVERIFY(fuzzyCompare(cs.statistic, g.number(i, "chisq"), 1e-12)); // stats/fisher.R chisq.test
        QCOMPARE(cs.df, g.number(i, "chisq_df"));
        QVERIFY(relClose(cs.p, g.number(i, "chisq_p"), 1e-10)); // stats/fisher.R
    }
}

void TestFisher::exactLimitIsTheNumberOfTables()
{
    // a table is enumerated when it has at most maxExactTables tables with its margins, whatever
    // shortcut decides it beforehand (a row or column with more fillings than the limit): at the
    // limit T exact with the same p, at T − 1 Monte Carlo
    const auto g = rl::test::readGolden(rl::test::referenceDir() + "/stats/fisher.csv");
    int checked = 0;
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        const RefTable t = parseCounts(int(g.number(i, "nrow")), int(g.number(i, "ncol")), g.text(i, "counts"));
        if (t.rows == 2 && t.cols == 2)
            continue;
        FisherOptions o;
        o.maxExactTables = 1'000'000;
        o.resamples = 1001;
        const FisherResult all = fisherTest(t.counts, t.rows, t.cols, o);
        QCOMPARE(all.method, FisherMethod::Exact);
        o.maxExactTables = all.tablesEnumerated;
        const FisherResult at = fisherTest(t.counts, t.rows, t.cols, o);
        QCOMPARE(at.method, FisherMethod::Exact);
        QCOMPARE(at.p, all.p);
        o.maxExactTables = all.tablesEnumerated - 1;
        QCOMPARE(fisherTest(t.counts, t.rows, t.cols, o).method, FisherMethod::MonteCarlo);
        ++checked;
    }
    QVERIFY(checked >= 5);
}

void TestFisher::monteCarloConvergesToExact()
{
    // E3 3 × 4 of stats/fisher.csv: R's exact p 0.029456267846360289
    const std::vector<std::int64_t> t = {4, 1, 0, 2, 1, 3, 2, 0, 0, 2, 5, 1};
    FisherOptions o;
    o.seed = 7;
    const FisherResult f = fisherTest(t, 3, 4, o);
    QCOMPARE(f.method, FisherMethod::MonteCarlo);
    const double exact = 0.029456267846360289; // stats/fisher.R
    QVERIFY(std::fabs(f.p - exact) <= 4.0 * std::sqrt(exact * (1.0 - exact) / 500000.0)); // 4 SE
    QVERIFY(f.standardError() > 0.0);
}

void TestFisher::seededAndWorkspaceIndependent()
{
    const std::vector<std::int64_t> t = {12, 5, 3, 7, 9, 11, 2, 4, 8, 6, 10, 1};
    FisherOptions o;
    o.resamples = 20000;
    o.seed = 99;
    const FisherResult a = fisherTest(t, 3, 4, o);
    FisherWorkspace ws;
    // warm the workspace's memo with another table first: the draws must not depend on it
    FisherOptions other = o;
    other.seed = 5;
    const std::vector<std::int64_t> u = {30, 2, 7, 1, 9, 15, 4, 8, 3};
    (void)fisherTest(u, 3, 3, other, &ws);
    const FisherResult b = fisherTest(t, 3, 4, o, &ws);
    QCOMPARE(b.atMostObserved, a.atMostObserved);
    QCOMPARE(b.p, a.p);
    QCOMPARE(b.seed, std::uint64_t(99));
    o.seed = 100;
    const FisherResult c = fisherTest(t, 3, 4, o, &ws);
    QVERIFY(c.atMostObserved != a.atMostObserved); // another seed, other tables
}

void TestFisher::patefieldKeepsMargins()
{
    const std::vector<std::int64_t> rows = {40, 3, 0, 17, 25}, cols = {10, 35, 5, 20, 15};
    std::vector<std::int64_t> out;
    patefieldTables(rows, cols, 3, 2000, out);
    QCOMPARE(out.size(), std::size_t(2000 * 25));
    for (std::size_t b = 0; b < 2000; ++b) {
        for (int i = 0; i < 5; ++i) {
            std::int64_t s = 0;
            for (int j = 0; j < 5; ++j) {
                QVERIFY(out[b * 25 + i * 5 + j] >= 0);
                s += out[b * 25 + i * 5 + j];
            }
            QCOMPARE(s, rows[i]);
        }
        for (int j = 0; j < 5; ++j) {
            std::int64_t s = 0;
            for (int i = 0; i < 5; ++i)
                s += out[b * 25 + i * 5 + j];
            QCOMPARE(s, cols[j]);
        }
    }
}

void TestFisher::patefieldFirstCellIsHypergeometric()
{
    // the (0,0) cell of a table with margins (30, 50) × (20, 25, 35) is hypergeometric(30 drawn of 80,
    // 20 white): its empirical distribution over 200,000 tables against dhyper, chi-square GOF
    const std::vector<std::int64_t> rows = {30, 50}, cols = {20, 25, 35};
    const std::size_t B = 200000;
    std::vector<std::int64_t> out;
    patefieldTables(rows, cols, 11, B, out);
    std::vector<double> count(21, 0.0);
    double mean = 0.0;
    for (std::size_t b = 0; b < B; ++b) {
        count[std::size_t(out[b * 6])] += 1.0;
        mean += double(out[b * 6]);
    }
    mean /= double(B);
    QVERIFY(std::fabs(mean - 30.0 * 20.0 / 80.0) < 0.02); // E = n K / N = 7.5; SE ≈ 0.004
    double x2 = 0.0;
    int df = -1;
    for (int k = 0; k <= 20; ++k) {
        const double e = double(B) * dhyper(k, 20, 60, 30);
        if (e < 5.0)
            continue;
        x2 += (count[k] - e) * (count[k] - e) / e;
        ++df;
    }
    QVERIFY2(pchisq(x2, df, false) > 1e-4, qPrintable(QString("X2 %1 df %2").arg(x2).arg(df))); // fails on a wrong sampler
}

void TestFisher::patefieldWideCellIsHypergeometric()
{
    // wide cells (sd ≈ 10) of (600, 900, 500) × (700, 800, 500): every cell n_ij of a random table
    // with fixed margins is hypergeometric (r_i drawn of N, c_j white), against dhyper — the (0,0)
    // cell (a first-row draw, from its alias table) and the (1,1) cell (the one general draw: a
    // chop-down walk of many steps from the mode, P(mode) ≈ 0.04)
    const std::vector<std::int64_t> rows = {600, 900, 500}, cols = {700, 800, 500};
    const std::size_t B = 100003; // not a multiple of the tables drawn at once
    std::vector<std::int64_t> out;
    patefieldTables(rows, cols, 21, B, out);
    QCOMPARE(out.size(), B * 9);
    for (const auto &[cell, n, white] : {std::tuple<int, int, int>{0, 600, 700}, {4, 900, 800}}) {
        std::vector<double> count(std::size_t(n) + 1, 0.0);
        for (std::size_t b = 0; b < B; ++b)
            count[std::size_t(out[b * 9 + std::size_t(cell)])] += 1.0;
        double x2 = 0.0;
        int df = -1;
        for (int k = 0; k <= n; ++k) {
            const double e = double(B) * dhyper(k, white, 2000 - white, n);
            if (e < 5.0)
                continue;
            x2 += (count[std::size_t(k)] - e) * (count[std::size_t(k)] - e) / e;
            ++df;
        }
        QVERIFY(df > 30);
        QVERIFY2(pchisq(x2, df, false) > 1e-4, // fails on a wrong sampler
                 qPrintable(QString("cell %1: X2 %2 df %3").arg(cell).arg(x2).arg(df)));
    }
}

void TestFisher::patefieldEdgesBeyondTheAliasTables()
{
    // margins whose first row has more (column, remaining total) pairs than the alias tables take
    // (2^19): the first row's and column's draws are walks like the others; every cell against the
    // hypergeometric mean and variance (B = 20,003: 4 SE on the mean, 6 % on the variance)
    const std::vector<std::int64_t> rows = {300000, 330000, 370000}, cols = {310000, 320000, 370000};
    const double N = 1e6;
    const std::size_t B = 20003;
    std::vector<std::int64_t> out;
    patefieldTables(rows, cols, 5, B, out);
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) {
            double m = 0.0, m2 = 0.0;
            for (std::size_t b = 0; b < B; ++b) {
                const double x = double(out[b * 9 + std::size_t(i * 3 + j)]);
                m += x;
                m2 += x * x;
            }
            m /= double(B);
            const double var = m2 / double(B) - m * m;
            const double n = double(rows[std::size_t(i)]), K = double(cols[std::size_t(j)]);
            const double e = n * K / N, v = e * (1.0 - K / N) * (N - n) / (N - 1.0);
            QVERIFY2(std::fabs(m - e) < 4.0 * std::sqrt(v / double(B)),
                     qPrintable(QString("cell %1,%2: mean %3 vs %4").arg(i).arg(j).arg(m).arg(e)));
            QVERIFY2(std::fabs(var / v - 1.0) < 0.06, qPrintable(QString("cell %1,%2: var %3 vs %4").arg(i).arg(j).arg(var).arg(v)));
        }
    std::vector<std::int64_t> portable;
    patefieldTables(rows, cols, 5, 1003, portable, SamplerBuild::Portable);
    QVERIFY(std::equal(portable.begin(), portable.end(), out.begin()));
}

namespace {

/// Every r × c table with the given margins (row-major), by recursion over the cells.
void allTables(const std::vector<std::int64_t> &rows, const std::vector<std::int64_t> &cols,
               std::vector<std::vector<std::int64_t>> &out)
{
    const std::size_t r = rows.size(), c = cols.size();
    std::vector<std::int64_t> t(r * c, 0), colRem = cols;
    std::function<void(std::size_t, std::size_t, std::int64_t)> cell = [&](std::size_t i, std::size_t j, std::int64_t rowRem) {
        if (i == r - 1) { // the last row is the remaining column totals
            for (std::size_t m = 0; m < c; ++m)
                t[i * c + m] = colRem[m];
            out.push_back(t);
            return;
        }
        if (j == c - 1) {
            if (rowRem > colRem[j])
                return;
            t[i * c + j] = rowRem;
            colRem[j] -= rowRem;
            cell(i + 1, 0, rows[i + 1]);
            colRem[j] += rowRem;
            return;
        }
        for (std::int64_t x = 0; x <= std::min(rowRem, colRem[j]); ++x) {
            t[i * c + j] = x;
            colRem[j] -= x;
            cell(i, j + 1, rowRem - x);
            colRem[j] += x;
        }
    };
    cell(0, 0, rows[0]);
}

} // namespace

void TestFisher::patefieldTableDistributionIsExact()
{
    // the whole table, not one cell: the frequency of every table with the margins against its
    // probability Π r_i! Π c_j! / (N! Π n_ij!), chi-square goodness of fit; and the margins of every draw
    const std::vector<std::vector<std::int64_t>> rowSets = {{3, 2, 4}, {12, 7, 1}, {2, 9, 4, 5}};
    const std::vector<std::vector<std::int64_t>> colSets = {{4, 3, 2}, {5, 10, 5}, {6, 8, 6}};
    for (std::size_t set = 0; set < rowSets.size(); ++set) {
        const auto &rows = rowSets[set], &cols = colSets[set];
        std::vector<std::vector<std::int64_t>> tables;
        allTables(rows, cols, tables);
        QVERIFY(tables.size() > 10);
        std::int64_t n = 0;
        for (auto v : rows)
            n += v;
        auto lf = [](std::int64_t k) { return std::lgamma(double(k) + 1.0); };
        double logConst = -lf(n);
        for (auto v : rows)
            logConst += lf(v);
        for (auto v : cols)
            logConst += lf(v);
        std::map<std::vector<std::int64_t>, double> prob, seen;
        double total = 0.0;
        for (const auto &t : tables) {
            double s = logConst;
            for (auto v : t)
                s -= lf(v);
            prob[t] = std::exp(s);
            total += std::exp(s);
        }
        QVERIFY(std::fabs(total - 1.0) < 1e-9); // the enumeration is complete
        const std::size_t B = 200001, size = rows.size() * cols.size();
        std::vector<std::int64_t> out;
        patefieldTables(rows, cols, 31 + set, B, out);
        for (std::size_t b = 0; b < B; ++b) {
            std::vector<std::int64_t> t(out.begin() + std::ptrdiff_t(b * size), out.begin() + std::ptrdiff_t((b + 1) * size));
            QVERIFY(prob.count(t) == 1); // non-negative, the observed margins (else not among the enumerated)
            seen[t] += 1.0;
        }
        double x2 = 0.0, rest = 0.0, restE = 0.0;
        int df = -1;
        for (const auto &[t, p] : prob) {
            const double e = double(B) * p, o = seen.count(t) ? seen[t] : 0.0;
            if (e < 5.0) { // the sparse tables pooled into one class
                rest += o;
                restE += e;
                continue;
            }
            x2 += (o - e) * (o - e) / e;
            ++df;
        }
        if (restE >= 5.0) {
            x2 += (rest - restE) * (rest - restE) / restE;
            ++df;
        }
        QVERIFY(df >= 10);
        QVERIFY2(pchisq(x2, df, false) > 1e-4, // fails on a wrong sampler
                 qPrintable(QString("set %1: X2 %2 df %3").arg(set).arg(x2).arg(df)));
    }
}

void TestFisher::patefieldStreamIsAPrefix()
{
    // a seed fixes the stream of tables: the first 11 of 1,000 are the 11 drawn alone, in every run
    const std::vector<std::int64_t> rows = {40, 3, 17, 25}, cols = {10, 35, 20, 20};
    std::vector<std::int64_t> few, many, again;
    patefieldTables(rows, cols, 77, 11, few);
    patefieldTables(rows, cols, 77, 1000, many);
    patefieldTables(rows, cols, 77, 1000, again);
    QCOMPARE(std::vector<std::int64_t>(many.begin(), many.begin() + std::ptrdiff_t(few.size())), few);
    QCOMPARE(again, many);
    std::vector<std::int64_t> other;
    patefieldTables(rows, cols, 78, 11, other);
    QVERIFY(other != few);
}

void TestFisher::portableAndNativeBuildsDrawTheSameTables()
{
    // the kernel built for this CPU (AVX2 here when it has it) and the portable one: the same tables,
    // bit for bit, over several kernel calls (1,024 tables a call) and margins with narrow and wide
    // cells, a zero-total-free sparse row, and more columns than lanes
    qInfo("native sampler build: %s", samplerNativeIsAvx2() ? "AVX2" : "portable");
    const std::vector<std::pair<std::vector<std::int64_t>, std::vector<std::int64_t>>> margins = {
        {{40, 3, 17, 25}, {10, 35, 20, 20}},
        {{1, 2, 900}, {300, 301, 302}},
        {{120, 180, 200, 250, 350}, {60, 90, 150, 200, 250, 350}},
        {{5, 5}, {1, 1, 1, 1, 1, 1, 1, 1, 2}},
        {{2000, 3000}, {1000, 1500, 2500}},
    };
    for (const auto &[rows, cols] : margins) {
        std::vector<std::int64_t> native, portable;
        patefieldTables(rows, cols, 2026, 5003, native, SamplerBuild::Native);
        patefieldTables(rows, cols, 2026, 5003, portable, SamplerBuild::Portable);
        QCOMPARE(portable.size(), native.size());
        QVERIFY(portable == native);
    }
}

void TestFisher::monteCarloStreamIsPinned()
{
    // the stream of a seed is part of a result's reproducibility: this table's count at B = 500,000,
    // seed 1 is the one the eight-lane sampler with alias tables for the first row and column gives
    // (the eight-lane one without them gave 87,088, the four-lane one 86,989; over seeds 1 … 32 the
    // mean p is 0.173873 ± 0.000074 against R's 0.17408 ± 0.00019 at B = 4e6); a change of the
    // generators, the lanes, the alias tables or the inversion order changes it
    const std::vector<std::int64_t> t = {86, 83, 100, 95, 81, 115, 85, 98, 95, 94, 78, 90};
    FisherOptions o;
    o.resamples = 500000;
    o.seed = 1;
    const FisherResult f = fisherTest(t, 3, 4, o);
    QCOMPARE(f.method, FisherMethod::MonteCarlo);
    QCOMPARE(f.atMostObserved, std::uint64_t(86575));
    QCOMPARE(f.p, (1.0 + 86575.0) / 500001.0);
}

void TestFisher::monteCarloConvergesAtSeveralB()
{
    // p within 4 SE of the exact p at several B (none a multiple of the tables drawn at once), and R's
    // estimator (1 + hits)/(B + 1) at each; the exact p by our enumeration (ownExactGoldens checks it against R)
    const std::vector<std::vector<std::int64_t>> tabs = {{4, 1, 0, 2, 1, 3, 2, 0, 0, 2, 5, 1},
                                                         {3, 1, 0, 2, 1, 2, 2, 0, 0, 1, 3, 1, 2, 0, 1, 4}};
    const int dims[2][2] = {{3, 4}, {4, 4}};
    for (std::size_t t = 0; t < tabs.size(); ++t) {
        FisherResult exact;
        QVERIFY(fisherExactEnumerate(tabs[t], dims[t][0], dims[t][1], 100'000'000, exact));
        QVERIFY(exact.p > 0.001 && exact.p < 0.999);
        for (std::uint64_t B : {1001ULL, 10007ULL, 100003ULL, 500001ULL}) {
            FisherOptions o;
            o.resamples = B;
            o.seed = 5 + B;
            const FisherResult f = fisherTest(tabs[t], dims[t][0], dims[t][1], o);
            QCOMPARE(f.method, FisherMethod::MonteCarlo);
            QCOMPARE(f.p, (1.0 + double(f.atMostObserved)) / (double(B) + 1.0));
            const double se = std::sqrt(exact.p * (1.0 - exact.p) / double(B));
            QVERIFY2(std::fabs(f.p - exact.p) <= 4.0 * se + 1.0 / double(B), // 4 SE (+ the estimator's 1/(B+1) offset)
                     qPrintable(QString("table %1 B %2: %3 vs exact %4").arg(t).arg(B).arg(f.p).arg(exact.p)));
            QCOMPARE(fisherTest(tabs[t], dims[t][0], dims[t][1], o).atMostObserved, f.atMostObserved); // same seed, same p
        }
    }
}

void TestFisher::degenerateTables()
{
    const std::vector<std::int64_t> oneRow = {3, 4, 5};
    FisherOptions o;
    const FisherResult a = fisherTest(oneRow, 1, 3, o);
    QCOMPARE(a.status, FisherStatus::Degenerate);
    QVERIFY(std::isnan(a.p));
    // an empty row and column are dropped: the 2 × 2 left is tested exactly
    const std::vector<std::int64_t> padded = {5, 0, 1, 0, 0, 0, 2, 0, 6};
    const std::vector<std::int64_t> core = {5, 1, 2, 6};
    const FisherResult b = fisherTest(padded, 3, 3, o), c = fisherTest(core, 2, 2, o);
    QCOMPARE(b.rows, 2);
    QCOMPARE(b.cols, 2);
    QCOMPARE(b.method, FisherMethod::Exact);
    QCOMPARE(b.p, c.p);
    const std::vector<std::int64_t> onlyOneColumn = {3, 0, 4, 0};
    QCOMPARE(fisherTest(onlyOneColumn, 2, 2, o).status, FisherStatus::Degenerate);
}

void TestFisher::effectCategories()
{
    QCOMPARE(effectSizeOfV(0.099, 2, 2), EffectSize::Negligible); // thresholds 0.1/0.3/0.5 at min(r,c) = 2
    QCOMPARE(effectSizeOfV(0.1, 2, 5), EffectSize::Small);
    QCOMPARE(effectSizeOfV(0.3, 5, 2), EffectSize::Medium);
    QCOMPARE(effectSizeOfV(0.5, 2, 2), EffectSize::Large);
    // min(r, c) = 5: ÷ 2
    QCOMPARE(effectSizeOfV(0.049, 5, 8), EffectSize::Negligible);
    QCOMPARE(effectSizeOfV(0.05, 5, 8), EffectSize::Small);
    QCOMPARE(effectSizeOfV(0.2, 8, 5), EffectSize::Medium);
    QCOMPARE(effectSizeOfV(0.25, 5, 5), EffectSize::Large);
    QCOMPARE(effectSizeName(EffectSize::Medium), std::string_view("medium"));
    QCOMPARE(effectSizeOfV(std::nan(""), 3, 3), EffectSize::Negligible);
}

QTEST_APPLESS_MAIN(TestFisher)
#include "tst_fisher.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stats/multiplicity.h"
#include "tests/common/testutil.h"
#include "tests/stats/facedata.h" // splitNumbers

#include <QtTest>

#include <cmath>

using namespace rl::stats;
using rl::test::fuzzyCompare;

class TestMultiplicity : public QObject {
    Q_OBJECT

private slots:
    void padjust50_data();
    void padjust50();
    void rAllMethods();
    void properties();
    void degenerate();
};

void TestMultiplicity::padjust50_data()
{
    QTest::addColumn<QString>("column");
    QTest::addColumn<int>("method");
    QTest::newRow("BH") << "p_bh" << static_cast<int>(PAdjustMethod::BH);
    QTest::newRow("BY") << "p_by" << static_cast<int>(PAdjustMethod::BY);
    QTest::newRow("holm") << "p_holm" << static_cast<int>(PAdjustMethod::Holm);
    QTest::newRow("bonferroni") << "p_bonferroni" << static_cast<int>(PAdjustMethod::Bonferroni);
}

void TestMultiplicity::padjust50()
{
    QFETCH(QString, column);
    QFETCH(int, method);
    const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/padjust_50.csv");
    QCOMPARE(g.rows.size(), std::size_t(50));
    std::vector<double> p;
    for (std::size_t i = 0; i < g.rows.size(); ++i)
        p.push_back(g.number(i, "p"));
    const auto adj = pAdjust(p, static_cast<PAdjustMethod>(method));
    for (std::size_t i = 0; i < g.rows.size(); ++i)
        QVERIFY2(fuzzyCompare(adj[i], g.number(i, column.toStdString()), 1e-12), // README 4 padjust_50 (p.adjust)
            qPrintable(QString("row %1: %2").arg(i).arg(adj[i], 0, 'g', 17)));
}

void TestMultiplicity::rAllMethods()
{
    const auto g = rl::test::readGolden(rl::test::sourceDir() + "/tests/reference/stats/multiplicity.csv");
    QCOMPARE(g.rows.size(), std::size_t(48));
    for (std::size_t r = 0; r < g.rows.size(); ++r) {
        const auto method = pAdjustMethodFromName(g.text(r, "method"));
        QVERIFY(method.has_value());
        const auto p = rl::test::splitNumbers(g.text(r, "p"));
        const auto expected = rl::test::splitNumbers(g.text(r, "adjusted"));
        const bool explicitN = g.text(r, "case") == "small_n9";
        const auto adj = pAdjust(p, *method, explicitN ? static_cast<std::size_t>(g.number(r, "n")) : 0);
        QCOMPARE(adj.size(), expected.size());
        for (std::size_t i = 0; i < adj.size(); ++i)
            QVERIFY2(fuzzyCompare(adj[i], expected[i], 1e-15), // R 4.2 multiplicity.R (p.adjust)
                qPrintable(QString::fromStdString(g.text(r, "case") + " " + g.text(r, "method"))
                    + QString(" [%1]: %2 vs %3").arg(i).arg(adj[i], 0, 'g', 17).arg(expected[i], 0, 'g', 17)));
    }
}

void TestMultiplicity::properties()
{
    const std::vector<double> p = {0.2, 0.001, 0.04, 0.03, 0.5, 0.01, 0.9};
    const auto holm = pAdjust(p, PAdjustMethod::Holm);
    const auto hoch = pAdjust(p, PAdjustMethod::Hochberg);
    const auto hommel = pAdjust(p, PAdjustMethod::Hommel);
    const auto bh = pAdjust(p, PAdjustMethod::BH);
    const auto by = pAdjust(p, PAdjustMethod::BY);
    const auto bonf = pAdjust(p, PAdjustMethod::Bonferroni);
    for (std::size_t i = 0; i < p.size(); ++i) {
        QVERIFY(p[i] <= bh[i] && bh[i] <= by[i]); // property: BH <= BY
        // property: Hommel <= Hochberg <= Holm <= Bonferroni
        QVERIFY(hommel[i] <= hoch[i] + 1e-15 && hoch[i] <= holm[i] + 1e-15 && holm[i] <= bonf[i]);
        QVERIFY(bh[i] <= holm[i] + 1e-15); // property: FDR control is less strict
        for (std::size_t j = 0; j < p.size(); ++j)
            if (p[i] < p[j])
                QVERIFY(bh[i] <= bh[j] && holm[i] <= holm[j]); // property: monotone in p
    }
    // permutation equivariance
    const std::vector<double> rev(p.rbegin(), p.rend());
    const auto bhRev = pAdjust(rev, PAdjustMethod::BH);
    for (std::size_t i = 0; i < p.size(); ++i)
        QCOMPARE(bhRev[i], bh[p.size() - 1 - i]);
}

void TestMultiplicity::degenerate()
{
    QVERIFY(pAdjust(std::vector<double> {}, PAdjustMethod::BH).empty());
    QCOMPARE(pAdjust(std::vector<double> {0.3}, PAdjustMethod::Bonferroni)[0], 0.3); // R: n <= 1 unchanged
    const auto allNa = pAdjust(std::vector<double> {std::nan(""), std::nan("")}, PAdjustMethod::Holm);
    QVERIFY(std::isnan(allNa[0]) && std::isnan(allNa[1]));
    QVERIFY(!pAdjustMethodFromName("tukey").has_value());
    QCOMPARE(*pAdjustMethodFromName("fdr"), PAdjustMethod::BH);
}

QTEST_APPLESS_MAIN(TestMultiplicity)
#include "tst_multiplicity.moc"

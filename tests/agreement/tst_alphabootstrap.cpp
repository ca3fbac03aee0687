// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The bootstrap of alpha and delta alpha (engine/agreement/alphabootstrap): every replicate equals
// krippendorffAlpha() of the coincidence-matrix code on the units it drew (replayed from the same seeded
// generator, a unit drawn t times counted t times), at the four levels, with and without an extra rater;
// the stream is reproducible from its seed; the interval is R's type-7 quantiles.
#include "engine/agreement/alphabootstrap.h"
#include "engine/stats/random.h"
#include "tests/common/testutil.h"

#include <QtTest>

#include <cmath>

using namespace rl::agreement;
using rl::test::fuzzyCompare;

namespace {

/// 60 units, 2-5 raters each, values 1..5 (one unit with a single value, so not every unit is pairable),
/// and an extra rater who skips some units and once answers a value no human gave (6).
struct Data {
    ItemRatings ratings;
    std::vector<double> extra;
};

Data makeData()
{
    rl::stats::Rng rng(7);
    std::vector<int> item;
    std::vector<double> value;
    Data d;
    for (int j = 0; j < 60; ++j) {
        const int n = j == 5 ? 1 : 2 + static_cast<int>(rng.below(4));
        const double truth = 1 + static_cast<double>(rng.below(5));
        for (int k = 0; k < n; ++k) {
            item.push_back(j);
            value.push_back(std::clamp(truth + (rng.uniform() < 0.4 ? (rng.uniform() < 0.5 ? -1.0 : 1.0) : 0.0), 1.0, 5.0));
        }
        d.extra.push_back(j % 9 == 4 ? std::nan("") : j == 11 ? 6.0 : truth);
    }
    d.ratings = ItemRatings::fromLong(item, value, 60);
    return d;
}

} // namespace

class TestAlphaBootstrap : public QObject {
    Q_OBJECT

private slots:
    void replicatesEqualTheCoincidenceMatrixOnTheDrawnUnits_data()
    {
        QTest::addColumn<int>("level");
        QTest::newRow("nominal") << int(AlphaLevel::Nominal);
        QTest::newRow("ordinal") << int(AlphaLevel::Ordinal);
        QTest::newRow("interval") << int(AlphaLevel::Interval);
        QTest::newRow("ratio") << int(AlphaLevel::Ratio);
    }
    void replicatesEqualTheCoincidenceMatrixOnTheDrawnUnits()
    {
        QFETCH(int, level);
        const Data d = makeData();
        const auto L = static_cast<AlphaLevel>(level);
        std::vector<int> units;
        for (int j = 10; j < 60; ++j) // a subset, as a group is
            units.push_back(j);
        AlphaBootstrapOptions o;
        o.repeats = 150; // more than two chunks of replicates
        o.seed = 2026;
        const auto boot = alphaBootstrap(d.ratings, L, units, {d.extra}, o);
        QCOMPARE(boot.repeats, std::size_t(150));
        QCOMPARE(boot.seed, std::uint64_t(2026));
        QCOMPARE(boot.base.size(), std::size_t(150));
        QCOMPARE(boot.withRater.size(), std::size_t(1));
        // Replay the draws: replicate b takes U = 50 units by Rng::below(U), replicates in order.
        rl::stats::Rng rng(2026);
        for (std::size_t b = 0; b < 150; ++b) {
            std::vector<int> drawn;
            for (std::size_t i = 0; i < units.size(); ++i)
                drawn.push_back(units[rng.below(units.size())]);
            const double base = krippendorffAlpha(d.ratings, L, drawn).alpha;
            const double with = krippendorffAlpha(d.ratings, L, drawn, d.extra).alpha;
            QVERIFY2(fuzzyCompare(boot.base[b], base, 1e-12), qPrintable(QStringLiteral("replicate %1: %2 vs %3").arg(b).arg(boot.base[b]).arg(base)));
            QVERIFY2(fuzzyCompare(boot.withRater[0][b], with, 1e-12), qPrintable(QStringLiteral("replicate %1 with the rater").arg(b)));
        }
    }

    void reproducibleFromItsSeed()
    {
        const Data d = makeData();
        AlphaBootstrapOptions o;
        o.repeats = 40;
        const auto a = alphaBootstrap(d.ratings, AlphaLevel::Interval, {}, {d.extra}, o);
        const auto b = alphaBootstrap(d.ratings, AlphaLevel::Interval, {}, {d.extra}, o);
        QVERIFY(a.base == b.base && a.withRater == b.withRater);
        o.seed = 43;
        const auto c = alphaBootstrap(d.ratings, AlphaLevel::Interval, {}, {d.extra}, o);
        QVERIFY(a.base != c.base);
        // The draws do not depend on the extra raters: the base replicates are the same without them.
        o.seed = 42;
        const auto alone = alphaBootstrap(d.ratings, AlphaLevel::Interval, {}, {}, o);
        QVERIFY(alone.base == a.base);
    }

    void nothingToResample()
    {
        const Data d = makeData();
        AlphaBootstrapOptions o;
        o.repeats = 0;
        QCOMPARE(alphaBootstrap(d.ratings, AlphaLevel::Nominal, {}, {}, o).repeats, std::size_t(0));
        std::stop_source stop;
        stop.request_stop();
        o.repeats = 10;
        QCOMPARE(alphaBootstrap(d.ratings, AlphaLevel::Nominal, {}, {}, o, stop.get_token()).repeats, std::size_t(0));
    }

    void percentileIntervalIsRsType7()
    {
        // quantile(c(1:10, NA, Inf), c(.025, .975), na.rm = TRUE) over the finite values: 1.225, 9.775
        const std::vector<double> v {10, 9, 8, 7, 6, 5, 4, 3, 2, 1, std::nan(""), INFINITY};
        const PercentileInterval pi = percentileInterval(v);
        QVERIFY(fuzzyCompare(pi.low, 1.225, 1e-12));
        QVERIFY(fuzzyCompare(pi.high, 9.775, 1e-12));
        QCOMPARE(pi.finite, std::size_t(10));
        QVERIFY(std::isnan(percentileInterval(std::vector<double> {std::nan("")}).low));
    }
};

QTEST_GUILESS_MAIN(TestAlphaBootstrap)
#include "tst_alphabootstrap.moc"

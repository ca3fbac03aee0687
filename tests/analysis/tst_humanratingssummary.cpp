// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/humansummary.h"
#include "tests/common/testutil.h"
#include "tests/gui/fakestudy.h"

#include <QtTest>

#include <cmath>

using namespace rl;
using rl::analysis::SummaryStatus;

class TestHumanRatingsSummary : public QObject {
    Q_OBJECT
private slots:
    void handComputedMeanAndSd();
    void degenerateCounts();
    void modelRatingsAndCategoricalIgnored();
    void countsMatchRatingsOfFakeStudy();
    void nonIntegerScaleUsesTenBins();
    void dimensionOnlyModelsRateHasNoHistogram();
};

namespace {

study::Study tiny(const std::vector<double> &values)
{
    study::Study s;
    s.dimensions.push_back({"valence", study::DimensionKind::Numeric, {}, false, 1.0, 9.0, true});
    s.addItem({"a", study::ItemKind::Image, {}, {}, {}, {}, {}});
    s.addItem({"b", study::ItemKind::Image, {}, {}, {}, {}, {}});
    s.addItem({"c", study::ItemKind::Image, {}, {}, {}, {}, {}});
    for (std::size_t i = 0; i < values.size(); ++i) {
        const int r = s.addRater({"h" + std::to_string(i), study::RaterKind::Human, -1});
        s.ratings.push_back({r, 0, 0, values[i]});
    }
    const int single = s.addRater({"single", study::RaterKind::Human, -1});
    s.ratings.push_back({single, 1, 0, 7.0});
    return s;
}

} // namespace

void TestHumanRatingsSummary::handComputedMeanAndSd()
{
    const auto s = analysis::summarizeHumanRatings(tiny({1, 2, 3, 4}));
    const auto *a = s.find(0, 0);
    QVERIFY(a);
    QCOMPARE(a->n, 4);
    QCOMPARE(a->status, SummaryStatus::Ok);
    QVERIFY(test::fuzzyCompare(a->mean, 2.5, 1e-15)); // by hand: (1+2+3+4)/4
    QVERIFY(test::fuzzyCompare(a->sd, 1.2909944487358056, 1e-14)); // R: sd(c(1,2,3,4))
    QCOMPARE(a->counts, (std::vector<int> {1, 1, 1, 1, 0, 0, 0, 0, 0}));
    QCOMPARE(s.binnings.size(), std::size_t(1));
    QCOMPARE(s.binnings[0].bins, 9);
    QCOMPARE(s.humanRatings, std::size_t(5));
}

void TestHumanRatingsSummary::degenerateCounts()
{
    const auto s = analysis::summarizeHumanRatings(tiny({5, 5, 5}));
    const auto *zeroVariance = s.find(0, 0);
    QCOMPARE(zeroVariance->status, SummaryStatus::Ok);
    QCOMPARE(zeroVariance->sd, 0.0); // zero variance is a value, not a failure
    const auto *one = s.find(1, 0);
    QCOMPARE(one->status, SummaryStatus::SingleRating);
    QCOMPARE(one->mean, 7.0);
    QVERIFY(std::isnan(one->sd));
    const auto *none = s.find(2, 0);
    QCOMPARE(none->status, SummaryStatus::NoRatings);
    QCOMPARE(none->n, 0);
    QVERIFY(std::isnan(none->mean));
    QVERIFY(std::isnan(none->sd));
    QVERIFY(!s.find(3, 0));  // unknown item
    QVERIFY(!s.find(0, 5));  // unknown dimension

    const auto empty = analysis::summarizeHumanRatings(study::Study {});
    QVERIFY(empty.items.empty());
    QVERIFY(empty.binnings.empty());
}

void TestHumanRatingsSummary::modelRatingsAndCategoricalIgnored()
{
    const auto study = test::makeFakeStudy();
    const auto s = analysis::summarizeHumanRatings(study);
    QCOMPARE(s.binnings.size(), std::size_t(3)); // the categorical "emotion" dimension has no histogram
    QCOMPARE(s.slotOf(3), -1);
    QCOMPARE(s.humanRaters, std::size_t(10));
    // The model rated every item 9 on valence; no human formula value makes every item's mean 9.
    const auto *last = s.find(static_cast<int>(study.items.size()) - 1, 0);
    QCOMPARE(last->status, SummaryStatus::NoRatings); // the unrated item stays unrated despite the model rating
}

void TestHumanRatingsSummary::countsMatchRatingsOfFakeStudy()
{
    const auto study = test::makeFakeStudy();
    const auto s = analysis::summarizeHumanRatings(study);
    // Independent oracle: recount from the formula and the assignment of items to raters.
    for (int item = 0; item < 5; ++item) {
        for (int k = 0; k < 3; ++k) {
            std::vector<int> expected(9, 0);
            double sum = 0;
            int n = 0;
            for (int r = 0; r < 10; ++r) {
                const double v = test::fakeRating(r, item, k);
                ++expected[static_cast<std::size_t>(v - 1)];
                sum += v;
                ++n;
            }
            const auto *got = s.find(item, k);
            QCOMPARE(got->counts, expected);
            QCOMPARE(got->n, n);
            QVERIFY(test::fuzzyCompare(got->mean, sum / n, 1e-14)); // plain mean of the formula values
        }
    }
}

void TestHumanRatingsSummary::nonIntegerScaleUsesTenBins()
{
    study::Study st;
    st.dimensions.push_back({"slider", study::DimensionKind::Numeric, {}, false, 0.0, 100.0, false});
    st.addItem({"a", study::ItemKind::Image, {}, {}, {}, {}, {}});
    const int r = st.addRater({"h", study::RaterKind::Human, -1});
    for (double v : {0.0, 9.99, 10.0, 55.0, 100.0})
        st.ratings.push_back({r, 0, 0, v});
    const auto s = analysis::summarizeHumanRatings(st);
    QCOMPARE(s.binnings[0].bins, 10);
    QCOMPARE(s.binnings[0].integerBins, false);
    QCOMPARE(s.find(0, 0)->counts, (std::vector<int> {2, 1, 0, 0, 0, 1, 0, 0, 0, 1})); // [0,10) [10,20) … [90,100]
}

QTEST_APPLESS_MAIN(TestHumanRatingsSummary)
void TestHumanRatingsSummary::dimensionOnlyModelsRateHasNoHistogram()
{
    // A jury's "score" is answered by judges only: the detail pane must not show an empty
    // "No human ratings" histogram for it on every item.
    study::Study s = tiny({2, 3});
    s.dimensions.push_back({"score", study::DimensionKind::Numeric, {}, false, 1.0, 5.0, true});
    study::ModelCondition c;
    c.id = "judge";
    const int ci = s.addCondition(c);
    s.ratings.push_back({s.raterOfCondition(ci), 0, 1, 4.0});
    const auto summary = analysis::summarizeHumanRatings(s);
    QCOMPARE(summary.binnings.size(), std::size_t(1));
    QCOMPARE(summary.binnings[0].dimension, 0);
    QCOMPARE(summary.slotOf(1), -1);
}

#include "tst_humanratingssummary.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/diversity.h"
#include "tests/agreement/facedata.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <cmath>

using namespace rl::agreement;
using rl::test::fuzzyCompare;

class TestDiversity : public QObject {
    Q_OBJECT
private:
    rl::test::FaceData m_face;

private slots:
    void initTestCase() { m_face = rl::test::loadFaceData(); }

    void faceDiversity()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_diversity.csv");
        QCOMPARE(g.rows.size(), std::size_t(8 * 2 + 2));
        int humanRows = 0;
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string dim = g.text(i, "dimension");
            if (g.text(i, "condition") == "human") {
                const ItemRatings h = ItemRatings::fromLong(m_face.ratingItem, m_face.ratings(dim), m_face.imageCount);
                const HumanDiversityResult r = humanDiversity(h);
                QCOMPARE(r.status, DiversityStatus::Ok);
                QCOMPARE(static_cast<double>(r.nRatings), g.number(i, "n_values"));             // exact count
                QCOMPARE(static_cast<double>(r.distinctValues), g.number(i, "distinct_values")); // exact count
                QVERIFY(fuzzyCompare(r.meanItemSd, g.number(i, "mean_item_sd"), 1e-12)); // R 04d mean(SD_j)
                for (int b = 1; b <= 9; ++b)                                             // R tabulate(x, 9)
                    QCOMPARE(static_cast<double>(r.histogram.counts[static_cast<std::size_t>(b - 1)]),
                             g.number(i, "hist_" + std::to_string(b)));
                QCOMPARE(r.histogram.outside, std::size_t(0));
                ++humanRows;
                continue;
            }
            const std::size_t c = m_face.conditionIndex(g.text(i, "condition"));
            QVERIFY(c < m_face.conditions.size());
            const DiversityResult r = predictionDiversity(m_face.predictions(c, dim));
            QCOMPARE(r.status, DiversityStatus::Ok);
            QCOMPARE(static_cast<double>(r.nValues), g.number(i, "n_values"));               // exact count
            QCOMPARE(static_cast<double>(r.distinctValues), g.number(i, "distinct_values")); // length(unique(x))
            QVERIFY(fuzzyCompare(r.sd, g.number(i, "sd_predictions"), 1e-12));              // R sd(x)
            for (int b = 1; b <= 9; ++b)                                                    // R tabulate(x, 9)
                QCOMPARE(static_cast<double>(r.histogram.counts[static_cast<std::size_t>(b - 1)]),
                         g.number(i, "hist_" + std::to_string(b)));
        }
        QCOMPARE(humanRows, 2);
    }

    void humanMeanItemSdByEmotion()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_human_by_emotion.csv");
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string dim = g.text(i, "dimension"), emo = g.text(i, "emotion");
            const ItemRatings h = ItemRatings::fromLong(m_face.ratingItem, m_face.ratings(dim), m_face.imageCount);
            const HumanDiversityResult r
                    = humanDiversity(h, m_face.itemsOf(emo == "all" ? -1 : rl::test::FaceData::emotionIndex(emo)));
            QCOMPARE(static_cast<double>(r.nRatings), g.number(i, "n_ratings"));
            QCOMPARE(static_cast<double>(r.nItemsWithSd), g.number(i, "n_images"));
            QVERIFY(fuzzyCompare(r.meanItemSd, g.number(i, "mean_item_sd"), 1e-12)); // R 04d mean(SD_j)
        }
    }

    void histograms()
    {
        const std::vector<double> x = {1, 2, 2, 9, 10, 0, 2.5, std::nan("")};
        const IntegerHistogram h = integerHistogram(x);
        QCOMPARE(h.counts.size(), std::size_t(9));
        QCOMPARE(h.counts[0], std::size_t(1));
        QCOMPARE(h.counts[1], std::size_t(2));
        QCOMPARE(h.counts[8], std::size_t(1));
        QCOMPARE(h.outside, std::size_t(3)); // 10, 0, 2.5; NaN is missing, not outside

        const std::vector<double> edges = {0, 1, 2, 3};
        const std::vector<double> y = {0, 0.5, 1, 2.999, 3, -1, 4, std::nan("")};
        const BinnedHistogram b = histogram(y, edges);
        QCOMPARE(b.counts.size(), std::size_t(3));
        QCOMPARE(b.counts[0], std::size_t(2)); // [0, 1)
        QCOMPARE(b.counts[1], std::size_t(1)); // [1, 2)
        QCOMPARE(b.counts[2], std::size_t(2)); // [2, 3], closed on the right
        QCOMPARE(b.outside, std::size_t(2));
    }

    void degenerateInputs()
    {
        DiversityResult r = predictionDiversity({});
        QCOMPARE(r.status, DiversityStatus::Empty);
        QVERIFY(std::isnan(r.sd));
        const std::vector<double> one = {5, std::nan("")};
        r = predictionDiversity(one);
        QCOMPARE(r.status, DiversityStatus::SingleValue);
        QCOMPARE(r.nMissing, std::size_t(1));
        QCOMPARE(r.distinctValues, std::size_t(1));
        QVERIFY(std::isnan(r.sd));
        const std::vector<double> constant = {5, 5, 5};
        r = predictionDiversity(constant);
        QCOMPARE(r.sd, 0.0);
        QCOMPARE(r.distinctValues, std::size_t(1));
        const HumanDiversityResult h = humanDiversity(ItemRatings::fromLong({}, {}));
        QCOMPARE(h.status, DiversityStatus::Empty);
        QVERIFY(std::isnan(h.meanItemSd));
    }
};

QTEST_GUILESS_MAIN(TestDiversity)
#include "tst_diversity.moc"

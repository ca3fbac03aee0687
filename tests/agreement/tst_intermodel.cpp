// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/intermodel.h"
#include "engine/stats/descriptive.h"
#include "tests/agreement/facedata.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <cmath>
#include <map>

using namespace rl::agreement;
using rl::test::fuzzyCompare;

class TestInterModel : public QObject {
    Q_OBJECT
private:
    rl::test::FaceData m_face;
    std::map<std::string, ItemRatings> m_humans;
    std::map<std::string, std::vector<double>> m_predictions; // dimension -> K x I condition-major

    InterModelResult run(const std::string &dim, const InterModelOptions &o) const
    {
        return interModelVariance(m_predictions.at(dim), m_face.conditions.size(), m_humans.at(dim),
                                  m_face.emotionOfItem, rl::test::FaceData::kEmotions.size(), o);
    }

private slots:
    void initTestCase()
    {
        m_face = rl::test::loadFaceData();
        for (const std::string dim : {"valence", "arousal"}) {
            m_humans[dim] = ItemRatings::fromLong(m_face.ratingItem, m_face.ratings(dim), m_face.imageCount);
            auto &p = m_predictions[dim];
            for (std::size_t c = 0; c < m_face.conditions.size(); ++c) {
                const auto &x = m_face.predictions(c, dim);
                p.insert(p.end(), x.begin(), x.end());
            }
        }
    }

    void faceInterModelVariance()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_inter_model_variance.csv");
        QCOMPARE(g.rows.size(), std::size_t(12));
        InterModelOptions o;
        o.humanReference = false;
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const InterModelResult r = run(g.text(i, "dimension"), o);
            QCOMPARE(static_cast<double>(r.conditions), g.number(i, "n_conditions"));
            const int e = rl::test::FaceData::emotionIndex(g.text(i, "emotion"));
            const InterModelGroup &grp = r.groups.at(static_cast<std::size_t>(e));
            QCOMPARE(static_cast<double>(grp.nItems), g.number(i, "n_images"));
            QVERIFY(fuzzyCompare(grp.interModelVariance, g.number(i, "inter_model_variance"), 1e-12)); // R 04d
            QCOMPARE(grp.status, InterModelStatus::NoHumanReference); // not asked for
            QVERIFY(std::isnan(grp.humanMean));
        }
    }

    void resamplingIsSeeded()
    {
        InterModelOptions o; // B = 1000, seed 42
        const InterModelResult a = run("valence", o);
        const InterModelResult b = run("valence", o);
        QCOMPARE(a.seed, std::uint64_t(42));
        QCOMPARE(a.repeats, std::size_t(1000));
        for (std::size_t g = 0; g < a.groups.size(); ++g) {
            QCOMPARE(a.groups[g].status, InterModelStatus::Ok);
            QCOMPARE(a.groups[g].humanDraws.size(), std::size_t(1000));
            QVERIFY(a.groups[g].humanDraws == b.groups[g].humanDraws); // same seed: bit-identical
            QCOMPARE(a.groups[g].humanMean, b.groups[g].humanMean);
            QCOMPARE(a.groups[g].humanP025, b.groups[g].humanP025);
        }
        o.seed = 43;
        const InterModelResult c = run("valence", o);
        QCOMPARE(c.seed, std::uint64_t(43));
        for (std::size_t g = 0; g < a.groups.size(); ++g)
            QVERIFY(a.groups[g].humanDraws != c.groups[g].humanDraws); // another seed: other draws
    }

    /// The resampled human variance estimates the mean item variance of the ratings (a draw of K
    /// without replacement has E[s^2] = population variance x N/(N-1) = the item's sample variance).
    void resamplingIsPlausible()
    {
        for (const std::string dim : {"valence", "arousal"}) {
            const InterModelResult r = run(dim, {});
            const ItemRatings &h = m_humans.at(dim);
            for (std::size_t g = 0; g < r.groups.size(); ++g) {
                const InterModelGroup &grp = r.groups[g];
                double expected = 0.0;
                std::size_t n = 0;
                for (std::size_t j = 0; j < h.itemCount(); ++j) {
                    if (m_face.emotionOfItem[j] == static_cast<int>(g)) {
                        expected += h.sd(j) * h.sd(j);
                        ++n;
                    }
                }
                expected /= static_cast<double>(n);
                QCOMPARE(grp.nItemsHuman, std::size_t(240));
                // SE of one draw's group mean ~ sqrt(2 var^2/(K-1)/240) ~ 0.07 var: the B = 1000 mean is
                // within 1% of E; percentiles bracket it.
                QVERIFY2(std::fabs(grp.humanMean - expected) < 0.01 * expected,
                         qPrintable(QString("%1 vs %2").arg(grp.humanMean).arg(expected)));
                QVERIFY(grp.humanP025 < grp.humanMean && grp.humanMean < grp.humanP975);
                QVERIFY(grp.humanP975 - grp.humanP025 < 0.5 * expected);
                QVERIFY(grp.modelPercentile >= 0.0 && grp.modelPercentile <= 100.0);
                const double share = std::count_if(grp.humanDraws.begin(), grp.humanDraws.end(),
                                                   [&](double v) { return v <= grp.interModelVariance; })
                        / 1000.0;
                QCOMPARE(grp.modelPercentile, 100.0 * share);
                QCOMPARE(grp.humanP025, rl::stats::quantile(grp.humanDraws, 0.025)); // R quantile type 7
                QCOMPARE(grp.humanP975, rl::stats::quantile(grp.humanDraws, 0.975)); // R quantile type 7
                QCOMPARE(grp.humanMean, rl::stats::mean(grp.humanDraws));
            }
        }
    }

    void cancellation()
    {
        std::stop_source source;
        source.request_stop();
        rl::Progress progress;
        progress.stop = source.get_token();
        const InterModelResult r = interModelVariance(m_predictions.at("valence"), m_face.conditions.size(),
                                                      m_humans.at("valence"), m_face.emotionOfItem, 6, {}, progress);
        QVERIFY(r.cancelled);
        QCOMPARE(r.repeats, std::size_t(0));
        QVERIFY(std::isnan(r.groups[0].humanMean));
        QVERIFY(std::isfinite(r.groups[0].interModelVariance)); // the deterministic part is still there
    }

    void degenerateInputs()
    {
        // K = 1: no variance.
        const std::vector<int> item = {0, 0, 1, 1};
        const std::vector<double> value = {1, 2, 3, 4};
        const ItemRatings h = ItemRatings::fromLong(item, value);
        const std::vector<int> group = {0, 0};
        const std::vector<double> one = {1, 2};
        InterModelResult r = interModelVariance(one, 1, h, group, 1);
        QCOMPARE(r.groups[0].status, InterModelStatus::TooFewConditions);

        // K = 3 conditions but items have 2 human ratings: no human reference; a missing prediction
        // drops item 1.
        const std::vector<double> three = {1, 2, 3, std::nan(""), 5, 6};
        r = interModelVariance(three, 3, h, group, 2);
        QCOMPARE(r.groups[0].nItems, std::size_t(1));
        QCOMPARE(r.groups[0].nItemsMissing, std::size_t(1));
        QCOMPARE(r.groups[0].interModelVariance, 4.0); // var(1, 3, 5)
        QCOMPARE(r.groups[0].status, InterModelStatus::NoHumanReference);
        QCOMPARE(r.groups[1].status, InterModelStatus::NoItems);
        QVERIFY(std::isnan(r.groups[1].interModelVariance));
    }

    void timing()
    {
        QElapsedTimer t;
        t.start();
        const InterModelResult r = run("valence", {});
        qInfo("inter-model variance with B = 1000 human resamples (1440 items, K = 8): %lld ms",
              static_cast<long long>(t.elapsed()));
        QCOMPARE(r.repeats, std::size_t(1000));
    }
};

QTEST_GUILESS_MAIN(TestInterModel)
#include "tst_intermodel.moc"

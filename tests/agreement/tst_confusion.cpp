// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/confusion.h"
#include "engine/stats/random.h"
#include "tests/agreement/facedata.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <cmath>

using namespace rl::agreement;
using rl::test::fuzzyCompare;

class TestConfusion : public QObject {
    Q_OBJECT
private:
    rl::test::FaceData m_face;
    std::vector<int> m_truth;

    ConfusionResult faceConfusion(const std::string &condition) const
    {
        const std::size_t c = m_face.conditionIndex(condition);
        return confusion(m_truth, m_face.emotionPred.at(c), rl::test::FaceData::kEmotions.size());
    }

private slots:
    void initTestCase()
    {
        m_face = rl::test::loadFaceData();
        m_truth = m_face.emotionOfItem;
    }

    void faceClassification()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_classification.csv");
        QCOMPARE(g.rows.size(), std::size_t(8));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const ConfusionResult r = faceConfusion(g.text(i, "condition"));
            QCOMPARE(r.status, ConfusionStatus::Ok);
            QCOMPARE(r.nInvalid, std::size_t(0));
            QCOMPARE(static_cast<double>(r.n), g.number(i, "n"));                 // exact count
            QCOMPARE(static_cast<double>(r.nCorrect), g.number(i, "n_correct"));  // exact count
            QVERIFY(fuzzyCompare(r.accuracy, g.number(i, "accuracy"), 1e-12));    // R common.R class_metrics
            QVERIFY(fuzzyCompare(r.pExpected, g.number(i, "p_expected"), 1e-12)); // R common.R class_metrics
            QVERIFY(fuzzyCompare(r.kappa, g.number(i, "kappa"), 1e-12));          // R common.R class_metrics
            QVERIFY(fuzzyCompare(r.macroF1, g.number(i, "macro_f1"), 1e-12));     // R common.R class_metrics
            QCOMPARE(r.band, landisKochBand(r.kappa));
        }
    }

    void facePerClass()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_per_class.csv");
        QCOMPARE(g.rows.size(), std::size_t(8 * 6));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const ConfusionResult r = faceConfusion(g.text(i, "condition"));
            const int k = rl::test::FaceData::emotionIndex(g.text(i, "class"));
            QVERIFY(k >= 0);
            const ClassMetrics &m = r.perClass[static_cast<std::size_t>(k)];
            QCOMPARE(static_cast<double>(m.support), g.number(i, "support"));         // exact count
            QCOMPARE(static_cast<double>(m.nPredicted), g.number(i, "n_predicted")); // exact count
            QCOMPARE(static_cast<double>(m.tp), g.number(i, "tp"));                  // exact count
            QCOMPARE(static_cast<double>(m.fp), g.number(i, "fp"));                  // exact count
            QCOMPARE(static_cast<double>(m.fn), g.number(i, "fn"));                  // exact count
            QVERIFY(fuzzyCompare(m.precision, g.number(i, "precision"), 1e-12)); // R common.R class_metrics
            QVERIFY(fuzzyCompare(m.recall, g.number(i, "recall"), 1e-12));       // R common.R class_metrics
            QVERIFY(fuzzyCompare(m.f1, g.number(i, "f1"), 1e-12));               // R common.R class_metrics
        }
    }

    void faceConfusionCells()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_confusion.csv");
        QCOMPARE(g.rows.size(), std::size_t(8 * 36));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const ConfusionResult r = faceConfusion(g.text(i, "condition"));
            const int t = rl::test::FaceData::emotionIndex(g.text(i, "true"));
            const int p = rl::test::FaceData::emotionIndex(g.text(i, "pred"));
            QCOMPARE(static_cast<double>(r.count(static_cast<std::size_t>(t), static_cast<std::size_t>(p))),
                     g.number(i, "count")); // R table(true, pred)
        }
    }

    /// Kappa, accuracy and macro-F1 do not depend on the label order: permute the indices consistently.
    void kappaInvariantUnderRelabelling()
    {
        const std::vector<int> &pred = m_face.emotionPred[7];
        const ConfusionResult base = confusion(m_truth, pred, 6);
        rl::stats::Rng rng(11);
        for (int trial = 0; trial < 20; ++trial) {
            std::vector<int> perm = {0, 1, 2, 3, 4, 5};
            rng.shuffle(std::span<int>(perm));
            std::vector<int> t2(m_truth.size()), p2(pred.size());
            for (std::size_t i = 0; i < t2.size(); ++i) {
                t2[i] = perm[static_cast<std::size_t>(m_truth[i])];
                p2[i] = perm[static_cast<std::size_t>(pred[i])];
            }
            const ConfusionResult r = confusion(t2, p2, 6);
            QVERIFY(fuzzyCompare(r.kappa, base.kappa, 1e-14));
            QCOMPARE(r.accuracy, base.accuracy);
            QVERIFY(fuzzyCompare(r.macroF1, base.macroF1, 1e-14));
            for (std::size_t k = 0; k < 6; ++k) {
                QCOMPARE(r.perClass[static_cast<std::size_t>(perm[k])].f1, base.perClass[k].f1);
                for (std::size_t l = 0; l < 6; ++l)
                    QCOMPARE(r.count(static_cast<std::size_t>(perm[k]), static_cast<std::size_t>(perm[l])),
                             base.count(k, l));
            }
        }
    }

    /// A failed parse or an unknown label goes to the invalid column and counts as wrong.
    void invalidPredictions()
    {
        const std::vector<int> truth = {0, 0, 1, 1, 2, 2};
        const std::vector<int> pred = {0, -1, 1, 7, 2, 0};
        const ConfusionResult r = confusion(truth, pred, 3);
        QCOMPARE(r.n, std::size_t(6));
        QCOMPARE(r.nInvalid, std::size_t(2));
        QCOMPARE(r.invalid(0), std::size_t(1));
        QCOMPARE(r.invalid(1), std::size_t(1));
        QCOMPARE(r.nCorrect, std::size_t(3));
        QCOMPARE(r.accuracy, 0.5);
        // rows (2,2,2), columns (2,1,1): p_e = (2*2 + 2*1 + 2*1) / 36
        QVERIFY(fuzzyCompare(r.pExpected, 8.0 / 36.0, 1e-15));
        QVERIFY(fuzzyCompare(r.kappa, (0.5 - 8.0 / 36.0) / (1.0 - 8.0 / 36.0), 1e-15));
        QCOMPARE(r.perClass[0].fn, std::size_t(1)); // the invalid prediction of a true 0
        QCOMPARE(r.perClass[0].fp, std::size_t(1));
        QCOMPARE(r.perClass[1].recall, 0.5);
        QCOMPARE(r.perClass[1].precision, 1.0);
    }

    void zeroDivision()
    {
        // Class 2 never predicted and never true: P = R = F1 = 0 (sklearn zero_division = 0).
        const std::vector<int> truth = {0, 0, 1, 1};
        const std::vector<int> pred = {0, 1, 1, 1};
        const ConfusionResult r = confusion(truth, pred, 3);
        QCOMPARE(r.perClass[2].precision, 0.0);
        QCOMPARE(r.perClass[2].recall, 0.0);
        QCOMPARE(r.perClass[2].f1, 0.0);
        QVERIFY(fuzzyCompare(r.macroF1, (2.0 / 3.0 + 0.8 + 0.0) / 3.0, 1e-15));
    }

    void degenerateInputs()
    {
        ConfusionResult r = confusion({}, {}, 6);
        QCOMPARE(r.status, ConfusionStatus::Empty);
        QVERIFY(std::isnan(r.accuracy) && std::isnan(r.kappa));
        QCOMPARE(r.band, KappaBand::Undefined);

        const std::vector<int> same = {1, 1, 1};
        r = confusion(same, same, 3); // p_e = 1
        QCOMPARE(r.status, ConfusionStatus::KappaUndefined);
        QCOMPARE(r.accuracy, 1.0);
        QVERIFY(std::isnan(r.kappa));

        const std::vector<int> truth = {0, 9, -2};
        const std::vector<int> pred = {0, 0, 0};
        r = confusion(truth, pred, 2);
        QCOMPARE(r.nTruthOutOfRange, std::size_t(2));
        QCOMPARE(r.n, std::size_t(1));
    }

    void landisKoch()
    {
        QCOMPARE(landisKochBand(-0.1), KappaBand::Poor);
        QCOMPARE(landisKochBand(0.0), KappaBand::Slight);
        QCOMPARE(landisKochBand(0.2), KappaBand::Slight);
        QCOMPARE(landisKochBand(0.21), KappaBand::Fair);
        QCOMPARE(landisKochBand(0.5), KappaBand::Moderate);
        QCOMPARE(landisKochBand(0.61), KappaBand::Substantial);
        QCOMPARE(landisKochBand(0.8), KappaBand::Substantial);
        QCOMPARE(landisKochBand(0.88), KappaBand::AlmostPerfect);
        QCOMPARE(landisKochBand(std::nan("")), KappaBand::Undefined);
        QCOMPARE(std::string(kappaBandName(KappaBand::AlmostPerfect)), std::string("almost perfect"));
    }
};

QTEST_GUILESS_MAIN(TestConfusion)
#include "tst_confusion.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/demo/demo.h"
#include "engine/io/exporters.h"
#include "engine/media/svgraster.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <map>
#include <set>
#include <string>

using namespace rl;

class TestDemo : public QObject {
    Q_OBJECT
    demo::DemoStudy m_demo;

private slots:
    void initTestCase()
    {
        auto d = demo::generateDemo(demo::kDefaultSeed);
        QVERIFY(d);
        m_demo = std::move(*d);
    }

    void designIsBalanced()
    {
        const auto &s = m_demo.study;
        QCOMPARE(s.items.size(), std::size_t(1440));
        QCOMPARE(s.humanRaterCount(), std::size_t(1000));
        QVERIFY(s.synthetic);
        const int valence = s.findDimension("valence");
        std::vector<int> perItem(s.items.size(), 0);
        std::map<int, int> perRater;
        std::map<int, std::set<int>> itemsOfRater;
        std::map<std::tuple<int, int, int>, int> perRaterCell; // (rater, race x gender x emotion cell) -> count
        for (const auto &r : s.ratings) {
            if (s.raters[static_cast<std::size_t>(r.rater)].kind != study::RaterKind::Human || r.dimension != valence)
                continue;
            ++perItem[static_cast<std::size_t>(r.item)];
            ++perRater[r.rater];
            itemsOfRater[r.rater].insert(r.item);
            const auto &lv = s.items[static_cast<std::size_t>(r.item)].levels;
            ++perRaterCell[{r.rater, lv[0] * 2 + lv[1], lv[2]}];
        }
        for (int n : perItem)
            QCOMPARE(n, 50);
        QCOMPARE(perRater.size(), std::size_t(1000));
        for (const auto &[rater, n] : perRater) {
            QCOMPARE(n, 72);
            QCOMPARE(itemsOfRater[rater].size(), std::size_t(72)); // distinct images
        }
        for (const auto &[key, n] : perRaterCell)
            QCOMPARE(n, 2); // 2 images of each of the 36 cells per rater
        QCOMPARE(perRaterCell.size(), std::size_t(1000 * 36));
        std::map<int, int> perEmotion;
        std::map<std::tuple<int, int, int>, int> perCell;
        for (const auto &item : s.items) {
            ++perEmotion[item.levels[2]];
            ++perCell[{item.levels[0], item.levels[1], item.levels[2]}];
        }
        for (const auto &[e, n] : perEmotion)
            QCOMPARE(n, 240);
        QCOMPARE(perCell.size(), std::size_t(36));
        for (const auto &[c, n] : perCell)
            QCOMPARE(n, 40);
    }

    void everyRatingOnScaleWithRt()
    {
        const auto &s = m_demo.study;
        for (const auto &r : s.ratings) {
            QVERIFY(s.dimensions[static_cast<std::size_t>(r.dimension)].accepts(r.value));
            if (s.raters[static_cast<std::size_t>(r.rater)].kind == study::RaterKind::Human)
                QVERIFY(r.rtMs > 0);
        }
    }

    void eightSimulatedConditionsWithFailureModes()
    {
        const auto &s = m_demo.study;
        QCOMPARE(s.conditions.size(), std::size_t(8));
        const int emotion = s.findDimension("emotion");
        const int sad = 1, neutral = 5;
        for (std::size_t c = 0; c < s.conditions.size(); ++c) {
            QVERIFY(s.conditions[c].simulated);
            const int rater = s.raterOfCondition(static_cast<int>(c));
            int correct = 0, n = 0, sadTotal = 0, sadCorrect = 0, sadAsNeutral = 0;
            for (const auto &r : s.ratings) {
                if (r.rater != rater || r.dimension != emotion)
                    continue;
                const int truth = s.items[static_cast<std::size_t>(r.item)].levels[2];
                ++n;
                correct += static_cast<int>(r.value) == truth;
                if (truth == sad) {
                    ++sadTotal;
                    sadCorrect += static_cast<int>(r.value) == sad;
                    sadAsNeutral += static_cast<int>(r.value) == neutral;
                }
            }
            QCOMPARE(n, 1440);
            const auto &target = demo::conditionTargets()[c];
            const double accuracy = double(correct) / n;
            QVERIFY2(std::fabs(accuracy - target.accuracy) < 0.01, qPrintable(QString("%1: accuracy %2 vs %3")
                                                                                   .arg(QString::fromStdString(target.id))
                                                                                   .arg(accuracy)
                                                                                   .arg(target.accuracy)));
            QVERIFY(std::fabs(double(sadCorrect) / sadTotal - target.sadRecall) < 0.01);
            // Sad faces mostly read as neutral when they are misread.
            QVERIFY(sadAsNeutral > (sadTotal - sadCorrect) / 2);
        }
    }

    void sameSeedSameStudy()
    {
        auto again = demo::generateDemo(demo::kDefaultSeed);
        QVERIFY(again);
        QCOMPARE(again->study.ratings.size(), m_demo.study.ratings.size());
        for (std::size_t k = 0; k < m_demo.study.ratings.size(); ++k) {
            const auto &a = m_demo.study.ratings[k];
            const auto &b = again->study.ratings[k];
            QVERIFY(a.rater == b.rater && a.item == b.item && a.dimension == b.dimension && a.value == b.value
                    && (a.rtMs == b.rtMs || (std::isnan(a.rtMs) && std::isnan(b.rtMs))));
        }
        QVERIFY(again->faces.front().bytes == m_demo.faces.front().bytes);
        auto other = demo::generateDemo(7);
        QVERIFY(other);
        int differ = 0;
        for (std::size_t k = 0; k < 1000; ++k)
            differ += other->study.ratings[k].value != m_demo.study.ratings[k].value;
        QVERIFY(differ > 100);
    }

    void sameSeedSameProjectFile()
    {
        const std::string dir = test::tempDir();
        QVERIFY(demo::createDemoProject(dir + "/a.raterlab", 11));
        QVERIFY(demo::createDemoProject(dir + "/b.raterlab", 11));
        auto a = storage::Project::open(dir + "/a.raterlab");
        auto b = storage::Project::open(dir + "/b.raterlab");
        QVERIFY(a && b);
        for (auto kind : {io::ImportKind::Stimuli, io::ImportKind::Ratings, io::ImportKind::Predictions, io::ImportKind::Conditions}) {
            auto x = io::exportText(*a, kind);
            auto y = io::exportText(*b, kind);
            QVERIFY(x && y);
            QVERIFY(*x == *y);
            if (kind != io::ImportKind::Conditions)
                QVERIFY(x->rfind("# RaterLab synthetic demo", 0) == 0); // labelled in every export
        }
        auto pa = a->itemPayload("Kf01_happy");
        auto pb = b->itemPayload("Kf01_happy");
        QVERIFY(pa && pb);
        QCOMPARE(pa->mime, std::string("image/svg+xml"));
        QVERIFY(!pa->bytes.empty() && pa->bytes == pb->bytes);
        // A real project is never replaced by the demo.
        auto real = storage::Project::open(dir + "/real.raterlab", storage::Database::Mode::CreateIfMissing);
        QVERIFY(real);
        QVERIFY(!demo::createDemoProject(dir + "/real.raterlab", 1));
    }

    void facesRenderAndDiffer()
    {
        // rendered by the engine's rasterizer (the one the inference runs use), 64 px
        // the images' bytes as strings (a set of byte vectors trips GCC 12's -Wstringop-overread)
        auto bytesOf = [](const auto &b) { return std::string(b.begin(), b.end()); };
        std::set<std::string> distinct;
        for (std::size_t k = 0; k < m_demo.faces.size(); k += 97) {
            const auto &f = m_demo.faces[k];
            auto r = media::rasterizeSvg(f.bytes, 64);
            QVERIFY2(r, f.itemKey.c_str());
            distinct.insert(bytesOf(r->bytes));
        }
        QCOMPARE(distinct.size(), std::size_t((m_demo.faces.size() + 96) / 97));
        // The six expressions of one identity differ from one another.
        std::set<std::string> expressions;
        for (int e = 0; e < 6; ++e)
            expressions.insert(bytesOf(m_demo.faces[static_cast<std::size_t>(e)].bytes));
        QCOMPARE(expressions.size(), std::size_t(6));
    }
};

QTEST_APPLESS_MAIN(TestDemo)
#include "tst_demo.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/krippendorff.h"
#include "engine/stats/random.h"
#include "tests/agreement/facedata.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <cmath>
#include <filesystem>
#include <map>

using namespace rl::agreement;
using rl::test::fuzzyCompare;

namespace {

AlphaLevel levelFromName(const std::string &s)
{
    if (s == "nominal")
        return AlphaLevel::Nominal;
    if (s == "ordinal")
        return AlphaLevel::Ordinal;
    if (s == "ratio")
        return AlphaLevel::Ratio;
    return AlphaLevel::Interval;
}

/// The cases of krippendorff_data_long.csv as ItemRatings (unit u -> item u - 1).
std::map<std::string, ItemRatings> loadReferenceCases()
{
    const auto g = rl::test::readGolden(rl::test::referenceDir() + "/krippendorff_data_long.csv");
    std::map<std::string, std::pair<std::vector<int>, std::vector<double>>> longData;
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        auto &d = longData[g.text(i, "case")];
        d.first.push_back(static_cast<int>(g.number(i, "unit")) - 1);
        d.second.push_back(g.number(i, "value"));
    }
    std::map<std::string, ItemRatings> out;
    for (const auto &[name, d] : longData)
        out[name] = ItemRatings::fromLong(d.first, d.second);
    return out;
}

} // namespace

class TestKrippendorff : public QObject {
    Q_OBJECT
private:
    std::map<std::string, ItemRatings> m_cases;
    rl::test::FaceData m_face;

private slots:
    void initTestCase()
    {
        m_cases = loadReferenceCases();
        QVERIFY(m_cases.size() >= 5);
        m_face = rl::test::loadFaceData();
        QCOMPARE(m_face.ratingItem.size(), std::size_t(72000));
        QCOMPARE(m_face.conditions.size(), std::size_t(8));
    }

    void referenceCases_data()
    {
        QTest::addColumn<int>("row");
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/krippendorff_alpha.csv");
        for (std::size_t i = 0; i < g.rows.size(); ++i)
            QTest::newRow((g.text(i, "case") + "/" + g.text(i, "level")).c_str()) << static_cast<int>(i);
    }
    void referenceCases()
    {
        QFETCH(int, row);
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/krippendorff_alpha.csv");
        const auto i = static_cast<std::size_t>(row);
        const ItemRatings &data = m_cases.at(g.text(i, "case"));
        const AlphaResult r = krippendorffAlpha(data, levelFromName(g.text(i, "level")));
        QCOMPARE(r.status, AlphaStatus::Ok);
        QVERIFY(fuzzyCompare(r.alpha, g.number(i, "alpha"), 1e-12)); // R common.R kripp_alpha_matrix
        QVERIFY(fuzzyCompare(r.D_o, g.number(i, "D_o"), 1e-12));    // R common.R kripp_alpha_matrix
        QVERIFY(fuzzyCompare(r.D_e, g.number(i, "D_e"), 1e-12));    // R common.R kripp_alpha_matrix
        QCOMPARE(static_cast<double>(r.nPairable), g.number(i, "n_pairable"));            // exact count
        QCOMPARE(static_cast<double>(r.nUnitsPairable), g.number(i, "n_units_pairable")); // exact count
        const double published = g.number(i, "published");
        if (!std::isnan(published))
            QVERIFY(std::fabs(r.alpha - published) <= 5e-4 + 1e-12); // Krippendorff 2011, printed to 3 dp
    }

    void publishedKrippendorff2011()
    {
        const ItemRatings &c = m_cases.at("krippendorff2011_C");
        QVERIFY(fuzzyCompare(krippendorffAlpha(c, AlphaLevel::Nominal).alpha, 0.743, 1e-3));  // Krippendorff 2011 C
        QVERIFY(fuzzyCompare(krippendorffAlpha(c, AlphaLevel::Ordinal).alpha, 0.815, 1e-3));  // Krippendorff 2011 C
        QVERIFY(fuzzyCompare(krippendorffAlpha(c, AlphaLevel::Interval).alpha, 0.849, 1e-3)); // Krippendorff 2011 C
        QVERIFY(fuzzyCompare(krippendorffAlpha(c, AlphaLevel::Ratio).alpha, 0.797, 1e-3));    // Krippendorff 2011 C
        QVERIFY(fuzzyCompare(krippendorffAlpha(m_cases.at("krippendorff2011_A"), AlphaLevel::Nominal).alpha, 0.095,
                             1e-3)); // Krippendorff 2011 A
        QVERIFY(fuzzyCompare(krippendorffAlpha(m_cases.at("krippendorff2011_B"), AlphaLevel::Nominal).alpha, 0.692,
                             1e-3)); // Krippendorff 2011 B
    }

    void coincidenceMatrix2011C()
    {
        const Coincidence c = coincidence(m_cases.at("krippendorff2011_C"));
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/krippendorff2011_C_coincidence.csv");
        QCOMPARE(c.size(), std::size_t(5));
        QCOMPARE(g.rows.size(), std::size_t(25));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::size_t vc = static_cast<std::size_t>(g.number(i, "value_c")) - 1;
            const std::size_t vk = static_cast<std::size_t>(g.number(i, "value_k")) - 1;
            QCOMPARE(c.values[vc], g.number(i, "value_c"));
            QVERIFY(fuzzyCompare(c.at(vc, vk), g.number(i, "o_ck"), 1e-12)); // R common.R kripp_coincidence
        }
        QCOMPARE(c.n, 40LL);                 // Krippendorff 2011 C: 40 pairable values
        QCOMPARE(c.nUnitsPairable, 11LL);    // unit 12 has a single value
        double total = 0.0;
        for (double v : c.nc)
            total += v;
        QCOMPARE(total, 40.0); // n = sum_c n_c
    }

    void faceHumansAllLevels()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_krippendorff_humans_all_levels.csv");
        QCOMPARE(g.rows.size(), std::size_t(8));
        for (const std::string dim : {"valence", "arousal"}) {
            const ItemRatings h = ItemRatings::fromLong(m_face.ratingItem, m_face.ratings(dim), m_face.imageCount);
            const auto all = krippendorffAlphaAllLevels(h);
            int checked = 0;
            for (std::size_t i = 0; i < g.rows.size(); ++i) {
                if (g.text(i, "dimension") != dim)
                    continue;
                const AlphaResult &r = all[static_cast<std::size_t>(levelFromName(g.text(i, "level")))];
                QCOMPARE(alphaLevelName(r.level), g.text(i, "level").c_str());
                QVERIFY(fuzzyCompare(r.alpha, g.number(i, "alpha"), 1e-12)); // R kripp_alpha_long, 72,000 ratings
                QVERIFY(fuzzyCompare(r.D_o, g.number(i, "D_o"), 1e-12));    // R kripp_alpha_long
                QVERIFY(fuzzyCompare(r.D_e, g.number(i, "D_e"), 1e-12));    // R kripp_alpha_long
                QCOMPARE(static_cast<double>(r.nPairable), g.number(i, "n_pairable")); // exact count
                QCOMPARE(static_cast<double>(r.nUnitsPairable), g.number(i, "n_units")); // exact count
                ++checked;
            }
            QCOMPARE(checked, 4);
        }
    }

    void faceHumansByEmotion()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_human_by_emotion.csv");
        QCOMPARE(g.rows.size(), std::size_t(14));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string dim = g.text(i, "dimension");
            const ItemRatings h = ItemRatings::fromLong(m_face.ratingItem, m_face.ratings(dim), m_face.imageCount);
            const std::string emo = g.text(i, "emotion");
            const std::vector<int> items = m_face.itemsOf(emo == "all" ? -1 : rl::test::FaceData::emotionIndex(emo));
            QCOMPARE(static_cast<double>(items.size()), g.number(i, "n_images"));
            const auto all = krippendorffAlphaAllLevels(h, items);
            QCOMPARE(static_cast<double>(all[0].nPairable), g.number(i, "n_ratings")); // exact count
            QVERIFY(fuzzyCompare(all[0].alpha, g.number(i, "alpha_nominal"), 1e-12));  // R 04d kripp_alpha_long
            QVERIFY(fuzzyCompare(all[1].alpha, g.number(i, "alpha_ordinal"), 1e-12));  // R 04d kripp_alpha_long
            QVERIFY(fuzzyCompare(all[2].alpha, g.number(i, "alpha_interval"), 1e-12)); // R 04d kripp_alpha_long
            QVERIFY(fuzzyCompare(all[3].alpha, g.number(i, "alpha_ratio"), 1e-12));    // R 04d kripp_alpha_long
        }
    }

    /// alpha_humans_e, alpha_with_model_e and delta_alpha_e of every condition x dimension x emotion.
    void faceDeltaAlphaByEmotion()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_agreement_by_emotion.csv");
        QCOMPARE(g.rows.size(), std::size_t(8 * 2 * 7));
        std::map<std::string, ItemRatings> humans;
        for (const std::string dim : {"valence", "arousal"})
            humans[dim] = ItemRatings::fromLong(m_face.ratingItem, m_face.ratings(dim), m_face.imageCount);
        int nonNegative = 0;
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string dim = g.text(i, "dimension"), emo = g.text(i, "emotion");
            const std::vector<int> items = m_face.itemsOf(emo == "all" ? -1 : rl::test::FaceData::emotionIndex(emo));
            const std::size_t c = m_face.conditionIndex(g.text(i, "condition"));
            QVERIFY(c < m_face.conditions.size());
            const DeltaAlphaResult r = deltaAlpha(humans[dim], m_face.predictions(c, dim), AlphaLevel::Interval, items);
            QCOMPARE(r.withRater.status, AlphaStatus::Ok);
            QCOMPARE(static_cast<std::size_t>(r.withRater.nPairable), items.size() * 51); // 50 humans + the model
            QVERIFY(fuzzyCompare(r.base.alpha, g.number(i, "alpha_humans_e"), 1e-12));         // R 04d interval
            QVERIFY(fuzzyCompare(r.withRater.alpha, g.number(i, "alpha_with_model_e"), 1e-12)); // R 04d interval
            QVERIFY(fuzzyCompare(r.delta, g.number(i, "delta_alpha_e"), 1e-12)); // R 04d, |b| < 1: absolute 1e-12
            QCOMPARE(r.delta >= 0.0, g.number(i, "delta_alpha_e") >= 0.0);      // the sign decides the verdict
            nonNegative += r.delta >= 0.0 ? 1 : 0;
        }
        QVERIFY(nonNegative > 0 && nonNegative < static_cast<int>(g.rows.size())); // both signs exercised
    }

    /// The extra rater merged on the fly equals building the data with the extra ratings appended,
    /// also when it gives values the others never used and when it skips units.
    void extraRaterEqualsAppendedRatings()
    {
        rl::stats::Rng rng(7);
        std::vector<int> unit;
        std::vector<double> value;
        const int units = 60;
        for (int u = 0; u < units; ++u) {
            const int m = static_cast<int>(rng.below(5)); // 0..4 ratings: some units are not pairable
            for (int k = 0; k < m; ++k) {
                unit.push_back(u);
                value.push_back(1.0 + static_cast<double>(rng.below(7)));
            }
        }
        std::vector<double> extra(units);
        for (int u = 0; u < units; ++u) {
            const auto pick = rng.below(10);
            const double novel = pick == 0 ? std::nan("") : (pick == 1 ? 0.0 : (pick == 2 ? 4.5 : 12.0));
            extra[static_cast<std::size_t>(u)] = novel;
            if (pick > 3)
                extra[static_cast<std::size_t>(u)] = 1.0 + static_cast<double>(rng.below(7));
        }
        const ItemRatings base = ItemRatings::fromLong(unit, value, units);
        std::vector<int> unit2 = unit;
        std::vector<double> value2 = value;
        for (int u = 0; u < units; ++u) {
            unit2.push_back(u);
            value2.push_back(extra[static_cast<std::size_t>(u)]); // NaN is skipped by fromLong
        }
        const ItemRatings appended = ItemRatings::fromLong(unit2, value2, units);
        std::vector<int> subset;
        for (int u = 0; u < units; u += 3)
            subset.push_back(u);
        for (AlphaLevel level : {AlphaLevel::Nominal, AlphaLevel::Ordinal, AlphaLevel::Interval, AlphaLevel::Ratio}) {
            for (const auto &sel : {std::vector<int>{}, subset}) {
                const AlphaResult a = krippendorffAlpha(base, level, sel, extra);
                const AlphaResult b = krippendorffAlpha(appended, level, sel);
                QCOMPARE(a.status, AlphaStatus::Ok);
                QVERIFY(fuzzyCompare(a.alpha, b.alpha, 1e-14)); // identity, not a reference value
                QVERIFY(fuzzyCompare(a.D_o, b.D_o, 1e-14));
                QVERIFY(fuzzyCompare(a.D_e, b.D_e, 1e-14));
                QCOMPARE(a.nPairable, b.nPairable);
                QCOMPARE(a.nUnitsPairable, b.nUnitsPairable);
            }
        }
        const Coincidence c = coincidence(base, {}, extra);
        QCOMPARE(c.values.front(), 0.0);  // the extra rater's 0 joined the value set
        QCOMPARE(c.values.back(), 12.0);
    }

    /// tests/data/agreement/krippendorff_*/: an extra rater with novel values and skipped units
    /// against R's kripp_alpha_long on the appended data (make.R in each folder).
    void fileCases_data()
    {
        QTest::addColumn<QString>("dir");
        const std::filesystem::path root = std::filesystem::path(rl::test::testDataDir()) / "agreement";
        int cases = 0;
        for (const auto &entry : std::filesystem::directory_iterator(root)) {
            const std::string name = entry.path().filename().string();
            if (entry.is_directory() && name.rfind("krippendorff_", 0) == 0) {
                QTest::newRow(name.c_str()) << QString::fromStdString(entry.path().string());
                ++cases;
            }
        }
        QVERIFY(cases >= 1);
    }
    void fileCases()
    {
        QFETCH(QString, dir);
        const std::string d = dir.toStdString();
        const auto ratings = rl::test::readGolden(d + "/ratings.csv");
        const auto extraTable = rl::test::readGolden(d + "/extra.csv");
        const auto expected = rl::test::readGolden(d + "/expected.csv");
        std::vector<int> unit;
        std::vector<double> value;
        for (std::size_t i = 0; i < ratings.rows.size(); ++i) {
            unit.push_back(static_cast<int>(ratings.number(i, "unit")) - 1);
            value.push_back(ratings.number(i, "value"));
        }
        std::size_t units = 0;
        for (std::size_t i = 0; i < extraTable.rows.size(); ++i)
            units = std::max(units, static_cast<std::size_t>(extraTable.number(i, "unit")));
        const ItemRatings h = ItemRatings::fromLong(unit, value, units);
        std::vector<double> extra(units, std::nan(""));
        for (std::size_t i = 0; i < extraTable.rows.size(); ++i)
            extra[static_cast<std::size_t>(extraTable.number(i, "unit")) - 1] = extraTable.number(i, "value");
        for (std::size_t i = 0; i < expected.rows.size(); ++i) {
            const DeltaAlphaResult r = deltaAlpha(h, extra, levelFromName(expected.text(i, "level")));
            QVERIFY(fuzzyCompare(r.base.alpha, expected.number(i, "alpha_base"), 1e-12));      // R kripp_alpha_long
            QVERIFY(fuzzyCompare(r.withRater.alpha, expected.number(i, "alpha_with"), 1e-12)); // R kripp_alpha_long
            QVERIFY(fuzzyCompare(r.delta, expected.number(i, "delta"), 1e-12));               // R kripp_alpha_long
            QVERIFY(fuzzyCompare(r.withRater.D_o, expected.number(i, "D_o_with"), 1e-12));     // R kripp_alpha_long
            QVERIFY(fuzzyCompare(r.withRater.D_e, expected.number(i, "D_e_with"), 1e-12));     // R kripp_alpha_long
            QCOMPARE(static_cast<double>(r.withRater.nPairable), expected.number(i, "n_pairable_with"));
            QCOMPARE(static_cast<double>(r.withRater.nUnitsPairable), expected.number(i, "n_units_with"));
        }
    }

    /// Alpha does not depend on the order of the units or of the ratings within a unit.
    void invariantUnderReordering()
    {
        const auto g = rl::test::readGolden(rl::test::referenceDir() + "/krippendorff_data_long.csv");
        std::vector<int> unit;
        std::vector<double> value;
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            if (g.text(i, "case") != "sparse_seed101")
                continue;
            unit.push_back(static_cast<int>(g.number(i, "unit")) - 1);
            value.push_back(g.number(i, "value"));
        }
        const ItemRatings a = ItemRatings::fromLong(unit, value);
        std::vector<std::size_t> order(unit.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        rl::stats::Rng rng(3);
        rng.shuffle(std::span<std::size_t>(order));
        const int U = static_cast<int>(a.itemCount());
        std::vector<int> unit2;
        std::vector<double> value2;
        for (std::size_t i : order) {
            unit2.push_back(U - 1 - unit[i]); // reversed unit labels
            value2.push_back(value[i]);
        }
        const ItemRatings b = ItemRatings::fromLong(unit2, value2);
        for (AlphaLevel level : {AlphaLevel::Nominal, AlphaLevel::Ordinal, AlphaLevel::Interval, AlphaLevel::Ratio})
            QVERIFY(fuzzyCompare(krippendorffAlpha(a, level).alpha, krippendorffAlpha(b, level).alpha, 1e-14));
    }

    void degenerateInputs()
    {
        const ItemRatings empty = ItemRatings::fromLong({}, {});
        AlphaResult r = krippendorffAlpha(empty, AlphaLevel::Interval);
        QCOMPARE(r.status, AlphaStatus::NoPairableUnits);
        QVERIFY(std::isnan(r.alpha));

        // Every unit has one value: nothing is pairable.
        const std::vector<int> u1 = {0, 1, 2};
        const std::vector<double> v1 = {1, 2, 3};
        r = krippendorffAlpha(ItemRatings::fromLong(u1, v1), AlphaLevel::Nominal);
        QCOMPARE(r.status, AlphaStatus::NoPairableUnits);
        QCOMPARE(r.nPairable, 0LL);

        // One value everywhere: D_e = 0.
        const std::vector<int> u2 = {0, 0, 1, 1, 1};
        const std::vector<double> v2 = {4, 4, 4, 4, 4};
        r = krippendorffAlpha(ItemRatings::fromLong(u2, v2), AlphaLevel::Interval);
        QCOMPARE(r.status, AlphaStatus::NoExpectedDisagreement);
        QVERIFY(std::isnan(r.alpha));
        QCOMPARE(r.D_o, 0.0);
        QCOMPARE(r.nPairable, 5LL);

        // Missing values and negative unit indices are skipped, not crashed on.
        const std::vector<int> u3 = {0, 0, -1, 1, 1};
        const std::vector<double> v3 = {1, 2, 3, std::nan(""), 2};
        const ItemRatings d3 = ItemRatings::fromLong(u3, v3);
        QCOMPARE(d3.skippedCount(), std::size_t(2));
        r = krippendorffAlpha(d3, AlphaLevel::Interval);
        QCOMPARE(r.nUnitsPairable, 1LL);
        QCOMPARE(r.alpha, 0.0); // one unit {1, 2}: 1 - (n - 1) D_o / D_e = 1 - 1 * 2 / 2

        // Perfect agreement with variation across units: alpha = 1.
        const std::vector<int> u4 = {0, 0, 1, 1, 2, 2};
        const std::vector<double> v4 = {1, 1, 5, 5, 9, 9};
        for (AlphaLevel level : {AlphaLevel::Nominal, AlphaLevel::Ordinal, AlphaLevel::Interval, AlphaLevel::Ratio})
            QCOMPARE(krippendorffAlpha(ItemRatings::fromLong(u4, v4), level).alpha, 1.0);

        // Ratio metric with values summing to zero: d2 = 0, no division by zero.
        const std::vector<int> u5 = {0, 0, 1, 1};
        const std::vector<double> v5 = {0, 0, 0, 2};
        r = krippendorffAlpha(ItemRatings::fromLong(u5, v5), AlphaLevel::Ratio);
        QCOMPARE(r.status, AlphaStatus::Ok);
        QVERIFY(std::isfinite(r.alpha));
    }

    /// Delta-alpha for 8 conditions x 2 dimensions x 7 item sets stays cheap (the design goal: no copies).
    void deltaAlphaIsCheap()
    {
        const ItemRatings h = ItemRatings::fromLong(m_face.ratingItem, m_face.valence, m_face.imageCount);
        QElapsedTimer timer;
        timer.start();
        double sink = 0.0;
        for (int e = -1; e < 6; ++e) {
            const auto items = m_face.itemsOf(e);
            const AlphaResult base = krippendorffAlpha(h, AlphaLevel::Interval, items);
            for (std::size_t c = 0; c < m_face.conditions.size(); ++c)
                sink += deltaAlpha(h, base, m_face.valencePred[c], items).delta;
        }
        QVERIFY(std::isfinite(sink));
        qInfo("7 x 8 delta-alpha on 72,000 ratings: %lld ms", static_cast<long long>(timer.elapsed()));
        QVERIFY(timer.elapsed() < 500); // generous: a few ms expected
    }
};

QTEST_GUILESS_MAIN(TestKrippendorff)
#include "tst_krippendorff.moc"

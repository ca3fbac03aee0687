// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// storage::withConditionRatingsFrom: after a run, the open study takes the condition's answers as
// the file now holds them — and nothing else from the file.

#include "engine/storage/conditionsave.h"
#include "tests/common/rawdatabase.h"
#include "smallproject.h"

#include <QtTest>

using namespace rl;

namespace {

std::vector<std::tuple<int, int, int, double>> answersOf(const study::Study &s, int rater)
{
    std::vector<std::tuple<int, int, int, double>> out;
    for (const auto &r : s.ratings)
        if (r.rater == rater)
            out.emplace_back(r.item, r.dimension, r.round, r.value);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

class TestConditionRatings : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::string path() const { return m_dir.filePath("p.raterlab").toStdString(); }

    void exec(const std::string &sql)
    {
        auto p = storage::Project::open(path());
        QVERIFY(p.has_value());
        QVERIFY(test::rawDatabase(*p).exec(sql).has_value());
    }

private slots:
    void takesTheConditionsAnswersOnly()
    {
        QVERIFY(test::writeSmallProject(path()));
        auto loaded = storage::Project::open(path());
        QVERIFY(loaded.has_value());
        auto base = loaded->loadStudy();
        QVERIFY(base.has_value());
        const int model = base->raterOfCondition(0);
        const int human = base->findRater(study::RaterKind::Human, "r1");
        QVERIFY(model >= 0 && human >= 0);

        // The "run": the model's answers change (one more, one less, one new value); a human rating
        // also changes in the file, which the update must not take.
        exec("UPDATE ratings SET value = value + 1 WHERE rater_id = (SELECT id FROM raters WHERE kind = 'model') "
             "AND item_id = (SELECT id FROM items WHERE key = 's2');"
             "DELETE FROM ratings WHERE rater_id = (SELECT id FROM raters WHERE kind = 'model') "
             "AND item_id = (SELECT id FROM items WHERE key = 's3');"
             "INSERT INTO ratings(rater_id, item_id, dimension_id, round, sample, value) SELECT "
             "(SELECT id FROM raters WHERE kind = 'model'), (SELECT id FROM items WHERE key = 's0'), "
             "(SELECT id FROM dimensions WHERE name = 'emotion'), 0, 0, 1;"
             "UPDATE ratings SET value = 9 WHERE rater_id = (SELECT id FROM raters WHERE key = 'r1') "
             "AND dimension_id = (SELECT id FROM dimensions WHERE name = 'valence');");
        auto reread = storage::Project::open(path());
        QVERIFY(reread.has_value());
        auto now = reread->loadStudy();
        QVERIFY(now.has_value());

        auto updated = storage::withConditionRatingsFrom(path(), *base, "m1");
        QVERIFY2(updated.has_value(), updated ? "" : updated.error().detail.c_str());
        QCOMPARE(answersOf(*updated, model), answersOf(*now, now->raterOfCondition(0)));
        QVERIFY(answersOf(*updated, model) != answersOf(*base, model));
        QCOMPARE(answersOf(*updated, human), answersOf(*base, human)); // not the file's 9s
        QVERIFY(answersOf(*updated, human) != answersOf(*now, human));
        QCOMPARE(updated->items.size(), base->items.size());
    }

    void refusesWhatTheOpenStudyDoesNotKnow()
    {
        QVERIFY(test::writeSmallProject(path()));
        auto loaded = storage::Project::open(path());
        QVERIFY(loaded.has_value());
        auto base = loaded->loadStudy();
        QVERIFY(base.has_value());

        auto unknown = storage::withConditionRatingsFrom(path(), *base, "not-a-condition");
        QVERIFY(!unknown);
        QVERIFY2(QString::fromStdString(unknown.error().detail).contains("reopen the project"), unknown.error().detail.c_str());

        // The file gained an item the condition answered: the open study cannot take that answer.
        exec("INSERT INTO items(key, kind, file, position) VALUES ('s9', 'image', '', 9);"
             "INSERT INTO ratings(rater_id, item_id, dimension_id, round, sample, value) SELECT "
             "(SELECT id FROM raters WHERE kind = 'model'), (SELECT id FROM items WHERE key = 's9'), "
             "(SELECT id FROM dimensions WHERE name = 'valence'), 0, 0, 3;");
        auto newer = storage::withConditionRatingsFrom(path(), *base, "m1");
        QVERIFY(!newer);
        QVERIFY2(QString::fromStdString(newer.error().detail).contains("item 's9'"), newer.error().detail.c_str());
    }
};

QTEST_GUILESS_MAIN(TestConditionRatings)
#include "tst_conditionratings.moc"

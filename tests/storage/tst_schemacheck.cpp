// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/utf8.h"
#include "tests/common/rawdatabase.h"
#include "engine/storage/schemacheck.h"
#include "tests/common/testutil.h"
#include "tests/storage/smallproject.h"

#include <QtTest>
#include <fstream>

using namespace rl;

namespace {

/// Apply raw SQL to a project file behind RaterLab's back (as another program would).
bool tamper(const std::string &path, const std::string &sql)
{
    auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
    return db && db->exec(sql).has_value();
}

std::string ratingValue(const std::string &path)
{
    auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
    auto st = db->prepare("SELECT value FROM ratings r JOIN items i ON i.id = r.item_id WHERE i.key = 's0' "
                          "AND r.dimension_id = (SELECT id FROM dimensions WHERE name = 'valence') ORDER BY value LIMIT 1");
    (void)st->step();
    return st->columnText(0);
}

} // namespace

/// Hand-made hostile project files, each generated here: refused on open with a sentence naming
/// the object (schema) or the table and row (values), never run, never an abort.
class TestSchemaCheck : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { m_dir = test::tempDir(); }

    void ourOwnProjectPasses()
    {
        const std::string path = m_dir + "/own.raterlab";
        QVERIFY(test::writeSmallProject(path));
        auto p = storage::Project::open(path);
        QVERIFY2(p, p ? "" : p.error().detail.c_str());
        auto s = p->loadStudy();
        QVERIFY(s);
        QCOMPARE(s->ratings.size(), std::size_t(12));
        QCOMPARE(s->dimensions[1].levels, (std::vector<std::string> {"happy", "sad"}));
        auto raw = test::rawDatabase(*p);
        auto diff = storage::compareSchema(raw, storage::kSchemaVersion);
        QVERIFY(diff && diff->empty());
    }

    void plantedObjects_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("message");
        QTest::newRow("trigger rewrote a rating")
            << "CREATE TRIGGER x AFTER INSERT ON ratings BEGIN UPDATE ratings SET value = 9; "
               "UPDATE meta SET value = 'pwned' WHERE key = 'study_name'; END;"
            << "contains a trigger 'x' that RaterLab did not create; the project was refused";
        QTest::newRow("view") << "CREATE VIEW v AS SELECT * FROM ratings" << "contains a view 'v' that RaterLab did not create";
        QTest::newRow("index") << "CREATE INDEX extra ON items(file)" << "contains an index 'extra' that RaterLab did not create";
        QTest::newRow("table") << "CREATE TABLE loot (x TEXT)" << "contains a table 'loot' that RaterLab did not create";
        QTest::newRow("check removed")
            << "PRAGMA foreign_keys = OFF; PRAGMA legacy_alter_table = ON; ALTER TABLE items RENAME TO old_items; "
               "CREATE TABLE items (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, kind TEXT NOT NULL, file TEXT NOT NULL "
               "DEFAULT '', mime TEXT NOT NULL DEFAULT '', payload BLOB, position INTEGER NOT NULL, "
               "text TEXT NOT NULL DEFAULT '', text2 TEXT NOT NULL DEFAULT '') STRICT; " // schema 2's columns, without the CHECK
               "INSERT INTO items SELECT * FROM old_items; DROP TABLE old_items;"
            << "the table 'items' differs from the one RaterLab creates";
        QTest::newRow("index dropped") << "DROP INDEX attempts_by_request" << "the index 'attempts_by_request' is missing";
        QTest::newRow("negative user_version") << "PRAGMA user_version = -3" << "schema version -3 is negative";
    }
    void plantedObjects()
    {
        QFETCH(QString, sql);
        QFETCH(QString, message);
        const std::string path = m_dir + "/planted.raterlab";
        QVERIFY(test::writeSmallProject(path));
        const std::string before = ratingValue(path);
        QVERIFY(tamper(path, sql.toStdString()));
        auto p = storage::Project::open(path);
        QVERIFY(!p);
        QCOMPARE(p.error().code, ErrorCode::Schema);
        QVERIFY2(QString::fromStdString(p.error().detail).contains(message), p.error().detail.c_str());
        QVERIFY(p.error().detail.starts_with(path));
        QCOMPARE(ratingValue(path), before); // nothing ran
    }

    void foreignFiles()
    {
        const std::string other = m_dir + "/other.sqlite";
        {
            auto db = storage::Database::open(other, storage::Database::Mode::CreateIfMissing);
            QVERIFY(db->exec("CREATE TABLE contacts (name TEXT)"));
        }
        auto a = storage::Project::open(other);
        QVERIFY(!a);
        QCOMPARE(a.error().detail, other + " is not a RaterLab project (it is a SQLite database with other tables)");

        const std::string text = m_dir + "/notes.raterlab";
        std::ofstream(text) << "these are not the bytes of a database, but they are long enough to look like a header\n";
        auto b = storage::Project::open(text);
        QVERIFY(!b);
        QCOMPARE(b.error().detail, text + " is not a SQLite file (so not a RaterLab project)");
        QVERIFY(b.error().detail.find("PRAGMA") == std::string::npos);

        // A SQLite header on a body of garbage: damaged, said so without our PRAGMAs.
        const std::string damaged = m_dir + "/damaged.raterlab";
        std::string bytes("SQLite format 3\0", 16);
        bytes += std::string(4096, '\x5A');
        std::ofstream(damaged, std::ios::binary) << bytes;
        auto c = storage::Project::open(damaged);
        QVERIFY(!c);
        QVERIFY2(c.error().detail.find("PRAGMA") == std::string::npos, c.error().detail.c_str());
        QVERIFY2(c.error().detail.starts_with(damaged + " "), c.error().detail.c_str());
    }

    void hostileValues_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("message");
        QTest::newRow("non-numeric demo seed") << "UPDATE meta SET value = 'abc' WHERE key = 'demo_seed'"
                                               << "table 'meta', row 'demo_seed': 'abc' is not an integer";
        QTest::newRow("demo seed beyond 2^64") << "UPDATE meta SET value = '18446744073709551616' WHERE key = 'demo_seed'"
                                               << "row 'demo_seed'";
        QTest::newRow("synthetic flag") << "UPDATE meta SET value = 'yes' WHERE key = 'synthetic'" << "row 'synthetic'";
        QTest::newRow("project id not hex") << "UPDATE meta SET value = '../../etc' WHERE key = 'project_id'"
                                            << "row 'project_id': '../../etc' is not 32 lower-case hexadecimal digits";
        QTest::newRow("created_on too long") << "INSERT OR REPLACE INTO meta VALUES ('created_on', printf('%.40c', 'a'))"
                                             << "row 'created_on'";
        QTest::newRow("linked_folders relative")
            << "INSERT OR REPLACE INTO meta VALUES ('linked_folders', '[\"../up\"]')"
            << "row 'linked_folders': '[\"../up\"]' is not a JSON list of absolute folder paths";
        QTest::newRow("linked_folders not a list") << "INSERT OR REPLACE INTO meta VALUES ('linked_folders', '\"/\"')"
                                                   << "row 'linked_folders'";
        QTest::newRow("levels_json not JSON") << "UPDATE dimensions SET levels_json = '[\"happy\", ' WHERE name = 'emotion'"
                                              << "table 'dimensions', row 2 ('emotion'): levels_json:1:";
        QTest::newRow("levels_json not strings") << "UPDATE dimensions SET levels_json = '[1, 2]' WHERE name = 'emotion'"
                                                 << "levels_json holds number where a level name belongs";
        QTest::newRow("levels_json an object") << "UPDATE dimensions SET levels_json = '{}' WHERE name = 'emotion'"
                                               << "not a list of level names";
        QTest::newRow("config_json out-of-range number")
            << "UPDATE conditions SET config_json = json_set(config_json, '$.temperature', 0) WHERE key = 'm1'; "
               "UPDATE conditions SET config_json = replace(config_json, '\"temperature\":0', '\"temperature\":1e400')"
            << "table 'conditions', row 1 ('m1'): config_json:1:";
        QTest::newRow("config_json samples overflow")
            << "UPDATE conditions SET config_json = replace(config_json, '\"samples\":1', '\"samples\":4294967297')"
            << "does not fit";
        QTest::newRow("config_json empty list") << "UPDATE conditions SET config_json = '[]'" << "holds 0 conditions, not one";
        QTest::newRow("config_json other id")
            << "UPDATE conditions SET config_json = replace(config_json, '\"id\":\"m1\"', '\"id\":\"m2\"')"
            << "names the condition 'm2', not the row's key";
        QTest::newRow("kind with CHECK off") << "PRAGMA ignore_check_constraints = ON; UPDATE items SET kind = 'binary' WHERE key = 's1'"
                                             << "items"; // SQLite's quick_check or our enumeration check
        QTest::newRow("infinite rating") << "UPDATE ratings SET value = 9e999 WHERE item_id = 1 AND dimension_id = 1"
                                         << "table 'ratings', row (rater_id";
        QTest::newRow("round beyond int") << "UPDATE ratings SET round = 5000000000 WHERE item_id = 2 AND dimension_id = 1"
                                          << "round/sample is outside";
        QTest::newRow("inverted scale") << "UPDATE dimensions SET scale_min = 10 WHERE name = 'valence'" << "is not a finite range";
    }
    void hostileValues()
    {
        QFETCH(QString, sql);
        QFETCH(QString, message);
        const std::string path = m_dir + "/values.raterlab";
        QVERIFY(test::writeSmallProject(path));
        QVERIFY(tamper(path, sql.toStdString()));
        auto p = storage::Project::open(path);
        QVERIFY(!p);
        QVERIFY2(QString::fromStdString(p.error().detail).contains(message), p.error().detail.c_str());
        QVERIFY(p.error().detail.starts_with(path));
    }

    void invalidUtf8StoredAbortedEveryVerb_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("sql");
        QTest::newRow("study name") << "meta" << "UPDATE meta SET value = ? WHERE key = 'study_name'";
        QTest::newRow("item key") << "items" << "UPDATE items SET key = ? WHERE key = 's2'";
        QTest::newRow("factor level") << "factor_levels" << "UPDATE factor_levels SET name = ? WHERE name = 'white'";
        QTest::newRow("thinking text") << "prediction_texts" << "UPDATE prediction_texts SET thinking = ?";
    }
    void invalidUtf8StoredAbortedEveryVerb()
    {
        QFETCH(QString, table);
        QFETCH(QString, sql);
        const std::string path = m_dir + "/utf8.raterlab";
        QVERIFY(test::writeSmallProject(path));
        {
            auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
            auto st = db->prepare(sql.toStdString());
            QVERIFY(st);
            const std::string surrogate = std::string("a") + char(0xED) + char(0xA0) + char(0x80);
            QVERIFY(st->bind(1, surrogate).run());
        }
        auto p = storage::Project::open(path);
        QVERIFY(!p);
        const std::string &msg = p.error().detail;
        QVERIFY2(msg.find("table '" + table.toStdString() + "'") != std::string::npos, msg.c_str());
        QVERIFY2(msg.find("invalid UTF-8 at byte 1 (a UTF-16 surrogate U+D800") != std::string::npos, msg.c_str());
        QVERIFY(isValidUtf8(msg));
    }

    void damagedSchemaRowEchoedRawBytes()
    {
        // bench_fuzz found a flipped byte in an sqlite_schema row's type echoed into the message as is.
        const std::string path = m_dir + "/schemarow.raterlab";
        QVERIFY(test::writeSmallProject(path));
        QVERIFY(tamper(path, "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE"));
        std::string bytes;
        {
            std::ifstream in(path, std::ios::binary);
            bytes.assign(std::istreambuf_iterator<char>(in), {});
        }
        const std::size_t at = bytes.find("indexsqlite_autoindex_factors_1");
        QVERIFY(at != std::string::npos);
        bytes[at + 2] = static_cast<char>(0xC5); // "in\xC5ex": same length, so the record stays well-formed
        std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
        auto p = storage::Project::open(path);
        QVERIFY(!p);
        QVERIFY2(isValidUtf8(p.error().detail), p.error().detail.c_str());
        QVERIFY(p.error().detail.starts_with(path + " "));
    }

    void expectedSchemaFollowsTheSchemaFile()
    {
        // The check has no list of its own: what it expects is what schema.sql (+ migrations) creates.
        auto rows = storage::expectedSchema(storage::kSchemaVersion);
        QVERIFY(rows);
        int triggers = 0, tables = 0;
        for (const auto &r : *rows) {
            triggers += r.starts_with("trigger");
            tables += r.starts_with("table");
        }
        QCOMPARE(triggers, 0);
        QVERIFY(tables >= 12);
    }

private:
    std::string m_dir;
};

QTEST_APPLESS_MAIN(TestSchemaCheck)
#include "tst_schemacheck.moc"

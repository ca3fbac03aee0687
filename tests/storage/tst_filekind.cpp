// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// What a file that is not a project is (engine/storage/filekind.h), told by its content: a CSV
// named .raterlab is still a CSV, and each kind gets a sentence naming the command to use.
#include "engine/storage/database.h"
#include "engine/storage/filekind.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"

#include <QtTest>

#include <filesystem>
#include <fstream>

using namespace rl;
using storage::FileKind;

Q_DECLARE_METATYPE(rl::storage::FileKind)

namespace {
std::string write(const std::string &name, const std::string &bytes)
{
    static const std::string dir = test::tempDir();
    const std::string path = dir + "/" + name;
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
}
} // namespace

class TestFileKind : public QObject {
    Q_OBJECT
private slots:
    void byContent_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<FileKind>("kind");
        const auto B = [](const char *s, int n = -1) { return n < 0 ? QByteArray(s) : QByteArray(s, n); };
        // Named .raterlab on purpose: the content decides.
        QTest::newRow("csv") << "a.raterlab" << B("stimulus_id,file,race\ns1,a.png,W\n") << FileKind::Csv;
        QTest::newRow("csv bom") << "b.raterlab" << B("\xEF\xBB\xBFrater_id,stimulus_id\n") << FileKind::Csv;
        QTest::newRow("csv semicolon") << "c.raterlab" << B("a;b\n1;2\n") << FileKind::Csv;
        QTest::newRow("csv comment") << "c2.raterlab" << B("# synthetic demo\na,b\n") << FileKind::Csv;
        QTest::newRow("tsv") << "d.raterlab" << B("score\tsentence1\tsentence2\n") << FileKind::Tsv;
        QTest::newRow("json") << "e.raterlab" << B("  [{\"id\": \"x\"}]") << FileKind::Json;
        QTest::newRow("jsonl") << "f.raterlab" << B("{\"a\":1}\n{\"a\":2}\n") << FileKind::Json;
        QTest::newRow("yaml") << "g.raterlab" << B("scenarios:\n  - name: x\n") << FileKind::Yaml;
        QTest::newRow("yaml doc") << "h.raterlab" << B("---\na: 1\n") << FileKind::Yaml;
        QTest::newRow("png") << "i.raterlab" << B("\x89PNG\r\n\x1a\n\0\0", 10) << FileKind::Image;
        QTest::newRow("jpeg") << "j.raterlab" << B("\xFF\xD8\xFF\xE0\0\x10JFIF", 10) << FileKind::Image;
        QTest::newRow("svg") << "k.raterlab" << B("<?xml version=\"1.0\"?>\n<svg xmlns=\"x\"/>") << FileKind::Image;
        QTest::newRow("zip") << "l.raterlab" << B("PK\x03\x04\x14\0\0\0", 8) << FileKind::Zip;
        QTest::newRow("gzip") << "m.raterlab" << B("\x1F\x8B\x08\0", 4) << FileKind::Gzip;
        QTest::newRow("pdf") << "n.raterlab" << B("%PDF-1.7\n") << FileKind::Pdf;
        QTest::newRow("empty") << "o.raterlab" << B("") << FileKind::Empty;
        QTest::newRow("text") << "p.raterlab" << B("hello world\n") << FileKind::Text;
        QTest::newRow("binary") << "q.raterlab" << B("\x01\x02\0\x03", 4) << FileKind::Binary;
    }
    void byContent()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(FileKind, kind);
        const std::string path = write(name.toStdString(), bytes.toStdString());
        const auto info = storage::detectFileKind(path);
        QCOMPARE(storage::fileKindName(info.kind), storage::fileKindName(kind));
        // Every kind that is not a project says what it is and what to do.
        const std::string sentence = storage::cliSentence(info, path);
        QVERIFY(!sentence.empty());
        QVERIFY2(sentence.back() == '.', sentence.c_str());
    }
    void csvSentenceNamesTheImportCommand()
    {
        const std::string path = write("ratings.csv", "rater_id,stimulus_id,valence\n");
        const std::string s = storage::cliSentence(storage::detectFileKind(path), path);
        QVERIFY2(s.rfind("This is a CSV file: import it with `raterlab-cli import", 0) == 0, s.c_str());
    }
    void sqliteKinds()
    {
        const std::string dir = test::tempDir();
        // A project (and a freshly created one) is a project: no sentence.
        const std::string project = dir + "/p.raterlab";
        QVERIFY(storage::Project::open(project, storage::Database::Mode::CreateIfMissing));
        auto info = storage::detectFileKind(project);
        QCOMPARE(storage::fileKindName(info.kind), "project");
        QCOMPARE(info.schemaVersion, storage::kSchemaVersion);
        QVERIFY(storage::cliSentence(info, project).empty());
        // Another program's database.
        const std::string other = dir + "/other.db";
        {
            auto db = storage::Database::open(other, storage::Database::Mode::CreateIfMissing);
            QVERIFY(db);
            QVERIFY(db->exec("PRAGMA journal_mode = DELETE; CREATE TABLE t (a); INSERT INTO t VALUES (1)"));
        }
        info = storage::detectFileKind(other);
        QCOMPARE(storage::fileKindName(info.kind), "sqlite");
        QVERIFY(storage::cliSentence(info, other).find("not a RaterLab project") != std::string::npos);
        QVERIFY(!storage::Project::open(other)); // and the project reader agrees
        // A newer schema.
        const std::string newer = dir + "/newer.raterlab";
        QVERIFY(storage::Project::open(newer, storage::Database::Mode::CreateIfMissing));
        {
            auto db = storage::Database::open(newer, storage::Database::Mode::OpenExisting);
            QVERIFY(db);
            QVERIFY(db->exec("PRAGMA journal_mode = DELETE; PRAGMA user_version = 99"));
        }
        info = storage::detectFileKind(newer);
        QCOMPARE(storage::fileKindName(info.kind), "newer-project");
        QCOMPARE(info.schemaVersion, 99);
        QVERIFY(storage::cliSentence(info, newer).find("schema 99") != std::string::npos);
    }
    void folders()
    {
        const std::string yaml = write("grid/scenarios/scenario.en.yaml", "a: 1\n");
        const std::string dir = std::filesystem::path(yaml).parent_path().parent_path().parent_path().string();
        QCOMPARE(storage::fileKindName(storage::detectFileKind(dir + "/grid").kind), "yaml-folder");
        QVERIFY(storage::cliSentence(storage::detectFileKind(dir + "/grid"), dir + "/grid").find("stereotales import-grid")
                != std::string::npos);
        std::filesystem::create_directories(dir + "/faces");
        std::ofstream(dir + "/faces/a.png") << "x";
        QCOMPARE(storage::fileKindName(storage::detectFileKind(dir + "/faces").kind), "image-folder");
        std::filesystem::create_directories(dir + "/nothing");
        QCOMPARE(storage::fileKindName(storage::detectFileKind(dir + "/nothing").kind), "folder");
        QCOMPARE(storage::fileKindName(storage::detectFileKind(dir + "/absent.raterlab").kind), "missing");
    }
};

QTEST_APPLESS_MAIN(TestFileKind)
#include "tst_filekind.moc"

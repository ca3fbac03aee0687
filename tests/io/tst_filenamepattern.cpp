// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The file-name pattern of the new-study wizard's folder step (engine/io/filenamepattern.h):
// literal text, {fields}, the * wildcard, escapes, and errors that point at the bad character.
#include "engine/io/csv.h"
#include "engine/io/filenamepattern.h"
#include "tests/common/testutil.h"

#include <QtTest>

#include <filesystem>
#include <fstream>

using namespace rl;

namespace {
std::vector<std::string> V(std::initializer_list<const char *> l) { return {l.begin(), l.end()}; }
} // namespace

class TestFileNamePattern : public QObject {
    Q_OBJECT
private slots:
    void faceStudyPattern()
    {
        auto p = io::parseFileNamePattern("{race}_{gender}_{emotion}_{identity}.png");
        QVERIFY2(p, p ? "" : p.error().detail.c_str());
        QCOMPARE(p->fields, V({"race", "gender", "emotion", "identity"}));
        auto m = io::matchFileName(*p, "asian_female_happy_07.png");
        QVERIFY(m);
        QCOMPARE(*m, V({"asian", "female", "happy", "07"}));
        QVERIFY(!io::matchFileName(*p, "asian_female_happy_07.jpg"));
        QVERIFY(!io::matchFileName(*p, "asian_female_happy.png")); // a field needs one character at least
        QVERIFY(!io::matchFileName(*p, "Asian_female_happy_07.PNG")); // literal text is case-sensitive
    }
    void shortestFieldFirstLastTakesTheRest()
    {
        auto p = io::parseFileNamePattern("{a}_{b}.png");
        QVERIFY(p);
        QCOMPARE(*io::matchFileName(*p, "x_y_z.png"), V({"x", "y_z"}));
    }
    void wildcardMatchesAnythingAndRecordsNothing()
    {
        auto p = io::parseFileNamePattern("{emotion}-*.*");
        QVERIFY(p);
        QCOMPARE(*io::matchFileName(*p, "happy-0001.jpeg"), V({"happy"}));
        QCOMPARE(*io::matchFileName(*p, "sad-.png"), V({"sad"})); // * may be empty
        QVERIFY(!io::matchFileName(*p, "happy0001.png"));
    }
    void escapesAreLiteral()
    {
        auto p = io::parseFileNamePattern("\\{{x}\\}\\*\\\\.png");
        QVERIFY2(p, p ? "" : p.error().detail.c_str());
        QCOMPARE(*io::matchFileName(*p, "{a}*\\.png"), V({"a"}));
        QVERIFY(!io::matchFileName(*p, "a.png"));
    }
    void koreanFieldsAndValues()
    {
        auto p = io::parseFileNamePattern("{\xEA\xB0\x90\xEC\xA0\x95}_{id}.png"); // {감정}_{id}.png
        QVERIFY(p);
        QCOMPARE(*io::matchFileName(*p, "\xED\x96\x89\xEB\xB3\xB5_1.png"), V({"\xED\x96\x89\xEB\xB3\xB5", "1"}));
    }
    void errorsNameTheColumn_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("prefix"); // "column N:"
        QTest::addColumn<QString>("words");  // part of the reason
        QTest::newRow("unclosed") << "{race}_{gender.png" << "column 8:" << "never closed";
        QTest::newRow("stray close") << "race}.png" << "column 5:" << "closes no field";
        QTest::newRow("empty field") << "{}.png" << "column 1:" << "names no field";
        QTest::newRow("bad name char") << "{ra ce}.png" << "column 4:" << "cannot be part";
        QTest::newRow("digit first") << "{1x}.png" << "column 2:" << "cannot be part";
        QTest::newRow("twice") << "{a}_{a}.png" << "column 6:" << "appears twice";
        QTest::newRow("adjacent") << "{a}{b}.png" << "column 4:" << "separated";
        QTest::newRow("field then star") << "{a}*.png" << "column 4:" << "separated";
        QTest::newRow("trailing backslash") << "{a}\\" << "column 4:" << "escapes nothing";
        QTest::newRow("bad escape") << "{a}\\n" << "column 5:" << "not an escape";
        QTest::newRow("nested") << "{a{b}}" << "column 3:" << "nest";
        QTest::newRow("no field") << "*.png" << "column 1:" << "no {field}";
        QTest::newRow("empty") << "" << "column 1:" << "empty";
        QTest::newRow("file reserved") << "{file}.png" << "column 2:" << "'file'";
        // The column counts characters, not bytes: "감정" is 6 bytes, 2 characters.
        QTest::newRow("utf8 column") << QString::fromUtf8("\xEA\xB0\x90\xEC\xA0\x95_{x") << "column 4:" << "never closed";
    }
    void errorsNameTheColumn()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, prefix);
        QFETCH(QString, words);
        auto p = io::parseFileNamePattern(pattern.toStdString());
        QVERIFY(!p);
        QCOMPARE(p.error().code, ErrorCode::Validation);
        const QString detail = QString::fromStdString(p.error().detail);
        QVERIFY2(detail.startsWith(prefix + QLatin1Char(' ')), qPrintable(detail));
        QVERIFY2(detail.contains(words), qPrintable(detail));
    }
    void folderMatchesAndUnmatched()
    {
        auto p = io::parseFileNamePattern("{race}_{emotion}.png");
        QVERIFY(p);
        const auto m = io::matchFileNames(*p, V({"w_happy.png", "readme.png", "b_sad.png", "notes.txt"}));
        QCOMPARE(m.factors, V({"race", "emotion"}));
        QCOMPARE(m.rows.size(), std::size_t(2));
        QCOMPARE(m.rows[0].stimulusId, std::string("w_happy"));
        QCOMPARE(m.rows[1].values, V({"b", "sad"}));
        QCOMPARE(m.unmatched, V({"readme.png", "notes.txt"}));
        const io::CsvTable t = io::stimulusTable(m, "faces");
        QCOMPARE(t.header, V({"stimulus_id", "file", "race", "emotion"}));
        QCOMPARE(t.rows[1].line, 3);
        QCOMPARE(t.rows[1].fields, V({"b_sad", "b_sad.png", "b", "sad"}));
    }
    void stimulusIdField()
    {
        auto p = io::parseFileNamePattern("{stimulus_id}_{emotion}.png");
        QVERIFY(p);
        const auto m = io::matchFileNames(*p, V({"f01_happy.png"}));
        QCOMPARE(m.factors, V({"emotion"}));
        QCOMPARE(m.rows[0].stimulusId, std::string("f01"));
        QCOMPARE(m.rows[0].values, V({"happy"}));
    }
    void listImageFilesSortedImagesOnly()
    {
        const std::string dir = test::tempDir() + "/folder";
        std::filesystem::create_directories(dir + "/sub.png");
        for (const char *n : {"b.PNG", "a.jpg", "c.txt", "d.webp"})
            std::ofstream(dir + "/" + n) << "x";
        auto names = io::listImageFiles(dir);
        QVERIFY(names);
        QCOMPARE(*names, V({"a.jpg", "b.PNG", "d.webp"}));
        QVERIFY(!io::listImageFiles(dir + "/missing"));
    }
    void sourceLineOfAFile()
    {
        const std::string path = test::tempDir() + "/lines.csv";
        std::ofstream(path, std::ios::binary) << "\xEF\xBB\xBF" "a,b\r\n1,2\r\nx,\"y\"\n";
        QCOMPARE(*io::sourceLine(path, 1), std::string("a,b"));
        QCOMPARE(*io::sourceLine(path, 3), std::string("x,\"y\""));
        QVERIFY(!io::sourceLine(path, 9));
    }
};

QTEST_APPLESS_MAIN(TestFileNamePattern)
#include "tst_filenamepattern.moc"

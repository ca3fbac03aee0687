// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The Excel writer (engine/io/xlsx): sheet names, numbers stored as numbers with their number
// formats, caption and note rows. The workbook is a zip of XML: read back with `unzip -p`
// (scripts/install-deps.sh installs unzip).
#include "engine/io/xlsx.h"
#include "tests/common/testutil.h"

#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

#include <cmath>
#include <cstdint>
#include <fstream>
#include <limits>

#include <zlib.h>

using namespace rl;

class TestXlsx : public QObject {
    Q_OBJECT

    static QString part(const QString &file, const QString &member)
    {
        QProcess p;
        p.start(QStringLiteral("unzip"), {QStringLiteral("-p"), file, member});
        p.waitForFinished(30000);
        return QString::fromUtf8(p.readAllStandardOutput());
    }

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("unzip")).isEmpty())
            QSKIP("unzip is not installed (scripts/install-deps.sh installs it)");
    }

    void sheetNamesAreValidAndUnique()
    {
        QCOMPARE(io::xlsx::sheetName("a/b:c?", {}), std::string("a-b-c-"));
        QCOMPARE(io::xlsx::sheetName("", {}), std::string("Sheet"));
        QCOMPARE(io::xlsx::sheetName("Agreement", {"agreement"}), std::string("Agreement (2)")); // Excel ignores case
        const std::string longName(40, 'x');
        QCOMPARE(io::xlsx::sheetName(longName, {}).size(), std::size_t(31));
        const std::string taken = io::xlsx::sheetName(longName, {});
        const std::string second = io::xlsx::sheetName(longName, {taken});
        QCOMPARE(second.size(), std::size_t(31));
        QVERIFY(second.ends_with(" (2)"));
        // UTF-8: 31 characters, not 31 bytes (한 is three bytes)
        std::string hangul;
        for (int i = 0; i < 40; ++i)
            hangul += "\xed\x95\x9c";
        const std::string korean = io::xlsx::sheetName(hangul, {});
        QCOMPARE(korean.size(), std::size_t(31 * 3));
    }

    void numbersAreNumbersWithFormats()
    {
        io::xlsx::Sheet a;
        a.name = "Agreement";
        a.caption = "Agreement of the models";
        a.header = {"Condition", "r", "n"};
        a.headerNotes = {"", "Pearson r", ""};
        a.rows.push_back({io::xlsx::Cell::makeText("GPT & co"), io::xlsx::Cell::makeNumber(0.8125, ".00"),
                          io::xlsx::Cell::makeNumber(72, "0")});
        a.rows.push_back({io::xlsx::Cell::makeText("sim"), io::xlsx::Cell::makeNumber(std::numeric_limits<double>::quiet_NaN(), ".00"),
                          io::xlsx::Cell::makeNumber(0, "0")});
        a.note = "Note. n = items.";
        io::xlsx::Sheet b;
        b.name = "agreement"; // clashes with the first: renamed
        b.header = {"x"};
        b.rows.push_back({io::xlsx::Cell::makeNumber(0.0004, "[<0.001]\"< .001\";.000")});
        const std::string path = test::tempDir() + "/t.xlsx";
        const Status written = io::xlsx::writeWorkbook({a, b}, path);
        QVERIFY2(written, written ? "" : written.error().detail.c_str());
        const QString file = QString::fromStdString(path);

        const QString workbook = part(file, QStringLiteral("xl/workbook.xml"));
        QVERIFY(workbook.contains(QStringLiteral("name=\"Agreement\"")));
        QVERIFY(workbook.contains(QStringLiteral("name=\"agreement (2)\"")));
        const QString sheet = part(file, QStringLiteral("xl/worksheets/sheet1.xml"));
        // caption A1, header row 2, body from row 3; B3 a number (no t="s"), the NaN cell empty
        QVERIFY(sheet.contains(QRegularExpression(QStringLiteral("<c r=\"B3\" s=\"\\d+\"><v>0.8125</v></c>"))));
        QVERIFY(sheet.contains(QRegularExpression(QStringLiteral("<c r=\"C3\" s=\"\\d+\"><v>72</v></c>"))));
        QVERIFY(!sheet.contains(QStringLiteral("r=\"B4\"")));
        QVERIFY(sheet.contains(QRegularExpression(QStringLiteral("<c r=\"A1\"[^>]*t=\"s\""))));
        QVERIFY(sheet.contains(QStringLiteral("<pane "))); // header frozen
        const QString shared = part(file, QStringLiteral("xl/sharedStrings.xml"));
        for (const char *s : {"Agreement of the models", "Condition", "GPT &amp; co", "Note. n = items."})
            QVERIFY2(shared.contains(QString::fromUtf8(s)), s);
        const QString styles = part(file, QStringLiteral("xl/styles.xml"));
        QVERIFY(styles.contains(QStringLiteral("formatCode=\".00\"")));
        QVERIFY(styles.contains(QStringLiteral("formatCode=\"[&lt;0.001]&quot;&lt; .001&quot;;.000\"")));
        QVERIFY(part(file, QStringLiteral("xl/comments1.xml")).contains(QStringLiteral("Pearson r")));
    }

    void aWorkbookIsReadBackWhole()
    {
        // A zip of one stored XML part, made here byte by byte: whole, cut inside the part, one byte changed.
        const auto zipOf = [](const std::string &name, const std::string &data) {
            const auto le = [](std::string &out, std::uint32_t v, int bytes) {
                for (int b = 0; b < bytes; ++b)
                    out += char(v >> (8 * b) & 0xFF);
            };
            const std::uint32_t crc = crc32(0L, reinterpret_cast<const Bytef *>(data.data()), uInt(data.size()));
            std::string z;
            le(z, 0x04034b50, 4), le(z, 20, 2), le(z, 0, 2), le(z, 0, 2), le(z, 0, 4);
            le(z, crc, 4), le(z, std::uint32_t(data.size()), 4), le(z, std::uint32_t(data.size()), 4);
            le(z, std::uint32_t(name.size()), 2), le(z, 0, 2);
            z += name + data;
            const std::size_t dirAt = z.size();
            le(z, 0x02014b50, 4), le(z, 20, 2), le(z, 20, 2), le(z, 0, 2), le(z, 0, 2), le(z, 0, 4);
            le(z, crc, 4), le(z, std::uint32_t(data.size()), 4), le(z, std::uint32_t(data.size()), 4);
            le(z, std::uint32_t(name.size()), 2), le(z, 0, 2), le(z, 0, 2), le(z, 0, 2), le(z, 0, 2), le(z, 0, 4), le(z, 0, 4);
            z += name;
            const std::size_t dirSize = z.size() - dirAt;
            le(z, 0x06054b50, 4), le(z, 0, 2), le(z, 0, 2), le(z, 1, 2), le(z, 1, 2);
            le(z, std::uint32_t(dirSize), 4), le(z, std::uint32_t(dirAt), 4), le(z, 0, 2);
            return z;
        };
        const std::string path = test::tempDir() + "/z.xlsx";
        const auto check = [&](const std::string &bytes) {
            std::ofstream(path, std::ios::binary) << bytes;
            return io::xlsx::checkWorkbookFile(path);
        };
        const std::string whole = "<?xml version=\"1.0\"?>\n<worksheet a=\"1\"><row><c r=\"A1\"/></row></worksheet>\n";
        QCOMPARE(check(zipOf("xl/worksheets/sheet1.xml", whole)), std::string());
        QCOMPARE(check(zipOf("xl/empty.xml", "<?xml version=\"1.0\"?><sst/>")), std::string());
        // What libxlsxwriter zipped when its staging file hit the disk's end: the part cut, the zip well formed.
        QCOMPARE(check(zipOf("xl/worksheets/sheet1.xml", whole.substr(0, 40))), std::string("part 'xl/worksheets/sheet1.xml' is cut short"));
        std::string flipped = zipOf("xl/worksheets/sheet1.xml", whole);
        flipped[60] ^= 1;
        QCOMPARE(check(flipped), std::string("part 'xl/worksheets/sheet1.xml' fails its checksum"));
        const std::string z = zipOf("a.xml", whole);
        QCOMPARE(check(z.substr(0, z.size() - 10)), std::string("it does not end with a zip directory"));
        // And a workbook libxlsxwriter wrote reads back whole.
        io::xlsx::Sheet s;
        s.name = "a";
        s.header = {"x"};
        for (int i = 0; i < 2000; ++i)
            s.rows.push_back({io::xlsx::Cell::makeNumber(i * 0.5)});
        QVERIFY(io::xlsx::writeWorkbook({s}, path));
        QCOMPARE(io::xlsx::checkWorkbookFile(path), std::string());
    }

    void errorsNameThePath()
    {
        const Status none = io::xlsx::writeWorkbook({}, "/tmp/x.xlsx");
        QVERIFY(!none);
        QCOMPARE(none.error().code, ErrorCode::Validation);
        io::xlsx::Sheet s;
        s.name = "a";
        const Status bad = io::xlsx::writeWorkbook({s}, "/nonexistent-dir/a.xlsx");
        QVERIFY(!bad);
        QCOMPARE(bad.error().code, ErrorCode::Io);
        QVERIFY(bad.error().detail.starts_with("/nonexistent-dir/a.xlsx: "));
    }
};

QTEST_GUILESS_MAIN(TestXlsx)
#include "tst_xlsx.moc"

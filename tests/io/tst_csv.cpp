// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/utf8.h"
#include "engine/io/csv.h"
#include "engine/stats/random.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <filesystem>
#include <fstream>
#include <iconv.h>
#include <zlib.h>

using namespace rl;

class TestCsv : public QObject {
    Q_OBJECT
private slots:
    void rfc4180Quoting()
    {
        auto t = io::parseCsv("a,b,c\n1,\"x, y\",\"say \"\"hi\"\"\"\n", "t.csv");
        QVERIFY(t);
        QCOMPARE(t->rows.size(), std::size_t(1));
        QCOMPARE(t->rows[0].fields[1], std::string("x, y"));
        QCOMPARE(t->rows[0].fields[2], std::string("say \"hi\""));
    }
    void crlfAndLf()
    {
        auto t = io::parseCsv("a,b\r\n1,2\r\n3,4", "t.csv");
        QVERIFY(t);
        QCOMPARE(t->rows.size(), std::size_t(2));
        QCOMPARE(t->rows[1].fields[1], std::string("4"));
        QCOMPARE(t->rows[1].line, 3);
    }
    void utf8BomDetected()
    {
        auto d = io::decodeText("\xEF\xBB\xBFrace\n\xED\x95\x9C\n", "bom.csv");
        QVERIFY(d);
        QCOMPARE(d->second, io::Encoding::Utf8Bom);
        QCOMPARE(d->first.substr(0, 4), std::string("race"));
    }
    void cp949Detected()
    {
        // "한국인" in CP949, produced with iconv so the test does not depend on a hand-typed byte string.
        const std::string utf8 = "race\n\xED\x95\x9C\xEA\xB5\xAD\xEC\x9D\xB8\n";
        iconv_t cd = iconv_open("CP949", "UTF-8");
        QVERIFY(cd != reinterpret_cast<iconv_t>(-1));
        std::string out(64, '\0');
        char *in = const_cast<char *>(utf8.data());
        std::size_t inLeft = utf8.size(), outLeft = out.size();
        char *o = out.data();
        QVERIFY(iconv(cd, &in, &inLeft, &o, &outLeft) != static_cast<std::size_t>(-1));
        iconv_close(cd);
        out.resize(out.size() - outLeft);
        QVERIFY(out != utf8);
        auto d = io::decodeText(out, "cp949.csv");
        QVERIFY(d);
        QCOMPARE(d->second, io::Encoding::Cp949);
        QCOMPARE(d->first, utf8);
    }
    void quoteSwallowsRows()
    {
        // An opening quote that never closes on its line takes the following rows with it.
        auto t = io::parseCsv("rater_id,stimulus_id,valence\nr1,\"s1,5\nr1,s2,6\nr2,s1,4\"\n", "ratings.csv");
        QVERIFY(!t);
        QVERIFY2(t.error().detail.find("ratings.csv:2:2") != std::string::npos, t.error().detail.c_str());
        QVERIFY(t.error().detail.find("swallow") != std::string::npos);
    }
    void unterminatedQuote()
    {
        auto t = io::parseCsv("a,b\n1,\"open\n2,3\n", "x.csv");
        QVERIFY(!t);
        QVERIFY2(t.error().detail.find("x.csv:2:2") != std::string::npos, t.error().detail.c_str());
    }
    void multilineAllowedWhereDeclared()
    {
        io::CsvOptions o;
        o.multilineColumns = {"thinking"};
        auto t = io::parseCsv("id,thinking\n1,\"line one\nline two\"\n2,x\n", "p.csv", o);
        QVERIFY(t);
        QCOMPARE(t->rows.size(), std::size_t(2));
        QCOMPARE(t->rows[1].line, 4);
    }
    void wrongFieldCount()
    {
        auto t = io::parseCsv("a,b\n1,2,3\n", "w.csv");
        QVERIFY(!t);
        QVERIFY(t.error().detail.find("w.csv:2") != std::string::npos);
    }
    void commentLinesSkipped()
    {
        auto t = io::parseCsv("# synthetic demo\na,b\n1,2\n", "c.csv");
        QVERIFY(t);
        QCOMPARE(t->header[0], std::string("a"));
        QCOMPARE(t->rows[0].line, 3);
    }
    void columnMap()
    {
        auto t = io::parseCsv("image_id,v\n1,2\n", "m.csv");
        QVERIFY(t);
        QVERIFY(io::applyColumnMap(*t, {{"image_id", "stimulus_id"}}));
        QCOMPARE(t->column("stimulus_id"), 0);
        QVERIFY(!io::applyColumnMap(*t, {{"nope", "x"}}));
    }
    void numbersRoundTrip()
    {
        for (double v : {0.1, 1.0 / 3.0, 5.0, -2.5e-300, 123456789.123456789}) {
            const std::string s = io::formatNumber(v);
            QCOMPARE(std::strtod(s.c_str(), nullptr), v);
        }
        QCOMPARE(io::formatNumber(5.0), std::string("5"));
    }
    void hostileInputNeverCrashes()
    {
        // Random bytes (seeded): the parser must return a table or an error, never crash or hang.
        stats::Rng rng(7);
        const char alphabet[] = {',', '"', '\n', '\r', 'a', '1', ' ', '#', '\0', '\xC3', '\xA9', '\xFF'};
        for (int round = 0; round < 2000; ++round) {
            std::string s;
            const auto n = rng.below(200);
            for (std::uint64_t i = 0; i < n; ++i)
                s += alphabet[rng.below(sizeof alphabet)];
            auto decoded = io::decodeText(s, "fuzz.csv");
            if (!decoded) {
                QVERIFY(decoded.error().detail.rfind("fuzz.csv", 0) == 0);
                continue;
            }
            auto t = io::parseCsv(decoded->first, "fuzz.csv");
            if (!t) {
                QVERIFY2(t.error().detail.rfind("fuzz.csv", 0) == 0, t.error().detail.c_str()); // names the file
                continue;
            }
            for (const auto &row : t->rows)
                QCOMPARE(row.fields.size(), t->header.size());
        }
    }
    void invalidUtf8AcceptedAsUtf8_data()
    {
        // Each sequence is invalid UTF-8 and (with the 0x80 that follows) not CP949 either.
        QTest::addColumn<QByteArray>("bad");
        QTest::addColumn<QString>("reason");
        QTest::newRow("surrogate") << QByteArray("\xED\xA0\x80\x80") << "surrogate U+D800";
        QTest::newRow("overlong") << QByteArray("\xE0\x80\x80\x80") << "overlong";
        QTest::newRow("above U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << "above U+10FFFF";
        QTest::newRow("truncated") << QByteArray("\xE2\x82") << "cut short";
    }
    void invalidUtf8AcceptedAsUtf8()
    {
        QFETCH(QByteArray, bad);
        QFETCH(QString, reason);
        const std::string text = "stimulus_id,label\ns1,ok\ns2,x" + bad.toStdString() + "\n";
        auto d = io::decodeText(text, "stimuli.csv");
        QVERIFY(!d);
        const QString msg = QString::fromStdString(d.error().detail);
        QVERIFY2(msg.startsWith(QLatin1String("stimuli.csv:3:5: invalid UTF-8 (")), qPrintable(msg));
        QVERIFY2(msg.contains(reason), qPrintable(msg));
        QVERIFY(isValidUtf8(d.error().detail)); // the message itself never carries the bad bytes
        // After a BOM the same bytes are refused without trying CP949.
        auto bom = io::decodeText("\xEF\xBB\xBF" + text, "stimuli.csv");
        QVERIFY(!bom);
        QVERIFY2(QString::fromStdString(bom.error().detail).startsWith(QLatin1String("stimuli.csv:3:5:")), bom.error().detail.c_str());
    }
    void gzipBombRefused()
    {
        // 64 MiB of zeros compress to ~64 kB: with a 1 MiB limit the reader stops with a sentence, not bad_alloc.
        const QString path = QDir::tempPath() + QStringLiteral("/rl-bomb-%1.csv.gz").arg(QCoreApplication::applicationPid());
        gzFile f = gzopen(path.toLocal8Bit().constData(), "wb9");
        QVERIFY(f);
        gzputs(f, "stimulus_id,label\n");
        const std::string zeros(1 << 20, '0');
        for (int i = 0; i < 64; ++i)
            QVERIFY(gzwrite(f, zeros.data(), static_cast<unsigned>(zeros.size())) > 0);
        gzclose(f);
        QVERIFY(QFileInfo(path).size() < 1 << 20);
        io::setInputLimit(1 << 20);
        auto r = io::readCsvFile(path.toStdString());
        io::setInputLimit(0);
        QFile::remove(path);
        QVERIFY(!r);
        QVERIFY2(r.error().detail.find("expands to more than 1048576 bytes when decompressed") != std::string::npos,
                 r.error().detail.c_str());
        QCOMPARE(io::inputLimit(), io::kDefaultInputLimit);
    }
    void plainFileOverLimitRefused()
    {
        const QString path = QDir::tempPath() + QStringLiteral("/rl-big-%1.csv").arg(QCoreApplication::applicationPid());
        {
            std::ofstream out(path.toStdString());
            out << "a\n" << std::string(4096, 'x') << "\n";
        }
        auto r = io::readFileBytes(path.toStdString(), 1000);
        QFile::remove(path);
        QVERIFY(!r);
        QVERIFY2(r.error().detail.find("is larger than 1000 bytes") != std::string::npos, r.error().detail.c_str());
    }
    /// A .gz cut short (a truncated download or copy) used to be imported in part with rc 0.
    /// Cut anywhere — inside the deflate data, or only the 8-byte trailer (CRC-32 and length) missing, when every
    /// byte of the text has come out — the one input reader refuses it whole, naming the file and the reason; every
    /// path through it (readFileBytes, readCsvFile, forEachCsvFileRow) says the same. A damaged trailer fails too.
    void truncatedGzipRefusedWhole()
    {
        std::string text = "judge,item_id,condition,round,score\n";
        for (int i = 0; i < 1500; ++i)
            text += "gpt,k" + std::to_string(i) + ",blind,1," + std::to_string(1 + i % 5) + "\n";
        const std::string dir = test::tempDir();
        const std::string whole = dir + "/whole.csv.gz";
        gzFile f = gzopen(whole.c_str(), "wb6");
        QVERIFY(f);
        QVERIFY(gzwrite(f, text.data(), static_cast<unsigned>(text.size())) > 0);
        gzclose(f);
        const std::string gz = test::readBytes(whole);
        QVERIFY(gz.size() > 100);
        auto intact = io::readCsvFile(whole);
        QVERIFY2(intact, intact ? "" : intact.error().detail.c_str());
        QCOMPARE(intact->rows.size(), std::size_t(1500));
        const std::pair<const char *, std::string> cases[] = {
            {"cut.csv.gz", gz.substr(0, gz.size() * 4 / 10)},       // inside the compressed data
            {"notrailer.csv.gz", gz.substr(0, gz.size() - 8)},      // all the text, no CRC-32 and length
            {"halftrailer.csv.gz", gz.substr(0, gz.size() - 3)},    // the length cut short
        };
        for (const auto &[name, bytes] : cases) {
            const std::string path = dir + "/" + name;
            std::ofstream(path, std::ios::binary) << bytes;
            auto read = io::readFileBytes(path);
            QVERIFY2(!read, name); // was: the bytes before the cut, and no error
            QVERIFY2(read.error().detail.starts_with(path + ": the gzip file is cut short"), read.error().detail.c_str());
            auto table = io::readCsvFile(path);
            QVERIFY2(!table, name);
            QCOMPARE(table.error().detail, read.error().detail);
            io::CsvTable t;
            std::size_t rows = 0;
            const Status st = io::forEachCsvFileRow(path, io::inputLimit(), {}, t, {}, [&](io::CsvRow &) {
                ++rows;
                return Status {};
            });
            QVERIFY2(!st, name);
            QCOMPARE(st.error().detail, read.error().detail);
        }
        // A damaged trailer: zlib's own check (CRC-32, then the length) fails the read.
        for (const std::size_t back : {std::size_t(8), std::size_t(2)}) {
            std::string bad = gz;
            bad[bad.size() - back] = static_cast<char>(bad[bad.size() - back] ^ 0x5A);
            const std::string path = dir + "/badtrailer.csv.gz";
            std::ofstream(path, std::ios::binary | std::ios::trunc) << bad;
            auto read = io::readCsvFile(path);
            QVERIFY(!read);
            QVERIFY2(read.error().detail.find("incorrect") != std::string::npos, read.error().detail.c_str());
        }
    }

    /// A plain file whose size is known (fstat) and over the limit is refused before a byte of it is
    /// read — a 2 GB sparse file used to be read to the 1 GiB limit first. The bytes this process reads (rchar of
    /// /proc/self/io) stay far below the limit; the message names the file's size.
    void knownSizeRefusedBeforeReading()
    {
        auto rchar = []() -> long long {
            std::ifstream io("/proc/self/io");
            std::string key;
            long long v = -1;
            while (io >> key >> v)
                if (key == "rchar:")
                    return v;
            return -1;
        };
        if (rchar() < 0)
            QSKIP("this system has no /proc/self/io to count the bytes read");
        const std::string path = test::tempDir() + "/sparse.csv";
        { std::ofstream(path) << "a,b\n"; }
        const std::uintmax_t size = std::uintmax_t(64) << 20;
        std::filesystem::resize_file(path, size); // a hole: nothing on disk, 64 MiB to read
        const std::size_t limit = std::size_t(8) << 20;
        for (int reader = 0; reader < 3; ++reader) {
            const long long before = rchar();
            Status st;
            if (reader == 0) {
                auto r = io::readFileBytes(path, limit);
                st = r ? Status {} : Status(r.error());
            } else if (reader == 1) {
                io::CsvTable t;
                st = io::forEachCsvFileRow(path, limit, {}, t, {}, [](io::CsvRow &) { return Status {}; });
            } else {
                io::setInputLimit(limit);
                auto r = io::readCsvFile(path);
                io::setInputLimit(0);
                st = r ? Status {} : Status(r.error());
            }
            const long long read = rchar() - before;
            QVERIFY(!st);
            QVERIFY2(st.error().detail.find("is larger than " + std::to_string(limit) + " bytes (" + std::to_string(size) + " bytes, refused before reading)") != std::string::npos,
                     st.error().detail.c_str());
            QVERIFY2(read < (1 << 20), std::to_string(read).c_str()); // was: the limit (8 MiB) read first
        }
    }

    /// The duplicate-name check of a header is one hash lookup per column (a pairwise check took
    /// 33 s for 200,000 columns; the time is measured in bench/io/bench_header). A repeat is reported at its second
    /// column with the first one named.
    void wideHeaderDuplicateNamed()
    {
        std::string header;
        for (int c = 0; c < 200000; ++c)
            header += (c ? ",c" : "c") + std::to_string(c);
        auto t = io::parseCsv(header + "\n", "wide.csv");
        QVERIFY(t);
        QCOMPARE(t->header.size(), std::size_t(200000));
        auto dup = io::parseCsv(header + ",c123456,c7\n", "wide.csv");
        QVERIFY(!dup);
        QCOMPARE(dup.error().detail, std::string("wide.csv:1:200001: column 'c123456' appears twice (first as column 123457)"));
    }

    void errorsEchoedWholeField()
    {
        // A 10 MB header cell that appears twice: the message quotes ~80 characters of it.
        const std::string big(10 << 20, 'h');
        auto t = io::parseCsv(big + "," + big + "\n", "wide.csv");
        QVERIFY(!t);
        QVERIFY2(t.error().detail.size() < 300, t.error().detail.substr(0, 300).c_str());
        QVERIFY(t.error().detail.starts_with("wide.csv:1:2: column '"));
        QCOMPARE(clipQuoted("value '" + big + "' is not a number").size() < 200, true);
        QCOMPARE(clipQuoted("value 'abc' is not a number"), std::string("value 'abc' is not a number"));
    }
    void fileStreamMatchesWholeText()
    {
        // forEachCsvFileRow reads in 1 MiB pieces: over files of 3 MB (multi-line quoted fields, doubled
        // quotes, CRLF, comments with a quote in them, a BOM, blank lines, gzip) and broken files (the
        // error well past the first piece), the rows, header, encoding and errors are those of the
        // whole text at once (readFileBytes + decodeText + parseCsv).
        stats::Rng rng(5);
        const std::string dir = QDir::tempPath().toStdString() + "/rl-stream-" + std::to_string(QCoreApplication::applicationPid());
        std::filesystem::create_directories(dir);
        auto body = [&](bool crlf) {
            std::string t;
            const std::string nl = crlf ? "\r\n" : "\n";
            for (int r = 0; t.size() < (3u << 20); ++r) {
                t += "s" + std::to_string(r) + ",";
                const auto kind = rng.below(6);
                if (kind == 0)
                    t += "\"a story\nover " + std::string(rng.below(3000), 'x') + "\nthree lines, \"\"quoted\"\"\"";
                else if (kind == 1)
                    t += "\"\xED\x95\x9C\xEA\xB5\xAD, plain\"";
                else
                    t += std::string(rng.below(40), 'y');
                t += "," + std::to_string(r % 7) + nl;
                if (rng.below(500) == 0)
                    t += nl; // a blank line
            }
            return t;
        };
        struct Case {
            std::string name, text;
        };
        std::vector<Case> cases;
        const std::string head = "# a comment with a \" quote\n# another\nstory_id,text,n\n";
        cases.push_back({"lf.csv", head + body(false)});
        cases.push_back({"crlf.csv", "\xEF\xBB\xBF" + head + body(true)});
        const std::string good = head + body(false);
        cases.push_back({"stray.csv", good + "s9,ab\"c,1\n" + "s10,d,2\n"});
        cases.push_back({"unclosed.csv", good + "s9,\"abc,1\ns10,d,2\n"});
        cases.push_back({"fields.csv", good + "s9,abc\n"});
        cases.push_back({"afterquote.csv", good + "s9,\"ab\"c,1\n"});
        cases.push_back({"nul.csv", good + std::string("s9,a\0b,1\n", 9)});
        cases.push_back({"latin.csv", good + "s9,\xB0\xA1,1\n"}); // not UTF-8: read whole (CP949)
        cases.push_back({"short.csv", "a"});
        cases.push_back({"empty.csv", ""});
        cases.push_back({"onlycomments.csv", "# x\n"});
        io::CsvOptions opts;
        opts.multilineColumns = {"text"};
        for (const bool gz : {false, true}) {
            for (const auto &c : cases) {
                const std::string path = dir + "/" + c.name + (gz ? ".gz" : "");
                if (gz) {
                    gzFile f = gzopen(path.c_str(), "wb1");
                    QVERIFY(f);
                    QVERIFY(c.text.empty() || gzwrite(f, c.text.data(), static_cast<unsigned>(c.text.size())) > 0);
                    gzclose(f);
                } else {
                    std::ofstream(path, std::ios::binary) << c.text;
                }
                const std::string name = std::filesystem::path(path).filename().string();
                // the whole text at once
                std::string wholeError;
                io::CsvTable whole;
                auto bytes = io::readFileBytes(path, std::size_t(1) << 30);
                QVERIFY(bytes);
                auto decoded = io::decodeText(std::move(*bytes), name);
                if (!decoded) {
                    wholeError = decoded.error().detail;
                } else {
                    auto t = io::parseCsv(decoded->first, name, opts);
                    if (t) {
                        whole = std::move(*t);
                        whole.encoding = decoded->second;
                    } else {
                        wholeError = t.error().detail;
                    }
                }
                // in pieces
                io::CsvTable streamed;
                std::vector<io::CsvRow> rows;
                int headers = 0;
                const Status st = io::forEachCsvFileRow(path, std::size_t(1) << 30, opts, streamed,
                    [&](io::CsvTable &) {
                        ++headers;
                        return Status {};
                    },
                    [&](io::CsvRow &row) {
                        rows.push_back(std::move(row));
                        return Status {};
                    });
                const QByteArray label = QByteArray::fromStdString(path);
                QVERIFY2(st.has_value() == wholeError.empty(), label.constData());
                if (!st.has_value()) {
                    QCOMPARE(st.error().detail, wholeError);
                    continue;
                }
                QCOMPARE(headers, 1);
                QCOMPARE(streamed.header, whole.header);
                QCOMPARE(streamed.headerLine, whole.headerLine);
                QCOMPARE(streamed.encoding, whole.encoding);
                QCOMPARE(rows.size(), whole.rows.size());
                for (std::size_t r = 0; r < rows.size(); ++r) {
                    QCOMPARE(rows[r].line, whole.rows[r].line);
                    QCOMPARE(rows[r].fields, whole.rows[r].fields);
                }
                if (c.name == "lf.csv" || c.name == "crlf.csv")
                    QVERIFY(rows.size() > 10000);
            }
        }
        // the size limit refuses with readFileBytes' sentence
        const std::string path = dir + "/lf.csv";
        io::CsvTable t;
        const Status st = io::forEachCsvFileRow(path, 1000, opts, t, {}, [](io::CsvRow &) { return Status {}; });
        QVERIFY(!st.has_value());
        QCOMPARE(st.error().detail, io::readFileBytes(path, 1000).error().detail);
        std::filesystem::remove_all(dir);
    }
    void decodedTextIsAlwaysStrictUtf8()
    {
        // Property over random bytes: whatever decodeText accepts comes back as strict UTF-8.
        stats::Rng rng(11);
        for (int round = 0; round < 3000; ++round) {
            std::string s;
            const auto n = rng.below(64);
            for (std::uint64_t i = 0; i < n; ++i)
                s += static_cast<char>(rng.below(2) ? 'a' + rng.below(3) : 0x80 + rng.below(128));
            auto d = io::decodeText(s, "r.csv");
            if (d)
                QVERIFY(isValidUtf8(d->first));
            else
                QVERIFY(isValidUtf8(d.error().detail));
        }
    }
};

QTEST_APPLESS_MAIN(TestCsv)
#include "tst_csv.moc"

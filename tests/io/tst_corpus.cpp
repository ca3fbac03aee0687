// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The sentence-pair corpus readers and their hygiene report on the real STS-B dev, KorSTS dev/test
// and KLUE-STS dev files (tests/data/sts, byte-identical copies; tests/data/sts/README.md). Every
// number pinned here is a finding of that README (its section and table on the same line), or of
// its hygiene_quote_minimal_corrupted.tsv, which lists each corrupted record.
#include "engine/io/corpus/corpus.h"
#include "engine/io/corpus/hygiene.h"
#include "engine/io/csv.h"
#include "tests/common/readerfuzz.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

using namespace rl;
using namespace rl::io::corpus;

namespace {

std::string stsPath(const std::string &rel) { return test::testDataDir() + "/sts/" + rel; }

std::string readAll(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream o;
    o << in.rdbuf();
    return o.str();
}

struct Loaded {
    std::string text;
    Corpus corpus;
    HygieneReport report;
};

Loaded load(const std::string &rel, CorpusFormat format = CorpusFormat::Auto)
{
    Loaded l;
    l.text = readAll(stsPath(rel));
    auto c = parseCorpus(l.text, rel, format);
    if (!c)
        qFatal("%s", c.error().detail.c_str());
    l.corpus = std::move(*c);
    l.report = hygieneOf(l.corpus, l.text);
    return l;
}

std::vector<std::string> splitOn(const std::string &s, char sep)
{
    std::vector<std::string> out;
    std::size_t start = 0;
    for (;;) {
        const std::size_t at = s.find(sep, start);
        out.push_back(s.substr(start, at == std::string::npos ? std::string::npos : at - start));
        if (at == std::string::npos)
            return out;
        start = at + 1;
    }
}

} // namespace

class TestCorpus : public QObject {
    Q_OBJECT

private slots:
    void formatsAreDetected_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("format");
        QTest::newRow("stsb") << "stsb/sts-dev.csv" << int(CorpusFormat::Stsb);
        QTest::newRow("korsts dev") << "korsts/sts-dev.tsv" << int(CorpusFormat::KorSts);
        QTest::newRow("korsts test") << "korsts/sts-test.tsv" << int(CorpusFormat::KorSts);
        QTest::newRow("klue") << "klue-sts/klue-sts-v1.1_dev.json" << int(CorpusFormat::Klue);
    }
    void formatsAreDetected()
    {
        QFETCH(QString, file);
        QFETCH(int, format);
        QCOMPARE(int(detectCorpusFormat(readAll(stsPath(file.toStdString())))), format);
        QCOMPARE(int(detectCorpusFormat("item_id,sentence1,sentence2,score\na,x,y,1\n")), int(CorpusFormat::Csv));
    }

    void stsbDevReadsEveryPair()
    {
        const auto l = load("stsb/sts-dev.csv");
        QCOMPARE(l.corpus.records.size(), std::size_t(1500)); // README, STS-B dev: 1,500 pairs
        QCOMPARE(l.corpus.physicalLines, 1500);
        std::map<std::string, int> genres;
        std::set<double> distinct;
        int zeros = 0, fifths = 0;
        for (const auto &r : l.corpus.records) {
            ++genres[r.genre];
            distinct.insert(r.score);
            zeros += r.score == 0;
            fifths += std::fabs(r.score * 5 - std::round(r.score * 5)) < 1e-9;
        }
        QCOMPARE(genres["main-captions"], 625); // README: captions 625, forum 375, news 500
        QCOMPARE(genres["main-forums"], 375);
        QCOMPARE(genres["main-news"], 500);
        QCOMPARE(int(distinct.size()), 78);     // README: 78 distinct values
        QCOMPARE(zeros, 139);                   // README: 139 exact zeros
        QCOMPARE(fifths, 1329);                 // README: 1,329 of the 1,500 are multiples of 0.2
        // id alone is not unique: 0497 is in MSRpar/2012test and MSRpar/2012train (README).
        int with0497 = 0;
        for (const auto &r : l.corpus.records)
            with0497 += r.key.size() >= 4 && r.key.compare(r.key.size() - 5, 5, "/0497") == 0;
        QCOMPARE(with0497, 2);
        // Lines 1479-1500 carry two license fields (9 fields) and still read (README).
        QCOMPARE(l.corpus.records[1478].line, 1479);
        QCOMPARE(l.corpus.records[1478].genre, std::string("main-news"));
        QVERIFY(l.corpus.records[1478].key.rfind("headlines/2016/", 0) == 0);
        QCOMPARE(l.corpus.records[0].scoreText, std::string("5.000"));
    }

    void korstsCopiesStsbScoresAndKeys()
    {
        const auto stsb = load("stsb/sts-dev.csv");
        const auto dev = load("korsts/sts-dev.tsv");
        const auto test = load("korsts/sts-test.tsv");
        QCOMPARE(dev.corpus.records.size(), std::size_t(1500)); // README: 1,500 (dev) rows
        QCOMPARE(test.corpus.records.size(), std::size_t(1379)); // and 1,379 (test)
        QVERIFY(dev.text.back() != '\n');                        // no final newline
        QCOMPARE(dev.corpus.physicalLines, 1501);                // header + 1,500 rows
        QCOMPARE(dev.corpus.records.front().line, 2);            // data row i is line i+1
        int same = 0;
        for (std::size_t i = 0; i < 1500; ++i)
            same += dev.corpus.records[i].key == stsb.corpus.records[i].key
                && dev.corpus.records[i].scoreText == stsb.corpus.records[i].scoreText;
        QCOMPARE(same, 1500); // README: keys and score strings identical to STS-B dev, 1,500/1,500
        int zeros = 0, fifths = 0;
        std::set<double> distinct;
        for (const auto &r : test.corpus.records) {
            zeros += r.score == 0;
            fifths += std::fabs(r.score * 5 - std::round(r.score * 5)) < 1e-9;
            distinct.insert(r.score);
        }
        QCOMPARE(zeros, 112);                 // README: test 112 exact zeros
        QCOMPARE(fifths, 1211);               // README: 1,211/1,379 multiples of 0.2
        QCOMPARE(int(distinct.size()), 70);   // README: 70 distinct scores
    }

    void klueHasFiveToSevenRaters()
    {
        const auto l = load("klue-sts/klue-sts-v1.1_dev.json");
        QCOMPARE(l.corpus.records.size(), std::size_t(519)); // README: 519 objects
        std::map<std::size_t, int> raters;
        std::set<std::string> ids;
        std::map<std::string, int> sources;
        int zeros = 0, positives = 0;
        for (const auto &r : l.corpus.records) {
            ++raters[r.raterScores.size()];
            ids.insert(r.raterIds.begin(), r.raterIds.end());
            ++sources[r.genre];
            zeros += r.score == 0;
            positives += r.score >= 3.0;
        }
        QCOMPARE(raters[5], 72);  // README: raters per item 5, 6 or 7 (72 / 227 / 220)
        QCOMPARE(raters[6], 227);
        QCOMPARE(raters[7], 220);
        QCOMPARE(int(ids.size()), 17); // README: 17 distinct ids
        QCOMPARE(zeros, 11);           // README: 11 items have real-label 0.0
        QCOMPARE(positives, 220);      // README: binary-label 1 <=> real-label >= 3.0 (220 positives)
        QCOMPARE(sources["airbnb-sampled"], 148); // README: sources
        QCOMPARE(sources["policy-rtt"], 74);
        QCOMPARE(l.report.raterLabelMismatch.count, std::size_t(0)); // README: real-label = mean(annotations) on all 519
        QCOMPARE(l.corpus.records.front().key, std::string("klue-sts-v1_dev_00000"));
        QVERIFY(l.corpus.records[1].line > l.corpus.records[0].line);
    }

    // README table A, one row per file and reader.
    void hygieneTableA_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("records");
        QTest::addColumn<int>("quoteFields");
        QTest::addColumn<int>("naiveRecords");
        QTest::addColumn<int>("corrupted");
        QTest::addColumn<int>("swallowed");
        QTest::addColumn<int>("quoteOnly");
        QTest::addColumn<int>("naiveEmpty");
        QTest::addColumn<int>("naiveLong");
        QTest::addColumn<double>("naiveMedian");
        QTest::addColumn<int>("naiveMax");
        QTest::addColumn<double>("median");
        QTest::addColumn<int>("max");
        //                                                                 rec  "   naive corr swal qonly empty long med  max   med  max
        QTest::newRow("stsb dev") << "stsb/sts-dev.csv" << 1500 << 57 << 1470 << 8 << 30 << 30 << 2 << 4 << 54.0 << 2361 << 55.0 << 200;
        QTest::newRow("korsts dev") << "korsts/sts-dev.tsv" << 1500 << 70 << 1471 << 9 << 29 << 39 << 1 << 6 << 29.0 << 1007 << 29.0 << 114;
        QTest::newRow("korsts test") << "korsts/sts-test.tsv" << 1379 << 37 << 1379 << 3 << 0 << 26 << 3 << 0 << 24.0 << 160 << 24.0 << 100;
        QTest::newRow("klue dev") << "klue-sts/klue-sts-v1.1_dev.json" << 519 << 0 << 519 << 0 << 0 << 0 << 0 << 0 << 28.0 << 113 << 28.0 << 113;
    }
    void hygieneTableA()
    {
        QFETCH(QString, file);
        QFETCH(int, records);
        QFETCH(int, quoteFields);
        QFETCH(int, naiveRecords);
        QFETCH(int, corrupted);
        QFETCH(int, swallowed);
        QFETCH(int, quoteOnly);
        QFETCH(int, naiveEmpty);
        QFETCH(int, naiveLong);
        QFETCH(double, naiveMedian);
        QFETCH(int, naiveMax);
        QFETCH(double, median);
        QFETCH(int, max);
        const auto l = load(file.toStdString());
        const auto &r = l.report;
        QCOMPARE(int(r.records), records);                          // README table A, unquoted reading
        QCOMPARE(int(r.quoteRiskFields.count), quoteFields);        // fields starting with "
        QCOMPARE(int(r.sentences.empty.count), 0);                  // no empty sentence when read correctly
        QCOMPARE(int(r.sentences.overlong.count), 0);
        QCOMPARE(r.sentences.medianLength, median);
        QCOMPARE(int(r.sentences.maxLength), max);
        QCOMPARE(int(r.naiveRecords), naiveRecords);                // README table A, QUOTE_MINIMAL
        QCOMPARE(int(r.naiveCorrupted.count), corrupted);
        QCOMPARE(int(r.naiveSwallowed.count), swallowed);
        QCOMPARE(int(r.naiveQuoteOnly.count), quoteOnly);
        QCOMPARE(int(r.naiveSentences.empty.count), naiveEmpty);
        QCOMPARE(int(r.naiveSentences.overlong.count), naiveLong);
        QCOMPARE(r.naiveSentences.medianLength, naiveMedian);
        QCOMPARE(int(r.naiveSentences.maxLength), naiveMax);
        QCOMPARE(int(r.naiveRecords + r.naiveSwallowed.count), records); // every record is either read or swallowed
    }

    void stsbMinLengthIsTwelve()
    {
        const auto l = load("stsb/sts-dev.csv");
        std::size_t shortest = 1000;
        for (const auto &r : l.corpus.records)
            shortest = std::min({shortest, codePoints(r.sentence1), codePoints(r.sentence2)});
        QCOMPARE(int(shortest), 12); // README: min 12
    }

    // Every corrupted record of hygiene_quote_minimal_corrupted.tsv (README table B and its KorSTS paragraphs).
    void corruptedRecordsMatchTheList()
    {
        const std::string list = readAll(stsPath("hygiene_quote_minimal_corrupted.tsv"));
        std::map<std::string, Loaded> files;
        files["stsb_dev"] = load("stsb/sts-dev.csv");
        files["korsts_dev"] = load("korsts/sts-dev.tsv");
        files["korsts_test"] = load("korsts/sts-test.tsv");
        std::map<std::string, std::size_t> seen;
        int rows = 0;
        for (const auto &line : splitOn(list, '\n')) {
            if (line.empty() || line.rfind("file\t", 0) == 0)
                continue;
            const auto f = splitOn(line, '\t');
            QCOMPARE(f.size(), std::size_t(13));
            const auto &rep = files.at(f[0]).report;
            const std::size_t k = seen[f[0]]++;
            QVERIFY2(k < rep.corruptions.size(), line.c_str());
            const auto &c = rep.corruptions[k];
            QCOMPARE(c.firstLine, std::stoi(f[2]));
            QCOMPARE(c.lastLine, std::stoi(f[3]));
            QCOMPARE(int(c.swallowedKeys.size()), std::stoi(f[4]));
            QCOMPARE(c.key, f[5].substr(f[5].find('/') + 1)); // genre/filename/year/id -> filename/year/id
            QCOMPARE(int(c.s1LenTrue), std::stoi(f[7]));
            QCOMPARE(int(c.s2LenTrue), std::stoi(f[8]));
            QVERIFY(c.s1LenParsed.has_value());
            QCOMPARE(int(*c.s1LenParsed), std::stoi(f[9]));
            QCOMPARE(c.s2LenParsed.has_value(), !f[10].empty()); // empty s2_len_parsed: the field is absent
            if (c.s2LenParsed)
                QCOMPARE(int(*c.s2LenParsed), std::stoi(f[10]));
            QCOMPARE(int(c.fieldsParsed), std::stoi(f[11]));
            const auto swallowed = f[12].empty() ? std::vector<std::string>() : splitOn(f[12], ' ');
            QCOMPARE(c.swallowedKeys, swallowed);
            ++rows;
        }
        QCOMPARE(rows, 8 + 9 + 3);
        for (const auto &[name, l] : files)
            QCOMPARE(seen[name], l.report.corruptions.size());
        // README table B: the length rule catches only 4 of the 8 STS-B corruptions.
        const auto &stsb = files["stsb_dev"].report;
        int caught = 0;
        for (const auto &c : stsb.corruptions)
            caught += std::find(stsb.naiveSentences.overlong.lines.begin(), stsb.naiveSentences.overlong.lines.end(), c.firstLine)
                != stsb.naiveSentences.overlong.lines.end();
        QCOMPARE(caught, 4);
    }

    // README table C.
    void duplicatesTableC_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("groups");
        QTest::addColumn<int>("diff");
        QTest::addColumn<int>("swapped");
        QTest::addColumn<int>("swappedDiff");
        QTest::addColumn<int>("identical");
        QTest::newRow("stsb dev") << "stsb/sts-dev.csv" << 2 << 0 << 1 << 0 << 0;
        QTest::newRow("korsts dev") << "korsts/sts-dev.tsv" << 3 << 1 << 2 << 1 << 5;
        QTest::newRow("korsts test") << "korsts/sts-test.tsv" << 2 << 1 << 1 << 1 << 8;
        QTest::newRow("klue dev") << "klue-sts/klue-sts-v1.1_dev.json" << 0 << 0 << 0 << 0 << 0;
    }
    void duplicatesTableC()
    {
        QFETCH(QString, file);
        QFETCH(int, groups);
        QFETCH(int, diff);
        QFETCH(int, swapped);
        QFETCH(int, swappedDiff);
        QFETCH(int, identical);
        const auto r = load(file.toStdString()).report;
        QCOMPARE(int(r.duplicates.size()), groups);   // README table C: exact (s1,s2) duplicate groups
        QCOMPARE(int(r.dupDiffScore.size()), diff);   // ... with different scores
        QCOMPARE(int(r.swapped.size()), swapped);     // swapped-order duplicates
        QCOMPARE(int(r.swappedDiffScore), swappedDiff);
        QCOMPARE(int(r.identicalPairs.count), identical); // identical s1 = s2
    }

    void translationCollisionsNameTheirLines()
    {
        const auto dev = load("korsts/sts-dev.tsv").report;
        QCOMPARE(dev.dupDiffScore.size(), std::size_t(1));
        QCOMPARE(dev.dupDiffScore[0].lines, (std::vector<int> {35, 154})); // README C: line 35 0206 5.000 vs line 154 0175 4.857
        QCOMPARE(dev.dupDiffScore[0].keys, (std::vector<std::string> {"MSRvid/2012test/0206", "MSRvid/2012train/0175"}));
        QCOMPARE(dev.dupDiffScore[0].scores, (std::vector<double> {5.0, 4.857}));
        const auto test = load("korsts/sts-test.tsv").report;
        QCOMPARE(test.dupDiffScore.size(), std::size_t(1));
        QCOMPARE(test.dupDiffScore[0].lines, (std::vector<int> {10, 129})); // README C: line 10 0092 2.200 vs line 129 0007 2.750
        QCOMPARE(test.dupDiffScore[0].scores, (std::vector<double> {2.2, 2.75}));
        const auto stsb = load("stsb/sts-dev.csv").report;
        QCOMPARE(stsb.swapped.size(), std::size_t(1)); // README C: MSRvid/2012train/0186 <-> 0187 (1.200 both)
        QCOMPARE(stsb.swapped[0].keys, (std::vector<std::string> {"MSRvid/2012train/0186", "MSRvid/2012train/0187"}));
    }

    // README "How to read": the KorSTS test corruptions lose sentence2 into sentence1 on one line.
    void korstsTestLosesSentence2OnTheSameLine()
    {
        const auto r = load("korsts/sts-test.tsv").report;
        QCOMPARE(r.naiveCorrupted.lines, (std::vector<int> {991, 1053, 1071})); // README B, KorSTS test
        QCOMPARE(r.naiveCorrupted.keys, (std::vector<std::string> {"MSRpar/2012test/0639", "MSRpar/2012train/0311", "MSRpar/2012train/0384"}));
        for (const auto &c : r.corruptions)
            QVERIFY(!c.s2LenParsed); // pandas gives 3 NaN sentence2
    }

    // The emulation of Python's csv.reader on small cases (expected records from CPython 3.11,
    // `list(csv.reader(io.StringIO(text, newline=''), delimiter='\t'))`).
    void pythonReaderEmulation_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("records"); // fields joined by '|'
        QTest::newRow("plain") << "a\tb\nc\td\n" << QStringList {"a|b", "c|d"};
        QTest::newRow("quoted tab") << "\"a\tb\"\tc\n" << QStringList {"a\tb|c"};
        QTest::newRow("after close quote") << "\"a\"b\tc\n" << QStringList {"ab|c"};
        QTest::newRow("doubled quote") << "\"a\"\"b\"\tc\n" << QStringList {"a\"b|c"};
        QTest::newRow("inner quote is plain") << "a\"b\tc\n" << QStringList {"a\"b|c"};
        QTest::newRow("spans lines") << "\"a\nb\"\tc\nd\n" << QStringList {"a\nb|c", "d"};
        QTest::newRow("unterminated") << "\"a\nb\n" << QStringList {"a\nb\n"};
        QTest::newRow("empty line") << "a\n\nb\n" << QStringList {"a", "", "b"};
        QTest::newRow("no final newline") << "a\tb" << QStringList {"a|b"};
        QTest::newRow("crlf") << "a\tb\r\nc\r\n" << QStringList {"a|b", "c"};
        QTest::newRow("trailing tab") << "a\t\n" << QStringList {"a|"};
    }
    void pythonReaderEmulation()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, records);
        const auto got = pythonCsvRead(text.toStdString(), '\t');
        QStringList joined;
        for (const auto &r : got) {
            QStringList f;
            for (const auto &x : r.fields)
                f << QString::fromStdString(x);
            joined << f.join('|');
        }
        QCOMPARE(joined, records);
    }

    // A grade column made from KorSTS test with Python's round() (half to even) and 0 -> 1, with one row broken.
    void gradeRuleIsFound()
    {
        const auto test = load("korsts/sts-test.tsv");
        std::string csv = "item_id,sentence1,sentence2,score,grade\n";
        int broken = 0;
        for (std::size_t i = 0; i < test.corpus.records.size(); ++i) {
            const auto &r = test.corpus.records[i];
            double g = std::nearbyint(r.score); // Python round(): ties to even
            if (g == 0)
                g = 1;
            if (i == 100) {
                g = g == 5 ? 4 : g + 1;
                broken = static_cast<int>(i) + 2; // data row i is line i+2 (header on line 1)
            }
            csv += io::csvField(r.key) + "," + io::csvField(r.sentence1) + "," + io::csvField(r.sentence2) + "," + r.scoreText
                + "," + std::to_string(int(g)) + "\n";
        }
        auto c = parseCorpus(csv, "graded.csv", CorpusFormat::Auto);
        QVERIFY2(c, c ? "" : c.error().detail.c_str());
        QVERIFY(c->hasGrade);
        const auto r = hygieneOf(*c, csv);
        QCOMPARE(r.gradeRules.size(), std::size_t(6));
        QVERIFY(r.bestGradeRule >= 0);
        const auto &best = r.gradeRules[static_cast<std::size_t>(r.bestGradeRule)];
        QCOMPARE(best.rule, GradeRule::HalfToEven);
        QVERIFY(best.clampZeroToOne);
        QCOMPARE(best.mismatches.lines, std::vector<int> {broken});
        for (const auto &g : r.gradeRules)
            if (g.rule == GradeRule::HalfUp && g.clampZeroToOne)
                QCOMPARE(int(g.mismatches.count), 15 + 1); // half-up raises 15 pairs (2.5 x 9, 4.5 x 6), + the broken row
            else if (g.rule == GradeRule::HalfToEven && !g.clampZeroToOne)
                QVERIFY(g.mismatches.count >= 112); // README D: 112 zero scores become grade 0
        const auto json = hygieneJson(r);
        QCOMPARE(json["grade"]["best"]["rule"].get<std::string>(), std::string("half-to-even"));
    }

    void hygieneJsonHasTheContractFields()
    {
        const auto j = hygieneJson(load("stsb/sts-dev.csv").report);
        for (const char *k : {"records", "quote_risk_fields", "naive_records", "naive_corrupted", "naive_swallowed", "dup_diff_score",
                              "empty_sentences", "long_sentences", "grade"})
            QVERIFY2(j.contains(k), k);
        QCOMPARE(j["records"]["count"].get<int>(), 1500);
        QCOMPARE(j["naive_corrupted"]["lines"].size(), std::size_t(8));
        QCOMPARE(j["naive_corrupted"]["keys"][0].get<std::string>(), std::string("answers-forums/2015/0756")); // README B
        QCOMPARE(j["naive_swallowed"]["keys"][0].get<std::string>(), std::string("answers-forums/2015/0782"));
        QCOMPARE(j["naive_swallowed"]["lines"][0].get<int>(), 766);
    }

    // Hostile files are rejected whole, naming file:line:column.
    void hostileCorporaAreRejected_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("where");
        const std::string stsb = readAll(stsPath("stsb/sts-dev.csv"));
        const auto lines = splitOn(stsb, '\n');
        auto join = [&](std::vector<std::string> l) {
            std::string out;
            for (std::size_t i = 0; i < l.size(); ++i)
                out += l[i] + (i + 1 < l.size() ? "\n" : "");
            return QByteArray::fromStdString(out);
        };
        auto edited = lines;
        edited[9] = edited[9].substr(0, 20) + "\xC3\x28" + edited[9].substr(20);
        QTest::newRow("bad utf-8") << join(edited) << int(CorpusFormat::Stsb) << "h.tsv:10:21: invalid UTF-8";
        edited = lines;
        edited[11] += "\textra";
        QTest::newRow("8 fields") << join(edited) << int(CorpusFormat::Stsb) << "h.tsv:12:1: 8 TAB-separated fields";
        edited = lines;
        edited[4] = "main-news\tx\t2012\t0001\t3.0\tonly one sentence";
        QTest::newRow("6 fields") << join(edited) << int(CorpusFormat::Stsb) << "h.tsv:5:1: 6 TAB-separated fields";
        edited = lines;
        edited[2] = "main-news\tx\t2012\t0001\t3.0\t" + std::string(70000, 'a') + "\tb";
        QTest::newRow("huge field") << join(edited) << int(CorpusFormat::Stsb) << "h.tsv:3:27: sentence1 has 70000 bytes";
        edited = lines;
        edited[6] = "main-news\tx\t2012\t0001\t7.5\ta\tb";
        QTest::newRow("score off scale") << join(edited) << int(CorpusFormat::Stsb) << "h.tsv:7:23: score 7.5 is off the scale";
        edited = lines;
        edited[7] = edited[3];
        QTest::newRow("duplicate key") << join(edited) << int(CorpusFormat::Stsb) << "h.tsv:8:";
        QTest::newRow("korsts without header") << join(lines) << int(CorpusFormat::KorSts) << "h.tsv:1:1: not the KorSTS header";
        QTest::newRow("nul") << QByteArray("a\tb\tc\td\t1\te\x00\tf\n", 15) << int(CorpusFormat::Stsb) << "h.tsv:1:12: NUL byte";
        QTest::newRow("json syntax") << QByteArray("[{\"guid\": \"a\",\n \"source\": }]") << int(CorpusFormat::Klue) << "h.tsv:2:";
        QTest::newRow("json rater count") << QByteArray(R"([{"guid":"a","source":"s","sentence1":"x","sentence2":"y",
 "labels":{"real-label":2.0},"annotations":{"annotators":["01","02"],"annotations":[2]}}])")
                                          << int(CorpusFormat::Klue) << "h.tsv:2:";
        // A NUL escaped in KLUE's JSON was imported, and its export (a text file) could not be read back.
        QTest::newRow("json NUL") << QByteArray(R"([{"guid":"a","source":"s",
 "sentence1":"x\u0000y","sentence2":"y","labels":{"real-label":2.0},"annotations":{"annotators":["01"],"annotations":[2]}}])")
                                  << int(CorpusFormat::Klue) << "h.tsv:2:2: 'sentence1' holds a NUL character";
        QTest::newRow("csv missing column") << QByteArray("item_id,text_a,sentence2,score\na,b,c,1\n") << int(CorpusFormat::Csv)
                                            << "h.tsv:1: missing column 'sentence1'";
        QTest::newRow("csv quote swallows rows") << QByteArray("item_id,sentence1,sentence2,score\na,\"b,c,1\nd,e,f,2\n") << int(CorpusFormat::Csv)
                                                 << "h.tsv:2:";
    }
    void hostileCorporaAreRejected()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, format);
        QFETCH(QString, where);
        auto c = parseCorpus(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), "h.tsv", CorpusFormat(format));
        QVERIFY(!c);
        QVERIFY2(QString::fromStdString(c.error().detail).startsWith(where), c.error().detail.c_str());
    }

    // The same STS-B dev with a BOM, CRLF line ends and blank lines at the end reads the same.
    void bomCrlfAndBlankLinesAtTheEnd()
    {
        const std::string lf = readAll(stsPath("stsb/sts-dev.csv"));
        std::string crlf = "\xEF\xBB\xBF";
        for (char ch : lf)
            crlf += ch == '\n' ? std::string("\r\n") : std::string(1, ch);
        crlf += "\r\n\r\n";
        QCOMPARE(detectCorpusFormat(crlf), CorpusFormat::Stsb);
        auto c = parseCorpus(crlf, "crlf.tsv", CorpusFormat::Auto);
        QVERIFY2(c, c ? "" : c.error().detail.c_str());
        QCOMPARE(c->records.size(), std::size_t(1500));
        QCOMPARE(c->records.front().genre, std::string("main-captions"));
        const auto plain = load("stsb/sts-dev.csv");
        for (std::size_t i = 0; i < 1500; i += 7) // no CR left in any field
            QCOMPARE(c->records[i].sentence2, plain.corpus.records[i].sentence2);
        QCOMPARE(c->records.back().sentence2, plain.corpus.records.back().sentence2);
        const auto r = hygieneOf(*c, crlf);
        QCOMPARE(int(r.quoteRiskFields.count), 57); // README table A, as for the LF file
        QCOMPARE(int(r.naiveRecords), 1470);
        QCOMPARE(int(r.naiveCorrupted.count), 8);
        QCOMPARE(int(r.naiveSwallowed.count), 30);
    }

    // A TSV through --map in CP949 (Korean Excel) is decoded for the reading and the hygiene alike.
    void cp949TsvIsDecoded()
    {
        // "\xC7\xD1\xB1\xDB" is 한글 in CP949.
        const std::string tsv = "item_id\tsentence1\tsentence2\tscore\na\t\xC7\xD1\xB1\xDB\t\"x\t1\nb\tc\td\t2\n";
        auto c = parseCorpus(tsv, "k.tsv", CorpusFormat::Csv);
        QVERIFY2(c, c ? "" : c.error().detail.c_str());
        QCOMPARE(c->records[0].sentence1, std::string("\xED\x95\x9C\xEA\xB8\x80"));
        const auto r = hygieneOf(*c, tsv);
        QCOMPARE(r.sentences.maxLength, std::size_t(2));
        QCOMPARE(int(r.quoteRiskFields.count), 1);
        QCOMPARE(r.naiveSwallowed.lines, std::vector<int> {3}); // the opening quote of line 2 swallows line 3
    }

    // Seeded hostile mutations of each format (tests/common/readerfuzz.h): the reader accepts, or
    // refuses with a bounded, valid UTF-8 message naming the source; the hygiene report of what it
    // accepts never fails.
    void hostileMutationsAreRefusedCleanly_data()
    {
        QTest::addColumn<QByteArray>("seedText");
        const std::string stsb = readAll(stsPath("stsb/sts-dev.csv"));
        QTest::newRow("stsb") << QByteArray::fromStdString(stsb.substr(0, stsb.find("\n", 6000) + 1));
        const std::string kor = readAll(stsPath("korsts/sts-dev.tsv"));
        QTest::newRow("korsts") << QByteArray::fromStdString(kor.substr(0, kor.find("\n", 4000) + 1));
        const std::string klue = readAll(stsPath("klue-sts/klue-sts-v1.1_dev.json"));
        const auto all = nlohmann::json::parse(klue);
        QTest::newRow("klue") << QByteArray::fromStdString(nlohmann::json::array({all[0], all[1], all[2]}).dump(2));
        QTest::newRow("csv") << QByteArray("item_id,sentence1,sentence2,score,rater_sd,grade\na,\"x, y\",z,3.2,0.4,3\nb,u,v,0,,1\n");
    }
    void hostileMutationsAreRefusedCleanly()
    {
        QFETCH(QByteArray, seedText);
        const std::string base = seedText.toStdString();
        QVERIFY2(parseCorpus(base, "fuzz", CorpusFormat::Auto), "the unmutated text must read");
        stats::Rng rng(20261201);
        int accepted = 0, refused = 0;
        for (int i = 0; i < 300; ++i) {
            const std::string text = test::mutate(base, rng);
            auto c = parseCorpus(text, "fuzz", CorpusFormat::Auto);
            if (c) {
                ++accepted;
                const auto r = hygieneOf(*c, text);
                QVERIFY(r.records == c->records.size());
                (void)hygieneJson(r).dump(); // valid UTF-8 throughout, or dump() would throw
                continue;
            }
            ++refused;
            const std::string &m = c.error().detail;
            QVERIFY2(m.rfind("fuzz", 0) == 0, m.c_str());
            QVERIFY2(isValidUtf8(m), m.c_str());
            QVERIFY2(m.size() < 1000, m.c_str());
        }
        QVERIFY(refused > 0); // the mutations do reach the checks
        QVERIFY(accepted + refused == 300);
    }

    void mapRenamesCsvColumns()
    {
        const std::string csv = "id\ts1\ts2\tgold\tsd\nx1\tA \"quoted\tB\t4.2\t0.4\nx2\tC\tD\t0\t\n";
        auto c = parseCorpus(csv, "m.tsv", CorpusFormat::Csv,
            {{"id", "item_id"}, {"s1", "sentence1"}, {"s2", "sentence2"}, {"gold", "score"}, {"sd", "rater_sd"}});
        QVERIFY2(c, c ? "" : c.error().detail.c_str());
        QCOMPARE(c->records.size(), std::size_t(2));
        QCOMPARE(c->records[0].sentence1, std::string("A \"quoted")); // a TSV never quotes
        QCOMPARE(c->records[0].raterSd, 0.4);
        QVERIFY(std::isnan(c->records[1].raterSd));
        QVERIFY(c->hasRaterSd);
        auto native = parseCorpus(readAll(stsPath("stsb/sts-dev.csv")), "s", CorpusFormat::Stsb, {{"a", "b"}});
        QVERIFY(!native); // the native formats have fixed columns
    }
};

QTEST_GUILESS_MAIN(TestCorpus)
#include "tst_corpus.moc"

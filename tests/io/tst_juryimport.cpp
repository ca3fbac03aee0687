// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Corpora and judge answers into a jury study (engine/io/corpus/corpusimport.h), laid out as
// engine/analysis/jury/jurydata.h documents; bad files change nothing (the project file stays
// byte-identical); and the synthetic jury demo built from the real corpora.
#include "engine/demo/jurydemo.h"
#include "engine/io/corpus/corpusimport.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <chrono>
#include <filesystem>
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

void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream out(path, std::ios::binary);
    out << text;
}

int ratingsOf(const study::Study &s, const char *dimension)
{
    const int d = s.findDimension(dimension);
    return static_cast<int>(std::count_if(s.ratings.begin(), s.ratings.end(), [&](const study::Rating &r) { return r.dimension == d; }));
}

} // namespace

class TestJuryImport : public QObject {
    Q_OBJECT
    std::string m_dir;
    std::string m_project;

    std::string m_twoCorpora; // built once in initTestCase

    /// A fresh copy of a project holding STS-B dev and KLUE-STS dev.
    void twoCorpora()
    {
        m_dir = test::tempDir();
        m_project = m_dir + "/jury.raterlab";
        std::filesystem::copy_file(m_twoCorpora, m_project);
    }

    /// Import `text` as `kind` and require an error starting with `where`; the project file must not change.
    void expectRejected(const std::string &name, const std::string &text, bool judgments, const std::string &corpus,
                        const std::string &where)
    {
        const std::string file = m_dir + "/" + name;
        writeFile(file, text);
        const std::string before = readAll(m_project);
        {
            auto p = storage::Project::open(m_project);
            QVERIFY(p);
            Status st;
            if (judgments) {
                auto r = importJudgmentsFile(*p, file, corpus);
                if (!r)
                    st = r.error();
            } else {
                auto r = importCorpusFile(*p, file, corpus, CorpusFormat::Auto);
                if (!r)
                    st = r.error();
            }
            QVERIFY2(!st, name.c_str());
            QVERIFY2(st.error().detail.rfind(where, 0) == 0, st.error().detail.c_str());
        }
        QVERIFY(readAll(m_project) == before); // byte-identical: nothing was written
    }

private slots:
    void initTestCase()
    {
        m_twoCorpora = test::tempDir() + "/two.raterlab";
        auto p = storage::Project::open(m_twoCorpora, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p);
        auto a = importCorpusFile(*p, stsPath("stsb/sts-dev.csv"), "stsb", CorpusFormat::Auto);
        QVERIFY2(a, a ? "" : a.error().detail.c_str());
        auto b = importCorpusFile(*p, stsPath("klue-sts/klue-sts-v1.1_dev.json"), "klue", CorpusFormat::Auto);
        QVERIFY2(b, b ? "" : b.error().detail.c_str());
    }

    void corporaBecomeAJuryStudy()
    {
        twoCorpora();
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        auto c = importCorpusFile(*p, stsPath("korsts/sts-dev.tsv"), "korsts", CorpusFormat::KorSts);
        QVERIFY2(c, c ? "" : c.error().detail.c_str());
        QCOMPARE(c->hygiene.naiveSwallowed.count, std::size_t(29)); // README table A, KorSTS dev QUOTE_MINIMAL
        auto s = p->loadStudy();
        QVERIFY(s);
        QCOMPARE(s->protocol.kind, study::StudyKind::Jury);
        QCOMPARE(s->protocol.itemKind, study::ItemKind::TextPair);
        QCOMPARE(s->items.size(), std::size_t(1500 + 519 + 1500));
        const int cf = s->findFactor(jury::kCorpusFactor);
        QVERIFY(cf >= 0);
        QCOMPARE(s->factors[static_cast<std::size_t>(cf)].levels, (std::vector<std::string> {"stsb", "klue", "korsts"}));
        // Keys "<corpus>:<native key>", text pairs with both sentences.
        const auto &first = s->items.front();
        QVERIFY(first.key.rfind("stsb:", 0) == 0);
        QCOMPARE(first.kind, study::ItemKind::TextPair);
        QVERIFY(!first.text.empty() && !first.text2.empty());
        QVERIFY(s->findItem("klue:klue-sts-v1_dev_00000") >= 0);
        QVERIFY(s->findItem("stsb:MSRpar/2012test/0497") >= 0 && s->findItem("stsb:MSRpar/2012train/0497") >= 0);
        // Gold raters for STS-B and KorSTS, the 17 per-rater ids of KLUE (README: 17 distinct ids).
        QVERIFY(s->findRater(study::RaterKind::Human, "stsb:gold") >= 0);
        QVERIFY(s->findRater(study::RaterKind::Human, "korsts:gold") >= 0);
        QCOMPARE(int(s->humanRaterCount()), 2 + 17);
        QCOMPARE(ratingsOf(*s, jury::kSimilarity), 1500 + 1500 + 72 * 5 + 227 * 6 + 220 * 7); // README: 72/227/220 items with 5/6/7 raters
        const int sim = s->findDimension(jury::kSimilarity);
        QVERIFY(sim >= 0 && !s->dimensions[static_cast<std::size_t>(sim)].integerValued);
        QCOMPARE(s->dimensions[static_cast<std::size_t>(sim)].scaleMax, 5.0);
        const int score = s->findDimension(jury::kScore);
        QVERIFY(score >= 0 && s->dimensions[static_cast<std::size_t>(score)].integerValued);
        // Attribution stored per corpus.
        auto attribution = p->meta(jury::kAttributionMeta);
        QVERIFY(attribution);
        QVERIFY(attribution->find("stsb: STS Benchmark") != std::string::npos);
        QVERIFY(attribution->find("klue: KLUE-STS") != std::string::npos);
        QVERIFY(attribution->find("korsts: KorSTS") != std::string::npos);
    }

    void corpusNameTwiceIsRefused()
    {
        twoCorpora();
        expectRejected("again.csv", readAll(stsPath("stsb/sts-dev.csv")), false, "stsb", "again.csv: corpus 'stsb' is already in the project");
    }

    void hostileCorporaChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("where");
        std::string stsb = readAll(stsPath("stsb/sts-dev.csv"));
        std::string badUtf8 = stsb;
        badUtf8.insert(badUtf8.find('\n', 1000) + 1 + 3, "\xFF");
        QTest::newRow("bad utf-8") << QByteArray::fromStdString(badUtf8) << "bad.tsv:";
        std::string fields = stsb;
        fields.insert(fields.find('\n', 5000), "\tx");
        QTest::newRow("field count") << QByteArray::fromStdString(fields) << "bad.tsv:";
        std::string huge = stsb;
        const std::size_t tab = huge.rfind('\t', huge.find('\n', 20000));
        huge.insert(tab + 1, std::string(100000, 'x'));
        QTest::newRow("huge field") << QByteArray::fromStdString(huge) << "bad.tsv:";
    }
    void hostileCorporaChangeNothing()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, where);
        twoCorpora();
        expectRejected("bad.tsv", text.toStdString(), false, "fresh", where.toStdString());
    }

    void faceProjectRefusesCorpora()
    {
        m_dir = test::tempDir();
        m_project = m_dir + "/face.raterlab";
        writeFile(m_dir + "/stimuli.csv", "stimulus_id,emotion\ns1,happy\n");
        {
            auto p = storage::Project::open(m_project, storage::Database::Mode::CreateIfMissing);
            QVERIFY(p);
            QVERIFY(io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/stimuli.csv"));
        }
        expectRejected("c.csv", readAll(stsPath("stsb/sts-dev.csv")), false, "stsb", "c.csv: the project holds a face study");
    }

    void judgmentsBecomeJudgeConditions()
    {
        twoCorpora();
        writeFile(m_dir + "/conditions.json",
            R"([{"id": "gpt-4o-mini", "label": "GPT-4o-mini", "provider": "openai", "model": "gpt-4o-mini",
                 "price_input_per_mtok": 0.15, "price_output_per_mtok": 0.6}])");
        writeFile(m_dir + "/judgments.csv",
            "judge,item_id,condition,round,score,rationale,latency_ms,input_tokens,output_tokens\n"
            "gpt-4o-mini,MSRvid/2012test/0000,blind,1,5,\"same event\",650,120,14\n"
            "gpt-4o-mini,MSRvid/2012test/0000,blind,2,4,\"others said 4;\nI agree\",700,400,20\n"
            "gpt-4o-mini,MSRvid/2012test/0000,rubric,1,5,,610,,\n"
            "solar-pro4,MSRvid/2012test/0000,blind,1,4,,,,\n"
            "solar-pro4,MSRvid/2012test/0002,blind,1,,parse failure,,,\n");
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        QVERIFY(io::importFile(*p, io::ImportKind::Conditions, m_dir + "/conditions.json"));
        auto sum = importJudgmentsFile(*p, m_dir + "/judgments.csv", "stsb");
        QVERIFY2(sum, sum ? "" : sum.error().detail.c_str());
        QCOMPARE(sum->conditionsAdded, std::size_t(3));
        QCOMPARE(sum->ratingsAdded, std::size_t(4));
        QCOMPARE(sum->missingValues, std::size_t(1)); // the empty score: counted, not stored
        auto s = p->loadStudy();
        QVERIFY(s);
        const int blind = s->findCondition("gpt-4o-mini.blind");
        QVERIFY(blind >= 0);
        const auto &c = s->conditions[static_cast<std::size_t>(blind)];
        QCOMPARE(c.judge, std::string("gpt-4o-mini"));
        QCOMPARE(c.juryCondition, std::string("blind"));
        QVERIFY(!c.simulated);
        QCOMPARE(c.model, std::string("gpt-4o-mini"));
        QCOMPARE(c.priceInputPerMTok.value_or(-1), 0.15); // copied from the condition named after the judge
        const int solar = s->findCondition("solar-pro4.blind");
        QVERIFY(solar >= 0);
        QCOMPARE(s->conditions[static_cast<std::size_t>(solar)].provider, std::string("openai-compatible"));
        QCOMPARE(s->conditions[static_cast<std::size_t>(solar)].model, std::string("solar-pro4"));
        QVERIFY(!s->conditions[static_cast<std::size_t>(solar)].priceInputPerMTok);
        const int rater = s->raterOfCondition(blind);
        const int item = s->findItem("stsb:MSRvid/2012test/0000");
        std::map<int, double> byRound, rt;
        for (const auto &r : s->ratings)
            if (r.rater == rater && r.item == item) {
                QCOMPARE(r.dimension, s->findDimension(jury::kScore));
                byRound[r.round] = r.value;
                rt[r.round] = r.rtMs;
            }
        QCOMPARE(byRound, (std::map<int, double> {{1, 5.0}, {2, 4.0}}));
        QCOMPARE(rt[2], 700.0);
        auto texts = p->predictionTexts("gpt-4o-mini.blind", "stsb:MSRvid/2012test/0000");
        QVERIFY(texts);
        QCOMPARE(texts->size(), std::size_t(2));
        bool found = false;
        for (const auto &t : *texts)
            found = found || (t.round == 2 && t.rawResponse == "others said 4;\nI agree");
        QVERIFY(found);
    }

    void badJudgmentsChangeNothing_data()
    {
        QTest::addColumn<QString>("rows");
        QTest::addColumn<QString>("corpus");
        QTest::addColumn<QString>("where");
        const QString head = "judge,item_id,condition,round,score\n";
        QTest::newRow("unknown item") << head + "j1,MSRvid/2012test/0000,blind,1,3\nj1,MSRvid/2012tset/0002,blind,1,3\n" << "stsb"
                                      << "j.csv:3:2: unknown item 'MSRvid/2012tset/0002' in corpus 'stsb'; closest: 'MSRvid/2012test/0002'";
        QTest::newRow("unknown item, full key") << head + "j1,stsb:MSRvid/2012test/000,blind,1,3\n" << ""
                                                << "j.csv:2:2: unknown item 'stsb:MSRvid/2012test/000'; closest: 'stsb:MSRvid/2012test/0000'";
        QTest::newRow("score off scale") << head + "j1,MSRvid/2012test/0000,blind,1,6\n" << "stsb" << "j.csv:2:5: score 6 is off the judges' scale";
        QTest::newRow("score not integer") << head + "j1,MSRvid/2012test/0000,blind,1,2.5\n" << "stsb" << "j.csv:2:5: score 2.5 is off";
        QTest::newRow("score not a number") << head + "j1,MSRvid/2012test/0000,blind,1,four\n" << "stsb" << "j.csv:2:5: score 'four' is not a number";
        QTest::newRow("duplicate row") << head + "j1,MSRvid/2012test/0000,blind,1,3\nj1,MSRvid/2012test/0002,blind,1,3\nj1,MSRvid/2012test/0000,blind,1,4\n"
                                       << "stsb" << "j.csv:4:2: judge 'j1' under 'blind' answered 'MSRvid/2012test/0000' twice in round 1 (first at line 2)";
        QTest::newRow("round zero") << head + "j1,MSRvid/2012test/0000,blind,0,3\n" << "stsb" << "j.csv:2:4: round '0'";
        QTest::newRow("plus in judge") << head + "a+b,MSRvid/2012test/0000,blind,1,3\n" << "stsb" << "j.csv:2:1: judge 'a+b' contains '+'";
        QTest::newRow("missing column") << QString("judge,item_id,round,score\nj1,x,1,3\n") << "stsb" << "j.csv:1: missing column 'condition'";
        QTest::newRow("unknown corpus") << head + "j1,x,blind,1,3\n" << "nope" << "j.csv: corpus 'nope' is not in the project";
        QTest::newRow("bad latency") << QString("judge,item_id,condition,round,score,latency_ms\nj1,MSRvid/2012test/0000,blind,1,3,-5\n") << "stsb"
                                     << "j.csv:2:6: latency_ms '-5'";
        QTest::newRow("bad tokens") << QString("judge,item_id,condition,round,score,input_tokens\nj1,MSRvid/2012test/0000,blind,1,3,1.5\n") << "stsb"
                                    << "j.csv:2:6: input_tokens '1.5'";
    }
    void badJudgmentsChangeNothing()
    {
        QFETCH(QString, rows);
        QFETCH(QString, corpus);
        QFETCH(QString, where);
        twoCorpora();
        expectRejected("j.csv", rows.toStdString(), true, corpus.toStdString(), where.toStdString());
    }

    void judgmentsTwiceAreRefused()
    {
        twoCorpora();
        const std::string rows = "judge,item_id,condition,round,score\nj1,klue-sts-v1_dev_00000,blind,1,3\n";
        writeFile(m_dir + "/ok.csv", rows);
        {
            auto p = storage::Project::open(m_project);
            QVERIFY(p);
            QVERIFY(importJudgmentsFile(*p, m_dir + "/ok.csv", "klue"));
        }
        expectRejected("again.csv", rows, true, "klue", "again.csv:2:2: judge 'j1' under 'blind' answered 'klue-sts-v1_dev_00000' twice in round 1 (already in the project)");
    }

    void juryDemoIsFastReproducibleAndSynthetic()
    {
        const auto t0 = std::chrono::steady_clock::now();
        auto a = demo::generateJuryDemo(7);
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        QVERIFY2(a, a ? "" : a.error().detail.c_str());
        QVERIFY2(secs < 2.0, qPrintable(QString::number(secs)));
        const auto &s = a->study;
        QVERIFY(s.synthetic);
        QCOMPARE(s.protocol.kind, study::StudyKind::Jury);
        QCOMPARE(s.items.size(), std::size_t(1500 + 1500 + 519)); // the real dev corpora
        QCOMPARE(s.conditions.size(), std::size_t(13 * 4));
        std::set<std::string> judges;
        std::set<int> rounds;
        for (const auto &c : s.conditions) {
            QVERIFY(c.simulated);
            QVERIFY(c.priceInputPerMTok.has_value());
            judges.insert(c.judge);
        }
        QCOMPARE(judges.size(), std::size_t(13));
        QVERIFY(judges.count("gpt-4o-mini") && judges.count("solar-pro4") && judges.count("llama-3.1-8b"));
        const int score = s.findDimension(jury::kScore);
        std::size_t answers = 0;
        for (const auto &r : s.ratings)
            if (r.dimension == score) {
                ++answers;
                rounds.insert(r.round);
                QVERIFY(r.value >= 1 && r.value <= 5 && r.value == std::floor(r.value));
            }
        QCOMPARE(rounds, (std::set<int> {1, 2, 3}));
        const std::size_t full = 3519 * 13 * (4 + 2);
        QVERIFY(answers < full && answers > full * 99 / 100); // about 0.2% unparseable answers
        QVERIFY(a->attribution.find("CC BY-SA 4.0") != std::string::npos);
        QVERIFY(a->attribution.find("simulated") != std::string::npos);
        auto b = demo::generateJuryDemo(7);
        QVERIFY(b);
        QCOMPARE(b->study.ratings.size(), s.ratings.size());
        bool same = true;
        for (std::size_t i = 0; i < s.ratings.size() && same; ++i)
            same = s.ratings[i].value == b->study.ratings[i].value && test::fuzzyCompare(s.ratings[i].rtMs, b->study.ratings[i].rtMs, 0);
        QVERIFY(same); // same seed, same study
        auto c = demo::generateJuryDemo(8);
        QVERIFY(c);
        bool differs = false;
        for (std::size_t i = 0; i < std::min(s.ratings.size(), c->study.ratings.size()) && !differs; ++i)
            differs = s.ratings[i].value != c->study.ratings[i].value;
        QVERIFY(differs);
    }

    // Judges are noisy monotone functions of the human score: the median judge agrees clearly, the near-constant one barely.
    void juryDemoJudgesArePlausible()
    {
        auto d = demo::generateJuryDemo(42);
        QVERIFY(d);
        const auto &s = d->study;
        const int sim = s.findDimension(jury::kSimilarity), score = s.findDimension(jury::kScore);
        std::vector<double> sum(s.items.size()), n(s.items.size());
        for (const auto &r : s.ratings)
            if (r.dimension == sim) {
                sum[static_cast<std::size_t>(r.item)] += r.value;
                n[static_cast<std::size_t>(r.item)] += 1;
            }
        auto pearson = [&](const std::string &conditionId) {
            const int rater = s.raterOfCondition(s.findCondition(conditionId));
            std::vector<double> x, y;
            for (const auto &r : s.ratings)
                if (r.rater == rater && r.dimension == score && r.round == 1) {
                    x.push_back(sum[static_cast<std::size_t>(r.item)] / n[static_cast<std::size_t>(r.item)]);
                    y.push_back(r.value);
                }
            double mx = 0, my = 0;
            for (std::size_t i = 0; i < x.size(); ++i) {
                mx += x[i];
                my += y[i];
            }
            mx /= double(x.size());
            my /= double(y.size());
            double sxy = 0, sxx = 0, syy = 0;
            for (std::size_t i = 0; i < x.size(); ++i) {
                sxy += (x[i] - mx) * (y[i] - my);
                sxx += (x[i] - mx) * (x[i] - mx);
                syy += (y[i] - my) * (y[i] - my);
            }
            return sxy / std::sqrt(sxx * syy);
        };
        const double good = pearson("gpt-4o-mini.blind");
        const double weak = pearson("llama-3.1-8b.blind");
        QVERIFY2(good > 0.75 && good < 0.95, qPrintable(QString::number(good)));
        QVERIFY2(weak > 0.2 && weak < 0.7, qPrintable(QString::number(weak)));
        QVERIFY(pearson("gpt-4o-mini.rubric") > pearson("gpt-4o-mini.random-anchor")); // anchors hurt (as in the study the demo imitates, docs/methods.md §8)
    }

    void juryDemoProjectStoresAttribution()
    {
        const std::string path = test::tempDir() + "/jury-demo.raterlab";
        QVERIFY(demo::createJuryDemoProject(path, 42));
        auto p = storage::Project::open(path);
        QVERIFY(p);
        auto meta = p->meta(jury::kAttributionMeta);
        QVERIFY(meta && meta->find("KLUE-STS") != std::string::npos);
        auto s = p->loadStudy();
        QVERIFY(s);
        QVERIFY(s->synthetic);
        QCOMPARE(s->protocol.kind, study::StudyKind::Jury);
        QCOMPARE(s->conditions.front().judge, std::string("gemini-2.5-flash"));
        QCOMPARE(s->conditions.front().juryCondition, std::string("blind"));
    }
};

QTEST_GUILESS_MAIN(TestJuryImport)
#include "tst_juryimport.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/exporters.h"
#include "engine/io/importers.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <filesystem>
#include <fstream>

using namespace rl;

namespace {

void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream out(path, std::ios::binary);
    out << text;
}

// A dump of everything a project holds, to prove a failed import changed nothing.
std::string fingerprint(storage::Project &p)
{
    std::string out;
    for (const char *sql : {"SELECT count(*), total(value), total(rt_ms) FROM ratings", "SELECT count(*) FROM items",
                            "SELECT count(*) FROM raters", "SELECT count(*) FROM conditions", "SELECT count(*) FROM dimensions",
                            "SELECT count(*) FROM factor_levels", "SELECT group_concat(key) FROM items"}) {
        auto st = p.database().prepare(sql);
        if (!st || !st->step())
            return "error";
        out += st->columnText(0) + "|" + st->columnText(1) + "|" + st->columnText(2) + ";";
    }
    return out;
}

const char *kStimuli = "stimulus_id,file,race,gender,emotion,identity\n"
                       "s1,,Korean,female,happy,K01\n"
                       "s2,,Korean,female,sad,K01\n"
                       "s3,,Black,male,neutral,B01\n";

} // namespace

class TestImporters : public QObject {
    Q_OBJECT
    std::string m_dir;
    std::string m_project;

    void freshProject()
    {
        m_dir = test::tempDir();
        m_project = m_dir + "/study.raterlab";
        writeFile(m_dir + "/stimuli.csv", kStimuli);
        auto p = storage::Project::open(m_project, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p);
        auto s = io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/stimuli.csv");
        QVERIFY2(s, s ? "" : s.error().detail.c_str());
        QCOMPARE(s->itemsAdded, std::size_t(3));
    }

private slots:
    void init() { freshProject(); }

    void wideAndLongRatings()
    {
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        writeFile(m_dir + "/wide.csv", "rater_id,stimulus_id,valence,arousal,rt_ms\nh1,s1,7,5,1200\nh1,s2,3,4,\nh2,s1,8,6,900.5\n");
        auto w = io::importFile(*p, io::ImportKind::Ratings, m_dir + "/wide.csv");
        QVERIFY2(w, w ? "" : w.error().detail.c_str());
        QCOMPARE(w->ratingsAdded, std::size_t(6));
        QCOMPARE(w->ratersAdded, std::size_t(2));
        writeFile(m_dir + "/long.csv", "rater_id,stimulus_id,dimension,value\nh3,s3,valence,5\nh3,s3,naturalness,9\n");
        auto l = io::importFile(*p, io::ImportKind::Ratings, m_dir + "/long.csv");
        QVERIFY2(l, l ? "" : l.error().detail.c_str());
        auto s = p->loadStudy();
        QVERIFY(s);
        QCOMPARE(s->ratings.size(), std::size_t(8));
        QCOMPARE(s->humanRaterCount(), std::size_t(3));
        // The emotion factor keeps the study's declared label order (happy, sad, ..., neutral).
        const auto &emotion = s->factors[static_cast<std::size_t>(s->findFactor("emotion"))];
        QCOMPARE(emotion.levels, (std::vector<std::string> {"happy", "sad", "neutral"}));
    }

    void columnMapping()
    {
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        writeFile(m_dir + "/lab.csv", "participant,image_id,valence\nh1,s1,7\n");
        auto r = io::importFile(*p, io::ImportKind::Ratings, m_dir + "/lab.csv",
                                {{"participant", "rater_id"}, {"image_id", "stimulus_id"}});
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        QCOMPARE(r->ratingsAdded, std::size_t(1));
    }

    void badInputChangesNothing_data()
    {
        QTest::addColumn<QString>("content");
        QTest::addColumn<QString>("where");  // expected "file:line:column"
        QTest::addColumn<QString>("reason"); // a phrase of the reason
        QTest::newRow("missing column") << "rater,stimulus_id,valence\nh1,s1,5\n" << "bad.csv:1" << "missing column 'rater_id'";
        QTest::newRow("unknown stimulus") << "rater_id,stimulus_id,valence\nh1,s1,5\nh1,zz,5\n" << "bad.csv:3:2"
                                          << "unknown stimulus 'zz'";
        QTest::newRow("off scale") << "rater_id,stimulus_id,valence\nh1,s1,5\nh1,s2,10\n" << "bad.csv:3:3" << "off the scale";
        QTest::newRow("not integral") << "rater_id,stimulus_id,valence\nh1,s1,5.5\n" << "bad.csv:2:3" << "off the scale";
        QTest::newRow("non-numeric") << "rater_id,stimulus_id,valence\nh1,s1,five\n" << "bad.csv:2:3" << "not a number";
        QTest::newRow("duplicate") << "rater_id,stimulus_id,valence\nh1,s1,5\nh2,s1,5\nh1,s1,6\n" << "bad.csv:4:3"
                                   << "twice (first at line 2)";
        QTest::newRow("duplicate long") << "rater_id,stimulus_id,dimension,value\nh1,s1,valence,5\nh1,s1,valence,6\n"
                                        << "bad.csv:3:4" << "twice";
        QTest::newRow("quote swallows rows") << "rater_id,stimulus_id,valence\nh1,\"s1,5\nh2,s1,6\nh3,s1,7\"\n"
                                             << "bad.csv:2:2" << "swallows";
        QTest::newRow("bad rt") << "rater_id,stimulus_id,valence,rt_ms\nh1,s1,5,-3\n" << "bad.csv:2:4" << "rt_ms";
    }
    void badInputChangesNothing()
    {
        QFETCH(QString, content);
        QFETCH(QString, where);
        QFETCH(QString, reason);
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        writeFile(m_dir + "/ok.csv", "rater_id,stimulus_id,valence\nh9,s3,4\n");
        QVERIFY(io::importFile(*p, io::ImportKind::Ratings, m_dir + "/ok.csv"));
        const std::string before = fingerprint(*p);
        writeFile(m_dir + "/bad.csv", content.toStdString());
        auto r = io::importFile(*p, io::ImportKind::Ratings, m_dir + "/bad.csv");
        QVERIFY(!r);
        const QString detail = QString::fromStdString(r.error().detail);
        QVERIFY2(detail.startsWith(where), qPrintable(detail));
        QVERIFY2(detail.contains(reason), qPrintable(detail));
        QCOMPARE(fingerprint(*p), before);
        // And a reopened project agrees.
        auto again = storage::Project::open(m_project);
        QVERIFY(again);
        QCOMPARE(fingerprint(*again), before);
    }

    void missingImageFileRejected()
    {
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        const std::string before = fingerprint(*p);
        writeFile(m_dir + "/st2.csv", "stimulus_id,file,emotion\ns9,faces/nope.png,happy\n");
        auto r = io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/st2.csv");
        QVERIFY(!r);
        QVERIFY2(r.error().detail.rfind("st2.csv:2:2", 0) == 0, r.error().detail.c_str());
        QCOMPARE(fingerprint(*p), before);
    }

    void predictionsAndConditions()
    {
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        writeFile(m_dir + "/conditions.json",
                  "[{\"id\": \"gpt4omini\", \"label\": \"GPT-4o-mini\", \"provider\": \"openai\", \"model\": \"gpt-4o-mini\",\n"
                  "                      \"api_key_env\": \"OPENAI_API_KEY\", \"temperature\": 0, \"seed\": 42, \"image_detail\": \"high\",\n"
                  "                      \"price_input_per_mtok\": 0.15, \"price_output_per_mtok\": 0.6}]");
        auto c = io::importFile(*p, io::ImportKind::Conditions, m_dir + "/conditions.json");
        QVERIFY2(c, c ? "" : c.error().detail.c_str());
        writeFile(m_dir + "/pred.csv", "condition,stimulus_id,emotion,valence,arousal,thinking,raw_response\n"
                                       "gpt4omini,s1,Happy,8,6,\"looks\nhappy\",\"{\"\"emotion\"\": \"\"happy\"\"}\"\n"
                                       "gpt4omini,s2,surprised,3,NA,,\n");
        auto r = io::importFile(*p, io::ImportKind::Predictions, m_dir + "/pred.csv");
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        QCOMPARE(r->invalidLabels, std::size_t(1));
        QCOMPARE(r->missingValues, std::size_t(1));
        auto texts = p->predictionTexts("gpt4omini", "s1");
        QVERIFY(texts);
        QCOMPARE(texts->size(), std::size_t(1));
        QCOMPARE(texts->front().thinking, std::string("looks\nhappy"));
        // Re-importing replaces that condition's predictions instead of duplicating them.
        auto again = io::importFile(*p, io::ImportKind::Predictions, m_dir + "/pred.csv");
        QVERIFY2(again, again ? "" : again.error().detail.c_str());
        auto s = p->loadStudy();
        QVERIFY(s);
        QCOMPARE(s->ratings.size(), std::size_t(5));
    }

    void conditionsRejectUnknownKeysAndKeys()
    {
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        writeFile(m_dir + "/c1.json", "[{\"id\": \"x\", \"provider\": \"openai\", \"model\": \"m\", \"temprature\": 0}]");
        auto r = io::importFile(*p, io::ImportKind::Conditions, m_dir + "/c1.json");
        QVERIFY(!r);
        QVERIFY2(r.error().detail.find("unknown key 'temprature'") != std::string::npos, r.error().detail.c_str());
        writeFile(m_dir + "/c2.json", "[{\"id\": \"x\", \"provider\": \"openai\", \"model\": \"m\", \"api_key\": \"sk-secret\"}]");
        auto k = io::importFile(*p, io::ImportKind::Conditions, m_dir + "/c2.json");
        QVERIFY(!k);
        QVERIFY(k.error().detail.find("sk-secret") == std::string::npos);
        writeFile(m_dir + "/c3.json", "[{\"id\": \"x\", \"provider\": \"acme\", \"model\": \"m\"}]");
        QVERIFY(!io::importFile(*p, io::ImportKind::Conditions, m_dir + "/c3.json"));
    }

    void roundTripIsLossless()
    {
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        writeFile(m_dir + "/r.csv", "rater_id,stimulus_id,valence,arousal,rt_ms\nh1,s1,7,5,1200\nh1,s2,3,4,\nh2,\"s1\",8,6,900.25\n");
        QVERIFY(io::importFile(*p, io::ImportKind::Ratings, m_dir + "/r.csv"));
        writeFile(m_dir + "/c.json", "[{\"id\": \"m1\", \"provider\": \"openai-compatible\", \"model\": \"gemma3:4b\",\n"
                  "                   \"base_url\": \"http://127.0.0.1:8080/v1\", \"temperature\": 0.7, \"samples\": 3, \"repetition_penalty\": 1.1,\n"
                  "                   \"prompts\": {\"stage1\": \"Which emotion? {labels}\"}}]");
        QVERIFY(io::importFile(*p, io::ImportKind::Conditions, m_dir + "/c.json"));
        writeFile(m_dir + "/p.csv", "condition,stimulus_id,emotion,valence,arousal\nm1,s1,happy,8,6\nm1,s3,neutral,5,3\n");
        QVERIFY(io::importFile(*p, io::ImportKind::Predictions, m_dir + "/p.csv"));

        const std::string second = m_dir + "/second.raterlab";
        auto q = storage::Project::open(second, storage::Database::Mode::CreateIfMissing);
        QVERIFY(q);
        for (auto kind : {io::ImportKind::Stimuli, io::ImportKind::Conditions, io::ImportKind::Ratings, io::ImportKind::Predictions}) {
            const std::string file = m_dir + "/export-" + io::importKindName(kind) + (kind == io::ImportKind::Conditions ? ".json" : ".csv");
            QVERIFY(io::exportFile(*p, kind, file));
            auto r = io::importFile(*q, kind, file);
            QVERIFY2(r, r ? "" : r.error().detail.c_str());
        }
        for (auto kind : {io::ImportKind::Stimuli, io::ImportKind::Conditions, io::ImportKind::Ratings, io::ImportKind::Predictions}) {
            auto a = io::exportText(*p, kind);
            auto b = io::exportText(*q, kind);
            QVERIFY(a && b);
            QCOMPARE(*b, *a);
        }
    }

    void newerSchemaRefused()
    {
        {
            auto p = storage::Project::open(m_project);
            QVERIFY(p);
            QVERIFY(p->database().exec("PRAGMA user_version = 999"));
        }
        auto p = storage::Project::open(m_project);
        QVERIFY(!p);
        QCOMPARE(p.error().code, ErrorCode::Schema);
    }

    void foreignSqliteFileRefused()
    {
        const std::string other = m_dir + "/other.sqlite";
        {
            auto db = storage::Database::open(other, storage::Database::Mode::CreateIfMissing);
            QVERIFY(db);
            QVERIFY(db->exec("CREATE TABLE t(x)"));
        }
        auto p = storage::Project::open(other);
        QVERIFY(!p);
        QCOMPARE(p.error().code, ErrorCode::Schema);
    }
};

QTEST_APPLESS_MAIN(TestImporters)
#include "tst_importers.moc"

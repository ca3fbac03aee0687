// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/exporters.h"
#include "tests/common/rawdatabase.h"
#include "engine/io/importers.h"
#include "engine/storage/project.h"
#include "engine/study/conditionjson.h"
#include "tests/common/testutil.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QtTest>
#include <algorithm>
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
        auto rawDb = test::rawDatabase(p);
        auto st = rawDb.prepare(sql);
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

    /// Writes `text` to m_dir/`name` and imports that file into `p` as `kind`.
    Result<io::ImportSummary> importText(storage::Project &p, io::ImportKind kind, const std::string &name,
                                         const std::string &text, const io::ImportOptions &options = {})
    {
        writeFile(m_dir + "/" + name, text);
        return io::importFile(p, kind, m_dir + "/" + name, options);
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

    void everyBadRowOfAFileIsListed()
    {
        // Three bad rows in one file (an unknown stimulus, a value off the scale, a duplicate): one pass lists them
        // all, in file order, each with file:line:column; nothing is written.
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        const std::string before = fingerprint(*p);
        writeFile(m_dir + "/three.csv", "rater_id,stimulus_id,valence\nh1,s1,5\nh1,zz,5\nh1,s2,10\nh2,s2,4\nh1,s1,6\n");
        auto r = io::importFile(*p, io::ImportKind::Ratings, m_dir + "/three.csv");
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::Validation);
        const QStringList lines = QString::fromStdString(r.error().detail).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[0].startsWith(QStringLiteral("three.csv:3:2: ")) && lines[0].contains(QStringLiteral("unknown stimulus 'zz'")),
                 qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(QStringLiteral("three.csv:4:3: ")) && lines[1].contains(QStringLiteral("off the scale")),
                 qPrintable(lines[1]));
        QVERIFY2(lines[2].startsWith(QStringLiteral("three.csv:6:3: ")) && lines[2].contains(QStringLiteral("twice (first at line 2)")),
                 qPrintable(lines[2]));
        QCOMPARE(fingerprint(*p), before);

        // Stimuli and predictions list every bad row too.
        writeFile(m_dir + "/stimuli-bad.csv", "stimulus_id,file,kind\n,,\ns9,,video\ns9,,\n");
        auto st = io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/stimuli-bad.csv");
        QVERIFY(!st);
        QCOMPARE(QString::fromStdString(st.error().detail).split(QLatin1Char('\n')).size(), 3);
        writeFile(m_dir + "/pred-bad.csv", "condition,stimulus_id,valence\n,s1,5\nm1,zz,5\nm1,s2,ten\n");
        auto pr = io::importFile(*p, io::ImportKind::Predictions, m_dir + "/pred-bad.csv");
        QVERIFY(!pr);
        const QStringList predLines = QString::fromStdString(pr.error().detail).split(QLatin1Char('\n'));
        QCOMPARE(predLines.size(), 3);
        QVERIFY(predLines[0].startsWith(QStringLiteral("pred-bad.csv:2:1: ")));
        QVERIFY(predLines[2].startsWith(QStringLiteral("pred-bad.csv:4:3: ")));
        QCOMPARE(fingerprint(*p), before);

        // A file of 250 bad rows lists the first io::kMaxListedErrors and counts the rest.
        std::string many = "rater_id,stimulus_id,valence\n";
        for (int i = 0; i < 250; ++i)
            many += "h1,nope" + std::to_string(i) + ",5\n";
        writeFile(m_dir + "/many.csv", many);
        auto m = io::importFile(*p, io::ImportKind::Ratings, m_dir + "/many.csv");
        QVERIFY(!m);
        const QStringList manyLines = QString::fromStdString(m.error().detail).split(QLatin1Char('\n'));
        QCOMPARE(manyLines.size(), int(io::kMaxListedErrors) + 1);
        QVERIFY(manyLines[int(io::kMaxListedErrors) - 1].startsWith(QStringLiteral("many.csv:101:2: ")));
        QCOMPARE(manyLines.last(), QStringLiteral("... and 150 more errors"));
        QCOMPARE(fingerprint(*p), before);
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

    /// A stimulus CSV decides which path is named, never what is read. Each hostile file is refused
    /// with file:line:column and the reason, and the project is unchanged.
    void hostileStimulusFileRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("reason");
        QTest::newRow("/etc/passwd") << "/etc/passwd" << "lies outside the folder";
        QTest::newRow("/proc/self/environ") << "/proc/self/environ" << "lies outside the folder";
        QTest::newRow("../ outside") << "../outside/secret.png" << "lies outside the folder";
        QTest::newRow("symlink to outside") << "faces/link.png" << "lies outside the folder";
        QTest::newRow("text renamed .png") << "faces/passwd.png" << "is not a PNG, JPEG, WebP or SVG image";
        QTest::newRow("svg with a local reference") << "faces/ref.svg" << "references other files";
    }

    void hostileStimulusFileRefused()
    {
        QFETCH(QString, file);
        QFETCH(QString, reason);
        // The CSV and the project live in different folders; "../outside" leaves both.
        const std::string other = test::tempDir();
        const std::string csvDir = other + "/csv";
        std::filesystem::create_directories(csvDir + "/faces");
        std::filesystem::create_directories(other + "/outside");
        writeFile(other + "/outside/secret.png", std::string("\x89PNG\r\n\x1a\n", 8) + "SECRET");
        writeFile(csvDir + "/faces/passwd.png", "root:x:0:0:root:/root:/bin/bash\n");
        writeFile(csvDir + "/faces/ref.svg", "<svg xmlns='http://www.w3.org/2000/svg'><image href='file:///etc/passwd'/></svg>");
        std::error_code ec;
        std::filesystem::create_symlink(other + "/outside/secret.png", csvDir + "/faces/link.png", ec);
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        const std::string before = fingerprint(*p);
        writeFile(csvDir + "/st.csv", "stimulus_id,file,emotion\nok1,,happy\nbad,\"" + file.toStdString() + "\",sad\n");
        auto r = io::importFile(*p, io::ImportKind::Stimuli, csvDir + "/st.csv");
        QVERIFY(!r);
        const QString detail = QString::fromStdString(r.error().detail);
        QVERIFY2(detail.startsWith("st.csv:3:2: "), qPrintable(detail));
        QVERIFY2(detail.contains(reason), qPrintable(detail));
        QCOMPARE(fingerprint(*p), before);
    }

    void stimulusBytesCopiedByDefault()
    {
        const std::string png = std::string("\x89PNG\r\n\x1a\n", 8) + "pixels";
        std::filesystem::create_directories(m_dir + "/faces");
        writeFile(m_dir + "/faces/a.png", png);
        writeFile(m_dir + "/st3.csv", "stimulus_id,file,emotion\ns1,faces/a.png,happy\n");
        {
            auto p = storage::Project::open(m_project);
            QVERIFY(p);
            auto r = io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/st3.csv");
            QVERIFY2(r, r ? "" : r.error().detail.c_str());
            auto payload = p->itemPayload("s1");
            QVERIFY(payload);
            QCOMPARE(payload->mime, std::string("image/png")); // from the content, not the name
            QCOMPARE(std::string(payload->bytes.begin(), payload->bytes.end()), png);
        }
        // Self-contained: the file may go away.
        std::filesystem::remove(m_dir + "/faces/a.png");
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        auto payload = p->itemPayload("s1");
        QVERIFY(payload);
        QCOMPARE(payload->bytes.size(), png.size());
        QCOMPARE(*p->meta("linked_folders"), std::string());
    }

    void linkFilesKeepsPathsAndFolder()
    {
        std::filesystem::create_directories(m_dir + "/linked");
        writeFile(m_dir + "/linked/a.svg", "<svg xmlns='http://www.w3.org/2000/svg' width='2' height='2'/>");
        writeFile(m_dir + "/linked/st.csv", "stimulus_id,file,emotion\ns1,a.svg,happy\n");
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        io::ImportOptions o;
        o.linkFiles = true;
        auto r = io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/linked/st.csv", o);
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        auto payload = p->itemPayload("s1");
        QVERIFY(payload);
        QVERIFY(payload->bytes.empty());
        QCOMPARE(payload->mime, std::string("image/svg+xml"));
        auto s = p->loadStudy();
        QVERIFY(s);
        QCOMPARE(s->items[static_cast<std::size_t>(s->findItem("s1"))].file, m_dir + "/linked/a.svg");
        const std::string folder = std::filesystem::absolute(m_dir + "/linked").string();
        QCOMPARE(*p->meta("linked_folders"), "[\"" + folder + "\"]");
        auto folders = p->stimulusFolders(); // created here: the linked folder counts on use
        QVERIFY(folders);
        QVERIFY(std::find(folders->begin(), folders->end(), folder) != folders->end());
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

    // A condition import predictions creates is imported (no strategy) and records its file,
    // date and answers; a re-import updates the record; a runnable condition named by the file stays runnable.
    void predictionsCreateImportedConditions()
    {
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        QVERIFY(importText(*p, io::ImportKind::Conditions, "conditions.json",
                           "[{\"id\": \"gpt4omini\", \"provider\": \"openai\", \"model\": \"gpt-4o-mini\"}]"));
        io::ImportOptions o;
        o.importedAt = "2026-05-01T09:30:00Z";
        auto r = importText(*p, io::ImportKind::Predictions, "predictions.csv",
                            "condition,stimulus_id,emotion,valence,arousal\n"
                            "gemini_flash,s1,happy,8,6\ngemini_flash,s2,sad,NA,NA\ngemini_flash,s3,NA,NA,NA\n"
                            "gpt4omini,s1,happy,7,5\n",
                            o);
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        QCOMPARE(r->conditionsAdded, std::size_t(1));
        auto s = p->loadStudy();
        QVERIFY(s);
        const auto &made = s->conditions[static_cast<std::size_t>(s->findCondition("gemini_flash"))];
        QCOMPARE(made.provider, std::string("imported"));
        QVERIFY(made.strategy.empty());
        QCOMPARE(made.label, std::string("gemini_flash")); // defaults to the id
        QVERIFY(made.imported.has_value());
        QCOMPARE(made.imported->file, std::string("predictions.csv"));
        QCOMPARE(made.imported->date, std::string("2026-05-01T09:30:00Z"));
        QCOMPARE(made.imported->answers, std::optional<std::int64_t>(2)); // s3 has no value
        const auto &runnable = s->conditions[static_cast<std::size_t>(s->findCondition("gpt4omini"))];
        QCOMPARE(runnable.provider, std::string("openai"));
        QVERIFY(!runnable.imported);

        // conditions.json: what the project holds is what export writes and import reads back.
        auto exported = io::exportText(*p, io::ImportKind::Conditions);
        QVERIFY(exported);
        QVERIFY2(exported->find("\"provider\": \"imported\"") != std::string::npos, exported->c_str());
        QVERIFY2(exported->find("\"imported_from\"") != std::string::npos, exported->c_str());
        auto parsed = study::parseConditionsJson(*exported, "conditions.json");
        QVERIFY2(parsed, parsed ? "" : parsed.error().detail.c_str());
        QCOMPARE(study::conditionsToJson(*parsed), *exported);

        // The label is the user's; a re-import (no date given: now) keeps it and renews the record.
        auto edited = *s;
        edited.conditions[static_cast<std::size_t>(edited.findCondition("gemini_flash"))].label = "Gemini 2.0 Flash";
        storage::SaveSet set;
        set.firstNewRating = edited.ratings.size();
        QVERIFY(p->save(edited, set));
        auto renew = importText(*p, io::ImportKind::Predictions, "again.csv",
                                "condition,stimulus_id,valence\ngemini_flash,s1,5\ngemini_flash,s2,4\ngemini_flash,s3,3\n");
        QVERIFY2(renew, renew ? "" : renew.error().detail.c_str());
        QCOMPARE(renew->conditionsAdded, std::size_t(0));
        QCOMPARE(renew->conditionsUpdated, std::size_t(1)); // its record
        s = p->loadStudy();
        const auto &renewed = s->conditions[static_cast<std::size_t>(s->findCondition("gemini_flash"))];
        QCOMPARE(renewed.label, std::string("Gemini 2.0 Flash"));
        QCOMPARE(renewed.imported->file, std::string("again.csv"));
        QCOMPARE(renewed.imported->answers, std::optional<std::int64_t>(3));
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ$"))
                     .match(QString::fromStdString(renewed.imported->date))
                     .hasMatch(),
                 renewed.imported->date.c_str());
    }

    // checkOnly reads and checks the file exactly as the import does and returns what it would
    // replace (the GUI asks with it), writing nothing.
    void checkOnlyStatesReplacementsAndWritesNothing()
    {
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        auto first = importText(*p, io::ImportKind::Predictions, "check1.csv",
                                "condition,stimulus_id,valence,arousal\nchecked,s1,5,5\nchecked,s2,4,4\n");
        QVERIFY2(first, first ? "" : first.error().detail.c_str());
        QVERIFY(first->replaced.empty());
        auto before = p->loadStudy();
        QVERIFY(before);
        io::ImportOptions o;
        o.checkOnly = true;
        auto checked = importText(*p, io::ImportKind::Predictions, "check2.csv",
                                  "condition,stimulus_id,valence\nchecked,s1,6\nchecked,s2,6\nchecked,s3,6\n", o);
        QVERIFY2(checked, checked ? "" : checked.error().detail.c_str());
        QCOMPARE(checked->ratingsAdded, std::size_t(3));
        QCOMPARE(checked->replaced.size(), std::size_t(2));
        for (const auto &r : checked->replaced) {
            QCOMPARE(r.condition, std::string("checked"));
            QCOMPARE(r.predictions, std::size_t(2));
            QCOMPARE(r.inFile, r.dimension == "valence"); // arousal: removed, this file has no column for it
        }
        auto after = p->loadStudy();
        QVERIFY(after);
        QCOMPARE(after->ratings.size(), before->ratings.size()); // nothing written
        QCOMPARE(after->conditions.size(), before->conditions.size());
        // A file the import refuses is refused by the check with the same error.
        auto refused = importText(*p, io::ImportKind::Predictions, "check3.csv", "condition,stimulus_id,valence\nchecked,s1,99\n", o);
        QVERIFY(!refused);
        QVERIFY2(refused.error().detail.find("check3.csv:2:3") != std::string::npos, refused.error().detail.c_str());
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

    void dimensionDeclarations_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // kind:min:max:integer[:levels], or "" for a refusal
        QTest::newRow("integer") << "clarity:1-7" << "numeric:1:7:1";
        QTest::newRow("integer explicit") << "clarity:1-7:integer" << "numeric:1:7:1";
        QTest::newRow("vas") << "vas:0-100:continuous" << "numeric:0:100:0";
        QTest::newRow("negative low") << "bias:-3-3" << "numeric:-3:3:1";
        QTest::newRow("decimal") << "x:0.5-4.5:continuous" << "numeric:0.5:4.5:0";
        QTest::newRow("categorical") << "mood:categorical:calm, tense ,sad" << "categorical:0:2:1:calm|tense|sad";
        QTest::newRow("no scale") << "clarity" << "";
        QTest::newRow("no name") << ":1-7" << "";
        QTest::newRow("reversed") << "clarity:7-1" << "";
        QTest::newRow("decimal ends of an integer scale") << "x:0.5-4.5" << "";
        QTest::newRow("unknown value kind") << "x:1-7:ordinal" << "";
        QTest::newRow("one level") << "mood:categorical:calm" << "";
        QTest::newRow("repeated level") << "mood:categorical:calm,calm" << "";
        QTest::newRow("not numbers") << "x:a-b" << "";
    }
    void dimensionDeclarations()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        auto d = io::parseDimensionDecl(text.toStdString());
        if (expected.isEmpty()) {
            QVERIFY(!d);
            QVERIFY2(d.error().detail.find("--dimension") != std::string::npos, d.error().detail.c_str());
            return;
        }
        QVERIFY2(d, d ? "" : d.error().detail.c_str());
        QString got = QString("%1:%2:%3:%4")
                          .arg(d->kind == study::DimensionKind::Categorical ? "categorical" : "numeric")
                          .arg(d->scaleMin)
                          .arg(d->scaleMax)
                          .arg(d->integerValued ? 1 : 0);
        if (!d->levels.empty()) {
            QStringList levels;
            for (const auto &l : d->levels)
                levels << QString::fromStdString(l);
            got += ":" + levels.join('|');
        }
        QCOMPARE(got, expected);
    }

    /// A long file declares nothing: a row naming an undeclared dimension is refused with its line
    /// and the closest declared name, and the project is unchanged.
    void undeclaredDimensionRefused()
    {
        writeFile(m_dir + "/texts.csv", "stimulus_id,text,topic\nt1,\"A calm, short text.\",work\nt2,Another one,home\n");
        const std::string path = m_dir + "/rating.raterlab";
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p);
        QVERIFY(io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/texts.csv"));
        io::ImportOptions declared;
        for (const char *d : {"valence:1-9", "arousal:1-9"})
            declared.dimensions.push_back(*io::parseDimensionDecl(d));
        writeFile(m_dir + "/ok.csv", "rater_id,stimulus_id,dimension,value\nh1,t1,valence,5\nh1,t1,arousal,4\n");
        QVERIFY(io::importFile(*p, io::ImportKind::Ratings, m_dir + "/ok.csv", declared));
        const std::string before = fingerprint(*p);
        std::string rows = "rater_id,stimulus_id,dimension,value\n";
        for (int i = 2; i < 333; ++i)
            rows += "h" + std::to_string(i) + ",t2,valence,5\n";
        rows += "h1,t2,happiness,7\n"; // line 333
        writeFile(m_dir + "/long.csv", rows);
        auto r = io::importFile(*p, io::ImportKind::Ratings, m_dir + "/long.csv");
        QVERIFY(!r);
        const std::string &e = r.error().detail;
        QVERIFY2(e.rfind("long.csv:333:3: dimension 'happiness' is not declared (declared: valence, arousal; closest: ", 0) == 0,
            e.c_str());
        QVERIFY2(e.find("--dimension happiness:") != std::string::npos, e.c_str());
        QCOMPARE(fingerprint(*p), before);
    }

    /// Declared scales are checked on every row: a 0–100 continuous VAS takes decimals, a 1–7
    /// integer scale refuses 8 and 3.5.
    void declaredScalesChecked()
    {
        writeFile(m_dir + "/texts.csv", "stimulus_id,text,topic\nt1,one,work\nt2,two,home\n");
        const std::string path = m_dir + "/vas.raterlab";
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p);
        QVERIFY(io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/texts.csv"));
        io::ImportOptions o;
        o.dimensions = {*io::parseDimensionDecl("vas:0-100:continuous"), *io::parseDimensionDecl("clarity:1-7")};
        writeFile(m_dir + "/r.csv", "rater_id,stimulus_id,vas,clarity\nh1,t1,37.25,6\nh1,t2,100,1\nh2,t1,0,7\n");
        auto ok = io::importFile(*p, io::ImportKind::Ratings, m_dir + "/r.csv", o);
        QVERIFY2(ok, ok ? "" : ok.error().detail.c_str());
        QCOMPARE(ok->ratingsAdded, std::size_t(6));
        QCOMPARE(ok->dimensionsDeclared.size(), std::size_t(2));
        for (const char *bad : {"h3,t1,50,8\n", "h3,t1,50,3.5\n", "h3,t1,100.5,3\n"}) {
            writeFile(m_dir + "/bad.csv", std::string("rater_id,stimulus_id,vas,clarity\n") + bad);
            auto r = io::importFile(*p, io::ImportKind::Ratings, m_dir + "/bad.csv", o);
            QVERIFY(!r);
            QVERIFY2(r.error().detail.find("off the scale") != std::string::npos, r.error().detail.c_str());
            QVERIFY2(r.error().detail.rfind("bad.csv:2:", 0) == 0, r.error().detail.c_str());
        }
        // A rated dimension cannot be declared again with another scale.
        o.dimensions = {*io::parseDimensionDecl("vas:0-10:continuous")};
        auto redeclared = io::importFile(*p, io::ImportKind::Ratings, m_dir + "/r.csv", o);
        QVERIFY(!redeclared);
        QVERIFY2(redeclared.error().detail.find("cannot be declared again") != std::string::npos, redeclared.error().detail.c_str());

        auto s = p->loadStudy();
        QVERIFY(s);
        QCOMPARE(s->protocol.kind, study::StudyKind::Rating);
        QCOMPARE(s->protocol.itemKind, study::ItemKind::Text);
        const auto &vas = s->dimensions[static_cast<std::size_t>(s->findDimension("vas"))];
        QVERIFY(!vas.integerValued);
        QCOMPARE(vas.scaleMax, 100.0);
    }

    /// Texts are payload, not factors; a text-pair file's sentences land in the item; export
    /// writes them back and a second project reads the same study.
    void textItemsArePayload()
    {
        writeFile(m_dir + "/pairs.csv", "stimulus_id,sentence1,sentence2,genre\n"
                                        "p1,\"A man, smiling.\",\"A man smiles.\",captions\n"
                                        "p2,\"Line one\nline two\",Other,news\n");
        const std::string path = m_dir + "/pairs.raterlab";
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p);
        auto r = io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/pairs.csv");
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        auto s = p->loadStudy();
        QVERIFY(s);
        QCOMPARE(s->factors.size(), std::size_t(1)); // genre only
        QCOMPARE(s->items[0].kind, study::ItemKind::TextPair);
        QCOMPARE(s->items[0].text, std::string("A man, smiling."));
        QCOMPARE(s->items[0].text2, std::string("A man smiles."));
        QCOMPARE(s->items[1].text, std::string("Line one\nline two"));
        QCOMPARE(s->protocol.itemKind, study::ItemKind::TextPair);

        io::ImportOptions o;
        o.dimensions = {*io::parseDimensionDecl("similarity:0-5:continuous")};
        writeFile(m_dir + "/pred.csv", "condition,stimulus_id,round,similarity,thinking,raw_response\n"
                                       "judge,p1,1,4,,\"{\"\"similarity\"\": 4}\"\n"
                                       "judge,p1,2,4.5,,\n"
                                       "judge,p2,1,1,,\n");
        auto pr = io::importFile(*p, io::ImportKind::Predictions, m_dir + "/pred.csv", o);
        QVERIFY2(pr, pr ? "" : pr.error().detail.c_str());
        QCOMPARE(pr->ratingsAdded, std::size_t(3));
        // Rounds are kept apart: the same (condition, item) twice in one round is refused.
        writeFile(m_dir + "/dup.csv", "condition,stimulus_id,round,similarity\njudge,p1,2,4\njudge,p1,2,3\n");
        auto dup = io::importFile(*p, io::ImportKind::Predictions, m_dir + "/dup.csv", o);
        QVERIFY(!dup);
        QVERIFY2(dup.error().detail.find("in round 2") != std::string::npos, dup.error().detail.c_str());
        // A prediction column that is not a declared dimension is refused with its closest name.
        writeFile(m_dir + "/typo.csv", "condition,stimulus_id,similarty\njudge,p1,4\n");
        auto typo = io::importFile(*p, io::ImportKind::Predictions, m_dir + "/typo.csv", o);
        QVERIFY(!typo);
        QVERIFY2(typo.error().detail.find("closest: 'similarity'") != std::string::npos, typo.error().detail.c_str());

        const std::string second = m_dir + "/pairs2.raterlab";
        auto q = storage::Project::open(second, storage::Database::Mode::CreateIfMissing);
        QVERIFY(q);
        for (auto kind : {io::ImportKind::Stimuli, io::ImportKind::Predictions}) {
            const std::string file = m_dir + "/pairs-export-" + io::importKindName(kind) + ".csv";
            QVERIFY(io::exportFile(*p, kind, file));
            auto back = io::importFile(*q, kind, file, o);
            QVERIFY2(back, back ? "" : back.error().detail.c_str());
            QCOMPARE(*io::exportText(*q, kind), *io::exportText(*p, kind));
        }
        const std::string predictions = *io::exportText(*q, io::ImportKind::Predictions);
        QVERIFY2(predictions.rfind("condition,stimulus_id,round,similarity,thinking,raw_response\n", 0) == 0, predictions.c_str());
    }

    void newerSchemaRefused()
    {
        {
            auto p = storage::Project::open(m_project);
            QVERIFY(p);
            QVERIFY(test::rawDatabase(*p).exec("PRAGMA user_version = 999"));
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

    /// Each column of a wide ratings header finds its dimension in a name -> index map built
    /// once, not by a linear search of the dimensions (Study::findDimension) — quadratic in the columns: 200,000
    /// columns took 68 s of CPU for a first import and 77 s for a second rater's file; now about a second each
    /// (bench/io/bench_header measures it). The bound here is loose; today's code takes minutes.
    void wideRatingsImportIsLinear()
    {
        constexpr int kColumns = 200000;
        study::Study s;
        study::Item item;
        item.key = "s1";
        s.addItem(item);
        std::string header = "rater_id,stimulus_id", row;
        for (int c = 0; c < kColumns; ++c) {
            header += ",d" + std::to_string(c);
            row += "," + std::to_string(1 + c % 9);
        }
        QElapsedTimer clock;
        clock.start();
        for (const char *rater : {"h1", "h2"}) { // the second file: every column an existing dimension
            auto t = io::parseCsv(header + "\n" + rater + ",s1" + row + "\n", std::string(rater) + ".csv");
            QVERIFY(t);
            storage::SaveSet set;
            auto sum = io::applyRatings(s, *t, set, {});
            QVERIFY2(sum, sum ? "" : sum.error().detail.c_str());
            QCOMPARE(sum->ratingsAdded, std::size_t(kColumns));
        }
        QVERIFY2(clock.elapsed() < 30000, std::to_string(clock.elapsed()).c_str());
        QCOMPARE(s.dimensions.size(), std::size_t(kColumns));
        QCOMPARE(s.ratings.size(), std::size_t(2 * kColumns));
        QCOMPARE(s.dimensions[123456].name, std::string("d123456"));
        QCOMPARE(s.ratings[kColumns + 123456].dimension, 123456); // h2's column d123456 found the existing dimension
        QCOMPARE(s.ratings[kColumns + 123456].value, double(1 + 123456 % 9));
    }
};

QTEST_APPLESS_MAIN(TestImporters)
#include "tst_importers.moc"

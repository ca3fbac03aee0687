// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// raterlab-cli's corpus verbs as a user scripts them: `jury hygiene`, `import corpus`,
// `import judgments`, `info` of a jury study and `demo --study jury` (docs/user-guide.md §11).
#include "tests/common/clirun.h"
#include "tests/common/testutil.h"

#include <QProcess>
#include <QtTest>

#include <chrono>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

class TestCliCorpus : public QObject {
    Q_OBJECT
    QString m_dir;

    using Run = rl::test::CliRun;
    static Run cli(const QStringList &args) { return rl::test::runCli(args); }
    static QString sts(const char *rel) { return QString::fromStdString(rl::test::testDataDir() + "/sts/") + QLatin1String(rel); }
    static std::string readAll(const QString &path)
    {
        std::ifstream in(path.toStdString(), std::ios::binary);
        std::ostringstream o;
        o << in.rdbuf();
        return o.str();
    }

private slots:
    void initTestCase() { m_dir = QString::fromStdString(rl::test::tempDir()); }

    void helpOfTheJuryVerbs()
    {
        for (const QStringList &args : {QStringList {"jury", "--help"}, QStringList {"jury", "hygiene", "--help"}}) {
            const Run r = cli(args);
            QCOMPARE(r.code, 0);
            QVERIFY2(r.out.startsWith(QStringLiteral("usage: raterlab-cli jury")), qPrintable(r.out));
        }
        const Run r = cli({"jury", "frobnicate"});
        QVERIFY(r.code != 0);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    }

    // The README's table A row for STS-B dev under QUOTE_MINIMAL, through the CLI's JSON.
    void hygienePrintsTheReport()
    {
        const Run r = cli({"jury", "hygiene", sts("stsb/sts-dev.csv"), "--format", "auto"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["format"].get<std::string>(), std::string("stsb"));
        QCOMPARE(j["records"]["count"].get<int>(), 1500);           // README table A
        QCOMPARE(j["quote_risk_fields"]["count"].get<int>(), 57);
        QCOMPARE(j["naive_records"]["count"].get<int>(), 1470);
        QCOMPARE(j["naive_corrupted"]["count"].get<int>(), 8);
        QCOMPARE(j["naive_swallowed"]["count"].get<int>(), 30);
        QCOMPARE(j["dup_diff_score"]["count"].get<int>(), 0);        // README table C
        const Run k = cli({"jury", "hygiene", sts("korsts/sts-test.tsv")});
        QVERIFY2(k.code == 0, qPrintable(k.err));
        const auto kj = nlohmann::json::parse(k.out.toStdString());
        QCOMPARE(kj["dup_diff_score"]["lines"], nlohmann::json::array({10, 129})); // README C: the translation collision
    }

    void hygieneOfABadFileNamesTheLine()
    {
        const QString bad = m_dir + "/bad.tsv";
        std::ofstream(bad.toStdString(), std::ios::binary) << "main\tMSRvid\t2012\t0001\t3.0\ta\tb\nmain\tMSRvid\t2012\t0002\t9\ta\tb\n";
        const Run r = cli({"jury", "hygiene", bad, "--format", "stsb"});
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains(QStringLiteral("bad.tsv:2:23: score 9 is off the scale 0..5")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void importCorpusAndJudgmentsThenInfo()
    {
        const QString project = m_dir + "/jury.raterlab";
        Run r = cli({"import", "corpus", project, sts("stsb/sts-dev.csv"), "--corpus", "stsb"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("1500 record(s)")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("30 row(s) swallowed")), qPrintable(r.out));
        r = cli({"import", "corpus", project, sts("korsts/sts-dev.tsv"), "--corpus", "korsts", "--format", "korsts"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("identical pairs with different scores: 1 group(s) [lines 35 154]")), qPrintable(r.out));
        std::ofstream(m_dir.toStdString() + "/judgments.csv", std::ios::binary)
            << "judge,item_id,condition,round,score\nj1,korsts:MSRvid/2012test/0000,blind,1,5\nj1,stsb:MSRvid/2012test/0000,blind,1,4\n";
        r = cli({"import", "judgments", project, m_dir + "/judgments.csv"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = cli({"info", project});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["study_kind"].get<std::string>(), std::string("jury"));
        QCOMPARE(j["corpora"]["items"]["stsb"].get<int>(), 1500);
        QCOMPARE(j["corpora"]["items"]["korsts"].get<int>(), 1500);
        QCOMPARE(j["corpora"]["items_total"].get<int>(), 3000);
        QCOMPARE(j["attribution"].size(), std::size_t(2));
        QCOMPARE(j["conditions"][0]["id"].get<std::string>(), std::string("j1.blind"));
        // A bad judgments file changes nothing and names the line.
        const std::string before = readAll(project);
        std::ofstream(m_dir.toStdString() + "/bad.csv", std::ios::binary)
            << "judge,item_id,condition,round,score\nj2,MSRvid/2012test/0002,blind,1,3\nj2,MSRvid/2012test/0003,blind,1,7\n";
        r = cli({"import", "judgments", project, m_dir + "/bad.csv", "--corpus", "stsb"});
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains(QStringLiteral("bad.csv:3:5: score 7 is off")), qPrintable(r.err));
        QVERIFY(readAll(project) == before);
    }

    void failedCorpusImportCreatesNoProject()
    {
        const QString project = m_dir + "/never.raterlab";
        const Run r = cli({"import", "corpus", project, sts("stsb/sts-dev.csv"), "--corpus", "stsb", "--format", "klue"});
        QVERIFY(r.code != 0);
        QVERIFY(!QFile::exists(project));
        QVERIFY(cli({"import", "corpus", project, sts("stsb/sts-dev.csv")}).code != 0); // --corpus is required
        QVERIFY(!QFile::exists(project));
    }

    void juryDemoIsFastAndLabelled()
    {
        const QString project = m_dir + "/demo-jury.raterlab";
        const auto t0 = std::chrono::steady_clock::now();
        Run r = cli({"demo", project, "--study", "jury", "--seed", "3"});
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(secs < 10.0, qPrintable(QString::number(secs))); // the generator's target is < 2 s (tst_juryimport times the generator); this bounds the whole process on a loaded machine
        r = cli({"info", project});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(j["synthetic_demo"].get<bool>());
        QCOMPARE(j["study_kind"].get<std::string>(), std::string("jury"));
        QCOMPARE(j["corpora"]["items_total"].get<int>(), 3519);
        QCOMPARE(j["conditions"].size(), std::size_t(52));
        QVERIFY(j["attribution"].dump().find("CC BY-SA 4.0") != std::string::npos);
        QVERIFY(cli({"demo", project, "--study", "bogus"}).code != 0); // an unknown study kind
    }
};

QTEST_GUILESS_MAIN(TestCliCorpus)
#include "tst_clicorpus.moc"

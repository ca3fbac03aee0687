// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// raterlab-cli as a user scripts it: exit codes, one-line reasons, --help everywhere, JSON info.
#include "tests/common/testutil.h"

#include <QDateTime>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <csignal>
#include <fstream>
#include <nlohmann/json.hpp>

class TestCli : public QObject {
    Q_OBJECT
    QString m_dir;

    struct Run {
        int code = -1;
        QString out;
        QString err;
    };
    static Run cli(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(RL_CLI_PATH), args);
        p.waitForFinished(120000);
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }
    static void write(const QString &path, const char *text)
    {
        std::ofstream out(path.toStdString(), std::ios::binary);
        out << text;
    }

private slots:
    void initTestCase() { m_dir = QString::fromStdString(rl::test::tempDir()); }

    void helpEverywhere_data()
    {
        QTest::addColumn<QString>("verb");
        for (const char *v : {"demo", "import", "export", "info", "infer", "analyze", "export-figure", "export-table"})
            QTest::newRow(v) << QString::fromLatin1(v);
    }
    void helpEverywhere()
    {
        QFETCH(QString, verb);
        const Run r = cli({verb, QStringLiteral("--help")});
        if (r.err.contains(QStringLiteral("is not a verb of this build")))
            QSKIP("verb not built in this configuration");
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("usage: raterlab-cli ") + verb), qPrintable(r.out));
    }

    void versionNamesVersionAndCommit()
    {
        // project(VERSION) of CMakeLists.txt and the configure-time git commit (cmake/Version.cmake).
        const Run r = cli({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        const QRegularExpression line(QStringLiteral("^raterlab-cli ") + QRegularExpression::escape(QStringLiteral(RL_PROJECT_VERSION))
                                      + QStringLiteral(" \\(commit ([0-9a-f]{12}(-dirty)?|unknown)\\)\n$"));
        QVERIFY2(line.match(r.out).hasMatch(), qPrintable(r.out));
        QVERIFY(!line.match(QStringLiteral("raterlab-cli 0.0.0-other (commit 123)\n")).hasMatch()); // the check can fail
    }

    void unknownVerbFailsWithOneLine()
    {
        const Run r = cli({QStringLiteral("frobnicate")});
        QVERIFY(r.code != 0);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY(r.err.startsWith(QStringLiteral("raterlab-cli: ")));
    }

    void importCreatesProjectAndInfoReportsCounts()
    {
        const QString project = m_dir + QStringLiteral("/p.raterlab");
        write(m_dir + QStringLiteral("/stimuli.csv"), "image_id,race,gender,emotion\na,Korean,female,happy\nb,Black,male,sad\n");
        write(m_dir + QStringLiteral("/ratings.csv"), "rater_id,image_id,valence,arousal\nh1,a,7,5\nh1,b,2,3\nh2,a,8,4\n");
        Run r = cli({QStringLiteral("import"), QStringLiteral("stimuli"), project, m_dir + QStringLiteral("/stimuli.csv"),
                     QStringLiteral("--map"), QStringLiteral("image_id=stimulus_id")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = cli({QStringLiteral("import"), QStringLiteral("ratings"), project, m_dir + QStringLiteral("/ratings.csv"),
                 QStringLiteral("--map=image_id=stimulus_id")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = cli({QStringLiteral("info"), project});
        QCOMPARE(r.code, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["items"].get<int>(), 2);
        QCOMPARE(j["human_raters"].get<int>(), 2);
        QCOMPARE(j["human_ratings"].get<int>(), 6);
        QCOMPARE(j["factors"]["emotion"]["happy"].get<int>(), 1);
        QCOMPARE(j["ratings_per_item"]["min"].get<int>(), 1);
        QCOMPARE(j["ratings_per_item"]["max"].get<int>(), 2);
        QCOMPARE(j["ratings_per_rater"]["max"].get<int>(), 2);
    }

    void badImportNamesFileLineColumn()
    {
        const QString project = m_dir + QStringLiteral("/q.raterlab");
        write(m_dir + QStringLiteral("/s.csv"), "stimulus_id,emotion\na,happy\n");
        QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("stimuli"), project, m_dir + QStringLiteral("/s.csv")}).code, 0);
        write(m_dir + QStringLiteral("/bad.csv"), "rater_id,stimulus_id,valence\nh1,a,12\n");
        const Run r = cli({QStringLiteral("import"), QStringLiteral("ratings"), project, m_dir + QStringLiteral("/bad.csv")});
        QVERIFY(r.code != 0);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(QStringLiteral("bad.csv:2:3:")), qPrintable(r.err));
    }

    void failedImportCreatedAProjectFile_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("content");
        QTest::newRow("stimuli with a broken quote") << "stimuli" << "stimulus_id,emotion\n\"a,happy\n";
        QTest::newRow("conditions beyond double range")
            << "conditions" << "[{\"id\": \"x\", \"provider\": \"openai\", \"model\": \"m\", \"temperature\": 1e400}]";
        QTest::newRow("ratings of unknown stimuli") << "ratings" << "rater_id,stimulus_id,valence\nh1,zz,5\n";
    }
    void failedImportCreatedAProjectFile()
    {
        QFETCH(QString, kind);
        QFETCH(QString, content);
        const QString sub = m_dir + QStringLiteral("/failed-") + QString::number(QDateTime::currentMSecsSinceEpoch());
        QVERIFY(QDir().mkpath(sub));
        const QString file = sub + QStringLiteral("/input.txt");
        write(file, content.toUtf8().constData());
        const QString project = sub + QStringLiteral("/new.raterlab");
        const Run r = cli({QStringLiteral("import"), kind, project, file});
        QVERIFY(r.code != 0);
        QCOMPARE(QDir(sub).entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList {QStringLiteral("input.txt")});
        // The same import with a good file creates the project, named after it.
        if (kind == QLatin1String("stimuli")) {
            write(file, "stimulus_id,emotion\na,happy\n");
            const Run ok = cli({QStringLiteral("import"), kind, project, file});
            QVERIFY2(ok.code == 0, qPrintable(ok.err));
            const auto j = nlohmann::json::parse(cli({QStringLiteral("info"), project}).out.toStdString(), nullptr, false);
            QCOMPARE(QDir(sub).entryList(QDir::Files | QDir::Hidden | QDir::System),
                     (QStringList {QStringLiteral("input.txt"), QStringLiteral("new.raterlab")}));
            QVERIFY(!j.is_discarded());
            QCOMPARE(j["study"].get<std::string>(), std::string("new"));
        }
    }

    void interruptedDemoLeftCreatingFiles_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addColumn<int>("afterMs");
        QTest::newRow("SIGINT early") << int(SIGINT) << 150;
        QTest::newRow("SIGKILL early") << int(SIGKILL) << 300;
        QTest::newRow("SIGKILL late") << int(SIGKILL) << 1500;
        QTest::newRow("SIGTERM late") << int(SIGTERM) << 1200;
    }
    void interruptedDemoLeftCreatingFiles()
    {
        QFETCH(int, signal);
        QFETCH(int, afterMs);
        const QString sub = m_dir + QStringLiteral("/killed-%1-%2").arg(signal).arg(afterMs);
        QVERIFY(QDir().mkpath(sub));
        const QString project = sub + QStringLiteral("/demo.raterlab");
        QProcess p;
        p.start(QStringLiteral(RL_CLI_PATH), {QStringLiteral("demo"), project});
        QVERIFY(p.waitForStarted());
        const auto pid = static_cast<pid_t>(p.processId());
        QVERIFY(pid > 0);
        QTest::qWait(afterMs);
        if (p.state() == QProcess::Running) // a finished demo has no pid any more (kill(0) would hit us)
            ::kill(pid, signal);
        if (p.state() != QProcess::NotRunning) // waitForFinished() is false for a process that has finished already
            QVERIFY(p.waitForFinished(120000));
        // Either nothing, or the complete project (when the demo finished first) — never a part of one.
        const QStringList left = QDir(sub).entryList(QDir::Files | QDir::Hidden | QDir::System);
        QVERIFY2(left.isEmpty() || left == QStringList {QStringLiteral("demo.raterlab")}, qPrintable(left.join(QLatin1Char(' '))));
        if (!left.isEmpty())
            QCOMPARE(cli({QStringLiteral("info"), project}).code, 0);
    }

    void demoIsReproducibleAndLabelled()
    {
        const QString a = m_dir + QStringLiteral("/a.raterlab");
        const QString b = m_dir + QStringLiteral("/b.raterlab");
        QCOMPARE(cli({QStringLiteral("demo"), a, QStringLiteral("--seed"), QStringLiteral("5")}).code, 0);
        QCOMPARE(cli({QStringLiteral("demo"), b, QStringLiteral("--seed=5")}).code, 0);
        QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("ratings"), a, m_dir + QStringLiteral("/ra.csv")}).code, 0);
        QCOMPARE(cli({QStringLiteral("export"), QStringLiteral("ratings"), b, m_dir + QStringLiteral("/rb.csv")}).code, 0);
        const std::string ra = rl::test::readText((m_dir + QStringLiteral("/ra.csv")).toStdString());
        QVERIFY(ra == rl::test::readText((m_dir + QStringLiteral("/rb.csv")).toStdString()));
        QVERIFY(ra.rfind("# RaterLab synthetic demo study (seed 5)", 0) == 0);
        const Run info = cli({QStringLiteral("info"), a});
        const auto j = nlohmann::json::parse(info.out.toStdString());
        QCOMPARE(j["synthetic_demo"].get<bool>(), true);
        QCOMPARE(j["human_ratings"].get<int>(), 216000);
        QCOMPARE(j["conditions"].size(), std::size_t(8));
        QCOMPARE(j["ratings_per_item"]["min"].get<int>(), 50);
        QCOMPARE(j["ratings_per_rater"]["max"].get<int>(), 72);
        const Run bad = cli({QStringLiteral("demo"), a, QStringLiteral("--seed"), QStringLiteral("x1")});
        QVERIFY(bad.code != 0);
    }

    void exportTableRunsTheNeededParts()
    {
        // a demographic table needs the §1.4 part of the analysis: export-table runs it
        const QString project = m_dir + QStringLiteral("/a.raterlab"); // made by demoIsReproducibleAndLabelled
        const QString out = m_dir + QStringLiteral("/anova.csv");
        const Run r = cli({QStringLiteral("export-table"), project, QStringLiteral("--table"),
                           QStringLiteral("demographic-anova"), QStringLiteral("--format"), QStringLiteral("csv"),
                           QStringLiteral("--out"), out});
        if (r.err.contains(QStringLiteral("is not a verb of this build")))
            QSKIP("the table verbs are not built in this configuration (RL_BUILD_GUI=OFF)");
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const std::string csv = rl::test::readText(out.toStdString());
        QVERIFY(csv.find("race:gender") != std::string::npos || csv.find("race x gender") != std::string::npos
                || csv.find("race \xc3\x97 gender") != std::string::npos);
        QVERIFY(std::count(csv.begin(), csv.end(), '\n') > 16); // 8 conditions x 2 dimensions x 6 emotions x terms
        const Run unknown = cli({QStringLiteral("export-table"), project, QStringLiteral("--table"), QStringLiteral("nope"),
                                 QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--out"), out});
        QVERIFY(unknown.code != 0);
        QVERIFY(unknown.err.contains(QStringLiteral("no table named")));
        // verdict thresholds as in the GUI: a stricter recall leaves fewer classification cells replaceable
        const auto verdicts = [&](const QStringList &extra) {
            const QString file = m_dir + QStringLiteral("/verdicts.csv");
            const Run v = cli(QStringList {QStringLiteral("export-table"), project, QStringLiteral("--table"),
                                           QStringLiteral("verdicts"), QStringLiteral("--format"), QStringLiteral("csv"),
                                           QStringLiteral("--out"), file}
                              + extra);
            return v.code == 0 ? QString::fromStdString(rl::test::readText(file.toStdString())) : QString();
        };
        const QString byDefault = verdicts({});
        const QString strict = verdicts({QStringLiteral("--recall"), QStringLiteral("0.99")});
        QVERIFY(!byDefault.isEmpty() && !strict.isEmpty());
        const QRegularExpression replaceable(QStringLiteral("(^|,)replaceable(,|$)"), QRegularExpression::MultilineOption);
        QVERIFY(strict.count(replaceable) < byDefault.count(replaceable));
        const Run bad = cli({QStringLiteral("export-table"), project, QStringLiteral("--table"), QStringLiteral("verdicts"),
                             QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--recall"),
                             QStringLiteral("1.5"), QStringLiteral("--out"), out});
        QVERIFY(bad.code != 0);
        QVERIFY(bad.err.contains(QStringLiteral("--recall")));
    }

    void exportTableWritesManuscriptFormsAndOneWorkbook()
    {
        const QString project = m_dir + QStringLiteral("/a.raterlab"); // made by demoIsReproducibleAndLabelled
        const QString md = m_dir + QStringLiteral("/agreement.md");
        const Run r = cli({QStringLiteral("export-table"), project, QStringLiteral("--table"), QStringLiteral("agreement"),
                           QStringLiteral("--emotion"), QStringLiteral("happy"), QStringLiteral("--format"),
                           QStringLiteral("markdown"), QStringLiteral("--decimals"), QStringLiteral("3"), QStringLiteral("--out"), md});
        if (r.err.contains(QStringLiteral("is not a verb of this build")))
            QSKIP("the table verbs are not built in this configuration (RL_BUILD_GUI=OFF)");
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString text = QString::fromStdString(rl::test::readText(md.toStdString()));
        QVERIFY(text.startsWith(QStringLiteral("Table: Agreement")));
        QVERIFY(text.contains(QStringLiteral("| Condition | Recall |")));
        QVERIFY(text.contains(QStringLiteral("Valence 95% LoA, lower")));
        QVERIFY(text.contains(QStringLiteral("Filter: emotion = happy.")));
        QVERIFY(text.contains(QStringLiteral("synthetic demo")));
        // recall (bounded) with three decimals and no leading zero in every row of a condition that answered
        const QRegularExpression recall(QStringLiteral("^\\| [^|]+ \\| (\\.\\d{3}|1\\.000) \\|"), QRegularExpression::MultilineOption);
        QVERIFY(text.count(recall) >= 7);
        QVERIFY(!text.contains(QRegularExpression(QStringLiteral("^\\| [^|]+ \\| 0\\."), QRegularExpression::MultilineOption)));

        const QString xlsx = m_dir + QStringLiteral("/all.xlsx");
        const Run all = cli({QStringLiteral("export-table"), project, QStringLiteral("--table"), QStringLiteral("all"),
                             QStringLiteral("--format"), QStringLiteral("xlsx"), QStringLiteral("--out"), xlsx});
        QVERIFY2(all.code == 0, qPrintable(all.err));
        QProcess unzip;
        unzip.start(QStringLiteral("unzip"), {QStringLiteral("-p"), xlsx, QStringLiteral("xl/workbook.xml")});
        if (!unzip.waitForFinished(30000) || unzip.exitCode() != 0)
            QSKIP("unzip is not installed (scripts/install-deps.sh installs it)");
        const QString workbook = QString::fromUtf8(unzip.readAllStandardOutput());
        // agreement all + 6 emotions, verdicts, 2 x 8 conditions, human reliability, variance components and the
        // four demographic tables
        QVERIFY2(workbook.count(QStringLiteral("<sheet ")) >= 7 + 1 + 16 + 2 + 3, qPrintable(workbook));
        for (const char *sheet : {"Agreement", "Agreement happy", "Verdicts", "demographic-anova", "variance-components"})
            QVERIFY2(workbook.contains(QStringLiteral("name=\"%1\"").arg(QLatin1String(sheet))), sheet);
        const Run notXlsx = cli({QStringLiteral("export-table"), project, QStringLiteral("--table"), QStringLiteral("all"),
                                 QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--out"), xlsx});
        QVERIFY(notXlsx.code != 0);
        QVERIFY(notXlsx.err.contains(QStringLiteral("--format xlsx")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// raterlab-cli as a user scripts it: exit codes, one-line reasons, --help everywhere, JSON info.
#include "engine/storage/database.h"
#include "tests/common/clirun.h"
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

    using Run = rl::test::CliRun;
    static Run cli(const QStringList &args) { return rl::test::runCli(args); }
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
        for (const char *v : {"demo", "import", "export", "info", "infer", "analyze", "compare", "export-figure", "export-table",
                              "methods", "report"})
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

    /// Categorical labels declared every way the CLI offers — from the file, a quoted list with ':' and
    /// ',', :ordinal, a declaration file (a bad one refused with its line:column) — shown by info and written back
    /// by export dimensions.
    void categoricalLabelsDeclared()
    {
        const QString dir = m_dir + QStringLiteral("/labels");
        QDir().mkpath(dir);
        write(dir + QStringLiteral("/items.csv"), "stimulus_id,text\nq1,one\nq2,two\nq3,three\n");
        write(dir + QStringLiteral("/arena.csv"), "rater_id,stimulus_id,dimension,value\n"
                                                  "h1,q1,preference,model_b\n"
                                                  "h1,q2,preference,\"n/a: problem is resolved\"\n"
                                                  "h2,q1,preference,model_a\n"
                                                  "h2,q3,preference,tie\n"
                                                  "h1,q1,grade,mid\nh1,q2,grade,low\n");
        auto fresh = [&](const QString &name) {
            const QString project = dir + QLatin1Char('/') + name;
            const Run r = cli({QStringLiteral("import"), QStringLiteral("stimuli"), project, dir + QStringLiteral("/items.csv")});
            if (r.code != 0)
                qWarning("%s", qPrintable(r.err));
            return project;
        };
        auto importRatings = [&](const QString &project, const QStringList &decls) {
            return cli(QStringList {QStringLiteral("import"), QStringLiteral("ratings"), project, dir + QStringLiteral("/arena.csv")}
                       + decls);
        };
        auto dimension = [&](const QString &project, const char *name) {
            const Run r = cli({QStringLiteral("info"), project});
            const auto info = nlohmann::json::parse(r.out.toStdString()); // kept alive over the loop
            for (const auto &d : info["dimensions"])
                if (d["name"] == name)
                    return d;
            return nlohmann::json();
        };

        // No list: the file's labels in order of first appearance, listed by the summary.
        const QString a = fresh(QStringLiteral("a.raterlab"));
        Run r = importRatings(a, {QStringLiteral("--dimension"), QStringLiteral("preference:categorical"),
                                  QStringLiteral("--dimension"), QStringLiteral("grade:categorical:ordinal")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral(
                     "declared dimension preference (categorical: model_b, \"n/a: problem is resolved\", model_a, tie)\n")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("declared dimension grade (categorical, ordinal: mid, low)\n")), qPrintable(r.out));
        auto pref = dimension(a, "preference");
        QVERIFY2(pref["levels"] == nlohmann::json::array({"model_b", "n/a: problem is resolved", "model_a", "tie"}), pref["levels"].dump().c_str());
        QCOMPARE(pref["ordered"].get<bool>(), false);
        QCOMPARE(dimension(a, "grade")["ordered"].get<bool>(), true);

        // A quoted list holding ':' and ','; ordinal with a list.
        write(dir + QStringLiteral("/arena.csv"), "rater_id,stimulus_id,dimension,value\n"
                                                  "h1,q1,preference,\"a, b\"\n"
                                                  "h1,q2,preference,\"n/a: problem is resolved\"\n"
                                                  "h1,q1,grade,mid\n");
        const QString b = fresh(QStringLiteral("b.raterlab"));
        r = importRatings(b, {QStringLiteral("--dimension"),
                              QStringLiteral("preference:categorical:model_a,\"a, b\",\"n/a: problem is resolved\",tie"),
                              QStringLiteral("--dimension=grade:categorical:ordinal:low,mid,high")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(dimension(b, "preference")["levels"] == nlohmann::json::array({"model_a", "a, b", "n/a: problem is resolved", "tie"}), dimension(b, "preference")["levels"].dump().c_str());
        QVERIFY2(dimension(b, "grade")["levels"] == nlohmann::json::array({"low", "mid", "high"}), dimension(b, "grade")["levels"].dump().c_str());
        QCOMPARE(dimension(b, "grade")["ordered"].get<bool>(), true);

        // Malformed quoting is refused with one line naming the label; nothing is written.
        const QString c = fresh(QStringLiteral("c.raterlab"));
        r = importRatings(c, {QStringLiteral("--dimension"), QStringLiteral("preference:categorical:\"a, b,tie")});
        QVERIFY(r.code != 0);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(QStringLiteral("label 1: the quote at character 1 is never closed")), qPrintable(r.err));
        QVERIFY(dimension(c, "preference").is_null());

        // export dimensions writes the declaration file; --dimensions reads it back as the same declarations.
        const QString json = dir + QStringLiteral("/dimensions.json");
        r = cli({QStringLiteral("export"), QStringLiteral("dimensions"), b, json});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = importRatings(c, {QStringLiteral("--dimensions"), json});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(dimension(c, "preference") == dimension(b, "preference"), dimension(c, "preference").dump().c_str());
        QVERIFY2(dimension(c, "grade") == dimension(b, "grade"), dimension(c, "grade").dump().c_str());

        // A bad declaration file is rejected whole, with file:line:column and the reason.
        write(dir + QStringLiteral("/bad.json"), "[\n  {\"name\": \"preference\", \"kind\": \"categorical\", \"labels\": [\"a, b\", \"n/a: problem is resolved\"]},\n"
                                                 "  {\"name\": \"grade\", \"kind\": \"categorical\", \"labels\": [\"low\", \"low\"]}\n]\n");
        const QString d = fresh(QStringLiteral("d.raterlab"));
        r = importRatings(d, {QStringLiteral("--dimensions"), dir + QStringLiteral("/bad.json")});
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains(QStringLiteral("bad.json:3:62: dimension 2 ('grade'): label 'low' appears twice")), qPrintable(r.err));
        QVERIFY(dimension(d, "preference").is_null()); // the good first declaration is not taken either
        // The same name by --dimension and --dimensions together is refused.
        r = importRatings(d, {QStringLiteral("--dimensions"), json, QStringLiteral("--dimension"), QStringLiteral("grade:categorical")});
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains(QStringLiteral("dimension 'grade' is declared twice")), qPrintable(r.err));
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

    void infoOnACsvSaysWhatItIs()
    {
        // Was SQLite's "file is not a database": a CSV given as the project is told what it is and what to do.
        const QString csv = m_dir + QStringLiteral("/some.csv");
        write(csv, "rater_id,stimulus_id,valence\nh1,a,5\n");
        const Run r = cli({QStringLiteral("info"), csv});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("This is a CSV file: import it with `raterlab-cli import")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("not a database")), qPrintable(r.err));
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

    void exportFigureOfAJuryProject()
    {
        // The Jury tab's figures from the command line: the project's jury analysis, the tab's paint routine.
        const QString project = m_dir + QStringLiteral("/jury.raterlab");
        QCOMPARE(cli({QStringLiteral("demo"), project, QStringLiteral("--study"), QStringLiteral("jury")}).code, 0);
        const QString svg = m_dir + QStringLiteral("/subsets.svg");
        const Run subsets = cli({QStringLiteral("export-figure"), project, QStringLiteral("--figure"), QStringLiteral("jury-subsets"),
                                 QStringLiteral("--corpus"), QStringLiteral("stsb-dev"), QStringLiteral("--aggregate"), QStringLiteral("median"),
                                 QStringLiteral("--format"), QStringLiteral("svg"), QStringLiteral("--out"), svg});
        if (subsets.err.contains(QStringLiteral("is not a verb of this build")))
            QSKIP("the figure verbs are not built in this configuration (RL_BUILD_GUI=OFF)");
        QVERIFY2(subsets.code == 0, qPrintable(subsets.err));
        QVERIFY(subsets.err.contains(QStringLiteral("synthetic judges")));
        const std::string text = rl::test::readText(svg.toStdString());
        QVERIFY(text.find("<svg") != std::string::npos);
        QVERIFY(text.find("Synthetic judges") != std::string::npos); // the demo's caption is painted
        const QString png = m_dir + QStringLiteral("/conditions.png");
        const Run conditions = cli({QStringLiteral("export-figure"), project, QStringLiteral("--figure"), QStringLiteral("jury-conditions"),
                                    QStringLiteral("--format"), QStringLiteral("png"), QStringLiteral("--width"), QStringLiteral("6.875in"),
                                    QStringLiteral("--out"), png});
        QVERIFY2(conditions.code == 0, qPrintable(conditions.err));
        const std::string bytes = rl::test::readText(png.toStdString());
        QVERIFY(bytes.size() > 24 && bytes.compare(1, 3, "PNG") == 0);
        const auto byte = [&](int i) { return static_cast<unsigned>(static_cast<unsigned char>(bytes[i])); };
        QCOMPARE((byte(16) << 24) | (byte(17) << 16) | (byte(18) << 8) | byte(19), 2063u); // IHDR width: 6.875 in at 300 dpi
        const Run unknown = cli({QStringLiteral("export-figure"), project, QStringLiteral("--figure"), QStringLiteral("jury-subsets"),
                                 QStringLiteral("--corpus"), QStringLiteral("nosuch"), QStringLiteral("--format"), QStringLiteral("svg"),
                                 QStringLiteral("--out"), m_dir + QStringLiteral("/x.svg")});
        QVERIFY(unknown.code != 0);
        QVERIFY2(unknown.err.contains(QStringLiteral("nosuch")), qPrintable(unknown.err));
        QVERIFY(!QFile::exists(m_dir + QStringLiteral("/x.svg")));
    }

    void exportTableRunsTheNeededParts()
    {
        // a demographic table needs the demographic part of the analysis (docs/methods.md §5): export-table runs it
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

    // `compare` writes both files at full precision with B and the seed in every row; the same seed
    // gives the same files; a bad choice fails with one line.
    void compareWritesEstimatesAndTests()
    {
        const QString project = m_dir + QStringLiteral("/a.raterlab"); // made by demoIsReproducibleAndLabelled
        const QStringList args {QStringLiteral("compare"), project, QStringLiteral("--conditions"),
                                QStringLiteral("gemini25flash,gpt4omini,gemma3_4b"), QStringLiteral("--bootstrap"),
                                QStringLiteral("200"), QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("--out")};
        const Run r = cli(args + QStringList {m_dir + QStringLiteral("/cmp1")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(cli(args + QStringList {m_dir + QStringLiteral("/cmp2")}).code == 0);
        const std::string est = rl::test::readText((m_dir + QStringLiteral("/cmp1/comparison_estimates.csv")).toStdString());
        const std::string tests = rl::test::readText((m_dir + QStringLiteral("/cmp1/comparison_tests.csv")).toStdString());
        QVERIFY(est.rfind("dimension,group,condition,label,statistic,n,estimate,ci_low,ci_high,ci_method,valid_B,B,seed\n", 0) == 0);
        QVERIFY(tests.rfind("dimension,group,condition_a,condition_b,statistic,test,n,", 0) == 0);
        QVERIFY(est == rl::test::readText((m_dir + QStringLiteral("/cmp2/comparison_estimates.csv")).toStdString()));
        QVERIFY(tests == rl::test::readText((m_dir + QStringLiteral("/cmp2/comparison_tests.csv")).toStdString()));
        QVERIFY(est.find("valence,all,gemini25flash,") != std::string::npos);
        QVERIFY(est.find(",bootstrap_percentile,") != std::string::npos);
        QVERIFY(est.find(",200,9\n") != std::string::npos);
        for (const char *test : {",williams_t,", ",paired_t,", ",paired_bootstrap,", ",mcnemar_"})
            QVERIFY2(tests.find(test) != std::string::npos, test);
        // 3 conditions: 3 pairs of every tested statistic in every (dimension, group)
        QCOMPARE((std::count(tests.begin(), tests.end(), '\n') - 1) % 3, 0);
        const Run one = cli({QStringLiteral("compare"), project, QStringLiteral("--conditions"), QStringLiteral("gpt4omini"),
                             QStringLiteral("--out"), m_dir + QStringLiteral("/cmp3")});
        QVERIFY(one.code != 0);
        QVERIFY2(one.err.contains(QStringLiteral("2 to 8 conditions")) && one.err.count(QLatin1Char('\n')) == 1, qPrintable(one.err));
        const Run unknown = cli({QStringLiteral("compare"), project, QStringLiteral("--conditions"),
                                 QStringLiteral("gpt4omini,nope"), QStringLiteral("--out"), m_dir + QStringLiteral("/cmp3")});
        QVERIFY(unknown.code != 0);
        QVERIFY(unknown.err.contains(QStringLiteral("nope")));
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
        for (const char *sheet : {"Agreement", "Agreement (happy)", "Verdicts", "Demographic ANOVA", "Variance components"})
            QVERIFY2(workbook.contains(QStringLiteral("name=\"%1\"").arg(QLatin1String(sheet))), sheet);
        const Run notXlsx = cli({QStringLiteral("export-table"), project, QStringLiteral("--table"), QStringLiteral("all"),
                                 QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--out"), xlsx});
        QVERIFY(notXlsx.code != 0);
        QVERIFY(notXlsx.err.contains(QStringLiteral("--format xlsx")));
    }

    // A rating study whose model answers came from elsewhere. import predictions creates imported
    // conditions; methods and report describe them (they once failed with "unknown strategy 'context-carry' for a
    // rating study"), infer refuses them in one line, and a project the previous version made still works.
    void importedPredictionsAreImportedConditions()
    {
        const QString project = m_dir + QStringLiteral("/imported.raterlab");
        std::string stimuli = "stimulus_id,category\n", ratings = "rater_id,stimulus_id,warmth,clarity\n",
                    predictions = "condition,stimulus_id,warmth,clarity\n";
        for (int i = 0; i < 12; ++i) {
            const std::string id = "img" + std::to_string(i);
            stimuli += id + (i % 2 ? ",indoor\n" : ",outdoor\n");
            for (int r = 0; r < 4; ++r)
                ratings += "h" + std::to_string(r) + "," + id + "," + std::to_string(1 + (i + r) % 7) + ","
                    + std::to_string(1 + (2 * i + r) % 7) + "\n";
            for (const char *model : {"gemini_flash", "qwen_vl"})
                predictions += std::string(model) + "," + id + "," + std::to_string(1 + (i + 1) % 7) + ","
                    + std::to_string(1 + (2 * i + 1) % 7) + "\n";
        }
        write(m_dir + QStringLiteral("/st.csv"), stimuli.c_str());
        write(m_dir + QStringLiteral("/ratings.csv"), ratings.c_str());
        write(m_dir + QStringLiteral("/predictions.csv"), predictions.c_str());
        Run r = cli({QStringLiteral("import"), QStringLiteral("stimuli"), project, m_dir + QStringLiteral("/st.csv"),
                     QStringLiteral("--study"), QStringLiteral("rating")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = cli({QStringLiteral("import"), QStringLiteral("ratings"), project, m_dir + QStringLiteral("/ratings.csv"),
                 QStringLiteral("--dimension"), QStringLiteral("warmth:1-7"), QStringLiteral("--dimension"), QStringLiteral("clarity:1-7")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = cli({QStringLiteral("import"), QStringLiteral("predictions"), project, m_dir + QStringLiteral("/predictions.csv")});
        QVERIFY2(r.code == 0, qPrintable(r.err));

        const QString conditionsFile = m_dir + QStringLiteral("/imported-conditions.json");
        QVERIFY(cli({QStringLiteral("export"), QStringLiteral("conditions"), project, conditionsFile}).code == 0);
        const auto conditions = nlohmann::json::parse(rl::test::readText(conditionsFile.toStdString()));
        QCOMPARE(conditions.size(), std::size_t(2));
        QString today;
        for (const auto &c : conditions) {
            QCOMPARE(c["provider"].get<std::string>(), std::string("imported"));
            QVERIFY(c["strategy"].is_null());
            QCOMPARE(c["label"].get<std::string>(), c["id"].get<std::string>());
            QCOMPARE(c["imported_from"]["file"].get<std::string>(), std::string("predictions.csv"));
            QCOMPARE(c["imported_from"]["answers"].get<int>(), 12);
            today = QString::fromStdString(c["imported_from"]["date"].get<std::string>()).left(10);
            QCOMPARE(today, QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate)); // (fails across midnight UTC)
        }

        const QString sentence = QStringLiteral("predictions made outside RaterLab, imported from predictions.csv on %1: 12 answers").arg(today);
        const Run en = cli({QStringLiteral("methods"), project});
        QVERIFY2(en.code == 0, qPrintable(en.err));
        QCOMPARE(en.out.count(sentence), 2);
        QVERIFY(!en.out.contains(QStringLiteral("context-carry")));
        const Run ko = cli({QStringLiteral("methods"), project, QStringLiteral("--language"), QStringLiteral("ko")});
        QVERIFY2(ko.code == 0, qPrintable(ko.err));
        QCOMPARE(ko.out.count(QString::fromUtf8("RaterLab 밖에서 만든 예측으로, %1에 predictions.csv에서 가져왔다: 답 12개").arg(today)), 2);

        const Run infer = cli({QStringLiteral("infer"), project, QStringLiteral("--condition"), QStringLiteral("gemini_flash")});
        QVERIFY(infer.code != 0);
        QCOMPARE(infer.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(infer.err.startsWith(QStringLiteral("raterlab-cli: condition 'gemini_flash' is imported")), qPrintable(infer.err));

        const QString html = m_dir + QStringLiteral("/imported-report.html");
        const Run report = cli({QStringLiteral("report"), project, QStringLiteral("--out"), html});
        if (!report.err.contains(QStringLiteral("is not a verb of this build"))) {
            QVERIFY2(report.code == 0, qPrintable(report.err));
            QCOMPARE(QString::fromStdString(rl::test::readText(html.toStdString())).count(sentence), 2);
        }

        // The previous version stored what it created as openai-compatible / context-carry with a note; such a
        // project opens with them imported (answers counted from its ratings, date unknown) and methods works.
        {
            auto db = rl::storage::Database::open(project.toStdString(), rl::storage::Database::Mode::OpenExisting);
            QVERIFY(db.has_value());
            const std::string old = "'{\"id\":\"' || key || '\",\"label\":\"' || key || '\",\"provider\":\"openai-compatible\","
                                    "\"model\":\"' || key || '\",\"base_url\":\"\",\"api_key_env\":\"\",\"strategy\":\"context-carry\","
                                    "\"temperature\":null,\"seed\":null,\"image_detail\":\"\",\"max_tokens\":null,"
                                    "\"thinking_budget\":null,\"include_thoughts\":false,\"repetition_penalty\":null,\"samples\":1,"
                                    "\"quantization\":\"\",\"parameters\":\"\",\"price_input_per_mtok\":null,"
                                    "\"price_output_per_mtok\":null,\"notes\":\"created by importing predictions.csv\"}'";
            QVERIFY(db->exec("UPDATE conditions SET config_json = " + old).has_value());
        }
        const Run old = cli({QStringLiteral("methods"), project});
        QVERIFY2(old.code == 0, qPrintable(old.err));
        QCOMPARE(old.out.count(QStringLiteral("predictions made outside RaterLab, imported from predictions.csv: 12 answers")), 2);
        const Run oldInfer = cli({QStringLiteral("infer"), project, QStringLiteral("--condition"), QStringLiteral("qwen_vl")});
        QVERIFY(oldInfer.err.contains(QStringLiteral("is imported")));
    }

    // The methods paragraph and the report name every parameter of every condition,
    // checked against the conditions.json the project came from (the demo's eight plus a real one with
    // every field set), and the requests, failures and cost its journal holds.
    void methodsAndReportNameEveryParameter()
    {
        const QString project = m_dir + QStringLiteral("/methods.raterlab");
        QVERIFY(cli({QStringLiteral("demo"), project, QStringLiteral("--seed"), QStringLiteral("7")}).code == 0);
        const QString realFile = m_dir + QStringLiteral("/real.json");
        nlohmann::json real = {{"id", "gpt4o_real"}, {"label", "GPT-4o (2024-08-06)"}, {"provider", "openai"},
                               {"model", "gpt-4o-2024-08-06"}, {"base_url", "https://api.openai.com/v1"},
                               {"api_key_env", "OPENAI_API_KEY"}, {"strategy", "single-shot"}, {"temperature", 0.7},
                               {"seed", 1234}, {"image_detail", "high"}, {"max_tokens", 512}, {"thinking_budget", 2048},
                               {"include_thoughts", false}, {"repetition_penalty", 1.1}, {"samples", 3},
                               {"quantization", "fp16"}, {"parameters", "frontier"}, {"price_input_per_mtok", 2.5},
                               {"price_output_per_mtok", 10}, {"prompts", {{"system", "You rate faces for a study."}}},
                               {"notes", "real"}};
        write(realFile, nlohmann::json::array({real}).dump().c_str());
        const Run imported = cli({QStringLiteral("import"), QStringLiteral("conditions"), project, realFile});
        QVERIFY2(imported.code == 0, qPrintable(imported.err));
        {   // the journal of a run: 8 requests (6 answered, 2 failed), 10 attempts over two days
            auto db = rl::storage::Database::open(project.toStdString(), rl::storage::Database::Mode::OpenExisting);
            QVERIFY(db.has_value());
            QVERIFY(db->exec("INSERT INTO requests (condition_id, item_id, stage, sample, prompt_hash, status, input_tokens, "
                             "output_tokens, cost_usd) SELECT c.id, i.id, 1, 0, 'h', CASE WHEN i.position < 6 THEN 'answered' "
                             "ELSE 'failed' END, 100, 20, 0.0015 FROM conditions c, items i WHERE c.key = 'gpt4o_real' "
                             "AND i.position < 8").has_value());
            QVERIFY(db->exec("INSERT INTO attempts (request_id, attempt_no, request_hash, started_at, outcome) "
                             "SELECT q.id, 1, 'x', '2026-11-30T10:00:00Z', q.status FROM requests q").has_value());
            QVERIFY(db->exec("INSERT INTO attempts (request_id, attempt_no, request_hash, started_at, outcome) "
                             "SELECT q.id, 2, 'x', '2026-12-01T09:00:00Z', 'failed' FROM requests q WHERE q.status = 'failed'").has_value());
        }
        const QString conditionsFile = m_dir + QStringLiteral("/conditions.json");
        QVERIFY(cli({QStringLiteral("export"), QStringLiteral("conditions"), project, conditionsFile}).code == 0);
        const auto conditions = nlohmann::json::parse(rl::test::readText(conditionsFile.toStdString()));
        QCOMPARE(conditions.size(), std::size_t(9));

        const auto num = [](double v) { return QString::number(v, 'g', 6); };
        // what the English paragraph must say of a condition, from its conditions.json entry
        const auto english = [&](const nlohmann::json &c) {
            QStringList f {QString::fromStdString(c["id"].get<std::string>()), QString::fromStdString(c["model"].get<std::string>()),
                           QStringLiteral("the %1 prompt strategy").arg(QString::fromStdString(c["strategy"].get<std::string>()))};
            f << (c["temperature"].is_null() ? QStringLiteral("default temperature") : QStringLiteral("temperature ") + num(c["temperature"]));
            f << (c["seed"].is_null() ? QStringLiteral("no seed") : QStringLiteral("seed %1").arg(c["seed"].get<long long>()));
            if (!c["max_tokens"].is_null())
                f << QStringLiteral("at most %1 output tokens").arg(c["max_tokens"].get<int>());
            if (!c["thinking_budget"].is_null()) {
                const int b = c["thinking_budget"].get<int>();
                f << (b == 0 ? QStringLiteral("thinking off") : b < 0 ? QStringLiteral("dynamic thinking (budget %1)").arg(b)
                                                                      : QStringLiteral("a thinking budget of %1 tokens").arg(b));
            }
            f << QStringLiteral("%1 sample").arg(c["samples"].get<int>());
            for (const char *text : {"base_url", "image_detail", "quantization", "parameters", "label"})
                if (!c[text].get<std::string>().empty())
                    f << QString::fromStdString(c[text].get<std::string>());
            if (!c["repetition_penalty"].is_null())
                f << QStringLiteral("repetition penalty ") + num(c["repetition_penalty"]);
            if (!c["price_input_per_mtok"].is_null())
                f << QStringLiteral("$%1 and $%2 per million").arg(num(c["price_input_per_mtok"]), num(c["price_output_per_mtok"]));
            return f;
        };
        const Run en = cli({QStringLiteral("methods"), project});
        QVERIFY2(en.code == 0, qPrintable(en.err));
        for (const auto &c : conditions)
            for (const QString &fragment : english(c))
                QVERIFY2(en.out.contains(fragment), qPrintable(QString::fromStdString(c["id"]) + QStringLiteral(": ") + fragment));
        QCOMPARE(en.out.count(QRegularExpression(QStringLiteral("hash [0-9a-f]{16}\\)"))), 9); // one template hash per condition
        QVERIFY(en.out.contains(QStringLiteral("edited templates"))); // the real one overrides the system prompt
        QVERIFY(en.out.contains(QStringLiteral("Of its 8 requests (10 HTTP attempts), 6 were answered and 2 failed")));
        QVERIFY(en.out.contains(QStringLiteral("800 input and 160 output tokens at a cost of US$0.0120")));
        QVERIFY(en.out.contains(QStringLiteral("sent between 2026-11-30 and 2026-12-01")));
        for (const char *s : {"Krippendorff, 2011", "Bland & Altman, 1986, 1999", "Bates et", "Satterthwaite (1946)",
                              "Benjamini & Hochberg, 1995", "seed 42", "B = 1000", "at least 0.8", "at least 0.61"})
            QVERIFY2(en.out.contains(QLatin1String(s)), s);

        const Run ko = cli({QStringLiteral("methods"), project, QStringLiteral("--language"), QStringLiteral("ko")});
        QVERIFY2(ko.code == 0, qPrintable(ko.err));
        for (const char *s : {"온도 0.7", "시드 1234", "최대 출력 토큰 512", "사고 예산 2048 토큰", "문항당 표본 3개",
                              "반복 페널티 1.1", "gpt-4o-2024-08-06", "https://api.openai.com/v1", "요청 8건", "2건이 실패",
                              "US$0.0120", "Krippendorff, 2011"})
            QVERIFY2(ko.out.contains(QString::fromUtf8(s)), s);
        for (const auto &c : conditions)
            QVERIFY(ko.out.contains(QString::fromStdString(c["id"].get<std::string>())));
        QCOMPARE(ko.out.count(QRegularExpression(QStringLiteral("해시 [0-9a-f]{16}\\)"))), 9);

        const QString html = m_dir + QStringLiteral("/report.html");
        const Run report = cli({QStringLiteral("report"), project, QStringLiteral("--out"), html});
        if (report.err.contains(QStringLiteral("is not a verb of this build")))
            QSKIP("the report verb is not built in this configuration (RL_BUILD_GUI=OFF)");
        QVERIFY2(report.code == 0, qPrintable(report.err));
        const QString text = QString::fromStdString(rl::test::readText(html.toStdString()));
        for (const auto &c : conditions)
            for (QString fragment : english(c))
                QVERIFY2(text.contains(fragment.toHtmlEscaped()), qPrintable(fragment));
        QVERIFY(text.count(QStringLiteral("<svg")) >= 3); // Bland–Altman, confusion, verdicts ...
        QVERIFY(text.count(QStringLiteral("<table class=\"apa\"")) >= 8);
        QVERIFY(text.contains(QStringLiteral("Satterthwaite, F. E. (1946)")));
        const QString pdf = m_dir + QStringLiteral("/report.pdf");
        const Run pdfRun = cli({QStringLiteral("report"), project, QStringLiteral("--out"), pdf, QStringLiteral("--language"),
                                QStringLiteral("ko")});
        QVERIFY2(pdfRun.code == 0, qPrintable(pdfRun.err));
        const std::string bytes = rl::test::readText(pdf.toStdString());
        QVERIFY(bytes.starts_with("%PDF-"));
        QVERIFY(bytes.size() > 20000);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

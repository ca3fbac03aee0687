// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// raterlab-cli as a user scripts it: exit codes, one-line reasons, --help everywhere, JSON info.
#include "tests/common/testutil.h"

#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
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
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

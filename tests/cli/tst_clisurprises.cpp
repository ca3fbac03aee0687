// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// No silent surprises on the command line: a wide header's typo of a dimension is refused with the closest name
// (a new name needs --dimension), `--skip COLUMN` leaves a bookkeeping column out, `import predictions` states what
// it replaces and removes, an unknown corpus or grid language is refused with the known ones, several bad rows
// print one line each, `stereotales analyze` counts name the rows of its files, and `stereotales harm` does not
// overwrite the analysis.json of `stereotales analyze` in the same --out folder.
#include "tests/common/clirun.h"
#include "tests/common/testutil.h"

#include <QFile>
#include <QProcess>
#include <QtTest>

class TestCliSurprises : public QObject {
    Q_OBJECT
    QString m_dir;

    using Run = rl::test::CliRun;
    static Run cli(const QStringList &args) { return rl::test::runCli(args); }
    QString write(const QString &name, const QString &text)
    {
        QFile f(m_dir + "/" + name);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("write");
        f.write(text.toUtf8());
        return m_dir + "/" + name;
    }
    static QString readText(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }
    /// A rating study with stimuli a, b, c and the dimensions valence and arousal (wide, 1-9).
    QString ratingStudy(const QString &name)
    {
        const QString project = m_dir + "/" + name;
        write("s.csv", "stimulus_id,topic\na,x\nb,y\nc,x\n");
        write("r.csv", "rater_id,stimulus_id,valence,arousal\nh1,a,3,4\nh1,b,5,6\nh2,a,4,4\n");
        if (cli({"import", "stimuli", project, m_dir + "/s.csv", "--study", "rating"}).code != 0
            || cli({"import", "ratings", project, m_dir + "/r.csv"}).code != 0)
            qFatal("rating study");
        return project;
    }

private slots:
    void initTestCase() { m_dir = QString::fromStdString(rl::test::tempDir()); }

    void wideTypoNeedsDimensionAndSkipLeavesAColumnOut()
    {
        const QString project = ratingStudy("typo.raterlab");
        const QByteArray before = readText(project).toUtf8();
        write("typo.csv", "rater_id,stimulus_id,valance,trial\nh3,a,3,1\n");
        Run r = cli({"import", "ratings", project, m_dir + "/typo.csv", "--skip", "trial"});
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("typo.csv:1:3") && r.err.contains("'valance'") && r.err.contains("closest: 'valence'")
                     && r.err.contains("--dimension"),
                 qPrintable(r.err));
        QVERIFY(readText(project).toUtf8() == before);
        // Declared, the new name is a new dimension; the skipped bookkeeping column is not a rating.
        r = cli({"import", "ratings", project, m_dir + "/typo.csv", "--skip", "trial", "--dimension", "valance:1-9"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = cli({"info", project});
        QVERIFY(r.out.contains("\"valance\"") && !r.out.contains("\"trial\""));
        // --skip of a column the file does not have is an error naming the columns.
        r = cli({"import", "ratings", project, m_dir + "/typo.csv", "--skip", "trail"});
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("--skip trail: there is no column 'trail'"), qPrintable(r.err));
    }

    void predictionsReplacementIsStated()
    {
        const QString project = ratingStudy("pred.raterlab");
        write("p1.csv", "condition,stimulus_id,valence,arousal\nm1,a,3,4\nm1,b,5,5\n");
        QVERIFY(cli({"import", "predictions", project, m_dir + "/p1.csv"}).code == 0);
        write("p2.csv", "condition,stimulus_id,valence\nm1,a,2\nm1,b,2\nm1,c,2\n");
        const Run r = cli({"import", "predictions", project, m_dir + "/p2.csv"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("replaced 2 earlier valence prediction(s) of condition m1"), qPrintable(r.out));
        QVERIFY2(r.out.contains("removed 2 earlier arousal prediction(s) of condition m1 (this file has no arousal column)"),
                 qPrintable(r.out));
    }

    void severalBadRowsOneLineEach()
    {
        const QString project = ratingStudy("rows.raterlab");
        write("bad.csv", "rater_id,stimulus_id,valence,arousal\nh9,a,12,4\nh9,zz,3,3\nh9,b,3,0\n");
        const Run r = cli({"import", "ratings", project, m_dir + "/bad.csv"});
        QVERIFY(r.code != 0);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 3);
        for (const char *where : {"bad.csv:2:3:", "bad.csv:3:2:", "bad.csv:4:4:"})
            QVERIFY2(r.err.contains(QStringLiteral("raterlab-cli: ") + where), qPrintable(r.err));
    }

    void unknownCorpusAndLanguageAreRefusedWithTheKnownOnes()
    {
        const QString jury = m_dir + "/jury.raterlab";
        QCOMPARE(cli({"demo", jury, "--study", "jury"}).code, 0);
        Run r = cli({"jury", "compare", jury, "--corpus", "stsb", "--a", "x+y", "--b", "x+z"});
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("no corpus 'stsb'") && r.err.contains("known: ") && r.err.contains("stsb-dev")
                     && r.err.contains("did you mean 'stsb-dev'"),
                 qPrintable(r.err));
        const QString st = m_dir + "/grid.raterlab";
        QCOMPARE(cli({"stereotales", "import-grid", st, QString::fromStdString(rl::test::testDataDir() + "/stereotales/seeds_small")}).code, 0);
        write("stories.csv", "story_id,model,language,prompted_attribute,prompted_value\na1,m1,nl,age,older (65+)\n");
        r = cli({"import", "stories", st, m_dir + "/stories.csv"});
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("stories.csv:2:3: language 'nl' is not a language of the prompt grid (known: en, fr, ko)"),
                 qPrintable(r.err));
    }

    void stereoTalesCountsMatchTheFilesAndVerbsKeepTheirFolders()
    {
        const QString st = m_dir + "/st.raterlab";
        QCOMPARE(cli({"demo", st, "--study", "stereotales"}).code, 0);
        const QString out = m_dir + "/results";
        Run r = cli({"stereotales", "analyze", st, "--out", out, "--resamples", "2000"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QStringList associations = readText(out + "/st_associations.csv").split('\n', Qt::SkipEmptyParts);
        const QStringList cells = readText(out + "/st_cells.csv").split('\n', Qt::SkipEmptyParts);
        const qsizetype reported = std::count_if(cells.begin(), cells.end(), [](const QString &l) { return l.endsWith(",TRUE"); });
        QVERIFY2(r.err.contains(QStringLiteral("%1 cells reported (st_cells.csv), %2 distinct associations (st_associations.csv)")
                                    .arg(reported).arg(associations.size() - 1)),
                 qPrintable(r.err));
        const QString json = readText(out + "/analysis.json");
        r = cli({"stereotales", "harm", st, "--out", out});
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("holds the results of `raterlab-cli stereotales analyze`"), qPrintable(r.err));
        QCOMPARE(readText(out + "/analysis.json"), json);
        QVERIFY(!QFile::exists(out + "/st_harm.csv"));
        r = cli({"stereotales", "harm", st, "--out", m_dir + "/harm"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        // The same verb may write its folder again.
        QCOMPARE(cli({"stereotales", "harm", st, "--out", m_dir + "/harm"}).code, 0);
    }
};

QTEST_GUILESS_MAIN(TestCliSurprises)
#include "tst_clisurprises.moc"

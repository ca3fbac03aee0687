// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// `export-table --format csv` keeps the contract of docs/file-formats.md for every table: every number at full
// precision (the shortest text that reads back as the same double, never rounded to a few decimals), booleans
// TRUE/FALSE, ids in id columns; `--table all` has a sheet for the verdict evidence, Tukey and comparison tables.
// The tables come from the face demo and from a small categorical annotation study made here.
#include "tests/common/clirun.h"
#include "tests/common/testutil.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include <cmath>

namespace {

using Run = rl::test::CliRun;
Run cli(const QStringList &args) { return rl::test::runCli(args); }

QList<QStringList> readCsv(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    const QString text = QString::fromUtf8(f.readAll());
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"'))
                field += c, ++i;
            else if (c == QLatin1Char('"'))
                quoted = false;
            else
                field += c;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row << field, field.clear();
        } else if (c == QLatin1Char('\n')) {
            row << field, field.clear();
            if (!row.front().startsWith(QLatin1Char('#')))
                rows << row;
            row.clear();
        } else if (c != QLatin1Char('\r')) {
            field += c;
        }
    }
    return rows;
}

/// Significant digits of a decimal number's text (leading zeros not counted).
int significantDigits(const QString &s)
{
    QString digits = s;
    digits.remove(QRegularExpression(QStringLiteral("[eE].*$")));
    digits.remove(QRegularExpression(QStringLiteral("[^0-9]")));
    while (digits.startsWith(QLatin1Char('0')))
        digits.remove(0, 1);
    return static_cast<int>(digits.size());
}

} // namespace

class TestCliTables : public QObject {
    Q_OBJECT
    QString m_dir, m_face, m_categorical;

    /// Checks one CSV: no number written with fixed decimals (a trailing zero after the point, "0.8520"); per column
    /// with at least 5 non-integer numbers, when one has exactly 4 decimals, one has 9 or more significant digits (a
    /// column rounded to 4 decimals, or to 4 significant digits, has none; a ratio of small counts such as the
    /// Alt-test's 852/1000 is short and exact); no yes/no/true/false.
    static QStringList problems(const QString &table, const QList<QStringList> &rows)
    {
        QStringList out;
        if (rows.size() < 2)
            return {table + ": no rows"};
        const QStringList &header = rows.front();
        for (int c = 0; c < header.size(); ++c) {
            int fractional = 0, precise = 0, fourDecimals = 0;
            for (int r = 1; r < rows.size(); ++r) {
                const QString v = rows[r].value(c);
                if (v == QLatin1String("yes") || v == QLatin1String("no") || v == QLatin1String("true") || v == QLatin1String("false"))
                    out << QStringLiteral("%1: column %2 row %3: boolean '%4' is not TRUE/FALSE").arg(table, header[c]).arg(r).arg(v);
                bool ok = false;
                const double d = v.toDouble(&ok);
                if (!ok || !std::isfinite(d) || d == std::floor(d))
                    continue;
                ++fractional;
                precise += significantDigits(v) >= 9;
                const int point = v.indexOf(QLatin1Char('.'));
                const QString decimals = point < 0 || v.contains(QLatin1Char('e')) || v.contains(QLatin1Char('E')) ? QString() : v.mid(point + 1);
                fourDecimals += decimals.size() == 4;
                if (decimals.endsWith(QLatin1Char('0')))
                    out << QStringLiteral("%1: column %2 row %3: '%4' is written with fixed decimals").arg(table, header[c]).arg(r).arg(v);
            }
            if (fractional >= 5 && fourDecimals > 0 && precise == 0)
                out << QStringLiteral("%1: column %2: %3 numbers, none at full precision").arg(table, header[c]).arg(fractional);
        }
        return out;
    }

    QStringList check(const QString &project, const QString &table, const QStringList &extra = {})
    {
        const QString out = m_dir + "/" + table + ".csv";
        const Run r = cli(QStringList {"export-table", project, "--table", table, "--format", "csv", "--out", out} + extra);
        if (r.code != 0)
            return {table + ": " + r.err.trimmed()};
        return problems(table, readCsv(out));
    }

private slots:
    void initTestCase()
    {
        m_dir = QString::fromStdString(rl::test::tempDir());
        m_face = m_dir + "/face.raterlab";
        if (cli({"demo", m_face}).code != 0)
            qFatal("demo");
        // A categorical annotation study: 30 texts, 4 annotators, stance pro/neutral/contra and tone warm/cold (two
        // categorical dimensions: the joint Alt-test), two models.
        QString stimuli = QStringLiteral("stimulus_id,text\n"), ratings = QStringLiteral("rater_id,stimulus_id,dimension,value\n"),
                preds = QStringLiteral("condition,stimulus_id,stance,tone\n");
        const char *labels[] = {"pro", "neutral", "contra"};
        for (int i = 0; i < 30; ++i) {
            stimuli += QStringLiteral("t%1,Text %1\n").arg(i);
            const char *tones[] = {"warm", "cold"};
            for (int r = 0; r < 4; ++r)
                ratings += QStringLiteral("a%1,t%2,stance,%3\na%1,t%2,tone,%4\n")
                               .arg(r)
                               .arg(i)
                               .arg(QString::fromLatin1(labels[(i + (r == 3 ? i / 7 : 0)) % 3]), QString::fromLatin1(tones[(i + (r == 2)) % 2]));
            preds += QStringLiteral("m1,t%1,%2,%4\nm2,t%1,%3,%5\n")
                         .arg(i)
                         .arg(QString::fromLatin1(labels[i % 3]), QString::fromLatin1(labels[(i / 2) % 3]),
                              QString::fromLatin1(tones[i % 2]), QString::fromLatin1(tones[(i / 3) % 2]));
        }
        for (const auto &[name, text] : {std::pair {QStringLiteral("s.csv"), stimuli}, {QStringLiteral("r.csv"), ratings}, {QStringLiteral("p.csv"), preds}}) {
            QFile f(m_dir + "/" + name);
            if (!f.open(QIODevice::WriteOnly))
                qFatal("write");
            f.write(text.toUtf8());
        }
        m_categorical = m_dir + "/cat.raterlab";
        for (const QStringList &args : {QStringList {"import", "stimuli", m_categorical, m_dir + "/s.csv"},
                                        QStringList {"import", "ratings", m_categorical, m_dir + "/r.csv", "--dimension",
                                                     "stance:categorical:pro,neutral,contra", "--dimension", "tone:categorical:warm,cold"},
                                        QStringList {"import", "predictions", m_categorical, m_dir + "/p.csv"}}) {
            const Run r = cli(args);
            if (r.code != 0)
                qFatal("%s: %s", qPrintable(args.join(' ')), qPrintable(r.err));
        }
    }

    void everyFaceTableAtFullPrecision_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QStringList>("extra");
        for (const char *t : {"agreement", "verdicts", "confusion", "class-metrics", "human-reliability", "variance-components",
                              "subgroup-accuracy", "demographic-anova", "demographic-glmm", "comparison"})
            QTest::newRow(t) << QString::fromLatin1(t) << QStringList {};
        QTest::newRow("verdict-evidence classification") << QStringLiteral("verdict-evidence") << QStringList {};
        QTest::newRow("verdict-evidence valence") << QStringLiteral("verdict-evidence") << QStringList {"--dimension", "valence"};
    }
    void everyFaceTableAtFullPrecision()
    {
        QFETCH(QString, table);
        QFETCH(QStringList, extra);
        const QStringList p = check(m_face, table, extra);
        QVERIFY2(p.isEmpty(), qPrintable(p.join('\n')));
    }

    void everyCategoricalTableAtFullPrecision_data()
    {
        QTest::addColumn<QString>("table");
        for (const char *t : {"categorical-human", "categorical-agreement", "categorical-labels", "alt-test-joint"})
            QTest::newRow(t) << QString::fromLatin1(t);
    }
    void everyCategoricalTableAtFullPrecision()
    {
        QFETCH(QString, table);
        const QStringList p = check(m_categorical, table);
        QVERIFY2(p.isEmpty(), qPrintable(p.join('\n')));
    }

    void agreementConditionColumnHoldsIds()
    {
        const QString out = m_dir + "/agreement-ids.csv";
        QCOMPARE(cli({"export-table", m_face, "--table", "agreement", "--format", "csv", "--out", out}).code, 0);
        const auto rows = readCsv(out);
        QCOMPARE(rows.front().front(), QStringLiteral("condition"));
        for (int r = 1; r < rows.size(); ++r)
            QVERIFY2(!rows[r].front().contains(QLatin1Char(' ')) && !rows[r].front().contains(QLatin1Char('(')),
                     qPrintable("a label in the id column: " + rows[r].front()));
        QVERIFY(std::any_of(rows.begin() + 1, rows.end(), [](const QStringList &row) { return row.front() == QLatin1String("gpt4omini"); }));
    }

    void comparisonHasTheColumnsOfComparisonTests()
    {
        const QString out = m_dir + "/comparison-columns.csv";
        QCOMPARE(cli({"export-table", m_face, "--table", "comparison", "--condition", "gpt4omini,gemma3_4b", "--format", "csv", "--out", out}).code, 0);
        const QStringList header = readCsv(out).front();
        for (const char *c : {"condition_a", "condition_b", "dimension", "group", "statistic", "test", "n", "estimate_a", "estimate_b",
                              "delta", "ci_low", "ci_high", "statistic_value", "df", "r_ab", "discordant_ab", "discordant_ba", "valid_B",
                              "p", "q", "B", "seed"})
            QVERIFY2(header.contains(QString::fromLatin1(c)), c);
    }

    void workbookHasEvidenceTukeyAndComparison()
    {
        const QString out = m_dir + "/all.xlsx";
        const Run r = cli({"export-table", m_face, "--table", "all", "--format", "xlsx", "--out", out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QProcess unzip;
        unzip.start(QStringLiteral("unzip"), {QStringLiteral("-p"), out, QStringLiteral("xl/workbook.xml")});
        if (!unzip.waitForFinished(60000) || unzip.exitCode() != 0)
            QSKIP("unzip is not available to read the workbook's sheet names");
        const QString workbook = QString::fromUtf8(unzip.readAllStandardOutput());
        for (const char *sheet : {"Evidence (classification)", "Evidence (valence)", "Demographic Tukey", "Comparison"})
            QVERIFY2(workbook.contains(QStringLiteral("name=\"%1\"").arg(QString::fromLatin1(sheet))), sheet);
    }
};

QTEST_GUILESS_MAIN(TestCliTables)
#include "tst_clitables.moc"

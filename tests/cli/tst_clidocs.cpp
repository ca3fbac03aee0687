// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The documentation's command lines are true. Every `raterlab-cli …` command shown in README.md and
// docs/user-guide.md is extracted from the files (so a new line is tested without touching this test) and run
// against a fresh demo project in a temporary folder; any error fails the test. A fenced block runs as one
// script (its commands in order, one folder); an inline command runs alone. A project the context does not
// create (demo, import) is a fresh demo of the kind its commands imply (jury, StereoTales, else face); the
// input files the examples name are made here (tests/data/sts's corpora, a few lines exported from the demo).
// Commands that need a model endpoint (infer, jury run, stereotales generate|extract|rate-harm) are not sent:
// each of their options must be one their verb's --help lists. A synopsis (PROJECT, FILE, [...]) is not a
// command. And the synopses agree: README's "Command line" block, `raterlab-cli --help` and each verb's --help.
#include "tests/common/clirun.h"
#include "tests/common/testutil.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

namespace {

using Run = rl::test::CliRun;
Run cli(const QStringList &args, const QString &dir) { return rl::test::runCli(args, {.workingDirectory = dir}); }

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(f.readAll());
}

/// Shell words of a command line (double and single quotes, backslash-newline already joined).
QStringList words(const QString &line)
{
    QStringList out;
    QString cur;
    QChar quote;
    bool any = false;
    for (const QChar c : line) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                cur += c;
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
            any = true;
        } else if (c.isSpace()) {
            if (!cur.isEmpty() || any)
                out << cur;
            cur.clear();
            any = false;
        } else {
            cur += c;
        }
    }
    if (!cur.isEmpty() || any)
        out << cur;
    return out;
}

struct Context {
    QString where;          ///< file:line of its first command
    QList<QStringList> commands;
};

/// A synopsis or a bare verb name, not a command to run: a command names a file or project, or an option.
bool isSynopsis(const QStringList &w)
{
    if (w.size() < 2
        || std::none_of(w.begin(), w.end(), [](const QString &word) { return word.contains(QLatin1Char('.')) || word.startsWith(QLatin1Char('-')); }))
        return true;
    static const QRegularExpression placeholder(QStringLiteral("^[A-Z][A-Z_.0-9]*$"));
    for (const QString &word : w)
        if (word.contains(QLatin1Char('[')) || word.contains(QLatin1Char('|')) || word.contains(QStringLiteral("..."))
            || placeholder.match(word).hasMatch() || word.startsWith(QLatin1String("FILE.")))
            return true;
    return false;
}

QStringList commandWords(QString line)
{
    const int hash = line.indexOf(QRegularExpression(QStringLiteral("\\s#")));
    if (hash >= 0)
        line = line.left(hash);
    QStringList w = words(line.trimmed());
    if (!w.isEmpty() && w.front() == QLatin1String("raterlab-cli"))
        w.removeFirst();
    return w;
}

/// Every command context of a Markdown file: fenced blocks (sh or plain) and inline `raterlab-cli …` spans.
QList<Context> contextsOf(const QString &path, const QString &name)
{
    QList<Context> out;
    const QStringList lines = readText(path).split(QLatin1Char('\n'));
    bool fenced = false, shell = false;
    Context block;
    static const QRegularExpression inlineCmd(QStringLiteral("`raterlab-cli ([^`]+)`"));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i];
        if (line.trimmed().startsWith(QLatin1String("```"))) {
            if (!fenced) {
                const QString lang = line.trimmed().mid(3).trimmed();
                shell = lang.isEmpty() || lang == QLatin1String("sh") || lang == QLatin1String("bash");
                block = Context {QStringLiteral("%1:%2").arg(name).arg(i + 1), {}};
            } else if (!block.commands.isEmpty()) {
                out << block;
            }
            fenced = !fenced;
            continue;
        }
        if (fenced) {
            if (!shell || !line.trimmed().startsWith(QLatin1String("raterlab-cli ")))
                continue;
            QString joined = line;
            while (joined.trimmed().endsWith(QLatin1Char('\\')) && i + 1 < lines.size())
                joined = joined.trimmed().chopped(1) + QLatin1Char(' ') + lines[++i].trimmed();
            const QStringList w = commandWords(joined);
            if (!isSynopsis(w))
                block.commands << w;
            continue;
        }
        for (auto it = inlineCmd.globalMatch(line); it.hasNext();) {
            const QStringList w = commandWords(QStringLiteral("raterlab-cli ") + it.next().captured(1));
            if (!isSynopsis(w))
                out << Context {QStringLiteral("%1:%2").arg(name).arg(i + 1), {w}};
        }
    }
    return out;
}

bool needsEndpoint(const QStringList &w)
{
    const QString verb = w.value(0), sub = w.value(1);
    return verb == QLatin1String("infer") || (verb == QLatin1String("jury") && sub == QLatin1String("run"))
        || (verb == QLatin1String("stereotales")
            && (sub == QLatin1String("generate") || sub == QLatin1String("extract") || sub == QLatin1String("rate-harm")));
}

QStringList optionsOf(const QString &text)
{
    QStringList out;
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])--[a-z][a-z0-9-]*"));
    for (auto it = option.globalMatch(text); it.hasNext();) {
        const QString o = it.next().captured(0);
        if (!out.contains(o))
            out << o;
    }
    return out;
}

/// The help of a command's verb: `raterlab-cli VERB [SUB] --help`.
QString helpOf(const QStringList &w, const QString &dir)
{
    QStringList args {w.value(0)};
    if (w.value(0) == QLatin1String("jury") || w.value(0) == QLatin1String("stereotales"))
        args << w.value(1);
    args << QStringLiteral("--help");
    const Run r = cli(args, dir);
    return r.code == 0 ? r.out : QString();
}

/// "import stimuli|ratings" -> "import stimuli", "import ratings"; "analyze" -> "analyze".
QStringList verbKeys(const QString &verb, const QString &sub)
{
    const bool two = verb == QLatin1String("jury") || verb == QLatin1String("stereotales") || verb == QLatin1String("import")
        || verb == QLatin1String("export");
    if (!two)
        return {verb};
    QStringList out;
    for (const QString &s : sub.split(QLatin1Char('|')))
        out << verb + QLatin1Char(' ') + s;
    return out;
}

} // namespace

class TestCliDocs : public QObject {
    Q_OBJECT
    QString m_tmp, m_fixtures;
    std::map<QString, QString> m_demos; // kind -> a pristine demo project

    QString demo(const QString &kind)
    {
        auto it = m_demos.find(kind);
        if (it != m_demos.end())
            return it->second;
        const QString path = m_tmp + "/pristine-" + kind + ".raterlab";
        const Run r = cli({"demo", path, "--study", kind}, m_tmp);
        if (r.code != 0)
            qFatal("demo %s: %s", qPrintable(kind), qPrintable(r.err));
        return m_demos[kind] = path;
    }

    void write(const QString &name, const QString &text)
    {
        QFile f(m_fixtures + "/" + name);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(name));
        f.write(text.toUtf8());
    }

    /// The input files the examples name, made from the demo and tests/data.
    void makeFixtures()
    {
        m_fixtures = m_tmp + "/fixtures";
        QDir().mkpath(m_fixtures);
        // stimuli.csv with the guide's own column name (image_id) and SVG files beside it; the ids are the face demo's,
        // so that predictions.csv imports into the demo as well as into a study made from stimuli.csv.
        QString stimuli = QStringLiteral("image_id,file,emotion\n");
        QString ratings = QStringLiteral("participant,image_id,valence,arousal\n");
        QString predictions = QStringLiteral("condition,stimulus_id,emotion,valence,arousal\n");
        const char *emotions[] = {"happy", "sad", "angry", "fearful", "disgusted", "neutral"};
        for (int i = 0; i < 6; ++i) {
            const QString id = QStringLiteral("Kf01_") + QString::fromLatin1(emotions[i]);
            write(id + ".svg", QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"8\"><circle cx=\"4\" "
                                              "cy=\"4\" r=\"%1\"/></svg>").arg(1 + i % 3));
            stimuli += id + "," + id + ".svg," + emotions[i] + "\n";
            for (int r = 0; r < 3; ++r)
                ratings += QStringLiteral("p%1,%2,%3,%4\n").arg(r).arg(id).arg(1 + (i + r) % 9).arg(1 + (2 * i + r) % 9);
            predictions += QStringLiteral("gpt4omini,%1,%2,%3,%4\n").arg(id, QString::fromLatin1(emotions[(i + 1) % 6])).arg(1 + i).arg(9 - i);
        }
        write("stimuli.csv", stimuli);
        write("ratings.csv", ratings);
        write("predictions.csv", predictions);
        // A text study with a long ratings file (vas 0-100, clarity 1-7) and a topic factor.
        QString texts = QStringLiteral("stimulus_id,text,topic\n"), longRatings = QStringLiteral("rater_id,stimulus_id,dimension,value\n");
        for (int i = 0; i < 8; ++i) {
            texts += QStringLiteral("t%1,\"A short text, number %1.\",%2\n").arg(i).arg(i % 2 ? "news" : "fiction");
            for (int r = 0; r < 3; ++r)
                longRatings += QStringLiteral("r%1,t%2,vas,%3\nr%1,t%2,clarity,%4\n").arg(r).arg(i).arg(10 * i + 3 * r).arg(1 + (i + r) % 7);
        }
        write("texts.csv", texts);
        write("ratings_long.csv", longRatings);
        // A stance annotation of the texts (long format) and two models' stances.
        QString stances = QStringLiteral("rater_id,stimulus_id,dimension,value\n"), stancePredictions = QStringLiteral("condition,stimulus_id,stance\n");
        const char *labels[] = {"pro", "neutral", "contra"};
        for (int i = 0; i < 8; ++i) {
            for (int r = 0; r < 4; ++r)
                stances += QStringLiteral("a%1,t%2,stance,%3\n").arg(r).arg(i).arg(QString::fromLatin1(labels[(i + (r == 3)) % 3]));
            stancePredictions += QStringLiteral("gpt4omini,t%1,%2\ngemma3_4b,t%1,%3\n")
                                     .arg(i)
                                     .arg(QString::fromLatin1(labels[i % 3]), QString::fromLatin1(labels[(i / 2) % 3]));
        }
        write("stances.csv", stances);
        write("stance_predictions.csv", stancePredictions);
        // Jury inputs: the real STS-B dev and KLUE-STS dev files, a small CSV corpus, judges and their answers.
        const std::string sts = rl::test::testDataDir() + "/sts";
        std::filesystem::copy_file(sts + "/stsb/sts-dev.csv", (m_fixtures + "/sts-dev.csv").toStdString());
        std::filesystem::copy_file(sts + "/klue-sts/klue-sts-v1.1_dev.json", (m_fixtures + "/klue-sts-v1.1_dev.json").toStdString());
        write("pairs.csv", QStringLiteral("id,sentence1,sentence2,gold\np1,A cat sits.,A cat is sitting.,4.5\n"
                                          "p2,A dog runs.,The sky is blue.,0.2\np3,He reads.,He is reading a book.,3.8\n"));
        write("judges.json", QStringLiteral("[{\"id\": \"j1\", \"provider\": \"openai\", \"model\": \"gpt-4o-mini\", "
                                            "\"price_input_per_mtok\": 0.15, \"price_output_per_mtok\": 0.6},\n"
                                            " {\"id\": \"j2\", \"provider\": \"openai\", \"model\": \"gpt-4o\", "
                                            "\"price_input_per_mtok\": 2.5, \"price_output_per_mtok\": 10}]\n"));
        QString judgments = QStringLiteral("judge,item_id,condition,round,score\n");
        const QStringList stsLines = readText(m_fixtures + "/sts-dev.csv").split(QLatin1Char('\n'));
        for (int i = 0; i < 5 && i < stsLines.size(); ++i) {
            const QStringList f = stsLines[i].split(QLatin1Char('\t'));
            const QString key = f.value(1) + "/" + f.value(2) + "/" + f.value(3); // STS-B's key: filename/year/id
            for (const char *judge : {"j1", "j2"})
                judgments += QStringLiteral("%1,%2,blind,1,%3\n").arg(QString::fromLatin1(judge), key).arg(1 + i % 5);
        }
        write("judgments.csv", judgments);
    }

    /// A fresh folder with the fixtures and, for every project the context does not create, a demo of its kind.
    QString prepare(const Context &c, int n)
    {
        const QString dir = m_tmp + QStringLiteral("/ctx%1").arg(n);
        QDir().mkpath(dir);
        for (const QString &f : QDir(m_fixtures).entryList(QDir::Files))
            QFile::copy(m_fixtures + "/" + f, dir + "/" + f);
        std::set<QString> seen;
        bool jury = false, st = false;
        for (const QStringList &w : c.commands) {
            jury = jury || w.value(0) == QLatin1String("jury") || w.contains(QStringLiteral("jury"));
            st = st || w.value(0) == QLatin1String("stereotales") || w.contains(QStringLiteral("stereotales"));
        }
        for (const QStringList &w : c.commands)
            for (const QString &word : w) {
                if (!word.endsWith(QLatin1String(".raterlab")) || seen.count(word))
                    continue;
                seen.insert(word);
                // What makes a project: a demo, the first stimuli or corpus, a prompt grid (other imports need a study).
                const bool creates = w.value(0) == QLatin1String("demo")
                    || (w.value(0) == QLatin1String("import")
                        && (w.value(1) == QLatin1String("stimuli") || w.value(1) == QLatin1String("corpus")))
                    || (w.value(0) == QLatin1String("stereotales") && w.value(1) == QLatin1String("import-grid"));
                if (creates)
                    continue;
                const QString kind = jury || word.startsWith(QLatin1String("jury")) ? QStringLiteral("jury")
                    : st || word.startsWith(QLatin1String("st"))                   ? QStringLiteral("stereotales")
                                                                                    : QStringLiteral("face");
                QFile::copy(demo(kind), dir + "/" + word);
            }
        return dir;
    }

private slots:
    void initTestCase()
    {
        m_tmp = QString::fromStdString(rl::test::tempDir());
        makeFixtures();
    }

    void everyDocumentedCommandRuns()
    {
        const QString src = QString::fromStdString(rl::test::sourceDir());
        QList<Context> contexts = contextsOf(src + "/README.md", QStringLiteral("README.md"));
        contexts += contextsOf(src + "/docs/user-guide.md", QStringLiteral("docs/user-guide.md"));
        QVERIFY2(contexts.size() >= 15, qPrintable(QStringLiteral("only %1 command contexts found").arg(contexts.size())));
        int n = 0, ran = 0, checked = 0;
        QStringList failures;
        for (const Context &c : contexts) {
            const QString dir = prepare(c, ++n);
            for (const QStringList &w : c.commands) {
                const QString shown = QStringLiteral("raterlab-cli ") + w.join(QLatin1Char(' '));
                if (needsEndpoint(w)) { // not sent to a model: its options must be its verb's
                    const QString help = helpOf(w, dir);
                    for (const QString &o : optionsOf(w.join(QLatin1Char(' '))))
                        if (!help.contains(o))
                            failures << QStringLiteral("%1: %2: %3 is not an option of the verb").arg(c.where, shown, o);
                    ++checked;
                    continue;
                }
                const Run r = cli(w, dir);
                ++ran;
                if (r.code != 0)
                    failures << QStringLiteral("%1: %2: exit %3: %4").arg(c.where, shown).arg(r.code).arg(r.err.trimmed());
            }
        }
        qInfo("%d documented commands run, %d model-endpoint commands checked against their verb's --help", ran, checked);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    void synopsesAgreeWithTheVerbs()
    {
        const QString src = QString::fromStdString(rl::test::sourceDir());
        // README's "Command line" block: one synopsis per verb (continuation lines belong to the line above).
        const QString readme = readText(src + "/README.md");
        const int start = readme.indexOf(QLatin1String("## Command line"));
        const int open = readme.indexOf(QLatin1String("```"), start);
        const int close = readme.indexOf(QLatin1String("```"), open + 3);
        QVERIFY(start >= 0 && open > start && close > open);
        std::map<QString, QStringList> fromReadme, fromHelp;
        QStringList last;
        for (const QString &line : readme.mid(open + 3, close - open - 3).split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("raterlab-cli "))) {
                const QStringList w = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
                last = verbKeys(w.value(1), w.value(2));
            }
            for (const QString &key : last)
                fromReadme[key] += optionsOf(line);
        }
        // raterlab-cli --help: the same verbs, each with the same options.
        const Run top = cli({"--help"}, m_tmp);
        QCOMPARE(top.code, 0);
        last.clear();
        for (const QString &line : top.out.split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("  ")) && !line.startsWith(QLatin1String("   ")) && line.size() > 2 && line[2].isLower()) {
                const QStringList w = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
                last = verbKeys(w.value(0), w.value(1));
            } else if (!line.startsWith(QLatin1String("        "))) {
                last.clear();
            }
            // Only the synopsis part: a description follows three spaces.
            const int desc = line.indexOf(QRegularExpression(QStringLiteral("\\S {3,}\\S")));
            for (const QString &key : last)
                fromHelp[key] += optionsOf(desc >= 0 ? line.left(desc + 1) : line);
        }
        QStringList problems;
        for (const auto &[verb, options] : fromHelp)
            if (!fromReadme.count(verb))
                problems << QStringLiteral("README's synopsis lacks `%1`").arg(verb);
        for (const auto &[verb, options] : fromReadme) {
            if (!fromHelp.count(verb)) {
                problems << QStringLiteral("raterlab-cli --help lacks `%1`").arg(verb);
                continue;
            }
            const QSet<QString> a(options.begin(), options.end());
            const QStringList &h = fromHelp[verb];
            const QSet<QString> b(h.begin(), h.end());
            if (a != b)
                problems << QStringLiteral("`%1`: README %2, --help %3").arg(verb, QStringList(a.values()).join(' '), QStringList(b.values()).join(' '));
            // Every option of the synopsis is one the verb's own --help explains.
            const QString own = helpOf(verb.split(QLatin1Char(' ')), m_tmp);
            if (own.isEmpty())
                problems << QStringLiteral("`raterlab-cli %1 --help` fails").arg(verb);
            for (const QString &o : a)
                if (!own.contains(o))
                    problems << QStringLiteral("`%1 --help` does not mention %2").arg(verb, o);
        }
        for (const QString &o : {QStringLiteral("--group-by"), QStringLiteral("--dimension"), QStringLiteral("--study"), QStringLiteral("--skip")})
            if (!top.out.contains(o))
                problems << QStringLiteral("raterlab-cli --help lacks %1").arg(o);
        // docs/file-formats.md names only verbs of the table.
        static const QRegularExpression named(QStringLiteral("raterlab-cli ([a-z-]+)(?: ([a-z-]+))?"));
        for (auto it = named.globalMatch(readText(src + "/docs/file-formats.md")); it.hasNext();) {
            const auto m = it.next();
            const QString verb = m.captured(1), two = verb + " " + m.captured(2);
            const bool known = fromHelp.count(verb) || fromHelp.count(two)
                || std::any_of(fromHelp.begin(), fromHelp.end(), [&](const auto &e) { return e.first.startsWith(verb + " "); });
            if (!known)
                problems << QStringLiteral("docs/file-formats.md names `raterlab-cli %1`, not a verb of --help").arg(m.captured(0).mid(13));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestCliDocs)
#include "tst_clidocs.moc"

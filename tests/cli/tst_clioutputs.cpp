// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Every raterlab-cli verb that writes a file, against a destination that refuses it (engine/core/atomicfile.h):
// a full disk, a read-only folder, a "folder" that is a file, a symbolic link at --out. Each must exit non-zero,
// name the path and the reason in its one line, and leave the previous file byte for byte as it was (an analysis
// folder: every previous file), with no temporary beside it and nothing written through the link.
#include "tests/common/hostiledestination.h"
#include "tests/common/clirun.h"
#include "tests/common/testutil.h"

#include <QDir>
#include <QProcess>
#include <QtTest>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <algorithm>
#include <map>

namespace fs = std::filesystem;

namespace {

enum class Hostile { FullDisk, ReadOnlyFolder, ParentIsAFile, LinkAtTheTarget };

// A verb that writes: its arguments with OUT for the destination, and the files it writes there (one name: a
// file; several: a folder, OUT being the folder).
struct Verb {
    QStringList args;
    std::vector<std::string> files;
    bool folder = false;
};

std::map<QString, Verb> verbs()
{
    const QString out = QStringLiteral("OUT");
    const auto figure = [&](const char *format) {
        return Verb {{QStringLiteral("export-figure"), QStringLiteral("PROJECT"), QStringLiteral("--figure"),
                      QStringLiteral("bland-altman"), QStringLiteral("--format"), QLatin1String(format), QStringLiteral("--out"), out},
                     {std::string("figure.") + format}};
    };
    const auto table = [&](const char *name, const char *format, const char *file) {
        return Verb {{QStringLiteral("export-table"), QStringLiteral("PROJECT"), QStringLiteral("--table"), QLatin1String(name),
                      QStringLiteral("--format"), QLatin1String(format), QStringLiteral("--out"), out},
                     {file}};
    };
    return {
        {QStringLiteral("export-figure pdf"), figure("pdf")},
        {QStringLiteral("export-figure svg"), figure("svg")},
        {QStringLiteral("export-figure png"), figure("png")},
        {QStringLiteral("report pdf"), {{QStringLiteral("report"), QStringLiteral("PROJECT"), QStringLiteral("--out"), out}, {"report.pdf"}}},
        {QStringLiteral("report html"), {{QStringLiteral("report"), QStringLiteral("PROJECT"), QStringLiteral("--out"), out}, {"report.html"}}},
        {QStringLiteral("export-table csv"), table("agreement", "csv", "agreement.csv")},
        {QStringLiteral("export-table xlsx"), table("all", "xlsx", "tables.xlsx")},
        {QStringLiteral("export ratings"), {{QStringLiteral("export"), QStringLiteral("ratings"), QStringLiteral("PROJECT"), out}, {"ratings.csv"}}},
        {QStringLiteral("analyze"),
         {{QStringLiteral("analyze"), QStringLiteral("PROJECT"), QStringLiteral("--only"), QStringLiteral("agreement"),
           QStringLiteral("--out"), out},
          {"metrics.csv", "verdicts.csv", "verdict_evidence.csv", "analysis.json"},
          true}},
    };
}

QString qs(const std::string &s) { return QString::fromStdString(s); }

} // namespace

class TestCliOutputs : public QObject {
    Q_OBJECT
    QString m_project;
    std::map<QString, std::map<std::string, std::size_t>> m_sizes; // a verb's files as it writes them normally

    using Run = rl::test::CliRun;
    static Run cli(const QStringList &args, const std::function<void()> &childSetup = {})
    {
        return rl::test::runCli(args, {.childSetup = childSetup});
    }
    QStringList argsFor(const Verb &verb, const QString &out) const
    {
        QStringList args = verb.args;
        args.replaceInStrings(QStringLiteral("PROJECT"), m_project);
        args.replaceInStrings(QStringLiteral("OUT"), out);
        return args;
    }

private slots:
    void initTestCase()
    {
        m_project = qs(rl::test::tempDir()) + QStringLiteral("/study.raterlab");
        const Run demo = cli({QStringLiteral("demo"), m_project});
        QVERIFY2(demo.code == 0, qPrintable(demo.err));
        for (const auto &[name, verb] : verbs()) {
            const std::string dir = rl::test::tempDir();
            const QString out = verb.folder ? qs(dir) : qs(dir + "/" + verb.files[0]);
            const Run r = cli(argsFor(verb, out));
            if (r.err.contains(QStringLiteral("is not a verb of this build")))
                continue; // RL_BUILD_GUI=OFF: no figure and table verbs
            QVERIFY2(r.code == 0, qPrintable(name + QStringLiteral(": ") + r.err));
            for (const auto &file : verb.files)
                m_sizes[name][file] = fs::file_size(dir + "/" + file);
        }
    }

    void refusedDestinationKeepsThePreviousFile_data()
    {
        QTest::addColumn<QString>("verb");
        QTest::addColumn<int>("hostile");
        for (const auto &[name, verb] : verbs()) {
            QTest::newRow(qPrintable(name + QStringLiteral(", full disk"))) << name << int(Hostile::FullDisk);
            QTest::newRow(qPrintable(name + QStringLiteral(", read-only folder"))) << name << int(Hostile::ReadOnlyFolder);
            QTest::newRow(qPrintable(name + QStringLiteral(", folder is a file"))) << name << int(Hostile::ParentIsAFile);
            QTest::newRow(qPrintable(name + QStringLiteral(", link at --out"))) << name << int(Hostile::LinkAtTheTarget);
        }
    }
    void refusedDestinationKeepsThePreviousFile()
    {
        QFETCH(QString, verb);
        QFETCH(int, hostile);
        if (!m_sizes.count(verb))
            QSKIP("the figure and table verbs are not built in this configuration (RL_BUILD_GUI=OFF)");
        const Verb v = verbs().at(verb);
        const std::string dir = rl::test::tempDir();
        const std::string elsewhere = rl::test::tempDir();
        // The previous output: every file of the verb, each with its own bytes.
        std::map<std::string, std::string> previous;
        for (const auto &file : v.files) {
            previous[file] = "previous " + file + " of an earlier run\n";
            std::ofstream(dir + "/" + file, std::ios::binary) << previous[file];
        }
        const std::string victim = elsewhere + "/thesis.tex";
        std::ofstream(victim) << "a file the link points to";

        std::string target = v.folder ? dir : dir + "/" + v.files[0]; // what --out names
        std::string reason;
        std::function<void()> childSetup;
        std::unique_ptr<rl::test::ReadOnlyFolder> readOnly;
        switch (Hostile(hostile)) {
        case Hostile::FullDisk: {
            // Half the size of the largest file the verb writes, but above the first of an analysis folder's
            // files, so that the old code (one file after the other) wrote the first and then failed: a mix. At
            // least 64 KiB: the project's SQLite shared-memory file (32 KiB) must still fit.
            const auto &sizes = m_sizes.at(verb);
            std::size_t largest = 0;
            for (const auto &[file, size] : sizes)
                largest = std::max(largest, size);
            const std::size_t limit = std::max<std::size_t>(v.folder ? sizes.at(v.files[0]) + 1 : largest / 2, 64 * 1024);
            if (limit >= largest)
                QSKIP("the output is too small to simulate a full disk with RLIMIT_FSIZE beside the project's files");
            childSetup = [limit] { rl::test::limitFileSize(limit); };
            // libxlsxwriter stages a sheet in a temporary file and swallows that write's error: the workbook is
            // then read back and refused for what it lacks (engine/io/xlsx.h, checkWorkbookFile).
            reason = v.files[0].ends_with(".xlsx") ? "it came out incomplete" : std::strerror(EFBIG);
            break;
        }
        case Hostile::ReadOnlyFolder:
            readOnly = std::make_unique<rl::test::ReadOnlyFolder>(dir);
            childSetup = [ro = readOnly.get()] {
                if (!ro->childSetup())
                    _exit(125);
            };
            reason = ::geteuid() == 0 ? std::strerror(EROFS) : std::strerror(EACCES);
            break;
        case Hostile::ParentIsAFile:
            target = dir + "/" + v.files[0] + "/" + v.files[0]; // in a "folder" that is a file
            reason = std::strerror(ENOTDIR);
            break;
        case Hostile::LinkAtTheTarget: {
            const std::string link = dir + "/" + v.files[0];
            fs::remove(link);
            fs::create_symlink(victim, link);
            reason = "is a symbolic link";
            break;
        }
        }

        const Run r = cli(argsFor(v, qs(target)), childSetup);
        if (r.code == 125)
            QSKIP("running as root without the right to mount: a read-only folder cannot be made here");
        const QString context = verb + QStringLiteral(": ") + r.err;
        QVERIFY2(r.code != 0 && r.code != -1, qPrintable(context)); // refused, not "wrote" (and not a crash)
        QVERIFY2(!r.err.contains(QStringLiteral("wrote")), qPrintable(context));
        QVERIFY2(r.err.contains(qs(Hostile(hostile) == Hostile::LinkAtTheTarget ? dir + "/" + v.files[0] : target)),
                 qPrintable(context));
        QVERIFY2(r.err.contains(qs(reason)), qPrintable(context));
        for (const auto &[file, bytes] : previous)
            if (Hostile(hostile) != Hostile::LinkAtTheTarget || file != v.files[0])
                QVERIFY2(rl::test::readBytes(dir + "/" + file) == bytes, qPrintable(verb + QStringLiteral(": ") + qs(file) + QStringLiteral(" changed")));
        QCOMPARE(rl::test::readBytes(victim), std::string("a file the link points to"));
        if (Hostile(hostile) == Hostile::LinkAtTheTarget)
            QVERIFY2(fs::is_symlink(dir + "/" + v.files[0]), "the link was replaced");
        const auto left = rl::test::unexpectedFiles(dir, v.files);
        QVERIFY2(left.empty(), qPrintable(verb + QStringLiteral(": left behind: ") + qs(left.empty() ? std::string() : left[0])));
    }
};

QTEST_GUILESS_MAIN(TestCliOutputs)
#include "tst_clioutputs.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/atomicfile.h"
#include "tests/common/hostiledestination.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <sys/wait.h>

using namespace rl;
namespace fs = std::filesystem;

namespace {

// A megabyte that is not one repeated byte, so a truncated copy cannot pass for it.
std::string patterned(std::size_t size)
{
    std::string out(size, '\0');
    for (std::size_t i = 0; i < size; ++i)
        out[i] = static_cast<char>('a' + (i * 7) % 26);
    return out;
}

bool contains(const std::string &text, const std::string &part) { return text.find(part) != std::string::npos; }

} // namespace

class TestAtomicFile : public QObject {
    Q_OBJECT
private slots:
    void publishesExactlyTheBytes()
    {
        const std::string dir = test::tempDir();
        std::vector<std::uint8_t> bytes(1 << 20);
        for (std::size_t i = 0; i < bytes.size(); ++i)
            bytes[i] = static_cast<std::uint8_t>(i * 7);
        const std::string path = dir + "/new.bin";
        QVERIFY(publishNewFile(path, bytes));
        QCOMPARE(fs::file_size(path), bytes.size());
        std::ifstream in(path, std::ios::binary);
        std::vector<std::uint8_t> back((std::istreambuf_iterator<char>(in)), {});
        QVERIFY(back == bytes);
        QCOMPARE(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1L); // no temporary beside it
    }
    void neverReplacesAFile()
    {
        const std::string dir = test::tempDir();
        const std::string path = dir + "/user.raterlab";
        std::ofstream(path) << "precious";
        const std::vector<std::uint8_t> bytes {1, 2, 3};
        const Status s = publishNewFile(path, bytes);
        QVERIFY(!s);
        QCOMPARE(s.error().code, ErrorCode::Validation);
        QCOMPARE(test::readText(path), std::string("precious"));
    }
    void stalePartialOfADeadProcessIsRemoved()
    {
        const std::string dir = test::tempDir();
        // A PID far above pid_max cannot be running.
        const std::string stale = dir + "/.demo.raterlab.partial-999999999";
        const std::string alive = dir + "/.demo.raterlab.partial-" + std::to_string(QCoreApplication::applicationPid());
        std::ofstream(stale) << "half";
        std::ofstream(alive) << "in progress";
        QVERIFY(publishNewFile(dir + "/demo.raterlab", std::vector<std::uint8_t> {7}));
        QVERIFY(!fs::exists(stale));
        QVERIFY(fs::exists(alive)); // a running writer's file is left alone
    }
    void missingDirectoryIsAnIoError()
    {
        const Status s = publishNewFile(test::tempDir() + "/no/such/dir/x", std::vector<std::uint8_t> {1});
        QVERIFY(!s);
        QCOMPARE(s.error().code, ErrorCode::Io);
    }

    // replaceFile: every export, report and analysis output.
    void replacesWithExactlyTheBytesAndKeepsTheMode()
    {
        const std::string dir = test::tempDir();
        const std::string path = dir + "/table.csv";
        std::ofstream(path) << "old";
        fs::permissions(path, fs::perms(0640));
        const std::string bytes = patterned(1 << 20);
        QVERIFY(replaceFile(path, bytes));
        QVERIFY(test::readBytes(path) == bytes);
        QCOMPARE(int(fs::status(path).permissions() & fs::perms::all), 0640);
        QVERIFY(test::unexpectedFiles(dir, {"table.csv"}).empty()); // no temporary beside it
        QVERIFY(replaceFile(dir + "/fresh.csv", "x"));
        QCOMPARE(test::readBytes(dir + "/fresh.csv"), std::string("x"));
    }
    void fullDiskKeepsThePreviousFile()
    {
        const std::string dir = test::tempDir();
        const std::string path = dir + "/figure.pdf";
        const std::string old = patterned(1000);
        std::ofstream(path, std::ios::binary) << old;
        Status replaced, created;
        {
            test::FileSizeLimit full(64 * 1024); // writes past 64 KiB fail with EFBIG, as on a full disk
            replaced = replaceFile(path, patterned(1 << 20));
            created = replaceFile(dir + "/new.pdf", patterned(1 << 20));
        }
        QVERIFY(!replaced);
        QCOMPARE(replaced.error().code, ErrorCode::Io);
        QVERIFY2(contains(replaced.error().detail, path + ": cannot write: " + std::strerror(EFBIG) + "; the previous file is unchanged"),
                 replaced.error().detail.c_str());
        QVERIFY(test::readBytes(path) == old);
        QVERIFY(!created);
        QVERIFY2(contains(created.error().detail, "nothing was written"), created.error().detail.c_str());
        QVERIFY(!fs::exists(dir + "/new.pdf"));
        QVERIFY(test::unexpectedFiles(dir, {"figure.pdf"}).empty());
    }
    void symbolicLinkAtTheTargetIsRefused()
    {
        const std::string dir = test::tempDir();
        const std::string elsewhere = test::tempDir();
        const std::string victim = elsewhere + "/thesis.tex";
        std::ofstream(victim) << "keep me";
        const std::string link = dir + "/table.tex";
        fs::create_symlink(victim, link);
        const Status s = replaceFile(link, "new table");
        QVERIFY(!s);
        QCOMPARE(s.error().code, ErrorCode::Validation);
        QVERIFY2(contains(s.error().detail, link + " is a symbolic link"), s.error().detail.c_str());
        QCOMPARE(test::readBytes(victim), std::string("keep me"));
        QVERIFY(fs::is_symlink(link));
        // A dangling link would create its target elsewhere.
        const std::string dangling = dir + "/report.pdf";
        fs::create_symlink(elsewhere + "/created-through-the-link", dangling);
        QVERIFY(!replaceFile(dangling, "x"));
        QVERIFY(!fs::exists(elsewhere + "/created-through-the-link"));
        QVERIFY(test::unexpectedFiles(dir, {"table.tex", "report.pdf"}).empty());
    }
    void folderOrDeviceAtTheTargetIsRefused()
    {
        const std::string dir = test::tempDir();
        fs::create_directory(dir + "/out.csv");
        const Status folder = replaceFile(dir + "/out.csv", "x");
        QVERIFY(!folder);
        QVERIFY2(contains(folder.error().detail, dir + "/out.csv is a folder"), folder.error().detail.c_str());
        const Status device = replaceFile("/dev/null", "x");
        QVERIFY(!device);
        QVERIFY2(contains(device.error().detail, "/dev/null is not a regular file"), device.error().detail.c_str());
    }
    void parentThatIsAFileIsAnIoError()
    {
        const std::string dir = test::tempDir();
        std::ofstream(dir + "/notes.txt") << "a file";
        const std::string path = dir + "/notes.txt/out.csv";
        const Status s = replaceFile(path, "x");
        QVERIFY(!s);
        QCOMPARE(s.error().code, ErrorCode::Io);
        QVERIFY2(contains(s.error().detail, path) && contains(s.error().detail, std::strerror(ENOTDIR)), s.error().detail.c_str());
        QCOMPARE(test::readBytes(dir + "/notes.txt"), std::string("a file"));
    }
    void readOnlyFolderKeepsThePreviousFile()
    {
        const std::string dir = test::tempDir();
        const std::string path = dir + "/report.pdf";
        std::ofstream(path) << "old report";
        test::ReadOnlyFolder readOnly(dir);
        const pid_t child = ::fork();
        if (child == 0) {
            if (!readOnly.childSetup())
                _exit(125);
            const Status s = replaceFile(path, "new report");
            if (s)
                _exit(1);
            const std::string &d = s.error().detail;
            const bool named = contains(d, path) && (contains(d, std::strerror(EACCES)) || contains(d, std::strerror(EROFS)));
            _exit(named && contains(d, "the previous file is unchanged") ? 0 : 2);
        }
        int status = 0;
        QVERIFY(child > 0 && ::waitpid(child, &status, 0) == child && WIFEXITED(status));
        if (WEXITSTATUS(status) == 125)
            QSKIP("running as root without the right to mount: a read-only folder cannot be made here");
        QCOMPARE(WEXITSTATUS(status), 0); // 1: it claimed success; 2: the message lacks the path or the reason
        QCOMPARE(test::readBytes(path), std::string("old report"));
    }
    void staleTemporaryOfADeadProcessIsRemoved()
    {
        const std::string dir = test::tempDir();
        const std::string stale = dir + "/.out.csv.partial-999999999-4";
        std::ofstream(stale) << "half";
        QVERIFY(replaceFile(dir + "/out.csv", "whole"));
        QVERIFY(!fs::exists(stale));
    }

    // replaceFiles: an analysis output folder is all old or all new.
    void outputSetStaysOldOnAFullDisk()
    {
        const std::string dir = test::tempDir();
        for (const char *name : {"metrics.csv", "verdicts.csv", "analysis.json"})
            std::ofstream(dir + "/" + name) << "old " << name;
        const std::string small = "new small", big = patterned(1 << 20);
        const std::vector<FileContent> files {{dir + "/metrics.csv", small}, {dir + "/verdicts.csv", small}, {dir + "/analysis.json", big}};
        Status s;
        {
            test::FileSizeLimit full(64 * 1024);
            s = replaceFiles(files);
        }
        QVERIFY(!s);
        QVERIFY2(contains(s.error().detail, dir + "/analysis.json: cannot write: ")
                     && contains(s.error().detail, "none of the 3 files was changed"),
                 s.error().detail.c_str());
        for (const char *name : {"metrics.csv", "verdicts.csv", "analysis.json"})
            QCOMPARE(test::readBytes(dir + "/" + name), "old " + std::string(name));
        QVERIFY(test::unexpectedFiles(dir, {"metrics.csv", "verdicts.csv", "analysis.json"}).empty());
        QVERIFY(replaceFiles(files));
        QVERIFY(test::readBytes(dir + "/analysis.json") == big);
    }
    void outputSetIsPutBackWhenARenameFails()
    {
        const std::string dir = test::tempDir();
        std::ofstream(dir + "/metrics.csv") << "old metrics";
        const std::vector<FileContent> files {{dir + "/metrics.csv", "new metrics"}, {dir + "/verdicts.csv", "new verdicts"},
                                              {dir + "/analysis.json", "new json"}};
        // After two files are in place, a folder appears where the third goes: its rename is refused.
        setBeforeRenameHookForTests([&](const std::string &path) {
            if (path == dir + "/analysis.json")
                fs::create_directory(path);
        });
        const Status s = replaceFiles(files);
        setBeforeRenameHookForTests({});
        QVERIFY(!s);
        QVERIFY2(contains(s.error().detail, dir + "/analysis.json is a folder")
                     && contains(s.error().detail, "none of the 3 files was changed"),
                 s.error().detail.c_str());
        QCOMPARE(test::readBytes(dir + "/metrics.csv"), std::string("old metrics"));
        QVERIFY(!fs::exists(dir + "/verdicts.csv")); // it was not there before
        QVERIFY(test::unexpectedFiles(dir, {"metrics.csv", "analysis.json"}).empty());
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/importers.h"
#include "tests/common/rawdatabase.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"

#include <QtTest>

#include <chrono>
#include <fstream>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

/// Two processes import into one project at once. Each import reads the study and writes back what
/// it changed; the first holds the file's write lock from its read to its commit (importers.h), so the second either
/// waits and then builds on the first's result — both changes survive — or, when the first outlasts its wait, is
/// refused with "the project is being changed by another process" and changes nothing. Never a silent loss: before
/// the lock, the second import wrote back the emotion it had read, undoing the first's change although both reported
/// success.
using namespace rl;

namespace {

void writeFile(const std::string &path, const std::string &text) { std::ofstream(path, std::ios::binary) << text; }

/// The level of `factor` of stimulus s1, read from the file.
std::string levelOf(const std::string &project, const std::string &factor)
{
    auto p = storage::Project::open(project);
    if (!p)
        return "error";
    auto rawDb = test::rawDatabase(*p);
    auto st = rawDb.prepare("SELECT l.name FROM item_factors f JOIN items i ON i.id = f.item_id "
                                    "JOIN factor_levels l ON l.id = f.level_id JOIN factors x ON x.id = f.factor_id "
                                    "WHERE i.key = 's1' AND x.name = ?");
    if (!st)
        return "error";
    st->bind(1, factor);
    auto row = st->step();
    return row && *row ? st->columnText(0) : std::string("none");
}

/// Fork a process that imports `csv` and holds its write lock for `holdMs` between its read and its write; returns
/// once the child has read the study (it writes one byte to a pipe then).
pid_t importHoldingTheLock(const std::string &project, const std::string &csv, int holdMs)
{
    int fds[2];
    if (::pipe(fds) != 0)
        return -1;
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[0]);
        auto p = storage::Project::open(project);
        if (!p)
            ::_exit(2);
        io::ImportOptions o;
        o.progress.report = [&](std::string_view phase, std::int64_t done, std::int64_t) {
            if (phase == "write" && done == 0) { // read and checked, not written yet
                const char c = 'r';
                (void)!::write(fds[1], &c, 1);
                std::this_thread::sleep_for(std::chrono::milliseconds(holdMs));
            }
        };
        auto r = io::importFile(*p, io::ImportKind::Stimuli, csv, o);
        ::_exit(r ? 0 : 1);
    }
    ::close(fds[1]);
    char c = 0;
    const bool got = ::read(fds[0], &c, 1) == 1;
    ::close(fds[0]);
    return got ? pid : -1;
}

int exitCodeOf(pid_t pid)
{
    int status = 0;
    if (::waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
        return -1;
    return WEXITSTATUS(status);
}

} // namespace

class TestConcurrentImport : public QObject {
    Q_OBJECT
    std::string m_dir;
    std::string m_project;

private slots:
    void init()
    {
        m_dir = test::tempDir();
        m_project = m_dir + "/study.raterlab";
        writeFile(m_dir + "/stimuli.csv", "stimulus_id,emotion,gender\ns1,happy,female\ns2,sad,male\n");
        writeFile(m_dir + "/emotion.csv", "stimulus_id,emotion\ns1,sad\n");   // the first writer's change
        writeFile(m_dir + "/gender.csv", "stimulus_id,gender\ns1,male\n");    // the second writer's change
        auto p = storage::Project::open(m_project, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p);
        QVERIFY(io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/stimuli.csv"));
    }

    void secondWriterWaitsAndBothChangesSurvive()
    {
        const pid_t first = importHoldingTheLock(m_project, m_dir + "/emotion.csv", 700);
        QVERIFY(first > 0);
        // The first has read s1 as happy/female and will write sad; this one reads, then writes male.
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        io::ImportOptions o;
        o.waitMs = 10000;
        auto r = io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/gender.csv", o);
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        QCOMPARE(exitCodeOf(first), 0);
        QCOMPARE(levelOf(m_project, "emotion"), std::string("sad"));  // the first's change was not undone
        QCOMPARE(levelOf(m_project, "gender"), std::string("male"));
    }

    void secondWriterRefusedWhileTheFirstHoldsTheLock()
    {
        const pid_t first = importHoldingTheLock(m_project, m_dir + "/emotion.csv", 2500);
        QVERIFY(first > 0);
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        io::ImportOptions o;
        o.waitMs = 300;
        auto r = io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/gender.csv", o);
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::Busy);
        QVERIFY2(r.error().detail.find("the project is being changed by another process") != std::string::npos,
            r.error().detail.c_str());
        QCOMPARE(exitCodeOf(first), 0);
        QCOMPARE(levelOf(m_project, "emotion"), std::string("sad"));
        QCOMPARE(levelOf(m_project, "gender"), std::string("female")); // refused: nothing of it was written
        // Tried again once the first has finished, it succeeds on top of the first's result.
        auto again = io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/gender.csv", o);
        QVERIFY2(again, again ? "" : again.error().detail.c_str());
        QCOMPARE(levelOf(m_project, "emotion"), std::string("sad"));
        QCOMPARE(levelOf(m_project, "gender"), std::string("male"));
    }

    void readersDoNotBlockAnImport()
    {
        // The GUI keeps a connection open and reads while imports and runs write (WAL).
        auto reader = storage::Project::open(m_project);
        QVERIFY(reader);
        auto rawDb = test::rawDatabase(*reader);
        auto st = rawDb.prepare("SELECT key FROM items");
        QVERIFY(st);
        QVERIFY(*st->step()); // a read transaction stays open while the statement is not reset
        auto p = storage::Project::open(m_project);
        QVERIFY(p);
        io::ImportOptions o;
        o.waitMs = 300;
        auto r = io::importFile(*p, io::ImportKind::Stimuli, m_dir + "/gender.csv", o);
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        st->reset();
    }
};

QTEST_APPLESS_MAIN(TestConcurrentImport)
#include "tst_concurrentimport.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/atomicfile.h"
#include "tests/common/testutil.h"

#include <QtTest>
#include <filesystem>
#include <fstream>

using namespace rl;
namespace fs = std::filesystem;

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
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"

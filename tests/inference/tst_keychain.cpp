// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// API keys in the keychain (engine/inference/keychain): a machine without a keychain gets a clean
// message at once (no session bus; a session bus without a Secret Service), and — when
// gnome-keyring-daemon can run headless here — a store / lookup / remove round trip that
// secrets.h's resolveApiKey sees.
#include "engine/inference/keychain.h"
#include "engine/inference/secrets.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace rl;

class TestKeychain : public QObject {
    Q_OBJECT

    QProcess m_bus; // a private session bus this test starts (and stops)

    bool startBus()
    {
        const QString daemon = QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
        if (daemon.isEmpty())
            return false;
        m_bus.start(daemon, {QStringLiteral("--session"), QStringLiteral("--nofork"), QStringLiteral("--print-address=1")});
        if (!m_bus.waitForStarted(5000) || !m_bus.waitForReadyRead(5000))
            return false;
        const QByteArray address = m_bus.readLine().trimmed();
        if (address.isEmpty())
            return false;
        qputenv("DBUS_SESSION_BUS_ADDRESS", address);
        return true;
    }

private slots:
    void namesAreChecked()
    {
        QCOMPARE(inference::keychainHasKey("A;rm -rf").error().code, ErrorCode::Validation);
        QCOMPARE(inference::keychainHasKey("").error().code, ErrorCode::Validation);
        QCOMPARE(inference::keychainStore("OK_NAME", "").error().code, ErrorCode::Validation);
    }

    void noSessionBusIsACleanMessage()
    {
        const QByteArray bus = qgetenv("DBUS_SESSION_BUS_ADDRESS"), runtime = qgetenv("XDG_RUNTIME_DIR");
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        qputenv("XDG_RUNTIME_DIR", "/nonexistent-runtime-dir");
        QElapsedTimer timer;
        timer.start();
        const auto has = inference::keychainHasKey("RL_TEST_KEY");
        QVERIFY(!has);
        QCOMPARE(has.error().code, ErrorCode::Unsupported);
        QVERIFY(has.error().detail.starts_with("no keychain: there is no D-Bus session bus"));
        QCOMPARE(inference::keychainStore("RL_TEST_KEY", "sk-123").error().code, ErrorCode::Unsupported);
        QVERIFY(timer.elapsed() < 1000); // no hang
        // resolveApiKey: environment first; without it the reason names the variable and the keychain
        study::ModelCondition c;
        c.id = "x";
        c.provider = "openai";
        c.apiKeyEnv = "RL_TEST_KEY";
        qunsetenv("RL_TEST_KEY");
        const auto key = inference::resolveApiKey(c);
        QVERIFY(!key);
        QCOMPARE(key.error().code, ErrorCode::Auth);
        QVERIFY(key.error().detail.find("RL_TEST_KEY is not set") != std::string::npos);
        QVERIFY(key.error().detail.find("no keychain") != std::string::npos);
        qputenv("RL_TEST_KEY", "from-env");
        QCOMPARE(*inference::resolveApiKey(c), std::string("from-env"));
        qunsetenv("RL_TEST_KEY");
        if (!bus.isEmpty())
            qputenv("DBUS_SESSION_BUS_ADDRESS", bus);
        runtime.isEmpty() ? qunsetenv("XDG_RUNTIME_DIR") : qputenv("XDG_RUNTIME_DIR", runtime);
    }

    void busWithoutSecretServiceIsACleanMessage()
    {
        if (!QStandardPaths::findExecutable(QStringLiteral("gnome-keyring-daemon")).isEmpty())
            QSKIP("a Secret Service could be activated on this machine: covered by the round trip");
        if (!startBus())
            QSKIP("dbus-daemon cannot start a session bus here");
        QElapsedTimer timer;
        timer.start();
        const auto has = inference::keychainHasKey("RL_TEST_KEY", 3000);
        QVERIFY(!has);
        QVERIFY2(has.error().code == ErrorCode::Unsupported || has.error().code == ErrorCode::Cancelled,
                 has.error().detail.c_str());
        QVERIFY(has.error().detail.find("keychain") != std::string::npos);
        QVERIFY(timer.elapsed() < 4000); // at most the deadline, never a hang
    }

    void roundTripWithGnomeKeyring()
    {
        const QString keyring = QStandardPaths::findExecutable(QStringLiteral("gnome-keyring-daemon"));
        if (keyring.isEmpty())
            QSKIP("gnome-keyring-daemon is not installed: no headless keychain for a round trip (the no-keychain cases ran)");
        if (m_bus.state() != QProcess::Running && !startBus())
            QSKIP("dbus-daemon cannot start a session bus here");
        QTemporaryDir home;
        qputenv("XDG_DATA_HOME", home.path().toUtf8());
        QProcess unlock;
        unlock.start(keyring, {QStringLiteral("--unlock"), QStringLiteral("--components=secrets"), QStringLiteral("--daemonize")});
        unlock.write("test\n");
        unlock.closeWriteChannel();
        unlock.waitForFinished(10000);
        const Status stored = inference::keychainStore("RL_TEST_KEY", "sk-round-trip");
        if (!stored)
            QSKIP(qPrintable(QStringLiteral("the keychain does not run headless here: %1").arg(QString::fromStdString(stored.error().detail))));
        QCOMPARE(*inference::keychainHasKey("RL_TEST_KEY"), true);
        study::ModelCondition c;
        c.id = "x";
        c.apiKeyEnv = "RL_TEST_KEY";
        qunsetenv("RL_TEST_KEY");
        QCOMPARE(*inference::resolveApiKey(c), std::string("sk-round-trip"));
        QVERIFY(inference::keychainRemove("RL_TEST_KEY"));
        QCOMPARE(*inference::keychainHasKey("RL_TEST_KEY"), false);
    }

    void cleanupTestCase()
    {
        if (m_bus.state() == QProcess::Running) {
            m_bus.terminate();
            m_bus.waitForFinished(5000);
        }
    }
};

QTEST_GUILESS_MAIN(TestKeychain)
#include "tst_keychain.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

#include <functional>

/// Running a command-line program under test (raterlab-cli, the jury CLI) and keeping what it said: the one
/// runner of the CLI tests.
namespace rl::test {

/// What one run of a program gave back.
struct CliRun {
    int code = -1; ///< the exit code; -1 when the program crashed, could not start or did not end in time
    QString out;   ///< stdout, read as UTF-8
    QString err;   ///< stderr, read as UTF-8
};

struct CliOptions {
    int timeoutMs = 600000;          ///< a program still running after this is killed (code -1)
    QString workingDirectory;        ///< empty: the test's own
    std::function<void()> childSetup; ///< run in the child before exec (resource limits, mounts)
};

inline CliRun runProgram(const QString &program, const QStringList &args, const CliOptions &options = {})
{
    QProcess p;
    if (!options.workingDirectory.isEmpty())
        p.setWorkingDirectory(options.workingDirectory);
    if (options.childSetup)
        p.setChildProcessModifier(options.childSetup);
    p.start(program, args);
    const bool ended = p.waitForFinished(options.timeoutMs);
    if (!ended)
        p.kill(), p.waitForFinished(5000);
    const bool normal = ended && p.exitStatus() == QProcess::NormalExit;
    return {normal ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

#ifdef RL_CLI_PATH
/// raterlab-cli as built beside the test (RL_CLI_PATH); RL_CLI_UNDER_TEST in the environment runs the same
/// cases against another build (e.g. the code before a fix).
inline CliRun runCli(const QStringList &args, const CliOptions &options = {})
{
    return runProgram(qEnvironmentVariable("RL_CLI_UNDER_TEST", QStringLiteral(RL_CLI_PATH)), args, options);
}
#endif

} // namespace rl::test

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include <unistd.h>

/// Start `exe args...` in a child process (for kill -9 tests): its stderr appended to `logPath`,
/// its stdout discarded when `discardStdout`. Returns the child's pid (<= 0 when fork failed; exit code 127 when exec did).
namespace rl::test {

inline pid_t spawnLogged(const std::string &exe, const std::vector<std::string> &args, const std::string &logPath,
                         bool discardStdout = false)
{
    const pid_t pid = fork();
    if (pid == 0) {
        if (!std::freopen(logPath.c_str(), "a", stderr) || (discardStdout && !std::freopen("/dev/null", "w", stdout)))
            _exit(126);
        std::string program = exe;
        std::vector<std::string> copy = args;
        std::vector<char *> argv {program.data()};
        for (auto &a : copy)
            argv.push_back(a.data());
        argv.push_back(nullptr);
        execv(program.c_str(), argv.data());
        _exit(127);
    }
    return pid;
}

} // namespace rl::test

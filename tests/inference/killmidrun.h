// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/stats/random.h"
#include "tests/inference/loopbackserver.h"

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <thread>

/// kill -9 a run while its requests are in flight, on any machine. A kill after a fixed sleep lands after the
/// run has ended on a fast machine and before it has begun on a slow one; this one waits for the server to see a
/// seeded number of the run's requests (1 to `maxStep`), then kills. Keep rounds × maxStep below the job's
/// request count and every round is killed mid-run.
namespace rl::test {

/// Start the run `rounds` times with `spawn()` (returns the child's pid) and kill each as above. Returns the
/// number of runs killed while running (a run that ended first is not counted); -1 when a start failed.
template <class Spawn>
int killMidRun(Spawn spawn, const LoopbackServer &server, int rounds, std::uint64_t seed, int maxStep)
{
    stats::Rng rng(seed);
    int kills = 0;
    for (int round = 0; round < rounds; ++round) {
        const std::int64_t target = server.requestCount() + 1 + static_cast<std::int64_t>(rng.below(static_cast<std::uint64_t>(maxStep)));
        const pid_t pid = spawn();
        if (pid <= 0)
            return -1;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
        int status = 0;
        bool ended = false;
        while (server.requestCount() < target && std::chrono::steady_clock::now() < deadline) {
            if (waitpid(pid, &status, WNOHANG) == pid) {
                ended = true;
                break;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        if (!ended && waitpid(pid, &status, WNOHANG) == 0) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            ++kills;
        }
    }
    return kills;
}

} // namespace rl::test

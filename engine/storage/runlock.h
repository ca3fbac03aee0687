// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <memory>
#include <string>

/// The run lock of a project: at most one process sends paid requests for a project at a time, so
/// two runs started at once cannot each buy the same requests. Every run (a face or rating run, a
/// jury panel, StereoTales generation, extraction and harm rating, batch or not) takes it before
/// its first request and holds it to its end.
///
/// It is an exclusive flock(2) on "<project>.runlock" next to the project file, which holds a line
/// naming the holder (pid, host, what runs, since when). The kernel releases it when the holder
/// ends, however it ends (kill -9 included); the holder deletes the file when it releases the lock.
/// Within one process the lock is re-entrant (a panel holds it across its judges' runs): it is
/// released when the last holder of the process lets go. acquire() never waits: a second process
/// gets Error{Busy} naming the holder.
namespace rl::storage {

class RunLock {
public:
    /// Take the lock of the project at `projectPath` for `what` (e.g. "jury run of j1.rubric").
    static Result<RunLock> acquire(const std::string &projectPath, const std::string &what);

    RunLock(RunLock &&) noexcept;
    RunLock &operator=(RunLock &&) noexcept;
    ~RunLock();

    /// The lock file's path for a project.
    static std::string lockPath(const std::string &projectPath);

    struct Held;

private:
    explicit RunLock(std::shared_ptr<Held> held);
    std::shared_ptr<Held> m_held;
};

} // namespace rl::storage

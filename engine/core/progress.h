// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <functional>
#include <stop_token>
#include <string_view>

namespace rl {

/// Progress of long work: the engine calls it from the working thread; the caller marshals to
/// its GUI thread if it has one. `done` of `total` units of the named phase.
using ProgressFn = std::function<void(std::string_view phase, std::int64_t done, std::int64_t total)>;

/// Long work takes a Progress: a callback (may be empty) and a std::stop_token. No threads are
/// created by the engine for the caller; threading belongs to the caller.
struct Progress {
    ProgressFn report;
    std::stop_token stop;

    void operator()(std::string_view phase, std::int64_t done, std::int64_t total) const
    {
        if (report)
            report(phase, done, total);
    }
    bool stopRequested() const { return stop.stop_requested(); }
};

} // namespace rl

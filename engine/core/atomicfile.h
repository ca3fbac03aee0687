// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <cstdint>
#include <span>
#include <string>

/// Creating a file so that no interruption leaves part of it behind (issue 15, "no leftovers").
namespace rl {

/// Create `path` holding exactly `bytes`, or nothing at all — also when the process is killed
/// (kill -9, SIGINT, power loss) at any moment. The bytes go to an unnamed file (O_TMPFILE) in the
/// target's directory, are fsynced, and only then linked under `path`: before the link no name
/// exists, after it the file is complete. An existing `path` is never replaced (Error{Validation}).
/// Where the filesystem has no O_TMPFILE, a hidden `.NAME.partial-PID` beside the target is linked
/// instead and removed at once; such a file left by a killed process is removed by the next call
/// for the same target (a PID that no longer runs).
Status publishNewFile(const std::string &path, std::span<const std::uint8_t> bytes);

} // namespace rl

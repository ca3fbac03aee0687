// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string_view>

namespace rl::inference {

/// The status of an inference run. A run starts `Running` and ends `Finished` (every request
/// answered), `Failed` (some failed, or the run stopped on an error) or `Cancelled`; the runs
/// panel adds `Interrupted` (the program closed while it went) and `Resumed` (a later run took it
/// over); `Paused` while held. The `runs.status` column holds runStatusName() (runhistory.h).
enum class RunStatus { Running, Paused, Finished, Failed, Cancelled, Interrupted, Resumed };

const char *runStatusName(RunStatus status); ///< "running", "paused", "finished", ...
/// The status a `runs.status` text names; nullopt for any other text.
std::optional<RunStatus> parseRunStatus(std::string_view name);

} // namespace rl::inference

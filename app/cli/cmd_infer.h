// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace rl::cli {

/// `raterlab-cli infer PROJECT --condition ID [--items FILTER] [--limit N] [--concurrency N]
/// [--base-url URL] [--rpm N] [--timeout SECONDS] [--retries N] [--batch [--poll-interval S]
/// [--batch-attempts N] [--batch-size N]]`: run a condition over the project's items
/// (engine/inference/inferencerun.h; with --batch through the provider's batch engine,
/// engine/inference/batch/batchrun.h), progress on stderr, a summary at the end. Exit 0 when
/// every request was answered, 1 when any failed or the run stopped (auth, cancel), 2 on usage errors.
int runInfer(const std::vector<std::string> &args);

} // namespace rl::cli

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace rl::cli {

/// `raterlab-cli jury SUBVERB ...`: the LLM-jury study's verbs (docs/user-guide.md §11). This file dispatches;
/// each sub-verb is one function (hygiene here; analyze, compare and run beside the statistics).
int runJury(const std::vector<std::string> &args);

/// `jury hygiene FILE [--format auto|stsb|korsts|klue|csv] [--map FROM=TO]...`: the hygiene report as JSON.
int runJuryHygiene(const std::vector<std::string> &args);

} // namespace rl::cli

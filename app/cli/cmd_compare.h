// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace rl::cli {

/// `raterlab-cli compare PROJECT --conditions A,B[,...] --out DIR [--bootstrap B] [--seed N] [--group-by F]`:
/// the condition comparison (engine/analysis/compare) written as comparison_estimates.csv and
/// comparison_tests.csv into DIR (created). Progress on stderr; exit 0 on success.
int runCompare(const std::vector<std::string> &args);

} // namespace rl::cli

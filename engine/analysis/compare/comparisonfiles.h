// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/compare/comparison.h"

#include <string>

/// The comparison as two tidy CSV files (docs/file-formats.md, "Comparison output"), numbers at
/// full precision (io::formatNumber: shortest round trip; NA when undefined):
///   comparison_estimates.csv  dimension, group, condition, label, statistic, n, estimate, ci_low, ci_high,
///                             ci_method, valid_B, B, seed
///   comparison_tests.csv      dimension, group, condition_a, condition_b, statistic, test, n, estimate_a,
///                             estimate_b, delta, ci_low, ci_high, statistic_value, df, r_ab, discordant_ab,
///                             discordant_ba, valid_B, p, q, B, seed
namespace rl::analysis::compare {

std::string estimatesCsv(const Comparison &c);
std::string testsCsv(const Comparison &c);

/// Writes both files into `dir` (created); errors: Io naming the file.
Status writeComparisonFiles(const Comparison &c, const std::string &dir);

} // namespace rl::analysis::compare

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace rl::cli {

/// `raterlab-cli stereotales analyze PROJECT --out DIR [--by model|model-language] [--min-row-sum N]
/// [--resamples B] [--seed N] [--threads T] [--max-exact-tables N]`: the association analysis of
/// docs/methods.md §9 into DIR (st_tables.csv, st_cells.csv, st_associations.csv, analysis.json).
/// `args` start after `analyze`. Exit 0 on success, 1 with a one-line reason on stderr.
int runStereoTalesAnalyze(const std::vector<std::string> &args);

/// `raterlab-cli stereotales harm PROJECT --out DIR`: harm alignment into DIR (st_harm.csv,
/// st_harm_attributes.csv, analysis.json). `args` start after `harm`.
int runStereoTalesHarm(const std::vector<std::string> &args);

} // namespace rl::cli

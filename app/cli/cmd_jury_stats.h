// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace rl::cli {

/// `raterlab-cli jury analyze PROJECT --out DIR ...` (the jury statistics of docs/methods.md §8 into
/// DIR: jury_*.csv and analysis.json) and `raterlab-cli jury compare PROJECT --corpus NAME --a SUBSET
/// --b SUBSET ...` (the paired bootstrap of two panels as JSON on stdout). `args` start with the
/// sub-verb. Exit 0 on success, 1 with a one-line reason on stderr.
int runJuryStats(const std::vector<std::string> &args);

} // namespace rl::cli

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace rl::cli {

/// `raterlab-cli plan --simulate categorical|numeric [...] --out DIR`: the Alt-test's winning rate and
/// advantage probability against the number of items for a hypothetical study
/// (engine/analysis/plan/simulation.h), written to DIR/simulation.csv. `args` are those after `plan`.
/// Exit 0 on success, 2 for a usage error (nothing written), 1 when the file cannot be written.
int runPlanSimulate(const std::vector<std::string> &args);

/// Whether `args` (after `plan`) ask for the simulation: --simulate is among them.
bool wantsPlanSimulate(const std::vector<std::string> &args);

} // namespace rl::cli

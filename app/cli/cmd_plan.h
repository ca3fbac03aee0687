// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace rl::cli {

/// `raterlab-cli plan PROJECT --out DIR [--items 50,100,...] [--raters 2,3,5,...] [--draws B] [--seed N]
/// [--target 0.95] [--epsilon E] [--threads N]`: resamples the study's own items and raters
/// (engine/analysis/plan/resampling.h) and writes plan.csv, plan_summary.csv and plan_methods.md into DIR,
/// together or not at all. Exit 0 on success, 2 for a bad flag or a design the study cannot give, 1 otherwise.
int runPlan(const std::vector<std::string> &args);

} // namespace rl::cli

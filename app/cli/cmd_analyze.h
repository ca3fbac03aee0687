// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace rl::cli {

/// `raterlab-cli analyze PROJECT --out DIR [--only agreement|mixed|demographics] [--seed N] ...`:
/// runs the face-study analysis and writes metrics.csv, verdicts.csv, verdict_evidence.csv and
/// analysis.json into DIR (created). Progress on stderr; exit 0 on success.
int runAnalyze(const std::vector<std::string> &args);

} // namespace rl::cli

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace rl::cli {

/// `stereotales generate PROJECT --condition ID [--language L]... [--limit N] [--batch] ...`
int runStereoTalesGenerate(const std::vector<std::string> &args);
/// `stereotales extract PROJECT --extractor ID... [--limit N] [--batch] ...`
int runStereoTalesExtract(const std::vector<std::string> &args);
/// `stereotales rate-harm PROJECT --condition ID [--seed N] [--associations FILE] [--batch] ...`
int runStereoTalesRateHarm(const std::vector<std::string> &args);

} // namespace rl::cli

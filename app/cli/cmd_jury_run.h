// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace rl::cli {

/// `raterlab-cli jury run PROJECT --corpus NAME --judges ID,... [--condition C] [--rounds N] ...`
int runJuryRun(const std::vector<std::string> &args);

} // namespace rl::cli

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// `raterlab-cli jury analyze|compare` alone (rl_cli's runJuryStats, the very same code), so the jury tests
// exercise the verb without the rest of raterlab-cli.
#include "app/cli/cmd_jury_stats.h"

#include <string>
#include <vector>

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && args.front() == "jury")
        args.erase(args.begin());
    return rl::cli::runJuryStats(args);
}

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// `raterlab-cli analyze` alone (rl_cli's runAnalyze, the very same code), so the
// analysis tests exercise the verb without building the GUI-linked parts of raterlab-cli.
#include "app/cli/cmd_analyze.h"

#include <string>
#include <vector>

int main(int argc, char **argv)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && args.front() == "analyze")
        args.erase(args.begin());
    return rl::cli::runAnalyze(args);
}

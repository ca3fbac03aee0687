// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// raterlab-cli-figures: the verbs of raterlab-cli that paint with Qt (export-figure, export-table).
// raterlab-cli runs this program for them (same arguments), so raterlab-cli itself links no Qt.
#include "app/cli/cli.h"
#include "app/cli/cmd_figure.h"

#include <string>
#include <vector>

int main(int argc, char **argv)
{
    const std::string verb = argc > 1 ? argv[1] : "";
    const std::vector<std::string> args(argv + (argc > 1 ? 2 : 1), argv + argc);
    if (verb == "export-figure")
        return rl::cli::runExportFigure(args);
    if (verb == "export-table")
        return rl::cli::runExportTable(args);
    if (verb == "report")
        return rl::cli::runReport(args);
    return rl::cli::fail("'" + verb + "' is not a verb of raterlab-cli-figures (export-figure, export-table, report; see raterlab-cli --help)");
}

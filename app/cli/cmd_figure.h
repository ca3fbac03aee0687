// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace rl::cli {

/// `raterlab-cli export-figure PROJECT --figure NAME [--condition ID[,ID...]] [--dimension D]
/// --format svg|pdf|png [--dpi 300] [--width 3.25in] [--height H] [--proportional] --out FILE`:
/// analyses PROJECT (agreement part) and paints the named figure with the same routine and the
/// same bundled font as the GUI, headless (offscreen platform). Exit 0 on success.
int runExportFigure(const std::vector<std::string> &args);

/// `raterlab-cli export-table PROJECT --table NAME --format csv|latex|markdown [--condition ID]
/// [--emotion E] [--dimension D] --out FILE`: the table the GUI shows, written by the same writer.
int runExportTable(const std::vector<std::string> &args);

/// `raterlab-cli report PROJECT --out FILE.html|FILE.pdf [--language en|ko] [--decimals 2]`: the whole
/// study (all analysis parts) as widgets::writeStudyReport writes it.
int runReport(const std::vector<std::string> &args);

} // namespace rl::cli

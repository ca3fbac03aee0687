// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <nlohmann/json_fwd.hpp>

#include <initializer_list>
#include <string>
#include <utility>

/// What every analysis writes its --out folder with (face, jury, StereoTales reports).
namespace rl::analysis {

/// Write each (file name, content) into `dir`, made when missing, all together (rl::replaceFiles): every
/// file keeps its old content or all get the new, never a mix, and none is written through a symbolic
/// link. The error names the directory or the file and the reason, and says that nothing was changed.
/// A `dir` whose analysis.json another verb wrote (its "analysis" key: jury, stereotales,
/// stereotales-harm; none = `analyze`) is refused (Validation) before anything is written, so the results
/// of two verbs never overwrite each other.
Status writeOutputFiles(const std::string &dir, std::initializer_list<std::pair<const char *, std::string>> files);

/// A number for analysis.json: NaN → null, ±∞ → "Inf" / "-Inf" (as R's jsonlite writes them), else itself.
nlohmann::ordered_json jsonNumber(double v);

} // namespace rl::analysis

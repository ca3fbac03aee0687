// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/io/importers.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace rl::storage {
class Project;
}

namespace rl::cli {

/// `raterlab-cli stereotales SUBVERB ...`: the StereoTales study's verbs (docs/user-guide.md §12). This file
/// dispatches; each sub-verb is one function (the grid's import and export here; the statistics' verbs beside them).
int runStereoTales(const std::vector<std::string> &args);

/// `stereotales import-grid PROJECT SEEDS_DIR`: the published YAML seed folder into PROJECT (created when missing).
int runStereoTalesImportGrid(const std::vector<std::string> &args);
/// `stereotales export-grid PROJECT DIR`: the project's grid as a seed folder.
int runStereoTalesExportGrid(const std::vector<std::string> &args);

/// `import stories|extractions|harm PROJECT FILE [--map FROM=TO]...` (called by runImport).
int runImportStereoTales(const std::string &what, const std::string &project, const std::string &file, const io::ImportOptions &options);

/// The StereoTales part of `info` (prompts per language and in total, stories, refusals, extractions, models,
/// extractors, associations) under j["stereotales"]; nothing for a project without StereoTales data.
Status addStereoTalesInfo(storage::Project &project, nlohmann::ordered_json &j);

} // namespace rl::cli

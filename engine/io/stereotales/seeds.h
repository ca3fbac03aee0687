// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/study/stereotales/grid.h"

#include <string>
#include <vector>

/// The published StereoTales seed folder (Giskard-AI/stereotales-pipeline `configs/stereotales_seeds`):
///
///     attributes/attributes.<lang>.yaml        <attribute>: {values: [...], template_choices: [... | null]}
///     scenarios/scenario.<lang>.yaml           <group>: [scenario, ...]
///     prompts_template/prompts.<lang>.yaml     scenario_based: "... {context} ... {character} ..."
///     prompts_template/additional_prompt.en.yaml   <name>: "... {character} ..." (optional; empty strings skipped)
///
/// The languages are those with an attributes file (`du` is the seeds' code for Dutch), English first, then
/// in alphabetical order of their codes; each needs all three files. English gives the keys (grid.h); every
/// other language must name the same attributes and groups in the same order with as many values, template
/// choices and scenarios, its null template choices where English has them. Every error names
/// "<relative path>:line:column: reason" (1-based, from yaml-cpp's marks), or the file alone when it is missing.
namespace rl::io::stereotales {

/// Read and check a seed folder.
Result<study::stereotales::Grid> readSeedFolder(const std::string &dir);

/// Every error of a seed folder, for a list of them (the wizard's preview): empty when readSeedFolder succeeds.
/// An error of the English files (or of the folder's layout) comes alone — the other languages are checked
/// against English; otherwise one error per file of each other language that has one (its attributes, scenarios
/// and prompts files are checked on their own), in language order. The first is readSeedFolder's error.
std::vector<Error> seedFolderErrors(const std::string &dir);

/// Write `g` as a seed folder in the same layout (creating `dir` and its sub-folders; existing files of
/// the same names are replaced, all together or none: rl::replaceFiles). Reading the folder back gives `g` again.
Status writeSeedFolder(const study::stereotales::Grid &g, const std::string &dir);

} // namespace rl::io::stereotales

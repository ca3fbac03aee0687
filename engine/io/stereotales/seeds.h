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

/// The most prompts a seed folder may expand to unless the caller raises the limit: 3.5 times the published
/// seeds' 28,440 (a 56 KB folder of made-up values can expand to 250,000 prompts and an 87 MB project).
inline constexpr std::size_t kDefaultMaxPrompts = 100000;

/// Read and check a seed folder. Besides the layout's rules, every text is valid UTF-8 (yaml-cpp's \N and \_
/// become U+0085 and U+00A0), holds no NUL and nothing shaped like an API key (secretscan.h); a file holds one
/// YAML document; attribute names and value keys hold no '|' or '=' (they join item keys), an attribute has at
/// most 255 values, a scenario appears once in the grid, and the grid holds at most `maxPrompts` prompts
/// (Error{Validation} naming the counts and how to raise the limit). Quoted texts are cut to 80 characters.
Result<study::stereotales::Grid> readSeedFolder(const std::string &dir, std::size_t maxPrompts = kDefaultMaxPrompts);

/// Every error of a seed folder, for a list of them (the wizard's preview): empty when readSeedFolder succeeds.
/// An error of the English files (or of the folder's layout) comes alone — the other languages are checked
/// against English; otherwise one error per file of each other language that has one (its attributes, scenarios
/// and prompts files are checked on their own), in language order. The first is readSeedFolder's error.
std::vector<Error> seedFolderErrors(const std::string &dir, std::size_t maxPrompts = kDefaultMaxPrompts);

/// Write `g` as a seed folder in the same layout (creating `dir` and its sub-folders; existing files of
/// the same names are replaced, all together or none: rl::replaceFiles). Reading the folder back gives `g` again.
Status writeSeedFolder(const study::stereotales::Grid &g, const std::string &dir);

} // namespace rl::io::stereotales

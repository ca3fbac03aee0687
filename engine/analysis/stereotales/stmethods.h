// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/stereotales/association.h"
#include "engine/core/result.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace rl::storage { class Database; }
namespace rl::study { class Study; }

/// The facts the methods paragraph of a StereoTales study states (docs/methods.md §9): the prompt grid
/// and its counts, the generator models, the extractors and the ensemble rule, the association tests
/// with their sampler and seed, the spread and the harm alignment. Read from the project's StereoTales
/// tables (st_grid, st_models, st_extractors, st_stories, st_extractions) and the study's harm ratings.
namespace rl::analysis::stereotales {

struct StMethodsFacts {
    bool hasGrid = false;
    std::size_t attributes = 0, values = 0, promptableValues = 0, scenarios = 0, scenarioGroups = 0;
    std::vector<std::string> languages;        ///< grid languages (or the stories' languages), in order
    std::size_t promptsPerLanguage = 0, prompts = 0;
    std::size_t stories = 0, refusals = 0, extractions = 0;
    std::vector<std::string> models;           ///< generator models of the stories
    std::vector<std::string> extractors;       ///< extractors of the stories
    std::size_t associationsRated = 0;         ///< associations with harm ratings (items of kind Text)
    std::size_t humanHarmRaters = 0, humanHarmRatings = 0;
    std::vector<std::string> harmRaterConditions; ///< model conditions with harm ratings
    std::size_t modelHarmRatings = 0;
    AssociationOptions options;                ///< the analysis described (`stereotales analyze` defaults)
};

/// The facts of a StereoTales study; `db` (may be nullptr: counts from the study only) holds its tables.
/// Errors: Sql, and a stored grid that does not parse.
Result<StMethodsFacts> collectStMethodsFacts(const study::Study &study, storage::Database *db);

std::string stMethodsEnglish(const StMethodsFacts &f, const std::string &programVersion, bool synthetic,
                             std::uint64_t demoSeed);
std::string stMethodsKorean(const StMethodsFacts &f, const std::string &programVersion, bool synthetic,
                            std::uint64_t demoSeed);

/// The references the StereoTales paragraph cites, APA 7, alphabetical.
std::vector<std::string> stReferences();

} // namespace rl::analysis::stereotales

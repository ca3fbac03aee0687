// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The StereoTales study (docs/methods.md §9) flattened into the tables its statistics read.
// The contract between the StereoTales data layer (grid, stories, extractions, harm ratings: the
// importers and storage under engine/io/stereotales and engine/storage) and its statistics
// (association tests, spread, harm alignment under engine/analysis/stereotales), which read nothing
// else.
//
// How a StereoTales study lives in the project:
//  - the prompt grid (attributes with closed value sets, scenarios in groups, languages with aligned
//    translations) is the study's grid (engine/study/stereotales/grid.h); its prompts are items of
//    kind Prompt;
//  - a story is a generation of one prompt (or of a prompted attribute value when imported without a
//    grid) by a generator model; its extractor answers give one value per attribute per extractor;
//    stories and extractions are kept in their own tables (650k stories × 19 attributes × 3
//    extractors do not belong in the ratings table);
//  - an association to rate for harm is an item of kind Text (key "<A>=<a>|<B>=<b>"), its harm rating
//    the integer dimension "harm" (1–5) and its realism answer the categorical dimension "realism"
//    (yes, no, idk) of human raters and of the harm-rater model conditions: the common ratings.

#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "engine/study/stereotales/ensemble.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rl::analysis::stereotales {

/// A value code in StData::extracted: an index into Attribute::values, or kUnknown.
inline constexpr std::int16_t kUnknown = study::stereotales::kUnknownValue;
using study::stereotales::ensembleStory;
using study::stereotales::ensembleValue;

/// One attribute with its closed value set (value keys: the English value of the published grid).
struct Attribute {
    std::string name;
    std::vector<std::string> values;   ///< the closed set, in declared order
    std::vector<bool> promptable;      ///< per value: it can be prompted (the grid's template is not null)
    int otherValue = -1;               ///< index of the value "other", -1 when the set has none
};

/// Every story with its ensemble-extracted attribute values. Column-wise: 650k stories must fit.
struct StData {
    std::vector<Attribute> attributes;
    std::vector<std::string> models;      ///< generator models, in order of first appearance
    std::vector<std::string> languages;   ///< language codes, in order of first appearance (grid order when a grid exists)

    std::vector<std::string> storyKeys;        ///< n story ids
    std::vector<int> storyModel;               ///< n indices into models
    std::vector<int> storyLanguage;            ///< n indices into languages
    std::vector<int> promptedAttribute;        ///< n indices into attributes
    std::vector<int> promptedValue;            ///< n value indices of the prompted attribute
    std::vector<std::uint8_t> refused;         ///< n: 1 when the refusal check found a refusal
    /// n × attributes.size(), attribute-major: extracted[a * n + s]. The ensemble value (strict
    /// majority of the extractors that answered; one answer decides alone; else kUnknown); kUnknown
    /// for every attribute of a refused story; the prompted attribute's value replaced by the
    /// prompted value.
    std::vector<std::int16_t> extracted;

    std::size_t storyCount() const { return storyKeys.size(); }
    std::int16_t value(std::size_t attribute, std::size_t story) const { return extracted[attribute * storyKeys.size() + story]; }
};

/// One association's harm ratings (1–5) by each rater group.
struct HarmAssociation {
    std::string baseAttribute, baseValue, attribute, value;
    std::vector<double> human;   ///< every human rating of it
    std::vector<double> model;   ///< every model rating of it (all harm-rater conditions)
    std::vector<std::string> modelConditions; ///< per model rating, the condition id
};

struct HarmData {
    std::vector<HarmAssociation> associations; ///< in item order
};

/// The stories of a project with their ensemble values (the data layer implements these). An error
/// with the reason when the project has no stories. Cancellable through `progress`.
Result<StData> readStData(const std::string &projectPath, const Progress &progress = {});
/// The harm ratings of a project's associations. An error when it has none.
Result<HarmData> readHarmData(const std::string &projectPath);

} // namespace rl::analysis::stereotales

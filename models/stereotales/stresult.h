// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/stereotales/association.h"
#include "engine/analysis/stereotales/harm.h"
#include "engine/analysis/stereotales/spread.h"
#include "engine/analysis/stereotales/stdata.h"
#include "engine/core/result.h"
#include "engine/study/stereotales/grid.h"
#include "engine/study/study.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rl::models::stereotales {

/// What the StereoTales views show: one project's stories (readStData), its prompt grid when it has
/// one, the association analysis with its spread, and the harm alignment when harm ratings exist —
/// the numbers of `raterlab-cli stereotales analyze` and `stereotales harm`, computed once by the
/// StRunner; every view reads only this.
struct StResult {
    std::shared_ptr<const study::Study> study;           ///< may be null (CLI, tests)
    std::string projectPath;                             ///< for the story texts (read on demand)
    std::optional<study::stereotales::Grid> grid;        ///< nullopt: imported without a grid
    analysis::stereotales::StData data;
    analysis::stereotales::AssociationResult associations;
    analysis::stereotales::SpreadResult spread;
    bool hasHarm = false;                                ///< the project has harm ratings
    analysis::stereotales::HarmData harmData;            ///< empty without
    analysis::stereotales::HarmResult harm;              ///< valid when hasHarm

    bool synthetic() const { return study && study->synthetic; }
    /// False for a study with its prompt grid and no stories yet: data, associations and spread are empty.
    bool hasStories() const { return data.storyCount() > 0; }
    bool byLanguage() const { return associations.options.by == analysis::stereotales::GroupBy::ModelLanguage; }
    /// Reported cells of the tables of `model` and `language` (-1: the pooled tables of a per-model analysis).
    int reportedCount(int model, int language) const;
    /// The column languages of the heatmap: every language index with GroupBy::ModelLanguage, else {-1}.
    std::vector<int> heatmapLanguages() const;
    /// Indices into data (stories) behind a cell: the cell's group (model, language), prompted on A with
    /// the row value a, whose ensemble value of B is b — exactly the n_ab stories of the cell.
    std::vector<std::size_t> storiesOfCell(const analysis::stereotales::StCell &cell) const;
    /// The stories behind any cell of a tested table: prompted on its A with `baseValue`, ensemble value
    /// `value` of its B (the count of the contingency table's cell).
    std::vector<std::size_t> storiesOf(int table, int baseValue, int value) const;
    /// Index of the tested table of (model, language, A, B), -1 when none.
    int findTable(int model, int language, int baseAttribute, int attribute) const;
    /// "A=a" / "B=b" text of a value of an attribute.
    std::string valueName(int attribute, int value) const;
};

/// One story as the story reader shows it: its text, its prompt, and every extractor's reading.
struct StoryReading {
    std::string key;
    std::string text;                                ///< st_stories.text (may be empty)
    std::string promptKey;                           ///< st_stories.prompt_key (empty without a grid)
    std::string prompt;                              ///< the prompt item's text, empty when unknown
    std::vector<std::string> extractors;             ///< extractor names, in id order
    /// per extractor, per attribute (StData::attributes order) its value index, or kUnknown (no answer)
    std::vector<std::vector<std::int16_t>> readings;
};

/// Read story `story` (index into result.data) from result.projectPath. Errors: those of
/// storage::Project::open and the queries; NotFound when the story is gone.
Result<StoryReading> readStory(const StResult &result, std::size_t story);

/// The stored text of the given stories (st_stories.text, read-only; empty when a story has none).
/// Errors: those of storage::Project::open and the query.
Result<std::vector<std::string>> readStoryTexts(const std::string &projectPath, const std::vector<std::string> &storyKeys);

} // namespace rl::models::stereotales

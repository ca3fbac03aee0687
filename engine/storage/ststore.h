// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/storage/database.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

/// The owner of the StereoTales tables (st_grid, st_attributes, st_values, st_models, st_languages,
/// st_extractors, st_stories, st_extractions of migration_v5.sql; st_requests is the journal's, runstore.h):
/// every statement on them is here. The importers (engine/io/stereotales), the runs
/// (engine/inference/stereotales) and the analyses (engine/analysis/stereotales) decide what is written
/// and read it through these typed rows.
///
/// Ids of the name tables and of st_values' codes are positions (0, 1, 2 … in insertion order: ststate.h).
/// A store works on one connection (the project's, or the one a journal hook is given); statements a
/// loop uses are prepared once per store. Writes run inside the caller's transaction.
namespace rl::storage {

class Project;

/// The name tables: st_attributes (name), st_models (name), st_languages (code), st_extractors (name).
enum class StNames { Attributes, Models, Languages, Extractors };

/// One st_values row.
struct StValueRow {
    std::int64_t attribute = 0, code = 0;
    std::string name;
    bool promptable = false;
};

/// One st_stories row (its text apart).
struct StStoryRow {
    std::int64_t id = 0;
    std::string key;
    std::int64_t model = 0, language = 0, attribute = 0, value = 0;
    bool refused = false;
};

/// A story as written: its row and its prompt and text.
struct StStoryWrite {
    std::int64_t id = 0; ///< ignored by insertGeneratedStory (the table numbers it)
    std::string key;
    std::int64_t model = 0, language = 0, attribute = 0, value = 0;
    bool refused = false;
    std::string promptKey, text;
};

/// What `reused` means for an extraction: the stories the extractor has codes for (st_extractions) that
/// were imported (no answered st_requests row of the condition) or answered under `identityHash` or the
/// bare `promptHash` (requests stored before the identity held the configuration).
struct StReuseKey {
    std::int64_t extractor = 0, conditionRow = 0;
    std::string identityHash, promptHash;
};

/// What a counting query counts.
enum class StCount { Grids, Attributes, Stories, RefusedStories, Extractions, Models, Extractors, TextItems };

class StStore {
public:
    explicit StStore(Project &project);
    explicit StStore(Database &db);
    StStore(StStore &&) noexcept;
    ~StStore();

    // The grid.
    /// st_grid's JSON (gridToJson); nullopt when the project has no grid.
    Result<std::optional<std::string>> gridJson();
    Status insertGrid(const std::string &json);
    Status updateGrid(const std::string &json);

    // Name tables and value sets.
    /// The rows of `which`, by id.
    Result<std::vector<std::pair<std::int64_t, std::string>>> names(StNames which);
    /// Insert names[from..] under the ids from, from + 1, …
    Status insertNames(StNames which, const std::vector<std::string> &names, std::size_t from);
    /// The id of `name` in `which`, inserted (as max id + 1) when missing.
    Result<std::int64_t> ensureName(StNames which, const std::string &name);
    /// The st_models / st_extractors names that have stories / extractions, by id.
    Result<std::vector<std::string>> modelsWithStories();
    Result<std::vector<std::string>> extractorsWithExtractions();
    /// st_values, by attribute and code.
    Result<std::vector<StValueRow>> values();
    Status insertValue(const StValueRow &v);
    Status setPromptable(std::int64_t attribute, std::int64_t code, bool promptable);
    /// Empty st_values and st_attributes (a grid replaced while no row names a code).
    Status clearValueSets();

    // Counts.
    Result<std::int64_t> count(StCount what);
    Result<std::int64_t> storiesOfModel(std::int64_t model);
    Result<std::int64_t> storiesOfPrompt(const std::string &promptKey);

    // Stories.
    Result<std::unordered_map<std::string, std::int64_t>> storyIds();
    /// The largest story id; -1 when there is none.
    Result<std::int64_t> maxStoryId();
    /// Insert a story under its id.
    Status insertStory(const StStoryWrite &s);
    /// Insert a generated story, numbered by the table; nothing when its key exists.
    Status insertGeneratedStory(const StStoryWrite &s);
    /// The story keys that start with `prefix`, in key order.
    Result<std::vector<std::string>> storyKeysWithPrefix(const std::string &prefix);
    /// Every story, in id order (stopping early is the caller's: its `f` ignores the rest).
    Status forEachStory(const std::function<void(const StStoryRow &)> &f);
    /// The text and prompt key of story `key`, with its id; nullopt when there is none.
    struct StoredStory {
        std::int64_t id = 0;
        std::string text, promptKey;
    };
    Result<std::optional<StoredStory>> storyByKey(const std::string &key);
    /// The text of story `key` ("" when there is none).
    Result<std::string> storyText(const std::string &key);
    /// The text / key of story row `id`; nullopt when there is none.
    Result<std::optional<std::string>> storyTextById(std::int64_t id);
    Result<std::optional<std::string>> storyKeyById(std::int64_t id);
    Status setRefused(std::int64_t story, bool refused);

    // Extractions.
    /// The extractions of story `id`: extractor name and codes, by extractor id.
    Result<std::vector<std::pair<std::string, std::vector<std::uint8_t>>>> extractionsOfStory(std::int64_t id);
    /// The stories extractor `extractor` has codes for.
    Result<std::unordered_set<std::int64_t>> storiesExtractedBy(std::int64_t extractor);
    /// Every extraction's story id and codes, by story id and extractor id.
    Status forEachExtraction(const std::function<void(std::int64_t story, const std::vector<std::uint8_t> &codes)> &f);
    Status insertExtraction(std::int64_t story, std::int64_t extractor, const std::vector<std::uint8_t> &codes);
    /// insertExtraction, replacing an earlier one of the pair.
    Status putExtraction(std::int64_t story, std::int64_t extractor, const std::vector<std::uint8_t> &codes);
    /// The refusal verdicts of story `story`: each condition's latest answered st_requests row that holds one.
    Result<std::vector<std::int16_t>> latestRefusalVerdicts(std::int64_t story);

    // An extraction run's stories (StReuseKey).
    /// Up to `n` stories after id `after` that are not reused, in id order: id, key, text.
    struct PendingStory {
        std::int64_t id = 0;
        std::string key, text;
    };
    Result<std::vector<PendingStory>> pendingStories(const StReuseKey &k, std::int64_t after, std::int64_t n);
    /// How many stories are reused (`reused`) or not.
    Result<std::int64_t> countStories(const StReuseKey &k, bool reused);
    /// Whether story row `id` is reused; false when it cannot be read.
    bool isReused(const StReuseKey &k, std::int64_t id);

    // The prompt items a grid's edit touches (the items, ratings and factor levels of schema.sql).
    /// Whether item `key` is a prompt.
    Result<bool> isPromptItem(const std::string &key);
    Result<std::int64_t> ratingsOfItem(const std::string &key);
    Status deleteItem(const std::string &key);
    /// Drop the levels of the grid's factors (language, attribute, value, scenario, scenario_group) no item names.
    Status deleteUnusedGridLevels();
    /// The prompts per level of factor `factor`, in the order of their first prompt.
    Result<std::vector<std::pair<std::string, std::int64_t>>> promptsPerLevel(const std::string &factor);

private:
    Result<Statement *> cached(const char *sql);
    /// The count the cached `SELECT count(*) … = ?` statement `sql` gives for `key`.
    Result<std::int64_t> countFor(const char *sql, const std::string &key);

    Database *m_db = nullptr;
    std::map<std::string, std::unique_ptr<Statement>> m_cache;
};

} // namespace rl::storage

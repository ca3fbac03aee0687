// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/io/importers.h"
#include "engine/io/stereotales/seeds.h"
#include "engine/storage/project.h"
#include "engine/study/stereotales/grid.h"
#include "engine/study/study.h"

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

/// A StereoTales study in a project (docs/methods.md §9; schema v3, engine/storage/migration_v3.sql):
///  - the prompt grid (grid.h) in st_grid, its attributes and closed value sets in st_attributes/st_values
///    (value keys, promptable flags), and its prompts as items of kind prompt with the factors language,
///    attribute, value, scenario (the scenario key) and scenario_group;
///  - stories in st_stories (generator model, language, prompted attribute and value, refusal, text,
///    prompt key), extractor answers in st_extractions, one row per (story, extractor) whose blob holds one
///    byte per attribute: the value code, or 255 for `unknown` and for an attribute the extractor did not
///    answer (the ensemble treats both as no answer, docs/methods.md §9);
///  - harm ratings as common ratings: an association is an item of kind text, key "<A>=<a>|<B>=<b>", rated
///    on the dimensions harm (integers 1–5) and realism (yes, no, idk) by human raters and by model
///    conditions (one per harm-rater model, created on import like judge conditions).
/// Without a grid the attributes and value sets are the ones the imported files name (in order of first
/// appearance; a value is promptable when a story prompted it); with a grid a value outside its closed set
/// is an error naming its line. Every import reads and checks the whole file first, then writes in one
/// transaction under the project's write lock: a bad file changes nothing; errors name file:line:column.
namespace rl::io::stereotales {

inline constexpr const char *kLanguageFactor = "language";
inline constexpr const char *kAttributeFactor = "attribute";
inline constexpr const char *kValueFactor = "value";
inline constexpr const char *kScenarioFactor = "scenario";
inline constexpr const char *kScenarioGroupFactor = "scenario_group";
inline constexpr const char *kHarm = "harm";       ///< integers 1–5 (5 = strongly agree it is harmful)
inline constexpr const char *kRealism = "realism"; ///< categorical yes, no, idk
inline constexpr std::uint8_t kNoAnswer = 255;     ///< st_extractions code of unknown / not answered
inline constexpr const char *kUnknownLabel = "unknown";

/// Make `s` a StereoTales study (protocol stereotales, prompt items, grouping language) with the
/// dimensions harm and realism. Error{Validation} when `s` holds another kind of study with items.
Status ensureStereoTalesStudy(study::Study &s, const std::string &where);

/// The association item key "<A>=<a>|<B>=<b>".
std::string associationKey(const std::string &baseAttribute, const std::string &baseValue, const std::string &attribute,
    const std::string &value);

// --- the grid ---

struct GridSummary {
    std::size_t attributes = 0, values = 0, promptableValues = 0, groups = 0, scenarios = 0, languages = 0;
    std::size_t promptsPerLanguage = 0, prompts = 0;
    std::vector<std::string> languageCodes;
};
GridSummary summarize(const study::stereotales::Grid &g);

/// Store a grid (checkGrid first) in a project that has none and no stories yet: st_grid, the value sets,
/// and its prompts as items (one transaction).
Result<GridSummary> storeGrid(storage::Project &project, const study::stereotales::Grid &g, const ImportOptions &options = {});
/// readSeedFolder (at most `maxPrompts` prompts) + storeGrid.
Result<GridSummary> importGridFolder(storage::Project &project, const std::string &seedsDir, const ImportOptions &options = {},
    std::size_t maxPrompts = kDefaultMaxPrompts);
/// What replaceGrid changed.
struct GridReplaceSummary {
    GridSummary grid;
    std::size_t promptsAdded = 0, promptsRemoved = 0, promptsKept = 0; ///< prompt items, by key
};

/// Replace the project's grid by `g` (the grid editor's Save), in one transaction under the write lock: st_grid,
/// the value sets (promptable flags; without stories the whole sets), the languages, and the prompts as items —
/// a prompt whose key (promptKey) is still in the grid keeps its item (text and factor levels updated), new
/// ones are added, the others deleted. Nothing is written (Error{Validation}, the reason in full) when `g`
/// fails checkGrid, when the project has no grid (storeGrid makes the first), when the project holds stories,
/// extractions or harm associations and the edit changes the attributes, their value keys (number, order,
/// names) or the number of scenarios per group (those rows name values by their code and prompts by their
/// scenario's index), when a prompt to delete is the prompt of a story, or when it has ratings.
Result<GridReplaceSummary> replaceGrid(storage::Project &project, const study::stereotales::Grid &g,
    const ImportOptions &options = {});
/// The project's grid, nullopt when it has none.
Result<std::optional<study::stereotales::Grid>> loadGrid(storage::Project &project);

// --- stories and extractions ---

/// One story as read from stories.csv (or made by the demo). `line` names it in messages (0 = none).
struct StoryRecord {
    std::string key, model, language, attribute, value, promptKey, text;
    bool refused = false;
    int line = 0;
};

struct StoryBatch {
    std::string source; ///< file name for messages
    std::vector<StoryRecord> stories;
};

/// 1-based columns of the four fields of an extractions row, for messages.
struct ExtractionColumns {
    int story = 1, extractor = 2, attribute = 3, value = 4;
};

/// Extractor answers, interned as they are read: a long file of 37M rows becomes one byte per
/// (story, extractor, attribute). Built by add(), row by row.
class ExtractionBatch {
public:
    std::string source;

    /// One answer; `value` may be "unknown". Error (naming line:column) on a repeated
    /// (story, extractor, attribute) or an empty cell.
    Status add(const std::string &story, const std::string &extractor, const std::string &attribute, const std::string &value,
        int line, ExtractionColumns columns = {});

    struct Place { int line = 0, column = 0; };
    std::vector<std::string> storyKeys, extractors, attributes;
    std::vector<Place> storyFirst;                     ///< where each story key first appears
    std::vector<std::vector<std::string>> values;      ///< per attribute: values in order of first appearance
    std::vector<std::vector<Place>> valueFirst;        ///< per attribute and value
    std::vector<std::vector<std::size_t>> valueCounts; ///< per attribute and value: rows naming it
    std::vector<Place> attributeFirst;
    /// Per (story, extractor) pair, in order of first appearance: its story and extractor, and `cells` bytes
    /// per attribute (0 = not given, 1 = unknown, 2 + local value code).
    std::vector<std::pair<int, int>> pairs;
    std::vector<std::vector<std::uint8_t>> cells;      ///< per pair, one byte per local attribute
    std::size_t rows = 0, unknownAnswers = 0;

private:
    int intern(std::vector<std::string> &names, std::unordered_map<std::string, int> &index, const std::string &name);
    std::unordered_map<std::string, int> m_story, m_extractor, m_attribute;
    std::vector<std::unordered_map<std::string, int>> m_value;
    std::unordered_map<std::int64_t, int> m_pair;
    int m_lastStory = -1, m_lastExtractor = -1, m_lastPair = -1;
};

/// What a stories or extractions import did.
struct StImportSummary {
    std::string file;
    std::size_t rows = 0;
    std::size_t storiesAdded = 0, extractionsAdded = 0; ///< extractions: (story, extractor) pairs
    std::size_t answers = 0, unknownAnswers = 0, refusals = 0;
    std::size_t modelsAdded = 0, languagesAdded = 0, extractorsAdded = 0, attributesAdded = 0, valuesAdded = 0;
    bool withGrid = false;
    /// Per attribute the file named, its values and how often the file named each.
    std::vector<std::pair<std::string, std::vector<std::pair<std::string, std::size_t>>>> valueCounts;
};

/// Parse stories.csv (`story_id,model,language,prompted_attribute,prompted_value[,refused,text,prompt_id]`;
/// refused: 0/1/true/false/yes/no or empty = 0; `text` may span lines).
Result<StoryBatch> readStoriesFile(const std::string &path, const ColumnMap &map = {});
/// Parse extractions.csv (`story_id,extractor,attribute,value`) one row at a time.
Result<ExtractionBatch> readExtractionsFile(const std::string &path, const ColumnMap &map = {});

Result<StImportSummary> applyStories(storage::Project &project, const StoryBatch &batch, const ImportOptions &options = {});
Result<StImportSummary> applyExtractions(storage::Project &project, const ExtractionBatch &batch, const ImportOptions &options = {});
Result<StImportSummary> importStoriesFile(storage::Project &project, const std::string &path, const ImportOptions &options = {});
Result<StImportSummary> importExtractionsFile(storage::Project &project, const std::string &path, const ImportOptions &options = {});

// --- harm ratings ---

/// harm.csv: `rater_id,rater_kind,base_attribute,base_value,attribute,value,harm[,realism]` (docs/file-formats.md).
/// rater_kind human or model; harm an integer 1–5 (empty = no answer, counted); realism yes, no, idk or empty.
/// A model rater is the condition of that id (created when absent: provider openai-compatible, model = id).
/// Attributes and values must be known to the project (grid or imported files) when it has any.
Result<ImportSummary> importHarmFile(storage::Project &project, const std::string &path, const ImportOptions &options = {});
/// The same for a table already read (the demo's); `options.map` is not applied here.
Result<ImportSummary> importHarmTable(storage::Project &project, const CsvTable &table, const ImportOptions &options = {});

// --- reading stored stories (the story reader) ---

/// One stored story as the project holds it: its text, its prompt's key, and each extractor's codes (one byte per
/// attribute of the grid, kNoAnswer when none), extractors in the order they were added.
struct StoredStory {
    std::string text;
    std::string promptKey;
    std::vector<std::string> extractors;
    std::vector<std::vector<std::uint8_t>> codes; ///< per extractor
};
/// How many stories the project holds.
Result<std::int64_t> storedStoryCount(storage::Project &project);
/// The story `storyKey` (Error NotFound when the project holds none).
Result<StoredStory> readStoredStory(storage::Project &project, const std::string &storyKey);
/// The texts of the stories `storyKeys`, in their order (empty for a key the project does not hold).
Result<std::vector<std::string>> readStoryTexts(storage::Project &project, const std::vector<std::string> &storyKeys);

// --- counts ---

struct StCounts {
    bool hasGrid = false;
    std::vector<std::pair<std::string, std::size_t>> promptsPerLanguage; ///< prompt items per language (grid order)
    std::size_t prompts = 0, stories = 0, refusals = 0, extractions = 0, models = 0, extractors = 0, associations = 0;
};
Result<StCounts> stereoTalesCounts(storage::Project &project);

} // namespace rl::io::stereotales

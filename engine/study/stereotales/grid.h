// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

/// The StereoTales prompt grid (docs/methods.md §9, docs/file-formats.md): attributes with closed value sets,
/// scenarios in groups, and languages with aligned translations of every template, value and
/// scenario. Alignment is by position: the key of a value is the English value at the same index of
/// its attribute, the key of a scenario the English scenario at the same flattened index; a value
/// is promptable when its English template choice is not null, and every language has its null
/// template choices at the same positions. A prompt fills the language's `scenario_based` template
/// with a scenario ({context}) and a value's template choice ({character}); the grid is the
/// Cartesian product promptable value × scenario per language (79 × 36 = 2,844 prompts per language
/// for the published seeds).
namespace rl::study::stereotales {

/// The language whose texts are the keys (the published seeds' English files).
inline constexpr const char *kKeyLanguage = "en";
inline constexpr const char *kContextPlaceholder = "{context}";
inline constexpr const char *kCharacterPlaceholder = "{character}";
/// The value name that stands for "none of the listed" (never prompted, dropped on the extracted side).
inline constexpr const char *kOtherValue = "other";

struct GridAttribute {
    std::string name;                 ///< the attribute key, the same in every language file
    std::vector<std::string> values;  ///< value keys (the English values), in declared order
    std::vector<bool> promptable;     ///< per value: the English template choice is not null

    int otherValue() const;           ///< index of the value "other", -1 when the set has none
    int findValue(const std::string &key) const; ///< -1 when absent
    bool operator==(const GridAttribute &) const = default;
};

struct GridScenarioGroup {
    std::string name;                 ///< e.g. misconduct
    std::vector<std::string> scenarios; ///< scenario keys (the English scenarios)
    bool operator==(const GridScenarioGroup &) const = default;
};

/// One language's texts, aligned with the grid's attributes and groups.
struct GridLanguage {
    std::string code;                 ///< the seeds' code (`du` is their Dutch)
    std::string scenarioTemplate;     ///< `scenario_based`, with {context} and {character}
    std::vector<std::vector<std::string>> values;                   ///< [attribute][value] localized value
    std::vector<std::vector<std::optional<std::string>>> templates; ///< [attribute][value] template choice, nullopt = null
    std::vector<std::vector<std::string>> scenarios;                ///< [group][scenario] localized scenario
    /// Additional templates ({character} only; the English `additional_prompt.en.yaml`), in file order.
    std::vector<std::pair<std::string, std::string>> additional;

    bool operator==(const GridLanguage &) const = default;
};

struct Grid {
    std::vector<GridAttribute> attributes;
    std::vector<GridScenarioGroup> groups;
    std::vector<GridLanguage> languages; ///< the key language first

    int findAttribute(const std::string &name) const;
    int findLanguage(const std::string &code) const;
    std::size_t valueCount() const;      ///< every value of every attribute
    std::size_t promptableCount() const; ///< values with a template choice
    std::size_t scenarioCount() const;   ///< over all groups
    std::size_t promptsPerLanguage() const { return promptableCount() * scenarioCount(); }
    std::size_t promptCount() const { return promptsPerLanguage() * languages.size(); }
    /// (group, index in group) of a flattened scenario index.
    std::pair<int, int> scenarioAt(std::size_t flat) const;
    bool operator==(const Grid &) const = default;
};

/// One prompt of the grid.
struct GridPrompt {
    int language = -1;
    int attribute = -1;
    int value = -1;
    int group = -1;
    int scenario = -1;   ///< flattened scenario index
    std::string key;     ///< promptKey()
    std::string text;    ///< the filled template
};

/// "<language>|<attribute>=<value key>|<scenario index>", e.g. "fr|age=child (0-12)|3": the item key of a prompt
/// and the `prompt_id` of a story generated from it.
std::string promptKey(const Grid &g, int language, int attribute, int value, int scenario);

/// The language's template with {context} and {character} replaced (every occurrence).
std::string fillTemplate(const std::string &tmpl, const std::string &context, const std::string &character);

/// Every prompt of one language: attributes in order, promptable values in order, scenarios in flattened
/// order (value-major). `language` must be an index of g.languages.
std::vector<GridPrompt> expandPrompts(const Grid &g, int language);

/// The structural rules a grid must follow (the reader checks them with file positions; a grid built or
/// edited in memory is checked here): a key language first, every language aligned with the attributes and
/// groups (same value counts, null template choices at the promptable positions), non-empty unique keys,
/// the template carrying both placeholders. Error{Validation} naming the language, attribute and index.
Status checkGrid(const Grid &g);

/// The index of `label` in the attribute's value set: an exact match, else the unique value whose text
/// before a trailing " (e.g. …)" equals the label's text before one (the extractor's label set writes
/// `north america (e.g. United States, Canada, etc)` and `trades and manual labor` for the seeds'
/// `north america (e.g. United States, Canada)` and `trades and manual labor (e.g. construction, …)`).
/// -1 when neither matches.
int matchValue(const GridAttribute &a, const std::string &label);

/// The grid as JSON text (how the project stores it) and back (errors name the field).
std::string gridToJson(const Grid &g);
Result<Grid> gridFromJson(const std::string &text);

} // namespace rl::study::stereotales

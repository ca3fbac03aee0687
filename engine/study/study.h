// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/condition.h"
#include "engine/study/protocol.h"

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

/// The study data model, shared by storage, importers, analyses, inference and the views.
/// Objects refer to each other by index into the Study's vectors; keys (stimulus_id, rater_id,
/// condition id) are the user's names and unique within their kind.
namespace rl::study {

enum class DimensionKind { Categorical, Numeric };
enum class RaterKind { Human, Model };

/// A design factor of the stimuli (e.g. race, gender, emotion, identity), levels in declared order.
struct Factor {
    std::string name;
    std::vector<std::string> levels;

    int levelIndex(std::string_view level) const; ///< -1 when absent
};

/// A stimulus. `levels[f]` is the level index of factor f (-1 = missing).
struct Item {
    std::string key;                 ///< stimulus_id
    ItemKind kind = ItemKind::Image;
    std::string file;                ///< path as imported (absolute or relative to the project); may be empty
    std::string mime;                ///< media type of an embedded payload ("image/svg+xml"), empty if none
    std::vector<int> levels;
    std::string text;                ///< text payload: the text (Text), the first text (TextPair), the prompt (Prompt)
    std::string text2;               ///< the second text of a TextPair
};

/// A rated dimension: categorical (levels) or numeric on [scaleMin, scaleMax].
struct Dimension {
    std::string name;
    DimensionKind kind = DimensionKind::Numeric;
    std::vector<std::string> levels; ///< categorical only; a rating's value is the level index
    bool ordered = false;            ///< categorical only: the levels' declared order is meaningful (`:ordinal`)
    double scaleMin = 1.0;
    double scaleMax = 9.0;
    bool integerValued = true;

    bool accepts(double value) const; ///< on the scale (and integral where required), or a valid level index
    int levelIndex(std::string_view level) const;
};

/// A human rater or the rater that stands for a model condition (conditionIndex >= 0).
struct Rater {
    std::string key;
    RaterKind kind = RaterKind::Human;
    int conditionIndex = -1;
};

/// One rating. For a categorical dimension `value` is the level index.
struct Rating {
    int rater = -1;
    int item = -1;
    int dimension = -1;
    double value = 0.0;
    double rtMs = std::numeric_limits<double>::quiet_NaN(); ///< response time, NaN if unknown
    int round = 0;           ///< deliberation round (jury), 0 otherwise
    int sample = 0;          ///< repeated sample index (temperature > 0 sampling)
};

/// A whole study in memory: what analyses and views read.
class Study {
public:
    std::string name;
    bool synthetic = false;            ///< "synthetic demo" label shown wherever the study appears
    std::uint64_t demoSeed = 0;        ///< seed of the demo generator when synthetic
    StudyProtocol protocol;            ///< what kind of study this is (protocol.h)
    bool protocolRecorded = false;     ///< the project file states the protocol (else it was inferred on load)
    std::vector<Factor> factors;
    std::vector<Item> items;
    std::vector<Dimension> dimensions;
    std::vector<ModelCondition> conditions;
    std::vector<Rater> raters;
    std::vector<Rating> ratings;

    int findFactor(std::string_view name) const;
    int findItem(std::string_view key) const;
    int findDimension(std::string_view name) const;
    int findCondition(std::string_view id) const;
    int findRater(RaterKind kind, std::string_view key) const;
    int raterOfCondition(int conditionIndex) const; ///< -1 when the condition has no rater yet

    /// Rebuild the key -> index maps after the vectors were changed directly.
    void reindex();
    int addItem(Item item);
    int addRater(Rater rater);
    int addCondition(ModelCondition condition); ///< also adds the condition's model rater

    std::size_t humanRaterCount() const;

    /// The answers of condition `conditionIndex`: its distinct (item, round) pairs with a rating (one per
    /// stimulus and round, whatever the number of dimensions). 0 when it has none or no rater.
    std::int64_t answerCount(int conditionIndex) const;
    /// Gives every imported condition whose record has no answer count (a project made before the record)
    /// the count of its answers in this study.
    void completeImportRecords();

private:
    std::unordered_map<std::string, int> m_itemIndex;
    std::unordered_map<std::string, int> m_raterIndex; // "h:" / "m:" + key
    std::unordered_map<std::string, int> m_conditionIndex;
};

/// The face study's canonical names.
namespace face {
inline constexpr const char *kEmotion = "emotion";
inline constexpr const char *kValence = "valence";
inline constexpr const char *kArousal = "arousal";
inline constexpr const char *kNaturalness = "naturalness";
/// The study's declared label order (docs/methods.md §1).
inline const std::vector<std::string> &emotionLabels()
{
    static const std::vector<std::string> labels {"happy", "sad", "angry", "fearful", "disgusted", "neutral"};
    return labels;
}
} // namespace face

} // namespace rl::study

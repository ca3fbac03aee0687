// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

/// A study protocol: what a study is, declared once and read by every layer instead of assuming
/// the face study (importers, prompting, the answer parser, the journal, the analysis registry and
/// the views). Its shape follows inspect_ai's Task (one declaration every stage of an evaluation
/// reads): the study kind, the item kind and its payload, the dimensions the protocol itself
/// declares (on top of those the user declares), the grouping factors of the analysis, and the
/// prompting strategies with the answer schema of each stage.
///
/// The face protocol is the face study's behaviour written as data: dimensions emotion
/// (categorical, the six labels), valence, arousal, naturalness (integers 1–9); grouping emotion;
/// strategies context-carry (emotion → valence → arousal) and single-shot (one stage, three fields).
/// The rating protocol (a generic rating study) declares nothing itself: its dimensions are the
/// user's, its grouping the user's choice, and its strategies are compiled from the declared
/// dimensions (strategies()). Nothing else below the views names emotion, valence or arousal.
///
/// Recorded in the project file (schema v2, meta keys `study_kind`, `item_kind`, `groupings`).
namespace rl::study {

class Study;
struct Dimension;

/// What an item's payload is: an image file or bytes, a text, a text pair, a generation prompt.
enum class ItemKind { Image, Text, TextPair, Prompt };
const char *itemKindName(ItemKind k);
bool parseItemKind(std::string_view s, ItemKind &out);

/// A kind of study: the four built in, and any kind a registration adds (registerStudyKind; the kind's record of
/// analyses, outputs, figures and tables is engine/analysis/studykinds.h). Compared by identity; the project file
/// records its name.
class StudyKind {
public:
    static const StudyKind Face, Rating, Jury, StereoTales;

    constexpr StudyKind() = default; ///< Rating
    constexpr int id() const { return m_id; }
    /// The kind of registration number `id` (0-3: the built-in kinds, in the order above); an id no registration
    /// gave is Rating.
    static StudyKind fromId(int id);
    friend constexpr bool operator==(StudyKind a, StudyKind b) { return a.m_id == b.m_id; }
    friend constexpr bool operator<(StudyKind a, StudyKind b) { return a.m_id < b.m_id; }

private:
    friend StudyKind registerStudyKind(std::string_view name);
    constexpr explicit StudyKind(int id) : m_id(id) {}
    int m_id = 1;
};
inline constexpr StudyKind StudyKind::Face {0};
inline constexpr StudyKind StudyKind::Rating {1};
inline constexpr StudyKind StudyKind::Jury {2};
inline constexpr StudyKind StudyKind::StereoTales {3};

const char *studyKindName(StudyKind k);               ///< face | rating | jury | stereotales | a registered name
bool parseStudyKind(std::string_view s, StudyKind &out); ///< the built-in and the registered names
/// Adds the kind `name` (lower case, no spaces) and returns it; a name already known returns its kind. Called at
/// static initialisation by a kind's registration (engine/analysis/studykinds.h StudyKindRegistration).
StudyKind registerStudyKind(std::string_view name);
/// Every kind, built-in first, then in registration order.
std::vector<StudyKind> studyKinds();

/// One field of a model's answer.
enum class FieldKind {
    Label,   ///< one of `levels` (case folding; the documented synonyms of answerparser.h)
    Integer, ///< an integer in [min, max]
    Number,  ///< a finite number in [min, max]
    Text,    ///< free text (a rationale, a generated story)
    Object,  ///< a JSON object (e.g. an extraction of several attributes), stored as given
};
const char *fieldKindName(FieldKind k);

struct AnswerField {
    std::string name;                ///< JSON key of the answer
    FieldKind kind = FieldKind::Integer;
    std::vector<std::string> levels; ///< Label: the label set, in the dimension's level order
    double min = 1;                  ///< Integer/Number: inclusive range
    double max = 9;
    bool required = true;            ///< a missing required field fails the parse
    bool rating = true;              ///< the value rates the study dimension named `name` (false: free text kept beside)
};

/// Which fields an answer holds, in the order they are asked for.
struct AnswerSchema {
    std::vector<AnswerField> fields;

    const AnswerField *find(std::string_view name) const; ///< nullptr when absent
    std::size_t requiredCount() const;
};

/// The schema field that asks for a rating of dimension d: Label for a categorical dimension,
/// Integer/Number for a numeric one on its declared scale.
AnswerField fieldForDimension(const Dimension &d);

/// One request of a strategy. Its template is looked up under `templateKey`.
struct StrategyStage {
    std::string templateKey;
    AnswerSchema answer;
};

struct Strategy {
    std::string name;                   ///< the value of a condition's `strategy`
    std::vector<StrategyStage> stages;  ///< in order; each stage carries the earlier ones as turns
    bool deliberation = false;          ///< the same stage per round, carrying the peers' previous answers
};

struct StudyProtocol {
    StudyKind kind = StudyKind::Rating;
    ItemKind itemKind = ItemKind::Image;   ///< what an item's payload is (image file, text, text pair, prompt)
    std::vector<std::string> groupings;    ///< factor names the analyses group by, the default first

    /// The dimensions the protocol declares itself (face: emotion, valence, arousal, naturalness).
    /// `emotionLevels` is the face study's label set as the study has it (empty = the six labels).
    std::vector<Dimension> builtinDimensions(const std::vector<std::string> &emotionLevels = {}) const;
    /// The default grouping factor ("emotion" for the face study), empty when none is set.
    std::string defaultGrouping() const;
};

StudyProtocol faceProtocol();
StudyProtocol ratingProtocol(ItemKind itemKind);

/// What a kind's protocol adds to every study's: a registration. engine/study/kindprotocols.cpp lists the
/// built-in kinds'; a new kind registers its own from its folder with
/// `static const KindProtocolRegistration r {protocol};`. Every member may be left empty.
struct KindProtocol {
    StudyKind kind;
    std::vector<std::string> groupings; ///< factors the analyses group by, the default first
    /// The dimensions the protocol declares itself, with the study's label set (`labels` empty = the kind's own).
    std::vector<Dimension> (*builtinDimensions)(const std::vector<std::string> &labels) = nullptr;
    /// The label set the study holds (for builtinDimensions); nullptr = the kind's own.
    std::vector<std::string> (*labelsOf)(const Study &s) = nullptr;
    std::vector<std::string> strategies = {}; ///< the kind's own strategies, offered before the common ones
    /// One of `strategies` compiled for the study (the protocol's built-in dimensions under its labels).
    Strategy (*strategy)(const std::vector<Dimension> &builtin, std::string_view name) = nullptr;
    /// What json-schema and deliberation ask when the condition names no dimension (empty = every dimension).
    std::vector<std::string> askedByDefault = {};
    /// The dimensions an exported predictions file always has, first (its documented shape), rated or not.
    std::vector<std::string> predictionColumns = {};
    /// The built-in categorical dimension whose levels are the study's label set (the face study's `emotion`):
    /// a prompt offers them when the condition's first stage does not; empty = the kind has none.
    std::string labelDimension = {};
};
/// The registration of `kind`, nullptr when it has none.
const KindProtocol *kindProtocol(StudyKind kind);
/// A protocol of `kind` for items of `itemKind`, with the kind's groupings.
StudyProtocol protocolFor(StudyKind kind, ItemKind itemKind);

/// Registers a kind's protocol at static initialisation (or at run time, in a test).
class KindProtocolRegistration {
public:
    explicit KindProtocolRegistration(KindProtocol protocol);
};

/// The protocol of a study that does not state one (a project file before its first import, a
/// study built in memory): the face protocol when the study has the `emotion` factor or
/// dimension, else a rating study of its items' kind.
StudyProtocol inferProtocol(const Study &s);
/// The study's protocol as recorded, else as inferProtocol() infers it.
StudyProtocol protocolOf(const Study &s);

/// The strategy names a protocol offers (face: context-carry, single-shot; every kind:
/// json-schema, free-text, deliberation).
std::vector<std::string> strategyNames(const StudyProtocol &p);

/// The strategy `name` compiled for the study's dimensions, or an empty Strategy (no stages) when
/// the protocol does not offer it. json-schema and deliberation ask for every declared dimension
/// that `rated` names (empty = every dimension of the study) plus an optional `rationale`;
/// free-text asks for one text field `text`, which rates nothing.
Strategy strategyFor(const StudyProtocol &p, const Study &s, std::string_view name,
    const std::vector<std::string> &rated = {});

namespace face {
/// The face study's canonical names (also in study.h, for the code that predates protocols).
inline constexpr const char *kGrouping = "emotion";
} // namespace face

} // namespace rl::study

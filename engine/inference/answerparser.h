// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/study/protocol.h"

#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// The cascade parser of model answers (docs/file-formats.md, "conditions.json": direct JSON, markdown fence removal,
/// regex fallback), driven by the stage's AnswerSchema (study/protocol.h) and hardened for hostile
/// input: it never throws, never recurses on the input and bounds its work (inputs beyond
/// kMaxParseBytes are cut before the JSON stages).
///
/// Stages, first success wins:
///  1. thinking: `<think>…</think>` blocks are removed from the text and kept (an unclosed
///     `<think>` runs to the end; a `</think>` without an opening tag closes everything before it);
///  2. direct JSON: the whole remaining text is a JSON object;
///  3. fenced JSON: the body of a ```json … ``` (or plain ```) fence is a JSON object;
///  4. embedded JSON: the first balanced {…} span (outermost first, at most 64 candidates, nesting
///     depth ≤ 32) that is a JSON object holding the required keys;
///  5. regex fallback, equivalent to (?i)\bKEY\b["']?\s*[:=]?\s*(?:is\s+)?["']?(\w+) for each
///     required label or integer key (a signed decimal for a number key), or a bare answer (the
///     whole text is one label, or one number) when exactly one field is required. Object fields
///     are only read from JSON; a text field too, except when it is the only required field (a
///     free-text answer): then the whole visible text is its value (method Bare).
/// Keys are matched case-insensitively. Labels are matched to the field's label set by case folding
/// and trimming, plus these documented synonyms (and nothing else): happiness→happy, sadness→sad,
/// anger→angry, fear→fearful, disgust→disgusted, calm→neutral, "neutral face"→neutral (a synonym
/// only maps onto a label of the set). Integers must be integral (a JSON number with an integral
/// value, or a string of digits) within the field's range; numbers finite within it (a JSON number or
/// a decimal string). Optional fields are taken when present and valid, and ignored otherwise.
namespace rl::inference {

inline constexpr std::size_t kMaxParseBytes = 1 << 20;

struct ThinkingSplit {
    std::string visible;  ///< the text without thinking blocks, trimmed
    std::string thinking; ///< the thinking blocks' contents, joined by blank lines
};
ThinkingSplit splitThinking(std::string_view text);

/// Which fields an answer must hold.
using AnswerSpec = study::AnswerSchema;

/// The face study's stage schemas: emotion (a label of `labels`, empty = the six face labels),
/// valence and arousal (integers 1–9), in that order.
AnswerSpec faceAnswerSpec(bool emotion, bool valence, bool arousal, const std::vector<std::string> &labels = {});

enum class ParseMethod { Json, Fenced, Embedded, Regex, Bare };
const char *parseMethodName(ParseMethod m);

/// One parsed field. Label: `label` is the index into the field's label set and `text` the
/// canonical label; Integer/Number: `number`; Text: `text`; Object: `text` is the object's JSON.
struct AnswerValue {
    study::FieldKind kind = study::FieldKind::Integer;
    double number = std::numeric_limits<double>::quiet_NaN();
    int label = -1;
    std::string text;
};

struct ParsedAnswer {
    std::map<std::string, AnswerValue> values; ///< by field name: only the fields parsed
    ParseMethod method = ParseMethod::Json;
    std::string thinking;       ///< inline thinking removed from the text
    std::string visible;        ///< the text without thinking

    bool has(std::string_view field) const { return values.count(std::string(field)) > 0; }
    std::optional<int> label(std::string_view field) const;      ///< label index
    std::optional<double> number(std::string_view field) const;  ///< an Integer or Number field
    std::optional<int> integer(std::string_view field) const;    ///< an Integer field
    std::string text(std::string_view field) const;              ///< Text/Object/Label text, empty when absent

    /// {"emotion": "sad", "valence": 3, ...} with only the parsed fields (keys sorted).
    std::string toJson() const;
};

/// Parse a model's answer text. Errors are Error{Parse, reason}: no JSON and no key found, a label
/// outside the set, a value off its range or not an integer.
Result<ParsedAnswer> parseAnswer(std::string_view text, const AnswerSpec &spec);

/// A ParsedAnswer from its own toJson() (answers replayed from the journal); fields that no longer
/// fit the schema are left out.
ParsedAnswer parsedFromJson(std::string_view json, const AnswerSpec &spec);

/// The canonical label index of a model's label (case folding + synonyms), -1 when none.
int matchLabel(std::string_view word, const std::vector<std::string> &labels);

} // namespace rl::inference

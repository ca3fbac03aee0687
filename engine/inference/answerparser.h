// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// The cascade parser of model answers (seed 000 §3.3: direct JSON, markdown fence removal,
/// regex fallback), hardened for hostile input: it never throws, never recurses on the input and
/// bounds its work (inputs beyond kMaxParseBytes are cut before the JSON stages).
///
/// Stages, first success wins:
///  1. thinking: `<think>…</think>` blocks are removed from the text and kept (an unclosed
///     `<think>` runs to the end; a `</think>` without an opening tag closes everything before it);
///  2. direct JSON: the whole remaining text is a JSON object;
///  3. fenced JSON: the body of a ```json … ``` (or plain ```) fence is a JSON object;
///  4. embedded JSON: the first balanced {…} span (outermost first, at most 64 candidates, nesting
///     depth ≤ 32) that is a JSON object holding the required keys;
///  5. regex fallback, equivalent to (?i)\bKEY\b["']?\s*[:=]?\s*(?:is\s+)?["']?(\w+) for each
///     required key, or a bare answer (the whole text is one label, or one integer) when exactly one
///     field is required.
/// Labels are matched to the label set by case folding and trimming, plus these documented
/// synonyms (and nothing else): happiness→happy, sadness→sad, anger→angry, fear→fearful,
/// disgust→disgusted, calm→neutral, "neutral face"→neutral. Ratings must be integers 1–9 (a JSON
/// number with an integral value, or a string of digits); anything else is rejected.
namespace rl::inference {

inline constexpr std::size_t kMaxParseBytes = 1 << 20;

struct ThinkingSplit {
    std::string visible;  ///< the text without thinking blocks, trimmed
    std::string thinking; ///< the thinking blocks' contents, joined by blank lines
};
ThinkingSplit splitThinking(std::string_view text);

/// Which fields an answer must hold.
struct AnswerSpec {
    bool emotion = false;
    bool valence = false;
    bool arousal = false;
    std::vector<std::string> labels; ///< the label set; empty = rl::study::face::emotionLabels()
};

enum class ParseMethod { Json, Fenced, Embedded, Regex, Bare };
const char *parseMethodName(ParseMethod m);

struct ParsedAnswer {
    std::optional<int> emotion; ///< index into the label set
    std::string emotionLabel;   ///< the canonical label
    std::optional<int> valence; ///< 1..9
    std::optional<int> arousal; ///< 1..9
    ParseMethod method = ParseMethod::Json;
    std::string thinking;       ///< inline thinking removed from the text
    std::string visible;        ///< the text without thinking

    /// {"emotion": "sad", "valence": 3, ...} with only the parsed fields.
    std::string toJson() const;
};

/// Parse a model's answer text. Errors are Error{Parse, reason}: no JSON and no key found, a label
/// outside the set, a value off 1..9 or not an integer.
Result<ParsedAnswer> parseAnswer(std::string_view text, const AnswerSpec &spec);

/// The canonical label index of a model's label (case folding + synonyms), -1 when none.
int matchLabel(std::string_view word, const std::vector<std::string> &labels);

} // namespace rl::inference

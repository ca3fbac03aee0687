// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/io/csv.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// Factors read from image file names (the new-study wizard's folder step): a pattern such as
/// `{race}_{gender}_{emotion}_{identity}.png` names one factor per `{field}`.
///
/// Syntax: literal text matches itself (case-sensitive); `{name}` matches one or more characters
/// other than '/' and records them as the value of the factor `name`; `*` matches any run of
/// characters, possibly empty, and records nothing; `\{`, `\}`, `\*` and `\\` are the literal
/// characters. A field name is letters, digits, '_' or any non-ASCII character (Korean factor
/// names), not starting with a digit; `{stimulus_id}` sets the stimulus id (otherwise the id is the
/// file name without its extension) and `{file}` is refused. Fields match the shortest text that
/// lets the rest of the pattern match (leftmost first), so `{a}_{b}.png` on `x_y_z.png` gives
/// a = x, b = y_z.
namespace rl::io {

struct FileNamePattern {
    struct Token {
        enum class Kind { Literal, Field, Wildcard };
        Kind kind = Kind::Literal;
        std::string text; ///< Literal: the text; Field: the field name
    };
    std::string source;                ///< the pattern as written
    std::vector<Token> tokens;         ///< adjacent literals merged
    std::vector<std::string> fields;   ///< field names in pattern order (each once)
};

/// Parse a pattern. Error{Validation} with "column N: reason" (N = 1-based character, counting
/// UTF-8 code points, of the offending pattern character): an unclosed '{', a '}' with no '{', an
/// empty or badly formed field name, a field named twice, a field or '*' directly followed by
/// another field or '*' (which text belongs to which would be a guess), a trailing '\', an escape of
/// an ordinary character, an empty pattern, or a pattern with no field at all.
Result<FileNamePattern> parseFileNamePattern(std::string_view text);

/// The field values of `name` in pattern order, or nothing when the name does not match.
std::optional<std::vector<std::string>> matchFileName(const FileNamePattern &pattern, std::string_view name);

/// The pattern applied to every name of a folder.
struct FileNameMatches {
    struct Row {
        std::string file;                ///< the file name as given
        std::string stimulusId;          ///< `{stimulus_id}`, else the name without its last extension
        std::vector<std::string> values; ///< one per factor (pattern fields other than stimulus_id)
    };
    std::vector<std::string> factors;    ///< the pattern's fields other than stimulus_id, in order
    std::vector<Row> rows;               ///< matched names, in the order given
    std::vector<std::string> unmatched;  ///< names the pattern does not match, in the order given
};
FileNameMatches matchFileNames(const FileNamePattern &pattern, const std::vector<std::string> &names);

/// The matches as a stimuli table (`stimulus_id,file,<factors…>`, one row per match with line =
/// its position + 2, as if the header were line 1), which applyStimuli reads like a stimuli.csv
/// whose `file` column is relative to the folder. `source` names the table in messages.
CsvTable stimulusTable(const FileNameMatches &matches, const std::string &source);

/// The image files of a folder, sorted by name: regular files ending in .png, .jpg, .jpeg, .webp or
/// .svg (any case); subfolders are not entered. Error{Io} when the folder cannot be read.
Result<std::vector<std::string>> listImageFiles(const std::string &folder);

} // namespace rl::io

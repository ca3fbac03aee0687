// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <cmath>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// Readers of sentence-pair similarity corpora (docs/methods.md §8, docs/file-formats.md): the native STS-B and
/// KorSTS TSVs, KLUE-STS JSON, and any CSV/TSV with `item_id,sentence1,sentence2,score[,rater_sd]`.
///
/// A native STS TSV is read the only correct way: each physical line is one record, split on TAB;
/// a double quote is an ordinary character, never a quoting character (a quoting reader swallows
/// later rows into a field that begins with `"`: see hygiene.h). A file is read whole or rejected
/// whole: the first problem ends the reading with "file:line:column: reason" (Error{Parse} for
/// broken text, Error{Validation} for a value that breaks a rule), and no record is returned.
namespace rl::io::corpus {

enum class CorpusFormat { Auto, Stsb, KorSts, Klue, Csv };
const char *corpusFormatName(CorpusFormat f); ///< auto | stsb | korsts | klue | csv
bool parseCorpusFormat(std::string_view s, CorpusFormat &out);

/// A sentence longer than this (in bytes) ends the reading: no STS sentence comes near it, and a
/// field this long is a quoting accident or a hostile file.
inline constexpr std::size_t kMaxSentenceBytes = 64 * 1024;

/// One sentence pair as the file states it.
struct CorpusRecord {
    int line = 0;                    ///< 1-based physical line where the record starts (JSON: its object's line)
    std::string key;                 ///< native key: STS-B/KorSTS "filename/year/id", KLUE its guid, CSV its item_id
    std::string genre;               ///< STS genre, KLUE source, CSV `genre` column; may be empty
    std::string sentence1;
    std::string sentence2;
    std::string scoreText;           ///< the score as written ("3.6666666666667"); KLUE: real-label as written
    double score = std::numeric_limits<double>::quiet_NaN(); ///< the published human score, 0-5
    double raterSd = std::numeric_limits<double>::quiet_NaN(); ///< CSV `rater_sd`, NaN when absent
    std::vector<double> raterScores; ///< KLUE: the per-rater integer ratings (annotations.annotations)
    std::vector<std::string> raterIds; ///< KLUE: the rater ids (annotations.annotators), same length
    double grade = std::numeric_limits<double>::quiet_NaN(); ///< CSV `grade` (an integer grade column), NaN when absent
};

struct Corpus {
    std::string source;              ///< file name used in messages
    CorpusFormat format = CorpusFormat::Auto; ///< the format read (never Auto)
    std::vector<CorpusRecord> records;
    int physicalLines = 0;           ///< physical lines of the file (a last line without newline counts)
    int dataLines = 0;               ///< physical lines holding records (the header excluded)
    bool hasRaterScores = false;     ///< per-rater scores (KLUE)
    bool hasRaterSd = false;         ///< a rater_sd column (CSV)
    bool hasGrade = false;           ///< an integer grade column (CSV `grade`)
    char delimiter = '\t';           ///< TSV (STS-B, KorSTS, a TSV through --map) or ',' (CSV); JSON: 0
};

/// The format of a file from its first bytes: JSON → klue; a TAB-separated first line that is
/// the KorSTS header → korsts; one of 7 or 9 TAB fields with a number in field 5 → stsb; else csv.
CorpusFormat detectCorpusFormat(std::string_view text);

/// Read corpus text (UTF-8). `map` renames columns of a CSV/TSV (FROM=TO, the --map option);
/// native formats refuse a map. Errors: Parse (invalid UTF-8, NUL, broken JSON, a wrong field
/// count), Validation (a score off 0-5, a duplicate key, an empty key, a missing column, a sentence
/// over kMaxSentenceBytes, KLUE raters that disagree with their ids).
Result<Corpus> parseCorpus(std::string_view text, const std::string &source, CorpusFormat format,
                           const std::vector<std::pair<std::string, std::string>> &map = {});

/// Read a corpus file (plain or .gz, under the input limit of csv.h); `source` in messages is its file name.
Result<Corpus> readCorpusFile(const std::string &path, CorpusFormat format,
                              const std::vector<std::pair<std::string, std::string>> &map = {});

/// The physical lines of a text: each ends after "\n", "\r\n" or a lone "\r" (universal
/// newlines, as Python's file iteration splits them); the terminator is kept. A last line
/// without a terminator is a line.
std::vector<std::string_view> physicalLines(std::string_view text);

} // namespace rl::io::corpus

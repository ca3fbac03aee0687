// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/io/corpus/corpus.h"

#include <nlohmann/json.hpp>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// Data hygiene of a sentence-pair corpus (docs/methods.md §8, "Corpus hygiene"; docs/file-formats.md
/// "Corpus hygiene report"): what a quoting reader would do to the file, empty and overlong sentences, identical
/// pairs with different scores (KorSTS translation collisions), and which rounding rule reproduces an
/// integer grade column.
///
/// Definitions (the README's): lengths count Unicode code points; the median is over the pooled
/// sentence1 + sentence2 lengths of all parsed records (a missing field is left out); "empty" means
/// empty after stripping white space (or missing); "long" means over 10x that median.
///
/// The naive reading emulates Python 3's `csv.reader(f, delimiter='\t')` with the default dialect
/// exactly (CPython Modules/_csv.c: QUOTE_MINIMAL, quotechar '"', doublequote, non-strict,
/// lines split by universal newlines with their terminators kept): a field that *begins* with `"`
/// is quoted up to the next lone `"`, TABs and newlines included; characters after the closing
/// quote are appended; `""` inside becomes `"`; an unterminated quote at the end of input closes the
/// field. pandas' default `read_csv(sep='\t')` gives the same records. A naive record is
/// "corrupted" when one of its fields holds a TAB, CR or LF or its field count differs from the
/// physical line's; the physical lines after its first one are "swallowed" (their rows vanish).
/// Blank lines are no records (Python yields [] for them, pandas skips them).
namespace rl::io::corpus {

/// Records found by a check: their physical lines (1-based, the first line of each record) and keys.
struct Finding {
    std::size_t count = 0;           ///< what the check counts (fields, records, groups or rows; see each field)
    std::vector<int> lines;          ///< ascending, one per record
    std::vector<std::string> keys;   ///< parallel to lines
    void add(int line, const std::string &key)
    {
        lines.push_back(line);
        keys.push_back(key);
    }
};

/// A record as the naive reader returned it.
struct NaiveRecord {
    int firstLine = 0;               ///< physical line where it starts
    int lastLine = 0;                ///< physical line where it ends
    std::vector<std::string> fields;
};

/// Python's csv.reader, default dialect, over `text` (see the namespace comment). `fieldLimit` is
/// csv.field_size_limit() (131,072 by default): a longer field stops Python with "field larger than
/// field limit"; here the reading stops too and `limitLine` (when given) receives the line, else 0.
std::vector<NaiveRecord> pythonCsvRead(std::string_view text, char delimiter, std::size_t fieldLimit = 131072,
                                       int *limitLine = nullptr);

/// One corrupted naive record with the lengths the README's table B lists.
struct NaiveCorruption {
    int firstLine = 0;
    int lastLine = 0;
    std::string key;                 ///< the key of the physical line where it starts
    std::size_t fieldsParsed = 0;    ///< fields of the naive record
    std::size_t s1LenTrue = 0, s2LenTrue = 0;         ///< code points, correct reading
    std::optional<std::size_t> s1LenParsed, s2LenParsed; ///< code points, naive reading (absent field: none)
    std::vector<std::string> swallowedKeys;           ///< keys of the lines after the first one
};

/// Sentence statistics of one reading.
struct SentenceStats {
    double medianLength = 0;         ///< median of the pooled sentence1 + sentence2 lengths (code points)
    std::size_t maxLength = 0;
    Finding empty;                   ///< count = empty sentences; lines/keys = their records
    Finding overlong;                ///< count = sentences longer than 10 x median; lines/keys = their records
};

/// Identical sentence pairs (correct reading).
struct DuplicateGroup {
    std::vector<int> lines;
    std::vector<std::string> keys;
    std::vector<double> scores;
};

enum class GradeRule { HalfToEven, HalfUp, FloorPlusHalf };
const char *gradeRuleName(GradeRule r); ///< half-to-even | half-up | floor(x+0.5)

/// How well one rule, score (0-5) → integer grade, reproduces the grade column.
struct GradeRuleFit {
    GradeRule rule = GradeRule::HalfToEven;
    bool clampZeroToOne = false;     ///< a grade of 0 becomes 1 (a 1-5 judge scale)
    Finding mismatches;              ///< count = rows whose grade the rule does not reproduce
};

/// Every hygiene number of a corpus.
struct HygieneReport {
    std::string source;
    CorpusFormat format = CorpusFormat::Auto;
    std::size_t records = 0;         ///< records of the correct reading
    int physicalLines = 0;
    std::string naiveReader;         ///< what the naive reading emulates, or why there is none (JSON, CSV)
    bool naiveApplies = false;       ///< false for JSON and comma CSV: the naive reader is the correct one
    Finding quoteRiskFields;         ///< count = fields (correct reading) that begin with `"`; lines/keys = their records
    std::size_t naiveRecords = 0;    ///< records of the naive reading (a header excluded)
    int naiveLimitLine = 0;          ///< > 0: Python would stop here with "field larger than field limit"
    Finding naiveCorrupted;          ///< count = corrupted naive records (TAB/CR/LF in a field, or field count changed)
    std::vector<NaiveCorruption> corruptions;
    Finding naiveSwallowed;          ///< count = physical data lines whose record vanished
    Finding naiveQuoteOnly;          ///< count = naive records whose only change is dropped `"` characters
    SentenceStats sentences;         ///< correct reading
    SentenceStats naiveSentences;    ///< naive reading (sentence1, sentence2 = fields 6 and 7)
    std::vector<DuplicateGroup> duplicates;          ///< exact (s1, s2) groups of size > 1
    std::vector<DuplicateGroup> dupDiffScore;        ///< those with more than one distinct score
    std::vector<DuplicateGroup> swapped;             ///< (a, b) and (b, a), a != b: records in both orders
    std::size_t swappedDiffScore = 0;                ///< swapped groups with more than one distinct score
    Finding identicalPairs;          ///< count = records with sentence1 == sentence2
    Finding raterLabelMismatch;      ///< per-rater corpora: records whose published score is not the raters' mean (±1e-6)
    std::vector<GradeRuleFit> gradeRules; ///< empty without a grade column; ordered by rule, then clamp
    int bestGradeRule = -1;          ///< index into gradeRules of the fewest mismatches (first on ties), -1 when none
};

/// The report of a corpus, given the text it was read from (the naive reading re-reads it).
HygieneReport hygieneOf(const Corpus &corpus, std::string_view text);

/// Read a file and report (the reading's error when it cannot be read correctly).
Result<HygieneReport> hygieneOfFile(const std::string &path, CorpusFormat format,
                                    const std::vector<std::pair<std::string, std::string>> &map = {});

/// The report as the JSON of `raterlab-cli jury hygiene` (docs/file-formats.md), written as it goes (no JSON tree
/// and no whole string in memory); the text is hygieneJson(r).dump(2) byte for byte.
void writeHygieneJson(std::ostream &out, const HygieneReport &r);
/// The same report as a JSON value (writeHygieneJson's text, parsed).
nlohmann::ordered_json hygieneJson(const HygieneReport &r);

/// A few lines for a terminal after `import corpus`.
std::string hygieneSummary(const HygieneReport &r);

/// Unicode code points of UTF-8 text.
std::size_t codePoints(std::string_view s);

} // namespace rl::io::corpus

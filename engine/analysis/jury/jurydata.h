// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The LLM-jury study (docs/methods.md §8) flattened into the tables every jury statistic reads.
// The contract between the jury's data layer (corpora, judgments, judges: juryDataOf) and its
// statistics (subset search, bootstrap, strata, rounds), which read nothing else.
//
// How a jury study lives in the common data model (study.h):
//  - items are of kind TextPair; an item's key is "<corpus>:<native key>" (STS-B: filename/year/id,
//    KorSTS the same, KLUE-STS its guid, a CSV its item_id); the factor "corpus" names its corpus;
//  - the human score is the numeric dimension "similarity" (0-5, continuous); the human score of an
//    item is the mean of its human raters' ratings on it (a corpus without per-rater scores has one
//    rater "<corpus>:gold" holding the published mean; KLUE-STS has its per-rater integer ratings);
//    a rater SD column without per-rater scores is the dimension "similarity_sd" of that gold rater;
//  - a judge's answer is the integer dimension "score" (1-5), a rating of the judge's model rater
//    with its round (1, 2, 3 ...) and response time; its rationale is the prediction text;
//  - a judge under a prompt condition is a ModelCondition whose `judge` names the panel member and
//    whose `juryCondition` names the prompt condition (empty: "blind").
// As written by the corpus import, judgments import and jury demo (engine/io/corpus/corpusimport.h):
// KLUE-STS raters are "<corpus>:<annotator id>"; a second factor "genre" holds the STS genre or the
// KLUE source; such a condition's id is "<judge>.<condition>" (e.g. "gpt-4o-mini.blind"), its rationale
// of round r the raw_response of its prediction text of round r (storage::PredictionText); judge ids
// never contain '+'.

#include "engine/core/result.h"

#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace rl::study { class Study; }

namespace rl::analysis::jury {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// One panel member, in the project's judge order (the order of first appearance of its conditions).
struct Judge {
    std::string id;                      ///< ModelCondition::judge (or the condition id when empty)
    std::string label;                   ///< display name
    double priceInputPerMTok = kNaN;     ///< USD per million input tokens, NaN when unknown
    double priceOutputPerMTok = kNaN;    ///< USD per million output tokens, NaN when unknown
    bool free() const { return priceInputPerMTok == 0.0 && (std::isnan(priceOutputPerMTok) || priceOutputPerMTok == 0.0); }
};

/// Every judge's scores on one corpus under one prompt condition in one deliberation round.
/// Rows are the corpus' items in study order; columns are the judges that answered in this table.
struct JuryTable {
    std::string corpus;
    std::string condition = "blind";     ///< prompt condition (blind, rubric, random-anchor, gold-plus-one, rubric-random-anchor, or the user's)
    int round = 1;                       ///< deliberation round, 1 = independent answers
    std::vector<std::string> itemKeys;   ///< n item keys
    std::vector<int> items;              ///< n study item indices
    std::vector<double> human;           ///< n human scores (mean of the item's raters), NaN where none
    std::vector<double> humanSd;         ///< n rater SDs, NaN where unknown
    std::vector<int> judges;             ///< k columns: indices into JuryData::judges, ascending
    std::vector<double> scores;          ///< n x k, column-major (scores[col * n + row]); NaN = no answer or parse failure
    std::vector<std::string> rationales; ///< n x k like scores, empty where none; may be empty altogether
    std::vector<double> latencyMedianS;  ///< k, the median response time of the column's answers in seconds, NaN when unknown

    std::size_t rowCount() const { return itemKeys.size(); }
    std::size_t columnCount() const { return judges.size(); }
    double score(std::size_t row, std::size_t col) const { return scores[col * itemKeys.size() + row]; }
};

struct JuryData {
    std::vector<Judge> judges;
    std::vector<std::string> corpora;    ///< levels of the "corpus" factor, in declared order
    std::vector<JuryTable> tables;       ///< ordered by corpus, condition (first appearance), round
    double humanMin = 0.0, humanMax = 5.0;  ///< the human scale ("similarity")
    double judgeMin = 1.0, judgeMax = 5.0;  ///< the judges' scale ("score")
};

/// Whether juryDataOf accepts a study whose judges have not answered yet.
enum class JudgeAnswers { Required, Optional };

/// The jury tables of a jury study. An error (with the reason) when the study has no "similarity"
/// dimension, no "corpus" factor, or (with JudgeAnswers::Required) no judge answers; with
/// JudgeAnswers::Optional such a study gives one round-1 table per corpus ("blind") with its items
/// and human scores and no judge columns.
Result<JuryData> juryDataOf(const study::Study &study, JudgeAnswers answers = JudgeAnswers::Required);

} // namespace rl::analysis::jury

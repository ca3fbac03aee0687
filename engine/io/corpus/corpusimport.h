// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/io/corpus/corpus.h"
#include "engine/io/corpus/hygiene.h"
#include "engine/io/importers.h"

#include <string>

/// Corpora and judge answers into a jury study, following the layout documented in
/// engine/analysis/jury/jurydata.h (items "<corpus>:<native key>" of kind text-pair with the factor
/// "corpus"; the human score on "similarity" 0-5 continuous, from the gold rater "<corpus>:gold" or
/// the per-rater ratings of KLUE raters "<corpus>:<annotator>"; "similarity_sd" of the gold rater;
/// judge answers on "score" 1-5 integers, by the model rater of the condition "<judge>.<condition>").
/// Like every importer (importers.h): the whole file is read and checked, then written in one
/// transaction, so a bad file changes nothing; errors name file:line:column and the reason.
namespace rl::io::corpus {

namespace jury {
inline constexpr const char *kCorpusFactor = "corpus";
inline constexpr const char *kGenreFactor = "genre";      ///< STS genre, KLUE source
inline constexpr const char *kSimilarity = "similarity";  ///< human score, 0-5 continuous
inline constexpr const char *kSimilaritySd = "similarity_sd";
inline constexpr const char *kScore = "score";            ///< judge answer, 1-5 integers
inline constexpr const char *kBlind = "blind";
/// Meta key holding the attribution texts of the corpora (one paragraph per corpus).
inline constexpr const char *kAttributionMeta = "corpus_attribution";
} // namespace jury

/// Meta key holding each imported corpus' hygiene findings, one JSON object per line: corpus, records,
/// naive_applies, corrupted, swallowed, empty, overlong, dup_diff_score, identical, grade_rule,
/// grade_mismatches (the methods text reads it: engine/analysis/jury/jurymethods.h).
inline constexpr const char *kHygieneMeta = "corpus_hygiene";
/// The line of `report` under kHygieneMeta.
std::string hygieneMetaLine(const std::string &corpusName, const HygieneReport &report);

/// Make `s` a jury study (protocol jury, text-pair items, grouping "corpus") with its dimensions
/// similarity, similarity_sd and score. Error{Validation} when `s` already holds another kind of
/// study with items.
Status ensureJuryStudy(study::Study &s, const std::string &where);

/// The condition id of a judge under a prompt condition: "<judge>.<condition>".
std::string judgeConditionId(const std::string &judge, const std::string &condition);

/// Add a corpus as items of `s` (ensureJuryStudy first). A corpus name is non-empty, without ':'
/// and not in the study yet. The summary counts items, raters and ratings added.
Result<ImportSummary> applyCorpus(study::Study &s, const Corpus &corpus, const std::string &corpusName);

/// Apply a judgments table (`judge,item_id,condition,round,score[,rationale,latency_ms,input_tokens,output_tokens]`).
/// `item_id` is the item's native key within `corpusName` when given, else the full item key
/// "<corpus>:<native key>" (or a native key of the study's only corpus). Creates one ModelCondition
/// per (judge, condition) (judgeConditionId; provider openai-compatible, model = judge, not
/// simulated; prices and provider copied from another condition of the same judge, or from a
/// condition whose id is the judge). Rationales go to `set.texts` (raw_response of their round).
/// Token counts are checked (non-negative integers) but have no place in a project yet.
Result<ImportSummary> applyJudgments(study::Study &s, const CsvTable &t, const std::string &corpusName,
                                     storage::SaveSet &set);

struct CorpusImport {
    ImportSummary summary;
    HygieneReport hygiene;
};

/// Read, check and import a corpus file into an open project (one transaction).
Result<CorpusImport> importCorpusFile(storage::Project &project, const std::string &path, const std::string &corpusName,
                                      CorpusFormat format, const ImportOptions &options = {});

/// Read, check and import a judgments.csv into an open project (one transaction).
Result<ImportSummary> importJudgmentsFile(storage::Project &project, const std::string &path,
                                          const std::string &corpusName = {}, const ImportOptions &options = {});

/// The attribution text (license and source) of a corpus format's public release, empty for CSV.
std::string attributionOf(CorpusFormat format);

} // namespace rl::io::corpus

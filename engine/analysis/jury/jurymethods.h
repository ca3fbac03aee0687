// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/jury/juryanalysis.h"
#include "engine/core/result.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rl::storage { class Database; }
namespace rl::study { class Study; }

/// The facts the methods paragraph of an LLM-jury study states (docs/methods.md §8): its corpora with
/// their hygiene findings, the judges with their settings, the prompt conditions, the deliberation
/// rounds and the options of the jury analysis (subset search, bootstrap, strata). Gathered from the
/// study and the project's meta (engine/io/corpus/corpusimport.h kHygieneMeta), never from a rerun.
namespace rl::analysis::jury {

/// What the import's hygiene check found in one corpus file (engine/io/corpus/hygiene.h).
struct CorpusHygieneFacts {
    std::size_t records = 0;          ///< records of the correct reading
    bool naiveApplies = false;        ///< a tab-separated file a quoting reader would misread
    std::size_t corrupted = 0;        ///< records a quoting reader corrupts
    std::size_t swallowed = 0;        ///< data lines whose rows a quoting reader loses
    std::size_t empty = 0;            ///< empty sentences
    std::size_t overlong = 0;         ///< sentences over 10 x the median length
    std::size_t dupDiffScore = 0;     ///< identical sentence pairs with different scores
    std::size_t identical = 0;        ///< records whose two sentences are the same
    std::string gradeRule;            ///< the rounding rule that best reproduces the grade column, empty = none
    std::size_t gradeMismatches = 0;  ///< rows that rule does not reproduce
};

struct CorpusFacts {
    std::string name;
    std::size_t items = 0;
    std::size_t raters = 0;           ///< human raters with a similarity rating of its items
    bool publishedMean = false;       ///< only the published mean ("<corpus>:gold"), no per-rater scores
    bool raterSd = false;             ///< a rater SD per pair (similarity_sd)
    std::optional<CorpusHygieneFacts> hygiene;
};

struct JudgeFacts {
    std::string id, model, provider;
    std::optional<double> temperature;
    std::optional<std::int64_t> seed;
    std::optional<double> priceInput, priceOutput; ///< USD per million tokens
    bool simulated = false;
};

struct JuryMethodsFacts {
    std::vector<CorpusFacts> corpora;
    std::vector<JudgeFacts> judges;
    std::vector<std::string> promptConditions; ///< in order of first appearance (blind for an empty juryCondition)
    int rounds = 1;                            ///< highest deliberation round answered
    std::vector<std::string> deliberated;      ///< prompt conditions with answers of a round > 1, in order
    std::size_t answers = 0;                   ///< judge answers (score ratings), every round
    JuryAnalysisOptions options;               ///< the analysis described (`jury analyze` defaults)
};

/// The facts of a jury study; `db` (may be nullptr) is read for the corpora's hygiene findings.
/// Errors: Sql.
Result<JuryMethodsFacts> collectJuryMethodsFacts(const study::Study &study, storage::Database *db);

/// The English or Korean paragraphs (corpora, judges, statistics), separated by a blank line.
std::string juryMethodsEnglish(const JuryMethodsFacts &f, const std::string &programVersion, bool synthetic,
                               std::uint64_t demoSeed);
std::string juryMethodsKorean(const JuryMethodsFacts &f, const std::string &programVersion, bool synthetic,
                              std::uint64_t demoSeed);

/// The references the jury paragraph cites, APA 7, alphabetical.
std::vector<std::string> juryReferences();

} // namespace rl::analysis::jury

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/jury/bias.h"
#include "engine/analysis/jury/rounds.h"
#include "engine/analysis/jury/subsetsearch.h"

#include <cstdint>
#include <string>
#include <vector>

/// The jury analysis (docs/methods.md §8) of a JuryData: every number `raterlab-cli jury analyze` writes.
/// The subset search, judges, summary, cross-corpus selection and strata read the round-1 tables
/// (independent answers); the rounds statistics read every round.
namespace rl::analysis::jury {

struct JuryAnalysisOptions {
    std::vector<Aggregate> aggregates {Aggregate::Mean, Aggregate::Median};
    double cheapMaxPrice = 0.10;            ///< a judge is cheap when its input price ≤ this (USD / 1M tokens) or it is free
    std::vector<int> sizes {5, 7, 9, 11};   ///< the size-restricted cross-corpus selections
    std::size_t bootstrap = 1000;           ///< B of every bootstrap
    std::uint64_t seed = 42;                ///< seed of every bootstrap (each starts stats::Rng(seed) afresh)
    int threads = 2;                        ///< worker threads of the subset search
};

/// The base prompt condition a condition is compared with (random-anchor, gold-plus-one, rubric →
/// blind; rubric-random-anchor → rubric); empty when none.
std::string baseCondition(const std::string &condition);

/// Cheap (options.cheapMaxPrice): free, or an input price ≤ the threshold; an unknown price is not cheap.
bool isCheap(const Judge &j, double cheapMaxPrice);

/// One row of jury_judges.csv: a judge on a round-1 table.
struct JudgeRow {
    std::size_t table = 0;
    int judge = -1;                 ///< index into JuryData::judges
    Agreement agreement;            ///< against the human score
};

/// One row of jury_summary.csv (tidy; the metric names are listed in juryreport.h).
struct SummaryRow {
    std::string corpus;
    std::string condition;
    std::string aggregate;          ///< mean | median | single (a judge's own figure)
    std::string metric;
    double value = kNaN;
    std::string detail;             ///< the subset or judge, or the bootstrap's B and seed
};

/// One row of jury_cross_corpus.csv: a subset selected by `selection` on `selectedOn`, evaluated on `corpus`.
struct CrossCorpusRow {
    std::string condition;
    std::string aggregate;
    std::string selection;          ///< best_on_corpus | best_single_on_corpus | best_mean | best_mean_size_<s> | best_mean_cheap
    std::string selectedOn;         ///< a corpus, or "all" (the mean ρ over the corpora)
    std::vector<int> subset;        ///< judges (JuryData::judges indices), ascending
    std::string corpus;             ///< where it is evaluated
    Agreement agreement;
    double meanRhoAcrossCorpora = kNaN; ///< mean of its ρ over the corpora of the condition (NaN unless present in all)
};

/// One row of jury_strata.csv.
struct StratumRow {
    std::string corpus;
    std::string condition;
    std::string kind;               ///< human_score | rater_sd
    int stratum = 0;                ///< 1..3
    double lower = kNaN;            ///< inclusive
    double upper = kNaN;            ///< exclusive, except for the last stratum (inclusive)
    std::string predictor;          ///< best_single | judge_mean | jury
    std::vector<int> subset;        ///< its judges (JuryData::judges indices)
    RhoInterval rho;                ///< ρ within the stratum with its percentile bootstrap CI
};

struct JuryAnalysis {
    JuryAnalysisOptions options;
    std::vector<JudgeRow> judges;
    std::vector<SubsetSearch> searches;   ///< round-1 tables × options.aggregates
    std::vector<SummaryRow> summary;
    std::vector<CrossCorpusRow> crossCorpus;
    std::vector<StratumRow> strata;
    std::vector<RoundStats> rounds;
    std::vector<JudgeBias> bias;          ///< judge − human per judge and round-1 table (bias.h)
    std::vector<std::string> notes;       ///< what was left out and why (English)
    double searchSeconds = 0.0;           ///< wall time of the subset search
};

/// The whole analysis. Needs at least one round-1 table; a table with more than kMaxSearchJudges
/// judges is left out of the search (noted).
Result<JuryAnalysis> analyzeJury(const JuryData &data, const JuryAnalysisOptions &options);

/// Judge ids joined by '+' (in judge order), e.g. "j01+j04".
std::string subsetName(const JuryData &data, const std::vector<int> &judges);
/// "j01+j04" → judge indices (ascending); an error naming the unknown id.
Result<std::vector<int>> parseSubset(const JuryData &data, const std::string &text);

/// `jury compare`: the paired bootstrap of ρ(A) − ρ(B) on one corpus' round-1 table of a condition.
struct SubsetComparison {
    std::string corpus, condition;
    Aggregate aggregate = Aggregate::Mean;
    std::vector<int> a, b;
    PairedBootstrap bootstrap;
};
Result<SubsetComparison> compareSubsets(const JuryData &data, const std::string &corpus, const std::string &condition,
                                        const std::string &a, const std::string &b, Aggregate aggregate,
                                        std::size_t B, std::uint64_t seed);

} // namespace rl::analysis::jury

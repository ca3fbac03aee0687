// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to rl_analysis: the study flattened once into the arrays every statistic reads.

#include "engine/agreement/itemratings.h"
#include "engine/agreement/plurality.h"
#include "engine/analysis/alttest.h"
#include "engine/analysis/ratinganalysis.h"
#include "engine/study/study.h"

#include <span>
#include <stop_token>
#include <string>
#include <vector>

namespace rl::analysis::detail {

inline constexpr int kNoAnswer = -2; ///< label prediction absent (vs -1 = invalid answer)

struct DimensionData {
    std::string name;
    int studyDimension = -1;
    study::Dimension scale;          ///< the declared dimension (scale, integer or continuous)
    agreement::ItemRatings humans;   ///< human ratings by item
    RaterRatings byRater;            ///< the same by human rater (Alt-test)
};

/// A categorical dimension with human labels (docs/methods.md §3.7): its labels analysed without gold.
struct CategoricalData {
    std::string name;
    int studyDimension = -1;
    std::vector<std::string> labels; ///< declared order
    bool ordered = false;            ///< alpha ordinal instead of nominal
    agreement::ItemRatings humans;   ///< human labels by item (values = label indices)
    RaterRatings byRater;            ///< the same by human rater (Alt-test)
    agreement::Plurality plurality;  ///< T_j of every item

    agreement::AlphaLevel alphaLevel() const
    {
        return ordered ? agreement::AlphaLevel::Ordinal : agreement::AlphaLevel::Nominal;
    }
};

struct RatingData {
    std::size_t itemCount = 0;
    std::vector<unsigned char> included;       ///< item in the analysed subset
    int groupFactor = -1;                      ///< study factor options.groupBy, -1 when absent
    std::vector<std::string> groups;           ///< "all", levels of the grouping factor
    std::vector<std::vector<int>> groupItems;  ///< per group, ascending item indices
    std::vector<std::vector<unsigned char>> groupMask; ///< per group, 1 for its items
    std::vector<int> groupOfItem;              ///< level of the grouping factor (group - 1) or -1
    int emotionFactor = -1;                    ///< the face study's `emotion` factor (paired LMM), -1 when absent
    std::vector<std::string> emotionLevels;    ///< its levels, declared order
    std::vector<int> emotionOfItem;            ///< emotion level or -1
    int labelDimension = -1;                   ///< the classified categorical dimension, -1 when none
    int truthFactor = -1;                      ///< the factor of the same name giving the true labels, -1 when none
    std::vector<std::string> labels;           ///< its levels
    std::vector<int> truth;                    ///< per item: label index of its level of the same-named factor, -1 if none
    std::vector<DimensionData> dims;           ///< numeric dimensions with human ratings
    std::size_t humanRaterCount = 0;
    std::vector<int> conditions;               ///< study condition indices
    std::vector<std::vector<std::vector<double>>> predictions; ///< [condition][dim][item], NaN = none
    std::vector<CategoricalData> catDims;      ///< categorical dimensions with human labels, study order
    /// [condition][catDim][item]: label index, -1 = invalid answer, NaN = none; empty when the condition gave none
    std::vector<std::vector<std::vector<double>>> catPredictions;
    std::vector<std::vector<int>> labelPredictions; ///< [condition][item], kNoAnswer / -1 invalid / label
    std::vector<bool> hasLabels;               ///< condition gave any label answer
    int raceFactor = -1;
    int genderFactor = -1;
};

/// The answers of condition c on numeric dimension dim over `items`, paired with the items' human means: x (the
/// answers of items with a human rating), m (their means), answered (items with an answer), missing (items
/// without one); `all`, when given, gets every answer (items without a human rating too).
struct PairedAnswers {
    std::vector<double> x, m;
    std::size_t answered = 0;
    std::size_t missing = 0;
};
PairedAnswers pairedAnswers(const RatingData &d, std::size_t c, std::size_t dim, std::span<const int> items,
                            std::vector<double> *all = nullptr);
/// The classification of condition c over `items` (ConditionAnalysis::classification); `keepItems` = false leaves
/// out the per-item rows the confusion view reads (a plan's draw needs only the matrix).
ClassificationResult classify(const RatingData &d, std::size_t c, std::span<const int> items, bool keepItems = true);
/// ca.classification over every analysed item and, when the grouping factor is not the true labels' factor,
/// ca.classificationByGroup (the whole study first, then each level).
void classifyCondition(const RatingData &d, std::size_t c, ConditionAnalysis &ca, bool keepItems = true);
/// The categorical cells of condition c on categorical dimension k, one per group (`all`, then the levels): the
/// plurality agreement against `human`'s α and the Alt-test with accuracy (groupOfItem: level or -1).
std::vector<CategoricalCell> categoricalCells(const RatingData &d, std::size_t c, std::size_t k,
                                              std::span<const CategoricalHumanCell> human, std::span<const int> groupOfItem,
                                              const AltTestOptions &accuracy);

RatingData buildRatingData(const study::Study &study, const RatingAnalysisOptions &options, std::vector<std::string> &notes);

/// What a re-analysis takes over from a previous analysis of the same items, human ratings and
/// options (reanalyzeRatingStudy): the human side, the crossed LMMs and, per condition, everything
/// computed from that condition's answers alone.
struct Reuse {
    const RatingAnalysis *previous = nullptr;
    std::vector<int> from; ///< per analysed condition: its index in previous->conditions, -1 = analyse afresh
    bool reused(std::size_t c) const { return previous && c < from.size() && from[c] >= 0; }
};

/// docs/methods.md §5: the OLS part and the GLMM tests (glmm when available).
Demographics analyzeDemographics(const study::Study &study, const RatingData &data, const RatingAnalysisOptions &options,
                                 const Progress &progress, std::vector<std::string> &notes, const Reuse &reuse = {});

/// The binomial GLMM likelihood-ratio tests of docs/methods.md §5 for condition c (mixedparts.cpp). A stop
/// request ends a fit at its next deviance evaluation (the tests then say "fit_failed: cancelled").
void runGlmm(const RatingData &data, std::size_t c, std::span<const int> raceOf, std::span<const int> genderOf,
             std::size_t raceLevels, std::size_t genderLevels, ConditionDemographics &out, std::stop_token stop = {});

/// LMMs of docs/methods.md §4 (mixedparts.cpp; "not_available" when the build has no engine/mixed API yet).
Result<MixedAnalysis> analyzeMixed(const study::Study &study, const RatingData &data, const RatingAnalysisOptions &options,
                                   const Progress &progress, std::vector<std::string> &notes, const Reuse &reuse = {});

/// The crossed human decomposition of numeric dimension `dim`: lmer(value ~ 1 + (1 | rater) + (1 | image), REML)
/// (mixedparts.cpp; "not_available" when the build has no engine/mixed API).
CrossedLmm crossedLmm(const RatingData &data, std::size_t dim);

} // namespace rl::analysis::detail

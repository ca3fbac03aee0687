// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agreement/blandaltman.h"
#include "engine/agreement/confusion.h"
#include "engine/agreement/diversity.h"
#include "engine/agreement/intermodel.h"
#include "engine/agreement/krippendorff.h"
#include "engine/agreement/plurality.h"
#include "engine/agreement/zscore.h"
#include "engine/analysis/alttest.h"
#include "engine/analysis/demographics.h"
#include "engine/analysis/mixedparts.h"
#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "engine/stats/correlation.h"
#include "engine/study/study.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

/// The face-study analysis suite (docs/methods.md §1–5): everything RaterLab reports about whether a
/// set of model conditions can replace the human raters of a face-emotion study, computed once from
/// a Study in memory.
///
/// The suite is that of any rating study: the face study is its first user, and a generic study (texts,
/// any numeric scale, any factors) goes through the same code.
///
/// Layout of the result: a "group" is `all` (g = 0, every item) or one level of the grouping factor
/// `options.groupBy` (g = 1 + level, declared order; the face study's `emotion` by default). Numeric
/// dimensions are those with human ratings (valence, arousal, a 0-100 VAS...), each analysed on its
/// declared scale; a condition's cells exist for every analysed dimension, with status NoPredictions
/// when the condition gave none. The classified dimension is a categorical dimension whose true label
/// per item is the factor of the same name (`emotion` when the study has it, else the first such
/// dimension). Conditions with missing predictions or unparseable answers are analysed on the available
/// pairs: every statistic carries its own n and status. Face-only parts (the race x gender demographics,
/// the paired LMM with `emotion`) run when the study has those factors; otherwise a note says why not.
///
/// Threads: none. The work is a single pass over the ratings to flat arrays, one ItemRatings per
/// numeric dimension, then O(items) passes per (condition, dimension, group); the costliest part is
/// the seeded human resampling of the inter-model variance (B x items x K generator calls).
namespace rl::analysis {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// Which parts run (`raterlab-cli analyze --only`).
struct RatingAnalysisParts {
    bool agreement = true;    ///< methods §1–3: classification, agreement, human side, inter-model, alt-test
    bool demographics = true; ///< methods §5: OLS part (race x gender ANOVA on bias, per-cell accuracy / macro-F1) and GLMMs
    bool mixed = true;        ///< LMMs of methods §4 (paired rater_type x emotion, crossed human decomposition)
};

struct RatingAnalysisOptions {
    double recallThreshold = 0.80;      ///< r*: a classification cell is met when tp >= r* support ...
    double kappaThreshold = 0.61;       ///< κ*: ... and the condition's overall kappa >= κ*
    std::size_t replaceableMin = 4;     ///< n meeting >= this -> replaceable ("more than a few")
    std::size_t resamplingRepeats = 1000; ///< B of the inter-model human reference
    std::uint64_t seed = 42;            ///< rl::stats::Rng seed of the inter-model human reference
    std::vector<std::string> interModelConditions; ///< condition ids for the inter-model variance; empty = all
    double altTestEpsilon = 0.2;        ///< ε of the Alt-test (cost-benefit penalty of the humans)
    double altTestQ = 0.05;             ///< BY false-discovery level of the Alt-test
    std::size_t altTestMinItems = 30;   ///< a rater is usable when >= this many of its items have another rater
    double blandAltmanZ = 1.96;         ///< LoA multiplier
    std::vector<std::string> itemSubset; ///< analyse only these stimulus ids (empty = every item)
    std::size_t alphaBootstrapRepeats = 1000; ///< B of the percentile intervals of alpha and delta alpha (0 = none)
    std::string groupBy = "emotion";    ///< factor whose levels are the groups (absent: only `all`)
    RatingAnalysisParts parts;
};

/// Classification of one condition (docs/methods.md §1) over the items that have a true label and an answer.
struct ClassificationResult {
    bool present = false;             ///< the condition gave answers on the classified dimension
    std::size_t nItemsMissing = 0;    ///< items with a true label but no answer (not in the matrix)
    agreement::ConfusionResult confusion; ///< n, accuracy, kappa, per class, invalid column
    /// The items counted in the matrix (indices into Study::items, ascending) with, entry by entry,
    /// their row (true label index) and column of C (the predicted label index; classCount = invalid).
    std::vector<int> items, itemRows, itemColumns;

    /// The items of cell (row, column) of C, ascending; their number is confusion.count(row, column).
    std::vector<int> itemsInCell(int row, int column) const;
};

/// OLS calibration fix of a condition, y' = a y + b: lm(M ~ x) over the group's pairs.
struct CalibrationFit {
    std::size_t n = 0;
    double a = kNaN;  ///< slope
    double b = kNaN;  ///< intercept
    bool ok = false;  ///< false when n < 2 or the predictions are constant
};

/// Why a (condition, dimension, group) cell has fewer numbers than usual.
enum class CellStatus {
    Ok,
    NoPredictions, ///< the condition gave no prediction for the group's items
    NoHumanData,   ///< the group's items have no human rating
    TooFewPairs,   ///< fewer than 2 (prediction, human mean) pairs: only n is set
};
const char *cellStatusName(CellStatus s);

/// Agreement of one condition with the humans on one numeric dimension within one group (docs/methods.md §2, §3).
struct AgreementCell {
    CellStatus status = CellStatus::NoPredictions;
    std::size_t nItems = 0;          ///< items of the group
    std::size_t n = 0;               ///< pairs: items with a prediction and >= 1 human rating
    std::size_t nMissing = 0;        ///< items of the group without a prediction
    stats::PearsonResult pearson;    ///< cor.test(x, M), Fisher-z CI
    stats::SpearmanResult spearman;  ///< cor(x, M, "spearman")
    agreement::BlandAltmanResult ba; ///< d = M - x; biasTP = t.test(d)$p.value; mae
    agreement::DeltaAlphaResult alpha; ///< interval alpha of humans (base) and humans + the condition
    agreement::W1sdResult w1sd;      ///< share of items with |z| <= 1 (exact integer test)
    agreement::DiversityResult diversity; ///< distinct values, sd; its histogram covers an integer scale lo..hi
    agreement::BinnedHistogram bins;  ///< continuous (or > 21-value integer) scale: ten equal bins of [lo, hi], else empty
    CalibrationFit calibration;      ///< y' = a y + b
    AltTestResult altTest;           ///< leave-one-rater-out Alt-test (Calderon et al. 2025)
};

/// A seeded percentile bootstrap interval over the items (type-7 quantiles of the finite replicates).
struct BootstrapInterval {
    double low = kNaN;          ///< 2.5% quantile
    double high = kNaN;         ///< 97.5% quantile
    std::size_t repeats = 0;    ///< B drawn
    std::size_t finite = 0;     ///< replicates with a finite value
};

/// One condition on one categorical dimension within one group (methods §3.7): its agreement with the
/// item's human plurality, measured as a human's.
struct CategoricalCell {
    CellStatus status = CellStatus::NoPredictions;
    std::size_t nItemsGroup = 0;                 ///< items of the group
    agreement::PluralityAgreementResult result;  ///< plurality agreement, confusion, Δα
    BootstrapInterval deltaAlphaCi;              ///< of result.alpha.delta
    AltTestResult altTest;                       ///< accuracy scoring
};

/// The human side of one categorical dimension within one group.
struct CategoricalHumanCell {
    agreement::CategoricalHumanResult result; ///< α, Fleiss' κ, specific agreement, LOO plurality baseline
    BootstrapInterval alphaCi;                ///< of result.alpha.alpha
};

/// The human side of one numeric dimension within one group.
struct HumanCell {
    std::size_t nItems = 0;          ///< items of the group
    std::size_t nRatings = 0;        ///< human ratings of those items
    std::array<agreement::AlphaResult, 4> alpha; ///< nominal, ordinal, interval, ratio (AlphaLevel order)
    agreement::LooResult loo;        ///< leave-one-out W1SD baseline
    BootstrapInterval alphaCi;       ///< of alpha[interval]
    agreement::HumanDiversityResult diversity; ///< mean item SD, histogram (integer scale lo..hi)
    agreement::BinnedHistogram bins;  ///< continuous (or > 21-value integer) scale: ten equal bins of [lo, hi], else empty
};

struct ConditionAnalysis {
    std::string id;
    std::string label;
    bool simulated = false;
    ClassificationResult classification;
    /// [group] within each level of the grouping factor when that factor is not the one giving the true
    /// labels (the classes would be the groups); [0] = classification. Empty otherwise.
    std::vector<ClassificationResult> classificationByGroup;
    std::vector<std::vector<AgreementCell>> cells; ///< [dimension][group]
    std::vector<std::vector<BootstrapInterval>> deltaAlphaCi; ///< [dimension][group]: of cells[d][g].alpha.delta
    std::vector<std::vector<CategoricalCell>> categorical;  ///< [categorical dimension][group]
    /// The Alt-test over every numeric (jointAltTest[0]) or every categorical (jointAltTest[1]) dimension at
    /// once, instances = item x dimension, per group; empty when the condition has fewer than two such
    /// dimensions with answers.
    std::array<std::vector<AltTestResult>, 2> jointAltTest;
};

/// Inter-model variance of one numeric dimension: over every item (`all`) and within each level of the
/// grouping factor (index e = group - 1). The two use the same seed, each its own stream.
struct InterModelAnalysis {
    std::vector<std::string> conditions; ///< the K condition ids used
    agreement::InterModelResult overall; ///< groups[0]: every analysed item
    agreement::InterModelResult result;  ///< per level of the grouping factor (empty groups without a factor)

    /// The result of group g (0 = all, 1 + level), or nullptr.
    const agreement::InterModelGroup *group(std::size_t g) const
    {
        const auto &v = g == 0 ? overall.groups : result.groups;
        const std::size_t i = g == 0 ? 0 : g - 1;
        return i < v.size() ? &v[i] : nullptr;
    }
};

enum class AnalysisStatus {
    Ok,
    NoItems,          ///< the study has no item
    NoGroupFactor,    ///< a grouping factor `options.groupBy` was asked for and the study has none: only the `all` group
    NoEmotionFactor = NoGroupFactor, ///< the face study's name of NoGroupFactor (groupBy = `emotion`)
    NoHumanRatings,   ///< no numeric dimension has human ratings: only the classification
};
const char *analysisStatusName(AnalysisStatus s);

struct RatingAnalysis {
    RatingAnalysisOptions options;
    AnalysisStatus status = AnalysisStatus::Ok;
    std::string studyName;
    bool syntheticDemo = false;
    std::uint64_t demoSeed = 0;
    std::size_t itemCount = 0;
    std::size_t humanRaterCount = 0;
    std::string groupFactor;              ///< the grouping factor used (options.groupBy when the study has it), empty: none
    std::vector<std::string> groups;      ///< "all", then the grouping factor's levels in declared order
    std::vector<std::vector<int>> groupItems; ///< item indices of each group (ascending)
    std::string classifiedDimension;      ///< categorical dimension classified (`emotion`), empty when none
    std::vector<std::string> labels;      ///< classification labels (levels of that dimension)
    std::vector<std::string> dimensions;  ///< analysed numeric dimensions (with human ratings), study order
    std::vector<study::Dimension> scales; ///< the declared dimension of each analysed numeric dimension
    std::vector<std::vector<HumanCell>> human; ///< [dimension][group]
    std::vector<std::string> categoricalDimensions; ///< categorical dimensions with human labels, study order
    std::vector<std::vector<std::string>> categoricalLabels; ///< their labels, declared order
    std::vector<bool> categoricalOrdered;            ///< declared ordinal (α ordinal, else nominal)
    std::vector<std::vector<CategoricalHumanCell>> categoricalHuman; ///< [categorical dimension][group]
    std::vector<ConditionAnalysis> conditions; ///< study order
    std::vector<InterModelAnalysis> interModel; ///< [dimension]; empty when the agreement part did not run
    Demographics demographics;            ///< methods §5 (see demographics.h)
    MixedAnalysis mixed;                  ///< LMMs of methods §4 (see mixedparts.h)
    std::vector<std::string> notes;       ///< what was skipped and why (English; shown in analysis.json)

    /// The name of the third column of metrics.csv, verdicts.csv and verdict_evidence.csv: the grouping
    /// factor's, or `group` when there is none (only the `all` rows).
    std::string groupColumn() const { return groupingFactor().empty() ? std::string("group") : groupingFactor(); }
    /// groupFactor, or — for a result assembled without it — options.groupBy when there are level groups.
    std::string groupingFactor() const
    {
        return !groupFactor.empty() ? groupFactor : groups.size() > 1 ? options.groupBy : std::string();
    }
    int dimensionIndex(const std::string &name) const; ///< -1 when not analysed
    int categoricalIndex(const std::string &name) const; ///< -1 when not analysed as a categorical dimension
    int groupIndex(const std::string &name) const;     ///< -1 when absent
};

/// Runs the selected parts. Errors: Cancelled (stop token), Validation (a threshold out of range).
/// Numeric degeneracy is a status inside the result, never an error.
Result<RatingAnalysis> analyzeRatingStudy(const study::Study &study, const RatingAnalysisOptions &options = {},
                                      const Progress &progress = {});

/// The analysis of `study` after only model answers changed, reusing `previous` where they did not:
/// `previous` is an analysis (with its options, which are used again) of a study with the same items,
/// factors, dimensions and human ratings. Conditions named in `changedConditions` and conditions new to
/// `study` are analysed afresh, conditions no longer in it are dropped, the others' results — and the
/// human side, the crossed LMMs, the inter-model variance over unchanged conditions — are taken over.
/// The result equals analyzeRatingStudy(study, previous.options) (tested); errors as analyzeRatingStudy's.
Result<RatingAnalysis> reanalyzeRatingStudy(const RatingAnalysis &previous, const study::Study &study,
                                        const std::vector<std::string> &changedConditions, const Progress &progress = {});

} // namespace rl::analysis

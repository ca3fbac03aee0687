// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/itempairs.h"
#include "engine/analysis/verdicts.h"
#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "engine/study/study.h"

#include <QMetaType>

#include <memory>
#include <optional>
#include <vector>

/// What the analysis views share once an analysis has run: the Study it was computed from, the
/// engine's RatingAnalysis and VerdictMatrix, and the per-item pairs (M_j, x_j) the Bland–Altman
/// plot draws (analysis::itemPairs). Immutable once built,
/// shared between threads through shared_ptr<const AnalysisBundle>.
namespace rl::models {

using ItemPairs = analysis::ItemPairs; ///< engine/analysis/itempairs.h

/// The verdict matrix's thresholds (docs/methods.md §3.4), as the verdict view lets a user edit them.
struct VerdictThresholds {
    double recall = 0.80;
    double kappa = 0.61;
    std::size_t replaceableMin = 4;
};

struct AnalysisBundle {
    std::shared_ptr<const study::Study> study;
    analysis::RatingAnalysis analysis;
    analysis::VerdictMatrix verdicts;  ///< empty when the agreement part did not run
    std::vector<ItemPairs> pairs;      ///< [analysis dimension]
    std::vector<std::vector<int>> labelAnswers; ///< [condition][item]: label index, -1 invalid, -2 none
    std::vector<int> emotionOfItem;    ///< per item: emotion level (analysis group − 1), −1 when none

    /// |z| = |x_j − M_j| / SD_j of condition c on analysis dimension d for item j (NaN when
    /// undefined; +∞ when SD_j = 0 and x_j ≠ M_j), as agreement::zScores defines it.
    double absZ(std::size_t d, std::size_t c, std::size_t item) const;

    /// The verdict matrix under other thresholds (recomputed from `analysis`); `verdicts` itself
    /// when `thresholds` is empty or equal to the analysis options.
    analysis::VerdictMatrix verdictsWith(const std::optional<VerdictThresholds> &thresholds) const;
};

/// Everything above for a study: runs analysis::analyzeRatingStudy with `options`, then
/// analysis::verdictMatrix and the item pairs. Blocking: call it on a worker thread. Errors are
/// analyzeRatingStudy's (Cancelled through the stop token, Validation of the options).
Result<std::shared_ptr<const AnalysisBundle>> computeAnalysisBundle(std::shared_ptr<const study::Study> study,
                                                                    const analysis::RatingAnalysisOptions &options,
                                                                    const Progress &progress = {});

/// The bundle of `study` after only model answers changed since `previous` was computed: the
/// conditions in `changedConditions` (and those new to `study`) are analysed afresh, the rest taken
/// over (analysis::reanalyzeRatingStudy, with previous's options); verdicts and pairs recomputed.
Result<std::shared_ptr<const AnalysisBundle>> updateAnalysisBundle(const AnalysisBundle &previous,
                                                                   std::shared_ptr<const study::Study> study,
                                                                   const std::vector<std::string> &changedConditions,
                                                                   const Progress &progress = {});

/// The pairs and label answers alone (analysis::itemPairs of the analysed dimensions).
void fillItemPairs(AnalysisBundle &bundle);

} // namespace rl::models

Q_DECLARE_METATYPE(std::shared_ptr<const rl::models::AnalysisBundle>)

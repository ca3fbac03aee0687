// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/ratinganalysis.h"
#include "engine/study/study.h"

#include <string>
#include <vector>

/// The analysis registry: which analysis a study's protocol runs, with which options, and which
/// views show its result. The CLI's `analyze`, the GUI's analysis runner and its workspace all ask
/// here instead of assuming the face study.
///
/// face    the face suite with every part (docs/methods.md §1–5), grouped by emotion, all five views and the
///         condition comparison (engine/analysis/compare).
/// rating  the agreement suite on the declared dimensions, grouped by the protocol's grouping
///         (or the caller's), with the demographic parts (§5) only where the study has race and gender
///         factors and the LMMs only where it has the grouping factor; the confusion view where
///         a categorical dimension is classified against a factor of the same name; the humans' page
///         (their own reliability; the demographic sections say why they are empty) whenever the study
///         has human ratings; the comparison.
/// Which kinds run the suite, and a kind's own views and analysis, is the kind's entry (studykinds.h).
/// jury    its own analysis (not this suite): jury::analyzeJury (engine/analysis/jury/juryanalysis.h),
///         `raterlab-cli jury analyze`; its six views (corpus browser, judges, subset explorer,
///         condition Δρ, strata, rounds), `runs` false.
/// stereotales: its own analysis (association discovery, spread, harm alignment: engine/analysis/stereotales),
///         `raterlab-cli stereotales analyze`; its four views (prompt grid, association explorer, spread,
///         harm alignment), `runs` false.
namespace rl::analysis {

/// A view of the analysis result (the GUI registers one page per value).
enum class AnalysisView { Agreement, BlandAltman, Confusion, Verdicts, Demographics,
                          JuryCorpus, JuryJudges, JurySubsets, JuryConditions, JuryStrata, JuryRounds,
                          Comparison, StGrid, StAssociations, StSpread, StHarm };
/// agreement | blandaltman | confusion | verdicts | demographics | jury-corpus | jury-judges | jury-subsets |
/// jury-conditions | jury-strata | jury-rounds | comparison | st-grid | st-associations | st-spread | st-harm
const char *analysisViewKey(AnalysisView v);
/// A view of the jury study (shown by the jury workspace).
bool isJuryView(AnalysisView v);
/// A view of the StereoTales study (shown by the StereoTales workspace).
bool isStereoTalesView(AnalysisView v);

struct AnalysisPlan {
    bool runs = true;                 ///< false: this study kind has no agreement analysis
    RatingAnalysisOptions options;      ///< what analyzeRatingStudy is given
    std::vector<AnalysisView> views;  ///< the views that show the result, in tab order
    std::vector<std::string> viewKeys; ///< the same views' keys; a registered kind's own views (studykinds.h) too
    std::vector<std::string> notes;   ///< why a part or view is left out (English, for analysis.json and logs)

    bool shows(AnalysisView v) const;
};

/// Per declared dimension of `study`, 1 when a human rated it (the dimensions the analysis can judge models
/// against); what the plan, the methods text and the analysis decide their parts by.
std::vector<unsigned char> humanRatedDimensions(const study::Study &study);

/// The plan for `study`, starting from `base` (thresholds, seeds, the caller's parts). An empty
/// `groupBy` in `base` takes the protocol's default grouping; a part the caller switched off stays off.
AnalysisPlan analysisPlanFor(const study::Study &study, RatingAnalysisOptions base = {});

} // namespace rl::analysis

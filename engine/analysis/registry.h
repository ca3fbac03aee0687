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
/// face    the face suite with every part (docs/methods.md §1–5), grouped by emotion, all five views, the
///         condition comparison (engine/analysis/compare) and the plan (engine/analysis/plan/resampling.h).
/// rating  the agreement suite on the declared dimensions, grouped by the protocol's grouping
///         (or the caller's), with the demographic parts (§5) only where the study has race and gender
///         factors and the LMMs only where it has the grouping factor; the confusion view where
///         a categorical dimension is classified against a factor of the same name; the humans' page
///         (their own reliability; the demographic sections say why they are empty) whenever the study
///         has human ratings; the comparison; the plan whenever the study has human ratings.
/// other  a kind with analyses of its own (its entry in studykinds.h says agreementSuite false: the jury,
///         StereoTales, any registered kind): `runs` false, its views are the entry's view keys
///         (AnalysisPlan::viewKeys) and its analysis is the entry's `analyze`.
namespace rl::analysis {

/// A view of the analysis result (the GUI registers one page per value).
/// The agreement suite's views; a kind with analyses of its own names its views in its entry (studykinds.h).
enum class AnalysisView { Agreement, BlandAltman, Confusion, Verdicts, Demographics, Comparison, Plan };
/// agreement | blandaltman | confusion | verdicts | demographics | comparison | plan
const char *analysisViewKey(AnalysisView v);

struct AnalysisPlan {
    bool runs = true;                 ///< false: this study kind has no agreement analysis
    RatingAnalysisOptions options;      ///< what analyzeRatingStudy is given
    std::vector<AnalysisView> views;  ///< the suite's views that show the result, in tab order (none for the other kinds)
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

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/verdicts.h"
#include "engine/core/result.h"

#include <string>
#include <vector>

/// Writers of the analysis output directory (docs/file-formats.md, "Analysis output directory"): `metrics.csv`,
/// `verdicts.csv`, `verdict_evidence.csv` and `analysis.json`.
///
/// metrics.csv is tidy long, `condition,dimension,<group>,metric,value`, with exactly the metric names of
/// docs/file-formats.md "metrics.csv" (a public contract: names are added, never renamed) plus documented extras;
/// `condition` is a condition id, `human` (human-only figures) or `models` (inter-model variance); `dimension` is the
/// classified dimension (`emotion`) for the classification; the third column is named after the grouping factor
/// (options.groupBy: `emotion` for the face study, `topic` for `--group-by topic`) and holds `all`, a level of that
/// factor, or a class label (per-class classification rows). Histograms: `hist_<v>` per integer of an integer scale (up
/// to 21 values), `hist_<lo>-<hi>` per tenth of a continuous or wider integer scale ([lo, hi), the last bin closed).
/// Every (condition, dimension, emotion) key with a sample size has an `n` row; statistics whose sample size differs
/// from it get their own `<name>_n...` row (e.g. `alpha_n_pairable`, `w1sd_loo_n_pairs`). Numbers are written with
/// rl::io::formatNumber (shortest round trip, never rounded); an undefined statistic is `NA`, and its status is in
/// analysis.json.
namespace rl::analysis {

struct MetricRow {
    std::string condition;
    std::string dimension;
    std::string group;      ///< `all`, a level of the grouping factor or a class label
    std::string metric;
    double value = kNaN;
};

/// Every metrics.csv row, in output order: human, conditions (classification, dimensions, demographics,
/// mixed), models.
std::vector<MetricRow> metricRows(const RatingAnalysis &analysis);

std::string metricsCsv(const RatingAnalysis &analysis);
/// `<group>,dimension,verdict,n_meeting,conditions_meeting` (conditions joined by ';'; the first column is
/// named after the grouping factor).
std::string verdictsCsv(const VerdictMatrix &verdicts);
/// One row per (group, dimension, condition): the numbers that decided each cell (the columns of the
/// reference face_verdict_evidence.csv, then calibration fix and Alt-test).
std::string verdictEvidenceCsv(const VerdictMatrix &verdicts);

/// The program version this library was built as (CMake's PROJECT_VERSION).
const char *programVersion();

struct ReportInfo {
    std::string programVersion; ///< e.g. "0.1.0"
    std::string project;        ///< project file analysed
};

/// Everything nested: options, seeds, statuses, notes, per-condition results, verdicts with evidence.
std::string analysisJson(const RatingAnalysis &analysis, const VerdictMatrix &verdicts, const ReportInfo &info);

/// Creates `dir` and writes the four files atomically (each to a temporary, then renamed).
Status writeAnalysisOutput(const std::string &dir, const RatingAnalysis &analysis, const VerdictMatrix &verdicts,
                           const ReportInfo &info);

} // namespace rl::analysis

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/ratinganalysis.h"

#include <cstddef>
#include <string>
#include <vector>

/// The replaceability verdict matrix of docs/methods.md §3.4: one cell per (group, dimension), each carrying the
/// evidence that decided it. A group is a level of the grouping factor (RatingAnalysisOptions::groupBy). The
/// face study (grouped by its `emotion` factor) has dimension in {classification, valence, arousal}, those
/// three always; any other grouping has one cell per analysed numeric dimension, after a classification
/// cell when the classified dimension's true-label factor is the grouping factor itself (its classes are
/// the groups).
///
/// Condition i *meets* a numeric cell (valence, arousal, ...) of group e when Δα_i,e >= 0 and W1SD_i,e >= W1SD_LOO,e,
/// the latter compared exactly as integer counts: n_within * n_pairs_loo >= n_within_loo * n_items.
/// It meets a classification cell when tp_e >= r* support_e (recall_e >= r* without a division) and its
/// overall κ >= κ*. With n = the number of conditions meeting the cell, strictest first:
///   replaceable (n >= replaceableMin), partial (1 <= n < replaceableMin),
///   needs_calibration (valence/arousal, n = 0, and some condition has Δα >= 0, t.test(d) p < .05 and
///   LoA width 2 z SD_d <= human range 2 z mean SD_j — all three for the same condition; the affine fix
///   y' = a y + b from lm(M ~ x) of the first such condition is offered),
///   not_replaceable otherwise.
/// A cell none of whose conditions has the numbers it needs (no model answers or ratings in the cell, or
/// no human ratings of the dimension) is no_data: it is not judged, and in particular not "not
/// replaceable". verdicts.csv writes `no_data` for it — a value added to the four of docs/file-formats.md
/// "verdicts.csv", which keep their names and meanings (a study with data in every cell never writes it).
/// Beside each verdict: the Alt-test (Calderon et al. 2025) of every condition within the cell's items.
namespace rl::analysis {

enum class Verdict { Replaceable, Partial, NeedsCalibration, NotReplaceable, NoData };
const char *verdictName(Verdict v); ///< "replaceable", "partial", "needs_calibration", "not_replaceable", "no_data"

/// Why one condition did or did not meet one cell.
struct VerdictEvidence {
    std::string condition;
    bool available = false;      ///< the condition has the numbers this cell needs
    bool hasData = false;        ///< the condition has model values in this cell (answers of the group's label / ratings)
    bool meets = false;
    // classification cells
    double recall = kNaN;        ///< tp / support of the group's label
    std::size_t tp = 0;
    std::size_t support = 0;
    double kappa = kNaN;         ///< overall Cohen's kappa of the condition
    // valence / arousal cells
    double deltaAlpha = kNaN;    ///< Δα_i,e (interval)
    double w1sd = kNaN;          ///< W1SD_i,e
    std::size_t w1sdWithin = 0;
    std::size_t w1sdItems = 0;
    double w1sdLoo = kNaN;       ///< W1SD_LOO,e of the humans
    std::size_t looWithin = 0;
    std::size_t looPairs = 0;
    double bias = kNaN;          ///< Bland–Altman bias mean(M - x)
    double biasP = kNaN;         ///< t.test(d)$p.value
    double loaWidth = kNaN;      ///< 2 z SD_d
    double humanRange = kNaN;    ///< 2 z mean SD_j over the group's items
    bool calibrationCandidate = false; ///< Δα >= 0, biasP < .05, loaWidth <= humanRange
    CalibrationFit calibration;  ///< y' = a y + b, lm(M ~ x)
    AltTestResult altTest;       ///< within the cell's items (numeric and categorical cells)
    // categorical cells (methods §3.7)
    double pluralityAgreement = kNaN; ///< the condition's agreement with the items' human plurality
    double pluralityLoo = kNaN;       ///< the humans' leave-one-out plurality agreement
    AltTestResult jointAltTest;  ///< the Alt-test over every dimension of the cell's kind (numeric or categorical)
};

struct VerdictCell {
    std::string group;           ///< `all` or a level of the grouping factor
    std::string dimension;       ///< "classification" or a numeric dimension ("valence", "arousal")
    Verdict verdict = Verdict::NotReplaceable;
    std::size_t nMeeting = 0;
    std::vector<std::string> conditionsMeeting; ///< in condition order
    std::string calibrationCondition;           ///< needs_calibration: the condition whose fix is offered
    CalibrationFit calibration;                 ///< that fix
    std::size_t altTestPassing = 0;             ///< conditions passing the Alt-test in this cell
    std::size_t altTestUsableRaters = 0;        ///< most usable raters over the conditions (0: Alt-test not applicable)
    bool noHumanRatings = false;                ///< numeric or categorical cell of a dimension without human ratings
    bool categorical = false;                   ///< a categorical dimension judged against the human plurality
    std::string reason;                         ///< one English sentence: why this verdict
    std::vector<VerdictEvidence> evidence;      ///< one per condition, condition order
};

struct VerdictMatrix {
    double recallThreshold = 0.80;
    double kappaThreshold = 0.61;
    std::size_t replaceableMin = 4;
    double altTestEpsilon = 0.2;
    std::string groupBy = "emotion"; ///< the grouping factor used, empty when none (RatingAnalysis::groupFactor)
    /// The first column's name in verdicts.csv and verdict_evidence.csv: groupBy, or `group` without a factor.
    std::string groupColumn() const { return groupBy.empty() ? std::string("group") : groupBy; }
    std::vector<VerdictCell> cells; ///< group (declared order) x dimensions

    const VerdictCell *find(const std::string &group, const std::string &dimension) const;
};

/// Needs the agreement part of the analysis; cells whose inputs are absent come out no_data with n = 0
/// and a reason.
VerdictMatrix verdictMatrix(const RatingAnalysis &analysis);

} // namespace rl::analysis

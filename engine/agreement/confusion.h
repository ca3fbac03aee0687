// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <limits>
#include <span>
#include <vector>

/// Classification agreement of a model's labels with the stimuli's intended labels (methods 1.1;
/// `class_metrics()` in tests/reference/R/common.R).
namespace rl::agreement {

/// Landis & Koch (1977) bands, with half-open cut points: kappa < 0 poor, [0, 0.2] slight,
/// (0.2, 0.4] fair, (0.4, 0.6] moderate, (0.6, 0.8] substantial, above 0.8 almost perfect.
enum class KappaBand { Poor, Slight, Fair, Moderate, Substantial, AlmostPerfect, Undefined };
KappaBand landisKochBand(double kappa); ///< Undefined for NaN
const char *kappaBandName(KappaBand band); ///< "poor", "slight", "fair", "moderate", "substantial", "almost perfect"

enum class ConfusionStatus {
    Ok,
    Empty,           ///< no rated item: every rate is NaN
    KappaUndefined,  ///< p_e = 1 (a single class on both sides): kappa is NaN
};

struct ClassMetrics {
    std::size_t support = 0;     ///< true count: row sum of C
    std::size_t nPredicted = 0;  ///< column sum of C (predictions of this class)
    std::size_t tp = 0;          ///< C_kk
    std::size_t fp = 0;          ///< column sum - C_kk
    std::size_t fn = 0;          ///< row sum - C_kk (includes invalid predictions of a true k)
    double precision = 0.0;      ///< tp / (tp + fp), 0 when tp + fp = 0 (sklearn zero_division = 0)
    double recall = 0.0;         ///< tp / (tp + fn), 0 when tp + fn = 0
    double f1 = 0.0;             ///< 2 P R / (P + R), 0 when P + R = 0
};

struct ConfusionResult {
    std::size_t classCount = 0;          ///< K
    /// C, K x (K + 1) row-major: rows = true, columns = predicted, column K = invalid.
    std::vector<std::size_t> counts;
    std::size_t n = 0;                   ///< N = sum of C (invalid predictions included)
    std::size_t nCorrect = 0;            ///< trace(C)
    std::size_t nInvalid = 0;            ///< predictions outside 0..K-1 (failed parse, unknown label)
    std::size_t nTruthOutOfRange = 0;    ///< items whose true index is outside 0..K-1: left out of C
    double accuracy = std::numeric_limits<double>::quiet_NaN();   ///< p_o = trace(C) / N
    double pExpected = std::numeric_limits<double>::quiet_NaN();  ///< p_e = sum_k (row_k / N)(col_k / N), k < K
    double kappa = std::numeric_limits<double>::quiet_NaN();      ///< Cohen: (p_o - p_e) / (1 - p_e)
    KappaBand band = KappaBand::Undefined;                        ///< landisKochBand(kappa)
    std::vector<ClassMetrics> perClass;                           ///< K entries, label order
    double macroF1 = std::numeric_limits<double>::quiet_NaN();    ///< (1/K) sum_k F1_k
    ConfusionStatus status = ConfusionStatus::Empty;

    std::size_t count(std::size_t truth, std::size_t predicted) const
    {
        return counts[truth * (classCount + 1) + predicted];
    }
    std::size_t invalid(std::size_t truth) const { return counts[truth * (classCount + 1) + classCount]; }
};

/// Confusion matrix and metrics from label indices 0..K-1 (the study's declared label order).
/// predicted[i] outside 0..K-1 (e.g. -1 for a failed parse) counts in the invalid column: it is wrong
/// for accuracy, kappa and the true class's recall. truth and predicted have equal length.
ConfusionResult confusion(std::span<const int> truth, std::span<const int> predicted, std::size_t classCount);

} // namespace rl::agreement

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/stats/regression.h"

#include <cstddef>
#include <span>
#include <string>
#include <vector>

/// Tukey-adjusted pairwise comparisons of the cells of a full-factorial linear model, as
///     m <- lm(y ~ a * b); emm <- emmeans(m, ~ a * b); pairs(emm, adjust = "tukey")
/// Cell means are the model's estimated marginal means L beta (L = the cell's model-matrix row), with
/// SE sqrt(L V L'), V = vcov(lm); in a full-factorial model they are the cell sample means and
/// SE = sigma / sqrt(n_cell). Cells are ordered with the first factor varying fastest and contrasts
/// are cell i minus cell j for i < j in that order (emmeans' order and labels).
namespace rl::stats {

enum class TukeyStatus {
    Ok,
    InvalidInput,  ///< no factors, factors/y of different lengths, a bad code or a non-finite y
    TooFewCells,   ///< fewer than 2 cells: nothing to compare
    EmptyCell,     ///< some cell has no observation: its mean is not estimable (emmeans: nonEst)
    NoResidualDf,  ///< every cell has one observation: no error variance
};

struct CellMean {
    std::vector<std::string> levels; ///< one level per factor
    std::string label;               ///< levels joined by ' ', e.g. "Black female"
    std::size_t n = 0;               ///< observations in the cell
    double emmean = 0.0;             ///< L beta
    double se = 0.0;                 ///< sqrt(L V L') = sigma / sqrt(n) here
    double df = 0.0;                 ///< residual df of the model
    double lowerCl = 0.0;            ///< emmean - qt((1 + level) / 2, df) se
    double upperCl = 0.0;            ///< emmean + qt((1 + level) / 2, df) se
};

struct PairwiseContrast {
    std::size_t first = 0;  ///< index into cells
    std::size_t second = 0; ///< index into cells (first < second)
    std::string label;      ///< "<first label> - <second label>"
    double estimate = 0.0;  ///< emmean(first) - emmean(second)
    double se = 0.0;        ///< sqrt(d V d'), d = L_first - L_second (= sigma sqrt(1/n_i + 1/n_j) here)
    double df = 0.0;        ///< residual df
    double tRatio = 0.0;    ///< estimate / se
    double pTukey = 0.0;    ///< ptukey(|t| sqrt(2), number of cells, df, upper tail)
};

struct TukeyResult {
    TukeyStatus status = TukeyStatus::InvalidInput;
    std::vector<CellMean> cells;             ///< first factor fastest
    std::vector<PairwiseContrast> contrasts; ///< k (k - 1) / 2 pairs, (0,1), (0,2), ..., (k-2, k-1)
    double sigma = 0.0;                      ///< residual SD of the full-factorial fit
    double df = 0.0;                         ///< residual df
    double confLevel = 0.95;                 ///< level of the cell CIs
    TukeyStatus info() const { return status; }
};

/// Fits y ~ f1 * f2 * ... (all interactions, treatment coding) and compares every pair of cells.
TukeyResult tukeyCellComparisons(std::span<const Factor> factors, std::span<const double> y, double confLevel = 0.95);

} // namespace rl::stats

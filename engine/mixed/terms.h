// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/mixed/lmm.h"

#include <Eigen/Dense>

#include <string>
#include <vector>

/// Internal: a random-effects term as the predictor sees it (lme4's reTrms entry).
namespace rl::mixed::detail {

struct ReTerm {
    std::string group;                    ///< factor name
    std::string displayName;              ///< lme4's VarCorr name ("Subject", "Subject.1" ...)
    std::vector<std::string> columnNames; ///< k names
    std::vector<int> codes;               ///< level per observation
    int levels = 0;
    int k = 0;                            ///< columns (random effects per level)
    std::vector<double> z;                ///< n × k, row-major: z[r*k + j]

    int nTheta() const { return k * (k + 1) / 2; }
    int size() const { return levels * k; }

    /// Λ block (k × k lower triangular) from θ in lme4 order: the lower triangle column by column.
    Eigen::MatrixXd lambda(const double *theta) const;
    /// lower bounds of this term's θ: 0 on the diagonal, -inf off it.
    void appendLower(std::vector<double> &lower) const;
    void appendNames(std::vector<std::string> &names) const;
};

/// Validates and converts the public terms, then orders them as lme4 does: when the numbers of levels
/// are not already non-increasing, the order is rev(order(levels)) (R's stable order, reversed).
Result<std::vector<ReTerm>> makeTerms(const std::vector<RandomTerm> &terms, std::size_t n);

} // namespace rl::mixed::detail

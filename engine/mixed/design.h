// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/mixed/satterthwaite.h"

#include <span>
#include <string>
#include <vector>

/// Treatment-coded fixed-effects designs of factors (R's model.matrix with contr.treatment, first level
/// as reference) and the hypothesis matrices of lmerTest's anova tables.
namespace rl::mixed {

/// A factor: codes 0..levels-1 per observation, level labels in level order (R: alphabetical).
struct Factor {
    std::string name;
    std::vector<int> codes;
    std::vector<std::string> levels;
};

struct FactorialDesign {
    std::size_t n = 0;
    std::vector<double> X;                    ///< n × p column-major, R's column order
    std::vector<std::string> columnNames;     ///< "(Intercept)", "rater_typemodel", "emotiondisgusted", ...
    std::vector<std::string> termNames;       ///< "rater_type", "emotion", "rater_type:emotion"
    std::vector<std::vector<int>> termFactors; ///< factor indices of each term
    std::vector<std::vector<int>> termColumns; ///< X columns of each term
    std::vector<Factor> factors;
};

/// `~ f1 * f2 * ...` (all interactions, fullFactorial = true) or `~ f1 + f2 + ...`, with an intercept.
/// Terms are ordered as R does (by order, then by the factors' order); interaction columns vary the
/// first factor fastest ("rater_typemodel:emotiondisgusted"). Validation error for empty factors,
/// mismatched lengths or codes out of range.
Result<FactorialDesign> factorialDesign(const std::vector<Factor> &factors, bool fullFactorial = true);

/// lmerTest's type III hypotheses for a treatment-coded design (extract_contrasts_type3): the rows of
/// the over-parameterised design's coefficient map, each term orthogonalised against the terms that
/// contain it (least-squares residuals), zapsmall'ed (7 significant digits) as R does.
std::vector<Contrast> typeIIIContrasts(const FactorialDesign &design);

/// lmerTest's type I (sequential) hypotheses: rows of t(L) of the Doolittle decomposition of X'X
/// (get_contrasts_type1).
std::vector<Contrast> typeIContrasts(const FactorialDesign &design);

} // namespace rl::mixed

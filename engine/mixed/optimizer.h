// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <span>
#include <stop_token>
#include <string>
#include <vector>

/// Internal: bounded derivative-free minimisation of a smooth f(x), x ≥ lower (componentwise; -inf =
/// unbounded). The optimizer sees only f.
///
/// Method: Nelder–Mead on the box (trial points are projected onto the bounds), restarted from its
/// best vertex with a fresh simplex until a restart no longer improves f, then polished by projected
/// Newton steps with central finite-difference gradient and Hessian on the free coordinates (a
/// coordinate sitting on its bound with a non-negative derivative stays there). The profiled
/// deviance is smooth and nearly quadratic near its optimum, so the Newton polish lands on the optimum
/// to the working precision, which is what lme4's BOBYQA approaches (to ~1e-6 in θ).
namespace rl::mixed::detail {

struct OptimResult {
    std::vector<double> x;
    double fval = 0;
    int evaluations = 0;
    bool converged = false;
    std::string message;
};

struct OptimOptions {
    int maxEvaluations = 20000;
    double ftolRel = 1e-14;     ///< simplex spread in f, relative
    double xtol = 1e-9;         ///< simplex diameter (per coordinate, relative to max(1, |x|))
    double initialStep = 0.1;   ///< initial simplex edge, relative to max(1, |x0|)
    bool polish = true;
    std::stop_token stop;
};

OptimResult minimizeBounded(const std::function<double(std::span<const double>)> &f, std::vector<double> x0,
                            const std::vector<double> &lower, const OptimOptions &options = {});

} // namespace rl::mixed::detail

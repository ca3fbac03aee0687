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

/// A bounded quadratic-model trust-region method in the spirit of Powell's BOBYQA (Powell 2009, "The
/// BOBYQA algorithm for bound constrained optimization without derivatives", DAMTP 2009/NA06):
///  - the model is the quadratic interpolating f at (n+1)(n+2)/2 points (a fully determined model; the
///    parameter vectors of mixed models are short), built around the best point;
///  - each iteration minimises the model in the trust region ||s|| ≤ Δ intersected with the bounds
///    (eigen-decomposition of the model Hessian and the secular equation on the free variables, then
///    truncation at the first bound met, which becomes active);
///  - the new point replaces the interpolation point whose Lagrange function is largest there (weighted
///    by its distance), which keeps the set well poised; points far from the best one are replaced by
///    geometry steps that maximise their Lagrange function before ρ is reduced;
///  - ρ (the resolution) goes from rhobeg to rhoend in Powell's steps (÷10, then √(ρ·rhoend)).
/// Falls back to minimizeBounded for n > 8.
struct BobyqaOptions {
    double rhobeg = 0.2;
    double rhoend = 1e-7;
    int maxEvaluations = 20000;
    std::stop_token stop;
};
OptimResult bobyqa(const std::function<double(std::span<const double>)> &f, std::vector<double> x0,
                   const std::vector<double> &lower, const BobyqaOptions &options = {});

/// lme4's Nelder_Mead (src/optimizer.cpp, itself NLopt 2.2.4's nldrmd): initial simplex x0 + xst_i e_i
/// (moved inside the bounds as lme4 does), reflection 1, expansion 2, contraction ½ (inside when the
/// reflected point is no better than the worst), shrink ½ towards the best vertex with all vertices
/// re-evaluated, trial points pinned to the bounds, and the single stopping rule of lme4's port: every
/// coordinate of every vertex within xt_i of the centroid of the other vertices' face (or a degenerate
/// reflection). Returns the best point ever evaluated. Replaying it gives glmer's second-stage path.
struct NelderMeadOptions {
    std::vector<double> xst; ///< initial steps
    std::vector<double> xt;  ///< absolute x tolerances
    double xtolRel = 1e-7;
    int maxEvaluations = 10000;
    std::stop_token stop;
};
OptimResult nelderMeadLme4(const std::function<double(std::span<const double>)> &f, std::vector<double> x0,
                           const std::vector<double> &lower, const NelderMeadOptions &options);

} // namespace rl::mixed::detail

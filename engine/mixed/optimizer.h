// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <span>
#include <stop_token>
#include <string>
#include <vector>

/// Internal: the optimizers of the mixed models. They see only f(x), x ≥ lower (componentwise; -inf =
/// unbounded). Two, each for what lme4 uses it for: Powell's BOBYQA (bobyqa.h, the exact minqa port)
/// fits the LMMs (θ) and glmer's first stage, and lme4's Nelder–Mead below replays glmer's second stage.
namespace rl::mixed::detail {

struct OptimResult {
    std::vector<double> x;
    double fval = 0;
    int evaluations = 0;
    bool converged = false;
    std::string message;
};

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

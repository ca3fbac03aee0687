// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/mixed/optimizer.h"

#include <functional>
#include <span>
#include <stop_token>
#include <vector>

/// Internal: Powell's BOBYQA (M.J.D. Powell, "The BOBYQA algorithm for bound constrained optimization without
/// derivatives", DAMTP 2009/NA06) exactly as R's minqa 1.2.5 runs it, so that lme4::glmer's first optimisation
/// stage can be replayed evaluation for evaluation (its PIRLS deviance is stateful, so the path matters, not only
/// the end point).
///
/// The port keeps the Fortran's floating-point operation order, Powell's 1-based indices and labels, and the two
/// places where minqa's Fortran differs from Powell's:
///  - ALTMOV clears IBDSAV before building XNEW, so a point chosen on a line through XOPT is never snapped onto
///    the bound that limited its step (only clamped into [SL, SU]);
///  - minqa's RESCUE passes an undefined X to CALFUN (a minqa bug: the objective is then evaluated at whatever
///    that memory holds). This port evaluates the point RESCUE meant, W(1..N). RESCUE runs only after severe
///    cancellation in an updating denominator, which none of the recorded traces reaches.
///
/// minqa's R wrapper is reproduced too: the defaults below, the rhobeg reduction when a bound range is below
/// 2·rhobeg, and (minqaCalls) its evaluation of f at x0 before the Fortran and at the returned x after it.
namespace rl::mixed::detail {

struct BobyqaPowellOptions {
    int npt = 0;        ///< interpolation points; ≤ 0: minqa's default min(n+2, 2n) clamped to [n+2, (n+1)(n+2)/2]
    double rhobeg = 0;  ///< initial trust radius; ≤ 0: minqa's default min(0.95, 0.2·max|x0|)
    double rhoend = 0;  ///< final trust radius; ≤ 0: minqa's default 1e-6·rhobeg
    int maxfun = 10000; ///< limit on the Fortran's evaluations (minqa's maxfun)
    bool minqaCalls = true; ///< evaluate f(x0) first and f(x̂) last, as minqa::bobyqa does around the Fortran
    std::stop_token stop;   ///< checked before each evaluation; a stop ends the run as if maxfun were reached
};

/// Minimises f over lower ≤ x ≤ upper (±inf allowed; empty upper = +inf). Returns x̂ = the Fortran's X at its
/// return, fval = f(x̂) (minqa's fval), evaluations = the Fortran's evaluation count (minqa's feval, without the
/// two wrapper calls), converged = (IERR = 0), message = minqa's message for IERR
/// ("Normal exit from bobyqa", "bobyqa -- maximum number of function evaluations exceeded", ...).
/// Preconditions: lower < upper, lower ≤ x0 ≤ upper, 0 < rhoend ≤ rhobeg (asserted).
OptimResult bobyqaPowell(const std::function<double(std::span<const double>)> &f, std::vector<double> x0,
                         const std::vector<double> &lower, const std::vector<double> &upper,
                         const BobyqaPowellOptions &options = {});

} // namespace rl::mixed::detail

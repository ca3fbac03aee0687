// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/mixed/lmm.h"

#include <stop_token>
#include <string>
#include <vector>

/// Binomial GLMM with logit link, Laplace approximation (lme4::glmer, nAGQ = 1), replaying glmer's own
/// computation (lme4 1.1-31) rather than the exact Laplace optimum, because lme4's deviance is what its
/// estimates optimise:
///  - PIRLS as lme4's pwrssUpdate: Newton steps on u (stage 2) or (u, β) (stage 1) stopped when the
///    penalised deviance changes by < 1e-7 relative, step halving when it increases, and the Laplace
///    deviance d = log|L|² + ||u||² + aic(μ) with L factored from the weights of the *last iteration's
///    start* (so d is lme4's value, not the converged one; they differ by ~1e-3 on cbpp);
///  - every evaluation starts PIRLS from the previous stage's linear predictor lp0;
///  - stage 1 (nAGQ = 0): θ by detail::bobyqaPowell (minqa's bobyqa, replayed call for call), β inside PIRLS;
///  - stage 2: (θ, β) by lme4's own Nelder–Mead, replayed step by step from (θ₁, β₁) with steps
///    0.2·(0.1 for θ, min(SD(β₁), 10)) and tolerances 5e-4 × steps, then deriv12 (δ = 1e-4, no bounds)
///    at the optimum for vcov.merMod(use.hessian = TRUE): 2 (H⁻¹)_ββ symmetrised; when not positive
///    definite, (RX'RX)⁻¹; then check.boundary (a θ within 1e-5 of its bound is tried on it).
/// Remaining difference: the first stage's endpoint is not bit-identical to minqa's BOBYQA (~1e-7 in
/// θ), which moves lp0 slightly; the Nelder–Mead path then agrees to ~1e-6 (estimates ≤ 1e-5) while
/// the δ = 1e-4 finite-difference SEs amplify the lp0 difference to ~1e-5..1e-4 relative.
namespace rl::mixed {

struct GlmmBinomialSpec {
    std::vector<double> successes;        ///< k_i (0/1 for Bernoulli data)
    std::vector<double> trials;           ///< n_i (empty = all 1)
    std::vector<double> fixedDesign;      ///< n × p, column-major
    std::vector<std::string> fixedNames;
    std::vector<RandomTerm> terms;
};

struct GlmmOptions {
    int maxEvaluations = 20000;
    double singularTolerance = 1e-4;
    std::stop_token stop; ///< checked at every deviance evaluation; a stop gives status Cancelled
};

struct GlmmFit {
    FitStatus status = FitStatus::NumericalIssue;
    bool singular = false;
    bool vcovFromHessian = false; ///< false: the RX fallback was used
    std::size_t nobs = 0;
    std::vector<std::string> fixedNames;
    std::vector<double> beta;
    std::vector<double> se;
    std::vector<double> z;        ///< β / se
    std::vector<double> p;        ///< 2 Φ(−|z|)
    std::vector<double> vcov;     ///< p × p row-major
    std::vector<double> theta;
    std::vector<std::string> thetaNames;
    std::vector<VarCorrRow> varCorr; ///< no residual row (σ = 1)
    double laplaceDeviance = 0;   ///< d(θ̂, β̂) = −2 logLik
    double logLik = 0;
    double devianceResiduals = 0; ///< Σ squared deviance residuals (lme4's deviance() for a GLMM)
    int dfLogLik = 0;             ///< p + length(θ)
    double aic = 0;
    double bic = 0;
    OptimizerSummary optimizer;
};

Result<GlmmFit> fitGlmmBinomial(const GlmmBinomialSpec &spec, const GlmmOptions &options = {});

/// anova(null, full): χ² = 2 (logLik_full − logLik_null) (clamped at 0 as R does), df = difference of
/// the numbers of parameters, p = P(χ²_df > χ²).
struct LikelihoodRatioTest {
    double chisq = 0;
    int df = 0;
    double p = 0;
};
LikelihoodRatioTest likelihoodRatioTest(const GlmmFit &null, const GlmmFit &full);

} // namespace rl::mixed

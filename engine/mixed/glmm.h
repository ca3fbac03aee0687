// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/mixed/lmm.h"

#include <stop_token>
#include <string>
#include <vector>

/// Binomial GLMM with logit link, Laplace approximation (lme4::glmer, nAGQ = 1).
///
/// For (θ, β) the conditional modes û maximise the penalised log-likelihood (PIRLS: Newton steps on u
/// with step halving), and the Laplace deviance is (lme4 glmResp::Laplace)
///     d(θ, β) = log|Λ'Z'WZΛ + I| + ||û||² − 2 Σ_i log dbinom(k_i; n_i, μ_i),
/// W = diag(n_i μ_i (1 − μ_i)) at û. (θ, β) minimise d jointly (θ diagonal ≥ 0), as lme4's second
/// stage does. vcov(β̂) follows lme4's vcov.merMod(use.hessian = TRUE): 2 (H⁻¹)_ββ with H the
/// finite-difference Hessian of d over (θ, β) by lme4's deriv12 (δ = 1e-4, bounded at θ's lower
/// bound); when that fails (a θ on its bound) or is not positive definite, (RX'RX)⁻¹ from the PIRLS
/// system, as lme4 falls back to.
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

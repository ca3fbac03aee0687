// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <cstddef>
#include <memory>
#include <span>
#include <stop_token>
#include <string>
#include <vector>

/// Linear mixed models, numerically equal to lme4::lmer (REML or ML) and lmerTest.
///
/// The model is y = Xβ + Zb + ε, b ~ N(0, σ²ΛθΛθ'), ε ~ N(0, σ²I), with b = Λθ u (spherical u).
/// For a given θ, β and u solve the penalised least squares problem
///     min ||y − Xβ − ZΛθu||² + ||u||²,
/// through the Cholesky factor of [Λ'Z'ZΛ + I, Λ'Z'X; X'ZΛ, X'X] (the blocked factor L, RX of lme4),
/// and the profiled deviance is (Bates et al. 2015, J Stat Softw 67(1), eqs. 34 and 41)
///     ML:   d(θ) = log|L|² + n (1 + log(2π pwrss / n))
///     REML: d(θ) = log|L|² + log|RX|² + (n − p)(1 + log(2π pwrss / (n − p))).
/// θ is minimised with bounds (diagonal elements of each Λ block ≥ 0), as lme4 does.
///
/// Layering (see the internal headers): terms.h (a random-effects term: grouping codes, its model
/// columns, θ → Λ block), predictor.h (owns Λθ, the cross-products of Z and X and the Cholesky factor;
/// verbs setTheta/updateDecomp/solve), deviance.h (the formulas above), bobyqa.h (Powell's BOBYQA,
/// bounded derivative-free minimisation of f(θ) as minqa runs it), this file (specification, fit and its summary),
/// satterthwaite.h (lmerTest's df), design.h (treatment-coded designs and type I/III contrasts),
/// glmm.h (binomial GLMM, Laplace).
namespace rl::mixed {

namespace detail {
class LmmModel;
}

/// One random-effects term, lme4's `(columns | group)`. Two terms on the same factor give
/// uncorrelated effects, e.g. `(1 | Subject) + (0 + Days | Subject)`.
struct RandomTerm {
    std::string group;                        ///< grouping factor name, e.g. "Subject"
    std::vector<int> codes;                   ///< 0-based level of every observation (size n)
    int levels = 0;                           ///< number of levels; 0 = max(code) + 1
    std::vector<std::string> columnNames;     ///< e.g. {"(Intercept)", "Days"}
    std::vector<std::vector<double>> columns; ///< model columns (each of size n); intercept = all 1

    /// `(1 | group)`.
    static RandomTerm intercept(std::string group, std::vector<int> codes, int levels = 0);
};

/// What the analysis layer builds from plain vectors.
struct LmmSpec {
    std::vector<double> response;          ///< y (size n)
    std::vector<double> fixedDesign;       ///< X, n × p, column-major (column j = [j*n, (j+1)*n))
    std::vector<std::string> fixedNames;   ///< p names, R style: "(Intercept)", "Days", "emotionsad", ...
    std::vector<RandomTerm> terms;         ///< at least one term
};

enum class FitStatus {
    Converged,      ///< the optimizer met its tolerances
    MaxEvaluations, ///< stopped at the evaluation limit; the estimates are the best point seen
    NumericalIssue, ///< the deviance was not finite at the start, or the factorisation failed
    Cancelled,      ///< the stop token was triggered
};
const char *fitStatusName(FitStatus status);

struct LmmOptions {
    bool reml = true;                ///< REML (lmer default) or ML
    std::vector<double> startTheta;  ///< empty = lme4's start (1 on diagonals, 0 elsewhere)
    int maxEvaluations = 20000;      ///< deviance evaluations for the optimizer
    bool allowStructuredPath = true; ///< use the exact O(q²) path for balanced two-factor crossed designs
    double singularTolerance = 1e-4; ///< lme4::isSingular: a bounded θ below this is "singular"
    std::stop_token stop;            ///< checked at every deviance evaluation; a stop gives status Cancelled
};

/// One row of `as.data.frame(VarCorr(fit))`.
struct VarCorrRow {
    std::string group; ///< lme4's name; a second term on the same factor is "Subject.1"; "Residual"
    std::string var1;  ///< column name ("" for the residual)
    std::string var2;  ///< second column of a covariance, "" for a variance
    double vcov = 0;   ///< variance σ²(ΛΛ')_ii or covariance σ²(ΛΛ')_ij; σ² for the residual
    double sdcor = 0;  ///< standard deviation √vcov, or the correlation for a covariance row
};

/// The optimizer's record (lme4's @optinfo).
struct OptimizerSummary {
    std::vector<double> thetaStart;
    std::vector<double> thetaEnd;
    double objective = 0; ///< deviance at thetaEnd
    int evaluations = 0;
    bool converged = false;
    std::string message;
};

struct LmmFit {
    FitStatus status = FitStatus::NumericalIssue;
    bool singular = false;  ///< some bounded θ < singularTolerance (lme4::isSingular)
    bool reml = true;
    bool structuredPath = false; ///< the balanced crossed path was used for the optimisation
    std::size_t nobs = 0;
    std::vector<std::string> groupNames; ///< per term in θ order (terms sorted by levels, as lme4)
    std::vector<int> groupLevels;        ///< number of levels per term

    std::vector<std::string> fixedNames;
    std::vector<double> beta;  ///< β̂ = argmin of the PLS problem at θ̂
    std::vector<double> se;    ///< √diag(vcov)
    std::vector<double> vcov;  ///< σ̂² (RX'RX)⁻¹, p × p row-major (lme4 vcov(fit))

    std::vector<double> theta;            ///< θ̂ in lme4 order (getME(fit, "theta"))
    std::vector<std::string> thetaNames;  ///< e.g. "Subject.(Intercept)", "Subject.Days.(Intercept)"
    std::vector<double> thetaLower;       ///< 0 for diagonal elements, -inf otherwise
    double sigma = 0;                     ///< σ̂ = √(pwrss/(n−p)) REML, √(pwrss/n) ML
    std::vector<VarCorrRow> varCorr;      ///< as.data.frame(VarCorr(fit))

    double pwrss = 0;          ///< penalised weighted RSS at θ̂
    double ldL2 = 0;           ///< log|L|²
    double ldRX2 = 0;          ///< log|RX|²
    double remlCriterion = 0;  ///< REMLcrit (NaN for ML fits)
    double devianceML = 0;     ///< −2 logLik for ML fits (NaN for REML fits, as the golden)
    double logLik = 0;         ///< −d(θ̂)/2 of the fitted criterion
    int dfLogLik = 0;          ///< p + length(θ) + 1
    double aic = 0;            ///< −2 logLik + 2 df
    double bic = 0;            ///< −2 logLik + log(n) df

    std::vector<double> ranef;  ///< b = Λθ̂ û, term by term, level by level, column by column
    std::vector<double> fitted; ///< Xβ̂ + Zb

    OptimizerSummary optimizer;

    std::shared_ptr<const detail::LmmModel> model; ///< the data, kept for Satterthwaite (opaque)
};

/// Fits the model. Errors (Validation): sizes that do not match, no random term, n ≤ p, codes out of
/// range. Numeric trouble is `status` (and NaN numbers), never an error.
Result<LmmFit> fitLmm(const LmmSpec &spec, const LmmOptions &options = {});

/// The profiled deviance at a given θ (lme4's `lmer(..., devFunOnly = TRUE)(theta)`), θ in the
/// order of LmmFit::theta. NaN when the factorisation fails. `allowStructured` = false forces the
/// general (dense Schur complement) path.
Result<double> lmmDeviance(const LmmSpec &spec, std::span<const double> theta, bool reml, bool allowStructured = true);

} // namespace rl::mixed

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/mixed/lmm.h"

#include "engine/mixed/deviance.h"
#include "engine/mixed/bobyqa.h"
#include "engine/mixed/predictor.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rl::mixed {

using detail::LmmModel;
using detail::Predictor;

const char *fitStatusName(FitStatus status)
{
    switch (status) {
    case FitStatus::Converged:
        return "converged";
    case FitStatus::MaxEvaluations:
        return "maximum evaluations";
    case FitStatus::NumericalIssue:
        return "numerical issue";
    case FitStatus::Cancelled:
        return "cancelled";
    }
    return "?";
}

namespace detail {

std::vector<double> defaultStart(const LmmModel &m)
{
    std::vector<double> th;
    for (double l : m.lower)
        th.push_back(l == 0.0 ? 1.0 : 0.0);
    return th;
}

/// Fills everything but the optimizer record from a converged θ.
void summarise(LmmFit &fit, const std::shared_ptr<const LmmModel> &model, const std::vector<double> &theta, bool reml,
               double singularTol)
{
    const LmmModel &m = *model;
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    const int p = m.p;
    const double n = static_cast<double>(m.n);
    fit.model = model;
    fit.reml = reml;
    fit.nobs = m.n;
    fit.fixedNames = m.fixedNames;
    fit.theta = theta;
    fit.thetaNames = m.thetaNames;
    fit.thetaLower = m.lower;
    fit.groupNames.clear();
    fit.groupLevels.clear();
    for (const ReTerm &t : m.terms) {
        fit.groupNames.push_back(t.group);
        fit.groupLevels.push_back(t.levels);
    }
    fit.singular = false;
    for (std::size_t i = 0; i < theta.size(); ++i)
        if (m.lower[i] == 0.0 && theta[i] < singularTol)
            fit.singular = true;

    Predictor pred(model, true);
    pred.setTheta(theta);
    if (!pred.updateDecomp()) {
        fit.status = FitStatus::NumericalIssue;
        return;
    }
    pred.solve();
    fit.pwrss = pred.pwrss();
    if (!(fit.pwrss > 1e-14 * m.y.squaredNorm()))
        fit.status = FitStatus::NumericalIssue; // the response is reproduced exactly: σ = 0, deviance -inf
    fit.ldL2 = pred.ldL2();
    fit.ldRX2 = pred.ldRX2();
    const double dev = profiledDeviance(fit.ldL2, fit.ldRX2, fit.pwrss, n, p, reml);
    fit.sigma = std::sqrt(fit.pwrss / (reml ? n - p : n));
    fit.beta.assign(pred.beta().data(), pred.beta().data() + p);
    const Eigen::MatrixXd V = fit.sigma * fit.sigma * pred.rxtrx().inverse();
    fit.vcov.resize(static_cast<std::size_t>(p) * p);
    fit.se.resize(p);
    for (int i = 0; i < p; ++i) {
        fit.se[i] = std::sqrt(V(i, i));
        for (int j = 0; j < p; ++j)
            fit.vcov[static_cast<std::size_t>(i) * p + j] = V(i, j);
    }
    fit.remlCriterion = reml ? dev : nan;
    fit.devianceML = reml ? nan : dev;
    fit.logLik = -dev / 2.0;
    fit.dfLogLik = p + m.nTheta + 1;
    fit.aic = dev + 2.0 * fit.dfLogLik;
    fit.bic = dev + std::log(n) * fit.dfLogLik;

    const Eigen::VectorXd b = pred.b();
    fit.ranef.assign(b.data(), b.data() + b.size());
    Eigen::VectorXd fitted = m.X * pred.beta();
    Eigen::Index off = 0;
    for (const ReTerm &t : m.terms) {
        for (std::size_t r = 0; r < m.n; ++r)
            for (int j = 0; j < t.k; ++j)
                fitted(static_cast<Eigen::Index>(r)) += t.z[r * t.k + j] * b(off + t.codes[r] * t.k + j);
        off += t.size();
    }
    fit.fitted.assign(fitted.data(), fitted.data() + fitted.size());

    // as.data.frame(VarCorr(fit))
    fit.varCorr.clear();
    const double s2 = fit.sigma * fit.sigma;
    for (std::size_t t = 0; t < m.terms.size(); ++t) {
        const ReTerm &term = m.terms[t];
        const Eigen::MatrixXd lam = term.lambda(theta.data() + m.thetaOffset[t]);
        const Eigen::MatrixXd S = s2 * lam * lam.transpose();
        for (int j = 0; j < term.k; ++j)
            fit.varCorr.push_back({term.displayName, term.columnNames[j], "", S(j, j), std::sqrt(S(j, j))});
        for (int j = 0; j < term.k; ++j)
            for (int i = j + 1; i < term.k; ++i)
                fit.varCorr.push_back({term.displayName, term.columnNames[j], term.columnNames[i], S(i, j),
                                       S(i, j) / std::sqrt(S(i, i) * S(j, j))});
    }
    fit.varCorr.push_back({"Residual", "", "", s2, fit.sigma});
}

} // namespace detail

Result<LmmFit> fitLmm(const LmmSpec &spec, const LmmOptions &options)
{
    auto made = LmmModel::make(spec, options.allowStructuredPath);
    if (!made)
        return made.error();
    std::shared_ptr<const LmmModel> model = std::move(*made);
    const LmmModel &m = *model;
    std::vector<double> start = options.startTheta.empty() ? detail::defaultStart(m) : options.startTheta;
    if (static_cast<int>(start.size()) != m.nTheta)
        return makeError(ErrorCode::Validation, "startTheta has " + std::to_string(start.size())
                                                    + " values, the model has " + std::to_string(m.nTheta));
    LmmFit fit;
    fit.structuredPath = m.structured;
    Predictor pred(model, true);
    auto f = [&](std::span<const double> th) { return detail::deviance(pred, th, options.reml); };
    // Powell's BOBYQA (the minqa port, bobyqa.h) on θ ≥ lower. maxEvaluations ≤ 1 is "the deviance at
    // startTheta": BOBYQA would first move a θ that lies within rhobeg of its bound off that bound.
    for (std::size_t i = 0; i < start.size(); ++i)
        start[i] = std::max(start[i], m.lower[i]); // BOBYQA's precondition lower ≤ x0
    detail::OptimResult opt;
    if (options.maxEvaluations <= 1) {
        opt.x = start;
        opt.fval = options.stop.stop_requested() ? std::numeric_limits<double>::quiet_NaN() : f(start);
        opt.evaluations = options.stop.stop_requested() ? 0 : 1;
        opt.message = "evaluation limit reached";
    } else {
        detail::BobyqaPowellOptions bo;
        bo.rhobeg = 0.2 * std::max(1.0, *std::max_element(start.begin(), start.end()));
        // Final trust radius 1e-9 rhobeg, tighter than minqa's default 1e-6 rhobeg and lme4's xtol_abs 1e-8, so
        // that a θ whose optimum is its bound lands on it (a singular fit reports a variance of exactly 0).
        bo.rhoend = 1e-9 * bo.rhobeg;
        bo.maxfun = options.maxEvaluations;
        bo.minqaCalls = false;
        bo.stop = options.stop;
        opt = detail::bobyqaPowell(f, start, m.lower, {}, bo);
    }
    fit.optimizer.thetaStart = start;
    fit.optimizer.thetaEnd = opt.x;
    fit.optimizer.objective = opt.fval;
    fit.optimizer.evaluations = opt.evaluations;
    fit.optimizer.converged = opt.converged;
    fit.optimizer.message = opt.message;
    if (options.stop.stop_requested()) {
        fit.status = FitStatus::Cancelled;
        fit.model = model;
        return fit;
    }
    if (!std::isfinite(opt.fval) || opt.x.empty()) {
        fit.status = FitStatus::NumericalIssue;
        fit.model = model;
        return fit;
    }
    fit.status = opt.converged ? FitStatus::Converged : FitStatus::MaxEvaluations;
    detail::summarise(fit, model, opt.x, options.reml, options.singularTolerance);
    return fit;
}

Result<double> lmmDeviance(const LmmSpec &spec, std::span<const double> theta, bool reml, bool allowStructured)
{
    auto made = LmmModel::make(spec, allowStructured);
    if (!made)
        return made.error();
    std::shared_ptr<const LmmModel> model = std::move(*made);
    if (static_cast<int>(theta.size()) != model->nTheta)
        return makeError(ErrorCode::Validation, "theta has " + std::to_string(theta.size()) + " values, the model has "
                                                    + std::to_string(model->nTheta));
    Predictor pred(model, true);
    return detail::deviance(pred, theta, reml);
}

} // namespace rl::mixed

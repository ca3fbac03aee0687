// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/mixed/predictor.h"

#include <cmath>
#include <numbers>
#include <span>

/// Internal: lme4's profiled deviance (lmer's devfun), and lmerTest's deviance in (θ, σ).
namespace rl::mixed::detail {

/// ML:   log|L|² + n (1 + log(2π pwrss / n));
/// REML: log|L|² + log|RX|² + (n − p)(1 + log(2π pwrss / (n − p)))   (lme4 src/predModule/lmer.cpp).
inline double profiledDeviance(double ldL2, double ldRX2, double pwrss, double n, double p, bool reml)
{
    constexpr double twoPi = 2.0 * std::numbers::pi;
    if (reml) {
        const double nmp = n - p;
        return ldL2 + ldRX2 + nmp * (1.0 + std::log(twoPi * pwrss / nmp));
    }
    return ldL2 + n * (1.0 + std::log(twoPi * pwrss / n));
}

/// Sets θ, factors and returns the profiled deviance (NaN when Ω(θ) is not positive definite).
inline double deviance(Predictor &pred, std::span<const double> theta, bool reml)
{
    pred.setTheta(theta);
    if (!pred.updateDecomp())
        return std::nan("");
    const LmmModel &m = pred.model();
    return profiledDeviance(pred.ldL2(), pred.ldRX2(), pred.pwrss(), static_cast<double>(m.n), m.p, reml);
}

/// lmerTest's devfun_vp: the (not profiled) deviance at varpar = (θ, σ):
///   log|L|² + pwrss/σ² + n log(2πσ²)  [REML: + log|RX|² − p log(2πσ²)].
inline double devianceVarpar(Predictor &pred, std::span<const double> varpar, bool reml)
{
    const std::size_t nt = varpar.size() - 1;
    const double s2 = varpar[nt] * varpar[nt];
    pred.setTheta(varpar.first(nt));
    if (!pred.updateDecomp())
        return std::nan("");
    const LmmModel &m = pred.model();
    constexpr double twoPi = 2.0 * std::numbers::pi;
    const double n = static_cast<double>(m.n);
    double dev = pred.ldL2() + pred.pwrss() / s2 + n * std::log(twoPi * s2);
    if (reml)
        dev += pred.ldRX2() - m.p * std::log(twoPi * s2);
    return dev;
}

} // namespace rl::mixed::detail

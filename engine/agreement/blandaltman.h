// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <limits>
#include <span>

/// Bland–Altman agreement of two methods measuring the same items (methods 1.2; `bland_altman()` in
/// tests/reference/R/common.R). d_j = a_j - b_j, m_j = (a_j + b_j)/2; in the face study a = the
/// human mean M_j and b = the model x_j.
namespace rl::agreement {

enum class LoaCiMethod {
    BlandAltman1999, ///< SE(limit) = sd sqrt(1/n + z^2 / (2(n - 1)))
    BlandAltman1986, ///< SE(limit) = sqrt(3 sd^2 / n)
};

struct BlandAltmanOptions {
    double z = 1.96;            ///< LoA multiplier
    double conf = 0.95;         ///< confidence level of the CIs
    LoaCiMethod loaCi = LoaCiMethod::BlandAltman1999;
    bool exactLoaCi = false;    ///< also the exact CIs of the limits by the non-central t (Boost.Math)
};

enum class BlandAltmanStatus {
    Ok,
    TooFewPairs,          ///< n < 2: only n (and bias, mae for n = 1) are set
    ZeroVariance,         ///< sd(d) = 0: the CIs collapse onto the bias/limits, the t-test p is NaN
    NoProportionalFit,    ///< n < 3 or all m_j equal: the proportional-bias fields are NaN (the rest is valid)
};

struct BlandAltmanResult {
    static constexpr double nan = std::numeric_limits<double>::quiet_NaN();

    std::size_t n = 0;            ///< pairs with both a and b non-missing (NaN pairs are dropped)
    double z = 1.96;              ///< LoA multiplier used
    double bias = nan;            ///< mean(d) = mean(a) - mean(b)
    double sd = nan;              ///< sd(d), n - 1
    double loaLower = nan;        ///< bias - z sd
    double loaUpper = nan;        ///< bias + z sd
    double tQuantile = nan;       ///< qt(1 - (1 - conf)/2, n - 1)
    double seBias = nan;          ///< sd / sqrt(n)
    double biasCiLower = nan;     ///< bias - t seBias
    double biasCiUpper = nan;     ///< bias + t seBias
    LoaCiMethod loaCiMethod = LoaCiMethod::BlandAltman1999;
    double seLoa = nan;           ///< 1999: sd sqrt(1/n + z^2/(2(n - 1))); 1986: sqrt(3 sd^2 / n)
    double loaLowerCiLower = nan; ///< loaLower - t seLoa
    double loaLowerCiUpper = nan; ///< loaLower + t seLoa
    double loaUpperCiLower = nan; ///< loaUpper - t seLoa
    double loaUpperCiUpper = nan; ///< loaUpper + t seLoa
    /// Exact CIs of the limits (options.exactLoaCi): g_lo,hi = qt((1 -/+ conf)/2, n - 1, ncp = z sqrt(n)) / sqrt(n);
    /// upper limit [bias + sd g_lo, bias + sd g_hi], lower limit [bias - sd g_hi, bias - sd g_lo].
    double loaLowerCiLowerExact = nan;
    double loaLowerCiUpperExact = nan;
    double loaUpperCiLowerExact = nan;
    double loaUpperCiUpperExact = nan;
    double propIntercept = nan;   ///< OLS lm(d ~ m): intercept
    double propInterceptSe = nan; ///< its SE
    double propSlope = nan;       ///< slope = S_md / S_mm
    double propSlopeSe = nan;     ///< sqrt(RSS / (n - 2) / S_mm)
    double propSlopeT = nan;      ///< slope / SE
    double propSlopeP = nan;      ///< 2 pt(-|t|, n - 2)
    double propRSquared = nan;    ///< MSS / (MSS + RSS)
    double propDf = nan;          ///< n - 2
    double mae = nan;             ///< mean |d|
    double biasT = nan;           ///< one-sample t of d: bias / seBias (t.test(d))
    double biasTP = nan;          ///< 2 pt(-|t|, n - 1) = t.test(d)$p.value
    BlandAltmanStatus status = BlandAltmanStatus::TooFewPairs;
};

/// Bland–Altman of a against b (equal lengths; a pair with a NaN is dropped).
BlandAltmanResult blandAltman(std::span<const double> a, std::span<const double> b,
                              const BlandAltmanOptions &options = {});

} // namespace rl::agreement

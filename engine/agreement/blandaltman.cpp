// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/blandaltman.h"

#include "engine/agreement/summation.h"
#include "engine/stats/descriptive.h"
#include "engine/stats/distributions.h"

#include <boost/math/distributions/non_central_t.hpp>

#include <cmath>
#include <vector>

namespace rl::agreement {

namespace {

/// Quantile of the non-central t; NaN if Boost cannot deliver it (exceptions stay inside).
double qtNonCentral(double p, double df, double ncp)
{
    try {
        return boost::math::quantile(boost::math::non_central_t_distribution<double>(df, ncp), p);
    } catch (...) {
        return detail::kNaN;
    }
}

void proportionalBias(std::span<const double> d, std::span<const double> m, BlandAltmanResult &r)
{
    const std::size_t n = d.size();
    if (n < 3)
        return;
    const double mbar = stats::mean(m), dbar = stats::mean(d);
    long double smm = 0.0L, smd = 0.0L;
    for (std::size_t i = 0; i < n; ++i) {
        const long double cm = m[i] - mbar;
        smm += cm * cm;
        smd += cm * (d[i] - dbar);
    }
    if (smm == 0.0L)
        return;
    const double Smm = static_cast<double>(smm);
    const double slope = static_cast<double>(smd / smm);
    const double intercept = dbar - slope * mbar;
    long double rss = 0.0L;
    for (std::size_t i = 0; i < n; ++i) {
        const long double e = d[i] - (intercept + slope * m[i]);
        rss += e * e;
    }
    const double df = static_cast<double>(n) - 2.0;
    const double sigma2 = static_cast<double>(rss) / df;
    const double mss = slope * slope * Smm;
    r.propIntercept = intercept;
    r.propSlope = slope;
    r.propDf = df;
    r.propSlopeSe = std::sqrt(sigma2 / Smm);
    r.propInterceptSe = std::sqrt(sigma2 * (1.0 / static_cast<double>(n) + mbar * mbar / Smm));
    r.propSlopeT = slope / r.propSlopeSe;
    r.propSlopeP = 2.0 * stats::pt(std::fabs(r.propSlopeT), df, false);
    r.propRSquared = mss / (mss + static_cast<double>(rss));
}

} // namespace

BlandAltmanResult blandAltman(std::span<const double> a, std::span<const double> b, const BlandAltmanOptions &options)
{
    BlandAltmanResult r;
    r.z = options.z;
    r.loaCiMethod = options.loaCi;
    std::vector<double> d, m, absd;
    const std::size_t count = std::min(a.size(), b.size());
    d.reserve(count);
    m.reserve(count);
    absd.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        if (std::isnan(a[i]) || std::isnan(b[i]))
            continue;
        d.push_back(a[i] - b[i]);
        m.push_back((a[i] + b[i]) / 2.0);
        absd.push_back(std::fabs(a[i] - b[i]));
    }
    r.n = d.size();
    if (r.n == 0)
        return r;
    r.bias = stats::mean(d);
    r.mae = stats::mean(absd);
    if (r.n < 2)
        return r;

    const auto n = static_cast<double>(r.n);
    const double z = options.z;
    const double var = stats::variance(d);
    const double s = std::sqrt(var);
    r.sd = s;
    r.loaLower = r.bias - z * s;
    r.loaUpper = r.bias + z * s;
    const double tq = stats::qt(1.0 - (1.0 - options.conf) / 2.0, n - 1.0);
    r.tQuantile = tq;
    r.seBias = s / std::sqrt(n);
    r.biasCiLower = r.bias - tq * r.seBias;
    r.biasCiUpper = r.bias + tq * r.seBias;
    r.seLoa = options.loaCi == LoaCiMethod::BlandAltman1999 ? s * std::sqrt(1.0 / n + z * z / (2.0 * (n - 1.0)))
                                                            : std::sqrt(3.0 * (s * s) / n);
    r.loaLowerCiLower = r.loaLower - tq * r.seLoa;
    r.loaLowerCiUpper = r.loaLower + tq * r.seLoa;
    r.loaUpperCiLower = r.loaUpper - tq * r.seLoa;
    r.loaUpperCiUpper = r.loaUpper + tq * r.seLoa;
    if (options.exactLoaCi) {
        const double ncp = z * std::sqrt(n);
        const double gLo = qtNonCentral((1.0 - options.conf) / 2.0, n - 1.0, ncp) / std::sqrt(n);
        const double gHi = qtNonCentral(1.0 - (1.0 - options.conf) / 2.0, n - 1.0, ncp) / std::sqrt(n);
        r.loaUpperCiLowerExact = r.bias + s * gLo;
        r.loaUpperCiUpperExact = r.bias + s * gHi;
        r.loaLowerCiLowerExact = r.bias - s * gHi;
        r.loaLowerCiUpperExact = r.bias - s * gLo;
    }

    // t.test(d): R stops with "data are essentially constant" when stderr < 10 eps |mean|.
    const double stderrT = std::sqrt(var / n); // as t.test computes it
    if (!(stderrT < 10.0 * 2.220446049250313e-16 * std::fabs(r.bias)) && stderrT > 0.0) {
        r.biasT = r.bias / stderrT;
        r.biasTP = 2.0 * stats::pt(-std::fabs(r.biasT), n - 1.0);
    }

    proportionalBias(d, m, r);
    if (s == 0.0)
        r.status = BlandAltmanStatus::ZeroVariance;
    else if (std::isnan(r.propSlope))
        r.status = BlandAltmanStatus::NoProportionalFit;
    else
        r.status = BlandAltmanStatus::Ok;
    return r;
}

} // namespace rl::agreement

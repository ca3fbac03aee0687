// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stats/ttest.h"

#include "engine/stats/descriptive.h"
#include "engine/stats/distributions.h"

#include <cmath>
#include <limits>

namespace rl::stats {

OneSampleTTest tTestOneSample(std::span<const double> x, double mu, double confLevel)
{
    constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
    OneSampleTTest r;
    r.n = x.size();
    r.mean = x.empty() ? kNaN : mean(x);
    r.se = r.t = r.df = r.p = r.ciLow = r.ciHigh = kNaN;
    if (x.size() < 2) {
        r.status = TTestStatus::TooFewObservations;
        return r;
    }
    const double n = static_cast<double>(x.size());
    r.df = n - 1.0;
    r.se = std::sqrt(variance(x) / n);
    if (r.se == 0.0 || r.se < 10.0 * std::numeric_limits<double>::epsilon() * std::fabs(r.mean)) {
        r.status = TTestStatus::Constant; // R stops (or gives t = NaN when all values are mu)
        return r;
    }
    // R: tstat <- (mx - mu)/stderr; pval <- 2 * pt(-abs(tstat), df); cint <- mu + (tstat -+ qt) * stderr
    r.t = (r.mean - mu) / r.se;
    r.p = 2.0 * pt(-std::fabs(r.t), r.df);
    const double q = qt(1.0 - (1.0 - confLevel) / 2.0, r.df);
    r.ciLow = mu + (r.t - q) * r.se;
    r.ciHigh = mu + (r.t + q) * r.se;
    r.status = TTestStatus::Ok;
    return r;
}

} // namespace rl::stats

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <span>

/// Student's t-test, as R's t.test().
namespace rl::stats {

enum class TTestStatus {
    Ok,
    TooFewObservations, ///< n < 2: all but n (and mean for n = 1) NaN (R: "not enough 'x' observations")
    Constant,           ///< se = 0 or se < 10 eps |mean| (R: "data are essentially constant"): t, p, CI NaN
};

/// t.test(x, mu = mu, conf.level = level): one sample, two-sided.
struct OneSampleTTest {
    TTestStatus status = TTestStatus::TooFewObservations;
    std::size_t n = 0;  ///< number of values
    double mean = 0.0;  ///< R's mean(x)
    double se = 0.0;    ///< sqrt(var(x) / n)
    double t = 0.0;     ///< (mean - mu) / se
    double df = 0.0;    ///< n - 1
    double p = 0.0;     ///< 2 pt(-|t|, df)
    double ciLow = 0.0; ///< mu + (t - qt(1 - (1 - level)/2, df)) se  (R's arithmetic)
    double ciHigh = 0.0; ///< mu + (t + qt(1 - (1 - level)/2, df)) se
    TTestStatus info() const { return status; }
};
OneSampleTTest tTestOneSample(std::span<const double> x, double mu = 0.0, double confLevel = 0.95);

} // namespace rl::stats

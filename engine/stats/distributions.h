// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// Probability distributions, named and parameterised as in R so that a reader can check each
/// call against R's documentation. Every function matches R to ~1e-12 relative on the grids of
/// tests/reference/ (ptukey to R's own approximation; see distributions.cpp for the algorithms).
/// `lower` = P[X <= x] (R's lower.tail = TRUE); the upper tail is computed directly, not as 1 - p,
/// so tiny p-values keep their precision. Invalid parameters give NaN.
namespace rl::stats {

double pnorm(double x, double mean = 0.0, double sd = 1.0, bool lower = true);
double qnorm(double p, double mean = 0.0, double sd = 1.0, bool lower = true);

double pt(double t, double df, bool lower = true);
double qt(double p, double df, bool lower = true);

double pchisq(double x, double df, bool lower = true);
double qchisq(double p, double df, bool lower = true);

double pf(double f, double df1, double df2, bool lower = true);
double qf(double p, double df1, double df2, bool lower = true);

/// Hypergeometric: x white balls drawn, m white and n black in the urn, k drawn (R's dhyper/phyper).
double dhyper(double x, double m, double n, double k, bool log = false);
double phyper(double x, double m, double n, double k, bool lower = true);

/// Studentized range (R's ptukey/qtukey with nranges = 1); df may be +infinity.
double ptukey(double q, double nmeans, double df, bool lower = true);
double qtukey(double p, double nmeans, double df, bool lower = true);

/// Regularised incomplete beta I_x(a, b) and log-gamma, exposed for the other modules.
double pbeta(double x, double a, double b, bool lower = true);
double lgammafn(double x);

} // namespace rl::stats

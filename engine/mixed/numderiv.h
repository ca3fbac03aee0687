// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Eigen/Dense>

#include <cmath>
#include <functional>
#include <vector>

/// Internal: ports of numDeriv's Richardson-extrapolated derivatives (numDeriv 2016.8-1.1,
/// R/numDeriv.R, genD.default and jacobian.default), used by lmerTest for Satterthwaite's df, so that
/// the steps and the extrapolation are the same as R's.
namespace rl::mixed::detail {

struct RichardsonArgs {
    double eps = 1e-4;
    double d = 1e-4;
    double zeroTol = std::sqrt(2.220446049250313e-16 / 7e-7);
    int r = 4;
    double v = 2;
};

/// numDeriv::hessian(func, x) (method "Richardson", d = 0.1 by default as in hessian.default).
inline Eigen::MatrixXd richardsonHessian(const std::function<double(const std::vector<double> &)> &f,
                                         const std::vector<double> &x, RichardsonArgs a = {0.0001, 0.1})
{
    const int n = static_cast<int>(x.size());
    const double f0 = f(x);
    std::vector<double> h0(n);
    for (int i = 0; i < n; ++i)
        h0[i] = std::fabs(a.d * x[i]) + a.eps * (std::fabs(x[i]) < a.zeroTol ? 1.0 : 0.0);
    std::vector<double> Daprox(a.r), Haprox(a.r), Hdiag(n);
    Eigen::MatrixXd H(n, n);
    auto extrapolate = [&](std::vector<double> &v) {
        for (int m = 1; m <= a.r - 1; ++m) {
            const double f4 = std::pow(4.0, m);
            for (int k = 0; k < a.r - m; ++k)
                v[k] = (v[k + 1] * f4 - v[k]) / (f4 - 1.0);
        }
    };
    for (int i = 0; i < n; ++i) {
        std::vector<double> h = h0;
        for (int k = 0; k < a.r; ++k) {
            std::vector<double> xp = x, xm = x;
            xp[i] += h[i];
            xm[i] -= h[i];
            const double f1 = f(xp), f2 = f(xm);
            Daprox[k] = (f1 - f2) / (2.0 * h[i]);
            Haprox[k] = (f1 - 2.0 * f0 + f2) / (h[i] * h[i]);
            for (double &hh : h)
                hh /= a.v;
        }
        extrapolate(Haprox);
        Hdiag[i] = Haprox[0];
        H(i, i) = Hdiag[i];
    }
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < i; ++j) {
            std::vector<double> h = h0;
            for (int k = 0; k < a.r; ++k) {
                std::vector<double> xp = x, xm = x;
                xp[i] += h[i];
                xp[j] += h[j];
                xm[i] -= h[i];
                xm[j] -= h[j];
                const double f1 = f(xp), f2 = f(xm);
                Daprox[k] = (f1 - 2.0 * f0 + f2 - Hdiag[i] * h[i] * h[i] - Hdiag[j] * h[j] * h[j])
                    / (2.0 * h[i] * h[j]);
                for (double &hh : h)
                    hh /= a.v;
            }
            extrapolate(Daprox);
            H(i, j) = H(j, i) = Daprox[0];
        }
    return H;
}

/// numDeriv::jacobian(func, x) (method "Richardson", d = 1e-4): column k = ∂f/∂x_k.
inline Eigen::MatrixXd richardsonJacobian(const std::function<Eigen::VectorXd(const std::vector<double> &)> &f,
                                          const std::vector<double> &x, RichardsonArgs a = {})
{
    const int n = static_cast<int>(x.size());
    std::vector<double> h(n);
    for (int i = 0; i < n; ++i)
        h[i] = std::fabs(a.d * x[i]) + a.eps * (std::fabs(x[i]) < a.zeroTol ? 1.0 : 0.0);
    std::vector<std::vector<Eigen::VectorXd>> A(n, std::vector<Eigen::VectorXd>(a.r));
    for (int k = 0; k < a.r; ++k) {
        for (int i = 0; i < n; ++i) {
            std::vector<double> xp = x, xm = x;
            xp[i] += h[i];
            xm[i] -= h[i];
            A[i][k] = (f(xp) - f(xm)) / (2.0 * h[i]);
        }
        for (double &hh : h)
            hh /= a.v;
    }
    Eigen::MatrixXd J;
    for (int i = 0; i < n; ++i) {
        std::vector<Eigen::VectorXd> &v = A[i];
        for (int m = 1; m <= a.r - 1; ++m) {
            const double f4 = std::pow(4.0, m);
            for (int k = 0; k < a.r - m; ++k)
                v[k] = (v[k + 1] * f4 - v[k]) / (f4 - 1.0);
        }
        if (i == 0)
            J.resize(v[0].size(), n);
        J.col(i) = v[0];
    }
    return J;
}

} // namespace rl::mixed::detail

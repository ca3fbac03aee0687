// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/mixed/optimizer.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace rl::mixed::detail {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

class Counted {
public:
    Counted(const std::function<double(std::span<const double>)> &f, const std::vector<double> &lower, int maxEval)
        : m_f(f)
        , m_lower(lower)
        , m_max(maxEval)
    {
    }
    double operator()(std::vector<double> &x)
    {
        for (std::size_t i = 0; i < x.size(); ++i)
            x[i] = std::max(x[i], m_lower[i]);
        ++m_count;
        const double v = m_f(x);
        const double r = std::isfinite(v) ? v : kInf;
        if (r < m_best) {
            m_best = r;
            m_bestX = x;
        }
        return r;
    }
    bool exhausted() const { return m_count >= m_max; }
    int count() const { return m_count; }
    double best() const { return m_best; }
    const std::vector<double> &bestX() const { return m_bestX; }

private:
    const std::function<double(std::span<const double>)> &m_f;
    const std::vector<double> &m_lower;
    int m_max;
    int m_count = 0;
    double m_best = kInf;
    std::vector<double> m_bestX;
};

/// One Nelder–Mead run from x0; returns true when it met the tolerances.
bool nelderMead(Counted &f, std::vector<double> x0, double step, const OptimOptions &o)
{
    const std::size_t n = x0.size();
    std::vector<std::vector<double>> s(n + 1, x0);
    std::vector<double> fv(n + 1);
    fv[0] = f(s[0]);
    for (std::size_t i = 0; i < n; ++i) {
        const double h = step * std::max(1.0, std::fabs(x0[i]));
        s[i + 1][i] += h;
        fv[i + 1] = f(s[i + 1]);
        if (s[i + 1][i] == s[0][i]) { // projected back: go the other way
            s[i + 1][i] = x0[i] - h;
            fv[i + 1] = f(s[i + 1]);
        }
    }
    std::vector<std::size_t> ord(n + 1);
    std::vector<double> c(n), xr(n), xe(n), xc(n);
    while (!f.exhausted() && !o.stop.stop_requested()) {
        std::iota(ord.begin(), ord.end(), 0);
        std::sort(ord.begin(), ord.end(), [&](std::size_t a, std::size_t b) { return fv[a] < fv[b]; });
        const std::size_t best = ord[0], worst = ord[n], second = ord[n - 1];
        double diam = 0;
        for (std::size_t i = 1; i <= n; ++i)
            for (std::size_t j = 0; j < n; ++j)
                diam = std::max(diam, std::fabs(s[ord[i]][j] - s[best][j]) / std::max(1.0, std::fabs(s[best][j])));
        const double spread = fv[worst] - fv[best];
        if (spread <= o.ftolRel * std::fabs(fv[best]) && diam <= o.xtol)
            return true;
        if (diam <= 1e-15)
            return true;
        std::fill(c.begin(), c.end(), 0.0);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j)
                c[j] += s[ord[i]][j] / static_cast<double>(n);
        for (std::size_t j = 0; j < n; ++j)
            xr[j] = c[j] + (c[j] - s[worst][j]);
        const double fr = f(xr);
        if (fr < fv[best]) {
            for (std::size_t j = 0; j < n; ++j)
                xe[j] = c[j] + 2.0 * (c[j] - s[worst][j]);
            const double fe = f(xe);
            if (fe < fr) {
                s[worst] = xe;
                fv[worst] = fe;
            } else {
                s[worst] = xr;
                fv[worst] = fr;
            }
            continue;
        }
        if (fr < fv[second]) {
            s[worst] = xr;
            fv[worst] = fr;
            continue;
        }
        const bool outside = fr < fv[worst];
        for (std::size_t j = 0; j < n; ++j)
            xc[j] = outside ? c[j] + 0.5 * (xr[j] - c[j]) : c[j] + 0.5 * (s[worst][j] - c[j]);
        const double fc = f(xc);
        if (fc < (outside ? fr : fv[worst])) {
            s[worst] = xc;
            fv[worst] = fc;
            continue;
        }
        for (std::size_t i = 1; i <= n; ++i) {
            std::vector<double> &x = s[ord[i]];
            for (std::size_t j = 0; j < n; ++j)
                x[j] = s[best][j] + 0.5 * (x[j] - s[best][j]);
            fv[ord[i]] = f(x);
        }
    }
    return false;
}

/// Projected Newton steps with finite differences. Returns true when a step improved f.
bool newtonPolish(Counted &f, const std::vector<double> &lower, const OptimOptions &o)
{
    bool improved = false;
    for (int iter = 0; iter < 8 && !f.exhausted() && !o.stop.stop_requested(); ++iter) {
        std::vector<double> x = f.bestX();
        const double f0 = f.best();
        const std::size_t n = x.size();
        std::vector<double> h(n);
        std::vector<int> freeIdx;
        Eigen::VectorXd gFull(n);
        for (std::size_t i = 0; i < n; ++i) {
            h[i] = 1e-4 * std::max(std::fabs(x[i]), 0.05);
            std::vector<double> xp = x, xm = x;
            xp[i] += h[i];
            const double fp = f(xp);
            if (x[i] - h[i] < lower[i]) { // on (or next to) the bound: one-sided
                const double g = (fp - f0) / h[i];
                if (g >= 0 && x[i] - lower[i] <= h[i])
                    continue;
                xm[i] = x[i] - std::min(h[i], x[i] - lower[i]);
                if (xm[i] == x[i])
                    continue;
            } else {
                xm[i] -= h[i];
            }
            const double fm = f(xm);
            const double hm = x[i] - xm[i];
            gFull(i) = (fp - fm) / (h[i] + hm);
            freeIdx.push_back(static_cast<int>(i));
            (void)hm;
        }
        const int m = static_cast<int>(freeIdx.size());
        if (m == 0)
            break;
        Eigen::VectorXd g(m);
        Eigen::MatrixXd H(m, m);
        for (int a = 0; a < m; ++a) {
            const int i = freeIdx[a];
            g(a) = gFull(i);
            for (int b = 0; b <= a; ++b) {
                const int j = freeIdx[b];
                const double hi = std::min(h[i], x[i] - lower[i] > 0 ? x[i] - lower[i] : h[i]);
                const double hj = std::min(h[j], x[j] - lower[j] > 0 ? x[j] - lower[j] : h[j]);
                if (i == j) {
                    std::vector<double> xp = x, xm = x;
                    xp[i] += hi;
                    xm[i] -= hi;
                    H(a, a) = (f(xp) - 2.0 * f0 + f(xm)) / (hi * hi);
                } else {
                    std::vector<double> xpp = x, xpm = x, xmp = x, xmm = x;
                    xpp[i] += hi, xpp[j] += hj;
                    xpm[i] += hi, xpm[j] -= hj;
                    xmp[i] -= hi, xmp[j] += hj;
                    xmm[i] -= hi, xmm[j] -= hj;
                    H(a, b) = H(b, a) = (f(xpp) - f(xpm) - f(xmp) + f(xmm)) / (4.0 * hi * hj);
                }
            }
        }
        Eigen::LLT<Eigen::MatrixXd> llt(H);
        if (llt.info() != Eigen::Success)
            break;
        Eigen::VectorXd d = -llt.solve(g);
        bool stepTaken = false;
        double t = 1.0;
        for (int ls = 0; ls < 12; ++ls, t *= 0.5) {
            std::vector<double> xn = x;
            for (int a = 0; a < m; ++a)
                xn[freeIdx[a]] += t * d(a);
            const double fn = f(xn);
            if (fn < f0) {
                stepTaken = true;
                break;
            }
        }
        if (!stepTaken)
            break;
        improved = true;
        double rel = 0;
        for (int a = 0; a < m; ++a)
            rel = std::max(rel, std::fabs(t * d(a)) / std::max(1.0, std::fabs(x[freeIdx[a]])));
        if (rel < 1e-10 || f0 - f.best() <= 1e-15 * std::fabs(f0))
            break;
    }
    return improved;
}

} // namespace

OptimResult minimizeBounded(const std::function<double(std::span<const double>)> &fn, std::vector<double> x0,
                            const std::vector<double> &lower, const OptimOptions &o)
{
    Counted f(fn, lower, o.maxEvaluations);
    for (std::size_t i = 0; i < x0.size(); ++i)
        x0[i] = std::max(x0[i], lower[i]);
    OptimResult r;
    bool conv = nelderMead(f, x0, o.initialStep, o);
    // restarts: a collapsed simplex is the classic Nelder–Mead failure
    for (int restart = 0; restart < 4 && conv && !f.exhausted(); ++restart) {
        const double before = f.best();
        conv = nelderMead(f, f.bestX(), o.initialStep * 0.1, o);
        if (before - f.best() <= 1e-12 * std::fabs(before))
            break;
    }
    if (o.polish && conv && !f.exhausted())
        newtonPolish(f, lower, o);
    r.x = f.bestX();
    r.fval = f.best();
    r.evaluations = f.count();
    r.converged = conv && std::isfinite(r.fval);
    if (o.stop.stop_requested())
        r.message = "cancelled";
    else if (f.exhausted())
        r.message = "maximum number of evaluations reached";
    else if (!std::isfinite(r.fval))
        r.message = "the objective is not finite";
    else
        r.message = "converged";
    return r;
}

} // namespace rl::mixed::detail

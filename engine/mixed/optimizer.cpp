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
    Counted(const std::function<double(std::span<const double>)> &f, const std::vector<double> &lower, int maxEval,
            std::stop_token stop = {})
        : m_f(f)
        , m_lower(lower)
        , m_max(maxEval)
        , m_stop(std::move(stop))
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
    bool exhausted() const { return m_count >= m_max || m_stop.stop_requested(); }
    int count() const { return m_count; }
    double best() const { return m_best; }
    const std::vector<double> &bestX() const { return m_bestX; }

private:
    const std::function<double(std::span<const double>)> &m_f;
    const std::vector<double> &m_lower;
    int m_max;
    std::stop_token m_stop;
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
        if (f.exhausted()) { // degenerate simplex; the loop below stops at once
            fv[i + 1] = kInf;
            continue;
        }
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
    Counted f(fn, lower, o.maxEvaluations, o.stop);
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

// ---------------------------------------------------------------------------------------------------
// BOBYQA-style trust-region method with a fully determined quadratic interpolation model

namespace {

/// Quadratic basis at d: 1, d_i, d_i²/2, d_i d_j (i < j).
Eigen::VectorXd quadBasis(const Eigen::VectorXd &d)
{
    const Eigen::Index n = d.size();
    Eigen::VectorXd phi((n + 1) * (n + 2) / 2);
    Eigen::Index k = 0;
    phi(k++) = 1.0;
    for (Eigen::Index i = 0; i < n; ++i)
        phi(k++) = d(i);
    for (Eigen::Index i = 0; i < n; ++i)
        phi(k++) = 0.5 * d(i) * d(i);
    for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index j = i + 1; j < n; ++j)
            phi(k++) = d(i) * d(j);
    return phi;
}

struct QuadModel {
    double c = 0;
    Eigen::VectorXd g;
    Eigen::MatrixXd H;
    double value(const Eigen::VectorXd &s) const { return c + g.dot(s) + 0.5 * s.dot(H * s); }
};

/// Minimises g's + ½ s'Hs subject to ||s|| ≤ delta and xb + s ≥ lower (a few active-set passes; each
/// pass solves the ball-constrained problem on the free variables by the secular equation and then
/// truncates the step at the first bound it crosses).
Eigen::VectorXd trustRegionStep(const QuadModel &m, const Eigen::VectorXd &xb, const Eigen::VectorXd &lower,
                                double delta)
{
    const Eigen::Index n = xb.size();
    std::vector<bool> fixed(n, false);
    for (Eigen::Index i = 0; i < n; ++i)
        fixed[i] = xb(i) <= lower(i) && m.g(i) >= 0; // on the bound, the model pushes outward
    Eigen::VectorXd s = Eigen::VectorXd::Zero(n);
    for (int pass = 0; pass <= n; ++pass) {
        std::vector<Eigen::Index> fr;
        for (Eigen::Index i = 0; i < n; ++i)
            if (!fixed[i])
                fr.push_back(i);
        const Eigen::Index nf = static_cast<Eigen::Index>(fr.size());
        if (nf == 0)
            return s;
        // model restricted to the free variables around the current partial step s (fixed parts of s
        // stay where the bounds stopped them)
        Eigen::VectorXd gf(nf);
        Eigen::MatrixXd Hf(nf, nf);
        const Eigen::VectorXd gs = m.g + m.H * s;
        for (Eigen::Index a = 0; a < nf; ++a) {
            gf(a) = gs(fr[a]);
            for (Eigen::Index b = 0; b < nf; ++b)
                Hf(a, b) = m.H(fr[a], fr[b]);
        }
        const double radius2 = delta * delta - s.squaredNorm();
        if (radius2 <= 0)
            return s;
        const double radius = std::sqrt(radius2);
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> es(Hf);
        const Eigen::VectorXd lam = es.eigenvalues();
        const Eigen::MatrixXd &Q = es.eigenvectors();
        const Eigen::VectorXd gq = Q.transpose() * gf;
        auto stepFor = [&](double mu) {
            Eigen::VectorXd z(nf);
            for (Eigen::Index a = 0; a < nf; ++a)
                z(a) = -gq(a) / (lam(a) + mu);
            return z;
        };
        Eigen::VectorXd z;
        const double lmin = lam.minCoeff();
        bool interior = false;
        if (lmin > 0) {
            z = stepFor(0.0);
            interior = z.norm() <= radius;
        }
        if (!interior) {
            // ||z(μ)|| = radius with μ > max(0, −λmin): bisection on a bracket (robust, n is tiny)
            double lo = std::max(0.0, -lmin), hi = lo + gq.norm() / radius + std::fabs(lmin) + 1.0;
            while (stepFor(hi).norm() > radius)
                hi *= 2.0;
            if (stepFor(lo + 1e-300).allFinite() && stepFor(lo * (1 + 1e-15) + 1e-300).norm() < radius) {
                // hard case: the gradient is orthogonal to the lowest eigenvectors; move along them
                z = stepFor(lo * (1 + 1e-15) + 1e-300);
                Eigen::Index amin;
                lam.minCoeff(&amin);
                const double rest = radius * radius - z.squaredNorm();
                if (rest > 0)
                    z(amin) += std::sqrt(rest);
            } else {
                for (int it = 0; it < 200; ++it) {
                    const double mid = 0.5 * (lo + hi);
                    if (stepFor(mid).norm() > radius)
                        lo = mid;
                    else
                        hi = mid;
                    if (hi - lo <= 1e-14 * hi)
                        break;
                }
                z = stepFor(hi);
            }
        }
        const Eigen::VectorXd df = Q * z;
        // truncate at the first bound crossed
        double alpha = 1.0;
        Eigen::Index hit = -1;
        for (Eigen::Index a = 0; a < nf; ++a) {
            const Eigen::Index i = fr[a];
            if (df(a) < 0 && std::isfinite(lower(i))) {
                const double room = lower(i) - (xb(i) + s(i));
                if (df(a) * alpha < room) {
                    alpha = room / df(a);
                    hit = i;
                }
            }
        }
        for (Eigen::Index a = 0; a < nf; ++a)
            s(fr[a]) += alpha * df(a);
        if (hit < 0)
            return s;
        s(hit) = lower(hit) - xb(hit);
        fixed[hit] = true;
    }
    return s;
}

} // namespace

OptimResult bobyqa(const std::function<double(std::span<const double>)> &fn, std::vector<double> x0,
                   const std::vector<double> &lowerIn, const BobyqaOptions &o)
{
    const int n = static_cast<int>(x0.size());
    if (n == 0 || n > 8) {
        OptimOptions oo;
        oo.maxEvaluations = o.maxEvaluations;
        oo.stop = o.stop;
        return minimizeBounded(fn, std::move(x0), lowerIn, oo);
    }
    Counted f(fn, lowerIn, o.maxEvaluations, o.stop);
    const Eigen::VectorXd lower = Eigen::Map<const Eigen::VectorXd>(lowerIn.data(), n);
    const int npt = (n + 1) * (n + 2) / 2;
    double rho = o.rhobeg;
    double delta = rho;
    // start: inside the bounds; a coordinate closer than ρ to its bound is put on it (Powell's rule)
    for (int i = 0; i < n; ++i) {
        x0[i] = std::max(x0[i], lowerIn[i]);
        if (x0[i] - lowerIn[i] < 0.5 * rho)
            x0[i] = lowerIn[i];
        else if (x0[i] - lowerIn[i] < rho)
            x0[i] = lowerIn[i] + rho;
    }
    std::vector<Eigen::VectorXd> Y;
    std::vector<double> F;
    auto evalAt = [&](Eigen::VectorXd x) {
        for (int i = 0; i < n; ++i)
            x(i) = std::max(x(i), lower(i));
        std::vector<double> xv(x.data(), x.data() + n);
        const double v = f(xv);
        return std::pair<Eigen::VectorXd, double>{x, v};
    };
    auto push = [&](const Eigen::VectorXd &x) {
        auto [xx, v] = evalAt(x);
        Y.push_back(xx);
        F.push_back(v);
    };
    const Eigen::VectorXd xs0 = Eigen::Map<const Eigen::VectorXd>(x0.data(), n);
    push(xs0);
    std::vector<double> sgn(n, 1.0);
    for (int i = 0; i < n && !f.exhausted(); ++i) {
        Eigen::VectorXd e = Eigen::VectorXd::Zero(n);
        e(i) = rho;
        push(xs0 + e);
        const bool roomBelow = xs0(i) - rho >= lower(i);
        push(roomBelow ? Eigen::VectorXd(xs0 - e) : Eigen::VectorXd(xs0 + 2.0 * e));
        const double fp = F[F.size() - 2], fm = F.back();
        sgn[i] = (roomBelow && fm < fp) ? -1.0 : 1.0;
    }
    for (int i = 0; i < n && !f.exhausted(); ++i)
        for (int j = i + 1; j < n && !f.exhausted(); ++j) {
            Eigen::VectorXd x = xs0;
            x(i) += sgn[i] * rho;
            x(j) += sgn[j] * rho;
            push(x);
        }
    OptimResult r;
    if (static_cast<int>(Y.size()) < npt || o.stop.stop_requested()) {
        r.x = f.bestX();
        r.fval = f.best();
        r.evaluations = f.count();
        r.message = o.stop.stop_requested() ? "cancelled" : "maximum number of evaluations reached";
        return r;
    }
    bool converged = false;
    int stalls = 0;
    std::vector<double> modelErrors; ///< |f − model| of the last three trust-region steps
    auto bestIndex = [&]() {
        int b = 0;
        for (int k = 1; k < npt; ++k)
            if (F[k] < F[b])
                b = k;
        return b;
    };
    // interpolation system around xb, scaled by ρ; returns false when singular
    Eigen::MatrixXd M(npt, npt);
    Eigen::FullPivLU<Eigen::MatrixXd> lu;
    auto buildModel = [&](int b, QuadModel &m) {
        for (int k = 0; k < npt; ++k)
            M.row(k) = quadBasis((Y[k] - Y[b]) / rho).transpose();
        lu.compute(M);
        if (!lu.isInvertible())
            return false;
        Eigen::VectorXd fv(npt);
        for (int k = 0; k < npt; ++k)
            fv(k) = F[k] - F[b];
        const Eigen::VectorXd a = lu.solve(fv);
        m.c = a(0);
        m.g = a.segment(1, n) / rho;
        m.H.resize(n, n);
        int k = n + 1;
        for (int i = 0; i < n; ++i)
            m.H(i, i) = a(k++) / (rho * rho);
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                m.H(i, j) = m.H(j, i) = a(k++) / (rho * rho);
        return a.allFinite();
    };
    // Lagrange function values of all points at x (model built around b)
    auto lagrange = [&](int b, const Eigen::VectorXd &x) -> Eigen::VectorXd {
        return lu.transpose().solve(quadBasis((x - Y[b]) / rho));
    };
    // replaces point k by a geometry point near xb that maximises |L_k| (candidates on the ρ-sphere)
    auto geometryStep = [&](int b, int k, double radius) {
        Eigen::VectorXd bestX = Y[b];
        double bestL = -1;
        auto consider = [&](const Eigen::VectorXd &d) {
            Eigen::VectorXd x = Y[b] + d;
            for (int i = 0; i < n; ++i)
                x(i) = std::max(x(i), lower(i));
            if ((x - Y[b]).norm() < 0.1 * radius)
                return;
            const double L = std::fabs(lagrange(b, x)(k));
            if (L > bestL) {
                bestL = L;
                bestX = x;
            }
        };
        for (int i = 0; i < n; ++i)
            for (double sg : {1.0, -1.0}) {
                Eigen::VectorXd d = Eigen::VectorXd::Zero(n);
                d(i) = sg * radius;
                consider(d);
                for (int j = i + 1; j < n; ++j)
                    for (double sj : {1.0, -1.0}) {
                        Eigen::VectorXd e = d / std::sqrt(2.0);
                        e(j) = sj * radius / std::sqrt(2.0);
                        consider(e);
                    }
            }
        auto [xx, v] = evalAt(bestX);
        Y[k] = xx;
        F[k] = v;
    };
    auto reduceRho = [&]() {
        if (rho <= o.rhoend) {
            converged = true;
            return;
        }
        const double ratio = rho / o.rhoend;
        const double old = rho;
        rho = ratio <= 16.0 ? o.rhoend : (ratio <= 250.0 ? std::sqrt(ratio) * o.rhoend : 0.1 * rho);
        delta = std::max(0.5 * old, rho);
    };
    while (!converged && !f.exhausted() && !o.stop.stop_requested()) {
        const int b = bestIndex();
        QuadModel m;
        if (!buildModel(b, m)) {
            // degenerate set: replace the farthest point by a coordinate step
            int far = b == 0 ? 1 : 0;
            for (int k = 0; k < npt; ++k)
                if (k != b && (Y[k] - Y[b]).norm() > (Y[far] - Y[b]).norm())
                    far = k;
            Eigen::VectorXd d = Eigen::VectorXd::Zero(n);
            d(stalls++ % n) = rho;
            auto [xx, v] = evalAt(Y[b] + d);
            Y[far] = xx;
            F[far] = v;
            if (stalls > 4 * n)
                break;
            continue;
        }
        const Eigen::VectorXd s = trustRegionStep(m, Y[b], lower, delta);
        const double snorm = s.norm();
        int far = -1;
        double farDist = 0;
        for (int k = 0; k < npt; ++k) {
            const double dk = (Y[k] - Y[b]).norm();
            if (k != b && dk > farDist) {
                farDist = dk;
                far = k;
            }
        }
        if (snorm < 0.5 * rho) {
            // Powell's test: when the model predicted the last three evaluations to within
            // ρ²·curvature/8, ρ is reduced without refreshing the interpolation set
            Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> es(m.H, Eigen::EigenvaluesOnly);
            const double crv = es.eigenvalues().minCoeff();
            bool accurate = crv > 0 && modelErrors.size() >= 3;
            for (double e : modelErrors)
                accurate = accurate && e <= 0.125 * crv * rho * rho;
            if (accurate) {
                reduceRho();
                continue;
            }
            if (farDist > 2.0 * std::max(delta, rho) * 1.5 + 1e-300 && far >= 0) {
                geometryStep(b, far, rho);
                continue;
            }
            reduceRho();
            continue;
        }
        const double pred = -(m.g.dot(s) + 0.5 * s.dot(m.H * s));
        const Eigen::VectorXd Lx = lagrange(b, Y[b] + s);
        auto [xn, fnew] = evalAt(Y[b] + s);
        const double ratio = pred > 0 ? (F[b] - fnew) / pred : -1.0;
        modelErrors.push_back(std::fabs(fnew - (F[b] - pred)));
        if (modelErrors.size() > 3)
            modelErrors.erase(modelErrors.begin());
        if (ratio <= 0.1)
            delta = std::min(0.5 * delta, snorm);
        else if (ratio <= 0.7)
            delta = std::max(0.5 * delta, snorm);
        else
            delta = std::max(0.5 * delta, 2.0 * snorm);
        if (delta <= 1.5 * rho)
            delta = rho;
        // replace the point with the largest distance-weighted Lagrange value at the new point
        const Eigen::VectorXd &ref = fnew < F[b] ? xn : Y[b];
        int kout = -1;
        double score = -1;
        for (int k = 0; k < npt; ++k) {
            if (k == b && fnew >= F[b])
                continue;
            const double dk = (Y[k] - ref).norm() / std::max(delta, rho);
            const double sc = std::fabs(Lx(k)) * std::max(1.0, dk * dk * dk);
            if (sc > score) {
                score = sc;
                kout = k;
            }
        }
        if (kout >= 0 && std::isfinite(fnew)) {
            Y[kout] = xn;
            F[kout] = fnew;
        }
        if (ratio < 0.1) {
            const int b2 = bestIndex();
            int far2 = -1;
            double fd2 = 0;
            for (int k = 0; k < npt; ++k) {
                const double dk = (Y[k] - Y[b2]).norm();
                if (k != b2 && dk > fd2) {
                    fd2 = dk;
                    far2 = k;
                }
            }
            if (far2 >= 0 && fd2 > 2.0 * std::max(delta, rho)) {
                QuadModel m2;
                if (buildModel(b2, m2))
                    geometryStep(b2, far2, std::max(rho, std::min(delta, 0.5 * fd2)));
            } else if (std::max(delta, snorm) <= rho * 1.5) {
                reduceRho();
            }
        }
    }
    r.x = f.bestX();
    r.fval = f.best();
    r.evaluations = f.count();
    r.converged = converged && std::isfinite(r.fval);
    if (o.stop.stop_requested())
        r.message = "cancelled";
    else if (f.exhausted())
        r.message = "maximum number of evaluations reached";
    else if (!converged)
        r.message = "the interpolation set degenerated";
    else
        r.message = "converged";
    return r;
}

// ---------------------------------------------------------------------------------------------------
// lme4's Nelder–Mead

namespace {

bool nearlyEqual(double a, double b) { return std::fabs(a - b) <= 1e-13 * (std::fabs(a) + std::fabs(b)); }

} // namespace

OptimResult nelderMeadLme4(const std::function<double(std::span<const double>)> &fn, std::vector<double> x0,
                           const std::vector<double> &lb, const NelderMeadOptions &o)
{
    const int n = static_cast<int>(x0.size());
    constexpr double alpha = 1.0, beta = 0.5, gamm = 2.0, delta = 0.5;
    OptimResult r;
    const Eigen::VectorXd lower = Eigen::Map<const Eigen::VectorXd>(lb.data(), n);
    const Eigen::VectorXd xst = Eigen::Map<const Eigen::VectorXd>(o.xst.data(), n);
    const Eigen::VectorXd x = Eigen::Map<const Eigen::VectorXd>(x0.data(), n);
    Eigen::MatrixXd pts = x.replicate(1, n + 1);
    for (int i = 0; i < n; ++i) {
        const int j = i + 1;
        pts(i, j) += xst(i);
        if (pts(i, j) < lower(i)) {
            if (x(i) - lower(i) > std::fabs(xst(i)) * 0.1)
                pts(i, j) = lower(i);
            else
                pts(i, j) = x(i) + std::fabs(xst(i));
        }
        if (nearlyEqual(pts(i, j), x(i))) {
            r.x = x0;
            r.fval = kInf;
            r.message = "cannot generate a feasible simplex";
            return r;
        }
    }
    Eigen::VectorXd vals(n + 1), c(n), xcur(n), xeval = x;
    double minf = kInf, fOld = 0, fl = 0, fh = 0;
    Eigen::Index il = 0, ih = 0;
    Eigen::VectorXd xbest = x;
    int evals = 0;
    enum Stage { Init, PostReflect, PostExpand, PostContract } stage = Init;
    int initPos = 0;
    bool done = false, conv = false;
    // xnew = c + scale (c − xold) pinned to the bounds; false when it coincides with the centroid or xold
    auto reflect = [&](Eigen::VectorXd &xnew, const Eigen::VectorXd &cc, double scale, const Eigen::VectorXd &xold) {
        xnew = cc + scale * (cc - xold);
        bool eqc = true, eqold = true;
        for (int i = 0; i < n; ++i) {
            const double v = std::max(xnew(i), lower(i));
            eqc = eqc && nearlyEqual(v, c(i));
            eqold = eqold && nearlyEqual(v, xold(i));
            xnew(i) = v;
        }
        return !(eqc || eqold);
    };
    auto restart = [&]() {
        fl = vals.minCoeff(&il);
        fh = vals.maxCoeff(&ih);
        c = (pts.rowwise().sum() - pts.col(ih)) / n;
        const Eigen::VectorXd dev = (pts.colwise() - c).array().abs().rowwise().maxCoeff();
        bool xconv = true;
        for (int i = 0; i < n; ++i)
            xconv = xconv && (dev(i) < o.xt[i] || dev(i) == 0.0);
        if (xconv || !reflect(xcur, c, alpha, pts.col(ih))) {
            done = conv = true;
            return;
        }
        xeval = xcur;
        stage = PostReflect;
    };
    while (!done) {
        if (o.stop.stop_requested())
            break;
        std::vector<double> xv(xeval.data(), xeval.data() + n);
        double fv = fn(xv);
        if (std::isnan(fv))
            fv = kInf;
        ++evals;
        if (fv < minf) {
            minf = fv;
            xbest = xeval;
        }
        if (evals >= o.maxEvaluations)
            break;
        if (initPos <= n) {
            vals(initPos++) = fv;
            if (initPos > n)
                restart();
            else
                xeval = pts.col(initPos);
            continue;
        }
        switch (stage) {
        case Init:
            restart();
            break;
        case PostReflect:
            if (fv < fl) {
                if (!reflect(xeval, c, gamm, pts.col(ih))) {
                    done = conv = true;
                    break;
                }
                stage = PostExpand;
                fOld = fv;
            } else if (fv < fh) {
                vals(ih) = fv;
                pts.col(ih) = xeval;
                restart();
            } else {
                if (!reflect(xcur, c, fh <= fv ? -beta : beta, pts.col(ih))) {
                    done = conv = true;
                    break;
                }
                fOld = fv;
                xeval = xcur;
                stage = PostContract;
            }
            break;
        case PostExpand:
            if (fv < vals(ih)) {
                pts.col(ih) = xeval;
                vals(ih) = fv;
            } else {
                pts.col(ih) = xcur;
                vals(ih) = fOld;
            }
            restart();
            break;
        case PostContract:
            if (fv < fOld && fv < fh) {
                pts.col(ih) = xeval;
                vals(ih) = fv;
                restart();
                break;
            }
            for (int i = 0; i <= n && !done; ++i) {
                if (i == il)
                    continue;
                const Eigen::VectorXd pi = pts.col(i), pl = pts.col(il);
                if (!reflect(xeval, pl, -delta, pi)) {
                    done = conv = true;
                    break;
                }
                pts.col(i) = xeval;
            }
            initPos = 0;
            xeval = pts.col(0);
            break;
        }
    }
    r.x.assign(xbest.data(), xbest.data() + n);
    r.fval = minf;
    r.evaluations = evals;
    r.converged = conv && std::isfinite(minf);
    r.message = o.stop.stop_requested() ? "cancelled"
        : conv                          ? "parameter values converged to within tolerance"
                                        : "maximum number of evaluations reached";
    return r;
}

} // namespace rl::mixed::detail

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/mixed/optimizer.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace rl::mixed::detail {

// lme4's Nelder–Mead

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

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

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/mixed/bobyqa.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstddef>
#include <limits>
#include <string>

// A line-by-line port of the Fortran 77 that minqa compiles (bobyqa.f, bobyqb.f, prelim.f, trsbox.f, altmov.f,
// rescue.f, updatebobyqa.f). To be checkable against it, the port keeps Powell's names, his 1-based indices
// (Vec/Mat below), his partition of the work array W (several routines communicate through it) and his labels:
// the routines jump between labelled blocks in ways that do not nest, so they use goto with every variable
// declared at the top, as the Fortran does. Expressions keep the Fortran's order of evaluation (left to right,
// X**2 = X*X); the result is bit-identical to minqa when both are compiled without fused multiply-add.

namespace rl::mixed::detail {

namespace {

/// A 1-based view of a vector, V(i) = p[i - 1].
struct Vec {
    double *p;
    double &operator()(int i) const { return p[i - 1]; }
};

/// A 1-based column-major view of a matrix with leading dimension ld, M(i, j) = p[(i-1) + (j-1)·ld].
struct Mat {
    double *p;
    int ld;
    double &operator()(int i, int j) const { return p[(i - 1) + static_cast<std::ptrdiff_t>(j - 1) * ld]; }
};

/// The objective as CALFUN sees it, with the evaluation count and the stop token.
struct Objective {
    const std::function<double(std::span<const double>)> &f;
    int n;
    std::stop_token stop;
    double operator()(Vec x) const { return f(std::span<const double>(x.p, static_cast<std::size_t>(n))); }
    bool stopped() const { return stop.stop_requested(); }
};

double sq(double v) { return v * v; }

/// SUBROUTINE PRELIM: the first NPT interpolation points (XBASE, XBASE ± RHOBEG·e_i, then pairs), their values,
/// and the initial model (GOPT, HQ, PQ) and H matrix (BMAT, ZMAT).
void prelim(const Objective &calfun, int n, int npt, Vec x, Vec xl, Vec xu, double rhobeg, int maxfun, Vec xbase,
            Mat xpt, Vec fval, Vec gopt, Vec hq, Vec pq, Mat bmat, Mat zmat, int ndim, Vec sl, Vec su, int &nf,
            int &kopt)
{
    const double half = 0.5, one = 1.0, two = 2.0, zero = 0.0;
    const double rhosq = rhobeg * rhobeg;
    const double recip = one / rhosq;
    const int np = n + 1;
    double stepa = 0, stepb = 0, fbeg = 0, f = 0, temp = 0, diff = 0;
    int nfm = 0, nfx = 0, itemp = 0, jpt = 0, ipt = 0, ih = 0;

    for (int j = 1; j <= n; ++j) {
        xbase(j) = x(j);
        for (int k = 1; k <= npt; ++k)
            xpt(k, j) = zero;
        for (int i = 1; i <= ndim; ++i)
            bmat(i, j) = zero;
    }
    for (ih = 1; ih <= (n * np) / 2; ++ih)
        hq(ih) = zero;
    for (int k = 1; k <= npt; ++k) {
        pq(k) = zero;
        for (int j = 1; j <= npt - np; ++j)
            zmat(k, j) = zero;
    }

    nf = 0;
L50:
    nfm = nf;
    nfx = nf - n;
    nf = nf + 1;
    if (nfm <= 2 * n) {
        if (nfm >= 1 && nfm <= n) {
            stepa = rhobeg;
            if (su(nfm) == zero)
                stepa = -stepa;
            xpt(nf, nfm) = stepa;
        } else if (nfm > n) {
            stepa = xpt(nf - n, nfx);
            stepb = -rhobeg;
            if (sl(nfx) == zero)
                stepb = std::min(two * rhobeg, su(nfx));
            if (su(nfx) == zero)
                stepb = std::max(-two * rhobeg, sl(nfx));
            xpt(nf, nfx) = stepb;
        }
    } else {
        itemp = (nfm - np) / n;
        jpt = nfm - itemp * n - n;
        ipt = jpt + itemp;
        if (ipt > n) {
            itemp = jpt;
            jpt = ipt - n;
            ipt = itemp;
        }
        xpt(nf, ipt) = xpt(ipt + 1, ipt);
        xpt(nf, jpt) = xpt(jpt + 1, jpt);
    }

    for (int j = 1; j <= n; ++j) {
        x(j) = std::min(std::max(xl(j), xbase(j) + xpt(nf, j)), xu(j));
        if (xpt(nf, j) == sl(j))
            x(j) = xl(j);
        if (xpt(nf, j) == su(j))
            x(j) = xu(j);
    }
    f = calfun(x);
    fval(nf) = f;
    if (nf == 1) {
        fbeg = f;
        kopt = 1;
    } else if (f < fval(kopt)) {
        kopt = nf;
    }

    if (nf <= 2 * n + 1) {
        if (nf >= 2 && nf <= n + 1) {
            gopt(nfm) = (f - fbeg) / stepa;
            if (npt < nf + n) {
                bmat(1, nfm) = -one / stepa;
                bmat(nf, nfm) = one / stepa;
                bmat(npt + nfm, nfm) = -half * rhosq;
            }
        } else if (nf >= n + 2) {
            ih = (nfx * (nfx + 1)) / 2;
            temp = (f - fbeg) / stepb;
            diff = stepb - stepa;
            hq(ih) = two * (temp - gopt(nfx)) / diff;
            gopt(nfx) = (gopt(nfx) * stepb - temp * stepa) / diff;
            if (stepa * stepb < zero) {
                if (f < fval(nf - n)) {
                    fval(nf) = fval(nf - n);
                    fval(nf - n) = f;
                    if (kopt == nf)
                        kopt = nf - n;
                    xpt(nf - n, nfx) = stepb;
                    xpt(nf, nfx) = stepa;
                }
            }
            bmat(1, nfx) = -(stepa + stepb) / (stepa * stepb);
            bmat(nf, nfx) = -half / xpt(nf - n, nfx);
            bmat(nf - n, nfx) = -bmat(1, nfx) - bmat(nf, nfx);
            zmat(1, nfx) = std::sqrt(two) / (stepa * stepb);
            zmat(nf, nfx) = std::sqrt(half) / rhosq;
            zmat(nf - n, nfx) = -zmat(1, nfx) - zmat(nf, nfx);
        }
    } else {
        ih = (ipt * (ipt - 1)) / 2 + jpt;
        zmat(1, nfx) = recip;
        zmat(nf, nfx) = recip;
        zmat(ipt + 1, nfx) = -recip;
        zmat(jpt + 1, nfx) = -recip;
        temp = xpt(nf, ipt) * xpt(nf, jpt);
        hq(ih) = (fbeg - fval(ipt + 1) - fval(jpt + 1) + f) / temp;
    }
    if (nf < npt && nf < maxfun && !calfun.stopped())
        goto L50;
}

/// SUBROUTINE UPDATEBOBYQA: BMAT and ZMAT after the KNEW-th interpolation point moves (Powell 2006, (4.11)).
void update(int n, int npt, Mat bmat, Mat zmat, int ndim, Vec vlag, double beta, double denom, int knew, Vec w)
{
    (void)ndim;
    const double one = 1.0, zero = 0.0;
    const int nptm = npt - n - 1;
    double ztest = zero, temp = 0, tempa = 0, tempb = 0, alpha = 0, tau = 0;
    int jp = 0;

    for (int k = 1; k <= npt; ++k)
        for (int j = 1; j <= nptm; ++j)
            ztest = std::max(ztest, std::fabs(zmat(k, j)));
    ztest = 1.0e-20 * ztest;

    // the rotations that put zeros in the KNEW-th row of ZMAT
    for (int j = 2; j <= nptm; ++j) {
        if (std::fabs(zmat(knew, j)) > ztest) {
            temp = std::sqrt(sq(zmat(knew, 1)) + sq(zmat(knew, j)));
            tempa = zmat(knew, 1) / temp;
            tempb = zmat(knew, j) / temp;
            for (int i = 1; i <= npt; ++i) {
                temp = tempa * zmat(i, 1) + tempb * zmat(i, j);
                zmat(i, j) = tempa * zmat(i, j) - tempb * zmat(i, 1);
                zmat(i, 1) = temp;
            }
        }
        zmat(knew, j) = zero;
    }

    // the first NPT components of the KNEW-th column of HLAG, and the parameters of the updating formula
    for (int i = 1; i <= npt; ++i)
        w(i) = zmat(knew, 1) * zmat(i, 1);
    alpha = w(knew);
    tau = vlag(knew);
    vlag(knew) = vlag(knew) - one;

    temp = std::sqrt(denom);
    tempb = zmat(knew, 1) / temp;
    tempa = tau / temp;
    for (int i = 1; i <= npt; ++i)
        zmat(i, 1) = tempa * zmat(i, 1) - tempb * vlag(i);

    for (int j = 1; j <= n; ++j) {
        jp = npt + j;
        w(jp) = bmat(knew, j);
        tempa = (alpha * vlag(jp) - tau * w(jp)) / denom;
        tempb = (-beta * w(jp) - tau * vlag(jp)) / denom;
        for (int i = 1; i <= jp; ++i) {
            bmat(i, j) = bmat(i, j) + tempa * vlag(i) + tempb * w(i);
            if (i > npt)
                bmat(jp, i - npt) = bmat(i, j);
        }
    }
}

/// SUBROUTINE TRSBOX: a truncated conjugate-gradient step for the model within the trust region and the bounds,
/// then, on the trust-region boundary, rotations of D in the plane of D and the gradient.
void trsbox(int n, int npt, Mat xpt, Vec xopt, Vec gopt, Vec hq, Vec pq, Vec sl, Vec su, double delta, Vec xnew,
            Vec d, Vec gnew, Vec xbdi, Vec s, Vec hs, Vec hred, double &dsq, double &crvmin)
{
    const double half = 0.5, one = 1.0, onemin = -1.0, zero = 0.0;
    int iterc = 0, nact = 0, itermax = 0, iact = 0, itcsav = 0, iu = 0, isav = 0, ih = 0;
    double delsq = 0, qred = 0, beta = 0, stepsq = 0, gredsq = 0, resid = 0, ds = 0, shs = 0, temp = 0, blen = 0,
           stplen = 0, xsum = 0, sdec = 0, ggsav = 0, dredsq = 0, dredg = 0, sredg = 0, angbd = 0, tempa = 0,
           tempb = 0, ratio = 0, ssq = 0, xsav = 0, dhs = 0, dhd = 0, redmax = 0, redsav = 0, angt = 0, sth = 0,
           rednew = 0, rdprev = 0, rdnext = 0, cth = 0;

    iterc = 0;
    nact = 0;
    for (int i = 1; i <= n; ++i) {
        xbdi(i) = zero;
        if (xopt(i) <= sl(i)) {
            if (gopt(i) >= zero)
                xbdi(i) = onemin;
        } else if (xopt(i) >= su(i)) {
            if (gopt(i) <= zero)
                xbdi(i) = one;
        }
        if (xbdi(i) != zero)
            nact = nact + 1;
        d(i) = zero;
        gnew(i) = gopt(i);
    }
    delsq = delta * delta;
    qred = zero;
    crvmin = onemin;

    // the next conjugate-gradient search direction (steepest descent at a restart)
L20:
    beta = zero;
L30:
    stepsq = zero;
    for (int i = 1; i <= n; ++i) {
        if (xbdi(i) != zero)
            s(i) = zero;
        else if (beta == zero)
            s(i) = -gnew(i);
        else
            s(i) = beta * s(i) - gnew(i);
        stepsq = stepsq + sq(s(i));
    }
    if (stepsq == zero)
        goto L190;
    if (beta == zero) {
        gredsq = stepsq;
        itermax = iterc + n - nact;
    }
    if (gredsq * delsq <= 1.0e-4 * qred * qred)
        goto L190;
    goto L210;

L50:
    resid = delsq;
    ds = zero;
    shs = zero;
    for (int i = 1; i <= n; ++i) {
        if (xbdi(i) == zero) {
            resid = resid - sq(d(i));
            ds = ds + s(i) * d(i);
            shs = shs + s(i) * hs(i);
        }
    }
    if (resid <= zero)
        goto L90;
    temp = std::sqrt(stepsq * resid + ds * ds);
    if (ds < zero)
        blen = (temp - ds) / stepsq;
    else
        blen = resid / (temp + ds);
    stplen = blen;
    if (shs > zero)
        stplen = std::min(blen, gredsq / shs);

    // shorten the step at the first simple bound met; IACT is that variable
    iact = 0;
    for (int i = 1; i <= n; ++i) {
        if (s(i) != zero) {
            xsum = xopt(i) + d(i);
            if (s(i) > zero)
                temp = (su(i) - xsum) / s(i);
            else
                temp = (sl(i) - xsum) / s(i);
            if (temp < stplen) {
                stplen = temp;
                iact = i;
            }
        }
    }

    sdec = zero;
    if (stplen > zero) {
        iterc = iterc + 1;
        temp = shs / stepsq;
        if (iact == 0 && temp > zero) {
            crvmin = std::min(crvmin, temp);
            if (crvmin == onemin)
                crvmin = temp;
        }
        ggsav = gredsq;
        gredsq = zero;
        for (int i = 1; i <= n; ++i) {
            gnew(i) = gnew(i) + stplen * hs(i);
            if (xbdi(i) == zero)
                gredsq = gredsq + sq(gnew(i));
            d(i) = d(i) + stplen * s(i);
        }
        sdec = std::max(stplen * (ggsav - half * stplen * shs), zero);
        qred = qred + sdec;
    }

    // restart the conjugate gradients at a new bound
    if (iact > 0) {
        nact = nact + 1;
        xbdi(iact) = one;
        if (s(iact) < zero)
            xbdi(iact) = onemin;
        delsq = delsq - sq(d(iact));
        if (delsq <= zero)
            goto L90;
        goto L20;
    }
    if (stplen < blen) {
        if (iterc == itermax)
            goto L190;
        if (sdec <= 0.01 * qred)
            goto L190;
        beta = gredsq / ggsav;
        goto L30;
    }
L90:
    crvmin = zero;

    // the alternative iteration on the trust-region boundary
L100:
    if (nact >= n - 1)
        goto L190;
    dredsq = zero;
    dredg = zero;
    gredsq = zero;
    for (int i = 1; i <= n; ++i) {
        if (xbdi(i) == zero) {
            dredsq = dredsq + sq(d(i));
            dredg = dredg + d(i) * gnew(i);
            gredsq = gredsq + sq(gnew(i));
            s(i) = d(i);
        } else {
            s(i) = zero;
        }
    }
    itcsav = iterc;
    goto L210;

L120:
    iterc = iterc + 1;
    temp = gredsq * dredsq - dredg * dredg;
    if (temp <= 1.0e-4 * qred * qred)
        goto L190;
    temp = std::sqrt(temp);
    for (int i = 1; i <= n; ++i) {
        if (xbdi(i) == zero)
            s(i) = (dredg * d(i) - dredsq * gnew(i)) / temp;
        else
            s(i) = zero;
    }
    sredg = -temp;

    // ANGBD: a bound on the tangent of half the rotation angle from the simple bounds
    angbd = one;
    iact = 0;
    for (int i = 1; i <= n; ++i) {
        if (xbdi(i) == zero) {
            tempa = xopt(i) + d(i) - sl(i);
            tempb = su(i) - xopt(i) - d(i);
            if (tempa <= zero) {
                nact = nact + 1;
                xbdi(i) = onemin;
                goto L100;
            } else if (tempb <= zero) {
                nact = nact + 1;
                xbdi(i) = one;
                goto L100;
            }
            ratio = one;
            ssq = sq(d(i)) + sq(s(i));
            temp = ssq - sq(xopt(i) - sl(i));
            if (temp > zero) {
                temp = std::sqrt(temp) - s(i);
                if (angbd * temp > tempa) {
                    angbd = tempa / temp;
                    iact = i;
                    xsav = onemin;
                }
            }
            temp = ssq - sq(su(i) - xopt(i));
            if (temp > zero) {
                temp = std::sqrt(temp) + s(i);
                if (angbd * temp > tempb) {
                    angbd = tempb / temp;
                    iact = i;
                    xsav = one;
                }
            }
        }
    }
    (void)ratio;
    goto L210;

L150:
    shs = zero;
    dhs = zero;
    dhd = zero;
    for (int i = 1; i <= n; ++i) {
        if (xbdi(i) == zero) {
            shs = shs + s(i) * hs(i);
            dhs = dhs + d(i) * hs(i);
            dhd = dhd + d(i) * hred(i);
        }
    }

    // the greatest reduction of Q over equally spaced tangents in [0, ANGBD]
    redmax = zero;
    isav = 0;
    redsav = zero;
    iu = static_cast<int>(17.0 * angbd + 3.1);
    for (int i = 1; i <= iu; ++i) {
        angt = angbd * static_cast<double>(i) / static_cast<double>(iu);
        sth = (angt + angt) / (one + angt * angt);
        temp = shs + angt * (angt * dhd - dhs - dhs);
        rednew = sth * (angt * dredg - sredg - half * sth * temp);
        if (rednew > redmax) {
            redmax = rednew;
            isav = i;
            rdprev = redsav;
        } else if (i == isav + 1) {
            rdnext = rednew;
        }
        redsav = rednew;
    }

    if (isav == 0)
        goto L190;
    if (isav < iu) {
        temp = (rdnext - rdprev) / (redmax + redmax - rdprev - rdnext);
        angt = angbd * (static_cast<double>(isav) + half * temp) / static_cast<double>(iu);
    }
    cth = (one - angt * angt) / (one + angt * angt);
    sth = (angt + angt) / (one + angt * angt);
    temp = shs + angt * (angt * dhd - dhs - dhs);
    sdec = sth * (angt * dredg - sredg - half * sth * temp);
    if (sdec <= zero)
        goto L190;

    dredg = zero;
    gredsq = zero;
    for (int i = 1; i <= n; ++i) {
        gnew(i) = gnew(i) + (cth - one) * hred(i) + sth * hs(i);
        if (xbdi(i) == zero) {
            d(i) = cth * d(i) + sth * s(i);
            dredg = dredg + d(i) * gnew(i);
            gredsq = gredsq + sq(gnew(i));
        }
        hred(i) = cth * hred(i) + sth * hs(i);
    }
    qred = qred + sdec;
    if (iact > 0 && isav == iu) {
        nact = nact + 1;
        xbdi(iact) = xsav;
        goto L100;
    }
    if (sdec > 0.01 * qred)
        goto L120;

L190:
    dsq = zero;
    for (int i = 1; i <= n; ++i) {
        xnew(i) = std::max(std::min(xopt(i) + d(i), su(i)), sl(i));
        if (xbdi(i) == onemin)
            xnew(i) = sl(i);
        if (xbdi(i) == one)
            xnew(i) = su(i);
        d(i) = xnew(i) - xopt(i);
        dsq = dsq + sq(d(i));
    }
    return;

    // HS = (second derivative of the model) · S; reached from three places, dispatching back by the state
L210:
    ih = 0;
    for (int j = 1; j <= n; ++j) {
        hs(j) = zero;
        for (int i = 1; i <= j; ++i) {
            ih = ih + 1;
            if (i < j)
                hs(j) = hs(j) + hq(ih) * s(i);
            hs(i) = hs(i) + hq(ih) * s(j);
        }
    }
    for (int k = 1; k <= npt; ++k) {
        if (pq(k) != zero) {
            temp = zero;
            for (int j = 1; j <= n; ++j)
                temp = temp + xpt(k, j) * s(j);
            temp = temp * pq(k);
            for (int i = 1; i <= n; ++i)
                hs(i) = hs(i) + temp * xpt(k, i);
        }
    }
    if (crvmin != zero)
        goto L50;
    if (iterc > itcsav)
        goto L150;
    for (int i = 1; i <= n; ++i)
        hred(i) = hs(i);
    goto L120;
}

/// SUBROUTINE ALTMOV: two candidate new positions for the KNEW-th point — XNEW on a line through XOPT and
/// another point (large denominator), XALT a constrained Cauchy step of the KNEW-th Lagrange function.
void altmov(int n, int npt, Mat xpt, Vec xopt, Mat bmat, Mat zmat, int ndim, Vec sl, Vec su, int kopt, int knew,
            double adelt, Vec xnew, Vec xalt, double &alpha, double &cauchy, Vec glag, Vec hcol, Vec w)
{
    (void)ndim;
    const double half = 0.5, one = 1.0, zero = 0.0;
    const double cnst = one + std::sqrt(2.0);
    double ha = 0, temp = 0, presav = 0, dderiv = 0, distsq = 0, subd = 0, slbd = 0, sumin = 0, diff = 0,
           step = 0, vlag = 0, tempd = 0, tempa = 0, tempb = 0, predsq = 0, stpsav = 0, bigstp = 0, wfixsq = 0,
           ggfree = 0, wsqsav = 0, gw = 0, curv = 0, scale = 0, csave = 0;
    int ilbd = 0, iubd = 0, isbd = 0, ksav = knew, ibdsav = 0, iflag = 0;

    for (int k = 1; k <= npt; ++k)
        hcol(k) = zero;
    for (int j = 1; j <= npt - n - 1; ++j) {
        temp = zmat(knew, j);
        for (int k = 1; k <= npt; ++k)
            hcol(k) = hcol(k) + temp * zmat(k, j);
    }
    alpha = hcol(knew);
    ha = half * alpha;

    // the gradient of the KNEW-th Lagrange function at XOPT
    for (int i = 1; i <= n; ++i)
        glag(i) = bmat(knew, i);
    for (int k = 1; k <= npt; ++k) {
        temp = zero;
        for (int j = 1; j <= n; ++j)
            temp = temp + xpt(k, j) * xopt(j);
        temp = hcol(k) * temp;
        for (int i = 1; i <= n; ++i)
            glag(i) = glag(i) + temp * xpt(k, i);
    }

    // a large denominator along the lines through XOPT and another interpolation point
    presav = zero;
    for (int k = 1; k <= npt; ++k) {
        if (k == kopt)
            continue;
        dderiv = zero;
        distsq = zero;
        for (int i = 1; i <= n; ++i) {
            temp = xpt(k, i) - xopt(i);
            dderiv = dderiv + glag(i) * temp;
            distsq = distsq + temp * temp;
        }
        subd = adelt / std::sqrt(distsq);
        slbd = -subd;
        ilbd = 0;
        iubd = 0;
        sumin = std::min(one, subd);

        for (int i = 1; i <= n; ++i) {
            temp = xpt(k, i) - xopt(i);
            if (temp > zero) {
                if (slbd * temp < sl(i) - xopt(i)) {
                    slbd = (sl(i) - xopt(i)) / temp;
                    ilbd = -i;
                }
                if (subd * temp > su(i) - xopt(i)) {
                    subd = std::max(sumin, (su(i) - xopt(i)) / temp);
                    iubd = i;
                }
            } else if (temp < zero) {
                if (slbd * temp > su(i) - xopt(i)) {
                    slbd = (su(i) - xopt(i)) / temp;
                    ilbd = i;
                }
                if (subd * temp < sl(i) - xopt(i)) {
                    subd = std::max(sumin, (sl(i) - xopt(i)) / temp);
                    iubd = -i;
                }
            }
        }

        if (k == knew) {
            diff = dderiv - one;
            step = slbd;
            vlag = slbd * (dderiv - slbd * diff);
            isbd = ilbd;
            temp = subd * (dderiv - subd * diff);
            if (std::fabs(temp) > std::fabs(vlag)) {
                step = subd;
                vlag = temp;
                isbd = iubd;
            }
            tempd = half * dderiv;
            tempa = tempd - diff * slbd;
            tempb = tempd - diff * subd;
            if (tempa * tempb < zero) {
                temp = tempd * tempd / diff;
                if (std::fabs(temp) > std::fabs(vlag)) {
                    step = tempd / diff;
                    vlag = temp;
                    isbd = 0;
                }
            }
        } else {
            step = slbd;
            vlag = slbd * (one - slbd);
            isbd = ilbd;
            temp = subd * (one - subd);
            if (std::fabs(temp) > std::fabs(vlag)) {
                step = subd;
                vlag = temp;
                isbd = iubd;
            }
            if (subd > half) {
                if (std::fabs(vlag) < 0.25) {
                    step = half;
                    vlag = 0.25;
                    isbd = 0;
                }
            }
            vlag = vlag * dderiv;
        }

        temp = step * (one - step) * distsq;
        predsq = vlag * vlag * (vlag * vlag + ha * temp * temp);
        if (predsq > presav) {
            presav = predsq;
            ksav = k;
            stpsav = step;
            ibdsav = isbd;
        }
    }

    // XNEW; minqa's altmov.f clears IBDSAV here, so the limiting bound is not imposed exactly
    ibdsav = 0;
    for (int i = 1; i <= n; ++i) {
        temp = xopt(i) + stpsav * (xpt(ksav, i) - xopt(i));
        xnew(i) = std::max(sl(i), std::min(su(i), temp));
    }
    if (ibdsav < 0)
        xnew(-ibdsav) = sl(-ibdsav);
    if (ibdsav > 0)
        xnew(ibdsav) = su(ibdsav);

    // the constrained Cauchy step in W: fixed components' squares in WFIXSQ, free ones marked BIGSTP
    bigstp = adelt + adelt;
    iflag = 0;
L100:
    wfixsq = zero;
    ggfree = zero;
    for (int i = 1; i <= n; ++i) {
        w(i) = zero;
        tempa = std::min(xopt(i) - sl(i), glag(i));
        tempb = std::max(xopt(i) - su(i), glag(i));
        if (tempa > zero || tempb < zero) {
            w(i) = bigstp;
            ggfree = ggfree + sq(glag(i));
        }
    }
    if (ggfree == zero) {
        cauchy = zero;
        return;
    }

L120:
    temp = adelt * adelt - wfixsq;
    if (temp > zero) {
        wsqsav = wfixsq;
        step = std::sqrt(temp / ggfree);
        ggfree = zero;
        for (int i = 1; i <= n; ++i) {
            if (w(i) == bigstp) {
                temp = xopt(i) - step * glag(i);
                if (temp <= sl(i)) {
                    w(i) = sl(i) - xopt(i);
                    wfixsq = wfixsq + sq(w(i));
                } else if (temp >= su(i)) {
                    w(i) = su(i) - xopt(i);
                    wfixsq = wfixsq + sq(w(i));
                } else {
                    ggfree = ggfree + sq(glag(i));
                }
            }
        }
        if (wfixsq > wsqsav && ggfree > zero)
            goto L120;
    }

    gw = zero;
    for (int i = 1; i <= n; ++i) {
        if (w(i) == bigstp) {
            w(i) = -step * glag(i);
            xalt(i) = std::max(sl(i), std::min(su(i), xopt(i) + w(i)));
        } else if (w(i) == zero) {
            xalt(i) = xopt(i);
        } else if (glag(i) > zero) {
            xalt(i) = sl(i);
        } else {
            xalt(i) = su(i);
        }
        gw = gw + glag(i) * w(i);
    }

    // CURV along W; W scaled down when that reduces the modulus of the Lagrange function; CAUCHY
    curv = zero;
    for (int k = 1; k <= npt; ++k) {
        temp = zero;
        for (int j = 1; j <= n; ++j)
            temp = temp + xpt(k, j) * w(j);
        curv = curv + hcol(k) * temp * temp;
    }
    if (iflag == 1)
        curv = -curv;
    if (curv > -gw && curv < -cnst * gw) {
        scale = -gw / curv;
        for (int i = 1; i <= n; ++i) {
            temp = xopt(i) + scale * w(i);
            xalt(i) = std::max(sl(i), std::min(su(i), temp));
        }
        cauchy = sq(half * gw * scale);
    } else {
        cauchy = sq(gw + half * curv);
    }

    // once more with GLAG reversed; keep the XALT with the larger CAUCHY
    if (iflag == 0) {
        for (int i = 1; i <= n; ++i) {
            glag(i) = -glag(i);
            w(n + i) = xalt(i);
        }
        csave = cauchy;
        iflag = 1;
        goto L100;
    }
    if (csave > cauchy) {
        for (int i = 1; i <= n; ++i)
            xalt(i) = w(n + i);
        cauchy = csave;
    }
}

/// SUBROUTINE RESCUE: rebuilds BMAT and ZMAT from scratch around XOPT after rounding errors have damaged the
/// updating denominators, replacing interpolation points that make the conditions nearly dependent.
void rescue(const Objective &calfun, int n, int npt, Vec xl, Vec xu, int maxfun, Vec xbase, Mat xpt, Vec fval,
            Vec xopt, Vec gopt, Vec hq, Vec pq, Mat bmat, Mat zmat, int ndim, Vec sl, Vec su, int &nf, double delta,
            int &kopt, Vec vlag, Mat ptsaux, Vec ptsid, Vec w)
{
    const double half = 0.5, one = 1.0, zero = 0.0;
    const int np = n + 1;
    const double sfrac = half / static_cast<double>(np);
    const int nptm = npt - np;
    double sumpq = 0, winc = 0, distsq = 0, temp = 0, fbase = 0, sum = 0, beta = 0, bsum = 0, denom = 0,
           vlmxsq = 0, hdiag = 0, den = 0, dsqmin = 0, xp = 0, xq = 0, vquad = 0, f = 0, diff = 0;
    int ih = 0, jp = 0, jpn = 0, iw = 0, ip = 0, iq = 0, nrem = 0, kold = 0, knew = 0, ihp = 0, ihq = 0;

    sumpq = zero;
    winc = zero;
    for (int k = 1; k <= npt; ++k) {
        distsq = zero;
        for (int j = 1; j <= n; ++j) {
            xpt(k, j) = xpt(k, j) - xopt(j);
            distsq = distsq + sq(xpt(k, j));
        }
        sumpq = sumpq + pq(k);
        w(ndim + k) = distsq;
        winc = std::max(winc, distsq);
        for (int j = 1; j <= nptm; ++j)
            zmat(k, j) = zero;
    }

    ih = 0;
    for (int j = 1; j <= n; ++j) {
        w(j) = half * sumpq * xopt(j);
        for (int k = 1; k <= npt; ++k)
            w(j) = w(j) + pq(k) * xpt(k, j);
        for (int i = 1; i <= j; ++i) {
            ih = ih + 1;
            hq(ih) = hq(ih) + w(i) * xopt(j) + w(j) * xopt(i);
        }
    }

    for (int j = 1; j <= n; ++j) {
        xbase(j) = xbase(j) + xopt(j);
        sl(j) = sl(j) - xopt(j);
        su(j) = su(j) - xopt(j);
        xopt(j) = zero;
        ptsaux(1, j) = std::min(delta, su(j));
        ptsaux(2, j) = std::max(-delta, sl(j));
        if (ptsaux(1, j) + ptsaux(2, j) < zero) {
            temp = ptsaux(1, j);
            ptsaux(1, j) = ptsaux(2, j);
            ptsaux(2, j) = temp;
        }
        if (std::fabs(ptsaux(2, j)) < half * std::fabs(ptsaux(1, j)))
            ptsaux(2, j) = half * ptsaux(1, j);
        for (int i = 1; i <= ndim; ++i)
            bmat(i, j) = zero;
    }
    fbase = fval(kopt);

    // provisional points along the coordinate directions from XOPT
    ptsid(1) = sfrac;
    for (int j = 1; j <= n; ++j) {
        jp = j + 1;
        jpn = jp + n;
        ptsid(jp) = static_cast<double>(j) + sfrac;
        if (jpn <= npt) {
            ptsid(jpn) = static_cast<double>(j) / static_cast<double>(np) + sfrac;
            temp = one / (ptsaux(1, j) - ptsaux(2, j));
            bmat(jp, j) = -temp + one / ptsaux(1, j);
            bmat(jpn, j) = temp + one / ptsaux(2, j);
            bmat(1, j) = -bmat(jp, j) - bmat(jpn, j);
            zmat(1, j) = std::sqrt(2.0) / std::fabs(ptsaux(1, j) * ptsaux(2, j));
            zmat(jp, j) = zmat(1, j) * ptsaux(2, j) * temp;
            zmat(jpn, j) = -zmat(1, j) * ptsaux(1, j) * temp;
        } else {
            bmat(1, j) = -one / ptsaux(1, j);
            bmat(jp, j) = one / ptsaux(1, j);
            bmat(j + npt, j) = -half * sq(ptsaux(1, j));
        }
    }

    if (npt >= n + np) {
        for (int k = 2 * np; k <= npt; ++k) {
            iw = static_cast<int>((static_cast<double>(k - np) - half) / static_cast<double>(n));
            ip = k - np - iw * n;
            iq = ip + iw;
            if (iq > n)
                iq = iq - n;
            ptsid(k) = static_cast<double>(ip) + static_cast<double>(iq) / static_cast<double>(np) + sfrac;
            temp = one / (ptsaux(1, ip) * ptsaux(1, iq));
            zmat(1, k - np) = temp;
            zmat(ip + 1, k - np) = -temp;
            zmat(iq + 1, k - np) = -temp;
            zmat(k, k - np) = temp;
        }
    }
    nrem = npt;
    kold = 1;
    knew = kopt;

    // exchange PTSID(KOLD) with PTSID(KNEW)
L80:
    for (int j = 1; j <= n; ++j) {
        temp = bmat(kold, j);
        bmat(kold, j) = bmat(knew, j);
        bmat(knew, j) = temp;
    }
    for (int j = 1; j <= nptm; ++j) {
        temp = zmat(kold, j);
        zmat(kold, j) = zmat(knew, j);
        zmat(knew, j) = temp;
    }
    ptsid(kold) = ptsid(knew);
    ptsid(knew) = zero;
    w(ndim + knew) = zero;
    nrem = nrem - 1;
    if (knew != kopt) {
        temp = vlag(kold);
        vlag(kold) = vlag(knew);
        vlag(knew) = temp;
        update(n, npt, bmat, zmat, ndim, vlag, beta, denom, knew, w);
        if (nrem == 0)
            return;
        for (int k = 1; k <= npt; ++k)
            w(ndim + k) = std::fabs(w(ndim + k));
    }

    // the original point, not yet reinstated, closest to XOPT (with attention to previous tries)
L120:
    dsqmin = zero;
    for (int k = 1; k <= npt; ++k) {
        if (w(ndim + k) > zero) {
            if (dsqmin == zero || w(ndim + k) < dsqmin) {
                knew = k;
                dsqmin = w(ndim + k);
            }
        }
    }
    if (dsqmin == zero)
        goto L260;

    for (int j = 1; j <= n; ++j)
        w(npt + j) = xpt(knew, j);
    for (int k = 1; k <= npt; ++k) {
        sum = zero;
        if (k == kopt) {
        } else if (ptsid(k) == zero) {
            for (int j = 1; j <= n; ++j)
                sum = sum + w(npt + j) * xpt(k, j);
        } else {
            ip = static_cast<int>(ptsid(k));
            if (ip > 0)
                sum = w(npt + ip) * ptsaux(1, ip);
            iq = static_cast<int>(static_cast<double>(np) * ptsid(k) - static_cast<double>(ip * np));
            if (iq > 0) {
                iw = 1;
                if (ip == 0)
                    iw = 2;
                sum = sum + w(npt + iq) * ptsaux(iw, iq);
            }
        }
        w(k) = half * sum * sum;
    }

    for (int k = 1; k <= npt; ++k) {
        sum = zero;
        for (int j = 1; j <= n; ++j)
            sum = sum + bmat(k, j) * w(npt + j);
        vlag(k) = sum;
    }
    beta = zero;
    for (int j = 1; j <= nptm; ++j) {
        sum = zero;
        for (int k = 1; k <= npt; ++k)
            sum = sum + zmat(k, j) * w(k);
        beta = beta - sum * sum;
        for (int k = 1; k <= npt; ++k)
            vlag(k) = vlag(k) + sum * zmat(k, j);
    }
    bsum = zero;
    distsq = zero;
    for (int j = 1; j <= n; ++j) {
        sum = zero;
        for (int k = 1; k <= npt; ++k)
            sum = sum + bmat(k, j) * w(k);
        jp = j + npt;
        bsum = bsum + sum * w(jp);
        for (ip = npt + 1; ip <= ndim; ++ip)
            sum = sum + bmat(ip, j) * w(ip);
        bsum = bsum + sum * w(jp);
        vlag(jp) = sum;
        distsq = distsq + sq(xpt(knew, j));
    }
    beta = half * distsq * distsq + beta - bsum;
    vlag(kopt) = vlag(kopt) + one;

    // KOLD: the provisional point to delete, avoiding a small updating denominator
    denom = zero;
    vlmxsq = zero;
    for (int k = 1; k <= npt; ++k) {
        if (ptsid(k) != zero) {
            hdiag = zero;
            for (int j = 1; j <= nptm; ++j)
                hdiag = hdiag + sq(zmat(k, j));
            den = beta * hdiag + sq(vlag(k));
            if (den > denom) {
                kold = k;
                denom = den;
            }
        }
        vlmxsq = std::max(vlmxsq, sq(vlag(k)));
    }
    if (denom <= 1.0e-2 * vlmxsq) {
        w(ndim + knew) = -w(ndim + knew) - winc;
        goto L120;
    }
    goto L80;

    // all final positions chosen: evaluate F at the new points and update the model
L260:
    for (int kpt = 1; kpt <= npt; ++kpt) {
        if (ptsid(kpt) == zero)
            continue;
        if (nf >= maxfun || calfun.stopped()) {
            nf = -1;
            return;
        }
        ih = 0;
        for (int j = 1; j <= n; ++j) {
            w(j) = xpt(kpt, j);
            xpt(kpt, j) = zero;
            temp = pq(kpt) * w(j);
            for (int i = 1; i <= j; ++i) {
                ih = ih + 1;
                hq(ih) = hq(ih) + temp * w(i);
            }
        }
        pq(kpt) = zero;
        ip = static_cast<int>(ptsid(kpt));
        iq = static_cast<int>(static_cast<double>(np) * ptsid(kpt) - static_cast<double>(ip * np));
        if (ip > 0) {
            xp = ptsaux(1, ip);
            xpt(kpt, ip) = xp;
        }
        if (iq > 0) {
            xq = ptsaux(1, iq);
            if (ip == 0)
                xq = ptsaux(2, iq);
            xpt(kpt, iq) = xq;
        }

        vquad = fbase;
        if (ip > 0) {
            ihp = (ip + ip * ip) / 2;
            vquad = vquad + xp * (gopt(ip) + half * xp * hq(ihp));
        }
        if (iq > 0) {
            ihq = (iq + iq * iq) / 2;
            vquad = vquad + xq * (gopt(iq) + half * xq * hq(ihq));
            if (ip > 0) {
                iw = std::max(ihp, ihq) - std::abs(ip - iq);
                vquad = vquad + xp * xq * hq(iw);
            }
        }
        for (int k = 1; k <= npt; ++k) {
            temp = zero;
            if (ip > 0)
                temp = temp + xp * xpt(k, ip);
            if (iq > 0)
                temp = temp + xq * xpt(k, iq);
            vquad = vquad + half * pq(k) * temp * temp;
        }

        for (int i = 1; i <= n; ++i) {
            w(i) = std::min(std::max(xl(i), xbase(i) + xpt(kpt, i)), xu(i));
            if (xpt(kpt, i) == sl(i))
                w(i) = xl(i);
            if (xpt(kpt, i) == su(i))
                w(i) = xu(i);
        }
        nf = nf + 1;
        f = calfun(w); // minqa passes an undefined X here (see bobyqa.h)
        fval(kpt) = f;
        if (f < fval(kopt))
            kopt = kpt;
        diff = f - vquad;

        for (int i = 1; i <= n; ++i)
            gopt(i) = gopt(i) + diff * bmat(kpt, i);
        for (int k = 1; k <= npt; ++k) {
            sum = zero;
            for (int j = 1; j <= nptm; ++j)
                sum = sum + zmat(k, j) * zmat(kpt, j);
            temp = diff * sum;
            if (ptsid(k) == zero) {
                pq(k) = pq(k) + temp;
            } else {
                ip = static_cast<int>(ptsid(k));
                iq = static_cast<int>(static_cast<double>(np) * ptsid(k) - static_cast<double>(ip * np));
                ihq = (iq * iq + iq) / 2;
                if (ip == 0) {
                    hq(ihq) = hq(ihq) + temp * sq(ptsaux(2, iq));
                } else {
                    ihp = (ip * ip + ip) / 2;
                    hq(ihp) = hq(ihp) + temp * sq(ptsaux(1, ip));
                    if (iq > 0) {
                        hq(ihq) = hq(ihq) + temp * sq(ptsaux(1, iq));
                        iw = std::max(ihp, ihq) - std::abs(iq - ip);
                        hq(iw) = hq(iw) + temp * ptsaux(1, ip) * ptsaux(1, iq);
                    }
                }
            }
        }
        ptsid(kpt) = zero;
    }
}

/// SUBROUTINE BOBYQB: the main iteration. Returns minqa's IERR (0, 320, 390 or 430); X holds the result.
int bobyqb(const Objective &calfun, int n, int npt, Vec x, Vec xl, Vec xu, double rhobeg, double rhoend, int maxfun,
           Vec xbase, Mat xpt, Vec fval, Vec xopt, Vec gopt, Vec hq, Vec pq, Mat bmat, Mat zmat, int ndim, Vec sl,
           Vec su, Vec xnew, Vec xalt, Vec d, Vec vlag, Vec w, int &nfOut, double &fOut)
{
    const double half = 0.5, one = 1.0, ten = 10.0, tenth = 0.1, two = 2.0, zero = 0.0;
    const int np = n + 1;
    const int nptm = npt - np;
    const int nh = (n * np) / 2;
    int ierr = 0, nf = 0, kopt = 0, kbase = 0, nresc = 0, ntrits = 0, itest = 0, nfsav = 0, ih = 0, ip = 0,
        knew = 0, jp = 0, ksav = 0;
    double xoptsq = 0, fsave = 0, rho = 0, delta = 0, diffa = 0, diffb = 0, diffc = 0, temp = 0, dsq = 0,
           crvmin = 0, dnorm = 0, distsq = 0, errbig = 0, frhosq = 0, bdtol = 0, bdtest = 0, curv = 0, fracsq = 0,
           sumpq = 0, sum = 0, sumz = 0, sumw = 0, adelt = 0, alpha = 0, cauchy = 0, suma = 0, sumb = 0, beta = 0,
           bsum = 0, dx = 0, denom = 0, delsq = 0, scaden = 0, biglsq = 0, hdiag = 0, den = 0, f = 0, fopt = 0,
           vquad = 0, diff = 0, ratio = 0, densav = 0, pqold = 0, gqsq = 0, gisq = 0, dist = 0;

    prelim(calfun, n, npt, x, xl, xu, rhobeg, maxfun, xbase, xpt, fval, gopt, hq, pq, bmat, zmat, ndim, sl, su, nf,
           kopt);
    xoptsq = zero;
    for (int i = 1; i <= n; ++i) {
        xopt(i) = xpt(kopt, i);
        xoptsq = xoptsq + sq(xopt(i));
    }
    fsave = fval(1);
    if (nf < npt) {
        ierr = 390;
        goto L720;
    }
    kbase = 1;

    rho = rhobeg;
    delta = rho;
    nresc = nf;
    ntrits = 0;
    diffa = zero;
    diffb = zero;
    itest = 0;
    nfsav = nf;

    // GOPT at XOPT before the first iteration and after a RESCUE that evaluated F
L20:
    if (kopt != kbase) {
        ih = 0;
        for (int j = 1; j <= n; ++j) {
            for (int i = 1; i <= j; ++i) {
                ih = ih + 1;
                if (i < j)
                    gopt(j) = gopt(j) + hq(ih) * xopt(i);
                gopt(i) = gopt(i) + hq(ih) * xopt(j);
            }
        }
        if (nf > npt) {
            for (int k = 1; k <= npt; ++k) {
                temp = zero;
                for (int j = 1; j <= n; ++j)
                    temp = temp + xpt(k, j) * xopt(j);
                temp = pq(k) * temp;
                for (int i = 1; i <= n; ++i)
                    gopt(i) = gopt(i) + temp * xpt(k, i);
            }
        }
    }

    // a trust-region step; a step shorter than ρ/2 is not evaluated (NTRITS = -1)
L60:
    trsbox(n, npt, xpt, xopt, gopt, hq, pq, sl, su, delta, xnew, d, w, Vec{&w(np)}, Vec{&w(np + n)},
           Vec{&w(np + 2 * n)}, Vec{&w(np + 3 * n)}, dsq, crvmin);
    dnorm = std::min(delta, std::sqrt(dsq));
    if (dnorm < half * rho) {
        ntrits = -1;
        distsq = sq(ten * rho);
        if (nf <= nfsav + 2)
            goto L650;

        // reduce ρ (or stop) when the model errors at the last three points are small against the predictions
        errbig = std::max(std::max(diffa, diffb), diffc);
        frhosq = 0.125 * rho * rho;
        if (crvmin > zero && errbig > frhosq * crvmin)
            goto L650;
        bdtol = errbig / rho;
        for (int j = 1; j <= n; ++j) {
            bdtest = bdtol;
            if (xnew(j) == sl(j))
                bdtest = w(j);
            if (xnew(j) == su(j))
                bdtest = -w(j);
            if (bdtest < bdtol) {
                curv = hq((j + j * j) / 2);
                for (int k = 1; k <= npt; ++k)
                    curv = curv + pq(k) * sq(xpt(k, j));
                bdtest = bdtest + half * curv * rho;
                if (bdtest < bdtol)
                    goto L650;
            }
        }
        goto L680;
    }
    ntrits = ntrits + 1;

    // shift XBASE to XOPT when XOPT is far from it (cancellation), updating BMAT and the model's second derivatives
L90:
    if (dsq <= 1.0e-3 * xoptsq) {
        fracsq = 0.25 * xoptsq;
        sumpq = zero;
        for (int k = 1; k <= npt; ++k) {
            sumpq = sumpq + pq(k);
            sum = -half * xoptsq;
            for (int i = 1; i <= n; ++i)
                sum = sum + xpt(k, i) * xopt(i);
            w(npt + k) = sum;
            temp = fracsq - half * sum;
            for (int i = 1; i <= n; ++i) {
                w(i) = bmat(k, i);
                vlag(i) = sum * xpt(k, i) + temp * xopt(i);
                ip = npt + i;
                for (int j = 1; j <= i; ++j)
                    bmat(ip, j) = bmat(ip, j) + w(i) * vlag(j) + vlag(i) * w(j);
            }
        }

        for (int jj = 1; jj <= nptm; ++jj) {
            sumz = zero;
            sumw = zero;
            for (int k = 1; k <= npt; ++k) {
                sumz = sumz + zmat(k, jj);
                vlag(k) = w(npt + k) * zmat(k, jj);
                sumw = sumw + vlag(k);
            }
            for (int j = 1; j <= n; ++j) {
                sum = (fracsq * sumz - half * sumw) * xopt(j);
                for (int k = 1; k <= npt; ++k)
                    sum = sum + vlag(k) * xpt(k, j);
                w(j) = sum;
                for (int k = 1; k <= npt; ++k)
                    bmat(k, j) = bmat(k, j) + sum * zmat(k, jj);
            }
            for (int i = 1; i <= n; ++i) {
                ip = i + npt;
                temp = w(i);
                for (int j = 1; j <= i; ++j)
                    bmat(ip, j) = bmat(ip, j) + temp * w(j);
            }
        }

        ih = 0;
        for (int j = 1; j <= n; ++j) {
            w(j) = -half * sumpq * xopt(j);
            for (int k = 1; k <= npt; ++k) {
                w(j) = w(j) + pq(k) * xpt(k, j);
                xpt(k, j) = xpt(k, j) - xopt(j);
            }
            for (int i = 1; i <= j; ++i) {
                ih = ih + 1;
                hq(ih) = hq(ih) + w(i) * xopt(j) + xopt(i) * w(j);
                bmat(npt + i, j) = bmat(npt + j, i);
            }
        }
        for (int i = 1; i <= n; ++i) {
            xbase(i) = xbase(i) + xopt(i);
            xnew(i) = xnew(i) - xopt(i);
            sl(i) = sl(i) - xopt(i);
            su(i) = su(i) - xopt(i);
            xopt(i) = zero;
        }
        xoptsq = zero;
    }
    if (ntrits == 0)
        goto L210;
    goto L230;

    // RESCUE, when rounding errors have at least halved an updating denominator
L190:
    nfsav = nf;
    kbase = kopt;
    rescue(calfun, n, npt, xl, xu, maxfun, xbase, xpt, fval, xopt, gopt, hq, pq, bmat, zmat, ndim, sl, su, nf,
           delta, kopt, vlag, Mat{&w(1), 2}, Vec{&w(n + np)}, Vec{&w(ndim + np)});
    xoptsq = zero;
    if (kopt != kbase) {
        for (int i = 1; i <= n; ++i) {
            xopt(i) = xpt(kopt, i);
            xoptsq = xoptsq + sq(xopt(i));
        }
    }
    if (nf < 0) {
        nf = maxfun;
        ierr = 390;
        goto L720;
    }
    nresc = nf;
    if (nfsav < nf) {
        nfsav = nf;
        goto L20;
    }
    if (ntrits > 0)
        goto L60;

    // an alternative (geometry) step for the KNEW-th point: XNEW on a line, XALT a Cauchy step
L210:
    altmov(n, npt, xpt, xopt, bmat, zmat, ndim, sl, su, kopt, knew, adelt, xnew, xalt, alpha, cauchy, w,
           Vec{&w(np)}, Vec{&w(ndim + 1)});
    for (int i = 1; i <= n; ++i)
        d(i) = xnew(i) - xopt(i);

    // VLAG and BETA for the step D; W(NPT+K) keeps D·XPT(K,.) for VQUAD
L230:
    for (int k = 1; k <= npt; ++k) {
        suma = zero;
        sumb = zero;
        sum = zero;
        for (int j = 1; j <= n; ++j) {
            suma = suma + xpt(k, j) * d(j);
            sumb = sumb + xpt(k, j) * xopt(j);
            sum = sum + bmat(k, j) * d(j);
        }
        w(k) = suma * (half * suma + sumb);
        vlag(k) = sum;
        w(npt + k) = suma;
    }
    beta = zero;
    for (int jj = 1; jj <= nptm; ++jj) {
        sum = zero;
        for (int k = 1; k <= npt; ++k)
            sum = sum + zmat(k, jj) * w(k);
        beta = beta - sum * sum;
        for (int k = 1; k <= npt; ++k)
            vlag(k) = vlag(k) + sum * zmat(k, jj);
    }
    dsq = zero;
    bsum = zero;
    dx = zero;
    for (int j = 1; j <= n; ++j) {
        dsq = dsq + sq(d(j));
        sum = zero;
        for (int k = 1; k <= npt; ++k)
            sum = sum + w(k) * bmat(k, j);
        bsum = bsum + sum * d(j);
        jp = npt + j;
        for (int i = 1; i <= n; ++i)
            sum = sum + bmat(jp, i) * d(i);
        vlag(jp) = sum;
        bsum = bsum + sum * d(j);
        dx = dx + d(j) * xopt(j);
    }
    beta = dx * dx + dsq * (xoptsq + dx + dx + half * dsq) + beta - bsum;
    vlag(kopt) = vlag(kopt) + one;

    if (ntrits == 0) {
        // the Cauchy step instead when it gives a larger denominator
        denom = sq(vlag(knew)) + alpha * beta;
        if (denom < cauchy && cauchy > zero) {
            for (int i = 1; i <= n; ++i) {
                xnew(i) = xalt(i);
                d(i) = xnew(i) - xopt(i);
            }
            cauchy = zero;
            goto L230;
        }
        if (denom <= half * sq(vlag(knew))) {
            if (nf > nresc)
                goto L190;
            ierr = 320;
            goto L720;
        }
    } else {
        // KNEW: the point to drop for the trust-region step, chosen before F is computed
        delsq = delta * delta;
        scaden = zero;
        biglsq = zero;
        knew = 0;
        for (int k = 1; k <= npt; ++k) {
            if (k == kopt)
                continue;
            hdiag = zero;
            for (int jj = 1; jj <= nptm; ++jj)
                hdiag = hdiag + sq(zmat(k, jj));
            den = beta * hdiag + sq(vlag(k));
            distsq = zero;
            for (int j = 1; j <= n; ++j)
                distsq = distsq + sq(xpt(k, j) - xopt(j));
            temp = std::max(one, sq(distsq / delsq));
            if (temp * den > scaden) {
                scaden = temp * den;
                knew = k;
                denom = den;
            }
            biglsq = std::max(biglsq, temp * sq(vlag(k)));
        }
        if (scaden <= half * biglsq) {
            if (nf > nresc)
                goto L190;
            ierr = 320;
            goto L720;
        }
    }

    // F at XBASE+XNEW, the bounds imposed exactly
L360:
    for (int i = 1; i <= n; ++i) {
        x(i) = std::min(std::max(xl(i), xbase(i) + xnew(i)), xu(i));
        if (xnew(i) == sl(i))
            x(i) = xl(i);
        if (xnew(i) == su(i))
            x(i) = xu(i);
    }
    if (nf >= maxfun || calfun.stopped()) {
        ierr = 390;
        goto L720;
    }
    nf = nf + 1;
    f = calfun(x);
    if (ntrits == -1) {
        fsave = f;
        goto L720;
    }

    // DIFF: the error of the model's prediction of the change in F
    fopt = fval(kopt);
    vquad = zero;
    ih = 0;
    for (int j = 1; j <= n; ++j) {
        vquad = vquad + d(j) * gopt(j);
        for (int i = 1; i <= j; ++i) {
            ih = ih + 1;
            temp = d(i) * d(j);
            if (i == j)
                temp = half * temp;
            vquad = vquad + hq(ih) * temp;
        }
    }
    for (int k = 1; k <= npt; ++k)
        vquad = vquad + half * pq(k) * sq(w(npt + k));
    diff = f - fopt - vquad;
    diffc = diffb;
    diffb = diffa;
    diffa = std::fabs(diff);
    if (dnorm > rho)
        nfsav = nf;

    // the next DELTA after a trust-region step
    if (ntrits > 0) {
        if (vquad >= zero) {
            ierr = 430;
            goto L720;
        }
        ratio = (f - fopt) / vquad;
        if (ratio <= tenth)
            delta = std::min(half * delta, dnorm);
        else if (ratio <= 0.7)
            delta = std::max(half * delta, dnorm);
        else
            delta = std::max(half * delta, dnorm + dnorm);
        if (delta <= 1.5 * rho)
            delta = rho;

        // KNEW and DENOM again when F improved
        if (f < fopt) {
            ksav = knew;
            densav = denom;
            delsq = delta * delta;
            scaden = zero;
            biglsq = zero;
            knew = 0;
            for (int k = 1; k <= npt; ++k) {
                hdiag = zero;
                for (int jj = 1; jj <= nptm; ++jj)
                    hdiag = hdiag + sq(zmat(k, jj));
                den = beta * hdiag + sq(vlag(k));
                distsq = zero;
                for (int j = 1; j <= n; ++j)
                    distsq = distsq + sq(xpt(k, j) - xnew(j));
                temp = std::max(one, sq(distsq / delsq));
                if (temp * den > scaden) {
                    scaden = temp * den;
                    knew = k;
                    denom = den;
                }
                biglsq = std::max(biglsq, temp * sq(vlag(k)));
            }
            if (scaden <= half * biglsq) {
                knew = ksav;
                denom = densav;
            }
        }
    }

    // BMAT, ZMAT and the model's second derivatives for the move of the KNEW-th point
    update(n, npt, bmat, zmat, ndim, vlag, beta, denom, knew, w);
    ih = 0;
    pqold = pq(knew);
    pq(knew) = zero;
    for (int i = 1; i <= n; ++i) {
        temp = pqold * xpt(knew, i);
        for (int j = 1; j <= i; ++j) {
            ih = ih + 1;
            hq(ih) = hq(ih) + temp * xpt(knew, j);
        }
    }
    for (int jj = 1; jj <= nptm; ++jj) {
        temp = diff * zmat(knew, jj);
        for (int k = 1; k <= npt; ++k)
            pq(k) = pq(k) + temp * zmat(k, jj);
    }

    // the new point, and the change of GOPT at the old XOPT
    fval(knew) = f;
    for (int i = 1; i <= n; ++i) {
        xpt(knew, i) = xnew(i);
        w(i) = bmat(knew, i);
    }
    for (int k = 1; k <= npt; ++k) {
        suma = zero;
        for (int jj = 1; jj <= nptm; ++jj)
            suma = suma + zmat(knew, jj) * zmat(k, jj);
        sumb = zero;
        for (int j = 1; j <= n; ++j)
            sumb = sumb + xpt(k, j) * xopt(j);
        temp = suma * sumb;
        for (int i = 1; i <= n; ++i)
            w(i) = w(i) + temp * xpt(k, i);
    }
    for (int i = 1; i <= n; ++i)
        gopt(i) = gopt(i) + diff * w(i);

    // XOPT, GOPT and KOPT when F improved
    if (f < fopt) {
        kopt = knew;
        xoptsq = zero;
        ih = 0;
        for (int j = 1; j <= n; ++j) {
            xopt(j) = xnew(j);
            xoptsq = xoptsq + sq(xopt(j));
            for (int i = 1; i <= j; ++i) {
                ih = ih + 1;
                if (i < j)
                    gopt(j) = gopt(j) + hq(ih) * d(i);
                gopt(i) = gopt(i) + hq(ih) * d(j);
            }
        }
        for (int k = 1; k <= npt; ++k) {
            temp = zero;
            for (int j = 1; j <= n; ++j)
                temp = temp + xpt(k, j) * d(j);
            temp = pq(k) * temp;
            for (int i = 1; i <= n; ++i)
                gopt(i) = gopt(i) + temp * xpt(k, i);
        }
    }

    // the least Frobenius norm interpolant, its gradient at XOPT in VLAG(NPT+I); it replaces the model after
    // three consecutive trust-region steps where its gradient is much smaller
    if (ntrits > 0) {
        for (int k = 1; k <= npt; ++k) {
            vlag(k) = fval(k) - fval(kopt);
            w(k) = zero;
        }
        for (int j = 1; j <= nptm; ++j) {
            sum = zero;
            for (int k = 1; k <= npt; ++k)
                sum = sum + zmat(k, j) * vlag(k);
            for (int k = 1; k <= npt; ++k)
                w(k) = w(k) + sum * zmat(k, j);
        }
        for (int k = 1; k <= npt; ++k) {
            sum = zero;
            for (int j = 1; j <= n; ++j)
                sum = sum + xpt(k, j) * xopt(j);
            w(k + npt) = w(k);
            w(k) = sum * w(k);
        }
        gqsq = zero;
        gisq = zero;
        for (int i = 1; i <= n; ++i) {
            sum = zero;
            for (int k = 1; k <= npt; ++k)
                sum = sum + bmat(k, i) * vlag(k) + xpt(k, i) * w(k);
            if (xopt(i) == sl(i)) {
                gqsq = gqsq + sq(std::min(zero, gopt(i)));
                gisq = gisq + sq(std::min(zero, sum));
            } else if (xopt(i) == su(i)) {
                gqsq = gqsq + sq(std::max(zero, gopt(i)));
                gisq = gisq + sq(std::max(zero, sum));
            } else {
                gqsq = gqsq + sq(gopt(i));
                gisq = gisq + sum * sum;
            }
            vlag(npt + i) = sum;
        }

        itest = itest + 1;
        if (gqsq < ten * gisq)
            itest = 0;
        if (itest >= 3) {
            for (int i = 1; i <= std::max(npt, nh); ++i) {
                if (i <= n)
                    gopt(i) = vlag(npt + i);
                if (i <= npt)
                    pq(i) = w(npt + i);
                if (i <= nh)
                    hq(i) = zero;
                itest = 0;
            }
        }
    }

    // another trust-region step after an alternative step or a sufficient decrease
    if (ntrits == 0)
        goto L60;
    if (f <= fopt + tenth * vquad)
        goto L60;

    // otherwise move the interpolation point farthest from XOPT, if it is too far
    distsq = std::max(sq(two * delta), sq(ten * rho));
L650:
    knew = 0;
    for (int k = 1; k <= npt; ++k) {
        sum = zero;
        for (int j = 1; j <= n; ++j)
            sum = sum + sq(xpt(k, j) - xopt(j));
        if (sum > distsq) {
            knew = k;
            distsq = sum;
        }
    }

    if (knew > 0) {
        dist = std::sqrt(distsq);
        if (ntrits == -1) {
            delta = std::min(tenth * delta, half * dist);
            if (delta <= 1.5 * rho)
                delta = rho;
        }
        ntrits = 0;
        adelt = std::max(std::min(tenth * dist, delta), rho);
        dsq = adelt * adelt;
        goto L90;
    }
    if (ntrits == -1)
        goto L680;
    if (ratio > zero)
        goto L60;
    if (std::max(delta, dnorm) > rho)
        goto L60;

    // the work with this ρ is complete: the next ρ and Δ
L680:
    if (rho > rhoend) {
        delta = half * rho;
        ratio = rho / rhoend;
        if (ratio <= 16.0)
            rho = rhoend;
        else if (ratio <= 250.0)
            rho = std::sqrt(ratio) * rhoend;
        else
            rho = tenth * rho;
        delta = std::max(delta, rho);
        ntrits = 0;
        nfsav = nf;
        goto L60;
    }

    // a last Newton-Raphson step, if it is too short to have been tried
    if (ntrits == -1)
        goto L360;
L720:
    if (fval(kopt) <= fsave) {
        for (int i = 1; i <= n; ++i) {
            x(i) = std::min(std::max(xl(i), xbase(i) + xopt(i)), xu(i));
            if (xopt(i) == sl(i))
                x(i) = xl(i);
            if (xopt(i) == su(i))
                x(i) = xu(i);
        }
        f = fval(kopt);
    }
    fOut = f;
    nfOut = nf;
    return ierr;
}

std::string minqaMessage(int ierr)
{
    switch (ierr) {
    case 0:
        return "Normal exit from bobyqa";
    case 320:
        return "bobyqa detected too much cancellation in denominator";
    case 390:
        return "bobyqa -- maximum number of function evaluations exceeded";
    case 430:
        return "bobyqa -- a trust region step failed to reduce q";
    default:
        return "bobyqa -- unknown error";
    }
}

} // namespace

OptimResult bobyqaPowell(const std::function<double(std::span<const double>)> &f, std::vector<double> x0,
                         const std::vector<double> &lower, const std::vector<double> &upper,
                         const BobyqaPowellOptions &options)
{
    const int n = static_cast<int>(x0.size());
    assert(n >= 1 && lower.size() == x0.size() && (upper.empty() || upper.size() == x0.size()));
    std::vector<double> xl = lower;
    std::vector<double> xu = upper.empty() ? std::vector<double>(x0.size(), std::numeric_limits<double>::infinity())
                                           : upper;

    // minqa:::commonArgs and minqa::bobyqa
    int npt = options.npt > 0 ? options.npt : std::min(n + 2, 2 * n);
    npt = std::max(n + 2, std::min(npt, ((n + 1) * (n + 2)) / 2));
    double rhobeg = options.rhobeg;
    if (!(rhobeg > 0)) {
        double big = 0;
        for (double v : x0)
            big = std::max(big, std::fabs(v));
        rhobeg = std::min(0.95, 0.2 * big);
    }
    const double rhoend = options.rhoend > 0 ? options.rhoend : 1e-6 * rhobeg;
    assert(rhoend > 0 && rhoend <= rhobeg);
    double minRange = std::numeric_limits<double>::infinity();
    for (int j = 0; j < n; ++j) {
        assert(xl[j] < xu[j] && x0[j] >= xl[j] && x0[j] <= xu[j]);
        minRange = std::min(minRange, xu[j] - xl[j]);
    }
    if (minRange < 2 * rhobeg) // "All upper - lower must be >= 2*rhobeg. Changing rhobeg"
        rhobeg = 0.2 * minRange;

    const Objective calfun{f, n, options.stop};
    OptimResult res;
    if (options.minqaCalls)
        f(x0); // minqa::bobyqa's checkObj

    // SUBROUTINE BOBYQA: the partition of W into separate arrays, and X moved off bounds closer than RHOBEG
    const int np = n + 1;
    const int ndim = npt + n;
    std::vector<double> xbase(n), xpt(static_cast<std::size_t>(npt) * n), fval(npt), xopt(n), gopt(n),
        hq((n * np) / 2), pq(npt), bmat(static_cast<std::size_t>(ndim) * n),
        zmat(static_cast<std::size_t>(npt) * std::max(npt - np, 1)), sl(n), su(n), xnew(n), xalt(n), d(n),
        vlag(ndim), w(3 * ndim);
    std::vector<double> &x = x0;
    for (int j = 0; j < n; ++j) {
        const double temp = xu[j] - xl[j];
        sl[j] = xl[j] - x[j];
        su[j] = xu[j] - x[j];
        if (sl[j] >= -rhobeg) {
            if (sl[j] >= 0) {
                x[j] = xl[j];
                sl[j] = 0;
                su[j] = temp;
            } else {
                x[j] = xl[j] + rhobeg;
                sl[j] = -rhobeg;
                su[j] = std::max(xu[j] - x[j], rhobeg);
            }
        } else if (su[j] <= rhobeg) {
            if (su[j] <= 0) {
                x[j] = xu[j];
                sl[j] = -temp;
                su[j] = 0;
            } else {
                x[j] = xu[j] - rhobeg;
                sl[j] = std::min(xl[j] - x[j], -rhobeg);
                su[j] = rhobeg;
            }
        }
    }

    int nf = 0;
    double fEnd = 0;
    const int ierr = bobyqb(calfun, n, npt, Vec{x.data()}, Vec{xl.data()}, Vec{xu.data()}, rhobeg, rhoend,
                            options.maxfun, Vec{xbase.data()}, Mat{xpt.data(), npt}, Vec{fval.data()},
                            Vec{xopt.data()}, Vec{gopt.data()}, Vec{hq.data()}, Vec{pq.data()}, Mat{bmat.data(), ndim},
                            Mat{zmat.data(), npt}, ndim, Vec{sl.data()}, Vec{su.data()}, Vec{xnew.data()},
                            Vec{xalt.data()}, Vec{d.data()}, Vec{vlag.data()}, Vec{w.data()}, nf, fEnd);
    res.x = x;
    res.evaluations = nf;
    res.converged = ierr == 0;
    res.message = options.stop.stop_requested() ? "cancelled" : minqaMessage(ierr);
    // minqa's fval is one more evaluation at the result; without it, the Fortran's F at its return
    res.fval = options.minqaCalls ? f(res.x) : fEnd;
    return res;
}

} // namespace rl::mixed::detail

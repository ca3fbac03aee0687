// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/mixed/glmm.h"

#include "engine/mixed/bobyqa.h"
#include "engine/mixed/optimizer.h"
#include "engine/mixed/terms.h"
#include "engine/stats/distributions.h"

#include <Eigen/Dense>

#include <cfloat>
#include <cmath>
#include <limits>

namespace rl::mixed {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// R's binomial()/logit C code (src/library/stats/src/family.c), which glmer's family uses.
constexpr double kThresh = 30.0, kMThresh = -30.0;
constexpr double kInvEps = 1.0 / DBL_EPSILON;
/// linkinv(η) from e = exp(η) (computed once per η and shared with mu.eta below).
double logitLinkInv(double eta, double e)
{
    const double t = eta < kMThresh ? DBL_EPSILON : (eta > kThresh ? kInvEps : e);
    return t / (1.0 + t);
}
double logitMuEta(double eta, double e)
{
    const double opexp = 1.0 + e;
    return (eta > kThresh || eta < kMThresh) ? DBL_EPSILON : e / (opexp * opexp);
}
double yLogY(double y, double mu) { return y != 0.0 ? y * std::log(y / mu) : 0.0; }

/// R's bd0(x, np) = x log(x/np) + np − x (nmath/bd0.c, R 4.2), by its series when x ≈ np.
double bd0(double x, double np)
{
    if (std::fabs(x - np) < 0.1 * (x + np)) {
        double v = (x - np) / (x + np);
        double s = (x - np) * v;
        if (std::fabs(s) < DBL_MIN)
            return s;
        double ej = 2 * x * v;
        v *= v;
        for (int j = 1; j < 1000; j++) {
            ej *= v;
            const double s1 = s + ej / ((j << 1) + 1);
            if (s1 == s)
                return s1;
            s = s1;
        }
    }
    return x * std::log(x / np) + np - x;
}

/// R's dbinom(x, n, p, log = TRUE) for x = 0 or x = n (nmath/dbinom.c dbinom_raw with q = 1 − p).
double dbinomLogEdge(double x, double n, double p)
{
    const double q = 1 - p;
    if (p == 0)
        return x == 0 ? 0.0 : -kInf;
    if (q == 0)
        return x == n ? 0.0 : -kInf;
    if (x == 0)
        return n == 0 ? 0.0 : (p < 0.1 ? -bd0(n, n * q) - n * p : n * std::log(q));
    return q < 0.1 ? -bd0(n, n * p) - n * q : n * std::log(p);
}

/// lme4's glmer machinery for a binomial-logit GLMM, replayed step by step (lme4 1.1-31:
/// R/modular.R mkGlmerDevfun / updateGlmerDevfun, R/lmer.R glmer / optimizeGlmer / optwrap,
/// src/external.cpp pwrssUpdate, src/predModule.cpp merPredD, src/respModule.cpp glmResp).
///
/// The state mirrors merPredD (θ, δu, δβ with u0 = β0 = 0) and glmResp (offset, η, μ). One PIRLS
/// iteration (internal_glmerWrkIter): weights W = n μ(1−μ) and working response
/// z = (η − offset) + (y − μ)/μ' at the current η; L = chol(Λ'Z'WZΛ + I), RZX = L⁻¹Λ'Z'WX,
/// RX = chol(X'WX − RZX'RZX); δu = (LL')⁻¹Λ'Z'Wz (u only) or the joint PLS solution for (δu, δβ);
/// η = offset + Xδβ + ZΛδu; pdev = Σ devres + ||δu||². It stops when |Δpdev/pdev| < 1e-7
/// (glmerControl tolPwrss), halves the step (up to 10 times) when pdev increased, and the Laplace
/// deviance ldL2 + ||δu||² + aic(μ) takes log|L|² from the weights of the iteration's start, as lme4.
///
/// Cost (the demographic battery of docs/methods.md §5 runs ~10⁴ PIRLS iterations): every number is computed by the
/// same operations in the same order as the plain transcription, only less often — exp(η) once per η (shared by linkinv
/// and mu.eta), Λ once per θ and term, no allocation inside the loops, and, in the second stage, the first iteration's
/// weights, working-residual part and X'WX at η = lp0 (which are the same for every evaluation) computed once.
class GlmerReplay {
public:
    std::size_t n = 0;
    int p = 0, q = 0, nTheta = 0;
    Eigen::MatrixXd X;
    Eigen::VectorXd y;      ///< proportions k/m
    Eigen::VectorXd wt;     ///< prior weights = trials m
    Eigen::VectorXd aicConst; ///< per obs: log choose(m, k)
    Eigen::VectorXd ksucc, ntrial;
    std::vector<detail::ReTerm> terms;
    std::vector<int> thetaOffset, termOffset;
    std::vector<double> lower;
    double tol = 1e-7;
    int maxit = 100;

    // state
    std::vector<double> theta;
    Eigen::VectorXd offset, eta, mu, delu, delb, lp0;
    Eigen::VectorXd expEta; ///< exp(η), element by element
    Eigen::MatrixXd L, RZX, RX; ///< lower factors
    double ldL2 = 0;
    bool ok = true;

    /// Rows of ZΛ: for observation r, the columns colIdx[r*nnz + j] with values zl[r*nnz + j].
    int nnzRow = 0;
    std::vector<int> colIdx;
    std::vector<double> zl;

    void setup()
    {
        nnzRow = 0;
        for (const auto &t : terms)
            nnzRow += t.k;
        colIdx.assign(n * nnzRow, 0);
        zl.assign(n * nnzRow, 0.0);
        for (std::size_t r = 0; r < n; ++r) {
            int j0 = 0;
            for (std::size_t t = 0; t < terms.size(); ++t) {
                for (int j = 0; j < terms[t].k; ++j)
                    colIdx[r * nnzRow + j0 + j] = termOffset[t] + terms[t].codes[r] * terms[t].k + j;
                j0 += terms[t].k;
            }
        }
        const auto N = static_cast<Eigen::Index>(n);
        offset = Eigen::VectorXd::Zero(N);
        delu = Eigen::VectorXd::Zero(q);
        delb = Eigen::VectorXd::Zero(p);
        m_w.resize(N);
        m_z.resize(N);
        m_A.resize(q, q);
        m_UtV.resize(q, p);
        m_Utr.resize(q);
        m_bernoulli = true;
        for (Eigen::Index i = 0; i < N; ++i)
            m_bernoulli = m_bernoulli && (y(i) == 0.0 || y(i) == 1.0);
    }

    void setTheta(std::span<const double> th)
    {
        theta.assign(th.begin(), th.end());
        m_lambda.resize(terms.size());
        for (std::size_t t = 0; t < terms.size(); ++t)
            m_lambda[t] = terms[t].lambda(theta.data() + thetaOffset[t]);
        if (nnzRow == 1) {
            const double l00 = m_lambda[0](0, 0);
            const double *z1 = terms[0].z.data();
            for (std::size_t r = 0; r < n; ++r)
                zl[r] = 0.0 + z1[r] * l00;
            return;
        }
        for (std::size_t r = 0; r < n; ++r) {
            int j0 = 0;
            for (std::size_t t = 0; t < terms.size(); ++t) {
                const detail::ReTerm &tt = terms[t];
                const Eigen::MatrixXd &lam = m_lambda[t];
                for (int j = 0; j < tt.k; ++j) {
                    double v = 0;
                    for (int i = j; i < tt.k; ++i)
                        v += tt.z[r * tt.k + i] * lam(i, j);
                    zl[r * nnzRow + j0 + j] = v;
                }
                j0 += tt.k;
            }
        }
    }

    /// η = offset + Xδβ + ZΛδu, μ. With δβ = 0 (u only) Xδβ is the zero vector, added as such.
    void updateMuFromLinPred(bool uOnly)
    {
        if (uOnly) {
            eta.resize(offset.size());
            for (Eigen::Index i = 0; i < eta.size(); ++i)
                eta(i) = offset(i) + 0.0;
        } else {
            eta = offset + X * delb;
        }
        const double *du = delu.data();
        if (nnzRow == 1) {
            const int *ci = colIdx.data();
            const double *vi = zl.data();
            for (std::size_t r = 0; r < n; ++r)
                eta(static_cast<Eigen::Index>(r)) += 0.0 + vi[r] * du[ci[r]];
            setMu();
            return;
        }
        for (std::size_t r = 0; r < n; ++r) {
            const int *ci = &colIdx[r * nnzRow];
            const double *vi = &zl[r * nnzRow];
            double s = 0;
            for (int j = 0; j < nnzRow; ++j)
                s += vi[j] * du[ci[j]];
            eta(static_cast<Eigen::Index>(r)) += s;
        }
        setMu();
    }
    void setMu()
    {
        mu.resize(eta.size());
        expEta.resize(eta.size());
        for (Eigen::Index i = 0; i < eta.size(); ++i) {
            const double e = std::exp(eta(i));
            expEta(i) = e;
            mu(i) = logitLinkInv(eta(i), e);
        }
    }
    Eigen::VectorXd linPred() const { return eta - offset; }

    /// Every evaluation of a stage starts PIRLS at the same η (lp0, plus a zero offset in the first stage), so μ
    /// there, and what the first iteration derives from μ alone, are the same each time: computed by the stage's
    /// first evaluation, then copied.
    void startStage(int stage)
    {
        Start &st = m_start[stage];
        if (!st.etaValid) {
            if (stage == 0)
                eta = offset + lp0;
            else
                eta = lp0;
            setMu();
            st.eta = eta;
            st.mu = mu;
            st.expEta = expEta;
            st.etaValid = true;
        } else {
            eta = st.eta;
            mu = st.mu;
            expEta = st.expEta;
        }
        m_startStage = stage;
    }
    void setLp0(Eigen::VectorXd v)
    {
        lp0 = std::move(v);
        m_start[0] = Start {};
        m_start[1] = Start {};
    }

    double resDev() const
    {
        double d = 0;
        if (m_bernoulli) {
            // y ∈ {0, 1}: one of the two y log(y/μ) terms is the 0.0 below, the other 1 · log(1/μ) or 1 · log(1/(1−μ))
            for (Eigen::Index i = 0; i < mu.size(); ++i) {
                const double t = y(i) != 0.0 ? std::log(1.0 / mu(i)) + 0.0 : 0.0 + std::log(1.0 / (1.0 - mu(i)));
                d += 2.0 * wt(i) * t;
            }
            return d;
        }
        for (Eigen::Index i = 0; i < mu.size(); ++i)
            d += 2.0 * wt(i) * (yLogY(y(i), mu(i)) + yLogY(1.0 - y(i), 1.0 - mu(i)));
        return d;
    }
    /// binomial()$aic: −2 Σ log dbinom(k; m, μ)
    /// lme4's binomialDist::aic: −2 Σ (wt/m) dbinom(round(m y), m, μ, log = TRUE) with m = trials, summed in order
    /// in double. The all-or-none terms (every Bernoulli observation) use R's dbinom_raw formulas bit for bit
    /// (n log q, or −bd0(n, n p) − n q when q < 0.1); the others log choose(m, k) + k log μ + (m−k) log(1−μ).
    double aic() const
    {
        double ans = 0;
        for (Eigen::Index i = 0; i < mu.size(); ++i) {
            const double k = ksucc(i), m = ntrial(i);
            const double l = (k == 0 || k == m)
                ? dbinomLogEdge(k, m, mu(i))
                : aicConst(i) + k * std::log(mu(i)) + (m - k) * std::log1p(-mu(i));
            ans += (wt(i) / m) * l;
        }
        return -2.0 * ans;
    }

    /// One internal_glmerWrkIter; returns pdev (NaN when a factorisation fails).
    double workIter(bool uOnly)
    {
        const Eigen::Index N = static_cast<Eigen::Index>(n);
        // At a stage's start W, (y − μ)/μ', X'WX and (first stage, zero offset) X'Wz are those of its first evaluation.
        Start *st = m_startStage >= 0 ? &m_start[m_startStage] : nullptr;
        m_startStage = -1;
        const bool cached = st && st->weightsValid;
        double *w = m_w.data(), *z = m_z.data();
        if (cached) {
            const double *w0 = st->w.data(), *r0 = st->res.data();
            for (Eigen::Index i = 0; i < N; ++i) {
                w[i] = w0[i];
                z[i] = (eta(i) - offset(i)) + r0[i];
            }
        } else {
            if (st)
                st->res.resize(N);
            for (Eigen::Index i = 0; i < N; ++i) {
                const double me = logitMuEta(eta(i), expEta(i));
                const double var = mu(i) * (1.0 - mu(i));
                const double sw = me * std::sqrt(wt(i) / var);
                w[i] = sw * sw;
                const double res = (y(i) - mu(i)) / me;
                z[i] = (eta(i) - offset(i)) + res;
                if (st)
                    st->res(i) = res;
            }
        }
        m_A.setZero();
        m_UtV.setZero();
        m_Utr.setZero();
        double *A = m_A.data(), *UtV = m_UtV.data(), *Utr = m_Utr.data();
        const double *Xd = X.data();
        if (nnzRow == 1) {
            // one scalar term (1 | g): the same sums, entry by entry in observation order, in tighter loops
            const int *ci = colIdx.data();
            const double *vi = zl.data();
            for (Eigen::Index r = 0; r < N; ++r) {
                const double wa = w[r] * vi[r];
                A[static_cast<Eigen::Index>(ci[r]) * q + ci[r]] += wa * vi[r];
                Utr[ci[r]] += wa * z[r];
            }
            for (int k = 0; k < p; ++k) {
                double *col = UtV + static_cast<Eigen::Index>(k) * q;
                const double *xk = Xd + static_cast<Eigen::Index>(k) * N;
                for (Eigen::Index r = 0; r < N; ++r)
                    col[ci[r]] += (w[r] * vi[r]) * xk[r];
            }
        } else {
            for (Eigen::Index r = 0; r < N; ++r) {
                const int *ci = &colIdx[static_cast<std::size_t>(r) * nnzRow];
                const double *vi = &zl[static_cast<std::size_t>(r) * nnzRow];
                for (int a = 0; a < nnzRow; ++a) {
                    const double wa = w[r] * vi[a];
                    double *Acol = A + static_cast<Eigen::Index>(ci[a]) * q;
                    for (int b = 0; b < nnzRow; ++b)
                        Acol[ci[b]] += wa * vi[b];
                    for (int k = 0; k < p; ++k)
                        UtV[static_cast<Eigen::Index>(k) * q + ci[a]] += wa * Xd[static_cast<Eigen::Index>(k) * N + r];
                    Utr[ci[a]] += wa * z[r];
                }
            }
        }
        m_A.diagonal().array() += 1.0;
        m_llt.compute(m_A);
        if (m_llt.info() != Eigen::Success)
            return kNaN;
        L = m_llt.matrixL();
        ldL2 = 2.0 * L.diagonal().array().log().sum();
        RZX = L.triangularView<Eigen::Lower>().solve(m_UtV);
        if (cached) {
            m_VtV = st->XtWX;
        } else {
            m_XtW = X.transpose() * m_w.asDiagonal();
            m_VtV = m_XtW * X;
            if (st) {
                st->w = m_w;
                st->XtWX = m_VtV;
                st->weightsValid = uOnly; // the first stage also needs X'Wz, below
            }
        }
        m_VtV.noalias() -= RZX.transpose() * RZX;
        m_lrx.compute(m_VtV);
        if (m_lrx.info() != Eigen::Success)
            return kNaN;
        RX = m_lrx.matrixL();
        Eigen::VectorXd cu = L.triangularView<Eigen::Lower>().solve(m_Utr);
        if (uOnly) {
            delb.setZero();
        } else {
            if (!cached) {
                m_Vtr = m_XtW * m_z;
                if (st) {
                    st->Vtr = m_Vtr;
                    st->weightsValid = true;
                }
            }
            const Eigen::VectorXd &Vtr = cached ? st->Vtr : m_Vtr;
            delb = RX.triangularView<Eigen::Lower>().solve(Vtr - RZX.transpose() * cu);
            RX.triangularView<Eigen::Lower>().transpose().solveInPlace(delb);
            cu -= RZX * delb;
        }
        L.triangularView<Eigen::Lower>().transpose().solveInPlace(cu);
        delu = cu;
        updateMuFromLinPred(uOnly);
        return resDev() + delu.squaredNorm();
    }

    /// pwrssUpdate; returns false when it fails (lme4 stops with an error there).
    bool pwrssUpdate(bool uOnly)
    {
        double oldpdev = std::numeric_limits<double>::max();
        for (int i = 0; i < maxit; ++i) {
            m_olddelu = delu;
            m_olddelb = delb;
            double pdev = workIter(uOnly);
            if (std::fabs((oldpdev - pdev) / pdev) < tol)
                return true;
            if (std::isnan(pdev) || pdev > oldpdev) {
                if (L.rows() != q)
                    return false;
                for (int k = 0; k < 10 && (std::isnan(pdev) || pdev > oldpdev); ++k) {
                    delu = (m_olddelu + delu) / 2.0;
                    if (!uOnly)
                        delb = (m_olddelb + delb) / 2.0;
                    updateMuFromLinPred(uOnly);
                    pdev = resDev() + delu.squaredNorm();
                }
                if (std::isnan(pdev) || pdev - oldpdev > tol)
                    return false;
            }
            oldpdev = pdev;
        }
        return false;
    }

    double laplace() const { return ldL2 + delu.squaredNorm() + aic(); }

    /// Stage-1 deviance (nAGQ = 0): θ only, β inside PIRLS.
    double devStage1(std::span<const double> th)
    {
        offset.setZero();
        startStage(0);
        setTheta(th);
        ok = pwrssUpdate(false);
        return ok ? laplace() : kNaN;
    }

    /// Stage-2 deviance (nAGQ = 1): (θ, β), β through the offset.
    double devStage2(std::span<const double> par)
    {
        // resp$updateMu(lp0) runs before resp$setOffset(Xβ): PIRLS starts at η = lp0 (the first stage's
        // linear predictor), with the new offset only in the working response
        startStage(1);
        setTheta(par.first(nTheta));
        const Eigen::VectorXd beta = Eigen::Map<const Eigen::VectorXd>(par.data() + nTheta, p);
        offset = X * beta;
        ok = pwrssUpdate(true);
        return ok ? laplace() : kNaN;
    }

private:
    // work space, kept between iterations so that the loops allocate nothing
    Eigen::VectorXd m_w, m_z, m_Utr, m_Vtr, m_olddelu, m_olddelb;
    Eigen::MatrixXd m_A, m_UtV, m_XtW, m_VtV;
    Eigen::LLT<Eigen::MatrixXd> m_llt, m_lrx;
    std::vector<Eigen::MatrixXd> m_lambda;
    // the stages' common start (index 0: first stage, 1: second stage)
    struct Start {
        bool etaValid = false, weightsValid = false;
        Eigen::VectorXd eta, mu, expEta, w, res, Vtr;
        Eigen::MatrixXd XtWX;
    };
    Start m_start[2];
    int m_startStage = -1; ///< the stage whose start the next workIter is at, or -1
    bool m_bernoulli = false;
};

/// lme4:::deriv12's Hessian as optwrap calls it (no bounds), at x with f(x) = fx.
Eigen::MatrixXd deriv12(const std::function<double(const std::vector<double> &)> &f, const std::vector<double> &x,
                        double fx, double delta = 1e-4)
{
    const int nx = static_cast<int>(x.size());
    Eigen::MatrixXd H(nx, nx);
    for (int j = 0; j < nx; ++j) {
        std::vector<double> a = x, s = x;
        a[j] = x[j] + delta;
        s[j] = x[j] - delta;
        const double fadd = f(a), fsub = f(s);
        H(j, j) = fadd / (delta * delta) - 2.0 * fx / (delta * delta) + fsub / (delta * delta);
        for (int i = 0; i < j; ++i) {
            auto at = [&](double di, double dj) {
                std::vector<double> yv = x;
                yv[i] = x[i] + di;
                yv[j] = x[j] + dj;
                return f(yv);
            };
            const double d2 = (2.0 * delta) * (2.0 * delta);
            H(i, j) = H(j, i) = at(delta, delta) / d2 - at(delta, -delta) / d2 - at(-delta, delta) / d2
                + at(-delta, -delta) / d2;
        }
    }
    return H;
}

} // namespace

Result<GlmmFit> fitGlmmBinomial(const GlmmBinomialSpec &spec, const GlmmOptions &options)
{
    GlmerReplay G;
    G.n = spec.successes.size();
    G.p = static_cast<int>(spec.fixedNames.size());
    const std::size_t n = G.n;
    const Eigen::Index N = static_cast<Eigen::Index>(n);
    if (n == 0 || spec.fixedDesign.size() != n * static_cast<std::size_t>(G.p))
        return makeError(ErrorCode::Validation, "the fixed-effects design does not match the observations");
    if (!spec.trials.empty() && spec.trials.size() != n)
        return makeError(ErrorCode::Validation, "trials and successes differ in length");
    G.ksucc = Eigen::Map<const Eigen::VectorXd>(spec.successes.data(), N);
    G.ntrial = spec.trials.empty() ? Eigen::VectorXd::Ones(N)
                                   : Eigen::VectorXd(Eigen::Map<const Eigen::VectorXd>(spec.trials.data(), N));
    G.y.resize(N);
    G.aicConst.resize(N);
    for (Eigen::Index i = 0; i < N; ++i) {
        const double kk = G.ksucc(i), mm = G.ntrial(i);
        if (!(mm > 0) || kk < 0 || kk > mm || !std::isfinite(kk) || !std::isfinite(mm))
            return makeError(ErrorCode::Validation, "successes must lie in 0..trials");
        G.y(i) = kk / mm;
        G.aicConst(i) = stats::lgammafn(mm + 1) - stats::lgammafn(kk + 1) - stats::lgammafn(mm - kk + 1);
    }
    G.wt = G.ntrial;
    G.X = Eigen::Map<const Eigen::MatrixXd>(spec.fixedDesign.data(), N, G.p);
    auto terms = detail::makeTerms(spec.terms, n);
    if (!terms)
        return terms.error();
    G.terms = std::move(*terms);
    std::vector<std::string> thetaNames;
    for (const detail::ReTerm &t : G.terms) {
        G.thetaOffset.push_back(G.nTheta);
        G.termOffset.push_back(G.q);
        G.nTheta += t.nTheta();
        G.q += t.size();
        t.appendLower(G.lower);
        t.appendNames(thetaNames);
    }
    const int nth = G.nTheta, p = G.p;
    G.setup();

    GlmmFit fit;
    fit.nobs = n;
    fit.fixedNames = spec.fixedNames;
    fit.thetaNames = thetaNames;
    if (G.y.minCoeff() == G.y.maxCoeff()) {
        fit.status = FitStatus::NumericalIssue; // lme4: "Response is constant"
        fit.optimizer.message = "the response is constant";
        return fit;
    }

    // mkGlmerDevfun: μ from binomial()$initialize, one PIRLS (β inside) at the start θ, lp0 = its η
    std::vector<double> theta0;
    for (double l : G.lower)
        theta0.push_back(l == 0.0 ? 1.0 : 0.0);
    G.eta.resize(N);
    for (Eigen::Index i = 0; i < N; ++i) {
        const double ms = (G.wt(i) * G.y(i) + 0.5) / (G.wt(i) + 1.0);
        G.eta(i) = std::log(ms / (1.0 - ms));
    }
    G.setMu();
    G.setTheta(theta0);
    if (!G.pwrssUpdate(false)) {
        fit.optimizer.message = "PIRLS failed at the start";
        return fit;
    }
    G.setLp0(G.linPred());

    // stage 1 (nAGQ = 0): optwrap("bobyqa", adj = FALSE, calc.derivs = FALSE) with glmerControl's empty optCtrl,
    // i.e. minqa::bobyqa with its defaults (npt = min(n+2, 2n), rhobeg = min(0.95, 0.2 max|θ0|), rhoend =
    // 1e-6 rhobeg, maxfun = 10000), which evaluates f(θ0) before the Fortran and f(θ̂) after it; optwrap then
    // evaluates f(θ̂) once more. PIRLS starts from the previous state, so every one of these calls matters.
    detail::BobyqaPowellOptions bo;
    bo.maxfun = std::min(10000, options.maxEvaluations);
    bo.stop = options.stop;
    const detail::OptimResult opt1 = detail::bobyqaPowell(
        [&](std::span<const double> th) { return G.devStage1(th); }, theta0, G.lower, {}, bo);
    int evaluations = opt1.evaluations + 3; // with minqa's two calls and optwrap's
    if (options.stop.stop_requested()) {
        fit.status = FitStatus::Cancelled;
        fit.optimizer.message = "cancelled";
        return fit;
    }
    if (!std::isfinite(G.devStage1(opt1.x))) {
        fit.optimizer.message = "PIRLS failed in the first stage";
        return fit;
    }
    // updateGlmerDevfun: lp0 from the final stage-1 state, start (θ₁, δβ), Nelder–Mead steps from RX
    G.setLp0(G.linPred());
    std::vector<double> x0 = opt1.x;
    for (int j = 0; j < p; ++j)
        x0.push_back(G.delb(j));
    Eigen::MatrixXd RXi = G.RX.triangularView<Eigen::Lower>().solve(Eigen::MatrixXd::Identity(p, p));
    const Eigen::MatrixXd unsc1 = RXi.transpose() * RXi;
    detail::NelderMeadOptions no;
    for (int i = 0; i < nth; ++i)
        no.xst.push_back(0.2 * 0.1);
    for (int j = 0; j < p; ++j)
        no.xst.push_back(0.2 * std::min(std::sqrt(unsc1(j, j)), 10.0));
    for (double s : no.xst)
        no.xt.push_back(s * 5e-4);
    no.maxEvaluations = 10000;
    no.stop = options.stop;
    std::vector<double> lower = G.lower;
    lower.resize(nth + p, -kInf);
    auto dev2 = [&](std::span<const double> par) { return G.devStage2(par); };
    const detail::OptimResult opt = detail::nelderMeadLme4(dev2, x0, lower, no);
    evaluations += opt.evaluations;
    fit.optimizer.thetaStart = x0;
    fit.optimizer.message = opt.message;
    if (options.stop.stop_requested()) {
        fit.status = FitStatus::Cancelled;
        fit.optimizer.evaluations = evaluations;
        return fit;
    }
    if (!std::isfinite(opt.fval) || opt.x.empty()) {
        fit.optimizer.evaluations = evaluations;
        return fit;
    }
    std::vector<double> par = opt.x;
    double fval = opt.fval;
    // optwrap: deriv12(fn, opt$par, fx = opt$value) at the optimum (calc.derivs), then the state is reset there.
    // Nelder_Mead's result has $fval but no $value, so deriv12 evaluates fx = f(opt$par) itself first; that call
    // moves the PIRLS state, and its value (not the simplex's) enters the Hessian's diagonal.
    auto fv = [&](const std::vector<double> &v) { return G.devStage2(v); };
    const double fx = G.devStage2(par);
    const Eigen::MatrixXd Hs = deriv12(fv, par, fx);
    evaluations += 1 + (nth + p) * (nth + p + 1) * 2;
    G.devStage2(par);
    // check.boundary (boundary.tol 1e-5): a θ just above its bound is tried on it
    bool edge = false;
    for (int i = 0; i < nth; ++i) {
        const double bd = G.theta[i] - G.lower[i];
        if (bd > 0 && bd < 1e-5) {
            edge = true;
            std::vector<double> tmp = par;
            tmp[i] = G.lower[i];
            if (G.devStage2(tmp) < fval)
                par[i] = tmp[i];
        }
    }
    if (edge)
        fval = G.devStage2(par);

    fit.status = opt.converged ? FitStatus::Converged : FitStatus::MaxEvaluations;
    fit.optimizer.thetaEnd = par;
    fit.optimizer.objective = fval;
    fit.optimizer.evaluations = evaluations;
    fit.optimizer.converged = opt.converged;
    fit.theta.assign(par.begin(), par.begin() + nth);
    fit.beta.assign(par.begin() + nth, par.end());
    for (int i = 0; i < nth; ++i)
        fit.singular = fit.singular || (G.lower[i] == 0.0 && fit.theta[i] < options.singularTolerance);
    fit.laplaceDeviance = fval;
    fit.logLik = -fval / 2.0;
    fit.dfLogLik = p + nth;
    fit.aic = fval + 2.0 * fit.dfLogLik;
    fit.bic = fval + std::log(static_cast<double>(n)) * fit.dfLogLik;
    fit.devianceResiduals = G.resDev();
    // vcov.merMod(use.hessian = TRUE): 2 (H⁻¹)_ββ symmetrised, else (RX'RX)⁻¹
    RXi = G.RX.triangularView<Eigen::Lower>().solve(Eigen::MatrixXd::Identity(p, p));
    Eigen::MatrixXd V = RXi.transpose() * RXi;
    if (Hs.allFinite()) {
        Eigen::FullPivLU<Eigen::MatrixXd> lu(Hs);
        if (lu.isInvertible()) {
            const Eigen::MatrixXd hi = lu.inverse().bottomRightCorner(p, p);
            const Eigen::MatrixXd Vh = hi + hi.transpose();
            Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> es(Vh, Eigen::EigenvaluesOnly);
            if (Vh.allFinite() && es.eigenvalues().minCoeff() > 0) {
                V = Vh;
                fit.vcovFromHessian = true;
            }
        }
    }
    fit.vcov.resize(static_cast<std::size_t>(p) * p);
    for (int i = 0; i < p; ++i) {
        fit.se.push_back(std::sqrt(V(i, i)));
        fit.z.push_back(fit.beta[i] / fit.se[i]);
        fit.p.push_back(2.0 * stats::pnorm(-std::fabs(fit.z[i])));
        for (int j = 0; j < p; ++j)
            fit.vcov[static_cast<std::size_t>(i) * p + j] = V(i, j);
    }
    for (std::size_t t = 0; t < G.terms.size(); ++t) {
        const detail::ReTerm &term = G.terms[t];
        const Eigen::MatrixXd lam = term.lambda(fit.theta.data() + G.thetaOffset[t]);
        const Eigen::MatrixXd S = lam * lam.transpose();
        for (int j = 0; j < term.k; ++j)
            fit.varCorr.push_back({term.displayName, term.columnNames[j], "", S(j, j), std::sqrt(S(j, j))});
        for (int j = 0; j < term.k; ++j)
            for (int i = j + 1; i < term.k; ++i)
                fit.varCorr.push_back({term.displayName, term.columnNames[j], term.columnNames[i], S(i, j),
                                       S(i, j) / std::sqrt(S(i, i) * S(j, j))});
    }
    return fit;
}

LikelihoodRatioTest likelihoodRatioTest(const GlmmFit &null, const GlmmFit &full)
{
    LikelihoodRatioTest t;
    t.df = full.dfLogLik - null.dfLogLik;
    t.chisq = std::max(0.0, 2.0 * (full.logLik - null.logLik));
    t.p = t.df > 0 ? stats::pchisq(t.chisq, t.df, false) : kNaN;
    return t;
}

} // namespace rl::mixed

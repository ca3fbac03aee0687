// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/mixed/satterthwaite.h"

#include "engine/mixed/deviance.h"
#include "engine/mixed/numderiv.h"
#include "engine/mixed/predictor.h"
#include "engine/stats/distributions.h"

#include <Eigen/Eigenvalues>

#include <cmath>
#include <limits>

namespace rl::mixed {

using detail::Predictor;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

Eigen::MatrixXd rowMajor(const std::vector<double> &v, int r, int c)
{
    return Eigen::Map<const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(v.data(), r, c);
}

double qform(const Eigen::VectorXd &x, const Eigen::MatrixXd &A) { return x.dot(A * x); }

} // namespace

Result<SatterthwaiteModel> satterthwaiteModel(const LmmFit &fit)
{
    if (!fit.model)
        return makeError(ErrorCode::Validation, "the fit holds no model");
    if (fit.status == FitStatus::NumericalIssue)
        return makeError(ErrorCode::Validation, "the fit failed; no Satterthwaite df");
    const int p = static_cast<int>(fit.beta.size());
    SatterthwaiteModel sm;
    sm.varpar = fit.theta;
    sm.varpar.push_back(fit.sigma);
    const int k = static_cast<int>(sm.varpar.size());
    Predictor pred(fit.model, true);
    const bool reml = fit.reml;
    auto dev = [&](const std::vector<double> &vp) { return detail::devianceVarpar(pred, vp, reml); };
    const Eigen::MatrixXd H = detail::richardsonHessian(dev, sm.varpar);
    sm.hessian.assign(static_cast<std::size_t>(k) * k, 0.0);
    for (int i = 0; i < k; ++i)
        for (int j = 0; j < k; ++j)
            sm.hessian[static_cast<std::size_t>(i) * k + j] = H(i, j);
    Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> eig(H);
    const double tol = 1e-8;
    Eigen::MatrixXd A = Eigen::MatrixXd::Zero(k, k);
    for (int i = 0; i < k; ++i) {
        const double ev = eig.eigenvalues()(i);
        if (ev < -tol)
            ++sm.negativeEigenvalues;
        else if (ev < tol)
            ++sm.zeroEigenvalues;
        if (ev > tol)
            A += eig.eigenvectors().col(i) * eig.eigenvectors().col(i).transpose() / ev;
    }
    A *= 2.0;
    sm.vcovVarpar.resize(static_cast<std::size_t>(k) * k);
    for (int i = 0; i < k; ++i)
        for (int j = 0; j < k; ++j)
            sm.vcovVarpar[static_cast<std::size_t>(i) * k + j] = A(i, j);
    // get_covbeta: σ² (RX'RX)⁻¹ at θ, vectorised column-major as R does
    auto covbeta = [&](const std::vector<double> &vp) -> Eigen::VectorXd {
        pred.setTheta(std::span<const double>(vp.data(), vp.size() - 1));
        Eigen::VectorXd out(static_cast<Eigen::Index>(p) * p);
        if (!pred.updateDecomp()) {
            out.setConstant(kNaN);
            return out;
        }
        const double s2 = vp.back() * vp.back();
        const Eigen::MatrixXd C = s2 * pred.rxtrx().inverse();
        return Eigen::Map<const Eigen::VectorXd>(C.data(), C.size());
    };
    const Eigen::MatrixXd J = detail::richardsonJacobian(covbeta, sm.varpar);
    for (int c = 0; c < k; ++c) {
        std::vector<double> Jk(static_cast<std::size_t>(p) * p);
        for (int i = 0; i < p; ++i)
            for (int j = 0; j < p; ++j)
                Jk[static_cast<std::size_t>(i) * p + j] = J(j * p + i, c);
        sm.jacobian.push_back(std::move(Jk));
    }
    return sm;
}

namespace {

/// contest1D core: variance, gradient and df of one contrast.
ContrastTest test1D(const LmmFit &fit, const SatterthwaiteModel &sm, const Eigen::VectorXd &l)
{
    const int p = static_cast<int>(fit.beta.size());
    const int k = static_cast<int>(sm.varpar.size());
    const Eigen::MatrixXd C = rowMajor(fit.vcov, p, p);
    const Eigen::MatrixXd A = rowMajor(sm.vcovVarpar, k, k);
    const Eigen::VectorXd beta = Eigen::Map<const Eigen::VectorXd>(fit.beta.data(), p);
    ContrastTest r;
    r.estimate = l.dot(beta);
    const double v = qform(l, C);
    Eigen::VectorXd g(k);
    for (int i = 0; i < k; ++i)
        g(i) = qform(l, rowMajor(sm.jacobian[i], p, p));
    r.se = std::sqrt(v);
    r.df = 2.0 * v * v / qform(g, A);
    r.t = r.estimate / r.se;
    r.p = 2.0 * stats::pt(std::fabs(r.t), r.df, false);
    return r;
}

} // namespace

std::vector<ContrastTest> coefficientTests(const LmmFit &fit, const SatterthwaiteModel &sm)
{
    const int p = static_cast<int>(fit.beta.size());
    std::vector<ContrastTest> out;
    for (int i = 0; i < p; ++i)
        out.push_back(test1D(fit, sm, Eigen::VectorXd::Unit(p, i)));
    return out;
}

FTest contrastFTest(const LmmFit &fit, const SatterthwaiteModel &sm, const Contrast &c)
{
    const int p = static_cast<int>(fit.beta.size());
    FTest out;
    out.term = c.term;
    if (c.rows <= 0 || c.L.size() != static_cast<std::size_t>(c.rows) * p) {
        out.sumSq = out.meanSq = out.denDf = out.F = out.p = kNaN;
        return out;
    }
    const Eigen::MatrixXd L = rowMajor(c.L, c.rows, p);
    const Eigen::MatrixXd C = rowMajor(fit.vcov, p, p);
    const Eigen::VectorXd beta = Eigen::Map<const Eigen::VectorXd>(fit.beta.data(), p);
    const double s2 = fit.sigma * fit.sigma;
    auto finish = [&](double F, int q, double ddf) {
        out.F = F;
        out.numDf = q;
        out.denDf = ddf;
        out.meanSq = F * s2;
        out.sumSq = out.meanSq * q;
        out.p = stats::pf(F, q, ddf, false);
        return out;
    };
    if (c.rows == 1) {
        const ContrastTest t = test1D(fit, sm, L.row(0).transpose());
        return finish(t.t * t.t, 1, t.df);
    }
    // eigen(VLbeta): R orders the eigenvalues decreasingly
    const Eigen::MatrixXd VL = L * C * L.transpose();
    Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> eig(VL);
    const int r = c.rows;
    Eigen::VectorXd d(r);
    Eigen::MatrixXd P(r, r);
    for (int i = 0; i < r; ++i) {
        d(i) = eig.eigenvalues()(r - 1 - i);
        P.col(i) = eig.eigenvectors().col(r - 1 - i);
    }
    const double tol = std::max(std::sqrt(std::numeric_limits<double>::epsilon()) * d(0), 0.0);
    int q = 0;
    for (int i = 0; i < r; ++i)
        q += d(i) > tol ? 1 : 0;
    if (q == 0) {
        out.sumSq = out.meanSq = out.denDf = out.F = out.p = kNaN;
        return out;
    }
    const Eigen::MatrixXd PtL = (P.transpose() * L).topRows(q);
    if (q == 1) {
        const ContrastTest t = test1D(fit, sm, PtL.row(0).transpose());
        return finish(t.t * t.t, 1, t.df);
    }
    const int k = static_cast<int>(sm.varpar.size());
    const Eigen::MatrixXd A = rowMajor(sm.vcovVarpar, k, k);
    double F = 0;
    std::vector<double> nu(q);
    for (int m = 0; m < q; ++m) {
        const Eigen::VectorXd lm = PtL.row(m).transpose();
        const double e = lm.dot(beta);
        F += e * e / d(m);
        Eigen::VectorXd g(k);
        for (int i = 0; i < k; ++i)
            g(i) = qform(lm, rowMajor(sm.jacobian[i], p, p));
        nu[m] = 2.0 * d(m) * d(m) / qform(g, A);
    }
    F /= q;
    // get_Fstat_ddf
    bool allEqual = true;
    for (int m = 1; m < q; ++m)
        allEqual = allEqual && std::fabs(nu[m] - nu[m - 1]) < 1e-8;
    double ddf;
    if (allEqual) {
        ddf = 0;
        for (double v : nu)
            ddf += v / q;
    } else {
        bool small = false;
        double E = 0;
        for (double v : nu) {
            small = small || v <= 2;
            E += v / (v - 2);
        }
        ddf = small ? 2.0 : 2.0 * E / (E - q);
    }
    return finish(F, q, ddf);
}

std::vector<FTest> anova(const LmmFit &fit, const SatterthwaiteModel &sm, const std::vector<Contrast> &contrasts)
{
    std::vector<FTest> out;
    for (const Contrast &c : contrasts)
        out.push_back(contrastFTest(fit, sm, c));
    return out;
}

} // namespace rl::mixed

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/mixed/predictor.h"

#include <Eigen/Cholesky>
#include <Eigen/Eigenvalues>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rl::mixed::detail {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
}

Result<std::shared_ptr<LmmModel>> LmmModel::make(const LmmSpec &spec, bool allowStructured)
{
    auto m = std::make_shared<LmmModel>();
    m->n = spec.response.size();
    m->p = static_cast<int>(spec.fixedNames.size());
    const std::size_t n = m->n;
    const int p = m->p;
    if (n == 0)
        return makeError(ErrorCode::Validation, "no observations");
    if (spec.fixedDesign.size() != n * static_cast<std::size_t>(p))
        return makeError(ErrorCode::Validation, "the fixed-effects design has " + std::to_string(spec.fixedDesign.size())
                                                    + " values, expected n × p = " + std::to_string(n * p));
    if (static_cast<std::size_t>(p) >= n)
        return makeError(ErrorCode::Validation, "more fixed effects than observations");
    for (double v : spec.response)
        if (!std::isfinite(v))
            return makeError(ErrorCode::Validation, "the response has missing or non-finite values");
    auto terms = makeTerms(spec.terms, n);
    if (!terms)
        return terms.error();
    m->terms = std::move(*terms);
    m->fixedNames = spec.fixedNames;
    m->X = Eigen::Map<const Eigen::MatrixXd>(spec.fixedDesign.data(), static_cast<Eigen::Index>(n), p);
    m->y = Eigen::Map<const Eigen::VectorXd>(spec.response.data(), static_cast<Eigen::Index>(n));
    for (const ReTerm &t : m->terms) {
        m->thetaOffset.push_back(m->nTheta);
        m->nTheta += t.nTheta();
        t.appendLower(m->lower);
        t.appendNames(m->thetaNames);
    }

    const ReTerm &t0 = m->terms[0];
    m->k0 = t0.k;
    m->m0 = t0.levels;
    const int k0 = m->k0;
    const int nt = static_cast<int>(m->terms.size());
    // rest layout
    m->restOffset.assign(nt, 0);
    std::vector<int> blockIdOffset(nt, 0);
    int nBlocks = 0;
    for (int t = 1; t < nt; ++t) {
        m->restOffset[t] = m->q2;
        blockIdOffset[t] = nBlocks;
        for (int l = 0; l < m->terms[t].levels; ++l) {
            m->blockTerm.push_back(t);
            m->blockStart.push_back(m->q2 + l * m->terms[t].k);
        }
        nBlocks += m->terms[t].levels;
        m->q2 += m->terms[t].size();
    }
    const int q2 = m->q2;
    const int N = q2 + p + 1;

    // observations grouped by level of the first term
    std::vector<int> count(m->m0 + 1, 0);
    for (int c : t0.codes)
        ++count[c + 1];
    for (int i = 0; i < m->m0; ++i)
        count[i + 1] += count[i];
    std::vector<int> order(n);
    {
        std::vector<int> fill(count.begin(), count.end() - 1);
        for (std::size_t r = 0; r < n; ++r)
            order[fill[t0.codes[r]]++] = static_cast<int>(r);
    }

    m->ztz0.assign(m->m0, Eigen::MatrixXd::Zero(k0, k0));
    m->ztxy0.assign(m->m0, Eigen::MatrixXd::Zero(k0, p + 1));
    m->restBlocks.assign(m->m0, {});
    m->ztz2.assign(m->m0, Eigen::MatrixXd());
    m->dense0 = Eigen::MatrixXd::Zero(N, N);
    std::vector<int> pos(nBlocks, -1);
    std::vector<double> xy(p + 1);
    std::vector<int> restCols;
    std::vector<double> restVals;
    for (int i = 0; i < m->m0; ++i) {
        std::vector<int> &blocks = m->restBlocks[i];
        for (int a = count[i]; a < count[i + 1]; ++a) {
            const int r = order[a];
            for (int t = 1; t < nt; ++t)
                blocks.push_back(blockIdOffset[t] + m->terms[t].codes[r]);
        }
        std::sort(blocks.begin(), blocks.end());
        blocks.erase(std::unique(blocks.begin(), blocks.end()), blocks.end());
        int width = 0;
        for (std::size_t b = 0; b < blocks.size(); ++b) {
            pos[blocks[b]] = width;
            width += m->terms[m->blockTerm[blocks[b]]].k;
        }
        Eigen::MatrixXd &z2 = m->ztz2[i];
        z2 = Eigen::MatrixXd::Zero(k0, width);
        for (int a = count[i]; a < count[i + 1]; ++a) {
            const int r = order[a];
            const double *z0 = &t0.z[static_cast<std::size_t>(r) * k0];
            for (int j = 0; j < p; ++j)
                xy[j] = m->X(r, j);
            xy[p] = m->y(r);
            for (int c = 0; c < k0; ++c) {
                for (int d = 0; d < k0; ++d)
                    m->ztz0[i](c, d) += z0[c] * z0[d];
                for (int j = 0; j <= p; ++j)
                    m->ztxy0[i](c, j) += z0[c] * xy[j];
            }
            restCols.clear();
            restVals.clear();
            for (int t = 1; t < nt; ++t) {
                const ReTerm &tt = m->terms[t];
                const int blk = blockIdOffset[t] + tt.codes[r];
                for (int j = 0; j < tt.k; ++j) {
                    const double v = tt.z[static_cast<std::size_t>(r) * tt.k + j];
                    for (int c = 0; c < k0; ++c)
                        z2(c, pos[blk] + j) += z0[c] * v;
                    restCols.push_back(m->blockStart[blk] + j);
                    restVals.push_back(v);
                }
            }
            for (std::size_t u = 0; u < restCols.size(); ++u) {
                for (std::size_t v = 0; v < restCols.size(); ++v)
                    m->dense0(restCols[u], restCols[v]) += restVals[u] * restVals[v];
                for (int j = 0; j <= p; ++j)
                    m->dense0(restCols[u], q2 + j) += restVals[u] * xy[j];
            }
        }
        for (int b : blocks)
            pos[b] = -1;
    }
    // [X y]'[X y]
    Eigen::MatrixXd Xy(static_cast<Eigen::Index>(n), p + 1);
    Xy.leftCols(p) = m->X;
    Xy.col(p) = m->y;
    m->xyxy = Xy.transpose() * Xy;
    m->dense0.block(q2, q2, p + 1, p + 1) = m->xyxy;
    m->dense0.block(q2, 0, p + 1, q2) = m->dense0.block(0, q2, q2, p + 1).transpose();

    m->allScalar = k0 == 1;
    for (const ReTerm &t : m->terms)
        m->allScalar = m->allScalar && t.k == 1;
    if (m->allScalar) {
        m->levelStart.assign(1, 0);
        for (int i = 0; i < m->m0; ++i) {
            const std::vector<int> &blocks = m->restBlocks[i];
            for (std::size_t b = 0; b < blocks.size(); ++b) {
                m->levelCols.push_back(m->blockStart[blocks[b]]);
                m->levelZ.push_back(m->ztz2[i](0, static_cast<Eigen::Index>(b)));
            }
            m->levelStart.push_back(static_cast<int>(m->levelCols.size()));
            m->ztz0s.push_back(m->ztz0[i](0, 0));
        }
        m->restColTerm.assign(q2, 0);
        for (std::size_t b = 0; b < m->blockStart.size(); ++b)
            m->restColTerm[m->blockStart[b]] = m->blockTerm[b];
    }
    if (allowStructured)
        m->structured = m->buildStructured();
    return m;
}

bool LmmModel::buildStructured()
{
    if (terms.size() != 2 || k0 != 1 || terms[1].k != 1 || q2 < 2)
        return false;
    c0 = ztz0[0](0, 0);
    for (const Eigen::MatrixXd &a : ztz0)
        if (a(0, 0) != c0)
            return false;
    c1 = dense0(0, 0);
    for (int i = 0; i < q2; ++i)
        for (int j = 0; j < q2; ++j)
            if (dense0(i, j) != (i == j ? c1 : 0.0))
                return false;
    Eigen::MatrixXd K = Eigen::MatrixXd::Zero(q2, q2);
    Eigen::MatrixXd mtzxy = Eigen::MatrixXd::Zero(q2, p + 1);
    h0 = Eigen::MatrixXd::Zero(p + 1, p + 1);
    for (int i = 0; i < m0; ++i) {
        const std::vector<int> &blocks = restBlocks[i];
        const Eigen::MatrixXd &v = ztz2[i];
        for (std::size_t a = 0; a < blocks.size(); ++a) {
            const int ca = blockStart[blocks[a]];
            for (std::size_t b = 0; b < blocks.size(); ++b)
                K(blockStart[blocks[b]], ca) += v(0, a) * v(0, b);
            mtzxy.row(ca) += v(0, a) * ztxy0[i].row(0);
        }
        h0 += ztxy0[i].transpose() * ztxy0[i];
    }
    Eigen::Tridiagonalization<Eigen::MatrixXd> tri(K);
    triDiag = tri.diagonal();
    triSub = tri.subDiagonal();
    householder = tri.packedMatrix();
    hCoeffs = tri.householderCoefficients();
    g1 = tri.matrixQ().adjoint() * dense0.block(0, q2, q2, p + 1);
    g2 = tri.matrixQ().adjoint() * mtzxy;
    return true;
}

Predictor::Predictor(std::shared_ptr<const LmmModel> model, bool useStructured)
    : m_model(std::move(model))
    , m_useStructured(useStructured && m_model->structured)
{
    m_theta.assign(m_model->nTheta, 0.0);
    m_lambda.resize(m_model->terms.size());
}

void Predictor::setTheta(std::span<const double> theta)
{
    m_theta.assign(theta.begin(), theta.end());
    for (std::size_t t = 0; t < m_model->terms.size(); ++t)
        m_lambda[t] = m_model->terms[t].lambda(m_theta.data() + m_model->thetaOffset[t]);
    m_generalValid = false;
}

bool Predictor::updateDecomp()
{
    const bool ok = m_useStructured ? updateStructured() : (m_model->allScalar ? updateScalar() : updateGeneral());
    if (!ok)
        m_ldL2 = m_ldRX2 = m_pwrss = kNaN;
    return ok;
}

bool Predictor::updateGeneral()
{
    const LmmModel &m = *m_model;
    const int p = m.p, q2 = m.q2, k0 = m.k0;
    m_D = m.dense0;
    // Λ2' · · Λ2 on the rest rows and columns
    for (std::size_t b = 0; b < m.blockStart.size(); ++b) {
        const Eigen::MatrixXd &lam = m_lambda[m.blockTerm[b]];
        const int s = m.blockStart[b], k = static_cast<int>(lam.rows());
        if (k == 1) {
            m_D.row(s) *= lam(0, 0);
            m_D.col(s) *= lam(0, 0);
        } else {
            m_D.middleRows(s, k) = (lam.transpose() * m_D.middleRows(s, k)).eval();
            m_D.middleCols(s, k) = (m_D.middleCols(s, k) * lam).eval();
        }
    }
    for (int c = 0; c < q2; ++c)
        m_D(c, c) += 1.0;

    const Eigen::MatrixXd &lam0 = m_lambda[0];
    m_L0.resize(m.m0);
    m_B.resize(m.m0);
    double ld = 0;
    std::vector<int> idx;
    for (int i = 0; i < m.m0; ++i) {
        const std::vector<int> &blocks = m.restBlocks[i];
        const int width = static_cast<int>(m.ztz2[i].cols());
        Eigen::MatrixXd A = lam0.transpose() * m.ztz0[i] * lam0;
        A.diagonal().array() += 1.0;
        Eigen::LLT<Eigen::MatrixXd> llt(A);
        if (llt.info() != Eigen::Success)
            return false;
        m_L0[i] = llt.matrixL();
        for (int c = 0; c < k0; ++c)
            ld += 2.0 * std::log(m_L0[i](c, c));
        Eigen::MatrixXd &B = m_B[i];
        B.resize(k0, width + p + 1);
        idx.clear();
        int off = 0;
        for (int blk : blocks) {
            const Eigen::MatrixXd &lam = m_lambda[m.blockTerm[blk]];
            const int k = static_cast<int>(lam.rows());
            B.middleCols(off, k) = lam0.transpose() * m.ztz2[i].middleCols(off, k) * lam;
            for (int j = 0; j < k; ++j)
                idx.push_back(m.blockStart[blk] + j);
            off += k;
        }
        B.rightCols(p + 1) = lam0.transpose() * m.ztxy0[i];
        for (int j = 0; j <= p; ++j)
            idx.push_back(q2 + j);
        m_L0[i].triangularView<Eigen::Lower>().solveInPlace(B);
        const int w = static_cast<int>(idx.size());
        if (k0 == 1) {
            const double *bv = B.data();
            for (int a = 0; a < w; ++a) {
                const double ba = bv[a];
                double *col = &m_D(0, idx[a]);
                for (int c = a; c < w; ++c)
                    col[idx[c]] -= ba * bv[c]; // lower triangle: row idx[c] ≥ idx[a]
            }
        } else {
            for (int a = 0; a < w; ++a)
                for (int c = a; c < w; ++c)
                    m_D(idx[c], idx[a]) -= B.col(a).dot(B.col(c));
        }
    }
    return factorSchur(ld);
}

/// Shared end of updateGeneral / updateScalar: factors the dense Schur complement m_D in place (lower Cholesky) and
/// takes log|L|² = ld (the eliminated levels' part) + Σ 2 log diag over the q2 rest columns, log|RX|² from the [X y]
/// block's diagonal and the penalised RSS from its last diagonal entry.
bool Predictor::factorSchur(double ld)
{
    const int p = m_model->p, q2 = m_model->q2;
    Eigen::LLT<Eigen::Ref<Eigen::MatrixXd>, Eigen::Lower> llt(m_D);
    if (llt.info() != Eigen::Success)
        return false;
    for (int c = 0; c < q2; ++c)
        ld += 2.0 * std::log(m_D(c, c));
    m_Lxy = m_D.bottomRightCorner(p + 1, p + 1).triangularView<Eigen::Lower>();
    double ldrx = 0;
    for (int c = 0; c < p; ++c)
        ldrx += 2.0 * std::log(m_Lxy(c, c));
    m_ldL2 = ld;
    m_ldRX2 = ldrx;
    m_pwrss = m_Lxy(p, p) * m_Lxy(p, p);
    m_generalValid = true;
    return std::isfinite(m_ldL2) && std::isfinite(m_ldRX2) && std::isfinite(m_pwrss);
}

bool Predictor::updateScalar()
{
    const LmmModel &m = *m_model;
    const int p = m.p, q2 = m.q2;
    const int N = q2 + p + 1;
    m_colScale.assign(N, 1.0);
    for (int c = 0; c < q2; ++c)
        m_colScale[c] = m_theta[m.thetaOffset[m.restColTerm[c]]];
    if (m_D.rows() != N)
        m_D.resize(N, N);
    // lower triangle of Λ'[Z2 X y]'[Z2 X y]Λ (+ I on the rest), column by column
    for (int b = 0; b < N; ++b) {
        const double sb = m_colScale[b];
        const double *src = &m.dense0(0, b);
        double *dst = &m_D(0, b);
        for (int a = b; a < N; ++a)
            dst[a] = src[a] * m_colScale[a] * sb;
        if (b < q2)
            dst[b] += 1.0;
    }
    const double t0 = m_theta[0];
    m_l0.resize(m.m0);
    const std::size_t width = static_cast<std::size_t>(p) + 1;
    m_Bs.resize(m.levelCols.size() + static_cast<std::size_t>(m.m0) * width);
    std::vector<int> idx;
    double ld = 0;
    for (int i = 0; i < m.m0; ++i) {
        const double a0 = t0 * t0 * m.ztz0s[i] + 1.0;
        const double l0 = std::sqrt(a0);
        m_l0[i] = l0;
        ld += std::log(a0);
        const int s0 = m.levelStart[i], s1 = m.levelStart[i + 1];
        const int w = s1 - s0 + p + 1;
        double *B = &m_Bs[static_cast<std::size_t>(s0) + static_cast<std::size_t>(i) * width];
        idx.resize(w);
        const double f = t0 / l0;
        for (int c = s0; c < s1; ++c) {
            const int col = m.levelCols[c];
            B[c - s0] = f * m.levelZ[c] * m_colScale[col];
            idx[c - s0] = col;
        }
        for (int j = 0; j <= p; ++j) {
            B[s1 - s0 + j] = f * m.ztxy0[i](0, j);
            idx[s1 - s0 + j] = q2 + j;
        }
        for (int a = 0; a < w; ++a) {
            const double ba = B[a];
            double *col = &m_D(0, idx[a]);
            for (int c = a; c < w; ++c)
                col[idx[c]] -= ba * B[c];
        }
    }
    return factorSchur(ld);
}

void Predictor::solveScalar()
{
    const LmmModel &m = *m_model;
    const int p = m.p, q2 = m.q2;
    const int N = q2 + p + 1;
    Eigen::VectorXd s = m_D.row(N - 1).head(N - 1).transpose();
    m_D.topLeftCorner(N - 1, N - 1).triangularView<Eigen::Lower>().transpose().solveInPlace(s);
    m_beta = s.tail(p);
    m_u.resize(static_cast<Eigen::Index>(m.m0) + q2);
    m_u.tail(q2) = s.head(q2);
    const std::size_t width = static_cast<std::size_t>(p) + 1;
    for (int i = 0; i < m.m0; ++i) {
        const int s0 = m.levelStart[i], s1 = m.levelStart[i + 1];
        const double *B = &m_Bs[static_cast<std::size_t>(s0) + static_cast<std::size_t>(i) * width];
        double r = B[s1 - s0 + p];
        for (int c = s0; c < s1; ++c)
            r -= B[c - s0] * s(m.levelCols[c]);
        for (int j = 0; j < p; ++j)
            r -= B[s1 - s0 + j] * m_beta(j);
        m_u(i) = r / m_l0[i];
    }
}

bool Predictor::updateStructured()
{
    const LmmModel &m = *m_model;
    const int p = m.p, q2 = m.q2;
    const double t0 = m_theta[0], t1 = m_theta[1];
    const double a0 = t0 * t0 * m.c0 + 1.0;
    const double d0 = t0 * t0 / a0;
    const double a = t1 * t1 * m.c1 + 1.0;
    const double bc = t1 * t1 * d0;
    m_F = t1 * (m.g1 - d0 * m.g2);
    Eigen::MatrixXd W = m_F;
    Eigen::MatrixXd S = m.xyxy - d0 * m.h0;
    m_triD.resize(q2);
    m_triL.resize(q2);
    double logdet = 0;
    double dk = a - bc * m.triDiag(0);
    for (int k = 0;; ++k) {
        if (!(dk > 0))
            return false;
        m_triD(k) = dk;
        logdet += std::log(dk);
        S.noalias() -= W.row(k).transpose() * W.row(k) / dk;
        if (k + 1 == q2)
            break;
        const double beta = -bc * m.triSub(k);
        const double l = beta / dk;
        m_triL(k) = l;
        W.row(k + 1) -= l * W.row(k);
        dk = a - bc * m.triDiag(k + 1) - l * beta;
    }
    Eigen::LLT<Eigen::MatrixXd> llt(S);
    if (llt.info() != Eigen::Success)
        return false;
    m_Lxy = llt.matrixL();
    double ldrx = 0;
    for (int c = 0; c < p; ++c)
        ldrx += 2.0 * std::log(m_Lxy(c, c));
    m_ldL2 = m.m0 * std::log(a0) + logdet;
    m_ldRX2 = ldrx;
    m_pwrss = m_Lxy(p, p) * m_Lxy(p, p);
    return std::isfinite(m_ldL2) && std::isfinite(m_pwrss);
}

Eigen::MatrixXd Predictor::rxtrx() const
{
    const int p = m_model->p;
    Eigen::MatrixXd lx = m_Lxy.topLeftCorner(p, p).triangularView<Eigen::Lower>();
    return lx * lx.transpose();
}

void Predictor::solveStructured()
{
    const LmmModel &m = *m_model;
    const int p = m.p, q2 = m.q2;
    const double t0 = m_theta[0], t1 = m_theta[1];
    const double a0 = t0 * t0 * m.c0 + 1.0;
    // β = Lx'⁻¹ lxy
    m_beta = m_Lxy.row(p).head(p).transpose();
    m_Lxy.topLeftCorner(p, p).triangularView<Eigen::Lower>().transpose().solveInPlace(m_beta);
    // z = (aI − bT)⁻¹ (F_y − F_x β), then u2 = Q z
    Eigen::VectorXd z = m_F.col(p) - m_F.leftCols(p) * m_beta;
    for (int k = 1; k < q2; ++k)
        z(k) -= m_triL(k - 1) * z(k - 1);
    for (int k = 0; k < q2; ++k)
        z(k) /= m_triD(k);
    for (int k = q2 - 2; k >= 0; --k)
        z(k) -= m_triL(k) * z(k + 1);
    const Eigen::HouseholderSequence<Eigen::MatrixXd, Eigen::VectorXd> Q
        = Eigen::HouseholderSequence<Eigen::MatrixXd, Eigen::VectorXd>(m.householder, m.hCoeffs)
              .setLength(q2 - 1)
              .setShift(1);
    const Eigen::VectorXd u2 = Q * z;
    m_u.resize(static_cast<Eigen::Index>(m.m0) + q2);
    m_u.tail(q2) = u2;
    // first block row: a0 u1_i + θ0θ1 M_i u2 + θ0 Z0_i'X β = θ0 Z0_i'y
    for (int i = 0; i < m.m0; ++i) {
        double r = m.ztxy0[i](0, p) - m.ztxy0[i].leftCols(p).row(0).dot(m_beta);
        double mu = 0;
        const std::vector<int> &blocks = m.restBlocks[i];
        for (std::size_t b = 0; b < blocks.size(); ++b)
            mu += m.ztz2[i](0, static_cast<Eigen::Index>(b)) * u2(m.blockStart[blocks[b]]);
        m_u(i) = (t0 * r - t0 * t1 * mu) / a0;
    }
}

void Predictor::solve()
{
    const LmmModel &m = *m_model;
    if (m_useStructured) {
        solveStructured();
        return;
    }
    if (m.allScalar) {
        if (!m_generalValid && !updateScalar())
            return;
        solveScalar();
        return;
    }
    if (!m_generalValid && !updateGeneral())
        return;
    const int p = m.p, q2 = m.q2, k0 = m.k0;
    const int N = q2 + p + 1;
    // Ld' s = l_d  (Ld: the first N-1 rows/cols of the dense factor, l_d its last row)
    Eigen::VectorXd s = m_D.row(N - 1).head(N - 1).transpose();
    m_D.topLeftCorner(N - 1, N - 1).triangularView<Eigen::Lower>().transpose().solveInPlace(s);
    m_beta = s.tail(p);
    m_u.resize(static_cast<Eigen::Index>(m.m0) * k0 + q2);
    m_u.tail(q2) = s.head(q2);
    for (int i = 0; i < m.m0; ++i) {
        const Eigen::MatrixXd &B = m_B[i];
        const int width = static_cast<int>(B.cols()) - p - 1;
        Eigen::VectorXd rhs = B.col(B.cols() - 1);
        int off = 0;
        for (int blk : m.restBlocks[i]) {
            const int k = m.terms[m.blockTerm[blk]].k;
            rhs -= B.middleCols(off, k) * s.segment(m.blockStart[blk], k);
            off += k;
        }
        rhs -= B.middleCols(width, p) * m_beta;
        m_L0[i].triangularView<Eigen::Lower>().transpose().solveInPlace(rhs);
        m_u.segment(static_cast<Eigen::Index>(i) * k0, k0) = rhs;
    }
}

Eigen::VectorXd Predictor::b() const
{
    const LmmModel &m = *m_model;
    Eigen::VectorXd out(m_u.size());
    Eigen::Index off = 0;
    for (std::size_t t = 0; t < m.terms.size(); ++t) {
        const int k = m.terms[t].k;
        for (int l = 0; l < m.terms[t].levels; ++l) {
            out.segment(off, k) = m_lambda[t] * m_u.segment(off, k);
            off += k;
        }
    }
    return out;
}

} // namespace rl::mixed::detail

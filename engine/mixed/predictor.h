// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/mixed/terms.h"

#include <Eigen/Dense>

#include <memory>
#include <span>
#include <vector>

/// Internal: the linear predictor of an LMM (lme4's merPredD / MixedModels.jl's blocked L).
///
/// Structure. The random effects are split into the first term (the one with most levels after
/// lme4's ordering; its block of Λ'Z'ZΛ + I is block diagonal, one k0 × k0 block per level) and the
/// rest (all other terms, dimension q2, held dense). With the response appended to X, the system
///     Ω = [Λ'Z'ZΛ + I, Λ'Z'X, Λ'Z'y; X'ZΛ, X'X, X'y; y'ZΛ, y'X, y'y]
/// is factored blockwise: each level's block L_i (k0 × k0), then the Schur complement of the first term
/// on [rest | X | y], dense (q2 + p + 1)², built in O(Σ_i nnz_i²) from the per-level sparse
/// cross-products and factored by a dense Cholesky. Its last diagonal element squared is the penalised
/// residual sum of squares, its X block is RX', so log|L|², log|RX|² and pwrss come out of one factor.
///
/// Structured path (exact, used when it applies): two terms with one column each, the first with the
/// same Z'Z on every level (c0) and the second with Z2'Z2 = c1·I (balanced crossed designs such as
/// 1,000 raters × 1,440 images with 50 ratings per image and 72 per rater). Then the rest block is
///     (θ1²c1 + 1) I − θ1² θ0²/(θ0²c0 + 1) · M'M,   M = Z0'Z2 (fixed),
/// so one Householder tridiagonalisation M'M = QTQ' (done once) turns every evaluation into a
/// tridiagonal LDL' of size q2 plus O(q2 (p+1)²) work. Unbalanced data take the general path.
namespace rl::mixed::detail {

/// Immutable model data and θ-independent cross-products.
class LmmModel {
public:
    static Result<std::shared_ptr<LmmModel>> make(const LmmSpec &spec, bool allowStructured);

    std::size_t n = 0;
    int p = 0;
    std::vector<ReTerm> terms;
    std::vector<std::string> fixedNames;
    Eigen::MatrixXd X;  ///< n × p
    Eigen::VectorXd y;
    std::vector<int> thetaOffset; ///< per term
    int nTheta = 0;
    std::vector<double> lower;
    std::vector<std::string> thetaNames;

    // first term (block diagonal)
    int k0 = 0, m0 = 0;
    std::vector<Eigen::MatrixXd> ztz0;   ///< per level: Z0_i'Z0_i (k0 × k0)
    std::vector<Eigen::MatrixXd> ztxy0;  ///< per level: Z0_i'[X y] (k0 × (p+1))
    std::vector<std::vector<int>> restBlocks; ///< per level: the rest blocks (term-level) touched, sorted
    std::vector<Eigen::MatrixXd> ztz2;   ///< per level: Z0_i'Z2 on those blocks (k0 × Σ k_t), block order
    // rest
    int q2 = 0;
    std::vector<int> restOffset;   ///< per term (index 0 unused): first column of the term in the rest
    std::vector<int> blockTerm;    ///< per rest block: term index
    std::vector<int> blockStart;   ///< per rest block: first rest column
    Eigen::MatrixXd dense0;        ///< [Z2'Z2, Z2'[X y]; ., [X y]'[X y]] (q2 + p + 1)², upper part valid

    // scalar path (k = 1 for every term: random intercepts, e.g. raters × images with missing cells)
    bool allScalar = false;
    std::vector<int> levelStart;     ///< per level of the first term: offset into levelCols / levelZ (size m0 + 1)
    std::vector<int> levelCols;      ///< the rest columns touched by the level, ascending
    std::vector<double> levelZ;      ///< Z0_i'Z2 on those columns
    std::vector<int> restColTerm;    ///< per rest column: its term
    std::vector<double> ztz0s;       ///< per level: Z0_i'Z0_i
    // structured path
    bool structured = false;
    double c0 = 0, c1 = 0;
    Eigen::VectorXd triDiag, triSub; ///< T of M'M = Q T Q'
    Eigen::MatrixXd g1, g2;          ///< Q'Z2'[X y], Q'M'Z0'[X y] (q2 × (p+1))
    Eigen::MatrixXd h0;              ///< (Z0'[X y])'(Z0'[X y]) ((p+1)²)
    Eigen::MatrixXd xyxy;            ///< [X y]'[X y]
    Eigen::MatrixXd householder;     ///< Q as packed Householder reflectors (Eigen::Tridiagonalization)
    Eigen::VectorXd hCoeffs;
    bool buildStructured();
};

/// The mutable predictor for one θ: setTheta → updateDecomp → queries (→ solve for β, u).
class Predictor {
public:
    explicit Predictor(std::shared_ptr<const LmmModel> model, bool useStructured = true);

    void setTheta(std::span<const double> theta);
    /// Factors Ω(θ). Returns false when a pivot is not positive (ldL2 etc. are then NaN).
    bool updateDecomp();
    /// Solves for u, β (the PLS solution at θ) from the current factor (general path only; it
    /// refactors on the general path if the structured one was used).
    void solve();

    // const queries (after updateDecomp)
    double ldL2() const { return m_ldL2; }
    double ldRX2() const { return m_ldRX2; }
    double pwrss() const { return m_pwrss; }
    /// RX'RX = X'V⁻¹X σ² (the X block of the Schur complement), p × p.
    Eigen::MatrixXd rxtrx() const;
    const Eigen::VectorXd &beta() const { return m_beta; }
    const Eigen::VectorXd &u() const { return m_u; }
    /// b = Λu in the model's term order.
    Eigen::VectorXd b() const;
    const std::vector<double> &theta() const { return m_theta; }
    const LmmModel &model() const { return *m_model; }

private:
    bool updateGeneral();
    bool updateScalar();
    bool factorSchur(double ld);
    void solveScalar();
    bool updateStructured();
    void solveStructured();

    std::shared_ptr<const LmmModel> m_model;
    bool m_useStructured = true;
    std::vector<double> m_theta;
    std::vector<Eigen::MatrixXd> m_lambda; ///< per term
    // general path factors
    std::vector<Eigen::MatrixXd> m_L0;     ///< per level k0 × k0 lower
    std::vector<Eigen::MatrixXd> m_B;      ///< per level L_i⁻¹Λ0'[Z0_i'Z2Λ2 | Z0_i'[X y]]
    Eigen::MatrixXd m_D;                   ///< dense Schur complement, then its lower Cholesky factor
    Eigen::MatrixXd m_Lxy;                 ///< (p+1)² lower factor of the [X y] block
    bool m_generalValid = false;
    // scalar path factors
    std::vector<double> m_l0;              ///< per level: √(θ0² Z0_i'Z0_i + 1)
    std::vector<double> m_Bs;              ///< per level (levelStart layout + p + 1 each): the eliminated row
    std::vector<double> m_colScale;        ///< per column of the Schur complement: θ of its term, 1 for [X y]
    // structured path state
    Eigen::MatrixXd m_F;                   ///< Q'·(rest × [X y]) block before elimination
    Eigen::VectorXd m_triD, m_triL;        ///< LDL' of aI − bT: pivots and sub-diagonal multipliers
    double m_ldL2 = 0, m_ldRX2 = 0, m_pwrss = 0;
    Eigen::VectorXd m_beta, m_u;
};

} // namespace rl::mixed::detail

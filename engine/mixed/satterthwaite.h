// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/mixed/lmm.h"

#include <span>
#include <string>
#include <vector>

/// Satterthwaite's denominator degrees of freedom for an LMM, as lmerTest 3.1 computes them
/// (Kuznetsova, Brockhoff & Christensen 2017, J Stat Softw 82(13)):
///  - varpar = (θ, σ); A = 2 H⁺, H = Hessian of lmerTest's devfun_vp (the deviance in (θ, σ), not
///    profiled) by numDeriv's Richardson extrapolation, H⁺ its pseudo-inverse over eigenvalues > 1e-8;
///  - J_k = ∂Cov(β̂)/∂varpar_k by numDeriv::jacobian of Cov(β̂; varpar) = σ² (RX'RX)⁻¹ at θ;
///  - one contrast l: ν = 2 (l'Cl)² / (g'Ag), g_k = l'J_k l;
///  - a q-row contrast L: eigen-decompose LCL' = PDP', F = Σ_m (P_m'Lβ̂)²/d_m / q, ν_m as above for
///    each row P_m'L, and the F df = 2E/(E − q), E = Σ ν_m/(ν_m − 2) (2 if some ν_m ≤ 2; the mean when
///    all ν_m agree to 1e-8), lmerTest's get_Fstat_ddf.
namespace rl::mixed {

struct SatterthwaiteModel {
    std::vector<double> varpar;                ///< (θ̂, σ̂)
    std::vector<double> hessian;               ///< H, row-major (k × k, k = length(varpar))
    std::vector<double> vcovVarpar;            ///< A = 2 H⁺, row-major
    std::vector<std::vector<double>> jacobian; ///< J_k (p × p row-major), one per varpar
    int negativeEigenvalues = 0;               ///< lmerTest: "Model failed to converge with negative eigenvalue"
    int zeroEigenvalues = 0;                   ///< lmerTest: "Model may not have converged ... close to zero"
};

/// The expensive part, done once per fit: O(k²) deviance evaluations.
Result<SatterthwaiteModel> satterthwaiteModel(const LmmFit &fit);

/// t test of one contrast l'β (lmerTest contest1D), as coefficientTests() runs it for each coefficient.
struct ContrastTest {
    double estimate = 0; ///< l'β̂
    double se = 0;       ///< √(l'Cl)
    double df = 0;       ///< 2 (l'Cl)² / (g'Ag)
    double t = 0;        ///< estimate / se
    double p = 0;        ///< 2 P(T_df > |t|)
};

/// summary(fit)$coefficients of lmerTest: one t test per coefficient.
std::vector<ContrastTest> coefficientTests(const LmmFit &fit, const SatterthwaiteModel &sm);

/// One row of lmerTest's anova table (contestMD).
struct FTest {
    std::string term;
    double sumSq = 0;  ///< F · q · σ̂²
    double meanSq = 0; ///< F · σ̂²
    int numDf = 0;     ///< q = rank of LCL' (eigenvalues > √ε · the largest)
    double denDf = 0;  ///< Satterthwaite df (see above)
    double F = 0;
    double p = 0;      ///< P(F_{q, denDf} > F)
};

/// A hypothesis Lβ = 0 (rows × p, row-major).
struct Contrast {
    std::string term;
    int rows = 0;
    std::vector<double> L;
};
FTest contrastFTest(const LmmFit &fit, const SatterthwaiteModel &sm, const Contrast &c);

/// lmerTest's anova(fit) for a set of term contrasts (see design.h for type III / type I contrasts).
std::vector<FTest> anova(const LmmFit &fit, const SatterthwaiteModel &sm, const std::vector<Contrast> &contrasts);

} // namespace rl::mixed

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <cstddef>
#include <span>
#include <string>
#include <vector>

/// Ordinary least squares as R's lm() computes it: LINPACK's Householder QR with R's limited
/// column pivoting (dqrdc2, tolerance 1e-7: a column whose remaining norm falls below 1e-7 of its
/// original norm is aliased and moved to the end, all other columns keep their order), so aliased
/// coefficients, effects, residuals, sequential sums of squares and nested F tests are R's.
namespace rl::stats {

/// Dense column-major matrix, plain storage (the engine keeps Eigen out of public headers).
struct Matrix {
    std::size_t rows = 0;
    std::size_t cols = 0;
    std::vector<double> data; ///< column-major: element (r, c) at data[c * rows + r]

    Matrix() = default;
    Matrix(std::size_t r, std::size_t c, double value = 0.0) : rows(r), cols(c), data(r * c, value) { }
    double &operator()(std::size_t r, std::size_t c) { return data[c * rows + r]; }
    double operator()(std::size_t r, std::size_t c) const { return data[c * rows + r]; }
    std::span<const double> column(std::size_t c) const { return {data.data() + c * rows, rows}; }
};

/// A model matrix with R's bookkeeping: column names and the "assign" attribute.
struct DesignMatrix {
    Matrix x;                             ///< n x p
    std::vector<std::string> columnNames; ///< colnames(model.matrix(...)), e.g. "raceKorean:gendermale"
    std::vector<int> assign;              ///< per column: 0 = intercept, k >= 1 = termNames[k - 1]
    std::vector<std::string> termNames;   ///< term labels in model order: "race", "gender", "race:gender"
    bool hasIntercept() const;
};

/// A categorical variable: codes index into levels (0-based). R's default level order is
/// alphabetical; fromLabels() sorts by byte order, so give levels explicitly when that differs.
struct Factor {
    std::string name;
    std::vector<std::string> levels;
    std::vector<int> codes;

    static Factor fromLabels(std::string name, std::span<const std::string> labels);
    static Factor fromLabels(std::string name, std::span<const std::string> labels, std::vector<std::string> levels);
};

/// A model term: indices into the factor list, e.g. {0} = race, {0, 1} = race:gender.
using ModelTerm = std::vector<std::size_t>;

/// model.matrix() with treatment contrasts (contr.treatment, first level = reference) for the
/// given terms in the given order, e.g. race * gender = {{0}, {1}, {0, 1}}. An interaction column is
/// the product of its factors' dummies with the first factor varying fastest (R's column order);
/// terms must be hierarchical (every lower-order part of a term appears before it), which is what
/// R's formulas a, a + b, a * b produce. Errors (Validation): codes out of range, factors of
/// different lengths, a non-hierarchical term, intercept = false (R would switch to full dummy
/// coding for the first factor; not supported).
Result<DesignMatrix> treatmentDesign(std::span<const Factor> factors, std::span<const ModelTerm> terms,
    bool intercept = true);

/// Intercept plus numeric covariates (R's y ~ x1 + x2): columns "(Intercept)", names[i]; one term per covariate.
DesignMatrix covariateDesign(std::span<const std::vector<double>> covariates, std::span<const std::string> names);

enum class OlsStatus {
    Ok,
    RankDeficient,   ///< some columns are aliased (R: NA coefficients); the others are estimated as R does
    NoResidualDf,    ///< rank == n: a perfect fit, sigma/SE/t/p are NaN (R: NaN/NA)
    InvalidInput,    ///< n = 0, p = 0, y of the wrong length or a non-finite value: nothing estimated
};

/// lm(y ~ X) and summary(lm).
struct OlsFit {
    OlsStatus status = OlsStatus::InvalidInput;
    std::size_t n = 0;                 ///< observations
    std::size_t p = 0;                 ///< columns of X
    std::size_t rank = 0;              ///< numerical rank (dqrdc2, tol 1e-7)
    std::vector<double> coefficients;  ///< beta (column order of X); NaN where aliased
    std::vector<bool> aliased;         ///< true where R reports NA
    std::vector<double> se;            ///< sigma sqrt(diag((R'R)^-1)); NaN where aliased or dfResidual = 0
    std::vector<double> t;             ///< beta / se
    std::vector<double> pValue;        ///< 2 pt(|t|, dfResidual, upper)
    std::vector<double> vcov;          ///< p x p column-major sigma^2 (X'X)^-1 (R's vcov); NaN where aliased
    double dfResidual = 0.0;           ///< n - rank
    double rss = 0.0;                  ///< sum(residuals^2) = deviance(lm)
    double sigma = 0.0;                ///< sqrt(rss / dfResidual)
    double tss = 0.0;                  ///< sum (y - mean(y))^2 (R's mean, long-double sum)
    double rSquared = 0.0;             ///< mss / (mss + rss); mss about the mean when X has an intercept
    double adjRSquared = 0.0;          ///< 1 - (1 - R^2)(n - intercept) / dfResidual
    std::vector<double> fitted;        ///< y - residuals
    std::vector<double> residuals;     ///< y - X beta, computed through Q as R does
    std::vector<double> effects;       ///< Q'y (R's lm$effects, LINPACK signs)
    std::vector<int> assign;           ///< copied from the design (empty if fitted from a bare Matrix)
    std::vector<std::string> termNames; ///< copied from the design
    std::vector<std::size_t> pivot;    ///< R's qr$pivot (0-based): estimable columns first, aliased last
    bool hasIntercept = false;         ///< an assign-0 column is present
    OlsStatus info() const { return status; }
    bool ok() const { return status == OlsStatus::Ok || status == OlsStatus::RankDeficient; }
};

OlsFit ols(const DesignMatrix &design, std::span<const double> y);
/// Bare matrix: no term bookkeeping (anovaTypeI() needs a DesignMatrix fit); intercept detected as a column of ones.
OlsFit ols(const Matrix &x, std::span<const double> y);

enum class FTestStatus {
    Ok,
    NotNested,       ///< dfResidual(reduced) <= dfResidual(larger) or the fits have different n
    NoResidualDf,    ///< the larger model has no residual df
    InvalidFit,      ///< one of the fits is not ok()
    NegativeF,       ///< rss_reduced < rss_larger beyond rounding: R reports F = NA (F, p are NaN here)
};

/// anova(reduced, larger) for nested linear models (R's anova.lmlist, test = "F").
struct NestedFTest {
    FTestStatus status = FTestStatus::InvalidFit;
    double F = 0.0;          ///< ((rss_reduced - rss_larger) / df1) / (rss_larger / df2)
    double df1 = 0.0;        ///< dfResidual(reduced) - dfResidual(larger)
    double df2 = 0.0;        ///< dfResidual(larger)
    double p = 0.0;          ///< pf(F, df1, df2, upper)
    double rssReduced = 0.0; ///< rss of the reduced model
    double rssLarger = 0.0;  ///< rss of the larger model
    FTestStatus info() const { return status; }
};
NestedFTest nestedFTest(const OlsFit &reduced, const OlsFit &larger);

/// One row of anova(lm): sequential (Type I) sums of squares, terms in model order.
struct AnovaRow {
    std::string term;  ///< term label
    double df = 0.0;   ///< number of estimable columns of the term
    double ss = 0.0;   ///< sum of the term's squared effects (Q'y) = its sequential SS
    double meanSq = 0.0; ///< ss / df
    double F = 0.0;    ///< meanSq / (rss / dfResidual); NaN when dfResidual = 0
    double p = 0.0;    ///< pf(F, df, dfResidual, upper)
};

enum class AnovaStatus { Ok, NoTerms, InvalidFit, NoResidualDf };

struct AnovaTable {
    AnovaStatus status = AnovaStatus::InvalidFit;
    std::vector<AnovaRow> rows; ///< one per term with df > 0 (intercept excluded), as anova.lm
    double dfResidual = 0.0;    ///< residual df
    double rss = 0.0;           ///< residual SS
    double ssTotal = 0.0;       ///< fit.tss = sum (y - mean y)^2 (equals the term SS + rss when X has an intercept)
    AnovaStatus info() const { return status; }
};
/// anova(fit) for a fit made from a DesignMatrix (needs assign/termNames).
AnovaTable anovaTypeI(const OlsFit &fit);

} // namespace rl::stats

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stats/regression.h"

#include "engine/stats/descriptive.h"
#include "engine/stats/distributions.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>

namespace rl::stats {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kQrTol = 1e-7; // lm.fit's default tol

double norm2(const double *x, std::size_t n)
{
    // BLAS dnrm2-style scaled sum of squares (no overflow); the value is what matters, not the ulp
    double scale = 0.0, ssq = 1.0;
    for (std::size_t i = 0; i < n; ++i) {
        if (x[i] != 0.0) {
            const double a = std::fabs(x[i]);
            if (scale < a) {
                ssq = 1.0 + ssq * (scale / a) * (scale / a);
                scale = a;
            } else {
                ssq += (a / scale) * (a / scale);
            }
        }
    }
    return scale * std::sqrt(ssq);
}

double dot(const double *x, const double *y, std::size_t n)
{
    double s = 0.0;
    for (std::size_t i = 0; i < n; ++i)
        s += x[i] * y[i];
    return s;
}

/// LINPACK dqrdc2 as R uses it: Householder QR with limited pivoting. qr is n x p column-major
/// and is overwritten with R (upper triangle) and the Householder vectors (below, with qraux).
struct Qr {
    std::size_t n = 0, p = 0, rank = 0;
    std::vector<double> qr;
    std::vector<double> qraux;
    std::vector<std::size_t> pivot;

    double *col(std::size_t j) { return qr.data() + j * n; }
    const double *col(std::size_t j) const { return qr.data() + j * n; }

    void decompose(const Matrix &x, double tol)
    {
        n = x.rows;
        p = x.cols;
        qr = x.data;
        qraux.assign(p, 0.0);
        pivot.resize(p);
        std::iota(pivot.begin(), pivot.end(), std::size_t(0));
        std::vector<double> work1(p), work2(p);
        for (std::size_t j = 0; j < p; ++j) {
            qraux[j] = norm2(col(j), n);
            work1[j] = qraux[j];
            work2[j] = qraux[j] == 0.0 ? 1.0 : qraux[j];
        }
        const std::size_t lup = std::min(n, p);
        std::size_t k = p + 1; // 1-based as in LINPACK
        for (std::size_t l1 = 1; l1 <= lup; ++l1) {
            const std::size_t l = l1 - 1;
            // cycle negligible columns (norm below tol x original) to the end
            while (!(l1 >= k || qraux[l] >= work2[l] * tol)) {
                for (std::size_t i = 0; i < n; ++i) {
                    const double t = qr[l * n + i];
                    for (std::size_t j = l + 1; j < p; ++j)
                        qr[(j - 1) * n + i] = qr[j * n + i];
                    qr[(p - 1) * n + i] = t;
                }
                std::rotate(pivot.begin() + l, pivot.begin() + l + 1, pivot.end());
                std::rotate(qraux.begin() + l, qraux.begin() + l + 1, qraux.end());
                std::rotate(work1.begin() + l, work1.begin() + l + 1, work1.end());
                std::rotate(work2.begin() + l, work2.begin() + l + 1, work2.end());
                --k;
            }
            if (l1 == n)
                break;
            double *xl = col(l) + l;
            const std::size_t m = n - l;
            double nrmxl = norm2(xl, m);
            if (nrmxl == 0.0)
                continue;
            if (xl[0] != 0.0)
                nrmxl = std::copysign(nrmxl, xl[0]);
            for (std::size_t i = 0; i < m; ++i)
                xl[i] *= 1.0 / nrmxl;
            xl[0] = 1.0 + xl[0];
            for (std::size_t j = l + 1; j < p; ++j) {
                double *xj = col(j) + l;
                const double t = -dot(xl, xj, m) / xl[0];
                for (std::size_t i = 0; i < m; ++i)
                    xj[i] += t * xl[i];
                if (qraux[j] == 0.0)
                    continue;
                double tt = 1.0 - (std::fabs(xj[0]) / qraux[j]) * (std::fabs(xj[0]) / qraux[j]);
                tt = std::max(tt, 0.0);
                // Bates 9/99: recompute the norm when the downdate loses accuracy
                if (std::fabs(tt) < 1e-6) {
                    qraux[j] = norm2(xj + 1, m - 1);
                    work1[j] = qraux[j];
                } else {
                    qraux[j] = qraux[j] * std::sqrt(tt);
                }
            }
            qraux[l] = xl[0];
            xl[0] = -nrmxl;
        }
        rank = std::min(k - 1, n);
    }

    /// y <- Q'y (dqrsl job 1000), using the first rank reflections.
    void applyQt(std::vector<double> &y) const
    {
        const std::size_t ju = std::min(rank, n - 1);
        for (std::size_t j = 0; j < ju; ++j)
            reflect(j, y);
    }

    /// y <- Q y, reflections in reverse order.
    void applyQ(std::vector<double> &y) const
    {
        const std::size_t ju = std::min(rank, n - 1);
        for (std::size_t jj = ju; jj-- > 0;)
            reflect(jj, y);
    }

    void reflect(std::size_t j, std::vector<double> &y) const
    {
        if (qraux[j] == 0.0)
            return;
        const double *xj = col(j) + j;
        const std::size_t m = n - j;
        // LINPACK temporarily stores qraux in the diagonal
        double s = qraux[j] * y[j];
        for (std::size_t i = 1; i < m; ++i)
            s += xj[i] * y[j + i];
        const double t = -s / qraux[j];
        y[j] += t * qraux[j];
        for (std::size_t i = 1; i < m; ++i)
            y[j + i] += t * xj[i];
    }

    double r(std::size_t i, std::size_t j) const { return qr[j * n + i]; }
};

} // namespace

bool DesignMatrix::hasIntercept() const { return std::find(assign.begin(), assign.end(), 0) != assign.end(); }

Factor Factor::fromLabels(std::string name, std::span<const std::string> labels)
{
    std::vector<std::string> levels(labels.begin(), labels.end());
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    return fromLabels(std::move(name), labels, std::move(levels));
}

Factor Factor::fromLabels(std::string name, std::span<const std::string> labels, std::vector<std::string> levels)
{
    Factor f;
    f.name = std::move(name);
    f.levels = std::move(levels);
    std::map<std::string, int> index;
    for (std::size_t i = 0; i < f.levels.size(); ++i)
        index[f.levels[i]] = static_cast<int>(i);
    f.codes.reserve(labels.size());
    for (const auto &l : labels) {
        const auto it = index.find(l);
        f.codes.push_back(it == index.end() ? -1 : it->second);
    }
    return f;
}

Result<DesignMatrix> treatmentDesign(std::span<const Factor> factors, std::span<const ModelTerm> terms, bool intercept)
{
    if (factors.empty() && !terms.empty())
        return makeError(ErrorCode::Validation, "model terms without factors");
    const std::size_t n = factors.empty() ? 0 : factors[0].codes.size();
    for (const auto &f : factors) {
        if (f.codes.size() != n)
            return makeError(ErrorCode::Validation, "factor '" + f.name + "' has a different length");
        for (int c : f.codes)
            if (c < 0 || c >= static_cast<int>(f.levels.size()))
                return makeError(ErrorCode::Validation, "factor '" + f.name + "' has a code outside its levels");
    }
    if (!intercept)
        return makeError(ErrorCode::Validation, "treatment coding without an intercept is not supported");
    DesignMatrix d;
    std::vector<std::vector<double>> cols;
    if (intercept) {
        cols.emplace_back(n, 1.0);
        d.columnNames.push_back("(Intercept)");
        d.assign.push_back(0);
    }
    std::vector<ModelTerm> seen;
    for (std::size_t t = 0; t < terms.size(); ++t) {
        ModelTerm term = terms[t];
        if (term.empty())
            return makeError(ErrorCode::Validation, "empty model term");
        for (std::size_t f : term)
            if (f >= factors.size())
                return makeError(ErrorCode::Validation, "model term refers to an unknown factor");
        // hierarchy: every proper sub-term with one factor less must already be there
        if (term.size() > 1) {
            for (std::size_t drop = 0; drop < term.size(); ++drop) {
                ModelTerm sub;
                for (std::size_t k = 0; k < term.size(); ++k)
                    if (k != drop)
                        sub.push_back(term[k]);
                if (std::find(seen.begin(), seen.end(), sub) == seen.end())
                    return makeError(ErrorCode::Validation, "non-hierarchical model term");
            }
        }
        seen.push_back(term);
        std::string label;
        for (std::size_t k = 0; k < term.size(); ++k)
            label += (k ? ":" : "") + factors[term[k]].name;
        d.termNames.push_back(label);
        // columns: non-reference levels, first factor varying fastest
        std::vector<std::size_t> lv(term.size(), 1);
        bool done = false;
        for (std::size_t k = 0; k < term.size(); ++k)
            if (factors[term[k]].levels.size() < 2)
                done = true; // a one-level factor contributes no column
        while (!done) {
            std::vector<double> c(n, 1.0);
            std::string name;
            for (std::size_t k = 0; k < term.size(); ++k) {
                const Factor &f = factors[term[k]];
                for (std::size_t i = 0; i < n; ++i)
                    if (f.codes[i] != static_cast<int>(lv[k]))
                        c[i] = 0.0;
                name += (k ? ":" : "") + f.name + f.levels[lv[k]];
            }
            cols.push_back(std::move(c));
            d.columnNames.push_back(name);
            d.assign.push_back(static_cast<int>(t + 1));
            std::size_t k = 0;
            while (k < term.size()) {
                if (++lv[k] < factors[term[k]].levels.size())
                    break;
                lv[k] = 1;
                ++k;
            }
            done = k == term.size();
        }
    }
    d.x = Matrix(n, cols.size());
    for (std::size_t j = 0; j < cols.size(); ++j)
        std::copy(cols[j].begin(), cols[j].end(), d.x.data.begin() + static_cast<std::ptrdiff_t>(j * n));
    return d;
}

DesignMatrix covariateDesign(std::span<const std::vector<double>> covariates, std::span<const std::string> names)
{
    assert(covariates.size() == names.size());
    const std::size_t n = covariates.empty() ? 0 : covariates[0].size();
    DesignMatrix d;
    d.x = Matrix(n, covariates.size() + 1, 1.0);
    d.columnNames.push_back("(Intercept)");
    d.assign.push_back(0);
    for (std::size_t j = 0; j < covariates.size(); ++j) {
        assert(covariates[j].size() == n);
        const auto offset = static_cast<std::ptrdiff_t>((j + 1) * n);
        std::copy(covariates[j].begin(), covariates[j].end(), d.x.data.begin() + offset);
        d.columnNames.push_back(names[j]);
        d.termNames.push_back(names[j]);
        d.assign.push_back(static_cast<int>(j + 1));
    }
    return d;
}

namespace {

OlsFit fit(const Matrix &x, std::span<const double> y, std::vector<int> assign, std::vector<std::string> termNames,
    bool hasIntercept)
{
    OlsFit f;
    f.n = x.rows;
    f.p = x.cols;
    f.assign = std::move(assign);
    f.termNames = std::move(termNames);
    f.hasIntercept = hasIntercept;
    const bool finite = std::all_of(x.data.begin(), x.data.end(), [](double v) { return std::isfinite(v); })
        && std::all_of(y.begin(), y.end(), [](double v) { return std::isfinite(v); });
    if (f.n == 0 || f.p == 0 || y.size() != f.n || x.data.size() != f.n * f.p || !finite) {
        f.status = OlsStatus::InvalidInput;
        f.dfResidual = f.rss = f.sigma = f.tss = f.rSquared = f.adjRSquared = kNaN;
        return f;
    }
    const std::size_t n = f.n, p = f.p;

    Qr qr;
    qr.decompose(x, kQrTol);
    const std::size_t k = qr.rank;
    f.rank = k;
    f.pivot = qr.pivot;

    // effects = Q'y; coefficients from R b = effects[0..k)
    std::vector<double> qty(y.begin(), y.end());
    qr.applyQt(qty);
    f.effects = qty;
    std::vector<double> b(k, 0.0);
    for (std::size_t ii = k; ii-- > 0;) {
        double s = qty[ii];
        for (std::size_t j = ii + 1; j < k; ++j)
            s -= qr.r(ii, j) * b[j];
        b[ii] = s / qr.r(ii, ii);
    }
    // residuals = Q [0; qty[k..n)], fitted = y - residuals
    std::vector<double> rsd(n, 0.0);
    for (std::size_t i = k; i < n; ++i)
        rsd[i] = qty[i];
    qr.applyQ(rsd);
    f.residuals = rsd;
    f.fitted.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        f.fitted[i] = y[i] - rsd[i];

    long double rss = 0.0L;
    for (double r : rsd)
        rss += static_cast<long double>(r) * r; // R: sum(r^2) sums in long double
    f.rss = static_cast<double>(rss);
    f.dfResidual = static_cast<double>(n - k);
    const double resvar = f.dfResidual > 0 ? f.rss / f.dfResidual : kNaN;
    f.sigma = std::sqrt(resvar);

    // (R'R)^-1 over the first k pivoted columns: Rinv Rinv' (R's chol2inv)
    std::vector<double> rinv(k * k, 0.0); // column-major upper triangular
    for (std::size_t j = 0; j < k; ++j) {
        rinv[j * k + j] = 1.0 / qr.r(j, j);
        for (std::size_t ii = j; ii-- > 0;) {
            double s = 0.0;
            for (std::size_t m = ii + 1; m <= j; ++m)
                s += qr.r(ii, m) * rinv[j * k + m];
            rinv[j * k + ii] = -s / qr.r(ii, ii);
        }
    }
    f.coefficients.assign(p, kNaN);
    f.aliased.assign(p, true);
    f.se.assign(p, kNaN);
    f.t.assign(p, kNaN);
    f.pValue.assign(p, kNaN);
    f.vcov.assign(p * p, kNaN);
    for (std::size_t a = 0; a < k; ++a) {
        const std::size_t ca = qr.pivot[a];
        f.coefficients[ca] = b[a];
        f.aliased[ca] = false;
        for (std::size_t c = 0; c < k; ++c) {
            double s = 0.0;
            for (std::size_t m = std::max(a, c); m < k; ++m)
                s += rinv[m * k + a] * rinv[m * k + c];
            f.vcov[qr.pivot[c] * p + ca] = s * resvar;
        }
        const double unscaled = [&] {
            double s = 0.0;
            for (std::size_t m = a; m < k; ++m)
                s += rinv[m * k + a] * rinv[m * k + a];
            return s;
        }();
        f.se[ca] = std::sqrt(unscaled * resvar);
        f.t[ca] = b[a] / f.se[ca];
        f.pValue[ca] = 2.0 * pt(std::fabs(f.t[ca]), f.dfResidual, false);
    }

    // tss about R's mean(y); mss as summary.lm
    const double ym = mean(y);
    long double tss = 0.0L;
    for (double v : y)
        tss += static_cast<long double>(v - ym) * (v - ym);
    f.tss = static_cast<double>(tss);
    long double mss = 0.0L;
    if (hasIntercept) {
        const double fm = mean(f.fitted);
        for (double v : f.fitted)
            mss += static_cast<long double>(v - fm) * (v - fm);
    } else {
        for (double v : f.fitted)
            mss += static_cast<long double>(v) * v;
    }
    f.rSquared = static_cast<double>(mss) / (static_cast<double>(mss) + f.rss);
    f.adjRSquared = 1.0 - (1.0 - f.rSquared) * ((static_cast<double>(n) - (hasIntercept ? 1.0 : 0.0)) / f.dfResidual);

    if (k == n)
        f.status = OlsStatus::NoResidualDf;
    else if (k < p)
        f.status = OlsStatus::RankDeficient;
    else
        f.status = OlsStatus::Ok;
    return f;
}

} // namespace

OlsFit ols(const DesignMatrix &design, std::span<const double> y)
{
    return fit(design.x, y, design.assign, design.termNames, design.hasIntercept());
}

OlsFit ols(const Matrix &x, std::span<const double> y)
{
    bool intercept = false;
    for (std::size_t j = 0; j < x.cols && !intercept; ++j) {
        const auto c = x.column(j);
        intercept = !c.empty() && std::all_of(c.begin(), c.end(), [](double v) { return v == 1.0; });
    }
    return fit(x, y, {}, {}, intercept);
}

NestedFTest nestedFTest(const OlsFit &reduced, const OlsFit &larger)
{
    NestedFTest t;
    t.F = t.df1 = t.df2 = t.p = kNaN;
    t.rssReduced = reduced.rss;
    t.rssLarger = larger.rss;
    const auto usable = [](const OlsFit &f) { return f.ok() || f.status == OlsStatus::NoResidualDf; };
    if (!usable(reduced) || !usable(larger)) {
        t.status = FTestStatus::InvalidFit;
        return t;
    }
    if (reduced.n != larger.n || reduced.dfResidual <= larger.dfResidual) {
        t.status = FTestStatus::NotNested;
        return t;
    }
    t.df1 = reduced.dfResidual - larger.dfResidual;
    t.df2 = larger.dfResidual;
    if (t.df2 <= 0) {
        t.status = FTestStatus::NoResidualDf;
        return t;
    }
    // R's stat.anova: F = (ss / df) / scale, scale = rss_larger / df_larger; F < 0 -> NA
    const double ss = reduced.rss - larger.rss;
    const double scale = larger.rss / larger.dfResidual;
    const double F = (ss / t.df1) / scale;
    if (F < 0) {
        t.status = FTestStatus::NegativeF;
        return t;
    }
    t.F = F;
    t.p = pf(F, t.df1, t.df2, false);
    t.status = FTestStatus::Ok;
    return t;
}

AnovaTable anovaTypeI(const OlsFit &fit)
{
    AnovaTable a;
    a.dfResidual = fit.dfResidual;
    a.rss = fit.rss;
    a.ssTotal = fit.tss;
    if (!(fit.ok() || fit.status == OlsStatus::NoResidualDf) || fit.assign.size() != fit.p) {
        a.status = AnovaStatus::InvalidFit;
        return a;
    }
    // sum of squared effects per term over the estimable (pivoted) columns, as anova.lm
    std::map<int, std::pair<double, long double>> perTerm; // assign -> (df, ss)
    for (std::size_t i = 0; i < fit.rank; ++i) {
        auto &e = perTerm[fit.assign[fit.pivot[i]]];
        e.first += 1.0;
        e.second += static_cast<long double>(fit.effects[i]) * fit.effects[i];
    }
    const double resMs = fit.dfResidual > 0 ? fit.rss / fit.dfResidual : kNaN;
    for (const auto &[asg, e] : perTerm) {
        if (asg == 0)
            continue; // anova.lm drops the intercept row
        AnovaRow r;
        r.term = asg >= 1 && static_cast<std::size_t>(asg) <= fit.termNames.size() ? fit.termNames[asg - 1] : "";
        r.df = e.first;
        r.ss = static_cast<double>(e.second);
        r.meanSq = r.ss / r.df;
        r.F = r.meanSq / resMs;
        r.p = pf(r.F, r.df, fit.dfResidual, false);
        a.rows.push_back(r);
    }
    if (a.rows.empty())
        a.status = AnovaStatus::NoTerms;
    else if (fit.dfResidual <= 0)
        a.status = AnovaStatus::NoResidualDf;
    else
        a.status = AnovaStatus::Ok;
    return a;
}

} // namespace rl::stats

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stats/tukey.h"

#include "engine/stats/distributions.h"

#include <cmath>
#include <limits>

namespace rl::stats {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// All non-empty subsets of {0..k-1} in R's formula order for f1 * f2 * ...: by size, then
/// lexicographically (a, b, c, a:b, a:c, b:c, a:b:c).
std::vector<ModelTerm> fullFactorialTerms(std::size_t k)
{
    std::vector<ModelTerm> terms;
    for (std::size_t size = 1; size <= k; ++size) {
        std::vector<std::size_t> idx(size);
        for (std::size_t i = 0; i < size; ++i)
            idx[i] = i;
        while (true) {
            terms.push_back(idx);
            std::size_t i = size;
            while (i > 0 && idx[i - 1] == k - size + (i - 1))
                --i;
            if (i == 0)
                break;
            ++idx[i - 1];
            for (std::size_t j = i; j < size; ++j)
                idx[j] = idx[j - 1] + 1;
        }
    }
    return terms;
}

double quadForm(const std::vector<double> &d, const std::vector<double> &v, std::size_t p)
{
    double s = 0.0;
    for (std::size_t a = 0; a < p; ++a)
        for (std::size_t b = 0; b < p; ++b)
            s += d[a] * v[b * p + a] * d[b];
    return s;
}

} // namespace

TukeyResult tukeyCellComparisons(std::span<const Factor> factors, std::span<const double> y, double confLevel)
{
    TukeyResult res;
    res.confLevel = confLevel;
    res.sigma = res.df = kNaN;
    if (factors.empty())
        return res;
    for (const auto &f : factors) {
        if (f.codes.size() != y.size() || f.levels.empty())
            return res;
        for (int c : f.codes)
            if (c < 0 || c >= static_cast<int>(f.levels.size()))
                return res;
    }
    for (double v : y)
        if (!std::isfinite(v))
            return res;

    // cells, first factor fastest
    std::size_t k = 1;
    for (const auto &f : factors)
        k *= f.levels.size();
    std::vector<std::vector<std::size_t>> cellLevels(k, std::vector<std::size_t>(factors.size()));
    for (std::size_t c = 0; c < k; ++c) {
        std::size_t rest = c;
        for (std::size_t f = 0; f < factors.size(); ++f) {
            cellLevels[c][f] = rest % factors[f].levels.size();
            rest /= factors[f].levels.size();
        }
    }
    res.cells.resize(k);
    for (std::size_t c = 0; c < k; ++c) {
        CellMean &cell = res.cells[c];
        for (std::size_t f = 0; f < factors.size(); ++f) {
            cell.levels.push_back(factors[f].levels[cellLevels[c][f]]);
            cell.label += (f ? " " : "") + cell.levels.back();
        }
        cell.emmean = cell.se = cell.df = cell.lowerCl = cell.upperCl = kNaN;
    }
    for (std::size_t i = 0; i < y.size(); ++i) {
        std::size_t c = 0, stride = 1;
        for (std::size_t f = 0; f < factors.size(); ++f) {
            c += static_cast<std::size_t>(factors[f].codes[i]) * stride;
            stride *= factors[f].levels.size();
        }
        ++res.cells[c].n;
    }
    if (k < 2) {
        res.status = TukeyStatus::TooFewCells;
        return res;
    }
    for (const auto &cell : res.cells) {
        if (cell.n == 0) {
            res.status = TukeyStatus::EmptyCell;
            return res;
        }
    }

    const auto terms = fullFactorialTerms(factors.size());
    const auto design = treatmentDesign(factors, terms);
    if (!design) {
        res.status = TukeyStatus::InvalidInput;
        return res;
    }
    const OlsFit fit = ols(*design, y);
    if (fit.status == OlsStatus::NoResidualDf) {
        res.status = TukeyStatus::NoResidualDf;
        return res;
    }
    if (fit.status != OlsStatus::Ok) { // all cells filled: a full-factorial design has full rank
        res.status = TukeyStatus::InvalidInput;
        return res;
    }
    res.sigma = fit.sigma;
    res.df = fit.dfResidual;
    const std::size_t p = fit.p;

    // L: the model-matrix row of each cell (products of the cell's treatment dummies)
    std::vector<std::vector<double>> L(k, std::vector<double>(p, 0.0));
    for (std::size_t c = 0; c < k; ++c) {
        std::size_t j = 0;
        L[c][j++] = 1.0; // intercept; columns then follow treatmentDesign() exactly
        for (const auto &term : terms) {
            bool hasColumns = true;
            for (std::size_t f : term)
                hasColumns = hasColumns && factors[f].levels.size() > 1;
            if (!hasColumns)
                continue; // a one-level factor contributes no column (treatmentDesign)
            // the term's columns iterate its factors' non-reference levels, first factor fastest
            std::vector<std::size_t> lv(term.size(), 1);
            bool more = true;
            while (more) {
                double v = 1.0;
                for (std::size_t t = 0; t < term.size(); ++t)
                    if (cellLevels[c][term[t]] != lv[t])
                        v = 0.0;
                L[c][j++] = v;
                std::size_t t = 0;
                while (t < term.size()) {
                    if (++lv[t] < factors[term[t]].levels.size())
                        break;
                    lv[t] = 1;
                    ++t;
                }
                more = t < term.size();
            }
        }
        if (j != p) { // cannot happen: L follows the design's column order
            res.status = TukeyStatus::InvalidInput;
            return res;
        }
    }

    const double tq = qt((1.0 + confLevel) / 2.0, fit.dfResidual);
    for (std::size_t c = 0; c < k; ++c) {
        CellMean &cell = res.cells[c];
        double est = 0.0;
        for (std::size_t j = 0; j < p; ++j)
            est += L[c][j] * fit.coefficients[j];
        cell.emmean = est;
        cell.se = std::sqrt(quadForm(L[c], fit.vcov, p));
        cell.df = fit.dfResidual;
        cell.lowerCl = est - tq * cell.se;
        cell.upperCl = est + tq * cell.se;
    }
    for (std::size_t i = 0; i < k; ++i) {
        for (std::size_t j = i + 1; j < k; ++j) {
            PairwiseContrast pc;
            pc.first = i;
            pc.second = j;
            pc.label = res.cells[i].label + " - " + res.cells[j].label;
            std::vector<double> d(p);
            for (std::size_t m = 0; m < p; ++m)
                d[m] = L[i][m] - L[j][m];
            double est = 0.0;
            for (std::size_t m = 0; m < p; ++m)
                est += d[m] * fit.coefficients[m];
            pc.estimate = est;
            pc.se = std::sqrt(quadForm(d, fit.vcov, p));
            pc.df = fit.dfResidual;
            pc.tRatio = est / pc.se;
            pc.pTukey = ptukey(std::fabs(pc.tRatio) * std::sqrt(2.0), static_cast<double>(k), fit.dfResidual, false);
            res.contrasts.push_back(std::move(pc));
        }
    }
    res.status = TukeyStatus::Ok;
    return res;
}

} // namespace rl::stats

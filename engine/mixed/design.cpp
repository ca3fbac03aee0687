// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/mixed/design.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <map>

namespace rl::mixed {

namespace {

/// R's zapsmall(x, digits = 7) over the whole matrix.
void zapsmall(Eigen::MatrixXd &m)
{
    const double mx = m.size() ? m.cwiseAbs().maxCoeff() : 0.0;
    int digits = 7;
    if (mx > 0)
        digits = std::max(0, 7 - static_cast<int>(std::ceil(std::log10(mx))));
    const double s = std::pow(10.0, digits);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = std::nearbyint(m.data()[i] * s) / s;
}

/// All combinations of the term's factors' levels, first factor fastest; `full` selects indicator
/// coding of every level (rdX) instead of treatment coding (levels 1.. only).
struct Cell {
    std::vector<int> level; ///< per factor of the term
    std::string name;
};
std::vector<Cell> termCells(const std::vector<Factor> &factors, const std::vector<int> &term, bool full)
{
    std::vector<Cell> cells{{{}, ""}};
    for (int f : term) {
        std::vector<Cell> next;
        const Factor &fa = factors[f];
        const int first = full ? 0 : 1;
        for (int l = first; l < static_cast<int>(fa.levels.size()); ++l)
            for (const Cell &c : cells) {
                Cell d = c;
                d.level.push_back(l);
                d.name += (d.name.empty() ? "" : ":") + fa.name + fa.levels[l];
                next.push_back(d);
            }
        // first factor fastest: reorder so that earlier factors vary fastest
        std::stable_sort(next.begin(), next.end(), [](const Cell &a, const Cell &b) {
            return a.level.back() < b.level.back();
        });
        cells = std::move(next);
    }
    return cells;
}

Eigen::MatrixXd columnsFor(const FactorialDesign &d, const std::vector<int> &term, const std::vector<Cell> &cells)
{
    Eigen::MatrixXd out = Eigen::MatrixXd::Zero(static_cast<Eigen::Index>(d.n), static_cast<Eigen::Index>(cells.size()));
    for (std::size_t c = 0; c < cells.size(); ++c)
        for (std::size_t r = 0; r < d.n; ++r) {
            bool on = true;
            for (std::size_t f = 0; f < term.size(); ++f)
                on = on && d.factors[term[f]].codes[r] == cells[c].level[f];
            out(static_cast<Eigen::Index>(r), static_cast<Eigen::Index>(c)) = on ? 1.0 : 0.0;
        }
    return out;
}

} // namespace

Result<FactorialDesign> factorialDesign(const std::vector<Factor> &factors, bool fullFactorial)
{
    if (factors.empty())
        return makeError(ErrorCode::Validation, "a factorial design needs at least one factor");
    FactorialDesign d;
    d.n = factors[0].codes.size();
    d.factors = factors;
    for (const Factor &f : factors) {
        if (f.codes.size() != d.n)
            return makeError(ErrorCode::Validation, "factor '" + f.name + "' has a different length");
        if (f.levels.size() < 2)
            return makeError(ErrorCode::Validation, "factor '" + f.name + "' needs at least two levels");
        for (int c : f.codes)
            if (c < 0 || c >= static_cast<int>(f.levels.size()))
                return makeError(ErrorCode::Validation, "factor '" + f.name + "': code out of range");
    }
    const int k = static_cast<int>(factors.size());
    // terms: subsets by order, then lexicographic in factor order (R's terms())
    for (int order = 1; order <= (fullFactorial ? k : 1); ++order) {
        std::vector<int> sel(k, 0);
        std::fill(sel.begin(), sel.begin() + order, 1);
        std::vector<std::vector<int>> subsets;
        do {
            std::vector<int> t;
            for (int i = 0; i < k; ++i)
                if (sel[i])
                    t.push_back(i);
            subsets.push_back(t);
        } while (std::prev_permutation(sel.begin(), sel.end()));
        for (const auto &t : subsets) {
            std::string name;
            for (int f : t)
                name += (name.empty() ? "" : ":") + factors[f].name;
            d.termNames.push_back(name);
            d.termFactors.push_back(t);
        }
    }
    std::vector<Eigen::MatrixXd> blocks{Eigen::MatrixXd::Ones(static_cast<Eigen::Index>(d.n), 1)};
    d.columnNames = {"(Intercept)"};
    int col = 1;
    for (const auto &t : d.termFactors) {
        const std::vector<Cell> cells = termCells(factors, t, false);
        blocks.push_back(columnsFor(d, t, cells));
        std::vector<int> cols;
        for (const Cell &c : cells) {
            d.columnNames.push_back(c.name);
            cols.push_back(col++);
        }
        d.termColumns.push_back(cols);
    }
    d.X.reserve(d.n * col);
    for (const Eigen::MatrixXd &b : blocks)
        d.X.insert(d.X.end(), b.data(), b.data() + b.size());
    return d;
}

std::vector<Contrast> typeIIIContrasts(const FactorialDesign &d)
{
    const int p = static_cast<int>(d.columnNames.size());
    const Eigen::Map<const Eigen::MatrixXd> X(d.X.data(), static_cast<Eigen::Index>(d.n), p);
    // rdX: intercept and the full indicator coding of every term
    std::vector<Eigen::MatrixXd> blocks{Eigen::MatrixXd::Ones(static_cast<Eigen::Index>(d.n), 1)};
    std::vector<std::string> rdNames{"(Intercept)"};
    for (const auto &t : d.termFactors) {
        const std::vector<Cell> cells = termCells(d.factors, t, true);
        blocks.push_back(columnsFor(d, t, cells));
        for (const Cell &c : cells)
            rdNames.push_back(c.name);
    }
    Eigen::Index r = 0;
    for (const auto &b : blocks)
        r += b.cols();
    Eigen::MatrixXd rdX(static_cast<Eigen::Index>(d.n), r);
    r = 0;
    for (const auto &b : blocks) {
        rdX.middleCols(r, b.cols()) = b;
        r += b.cols();
    }
    // L = t(ginv(X) rdX): r × p
    Eigen::MatrixXd L = X.colPivHouseholderQr().solve(rdX).transpose();
    zapsmall(L);
    std::vector<int> ord(d.termNames.size());
    for (std::size_t i = 0; i < ord.size(); ++i)
        ord[i] = static_cast<int>(i);
    std::stable_sort(ord.begin(), ord.end(), [&](int a, int b) {
        return d.termFactors[a].size() > d.termFactors[b].size();
    });
    auto contains = [&](int big, int small) {
        if (big == small || d.termFactors[big].size() <= d.termFactors[small].size())
            return false;
        for (int f : d.termFactors[small])
            if (std::find(d.termFactors[big].begin(), d.termFactors[big].end(), f) == d.termFactors[big].end())
                return false;
        return true;
    };
    for (int t : ord) {
        std::vector<int> ccols;
        for (std::size_t u = 0; u < d.termNames.size(); ++u)
            if (contains(static_cast<int>(u), t))
                ccols.insert(ccols.end(), d.termColumns[u].begin(), d.termColumns[u].end());
        if (ccols.empty())
            continue;
        Eigen::MatrixXd Xc(L.rows(), static_cast<Eigen::Index>(ccols.size()));
        for (std::size_t j = 0; j < ccols.size(); ++j)
            Xc.col(static_cast<Eigen::Index>(j)) = L.col(ccols[j]);
        const auto &tc = d.termColumns[t];
        Eigen::MatrixXd Y(L.rows(), static_cast<Eigen::Index>(tc.size()));
        for (std::size_t j = 0; j < tc.size(); ++j)
            Y.col(static_cast<Eigen::Index>(j)) = L.col(tc[j]);
        const Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd> cod(Xc);
        Eigen::MatrixXd R = Y - Xc * cod.solve(Y);
        zapsmall(R);
        for (std::size_t j = 0; j < tc.size(); ++j)
            L.col(tc[j]) = R.col(static_cast<Eigen::Index>(j));
    }
    // rows named as X's columns, in X's order
    Eigen::MatrixXd Lp(p, p);
    for (int j = 0; j < p; ++j) {
        const auto it = std::find(rdNames.begin(), rdNames.end(), d.columnNames[j]);
        Lp.row(j) = L.row(it - rdNames.begin());
    }
    std::vector<Contrast> out;
    for (std::size_t t = 0; t < d.termNames.size(); ++t) {
        Contrast c;
        c.term = d.termNames[t];
        for (int col : d.termColumns[t]) {
            const Eigen::VectorXd row = Lp.col(col); // t(L[, term]): one row per term column
            if (row.cwiseAbs().sum() <= 1e-8)
                continue;
            c.L.insert(c.L.end(), row.data(), row.data() + p);
            ++c.rows;
        }
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<Contrast> typeIContrasts(const FactorialDesign &d)
{
    const int p = static_cast<int>(d.columnNames.size());
    const Eigen::Map<const Eigen::MatrixXd> X(d.X.data(), static_cast<Eigen::Index>(d.n), p);
    const Eigen::MatrixXd x = X.transpose() * X;
    // lmerTest:::doolittle(x, eps = 1e-6)
    const double eps = 1e-6;
    Eigen::MatrixXd L = Eigen::MatrixXd::Identity(p, p), U = Eigen::MatrixXd::Zero(p, p);
    for (int i = 0; i < p; ++i) {
        for (int j = 0; j < p; ++j) {
            U(i, j) = x(i, j);
            for (int k = 0; k < i; ++k)
                U(i, j) -= L(i, k) * U(k, j);
        }
        for (int j = i + 1; j < p; ++j) {
            L(j, i) = x(j, i);
            for (int k = 0; k < i; ++k)
                L(j, i) -= L(j, k) * U(k, i);
            L(j, i) = std::fabs(U(i, i)) < eps ? 0.0 : L(j, i) / U(i, i);
        }
    }
    for (Eigen::Index i = 0; i < L.size(); ++i)
        if (std::fabs(L.data()[i]) < eps)
            L.data()[i] = 0.0;
    const Eigen::MatrixXd Lt = L.transpose();
    std::vector<Contrast> out;
    for (std::size_t t = 0; t < d.termNames.size(); ++t) {
        Contrast c;
        c.term = d.termNames[t];
        for (int col : d.termColumns[t]) {
            const Eigen::VectorXd row = Lt.row(col).transpose();
            c.L.insert(c.L.end(), row.data(), row.data() + p);
            ++c.rows;
        }
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace rl::mixed

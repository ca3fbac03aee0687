// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/mixed/terms.h"

#include <algorithm>
#include <limits>
#include <map>
#include <numeric>

namespace rl::mixed {

RandomTerm RandomTerm::intercept(std::string group, std::vector<int> codes, int levels)
{
    RandomTerm t;
    t.group = std::move(group);
    t.columnNames = {"(Intercept)"};
    t.columns = {std::vector<double>(codes.size(), 1.0)};
    t.codes = std::move(codes);
    t.levels = levels;
    return t;
}

} // namespace rl::mixed

namespace rl::mixed::detail {

Eigen::MatrixXd ReTerm::lambda(const double *theta) const
{
    Eigen::MatrixXd l = Eigen::MatrixXd::Zero(k, k);
    int t = 0;
    for (int j = 0; j < k; ++j)
        for (int i = j; i < k; ++i)
            l(i, j) = theta[t++];
    return l;
}

void ReTerm::appendLower(std::vector<double> &lower) const
{
    for (int j = 0; j < k; ++j)
        for (int i = j; i < k; ++i)
            lower.push_back(i == j ? 0.0 : -std::numeric_limits<double>::infinity());
}

void ReTerm::appendNames(std::vector<std::string> &names) const
{
    for (int j = 0; j < k; ++j)
        for (int i = j; i < k; ++i)
            names.push_back(i == j ? group + "." + columnNames[i]
                                   : group + "." + columnNames[i] + "." + columnNames[j]);
}

Result<std::vector<ReTerm>> makeTerms(const std::vector<RandomTerm> &terms, std::size_t n)
{
    if (terms.empty())
        return makeError(ErrorCode::Validation, "a mixed model needs at least one random-effects term");
    std::vector<ReTerm> out;
    for (const RandomTerm &t : terms) {
        if (t.codes.size() != n)
            return makeError(ErrorCode::Validation, "term '" + t.group + "': " + std::to_string(t.codes.size())
                                                        + " group codes for " + std::to_string(n) + " observations");
        if (t.columns.empty() || t.columns.size() != t.columnNames.size())
            return makeError(ErrorCode::Validation, "term '" + t.group + "': columns and names do not match");
        ReTerm r;
        r.group = t.group;
        r.columnNames = t.columnNames;
        r.codes = t.codes;
        r.k = static_cast<int>(t.columns.size());
        int maxCode = -1;
        for (int c : t.codes) {
            if (c < 0)
                return makeError(ErrorCode::Validation, "term '" + t.group + "': negative group code");
            maxCode = std::max(maxCode, c);
        }
        r.levels = t.levels > 0 ? t.levels : maxCode + 1;
        if (maxCode >= r.levels)
            return makeError(ErrorCode::Validation, "term '" + t.group + "': group code beyond the level count");
        r.z.resize(n * static_cast<std::size_t>(r.k));
        for (int j = 0; j < r.k; ++j) {
            if (t.columns[j].size() != n)
                return makeError(ErrorCode::Validation, "term '" + t.group + "': column of wrong length");
            for (std::size_t i = 0; i < n; ++i)
                r.z[i * r.k + j] = t.columns[j][i];
        }
        out.push_back(std::move(r));
    }
    // lme4 (mkReTrms, reorder.terms = TRUE): if (any(diff(nl) > 0)) terms <- terms[rev(order(nl))]
    bool increasing = false;
    for (std::size_t i = 1; i < out.size(); ++i)
        increasing = increasing || out[i].levels > out[i - 1].levels;
    if (increasing) {
        std::vector<std::size_t> ord(out.size());
        std::iota(ord.begin(), ord.end(), 0);
        std::stable_sort(ord.begin(), ord.end(), [&](std::size_t a, std::size_t b) {
            return out[a].levels < out[b].levels;
        });
        std::reverse(ord.begin(), ord.end());
        std::vector<ReTerm> sorted;
        for (std::size_t i : ord)
            sorted.push_back(std::move(out[i]));
        out = std::move(sorted);
    }
    std::map<std::string, int> seen;
    for (ReTerm &r : out) {
        int count = seen[r.group]++;
        r.displayName = count == 0 ? r.group : r.group + "." + std::to_string(count);
    }
    return out;
}

} // namespace rl::mixed::detail

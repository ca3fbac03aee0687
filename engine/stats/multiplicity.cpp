// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stats/multiplicity.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <numeric>

namespace rl::stats {

std::optional<PAdjustMethod> pAdjustMethodFromName(std::string_view name)
{
    if (name == "bonferroni")
        return PAdjustMethod::Bonferroni;
    if (name == "holm")
        return PAdjustMethod::Holm;
    if (name == "hochberg")
        return PAdjustMethod::Hochberg;
    if (name == "hommel")
        return PAdjustMethod::Hommel;
    if (name == "BH" || name == "fdr")
        return PAdjustMethod::BH;
    if (name == "BY")
        return PAdjustMethod::BY;
    if (name == "none")
        return PAdjustMethod::None;
    return std::nullopt;
}

namespace {

/// R's order(p) / order(p, decreasing = TRUE): stable.
std::vector<std::size_t> order(const std::vector<double> &p, bool decreasing)
{
    std::vector<std::size_t> o(p.size());
    std::iota(o.begin(), o.end(), std::size_t(0));
    if (decreasing)
        std::stable_sort(o.begin(), o.end(), [&](std::size_t a, std::size_t b) { return p[a] > p[b]; });
    else
        std::stable_sort(o.begin(), o.end(), [&](std::size_t a, std::size_t b) { return p[a] < p[b]; });
    return o;
}

std::vector<double> adjustComplete(const std::vector<double> &p, PAdjustMethod method, std::size_t nTests)
{
    const std::size_t lp = p.size();
    const double n = static_cast<double>(nTests);
    std::vector<double> out(lp);
    switch (method) {
    case PAdjustMethod::None:
        return p;
    case PAdjustMethod::Bonferroni:
        for (std::size_t i = 0; i < lp; ++i)
            out[i] = std::min(1.0, n * p[i]);
        return out;
    case PAdjustMethod::Holm: {
        const auto o = order(p, false);
        double running = -INFINITY;
        for (std::size_t k = 0; k < lp; ++k) { // i = k + 1
            const double v = (n + 1.0 - static_cast<double>(k + 1)) * p[o[k]];
            running = std::max(running, v);
            out[o[k]] = std::min(1.0, running);
        }
        return out;
    }
    case PAdjustMethod::Hochberg:
    case PAdjustMethod::BH:
    case PAdjustMethod::BY: {
        const auto o = order(p, true);
        long double harmonic = 0.0L; // R: q <- sum(1/(1L:n)), summed in long double
        for (std::size_t k = 1; k <= nTests; ++k)
            harmonic += 1.0 / static_cast<double>(k);
        const double q = static_cast<double>(harmonic);
        double running = INFINITY;
        for (std::size_t k = 0; k < lp; ++k) { // i = lp, lp - 1, ..., 1
            const double i = static_cast<double>(lp - k);
            double v;
            if (method == PAdjustMethod::Hochberg)
                v = (n + 1.0 - i) * p[o[k]];
            else if (method == PAdjustMethod::BH)
                v = n / i * p[o[k]];
            else
                v = q * n / i * p[o[k]];
            running = std::min(running, v);
            out[o[k]] = std::min(1.0, running);
        }
        return out;
    }
    case PAdjustMethod::Hommel: {
        if (nTests == 2)
            return adjustComplete(p, PAdjustMethod::Hochberg, nTests);
        std::vector<double> pp = p;
        pp.resize(nTests, 1.0); // missing tests count as p = 1
        const std::size_t N = nTests;
        const auto o = order(pp, false);
        std::vector<double> ps(N);
        for (std::size_t k = 0; k < N; ++k)
            ps[k] = pp[o[k]];
        double m0 = INFINITY;
        for (std::size_t k = 0; k < N; ++k)
            m0 = std::min(m0, n * ps[k] / static_cast<double>(k + 1));
        std::vector<double> q(N, m0), pa(N, m0);
        for (std::size_t j = N - 1; j >= 2; --j) {
            const double dj = static_cast<double>(j);
            // i1 = 1..N-j+1, i2 = N-j+2..N (1-based)
            double q1 = INFINITY;
            for (std::size_t t = N - j + 2, k = 2; t <= N; ++t, ++k)
                q1 = std::min(q1, dj * ps[t - 1] / static_cast<double>(k));
            for (std::size_t t = 1; t <= N - j + 1; ++t)
                q[t - 1] = std::min(dj * ps[t - 1], q1);
            for (std::size_t t = N - j + 2; t <= N; ++t)
                q[t - 1] = q[N - j];
            for (std::size_t t = 0; t < N; ++t)
                pa[t] = std::max(pa[t], q[t]);
        }
        std::vector<double> adjSorted(N);
        for (std::size_t t = 0; t < N; ++t)
            adjSorted[t] = std::max(pa[t], ps[t]);
        // back to the original positions (ro = order(o)); only the first lp are real tests
        std::vector<double> full(N);
        for (std::size_t k = 0; k < N; ++k)
            full[o[k]] = adjSorted[k];
        full.resize(lp);
        return full;
    }
    }
    return out;
}

} // namespace

std::vector<double> pAdjust(std::span<const double> p, PAdjustMethod method, std::size_t n)
{
    std::vector<double> out(p.begin(), p.end());
    std::vector<double> present;
    std::vector<std::size_t> where;
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (!std::isnan(p[i])) {
            present.push_back(p[i]);
            where.push_back(i);
        }
    }
    const std::size_t nTests = n == 0 ? present.size() : n;
    assert(nTests >= present.size());
    if (nTests <= 1 || present.empty())
        return out;
    const auto adj = adjustComplete(present, method, nTests);
    for (std::size_t k = 0; k < where.size(); ++k)
        out[where[k]] = adj[k];
    return out;
}

} // namespace rl::stats

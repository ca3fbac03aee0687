// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/agreement/confusion.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace rl::agreement {

KappaBand landisKochBand(double kappa)
{
    if (std::isnan(kappa))
        return KappaBand::Undefined;
    if (kappa < 0.0)
        return KappaBand::Poor;
    if (kappa <= 0.2)
        return KappaBand::Slight;
    if (kappa <= 0.4)
        return KappaBand::Fair;
    if (kappa <= 0.6)
        return KappaBand::Moderate;
    if (kappa <= 0.8)
        return KappaBand::Substantial;
    return KappaBand::AlmostPerfect;
}

const char *kappaBandName(KappaBand band)
{
    switch (band) {
    case KappaBand::Poor:
        return "poor";
    case KappaBand::Slight:
        return "slight";
    case KappaBand::Fair:
        return "fair";
    case KappaBand::Moderate:
        return "moderate";
    case KappaBand::Substantial:
        return "substantial";
    case KappaBand::AlmostPerfect:
        return "almost perfect";
    case KappaBand::Undefined:
        return "undefined";
    }
    return "?";
}

ConfusionResult confusion(std::span<const int> truth, std::span<const int> predicted, std::size_t classCount)
{
    assert(truth.size() == predicted.size());
    ConfusionResult r;
    const std::size_t K = classCount;
    const std::size_t cols = K + 1;
    r.classCount = K;
    r.counts.assign(K * cols, 0);
    const std::size_t N = std::min(truth.size(), predicted.size());
    for (std::size_t i = 0; i < N; ++i) {
        if (truth[i] < 0 || static_cast<std::size_t>(truth[i]) >= K) {
            ++r.nTruthOutOfRange;
            continue;
        }
        const bool valid = predicted[i] >= 0 && static_cast<std::size_t>(predicted[i]) < K;
        const std::size_t col = valid ? static_cast<std::size_t>(predicted[i]) : K;
        ++r.counts[static_cast<std::size_t>(truth[i]) * cols + col];
        r.nInvalid += valid ? 0 : 1;
        ++r.n;
    }

    r.perClass.resize(K);
    std::vector<std::size_t> colSum(K, 0);
    for (std::size_t t = 0; t < K; ++t) {
        for (std::size_t p = 0; p < cols; ++p) {
            r.perClass[t].support += r.counts[t * cols + p];
            if (p < K)
                colSum[p] += r.counts[t * cols + p];
        }
    }
    double f1Sum = 0.0;
    double rowColSum = 0.0; // sum_k row_k * col_k, an exact integer
    for (std::size_t k = 0; k < K; ++k) {
        ClassMetrics &m = r.perClass[k];
        m.nPredicted = colSum[k];
        m.tp = r.counts[k * cols + k];
        m.fp = m.nPredicted - m.tp;
        m.fn = m.support - m.tp;
        r.nCorrect += m.tp;
        m.precision = m.tp + m.fp > 0 ? static_cast<double>(m.tp) / static_cast<double>(m.tp + m.fp) : 0.0;
        m.recall = m.tp + m.fn > 0 ? static_cast<double>(m.tp) / static_cast<double>(m.tp + m.fn) : 0.0;
        m.f1 = m.precision + m.recall > 0.0 ? 2.0 * m.precision * m.recall / (m.precision + m.recall) : 0.0;
        f1Sum += m.f1;
        rowColSum += static_cast<double>(m.support) * static_cast<double>(m.nPredicted);
    }
    if (K > 0)
        r.macroF1 = f1Sum / static_cast<double>(K);
    if (r.n == 0) {
        r.status = ConfusionStatus::Empty;
        return r;
    }
    const auto n = static_cast<double>(r.n);
    r.accuracy = static_cast<double>(r.nCorrect) / n;
    r.pExpected = rowColSum / (n * n);
    if (r.pExpected >= 1.0) {
        r.status = ConfusionStatus::KappaUndefined;
        return r;
    }
    r.kappa = (r.accuracy - r.pExpected) / (1.0 - r.pExpected);
    r.band = landisKochBand(r.kappa);
    r.status = ConfusionStatus::Ok;
    return r;
}

} // namespace rl::agreement

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <deque>
#include <utility>

namespace rl::models {

/// Requests per second of a run from its progress reports: finished requests (answered + failed)
/// over a sliding window of the last `windowSeconds` of the run's clock, (n_last − n_first) /
/// (t_last − t_first). Before the window spans half a second the rate is the run's average,
/// n / t (0 at t = 0). A paused run's rate falls to 0 once the window holds only the pause.
class RateMeter {
public:
    explicit RateMeter(double windowSeconds = 5.0) : m_window(windowSeconds) { }

    void reset() { m_samples.clear(); }

    /// Add a report (`elapsedSeconds` is non-decreasing within one run) and return the rate.
    double add(double elapsedSeconds, std::int64_t finished)
    {
        if (!m_samples.empty() && elapsedSeconds < m_samples.back().first)
            m_samples.clear(); // a new run's clock
        m_samples.emplace_back(elapsedSeconds, finished);
        while (m_samples.size() > 2 && m_samples[1].first <= elapsedSeconds - m_window)
            m_samples.pop_front();
        const auto &[t0, n0] = m_samples.front();
        const double span = elapsedSeconds - t0;
        if (span < 0.5)
            return elapsedSeconds > 0 ? static_cast<double>(finished) / elapsedSeconds : 0.0;
        return static_cast<double>(finished - n0) / span;
    }

private:
    double m_window;
    std::deque<std::pair<double, std::int64_t>> m_samples;
};

} // namespace rl::models

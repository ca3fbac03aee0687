// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/jury/rounds.h"

#include "engine/stats/descriptive.h"

#include <algorithm>
#include <cmath>

namespace rl::analysis::jury {

double humanOnJudgeScale(const JuryData &d, double h)
{
    return d.judgeMin + (h - d.humanMin) * (d.judgeMax - d.judgeMin) / (d.humanMax - d.humanMin);
}

namespace {

double share(std::size_t a, std::size_t b) { return b ? static_cast<double>(a) / static_cast<double>(b) : kNaN; }

/// Column of global judge `judge` in table t, -1 when it did not answer there.
int columnOf(const JuryTable &t, int judge)
{
    auto it = std::find(t.judges.begin(), t.judges.end(), judge);
    return it == t.judges.end() ? -1 : static_cast<int>(it - t.judges.begin());
}

RoundStats statsOf(const JuryData &data, const JuryTable &t, const JuryTable *prev)
{
    RoundStats s;
    s.corpus = t.corpus;
    s.condition = t.condition;
    s.round = t.round;
    s.judges = t.columnCount();
    const std::size_t n = t.rowCount(), k = t.columnCount();
    double sdSum = 0.0, scoreSum = 0.0;
    std::size_t unanimous = 0, answers = 0, humanBase = 0;
    std::vector<double> v;
    for (std::size_t row = 0; row < n; ++row) {
        v.clear();
        for (std::size_t c = 0; c < k; ++c)
            if (std::isfinite(t.score(row, c)))
                v.push_back(t.score(row, c));
        for (double d : v)
            scoreSum += d;
        answers += v.size();
        if (v.size() < 2)
            continue;
        ++s.items;
        sdSum += stats::sd(v);
        unanimous += std::all_of(v.begin(), v.end(), [&](double d) { return d == v.front(); });
    }
    s.meanItemSd = s.items ? sdSum / static_cast<double>(s.items) : kNaN;
    s.unanimousShare = share(unanimous, s.items);
    s.meanScore = answers ? scoreSum / static_cast<double>(answers) : kNaN;
    if (prev && prev->rowCount() == n) {
        for (std::size_t c = 0; c < k; ++c) {
            const int pc = columnOf(*prev, t.judges[c]);
            if (pc < 0)
                continue;
            for (std::size_t row = 0; row < n; ++row) {
                const double now = t.score(row, c), before = prev->score(row, pc);
                if (!std::isfinite(now) || !std::isfinite(before))
                    continue;
                ++s.compared;
                if (now == before)
                    continue;
                ++s.changed;
                double others = 0.0;
                std::size_t m = 0;
                for (std::size_t o = 0; o < prev->columnCount(); ++o)
                    if (static_cast<int>(o) != pc && std::isfinite(prev->score(row, o))) {
                        others += prev->score(row, o);
                        ++m;
                    }
                if (m) {
                    others /= static_cast<double>(m);
                    s.towardOthers += std::fabs(now - others) < std::fabs(before - others);
                }
                if (std::isfinite(t.human[row])) {
                    const double h = humanOnJudgeScale(data, t.human[row]);
                    ++humanBase;
                    s.closerToHuman += std::fabs(now - h) < std::fabs(before - h);
                    s.furtherFromHuman += std::fabs(now - h) > std::fabs(before - h);
                }
            }
        }
        s.changedShare = share(s.changed, s.compared);
        s.towardOthersShare = share(s.towardOthers, s.changed);
        s.closerToHumanShare = share(s.closerToHuman, humanBase);
        s.furtherFromHumanShare = share(s.furtherFromHuman, humanBase);
    }
    return s;
}

} // namespace

std::vector<RoundStats> roundStats(const JuryData &data)
{
    std::vector<RoundStats> out;
    for (std::size_t i = 0; i < data.tables.size(); ++i) {
        const JuryTable &t = data.tables[i];
        const JuryTable *prev = nullptr;
        for (std::size_t j = 0; j < data.tables.size(); ++j) {
            const JuryTable &p = data.tables[j];
            if (p.corpus == t.corpus && p.condition == t.condition && p.round == t.round - 1)
                prev = &p;
        }
        out.push_back(statsOf(data, t, prev));
    }
    return out;
}

} // namespace rl::analysis::jury

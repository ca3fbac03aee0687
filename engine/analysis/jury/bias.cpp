// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/jury/bias.h"

#include "engine/analysis/jury/juryanalysis.h"
#include "engine/analysis/jury/rounds.h"
#include "engine/stats/descriptive.h"
#include "engine/stats/ttest.h"

#include <map>
#include <tuple>

namespace rl::analysis::jury {

std::vector<JudgeBias> judgeBias(const JuryData &data)
{
    std::vector<JudgeBias> out;
    for (const JuryTable &t : data.tables) {
        if (t.round != 1)
            continue;
        const std::size_t n = t.rowCount();
        for (std::size_t col = 0; col < t.columnCount(); ++col) {
            JudgeBias b;
            b.corpus = t.corpus;
            b.condition = t.condition;
            b.base = baseCondition(t.condition);
            b.judge = t.judges[col];
            std::vector<double> answers, humans, differences;
            for (std::size_t row = 0; row < n; ++row) {
                const double a = t.score(row, col), h = t.human[row];
                if (!std::isfinite(a) || !std::isfinite(h))
                    continue;
                const double hj = humanOnJudgeScale(data, h);
                answers.push_back(a);
                humans.push_back(hj);
                differences.push_back(a - hj);
            }
            b.n = differences.size();
            if (b.n > 0) {
                b.meanJudge = stats::mean(answers);
                b.meanHuman = stats::mean(humans);
                b.bias = stats::mean(differences);
            }
            const stats::OneSampleTTest test = stats::tTestOneSample(differences);
            if (test.status == stats::TTestStatus::Ok) {
                b.ciLow = test.ciLow;
                b.ciHigh = test.ciHigh;
            }
            out.push_back(std::move(b));
        }
    }
    std::map<std::tuple<std::string, std::string, int>, double> biasOf;
    for (const auto &b : out)
        biasOf[{b.corpus, b.condition, b.judge}] = b.bias;
    for (auto &b : out) {
        if (b.base.empty())
            continue;
        if (const auto it = biasOf.find({b.corpus, b.base, b.judge}); it != biasOf.end()) {
            b.baseBias = it->second;
            b.shift = b.bias - b.baseBias;
        }
    }
    return out;
}

} // namespace rl::analysis::jury

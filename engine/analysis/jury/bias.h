// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/jury/jurydata.h"

#include <cstddef>
#include <string>
#include <vector>

/// Each judge's bias against the human score per prompt condition (docs/methods.md §8): where Δρ says how
/// well a prompt condition ranks the pairs, the bias says whether it moves the answers — an anchor
/// such as gold-plus-one shows as a bias near +1 point over the same judge's blind bias.
namespace rl::analysis::jury {

/// One judge on one round-1 table (corpus, prompt condition).
struct JudgeBias {
    std::string corpus;
    std::string condition;
    std::string base;               ///< baseCondition(condition), empty when none
    int judge = -1;                 ///< index into JuryData::judges
    std::size_t n = 0;              ///< items with the judge's answer and a human score
    double meanJudge = kNaN;        ///< mean of the judge's answers on those items
    double meanHuman = kNaN;        ///< mean of h' = humanOnJudgeScale(h) on those items
    double bias = kNaN;             ///< mean of (answer − h'): judge − human on the judge scale
    double ciLow = kNaN;            ///< 95% t interval of the mean difference (stats::tTestOneSample; NaN for n < 2 or constant)
    double ciHigh = kNaN;
    double baseBias = kNaN;         ///< the same judge's bias on the same corpus under `base` (NaN when none)
    double shift = kNaN;            ///< bias − baseBias: what the prompt condition adds
};

/// One row per judge per round-1 table, in table order then judge order.
std::vector<JudgeBias> judgeBias(const JuryData &data);

} // namespace rl::analysis::jury

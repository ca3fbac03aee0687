// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/jury/jurydata.h"

#include <vector>

/// Convergence over deliberation rounds (docs/methods.md §8), per corpus and prompt condition.
namespace rl::analysis::jury {

/// One round of one (corpus, condition). "Answers" are finite scores; a judge's change compares its
/// answer on an item in this round with its answer in the previous round (both present).
struct RoundStats {
    std::string corpus;
    std::string condition;
    int round = 1;
    std::size_t judges = 0;           ///< columns of the round's table
    std::size_t items = 0;            ///< items with at least two answers (the SD and unanimity base)
    double meanItemSd = kNaN;         ///< mean over those items of the SD (n − 1) of the judges' answers
    double unanimousShare = kNaN;     ///< share of those items where every answer is the same
    double meanScore = kNaN;          ///< mean of every answer of the round
    std::size_t compared = 0;         ///< (item, judge) answers present in this and the previous round (0 in round 1)
    std::size_t changed = 0;          ///< of those, answers that differ from the previous round
    double changedShare = kNaN;       ///< changed / compared
    std::size_t towardOthers = 0;     ///< changed answers with |new − o| < |old − o|, o = mean of the other judges' previous answers on the item (items where another judge answered)
    double towardOthersShare = kNaN;  ///< towardOthers / changed
    std::size_t closerToHuman = 0;    ///< changed answers with |new − h'| < |old − h'|, h' the human score on the judge scale
    std::size_t furtherFromHuman = 0; ///< changed answers with |new − h'| > |old − h'|
    double closerToHumanShare = kNaN; ///< closerToHuman / (changed answers on items with a human score)
    double furtherFromHumanShare = kNaN; ///< furtherFromHuman / (the same)
};

/// The human score on the judge scale: the linear map [humanMin, humanMax] → [judgeMin, judgeMax]
/// (0–5 → 1–5: h' = 1 + 0.8 h).
double humanOnJudgeScale(const JuryData &data, double human);

/// One row per table (every corpus, prompt condition and round), in table order; round r > 1 is compared
/// with the round r − 1 table of the same corpus and condition when there is one (else its change counts are 0 and NaN).
std::vector<RoundStats> roundStats(const JuryData &data);

} // namespace rl::analysis::jury

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/study.h"

#include <string>
#include <vector>

/// The per-item pairs (M_j, x_j) the Bland–Altman plot and the |z| column draw, and each condition's
/// label answers — computed from the Study exactly as the analysis does: human ratings through
/// agreement::ItemRatings (every round and sample), a condition's answer is its sample 0 of round 0.
namespace rl::analysis {

/// One analysed numeric dimension, item by item (index = Study::items).
struct ItemPairs {
    std::string dimension;                        ///< RatingAnalysis::dimensions[d]
    std::vector<double> humanMean;                ///< M_j; NaN when the item has no human rating
    std::vector<double> humanSd;                  ///< SD_j (n − 1); NaN when n_j < 2
    std::vector<int> humanN;                      ///< n_j
    std::vector<std::vector<double>> predictions; ///< [condition][item] x_j; NaN when absent
};

struct ItemPairTable {
    std::vector<ItemPairs> pairs;               ///< [analysed dimension], in the order asked for
    std::vector<std::vector<int>> labelAnswers; ///< [condition][item]: label index, -1 invalid, -2 none
    std::vector<int> emotionOfItem;             ///< per item: emotion level (analysis group − 1), −1 when none
};

/// The table for `dimensions` (names of numeric dimensions; a name the study does not have is
/// skipped). Label answers are the ratings on the face study's emotion dimension (all −2 when the
/// study has none); emotionOfItem is −1 for every item when the study has no emotion factor.
ItemPairTable itemPairs(const study::Study &study, const std::vector<std::string> &dimensions);

} // namespace rl::analysis

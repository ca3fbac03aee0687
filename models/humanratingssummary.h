// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/humansummary.h"

/// The per-item summary of the human ratings that the stimulus grid sorts by and the detail pane
/// draws: computed by the engine (engine/analysis/humansummary.h), named here for the Qt models.
namespace rl::models {

using analysis::HistogramBinning;
using analysis::HumanRatingsSummary;
using analysis::ItemDimensionSummary;
using analysis::summarizeHumanRatings;
using analysis::SummaryStatus;

} // namespace rl::models

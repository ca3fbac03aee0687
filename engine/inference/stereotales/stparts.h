// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inference/stereotales/strun.h"

/// Internal to engine/inference/stereotales: the part generation and harm rating share.
namespace rl::inference::stereotales {

/// Run `conditionId` with `run` through the Scheduler (InferenceRun) or, with st.batch, through the
/// provider's batch engine (runBatch), and fill `out` from its summary. Errors before anything was sent.
Status runThrough(storage::Project &project, const std::string &conditionId, const RunOptions &run, const StRunOptions &st,
    StRunSummary &out, const StProgressFn &progress, std::stop_token stop);

} // namespace rl::inference::stereotales

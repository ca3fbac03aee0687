// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/stereotales/stparts.h"

namespace rl::inference::stereotales {

Status runThrough(storage::Project &project, const std::string &conditionId, const RunOptions &run, const StRunOptions &st,
    StRunSummary &out, const StProgressFn &progress, std::stop_token stop)
{
    out.batch = st.batch;
    if (st.batch) {
        batch::BatchOptions bo;
        bo.run = run;
        bo.driver = st.driver;
        bo.priceFactor = st.priceFactor;
        auto r = batch::runBatch(project, conditionId, bo,
            [&](const batch::BatchRunProgress &p) {
                if (progress)
                    progress({p.requests, p.jobs});
            },
            stop);
        if (!r)
            return r.error();
        out.progress = {r->progress.requests, r->progress.jobs};
        out.runId = r->runId;
        out.status = r->status;
        out.failuresByCode = r->failuresByCode;
        out.warnings = r->warnings;
        out.stopReason = r->stopReason;
        return {};
    }
    InferenceRun inference(project, conditionId, run);
    auto r = inference.run(
        [&](const RunProgress &p) {
            if (progress)
                progress({p, std::nullopt});
        },
        stop);
    if (!r)
        return r.error();
    out.progress = {r->progress, std::nullopt};
    out.runId = r->runId;
    out.status = r->status;
    out.failuresByCode = r->failuresByCode;
    out.stopReason = r->stopReason;
    return {};
}

} // namespace rl::inference::stereotales

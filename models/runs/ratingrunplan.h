// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inference/inferencerun.h"
#include "models/runs/runplan.h"

#include <QMetaType>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace rl::storage {
class Project;
}

namespace rl::models {

/// One condition's run to start.
struct RunRequest {
    QString conditionId;
    inference::RunOptions options;   ///< item filter, limit, concurrency, rate, base URL, key
    std::vector<std::int64_t> resumes; ///< interrupted runs this run takes over (marked `resumed` once it has begun)
    /// Through the provider's batch engine (inference/batch/batchrun.h: half price, results within 24 h) instead
    /// of one request per answer. Pause does not apply (the provider works on submitted jobs regardless);
    /// cancel and shutdown stop polling at once — the jobs stay recorded and the next batch run polls them.
    bool batch = false;
    double pollIntervalSeconds = 30; ///< batch: the first wait between status polls
};

/// A batch run's jobs by state, for the panel.
struct BatchJobCounts {
    int submitted = 0;  ///< submitting or validating
    int inProgress = 0; ///< in progress, finalizing or cancelling
    int completed = 0;  ///< ended (their results reconciled) or abandoned
};

/// Where a condition's run is: the engine's figures, and a batch run's jobs (after every submission, poll round and
/// reconciliation; empty for a run of single requests and for the last figures).
struct ConditionRunProgress {
    inference::RunProgress requests;
    std::optional<BatchJobCounts> batchJobs;
};

/// The run plan of a face or rating study: one model condition over the study's items (the request's item filter), as
/// inference::InferenceRun — or inference::batch::runBatch for a batch request — on the RunController's worker.
/// Reports ConditionRunProgress; its value is the inference::RunSummary. It can pause (no new request is sent), and
/// when the controller closes it lets the requests in flight land within the grace period, then stops and marks its
/// run `interrupted` in the journal (runhistory.h). The interrupted runs it takes over (RunRequest::resumes) are
/// marked `resumed` once it has begun.
class RatingRunPlan : public RunPlan {
public:
    explicit RatingRunPlan(RunRequest request) : m_request(std::move(request)) { }
    Result<QVariant> execute(RunContext &run) override;

private:
    Result<inference::RunSummary> runRequests(RunContext &run, storage::Project &project);
    Result<inference::RunSummary> runBatch(RunContext &run, storage::Project &project);

    RunRequest m_request;
};

} // namespace rl::models

Q_DECLARE_METATYPE(rl::inference::RunProgress)
Q_DECLARE_METATYPE(rl::inference::RunSummary)
Q_DECLARE_METATYPE(rl::models::ConditionRunProgress)

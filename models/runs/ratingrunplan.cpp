// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/runs/ratingrunplan.h"

#include "engine/inference/batch/batchrun.h"
#include "engine/inference/runhistory.h"
#include "engine/media/svgraster.h"
#include "engine/storage/project.h"

#include <algorithm>

namespace rl::models {

namespace {

    /// The demo's SVG faces go to the models as PNG.
    void convertImages(inference::RunOptions &options)
    {
        if (!options.imageConverter)
            options.imageConverter = [](std::string &mime, std::vector<std::uint8_t> &bytes) {
                return media::convertForModels(mime, bytes);
            };
    }

    /// The run took over: mark the interrupted runs it resumes.
    void markResumed(storage::Project &project, const std::vector<std::int64_t> &resumes)
    {
        if (!resumes.empty())
            (void)inference::setRunStatus(project, resumes, inference::RunStatus::Resumed);
    }

    /// A closing controller stopped the run: the journal says `interrupted`, so the next opening offers to resume it.
    void markInterrupted(RunContext &run, storage::Project &project, inference::RunSummary &summary)
    {
        if (!run.closing() || summary.status != inference::RunStatus::Cancelled)
            return;
        const std::vector<std::int64_t> ids {summary.runId};
        (void)inference::setRunStatus(project, ids, inference::RunStatus::Interrupted);
        summary.status = inference::RunStatus::Interrupted;
    }

} // namespace

Result<QVariant> RatingRunPlan::execute(RunContext &run)
{
    auto project = storage::Project::open(run.projectPath());
    if (!project)
        return project.error();
    if (run.closing() || run.stopToken().stop_requested())
        return Error {ErrorCode::Cancelled, "closed before the run began"};
    auto summary = m_request.batch ? runBatch(run, *project) : runRequests(run, *project);
    if (!summary)
        return summary.error();
    run.report(QVariant::fromValue(ConditionRunProgress {summary->progress, std::nullopt}), true); // the last figures
    return QVariant::fromValue(*summary);
}

Result<inference::RunSummary> RatingRunPlan::runRequests(RunContext &run, storage::Project &project)
{
    inference::RunOptions options = m_request.options;
    options.trustEndpoints = options.trustEndpoints || run.endpointsTrusted();
    convertImages(options);
    inference::InferenceRun engineRun(project, m_request.conditionId.toStdString(), std::move(options));
    run.setPauseHandler([&engineRun](bool paused) {
        if (paused)
            engineRun.pause();
        else
            engineRun.resume();
    });
    bool begun = false;
    auto report = [&](const inference::RunProgress &p) {
        if (!begun) {
            // The first report comes after the run's journal row exists: it has taken over.
            begun = true;
            markResumed(project, m_request.resumes);
            run.begun();
        }
        if (run.closing() && (p.inFlight == 0 || run.graceOver()))
            run.requestStop(); // paused by the closing controller: stop once idle, or when the grace is over
        run.report(QVariant::fromValue(ConditionRunProgress {p, std::nullopt}));
    };
    auto result = engineRun.run(report, run.stopToken());
    run.setPauseHandler(nullptr);
    if (result)
        markInterrupted(run, project, *result);
    return result;
}

Result<inference::RunSummary> RatingRunPlan::runBatch(RunContext &run, storage::Project &project)
{
    inference::batch::BatchOptions options;
    options.run = m_request.options;
    options.run.trustEndpoints = options.run.trustEndpoints || run.endpointsTrusted();
    convertImages(options.run);
    options.driver.http = options.run.scheduler;
    options.driver.pollIntervalSeconds = m_request.pollIntervalSeconds;
    options.driver.pollMaxSeconds = std::max(options.driver.pollIntervalSeconds, options.driver.pollMaxSeconds);
    bool begun = false;
    auto report = [&](const inference::batch::BatchRunProgress &bp) {
        if (!begun) {
            begun = true;
            markResumed(project, m_request.resumes);
            run.begun();
        }
        if (run.closing())
            run.requestStop(); // submitted jobs are recorded: the next run polls them
        BatchJobCounts counts;
        for (const auto &j : bp.jobs.jobs) {
            if (j.state == inference::batch::kSubmitting || j.state == "validating")
                ++counts.submitted;
            else if (j.state == "in_progress" || j.state == "finalizing" || j.state == "cancelling")
                ++counts.inProgress;
            else
                ++counts.completed;
        }
        run.report(QVariant::fromValue(ConditionRunProgress {bp.requests, counts}), true); // every poll round
    };
    auto result = inference::batch::runBatch(
        project, m_request.conditionId.toStdString(), options, report, run.stopToken());
    if (!result)
        return result.error();
    inference::RunSummary summary;
    summary.progress = result->progress.requests;
    summary.runId = result->runId;
    summary.status = result->status;
    summary.failuresByCode = result->failuresByCode;
    summary.stopReason = result->stopReason;
    markInterrupted(run, project, summary);
    return summary;
}

} // namespace rl::models

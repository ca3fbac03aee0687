// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/batch/batchjobs.h"
#include "engine/inference/batch/batchprotocol.h"
#include "engine/inference/scheduler.h"
#include "engine/study/condition.h"

#include <cstdint>
#include <functional>
#include <stop_token>
#include <string>
#include <vector>

/// The provider-neutral batch loop: submit what is pending in jobs under the provider's limits,
/// poll the alive jobs with backoff, download the results of the ended ones and hand them to the
/// caller to reconcile. It knows nothing of studies: a BatchRequestSet says which custom ids need
/// an answer, builds a request's body and takes the results. batchrun.h drives it for a study's
/// condition; StereoTales generation and extraction can drive it with their own set.
///
/// Loop. (1) Recover: the alive jobs of the condition (BatchJobStore) are polled, never sent again;
/// one left `submitting` (the process died before the create call's answer was stored) is looked
/// for in the provider's job list and adopted, or abandoned when the provider made none (its
/// requests are sent again), or the loop stops and asks when it cannot tell (batchjobs.h). (2) Submit: the set's pending ids that no alive job holds are built, encoded and
/// cut into jobs of at most maxRequestsPerJob requests and maxBytesPerJob bytes; each job is
/// recorded before it is sent. An id already submitted maxAttempts times is given up instead
/// (BatchRequestSet::giveUp). (3) Poll every alive job; wait pollInterval between rounds, ×1.5 per
/// round in which nothing ended, at most pollMax, back to pollInterval after a reconcile. (4) An
/// ended job's results go to BatchRequestSet::reconcile — which commits every answer to the journal
/// before it counts it — then the job is marked reconciled. Back to (2) until nothing is pending
/// and nothing is alive.
///
/// A job the provider answers 404 for is abandoned (its requests go into a new job); other poll
/// failures (transport, 5xx after the retries, an unreadable body or unknown state) are polled again
/// next round — an unreadable answer at most maxUnreadablePolls times in a row. A job's succeeded
/// count is the number of its requests with a result (a duplicate result line counts once).
///
/// HTTP goes through the Scheduler (one job at a time, its retries and backoff); 401/403 stop the
/// loop with Error{Auth}. Cancellation (the stop token) ends the loop between steps: alive jobs stay
/// recorded and the next run polls them. Every error detail is redacted of the API key.
namespace rl::inference::batch {

struct BatchDriverOptions {
    double pollIntervalSeconds = 30;  ///< the first wait between poll rounds
    double pollMaxSeconds = 600;      ///< the longest wait between poll rounds
    int maxAttempts = 3;              ///< submissions per request (first included) before it is given up
    /// Polls of one job in a row whose answer cannot be read (an unknown state, a body that is not a
    /// batch) before the loop stops with Error{Parse} naming the job and the answer (the job stays
    /// recorded: the next run polls it again).
    int maxUnreadablePolls = 20;
    std::size_t maxRequestsPerJob = 0; ///< 0 = the provider's limit (limitsOf)
    std::size_t maxBytesPerJob = 0;    ///< 0 = the provider's limit
    SchedulerOptions http;            ///< retries, timeouts of the submit, poll and download requests
};

/// A job's figures for progress reports.
struct BatchJobView {
    std::int64_t id = 0;              ///< batch_jobs.id
    std::string providerBatchId;
    std::string state;                ///< as stored (batchjobs.h)
    std::int64_t requests = 0, succeeded = 0, failed = 0;
};

struct BatchDriverProgress {
    std::vector<BatchJobView> jobs;   ///< the jobs this driver has submitted or recovered, in order
    int jobsSubmitted = 0;            ///< submitted by this run
    int jobsRecovered = 0;            ///< alive jobs of an earlier run, polled instead of sent again
    int jobsAbandoned = 0;            ///< found `submitting` on recovery
    int pollRounds = 0;
    std::int64_t requestsSubmitted = 0;  ///< requests sent in this run's jobs
    std::int64_t requestsResubmitted = 0; ///< of which had been in an earlier job
    std::int64_t givenUp = 0;         ///< ids given up after maxAttempts submissions
};

/// What the driver needs from its caller. Called on the driver's thread.
struct BatchRequestSet {
    /// The custom ids that need an answer now, in submission order (answered and given-up ids excluded).
    std::function<std::vector<std::string>()> pending;
    /// Called once per submit round, before build(), with the ids about to be built (in that order).
    std::function<void(const std::vector<std::string> &ids)> beginRound;
    /// The synchronous request of an id (provider.h's buildRequest). An error gives the id up at once.
    std::function<Result<HttpRequest>(const std::string &customId)> build;
    /// The results of an ended job (`job.customIds` were its requests; ids without a result line
    /// are the caller's to treat as failed). Commits before counting; an error stops the loop.
    std::function<Status(const BatchJobRecord &job, const BatchStatus &status, std::vector<ResultLine> &&lines)> reconcile;
    /// No more attempts for this id (`why`: the last reason); it must leave pending().
    std::function<void(const std::string &customId, const Error &why)> giveUp;
    /// Progress (optional), after every step.
    std::function<void(const BatchDriverProgress &)> progress;
};

/// Run the loop (see above) for condition `c` (provider openai, anthropic or gemini) with `store`
/// (its jobs) and `runId` (runs.id recorded on new jobs). Returns when nothing is pending or alive,
/// or with Error{Auth, Cancelled, Sql, ...}; `progress` holds the figures either way.
Status runBatchLoop(const study::ModelCondition &c, const std::string &apiKey, BatchJobStore &store, std::int64_t runId,
    const BatchDriverOptions &options, BatchRequestSet &set, BatchDriverProgress &progress, std::stop_token stop = {});

} // namespace rl::inference::batch

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/batch/batchdriver.h"
#include "engine/inference/inferencerun.h"
#include "engine/storage/project.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

/// A condition's inference run through the provider's batch engine (about half price, results
/// within 24 h) instead of one HTTP request per answer: the same study, items, prompting strategy,
/// request bodies (runparts.h, provider.h) and answer parser as InferenceRun, the same journal —
/// so a batch run and a synchronous run of one condition complete each other, and a restart of
/// either sends only what the journal does not hold as answered.
///
/// Each request's custom id is its journal identity's hash (requestCustomId). The loop is
/// batchdriver.h's. Multi-stage strategies send one stage per job: an item's next stage goes into a
/// later job once its answer is committed. Reconciling a job's results: a line for an id this run
/// does not know (not one of its requests' current stage) is ignored with a warning; a second
/// result for an id already answered is ignored as a duplicate; a line that cannot be read
/// (truncated JSON, wrong types) is a failure with its reason; an id the job returned no line for
/// is a failure ("no result"). Answers are committed (one transaction per group of
/// `commitGroup`, WAL, synchronous=FULL) before they are counted. Failures are stored (status
/// failed, reason) and sent again in a later job until maxAttempts submissions, then counted failed.
///
/// Cost: the providers bill batch requests at 50 % of their standard prices (OpenAI Batch API,
/// Anthropic Message Batches, Gemini batch mode), so a batch answer's cost is the condition's
/// prices × priceFactor (0.5) × its tokens, stored per request as the synchronous path does.
///
/// Threads: runBatch() blocks the calling thread (it sleeps between poll rounds) and calls
/// `progress` on it; cancellation through the stop token (alive jobs stay recorded and the next run
/// polls them). The GUI runs it on a worker thread.
namespace rl::inference::batch {

struct BatchOptions {
    RunOptions run;                  ///< items, limit, base URL, trust, key, image converter, round and peers (scheduler: the HTTP retries)
    BatchDriverOptions driver;       ///< poll interval, attempts, job sizes
    double priceFactor = 0.5;        ///< batch price ÷ standard price (all three providers: 50 %)
    std::size_t commitGroup = 512;   ///< answers per journal transaction
};

struct BatchRunProgress {
    RunProgress requests;            ///< answered, failed (given up), reused, tokens, cost — counted after commit
    BatchDriverProgress jobs;
    std::int64_t unknownResults = 0;   ///< result lines for ids the run does not know (ignored)
    std::int64_t duplicateResults = 0; ///< results for ids already answered (ignored)
    std::int64_t unreadableResults = 0; ///< lines that could not be read (failures with their reason)
    std::int64_t retriedFailures = 0;  ///< failed results whose request goes into a later job
};

struct BatchRunSummary {
    BatchRunProgress progress;
    std::int64_t runId = 0;
    RunStatus status = RunStatus::Finished;             ///< Finished, Failed or Cancelled
    std::map<std::string, std::int64_t> failuresByCode; ///< of the requests given up
    std::vector<std::string> warnings;                  ///< unknown ids, unreadable lines (at most 100, then a count)
    std::optional<Error> stopReason;
};

using BatchProgressFn = std::function<void(const BatchRunProgress &)>;

/// Run condition `conditionId` of the project's study through its provider's batch engine (see
/// above). Errors before anything was sent (unknown condition, a provider without a batch engine,
/// missing key, untrusted endpoint, SQL) are returned as Error; everything after that is in the summary.
Result<BatchRunSummary> runBatch(storage::Project &project, const std::string &conditionId, const BatchOptions &options,
    const BatchProgressFn &progress = {}, std::stop_token stop = {});

} // namespace rl::inference::batch

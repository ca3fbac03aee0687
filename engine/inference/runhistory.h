// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inference/runstatus.h"

#include "engine/core/result.h"
#include "engine/storage/database.h"
#include "engine/storage/runstore.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

/// Read-only queries over the inference journal (runs, requests, attempts of schema.sql) for the
/// runs panel, and the one status update the panel needs. Every function takes a connection to
/// the project file — a plain storage::Database is enough (WAL: reads do not block a run's
/// writers), so a view can keep a cheap connection of its own instead of a second Project.
///
/// Run statuses. journal.cpp writes `running` at a run's start and `finished`, `failed` or
/// `cancelled` at its end (inferencerun.h). The runs panel adds two:
///  - `interrupted`: the program was closed while the run was going (RunController's shutdown).
///  - `resumed`: an interrupted run that a later run of the same condition took over.
/// A run exists only inside the process that runs it, so a row still `running` (or `paused`)
/// when a process opens the project is an interrupted run too (the process died: crash, kill,
/// power loss) — unless another process is running it at that very moment (e.g. `raterlab-cli
/// infer` on the same file), which the journal cannot tell; resuming it then is still safe (the
/// journal skips answered requests), at worst some in-flight requests are sent twice.
namespace rl::inference {

/// One row of `runs`, with its settings decoded and its requests counted.
struct RunRecord {
    std::int64_t id = 0;
    std::string conditionId;         ///< conditions.key
    RunStatus status = RunStatus::Running; ///< a text the program does not know reads as Interrupted
    std::string createdAt;           ///< UTC ISO 8601
    std::string finishedAt;          ///< empty while running / when the process died
    std::string settingsJson;        ///< as InferenceRun stored it
    std::string itemFilter;          ///< settings "items" (itemfilter.h syntax; empty = all items)
    std::optional<int> limit;        ///< settings "limit" (absent or < 0 = none)
    int concurrency = 0;             ///< settings "concurrency" (0 = not recorded)
    double requestsPerMinute = 0;    ///< settings "requests_per_minute" (0 = unlimited)
    bool batch = false;              ///< settings "batch": a provider batch run (batch/batchrun.h), resumed as one
    std::int64_t answered = 0;       ///< requests whose latest state this run wrote: answered
    std::int64_t failed = 0;         ///< ... failed (a later run that answers a request takes it over)
};

/// A request whose latest state is failed.
struct FailedRequest {
    std::int64_t requestId = 0;
    std::int64_t runId = 0;          ///< the run that wrote the failure (0 = none recorded)
    std::string itemKey;
    int stage = 1;
    int sample = 0;
    std::string errorCode;           ///< errorCodeName(): "http", "auth", "parse", "io" ...
    std::string errorDetail;         ///< English detail, redacted of the key when stored
    int httpStatus = 0;              ///< of the request's last attempt; 0 = no HTTP response (or no attempt)
    int attempts = 0;                ///< attempts stored for the request (all runs)
    std::string rawResponse;         ///< the response body (or the model's text for a parse failure); when
                                     ///< the request row has none, the last attempt's body. Redacted when stored.
};

/// Every run, newest first; only those of `conditionId` when it is not empty.
Result<std::vector<RunRecord>> listRuns(storage::Database &db, const std::string &conditionId = {});

/// Requests of a condition whose latest state is failed, in item order (study order), stage,
/// sample; only those written by run `runId` when given.
Result<std::vector<FailedRequest>> failedRequests(storage::Database &db, const std::string &conditionId,
    std::optional<std::int64_t> runId = std::nullopt);

/// Runs left `running`, `paused` or `interrupted`, oldest first (see the status note above:
/// call it when the project is opened, before this process starts runs of its own, or leave out
/// the conditions it is running).
Result<std::vector<RunRecord>> interruptedRuns(storage::Database &db);

/// Set the status of the given runs (and finished_at to now when `finished`), one transaction.
/// Used for `interrupted` (closing) and `resumed` (taken over).
Status setRunStatus(storage::Database &db, std::span<const std::int64_t> runIds, RunStatus status,
    bool finished = true);
/// The same on the project's own connection.
Status setRunStatus(storage::Project &project, std::span<const std::int64_t> runIds, RunStatus status, bool finished = true);

} // namespace rl::inference

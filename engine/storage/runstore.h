// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/storage/database.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

/// The owner of the inference journal's tables (runs, requests, attempts of schema.sql, st_requests of
/// migration_v5.sql) and of the rows a journal writes with an answer (ratings, prediction_texts): every
/// statement on them is here. engine/inference/journal.* decides what is written and when (its texts
/// already made storable); runhistory.* and the analyses read through the queries below.
///
/// A store works on one connection: the project's (RunStore(Project &)), one it is given, or one of its
/// own (openConnection: the journal's writer thread). Numbers stored NULL: a token count < 0, a cost or
/// latency that is NaN, a run id or HTTP status <= 0, an empty attempt body.
namespace rl::storage {

class Project;

/// An answered request of the journal.
struct AnsweredRequest {
    std::string itemKey;
    int stage = 1, round = 0, sample = 0;
    std::string promptHash;
    std::string parsedJson, thinking, rawResponse;
    double latencyMs = 0; ///< NULL reads as NaN
};

/// One row of `runs`, with its requests counted.
struct RunRow {
    std::int64_t id = 0;
    std::string conditionKey;
    std::string status;       ///< as stored (runhistory.h names them)
    std::string createdAt, finishedAt; ///< finishedAt "" when NULL
    std::string settingsJson;
    std::int64_t answered = 0, failed = 0; ///< requests whose latest state this run wrote
};

/// A request whose latest state is failed, with its last attempt.
struct FailedRequestRow {
    std::int64_t requestId = 0, runId = 0; ///< runId 0 = none recorded
    std::string itemKey;
    int stage = 1, sample = 0;
    std::string errorCode, errorDetail, rawResponse; ///< "" when NULL
    int attempts = 0;
    std::optional<int> lastHttpStatus;
    std::optional<std::string> lastAttemptBody;
};

/// The `requests` row of one finished request (the UNIQUE key: condition, item, stage, round, sample, prompt hash).
struct RequestWrite {
    std::int64_t conditionId = 0, itemId = 0, runId = 0;
    int stage = 1, round = 0, sample = 0;
    std::string_view promptHash;
    bool answered = false;
    std::string_view parsedJson, thinking, rawResponse; ///< parsedJson stored for an answer only
    std::int64_t inputTokens = -1, outputTokens = -1, thinkingTokens = -1;
    double latencyMs = 0, costUsd = 0;
    std::string_view errorCode, errorDetail; ///< failed only
    std::string_view answeredAt;              ///< answered only
};

/// An `attempts` row.
struct AttemptWrite {
    std::int64_t requestId = 0;
    int attemptNo = 0;
    std::string_view requestHash, startedAt;
    int httpStatus = 0;
    double latencyMs = 0;
    std::string_view outcome;
    bool failed = false;                      ///< errorCode / errorDetail stored (else NULL)
    std::string_view errorCode, errorDetail;
    std::string_view body;
};

/// The `st_requests` row of a request made on a story (identity: condition, story, prompt hash); a
/// repeated request adds its attempts to the row's.
struct StoryRequestWrite {
    std::int64_t conditionId = 0, storyId = 0, runId = 0;
    std::string_view promptHash;
    bool answered = false;
    bool refused = false;                     ///< answered only
    std::string_view parsedJson, rawResponse;
    std::int64_t inputTokens = -1, outputTokens = -1;
    double latencyMs = 0, costUsd = 0;
    int attempts = 1;
    std::string_view errorCode, errorDetail;  ///< failed only
    std::string_view answeredAt;              ///< answered only
};

/// What the journal holds of one condition: its requests by status, their tokens and cost, and its attempts.
struct RequestUsage {
    std::int64_t requests = 0, answered = 0, failed = 0, pending = 0;
    std::int64_t inputTokens = 0, outputTokens = 0, thinkingTokens = 0; ///< sums of the stored counts
    double costUsd = 0;          ///< sum of the recorded costs
    bool costKnown = false;      ///< some request has a recorded cost
    std::int64_t attempts = 0;
    std::string firstAt, lastAt; ///< of the attempts ("" when none)
};

/// The answered first-round requests (round <= 1) of one condition, with what their price is made of.
struct RequestCostRow {
    std::string conditionKey;
    std::int64_t items = 0, requests = 0;
    std::int64_t costed = 0;     ///< requests with a recorded cost
    double recordedUsd = 0;      ///< their sum
    std::int64_t tokened = 0;    ///< requests without a recorded cost whose input and output tokens are stored
    std::int64_t inputTokens = 0, outputTokens = 0; ///< of the tokened requests
};

class RunStore {
public:
    explicit RunStore(Project &project);
    explicit RunStore(Database &db);
    /// A store with a connection of its own to the project file at `path` (same pragmas: WAL, synchronous=FULL).
    static Result<RunStore> openConnection(const std::string &path);
    RunStore(RunStore &&) noexcept;
    RunStore &operator=(RunStore &&) noexcept;
    ~RunStore();

    /// The connection the store writes on (what a journal hook writes on, in the same transaction).
    Database &connection() { return *m_db; }

    // Row ids by key; nullopt when there is none.
    Result<std::optional<std::int64_t>> conditionId(const std::string &key);
    Result<std::optional<std::int64_t>> modelRaterId(const std::string &conditionKey);
    Result<std::optional<std::int64_t>> dimensionId(const std::string &name);
    Result<std::map<std::string, std::int64_t>> itemIds();
    /// conditions.config_json of condition `key`; nullopt when it is gone.
    Result<std::optional<std::string>> conditionConfigJson(const std::string &key);

    /// Every answered request of condition row `conditionId`.
    Result<std::vector<AnsweredRequest>> answered(std::int64_t conditionId);
    /// The answered sample-0 requests of condition `conditionKey` in `round` and `stage`, in request order.
    Result<std::vector<AnsweredRequest>> roundAnswers(const std::string &conditionKey, int round, int stage);
    /// Whether condition `conditionKey` has an answered request on item `itemKey`, sample `sample` (any stage).
    Result<bool> hasAnswer(const std::string &conditionKey, const std::string &itemKey, int sample);

    /// A new `runs` row (status running); its id.
    Result<std::int64_t> insertRun(std::int64_t conditionId, const std::string &createdAt, const std::string &settingsJson);
    /// The status of run `runId`, and its finished_at when `finishedAt` is given.
    Status setRunStatus(std::int64_t runId, const std::string &status, const std::optional<std::string> &finishedAt);
    /// setRunStatus for every run of `runIds`, in one transaction.
    Status setRunStatuses(std::span<const std::int64_t> runIds, const std::string &status,
        const std::optional<std::string> &finishedAt);
    /// Every run, newest first; only those of condition `conditionKey` when it is not empty.
    Result<std::vector<RunRow>> runs(const std::string &conditionKey = {});
    /// Runs whose status is running, paused or interrupted, oldest first.
    Result<std::vector<RunRow>> unfinishedRuns();
    /// Requests of condition `conditionKey` whose latest state is failed, in item order (position, id), stage,
    /// sample; only those written by run `runId` when given.
    Result<std::vector<FailedRequestRow>> failedRequests(const std::string &conditionKey, std::optional<std::int64_t> runId);

    /// The usage of condition `conditionKey` (zeros when it was never run).
    Result<RequestUsage> usage(const std::string &conditionKey);
    /// RequestCostRow of every condition with answered first-round requests.
    Result<std::vector<RequestCostRow>> firstRoundCosts();

    // The journal's writes, prepared once per store; the caller holds the transaction.
    /// Prepare every write statement (an error here: nothing can be written).
    Status prepareWrites();
    /// Insert or update the request; its row id.
    Result<std::int64_t> upsertRequest(const RequestWrite &r);
    Status insertAttempt(const AttemptWrite &a);
    /// The rating (replacing) of rater, item, dimension, round and sample.
    Status putRating(std::int64_t raterId, std::int64_t itemId, std::int64_t dimensionId, int round, int sample, double value,
        double rtMs);
    /// The prediction text (replacing) of rater, item, round and sample.
    Status putPredictionText(std::int64_t raterId, std::int64_t itemId, int round, int sample, std::string_view thinking,
        std::string_view rawResponse);
    Status upsertStoryRequest(const StoryRequestWrite &r);
    /// Reset every write statement (after a failed write, before the transaction rolls back).
    void resetWrites();

private:
    struct Writes;
    Result<std::vector<RunRow>> queryRuns(const std::string &where, const std::string &order, const std::string &arg);

    std::unique_ptr<Database> m_own; ///< set: a connection of its own
    Database *m_db = nullptr;
    std::unique_ptr<Writes> m_writes;
    std::unique_ptr<Statement> m_hasAnswer;
};

} // namespace rl::storage

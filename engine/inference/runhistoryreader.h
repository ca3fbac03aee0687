// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/runhistory.h"
#include "engine/storage/database.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace rl::inference {

/// A read connection to a project's inference journal, for a view that shows run history and
/// failures (the runs panel): the queries of runhistory.h behind one object, so the Qt layers hold
/// this and never a storage::Database of their own. WAL: reading does not block a run's writers.
/// Not thread-safe (one connection); use it from one thread.
class RunHistoryReader {
public:
    /// Opens the existing project file at `path` (Error{Io|Sql|Schema} as storage::Database::open).
    static Result<RunHistoryReader> open(const std::string &path);

    /// listRuns(): every run, newest first; those of `conditionId` when it is not empty.
    Result<std::vector<RunRecord>> runs(const std::string &conditionId = {});
    /// failedRequests(): requests of `conditionId` whose latest state is failed.
    Result<std::vector<FailedRequest>> failedRequests(const std::string &conditionId,
        std::optional<std::int64_t> runId = std::nullopt);
    /// interruptedRuns(): runs left running, paused or interrupted, oldest first.
    Result<std::vector<RunRecord>> interruptedRuns();

private:
    explicit RunHistoryReader(storage::Database db);
    std::unique_ptr<storage::Database> m_db;
};

} // namespace rl::inference

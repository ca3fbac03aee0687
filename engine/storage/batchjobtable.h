// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/storage/database.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

/// The owner of the provider batch jobs' tables (batch_jobs, batch_job_requests of schema.sql): the rows of
/// one condition and provider. engine/inference/batch/batchjobs.* decides what they hold (its states, its
/// stored-text rule); every statement on them is here.
namespace rl::storage {

class Project;

/// One batch_jobs row; "" for a NULL text.
struct BatchJobRow {
    std::int64_t id = 0;
    std::string providerBatchId, inputFileId, state, createdAt, expiresAt;
    std::int64_t requestCount = 0, succeeded = 0, failed = 0, payloadBytes = 0;
    std::string errorDetail;
    std::vector<std::string> customIds; ///< in submission order (when asked for)
};

/// The columns a job's update sets (besides updated_at), by name; each statement of batchjobtable.cpp.
enum class BatchJobUpdate {
    Uploaded,   ///< input_file_id
    Accepted,   ///< provider_batch_id, input_file_id, state, expires_at
    Status,     ///< state, expires_at (kept when ""), error_detail ("" = NULL), succeeded, failed (at least 0)
    Reconciled, ///< state, succeeded, failed
    Abandoned,  ///< state, error_detail
};

class BatchJobTable {
public:
    /// The jobs of condition row `conditionRowId` at provider `provider` (its providerName()).
    BatchJobTable(Project &project, std::int64_t conditionRowId, std::string provider);
    BatchJobTable(Database &db, std::int64_t conditionRowId, std::string provider);

    /// A new job (state `state`) and its custom ids, one transaction; its row id. `runId` <= 0 stores NULL.
    Result<std::int64_t> insert(std::int64_t runId, const std::string &state, const std::string &createdAt,
        const std::vector<std::string> &customIds, std::int64_t payloadBytes);
    /// Set the columns of `what` to `texts` (in the order listed at BatchJobUpdate, then updated_at last) and
    /// `numbers`.
    Status update(std::int64_t job, BatchJobUpdate what, const std::vector<std::string> &texts,
        const std::vector<std::int64_t> &numbers);
    /// The jobs, oldest first; `alive`: only those neither reconciled nor abandoned, with their custom ids.
    Result<std::vector<BatchJobRow>> select(bool alive);
    /// The provider batch ids recorded for this provider (every condition).
    Result<std::set<std::string>> knownBatchIds();
    /// How many jobs of the condition each custom id was submitted in.
    Result<std::map<std::string, int>> submissions();

private:
    Database &m_db;
    std::int64_t m_condition = 0;
    std::string m_provider;
};

} // namespace rl::storage

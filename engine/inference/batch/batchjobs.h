// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/batch/batchprotocol.h"
#include "engine/storage/database.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

/// The provider batch jobs of a condition, in the project file (tables batch_jobs and
/// batch_job_requests, schema migration migration_v4.sql).
///
/// Protocol (what makes a restart safe): a job is recorded — state `submitting`, its custom ids in
/// submission order — in one transaction BEFORE anything is sent; accepted() stores the provider's
/// batch id once the provider took it; setStatus() the states and counts each poll reports;
/// reconciled() marks it done once every result it returned is committed to the journal. A job is
/// *alive* while it is neither reconciled nor abandoned: a restart polls the alive jobs instead of
/// sending their requests again. OpenAI's two-step submission stores the uploaded file's id
/// (uploaded()) BEFORE the create call: a job left in `submitting` with a file id is looked up in the
/// provider's job list by that file and adopted, or created from the same file — never uploaded and
/// created a second time. A job left in `submitting` without one (the process died during the upload,
/// or during an Anthropic or Gemini create call) has no provider id to poll: abandon() ends it and
/// its requests are sent again — the one window in which a request can be submitted twice (it spans
/// one HTTP answer and one commit).
namespace rl::inference::batch {

/// Local states beyond the provider's (BatchState names are stored as batchStateName()).
inline constexpr const char *kSubmitting = "submitting";
inline constexpr const char *kReconciled = "reconciled";
inline constexpr const char *kAbandoned = "abandoned";

struct BatchJobRecord {
    std::int64_t id = 0;
    std::string providerBatchId;  ///< empty while submitting
    std::string inputFileId;
    std::string state;            ///< submitting | a batchStateName | reconciled | abandoned
    std::string createdAt, expiresAt;
    std::int64_t requestCount = 0, succeeded = 0, failed = 0, payloadBytes = 0;
    std::string errorDetail;
    std::vector<std::string> customIds; ///< in submission order (filled by alive() and load())
};

class BatchJobStore {
public:
    /// `db` (the project's connection) must outlive the store; `conditionRowId` is conditions.id.
    BatchJobStore(storage::Database &db, std::int64_t conditionRowId, Provider provider);

    /// The API key of the run: every text the store writes that a server chose (batch and file
    /// ids, states, error details) goes through the journal's rule (storedtext.h's journalText).
    void setSecret(std::string secret) { m_secret = std::move(secret); }

    /// Record a new job before it is sent (state submitting). Returns its row id.
    Result<std::int64_t> create(std::int64_t runId, const std::vector<std::string> &customIds, std::int64_t payloadBytes);
    /// openai: the JSONL file of the job is uploaded (recorded before the create call).
    Status uploaded(std::int64_t job, const std::string &inputFileId);
    Status accepted(std::int64_t job, const BatchStatus &status, const std::string &inputFileId = {});
    Status setStatus(std::int64_t job, const BatchStatus &status);
    Status reconciled(std::int64_t job, std::int64_t succeeded, std::int64_t failed);
    Status abandon(std::int64_t job, const std::string &why);

    /// The condition's alive jobs (neither reconciled nor abandoned), oldest first, with their custom ids.
    Result<std::vector<BatchJobRecord>> alive();
    /// Every job of the condition, oldest first, without custom ids (for reports).
    Result<std::vector<BatchJobRecord>> all();
    /// How many jobs each custom id of the condition was submitted in (attempt counts; abandoned
    /// jobs count: their requests may have reached the provider).
    Result<std::map<std::string, int>> submissions();

private:
    Status update(std::int64_t job, const std::string &sql, const std::vector<std::string> &texts,
        const std::vector<std::int64_t> &numbers);
    Result<std::vector<BatchJobRecord>> select(const std::string &where, bool withIds);

    storage::Database &m_db;
    std::int64_t m_condition = 0;
    Provider m_provider;
    std::string m_secret;
};

} // namespace rl::inference::batch

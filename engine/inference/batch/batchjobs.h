// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/batch/batchprotocol.h"
#include "engine/storage/batchjobtable.h"

#include <cstdint>
#include <map>
#include <set>
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
/// sending their requests again. The `submitting` row is the job's intent, committed before the
/// create call; a job left in it (the process died before the provider's answer was stored) is looked
/// for at the provider before anything is sent again (batchdriver.cpp, recover):
/// - openai: the uploaded file's id is stored (uploaded()) before the create call; the job created
///   from that file is adopted, or created from the same file — never uploaded and created twice. A
///   job without a file id died during the upload: abandoned, its requests are sent again.
/// - gemini: the job is created with the display name jobDisplayName(condition, row id, created_at,
///   custom ids); the listed job of that name is adopted; none listed → abandoned and sent again;
///   more than one → the run stops and asks.
/// - anthropic (Message Batches carry no name or metadata): the listed jobs created in the window
///   after the intent (created_at − 5 min … + the create call's longest duration + 5 min) with the
///   intent's request count, not already recorded in the project, are the candidates; an ended
///   candidate's results are read and kept only when their custom ids are the intent's. One candidate
///   (a verified one wins) → adopted; none → abandoned and sent again; several → the run stops and
///   asks (an ended job's results tell whose it is, so running again once they end settles it).
/// When the list cannot be read the run stops and the job stays `submitting`: sending again could
/// buy its requests twice.
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
    /// `project` must outlive the store; `conditionRowId` is conditions.id.
    BatchJobStore(storage::Project &project, std::int64_t conditionRowId, Provider provider);

    /// The API key of the run: every text the store writes that a server chose (batch and file
    /// ids, states, error details) goes through the journal's rule (storedtext.h's journalText).
    void setSecret(std::string secret) { m_secret = std::move(secret); }

    /// Record a new job before it is sent (state submitting), created at `createdAt` (empty: now).
    /// Returns its row id.
    Result<std::int64_t> create(std::int64_t runId, const std::vector<std::string> &customIds, std::int64_t payloadBytes,
        const std::string &createdAt = {});
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
    /// The provider batch ids recorded in the project for this provider (every condition): a job listed
    /// at the provider with one of them is not an unrecorded job of this condition.
    Result<std::set<std::string>> knownBatchIds();
    /// How many jobs each custom id of the condition was submitted in (attempt counts; abandoned
    /// jobs count: their requests may have reached the provider).
    Result<std::map<std::string, int>> submissions();

private:
    Status update(std::int64_t job, storage::BatchJobUpdate what, const std::vector<std::string> &texts,
        const std::vector<std::int64_t> &numbers);
    Result<std::vector<BatchJobRecord>> select(bool alive);

    storage::BatchJobTable m_table;
    std::string m_secret;
};

} // namespace rl::inference::batch

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/batch/batchjobs.h"

#include "engine/inference/storedtext.h"
#include "engine/inference/textutil.h"

namespace rl::inference::batch {

BatchJobStore::BatchJobStore(storage::Project &project, std::int64_t conditionRowId, Provider provider)
    : m_table(project, conditionRowId, providerName(provider))
{
}

Result<std::int64_t> BatchJobStore::create(std::int64_t runId, const std::vector<std::string> &customIds,
    std::int64_t payloadBytes, const std::string &createdAt)
{
    return m_table.insert(runId, kSubmitting, createdAt.empty() ? utcNow() : createdAt, customIds, payloadBytes);
}

Status BatchJobStore::update(std::int64_t job, storage::BatchJobUpdate what, const std::vector<std::string> &texts,
    const std::vector<std::int64_t> &numbers)
{
    std::vector<std::string> stored;
    stored.reserve(texts.size());
    for (const auto &t : texts)
        stored.push_back(journalText(t, m_secret));
    return m_table.update(job, what, stored, numbers);
}

Status BatchJobStore::uploaded(std::int64_t job, const std::string &inputFileId)
{
    return update(job, storage::BatchJobUpdate::Uploaded, {inputFileId, utcNow()}, {});
}

Status BatchJobStore::accepted(std::int64_t job, const BatchStatus &s, const std::string &inputFileId)
{
    return update(job, storage::BatchJobUpdate::Accepted, {s.id, inputFileId, batchStateName(s.state), s.expiresAt, utcNow()}, {});
}

Status BatchJobStore::setStatus(std::int64_t job, const BatchStatus &s)
{
    return update(job, storage::BatchJobUpdate::Status, {batchStateName(s.state), s.expiresAt, s.errorDetail, utcNow()},
        {s.succeeded, s.failed});
}

Status BatchJobStore::reconciled(std::int64_t job, std::int64_t succeeded, std::int64_t failed)
{
    return update(job, storage::BatchJobUpdate::Reconciled, {kReconciled, utcNow()}, {succeeded, failed});
}

Status BatchJobStore::abandon(std::int64_t job, const std::string &why)
{
    return update(job, storage::BatchJobUpdate::Abandoned, {kAbandoned, why, utcNow()}, {});
}

Result<std::vector<BatchJobRecord>> BatchJobStore::select(bool alive)
{
    auto rows = m_table.select(alive);
    if (!rows)
        return rows.error();
    std::vector<BatchJobRecord> out;
    out.reserve(rows->size());
    for (auto &r : *rows)
        out.push_back({r.id, std::move(r.providerBatchId), std::move(r.inputFileId), std::move(r.state), std::move(r.createdAt),
            std::move(r.expiresAt), r.requestCount, r.succeeded, r.failed, r.payloadBytes, std::move(r.errorDetail),
            std::move(r.customIds)});
    return out;
}

Result<std::vector<BatchJobRecord>> BatchJobStore::alive()
{
    return select(true);
}

Result<std::vector<BatchJobRecord>> BatchJobStore::all()
{
    return select(false);
}

Result<std::set<std::string>> BatchJobStore::knownBatchIds()
{
    return m_table.knownBatchIds();
}

Result<std::map<std::string, int>> BatchJobStore::submissions()
{
    return m_table.submissions();
}

} // namespace rl::inference::batch

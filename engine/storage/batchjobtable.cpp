// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/storage/batchjobtable.h"

#include "engine/storage/project.h"

namespace rl::storage {

BatchJobTable::BatchJobTable(Project &project, std::int64_t conditionRowId, std::string provider)
    : BatchJobTable(project.database(), conditionRowId, std::move(provider))
{
}

BatchJobTable::BatchJobTable(Database &db, std::int64_t conditionRowId, std::string provider)
    : m_db(db), m_condition(conditionRowId), m_provider(std::move(provider))
{
}

Result<std::int64_t> BatchJobTable::insert(std::int64_t runId, const std::string &state, const std::string &createdAt,
    const std::vector<std::string> &customIds, std::int64_t payloadBytes)
{
    Database::Transaction tx(m_db);
    RL_TRY(tx.began());
    auto job = m_db.prepare("INSERT INTO batch_jobs(condition_id, run_id, provider, state, created_at, updated_at, "
                            "request_count, payload_bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id");
    if (!job)
        return job.error();
    job->bind(1, m_condition);
    if (runId > 0)
        job->bind(2, runId);
    else
        job->bindNull(2);
    job->bind(3, m_provider).bind(4, state).bind(5, createdAt).bind(6, createdAt);
    job->bind(7, static_cast<std::int64_t>(customIds.size())).bind(8, payloadBytes);
    auto id = job->runReturningId();
    if (!id)
        return id.error();
    auto req = m_db.prepare("INSERT INTO batch_job_requests(job_id, position, custom_id) VALUES (?, ?, ?)");
    if (!req)
        return req.error();
    for (std::size_t i = 0; i < customIds.size(); ++i)
        RL_TRY(req->bind(1, *id).bind(2, static_cast<std::int64_t>(i)).bind(3, customIds[i]).run());
    RL_TRY(tx.commit());
    return *id;
}

Status BatchJobTable::update(std::int64_t job, BatchJobUpdate what, const std::vector<std::string> &texts,
    const std::vector<std::int64_t> &numbers)
{
    const char *sql = "";
    switch (what) {
    case BatchJobUpdate::Uploaded:
        sql = "UPDATE batch_jobs SET input_file_id = ?, updated_at = ? WHERE id = ?";
        break;
    case BatchJobUpdate::Accepted:
        sql = "UPDATE batch_jobs SET provider_batch_id = ?, input_file_id = ?, state = ?, expires_at = ?, updated_at = ? WHERE id = ?";
        break;
    case BatchJobUpdate::Status:
        sql = "UPDATE batch_jobs SET state = ?, expires_at = coalesce(nullif(?, ''), expires_at), error_detail = nullif(?, ''), "
              "updated_at = ?, succeeded = max(?, 0), failed = max(?, 0) WHERE id = ?";
        break;
    case BatchJobUpdate::Reconciled:
        sql = "UPDATE batch_jobs SET state = ?, updated_at = ?, succeeded = ?, failed = ? WHERE id = ?";
        break;
    case BatchJobUpdate::Abandoned:
        sql = "UPDATE batch_jobs SET state = ?, error_detail = ?, updated_at = ? WHERE id = ?";
        break;
    }
    auto st = m_db.prepare(sql);
    if (!st)
        return st.error();
    int i = 1;
    for (const auto &t : texts)
        st->bind(i++, t);
    for (std::int64_t n : numbers)
        st->bind(i++, n);
    st->bind(i, job);
    return st->run();
}

Result<std::vector<BatchJobRow>> BatchJobTable::select(bool alive)
{
    auto st = m_db.prepare(std::string("SELECT id, coalesce(provider_batch_id, ''), coalesce(input_file_id, ''), state, created_at, "
                                       "coalesce(expires_at, ''), request_count, succeeded, failed, payload_bytes, "
                                       "coalesce(error_detail, '') FROM batch_jobs WHERE condition_id = ? AND provider = ? ")
        + (alive ? "AND state NOT IN ('reconciled', 'abandoned')" : "") + " ORDER BY id");
    if (!st)
        return st.error();
    st->bind(1, m_condition).bind(2, m_provider);
    std::vector<BatchJobRow> out;
    RL_TRY(st->forEachRow([&](Statement &r) {
        BatchJobRow j;
        j.id = r.columnInt(0);
        j.providerBatchId = r.columnText(1);
        j.inputFileId = r.columnText(2);
        j.state = r.columnText(3);
        j.createdAt = r.columnText(4);
        j.expiresAt = r.columnText(5);
        j.requestCount = r.columnInt(6);
        j.succeeded = r.columnInt(7);
        j.failed = r.columnInt(8);
        j.payloadBytes = r.columnInt(9);
        j.errorDetail = r.columnText(10);
        out.push_back(std::move(j));
    }));
    if (!alive)
        return out;
    auto ids = m_db.prepare("SELECT custom_id FROM batch_job_requests WHERE job_id = ? ORDER BY position");
    if (!ids)
        return ids.error();
    for (auto &j : out) {
        ids->bind(1, j.id);
        RL_TRY(ids->forEachRow([&](Statement &r) { j.customIds.push_back(r.columnText(0)); }));
        ids->reset();
    }
    return out;
}

Result<std::set<std::string>> BatchJobTable::knownBatchIds()
{
    auto st = m_db.prepare("SELECT provider_batch_id FROM batch_jobs WHERE provider = ? AND provider_batch_id IS NOT NULL");
    if (!st)
        return st.error();
    st->bind(1, m_provider);
    std::set<std::string> out;
    RL_TRY(st->forEachRow([&](Statement &r) { out.insert(r.columnText(0)); }));
    return out;
}

Result<std::map<std::string, int>> BatchJobTable::submissions()
{
    auto st = m_db.prepare("SELECT r.custom_id, count(*) FROM batch_job_requests r JOIN batch_jobs j ON j.id = r.job_id "
                           "WHERE j.condition_id = ? AND j.provider = ? GROUP BY r.custom_id");
    if (!st)
        return st.error();
    st->bind(1, m_condition).bind(2, m_provider);
    std::map<std::string, int> out;
    RL_TRY(st->forEachRow([&](Statement &r) { out[r.columnText(0)] = static_cast<int>(r.columnInt(1)); }));
    return out;
}

} // namespace rl::storage

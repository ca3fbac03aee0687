// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/runhistory.h"

#include "engine/inference/textutil.h"

#include <nlohmann/json.hpp>

namespace rl::inference {

namespace {
constexpr std::pair<RunStatus, const char *> kRunStatusNames[] = {
    {RunStatus::Running, "running"},         {RunStatus::Paused, "paused"},       {RunStatus::Finished, "finished"},
    {RunStatus::Failed, "failed"},           {RunStatus::Cancelled, "cancelled"}, {RunStatus::Interrupted, "interrupted"},
    {RunStatus::Resumed, "resumed"}};
} // namespace

const char *runStatusName(RunStatus status)
{
    for (const auto &[s, name] : kRunStatusNames)
        if (s == status)
            return name;
    return "interrupted";
}

std::optional<RunStatus> parseRunStatus(std::string_view name)
{
    for (const auto &[s, n] : kRunStatusNames)
        if (name == n)
            return s;
    return std::nullopt;
}

namespace {

constexpr const char *kRunColumns
    = "SELECT r.id, c.key, r.status, r.created_at, COALESCE(r.finished_at, ''), r.settings_json, "
      "(SELECT count(*) FROM requests q WHERE q.run_id = r.id AND q.status = 'answered'), "
      "(SELECT count(*) FROM requests q WHERE q.run_id = r.id AND q.status = 'failed') "
      "FROM runs r JOIN conditions c ON c.id = r.condition_id ";

RunRecord readRun(const storage::Statement &st)
{
    RunRecord r;
    r.id = st.columnInt(0);
    r.conditionId = st.columnText(1);
    r.status = parseRunStatus(st.columnText(2)).value_or(RunStatus::Interrupted);
    r.createdAt = st.columnText(3);
    r.finishedAt = st.columnText(4);
    r.settingsJson = st.columnText(5);
    r.answered = st.columnInt(6);
    r.failed = st.columnInt(7);
    const auto j = nlohmann::json::parse(r.settingsJson, nullptr, false);
    if (j.is_object()) {
        if (auto it = j.find("items"); it != j.end() && it->is_string())
            r.itemFilter = it->get<std::string>();
        if (auto it = j.find("limit"); it != j.end() && it->is_number_integer() && it->get<int>() >= 0)
            r.limit = it->get<int>();
        if (auto it = j.find("concurrency"); it != j.end() && it->is_number_integer())
            r.concurrency = it->get<int>();
        if (auto it = j.find("requests_per_minute"); it != j.end() && it->is_number())
            r.requestsPerMinute = it->get<double>();
        if (auto it = j.find("batch"); it != j.end() && it->is_boolean())
            r.batch = it->get<bool>();
    }
    return r;
}

Result<std::vector<RunRecord>> queryRuns(storage::Database &db, const std::string &where, const std::string &order,
    const std::string &arg)
{
    auto st = db.prepare(std::string(kRunColumns) + where + order);
    if (!st)
        return st.error();
    if (!arg.empty())
        st->bind(1, arg);
    std::vector<RunRecord> out;
    RL_TRY(st->forEachRow([&](const storage::Statement &row) { out.push_back(readRun(row)); }));
    return out;
}

} // namespace

Result<std::vector<RunRecord>> listRuns(storage::Database &db, const std::string &conditionId)
{
    return queryRuns(db, conditionId.empty() ? "" : "WHERE c.key = ?1 ", "ORDER BY r.id DESC", conditionId);
}

Result<std::vector<RunRecord>> interruptedRuns(storage::Database &db)
{
    return queryRuns(db, "WHERE r.status IN ('running', 'paused', 'interrupted') ", "ORDER BY r.id", {});
}

Result<std::vector<FailedRequest>> failedRequests(storage::Database &db, const std::string &conditionId,
    std::optional<std::int64_t> runId)
{
    // The last attempt of a request: attempts accumulate over runs, the highest id is the newest.
    auto st = db.prepare(
        "SELECT q.id, COALESCE(q.run_id, 0), i.key, q.stage, q.sample, COALESCE(q.error_code, ''), "
        "COALESCE(q.error_detail, ''), COALESCE(q.raw_response, ''), "
        "(SELECT count(*) FROM attempts a WHERE a.request_id = q.id), "
        "(SELECT a.http_status FROM attempts a WHERE a.request_id = q.id ORDER BY a.id DESC LIMIT 1), "
        "(SELECT a.raw_response FROM attempts a WHERE a.request_id = q.id ORDER BY a.id DESC LIMIT 1) "
        "FROM requests q JOIN items i ON i.id = q.item_id JOIN conditions c ON c.id = q.condition_id "
        "WHERE c.key = ?1 AND q.status = 'failed' AND (?2 IS NULL OR q.run_id = ?2) "
        "ORDER BY i.position, i.id, q.stage, q.sample");
    if (!st)
        return st.error();
    st->bind(1, conditionId);
    if (runId)
        st->bind(2, *runId);
    else
        st->bindNull(2);
    std::vector<FailedRequest> out;
    RL_TRY(st->forEachRow([&](const storage::Statement &row) {
        FailedRequest f;
        f.requestId = row.columnInt(0);
        f.runId = row.columnInt(1);
        f.itemKey = row.columnText(2);
        f.stage = static_cast<int>(row.columnInt(3));
        f.sample = static_cast<int>(row.columnInt(4));
        f.errorCode = row.columnText(5);
        f.errorDetail = row.columnText(6);
        f.rawResponse = row.columnText(7);
        f.attempts = static_cast<int>(row.columnInt(8));
        f.httpStatus = row.columnIsNull(9) ? 0 : static_cast<int>(row.columnInt(9));
        if (f.rawResponse.empty() && !row.columnIsNull(10))
            f.rawResponse = row.columnText(10);
        out.push_back(std::move(f));
    }));
    return out;
}

Status setRunStatus(storage::Database &db, std::span<const std::int64_t> runIds, RunStatus status,
    bool finished)
{
    if (runIds.empty())
        return {};
    auto st = db.prepare(finished ? "UPDATE runs SET status = ?1, finished_at = ?2 WHERE id = ?3"
                                  : "UPDATE runs SET status = ?1 WHERE id = ?3");
    if (!st)
        return st.error();
    storage::Database::Transaction tx(db);
    RL_TRY(tx.began());
    const std::string now = utcNow();
    for (std::int64_t id : runIds) {
        st->bind(1, runStatusName(status));
        if (finished)
            st->bind(2, now);
        st->bind(3, id);
        RL_TRY(st->run());
    }
    return tx.commit();
}

} // namespace rl::inference

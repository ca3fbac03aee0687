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

RunRecord readRun(const storage::RunRow &row)
{
    RunRecord r;
    r.id = row.id;
    r.conditionId = row.conditionKey;
    r.status = parseRunStatus(row.status).value_or(RunStatus::Interrupted);
    r.createdAt = row.createdAt;
    r.finishedAt = row.finishedAt;
    r.settingsJson = row.settingsJson;
    r.answered = row.answered;
    r.failed = row.failed;
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

Result<std::vector<RunRecord>> records(Result<std::vector<storage::RunRow>> rows)
{
    if (!rows)
        return rows.error();
    std::vector<RunRecord> out;
    out.reserve(rows->size());
    for (const auto &row : *rows)
        out.push_back(readRun(row));
    return out;
}

} // namespace

Result<std::vector<RunRecord>> listRuns(storage::Database &db, const std::string &conditionId)
{
    return records(storage::RunStore(db).runs(conditionId));
}

Result<std::vector<RunRecord>> interruptedRuns(storage::Database &db)
{
    return records(storage::RunStore(db).unfinishedRuns());
}

Result<std::vector<FailedRequest>> failedRequests(storage::Database &db, const std::string &conditionId,
    std::optional<std::int64_t> runId)
{
    auto rows = storage::RunStore(db).failedRequests(conditionId, runId);
    if (!rows)
        return rows.error();
    std::vector<FailedRequest> out;
    for (auto &row : *rows) {
        FailedRequest f;
        f.requestId = row.requestId;
        f.runId = row.runId;
        f.itemKey = std::move(row.itemKey);
        f.stage = row.stage;
        f.sample = row.sample;
        f.errorCode = std::move(row.errorCode);
        f.errorDetail = std::move(row.errorDetail);
        f.rawResponse = std::move(row.rawResponse);
        f.attempts = row.attempts;
        f.httpStatus = row.lastHttpStatus.value_or(0);
        if (f.rawResponse.empty() && row.lastAttemptBody)
            f.rawResponse = std::move(*row.lastAttemptBody);
        out.push_back(std::move(f));
    }
    return out;
}

Status setRunStatus(storage::Database &db, std::span<const std::int64_t> runIds, RunStatus status,
    bool finished)
{
    if (runIds.empty())
        return {};
    storage::RunStore store(db);
    return store.setRunStatuses(runIds, runStatusName(status), finished ? std::optional<std::string>(utcNow()) : std::nullopt);
}

Status setRunStatus(storage::Project &project, std::span<const std::int64_t> runIds, RunStatus status, bool finished)
{
    if (runIds.empty())
        return {};
    storage::RunStore store(project);
    return store.setRunStatuses(runIds, runStatusName(status), finished ? std::optional<std::string>(utcNow()) : std::nullopt);
}

} // namespace rl::inference

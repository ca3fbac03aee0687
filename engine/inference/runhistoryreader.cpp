// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/runhistoryreader.h"

namespace rl::inference {

RunHistoryReader::RunHistoryReader(storage::Database db)
    : m_db(std::make_unique<storage::Database>(std::move(db)))
{
}

Result<RunHistoryReader> RunHistoryReader::open(const std::string &path)
{
    auto db = storage::Database::open(path, storage::Database::Mode::OpenExisting);
    if (!db)
        return db.error();
    return RunHistoryReader(std::move(*db));
}

Result<std::vector<RunRecord>> RunHistoryReader::runs(const std::string &conditionId)
{
    return listRuns(*m_db, conditionId);
}

Result<std::vector<FailedRequest>> RunHistoryReader::failedRequests(const std::string &conditionId,
    std::optional<std::int64_t> runId)
{
    return inference::failedRequests(*m_db, conditionId, runId);
}

Result<std::vector<RunRecord>> RunHistoryReader::interruptedRuns() { return inference::interruptedRuns(*m_db); }

} // namespace rl::inference

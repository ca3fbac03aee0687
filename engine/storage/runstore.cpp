// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/storage/runstore.h"

#include "engine/storage/rowlookup.h"

#include "engine/storage/project.h"

#include <cmath>

namespace rl::storage {

namespace {

Result<std::optional<std::int64_t>> idOf(Database &db, const char *sql, const std::string &arg)
{
    return firstColumnOf<std::int64_t>(db, sql, arg);
}

void bindCount(Statement &st, int index, std::int64_t v)
{
    if (v < 0)
        st.bindNull(index);
    else
        st.bind(index, v);
}

void bindId(Statement &st, int index, std::int64_t id)
{
    if (id > 0)
        st.bind(index, id);
    else
        st.bindNull(index);
}

constexpr const char *kRunColumns
    = "SELECT r.id, c.key, r.status, r.created_at, COALESCE(r.finished_at, ''), r.settings_json, "
      "(SELECT count(*) FROM requests q WHERE q.run_id = r.id AND q.status = 'answered'), "
      "(SELECT count(*) FROM requests q WHERE q.run_id = r.id AND q.status = 'failed') "
      "FROM runs r JOIN conditions c ON c.id = r.condition_id ";

} // namespace

struct RunStore::Writes {
    Statement upsert, attempt, rating, text, story;
};

RunStore::RunStore(Project &project) : m_db(&project.database()) { }
RunStore::RunStore(Database &db) : m_db(&db) { }
RunStore::RunStore(RunStore &&) noexcept = default;
RunStore &RunStore::operator=(RunStore &&) noexcept = default;
RunStore::~RunStore() = default;

Result<RunStore> RunStore::openConnection(const std::string &path)
{
    auto db = Database::open(path, Database::Mode::OpenExisting);
    if (!db)
        return db.error();
    auto own = std::make_unique<Database>(std::move(*db));
    RunStore out(*own);
    out.m_own = std::move(own);
    return out;
}

Result<std::optional<std::int64_t>> RunStore::conditionId(const std::string &key)
{
    return idOf(*m_db, "SELECT id FROM conditions WHERE key = ?", key);
}

Result<std::optional<std::int64_t>> RunStore::modelRaterId(const std::string &conditionKey)
{
    return idOf(*m_db, "SELECT id FROM raters WHERE kind = 'model' AND key = ?", conditionKey);
}

Result<std::optional<std::int64_t>> RunStore::dimensionId(const std::string &name)
{
    return idOf(*m_db, "SELECT id FROM dimensions WHERE name = ?", name);
}

Result<std::map<std::string, std::int64_t>> RunStore::itemIds()
{
    auto st = m_db->prepare("SELECT id, key FROM items");
    if (!st)
        return st.error();
    std::map<std::string, std::int64_t> out;
    RL_TRY(st->forEachRow([&](Statement &r) { out[r.columnText(1)] = r.columnInt(0); }));
    return out;
}

Result<std::optional<std::string>> RunStore::conditionConfigJson(const std::string &key)
{
    auto row = m_db->firstRow("SELECT config_json FROM conditions WHERE key = ?", key);
    if (!row)
        return row.error();
    if (!*row)
        return std::optional<std::string>();
    return std::optional<std::string>((*row)->columnText(0));
}

Result<std::vector<AnsweredRequest>> RunStore::answered(std::int64_t conditionId)
{
    auto st = m_db->prepare(
        "SELECT i.key, r.stage, r.round, r.sample, r.prompt_hash, r.parsed_json, r.thinking, r.raw_response, r.latency_ms "
        "FROM requests r JOIN items i ON i.id = r.item_id WHERE r.condition_id = ? AND r.status = 'answered'");
    if (!st)
        return st.error();
    st->bind(1, conditionId);
    std::vector<AnsweredRequest> out;
    RL_TRY(st->forEachRow([&](Statement &r) {
        out.push_back({r.columnText(0), static_cast<int>(r.columnInt(1)), static_cast<int>(r.columnInt(2)),
            static_cast<int>(r.columnInt(3)), r.columnText(4), r.columnText(5), r.columnText(6), r.columnText(7),
            r.columnDouble(8)});
    }));
    return out;
}

Result<std::vector<AnsweredRequest>> RunStore::roundAnswers(const std::string &conditionKey, int round, int stage)
{
    auto st = m_db->prepare(
        "SELECT i.key, r.parsed_json, r.thinking, r.raw_response, r.latency_ms FROM requests r "
        "JOIN items i ON i.id = r.item_id JOIN conditions c ON c.id = r.condition_id "
        "WHERE c.key = ? AND r.round = ? AND r.stage = ? AND r.sample = 0 AND r.status = 'answered' ORDER BY r.id");
    if (!st)
        return st.error();
    st->bind(1, conditionKey).bind(2, round).bind(3, stage);
    std::vector<AnsweredRequest> out;
    RL_TRY(st->forEachRow([&](Statement &r) {
        AnsweredRequest a;
        a.itemKey = r.columnText(0);
        a.stage = stage;
        a.round = round;
        a.parsedJson = r.columnText(1);
        a.thinking = r.columnText(2);
        a.rawResponse = r.columnText(3);
        a.latencyMs = r.columnDouble(4);
        out.push_back(std::move(a));
    }));
    return out;
}

Result<bool> RunStore::hasAnswer(const std::string &conditionKey, const std::string &itemKey, int sample)
{
    if (!m_hasAnswer) {
        auto st = m_db->prepare("SELECT 1 FROM requests r JOIN items i ON i.id = r.item_id JOIN conditions c ON c.id = r.condition_id "
                                "WHERE c.key = ? AND i.key = ? AND r.sample = ? AND r.status = 'answered'");
        if (!st)
            return st.error();
        m_hasAnswer = std::make_unique<Statement>(std::move(*st));
    }
    m_hasAnswer->bind(1, conditionKey).bind(2, itemKey).bind(3, sample);
    auto row = m_hasAnswer->step();
    if (!row)
        return row.error();
    const bool found = *row;
    m_hasAnswer->reset();
    return found;
}

Result<std::int64_t> RunStore::insertRun(std::int64_t conditionId, const std::string &createdAt, const std::string &settingsJson)
{
    auto st = m_db->prepare("INSERT INTO runs(condition_id, created_at, status, settings_json) VALUES (?, ?, 'running', ?)");
    if (!st)
        return st.error();
    RL_TRY(st->bind(1, conditionId).bind(2, createdAt).bind(3, settingsJson).run());
    return m_db->lastInsertRowId();
}

Status RunStore::setRunStatus(std::int64_t runId, const std::string &status, const std::optional<std::string> &finishedAt)
{
    auto st = m_db->prepare(finishedAt ? "UPDATE runs SET status = ?1, finished_at = ?2 WHERE id = ?3"
                                       : "UPDATE runs SET status = ?1 WHERE id = ?3");
    if (!st)
        return st.error();
    st->bind(1, status);
    if (finishedAt)
        st->bind(2, *finishedAt);
    return st->bind(3, runId).run();
}

Status RunStore::setRunStatuses(std::span<const std::int64_t> runIds, const std::string &status,
    const std::optional<std::string> &finishedAt)
{
    auto st = m_db->prepare(finishedAt ? "UPDATE runs SET status = ?1, finished_at = ?2 WHERE id = ?3"
                                       : "UPDATE runs SET status = ?1 WHERE id = ?3");
    if (!st)
        return st.error();
    Database::Transaction tx(*m_db);
    RL_TRY(tx.began());
    for (std::int64_t id : runIds) {
        st->bind(1, status);
        if (finishedAt)
            st->bind(2, *finishedAt);
        st->bind(3, id);
        RL_TRY(st->run());
    }
    return tx.commit();
}

Result<std::vector<RunRow>> RunStore::queryRuns(const std::string &where, const std::string &order, const std::string &arg)
{
    auto st = m_db->prepare(std::string(kRunColumns) + where + order);
    if (!st)
        return st.error();
    if (!arg.empty())
        st->bind(1, arg);
    std::vector<RunRow> out;
    RL_TRY(st->forEachRow([&](const Statement &r) {
        out.push_back({r.columnInt(0), r.columnText(1), r.columnText(2), r.columnText(3), r.columnText(4), r.columnText(5),
            r.columnInt(6), r.columnInt(7)});
    }));
    return out;
}

Result<std::vector<RunRow>> RunStore::runs(const std::string &conditionKey)
{
    return queryRuns(conditionKey.empty() ? "" : "WHERE c.key = ?1 ", "ORDER BY r.id DESC", conditionKey);
}

Result<std::vector<RunRow>> RunStore::unfinishedRuns()
{
    return queryRuns("WHERE r.status IN ('running', 'paused', 'interrupted') ", "ORDER BY r.id", {});
}

Result<std::vector<FailedRequestRow>> RunStore::failedRequests(const std::string &conditionKey, std::optional<std::int64_t> runId)
{
    // The last attempt of a request: attempts accumulate over runs, the highest id is the newest.
    auto st = m_db->prepare(
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
    st->bind(1, conditionKey);
    if (runId)
        st->bind(2, *runId);
    else
        st->bindNull(2);
    std::vector<FailedRequestRow> out;
    RL_TRY(st->forEachRow([&](const Statement &row) {
        FailedRequestRow f;
        f.requestId = row.columnInt(0);
        f.runId = row.columnInt(1);
        f.itemKey = row.columnText(2);
        f.stage = static_cast<int>(row.columnInt(3));
        f.sample = static_cast<int>(row.columnInt(4));
        f.errorCode = row.columnText(5);
        f.errorDetail = row.columnText(6);
        f.rawResponse = row.columnText(7);
        f.attempts = static_cast<int>(row.columnInt(8));
        if (!row.columnIsNull(9))
            f.lastHttpStatus = static_cast<int>(row.columnInt(9));
        if (!row.columnIsNull(10))
            f.lastAttemptBody = row.columnText(10);
        out.push_back(std::move(f));
    }));
    return out;
}

Result<RequestUsage> RunStore::usage(const std::string &conditionKey)
{
    RequestUsage u;
    auto st = m_db->prepare(
        "SELECT count(*), COALESCE(sum(q.status = 'answered'), 0), COALESCE(sum(q.status = 'failed'), 0), "
        "COALESCE(sum(q.status = 'pending'), 0), COALESCE(sum(q.input_tokens), 0), COALESCE(sum(q.output_tokens), 0), "
        "COALESCE(sum(q.thinking_tokens), 0), COALESCE(sum(q.cost_usd), 0), count(q.cost_usd) "
        "FROM requests q JOIN conditions c ON c.id = q.condition_id WHERE c.key = ?1");
    if (!st)
        return st.error();
    st->bind(1, conditionKey);
    RL_TRY(st->forEachRow([&](const Statement &row) {
        u.requests = row.columnInt(0);
        u.answered = row.columnInt(1);
        u.failed = row.columnInt(2);
        u.pending = row.columnInt(3);
        u.inputTokens = row.columnInt(4);
        u.outputTokens = row.columnInt(5);
        u.thinkingTokens = row.columnInt(6);
        u.costUsd = row.columnDouble(7);
        u.costKnown = row.columnInt(8) > 0;
    }));
    auto at = m_db->prepare(
        "SELECT count(*), COALESCE(min(a.started_at), ''), COALESCE(max(a.started_at), '') FROM attempts a "
        "JOIN requests q ON q.id = a.request_id JOIN conditions c ON c.id = q.condition_id WHERE c.key = ?1");
    if (!at)
        return at.error();
    at->bind(1, conditionKey);
    RL_TRY(at->forEachRow([&](const Statement &row) {
        u.attempts = row.columnInt(0);
        u.firstAt = row.columnText(1);
        u.lastAt = row.columnText(2);
    }));
    return u;
}

Result<std::vector<RequestCostRow>> RunStore::firstRoundCosts()
{
    // A request without a recorded cost is priced from its tokens only when both counts are stored.
    const std::string tokened = "(q.cost_usd IS NULL AND q.input_tokens IS NOT NULL AND q.output_tokens IS NOT NULL)";
    auto st = m_db->prepare(
        "SELECT c.key, count(DISTINCT q.item_id), count(*), count(q.cost_usd), COALESCE(sum(q.cost_usd), 0), "
        "COALESCE(sum(" + tokened + "), 0), COALESCE(sum(CASE WHEN " + tokened + " THEN q.input_tokens END), 0), "
        "COALESCE(sum(CASE WHEN " + tokened + " THEN q.output_tokens END), 0) "
        "FROM requests q JOIN conditions c ON c.id = q.condition_id "
        "WHERE q.status = 'answered' AND q.round <= 1 GROUP BY c.key");
    if (!st)
        return st.error();
    std::vector<RequestCostRow> rows;
    RL_TRY(st->forEachRow([&](const Statement &row) {
        rows.push_back({row.columnText(0), row.columnInt(1), row.columnInt(2), row.columnInt(3), row.columnDouble(4), row.columnInt(5),
            row.columnInt(6), row.columnInt(7)});
    }));
    return rows;
}

Status RunStore::prepareWrites()
{
    if (m_writes)
        return {};
    Database &db = *m_db;
    auto up = db.prepare(
        "INSERT INTO requests(condition_id, item_id, stage, sample, prompt_hash, run_id, status, parsed_json, thinking, "
        "raw_response, input_tokens, output_tokens, thinking_tokens, latency_ms, cost_usd, error_code, error_detail, "
        "answered_at, round) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19) "
        "ON CONFLICT(condition_id, item_id, stage, round, sample, prompt_hash) DO UPDATE SET run_id = excluded.run_id, "
        "status = excluded.status, parsed_json = excluded.parsed_json, thinking = excluded.thinking, "
        "raw_response = excluded.raw_response, input_tokens = excluded.input_tokens, "
        "output_tokens = excluded.output_tokens, thinking_tokens = excluded.thinking_tokens, "
        "latency_ms = excluded.latency_ms, cost_usd = excluded.cost_usd, error_code = excluded.error_code, "
        "error_detail = excluded.error_detail, answered_at = excluded.answered_at RETURNING id");
    if (!up)
        return up.error();
    auto att = db.prepare("INSERT INTO attempts(request_id, attempt_no, request_hash, started_at, http_status, "
                          "latency_ms, outcome, error_code, error_detail, raw_response) "
                          "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    if (!att)
        return att.error();
    auto rating = db.prepare("INSERT OR REPLACE INTO ratings(rater_id, item_id, dimension_id, round, sample, value, "
                             "rt_ms) VALUES (?, ?, ?, ?, ?, ?, ?)");
    if (!rating)
        return rating.error();
    auto text = db.prepare("INSERT OR REPLACE INTO prediction_texts(rater_id, item_id, round, sample, thinking, "
                           "raw_response) VALUES (?, ?, ?, ?, ?, ?)");
    if (!text)
        return text.error();
    auto story = db.prepare(
        "INSERT INTO st_requests(condition_id, story_id, prompt_hash, run_id, status, refused, parsed_json, raw_response, input_tokens, "
        "output_tokens, latency_ms, cost_usd, attempts, error_code, error_detail, answered_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, "
        "?10, ?11, ?12, ?13, ?14, ?15, ?16) ON CONFLICT(condition_id, story_id, prompt_hash) DO UPDATE SET run_id = excluded.run_id, "
        "status = excluded.status, refused = excluded.refused, parsed_json = excluded.parsed_json, raw_response = excluded.raw_response, "
        "input_tokens = excluded.input_tokens, output_tokens = excluded.output_tokens, latency_ms = excluded.latency_ms, "
        "cost_usd = excluded.cost_usd, attempts = st_requests.attempts + excluded.attempts, error_code = excluded.error_code, "
        "error_detail = excluded.error_detail, answered_at = excluded.answered_at");
    if (!story)
        return story.error();
    m_writes = std::make_unique<Writes>(Writes {std::move(*up), std::move(*att), std::move(*rating), std::move(*text), std::move(*story)});
    return {};
}

Result<std::int64_t> RunStore::upsertRequest(const RequestWrite &r)
{
    RL_TRY(prepareWrites());
    Statement &up = m_writes->upsert;
    up.bind(1, r.conditionId).bind(2, r.itemId).bind(3, r.stage).bind(4, r.sample).bind(5, r.promptHash);
    bindId(up, 6, r.runId);
    up.bind(7, r.answered ? "answered" : "failed");
    if (r.answered)
        up.bind(8, r.parsedJson);
    else
        up.bindNull(8);
    up.bind(9, r.thinking).bind(10, r.rawResponse);
    bindCount(up, 11, r.inputTokens);
    bindCount(up, 12, r.outputTokens);
    bindCount(up, 13, r.thinkingTokens);
    up.bind(14, r.latencyMs).bind(15, r.costUsd);
    if (r.answered)
        up.bindNull(16).bindNull(17).bind(18, r.answeredAt);
    else
        up.bind(16, r.errorCode).bind(17, r.errorDetail).bindNull(18);
    up.bind(19, r.round);
    auto row = up.step();
    if (!row)
        return row.error();
    if (!*row)
        return Error{ErrorCode::Sql, "upsert of a request returned no id"};
    const std::int64_t requestId = up.columnInt(0);
    up.reset();
    return requestId;
}

Status RunStore::insertAttempt(const AttemptWrite &a)
{
    RL_TRY(prepareWrites());
    Statement &att = m_writes->attempt;
    att.bind(1, a.requestId).bind(2, a.attemptNo).bind(3, a.requestHash).bind(4, a.startedAt);
    bindId(att, 5, a.httpStatus);
    att.bind(6, a.latencyMs).bind(7, a.outcome);
    if (a.failed)
        att.bind(8, a.errorCode).bind(9, a.errorDetail);
    else
        att.bindNull(8).bindNull(9);
    if (a.body.empty())
        att.bindNull(10);
    else
        att.bind(10, a.body);
    return att.run();
}

Status RunStore::putRating(std::int64_t raterId, std::int64_t itemId, std::int64_t dimensionId, int round, int sample,
    double value, double rtMs)
{
    RL_TRY(prepareWrites());
    return m_writes->rating.bind(1, raterId).bind(2, itemId).bind(3, dimensionId).bind(4, round).bind(5, sample)
        .bind(6, value).bind(7, rtMs).run();
}

Status RunStore::putPredictionText(std::int64_t raterId, std::int64_t itemId, int round, int sample, std::string_view thinking,
    std::string_view rawResponse)
{
    RL_TRY(prepareWrites());
    return m_writes->text.bind(1, raterId).bind(2, itemId).bind(3, round).bind(4, sample).bind(5, thinking)
        .bind(6, rawResponse).run();
}

Status RunStore::upsertStoryRequest(const StoryRequestWrite &r)
{
    RL_TRY(prepareWrites());
    Statement &up = m_writes->story;
    up.bind(1, r.conditionId).bind(2, r.storyId).bind(3, r.promptHash);
    bindId(up, 4, r.runId);
    up.bind(5, r.answered ? "answered" : "failed");
    if (r.answered)
        up.bind(6, r.refused ? 1 : 0).bind(7, r.parsedJson);
    else
        up.bindNull(6).bindNull(7);
    up.bind(8, r.rawResponse);
    bindCount(up, 9, r.inputTokens);
    bindCount(up, 10, r.outputTokens);
    up.bind(11, r.latencyMs).bind(12, r.costUsd).bind(13, r.attempts);
    if (r.answered)
        up.bindNull(14).bindNull(15).bind(16, r.answeredAt);
    else
        up.bind(14, r.errorCode).bind(15, r.errorDetail).bindNull(16);
    return up.run();
}

void RunStore::resetWrites()
{
    if (!m_writes)
        return;
    m_writes->upsert.reset();
    m_writes->attempt.reset();
    m_writes->rating.reset();
    m_writes->text.reset();
    m_writes->story.reset();
}

} // namespace rl::storage

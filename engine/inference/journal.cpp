// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/journal.h"

#include "engine/inference/storedtext.h"
#include "engine/inference/textutil.h"
#include "engine/study/conditionjson.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rl::inference {

using storage::Statement;

namespace {

Result<std::int64_t> scalar(storage::Database &db, const std::string &sql, const std::string &arg)
{
    auto st = db.prepare(sql);
    if (!st)
        return st.error();
    st->bind(1, arg);
    auto row = st->step();
    if (!row)
        return row.error();
    if (!*row)
        return Error{ErrorCode::NotFound, "no row for '" + arg + "' in: " + sql};
    return st->columnInt(0);
}

void bindTokens(Statement &st, int index, std::int64_t v)
{
    if (v < 0)
        st.bindNull(index);
    else
        st.bind(index, v);
}

} // namespace

std::string conditionConfigHash(const study::ModelCondition &c)
{
    study::ModelCondition sent = c;
    sent.label.clear();
    sent.notes.clear();
    sent.apiKeyEnv.clear();
    sent.parameters.clear();
    sent.quantization.clear();
    sent.priceInputPerMTok.reset();
    sent.priceOutputPerMTok.reset();
    sent.imported.reset();
    return fnv1aHex(study::conditionToJson(sent));
}

Status checkConditionUnchanged(storage::Database &db, const std::string &conditionKey, const std::string &frozenHash)
{
    auto st = db.prepare("SELECT config_json FROM conditions WHERE key = ?");
    if (!st)
        return st.error();
    st->bind(1, conditionKey);
    auto row = st->step();
    if (!row)
        return row.error();
    const std::string stored = *row ? st->columnText(0) : std::string();
    auto parsed = *row ? study::parseConditionsJson(stored, "config_json") : Result<std::vector<study::ModelCondition>>(
                                                                                 std::vector<study::ModelCondition> {});
    if (parsed && parsed->size() == 1 && conditionConfigHash(parsed->front()) == frozenHash)
        return {};
    return Error{ErrorCode::Validation, "condition '" + conditionKey + "' was changed in the project while this run was sending "
                                            "(e.g. by import conditions): nothing more is sent under its previous configuration "
                                            "and no answer to it is filed under the new one; run again to send under the new one"};
}

Result<Journal> Journal::openFace(storage::Project &project, study::Study &study, const study::ModelCondition &c,
    const std::vector<std::string> &labels)
{
    if (study.findDimension(study::face::kEmotion) < 0) {
        study::Dimension d;
        d.name = study::face::kEmotion;
        d.kind = study::DimensionKind::Categorical;
        d.levels = labels;
        d.scaleMin = 0;
        d.scaleMax = static_cast<double>(labels.size()) - 1;
        study.dimensions.push_back(d);
    }
    return open(project, study, c, {study::face::kEmotion, study::face::kValence, study::face::kArousal});
}

Result<Journal> Journal::openStories(storage::Project &project, const std::string &conditionKey)
{
    Journal j(project);
    auto cond = scalar(project.database(), "SELECT id FROM conditions WHERE key = ?", conditionKey);
    if (!cond)
        return cond.error();
    j.m_conditionId = *cond;
    j.m_conditionKey = conditionKey;
    return j;
}

Result<Journal> Journal::open(storage::Project &project, study::Study &study, const study::ModelCondition &c,
    const std::vector<std::string> &rated)
{
    bool changed = false;
    if (study.findCondition(c.id) < 0) {
        study.addCondition(c);
        changed = true;
    } else if (study.raterOfCondition(study.findCondition(c.id)) < 0) {
        study.addRater({c.id, study::RaterKind::Model, study.findCondition(c.id)});
        changed = true;
    }
    // The face protocol declares its dimensions itself; any other study declares its own.
    const auto builtin = study::faceProtocol().builtinDimensions();
    for (const auto &name : rated) {
        if (study.findDimension(name) >= 0)
            continue;
        auto it = std::find_if(builtin.begin(), builtin.end(), [&](const study::Dimension &d) { return d.name == name; });
        if (study.protocol.kind != study::StudyKind::Face || it == builtin.end())
            return Error{ErrorCode::Validation, "condition '" + c.id + "' rates '" + name
                                                    + "', which the study does not declare (declare it on import with --dimension)"};
        study.dimensions.push_back(*it);
        changed = true;
    }
    if (changed) {
        study.reindex();
        storage::SaveSet set;
        set.firstNewRating = study.ratings.size();
        RL_TRY(project.save(study, set));
    }

    Journal j(project);
    storage::Database &db = project.database();
    auto cond = scalar(db, "SELECT id FROM conditions WHERE key = ?", c.id);
    if (!cond)
        return cond.error();
    j.m_conditionId = *cond;
    j.m_conditionKey = c.id;
    auto rater = scalar(db, "SELECT id FROM raters WHERE kind = 'model' AND key = ?", c.id);
    if (!rater)
        return rater.error();
    j.m_raterId = *rater;
    for (const auto &name : rated) {
        auto id = scalar(db, "SELECT id FROM dimensions WHERE name = ?", name);
        if (!id)
            return id.error();
        j.m_dimIds[name] = *id;
    }
    auto items = db.prepare("SELECT id, key FROM items");
    if (!items)
        return items.error();
    while (true) {
        auto row = items->step();
        if (!row)
            return row.error();
        if (!*row)
            break;
        j.m_itemIds[items->columnText(1)] = items->columnInt(0);
    }
    return j;
}

Result<std::map<Journal::Key, JournalAnswer>> Journal::answered()
{
    auto st = m_project->database().prepare(
        "SELECT i.key, r.stage, r.round, r.sample, r.prompt_hash, r.parsed_json, r.thinking, r.raw_response, r.latency_ms "
        "FROM requests r JOIN items i ON i.id = r.item_id WHERE r.condition_id = ? AND r.status = 'answered'");
    if (!st)
        return st.error();
    st->bind(1, m_conditionId);
    std::map<Key, JournalAnswer> out;
    RL_TRY(st->forEachRow([&](storage::Statement &) {
        const double latency = st->columnDouble(8);
        out[{st->columnText(0), static_cast<int>(st->columnInt(1)), static_cast<int>(st->columnInt(2)),
            static_cast<int>(st->columnInt(3)), st->columnText(4)}]
            = {st->columnText(5), st->columnText(6), st->columnText(7), std::isnan(latency) ? 0.0 : latency};
    }));
    return out;
}

Result<std::map<std::string, JournalAnswer>> Journal::roundAnswers(const std::string &conditionId, int round, int stage)
{
    auto st = m_project->database().prepare(
        "SELECT i.key, r.parsed_json, r.thinking, r.raw_response, r.latency_ms FROM requests r "
        "JOIN items i ON i.id = r.item_id JOIN conditions c ON c.id = r.condition_id "
        "WHERE c.key = ? AND r.round = ? AND r.stage = ? AND r.sample = 0 AND r.status = 'answered' ORDER BY r.id");
    if (!st)
        return st.error();
    st->bind(1, conditionId).bind(2, round).bind(3, stage);
    std::map<std::string, JournalAnswer> out;
    RL_TRY(st->forEachRow([&](storage::Statement &) {
        const double latency = st->columnDouble(4);
        out[st->columnText(0)] = {st->columnText(1), st->columnText(2), st->columnText(3), std::isnan(latency) ? 0.0 : latency};
    }));
    return out;
}

Result<std::int64_t> Journal::beginRun(const std::string &settingsJson)
{
    auto st = m_project->database().prepare(
        "INSERT INTO runs(condition_id, created_at, status, settings_json) VALUES (?, ?, 'running', ?)");
    if (!st)
        return st.error();
    RL_TRY(st->bind(1, m_conditionId).bind(2, utcNow()).bind(3, journalText(settingsJson, m_secret)).run());
    m_runId = m_project->database().lastInsertRowId();
    return m_runId;
}

Status Journal::endRun(RunStatus status)
{
    auto st = m_project->database().prepare("UPDATE runs SET status = ?, finished_at = ? WHERE id = ?");
    if (!st)
        return st.error();
    return st->bind(1, runStatusName(status)).bind(2, utcNow()).bind(3, m_runId).run();
}

struct Journal::Statements {
    Statement upsert, attempt, rating, text, story;
};

Journal::Journal(storage::Project &p) : m_project(&p) { }
Journal::Journal(Journal &&) noexcept = default;
Journal &Journal::operator=(Journal &&) noexcept = default;
Journal::~Journal() = default;

storage::Database &Journal::writeDb()
{
    return m_writeDb ? *m_writeDb : m_project->database();
}

Status Journal::openWriteConnection()
{
    if (m_writeDb)
        return {};
    auto db = storage::Database::open(m_project->path(), storage::Database::Mode::OpenExisting);
    if (!db)
        return db.error();
    m_statements.reset(); // prepared on the old connection
    m_writeDb = std::make_unique<storage::Database>(std::move(*db));
    return {};
}

Result<Journal::Statements *> Journal::statements()
{
    if (m_statements)
        return m_statements.get();
    storage::Database &db = writeDb();
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
    m_statements = std::make_unique<Statements>(
        Statements {std::move(*up), std::move(*att), std::move(*rating), std::move(*text), std::move(*story)});
    return m_statements.get();
}

Status Journal::commit(const RequestRecord &r, const std::optional<ItemCompletion> &completion)
{
    const Entry e {r, completion};
    return commitGroup(std::span<const Entry>(&e, 1));
}

Status Journal::commitGroup(std::span<const Entry> entries)
{
    for (const Entry &e : entries) // checked before anything is written
        if (!e.record.story && !m_itemIds.count(e.record.itemKey))
            return Error{ErrorCode::NotFound, "no stimulus '" + e.record.itemKey + "' in the project"};
    auto st = statements();
    if (!st)
        return st.error();
    storage::Database::Transaction tx(writeDb());
    RL_TRY(tx.began());
    if (!m_frozenConfig.empty())
        RL_TRY(checkConditionUnchanged(writeDb(), m_conditionKey, m_frozenConfig));
    for (const Entry &e : entries)
        if (Status s = writeEntry(**st, e); !s) {
            (*st)->upsert.reset();
            (*st)->attempt.reset();
            (*st)->rating.reset();
            (*st)->text.reset();
            (*st)->story.reset();
            return s; // the transaction rolls back
        }
    return tx.commit();
}

Journal::Entry Journal::storable(const Entry &e) const
{
    Entry out = e;
    auto fix = [this](std::string &t) { t = journalText(t, m_secret); };
    RequestRecord &r = out.record;
    for (std::string *t : {&r.parsedJson, &r.thinking, &r.rawResponse, &r.errorCode, &r.errorDetail, &r.requestHash})
        fix(*t);
    for (AttemptRecord &a : r.attempts) {
        fix(a.body);
        fix(a.outcome);
        fix(a.startedAt);
        if (a.error)
            fix(a.error->detail);
    }
    if (out.completion) {
        fix(out.completion->thinking);
        fix(out.completion->rawResponse);
    }
    return out;
}

Status Journal::writeStoryEntry(Statements &st, const Entry &e)
{
    const RequestRecord &r = e.record;
    const StoryRequest &story = *r.story;
    Statement &up = st.story;
    up.bind(1, m_conditionId).bind(2, story.storyId).bind(3, r.promptHash);
    if (m_runId > 0)
        up.bind(4, m_runId);
    else
        up.bindNull(4);
    up.bind(5, r.answered ? "answered" : "failed");
    if (r.answered)
        up.bind(6, story.refused ? 1 : 0).bind(7, r.parsedJson);
    else
        up.bindNull(6).bindNull(7);
    up.bind(8, r.rawResponse);
    bindTokens(up, 9, r.inputTokens);
    bindTokens(up, 10, r.outputTokens);
    up.bind(11, r.latencyMs).bind(12, r.costUsd.value_or(std::numeric_limits<double>::quiet_NaN())).bind(13, story.attempts);
    if (r.answered)
        up.bindNull(14).bindNull(15).bind(16, utcNow());
    else
        up.bind(14, r.errorCode).bind(15, r.errorDetail).bindNull(16);
    RL_TRY(up.run());
    if (r.answered && m_storyHook)
        RL_TRY(m_storyHook(writeDb(), r, story));
    return {};
}

Status Journal::writeEntry(Statements &st, const Entry &raw)
{
    const Entry e = storable(raw);
    if (e.record.story)
        return writeStoryEntry(st, e);
    const RequestRecord &r = e.record;
    const std::int64_t itemId = m_itemIds.at(r.itemKey);
    Statement &up = st.upsert;
    up.bind(1, m_conditionId).bind(2, itemId).bind(3, r.stage).bind(4, r.sample).bind(5, r.promptHash);
    if (m_runId > 0)
        up.bind(6, m_runId);
    else
        up.bindNull(6);
    up.bind(7, r.answered ? "answered" : "failed");
    if (r.answered)
        up.bind(8, r.parsedJson);
    else
        up.bindNull(8);
    up.bind(9, r.thinking).bind(10, r.rawResponse);
    bindTokens(up, 11, r.inputTokens);
    bindTokens(up, 12, r.outputTokens);
    bindTokens(up, 13, r.thinkingTokens);
    up.bind(14, r.latencyMs).bind(15, r.costUsd.value_or(std::numeric_limits<double>::quiet_NaN()));
    if (r.answered)
        up.bindNull(16).bindNull(17).bind(18, utcNow());
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

    Statement &att = st.attempt;
    for (const AttemptRecord &a : r.attempts) {
        att.bind(1, requestId).bind(2, a.attemptNo).bind(3, r.requestHash).bind(4, a.startedAt);
        if (a.httpStatus > 0)
            att.bind(5, a.httpStatus);
        else
            att.bindNull(5);
        att.bind(6, a.latencyMs).bind(7, a.outcome);
        if (a.error)
            att.bind(8, errorCodeName(a.error->code)).bind(9, a.error->detail);
        else
            att.bindNull(8).bindNull(9);
        if (a.body.empty())
            att.bindNull(10);
        else
            att.bind(10, a.body);
        RL_TRY(att.run());
    }

    if (const auto &completion = e.completion) {
        for (const auto &[name, value] : completion->values) {
            auto dim = m_dimIds.find(name);
            if (dim == m_dimIds.end())
                return Error{ErrorCode::Validation, "an answer rates '" + name + "', which the journal was not opened for"};
            RL_TRY(st.rating.bind(1, m_raterId).bind(2, itemId).bind(3, dim->second).bind(4, r.round).bind(5, r.sample)
                       .bind(6, value).bind(7, completion->rtMs).run());
        }
        RL_TRY(st.text.bind(1, m_raterId).bind(2, itemId).bind(3, r.round).bind(4, r.sample).bind(5, completion->thinking)
                   .bind(6, completion->rawResponse).run());
        if (m_hook)
            RL_TRY(m_hook(writeDb(), r, *completion));
    }
    return {};
}

} // namespace rl::inference

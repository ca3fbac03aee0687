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

namespace {

/// The row id `id` names, or Error{NotFound} naming `what`.
Result<std::int64_t> found(Result<std::optional<std::int64_t>> id, const std::string &what)
{
    if (!id)
        return id.error();
    if (!*id)
        return Error{ErrorCode::NotFound, "no " + what + " in the project"};
    return **id;
}

JournalAnswer answerOf(const storage::AnsweredRequest &a)
{
    return {a.parsedJson, a.thinking, a.rawResponse, std::isnan(a.latencyMs) ? 0.0 : a.latencyMs};
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

Status checkConditionUnchanged(storage::Project &project, const std::string &conditionKey, const std::string &frozenHash)
{
    storage::RunStore store(project);
    return checkConditionUnchanged(store, conditionKey, frozenHash);
}

Status checkConditionUnchanged(storage::RunStore &store, const std::string &conditionKey, const std::string &frozenHash)
{
    auto row = store.conditionConfigJson(conditionKey);
    if (!row)
        return row.error();
    const std::string stored = row->value_or(std::string());
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
    auto cond = found(storage::RunStore(project).conditionId(conditionKey), "condition '" + conditionKey + "'");
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
    // A protocol may declare dimensions itself (the face study's); any other study declares its own.
    const auto builtin = study.protocol.builtinDimensions();
    for (const auto &name : rated) {
        if (study.findDimension(name) >= 0)
            continue;
        auto it = std::find_if(builtin.begin(), builtin.end(), [&](const study::Dimension &d) { return d.name == name; });
        if (it == builtin.end())
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
    storage::RunStore store(project);
    auto cond = found(store.conditionId(c.id), "condition '" + c.id + "'");
    if (!cond)
        return cond.error();
    j.m_conditionId = *cond;
    j.m_conditionKey = c.id;
    auto rater = found(store.modelRaterId(c.id), "model rater '" + c.id + "'");
    if (!rater)
        return rater.error();
    j.m_raterId = *rater;
    for (const auto &name : rated) {
        auto id = found(store.dimensionId(name), "dimension '" + name + "'");
        if (!id)
            return id.error();
        j.m_dimIds[name] = *id;
    }
    auto items = store.itemIds();
    if (!items)
        return items.error();
    j.m_itemIds = std::move(*items);
    return j;
}

Result<std::map<Journal::Key, JournalAnswer>> Journal::answered()
{
    auto rows = storage::RunStore(*m_project).answered(m_conditionId);
    if (!rows)
        return rows.error();
    std::map<Key, JournalAnswer> out;
    for (const auto &r : *rows)
        out[{r.itemKey, r.stage, r.round, r.sample, r.promptHash}] = answerOf(r);
    return out;
}

Result<std::map<std::string, JournalAnswer>> Journal::roundAnswers(const std::string &conditionId, int round, int stage)
{
    auto rows = storage::RunStore(*m_project).roundAnswers(conditionId, round, stage);
    if (!rows)
        return rows.error();
    std::map<std::string, JournalAnswer> out;
    for (const auto &r : *rows)
        out[r.itemKey] = answerOf(r);
    return out;
}

Result<std::int64_t> Journal::beginRun(const std::string &settingsJson)
{
    auto id = storage::RunStore(*m_project).insertRun(m_conditionId, utcNow(), journalText(settingsJson, m_secret));
    if (!id)
        return id.error();
    m_runId = *id;
    return m_runId;
}

Status Journal::endRun(RunStatus status)
{
    return storage::RunStore(*m_project).setRunStatus(m_runId, runStatusName(status), utcNow());
}

Journal::Journal(storage::Project &p) : m_project(&p) { }
Journal::Journal(Journal &&) noexcept = default;
Journal &Journal::operator=(Journal &&) noexcept = default;
Journal::~Journal() = default;

storage::RunStore &Journal::writer()
{
    if (!m_writer)
        m_writer = std::make_unique<storage::RunStore>(*m_project);
    return *m_writer;
}

Status Journal::openWriteConnection()
{
    if (m_ownConnection)
        return {};
    auto store = storage::RunStore::openConnection(m_project->path());
    if (!store)
        return store.error();
    m_writer = std::make_unique<storage::RunStore>(std::move(*store));
    m_ownConnection = true;
    return {};
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
    storage::RunStore &store = writer();
    RL_TRY(store.prepareWrites());
    storage::Database::Transaction tx(store.connection());
    RL_TRY(tx.began());
    if (!m_frozenConfig.empty())
        RL_TRY(checkConditionUnchanged(store, m_conditionKey, m_frozenConfig));
    for (const Entry &e : entries)
        if (Status s = writeEntry(store, e); !s) {
            store.resetWrites();
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

Status Journal::writeStoryEntry(storage::RunStore &store, const Entry &e)
{
    const RequestRecord &r = e.record;
    const StoryRequest &story = *r.story;
    storage::StoryRequestWrite w;
    w.conditionId = m_conditionId;
    w.storyId = story.storyId;
    w.runId = m_runId;
    w.promptHash = r.promptHash;
    w.answered = r.answered;
    w.refused = story.refused;
    w.parsedJson = r.parsedJson;
    w.rawResponse = r.rawResponse;
    w.inputTokens = r.inputTokens;
    w.outputTokens = r.outputTokens;
    w.latencyMs = r.latencyMs;
    w.costUsd = r.costUsd.value_or(std::numeric_limits<double>::quiet_NaN());
    w.attempts = story.attempts;
    w.errorCode = r.errorCode;
    w.errorDetail = r.errorDetail;
    const std::string now = r.answered ? utcNow() : std::string();
    w.answeredAt = now;
    RL_TRY(store.upsertStoryRequest(w));
    if (r.answered && m_storyHook)
        RL_TRY(m_storyHook(store.connection(), r, story));
    return {};
}

Status Journal::writeEntry(storage::RunStore &store, const Entry &raw)
{
    const Entry e = storable(raw);
    if (e.record.story)
        return writeStoryEntry(store, e);
    const RequestRecord &r = e.record;
    const std::int64_t itemId = m_itemIds.at(r.itemKey);
    storage::RequestWrite w;
    w.conditionId = m_conditionId;
    w.itemId = itemId;
    w.runId = m_runId;
    w.stage = r.stage;
    w.round = r.round;
    w.sample = r.sample;
    w.promptHash = r.promptHash;
    w.answered = r.answered;
    w.parsedJson = r.parsedJson;
    w.thinking = r.thinking;
    w.rawResponse = r.rawResponse;
    w.inputTokens = r.inputTokens;
    w.outputTokens = r.outputTokens;
    w.thinkingTokens = r.thinkingTokens;
    w.latencyMs = r.latencyMs;
    w.costUsd = r.costUsd.value_or(std::numeric_limits<double>::quiet_NaN());
    w.errorCode = r.errorCode;
    w.errorDetail = r.errorDetail;
    const std::string now = r.answered ? utcNow() : std::string();
    w.answeredAt = now;
    auto requestId = store.upsertRequest(w);
    if (!requestId)
        return requestId.error();

    for (const AttemptRecord &a : r.attempts) {
        storage::AttemptWrite aw;
        aw.requestId = *requestId;
        aw.attemptNo = a.attemptNo;
        aw.requestHash = r.requestHash;
        aw.startedAt = a.startedAt;
        aw.httpStatus = a.httpStatus;
        aw.latencyMs = a.latencyMs;
        aw.outcome = a.outcome;
        const std::string code = a.error ? errorCodeName(a.error->code) : std::string();
        aw.failed = a.error.has_value();
        aw.errorCode = code;
        if (a.error)
            aw.errorDetail = a.error->detail;
        aw.body = a.body;
        RL_TRY(store.insertAttempt(aw));
    }

    if (const auto &completion = e.completion) {
        for (const auto &[name, value] : completion->values) {
            auto dim = m_dimIds.find(name);
            if (dim == m_dimIds.end())
                return Error{ErrorCode::Validation, "an answer rates '" + name + "', which the journal was not opened for"};
            RL_TRY(store.putRating(m_raterId, itemId, dim->second, r.round, r.sample, value, completion->rtMs));
        }
        RL_TRY(store.putPredictionText(m_raterId, itemId, r.round, r.sample, completion->thinking, completion->rawResponse));
        if (m_hook)
            RL_TRY(m_hook(store.connection(), r, *completion));
    }
    return {};
}

} // namespace rl::inference

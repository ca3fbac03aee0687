// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/runparts.h"

#include "engine/inference/kindprompting.h"

#include "engine/inference/answerparser.h"
#include "engine/inference/itemfilter.h"
#include "engine/inference/secrets.h"
#include "engine/inference/textutil.h"
#include "engine/inference/trust.h"
#include "engine/study/conditionjson.h"
#include "engine/stats/random.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

namespace rl::inference::detail {


void countAnswered(RunProgress &p, std::int64_t inputTokens, std::int64_t outputTokens, const std::optional<double> &costUsd)
{
    ++p.answered;
    if (inputTokens > 0)
        p.inputTokens += inputTokens;
    if (outputTokens > 0)
        p.outputTokens += outputTokens;
    if (costUsd)
        p.costUsd += *costUsd;
}

/// Free what a finished unit holds (its image and conversation), capacity included: a long run
/// keeps only the small Unit records, so memory stays flat.
void releaseUnit(Unit &u)
{
    u.image.reset();
    std::vector<CarriedAnswer>().swap(u.carried);
    std::vector<std::string>().swap(u.thinking);
    std::vector<std::string>().swap(u.raw);
}

namespace {

std::string joinStages(const std::vector<std::string> &parts)
{
    if (parts.size() == 1)
        return parts.front();
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (parts[i].empty())
            continue;
        if (!out.empty())
            out += "\n\n";
        out += "[stage " + std::to_string(i + 1) + "]\n" + parts[i];
    }
    return out;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// Part 1: the setup — everything decided before a request is sent.

Result<RunSetup> prepareRun(storage::Project &project, const std::string &conditionId, const RunOptions &options)
{
    auto loaded = project.loadStudy();
    if (!loaded)
        return loaded.error();
    RunSetup s;
    s.study = std::move(*loaded);
    const int ci = s.study.findCondition(conditionId);
    if (ci < 0)
        return Error{ErrorCode::NotFound, "no condition '" + conditionId + "' in " + project.path()};
    s.condition = s.study.conditions[static_cast<std::size_t>(ci)];
    s.configHash = conditionConfigHash(s.condition);
    if (const std::string why = study::notRunnableReason(s.condition); !why.empty())
        return Error{ErrorCode::Unsupported, why};
    if (!options.baseUrl.empty())
        s.condition.baseUrl = options.baseUrl;
    // A foreign project's endpoint is not sent anything (not even the key its api_key_env names) until the user
    // trusts it (trust.h); an endpoint given in the options is the user's own choice.
    if (options.baseUrl.empty()) {
        auto untrusted = untrustedEndpoints(project, s.study, {conditionId});
        if (!untrusted)
            return untrusted.error();
        if (!untrusted->empty() && !options.trustEndpoints)
            return untrustedError(project.path(), *untrusted);
        if (!untrusted->empty())
            RL_TRY(trustEndpoints(project, *untrusted));
    }
    auto folders = project.stimulusFolders();
    if (!folders)
        return folders.error();
    s.stimulusFolders = std::move(*folders);

    s.apiKey = options.apiKey;
    if (s.apiKey.empty() && !options.keyFromOptions) {
        auto key = resolveApiKey(s.condition);
        if (!key)
            return key.error();
        s.apiKey = std::move(*key);
    }
    auto selected = selectItems(s.study, options.itemFilter);
    if (!selected)
        return selected.error();
    s.items = std::move(*selected);
    if (options.itemKind)
        std::erase_if(s.items, [&](int i) { return s.study.items[static_cast<std::size_t>(i)].kind != *options.itemKind; });
    if (options.orderSeed) {
        std::vector<std::string> keys;
        keys.reserve(s.items.size());
        for (int i : s.items)
            keys.push_back(s.study.items[static_cast<std::size_t>(i)].key);
        std::vector<int> ordered;
        ordered.reserve(s.items.size());
        for (std::size_t k : seededOrder(keys, *options.orderSeed))
            ordered.push_back(s.items[k]);
        s.items = std::move(ordered);
    }
    if (options.limit && static_cast<std::size_t>(std::max(0, *options.limit)) < s.items.size())
        s.items.resize(static_cast<std::size_t>(std::max(0, *options.limit)));

    if (!options.strategy.empty())
        s.condition.strategy = options.strategy;
    auto plan = makePromptPlan(s.condition, s.study);
    if (!plan)
        return plan.error();
    if (const KindPrompting *k = kindPrompting(s.study.protocol.kind); k && k->itemValues)
        s.itemValues = k->itemValues(s.study, s.condition);
    s.plan = std::move(*plan);
    for (const auto &st : s.plan.stages)
        for (const auto &f : st.answer.fields)
            if (f.rating && std::find(s.rated.begin(), s.rated.end(), f.name) == s.rated.end())
                s.rated.push_back(f.name);
    if (s.plan.deliberation) {
        if (options.round < 1)
            return Error{ErrorCode::Validation, "deliberation rounds start at 1, not " + std::to_string(options.round)};
        s.round = options.round;
        // A later round's prompt carries the peers' answers in a seeded order: other peers or
        // another seed make other requests, never a reuse of answers to a different prompt.
        if (s.round > 1) {
            std::vector<std::string> peers = options.peers;
            std::sort(peers.begin(), peers.end());
            std::string identity = s.plan.roundStage.promptHash + "|seed=" + std::to_string(options.deliberationSeed);
            for (const auto &peer : peers)
                if (peer != conditionId)
                    identity += "|" + peer;
            s.plan.roundStage.promptHash = fnv1aHex(identity);
        }
    }
    // The configuration is part of each request's identity: a changed condition makes new requests.
    auto frame = [&](StageSpec &st) {
        const std::string framed = fnv1aHex({st.promptHash, "|config=", s.configHash});
        s.legacyHashes[framed] = st.promptHash;
        st.promptHash = framed;
    };
    for (auto &st : s.plan.stages)
        frame(st);
    if (s.plan.deliberation)
        frame(s.plan.roundStage);
    return s;
}

// ---------------------------------------------------------------------------------------------
// Part 2: the strategy — which stage a unit sends, what its conversation shows, what completes it.

/// The stage unit `u` sends next: a deliberation round after the first asks the round stage.
const StageSpec &nextStage(const RunSetup &s, const Unit &u)
{
    if (s.plan.deliberation && s.round > 1)
        return s.plan.roundStage;
    return s.plan.stages[u.nextStage];
}

/// The ratings and texts an item's last answer completes: every rating field of the stages.
ItemCompletion completionOf(const Unit &u)
{
    ItemCompletion c;
    for (const auto &a : u.carried)
        for (const auto &[name, value] : a.parsed.values) {
            if (value.kind == study::FieldKind::Label)
                c.values[name] = value.label;
            else if (value.kind == study::FieldKind::Integer || value.kind == study::FieldKind::Number)
                c.values[name] = value.number;
        }
    c.rtMs = u.rtMs;
    c.thinking = joinStages(u.thinking);
    c.rawResponse = joinStages(u.raw);
    // A free-text answer (a generated story) is the item's text: its raw response is kept whole.
    return c;
}

/// Fields of the stage answers that rate no dimension are not written as ratings.
void dropUnrated(ItemCompletion &c, const std::vector<std::string> &rated)
{
    for (auto it = c.values.begin(); it != c.values.end();)
        it = std::find(rated.begin(), rated.end(), it->first) == rated.end() ? c.values.erase(it) : std::next(it);
}

// ---------------------------------------------------------------------------------------------
// Part 3: the units, with the answers earlier runs already hold.

std::vector<Unit> buildUnits(const RunSetup &s, const std::map<Journal::Key, JournalAnswer> &answered,
    std::vector<MediaSource> &media, const std::string &projectDir, RunProgress &p)
{
    const auto folders = std::make_shared<const std::vector<std::string>>(s.stimulusFolders);
    std::vector<Unit> units;
    const int samples = std::max(1, s.condition.samples);
    for (int item : s.items) {
        const study::Item &it = s.study.items[static_cast<std::size_t>(item)];
        const std::size_t mediaIndex = media.size();
        bool needsImage = false;
        for (int smp = 0; smp < samples; ++smp) {
            Unit u;
            u.item = item;
            u.sample = smp;
            u.media = mediaIndex;
            const std::size_t stageCount = s.plan.deliberation ? 1 : s.plan.stages.size();
            while (u.nextStage < stageCount) {
                const StageSpec &st = nextStage(s, u);
                auto found = answered.find({it.key, st.stage, s.round, smp, st.promptHash});
                if (auto legacy = s.legacyHashes.find(st.promptHash); found == answered.end() && legacy != s.legacyHashes.end())
                    found = answered.find({it.key, st.stage, s.round, smp, legacy->second});
                if (found == answered.end())
                    break;
                const JournalAnswer &a = found->second;
                u.carried.push_back({splitThinking(a.rawResponse).visible, parsedFromJson(a.parsedJson, st.answer)});
                u.thinking.push_back(a.thinking);
                u.raw.push_back(a.rawResponse);
                u.rtMs += a.latencyMs;
                ++u.nextStage;
                ++p.reused;
            }
            if (u.nextStage < stageCount) {
                p.totalRequests += static_cast<std::int64_t>(stageCount - u.nextStage);
                needsImage = needsImage || it.kind == study::ItemKind::Image;
                units.push_back(std::move(u));
            }
        }
        if (needsImage) {
            std::string file;
            if (!it.file.empty()) {
                std::filesystem::path path(it.file);
                if (path.is_relative())
                    path = std::filesystem::path(projectDir) / path;
                file = path.string();
            }
            media.push_back({it.key, file, it.mime, folders});
        }
    }
    return units;
}

std::string Deliberation::describe(const JournalAnswer &a)
{
    const auto j = nlohmann::json::parse(a.parsedJson, nullptr, false);
    if (!j.is_object())
        return a.parsedJson;
    std::string scores, rationale;
    for (auto it = j.begin(); it != j.end(); ++it) {
        if (it.key() == "rationale" && it->is_string())
            rationale = it->get<std::string>();
        else
            scores += (scores.empty() ? "" : ", ") + it.key() + " " + it->dump();
    }
    return scores + (rationale.empty() ? "" : " — " + rationale);
}

void Deliberation::fill(std::map<std::string, std::string> &v, const std::string &itemKey, std::size_t itemIndex) const
{
    auto mine = own.find(itemKey);
    v["previous"] = mine == own.end() ? std::string("(no answer)") : describe(mine->second);
    std::vector<const JournalAnswer *> others;
    for (const auto &p : peers)
        if (auto it = p.find(itemKey); it != p.end())
            others.push_back(&it->second);
    stats::Rng rng(seed ^ (0x9e3779b97f4a7c15ULL * (itemIndex + 1)));
    for (std::size_t i = others.size(); i > 1; --i)
        std::swap(others[i - 1], others[rng.below(i)]);
    std::string text;
    for (std::size_t i = 0; i < others.size(); ++i)
        text += (text.empty() ? "" : "\n") + std::string("Rater ") + static_cast<char>('A' + i % 26) + ": "
            + describe(*others[i]);
    v["others"] = text.empty() ? std::string("(none)") : text;
}

std::map<std::string, std::string> requestValues(const RunSetup &s, const Deliberation &d, const Unit &u)
{
    const study::Item &item = s.study.items[static_cast<std::size_t>(u.item)];
    std::map<std::string, std::string> values = itemPlaceholders(item);
    if (!s.itemValues.empty())
        values.insert(s.itemValues[static_cast<std::size_t>(u.item)].begin(), s.itemValues[static_cast<std::size_t>(u.item)].end());
    if (s.plan.deliberation && s.round > 1)
        d.fill(values, item.key, static_cast<std::size_t>(u.item));
    return values;
}

// ---------------------------------------------------------------------------------------------
// Part 4: the reply.

RequestRecord baseRecord(const RunSetup &s, const Unit &u, const StageSpec &st)
{
    RequestRecord r;
    r.itemKey = s.study.items[static_cast<std::size_t>(u.item)].key;
    r.stage = st.stage;
    r.round = s.round;
    r.sample = u.sample;
    r.promptHash = st.promptHash;
    return r;
}

RequestRecord failedRecord(const RunSetup &s, const Unit &u, const Error &e, const std::string &raw, const std::string &thinking)
{
    RequestRecord r = baseRecord(s, u, nextStage(s, u));
    r.answered = false;
    r.errorCode = errorCodeName(e.code);
    r.errorDetail = redact(e.detail, s.apiKey);
    r.rawResponse = truncateForStorage(redact(raw, s.apiKey));
    r.thinking = truncateForStorage(redact(thinking, s.apiKey));
    return r;
}

ReplyRecord readReply(const RunSetup &s, Unit &u, std::size_t stageCount, int httpStatus, const std::string &body,
    double latencyMs, double priceFactor)
{
    const auto failed = [&](const Error &e, const std::string &raw, const std::string &thinking) {
        ReplyRecord out;
        out.record = failedRecord(s, u, e, raw, thinking);
        out.error = Error {e.code, out.record.errorDetail};
        out.failedRaw = raw;
        return out;
    };
    const StageSpec &st = nextStage(s, u);
    ProviderResponse pr = parseResponse(s.condition.provider, httpStatus, body);
    if (pr.error)
        return failed(*pr.error, body, pr.thinking);
    auto parsed = parseAnswer(pr.text, st.answer);
    std::string thinking = std::move(pr.thinking);
    if (parsed && !parsed->thinking.empty())
        thinking += (thinking.empty() ? "" : "\n\n") + parsed->thinking;
    if (!parsed)
        return failed(parsed.error(), pr.rawText, thinking);
    ReplyRecord out;
    RequestRecord &r = out.record;
    r = baseRecord(s, u, st);
    r.answered = true;
    r.parsedJson = parsed->toJson();
    r.thinking = truncateForStorage(redact(thinking, s.apiKey));
    r.rawResponse = truncateForStorage(redact(pr.rawText, s.apiKey));
    r.inputTokens = pr.inputTokens;
    r.outputTokens = pr.outputTokens;
    r.thinkingTokens = pr.thinkingTokens;
    if (auto cost = requestCost(s.condition, pr.inputTokens, pr.outputTokens))
        r.costUsd = *cost * priceFactor;
    // The conversation so far; the next stage is built from it only after this answer's commit.
    u.carried.push_back({parsed->visible, *parsed});
    u.thinking.push_back(r.thinking);
    u.raw.push_back(r.rawResponse);
    u.rtMs += latencyMs;
    out.last = u.nextStage + 1 == stageCount;
    if (out.last) {
        out.completion = completionOf(u);
        dropUnrated(*out.completion, s.rated);
    }
    return out;
}

} // namespace rl::inference::detail

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/inferencerun.h"

#include "engine/inference/answerparser.h"
#include "engine/inference/itemfilter.h"
#include "engine/inference/journal.h"
#include "engine/inference/journalwriter.h"
#include "engine/inference/prompting.h"
#include "engine/inference/secrets.h"
#include "engine/inference/textutil.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <deque>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace rl::inference {

namespace {

std::string mimeFromPath(const std::string &path)
{
    const std::string ext = std::filesystem::path(path).extension().string();
    if (ext == ".jpg" || ext == ".jpeg" || ext == ".JPG" || ext == ".JPEG")
        return "image/jpeg";
    if (ext == ".webp")
        return "image/webp";
    if (ext == ".gif")
        return "image/gif";
    if (ext == ".svg")
        return "image/svg+xml";
    return "image/png";
}

/// ParsedAnswer from a stored parsed_json (answers carried from earlier runs).
ParsedAnswer fromJson(const std::string &text, const std::vector<std::string> &labels)
{
    ParsedAnswer p;
    const auto j = nlohmann::json::parse(text, nullptr, false);
    if (!j.is_object())
        return p;
    if (j.contains("emotion") && j["emotion"].is_string()) {
        const int idx = matchLabel(j["emotion"].get<std::string>(), labels);
        if (idx >= 0) {
            p.emotion = idx;
            p.emotionLabel = labels[static_cast<std::size_t>(idx)];
        }
    }
    if (j.contains("valence") && j["valence"].is_number_integer())
        p.valence = j["valence"].get<int>();
    if (j.contains("arousal") && j["arousal"].is_number_integer())
        p.arousal = j["arousal"].get<int>();
    return p;
}

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

std::optional<double> requestCost(const study::ModelCondition &c, std::int64_t inputTokens, std::int64_t outputTokens)
{
    if ((!c.priceInputPerMTok && !c.priceOutputPerMTok) || inputTokens < 0 || outputTokens < 0)
        return std::nullopt;
    return (static_cast<double>(inputTokens) * c.priceInputPerMTok.value_or(0)
               + static_cast<double>(outputTokens) * c.priceOutputPerMTok.value_or(0))
        / 1e6;
}

/// One item × sample chain.
struct Unit {
    int item = -1;
    int sample = 0;
    std::size_t nextStage = 0;          ///< index into plan.stages
    std::vector<CarriedAnswer> carried; ///< answers of stages < nextStage
    std::vector<std::string> thinking, raw;
    double rtMs = 0;
    ImageData image;                    ///< loaded when the unit first sends
    bool imageLoaded = false;
    /// What to count once the unit's entry submitted to the journal writer is committed (a unit
    /// has at most one: its next stage is sent only after that).
    struct Pending {
        bool answered = false;
        bool last = false;
        std::string errorCode;
        std::int64_t inputTokens = -1, outputTokens = -1;
        std::optional<double> costUsd;
    } pending;
};

namespace {

/// Free what a finished unit holds (its image and conversation), capacity included: a long run
/// keeps only the small Unit records, so memory stays flat.
void releaseUnit(Unit &u)
{
    std::string().swap(u.image.base64);
    std::vector<CarriedAnswer>().swap(u.carried);
    std::vector<std::string>().swap(u.thinking);
    std::vector<std::string>().swap(u.raw);
}

} // namespace

InferenceRun::InferenceRun(storage::Project &project, std::string conditionId, RunOptions options)
    : m_project(project), m_conditionId(std::move(conditionId)), m_options(std::move(options)),
      m_scheduler(std::make_unique<Scheduler>(m_options.scheduler))
{
}

InferenceRun::~InferenceRun() = default;

void InferenceRun::pause() { m_scheduler->pause(); }
void InferenceRun::resume() { m_scheduler->resume(); }

Result<RunSummary> InferenceRun::run(const ProgressFn &progress, std::stop_token stop)
{
    using Clock = std::chrono::steady_clock;
    auto loaded = m_project.loadStudy();
    if (!loaded)
        return loaded.error();
    study::Study study = std::move(*loaded);
    const int ci = study.findCondition(m_conditionId);
    if (ci < 0)
        return Error{ErrorCode::NotFound, "no condition '" + m_conditionId + "' in " + m_project.path()};
    study::ModelCondition condition = study.conditions[static_cast<std::size_t>(ci)];
    if (!m_options.baseUrl.empty())
        condition.baseUrl = m_options.baseUrl;

    std::string apiKey = m_options.apiKey;
    if (apiKey.empty() && !m_options.keyFromOptions) {
        auto key = resolveApiKey(condition);
        if (!key)
            return key.error();
        apiKey = std::move(*key);
    }

    auto selected = selectItems(study, m_options.itemFilter);
    if (!selected)
        return selected.error();
    if (m_options.limit && static_cast<std::size_t>(std::max(0, *m_options.limit)) < selected->size())
        selected->resize(static_cast<std::size_t>(std::max(0, *m_options.limit)));

    const int emotionDim = study.findDimension(study::face::kEmotion);
    std::vector<std::string> labels;
    if (emotionDim >= 0 && !study.dimensions[static_cast<std::size_t>(emotionDim)].levels.empty())
        labels = study.dimensions[static_cast<std::size_t>(emotionDim)].levels;
    auto plan = makePromptPlan(condition, labels);
    if (!plan)
        return plan.error();
    auto journal = Journal::open(m_project, study, study.conditions[static_cast<std::size_t>(ci)], plan->labels);
    if (!journal)
        return journal.error();
    auto answered = journal->answered();
    if (!answered)
        return answered.error();

    // Work units, with the answers earlier runs already hold.
    RunSummary summary;
    RunProgress &p = summary.progress;
    std::vector<Unit> units;
    const int samples = std::max(1, condition.samples);
    for (int item : *selected)
        for (int s = 0; s < samples; ++s) {
            Unit u;
            u.item = item;
            u.sample = s;
            const std::string &key = study.items[static_cast<std::size_t>(item)].key;
            while (u.nextStage < plan->stages.size()) {
                const StageSpec &st = plan->stages[u.nextStage];
                auto it = answered->find({key, st.stage, s, st.promptHash});
                if (it == answered->end())
                    break;
                const JournalAnswer &a = it->second;
                u.carried.push_back({splitThinking(a.rawResponse).visible, fromJson(a.parsedJson, plan->labels)});
                u.thinking.push_back(a.thinking);
                u.raw.push_back(a.rawResponse);
                u.rtMs += a.latencyMs;
                ++u.nextStage;
                ++p.reused;
            }
            if (u.nextStage < plan->stages.size()) {
                p.totalRequests += static_cast<std::int64_t>(plan->stages.size() - u.nextStage);
                units.push_back(std::move(u));
            }
        }

    nlohmann::json settings = {{"items", m_options.itemFilter}, {"limit", m_options.limit ? *m_options.limit : -1},
        {"concurrency", m_options.scheduler.concurrency}, {"requests_per_minute", m_options.scheduler.requestsPerMinute},
        {"base_url", condition.baseUrl}, {"strategy", plan->strategy}, {"samples", samples}};
    // Writes go through a connection of their own, on the writer thread (group commit).
    if (Status s = journal->openWriteConnection(); !s)
        return s.error();
    auto runId = journal->beginRun(settings.dump());
    if (!runId)
        return runId.error();
    summary.runId = *runId;

    // The job source: follow-up stages first (they finish items), then fresh units in study order.
    std::deque<std::size_t> ready;
    std::size_t nextFresh = 0;
    std::stop_source internalStop;
    std::stop_callback forward(stop, [&] { internalStop.request_stop(); });
    std::optional<Error> fatal;
    const auto t0 = Clock::now();
    Scheduler &scheduler = *m_scheduler;
    JournalWriter writer(*journal, [&scheduler] { scheduler.wakeup(); });
    std::size_t outstanding = 0; // entries submitted whose commit has not been counted yet
    std::size_t active = 0;      // jobs pulled by the scheduler and not done yet (in flight or waiting for a retry)
    // A request keeps its slot until its answer is committed: at most `concurrency` requests are
    // unfinished (sent, or answered and not yet committed), so a crash loses at most that many
    // answers, and a stalled disk stalls the sending (memory stays flat).
    const std::size_t maxUnfinished = static_cast<std::size_t>(std::max(1, m_scheduler->options().concurrency));

    auto submit = [&](std::size_t ui, RequestRecord &&r, std::optional<ItemCompletion> &&completion,
                      Unit::Pending pending) {
        units[ui].pending = std::move(pending);
        ++outstanding;
        writer.submit(ui, Journal::Entry {std::move(r), std::move(completion)});
    };

    auto redactAttempts = [&](std::vector<AttemptRecord> &attempts) {
        for (auto &a : attempts) {
            if (!a.body.empty())
                a.body = truncateForStorage(redact(a.body, apiKey), 16 * 1024);
            if (a.error)
                a.error->detail = redact(a.error->detail, apiKey);
        }
    };

    auto failUnit = [&](std::size_t ui, const StageSpec &st, const Error &e, const std::string &raw,
                        const std::string &thinking, HttpOutcome *o) {
        Unit &u = units[ui];
        RequestRecord r;
        r.itemKey = study.items[static_cast<std::size_t>(u.item)].key;
        r.stage = st.stage;
        r.sample = u.sample;
        r.promptHash = st.promptHash;
        r.answered = false;
        r.errorCode = errorCodeName(e.code);
        r.errorDetail = redact(e.detail, apiKey);
        r.rawResponse = truncateForStorage(redact(raw, apiKey));
        r.thinking = truncateForStorage(redact(thinking, apiKey));
        if (o) {
            r.latencyMs = o->latencyMs;
            r.requestHash = o->requestHash;
            r.attempts = std::move(o->attempts);
            redactAttempts(r.attempts);
        }
        Unit::Pending pending;
        pending.errorCode = r.errorCode;
        submit(ui, std::move(r), std::nullopt, std::move(pending));
    };

    auto makeJob = [&](std::size_t ui) -> std::optional<Job> {
        Unit &u = units[ui];
        const StageSpec &st = plan->stages[u.nextStage];
        if (!u.imageLoaded) {
            const study::Item &item = study.items[static_cast<std::size_t>(u.item)];
            auto payload = m_project.itemPayload(item.key);
            std::vector<std::uint8_t> bytes;
            std::string mime;
            if (payload && !payload->bytes.empty()) {
                bytes = std::move(payload->bytes);
                mime = payload->mime.empty() ? item.mime : payload->mime;
            } else if (!item.file.empty()) {
                std::filesystem::path path(item.file);
                if (path.is_relative())
                    path = std::filesystem::path(m_project.path()).parent_path() / path;
                std::ifstream in(path, std::ios::binary);
                bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
                mime = mimeFromPath(path.string());
            }
            if (bytes.empty()) {
                failUnit(ui, st, Error{ErrorCode::Io, "stimulus '" + item.key + "' has no image (no payload, file '"
                                                          + item.file + "' unreadable)"}, "", "", nullptr);
                return std::nullopt;
            }
            if (mime.empty())
                mime = "image/png";
            if (m_options.imageConverter && !m_options.imageConverter(mime, bytes)) {
                failUnit(ui, st, Error{ErrorCode::Io, "stimulus '" + item.key + "' (" + mime
                                                          + ") could not be converted to an image the model takes"},
                         "", "", nullptr);
                return std::nullopt;
            }
            u.image = {mime, base64Encode(bytes)};
            u.imageLoaded = true;
        }
        auto request = buildRequest(condition, buildConversation(*plan, u.nextStage, u.image, u.carried), apiKey);
        if (!request) {
            failUnit(ui, st, request.error(), "", "", nullptr);
            return std::nullopt;
        }
        return Job{static_cast<std::uint64_t>(ui), std::move(*request)};
    };

    auto source = [&]() -> std::optional<Job> {
        while (!fatal && active + outstanding < maxUnfinished) {
            std::size_t ui;
            if (!ready.empty()) {
                ui = ready.front();
                ready.pop_front();
            } else if (nextFresh < units.size()) {
                ui = nextFresh++;
            } else {
                return std::nullopt;
            }
            if (auto job = makeJob(ui)) {
                ++active;
                return job;
            }
        }
        return std::nullopt;
    };

    auto done = [&](Job &&job, HttpOutcome &&o) {
        --active;
        const std::size_t ui = static_cast<std::size_t>(job.tag);
        Unit &u = units[ui];
        const StageSpec &st = plan->stages[u.nextStage];
        if (o.error && o.error->code == ErrorCode::Cancelled)
            return; // not sent to completion: the next run sends it again
        if (o.error) {
            failUnit(ui, st, *o.error, o.body, "", &o);
            return;
        }
        ProviderResponse pr = parseResponse(condition.provider, o.httpStatus, o.body);
        if (pr.error) {
            failUnit(ui, st, *pr.error, o.body, pr.thinking, &o);
            return;
        }
        auto parsed = parseAnswer(pr.text, st.answer);
        std::string thinking = std::move(pr.thinking);
        if (parsed && !parsed->thinking.empty())
            thinking += (thinking.empty() ? "" : "\n\n") + parsed->thinking;
        if (!parsed) {
            failUnit(ui, st, parsed.error(), pr.rawText, thinking, &o);
            return;
        }
        RequestRecord r;
        r.itemKey = study.items[static_cast<std::size_t>(u.item)].key;
        r.stage = st.stage;
        r.sample = u.sample;
        r.promptHash = st.promptHash;
        r.answered = true;
        r.parsedJson = parsed->toJson();
        r.thinking = truncateForStorage(redact(thinking, apiKey));
        r.rawResponse = truncateForStorage(redact(pr.rawText, apiKey));
        r.inputTokens = pr.inputTokens;
        r.outputTokens = pr.outputTokens;
        r.thinkingTokens = pr.thinkingTokens;
        r.latencyMs = o.latencyMs;
        r.costUsd = requestCost(condition, pr.inputTokens, pr.outputTokens);
        r.requestHash = std::move(o.requestHash);
        r.attempts = std::move(o.attempts);
        redactAttempts(r.attempts);
        // The conversation so far; the next stage is built from it only after this answer's commit.
        u.carried.push_back({parsed->visible, *parsed});
        u.thinking.push_back(r.thinking);
        u.raw.push_back(r.rawResponse);
        u.rtMs += o.latencyMs;
        Unit::Pending pending;
        pending.answered = true;
        pending.last = u.nextStage + 1 == plan->stages.size();
        pending.inputTokens = pr.inputTokens;
        pending.outputTokens = pr.outputTokens;
        pending.costUsd = r.costUsd;
        std::optional<ItemCompletion> completion;
        if (pending.last) {
            ItemCompletion c;
            for (const auto &a : u.carried) {
                if (a.parsed.emotion)
                    c.emotionLevel = a.parsed.emotion;
                if (a.parsed.valence)
                    c.valence = a.parsed.valence;
                if (a.parsed.arousal)
                    c.arousal = a.parsed.arousal;
            }
            c.rtMs = u.rtMs;
            c.thinking = joinStages(u.thinking);
            c.rawResponse = joinStages(u.raw);
            completion = std::move(c);
        }
        submit(ui, std::move(r), std::move(completion), std::move(pending));
    };

    // Count what the writer has committed — and only that — and release the units' next stages.
    auto collect = [&](bool schedule) {
        auto committed = writer.takeCommitted();
        for (auto &c : committed) {
            --outstanding;
            Unit &u = units[static_cast<std::size_t>(c.ticket)];
            Unit::Pending pending = std::move(u.pending);
            if (!c.status) {
                if (!fatal)
                    fatal = c.status.error();
                internalStop.request_stop();
                continue;
            }
            if (!pending.answered) {
                ++p.failed;
                ++summary.failuresByCode[pending.errorCode];
                const auto later = static_cast<std::int64_t>(plan->stages.size() - u.nextStage - 1);
                p.skipped += later;
                p.totalRequests -= later;
                releaseUnit(u);
                continue;
            }
            ++p.answered;
            if (pending.inputTokens > 0)
                p.inputTokens += pending.inputTokens;
            if (pending.outputTokens > 0)
                p.outputTokens += pending.outputTokens;
            if (pending.costUsd)
                p.costUsd += *pending.costUsd;
            ++u.nextStage;
            if (pending.last) {
                ++p.itemsCompleted;
                releaseUnit(u);
            } else if (schedule) {
                ready.push_front(static_cast<std::size_t>(c.ticket));
            }
        }
        return !committed.empty();
    };

    auto pump = [&]() -> Scheduler::PumpResult {
        const bool changed = collect(!fatal);
        return {changed, outstanding > 0 || (!fatal && (!ready.empty() || nextFresh < units.size()))};
    };

    auto tick = [&] {
        const SchedulerStats s = m_scheduler->stats();
        p.inFlight = s.inFlight;
        p.retries = s.retries;
        p.elapsedSeconds = std::chrono::duration<double>(Clock::now() - t0).count();
        const std::int64_t finished = p.answered + p.failed;
        const std::int64_t remaining = p.totalRequests - finished;
        p.etaSeconds = finished > 0 ? p.elapsedSeconds / static_cast<double>(finished) * static_cast<double>(remaining) : -1;
        if (progress)
            progress(p);
    };

    Status st = m_scheduler->run(source, done, internalStop.get_token(), tick, pump);
    // Answers that arrived before a stop are still committed and counted; nothing new is sent.
    writer.close();
    collect(false);
    const JournalWriter::Stats ws = writer.stats();
    summary.commitTransactions = ws.transactions;
    summary.largestCommitGroup = ws.largestGroup;
    summary.commitSeconds = ws.writeSeconds;
    tick();
    if (fatal) {
        summary.status = "failed";
        summary.stopReason = fatal;
    } else if (!st) {
        summary.status = st.error().code == ErrorCode::Cancelled ? "cancelled" : "failed";
        summary.stopReason = Error{st.error().code, redact(st.error().detail, apiKey)};
    } else {
        summary.status = p.failed > 0 ? "failed" : "finished";
    }
    (void)journal->endRun(summary.status);
    return summary;
}

} // namespace rl::inference

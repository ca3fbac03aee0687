// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/inferencerun.h"

#include "engine/inference/answerparser.h"
#include "engine/inference/journal.h"
#include "engine/inference/journalwriter.h"
#include "engine/inference/prompting.h"
#include "engine/inference/runparts.h"
#include "engine/inference/textutil.h"
#include "engine/storage/runlock.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <deque>
#include <filesystem>
#include <numeric>

namespace rl::inference {

std::optional<double> requestCost(const study::ModelCondition &c, std::int64_t inputTokens, std::int64_t outputTokens)
{
    if ((!c.priceInputPerMTok && !c.priceOutputPerMTok) || inputTokens < 0 || outputTokens < 0)
        return std::nullopt;
    return (static_cast<double>(inputTokens) * c.priceInputPerMTok.value_or(0)
               + static_cast<double>(outputTokens) * c.priceOutputPerMTok.value_or(0))
        / 1e6;
}

using detail::Deliberation;
using detail::RunSetup;
using detail::Unit;
using detail::buildUnits;
using detail::completionOf;
using detail::dropUnrated;
using detail::nextStage;
using detail::prepareRun;
using detail::releaseUnit;
using detail::requestValues;

InferenceRun::InferenceRun(storage::Project &project, std::string conditionId, RunOptions options)
    : m_project(project), m_conditionId(std::move(conditionId)), m_options(std::move(options)),
      m_scheduler(std::make_unique<Scheduler>(m_options.scheduler))
{
}

InferenceRun::~InferenceRun() = default;

void InferenceRun::pause() { m_scheduler->pause(); }
void InferenceRun::resume() { m_scheduler->resume(); }

// ---------------------------------------------------------------------------------------------
// Part 4: the loop — feed the scheduler, record every outcome, count only what was committed.

Result<RunSummary> InferenceRun::run(const ProgressFn &progress, std::stop_token stop)
{
    using Clock = std::chrono::steady_clock;
    auto lock = storage::RunLock::acquire(m_project.path(), "a run of condition '" + m_conditionId + "'");
    if (!lock)
        return lock.error();
    auto setup = prepareRun(m_project, m_conditionId, m_options);
    if (!setup)
        return setup.error();
    RunSetup &s = *setup;
    const study::ModelCondition &condition = s.condition;
    const std::string &apiKey = s.apiKey;
    const PromptPlan &plan = s.plan;

    const int ci = s.study.findCondition(m_conditionId);
    auto journal = Journal::open(m_project, s.study, s.study.conditions[static_cast<std::size_t>(ci)], s.rated);
    if (!journal)
        return journal.error();
    journal->setCompletionHook(m_options.completionHook);
    journal->setSecret(apiKey);
    journal->freezeCondition(s.configHash);
    auto answered = journal->answered();
    if (!answered)
        return answered.error();

    Deliberation deliberation;
    deliberation.seed = m_options.deliberationSeed;
    if (plan.deliberation && s.round > 1) {
        auto own = journal->roundAnswers(m_conditionId, s.round - 1, 1);
        if (!own)
            return own.error();
        deliberation.own = std::move(*own);
        for (const auto &peer : m_options.peers) {
            if (peer == m_conditionId)
                continue;
            auto theirs = journal->roundAnswers(peer, s.round - 1, 1);
            if (!theirs)
                return theirs.error();
            deliberation.peers.push_back(std::move(*theirs));
        }
    }

    RunSummary summary;
    RunProgress &p = summary.progress;
    std::vector<MediaSource> media;
    std::vector<Unit> units = buildUnits(s, *answered, media, std::filesystem::path(m_project.path()).parent_path().string(), p);
    const std::size_t stageCount = plan.deliberation ? 1 : plan.stages.size();

    nlohmann::json settings = {{"items", m_options.itemFilter}, {"limit", m_options.limit ? *m_options.limit : -1},
        {"concurrency", m_options.scheduler.concurrency}, {"requests_per_minute", m_options.scheduler.requestsPerMinute},
        {"base_url", condition.baseUrl}, {"strategy", plan.strategy}, {"samples", std::max(1, condition.samples)}};
    if (plan.deliberation)
        settings["round"] = s.round, settings["peers"] = m_options.peers, settings["deliberation_seed"] = m_options.deliberationSeed;
    if (m_options.orderSeed)
        settings["order_seed"] = *m_options.orderSeed;
    // Writes go through a connection of their own, on the writer thread (group commit).
    if (Status st = journal->openWriteConnection(); !st)
        return st.error();
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
    const std::size_t concurrency = static_cast<std::size_t>(std::max(1, m_scheduler->options().concurrency));
    MediaPreparer images(m_project.path(), std::move(media), m_options.imageConverter,
        m_options.imageLookahead ? m_options.imageLookahead : 2 * concurrency + 16, [&scheduler] { scheduler.wakeup(); });
    std::size_t outstanding = 0; // entries submitted whose commit has not been counted yet
    std::size_t active = 0;      // jobs pulled by the scheduler and not done yet (in flight or waiting for a retry)
    // A request keeps its slot until its answer is committed: at most `concurrency` requests are
    // unfinished (sent, or answered and not yet committed), so a crash loses at most that many
    // answers, and a stalled disk stalls the sending (memory stays flat).
    const std::size_t maxUnfinished = concurrency;

    auto baseRecord = [&](const Unit &u, const StageSpec &st) {
        RequestRecord r;
        r.itemKey = s.study.items[static_cast<std::size_t>(u.item)].key;
        r.stage = st.stage;
        r.round = s.round;
        r.sample = u.sample;
        r.promptHash = st.promptHash;
        return r;
    };

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
        RequestRecord r = baseRecord(units[ui], st);
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

    // A unit's image: handed over by the preparer (shared by the samples of one item); nullopt
    // while it is not prepared yet.
    std::size_t lastMedia = SIZE_MAX;
    std::shared_ptr<const Result<ImageData>> lastImage;
    auto imageOf = [&](Unit &u) -> bool {
        if (u.image || s.study.items[static_cast<std::size_t>(u.item)].kind != study::ItemKind::Image)
            return true;
        if (u.media == lastMedia) {
            u.image = lastImage;
            return true;
        }
        auto got = images.acquire(u.media);
        if (!got)
            return false;
        lastMedia = u.media;
        lastImage = got;
        u.image = std::move(got);
        return true;
    };

    // Nothing is sent once the project's condition differs from the configuration the run froze.
    storage::Database &reads = m_project.database();
    auto makeJob = [&](std::size_t ui) -> std::optional<Job> {
        if (Status same = checkConditionUnchanged(reads, m_conditionId, s.configHash); !same) {
            fatal = same.error();
            internalStop.request_stop();
            return std::nullopt;
        }
        Unit &u = units[ui];
        const StageSpec &st = nextStage(s, u);
        static const ImageData kNoImage;
        const ImageData *image = &kNoImage;
        if (u.image) {
            if (!*u.image) {
                failUnit(ui, st, u.image->error(), "", "", nullptr);
                return std::nullopt;
            }
            image = &**u.image;
        }
        const std::map<std::string, std::string> values = requestValues(s, deliberation, u);
        auto request = buildRequest(condition,
            buildConversation(plan, u.nextStage, *image, u.carried, values, plan.deliberation ? &st : nullptr), apiKey);
        if (!request) {
            failUnit(ui, st, request.error(), "", "", nullptr);
            return std::nullopt;
        }
        return Job {static_cast<std::uint64_t>(ui), std::move(*request)};
    };

    auto source = [&]() -> std::optional<Job> {
        while (!fatal && active + outstanding < maxUnfinished) {
            std::size_t ui;
            if (!ready.empty()) {
                ui = ready.front();
                ready.pop_front();
            } else if (nextFresh < units.size()) {
                if (!imageOf(units[nextFresh]))
                    return std::nullopt; // the preparer wakes the scheduler when it is ready
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
        const StageSpec &st = nextStage(s, u);
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
        RequestRecord r = baseRecord(u, st);
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
        pending.last = u.nextStage + 1 == stageCount;
        pending.inputTokens = pr.inputTokens;
        pending.outputTokens = pr.outputTokens;
        pending.costUsd = r.costUsd;
        std::optional<ItemCompletion> completion;
        if (pending.last) {
            completion = completionOf(u);
            dropUnrated(*completion, s.rated);
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
                const auto later = static_cast<std::int64_t>(stageCount - u.nextStage - 1);
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
        const SchedulerStats st = m_scheduler->stats();
        p.inFlight = st.inFlight;
        p.retries = st.retries;
        p.serverWaitSeconds = st.serverWaitSeconds;
        p.imagesConverted = static_cast<std::int64_t>(images.stats().converted);
        p.elapsedSeconds = std::chrono::duration<double>(Clock::now() - t0).count();
        const std::int64_t finished = p.answered + p.failed;
        const std::int64_t remaining = p.totalRequests - finished;
        p.etaSeconds = finished > 0 ? p.elapsedSeconds / static_cast<double>(finished) * static_cast<double>(remaining) : -1;
        if (progress)
            progress(p);
    };

    Status st = m_scheduler->run(source, done, internalStop.get_token(), tick, pump);
    // Answers that arrived before a stop are still committed and counted; nothing new is sent.
    images.stop();
    writer.close();
    collect(false);
    const JournalWriter::Stats ws = writer.stats();
    summary.commitTransactions = ws.transactions;
    summary.largestCommitGroup = ws.largestGroup;
    summary.commitSeconds = ws.writeSeconds;
    tick();
    if (fatal) {
        summary.status = RunStatus::Failed;
        summary.stopReason = fatal;
    } else if (!st) {
        summary.status = st.error().code == ErrorCode::Cancelled ? RunStatus::Cancelled : RunStatus::Failed;
        summary.stopReason = Error {st.error().code, redact(st.error().detail, apiKey)};
    } else {
        summary.status = p.failed > 0 ? RunStatus::Failed : RunStatus::Finished;
    }
    (void)journal->endRun(summary.status);
    return summary;
}

} // namespace rl::inference

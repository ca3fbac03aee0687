// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/inferencerun.h"

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
using detail::ReplyRecord;
using detail::RunSetup;
using detail::Unit;
using detail::buildUnits;
using detail::countAnswered;
using detail::failedRecord;
using detail::nextStage;
using detail::prepareRun;
using detail::readReply;
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
// Part 5: the loop — feed the scheduler, record every outcome, count only what was committed.

namespace {

using Clock = std::chrono::steady_clock;

/// The answers this condition and its peers gave in the previous deliberation round (empty outside one).
Result<Deliberation> readDeliberation(const RunSetup &s, Journal &journal, const std::string &conditionId,
    const RunOptions &options)
{
    Deliberation deliberation;
    deliberation.seed = options.deliberationSeed;
    if (!s.plan.deliberation || s.round <= 1)
        return deliberation;
    auto own = journal.roundAnswers(conditionId, s.round - 1, 1);
    if (!own)
        return own.error();
    deliberation.own = std::move(*own);
    for (const auto &peer : options.peers) {
        if (peer == conditionId)
            continue;
        auto theirs = journal.roundAnswers(peer, s.round - 1, 1);
        if (!theirs)
            return theirs.error();
        deliberation.peers.push_back(std::move(*theirs));
    }
    return deliberation;
}

/// The run's settings as its `runs` row keeps them.
std::string runSettings(const RunSetup &s, const RunOptions &options)
{
    nlohmann::json settings = {{"items", options.itemFilter}, {"limit", options.limit ? *options.limit : -1},
        {"concurrency", options.scheduler.concurrency}, {"requests_per_minute", options.scheduler.requestsPerMinute},
        {"base_url", s.condition.baseUrl}, {"strategy", s.plan.strategy}, {"samples", std::max(1, s.condition.samples)}};
    if (s.plan.deliberation)
        settings["round"] = s.round, settings["peers"] = options.peers, settings["deliberation_seed"] = options.deliberationSeed;
    if (options.orderSeed)
        settings["order_seed"] = *options.orderSeed;
    return settings.dump();
}

} // namespace

/// One run's loop. The scheduler pulls jobs (nextJob), hands back replies (onReply) and asks what the writer
/// committed (pump); a unit's next stage is released only when its answer is committed (countCommitted).
struct InferenceRun::State {
    State(storage::Project &project, const std::string &conditionId, const RunOptions &options, Scheduler &scheduler,
        RunSetup &setup, Journal &journal, Deliberation deliberation)
        : project(project), conditionId(conditionId), options(options), scheduler(scheduler), s(setup), journal(journal),
          deliberation(std::move(deliberation)), stageCount(s.plan.deliberation ? 1 : s.plan.stages.size()),
          concurrency(static_cast<std::size_t>(std::max(1, scheduler.options().concurrency)))
    {
    }

    storage::Project &project;
    const std::string &conditionId;
    const RunOptions &options;
    Scheduler &scheduler;
    RunSetup &s;
    Journal &journal;
    const Deliberation deliberation;
    const std::size_t stageCount;
    const std::size_t concurrency;

    RunSummary summary;
    RunProgress &p = summary.progress;
    std::vector<Unit> units;
    // The job source: follow-up stages first (they finish items), then fresh units in study order.
    std::deque<std::size_t> ready;
    std::size_t nextFresh = 0;
    std::stop_source internalStop;
    std::optional<Error> fatal;
    Clock::time_point t0 = Clock::now();
    std::optional<JournalWriter> writer;
    std::optional<MediaPreparer> images;
    std::size_t outstanding = 0; // entries submitted whose commit has not been counted yet
    std::size_t active = 0;      // jobs pulled by the scheduler and not done yet (in flight or waiting for a retry)
    // A unit's image: handed over by the preparer (shared by the samples of one item).
    std::size_t lastMedia = SIZE_MAX;
    std::shared_ptr<const Result<ImageData>> lastImage;

    /// The run, step by step: the requests still to send (resumeFromJournal), the run's row (beginRun), the journal
    /// writer and the image preparer (startWorkers), the scheduler's loop, the answers still in the writer (drain),
    /// the last progress and the run's status (finish).
    Result<RunSummary> run(const ProgressFn &progress, std::stop_token stop)
    {
        std::vector<MediaSource> media;
        RL_TRY(resumeFromJournal(media));
        RL_TRY(beginRun());
        std::stop_callback forward(stop, [this] { internalStop.request_stop(); });
        startWorkers(std::move(media));
        const auto tick = [&] { reportProgress(progress); };
        const Status st = scheduler.run([this] { return nextJob(); },
            [this](Job &&job, HttpOutcome &&o) { onReply(std::move(job), std::move(o)); }, internalStop.get_token(), tick,
            [this] { return pump(); });
        drain();
        tick();
        finish(st);
        return summary;
    }

    /// The units of the run with the answers the journal already holds replayed into them (buildUnits); `media`
    /// gets the images they need.
    Status resumeFromJournal(std::vector<MediaSource> &media)
    {
        auto answered = journal.answered();
        if (!answered)
            return answered.error();
        units = buildUnits(s, *answered, media, std::filesystem::path(project.path()).parent_path().string(), p);
        return {};
    }

    /// The run's row in the journal, written through a connection of its own on the writer thread (group commit).
    Status beginRun()
    {
        RL_TRY(journal.openWriteConnection());
        auto runId = journal.beginRun(runSettings(s, options));
        if (!runId)
            return runId.error();
        summary.runId = *runId;
        return {};
    }

    /// The clock, the journal writer and the image preparer; both wake the scheduler when they have something for it.
    void startWorkers(std::vector<MediaSource> &&media)
    {
        t0 = Clock::now();
        writer.emplace(journal, [this] { scheduler.wakeup(); });
        images.emplace(project.path(), std::move(media), options.imageConverter,
            options.imageLookahead ? options.imageLookahead : 2 * concurrency + 16, [this] { scheduler.wakeup(); });
    }

    /// Answers that arrived before a stop are still committed and counted; nothing new is sent.
    void drain()
    {
        images->stop();
        writer->close();
        countCommitted(false);
        const JournalWriter::Stats ws = writer->stats();
        summary.commitTransactions = ws.transactions;
        summary.largestCommitGroup = ws.largestGroup;
        summary.commitSeconds = ws.writeSeconds;
    }

    /// The run's status from what stopped it (`st`: the scheduler's end), ended in the journal.
    void finish(const Status &st)
    {
        if (fatal) {
            summary.status = RunStatus::Failed;
            summary.stopReason = fatal;
        } else if (!st) {
            summary.status = st.error().code == ErrorCode::Cancelled ? RunStatus::Cancelled : RunStatus::Failed;
            summary.stopReason = Error {st.error().code, redact(st.error().detail, s.apiKey)};
        } else {
            summary.status = p.failed > 0 ? RunStatus::Failed : RunStatus::Finished;
        }
        (void)journal.endRun(summary.status);
    }

    /// Hand an entry to the journal writer; what it changes is counted once it is committed.
    void submit(std::size_t ui, RequestRecord &&r, std::optional<ItemCompletion> &&completion, Unit::Pending pending)
    {
        units[ui].pending = std::move(pending);
        ++outstanding;
        writer->submit(ui, Journal::Entry {std::move(r), std::move(completion)});
    }

    /// File unit `ui`'s request as failed (with the HTTP outcome's latency, hash and attempts when it was sent).
    void fail(std::size_t ui, RequestRecord &&r, HttpOutcome *o)
    {
        if (o) {
            r.latencyMs = o->latencyMs;
            r.requestHash = o->requestHash;
            r.attempts = std::move(o->attempts);
            redactAttempts(r.attempts);
        }
        Unit::Pending pending;
        pending.errorCode = r.errorCode;
        submit(ui, std::move(r), std::nullopt, std::move(pending));
    }
    void fail(std::size_t ui, const Error &e, const std::string &raw, HttpOutcome *o)
    {
        fail(ui, failedRecord(s, units[ui], e, raw, ""), o);
    }

    void redactAttempts(std::vector<AttemptRecord> &attempts) const
    {
        for (auto &a : attempts) {
            if (!a.body.empty())
                a.body = truncateForStorage(redact(a.body, s.apiKey), 16 * 1024);
            if (a.error)
                a.error->detail = redact(a.error->detail, s.apiKey);
        }
    }

    /// Unit `u`'s image, acquired from the preparer; false while it is not prepared yet.
    bool imageOf(Unit &u)
    {
        if (u.image || s.study.items[static_cast<std::size_t>(u.item)].kind != study::ItemKind::Image)
            return true;
        if (u.media == lastMedia) {
            u.image = lastImage;
            return true;
        }
        auto got = images->acquire(u.media);
        if (!got)
            return false;
        lastMedia = u.media;
        lastImage = got;
        u.image = std::move(got);
        return true;
    }

    /// Unit `ui`'s next request, or nullopt when it cannot be built (filed as failed) or the condition changed
    /// (nothing is sent once the project's condition differs from the configuration the run froze).
    std::optional<Job> makeJob(std::size_t ui)
    {
        if (Status same = checkConditionUnchanged(project, conditionId, s.configHash); !same) {
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
                fail(ui, u.image->error(), "", nullptr);
                return std::nullopt;
            }
            image = &**u.image;
        }
        const std::map<std::string, std::string> values = requestValues(s, deliberation, u);
        auto request = buildRequest(s.condition,
            buildConversation(s.plan, u.nextStage, *image, u.carried, values, s.plan.deliberation ? &st : nullptr), s.apiKey);
        if (!request) {
            fail(ui, request.error(), "", nullptr);
            return std::nullopt;
        }
        return Job {static_cast<std::uint64_t>(ui), std::move(*request)};
    }

    /// The scheduler's source: at most `concurrency` requests unfinished (sent, or answered and not yet committed),
    /// so a crash loses at most that many answers and a stalled disk stalls the sending (memory stays flat).
    std::optional<Job> nextJob()
    {
        while (!fatal && active + outstanding < concurrency) {
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
    }

    /// A reply: read (detail::readReply) and handed to the writer, answered or failed.
    void onReply(Job &&job, HttpOutcome &&o)
    {
        --active;
        const std::size_t ui = static_cast<std::size_t>(job.tag);
        if (o.error && o.error->code == ErrorCode::Cancelled)
            return; // not sent to completion: the next run sends it again
        if (o.error) {
            fail(ui, *o.error, o.body, &o);
            return;
        }
        ReplyRecord reply = readReply(s, units[ui], stageCount, o.httpStatus, o.body, o.latencyMs, 1);
        if (reply.error) {
            fail(ui, std::move(reply.record), &o);
            return;
        }
        RequestRecord &r = reply.record;
        r.latencyMs = o.latencyMs;
        r.requestHash = std::move(o.requestHash);
        r.attempts = std::move(o.attempts);
        redactAttempts(r.attempts);
        Unit::Pending pending;
        pending.answered = true;
        pending.last = reply.last;
        pending.inputTokens = r.inputTokens;
        pending.outputTokens = r.outputTokens;
        pending.costUsd = r.costUsd;
        submit(ui, std::move(r), std::move(reply.completion), std::move(pending));
    }

    /// Count what the writer has committed — and only that — and release the units' next stages.
    bool countCommitted(bool schedule)
    {
        auto committed = writer->takeCommitted();
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
            countAnswered(p, pending.inputTokens, pending.outputTokens, pending.costUsd);
            ++u.nextStage;
            if (pending.last) {
                ++p.itemsCompleted;
                releaseUnit(u);
            } else if (schedule) {
                ready.push_front(static_cast<std::size_t>(c.ticket));
            }
        }
        return !committed.empty();
    }

    Scheduler::PumpResult pump()
    {
        const bool changed = countCommitted(!fatal);
        return {changed, outstanding > 0 || (!fatal && (!ready.empty() || nextFresh < units.size()))};
    }

    void reportProgress(const ProgressFn &progress)
    {
        const SchedulerStats st = scheduler.stats();
        p.inFlight = st.inFlight;
        p.retries = st.retries;
        p.serverWaitSeconds = st.serverWaitSeconds;
        p.imagesConverted = static_cast<std::int64_t>(images->stats().converted);
        p.elapsedSeconds = std::chrono::duration<double>(Clock::now() - t0).count();
        const std::int64_t finished = p.answered + p.failed;
        const std::int64_t remaining = p.totalRequests - finished;
        p.etaSeconds = finished > 0 ? p.elapsedSeconds / static_cast<double>(finished) * static_cast<double>(remaining) : -1;
        if (progress)
            progress(p);
    }
};

Result<RunSummary> InferenceRun::run(const ProgressFn &progress, std::stop_token stop)
{
    auto lock = storage::RunLock::acquire(m_project.path(), "a run of condition '" + m_conditionId + "'");
    if (!lock)
        return lock.error();
    auto setup = prepareRun(m_project, m_conditionId, m_options);
    if (!setup)
        return setup.error();
    const int ci = setup->study.findCondition(m_conditionId);
    auto journal = Journal::open(m_project, setup->study, setup->study.conditions[static_cast<std::size_t>(ci)], setup->rated);
    if (!journal)
        return journal.error();
    journal->setCompletionHook(m_options.completionHook);
    journal->setSecret(setup->apiKey);
    journal->freezeCondition(setup->configHash);
    auto deliberation = readDeliberation(*setup, *journal, m_conditionId, m_options);
    if (!deliberation)
        return deliberation.error();
    State state(m_project, m_conditionId, m_options, *m_scheduler, *setup, *journal, std::move(*deliberation));
    return state.run(progress, stop);
}

} // namespace rl::inference

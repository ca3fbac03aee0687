// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/batch/batchrun.h"

#include "engine/inference/journal.h"
#include "engine/inference/mediaprep.h"
#include "engine/inference/prompting.h"
#include "engine/inference/runparts.h"
#include "engine/inference/textutil.h"
#include "engine/storage/runlock.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <memory>
#include <mutex>
#include <set>

namespace rl::inference::batch {

using detail::Unit;

namespace {

constexpr std::size_t kMaxWarnings = 100;

/// The images of one submit round's units, prepared ahead in the order build() asks for them.
class RoundImages {
public:
    RoundImages(const std::string &projectPath, std::vector<MediaSource> sources, const ImageConverter &converter)
        : m_preparer(projectPath, std::move(sources), converter, 64, [this] {
              std::lock_guard lock(m_mutex);
              m_cv.notify_all();
          })
    {
    }

    std::shared_ptr<const Result<ImageData>> take(std::size_t index)
    {
        while (true) {
            if (auto image = m_preparer.acquire(index))
                return image;
            std::unique_lock lock(m_mutex);
            m_cv.wait_for(lock, std::chrono::milliseconds(20));
        }
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_cv;
    MediaPreparer m_preparer;
};

/// The study's side of the batch loop: which requests are pending, their bodies, and the
/// reconciliation of results into the journal (see batchrun.h).
class StudyRequests {
public:
    StudyRequests(storage::Project &project, detail::RunSetup &setup, Journal &journal, detail::Deliberation &deliberation,
        std::vector<Unit> &units, const BatchOptions &options, BatchRunSummary &summary)
        : m_project(project), m_s(setup), m_journal(journal), m_deliberation(deliberation), m_units(units),
          m_options(options), m_summary(summary), m_p(summary.progress.requests)
    {
        m_stageCount = m_s.plan.deliberation ? 1 : m_s.plan.stages.size();
        m_state.resize(units.size());
        for (std::size_t ui = 0; ui < units.size(); ++ui)
            m_byId[idOf(ui)] = ui;
    }

    BatchRequestSet set()
    {
        BatchRequestSet set;
        set.pending = [this] { return pending(); };
        set.beginRound = [this](const std::vector<std::string> &ids) { beginRound(ids); };
        set.build = [this](const std::string &id) { return build(id); };
        set.reconcile = [this](const BatchJobRecord &job, const BatchStatus &status, std::vector<ResultLine> &&lines) {
            return reconcile(job, status, std::move(lines));
        };
        set.giveUp = [this](const std::string &id, const Error &why) { giveUp(id, why); };
        return set;
    }

private:
    struct UnitState {
        bool done = false;
        bool givenUp = false;
        std::size_t image = SIZE_MAX; ///< position in this round's images
    };

    std::string idOf(std::size_t ui) const
    {
        const Unit &u = m_units[ui];
        const StageSpec &st = detail::nextStage(m_s, u);
        return requestCustomId(m_s.condition.id, m_s.study.items[static_cast<std::size_t>(u.item)].key, st.stage, m_s.round,
            u.sample, st.promptHash);
    }

    std::vector<std::string> pending() const
    {
        std::vector<std::string> out;
        for (const auto &[id, ui] : m_byId)
            if (!m_state[ui].done && !m_state[ui].givenUp)
                out.push_back(id);
        // Study order (unit order), not hash order: a job holds neighbouring items.
        std::sort(out.begin(), out.end(), [this](const std::string &a, const std::string &b) { return m_byId.at(a) < m_byId.at(b); });
        return out;
    }

    void beginRound(const std::vector<std::string> &ids)
    {
        m_images.reset();
        m_lastImage.reset();
        m_lastMedia = SIZE_MAX;
        std::vector<MediaSource> sources;
        const auto folders = std::make_shared<const std::vector<std::string>>(m_s.stimulusFolders);
        const std::string dir = std::filesystem::path(m_project.path()).parent_path().string();
        int lastItem = -1;
        for (const auto &id : ids) {
            const std::size_t ui = m_byId.at(id);
            const study::Item &it = m_s.study.items[static_cast<std::size_t>(m_units[ui].item)];
            if (it.kind != study::ItemKind::Image)
                continue;
            if (m_units[ui].item != lastItem) {
                std::string file;
                if (!it.file.empty()) {
                    std::filesystem::path path(it.file);
                    if (path.is_relative())
                        path = std::filesystem::path(dir) / path;
                    file = path.string();
                }
                sources.push_back({it.key, file, it.mime, folders});
                lastItem = m_units[ui].item;
            }
            m_state[ui].image = sources.size() - 1;
        }
        if (!sources.empty())
            m_images = std::make_unique<RoundImages>(m_project.path(), std::move(sources), m_options.run.imageConverter);
    }

    Result<HttpRequest> build(const std::string &id)
    {
        // Nothing is submitted once the project's condition differs from the configuration the run froze.
        if (Status same = checkConditionUnchanged(m_project, m_s.condition.id, m_s.configHash); !same)
            return same.error();
        const std::size_t ui = m_byId.at(id);
        Unit &u = m_units[ui];
        static const ImageData kNoImage;
        const ImageData *image = &kNoImage;
        std::shared_ptr<const Result<ImageData>> held;
        if (m_state[ui].image != SIZE_MAX && m_images) {
            if (m_state[ui].image != m_lastMedia) {
                m_lastImage = m_images->take(m_state[ui].image);
                m_lastMedia = m_state[ui].image;
            }
            held = m_lastImage;
            if (!*held)
                return held->error();
            image = &**held;
        }
        const StageSpec &st = detail::nextStage(m_s, u);
        const auto values = detail::requestValues(m_s, m_deliberation, u);
        return buildRequest(m_s.condition,
            buildConversation(m_s.plan, u.nextStage, *image, u.carried, values, m_s.plan.deliberation ? &st : nullptr),
            m_s.apiKey);
    }

    void warn(std::string text)
    {
        if (m_summary.warnings.size() < kMaxWarnings)
            m_summary.warnings.push_back(redact(text, m_s.apiKey));
        else if (m_summary.warnings.size() == kMaxWarnings)
            m_summary.warnings.push_back("(further warnings not listed)");
    }

    /// What a committed entry changes.
    struct Outcome {
        std::size_t unit = 0;
        std::string id;
        bool answered = false;
        bool last = false;
        std::int64_t inputTokens = -1, outputTokens = -1;
        std::optional<double> cost;
    };

    void failure(const BatchJobRecord &job, const std::string &id, std::size_t ui, const Error &e, const std::string &raw,
        int httpStatus, std::vector<Journal::Entry> &entries, std::vector<Outcome> &outcomes)
    {
        failure(job, id, ui, e, detail::failedRecord(m_s, m_units[ui], e, raw, ""), raw, httpStatus, entries, outcomes);
    }
    /// `r`: the failed record (detail::failedRecord) of the request `id` of job `job`, for unit `ui`.
    void failure(const BatchJobRecord &job, const std::string &id, std::size_t ui, const Error &e, RequestRecord &&r,
        const std::string &raw, int httpStatus, std::vector<Journal::Entry> &entries, std::vector<Outcome> &outcomes)
    {
        const std::string &key = m_s.apiKey;
        r.requestHash = "batch " + job.providerBatchId;
        AttemptRecord a;
        a.attemptNo = attemptOf(id);
        a.startedAt = job.createdAt.empty() ? utcNow() : job.createdAt;
        a.httpStatus = httpStatus;
        a.outcome = "failed";
        a.error = Error{e.code, r.errorDetail};
        a.body = truncateForStorage(redact(raw, key), 16 * 1024);
        r.attempts.push_back(std::move(a));
        m_lastError[id] = r.errorCode;
        entries.push_back({std::move(r), std::nullopt});
        outcomes.push_back({ui, id, false, false, -1, -1, std::nullopt});
    }

    int attemptOf(const std::string &id) const
    {
        auto it = m_submissions.find(id);
        return it == m_submissions.end() ? 1 : std::max(1, it->second);
    }

    Status reconcile(const BatchJobRecord &job, const BatchStatus &status, std::vector<ResultLine> &&lines)
    {
        const std::string &key = m_s.apiKey;
        const std::set<std::string> inJob(job.customIds.begin(), job.customIds.end());
        std::set<std::string> seen;
        std::vector<Journal::Entry> entries;
        std::vector<Outcome> outcomes;
        for (ResultLine &line : lines) {
            if (line.customId.empty()) {
                ++m_summary.progress.unreadableResults;
                warn("batch " + job.providerBatchId + ": " + (line.error ? line.error->detail : std::string("a line names no custom_id")));
                continue;
            }
            auto it = m_byId.find(line.customId);
            if (it == m_byId.end() || !inJob.count(line.customId)) {
                if (m_answeredIds.count(line.customId) || (it != m_byId.end() && m_state[it->second].done)) {
                    ++m_summary.progress.duplicateResults;
                } else {
                    ++m_summary.progress.unknownResults;
                    warn("batch " + job.providerBatchId + ": a result for custom_id '" + line.customId.substr(0, 64)
                        + "', which is not one of its requests, was ignored");
                }
                continue;
            }
            if (!seen.insert(line.customId).second || m_state[it->second].done) {
                ++m_summary.progress.duplicateResults;
                continue;
            }
            const std::size_t ui = it->second;
            Unit &u = m_units[ui];
            if (line.error) {
                if (line.error->code == ErrorCode::Parse) {
                    ++m_summary.progress.unreadableResults;
                    warn("batch " + job.providerBatchId + ": " + line.error->detail);
                }
                failure(job, line.customId, ui, *line.error, line.body, line.httpStatus, entries, outcomes);
                continue;
            }
            detail::ReplyRecord reply = detail::readReply(m_s, u, m_stageCount, line.httpStatus, line.body, 0, m_options.priceFactor);
            if (reply.error) {
                failure(job, line.customId, ui, *reply.error, std::move(reply.record), reply.failedRaw, line.httpStatus, entries,
                    outcomes);
                continue;
            }
            RequestRecord &r = reply.record;
            r.requestHash = "batch " + job.providerBatchId;
            AttemptRecord a;
            a.attemptNo = attemptOf(line.customId);
            a.startedAt = job.createdAt.empty() ? utcNow() : job.createdAt;
            a.httpStatus = line.httpStatus;
            a.outcome = "answered";
            r.attempts.push_back(std::move(a));
            Outcome o {ui, line.customId, true, reply.last, r.inputTokens, r.outputTokens, r.costUsd};
            entries.push_back({std::move(r), std::move(reply.completion)});
            outcomes.push_back(std::move(o));
        }
        // Requests of the job without a result: failed, sent again in a later job.
        for (const auto &id : job.customIds) {
            if (seen.count(id))
                continue;
            auto it = m_byId.find(id);
            if (it == m_byId.end() || m_state[it->second].done || m_state[it->second].givenUp)
                continue;
            seen.insert(id);
            failure(job, id, it->second,
                Error{ErrorCode::Http, "batch " + job.providerBatchId + " (" + status.rawState + ") returned no result for it"
                        + (status.errorDetail.empty() ? "" : ": " + redact(status.errorDetail, key))},
                "", 0, entries, outcomes);
        }
        // Commit, then count — a group at a time.
        const std::size_t group = std::max<std::size_t>(1, m_options.commitGroup);
        for (std::size_t from = 0; from < entries.size(); from += group) {
            const std::size_t to = std::min(entries.size(), from + group);
            RL_TRY(m_journal.commitGroup(std::span<const Journal::Entry>(entries.data() + from, to - from)));
            for (std::size_t i = from; i < to; ++i)
                count(outcomes[i]);
        }
        return {};
    }

    void count(const Outcome &o)
    {
        if (!o.answered) {
            ++m_summary.progress.retriedFailures;
            return;
        }
        Unit &u = m_units[o.unit];
        ++m_p.answered;
        if (o.inputTokens > 0)
            m_p.inputTokens += o.inputTokens;
        if (o.outputTokens > 0)
            m_p.outputTokens += o.outputTokens;
        if (o.cost)
            m_p.costUsd += *o.cost;
        m_byId.erase(o.id);
        m_answeredIds.insert(o.id);
        ++u.nextStage;
        if (o.last) {
            m_state[o.unit].done = true;
            ++m_p.itemsCompleted;
            detail::releaseUnit(u);
        } else {
            m_byId[idOf(o.unit)] = o.unit;
        }
    }

    void giveUp(const std::string &id, const Error &why)
    {
        auto it = m_byId.find(id);
        if (it == m_byId.end() || m_state[it->second].givenUp)
            return;
        const std::size_t ui = it->second;
        m_state[ui].givenUp = true;
        ++m_p.failed;
        auto last = m_lastError.find(id);
        ++m_summary.failuresByCode[last != m_lastError.end() ? last->second : std::string(errorCodeName(why.code))];
        const auto later = static_cast<std::int64_t>(m_stageCount - m_units[ui].nextStage - 1);
        m_p.skipped += later;
        m_p.totalRequests -= later;
        warn("request " + id + " (item " + m_s.study.items[static_cast<std::size_t>(m_units[ui].item)].key
            + ") given up: " + why.detail);
        detail::releaseUnit(m_units[ui]);
    }

public:
    /// Submission counts of every id (attempt numbers in the journal's attempts rows).
    std::map<std::string, int> m_submissions;

private:
    storage::Project &m_project;
    detail::RunSetup &m_s;
    Journal &m_journal;
    detail::Deliberation &m_deliberation;
    std::vector<Unit> &m_units;
    const BatchOptions &m_options;
    BatchRunSummary &m_summary;
    RunProgress &m_p;
    std::size_t m_stageCount = 1;
    std::vector<UnitState> m_state;
    std::map<std::string, std::size_t> m_byId;  ///< a unit's current (next stage) id -> unit
    std::set<std::string> m_answeredIds;        ///< ids answered in this run
    std::map<std::string, std::string> m_lastError; ///< id -> errorCodeName of its last failure
    std::unique_ptr<RoundImages> m_images;
    std::size_t m_lastMedia = SIZE_MAX;
    std::shared_ptr<const Result<ImageData>> m_lastImage;
};

Result<std::int64_t> conditionRow(storage::Project &project, const std::string &key)
{
    auto id = storage::RunStore(project).conditionId(key);
    if (!id)
        return id.error();
    if (!*id)
        return Error{ErrorCode::NotFound, "no condition '" + key + "' in the project"};
    return **id;
}

} // namespace

Result<BatchRunSummary> runBatch(storage::Project &project, const std::string &conditionId, const BatchOptions &options,
    const BatchProgressFn &progress, std::stop_token stop)
{
    using Clock = std::chrono::steady_clock;
    const auto t0 = Clock::now();
    auto lock = storage::RunLock::acquire(project.path(), "a batch run of condition '" + conditionId + "'");
    if (!lock)
        return lock.error();
    auto setup = detail::prepareRun(project, conditionId, options.run);
    if (!setup)
        return setup.error();
    detail::RunSetup &s = *setup;
    auto provider = providerOf(s.condition.provider);
    if (!provider)
        return provider.error();
    const int ci = s.study.findCondition(conditionId);
    auto journal = Journal::open(project, s.study, s.study.conditions[static_cast<std::size_t>(ci)], s.rated);
    if (!journal)
        return journal.error();
    journal->setCompletionHook(options.run.completionHook);
    journal->setSecret(s.apiKey);
    journal->freezeCondition(s.configHash);
    auto answered = journal->answered();
    if (!answered)
        return answered.error();

    detail::Deliberation deliberation;
    deliberation.seed = options.run.deliberationSeed;
    if (s.plan.deliberation && s.round > 1) {
        auto own = journal->roundAnswers(conditionId, s.round - 1, 1);
        if (!own)
            return own.error();
        deliberation.own = std::move(*own);
        for (const auto &peer : options.run.peers) {
            if (peer == conditionId)
                continue;
            auto theirs = journal->roundAnswers(peer, s.round - 1, 1);
            if (!theirs)
                return theirs.error();
            deliberation.peers.push_back(std::move(*theirs));
        }
    }

    BatchRunSummary summary;
    std::vector<MediaSource> media; // the rounds prepare their own images
    std::vector<Unit> units = detail::buildUnits(s, *answered, media,
        std::filesystem::path(project.path()).parent_path().string(), summary.progress.requests);

    auto condRow = conditionRow(project, conditionId);
    if (!condRow)
        return condRow.error();
    BatchJobStore store(project, *condRow, *provider);
    store.setSecret(s.apiKey);
    auto submissions = store.submissions();
    if (!submissions)
        return submissions.error();

    nlohmann::json settings = {{"items", options.run.itemFilter}, {"limit", options.run.limit ? *options.run.limit : -1},
        {"base_url", s.condition.baseUrl}, {"strategy", s.plan.strategy}, {"samples", std::max(1, s.condition.samples)},
        {"batch", true}, {"price_factor", options.priceFactor}, {"poll_interval_s", options.driver.pollIntervalSeconds},
        {"max_attempts", options.driver.maxAttempts}};
    if (s.plan.deliberation)
        settings["round"] = s.round, settings["peers"] = options.run.peers, settings["deliberation_seed"] = options.run.deliberationSeed;
    if (options.run.orderSeed)
        settings["order_seed"] = *options.run.orderSeed;
    auto runId = journal->beginRun(settings.dump());
    if (!runId)
        return runId.error();
    summary.runId = *runId;

    StudyRequests requests(project, s, *journal, deliberation, units, options, summary);
    requests.m_submissions = std::move(*submissions);
    BatchRequestSet set = requests.set();
    set.progress = [&](const BatchDriverProgress &) {
        summary.progress.requests.elapsedSeconds = std::chrono::duration<double>(Clock::now() - t0).count();
        if (progress)
            progress(summary.progress);
    };
    // Attempt numbers follow the submissions: refreshed before every reconcile.
    auto reconcile = set.reconcile;
    set.reconcile = [&](const BatchJobRecord &job, const BatchStatus &st, std::vector<ResultLine> &&lines) -> Status {
        auto counts = store.submissions();
        if (counts)
            requests.m_submissions = std::move(*counts);
        return reconcile(job, st, std::move(lines));
    };

    const Status st = runBatchLoop(s.condition, s.apiKey, store, *runId, options.driver, set, summary.progress.jobs, stop);
    summary.progress.requests.elapsedSeconds = std::chrono::duration<double>(Clock::now() - t0).count();
    if (!st) {
        summary.status = st.error().code == ErrorCode::Cancelled ? RunStatus::Cancelled : RunStatus::Failed;
        summary.stopReason = Error{st.error().code, redact(st.error().detail, s.apiKey)};
    } else {
        summary.status = summary.progress.requests.failed > 0 ? RunStatus::Failed : RunStatus::Finished;
    }
    (void)journal->endRun(summary.status);
    if (progress)
        progress(summary.progress);
    return summary;
}

} // namespace rl::inference::batch

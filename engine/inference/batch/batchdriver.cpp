// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/batch/batchdriver.h"

#include "engine/inference/textutil.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <set>

namespace rl::inference::batch {

namespace {

struct Reply {
    int status = 0;
    std::string body;
};

/// One HTTP exchange through the Scheduler (its retries for transport failures, 408/429/5xx). A
/// non-2xx final status is returned as a Reply (the parsers turn it into the API's error); only a
/// transport failure, Auth or a cancellation is an Error.
Result<Reply> exchange(const HttpRequest &request, const SchedulerOptions &options, const std::string &apiKey,
    std::stop_token stop)
{
    SchedulerOptions o = options;
    o.concurrency = 1;
    Scheduler scheduler(o);
    std::optional<Job> job = Job {1, request};
    std::optional<HttpOutcome> outcome;
    const Status st = scheduler.run([&]() { return std::exchange(job, std::nullopt); },
        [&](Job &&, HttpOutcome &&out) { outcome = std::move(out); }, stop);
    if (!outcome)
        return Error{st ? ErrorCode::Http : st.error().code,
            redact(st ? "no answer from " + request.url : st.error().detail, apiKey)};
    if (outcome->error && (outcome->httpStatus == 0 || outcome->error->code == ErrorCode::Auth
                              || outcome->error->code == ErrorCode::Cancelled))
        return Error{outcome->error->code, redact(request.method + " " + request.url + ": " + outcome->error->detail, apiKey)};
    return Reply {outcome->httpStatus, std::move(outcome->body)};
}

void sleepFor(double seconds, std::stop_token stop)
{
    std::mutex m;
    std::condition_variable_any cv;
    std::unique_lock lock(m);
    cv.wait_for(lock, stop, std::chrono::duration<double>(seconds), [] { return false; });
}

Error redacted(Error e, const std::string &apiKey)
{
    e.detail = redact(e.detail, apiKey);
    return e;
}

class Loop {
public:
    Loop(const study::ModelCondition &c, const std::string &apiKey, BatchJobStore &store, std::int64_t runId,
        const BatchDriverOptions &options, BatchRequestSet &set, BatchDriverProgress &progress, std::stop_token stop)
        : m_c(c), m_key(apiKey), m_store(store), m_runId(runId), m_options(options), m_set(set), m_progress(progress),
          m_stop(stop)
    {
    }

    Status run(Provider p)
    {
        m_provider = p;
        const BatchLimits limits = limitsOf(p);
        m_maxRequests = m_options.maxRequestsPerJob ? std::min(m_options.maxRequestsPerJob, limits.maxRequests) : limits.maxRequests;
        m_maxBytes = m_options.maxBytesPerJob ? std::min(m_options.maxBytesPerJob, limits.maxBytes) : limits.maxBytes;
        RL_TRY(recover());
        double wait = m_options.pollIntervalSeconds;
        while (true) {
            if (m_stop.stop_requested())
                return Error{ErrorCode::Cancelled, "stopped; the alive batch jobs are polled by the next run"};
            RL_TRY(submitPending());
            if (m_alive.empty())
                return {}; // nothing pending (submitPending sent all of it) and nothing alive
            sleepFor(wait, m_stop);
            if (m_stop.stop_requested())
                continue;
            auto ended = pollAll();
            if (!ended)
                return ended.error();
            wait = *ended ? m_options.pollIntervalSeconds : std::min(m_options.pollMaxSeconds, wait * 1.5);
        }
    }

private:
    void report()
    {
        if (m_set.progress)
            m_set.progress(m_progress);
    }

    BatchJobView &view(const BatchJobRecord &job)
    {
        for (auto &v : m_progress.jobs)
            if (v.id == job.id)
                return v;
        m_progress.jobs.push_back({job.id, job.providerBatchId, job.state, job.requestCount, job.succeeded, job.failed});
        return m_progress.jobs.back();
    }

    Status recover()
    {
        auto alive = m_store.alive();
        if (!alive)
            return alive.error();
        for (auto &job : *alive) {
            if (job.providerBatchId.empty() && m_provider == Provider::OpenAI && !job.inputFileId.empty()) {
                // The file was uploaded and the create call may or may not have reached the provider.
                ++m_progress.jobsRecovered;
                RL_TRY(resumeUpload(job));
                continue;
            }
            if (job.providerBatchId.empty() && m_provider != Provider::OpenAI) {
                // The intent was recorded; the create call may or may not have reached the provider.
                RL_TRY(resumeIntent(job));
                continue;
            }
            if (job.providerBatchId.empty()) {
                RL_TRY(m_store.abandon(job.id, "the process ended before the provider's answer to the submission was stored"));
                job.state = kAbandoned;
                view(job);
                ++m_progress.jobsAbandoned;
                continue;
            }
            view(job);
            ++m_progress.jobsRecovered;
            m_alive.push_back(std::move(job));
        }
        report();
        return {};
    }

    Status submitPending()
    {
        std::set<std::string> held;
        for (const auto &job : m_alive)
            held.insert(job.customIds.begin(), job.customIds.end());
        auto submissions = m_store.submissions();
        if (!submissions)
            return submissions.error();
        std::vector<std::string> ids;
        for (auto &id : m_set.pending()) {
            if (held.count(id))
                continue;
            auto seen = submissions->find(id);
            if (seen != submissions->end() && seen->second >= std::max(1, m_options.maxAttempts)) {
                m_set.giveUp(id, Error{ErrorCode::Http, "no answer after " + std::to_string(seen->second)
                                                            + " batch submissions"});
                ++m_progress.givenUp;
                continue;
            }
            ids.push_back(std::move(id));
        }
        if (ids.empty())
            return {};
        if (m_set.beginRound)
            m_set.beginRound(ids);
        std::vector<std::string> chunkIds, encoded;
        std::size_t bytes = 0;
        for (const auto &id : ids) {
            if (m_stop.stop_requested())
                break;
            auto request = m_set.build(id);
            std::optional<Result<std::string>> line;
            if (request)
                line = encodeEntry(m_provider, BatchEntry {id, &*request});
            if (!request || !*line) {
                m_set.giveUp(id, redacted(request ? line->error() : request.error(), m_key));
                ++m_progress.givenUp;
                continue;
            }
            const std::size_t size = (*line)->size() + 1;
            if (!chunkIds.empty() && (chunkIds.size() + 1 > m_maxRequests || bytes + size > m_maxBytes)) {
                RL_TRY(submit(chunkIds, encoded, bytes, *submissions));
                chunkIds.clear(), encoded.clear(), bytes = 0;
            }
            chunkIds.push_back(id);
            encoded.push_back(std::move(**line));
            bytes += size;
        }
        if (!chunkIds.empty() && !m_stop.stop_requested())
            RL_TRY(submit(chunkIds, encoded, bytes, *submissions));
        return {};
    }

    Status submit(const std::vector<std::string> &ids, const std::vector<std::string> &encoded, std::size_t bytes,
        const std::map<std::string, int> &submissions)
    {
        const std::string createdAt = utcNow();
        auto job = m_store.create(m_runId, ids, static_cast<std::int64_t>(bytes), createdAt);
        if (!job)
            return job.error();
        BatchJobRecord record;
        record.id = *job;
        record.state = kSubmitting;
        record.requestCount = static_cast<std::int64_t>(ids.size());
        record.customIds = ids;
        std::string fileId;
        Result<BatchStatus> status = Error{ErrorCode::Http, "not sent"};
        if (m_provider == Provider::OpenAI) {
            auto up = exchange(uploadRequest(m_c, encoded, m_key), m_options.http, m_key, m_stop);
            if (!up)
                return failSubmission(record, up.error());
            auto file = parseUploadedFile(up->status, up->body);
            if (!file)
                return failSubmission(record, file.error());
            fileId = *file;
            RL_TRY(m_store.uploaded(record.id, fileId)); // before the create call: a restart finds the job by it
            auto created = exchange(createFromFile(m_c, fileId, m_key), createOptions(), m_key, m_stop);
            if (!created)
                return unanswered(record, created.error());
            status = parseStatus(m_provider, created->status, created->body);
        } else {
            const std::string name = jobDisplayName(m_c.id, *job, createdAt, ids);
            auto created = exchange(createRequest(m_provider, m_c, encoded, name, m_key), createOptions(), m_key, m_stop);
            if (!created)
                return unanswered(record, created.error());
            status = parseStatus(m_provider, created->status, created->body);
        }
        if (!status)
            return failSubmission(record, status.error());
        RL_TRY(m_store.accepted(record.id, *status, fileId));
        record.providerBatchId = status->id;
        record.state = batchStateName(status->state);
        BatchJobView &v = view(record);
        v.providerBatchId = record.providerBatchId;
        v.state = record.state;
        ++m_progress.jobsSubmitted;
        m_progress.requestsSubmitted += static_cast<std::int64_t>(ids.size());
        for (const auto &id : ids)
            if (submissions.count(id))
                ++m_progress.requestsResubmitted;
        m_alive.push_back(std::move(record));
        report();
        return {};
    }

    /// An openai job whose file was uploaded by a run that ended before the provider's answer to the
    /// create call was stored: the job created from that file is adopted when the provider lists it,
    /// else it is created from the same file now. When the list cannot be read the run stops (the job
    /// stays `submitting`): sending the file again could buy its requests twice.
    Status resumeUpload(BatchJobRecord &job)
    {
        auto listed = exchange(listRequest(m_c, m_key), m_options.http, m_key, m_stop);
        if (!listed)
            return Error{listed.error().code, "batch job " + std::to_string(job.id) + " (file " + job.inputFileId
                                                  + "): cannot tell whether the provider created it: " + listed.error().detail};
        auto found = findByInputFile(listed->status, listed->body, job.inputFileId);
        if (!found)
            return Error{found.error().code, "batch job " + std::to_string(job.id) + " (file " + job.inputFileId
                                                 + "): cannot tell whether the provider created it: " + redacted(found.error(), m_key).detail};
        Result<BatchStatus> status = Error{ErrorCode::Http, "not sent"};
        if (*found) {
            status = std::move(**found);
        } else {
            auto created = exchange(createFromFile(m_c, job.inputFileId, m_key), createOptions(), m_key, m_stop);
            if (!created)
                return unanswered(job, created.error());
            status = parseStatus(m_provider, created->status, created->body);
        }
        if (!status)
            return failSubmission(job, status.error());
        RL_TRY(m_store.accepted(job.id, *status, job.inputFileId));
        job.providerBatchId = status->id;
        job.state = batchStateName(status->state);
        BatchJobView &v = view(job);
        v.providerBatchId = job.providerBatchId;
        v.state = job.state;
        m_alive.push_back(std::move(job));
        return {};
    }

    /// An anthropic or gemini job whose intent (the `submitting` row) was recorded by a run that ended
    /// before the provider's answer to the create call was stored: the job the provider made for it
    /// is looked up in its list (by display name, or by creation window, request count and custom ids:
    /// batchjobs.h) and adopted; when the provider lists none, the intent is abandoned and its requests
    /// are sent again; when it lists several that could be it, or the list cannot be read to its end,
    /// the run stops with a message saying what to do — sending again could buy the requests twice.
    Status resumeIntent(BatchJobRecord &job)
    {
        constexpr double kClockSkewSeconds = 300;
        constexpr int kMaxListPages = 100;
        const std::string what = "batch job " + std::to_string(job.id) + " (" + providerName(m_provider) + ", "
            + std::to_string(job.requestCount) + " requests, recorded " + job.createdAt + ")";
        auto known = m_store.knownBatchIds();
        if (!known)
            return known.error();
        const auto recordedAt = epochSeconds(job.createdAt);
        const double createSpan = (m_options.http.timeoutMs + m_options.http.backoffMaxMs) / 1000.0 * std::max(1, m_options.http.maxAttempts);
        const double from = recordedAt ? *recordedAt - kClockSkewSeconds : 0;
        const double to = recordedAt ? *recordedAt + createSpan + kClockSkewSeconds : 0;
        const std::string name = jobDisplayName(m_c.id, job.id, job.createdAt, job.customIds);
        const std::set<std::string> ids(job.customIds.begin(), job.customIds.end());
        std::vector<BatchStatus> verified, unverified;
        std::string cursor;
        bool complete = false;
        for (int page = 0; page < kMaxListPages && !complete; ++page) {
            if (m_stop.stop_requested())
                return Error{ErrorCode::Cancelled, "stopped; " + what + " stays recorded and the next run looks for it again"};
            auto listed = exchange(listPageRequest(m_provider, m_c, cursor, m_key), m_options.http, m_key, m_stop);
            if (!listed)
                return Error{listed.error().code, what + ": cannot tell whether the provider created it: " + listed.error().detail};
            auto parsed = parseListPage(m_provider, listed->status, listed->body);
            if (!parsed)
                return Error{parsed.error().code, what + ": cannot tell whether the provider created it: "
                                                      + redacted(parsed.error(), m_key).detail};
            bool older = false;
            for (auto &b : parsed->jobs) {
                if (known->count(b.id))
                    continue;
                if (m_provider == Provider::Gemini) {
                    if (b.displayName == name)
                        verified.push_back(std::move(b));
                    continue;
                }
                const auto at = epochSeconds(b.createdAt);
                if (at && recordedAt && *at < from) {
                    older = true;
                    continue;
                }
                if ((at && recordedAt && *at > to) || b.total != job.requestCount)
                    continue;
                if (!isTerminal(b.state)) {
                    unverified.push_back(std::move(b));
                    continue;
                }
                auto held = resultIds(b);
                if (!held)
                    unverified.push_back(std::move(b));
                else if (*held == ids)
                    verified.push_back(std::move(b));
            }
            cursor = parsed->next;
            complete = cursor.empty() || older;
        }
        if (!complete)
            return Error{ErrorCode::Http, what + ": the provider lists more than " + std::to_string(kMaxListPages)
                                              + " pages of batch jobs; cannot tell whether it created this one. Nothing was sent "
                                                "again. Delete old batch jobs at the provider, or wait for them to expire, and run again."};
        if (m_provider == Provider::Gemini && verified.size() > 1) {
            std::vector<BatchStatus> live;
            for (auto &b : verified)
                if (b.state != BatchState::Cancelled && b.state != BatchState::Failed)
                    live.push_back(b);
            if (live.size() == 1)
                verified = std::move(live);
        }
        std::vector<BatchStatus> &pick = verified.empty() ? unverified : verified;
        if (pick.empty()) {
            RL_TRY(m_store.abandon(job.id, "the process ended during the create call and the provider lists no job made for it; "
                                           "its requests are sent again"));
            job.state = kAbandoned;
            view(job);
            ++m_progress.jobsAbandoned;
            return {};
        }
        if (pick.size() > 1) {
            std::string listedIds;
            for (const auto &b : pick)
                listedIds += (listedIds.empty() ? "" : ", ") + b.id;
            listedIds = redact(listedIds, m_key);
            if (m_provider == Provider::Gemini)
                return Error{ErrorCode::Validation, what + ": the provider lists " + std::to_string(pick.size()) + " jobs named '"
                                                        + name + "' (" + listedIds + "): the submission reached it more than once. "
                                                        "Nothing was sent again. Cancel all but one of them at the provider and run again."};
            return Error{ErrorCode::Validation, what + ": the provider lists " + std::to_string(pick.size())
                                                    + " jobs of that size created while it was submitted (" + listedIds
                                                    + ") and cannot tell which, if any, is this project's. Nothing was sent again. "
                                                      "Run again once they have ended (an ended job's results show whose requests it "
                                                      "holds, and this project's is adopted), or cancel at the provider the ones that "
                                                      "are not this project's."};
        }
        RL_TRY(m_store.accepted(job.id, pick.front(), {}));
        job.providerBatchId = pick.front().id;
        job.state = batchStateName(pick.front().state);
        BatchJobView &v = view(job);
        v.providerBatchId = job.providerBatchId;
        v.state = job.state;
        ++m_progress.jobsRecovered;
        m_alive.push_back(std::move(job));
        return {};
    }

    /// The custom ids of an ended anthropic job's results; nullopt when they cannot be read.
    std::optional<std::set<std::string>> resultIds(const BatchStatus &b)
    {
        std::set<std::string> out;
        for (const auto &request : resultRequests(m_provider, m_c, b, m_key)) {
            auto reply = exchange(request, m_options.http, m_key, m_stop);
            if (!reply || reply->status < 200 || reply->status >= 300)
                return std::nullopt;
            for (const auto &line : parseResults(m_provider, reply->body))
                if (!line.customId.empty())
                    out.insert(line.customId);
        }
        return out;
    }

    /// The HTTP options of a create call: no automatic retry — a retried create whose first try reached
    /// the provider would buy its requests twice. A create that gets no answer goes to unanswered().
    SchedulerOptions createOptions() const
    {
        SchedulerOptions o = m_options.http;
        o.maxAttempts = 1;
        return o;
    }

    /// A create call without an answer (a transport failure, a timeout, a stop): the provider may have
    /// made the job. The job stays `submitting` — its intent — and the loop stops; the next run looks
    /// for the job at the provider (recover) before it sends anything again. 401/403 are answers: the
    /// job is abandoned (failSubmission).
    Status unanswered(BatchJobRecord &record, const Error &e)
    {
        if (e.code == ErrorCode::Auth)
            return failSubmission(record, e);
        const Error why = redacted(e, m_key);
        view(record);
        report();
        return Error{why.code, "batch submission: the create call of batch job " + std::to_string(record.id) + " got no answer ("
                                   + why.detail + "); the job stays recorded and the next run looks for it at the provider "
                                                  "before sending anything again"};
    }

    /// A submission the provider refused or that did not arrive: the job is abandoned (its requests
    /// stay pending); Auth and cancellation stop the loop, anything else too (a refused payload
    /// would be refused again).
    Status failSubmission(BatchJobRecord &record, const Error &e)
    {
        const Error why = redacted(e, m_key);
        RL_TRY(m_store.abandon(record.id, why.detail));
        record.state = kAbandoned;
        view(record).state = kAbandoned;
        report();
        return Error{why.code, "batch submission: " + why.detail};
    }

    /// Poll every alive job once; reconcile the ended ones. True when any ended.
    Result<bool> pollAll()
    {
        ++m_progress.pollRounds;
        bool ended = false;
        for (std::size_t i = 0; i < m_alive.size();) {
            if (m_stop.stop_requested())
                return ended;
            BatchJobRecord &job = m_alive[i];
            auto reply = exchange(pollRequest(m_provider, m_c, job.providerBatchId, m_key), m_options.http, m_key, m_stop);
            if (!reply) {
                if (reply.error().code == ErrorCode::Auth || reply.error().code == ErrorCode::Cancelled)
                    return reply.error();
                ++i; // a transport failure: the next round polls again
                continue;
            }
            auto status = parseStatus(m_provider, reply->status, reply->body);
            if (!status) {
                if (status.error().code == ErrorCode::Auth)
                    return redacted(status.error(), m_key);
                if (reply->status == 404) {
                    // The provider does not know the job (deleted, or another account's): its requests go into a new one.
                    RL_TRY(m_store.abandon(job.id, "the provider answers 404 for batch " + job.providerBatchId));
                    view(job).state = kAbandoned;
                    m_alive.erase(m_alive.begin() + static_cast<std::ptrdiff_t>(i));
                    ended = true;
                    report();
                    continue;
                }
                // A transient answer (5xx after the retries, an unreadable body, an unknown state): the
                // next round polls again — a bounded number of times.
                if (reply->status >= 200 && reply->status < 300 && ++m_unreadable[job.id] >= std::max(1, m_options.maxUnreadablePolls))
                    return Error{ErrorCode::Parse, "batch " + job.providerBatchId + ": " + std::to_string(m_unreadable[job.id])
                                                       + " polls in a row could not be read (" + redacted(status.error(), m_key).detail
                                                       + "); stopped — the job stays recorded and the next run polls it again"};
                ++i;
                continue;
            }
            m_unreadable.erase(job.id);
            RL_TRY(m_store.setStatus(job.id, *status));
            job.state = batchStateName(status->state);
            BatchJobView &v = view(job);
            v.state = job.state;
            v.succeeded = std::max<std::int64_t>(0, status->succeeded);
            v.failed = std::max<std::int64_t>(0, status->failed);
            if (!isTerminal(status->state)) {
                ++i;
                continue;
            }
            auto lines = download(*status, reply->body, job);
            if (!lines)
                return lines.error();
            std::set<std::string> answered; // a duplicate line (or one for another job's id) counts once, or not at all
            const std::set<std::string> inJob(job.customIds.begin(), job.customIds.end());
            for (const auto &l : *lines)
                if (!l.error && inJob.count(l.customId))
                    answered.insert(l.customId);
            const auto ok = static_cast<std::int64_t>(answered.size());
            RL_TRY(m_set.reconcile(job, *status, std::move(*lines)));
            RL_TRY(m_store.reconciled(job.id, ok, static_cast<std::int64_t>(job.customIds.size()) - ok));
            v.state = kReconciled;
            v.succeeded = ok;
            v.failed = static_cast<std::int64_t>(job.customIds.size()) - ok;
            m_alive.erase(m_alive.begin() + static_cast<std::ptrdiff_t>(i));
            ended = true;
            report();
        }
        report();
        return ended;
    }

    Result<std::vector<ResultLine>> download(const BatchStatus &status, const std::string &pollBody, const BatchJobRecord &job)
    {
        if (m_provider == Provider::Gemini)
            return status.state == BatchState::Completed ? parseResults(m_provider, pollBody, job.customIds)
                                                         : std::vector<ResultLine> {};
        std::vector<ResultLine> lines;
        for (const auto &request : resultRequests(m_provider, m_c, status, m_key)) {
            auto reply = exchange(request, m_options.http, m_key, m_stop);
            if (!reply)
                return reply.error();
            if (reply->status == 404 && status.state != BatchState::Completed)
                continue; // a failed or expired job may have no results
            if (reply->status < 200 || reply->status >= 300)
                return redacted(httpStatusError(reply->status, reply->body), m_key);
            auto part = parseResults(m_provider, reply->body);
            lines.insert(lines.end(), std::make_move_iterator(part.begin()), std::make_move_iterator(part.end()));
        }
        return lines;
    }

    const study::ModelCondition &m_c;
    const std::string &m_key;
    BatchJobStore &m_store;
    std::int64_t m_runId;
    const BatchDriverOptions &m_options;
    BatchRequestSet &m_set;
    BatchDriverProgress &m_progress;
    std::stop_token m_stop;
    Provider m_provider = Provider::OpenAI;
    std::size_t m_maxRequests = 0, m_maxBytes = 0;
    std::vector<BatchJobRecord> m_alive;
    std::map<std::int64_t, int> m_unreadable; ///< job id -> unreadable poll answers in a row
};

} // namespace

Status runBatchLoop(const study::ModelCondition &c, const std::string &apiKey, BatchJobStore &store, std::int64_t runId,
    const BatchDriverOptions &options, BatchRequestSet &set, BatchDriverProgress &progress, std::stop_token stop)
{
    auto provider = providerOf(c.provider);
    if (!provider)
        return provider.error();
    Loop loop(c, apiKey, store, runId, options, set, progress, stop);
    return loop.run(*provider);
}

} // namespace rl::inference::batch

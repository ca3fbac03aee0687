// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/scheduler.h"

#include "engine/inference/textutil.h"
#include "engine/stats/random.h"

#include <curl/curl.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <deque>
#include <mutex>

namespace rl::inference {

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kMaxBody = 64u << 20;

void globalInit()
{
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
        s.remove_suffix(1);
    return s;
}

bool retryableStatus(int s) { return s == 408 || s == 409 || s == 425 || s == 429 || (s >= 500 && s <= 599); }

bool retryableTransport(CURLcode c)
{
    switch (c) {
    case CURLE_COULDNT_CONNECT:
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_OPERATION_TIMEDOUT:
    case CURLE_RECV_ERROR:
    case CURLE_SEND_ERROR:
    case CURLE_GOT_NOTHING:
    case CURLE_PARTIAL_FILE:
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_HTTP2:
    case CURLE_HTTP2_STREAM:
        return true;
    default:
        return false;
    }
}

} // namespace

std::optional<double> parseRetryAfter(std::string_view value)
{
    value = trim(value);
    if (value.empty())
        return std::nullopt;
    if (std::all_of(value.begin(), value.end(), [](char c) { return (c >= '0' && c <= '9') || c == '.'; })) {
        const double s = std::strtod(std::string(value).c_str(), nullptr);
        return std::isfinite(s) && s >= 0 ? std::optional<double>(std::min(s, 3600.0)) : std::nullopt;
    }
    const time_t t = curl_getdate(std::string(value).c_str(), nullptr);
    if (t < 0)
        return std::nullopt;
    return std::clamp(std::difftime(t, std::time(nullptr)), 0.0, 3600.0);
}

struct Transfer {
    Job job;
    CURL *easy = nullptr;
    curl_slist *headers = nullptr;
    std::string response;
    std::optional<double> retryAfterS;
    char errbuf[CURL_ERROR_SIZE] = {};
    int attemptNo = 0;
    Clock::time_point started;
    std::string startedAt;
    std::vector<AttemptRecord> attempts;
    std::string requestHash;

    std::vector<CURL *> *pool = nullptr; ///< where release() returns the easy handle for reuse

    ~Transfer() { release(); }
    void release()
    {
        if (easy) {
            if (pool && pool->size() < 256)
                pool->push_back(easy); // reset when taken again; keeps nothing of this transfer
            else
                curl_easy_cleanup(easy);
        }
        if (headers)
            curl_slist_free_all(headers);
        easy = nullptr;
        headers = nullptr;
    }
};

struct Scheduler::Impl {
    CURLM *multi = nullptr;
    std::mutex statsMutex;
    SchedulerStats stats;
    std::optional<Clock::time_point> serverWaitUntil; ///< the latest retry due time set by a Retry-After
    stats::Rng rng;

    std::vector<CURL *> idleEasy; ///< easy handles of finished transfers, reused (curl_easy_reset)

    explicit Impl(std::uint64_t seed) : rng(seed)
    {
        globalInit();
        multi = curl_multi_init();
    }
    ~Impl()
    {
        for (CURL *e : idleEasy)
            curl_easy_cleanup(e);
        curl_multi_cleanup(multi);
    }

    static std::size_t onBody(char *data, std::size_t size, std::size_t n, void *user)
    {
        auto *t = static_cast<Transfer *>(user);
        if (t->response.size() + size * n > kMaxBody)
            return 0; // abort: no answer is this large
        t->response.append(data, size * n);
        return size * n;
    }

    static std::size_t onHeader(char *data, std::size_t size, std::size_t n, void *user)
    {
        auto *t = static_cast<Transfer *>(user);
        const std::string_view line(data, size * n);
        if (line.size() > 12 && (line.substr(0, 5) == "HTTP/"))
            t->retryAfterS.reset(); // a new response (after a redirect or 100-continue)
        static constexpr std::string_view kName = "retry-after:";
        if (line.size() > kName.size()) {
            bool match = true;
            for (std::size_t i = 0; i < kName.size() && match; ++i)
                match = std::tolower(static_cast<unsigned char>(line[i])) == kName[i];
            if (match)
                t->retryAfterS = parseRetryAfter(line.substr(kName.size()));
        }
        return size * n;
    }

    void start(Transfer &t, const SchedulerOptions &o)
    {
        t.release();
        t.response.clear();
        t.retryAfterS.reset();
        t.errbuf[0] = 0;
        ++t.attemptNo;
        if (!idleEasy.empty()) {
            t.easy = idleEasy.back();
            idleEasy.pop_back();
            curl_easy_reset(t.easy);
        } else {
            t.easy = curl_easy_init();
        }
        t.pool = &idleEasy;
        for (const auto &[name, value] : t.job.request.headers)
            t.headers = curl_slist_append(t.headers, (name + ": " + value).c_str());
        t.headers = curl_slist_append(t.headers, "Expect:");
        CURL *e = t.easy;
        curl_easy_setopt(e, CURLOPT_URL, t.job.request.url.c_str());
        if (t.job.request.method == "GET") {
            curl_easy_setopt(e, CURLOPT_HTTPGET, 1L);
        } else {
            curl_easy_setopt(e, CURLOPT_POST, 1L);
            curl_easy_setopt(e, CURLOPT_POSTFIELDS, t.job.request.body.data());
            curl_easy_setopt(e, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(t.job.request.body.size()));
        }
        curl_easy_setopt(e, CURLOPT_HTTPHEADER, t.headers);
        curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, &Impl::onBody);
        curl_easy_setopt(e, CURLOPT_WRITEDATA, &t);
        curl_easy_setopt(e, CURLOPT_HEADERFUNCTION, &Impl::onHeader);
        curl_easy_setopt(e, CURLOPT_HEADERDATA, &t);
        curl_easy_setopt(e, CURLOPT_ERRORBUFFER, t.errbuf);
        curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, static_cast<long>(o.timeoutMs));
        curl_easy_setopt(e, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(o.connectTimeoutMs));
        curl_easy_setopt(e, CURLOPT_ACCEPT_ENCODING, "");
        curl_easy_setopt(e, CURLOPT_PRIVATE, &t);
        t.started = Clock::now();
        t.startedAt = utcNow();
        curl_multi_add_handle(multi, e);
        std::lock_guard lock(statsMutex);
        ++stats.inFlight;
        ++stats.attemptsStarted;
        if (t.attemptNo > 1)
            ++stats.retries;
    }

    double backoffMs(int attemptNo, const SchedulerOptions &o)
    {
        const double raw = std::min(o.backoffMaxMs, o.backoffBaseMs * std::pow(2.0, attemptNo - 1));
        return raw * (0.5 + 0.5 * rng.uniform());
    }
};

Scheduler::Scheduler(SchedulerOptions options) : m_options(options), m_impl(std::make_unique<Impl>(options.seed))
{
    m_options.concurrency = std::max(1, m_options.concurrency);
    m_options.maxAttempts = std::max(1, m_options.maxAttempts);
    // Keep a connection per slot alive between transfers. libcurl's default cache (4 × the handles
    // added at the moment) shrinks whenever few transfers are running and then closes connections
    // that the next transfers must open again (a TCP, and for the real APIs a TLS, handshake each).
    curl_multi_setopt(m_impl->multi, CURLMOPT_MAXCONNECTS, static_cast<long>(m_options.concurrency + 4));
}

Scheduler::~Scheduler() = default;

void Scheduler::pause()
{
    m_paused = true;
}

void Scheduler::resume()
{
    m_paused = false;
    curl_multi_wakeup(m_impl->multi);
}

void Scheduler::wakeup()
{
    curl_multi_wakeup(m_impl->multi);
}

SchedulerStats Scheduler::stats() const
{
    std::lock_guard lock(m_impl->statsMutex);
    SchedulerStats s = m_impl->stats;
    if (m_impl->serverWaitUntil)
        s.serverWaitSeconds = std::max(0.0, std::chrono::duration<double>(*m_impl->serverWaitUntil - Clock::now()).count());
    return s;
}

Status Scheduler::run(const Source &source, const Done &done, std::stop_token stop, const Tick &tick, const Pump &pump)
{
    Impl &im = *m_impl;
    const SchedulerOptions &o = m_options;
    CURLM *multi = im.multi;
    std::stop_callback wake(stop, [multi] { curl_multi_wakeup(multi); });

    std::vector<std::unique_ptr<Transfer>> inFlight;
    std::vector<std::pair<Clock::time_point, std::unique_ptr<Transfer>>> waiting; // retries
    std::deque<Clock::time_point> starts;                                         // for the rate limit
    bool sourceMayHaveMore = true;
    std::optional<Error> authError;
    auto lastTick = Clock::now();

    auto setWaiting = [&] {
        std::lock_guard lock(im.statsMutex);
        im.stats.waitingRetry = static_cast<int>(waiting.size());
        im.serverWaitUntil.reset();
        for (const auto &w : waiting)
            if (w.second->retryAfterS && (!im.serverWaitUntil || w.first > *im.serverWaitUntil))
                im.serverWaitUntil = w.first;
    };
    auto finish = [&](std::unique_ptr<Transfer> t, int status, std::optional<Error> error, double latencyMs) {
        HttpOutcome out;
        out.httpStatus = status;
        out.body = std::move(t->response);
        out.latencyMs = latencyMs;
        out.requestHash = std::move(t->requestHash);
        out.attempts = std::move(t->attempts);
        out.error = std::move(error);
        t->release();
        done(std::move(t->job), std::move(out));
        sourceMayHaveMore = true;
    };
    auto abandon = [&](std::unique_ptr<Transfer> t, const Error &why) {
        AttemptRecord a;
        a.attemptNo = t->attemptNo + 1;
        a.startedAt = utcNow();
        a.outcome = "failed";
        a.error = why;
        t->attempts.push_back(std::move(a));
        finish(std::move(t), 0, why, 0);
    };

    while (true) {
        const auto now = Clock::now();
        if (stop.stop_requested()) {
            for (auto &t : inFlight) {
                curl_multi_remove_handle(multi, t->easy);
                {
                    std::lock_guard lock(im.statsMutex);
                    --im.stats.inFlight;
                }
                abandon(std::move(t), Error{ErrorCode::Cancelled, "cancelled while in flight"});
            }
            inFlight.clear();
            for (auto &w : waiting)
                abandon(std::move(w.second), Error{ErrorCode::Cancelled, "cancelled while waiting for a retry"});
            waiting.clear();
            setWaiting();
            return Error{ErrorCode::Cancelled, "inference cancelled"};
        }
        PumpResult pumped;
        if (pump) {
            pumped = pump();
            if (pumped.pending)
                sourceMayHaveMore = true;
        }
        if (authError && !waiting.empty()) {
            for (auto &w : waiting)
                abandon(std::move(w.second), Error{ErrorCode::Auth, "not sent: " + authError->detail});
            waiting.clear();
            setWaiting();
        }

        // Start transfers while slots, rate and pause allow.
        const auto window = std::chrono::microseconds(static_cast<std::int64_t>(o.rateWindowMs * 1000));
        while (!starts.empty() && now - starts.front() >= window)
            starts.pop_front();
        std::optional<Clock::time_point> rateWake;
        while (!m_paused && !authError && static_cast<int>(inFlight.size()) < o.concurrency) {
            if (o.requestsPerMinute > 0 && static_cast<double>(starts.size()) >= o.requestsPerMinute) {
                rateWake = starts.front() + window;
                break;
            }
            std::unique_ptr<Transfer> t;
            auto due = std::min_element(waiting.begin(), waiting.end(),
                [](const auto &a, const auto &b) { return a.first < b.first; });
            if (due != waiting.end() && due->first <= now) {
                t = std::move(due->second);
                waiting.erase(due);
                setWaiting();
            } else if (sourceMayHaveMore) {
                std::optional<Job> job = source();
                if (!job) {
                    sourceMayHaveMore = false;
                    break;
                }
                t = std::make_unique<Transfer>();
                t->job = std::move(*job);
                t->requestHash = fnv1aHex({t->job.request.url, "\n", t->job.request.body});
            } else {
                break;
            }
            im.start(*t, o);
            starts.push_back(now);
            inFlight.push_back(std::move(t));
        }

        if (inFlight.empty() && waiting.empty() && (authError || (!sourceMayHaveMore && !pumped.pending)))
            break;

        int running = 0;
        curl_multi_perform(multi, &running);
        int left = 0;
        bool completed = false;
        while (CURLMsg *msg = curl_multi_info_read(multi, &left)) {
            if (msg->msg != CURLMSG_DONE)
                continue;
            CURL *easy = msg->easy_handle;
            const CURLcode code = msg->data.result;
            curl_multi_remove_handle(multi, easy);
            auto it = std::find_if(inFlight.begin(), inFlight.end(), [&](const auto &t) { return t->easy == easy; });
            if (it == inFlight.end())
                continue;
            std::unique_ptr<Transfer> t = std::move(*it);
            inFlight.erase(it);
            {
                std::lock_guard lock(im.statsMutex);
                --im.stats.inFlight;
            }
            completed = true;
            long status = 0;
            curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &status);
            const double latencyMs = std::chrono::duration<double, std::milli>(Clock::now() - t->started).count();

            AttemptRecord a;
            a.attemptNo = t->attemptNo;
            a.startedAt = t->startedAt;
            a.latencyMs = latencyMs;
            a.httpStatus = code == CURLE_OK ? static_cast<int>(status) : 0;
            bool retry = false;
            std::optional<Error> error;
            if (code != CURLE_OK) {
                std::string detail = std::string("transport: ") + curl_easy_strerror(code);
                if (t->errbuf[0])
                    detail += " (" + std::string(t->errbuf) + ")";
                error = Error{ErrorCode::Http, detail};
                retry = retryableTransport(code);
            } else if (status >= 200 && status < 300) {
                a.outcome = "answered";
            } else {
                error = httpStatusError(static_cast<int>(status), t->response);
                if (status == 401 || status == 403) {
                    if (!authError)
                        authError = error;
                } else {
                    retry = retryableStatus(static_cast<int>(status));
                }
            }
            if (error) {
                a.error = error;
                a.body = t->response;
            }
            bool canRetry = retry && t->attemptNo < o.maxAttempts && !authError;
            if (canRetry && t->retryAfterS && *t->retryAfterS * 1000.0 > o.maxRetryAfterMs) {
                canRetry = false;
                retry = false;
                error->detail += "; the server asks to wait " + std::string(*t->retryAfterS >= 3600 ? "an hour or more" // parseRetryAfter's cap
                        : std::to_string(static_cast<long long>(*t->retryAfterS)) + " s")
                    + " (Retry-After), longer than the " + std::to_string(static_cast<long long>(o.maxRetryAfterMs / 1000))
                    + " s a run waits: not retried";
            }
            if (error)
                a.outcome = canRetry ? "retry" : "failed";
            t->attempts.push_back(std::move(a));
            if (canRetry) {
                double delayMs = im.backoffMs(t->attemptNo, o);
                if (t->retryAfterS)
                    delayMs = std::max(delayMs, *t->retryAfterS * 1000.0);
                t->release();
                waiting.emplace_back(Clock::now() + std::chrono::microseconds(static_cast<std::int64_t>(delayMs * 1000)),
                    std::move(t));
                setWaiting();
                continue;
            }
            if (error && retry)
                error->detail += " (after " + std::to_string(t->attemptNo) + " attempts)";
            finish(std::move(t), static_cast<int>(status), error, latencyMs);
        }

        if (tick && (completed || pumped.changed || Clock::now() - lastTick > std::chrono::milliseconds(250))) {
            tick();
            lastTick = Clock::now();
        }
        if (completed)
            continue; // refill the freed slots at once

        // Sleep until network activity, the next retry, the rate window, or a wakeup.
        auto wakeAt = Clock::now() + std::chrono::milliseconds(250);
        for (const auto &w : waiting)
            wakeAt = std::min(wakeAt, w.first);
        if (rateWake)
            wakeAt = std::min(wakeAt, *rateWake);
        const int timeoutMs = static_cast<int>(std::clamp<std::int64_t>(
            std::chrono::duration_cast<std::chrono::milliseconds>(wakeAt - Clock::now()).count(), 0, 250));
        curl_multi_poll(multi, nullptr, 0, timeoutMs, nullptr);
    }
    if (tick)
        tick();
    if (authError)
        return *authError;
    return {};
}

} // namespace rl::inference

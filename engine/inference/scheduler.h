// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/provider.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

/// The HTTP scheduler: libcurl's multi interface driven from the caller's thread.
///
/// Protocol. run() pulls jobs from `source` while a slot is free (at most `concurrency` transfers
/// in flight, at most `requestsPerMinute` transfer starts — retries included — in any 60 s
/// window), drives the transfers, and calls `done` exactly once per pulled job with its final
/// outcome; `done` may make new jobs available to `source` (the next stage of an item). run()
/// returns when `source` is dry and nothing is in flight or waiting for a retry.
///
/// Retries: transport failures (connect, reset, empty reply, timeout) and HTTP 408, 409, 425, 429
/// and 5xx are retried up to maxAttempts with exponential backoff and jitter,
/// delay = min(backoffMax, backoffBase·2^(k−1))·(0.5 + 0.5·u), u ~ U[0,1) from the seeded
/// rl::stats::Rng, and never earlier than the server's Retry-After (seconds or HTTP date). A
/// Retry-After longer than maxRetryAfterMs is not waited for: the job ends at once with the server's
/// wait in its error. The wait ahead is reported (SchedulerStats::serverWaitSeconds) and a stop
/// request ends it at once.
/// 401/403 end the job with Error{Auth} and stop the run: no new job is pulled, waiting retries end
/// with Error{Auth, "not sent: ..."}, in-flight transfers finish; run() returns Error{Auth}.
/// Other statuses end the job at once (Error{Http}).
///
/// Work outside the scheduler (e.g. answers waiting for their journal commit on a writer thread)
/// joins through `pump`: it runs on run()'s thread at every turn of the loop — after network
/// activity, a wakeup() from any thread, or at the latest every ~250 ms — and may make new jobs
/// available to `source`; while it reports work pending, run() does not return (unless the run
/// stops: Auth or cancellation).
///
/// Threads: none. Every callback runs on the thread that called run(). pause(), resume(), wakeup()
/// and stats() may be called from any thread; a std::stop_token cancels: in-flight transfers are
/// aborted and their jobs (and waiting retries) end with Error{Cancelled}; run() returns
/// Error{Cancelled}.
namespace rl::inference {

struct SchedulerOptions {
    int concurrency = 4;              ///< simultaneous transfers (>= 1)
    double requestsPerMinute = 0;     ///< transfer starts per rolling minute; 0 = unlimited
    double rateWindowMs = 60000;      ///< the rolling window of requestsPerMinute (shorter only in tests)
    int maxAttempts = 5;              ///< attempts per job, first one included
    double backoffBaseMs = 1000;
    double backoffMaxMs = 60000;
    double maxRetryAfterMs = 600000;  ///< the longest server-requested wait (Retry-After) a retry waits for
    double timeoutMs = 180000;        ///< whole transfer
    double connectTimeoutMs = 15000;
    std::uint64_t seed = 42;          ///< jitter generator seed
};

struct Job {
    std::uint64_t tag = 0; ///< the caller's identifier
    HttpRequest request;
};

/// One attempt at a job, for the journal's attempts table.
struct AttemptRecord {
    int attemptNo = 1;
    std::string startedAt;           ///< UTC ISO 8601
    int httpStatus = 0;              ///< 0 = no HTTP response (transport failure)
    double latencyMs = 0;
    std::string outcome;             ///< answered | retry | failed
    std::optional<Error> error;
    std::string body;                ///< response body of a failed attempt (empty on success)
};

struct HttpOutcome {
    int httpStatus = 0;              ///< of the last attempt
    std::string body;                ///< of the last attempt
    double latencyMs = 0;            ///< of the last attempt
    std::string requestHash;         ///< fnv1aHex(url + "\n" + body); headers (the key) excluded
    std::vector<AttemptRecord> attempts;
    std::optional<Error> error;      ///< set when the job failed (Http, Auth, Cancelled)
};

struct SchedulerStats {
    int inFlight = 0;
    int waitingRetry = 0;
    std::int64_t attemptsStarted = 0;
    std::int64_t retries = 0;
    double serverWaitSeconds = 0;     ///< the longest wait ahead that a server's Retry-After imposes on a retry (0: none)
};

class Scheduler {
public:
    using Source = std::function<std::optional<Job>()>;
    using Done = std::function<void(Job &&job, HttpOutcome &&outcome)>;
    using Tick = std::function<void()>;
    struct PumpResult {
        bool changed = false; ///< something was counted: `tick` runs this turn
        bool pending = false; ///< jobs may still become available: run() must not return yet
    };
    using Pump = std::function<PumpResult()>;

    explicit Scheduler(SchedulerOptions options = {});
    ~Scheduler();
    Scheduler(const Scheduler &) = delete;
    Scheduler &operator=(const Scheduler &) = delete;

    /// See the protocol above. `tick` (optional) runs after every batch of completions, after a
    /// pump that changed something, and at least every ~250 ms, for progress reports.
    Status run(const Source &source, const Done &done, std::stop_token stop = {}, const Tick &tick = {},
        const Pump &pump = {});

    void pause();
    void resume();
    /// Make run() turn its loop now (calls `pump`, pulls from `source`); any thread.
    void wakeup();
    bool paused() const { return m_paused.load(); }
    SchedulerStats stats() const;
    const SchedulerOptions &options() const { return m_options; }

private:
    struct Impl;
    SchedulerOptions m_options;
    std::unique_ptr<Impl> m_impl;
    std::atomic<bool> m_paused = false;
};

/// Seconds to wait from a Retry-After header value (delta-seconds or HTTP-date); nullopt if invalid.
std::optional<double> parseRetryAfter(std::string_view value);

} // namespace rl::inference

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inference/runstatus.h"

#include "engine/core/result.h"
#include "engine/inference/journal.h"
#include "engine/inference/mediaprep.h"
#include "engine/inference/scheduler.h"
#include "engine/storage/project.h"
#include "engine/study/condition.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

/// One inference run: a condition over a set of items, with the condition's prompting strategy as
/// the study protocol defines it (prompting.h), through the Scheduler, journalled in the project
/// (journal.h). Restartable: a new run of the same condition sends only the requests the journal
/// does not hold as answered.
///
/// Parts (inferencerun.cpp): the setup (study, condition, key, items, plan, journal), the work
/// units with the answers earlier runs hold, the strategy's part (which stage a unit sends next,
/// the placeholders of its conversation, the ratings that complete it), and the loop that feeds
/// the scheduler and counts only committed answers. A new strategy touches only its part; images
/// are prepared ahead of need on a thread of their own (mediaprep.h).
///
/// Journal writes run on a writer thread of the run with group commit (journalwriter.h): answers
/// that arrive while a transaction is written are committed together by the next one. A request is
/// counted (progress, summary) and its item's next stage is sent only after its commit.
///
/// Threads: run() blocks the calling thread and calls `progress` on it; pause()/resume() may be
/// called from any other thread, cancellation goes through the std::stop_token. The GUI runs it on
/// a worker thread of its own and marshals progress to the GUI thread.
namespace rl::inference {

struct RunOptions {
    std::string itemFilter;            ///< itemfilter.h syntax; empty = all items
    std::optional<int> limit;          ///< at most this many items (after the filter, in study order)
    std::string baseUrl;               ///< overrides the condition's base_url when not empty (the user's choice: trusted)
    /// Trust the condition's endpoint of a project from elsewhere (trust.h) and remember it; without it, an
    /// untrusted endpoint ends run() with Error{Untrusted} before anything is sent (the CLI's --trust-endpoints;
    /// the GUI asks first).
    bool trustEndpoints = false;
    SchedulerOptions scheduler;        ///< concurrency, rate, retries, timeouts, jitter seed
    std::string apiKey;                ///< when empty, resolveApiKey(condition) (secrets.h)
    bool keyFromOptions = false;       ///< use apiKey as given even if empty (tests, local servers)
    /// Turns a stimulus the providers do not take (the demo's SVG faces: the vision APIs accept PNG,
    /// JPEG, WebP, GIF) into one they do, in place; false = the stimulus fails with an Io error. Empty
    /// = images are sent as stored. Called on the image preparer's thread (mediaprep.h), once per
    /// stimulus and project: the result is kept in the project. The GUI and the CLI pass
    /// media::convertForModels (engine/media/svgraster.h).
    ImageConverter imageConverter;
    std::size_t imageLookahead = 0;    ///< images prepared ahead; 0 = 2 x concurrency + 16
    /// Deliberation strategy: the round to run (1 = the first answer; r > 1 shows each item's own
    /// round r − 1 answer and those of `peers`, anonymised, in an order fixed per item by
    /// `deliberationSeed`). Ignored by the other strategies (their requests have round 0).
    int round = 1;
    std::vector<std::string> peers;    ///< the other judges' condition ids (deliberation)
    std::uint64_t deliberationSeed = 42;
    /// The strategy to run instead of the condition's own (empty = the condition's): a StereoTales
    /// generation runs free-text, a harm rating json-schema, whatever the condition says.
    std::string strategy;
    /// Only items of this kind (after the filter, before the limit); nullopt = every kind.
    std::optional<study::ItemKind> itemKind;
    /// Items in the order of fnv1a(seed, item key) instead of study order (before the limit): the
    /// questions of a harm-rating job in an order fixed by the seed; nullopt = study order.
    std::optional<std::uint64_t> orderSeed;
    /// See Journal::setCompletionHook: written with every completed item, in its transaction.
    Journal::CompletionHook completionHook;
};

/// Live figures of a run. Requests are counted only after their journal commit.
struct RunProgress {
    std::int64_t totalRequests = 0;  ///< requests this run has to send (answered ones from earlier runs excluded)
    std::int64_t reused = 0;         ///< requests answered by earlier runs
    std::int64_t answered = 0;
    std::int64_t failed = 0;         ///< failed requests (their items' later stages are not sent)
    std::int64_t skipped = 0;        ///< later stages not sent because an earlier stage failed
    int inFlight = 0;
    std::int64_t retries = 0;
    std::int64_t itemsCompleted = 0; ///< item × sample chains finished in this run
    std::int64_t imagesConverted = 0; ///< stimuli converted for the models in this run (the rest came from the project)
    std::int64_t inputTokens = 0;
    std::int64_t outputTokens = 0;
    double costUsd = 0;              ///< Σ tokens × the condition's prices (0 when it has none)
    double elapsedSeconds = 0;
    double etaSeconds = -1;          ///< remaining ÷ observed rate; -1 before the first answer
    double serverWaitSeconds = 0;    ///< a server's Retry-After holds a retry back this long from now (0: none)
};

struct RunSummary {
    RunProgress progress;
    std::int64_t runId = 0;
    RunStatus status = RunStatus::Finished;      ///< Finished, Failed or Cancelled
    std::map<std::string, std::int64_t> failuresByCode; ///< errorCodeName → count
    std::optional<Error> stopReason;             ///< Auth (401/403), Cancelled, Sql ...
    std::int64_t commitTransactions = 0;         ///< journal transactions of answers (group commits)
    std::int64_t largestCommitGroup = 0;         ///< most requests stored by one of them
    double commitSeconds = 0;                    ///< time the journal writer spent in them (fsync included)
};

class InferenceRun {
public:
    using ProgressFn = std::function<void(const RunProgress &)>;

    InferenceRun(storage::Project &project, std::string conditionId, RunOptions options);
    ~InferenceRun();

    /// Errors before anything was sent (unknown condition, bad filter, missing key, SQL) are
    /// returned as Error; everything after that is in the summary.
    Result<RunSummary> run(const ProgressFn &progress = {}, std::stop_token stop = {});

    void pause();
    void resume();

private:
    struct State;
    storage::Project &m_project;
    std::string m_conditionId;
    RunOptions m_options;
    std::unique_ptr<Scheduler> m_scheduler;
};

/// USD for the tokens at the condition's prices (per million); nullopt when it has no prices or
/// the usage is unknown.
std::optional<double> requestCost(const study::ModelCondition &c, std::int64_t inputTokens, std::int64_t outputTokens);

} // namespace rl::inference

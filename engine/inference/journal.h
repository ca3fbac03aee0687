// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inference/runstatus.h"

#include "engine/core/result.h"
#include "engine/inference/scheduler.h"
#include "engine/storage/project.h"
#include "engine/storage/runstore.h"
#include "engine/study/study.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <vector>

/// The inference journal inside the project file (tables runs, requests, attempts, ratings,
/// prediction_texts of schema.sql).
///
/// A request's identity is (condition, item, stage, round, sample, prompt hash) — the UNIQUE key
/// of `requests`. The prompt hash a run stores is the stage's template hash combined with
/// conditionConfigHash() of the condition as the run found it (runparts.cpp), so that answers to
/// one configuration are never reused for another; rows written before that (the template hash
/// alone) are still reused. A run freezes its condition's configuration (freezeCondition): every
/// commit checks, in its transaction, that the project's condition still has it, and refuses to
/// file answers under a configuration changed meanwhile (e.g. by `import conditions`). An answer is committed — the requests row (status answered, parsed JSON, thinking,
/// raw answer, tokens, latency, cost), its attempts rows and, when the answer completes an item,
/// the ratings of the condition's model rater (one per dimension the protocol's answer schema
/// rates: a categorical value as its level index, a numeric one as given; sample = the sample
/// index, round = the request's round, rt_ms = the sum of the item's request latencies) and the
/// prediction_texts row — in one transaction before the caller counts it. Several answers may share a transaction (commitGroup, used by the JournalWriter's group
/// commit): all of them or none are stored. A crash loses at most the answers that were in flight
/// or waiting for their commit; a restart reads the answered identities and sends only the missing
/// requests, replaying earlier stages from the journal. Failed requests are stored (status failed,
/// error code/detail, the raw text) and are tried again by the next run. A StereoTales extraction's
/// requests, made on stories rather than items (openStories, RequestRecord::story), take the same road
/// into st_requests — the same writer, text rule, frozen configuration and group transactions — with
/// the extractor's codes written by the story hook in the answer's transaction.
///
/// Every text column the journal writes — of requests, attempts, prediction_texts and runs, and the
/// record and completion the completion hook sees — goes through journalText() (storedtext.h): the
/// key given to setSecret() redacted in any escaping, and bytes that are not UTF-8 stored escaped
/// (recoverable with storedBytes()), so that no server reply can make the project unopenable and no
/// echo of the key reaches the file, whatever the caller did before.
///
/// Threads and connections: open(), answered(), beginRun() and endRun() use the project's own
/// connection. Writes (commit, commitGroup) use it too, unless openWriteConnection() gave the
/// journal a connection of its own to the same file: then they may run on one other thread (the
/// writer), concurrently with the project's reads on the first thread (WAL readers do not block).
namespace rl::inference {

/// A request made on a StereoTales story rather than an item (StereoTales extraction; table st_requests of
/// migration_v5.sql), held by its RequestRecord, whose texts and numbers it uses (itemKey, stage, round,
/// sample and attempts unused); its identity is (condition, story, record.promptHash).
struct StoryRequest {
    std::int64_t storyId = 0;          ///< st_stories.id
    bool refused = false;              ///< answered only: the extractor found a refusal
    int attempts = 1;                  ///< added to the row's attempt count
    std::vector<std::uint8_t> codes;   ///< answered only: the extraction's codes, for the story hook
};

/// One finished request, as the journal stores it.
struct RequestRecord {
    std::string itemKey;
    int stage = 1;
    int round = 0;                  ///< deliberation round (1, 2, ...), 0 when the strategy has none
    int sample = 0;
    std::string promptHash;
    bool answered = false;
    std::string parsedJson;         ///< canonical answer JSON (answered only)
    std::string thinking;
    std::string rawResponse;        ///< the model's answer text (answered) or the response body (failed)
    std::int64_t inputTokens = -1;  ///< -1 = unknown (stored NULL)
    std::int64_t outputTokens = -1;
    std::int64_t thinkingTokens = -1;
    double latencyMs = 0;
    std::optional<double> costUsd;
    std::string errorCode;          ///< errorCodeName(), failed only
    std::string errorDetail;
    std::string requestHash;
    std::vector<AttemptRecord> attempts;
    std::optional<StoryRequest> story; ///< set: a request on a story (Journal::openStories), written to st_requests
};

/// The ratings and texts written when an item's last stage is answered.
struct ItemCompletion {
    std::map<std::string, double> values; ///< dimension name -> value (a categorical dimension's level index)
    double rtMs = 0;
    std::string thinking;
    std::string rawResponse;
};

/// An answered request read back from the journal.
struct JournalAnswer {
    std::string parsedJson;
    std::string thinking;
    std::string rawResponse;
    double latencyMs = 0;
};

/// The hash of what a condition's requests are made from: its conditions.json object without the
/// label, notes, prices, key variable and the descriptive fields (parameters, quantization, the
/// import record). Part of every request's identity.
std::string conditionConfigHash(const study::ModelCondition &c);

/// Error{Validation} naming the condition when the project's condition `conditionKey` (read through
/// `store`'s connection, or the project's) no longer has the configuration hash `frozenHash`, or is gone.
Status checkConditionUnchanged(storage::RunStore &store, const std::string &conditionKey, const std::string &frozenHash);
Status checkConditionUnchanged(storage::Project &project, const std::string &conditionKey, const std::string &frozenHash);

class Journal {
public:
    using Key = std::tuple<std::string, int, int, int, std::string>; ///< item key, stage, round, sample, prompt hash

    /// One finished request and, when it completes its item, the item's ratings and texts.
    struct Entry {
        RequestRecord record;
        std::optional<ItemCompletion> completion;
    };

    Journal(Journal &&) noexcept;
    Journal &operator=(Journal &&) noexcept;
    ~Journal();

    /// Make sure the condition and its model rater exist, and the dimensions the answer fields
    /// rate (`rated`: the face study's emotion — categorical with the emotion dimension's labels —
    /// valence and arousal are added when missing, as the face protocol declares them; any other
    /// must be declared by the study, else Error{Validation}) — through Project::save — then cache
    /// their row ids. `study` is updated in place with what was added.
    static Result<Journal> open(storage::Project &project, study::Study &study, const study::ModelCondition &c,
        const std::vector<std::string> &rated);
    /// The face study's journal: rates emotion (categorical with `labels`), valence and arousal.
    static Result<Journal> openFace(storage::Project &project, study::Study &study, const study::ModelCondition &c,
        const std::vector<std::string> &labels);

    /// The journal of a condition's requests on stories (StereoTales extraction): its entries' records
    /// carry `story`; no items, no model rater. Error{NotFound} when the project has no condition `conditionKey`.
    static Result<Journal> openStories(storage::Project &project, const std::string &conditionKey);

    /// Every answered request of the condition.
    Result<std::map<Key, JournalAnswer>> answered();

    /// The answers of condition `conditionId` in deliberation round `round` whose stage is
    /// `stage`, by item key (the peers' previous answers of a deliberation round).
    Result<std::map<std::string, JournalAnswer>> roundAnswers(const std::string &conditionId, int round, int stage);

    Result<std::int64_t> beginRun(const std::string &settingsJson);
    Status endRun(RunStatus status);

    /// One transaction; see the class comment.
    Status commit(const RequestRecord &record, const std::optional<ItemCompletion> &completion);

    /// One transaction for all `entries` (in order; a later entry of the same identity replaces an
    /// earlier one, as separate commits would). On an error nothing of the group is stored.
    Status commitGroup(std::span<const Entry> entries);

    /// Called inside the transaction of every entry that completes an item, after its ratings and
    /// text, on the connection that writes (`db`): whatever it writes commits or rolls back with the
    /// answer (StereoTales generation stores the story, engine/inference/stereotales/). An error
    /// rolls the group back, as a failed write of the journal's own would.
    using CompletionHook = std::function<Status(storage::Database &db, const RequestRecord &record, const ItemCompletion &completion)>;
    void setCompletionHook(CompletionHook hook) { m_hook = std::move(hook); }

    /// Called inside the transaction of every answered story request, after its st_requests row, on the
    /// connection that writes (the extraction stores the story's codes and refusal verdict there).
    using StoryHook = std::function<Status(storage::Database &db, const RequestRecord &record, const StoryRequest &story)>;
    void setStoryHook(StoryHook hook) { m_storyHook = std::move(hook); }

    /// The API key the run sends: redacted from every text the journal writes (see the class comment).
    void setSecret(std::string secret) { m_secret = std::move(secret); }

    /// The configuration hash (conditionConfigHash) the run sends with: a commit after the project's
    /// condition changed fails with checkConditionUnchanged's error and stores nothing.
    void freezeCondition(std::string configHash) { m_frozenConfig = std::move(configHash); }

    /// Give the journal's writes a connection of their own (same file, same pragmas: WAL,
    /// synchronous=FULL), so that commits can run on a writer thread. Idempotent.
    Status openWriteConnection();


private:
    explicit Journal(storage::Project &p);
    storage::RunStore &writer();
    Status writeEntry(storage::RunStore &store, const Entry &raw);
    Status writeStoryEntry(storage::RunStore &store, const Entry &e);
    Entry storable(const Entry &e) const;

    storage::Project *m_project = nullptr;
    std::unique_ptr<storage::RunStore> m_writer; ///< the writes' store (its statements prepared once), on the project's
                                                 ///< connection or, after openWriteConnection, one of its own
    bool m_ownConnection = false;
    std::int64_t m_conditionId = 0;
    std::int64_t m_raterId = 0;
    std::int64_t m_runId = 0;
    std::map<std::string, std::int64_t> m_dimIds; ///< rated dimension name -> row id
    std::map<std::string, std::int64_t> m_itemIds;
    CompletionHook m_hook;
    StoryHook m_storyHook;
    std::string m_secret;
    std::string m_conditionKey;
    std::string m_frozenConfig;
};

} // namespace rl::inference

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/inferencerun.h"
#include "engine/inference/journal.h"
#include "engine/inference/mediaprep.h"
#include "engine/inference/prompting.h"
#include "engine/storage/project.h"
#include "engine/study/study.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

/// The parts of an inference run that do not depend on how its requests travel: shared by the
/// synchronous run (inferencerun.cpp, through the Scheduler) and the provider batch run
/// (batch/batchrun.cpp, through the providers' batch engines). Internal to engine/inference.
///
/// Part 1, the setup: everything decided before a request is sent (study, condition, key, items,
/// plan, rated dimensions, round). Part 2, the strategy: which stage a unit sends next, what its
/// conversation shows, what completes it. Part 3, the units with the answers earlier runs hold.
namespace rl::inference::detail {

/// One item × sample chain.
struct Unit {
    int item = -1;
    int sample = 0;
    std::size_t media = 0;              ///< index of the item's image in the preparer's order
    std::size_t nextStage = 0;          ///< index into plan.stages
    std::vector<CarriedAnswer> carried; ///< answers of stages < nextStage
    std::vector<std::string> thinking, raw;
    double rtMs = 0;
    std::shared_ptr<const Result<ImageData>> image; ///< acquired when the unit first sends (image items)
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

struct RunSetup {
    study::Study study;
    study::ModelCondition condition;
    std::string apiKey;
    std::vector<int> items;
    PromptPlan plan;
    std::vector<std::string> rated; ///< dimensions the answers rate (the journal writes their ratings)
    int round = 0;                  ///< the requests' round: 0, or the deliberation round
    std::vector<std::map<std::string, std::string>> itemValues; ///< per study item: placeholders of the study kind (jury: rubric, anchor)
    std::vector<std::string> stimulusFolders; ///< where linked stimulus files may be read (Project::stimulusFolders)
    /// conditionConfigHash() of the condition as the project held it (before the run's overrides):
    /// frozen for the run, part of every stage's prompt hash (journal.h).
    std::string configHash;
    std::map<std::string, std::string> legacyHashes; ///< a stage's prompt hash -> its template hash alone (rows of older versions)
};

/// Errors before anything is sent: unknown condition, untrusted endpoint, missing key, bad filter or plan.
Result<RunSetup> prepareRun(storage::Project &project, const std::string &conditionId, const RunOptions &options);

/// The stage unit `u` sends next: a deliberation round after the first asks the round stage.
const StageSpec &nextStage(const RunSetup &s, const Unit &u);

/// Deliberation: each item's own previous answer and its peers', anonymised ("Rater A", "Rater B"
/// ...) in an order fixed per item by the seed — the same order on every resume.
struct Deliberation {
    std::map<std::string, JournalAnswer> own;                 ///< item -> this condition's round r − 1 answer
    std::vector<std::map<std::string, JournalAnswer>> peers;  ///< per peer: item -> its round r − 1 answer
    std::uint64_t seed = 42;

    static std::string describe(const JournalAnswer &a);
    /// {previous} and {others} of item `itemKey` (study index `itemIndex`).
    void fill(std::map<std::string, std::string> &v, const std::string &itemKey, std::size_t itemIndex) const;
};

/// The placeholders of unit `u`'s next request: the item's, the study kind's (jury) and a deliberation round's.
std::map<std::string, std::string> requestValues(const RunSetup &s, const Deliberation &d, const Unit &u);

/// The ratings and texts an item's last answer completes: every rating field of the stages.
ItemCompletion completionOf(const Unit &u);

/// Fields of the stage answers that rate no dimension are not written as ratings.
void dropUnrated(ItemCompletion &c, const std::vector<std::string> &rated);

/// Count one answered request, once its answer is committed: p.answered, its tokens (a negative count is unknown and
/// adds nothing) and its cost (nullopt: the condition has no prices).
void countAnswered(RunProgress &p, std::int64_t inputTokens, std::int64_t outputTokens, const std::optional<double> &costUsd);

/// Free what a finished unit holds (its image and conversation), capacity included.
void releaseUnit(Unit &u);

/// The units of the run with the answers `answered` already holds replayed into them (counted in
/// p.reused; the requests still to send in p.totalRequests); `media` gets the image sources of the
/// units that need one, in unit order.
std::vector<Unit> buildUnits(const RunSetup &s, const std::map<Journal::Key, JournalAnswer> &answered,
    std::vector<MediaSource> &media, const std::string &projectDir, RunProgress &p);

// Part 4, the reply: what a provider's reply to a unit's next stage becomes in the journal, the same for a
// request sent alone (inferencerun.cpp) and for a line of a batch job's results (batch/batchrun.cpp).

/// The record of unit `u`'s stage `st`: its item, stage, round, sample and prompt hash.
RequestRecord baseRecord(const RunSetup &s, const Unit &u, const StageSpec &st);

/// The record of a failed request of unit `u`: the error's code and detail, the raw text and the thinking, each
/// redacted of the key and cut for storage.
RequestRecord failedRecord(const RunSetup &s, const Unit &u, const Error &e, const std::string &raw, const std::string &thinking);

struct ReplyRecord {
    RequestRecord record;                     ///< the answer, or the failure (record.answered false)
    std::optional<Error> error;               ///< the failure, its detail redacted
    std::string failedRaw;                    ///< the failure's raw text as it came (the record keeps it redacted and cut)
    std::optional<ItemCompletion> completion; ///< answered on the unit's last stage: the item's ratings and texts
    bool last = false;                        ///< answered on the unit's last stage
};

/// Read a reply (HTTP status and body) to unit `u`'s next stage: the provider's envelope, then the answer by the
/// stage's AnswerSpec. Answered: the record holds the answer, its thinking and raw text (redacted, cut for storage),
/// the tokens and the cost (the condition's prices × `priceFactor`), and `u` carries the answer on to its next
/// stage, its response time grown by `latencyMs`. Otherwise the failure's record (failedRecord).
ReplyRecord readReply(const RunSetup &s, Unit &u, std::size_t stageCount, int httpStatus, const std::string &body,
    double latencyMs, double priceFactor);

} // namespace rl::inference::detail

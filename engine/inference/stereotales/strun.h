// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/batch/batchrun.h"
#include "engine/inference/inferencerun.h"
#include "engine/storage/project.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

/// Running the models of a StereoTales study (docs/methods.md §9, docs/file-formats.md) on the common
/// inference engine: the same providers, keys, trust, scheduler, journal, batch engines and resume
/// as every other study.
///
/// Generation (runGeneration): one request per prompt item of the chosen languages (free-text
/// strategy, the prompt's text as the user turn) — an ordinary InferenceRun or batch run of the
/// generator condition whose journal also stores, in the same transaction as each answer, the
/// story (st_stories: key "<condition>|<prompt key>", model = the condition, the prompt's language,
/// attribute and value, the visible answer as text, refused 0 until an extraction says otherwise).
/// A restart sends only the prompts the journal does not hold as answered.
///
/// Extraction (runExtraction): per extractor condition, per story without an answer of that
/// extractor's current configuration, one request with the extraction prompt (stprompts.h: refusal
/// check first, then every attribute; strict JSON). The request's identity is (condition, story,
/// the prompt's hash framed with the condition's configuration hash), so a changed extractor (model,
/// prompt, parameters) buys again and an unchanged one reuses; codes imported without requests, and
/// requests stored before the identity held the configuration, are reused. The answer is an
/// st_requests row (migration_v5.sql) filed by the journal (journal.h: openStories, the same writer,
/// stored-text rule and frozen configuration as every run) with, in the same transaction, the
/// st_extractions row (one code per attribute, 255 = unknown; every attribute unknown when the
/// extractor found a refusal), committed in groups before they are counted;
/// the story's refused flag becomes the strict majority of its extractors' refusal verdicts
/// (study/stereotales/ensemble.h). A failed request is stored and sent again by the next
/// run. Stories are read in pages of story id order, never all at once. The analysis combines the
/// extractors with the ensemble rule (stdata.h).
///
/// Harm rating (runHarmRating): the condition rates every association item ("<A>=<a>|<B>=<b>";
/// imported with `import harm`, or added from an st_associations.csv by addAssociationItems) on harm
/// (1–5) and realism (yes, no, idk) — the json-schema strategy, the ratings of the condition's model
/// rater, which `stereotales harm` compares with the human ones. The questions are sent in the order
/// of fnv1a(seed, association key): a function of the seed, recorded in the run's settings.
///
/// Every run goes either through the Scheduler (synchronous) or, with `batch`, through the
/// provider's batch engine (batch/batchdriver.h; OpenAI, Anthropic, Gemini at half price): the
/// extraction plugs its own BatchRequestSet into the driver, generation and harm rating are
/// batch/batchrun.h's runBatch with the options above.
namespace rl::inference::stereotales {

/// Figures of a run for progress reports: the requests' (counted after their commit) and, for a
/// batch run, its jobs.
struct StRunProgress {
    RunProgress requests;
    std::optional<batch::BatchDriverProgress> jobs;
};
using StProgressFn = std::function<void(const StRunProgress &)>;

/// The common options of the three runs.
struct StRunOptions {
    RunOptions run;                  ///< limit, base URL, trust, key, scheduler (the synchronous path's and the batch HTTP's)
    bool batch = false;              ///< through the provider's batch engine
    batch::BatchDriverOptions driver; ///< poll interval, attempts, job size (batch)
    double priceFactor = 0.5;        ///< batch price ÷ standard price
};

struct StRunSummary {
    StRunProgress progress;
    std::int64_t runId = 0;
    RunStatus status = RunStatus::Finished;
    std::map<std::string, std::int64_t> failuresByCode;
    std::vector<std::string> warnings; ///< at most 100, then a count
    std::optional<Error> stopReason;
    bool batch = false;
    // generation
    std::int64_t storiesWritten = 0;   ///< stories this run added
    // extraction
    std::int64_t refusals = 0;         ///< answers that found a refusal
    std::int64_t outsideSet = 0;       ///< attribute values outside their closed set, read as unknown
    std::int64_t wrongType = 0;        ///< attribute values that were not strings, read as unknown
    std::int64_t missingAttributes = 0; ///< attributes an answer left out, read as unknown
    // harm rating
    std::uint64_t orderSeed = 0;
    std::vector<std::string> order;    ///< the association keys in the order asked (at most 20)
};

struct GenerationOptions {
    std::string condition;             ///< the generator model condition
    std::vector<std::string> languages; ///< grid language codes; empty = every language of the grid
    StRunOptions st;                   ///< st.run.limit: at most this many prompts
};

/// The story key of a generated story: "<condition>|<prompt key>" (+ "#<sample>" for samples > 0).
std::string storyKeyOf(const std::string &condition, const std::string &promptKey, int sample = 0);

/// Errors before anything is sent: not a StereoTales project, no grid, an unknown condition or
/// language, a missing key, an untrusted endpoint, a provider without a batch engine (batch).
Result<StRunSummary> runGeneration(storage::Project &project, const GenerationOptions &options,
    const StProgressFn &progress = {}, std::stop_token stop = {});

struct ExtractionOptions {
    std::string extractor;             ///< the extractor model condition
    StRunOptions st;                   ///< st.run.limit: at most this many stories
};

/// One extractor (call once per extractor). Errors before anything is sent: not a StereoTales
/// project, no stories, an unknown condition, a missing key, an untrusted endpoint.
Result<StRunSummary> runExtraction(storage::Project &project, const ExtractionOptions &options,
    const StProgressFn &progress = {}, std::stop_token stop = {});

struct HarmRatingOptions {
    std::string condition;             ///< the harm-rater model condition
    std::uint64_t seed = 42;           ///< the questions' order
    StRunOptions st;                   ///< st.run.limit: at most this many associations (after ordering)
};

/// Errors before anything is sent: not a StereoTales project, no association items, an unknown
/// condition, a missing key, an untrusted endpoint.
Result<StRunSummary> runHarmRating(storage::Project &project, const HarmRatingOptions &options,
    const StProgressFn &progress = {}, std::stop_token stop = {});

/// The association keys in the order a harm run with `seed` asks them (the order the run uses).
std::vector<std::string> harmQuestionOrder(const std::vector<std::string> &associationKeys, std::uint64_t seed);

/// Add the associations of an st_associations.csv (`stereotales analyze`: base_attribute,
/// base_value, attribute, value, ...) as association items, skipping those the project has.
/// Returns how many were added; errors name file:line.
Result<std::size_t> addAssociationItems(storage::Project &project, const std::string &csvPath);

} // namespace rl::inference::stereotales

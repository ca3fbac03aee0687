// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// `stereotales generate|extract|rate-harm`: the StereoTales runs (engine/inference/stereotales/strun.h),
// with the options, progress lines and exit codes of `infer`.
#include "app/cli/cmd_stereotales_run.h"

#include "app/cli/cli.h"
#include "engine/inference/inferencerun.h"
#include "engine/inference/stereotales/strun.h"
#include "engine/storage/project.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <map>
#include <stop_token>

namespace rl::cli {

namespace {

const char *kCommon = R"(
  --limit N           at most N requests' worth (prompts, stories or associations) in this run
  --concurrency N     simultaneous requests (default 4)
  --rpm N             requests per minute (default unlimited)
  --timeout SECONDS   per request (default 180)
  --retries N         attempts per request, first included (default 5)
  --base-url URL      override the condition's endpoint (e.g. a local server)
  --trust-endpoints   trust the condition's endpoint of a project created elsewhere (see infer --help)

Provider batch (openai, anthropic and gemini conditions):
  --batch             submit the missing requests through the provider's batch engine (half price,
                      results within 24 h); interrupted, the same command polls the jobs already
                      submitted instead of sending their requests again
  --poll-interval S   seconds between status polls at first (default 30; grows x1.5 up to 600)
  --batch-attempts N  submissions per request before it counts as failed (default 3)
  --batch-size N      at most N requests per job (default: the provider's limit)

Answers are stored in PROJECT as they arrive; running the same command again after a crash or
Ctrl-C sends only what is missing. The API key is read from the environment variable named by the
condition's api_key_env and never stored. Exit status: 0 all answered, 1 some request failed or
the run stopped, 2 usage error.
)";

const char *kGenerateHelp = R"(usage: raterlab-cli stereotales generate PROJECT --condition ID [--language L]... [options]

Generate one story per prompt of the grid with the generator model condition ID: the prompt's text
in its language, the answer stored as a story (model = ID, the prompt's language, attribute and
value; refused is decided by the extraction).

  --condition ID      the generator model (a condition of the project)
  --language L        a language of the grid (repeat for several; default every language))";

const char *kExtractHelp = R"(usage: raterlab-cli stereotales extract PROJECT --extractor ID [--extractor ID]... [options]

Read every story that an extractor has not answered yet with that extractor model condition: a
refusal check first, then one value of its closed set (or unknown) per attribute, as strict JSON. A
value outside the set is read as unknown and counted; an unreadable answer is a failure with its
reason, sent again by the next run. The analysis combines the extractors by strict majority.

  --extractor ID      an extractor model condition (repeat, or ID,ID,..., for several; run in turn))";

const char *kRateHarmHelp = R"(usage: raterlab-cli stereotales rate-harm PROJECT --condition ID [--seed N] [options]

Ask the model condition ID to rate every association of the project for harm (1-5, 5 = strongly
agree it is harmful) and realism (yes, no, idk); `stereotales harm` compares its ratings with the
human ones. The questions go out in an order fixed by the seed (a hash of seed and association).

  --condition ID      the harm-rater model (a condition of the project)
  --seed N            seed of the question order (default 42; printed and stored with the run)
  --associations FILE add the associations of an st_associations.csv (stereotales analyze) first)";

std::stop_source *g_stop = nullptr;

extern "C" void onStSignal(int)
{
    if (g_stop)
        g_stop->request_stop();
}


const std::vector<std::string> kValued {"limit", "concurrency", "rpm", "timeout", "retries", "base-url", "poll-interval",
                                        "batch-attempts", "batch-size"};
const std::vector<std::string> kFlags {"trust-endpoints", "batch"};

/// The options every StereoTales run shares (the names `infer` uses). Empty on success, else the usage error.
std::string readCommon(const Args &a, inference::stereotales::StRunOptions &o)
{
    o.run.baseUrl = a.value("base-url");
    o.run.trustEndpoints = a.has("trust-endpoints");
    o.batch = a.has("batch");
    int n = 0;
    if (a.has("limit")) {
        if (!parseNumber(a.value("limit"), n) || n < 0)
            return "--limit needs a non-negative integer";
        o.run.limit = n;
    }
    if (a.has("concurrency")) {
        if (!parseNumber(a.value("concurrency"), n) || n < 1)
            return "--concurrency needs a positive integer";
        o.run.scheduler.concurrency = n;
    }
    if (a.has("rpm")) {
        if (!parseNumber(a.value("rpm"), n) || n < 1)
            return "--rpm needs a positive integer";
        o.run.scheduler.requestsPerMinute = n;
    }
    if (a.has("timeout")) {
        if (!parseNumber(a.value("timeout"), n) || n < 1)
            return "--timeout needs a positive number of seconds";
        o.run.scheduler.timeoutMs = n * 1000.0;
    }
    if (a.has("retries")) {
        if (!parseNumber(a.value("retries"), n) || n < 1)
            return "--retries needs a positive integer";
        o.run.scheduler.maxAttempts = n;
    }
    if (!o.batch && (a.has("poll-interval") || a.has("batch-attempts") || a.has("batch-size")))
        return "--poll-interval, --batch-attempts and --batch-size need --batch";
    o.driver.http = o.run.scheduler;
    if (a.has("poll-interval")) {
        try {
            std::size_t used = 0;
            o.driver.pollIntervalSeconds = std::stod(a.value("poll-interval"), &used);
            if (used != a.value("poll-interval").size() || !(o.driver.pollIntervalSeconds > 0))
                throw std::invalid_argument("poll interval");
        } catch (...) {
            return "--poll-interval needs a positive number of seconds";
        }
        o.driver.pollMaxSeconds = std::max(o.driver.pollIntervalSeconds, o.driver.pollMaxSeconds);
    }
    if (a.has("batch-attempts")) {
        if (!parseNumber(a.value("batch-attempts"), n) || n < 1)
            return "--batch-attempts needs a positive integer";
        o.driver.maxAttempts = n;
    }
    if (a.has("batch-size")) {
        if (!parseNumber(a.value("batch-size"), n) || n < 1)
            return "--batch-size needs a positive integer";
        o.driver.maxRequestsPerJob = static_cast<std::size_t>(n);
    }
    return {};
}

std::vector<std::string> splitList(const std::vector<std::string> &values)
{
    std::vector<std::string> out;
    for (const auto &v : values) {
        std::size_t pos = 0;
        while (pos <= v.size()) {
            const std::size_t comma = v.find(',', pos);
            const std::string id = v.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
            if (!id.empty())
                out.push_back(id);
            if (comma == std::string::npos)
                break;
            pos = comma + 1;
        }
    }
    return out;
}

/// Runs `body` with Ctrl-C / SIGTERM cancelling through the stop token.
template <typename F>
auto withSignals(F &&body)
{
    std::stop_source stop;
    g_stop = &stop;
    std::signal(SIGINT, onStSignal);
    std::signal(SIGTERM, onStSignal);
    auto result = body(stop.get_token());
    g_stop = nullptr;
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    return result;
}

/// The progress line of `infer` (synchronous) or the jobs' state lines of `infer --batch`.
inference::stereotales::StProgressFn reporter()
{
    auto lastPrint = std::make_shared<std::chrono::steady_clock::time_point>(std::chrono::steady_clock::now() - std::chrono::seconds(10));
    auto printed = std::make_shared<std::map<std::int64_t, std::string>>();
    return [lastPrint, printed](const inference::stereotales::StRunProgress &sp) {
        if (sp.jobs) {
            for (const auto &job : sp.jobs->jobs) {
                const std::string line = job.state + " " + std::to_string(job.succeeded) + "/" + std::to_string(job.requests);
                if ((*printed)[job.id] == line)
                    continue;
                (*printed)[job.id] = line;
                std::fprintf(stderr, "batch job %lld (%s): %s, %lld of %lld requests succeeded, %lld failed\n",
                    static_cast<long long>(job.id), job.providerBatchId.empty() ? "not accepted" : job.providerBatchId.c_str(),
                    job.state.c_str(), static_cast<long long>(job.succeeded), static_cast<long long>(job.requests),
                    static_cast<long long>(job.failed));
            }
            return;
        }
        const auto now = std::chrono::steady_clock::now();
        if (now - *lastPrint < std::chrono::milliseconds(500))
            return;
        *lastPrint = now;
        const inference::RunProgress &p = sp.requests;
        std::fprintf(stderr, "\r%lld/%lld answered, %lld failed, %d in flight, %lld tokens, $%.4f, ETA %s   ",
            static_cast<long long>(p.answered), static_cast<long long>(p.totalRequests), static_cast<long long>(p.failed), p.inFlight,
            static_cast<long long>(p.inputTokens + p.outputTokens), p.costUsd,
            etaText(p.etaSeconds, p.serverWaitSeconds).c_str());
    };
}

/// The closing lines of a run; returns its exit code.
int summarize(const std::string &what, const std::string &conditionId, const inference::stereotales::StRunSummary &r)
{
    const inference::RunProgress &p = r.progress.requests;
    std::fprintf(stderr, "\n%s %s%s: %s — %lld answered, %lld reused from earlier runs, %lld failed; %lld input + %lld output tokens; "
                         "$%.4f%s; %.1f s\n",
        what.c_str(), conditionId.c_str(), r.batch ? " (batch)" : "", inference::runStatusName(r.status),
        static_cast<long long>(p.answered), static_cast<long long>(p.reused), static_cast<long long>(p.failed),
        static_cast<long long>(p.inputTokens), static_cast<long long>(p.outputTokens), p.costUsd,
        r.batch ? " at batch prices (50 % of the condition's)" : "", p.elapsedSeconds);
    if (r.progress.jobs)
        std::fprintf(stderr, "  jobs: %d submitted (%lld requests, %lld of them again), %d resumed from an earlier run, %d abandoned\n",
            r.progress.jobs->jobsSubmitted, static_cast<long long>(r.progress.jobs->requestsSubmitted),
            static_cast<long long>(r.progress.jobs->requestsResubmitted), r.progress.jobs->jobsRecovered, r.progress.jobs->jobsAbandoned);
    for (const auto &w : r.warnings)
        std::fprintf(stderr, "  warning: %s\n", w.c_str());
    for (const auto &[code, count] : r.failuresByCode)
        std::fprintf(stderr, "  failed with %s: %lld\n", code.c_str(), static_cast<long long>(count));
    if (r.stopReason)
        std::fprintf(stderr, "  stopped: %s\n", r.stopReason->message().c_str());
    return r.status == inference::RunStatus::Finished ? 0 : 1;
}

int usage(const std::string &verb, const std::string &why)
{
    std::cerr << "raterlab-cli stereotales " << verb << ": " << why << "\n";
    return 2;
}

} // namespace

int runStereoTalesGenerate(const std::vector<std::string> &args)
{
    Args a;
    std::string error;
    auto valued = kValued;
    valued.insert(valued.end(), {"condition", "language"});
    if (!parseArgs(args, valued, kFlags, a, error))
        return usage("generate", error);
    if (a.help) {
        std::cout << kGenerateHelp << kCommon;
        return 0;
    }
    if (a.positional.size() != 1 || !a.has("condition"))
        return usage("generate", "needs PROJECT and --condition ID (see --help)");
    inference::stereotales::GenerationOptions o;
    o.condition = a.value("condition");
    o.languages = splitList(a.values("language"));
    if (auto why = readCommon(a, o.st); !why.empty())
        return usage("generate", why);
    auto project = storage::Project::open(a.positional[0]);
    if (!project)
        return fail(project.error().message());
    auto result = withSignals([&](std::stop_token stop) { return inference::stereotales::runGeneration(*project, o, reporter(), stop); });
    if (!result)
        return fail(result.error().message());
    std::fprintf(stderr, "\n%lld stories written to %s\n", static_cast<long long>(result->storiesWritten), a.positional[0].c_str());
    return summarize("generation", o.condition, *result);
}

int runStereoTalesExtract(const std::vector<std::string> &args)
{
    Args a;
    std::string error;
    auto valued = kValued;
    valued.push_back("extractor");
    if (!parseArgs(args, valued, kFlags, a, error))
        return usage("extract", error);
    if (a.help) {
        std::cout << kExtractHelp << kCommon;
        return 0;
    }
    const auto extractors = splitList(a.values("extractor"));
    if (a.positional.size() != 1 || extractors.empty())
        return usage("extract", "needs PROJECT and --extractor ID (see --help)");
    inference::stereotales::ExtractionOptions o;
    if (auto why = readCommon(a, o.st); !why.empty())
        return usage("extract", why);
    auto project = storage::Project::open(a.positional[0]);
    if (!project)
        return fail(project.error().message());
    int code = 0;
    for (const auto &extractor : extractors) {
        o.extractor = extractor;
        auto result = withSignals([&](std::stop_token stop) { return inference::stereotales::runExtraction(*project, o, reporter(), stop); });
        if (!result)
            return fail(result.error().message());
        const int c = summarize("extraction", extractor, *result);
        std::fprintf(stderr, "  %lld refusals; attribute values read as unknown: %lld outside their closed set, %lld not strings, %lld left out\n",
            static_cast<long long>(result->refusals), static_cast<long long>(result->outsideSet),
            static_cast<long long>(result->wrongType), static_cast<long long>(result->missingAttributes));
        code = std::max(code, c);
        if (result->status == inference::RunStatus::Cancelled)
            break;
    }
    return code;
}

int runStereoTalesRateHarm(const std::vector<std::string> &args)
{
    Args a;
    std::string error;
    auto valued = kValued;
    valued.insert(valued.end(), {"condition", "seed", "associations"});
    if (!parseArgs(args, valued, kFlags, a, error))
        return usage("rate-harm", error);
    if (a.help) {
        std::cout << kRateHarmHelp << kCommon;
        return 0;
    }
    if (a.positional.size() != 1 || !a.has("condition"))
        return usage("rate-harm", "needs PROJECT and --condition ID (see --help)");
    inference::stereotales::HarmRatingOptions o;
    o.condition = a.value("condition");
    if (a.has("seed")) {
        try {
            std::size_t used = 0;
            o.seed = std::stoull(a.value("seed"), &used);
            if (used != a.value("seed").size() || a.value("seed").front() == '-')
                throw std::invalid_argument("seed");
        } catch (...) {
            return usage("rate-harm", "--seed needs a non-negative integer");
        }
    }
    if (auto why = readCommon(a, o.st); !why.empty())
        return usage("rate-harm", why);
    auto project = storage::Project::open(a.positional[0]);
    if (!project)
        return fail(project.error().message());
    if (a.has("associations")) {
        auto added = inference::stereotales::addAssociationItems(*project, a.value("associations"));
        if (!added)
            return fail(added.error().message());
        std::fprintf(stderr, "%zu associations added from %s\n", *added, a.value("associations").c_str());
    }
    auto result = withSignals([&](std::stop_token stop) { return inference::stereotales::runHarmRating(*project, o, reporter(), stop); });
    if (!result)
        return fail(result.error().message());
    std::string first;
    for (std::size_t i = 0; i < result->order.size() && i < 3; ++i)
        first += (i ? ", " : "") + result->order[i];
    std::fprintf(stderr, "\nquestion order: seed %llu (first: %s)\n", static_cast<unsigned long long>(result->orderSeed), first.c_str());
    return summarize("harm rating", o.condition, *result);
}

} // namespace rl::cli

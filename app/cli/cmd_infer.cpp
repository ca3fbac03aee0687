// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_infer.h"

#include "app/cli/cli.h"
#include "engine/inference/batch/batchrun.h"
#include "engine/inference/inferencerun.h"
#include "engine/inference/presets.h"
#include "engine/media/svgraster.h"
#include "engine/storage/project.h"
#include "engine/study/conditionjson.h"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <map>
#include <stop_token>

namespace rl::cli {

namespace {

const char *kHelp = R"(usage: raterlab-cli infer PROJECT --condition ID [options]

Run a model condition over the project's stimuli with its prompting strategy. Answers are
journalled in PROJECT as they arrive; running the same command again after a crash or Ctrl-C
sends only the requests that are still missing.

  --condition ID      a condition of the project, or one of the seed presets (added to the project):
                      gemma3_4b gemma3_12b gemma3_27b llama32_11b qwen3vl_4b_thinking gpt4omini
                      gemini25flash gemini25flash_nothink
  --items FILTER      factor=level[,level][;factor=level], e.g. "emotion=sad;race=Korean"
  --limit N           at most N stimuli (after the filter)
  --concurrency N     simultaneous requests (default 4)
  --rpm N             requests per minute (default unlimited)
  --timeout SECONDS   per request (default 180)
  --retries N         attempts per request, first included (default 5)
  --base-url URL      override the condition's endpoint (e.g. a local server)
  --round N           deliberation strategy: the round to run (default 1); round N > 1 shows each
                      item's own round N-1 answer and those of the --peers, anonymised, in an order
                      fixed per item by --seed
  --peers ID,ID,...   deliberation strategy: the other judges' conditions
  --seed N            deliberation strategy: seed of the peers' order (default 42)
  --trust-endpoints   a project created elsewhere sends nothing until its endpoints are trusted: this
                      trusts the condition's endpoint for this project (remembered in
                      ~/.config/raterlab/trusted-endpoints.json); projects created here need no trust

Provider batch (openai, anthropic and gemini conditions):
  --batch             submit the missing requests through the provider's batch engine (OpenAI Batch
                      API, Anthropic Message Batches, Gemini batch mode): billed at half the standard
                      price (the cost shown and stored is the condition's prices x 0.5), results
                      within 24 h. The command polls until every job has ended and its results are
                      in PROJECT. Interrupted (Ctrl-C, kill, crash), the same command resumes: it
                      polls the jobs already submitted instead of submitting their requests again.
                      Failed, errored and expired requests go into a later job (at most
                      --batch-attempts submissions each).
  --poll-interval S   seconds between status polls at first (default 30; grows x1.5 up to 600 while
                      nothing ends)
  --batch-attempts N  submissions per request before it counts as failed (default 3)
  --batch-size N      at most N requests per job (default: the provider's limit, 50,000 for OpenAI
                      and Gemini, 100,000 for Anthropic; jobs are also kept under the size limits)

The API key is read from the environment variable named by the condition's api_key_env.
Exit status: 0 all answered, 1 some request failed or the run stopped, 2 usage error.
)";

std::stop_source *g_stop = nullptr;

extern "C" void onSignal(int)
{
    if (g_stop)
        g_stop->request_stop();
}



/// `infer --batch`: the condition through its provider's batch engine (engine/inference/batch/batchrun.h).
int runInferBatch(storage::Project &project, const std::string &conditionId, const inference::RunOptions &runOptions,
    const Args &a)
{
    inference::batch::BatchOptions options;
    options.run = runOptions;
    options.driver.http = runOptions.scheduler;
    if (a.has("poll-interval")) {
        try {
            std::size_t used = 0;
            options.driver.pollIntervalSeconds = std::stod(a.value("poll-interval"), &used);
            if (used != a.value("poll-interval").size() || !(options.driver.pollIntervalSeconds > 0))
                throw std::invalid_argument("poll interval");
        } catch (...) {
            return fail("--poll-interval needs a positive number of seconds");
        }
        options.driver.pollMaxSeconds = std::max(options.driver.pollIntervalSeconds, options.driver.pollMaxSeconds);
    }
    int n = 0;
    if (a.has("batch-attempts")) {
        if (!parseNumber(a.value("batch-attempts"), n) || n < 1)
            return fail("--batch-attempts needs a positive integer");
        options.driver.maxAttempts = n;
    }
    if (a.has("batch-size")) {
        if (!parseNumber(a.value("batch-size"), n) || n < 1)
            return fail("--batch-size needs a positive integer");
        options.driver.maxRequestsPerJob = static_cast<std::size_t>(n);
    }

    std::stop_source stop;
    g_stop = &stop;
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    std::map<std::int64_t, std::string> printed; // job -> state last printed
    auto report = [&](const inference::batch::BatchRunProgress &p) {
        for (const auto &job : p.jobs.jobs) {
            const std::string line = job.state + " " + std::to_string(job.succeeded) + "/" + std::to_string(job.requests);
            if (printed[job.id] == line)
                continue;
            printed[job.id] = line;
            std::fprintf(stderr, "batch job %lld (%s): %s, %lld of %lld requests succeeded, %lld failed\n",
                static_cast<long long>(job.id), job.providerBatchId.empty() ? "not accepted" : job.providerBatchId.c_str(),
                job.state.c_str(), static_cast<long long>(job.succeeded), static_cast<long long>(job.requests),
                static_cast<long long>(job.failed));
        }
    };
    auto result = inference::batch::runBatch(project, conditionId, options, report, stop.get_token());
    g_stop = nullptr;
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (!result)
        return fail(result.error().message());
    const auto &bp = result->progress;
    const inference::RunProgress &p = bp.requests;
    std::fprintf(stderr,
        "condition %s (batch): %s — %lld answered, %lld reused from earlier runs, %lld failed, %lld not sent after a "
        "failure; %lld items completed; %lld input + %lld output tokens; $%.4f at batch prices (50 %% of the "
        "condition's); %.1f s\n",
        conditionId.c_str(), inference::runStatusName(result->status), static_cast<long long>(p.answered),
        static_cast<long long>(p.reused), static_cast<long long>(p.failed), static_cast<long long>(p.skipped),
        static_cast<long long>(p.itemsCompleted), static_cast<long long>(p.inputTokens),
        static_cast<long long>(p.outputTokens), p.costUsd, p.elapsedSeconds);
    std::fprintf(stderr, "  jobs: %d submitted (%lld requests, %lld of them again), %d resumed from an earlier run, %d abandoned\n",
        bp.jobs.jobsSubmitted, static_cast<long long>(bp.jobs.requestsSubmitted),
        static_cast<long long>(bp.jobs.requestsResubmitted), bp.jobs.jobsRecovered, bp.jobs.jobsAbandoned);
    if (bp.unknownResults + bp.duplicateResults + bp.unreadableResults > 0)
        std::fprintf(stderr, "  results ignored: %lld for unknown ids, %lld duplicates; %lld unreadable\n",
            static_cast<long long>(bp.unknownResults), static_cast<long long>(bp.duplicateResults),
            static_cast<long long>(bp.unreadableResults));
    for (const auto &w : result->warnings)
        std::fprintf(stderr, "  warning: %s\n", w.c_str());
    for (const auto &[code, count] : result->failuresByCode)
        std::fprintf(stderr, "  failed with %s: %lld\n", code.c_str(), static_cast<long long>(count));
    if (result->stopReason)
        std::fprintf(stderr, "  stopped: %s\n", result->stopReason->message().c_str());
    return result->status == inference::RunStatus::Finished ? 0 : 1;
}

} // namespace

int runInfer(const std::vector<std::string> &args)
{
    Args a;
    std::string error;
    if (!parseArgs(args, {"condition", "items", "limit", "concurrency", "base-url", "rpm", "timeout", "retries", "round", "peers", "seed",
                             "poll-interval", "batch-attempts", "batch-size"},
            {"trust-endpoints", "batch"},
            a, error)) {
        std::cerr << "raterlab-cli infer: " << error << "\n";
        return 2;
    }
    if (a.help) {
        std::cout << kHelp;
        return 0;
    }
    if (a.positional.size() != 1 || !a.has("condition")) {
        std::cerr << "raterlab-cli infer: needs PROJECT and --condition ID (see --help)\n";
        return 2;
    }
    inference::RunOptions options;
    options.imageConverter = [](std::string &mime, std::vector<std::uint8_t> &bytes) {
        return media::convertForModels(mime, bytes); // SVG stimuli (the demo's faces) as PNG
    };
    options.itemFilter = a.value("items");
    options.baseUrl = a.value("base-url");
    options.trustEndpoints = a.has("trust-endpoints");
    int n = 0;
    if (a.has("limit")) {
        if (!parseNumber(a.value("limit"), n) || n < 0)
            return fail("--limit needs a non-negative integer");
        options.limit = n;
    }
    if (a.has("concurrency")) {
        if (!parseNumber(a.value("concurrency"), n) || n < 1)
            return fail("--concurrency needs a positive integer");
        options.scheduler.concurrency = n;
    }
    if (a.has("rpm")) {
        if (!parseNumber(a.value("rpm"), n) || n < 1)
            return fail("--rpm needs a positive integer");
        options.scheduler.requestsPerMinute = n;
    }
    if (a.has("timeout")) {
        if (!parseNumber(a.value("timeout"), n) || n < 1)
            return fail("--timeout needs a positive number of seconds");
        options.scheduler.timeoutMs = n * 1000.0;
    }
    if (a.has("round")) {
        if (!parseNumber(a.value("round"), n) || n < 1)
            return fail("--round needs a positive integer");
        options.round = n;
    }
    if (a.has("peers")) {
        const std::string peers = a.value("peers");
        std::size_t pos = 0;
        while (pos <= peers.size()) {
            const std::size_t comma = peers.find(',', pos);
            const std::string id = peers.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
            if (!id.empty())
                options.peers.push_back(id);
            if (comma == std::string::npos)
                break;
            pos = comma + 1;
        }
    }
    if (a.has("seed")) {
        try {
            std::size_t used = 0;
            options.deliberationSeed = std::stoull(a.value("seed"), &used);
            if (used != a.value("seed").size())
                throw std::invalid_argument("trailing");
        } catch (...) {
            return fail("--seed needs a non-negative integer");
        }
    }
    if (a.has("retries")) {
        if (!parseNumber(a.value("retries"), n) || n < 1)
            return fail("--retries needs a positive integer");
        options.scheduler.maxAttempts = n;
    }

    const std::string path = a.positional[0];
    auto project = storage::Project::open(path);
    if (!project)
        return fail(project.error().message());
    const std::string conditionId = a.value("condition");
    {
        auto study = project->loadStudy();
        if (!study)
            return fail(study.error().message());
        if (study->findCondition(conditionId) < 0) {
            bool added = false;
            for (auto &preset : inference::seedConditionPresets())
                if (preset.id == conditionId) {
                    study->addCondition(preset);
                    storage::SaveSet set;
                    set.firstNewRating = study->ratings.size();
                    if (Status st = project->save(*study, set); !st)
                        return fail(st.error().message());
                    added = true;
                }
            if (!added)
                return fail("no condition '" + conditionId + "' in " + path + " and no preset of that name");
        }
        // An imported condition's predictions were made elsewhere: there is nothing to send (one line, why).
        if (const int ci = study->findCondition(conditionId); ci >= 0)
            if (const std::string why = study::notRunnableReason(study->conditions[static_cast<std::size_t>(ci)]); !why.empty())
                return fail(why);
    }

    if (a.has("batch"))
        return runInferBatch(*project, conditionId, options, a);
    if (a.has("poll-interval") || a.has("batch-attempts") || a.has("batch-size"))
        return fail("--poll-interval, --batch-attempts and --batch-size need --batch");

    std::stop_source stop;
    g_stop = &stop;
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);

    inference::InferenceRun run(*project, conditionId, options);
    auto lastPrint = std::chrono::steady_clock::now() - std::chrono::seconds(10);
    auto report = [&](const inference::RunProgress &p) {
        const auto now = std::chrono::steady_clock::now();
        if (now - lastPrint < std::chrono::milliseconds(500))
            return;
        lastPrint = now;
        std::fprintf(stderr, "\r%lld/%lld answered, %lld failed, %d in flight, %lld tokens, $%.4f, ETA %s   ",
            static_cast<long long>(p.answered), static_cast<long long>(p.totalRequests),
            static_cast<long long>(p.failed), p.inFlight, static_cast<long long>(p.inputTokens + p.outputTokens),
            p.costUsd, etaText(p.etaSeconds, p.serverWaitSeconds).c_str());
    };
    auto result = run.run(report, stop.get_token());
    g_stop = nullptr;
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (!result)
        return fail(result.error().message());
    const inference::RunProgress &p = result->progress;
    std::fprintf(stderr,
        "\ncondition %s: %s — %lld answered, %lld reused from earlier runs, %lld failed, %lld not sent after a "
        "failure; %lld items completed; %lld input + %lld output tokens; $%.4f; %.1f s\n",
        conditionId.c_str(), inference::runStatusName(result->status), static_cast<long long>(p.answered),
        static_cast<long long>(p.reused), static_cast<long long>(p.failed), static_cast<long long>(p.skipped),
        static_cast<long long>(p.itemsCompleted), static_cast<long long>(p.inputTokens),
        static_cast<long long>(p.outputTokens), p.costUsd, p.elapsedSeconds);
    if (p.imagesConverted > 0)
        std::fprintf(stderr, "  images: %lld stimuli converted for the model (kept in the project for later runs)\n",
            static_cast<long long>(p.imagesConverted));
    if (result->commitTransactions > 0)
        std::fprintf(stderr, "  journal: %lld transactions (group commit, largest %lld requests)\n",
            static_cast<long long>(result->commitTransactions), static_cast<long long>(result->largestCommitGroup));
    for (const auto &[code, count] : result->failuresByCode)
        std::fprintf(stderr, "  failed with %s: %lld\n", code.c_str(), static_cast<long long>(count));
    if (result->stopReason)
        std::fprintf(stderr, "  stopped: %s\n", result->stopReason->message().c_str());
    return result->status == inference::RunStatus::Finished ? 0 : 1;
}

} // namespace rl::cli

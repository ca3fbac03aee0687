// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// `jury run`: a judge panel over one corpus under one prompt condition, rounds R1..RN
// (engine/inference/jury/juryrun.h), on the same journal as `infer`.
#include "app/cli/cmd_jury_run.h"

#include "app/cli/cli.h"
#include "engine/inference/jury/juryrun.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <stop_token>

namespace rl::cli {

namespace {

const char *kHelp = R"(usage: raterlab-cli jury run PROJECT --corpus NAME --judges ID,ID,... [options]

Run a panel of LLM judges over one corpus of a jury project. Each judge answers every sentence pair
of the corpus with an integer score 1-5 and a rationale; answers are journalled in PROJECT as they
arrive (a crash or Ctrl-C loses nothing: the same command sends only what is missing).

  --corpus NAME        a corpus of the project (raterlab-cli info lists them)
  --judges ID,...      the panel: judge ids (conditions from `import conditions`)
  --condition C        prompt condition: blind (default), rubric, random-anchor, gold-plus-one,
                       rubric-random-anchor; a judge without a condition for it gets one,
                       "<judge>.<condition>", copied from its base condition and saved first.
                       The anchors' seed is the condition's `seed` (42 when unset).
  --rounds N           deliberation rounds (default 1): in round r > 1 each judge sees its own
                       previous answer and the other judges' scores and rationales, anonymised,
                       in an order fixed per item by --seed
  --seed N             seed of that order (default 42)
  --limit N            at most N pairs of the corpus
  --concurrency N      simultaneous requests per judge (default 4)
  --base-url URL       override the judges' endpoint (e.g. a local server)
  --timeout SECONDS    per request (default 180)
  --retries N          attempts per request, first included (default 5)

Prints a JSON summary on stdout (per judge and round: answered, failed, reused, tokens, cost,
seconds). Exit status: 0 every request answered, 1 some failed or the run stopped, 2 usage error.
)";

std::stop_source *g_stop = nullptr;

extern "C" void onJurySignal(int)
{
    if (g_stop)
        g_stop->request_stop();
}

bool positiveInt(const std::string &s, int &out)
{
    try {
        std::size_t used = 0;
        out = std::stoi(s, &used);
        return used == s.size() && out >= 1;
    } catch (...) {
        return false;
    }
}

std::vector<std::string> splitList(const std::string &text)
{
    std::vector<std::string> out;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t comma = text.find(',', pos);
        std::string id = text.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
        if (!id.empty())
            out.push_back(std::move(id));
        if (comma == std::string::npos)
            break;
        pos = comma + 1;
    }
    return out;
}

} // namespace

int runJuryRun(const std::vector<std::string> &args)
{
    Args a;
    std::string error;
    if (!parseArgs(args, {"corpus", "judges", "condition", "rounds", "seed", "limit", "concurrency", "base-url", "timeout", "retries"},
                   {}, a, error)) {
        std::cerr << "raterlab-cli jury run: " << error << "\n";
        return 2;
    }
    if (a.help) {
        std::cout << kHelp;
        return 0;
    }
    if (a.positional.size() != 1 || !a.has("corpus") || !a.has("judges")) {
        std::cerr << "raterlab-cli jury run: needs PROJECT, --corpus NAME and --judges ID,... (see --help)\n";
        return 2;
    }
    inference::jury::JuryRunOptions o;
    o.corpus = a.value("corpus");
    o.judges = splitList(a.value("judges"));
    o.condition = a.value("condition", "blind");
    o.run.baseUrl = a.value("base-url");
    int n = 0;
    if (a.has("rounds") && !positiveInt(a.value("rounds"), o.rounds))
        return fail("--rounds needs a positive integer");
    if (a.has("limit")) {
        if (!positiveInt(a.value("limit"), n))
            return fail("--limit needs a positive integer");
        o.run.limit = n;
    }
    if (a.has("concurrency")) {
        if (!positiveInt(a.value("concurrency"), n))
            return fail("--concurrency needs a positive integer");
        o.run.scheduler.concurrency = n;
    }
    if (a.has("timeout")) {
        if (!positiveInt(a.value("timeout"), n))
            return fail("--timeout needs a positive number of seconds");
        o.run.scheduler.timeoutMs = n * 1000.0;
    }
    if (a.has("retries")) {
        if (!positiveInt(a.value("retries"), n))
            return fail("--retries needs a positive integer");
        o.run.scheduler.maxAttempts = n;
    }
    if (a.has("seed")) {
        try {
            std::size_t used = 0;
            o.seed = std::stoull(a.value("seed"), &used);
            if (used != a.value("seed").size() || a.value("seed").front() == '-')
                throw std::invalid_argument("seed");
        } catch (...) {
            return fail("--seed needs a non-negative integer");
        }
    }

    std::stop_source stop;
    g_stop = &stop;
    std::signal(SIGINT, onJurySignal);
    std::signal(SIGTERM, onJurySignal);
    auto last = std::chrono::steady_clock::now() - std::chrono::seconds(10);
    auto report = inference::jury::runJuryPanel(
        a.positional[0], o,
        [&](const inference::jury::JuryRunStep &step, const inference::RunProgress &p) {
            const auto now = std::chrono::steady_clock::now();
            if (now - last < std::chrono::milliseconds(500))
                return;
            last = now;
            std::fprintf(stderr, "\rround %d, %s: %lld/%lld answered, %lld failed, $%.4f, ETA %s   ", step.round,
                         step.conditionId.c_str(), static_cast<long long>(p.answered),
                         static_cast<long long>(p.totalRequests), static_cast<long long>(p.failed), p.costUsd,
                         etaText(p.etaSeconds, p.serverWaitSeconds).c_str());
        },
        stop.get_token());
    g_stop = nullptr;
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (!report)
        return fail(report.error().message());

    nlohmann::ordered_json out;
    out["corpus"] = o.corpus;
    out["condition"] = o.condition;
    out["rounds"] = o.rounds;
    out["seed"] = o.seed;
    out["conditions"] = report->conditions;
    out["created_conditions"] = report->created;
    out["stopped"] = report->stopped;
    bool allAnswered = !report->stopped;
    auto &steps = out["runs"] = nlohmann::ordered_json::array();
    for (const auto &s : report->steps) {
        const auto &p = s.summary.progress;
        allAnswered = allAnswered && s.summary.status == inference::RunStatus::Finished;
        steps.push_back({{"judge", s.judge}, {"condition_id", s.conditionId}, {"round", s.round},
                         {"status", inference::runStatusName(s.summary.status)}, {"answered", p.answered},
                         {"reused", p.reused}, {"failed", p.failed}, {"input_tokens", p.inputTokens},
                         {"output_tokens", p.outputTokens}, {"cost_usd", p.costUsd}, {"seconds", p.elapsedSeconds}});
    }
    std::fprintf(stderr, "\n");
    std::cout << out.dump(2) << "\n";
    return allAnswered ? 0 : 1;
}

} // namespace rl::cli

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_plan.h"
#include "app/cli/cmd_plan_simulate.h"

#include "app/cli/cli.h"
#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/plan/resampling.h"
#include "engine/analysis/studykinds.h"
#include "engine/storage/project.h"

#include <algorithm>
#include <chrono>
#include <iostream>
#include <thread>

namespace rl::cli {

namespace {

const char *kPlanHelp = R"(usage: raterlab-cli plan PROJECT --out DIR [--items 50,100,...] [--raters 2,3,5,...] [--draws B]
                         [--seed N] [--target 0.95] [--epsilon E] [--group-by FACTOR] [--threads N]

How many items and how many human raters per item keep the study's replaceability verdict: for every
design (m items x k raters per item) draws B sub-studies of the study itself without replacement (m of
its items, then k of each item's human raters), judges each with the verdict pipeline of `analyze`, and
writes into DIR (created; all three files or none):
  plan.csv          one row per design x dimension x group x condition (condition `all`: the cell's
                    verdict): verdict_stable with verdict_stable_ci_low/_ci_high (Clopper-Pearson 95%),
                    alt_test_pass_rate, delta_alpha_ci_width, r_ci_width, human_mean_reliability,
                    human_ratings, model_cost_usd
  plan_summary.csv  per dimension x group x condition the smallest design (fewest human ratings)
                    whose verdict_stable reaches the target, with a one-sentence recommendation
  plan_methods.md   a methods paragraph citing the plan: designs, B, seed, target and per dimension the
                    smallest stable design (English)

  --items LIST      numbers of items, comma separated (default 50, 100, 200, ... and every item)
  --raters LIST     human raters per item, comma separated, each 2 or more and at most the most raters
                    of an item (default 2, 3, 5, 10, 20, 50 up to that most)
  --draws B         sub-studies per design (default 200)
  --seed N          seed of the draws (default 42); the results do not depend on --threads
  --target T        stability a recommended design reaches, in (0, 1] (default 0.95)
  --epsilon E       Alt-test cost-benefit parameter (default: the project's, 0.2)
  --group-by FACTOR group the items by this factor's levels (default: the project's, emotion)
  --threads N       worker threads (default: the machine's cores)
  --simulate KIND   the parametric simulation before any data, categorical or numeric, without PROJECT: its own
                    --categories --noise-humans --noise-model (categorical), --item-var --rater-var
                    --residual-var --model-bias --model-error-var (numeric, or fitted to a pilot with
                    --from PROJECT --dimension D [--condition C]), --annotators --pool-annotators --pool-items
                    --datasets (raterlab-cli plan --simulate categorical --help)
The thresholds of the verdict are the project's analysis options (as `analyze` uses them).
Progress goes to stderr. Exit status 0 on success, 2 for a bad flag or a design the study cannot give
(nothing is written), 1 otherwise.
)";

int usage(const std::string &reason)
{
    std::cerr << "raterlab-cli plan: " << reason << "\n";
    return 2;
}

/// A comma-separated list of whole numbers >= 1; false with `error` set otherwise.
bool parseList(const std::string &flag, const std::string &text, std::vector<std::size_t> &out, std::string &error)
{
    out.clear();
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t comma = std::min(text.find(',', pos), text.size());
        const std::string piece = text.substr(pos, comma - pos);
        std::size_t v = 0;
        if (!parseNumber(piece, v) || v < 1) {
            error = "--" + flag + " needs whole numbers of at least 1, comma separated, not '" + piece + "' (in '" + text + "')";
            return false;
        }
        out.push_back(v);
        pos = comma + 1;
    }
    return true;
}

} // namespace

int runPlan(const std::vector<std::string> &argv)
{
    // The parametric simulation has options of its own: it is recognised before they are parsed.
    if (wantsPlanSimulate(argv))
        return runPlanSimulate(argv);
    Args a;
    std::string err;
    if (!parseArgs(argv, {"out", "items", "raters", "draws", "seed", "target", "epsilon", "group-by", "threads"}, {}, a,
                   err))
        return usage(err);
    if (a.help) {
        std::cout << kPlanHelp;
        return 0;
    }
    if (a.positional.size() != 1)
        return usage("plan expects one PROJECT (see --help)");
    if (!a.has("out") || a.value("out").empty())
        return usage("plan needs --out DIR, the folder to write plan.csv, plan_summary.csv and plan_methods.md into");
    analysis::plan::PlanOptions options;
    if (a.has("items") && !parseList("items", a.value("items"), options.items, err))
        return usage(err);
    if (a.has("raters") && !parseList("raters", a.value("raters"), options.raters, err))
        return usage(err);
    if (a.has("draws") && (!parseNumber(a.value("draws"), options.draws) || options.draws < 1))
        return usage("--draws needs a whole number of at least 1, not '" + a.value("draws") + "'");
    if (a.has("seed") && !parseNumber(a.value("seed"), options.seed))
        return usage("--seed needs a non-negative integer, not '" + a.value("seed") + "'");
    if (a.has("target") && (!parseNumber(a.value("target"), options.target) || !(options.target > 0 && options.target <= 1)))
        return usage("--target needs a number in (0, 1], not '" + a.value("target") + "'");
    double epsilon = 0;
    if (a.has("epsilon") && (!parseNumber(a.value("epsilon"), epsilon) || !(epsilon >= 0 && epsilon < 1)))
        return usage("--epsilon needs a number in [0, 1), not '" + a.value("epsilon") + "'");
    options.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (a.has("threads") && (!parseNumber(a.value("threads"), options.threads) || options.threads < 1))
        return usage("--threads needs a whole number of at least 1, not '" + a.value("threads") + "'");

    auto project = storage::Project::open(a.positional[0]);
    if (!project)
        return fail(project.error().detail);
    auto loaded = project->loadStudy();
    if (!loaded)
        return fail(loaded.error().detail);
    const analysis::StudyKindEntry &kind = analysis::studyKindEntry(study::protocolOf(*loaded).kind);
    if (!kind.agreementSuite)
        return usage(std::string("plan resamples the verdict of the agreement suite (face and rating studies); a ")
                     + study::studyKindName(kind.kind) + " study has none");
    auto record = analysis::loadAnalysisOptions(*project);
    if (!record)
        return fail(record.error().detail);
    if (a.has("epsilon"))
        record->altTestEpsilon = epsilon;
    if (a.has("group-by")) {
        if (loaded->findFactor(a.value("group-by")) < 0)
            return usage(unknownName("factor", a.value("group-by"), [&] {
                std::vector<std::string> names;
                for (const auto &f : loaded->factors)
                    names.push_back(f.name);
                return names;
            }(), a.positional[0]));
        record->groupBy = a.value("group-by");
    }
    analysis::RatingAnalysisParts parts {true, false, false};
    options.analysis = plannedOptions(*loaded, *record, parts);
    auto costs = analysis::plan::costPerItem(*project, *loaded);
    if (!costs)
        return fail(costs.error().detail);
    options.costPerItem = *costs;

    Progress progress;
    int lastPercent = -1;
    progress.report = [&](std::string_view phase, std::int64_t done, std::int64_t total) {
        const int percent = total > 0 ? static_cast<int>(done * 100 / total) : 100;
        if (phase == "draws" && percent == lastPercent)
            return;
        if (phase == "draws")
            lastPercent = percent;
        std::cerr << "plan: " << phase << " " << done << "/" << total << "\n";
    };
    const auto start = std::chrono::steady_clock::now();
    auto plan = analysis::plan::planStudy(*loaded, options, progress);
    if (!plan)
        return plan.error().code == ErrorCode::Validation ? usage(plan.error().detail) : fail(plan.error().detail);
    if (auto written = analysis::plan::writePlanFiles(*plan, a.value("out")); !written)
        return fail(written.error().detail);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cerr << "plan: " << plan->options.items.size() * plan->options.raters.size() << " designs x " << plan->options.draws
              << " draws (seed " << plan->options.seed << ", " << plan->ratingsDrawn << " human ratings drawn) in " << seconds
              << " s; wrote " << a.value("out") << "/{plan.csv,plan_summary.csv,plan_methods.md}" << (loaded->synthetic ? " (synthetic demo)" : "")
              << "\n";
    return 0;
}

} // namespace rl::cli

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_plan_simulate.h"

#include "app/cli/cli.h"
#include "app/cli/studyoptions.h"
#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/plan/pilot.h"
#include "engine/analysis/plan/simulation.h"

#include <algorithm>
#include <cmath>
#include <iostream>
#include <thread>

namespace rl::cli {

namespace {

const char *kSimulateHelp = R"(usage: raterlab-cli plan --simulate categorical [--categories K] [--noise-humans H] [--noise-model F]
                        [DESIGN] --out DIR
       raterlab-cli plan --simulate numeric [--from PROJECT --dimension D [--condition C]]
                        [--item-var V] [--rater-var V] [--residual-var V]
                        [--model-bias M] [--model-error-var V] [DESIGN] --out DIR
DESIGN: [--annotators a] [--pool-annotators A] [--pool-items P] [--datasets D] [--draws B]
        [--items 30:200:10] [--epsilon 0,0.05,0.1,0.2] [--seed N] [--threads T]

Simulates the alternative annotator test (Alt-test) before any data exist: how its winning rate and
advantage probability grow with the number of items, for D synthetic data sets of P items rated by a
pool of A annotators and answered by a model; for each number of items n, B draws per data set of n
items and a annotators (without replacement), each tested at every epsilon.

  categorical  the Alt-test authors' generator (Calderon, Reichart & Dror 2025, appendix C): class
               priors from a flat Dirichlet over K categories, each item's gold label from them, and
               each annotator (the model) gives label c with probability H*prior(c) + (1 - H)*[c = gold]
               (F*prior(c) + (1 - F)*[c = gold]); accuracy scoring
  numeric      a crossed model: rating = item + rater + residual, item ~ N(0, item-var),
               rater ~ N(0, rater-var), residual ~ N(0, residual-var); the model answers
               item + model-bias + N(0, model-error-var); -RMSE scoring

  --from PROJECT         numeric: take the generator from a pilot study (docs/methods.md "Planning a
                         study"): the variances from the crossed human LMM of --dimension, the annotators
                         per draw from its median raters per item, the pool's annotators and items from
                         its raters and items; with --condition C the model's bias and error variance
                         from C's answers against the item means. A flag given as well overrides the
                         fitted value
  --dimension D          the pilot's numeric dimension (with --from)
  --condition C          the pilot's condition whose answers give the model's parameters (with --from;
                         without it the model keeps --model-bias and --model-error-var)

  --categories K         categories (default 4)
  --noise-humans H       the annotators' noise, 0..1 (default 0.3)
  --noise-model F        the model's noise, 0..1 (default 0.3)
  --item-var V           item variance (default 1)
  --rater-var V          rater variance (default 0.1)
  --residual-var V       residual variance (default 0.5)
  --model-bias M         the model's constant offset (default 0)
  --model-error-var V    the model's error variance (default 0.5)
  --annotators a         annotators per draw, at least 2 (default 3)
  --pool-annotators A    annotators of each data set, at least a (default 6)
  --pool-items P         items of each data set (default 500)
  --datasets D           data sets (default 20)
  --draws B              draws per data set and number of items (default 10)
  --items LIST           numbers of items: FROM:TO:STEP or a comma list, each 30..P (default 30:200:10)
  --epsilon LIST         epsilons, comma separated, each 0..1 (default 0,0.05,0.1,0.2)
  --seed N               seed (default 42); the results do not depend on --threads
  --threads T            worker threads (default: the processor's)

Writes DIR/simulation.csv (created; whole or not at all), one row per number of items and epsilon:
items, epsilon, winning_rate, advantage, advantage_p05, advantage_p95, datasets, draws, pass_rate,
winning_rate_se, advantage_se, valid_draws, kind, seed (docs/file-formats.md).
Exit status 0 on success, 2 for a usage error (nothing written), 1 when the file cannot be written.
)";

const std::vector<std::string> kCategoricalFlags {"categories", "noise-humans", "noise-model"};
const std::vector<std::string> kNumericFlags {"item-var",        "rater-var", "residual-var", "model-bias",
                                              "model-error-var", "from",      "dimension",    "condition"};
const std::vector<std::string> kDesignFlags {"annotators", "pool-annotators", "pool-items", "datasets", "draws",
                                             "items", "epsilon", "seed", "threads", "out", "simulate"};

/// At most this many numbers of items (--items): a curve, not a table of every n.
constexpr std::size_t kMaxSizes = 10000;

int usage(const std::string &reason)
{
    std::cerr << "raterlab-cli plan: --simulate: " << reason << " (see raterlab-cli plan --simulate categorical --help)\n";
    return 2;
}

bool parseDouble(const std::string &s, double &out)
{
    return !s.empty() && parseNumber(s, out) && std::isfinite(out);
}

std::vector<std::string> split(const std::string &s, char sep)
{
    std::vector<std::string> out;
    std::size_t pos = 0;
    while (true) {
        const std::size_t at = s.find(sep, pos);
        out.push_back(s.substr(pos, at == std::string::npos ? std::string::npos : at - pos));
        if (at == std::string::npos)
            return out;
        pos = at + 1;
    }
}

/// "FROM:TO:STEP" (FROM <= TO, STEP >= 1) or "n,n,...": the sizes, or an error sentence.
bool parseItems(const std::string &text, std::vector<std::size_t> &out, std::string &error)
{
    out.clear();
    if (text.find(':') != std::string::npos) {
        const auto parts = split(text, ':');
        std::size_t from = 0, to = 0, step = 0;
        if (parts.size() != 3 || !parseNumber(parts[0], from) || !parseNumber(parts[1], to) || !parseNumber(parts[2], step)) {
            error = "--items needs FROM:TO:STEP with whole numbers (e.g. 30:200:10), not '" + text + "'";
            return false;
        }
        if (from > to) {
            error = "--items " + text + ": FROM (" + parts[0] + ") is larger than TO (" + parts[1] + ")";
            return false;
        }
        if (step < 1) {
            error = "--items " + text + ": STEP must be at least 1";
            return false;
        }
        if ((to - from) / step >= kMaxSizes) {
            error = "--items " + text + " lists more than " + std::to_string(kMaxSizes) + " numbers of items";
            return false;
        }
        for (std::size_t n = from; n <= to; n += step) {
            out.push_back(n);
            if (to - n < step)
                break;
        }
        return true;
    }
    for (const std::string &p : split(text, ',')) {
        std::size_t n = 0;
        if (!parseNumber(p, n)) {
            error = "--items needs FROM:TO:STEP or whole numbers separated by commas, not '" + text + "'";
            return false;
        }
        out.push_back(n);
    }
    std::vector<std::size_t> sorted = out;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) {
        error = "--items " + text + " names a number of items twice";
        return false;
    }
    return true;
}

bool parseEpsilons(const std::string &text, std::vector<double> &out, std::string &error)
{
    out.clear();
    for (const std::string &p : split(text, ',')) {
        double e = 0;
        if (!parseDouble(p, e)) {
            error = "--epsilon needs numbers separated by commas (e.g. 0,0.05,0.1,0.2), not '" + text + "'";
            return false;
        }
        out.push_back(e);
    }
    return true;
}

} // namespace

bool wantsPlanSimulate(const std::vector<std::string> &args)
{
    return std::any_of(args.begin(), args.end(), [](const std::string &s) { return s == "--simulate" || s.rfind("--simulate=", 0) == 0; });
}

int runPlanSimulate(const std::vector<std::string> &argv)
{
    std::vector<std::string> withValue = kDesignFlags;
    withValue.insert(withValue.end(), kCategoricalFlags.begin(), kCategoricalFlags.end());
    withValue.insert(withValue.end(), kNumericFlags.begin(), kNumericFlags.end());
    Args a;
    std::string err;
    if (!parseArgs(argv, withValue, {}, a, err))
        return usage(err);
    if (a.help) {
        std::cout << kSimulateHelp;
        return 0;
    }
    if (!a.positional.empty())
        return usage("takes no PROJECT ('" + a.positional[0] + "'): it simulates a study before any data exist");

    analysis::plan::SimulationOptions o;
    const std::string kind = a.value("simulate");
    if (kind == "categorical")
        o.kind = analysis::plan::SimulationKind::Categorical;
    else if (kind == "numeric")
        o.kind = analysis::plan::SimulationKind::Numeric;
    else
        return usage("--simulate must be categorical or numeric, not '" + kind + "'");
    for (const std::string &f : o.kind == analysis::plan::SimulationKind::Numeric ? kCategoricalFlags : kNumericFlags)
        if (a.has(f))
            return usage("--" + f + " is an option of --simulate "
                         + (o.kind == analysis::plan::SimulationKind::Numeric ? "categorical" : "numeric") + ", not of --simulate "
                         + kind);
    if (!a.has("out") || a.value("out").empty())
        return usage("needs --out DIR");
    if (a.has("from") != a.has("dimension"))
        return usage(a.has("from") ? "--from PROJECT needs --dimension D, the pilot's numeric dimension to fit"
                                   : "--dimension needs --from PROJECT, the pilot study to fit");
    if (a.has("condition") && !a.has("from"))
        return usage("--condition needs --from PROJECT, the pilot study whose condition it names");
    if (a.has("from")) {
        // The pilot's fit first: every flag given as well overrides what it fitted.
        auto loaded = loadStudyWithOptions(a.value("from"), Args {}); // the project's options (no --option here)
        if (!loaded)
            return fail(loaded.error().detail);
        const analysis::RatingAnalysisOptions pilotOptions = plannedOptions(loaded->study, loaded->options, {true, false, false});
        auto pilot = analysis::plan::estimateFromPilot(loaded->study, a.value("dimension"), a.value("condition"), pilotOptions, o);
        if (!pilot)
            return pilot.error().code == ErrorCode::Validation ? usage("--from " + a.value("from") + ": " + pilot.error().detail)
                                                               : fail(pilot.error().detail);
        o = pilot->options;
        std::cerr << "plan: pilot " << a.value("from") << ", " << a.value("dimension") << ": " << pilot->items << " items, "
                  << pilot->humanRaters << " human raters, median " << pilot->medianRaters << " per item"
                  << (a.has("condition") ? ", condition " + a.value("condition") + " on " + std::to_string(pilot->modelItems)
                                                   + " items"
                                         : std::string())
                  << "\n";
    }

    auto count = [&](const char *name, std::size_t &target) {
        if (a.has(name) && !parseNumber(a.value(name), target)) {
            err = std::string("--") + name + " needs a whole number, not '" + a.value(name) + "'";
            return false;
        }
        return true;
    };
    auto number = [&](const char *name, double &target) {
        if (a.has(name) && !parseDouble(a.value(name), target)) {
            err = std::string("--") + name + " needs a number, not '" + a.value(name) + "'";
            return false;
        }
        return true;
    };
    if (a.has("categories") && !parseNumber(a.value("categories"), o.categories))
        return usage("--categories needs a whole number, not '" + a.value("categories") + "'");
    if (a.has("threads") && !parseNumber(a.value("threads"), o.threads))
        return usage("--threads needs a whole number, not '" + a.value("threads") + "'");
    if (!a.has("threads"))
        o.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (a.has("seed") && !parseNumber(a.value("seed"), o.seed))
        return usage("--seed needs a non-negative whole number, not '" + a.value("seed") + "'");
    if (!count("annotators", o.annotators) || !count("pool-annotators", o.poolAnnotators) || !count("pool-items", o.poolItems)
        || !count("datasets", o.datasets) || !count("draws", o.draws) || !number("noise-humans", o.noiseHumans)
        || !number("noise-model", o.noiseModel) || !number("item-var", o.itemVariance) || !number("rater-var", o.raterVariance)
        || !number("residual-var", o.residualVariance) || !number("model-bias", o.modelBias)
        || !number("model-error-var", o.modelErrorVariance))
        return usage(err);
    if (a.has("items") && !parseItems(a.value("items"), o.items, err))
        return usage(err);
    if (a.has("epsilon") && !parseEpsilons(a.value("epsilon"), o.epsilons, err))
        return usage(err);
    if (const auto bad = analysis::plan::validateSimulationOptions(o); !bad.empty())
        return usage(bad.front());

    Progress progress;
    progress.report = [](std::string_view phase, std::int64_t done, std::int64_t total) {
        std::cerr << "plan: " << phase << " " << done << "/" << total << "\n";
    };
    auto result = analysis::plan::simulate(o, progress);
    if (!result)
        return fail(result.error().detail);
    if (auto written = analysis::plan::writeSimulation(a.value("out"), *result); !written)
        return fail(written.error().detail);
    std::cerr << "plan: wrote " << a.value("out") << "/simulation.csv (" << result->rows.size() << " rows, seed " << o.seed
              << ")\n";
    return 0;
}

} // namespace rl::cli

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_jury_stats.h"

#include "app/cli/cli.h"
#include "app/cli/studyoptions.h"
#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/jury/juryanalysis.h"
#include "engine/analysis/jury/juryreport.h"
#include "engine/analysis/report.h"
#include "engine/storage/project.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iostream>

namespace rl::cli {

namespace {

const char *kJuryHelp = R"(usage: raterlab-cli jury analyze PROJECT --out DIR [--aggregate mean|median|both] [--cheap-max-price P]
                                 [--sizes 5,7,9,11] [--bootstrap B] [--seed N] [--threads T]
       raterlab-cli jury compare PROJECT --corpus NAME [--condition C] --a SUBSET --b SUBSET
                                 [--aggregate mean|median] [--bootstrap B] [--seed N]

analyze  the jury statistics of docs/methods.md section 8 on the round-1 answers (the rounds on every
         round), written into DIR (created): jury_judges.csv, jury_subsets.csv (every subset of
         size >= 2 of the judges per corpus x condition x aggregate), jury_summary.csv,
         jury_cross_corpus.csv, jury_strata.csv, jury_rounds.csv, analysis.json.
  --aggregate A         mean, median or both (default both)
  --cheap-max-price P   a judge is cheap when its input price is <= P USD per 1M tokens, or free (0.10)
  --sizes LIST          panel sizes of the size-restricted cross-corpus selections (5,7,9,11)
  --bootstrap B         resamples of every bootstrap (1000)
  --seed N              seed of every bootstrap (42)
  --threads T           worker threads of the subset search (2)

compare  rho(A) - rho(B) on one corpus with a paired bootstrap (the same resamples for both);
         SUBSET = judge ids joined by '+', e.g. j01+j04+j07 (a single judge is a subset of one).
         Prints {"rho_a", "rho_b", "delta", "ci_low", "ci_high", "p", "B", "seed", "n", "certain"}.
  --condition C         prompt condition (default blind)
  --aggregate A         mean or median (default mean)
The project's analysis options (jury_bootstrap, jury_seed, jury_cheap_max_price; saved by the GUI) apply
to analyze and compare unless a flag above or --option NAME=VALUE gives another value.
%OPTIONS%Exit status 0 on success, 1 with a one-line reason otherwise.
)";

/// The project's analysis options with the command's --option overrides, as the jury analysis takes them.
Result<analysis::jury::JuryAnalysisOptions> recordOptions(const std::string &path, const Args &a)
{
    auto loaded = loadStudyWithOptions(path, a);
    if (!loaded)
        return loaded.error();
    return analysis::juryAnalysisOptions(loaded->options);
}

void printHelp()
{
    std::string help = kJuryHelp;
    help.replace(help.find("%OPTIONS%"), 9, analysisOptionHelp());
    std::cout << help;
}


Result<analysis::jury::JuryData> loadJury(const std::string &path)
{
    auto project = storage::Project::open(path);
    if (!project)
        return project.error();
    auto study = project->loadStudy();
    if (!study)
        return study.error();
    auto data = analysis::jury::juryDataOf(*study);
    if (!data)
        return Error{data.error().code, path + ": " + data.error().detail};
    return data;
}

nlohmann::ordered_json number(double v)
{
    if (std::isnan(v))
        return nullptr;
    return v;
}

int runAnalyzeVerb(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {"out", "aggregate", "cheap-max-price", "sizes", "bootstrap", "seed", "threads", "option"}, {}, a, err))
        return fail("jury analyze: " + err);
    if (a.help) {
        printHelp();
        return 0;
    }
    if (a.positional.size() != 1)
        return fail("jury analyze expects one PROJECT (see raterlab-cli jury --help)");
    if (a.value("out").empty())
        return fail("jury analyze needs --out DIR");
    auto recorded = recordOptions(a.positional[0], a);
    if (!recorded)
        return fail(recorded.error().message());
    analysis::jury::JuryAnalysisOptions opt = *recorded;
    if (a.has("aggregate")) {
        const std::string g = a.value("aggregate");
        analysis::jury::Aggregate one;
        if (g == "both")
            opt.aggregates = {analysis::jury::Aggregate::Mean, analysis::jury::Aggregate::Median};
        else if (analysis::jury::parseAggregate(g, one))
            opt.aggregates = {one};
        else
            return fail("--aggregate must be mean, median or both, not '" + g + "'");
    }
    if (a.has("cheap-max-price")) {
        const std::string p = a.value("cheap-max-price");
        char *end = nullptr;
        opt.cheapMaxPrice = std::strtod(p.c_str(), &end);
        if (p.empty() || *end != '\0' || !(opt.cheapMaxPrice >= 0))
            return fail("--cheap-max-price needs a non-negative number, not '" + p + "'");
    }
    if (a.has("sizes")) {
        opt.sizes.clear();
        const std::string list = a.value("sizes");
        std::size_t pos = 0;
        while (pos <= list.size()) {
            const std::size_t comma = std::min(list.find(',', pos), list.size());
            int s = 0;
            if (!parseNumber(list.substr(pos, comma - pos), s) || s < 2)
                return fail("--sizes needs panel sizes >= 2 separated by commas, not '" + list + "'");
            opt.sizes.push_back(s);
            pos = comma + 1;
        }
    }
    if (a.has("bootstrap") && !parseNumber(a.value("bootstrap"), opt.bootstrap))
        return fail("--bootstrap needs a non-negative integer, not '" + a.value("bootstrap") + "'");
    if (a.has("seed") && !parseNumber(a.value("seed"), opt.seed))
        return fail("--seed needs a non-negative integer, not '" + a.value("seed") + "'");
    if (a.has("threads") && (!parseNumber(a.value("threads"), opt.threads) || opt.threads < 1))
        return fail("--threads needs a positive integer, not '" + a.value("threads") + "'");

    auto data = loadJury(a.positional[0]);
    if (!data)
        return fail(data.error().detail);
    auto result = analysis::jury::analyzeJury(*data, opt);
    if (!result)
        return fail(a.positional[0] + ": " + result.error().detail);
    const analysis::jury::JuryReportInfo info {analysis::programVersion(), a.positional[0]};
    if (auto written = analysis::jury::writeJuryOutput(a.value("out"), *data, *result, info); !written)
        return fail(written.error().detail);
    std::size_t subsets = 0;
    for (const auto &s : result->searches)
        subsets += s.subsetCount();
    for (const auto &note : result->notes)
        std::cerr << "jury analyze: note: " << note << "\n";
    std::cerr << "jury analyze: " << subsets << " subsets in " << result->searchSeconds << " s; wrote " << a.value("out")
              << "/{jury_judges,jury_subsets,jury_summary,jury_cross_corpus,jury_strata,jury_rounds}.csv, analysis.json\n";
    return 0;
}

int runCompareVerb(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {"corpus", "condition", "a", "b", "aggregate", "bootstrap", "seed", "option"}, {}, a, err))
        return fail("jury compare: " + err);
    if (a.help) {
        printHelp();
        return 0;
    }
    if (a.positional.size() != 1)
        return fail("jury compare expects one PROJECT (see raterlab-cli jury --help)");
    for (const char *required : {"corpus", "a", "b"})
        if (a.value(required).empty())
            return fail(std::string("jury compare needs --") + required);
    analysis::jury::Aggregate agg = analysis::jury::Aggregate::Mean;
    if (a.has("aggregate") && !analysis::jury::parseAggregate(a.value("aggregate"), agg))
        return fail("--aggregate must be mean or median, not '" + a.value("aggregate") + "'");
    auto recorded = recordOptions(a.positional[0], a); // the Subsets page compares with the analysis' B and seed
    if (!recorded)
        return fail(recorded.error().message());
    std::size_t B = recorded->bootstrap;
    std::uint64_t seed = recorded->seed;
    if (a.has("bootstrap") && !parseNumber(a.value("bootstrap"), B))
        return fail("--bootstrap needs a non-negative integer, not '" + a.value("bootstrap") + "'");
    if (a.has("seed") && !parseNumber(a.value("seed"), seed))
        return fail("--seed needs a non-negative integer, not '" + a.value("seed") + "'");
    auto data = loadJury(a.positional[0]);
    if (!data)
        return fail(data.error().detail);
    if (std::find(data->corpora.begin(), data->corpora.end(), a.value("corpus")) == data->corpora.end())
        return fail(unknownName("corpus", a.value("corpus"), data->corpora, a.positional[0]));
    auto cmp = analysis::jury::compareSubsets(*data, a.value("corpus"), a.value("condition", "blind"), a.value("a"),
                                              a.value("b"), agg, B, seed);
    if (!cmp)
        return fail(a.positional[0] + ": " + cmp.error().detail);
    const auto &pb = cmp->bootstrap;
    nlohmann::ordered_json out {{"rho_a", number(pb.rhoA)},   {"rho_b", number(pb.rhoB)},
                                {"delta", number(pb.delta)},  {"ci_low", number(pb.ciLow)},
                                {"ci_high", number(pb.ciHigh)}, {"p", number(pb.p)},
                                {"B", B},                     {"seed", seed},
                                {"n", pb.n},                  {"certain", pb.certain()},
                                {"corpus", cmp->corpus},      {"condition", cmp->condition},
                                {"aggregate", analysis::jury::aggregateName(agg)},
                                {"a", analysis::jury::subsetName(*data, cmp->a)},
                                {"b", analysis::jury::subsetName(*data, cmp->b)}};
    std::cout << out.dump(2) << "\n";
    return 0;
}

} // namespace

int runJuryStats(const std::vector<std::string> &args)
{
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        printHelp();
        return args.empty() ? 1 : 0;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (args[0] == "analyze")
        return runAnalyzeVerb(rest);
    if (args[0] == "compare")
        return runCompareVerb(rest);
    return fail("jury: unknown sub-verb '" + args[0] + "' (analyze, compare; see raterlab-cli jury --help)");
}

} // namespace rl::cli

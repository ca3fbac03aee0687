// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The `jury` verb: a dispatcher over its sub-verbs, and `jury hygiene`.
#include "app/cli/cmd_jury.h"

#include "app/cli/cli.h"
#include "app/cli/cmd_jury_run.h"
#include "app/cli/cmd_jury_stats.h"
#include "engine/io/corpus/hygiene.h"
#include "engine/io/csv.h"

#include <functional>
#include <iostream>
#include <map>

namespace rl::cli {

namespace {

const char *kJuryUsage = R"(usage: raterlab-cli jury SUBVERB [ARGS] (raterlab-cli jury SUBVERB --help for each)

  hygiene FILE [--format auto|stsb|korsts|klue|csv] [--map FROM=TO]...
                 the data-hygiene report of a sentence-pair corpus as JSON
  analyze PROJECT --out DIR [--aggregate mean|median|both] [--cheap-max-price P] [--sizes 5,7,9,11]
                 [--bootstrap B] [--seed N]
                 judges, every subset, summary, cross-corpus, strata, rounds (CSV) and analysis.json
  compare PROJECT --corpus NAME [--condition C] --a SUBSET --b SUBSET [--bootstrap B] [--seed N]
                 paired bootstrap of two panels' Spearman rho (JSON)
  run PROJECT --corpus NAME --judges ID,... [--condition C] [--rounds N] [--seed N] ...
                 run a judge panel (journalled, resumable; JSON summary)
)";

} // namespace

int runJuryHygiene(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {"format", "map"}, {}, a, err))
        return fail(err);
    if (a.help) {
        std::cout << "usage: raterlab-cli jury hygiene FILE [--format auto|stsb|korsts|klue|csv] [--map FROM=TO]...\n\n"
                     "Read a sentence-pair corpus correctly (STS-B/KorSTS: one record per line, split on TAB, a double\n"
                     "quote is an ordinary character) and print its hygiene report as JSON on stdout: records,\n"
                     "quote_risk_fields (fields that begin with a double quote), naive_records, naive_corrupted and\n"
                     "naive_swallowed (what Python's default csv.reader or pandas would make of the file),\n"
                     "dup_diff_score (identical sentence pairs with different scores), empty and overlong sentences,\n"
                     "and for a `grade` column which rounding rule reproduces it. Each finding lists lines and keys\n"
                     "(docs/file-formats.md). A file that cannot be read correctly is an error naming file:line:column.\n";
        return 0;
    }
    if (a.positional.size() != 1)
        return fail("jury hygiene expects one FILE (see --help)");
    io::corpus::CorpusFormat format = io::corpus::CorpusFormat::Auto;
    if (a.has("format") && !io::corpus::parseCorpusFormat(a.value("format"), format))
        return fail("--format must be auto, stsb, korsts, klue or csv, not '" + a.value("format") + "'");
    std::vector<std::pair<std::string, std::string>> map;
    for (const auto &m : a.values("map")) {
        auto parsed = io::parseMapping(m);
        if (!parsed)
            return fail(parsed.error().detail);
        map.push_back(*parsed);
    }
    auto report = io::corpus::hygieneOfFile(a.positional[0], format, map);
    if (!report)
        return fail(report.error().detail);
    io::corpus::writeHygieneJson(std::cout, *report); // streamed: no JSON tree of a 30 MB corpus in memory
    std::cout << "\n";
    return 0;
}

namespace {

int runJuryWith(const char *subverb, const std::vector<std::string> &args)
{
    std::vector<std::string> all {subverb};
    all.insert(all.end(), args.begin(), args.end());
    return runJuryStats(all);
}

} // namespace

int runJury(const std::vector<std::string> &argv)
{
    using SubVerb = std::function<int(const std::vector<std::string> &)>;
    const std::map<std::string, SubVerb> subverbs {
        {"hygiene", runJuryHygiene},
        // analyze and compare: cmd_jury_stats.cpp, which takes the sub-verb as its first argument
        {"analyze", [](const std::vector<std::string> &a) { return runJuryWith("analyze", a); }},
        {"compare", [](const std::vector<std::string> &a) { return runJuryWith("compare", a); }},
        {"run", runJuryRun},
    };
    if (argv.empty() || argv[0] == "--help" || argv[0] == "-h" || argv[0] == "help") {
        std::cout << kJuryUsage;
        return argv.empty() ? 2 : 0;
    }
    const auto it = subverbs.find(argv[0]);
    if (it == subverbs.end())
        return fail("'jury " + argv[0] + "' is not a sub-verb of this build (see raterlab-cli jury --help)");
    return it->second(std::vector<std::string>(argv.begin() + 1, argv.end()));
}

} // namespace rl::cli

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cli.h"
#include "raterlab_version.h"

#include "app/cli/cmd_analyze.h"
#include "app/cli/cmd_compare.h"
#include "app/cli/cmd_infer.h"
#include "app/cli/cmd_jury.h"
#include "app/cli/cmd_plan.h"
#include "app/cli/cmd_plan_simulate.h"
#include "app/cli/cmd_stereotales.h"
#include "engine/core/registry.h"
#include "engine/core/utf8.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <functional>
#include <iostream>
#include <map>

#include <unistd.h>

namespace {

const char *kUsage = R"(usage: raterlab-cli VERB [ARGS] (raterlab-cli VERB --help for each)
       raterlab-cli --version                 version and git commit

  demo PROJECT [--study face|jury|stereotales] [--seed N]   create a synthetic demo study (default: face)
  import stimuli|ratings|predictions|conditions PROJECT FILE [--map FROM=TO]... [--skip COLUMN]...
        [--dimension NAME:LO-HI[:integer|continuous]]... [--dimension NAME:categorical[:ordinal][:L1,L2,...]]...
        [--dimensions FILE.json] [--study face|rating] [--link-files]   declared dimensions (import --help)
  import corpus PROJECT FILE --corpus NAME [--format auto|stsb|korsts|klue|csv] [--map FROM=TO]...
  import judgments PROJECT FILE [--corpus NAME] [--map FROM=TO]...
  import stories|extractions|harm PROJECT FILE [--map FROM=TO]...
  export stimuli|ratings|predictions|conditions|dimensions PROJECT FILE
  info PROJECT                                JSON summary on stdout
  infer PROJECT --condition ID [--items FILTER] [--limit N] [--concurrency N] [--base-url URL]
        [--round N --peers ID,... [--seed N]] [--batch [--poll-interval S]]   --batch: the provider's batch engine
  analyze PROJECT --out DIR [--group-by FACTOR] [--only agreement|mixed|demographics] [--alpha-bootstrap B] [--seed N]
  plan PROJECT --out DIR [--items 50,100,...] [--raters 2,3,5,...] [--draws B] [--seed N] [--target 0.95] [--epsilon E]   study size: plan.csv
  compare PROJECT --conditions A,B[,...] --out DIR [--bootstrap B] [--seed N] [--group-by FACTOR]   2-8 conditions
  export-figure PROJECT --figure NAME [--condition ID] [--dimension D] --format svg|pdf|png [--dpi 300] [--width 3.25in] --out FILE
  export-table PROJECT --table NAME|all --format csv|latex|markdown|xlsx [--condition ID] [--group LEVEL] [--dimension D] --out FILE
  jury hygiene FILE [--format auto|stsb|korsts|klue|csv]   corpus hygiene report (JSON)
  jury run PROJECT --corpus NAME --judges ID,... [--condition blind|rubric|random-anchor|gold-plus-one|rubric-random-anchor] [--rounds N] [--seed N]
  jury analyze PROJECT --out DIR [--aggregate mean|median|both] [--cheap-max-price P] [--sizes 5,7,9,11] [--bootstrap B] [--seed N]
  jury compare PROJECT --corpus NAME [--condition C] --a SUBSET --b SUBSET [--bootstrap B] [--seed N]
  stereotales import-grid PROJECT SEEDS_DIR [--max-prompts N]   the published YAML seed folder as the project's prompt grid
  stereotales export-grid PROJECT DIR         the prompt grid back as a seed folder
  stereotales analyze PROJECT --out DIR [--by model|model-language] [--min-row-sum N] [--resamples B] [--seed N]
  stereotales harm PROJECT --out DIR          harm alignment of people and models
  stereotales generate PROJECT --condition ID [--language L]... [--limit N] [--batch] [--base-url URL]
  stereotales extract PROJECT --extractor ID... [--limit N] [--batch] [--base-url URL]
  stereotales rate-harm PROJECT --condition ID [--seed N] [--associations FILE] [--batch] [--base-url URL]
  plan --simulate categorical|numeric [--categories K] [--noise-humans H] [--noise-model F] [--annotators a]
        [--pool-annotators A] [--pool-items P] [--datasets D] [--draws B] [--items 30:200:10]
        [--epsilon 0,0.05,0.1,0.2] [--seed N] --out DIR   Alt-test simulation before any data (simulation.csv)
  plan --simulate numeric --from PROJECT --dimension D [--condition C] [--item-var V] [--rater-var V]
        [--residual-var V] [--model-bias M] [--model-error-var V] --out DIR   the numeric one fitted to a pilot study
  methods PROJECT [--language en|ko]          APA methods paragraph of the study's kind
  report PROJECT --out FILE.html|FILE.pdf [--language en|ko]   whole-study report: methods, tables, figures
)";
const char *kUsageEnd = "\nExit status 0 on success; otherwise non-zero, with the reason on stderr.\n";

rl::Registry<rl::cli::CliVerb> &verbRegistry()
{
    static rl::Registry<rl::cli::CliVerb> r;
    return r;
}

/// export-figure and export-table paint with Qt: they run in raterlab-cli-figures (app/cli/CMakeLists.txt),
/// found next to this executable, which replaces this process (same arguments, same exit code).
int runFiguresHelper(int argc, char **argv)
{
#ifdef RL_FIGURES_HELPER
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (ec)
        self = fs::absolute(argv[0], ec);
    const std::string helper = (self.parent_path() / RL_FIGURES_HELPER).string();
    std::vector<char *> args(argv, argv + argc);
    args[0] = const_cast<char *>(helper.c_str());
    args.push_back(nullptr);
    execv(helper.c_str(), args.data());
    return rl::cli::fail(helper + ": " + std::strerror(errno) + " (the figure and table verbs run in this program)");
#else
    return rl::cli::fail("'" + std::string(argv[1])
        + "' is not a verb of this build (built with RL_BUILD_GUI=OFF: figures and tables need the Qt painter)");
#endif
}

} // namespace

namespace rl::cli {

CliVerbRegistration::CliVerbRegistration(CliVerb verb)
{
    verbRegistry().add(std::move(verb));
}

std::vector<const CliVerb *> registeredVerbs()
{
    return verbRegistry().all();
}

int runMain(int argc, char **argv)
{
    using Verb = std::function<int(const std::vector<std::string> &)>;
    std::map<std::string, Verb> verbs {
        {"demo", rl::cli::runDemo},
        {"import", rl::cli::runImport},
        {"export", rl::cli::runExport},
        {"info", rl::cli::runInfo},
        {"infer", rl::cli::runInfer},
        {"analyze", rl::cli::runAnalyze},
        {"compare", rl::cli::runCompare},
        {"jury", rl::cli::runJury},
        {"stereotales", rl::cli::runStereoTales},
        {"methods", rl::cli::runMethods},
        {"plan", rl::cli::runPlan},
    };
    std::string usage = kUsage;
    for (const CliVerb *v : registeredVerbs()) {
        const bool taken = verbs.count(v->name) || v->name == "export-figure" || v->name == "export-table"
            || v->name == "report";
        usage += taken ? "  (" + v->name + ": a registered verb of that name is ignored; the program has one)\n" : v->usage;
        if (!taken)
            verbs.emplace(v->name, v->run);
    }
    usage += kUsageEnd;
    if (argc >= 2 && std::string(argv[1]) == "--version") {
        std::cout << "raterlab-cli " << RL_VERSION_STRING << "\n";
        return 0;
    }
    if (argc < 2 || std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h" || std::string(argv[1]) == "help") {
        std::cout << usage;
        return argc < 2 ? 2 : 0;
    }
    const std::string verb = argv[1];
    if (verb == "export-figure" || verb == "export-table" || verb == "report")
        return runFiguresHelper(argc, argv);
    auto it = verbs.find(verb);
    if (it == verbs.end())
        return rl::cli::fail("'" + verb + "' is not a verb of this build (see raterlab-cli --help)");
    std::vector<std::string> args(argv + 2, argv + argc);
    // No exception ends a verb as an abort (rc 134): one that escapes the engine's Result<T> contract is a
    // bug, reported as a clear error (its message quoted as valid UTF-8, at most 200 characters) with rc 1.
    try {
        return it->second(args);
    } catch (const std::exception &e) {
        return rl::cli::fail("internal error in '" + verb + "': " + rl::excerpt(e.what(), 200)
            + " (nothing more was done; please report this with the command that caused it)");
    } catch (...) {
        return rl::cli::fail("internal error in '" + verb + "' (nothing more was done; please report this with the command that caused it)");
    }
}

} // namespace rl::cli

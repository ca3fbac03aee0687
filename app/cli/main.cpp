// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cli.h"
#include "raterlab_version.h"

#include <functional>
#include <iostream>
#include <map>

#if __has_include("app/cli/cmd_infer.h")
#include "app/cli/cmd_infer.h"
#define RL_HAVE_INFER 1
#endif
#if __has_include("app/cli/cmd_figure.h")
#include "app/cli/cmd_figure.h"
#define RL_HAVE_FIGURE 1
#endif
#if __has_include("app/cli/cmd_analyze.h")
#include "app/cli/cmd_analyze.h"
#define RL_HAVE_ANALYZE 1
#endif

namespace {

const char *kUsage = R"(usage: raterlab-cli VERB [ARGS] (raterlab-cli VERB --help for each)
       raterlab-cli --version                 version and git commit

  demo PROJECT [--seed N]                     create the synthetic demo face study
  import stimuli|ratings|predictions|conditions PROJECT FILE [--map FROM=TO]...
  export stimuli|ratings|predictions|conditions PROJECT FILE
  info PROJECT                                JSON summary on stdout
  infer PROJECT --condition ID [--items FILTER] [--limit N] [--concurrency N] [--base-url URL]
  analyze PROJECT --out DIR [--only agreement|mixed|demographics]
  export-figure PROJECT --figure NAME [--condition ID] [--dimension D] --format svg|pdf|png [--dpi 300] [--width 3.25in] --out FILE
  export-table PROJECT --table NAME --format csv|latex|markdown --out FILE
)";

} // namespace

int main(int argc, char **argv)
{
    using Verb = std::function<int(const std::vector<std::string> &)>;
    std::map<std::string, Verb> verbs {
        {"demo", rl::cli::runDemo},
        {"import", rl::cli::runImport},
        {"export", rl::cli::runExport},
        {"info", rl::cli::runInfo},
#ifdef RL_HAVE_INFER
        {"infer", rl::cli::runInfer},
#endif
#ifdef RL_HAVE_ANALYZE
        {"analyze", rl::cli::runAnalyze},
#endif
#ifdef RL_HAVE_FIGURE
        {"export-figure", rl::cli::runExportFigure},
        {"export-table", rl::cli::runExportTable},
#endif
    };
    if (argc >= 2 && std::string(argv[1]) == "--version") {
        std::cout << "raterlab-cli " << RL_VERSION_STRING << "\n";
        return 0;
    }
    if (argc < 2 || std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h" || std::string(argv[1]) == "help") {
        std::cout << kUsage;
        return argc < 2 ? 2 : 0;
    }
    const std::string verb = argv[1];
    auto it = verbs.find(verb);
    if (it == verbs.end())
        return rl::cli::fail("'" + verb + "' is not a verb of this build (see raterlab-cli --help)");
    std::vector<std::string> args(argv + 2, argv + argc);
    return it->second(args);
}

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The toy kind's own command-line verb, registered from its own folder (app/cli/cli.h CliVerbRegistration): the
// CLI half of the seam. `raterlab-cli toy items PROJECT` prints how many items a toy study has.

#include "app/cli/cli.h"
#include "engine/storage/project.h"
#include "engine/study/study.h"
#include "tests/kinds/toy/engine/toykind.h"

#include <iostream>

namespace rl::toy {
namespace {

const char *kToyUsage = "usage: raterlab-cli toy items PROJECT   how many items the toy study has\n";

int runToy(const std::vector<std::string> &argv)
{
    cli::Args a;
    std::string err;
    if (!cli::parseArgs(argv, {}, {}, a, err))
        return cli::fail(err);
    if (a.help) {
        std::cout << kToyUsage;
        return 0;
    }
    if (a.positional.size() != 2 || a.positional[0] != "items")
        return cli::fail("toy expects: items PROJECT (see --help)");
    auto project = storage::Project::open(a.positional[1]);
    if (!project)
        return cli::fail(project.error().message());
    auto study = project->loadStudy();
    if (!study)
        return cli::fail(study.error().message());
    if (!(study->protocol.kind == toyKind()))
        return cli::fail("'" + a.positional[1] + "' is a " + study::studyKindName(study->protocol.kind)
                         + " study, not a toy study");
    std::cout << study->items.size() << " toy items\n";
    return 0;
}

// The toy's verb, and one that takes a name the program has: the program keeps its own `info`.
const cli::CliVerbRegistration kToyVerb {{"toy", runToy, "  toy items PROJECT                          the toy kind's own verb\n"}};
const cli::CliVerbRegistration kTakenVerb {{"info", [](const std::vector<std::string> &) { return 99; }, "  info (the toy's)\n"}};

} // namespace
} // namespace rl::toy

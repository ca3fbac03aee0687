// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cli.h"

#include "engine/analysis/methodstext.h"
#include "engine/storage/project.h"

#include <iostream>

namespace rl::cli {

namespace {

const char *kMethodsUsage = R"(usage: raterlab-cli methods PROJECT [--language en|ko]

Prints the APA-style methods paragraph of PROJECT for its study kind, then the references. The same
text opens `raterlab-cli report`.
  face, rating  what humans rated (read from the ratings), every model condition with every parameter,
                its requests, failures, tokens and cost from the project's journal, the statistics with
                their thresholds and seeds
  jury          the corpora with their import hygiene findings, the judges and prompt conditions with
                their parameters, the rounds, the subset search and its bootstrap, the strata
  stereotales   the prompt grid and its counts, the generator models, the extractors and the ensemble
                rule, the association tests with their sampler and seed, the spread, the harm alignment
)";

} // namespace

bool parseLanguage(const std::string &value, analysis::MethodsLanguage &out)
{
    if (value.empty() || value == "en")
        out = analysis::MethodsLanguage::English;
    else if (value == "ko")
        out = analysis::MethodsLanguage::Korean;
    else
        return false;
    return true;
}

int runMethods(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {"language"}, {}, a, err))
        return fail(err);
    if (a.help) {
        std::cout << kMethodsUsage;
        return 0;
    }
    if (a.positional.size() != 1)
        return fail("methods expects one PROJECT (see --help)");
    analysis::MethodsLanguage language;
    if (!parseLanguage(a.value("language"), language))
        return fail("--language must be en or ko, not '" + a.value("language") + "'");
    auto project = storage::Project::open(a.positional[0]);
    if (!project)
        return fail(project.error().message());
    auto study = project->loadStudy();
    if (!study)
        return fail(study.error().message());
    auto facts = analysis::collectMethodsFacts(*study, project->path(), {});
    if (!facts)
        return fail(facts.error().message());
    std::cout << analysis::methodsParagraph(*facts, language) << "\n\n";
    for (const std::string &ref : analysis::methodsReferences(*facts))
        std::cout << ref << "\n";
    return 0;
}

} // namespace rl::cli

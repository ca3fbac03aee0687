// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_compare.h"

#include "app/cli/cli.h"
#include "engine/analysis/compare/comparisonfiles.h"
#include "engine/analysis/registry.h"
#include "engine/storage/project.h"

#include <iostream>

namespace rl::cli {

namespace {

const char *kCompareHelp = R"(usage: raterlab-cli compare PROJECT --conditions A,B[,...] --out DIR [--bootstrap B] [--seed N]
                           [--group-by FACTOR]

Compares 2 to 8 model conditions on the items all of them answered (docs/methods.md section 3.6,
"Comparing conditions"): per condition and statistic (r, rho, bias, limits of agreement, delta-alpha, W1SD,
accuracy, kappa, macro-F1), overall and per group, the estimate with its CI; per pair of conditions
Williams' t (r), the paired t-test (bias), McNemar (accuracy) and the paired bootstrap (rho,
delta-alpha, W1SD, kappa, macro-F1), with Benjamini-Hochberg q over every test written.
Writes DIR/comparison_estimates.csv and DIR/comparison_tests.csv (full precision; NA = undefined).
  --conditions LIST   condition ids joined by ',' (2 to 8), in the order shown
  --bootstrap B       resamples of the percentile bootstrap (2000; 0 = no bootstrap CIs or tests)
  --seed N            seed of the bootstrap (42), written in every row
  --group-by FACTOR   the grouping factor (default: the study protocol's, emotion for the face study)
Exit status 0 on success, 1 with a one-line reason otherwise.
)";


} // namespace

int runCompare(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {"conditions", "out", "bootstrap", "seed", "group-by"}, {}, a, err))
        return fail("compare: " + err);
    if (a.help) {
        std::cout << kCompareHelp;
        return 0;
    }
    if (a.positional.size() != 1 || !a.has("out") || !a.has("conditions"))
        return fail("compare: usage: raterlab-cli compare PROJECT --conditions A,B[,...] --out DIR (see --help)");
    analysis::compare::CompareOptions options;
    const std::string list = a.value("conditions");
    for (std::size_t pos = 0; pos <= list.size();) {
        const std::size_t comma = std::min(list.find(',', pos), list.size());
        if (comma > pos)
            options.conditions.push_back(list.substr(pos, comma - pos));
        pos = comma + 1;
    }
    if (a.has("bootstrap") && !parseNumber(a.value("bootstrap"), options.bootstrap))
        return fail("compare: --bootstrap needs a non-negative integer, not '" + a.value("bootstrap") + "'");
    if (a.has("seed") && !parseNumber(a.value("seed"), options.seed))
        return fail("compare: --seed needs a non-negative integer, not '" + a.value("seed") + "'");

    auto project = storage::Project::open(a.positional[0]);
    if (!project)
        return fail(project.error().detail);
    auto loaded = project->loadStudy();
    if (!loaded)
        return fail(loaded.error().detail);
    analysis::RatingAnalysisOptions base;
    base.groupBy = a.value("group-by");
    if (!base.groupBy.empty() && loaded->findFactor(base.groupBy) < 0)
        return fail("compare: no factor '" + base.groupBy + "' in " + a.positional[0]);
    const analysis::AnalysisPlan plan = analysis::analysisPlanFor(*loaded, base);
    if (!plan.runs)
        return fail("compare: " + (plan.notes.empty() ? std::string("this study kind has analyses of its own")
                                                      : plan.notes.front()));
    options.analysis = plan.options;

    Progress progress;
    progress.report = [](std::string_view phase, std::int64_t done, std::int64_t total) {
        std::cerr << "compare: " << phase << " " << done << "/" << total << "\n";
    };
    auto result = analysis::compare::compareConditions(*loaded, options, progress);
    if (!result)
        return fail("compare: " + result.error().detail);
    if (auto written = analysis::compare::writeComparisonFiles(*result, a.value("out")); !written)
        return fail(written.error().detail);
    for (const auto &note : result->notes)
        std::cerr << "compare: note: " << note << "\n";
    std::cerr << "compare: wrote " << a.value("out") << "/{comparison_estimates.csv,comparison_tests.csv} ("
              << result->estimates.size() << " estimates, " << result->tests.size() << " tests, B = "
              << result->bootstrap << ", seed " << result->seed << ")" << (loaded->synthetic ? " (synthetic demo)" : "")
              << "\n";
    return 0;
}

} // namespace rl::cli

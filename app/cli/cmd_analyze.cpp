// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_analyze.h"

#include "app/cli/cli.h"
#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/studykinds.h"
#include "engine/storage/project.h"

#include <iostream>

namespace rl::cli {

namespace {

const char *kAnalyzeHelp = R"(usage: raterlab-cli analyze PROJECT --out DIR [--group-by FACTOR] [--only agreement|mixed|demographics]
                            [--seed N] [--repeats B] [--alpha-bootstrap B] [--epsilon E] [--inter-model ID,ID,...]
                            [--option NAME=VALUE]...

Runs the agreement analysis of PROJECT (docs/methods.md sections 1-5) on every numeric dimension with human
ratings (on its declared scale), the classified categorical dimension and every categorical dimension
with human labels (against their plurality), overall and within each level of the grouping factor,
and writes into DIR (created):
  metrics.csv           tidy long: condition,dimension,GROUP,metric,value (GROUP = the factor's name,
                        or `group` when the study is not grouped)
  verdicts.csv          GROUP,dimension,verdict,n_meeting,conditions_meeting
  verdict_evidence.csv  the numbers behind every verdict cell, per condition
  analysis.json         everything, nested, with options (group_by), seeds and statuses

  --group-by FACTOR     group the items by this factor's levels (default emotion, the face study's;
                        a study without it gets the overall `all` group only)

  --only agreement      classification, agreement, replaceability and verdicts (sections 1-3)
  --only demographics   race x gender bias ANOVA, per-group accuracy/macro-F1, GLMM tests (section 5)
  --only mixed          the linear mixed models (section 4)
  --seed N              seed of the inter-model human resampling and of the alpha bootstrap (default 42)
  --repeats B           resamples of the inter-model human reference (default 1000)
  --alpha-bootstrap B   resamples of the percentile intervals of alpha and delta alpha (default 1000, 0 = none)
  --epsilon E           Alt-test cost-benefit parameter (default 0.2)
  --inter-model IDS     conditions for the inter-model variance, comma separated (default all)
The analysis options are the project's (thresholds, epsilon, grouping, seed and resampling sizes as the
GUI saved them with the study; the defaults above otherwise); --group-by, --seed, --repeats,
--alpha-bootstrap and --epsilon override them for this run, and so does:
%OPTIONS%
A study kind with analyses of its own runs them under the project's options (set with --option; the
flags above belong to the agreement suite):
  jury         the jury analysis, as `raterlab-cli jury analyze PROJECT --out DIR`: jury_judges.csv,
               jury_subsets.csv, jury_summary.csv, jury_cross_corpus.csv, jury_strata.csv, jury_rounds.csv,
               analysis.json
  stereotales  the association analysis, as `raterlab-cli stereotales analyze PROJECT --out DIR`:
               st_tables.csv, st_cells.csv, st_associations.csv, analysis.json; with harm ratings also the
               harm alignment, as `raterlab-cli stereotales harm`, in DIR/harm
  a kind added by a registration (engine/analysis/studykinds.h) runs and writes what its entry says.
Progress goes to stderr. Exit status 0 on success, 1 with a one-line reason otherwise.
)";


} // namespace

int runAnalyze(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {"out", "group-by", "only", "seed", "repeats", "alpha-bootstrap", "epsilon", "inter-model", "option"}, {}, a, err))
        return fail(err);
    if (a.help) {
        std::string help = kAnalyzeHelp;
        help.replace(help.find("%OPTIONS%"), 9, analysisOptionHelp());
        std::cout << help;
        return 0;
    }
    if (a.positional.size() != 1)
        return fail("analyze expects one PROJECT (see --help)");
    if (!a.has("out") || a.value("out").empty())
        return fail("analyze needs --out DIR");

    analysis::RatingAnalysisParts parts;
    if (a.has("only")) {
        const std::string only = a.value("only");
        parts = {false, false, false};
        if (only == "agreement")
            parts.agreement = true;
        else if (only == "mixed")
            parts.mixed = true;
        else if (only == "demographics")
            parts.demographics = true;
        else
            return fail("--only must be agreement, mixed or demographics, not '" + only + "'");
    }
    std::vector<std::string> interModel;
    if (a.has("inter-model")) {
        const std::string list = a.value("inter-model");
        std::size_t pos = 0;
        while (pos <= list.size()) {
            const std::size_t comma = std::min(list.find(',', pos), list.size());
            if (comma > pos)
                interModel.push_back(list.substr(pos, comma - pos));
            pos = comma + 1;
        }
    }

    auto project = storage::Project::open(a.positional[0]);
    if (!project)
        return fail(project.error().detail);
    auto loaded = project->loadStudy();
    if (!loaded)
        return fail(loaded.error().detail);
    // The project's options, then the older flags, then --option (analysisoptions.h).
    auto record = analysis::loadAnalysisOptions(*project);
    if (!record)
        return fail(record.error().detail);
    if (a.has("seed") && !parseNumber(a.value("seed"), record->seed))
        return fail("--seed needs a non-negative integer, not '" + a.value("seed") + "'");
    if (a.has("repeats") && !parseNumber(a.value("repeats"), record->resamplingRepeats))
        return fail("--repeats needs a non-negative integer, not '" + a.value("repeats") + "'");
    if (a.has("alpha-bootstrap") && !parseNumber(a.value("alpha-bootstrap"), record->alphaBootstrapRepeats))
        return fail("--alpha-bootstrap needs a non-negative integer, not '" + a.value("alpha-bootstrap") + "'");
    if (a.has("epsilon")) {
        const std::string e = a.value("epsilon");
        char *end = nullptr;
        record->altTestEpsilon = std::strtod(e.c_str(), &end);
        if (e.empty() || *end != '\0')
            return fail("--epsilon needs a number, not '" + e + "'");
    }
    if (a.has("group-by"))
        record->groupBy = a.value("group-by");
    if (auto applied = applyOptionArgs(*record, *loaded, a); !applied)
        return fail(applied.error().detail);
    for (const auto &id : interModel)
        if (loaded->findCondition(id) < 0)
            return fail("--inter-model: no condition '" + id + "' in " + a.positional[0]);
    const analysis::StudyKindEntry &kind = analysis::studyKindEntry(study::protocolOf(*loaded).kind);
    if (!kind.agreementSuite) {
        // A kind with analyses of its own runs them under the project's options (--option sets them).
        for (const char *flag : {"group-by", "only", "seed", "repeats", "alpha-bootstrap", "epsilon", "inter-model"})
            if (a.has(flag))
                return fail(std::string("--") + flag + " is an option of the agreement suite (face and rating studies); a "
                            + study::studyKindName(kind.kind) + " study takes its analysis options with --option NAME=VALUE");
    }
    if (!kind.analyze)
        return fail(std::string("a ") + study::studyKindName(kind.kind) + " study has no analysis to run");
    analysis::RatingAnalysisOptions suite;
    suite.parts = parts;
    suite.interModelConditions = interModel;
    analysis::KindAnalysisInput input;
    input.projectPath = a.positional[0];
    input.study = &*loaded;
    input.options = &*record;
    input.suite = &suite;
    input.progress.report = [](std::string_view phase, std::int64_t done, std::int64_t total) {
        std::cerr << "analyze: " << phase << " " << done << "/" << total << "\n";
    };
    auto outputs = kind.analyze(input, a.value("out"));
    if (!outputs)
        return fail(outputs.error().detail);
    for (const auto &note : outputs->notes)
        std::cerr << "analyze: note: " << note << "\n";
    std::string files;
    for (const auto &f : outputs->files)
        files += (files.empty() ? "" : ",") + f;
    std::cerr << "analyze: " << (outputs->summary.empty() ? std::string() : outputs->summary + "; ") << "wrote " << a.value("out")
              << "/{" << files << "}" << (loaded->synthetic ? " (synthetic demo)" : "") << "\n";
    return 0;
}

} // namespace rl::cli

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The `stereotales` verb: a dispatcher over its sub-verbs, the grid's import and export, and the
// StereoTales imports and `info` section that the project verbs call.
#include "app/cli/cmd_stereotales.h"
#include "app/cli/cmd_stereotales_analyze.h"
#include "app/cli/cmd_stereotales_run.h"

#include "app/cli/cli.h"
#include "app/cli/projectimport.h"
#include "engine/io/stereotales/seeds.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"

#include <functional>
#include <iostream>
#include <map>

namespace rl::cli {

namespace {

const char *kStereoTalesUsage = R"(usage: raterlab-cli stereotales SUBVERB [ARGS] (raterlab-cli stereotales SUBVERB --help for each)

  import-grid PROJECT SEEDS_DIR   the published YAML seed folder (attributes/, scenarios/, prompts_template/)
                                  as the prompt grid of PROJECT (created when missing); prints the counts
  export-grid PROJECT DIR         the project's prompt grid as a seed folder in the same layout
  analyze PROJECT --out DIR [--by model|model-language] [--min-row-sum N] [--resamples B] [--seed N]
                                  association tables (Fisher, chi-square, corrected V, BH), cells (BY, lift),
                                  spread: st_tables.csv, st_cells.csv, st_associations.csv, analysis.json
  harm PROJECT --out DIR          harm alignment of people and models: st_harm.csv, st_harm_attributes.csv
  generate PROJECT --condition ID [--language L]... [--limit N] [--batch] [--base-url URL]
                                  one story per prompt of the grid by the generator model ID
  extract PROJECT --extractor ID... [--limit N] [--batch]
                                  refusal check and attribute values of every story, per extractor model
  rate-harm PROJECT --condition ID [--seed N] [--associations FILE] [--batch]
                                  harm (1-5) and realism ratings of the associations by the model ID
)";

Progress stderrProgress()
{
    Progress p;
    p.report = [](std::string_view phase, std::int64_t done, std::int64_t total) {
        if (total > 1)
            std::cerr << "\r" << phase << " " << done << "/" << total << "      " << std::flush;
    };
    return p;
}

void printGrid(const io::stereotales::GridSummary &g)
{
    std::string codes;
    for (const auto &c : g.languageCodes)
        codes += (codes.empty() ? "" : ", ") + c;
    std::cout << g.attributes << " attributes (" << g.values << " values, " << g.promptableValues << " promptable), " << g.scenarios
              << " scenarios in " << g.groups << " groups, " << g.languages << " languages (" << codes << "): " << g.promptsPerLanguage
              << " prompts per language, " << g.prompts << " in all\n";
}

void printValueCounts(const io::stereotales::StImportSummary &s)
{
    std::cout << (s.withGrid ? "values named, by attribute (the grid's closed sets):\n"
                             : "attributes and values named (no grid: these are the value sets), with their counts:\n");
    for (const auto &[attribute, values] : s.valueCounts) {
        std::cout << "  " << attribute << ":";
        bool first = true;
        for (const auto &[value, n] : values) {
            std::cout << (first ? " " : ", ") << value << " " << n;
            first = false;
        }
        std::cout << "\n";
    }
}

} // namespace

int runStereoTalesImportGrid(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {"max-prompts"}, {}, a, err))
        return fail(err);
    if (a.help) {
        std::cout << "usage: raterlab-cli stereotales import-grid PROJECT SEEDS_DIR [--max-prompts N]\n\n"
                     "Read a StereoTales seed folder (attributes/attributes.<lang>.yaml, scenarios/scenario.<lang>.yaml,\n"
                     "prompts_template/prompts.<lang>.yaml and the optional additional_prompt.en.yaml; `du` is the seeds'\n"
                     "Dutch) and store it as the prompt grid of PROJECT, created when missing: the value sets and one item\n"
                     "of kind prompt per language x promptable value x scenario. English gives the keys; a translation out\n"
                     "of line with it is an error naming file:line:column. One grid per project, imported before stories.\n"
                     "A grid of more than 100,000 prompts (the published seeds hold 28,440) is refused unless --max-prompts\n"
                     "raises the limit.\n";
        return 0;
    }
    if (a.positional.size() != 2)
        return fail("stereotales import-grid expects PROJECT SEEDS_DIR (see --help)");
    std::size_t maxPrompts = io::stereotales::kDefaultMaxPrompts;
    if (a.has("max-prompts") && (!parseNumber(a.value("max-prompts"), maxPrompts) || maxPrompts == 0))
        return fail("--max-prompts expects a positive whole number, got '" + a.value("max-prompts") + "'");
    io::ImportOptions options;
    options.progress = stderrProgress();
    auto done = importIntoProject(a.positional[0], [&](storage::Project &p) {
        return io::stereotales::importGridFolder(p, a.positional[1], options, maxPrompts);
    });
    std::cerr << "\r";
    if (!done)
        return fail(done.error().detail);
    std::cout << "imported the prompt grid from " << a.positional[1] << ": ";
    printGrid(*done);
    return 0;
}

int runStereoTalesExportGrid(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {}, {}, a, err))
        return fail(err);
    if (a.help) {
        std::cout << "usage: raterlab-cli stereotales export-grid PROJECT DIR\n\n"
                     "Write the prompt grid of PROJECT as a seed folder in the published layout (DIR/attributes,\n"
                     "DIR/scenarios, DIR/prompts_template; files of the same names are replaced). import-grid reads it back.\n";
        return 0;
    }
    if (a.positional.size() != 2)
        return fail("stereotales export-grid expects PROJECT DIR (see --help)");
    auto project = storage::Project::open(a.positional[0]);
    if (!project)
        return fail(project.error().detail);
    auto grid = io::stereotales::loadGrid(*project);
    if (!grid)
        return fail(grid.error().detail);
    if (!grid->has_value())
        return fail(a.positional[0] + " has no prompt grid (import one with `stereotales import-grid`)");
    if (Status s = io::stereotales::writeSeedFolder(**grid, a.positional[1]); !s)
        return fail(s.error().detail);
    std::cout << "wrote the prompt grid to " << a.positional[1] << ": ";
    printGrid(io::stereotales::summarize(**grid));
    return 0;
}

int runImportStereoTales(const std::string &what, const std::string &project, const std::string &file, const io::ImportOptions &base)
{
    io::ImportOptions options = base;
    options.progress = stderrProgress();
    if (what == "harm") {
        auto sum = importIntoProject(project, [&](storage::Project &p) { return io::stereotales::importHarmFile(p, file, options); });
        std::cerr << "\r";
        if (!sum)
            return fail(sum.error().detail);
        std::cout << "imported " << sum->rows << " row(s) from " << sum->file << ": " << sum->itemsAdded << " associations added, "
                  << sum->ratersAdded << " human raters added, " << sum->conditionsAdded << " model conditions added, "
                  << sum->ratingsAdded << " ratings added";
        if (sum->missingValues)
            std::cout << ", " << sum->missingValues << " empty value(s) skipped";
        std::cout << "\n";
        return 0;
    }
    const bool stories = what == "stories";
    auto sum = importIntoProject(project, [&](storage::Project &p) {
        return stories ? io::stereotales::importStoriesFile(p, file, options) : io::stereotales::importExtractionsFile(p, file, options);
    });
    std::cerr << "\r";
    if (!sum)
        return fail(sum.error().detail);
    if (stories)
        std::cout << "imported " << sum->rows << " story row(s) from " << sum->file << ": " << sum->storiesAdded << " stories added ("
                  << sum->refusals << " refused), " << sum->modelsAdded << " models and " << sum->languagesAdded << " languages added";
    else
        std::cout << "imported " << sum->rows << " extraction row(s) from " << sum->file << ": " << sum->extractionsAdded
                  << " story x extractor answers added (" << sum->unknownAnswers << " unknown), " << sum->extractorsAdded
                  << " extractors added";
    if (!sum->withGrid)
        std::cout << ", " << sum->attributesAdded << " attributes and " << sum->valuesAdded << " values added";
    std::cout << "\n";
    printValueCounts(*sum);
    return 0;
}

Status addStereoTalesInfo(storage::Project &project, nlohmann::ordered_json &j)
{
    auto c = io::stereotales::stereoTalesCounts(project);
    if (!c)
        return c.error();
    if (!c->hasGrid && c->stories == 0 && c->associations == 0)
        return {};
    nlohmann::ordered_json per = nlohmann::ordered_json::object();
    for (const auto &[lang, n] : c->promptsPerLanguage)
        per[lang] = n;
    j["stereotales"] = {{"grid", c->hasGrid},       {"prompts_per_language", per}, {"prompts_total", c->prompts},
                        {"stories", c->stories},     {"refusals", c->refusals},     {"extractions", c->extractions},
                        {"models", c->models},       {"extractors", c->extractors}, {"associations", c->associations}};
    return {};
}

int runStereoTales(const std::vector<std::string> &argv)
{
    using SubVerb = std::function<int(const std::vector<std::string> &)>;
    const std::map<std::string, SubVerb> subverbs {
        {"import-grid", runStereoTalesImportGrid},
        {"export-grid", runStereoTalesExportGrid},
        {"analyze", runStereoTalesAnalyze},
        {"harm", runStereoTalesHarm},
        {"generate", runStereoTalesGenerate},
        {"extract", runStereoTalesExtract},
        {"rate-harm", runStereoTalesRateHarm},
    };
    if (argv.empty() || argv[0] == "--help" || argv[0] == "-h" || argv[0] == "help") {
        std::cout << kStereoTalesUsage;
        return argv.empty() ? 2 : 0;
    }
    const auto it = subverbs.find(argv[0]);
    if (it == subverbs.end())
        return fail("'stereotales " + argv[0] + "' is not a sub-verb of this build (see raterlab-cli stereotales --help)");
    return it->second(std::vector<std::string>(argv.begin() + 1, argv.end()));
}

} // namespace rl::cli

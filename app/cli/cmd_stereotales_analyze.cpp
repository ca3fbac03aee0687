// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_stereotales_analyze.h"

#include "app/cli/cli.h"
#include "app/cli/studyoptions.h"
#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/report.h"
#include "engine/analysis/stereotales/association.h"
#include "engine/analysis/stereotales/harm.h"
#include "engine/analysis/stereotales/stdata.h"
#include "engine/analysis/stereotales/streport.h"
#include "engine/storage/project.h"

#include <iostream>

namespace rl::cli {

namespace {

namespace st = analysis::stereotales;

const char *kAnalyzeHelp = R"(usage: raterlab-cli stereotales analyze PROJECT --out DIR [--by model|model-language]
                                 [--min-row-sum N] [--resamples B] [--seed N] [--threads T]
                                 [--max-exact-tables N]

The association analysis of docs/methods.md section 9, written into DIR (created): st_tables.csv (every
tested table: Fisher, chi-square, corrected Cramer's V, BH q), st_cells.csv (the cells of the kept
tables: one-sided Fisher, BY q, lift, reported), st_associations.csv (spread across models and
languages) and analysis.json.
  --by G                 model (languages pooled, language `all`) or model-language (default model)
  --min-row-sum N        rows with fewer observations are dropped (10)
  --resamples B          Monte Carlo tables per Fisher test (500000)
  --seed N               run seed; every table's generator is seeded from it and the table's names (1)
  --threads T            worker threads (2)
  --max-exact-tables N   enumerate an r x c table exactly when at most N tables have its
                         margins (100000; 0: always Monte Carlo, as the authors)
The project's analysis options (st_by, st_resamples, st_seed; saved by the GUI) apply unless a flag
above or --option NAME=VALUE gives another value.
%OPTIONS%Exit status 0 on success, 1 with a one-line reason otherwise.
)";

const char *kHarmHelp = R"(usage: raterlab-cli stereotales harm PROJECT --out DIR

Harm alignment of people and models (docs/methods.md section 9), written into DIR (created): st_harm.csv
(per association the mean human and model rating, their difference, shares of 5),
st_harm_attributes.csv (per compared attribute and per base attribute) and analysis.json (Spearman rho).
Exit status 0 on success, 1 with a one-line reason otherwise.
)";


} // namespace

int runStereoTalesAnalyze(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {"out", "by", "min-row-sum", "resamples", "seed", "threads", "max-exact-tables", "option"}, {}, a, err))
        return fail("stereotales analyze: " + err);
    if (a.help) {
        std::string help = kAnalyzeHelp;
        help.replace(help.find("%OPTIONS%"), 9, analysisOptionHelp());
        std::cout << help;
        return 0;
    }
    if (a.positional.size() != 1)
        return fail("stereotales analyze expects one PROJECT (see raterlab-cli stereotales analyze --help)");
    if (a.value("out").empty())
        return fail("stereotales analyze needs --out DIR");
    // The project's options (as the GUI saved them), then --option, then the flags.
    st::AssociationOptions opt;
    opt.threads = 2;
    {
        auto loaded = loadStudyWithOptions(a.positional[0], a);
        if (!loaded)
            return fail(loaded.error().message());
        opt = analysis::associationOptions(loaded->options, opt);
    }
    if (a.has("by")) {
        const std::string by = a.value("by");
        if (by == "model")
            opt.by = st::GroupBy::Model;
        else if (by == "model-language")
            opt.by = st::GroupBy::ModelLanguage;
        else
            return fail("--by must be model or model-language, not '" + by + "'");
    }
    if (a.has("min-row-sum") && (!parseNumber(a.value("min-row-sum"), opt.minRowSum) || opt.minRowSum < 1))
        return fail("--min-row-sum needs a positive integer, not '" + a.value("min-row-sum") + "'");
    if (a.has("resamples") && (!parseNumber(a.value("resamples"), opt.resamples) || opt.resamples < 1))
        return fail("--resamples needs a positive integer, not '" + a.value("resamples") + "'");
    if (a.has("seed") && !parseNumber(a.value("seed"), opt.seed))
        return fail("--seed needs a non-negative integer, not '" + a.value("seed") + "'");
    if (a.has("threads") && (!parseNumber(a.value("threads"), opt.threads) || opt.threads < 1))
        return fail("--threads needs a positive integer, not '" + a.value("threads") + "'");
    if (a.has("max-exact-tables") && !parseNumber(a.value("max-exact-tables"), opt.maxExactTables))
        return fail("--max-exact-tables needs a non-negative integer, not '" + a.value("max-exact-tables") + "'");

    const std::string &project = a.positional[0];
    auto data = st::readStData(project);
    if (!data)
        return fail(project + ": " + data.error().detail);
    Progress progress;
    std::int64_t lastShown = -1;
    progress.report = [&](std::string_view, std::int64_t done, std::int64_t total) {
        const std::int64_t percent = total > 0 ? done * 100 / total : 100;
        if (percent / 10 != lastShown / 10) {
            lastShown = percent;
            std::cerr << "stereotales analyze: " << done << " / " << total << " tables\n";
        }
    };
    auto result = st::analyzeAssociations(*data, opt, progress);
    if (!result)
        return fail(project + ": " + result.error().detail);
    const st::StReportInfo info {analysis::programVersion(), project};
    if (auto written = st::writeAssociationOutputs(a.value("out"), *data, *result, info); !written)
        return fail(written.error().detail);
    // The counts name the rows of the files: reported cells (st_cells.csv, reported TRUE; one per model or model x
    // language) and distinct associations (st_associations.csv, one row each however many models report it).
    const std::size_t associations = st::associationSpread(*data, *result).rows.size();
    std::cerr << "stereotales analyze: " << result->tables.size() << " tables tested (" << result->skippedTables
              << " skipped), " << result->keptTables << " kept, " << result->reportedCells << " cells reported (st_cells.csv), "
              << associations << " distinct associations (st_associations.csv) in " << result->seconds << " s; wrote "
              << a.value("out") << "/{st_tables,st_cells,st_associations}.csv, analysis.json\n";
    return 0;
}

int runStereoTalesHarm(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {"out"}, {}, a, err))
        return fail("stereotales harm: " + err);
    if (a.help) {
        std::cout << kHarmHelp;
        return 0;
    }
    if (a.positional.size() != 1)
        return fail("stereotales harm expects one PROJECT (see raterlab-cli stereotales harm --help)");
    if (a.value("out").empty())
        return fail("stereotales harm needs --out DIR");
    const std::string &project = a.positional[0];
    auto data = st::readHarmData(project);
    if (!data)
        return fail(project + ": " + data.error().detail);
    auto result = st::analyzeHarm(*data);
    if (!result)
        return fail(project + ": " + result.error().detail);
    const st::StReportInfo info {analysis::programVersion(), project};
    if (auto written = st::writeHarmOutputs(a.value("out"), *data, *result, info); !written)
        return fail(written.error().detail);
    std::cerr << "stereotales harm: " << result->rows.size() << " associations, Spearman rho " << result->rho.rho
              << " (n = " << result->rho.n << "); wrote " << a.value("out")
              << "/{st_harm,st_harm_attributes}.csv, analysis.json\n";
    return 0;
}

} // namespace rl::cli

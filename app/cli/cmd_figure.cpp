// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cmd_figure.h"

#include "app/cli/cli.h"
#include "app/cli/studyoptions.h"
#include "engine/storage/project.h"
#include "models/analysisbundle.h"
#include "models/tablecatalog.h"
#include "models/tableexport.h"
#include "widgets/figurecatalog.h"
#include "widgets/figureexporter.h"
#include "widgets/report/studyreport.h"
#include "widgets/studykindfigures.h"
#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/methodstext.h"
#include "engine/analysis/studykinds.h"

#include <QGuiApplication>

#include <algorithm>
#include <iostream>
#include <memory>

namespace rl::cli {

namespace {

const char *kFigureUsage = R"(usage: raterlab-cli export-figure PROJECT --figure NAME [--condition ID[,ID...]] [--dimension D]
                            --format svg|pdf|png [--dpi 300] [--width 3.25in] [--height H] [--proportional]
                            [--recall 0.80] [--kappa 0.61] [--min 4] [--option NAME=VALUE]... --out FILE

Paints a figure of PROJECT's analysis with the GUI's paint routine and its bundled font (DejaVu Sans),
so the file is identical to the GUI's export. Figures of a synthetic demo study carry a "synthetic demo"
caption.
  --width      3.25in (APA one column, default), 6.875in (two columns), "single", "double", or any
               length in in, cm, mm or pt
  --height     default: the figure's natural height for the width
  --dpi        PNG resolution, default 300 (600 for line art)
  --condition  condition ids, comma separated or repeated (default: the first 8 conditions)
  --dimension  Bland-Altman, comparison: valence, arousal, ... (default: the first analysed dimension)
  --statistic  comparison: one statistic per group (pearson_r, ba_bias, delta_alpha, w1sd, kappa, ...);
               default every statistic over all items
  --bootstrap  comparison: bootstrap resamples of its CIs (2000); --seed their seed (42)
Jury figures (an LLM-jury project; the numbers of `jury analyze` with its defaults):
  --corpus     corpus name (default: the first corpus)
  --condition  prompt condition (default: blind, else the first)
  --aggregate  mean|median (default: mean)   --cheap-only  jury-subsets: the cheap judges' panels only
  --seed N     seed of the bootstraps (default 42)
StereoTales figures (a StereoTales project; the numbers of `stereotales analyze` with its defaults):
  --by         model|model-language (default: model)   --resamples B  Monte Carlo B (default 500000)
  --seed N     run seed of the per-table generators (default 1)
)";

const char *kTableUsage = R"(usage: raterlab-cli export-table PROJECT --table NAME|all --format csv|latex|markdown|xlsx
                            [--condition ID] [--group LEVEL] [--dimension D] [--decimals 2]
                            [--recall 0.80] [--kappa 0.61] [--min 4] [--option NAME=VALUE]... --out FILE

csv keeps the machine column names (valence_pearson_r, ...) and full precision; latex (booktabs) and
markdown are manuscript tables: the headers as a paper writes them (r, rho, bias, 95% LoA, ...), APA
numbers (no leading zero for statistics bounded by 1, p as "< .001") with --decimals decimals, and a
caption and note naming the study and the filter. xlsx writes an Excel workbook: numbers as numbers
with APA number formats; --table all writes every table of the study, one sheet each (xlsx only).

--group LEVEL filters by a level of the grouping factor (the face study's emotion; --emotion E is the
same). confusion, class-metrics: --dimension picks the classified dimension or a categorical dimension
judged against its human plurality.

comparison: --condition takes 2-8 ids joined by ',' (default the first 8); B = 2000, seed 42.

The analysis runs with the project's analysis options (the thresholds, epsilon, grouping, seed and
resampling sizes the GUI saved with the study), so the verdicts are the GUI's for the same file.
--recall, --kappa and --min set the verdict thresholds (docs/methods.md section 3.4) of the verdicts and
verdict-evidence tables for this command, as --option recall_threshold=... and the others do.

Writes a table of PROJECT's analysis exactly as the GUI exports it (numbers in the C locale, NA for an
undefined statistic).
)";

const char *kReportUsage = R"(usage: raterlab-cli report PROJECT --out FILE.html|FILE.pdf [--language en|ko] [--decimals 2]
                            [--option NAME=VALUE]...

Writes the whole study as one report: the methods paragraph (as `raterlab-cli methods`) with its
references, every table in the manuscript form and every figure (HTML: inline SVG; PDF: A4).
Runs every part of the study kind's analysis: a face or rating study's agreement suite; a jury
study's jury analysis (as `jury analyze` with its defaults); a StereoTales study's association,
spread and harm analysis (as `stereotales analyze` and `stereotales harm` with their defaults).
Every part runs with the project's analysis options (as the GUI saved them).
)";

/// A QGuiApplication for fonts and painting, offscreen unless the caller chose a platform.
std::unique_ptr<QGuiApplication> makeApplication()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "raterlab-cli";
    static char *argv[] = {name, nullptr};
    return std::make_unique<QGuiApplication>(argc, argv);
}

/// The study's analysis with `parts` (figures need the agreement part only; some tables the
/// demographic or mixed-model parts too: models::analysisPartsForTable), under the project's analysis
/// options and the command's --option overrides, planned as the GUI plans it (registry.h).
Result<std::shared_ptr<const models::AnalysisBundle>> analyse(const Args &a,
                                                               const analysis::RatingAnalysisParts &parts = {true, false, false})
{
    auto loaded = loadStudyWithOptions(a.positional[0], a);
    if (!loaded)
        return loaded.error();
    const analysis::RatingAnalysisOptions options = plannedOptions(loaded->study, loaded->options, parts);
    return models::computeAnalysisBundle(std::make_shared<const study::Study>(std::move(loaded->study)), options);
}

/// --recall R --kappa K --min N (the verdict thresholds of docs/methods.md §3.4), when any is given.
bool parseThresholds(const Args &a, std::optional<models::VerdictThresholds> &out, std::string &err)
{
    if (!a.has("recall") && !a.has("kappa") && !a.has("min"))
        return true;
    models::VerdictThresholds t;
    for (const char *name : {"recall", "kappa"}) {
        if (!a.has(name))
            continue;
        bool ok = false;
        const double v = QString::fromStdString(a.value(name)).toDouble(&ok);
        if (!ok || !(v >= 0 && v <= 1)) {
            err = std::string("--") + name + " needs a number from 0 to 1, not '" + a.value(name) + "'";
            return false;
        }
        (std::string(name) == "recall" ? t.recall : t.kappa) = v;
    }
    if (a.has("min")) {
        bool ok = false;
        const int v = QString::fromStdString(a.value("min")).toInt(&ok);
        if (!ok || v < 1) {
            err = "--min needs a whole number of conditions >= 1, not '" + a.value("min") + "'";
            return false;
        }
        t.replaceableMin = static_cast<std::size_t>(v);
    }
    out = t;
    return true;
}

QStringList splitList(const std::vector<std::string> &values)
{
    QStringList out;
    for (const auto &v : values)
        for (const QString &part : QString::fromStdString(v).split(QLatin1Char(','), Qt::SkipEmptyParts))
            out << part.trimmed();
    return out;
}

constexpr double kMinInches = 0.51, kMaxInches = 40.0; // what widgets::exportFigure accepts: (0.5, 40]

/// The last step of every export-figure: the figure at its natural height (unless --height), written
/// and reported on stderr with `note` (e.g. ", synthetic demo").
int writeFigure(const widgets::PreparedFigure &prepared, widgets::FigureExportOptions options, double height,
                const QString &title, const std::string &out, const char *note)
{
    options.heightInches = height > 0 ? height : prepared.heightInches(options.widthInches);
    // A natural height beyond what a page takes (many conditions x groups) is written at the limit, and said so.
    if (height <= 0 && (options.heightInches > kMaxInches || options.heightInches < kMinInches)) {
        const double natural = options.heightInches;
        options.heightInches = std::clamp(natural, kMinInches, kMaxInches);
        std::cerr << "export-figure: the figure's natural height, " << natural << " in, is outside " << kMinInches
                  << "-" << kMaxInches << " in; it is written " << options.heightInches
                  << " in tall (fewer --condition or a --height of your own change that)\n";
    }
    options.title = title;
    if (auto written = widgets::exportFigure(prepared.paint, options, QString::fromStdString(out)); !written)
        return fail(written.error().message());
    std::cerr << "export-figure: wrote " << out << " (" << options.widthInches << " x " << options.heightInches << " in" << note
              << ")\n";
    return 0;
}

/// export-figure of a figure of a kind with analyses of its own (widgets/studykindfigures.h): the kind's analysis
/// of the project under its options and the command's --option, the kind's own flags, then its tab's paint routine.
int exportKindFigure(const widgets::StudyKindFigures &kind, const Args &a, widgets::FigureExportOptions options, double height)
{
    const auto app = makeApplication();
    auto loaded = loadStudyWithOptions(a.positional[0], a);
    if (!loaded)
        return fail(loaded.error().message());
    const QString name = QString::fromStdString(a.value("figure"));
    const widgets::FigureArgs args {[&a](const std::string &flag) { return a.has(flag); },
                                    [&a](const std::string &flag) { return a.value(flag); }};
    auto figure = kind.prepareFigure(a.positional[0], std::make_shared<const study::Study>(std::move(loaded->study)), loaded->options,
                               name, args);
    if (!figure)
        return fail(figure.error().detail.rfind("--", 0) == 0 ? figure.error().detail // a flag's error, as it is
                                                               : figure.error().message());
    return writeFigure(figure->prepared, options, height, name, a.value("out"), figure->note.c_str());
}

} // namespace

int runExportFigure(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {"figure", "condition", "dimension", "format", "dpi", "width", "height", "out", "recall", "kappa", "min",
                          "statistic", "bootstrap", "seed", "corpus", "aggregate", "by", "resamples", "option"},
                   {"proportional", "cheap-only"}, a, err))
        return fail(err);
    if (a.help) {
        std::cout << kFigureUsage << analysisOptionHelp() << "Figures:\n";
        for (const QString &name : widgets::figureNames())
            std::cout << "  " << name.leftJustified(24).toStdString() << widgets::figureDescription(name).toStdString() << "\n";
        for (const widgets::StudyKindFigures &kind : widgets::studyKindFigures())
            for (const QString &name : kind.names())
                std::cout << "  " << name.leftJustified(24).toStdString() << kind.description(name).toStdString() << "\n";
        return 0;
    }
    if (a.positional.size() != 1)
        return fail("export-figure expects one PROJECT (see --help)");
    if (!a.has("figure") || !a.has("format") || !a.has("out"))
        return fail("export-figure needs --figure, --format and --out (see --help)");
    widgets::FigureExportOptions options;
    if (!widgets::parseFigureFormat(QString::fromStdString(a.value("format")), options.format))
        return fail("--format must be svg, pdf or png, not '" + a.value("format") + "'");
    if (a.has("width") && !widgets::parseLengthInches(QString::fromStdString(a.value("width")), options.widthInches))
        return fail("--width needs a length such as 3.25in, 8cm or single, not '" + a.value("width") + "'");
    double height = 0;
    if (a.has("height") && !widgets::parseLengthInches(QString::fromStdString(a.value("height")), height))
        return fail("--height needs a length such as 2.5in, not '" + a.value("height") + "'");
    if (a.has("dpi")) {
        bool ok = false;
        options.dpi = QString::fromStdString(a.value("dpi")).toInt(&ok);
        if (!ok)
            return fail("--dpi needs an integer, not '" + a.value("dpi") + "'");
    }
    widgets::FigureRequest request;
    request.name = QString::fromStdString(a.value("figure"));
    request.conditions = splitList(a.values("condition"));
    request.dimension = QString::fromStdString(a.value("dimension"));
    request.proportional = a.has("proportional");
    request.statistic = QString::fromStdString(a.value("statistic"));
    {
        bool ok = true;
        if (a.has("bootstrap"))
            request.bootstrap = QString::fromStdString(a.value("bootstrap")).toULongLong(&ok);
        if (!ok)
            return fail("--bootstrap needs a non-negative integer, not '" + a.value("bootstrap") + "'");
        if (a.has("seed"))
            request.seed = QString::fromStdString(a.value("seed")).toULongLong(&ok);
        if (!ok)
            return fail("--seed needs a non-negative integer, not '" + a.value("seed") + "'");
    }
    if (!parseThresholds(a, request.thresholds, err))
        return fail(err);
    if (const widgets::StudyKindFigures *kind = widgets::studyKindFiguresOffering(request.name))
        return exportKindFigure(*kind, a, options, height);
    if (!widgets::figureNames().contains(request.name))
        return fail("no figure named '" + a.value("figure") + "' (see export-figure --help)");

    const auto app = makeApplication();
    auto bundle = analyse(a);
    if (!bundle)
        return fail(bundle.error().message());
    auto prepared = widgets::prepareFigure(*bundle, request);
    if (!prepared)
        return fail(prepared.error().message());
    return writeFigure(*prepared, options, height, request.name, a.value("out"),
                       (*bundle)->study->synthetic ? ", synthetic demo" : "");
}

int runExportTable(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {"table", "format", "condition", "group", "emotion", "dimension", "out", "recall", "kappa", "min", "decimals",
                          "option"},
                   {}, a, err))
        return fail(err);
    if (a.help) {
        std::cout << kTableUsage << analysisOptionHelp() << "Tables:\n";
        for (const QString &name : models::tableNames())
            std::cout << "  " << name.leftJustified(20).toStdString() << models::tableDescription(name).toStdString() << "\n";
        return 0;
    }
    if (a.positional.size() != 1)
        return fail("export-table expects one PROJECT (see --help)");
    if (!a.has("table") || !a.has("format") || !a.has("out"))
        return fail("export-table needs --table, --format and --out (see --help)");
    const QString formatName = QString::fromStdString(a.value("format"));
    const bool xlsx = formatName.compare(QLatin1String("xlsx"), Qt::CaseInsensitive) == 0;
    models::TableFormat format = models::TableFormat::Csv;
    if (!xlsx && (!models::parseTableFormat(formatName, format) || format == models::TableFormat::Tsv))
        return fail("--format must be csv, latex, markdown or xlsx, not '" + a.value("format") + "'");
    int decimals = 2;
    if (a.has("decimals")) {
        bool ok = false;
        decimals = QString::fromStdString(a.value("decimals")).toInt(&ok);
        if (!ok || decimals < 0 || decimals > 10)
            return fail("--decimals needs a whole number from 0 to 10, not '" + a.value("decimals") + "'");
    }
    models::TableRequest request;
    request.name = QString::fromStdString(a.value("table"));
    request.condition = QString::fromStdString(a.value("condition"));
    // --group names a level of the grouping factor; --emotion is the face study's older name for it.
    request.group = QString::fromStdString(a.has("group") ? a.value("group") : a.value("emotion"));
    request.dimension = QString::fromStdString(a.value("dimension"));
    if (!parseThresholds(a, request.thresholds, err))
        return fail(err);
    const bool all = request.name == QLatin1String("all");
    if (!all && !models::tableNames().contains(request.name))
        return fail("no table named '" + a.value("table") + "' (see export-table --help)");
    if (all && !xlsx)
        return fail("--table all writes one workbook: it needs --format xlsx");
    const QString out = QString::fromStdString(a.value("out"));

    const auto app = makeApplication();
    if (all) {
        auto bundle = analyse(a, analysis::RatingAnalysisParts {true, true, true});
        if (!bundle)
            return fail(bundle.error().message());
        const auto tables = models::allTables(*bundle, decimals);
        if (auto written = models::writeWorkbook(tables, out); !written)
            return fail(written.error().message());
        std::cerr << "export-table: wrote " << a.value("out") << " (" << tables.size() << " sheets)\n";
        return 0;
    }
    auto bundle = analyse(a, models::analysisPartsForTable(request.name));
    if (!bundle)
        return fail(bundle.error().message());
    auto table = models::makeTable(*bundle, request);
    if (!table)
        return fail(table.error().message());
    const models::TableCaption caption = models::tableCaption(**bundle, request, decimals);
    const Status written = xlsx ? models::writeWorkbook({models::NamedTable {request.name, *table, caption}}, out)
                                : models::writeTable(**table, format, out, caption);
    if (!written)
        return fail(written.error().message());
    std::cerr << "export-table: wrote " << a.value("out") << "\n";
    return 0;
}

int runReport(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {"out", "language", "decimals", "option"}, {}, a, err))
        return fail(err);
    if (a.help) {
        std::cout << kReportUsage << analysisOptionHelp();
        return 0;
    }
    if (a.positional.size() != 1)
        return fail("report expects one PROJECT (see --help)");
    if (!a.has("out"))
        return fail("report needs --out FILE.html or FILE.pdf (see --help)");
    widgets::ReportOptions options;
    if (!parseLanguage(a.value("language"), options.language))
        return fail("--language must be en or ko, not '" + a.value("language") + "'");
    if (a.has("decimals")) {
        bool ok = false;
        options.decimals = QString::fromStdString(a.value("decimals")).toInt(&ok);
        if (!ok || options.decimals < 0 || options.decimals > 10)
            return fail("--decimals needs a whole number from 0 to 10, not '" + a.value("decimals") + "'");
    }
    const auto app = makeApplication();
    auto project = storage::Project::open(a.positional[0]);
    if (!project)
        return fail(project.error().message());
    auto loaded = project->loadStudy();
    if (!loaded)
        return fail(loaded.error().message());
    auto study = std::make_shared<const study::Study>(std::move(*loaded));
    auto record = projectAnalysisOptions(*project, *study, a);
    if (!record)
        return fail(record.error().message());
    const analysis::RatingAnalysisOptions analysisOptions = plannedOptions(*study, *record, {});
    auto facts = analysis::collectMethodsFacts(*study, project->path(), analysisOptions);
    if (!facts)
        return fail(facts.error().message());
    // A jury or StereoTales study reports its own analysis (widgets/report/kindreport.h), not the agreement suite.
    std::shared_ptr<const models::AnalysisBundle> bundle;
    options.study = study;
    if (analysis::studyKindEntry(facts->kind).agreementSuite) {
        auto computed = models::computeAnalysisBundle(study, analysisOptions);
        if (!computed)
            return fail(computed.error().message());
        bundle = *computed;
    }
    if (auto written = widgets::writeStudyReport(bundle, *facts, options, QString::fromStdString(a.value("out"))); !written)
        return fail(written.error().message());
    std::cerr << "report: wrote " << a.value("out") << "\n";
    return 0;
}

} // namespace rl::cli

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The verbs that create, fill, export and describe a project: demo, import, export, info.
#include "app/cli/cli.h"
#include "app/cli/cmd_stereotales.h"
#include "app/cli/projectimport.h"

#include "engine/core/atomicfile.h"
#include "engine/analysis/studykinds.h"
#include "engine/demo/demo.h"
#include "engine/io/corpus/corpusimport.h"
#include "engine/io/exporters.h"
#include "engine/io/importers.h"
#include "engine/storage/filekind.h"
#include "engine/storage/project.h"

#include <chrono>
#include <filesystem>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>

namespace rl::cli {

namespace {

Result<io::ImportSummary> importKindIntoProject(const std::string &path, io::ImportKind kind, const std::string &file,
                                                const io::ImportOptions &map)
{
    return importIntoProject(path, [&](storage::Project &p) { return io::importFile(p, kind, file, map); });
}

void printSummary(const io::ImportSummary &sum)
{
    std::cout << "imported " << sum.rows << " row(s) from " << sum.file << " (" << io::encodingName(sum.encoding) << "): "
              << sum.itemsAdded << " stimuli added, " << sum.itemsUpdated << " updated, " << sum.ratersAdded
              << " raters added, " << sum.ratingsAdded << " ratings added, " << sum.conditionsAdded << " conditions added, "
              << sum.conditionsUpdated << " updated";
    if (sum.invalidLabels)
        std::cout << ", " << sum.invalidLabels << " label(s) outside the label set kept as invalid";
    if (sum.missingValues)
        std::cout << ", " << sum.missingValues << " empty value(s) skipped";
    std::cout << "\n";
    for (const auto &d : sum.dimensionsDeclared)
        std::cout << "declared dimension " << d << "\n";
    for (const auto &r : sum.replaced)
        std::cout << (r.inFile ? "replaced " : "removed ") << r.predictions << " earlier " << r.dimension << " prediction(s) of condition "
                  << r.condition << (r.inFile ? " by this file's" : " (this file has no " + r.dimension + " column)") << "\n";
}

/// `import corpus PROJECT FILE --corpus NAME [--format F] [--map FROM=TO]...` and
/// `import judgments PROJECT FILE [--corpus NAME]` (docs/file-formats.md "judgments.csv";
/// engine/io/corpus/corpusimport.h).
int runImportJury(const Args &a, const io::ImportOptions &options)
{
    const std::string &what = a.positional[0];
    if (what == "corpus") {
        if (!a.has("corpus"))
            return fail("import corpus needs --corpus NAME (the corpus' name in the project, e.g. stsb-dev)");
        io::corpus::CorpusFormat format = io::corpus::CorpusFormat::Auto;
        if (a.has("format") && !io::corpus::parseCorpusFormat(a.value("format"), format))
            return fail("--format must be auto, stsb, korsts, klue or csv, not '" + a.value("format") + "'");
        auto done = importIntoProject(a.positional[1], [&](storage::Project &p) {
            return io::corpus::importCorpusFile(p, a.positional[2], a.value("corpus"), format, options);
        });
        if (!done)
            return fail(done.error().detail);
        printSummary(done->summary);
        std::cout << io::corpus::hygieneSummary(done->hygiene);
        return 0;
    }
    auto sum = importIntoProject(a.positional[1], [&](storage::Project &p) {
        return io::corpus::importJudgmentsFile(p, a.positional[2], a.value("corpus"), options);
    });
    if (!sum)
        return fail(sum.error().detail);
    printSummary(*sum);
    return 0;
}

} // namespace

int runDemo(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {"seed", "study"}, {}, a, err))
        return fail(err);
    if (a.help) {
        std::cout << "usage: raterlab-cli demo PROJECT [--study face|jury|stereotales] [--seed N]\n\n"
                     "Create a synthetic demo study in PROJECT. Same seed, same content. Default seed "
                  << demo::kDefaultSeed << ".\n"
                     "face (default): 1,440 drawn faces, 1,000 simulated raters x 72 images, 8 simulated model conditions.\n"
                     "jury: the real STS-B dev, KorSTS dev and KLUE-STS dev corpora (CC BY-SA 4.0, attribution in `info`)\n"
                     "with 13 simulated judges named after a Korean LLM-jury study's models under blind (3 deliberation\n"
                     "rounds), rubric, random-anchor and gold-plus-one; the judges are synthetic.\n"
                     "stereotales: a prompt grid of our own (4 attributes, 4 scenarios, English, French, Korean), stories by\n"
                     "4 simulated generator models read by 3 simulated extractors, with planted associations (e.g. older ->\n"
                     "car in two models, and in a third in French only), and harm ratings by simulated people and models.\n";
        return 0;
    }
    const std::vector<const demo::DemoEntry *> kinds = demo::demos();
    const std::string kind = a.value("study", kinds.front()->kind);
    const demo::DemoEntry *maker = demo::demoOf(kind);
    if (!maker) {
        std::string names;
        for (std::size_t i = 0; i < kinds.size(); ++i)
            names += (i == 0 ? "" : i + 1 == kinds.size() ? " or " : ", ") + kinds[i]->kind;
        return fail("--study must be " + names + ", not '" + kind + "'");
    }
    if (a.positional.size() != 1)
        return fail("demo expects exactly one PROJECT path (see --help)");
    std::uint64_t seed = demo::kDefaultSeed;
    if (a.has("seed")) {
        try {
            std::size_t used = 0;
            seed = std::stoull(a.value("seed"), &used);
            if (used != a.value("seed").size())
                throw std::invalid_argument("trailing");
        } catch (...) {
            return fail("--seed expects a non-negative integer, got '" + a.value("seed") + "'");
        }
    }
    const auto t0 = std::chrono::steady_clock::now();
    Progress progress;
    progress.report = [](std::string_view phase, std::int64_t done, std::int64_t total) {
        std::cerr << "\r" << phase << " " << done << "/" << total << "      " << std::flush;
    };
    if (Status s = maker->create(a.positional[0], seed, progress); !s)
        return fail(s.error().detail);
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::cerr << "\r";
    std::cout << "synthetic " << (maker == kinds.front() ? "" : kind + " ") << "demo study (seed " << seed << ") written to " << a.positional[0]
              << " in " << secs << " s\n";
    return 0;
}

int runImport(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {"map", "skip", "dimension", "dimensions", "study", "corpus", "format"}, {"link-files"}, a, err))
        return fail(err);
    if (a.help) {
        std::cout << "usage: raterlab-cli import stimuli|ratings|predictions|conditions PROJECT FILE [--map FROM=TO]... [--skip COLUMN]...\n"
                     "       raterlab-cli import corpus PROJECT FILE --corpus NAME [--format auto|stsb|korsts|klue|csv] [--map FROM=TO]...\n"
                     "       raterlab-cli import judgments PROJECT FILE [--corpus NAME] [--map FROM=TO]...\n"
                     "       raterlab-cli import stories|extractions|harm PROJECT FILE [--map FROM=TO]...\n"
                     "                           [--dimension NAME:LO-HI[:integer|continuous]]...\n"
                     "                           [--dimension NAME:categorical[:ordinal][:L1,L2,...]]...\n"
                     "                           [--dimensions FILE.json] [--study face|rating] [--link-files]\n\n"
                     "Import an interchange file (docs/file-formats.md) into PROJECT, creating it when missing.\n"
                     "--map renames a column of FILE (e.g. --map image_id=stimulus_id). --skip COLUMN leaves a column\n"
                     "out (a bookkeeping column such as trial: not a rating, factor or prediction; repeatable).\n"
                     "A bad file changes nothing; the error names file:line:column and the reason.\n"
                     "--dimension declares a rated dimension and its scale, checked on every row. A long ratings\n"
                     "file declares nothing itself: a row naming an undeclared dimension is an error. A wide header\n"
                     "declares its columns (1-9 integers unless --dimension says otherwise) while the study has no\n"
                     "dimensions; once it has some, a new column name must be declared with --dimension (a typo such as\n"
                     "valance is refused with the closest name). Predictions replace the earlier predictions of the\n"
                     "conditions the file names; the summary states each replaced or removed count. The face study declares\n"
                     "emotion, valence, arousal and naturalness itself. A categorical dimension without a label list\n"
                     "takes the labels of the long ratings file, in order of first appearance (the summary lists them);\n"
                     "a label holding ',' or ':' is quoted as in a CSV: 'pref:categorical:\"a, b\",\"n/a: x\",plain'\n"
                     "(\"\" for a quote inside). :ordinal marks labels whose order is meaningful. --dimensions FILE.json\n"
                     "declares dimensions from a file (docs/file-formats.md); 'export dimensions' writes one.\n"
                     "--study sets the kind of study when the import creates it (default: face for image stimuli\n"
                     "with an emotion column, else a generic rating study); stimuli with a text column, or\n"
                     "text_a and text_b, are text items whose texts are payload, not factors.\n"
                     "corpus adds a sentence-pair corpus to a jury study (created when PROJECT is new or empty): native\n"
                     "STS-B and KorSTS TSVs (a double quote is never a quote there), KLUE-STS JSON, or a CSV/TSV with\n"
                     "item_id,sentence1,sentence2,score[,rater_sd] (--map renames columns); the hygiene summary follows.\n"
                     "judgments adds judge answers: judge,item_id,condition,round,score[,rationale,latency_ms,input_tokens,\n"
                     "output_tokens]; one condition per (judge, condition), id JUDGE.CONDITION; item_id is the corpus key\n"
                     "(with --corpus) or CORPUS:KEY. Judges' prices: import conditions (id = the judge) before.\n"
                     "stories, extractions and harm fill a StereoTales study (docs/file-formats.md): stories.csv\n"
                     "story_id,model,language,prompted_attribute,prompted_value[,refused,text,prompt_id]; extractions.csv\n"
                     "story_id,extractor,attribute,value (`unknown` allowed), after the stories; harm.csv\n"
                     "rater_id,rater_kind,base_attribute,base_value,attribute,value,harm[,realism]. With a prompt grid\n"
                     "(stereotales import-grid) a value outside its closed set is an error; without one the files' values\n"
                     "are the value sets, listed with their counts.\n"
                     "Stimulus files are read only from the folder of FILE or of PROJECT (symbolic links resolved),\n"
                     "and only when their content is a PNG, JPEG, WebP or SVG (without external references) image;\n"
                     "their bytes are copied into PROJECT, which is then self-contained. --link-files keeps only\n"
                     "their paths (checked again on every use).\n";
        return 0;
    }
    if (a.positional.size() != 3)
        return fail("import expects KIND PROJECT FILE (see --help)");
    const bool jury = a.positional[0] == "corpus" || a.positional[0] == "judgments";
    const bool stereotales = a.positional[0] == "stories" || a.positional[0] == "extractions" || a.positional[0] == "harm";
    if (stereotales) {
        if (a.has("dimension") || a.has("dimensions") || a.has("study") || a.has("corpus") || a.has("format")
            || a.has("link-files") || a.has("skip"))
            return fail("import " + a.positional[0] + " takes only --map (it declares its own study kind and dimensions: stereotales)");
        io::ImportOptions options;
        for (const auto &m : a.values("map")) {
            auto parsed = io::parseMapping(m);
            if (!parsed)
                return fail(parsed.error().detail);
            options.map.push_back(*parsed);
        }
        return runImportStereoTales(a.positional[0], a.positional[1], a.positional[2], options);
    }
    io::ImportKind kind = io::ImportKind::Stimuli;
    if (!jury && !io::parseImportKind(a.positional[0], kind))
        return fail("unknown import kind '" + a.positional[0] + "' (stimuli, ratings, predictions, conditions, corpus, judgments, stories, extractions, harm)");
    if (!jury && (a.has("corpus") || a.has("format")))
        return fail("--corpus and --format belong to import corpus and import judgments");
    if (jury && (a.has("dimension") || a.has("dimensions") || a.has("study") || a.has("skip")))
        return fail("import " + a.positional[0] + " declares its own dimensions and study kind (jury)");
    if (a.positional[0] == "judgments" && a.has("format"))
        return fail("--format belongs to import corpus");
    io::ImportOptions options;
    for (const auto &m : a.values("map")) {
        auto parsed = io::parseMapping(m);
        if (!parsed)
            return fail(parsed.error().detail);
        options.map.push_back(*parsed);
    }
    for (const auto &file : a.values("dimensions")) {
        auto parsed = io::readDimensionsFile(file);
        if (!parsed)
            return fail(parsed.error().detail);
        options.dimensions.insert(options.dimensions.end(), parsed->begin(), parsed->end());
    }
    for (const auto &d : a.values("dimension")) {
        auto parsed = io::parseDimensionDecl(d);
        if (!parsed)
            return fail(parsed.error().detail);
        options.dimensions.push_back(std::move(*parsed));
    }
    if (Status distinct = io::checkDistinctNames(options.dimensions); !distinct)
        return fail(distinct.error().detail + " (by --dimension and --dimensions together)");
    if (a.has("study")) {
        study::StudyKind k;
        if (!study::parseStudyKind(a.value("study"), k) || !analysis::studyKindEntry(k).agreementSuite)
            return fail("--study must be face or rating, not '" + a.value("study") + "'");
        options.studyKind = k;
    }
    options.skip = a.values("skip");
    options.linkFiles = a.has("link-files");
    options.projectFolder = std::filesystem::absolute(a.positional[1]).parent_path().string();
    if (jury)
        return runImportJury(a, options);
    auto sum = importKindIntoProject(a.positional[1], kind, a.positional[2], options);
    if (!sum)
        return fail(sum.error().detail);
    printSummary(*sum);
    return 0;
}

int runExport(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {}, {}, a, err))
        return fail(err);
    if (a.help) {
        std::cout << "usage: raterlab-cli export stimuli|ratings|predictions|conditions|dimensions PROJECT FILE\n\n"
                     "Write the project's data in the interchange format (ratings in the long format; dimensions as\n"
                     "the declaration file that import --dimensions reads).\n";
        return 0;
    }
    if (a.positional.size() != 3)
        return fail("export expects KIND PROJECT FILE (see --help)");
    if (a.positional[0] == "dimensions") {
        auto project = storage::Project::open(a.positional[1]);
        if (!project)
            return fail(project.error().detail);
        auto s = project->loadStudy();
        if (!s)
            return fail(s.error().detail);
        if (Status w = io::writeFileAtomic(a.positional[2], io::dimensionsToJson(s->dimensions)); !w)
            return fail(w.error().detail);
        std::cout << "wrote " << a.positional[2] << "\n";
        return 0;
    }
    io::ImportKind kind;
    if (!io::parseImportKind(a.positional[0], kind))
        return fail("unknown export kind '" + a.positional[0] + "' (stimuli, ratings, predictions, conditions, dimensions)");
    auto project = storage::Project::open(a.positional[1]);
    if (!project)
        return fail(project.error().detail);
    if (Status s = io::exportFile(*project, kind, a.positional[2]); !s)
        return fail(s.error().detail);
    std::cout << "wrote " << a.positional[2] << "\n";
    return 0;
}

namespace {

nlohmann::ordered_json minMax(const std::vector<int> &counts)
{
    if (counts.empty())
        return {{"min", nullptr}, {"max", nullptr}};
    const auto [lo, hi] = std::minmax_element(counts.begin(), counts.end());
    return {{"min", *lo}, {"max", *hi}};
}

} // namespace

int runInfo(const std::vector<std::string> &argv)
{
    Args a;
    std::string err;
    if (!parseArgs(argv, {}, {}, a, err))
        return fail(err);
    if (a.help) {
        std::cout << "usage: raterlab-cli info PROJECT\n\nA JSON summary of PROJECT on stdout: items and their factor levels,\n"
                     "human raters and ratings per dimension, ratings per item and per rater, conditions, predictions.\n";
        return 0;
    }
    if (a.positional.size() != 1)
        return fail("info expects one PROJECT (see --help)");
    // A file that is not a project (a CSV given by mistake) is told what it is, not SQLite's "not a database".
    if (const auto kind = storage::detectFileKind(a.positional[0]); kind.kind != storage::FileKind::Project)
        return fail(storage::cliSentence(kind, a.positional[0]));
    auto project = storage::Project::open(a.positional[0]);
    if (!project)
        return fail(project.error().detail);
    auto loaded = project->loadStudy();
    if (!loaded)
        return fail(loaded.error().detail);
    const study::Study &s = *loaded;

    using nlohmann::ordered_json;
    ordered_json j;
    j["project"] = a.positional[0];
    j["schema_version"] = project->schemaVersion();
    j["study"] = s.name;
    j["study_kind"] = study::studyKindName(s.protocol.kind);
    j["item_kind"] = study::itemKindName(s.protocol.itemKind);
    j["groupings"] = s.protocol.groupings;
    j["synthetic_demo"] = s.synthetic;
    if (s.synthetic)
        j["demo_seed"] = s.demoSeed;
    j["items"] = s.items.size();
    ordered_json factors = ordered_json::object();
    for (std::size_t f = 0; f < s.factors.size(); ++f) {
        ordered_json levels = ordered_json::object();
        std::vector<int> counts(s.factors[f].levels.size(), 0);
        for (const auto &item : s.items)
            if (f < item.levels.size() && item.levels[f] >= 0)
                ++counts[static_cast<std::size_t>(item.levels[f])];
        if (s.factors[f].levels.size() > 50) {
            factors[s.factors[f].name] = {{"levels", s.factors[f].levels.size()}, {"items_per_level", minMax(counts)}};
            continue;
        }
        for (std::size_t l = 0; l < counts.size(); ++l)
            levels[s.factors[f].levels[l]] = counts[l];
        factors[s.factors[f].name] = levels;
    }
    j["factors"] = factors;
    // A jury study: items per corpus (and in total, "items" above), and the corpora's attribution.
    if (const int cf = s.findFactor(io::corpus::jury::kCorpusFactor); cf >= 0 && s.protocol.kind == study::StudyKind::Jury) {
        ordered_json corpora = ordered_json::object();
        std::vector<std::size_t> counts(s.factors[static_cast<std::size_t>(cf)].levels.size(), 0);
        for (const auto &item : s.items)
            if (static_cast<std::size_t>(cf) < item.levels.size() && item.levels[static_cast<std::size_t>(cf)] >= 0)
                ++counts[static_cast<std::size_t>(item.levels[static_cast<std::size_t>(cf)])];
        for (std::size_t l = 0; l < counts.size(); ++l)
            corpora[s.factors[static_cast<std::size_t>(cf)].levels[l]] = counts[l];
        j["corpora"] = {{"items", corpora}, {"items_total", s.items.size()}};
        auto attribution = project->meta(io::corpus::jury::kAttributionMeta);
        if (attribution && !attribution->empty()) {
            ordered_json lines = ordered_json::array();
            std::size_t start = 0;
            while (start <= attribution->size()) {
                const std::size_t nl = attribution->find('\n', start);
                lines.push_back(attribution->substr(start, nl == std::string::npos ? std::string::npos : nl - start));
                if (nl == std::string::npos)
                    break;
                start = nl + 1;
            }
            j["attribution"] = lines;
        }
    }
    if (Status st = addStereoTalesInfo(*project, j); !st)
        return fail(st.error().detail);
    j["human_raters"] = s.humanRaterCount();

    ordered_json dims = ordered_json::array();
    std::vector<std::size_t> humanPerDim(s.dimensions.size(), 0);
    std::vector<int> perItem(s.items.size(), 0);
    std::vector<int> perRater(s.raters.size(), 0);
    std::map<std::pair<int, int>, std::size_t> predictions; // (condition, dimension) -> count
    std::vector<std::size_t> invalid(s.conditions.size(), 0);
    std::size_t humanRatings = 0;
    for (const auto &r : s.ratings) {
        const auto &rater = s.raters[static_cast<std::size_t>(r.rater)];
        if (rater.kind == study::RaterKind::Human) {
            ++humanRatings;
            ++humanPerDim[static_cast<std::size_t>(r.dimension)];
            ++perItem[static_cast<std::size_t>(r.item)];
            ++perRater[static_cast<std::size_t>(r.rater)];
        } else {
            ++predictions[{rater.conditionIndex, r.dimension}];
            if (r.value < 0)
                ++invalid[static_cast<std::size_t>(rater.conditionIndex)];
        }
    }
    for (std::size_t d = 0; d < s.dimensions.size(); ++d) {
        const auto &dim = s.dimensions[d];
        ordered_json dj {{"name", dim.name},
                         {"kind", dim.kind == study::DimensionKind::Categorical ? "categorical" : "numeric"}};
        if (dim.kind == study::DimensionKind::Categorical) {
            dj["levels"] = dim.levels;
            dj["ordered"] = dim.ordered;
        } else {
            dj["scale"] = {dim.scaleMin, dim.scaleMax};
            dj["values"] = dim.integerValued ? "integer" : "continuous";
        }
        dj["human_ratings"] = humanPerDim[d];
        dims.push_back(dj);
    }
    j["dimensions"] = dims;
    j["human_ratings"] = humanRatings;
    // Ratings per item and per rater count (rater, item) pairs, i.e. one per rated image.
    const std::size_t nDimsRated = std::count_if(humanPerDim.begin(), humanPerDim.end(), [](std::size_t n) { return n > 0; });
    std::vector<int> itemPairs, raterPairs;
    for (std::size_t i = 0; i < perItem.size(); ++i)
        itemPairs.push_back(nDimsRated ? perItem[i] / static_cast<int>(nDimsRated) : 0);
    for (std::size_t r = 0; r < perRater.size(); ++r)
        if (s.raters[r].kind == study::RaterKind::Human)
            raterPairs.push_back(nDimsRated ? perRater[r] / static_cast<int>(nDimsRated) : 0);
    j["ratings_per_item"] = minMax(itemPairs);
    j["ratings_per_rater"] = minMax(raterPairs);

    ordered_json conds = ordered_json::array();
    for (std::size_t c = 0; c < s.conditions.size(); ++c) {
        const auto &cond = s.conditions[c];
        ordered_json per = ordered_json::object();
        for (std::size_t d = 0; d < s.dimensions.size(); ++d)
            if (auto it = predictions.find({static_cast<int>(c), static_cast<int>(d)}); it != predictions.end())
                per[s.dimensions[d].name] = it->second;
        conds.push_back({{"id", cond.id}, {"label", cond.label}, {"provider", cond.provider}, {"model", cond.model},
                         {"simulated", cond.simulated}, {"predictions", per}, {"invalid_labels", invalid[c]}});
    }
    j["conditions"] = conds;
    std::cout << j.dump(2) << "\n";
    return 0;
}

} // namespace rl::cli

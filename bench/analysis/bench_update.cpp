// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Benchmark: what the workbench does after a run of one condition finished on the demo project
// (1,440 faces, 8 conditions, every analysis part), before and after the in-place update:
//   reload  = Project::open + loadStudy + analyzeRatingStudy (the old path: reopen, re-run everything)
//   update  = withConditionRatingsFrom (that condition's answers only) + reanalyzeRatingStudy
// and after a conditions save (one condition added): analyzeRatingStudy vs reanalyzeRatingStudy.
// Median of REPEATS wall times; the outputs are checked equal.
//
//   bench_update [REPEATS]
#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/report.h"
#include "engine/demo/demo.h"
#include "engine/storage/conditionsave.h"
#include "engine/storage/project.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <vector>

#include <unistd.h>

using namespace rl;

namespace {

double medianSeconds(int repeats, const std::function<void()> &work)
{
    std::vector<double> t;
    for (int i = 0; i < repeats; ++i) {
        const auto a = std::chrono::steady_clock::now();
        work();
        t.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - a).count());
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

[[noreturn]] void die(const Error &e)
{
    std::fprintf(stderr, "%s\n", e.message().c_str());
    std::exit(1);
}

} // namespace

int main(int argc, char **argv)
{
    const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const auto dir = std::filesystem::temp_directory_path() / ("rl_bench_update_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "demo.raterlab").string();
    if (auto made = demo::createDemoProject(path, 42); !made)
        die(made.error());

    auto loadAll = [&] {
        auto p = storage::Project::open(path);
        if (!p)
            die(p.error());
        auto s = p->loadStudy();
        if (!s)
            die(s.error());
        return std::move(*s);
    };
    const study::Study base = loadAll();
    const analysis::RatingAnalysisOptions options; // the workbench's defaults: every part
    auto previous = analysis::analyzeRatingStudy(base, options);
    if (!previous)
        die(previous.error());
    const std::string id = base.conditions[3].id;

    std::string reloadOut, updateOut;
    const double reload = medianSeconds(repeats, [&] {
        const study::Study s = loadAll();
        auto a = analysis::analyzeRatingStudy(s, options);
        reloadOut = analysis::metricsCsv(*a);
    });
    const double update = medianSeconds(repeats, [&] {
        auto s = storage::withConditionRatingsFrom(path, base, id);
        if (!s)
            die(s.error());
        auto a = analysis::reanalyzeRatingStudy(*previous, *s, {id});
        updateOut = analysis::metricsCsv(*a);
    });

    study::ModelCondition added = base.conditions.back();
    added.id = "added";
    std::vector<study::ModelCondition> conditions = base.conditions;
    conditions.push_back(added);
    auto saved = storage::withConditions(base, conditions);
    if (!saved)
        die(saved.error());
    std::string fullSaveOut, updateSaveOut;
    const double fullSave = medianSeconds(repeats, [&] { fullSaveOut = analysis::metricsCsv(*analysis::analyzeRatingStudy(*saved, options)); });
    const double updateSave = medianSeconds(repeats, [&] {
        updateSaveOut = analysis::metricsCsv(*analysis::reanalyzeRatingStudy(*previous, *saved, {}));
    });

    std::printf("after a run of '%s' (demo, 1,440 faces, %zu conditions, every part), median of %d:\n", id.c_str(),
                base.conditions.size(), repeats);
    std::printf("  reopen + full analysis        %7.3f s\n", reload);
    std::printf("  read its answers + re-analyse %7.3f s   (%.1fx faster)   outputs %s\n", update, reload / update,
                reloadOut == updateOut ? "equal" : "DIFFER");
    std::printf("after saving conditions (one added):\n");
    std::printf("  full analysis                 %7.3f s\n", fullSave);
    std::printf("  re-analysis                   %7.3f s   (%.1fx faster)   outputs %s\n", updateSave, fullSave / updateSave,
                fullSaveOut == updateSaveOut ? "equal" : "DIFFER");
    std::filesystem::remove_all(dir);
    return reloadOut == updateOut && fullSaveOut == updateSaveOut ? 0 : 1;
}

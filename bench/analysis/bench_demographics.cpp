// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Benchmark: the demographic battery of docs/methods.md §5 (race x gender bias ANOVAs with Tukey, per-group
// classification, binomial GLMM likelihood-ratio tests) on a project file, with the project load timed separately:
//   open   Project::open (migration check and PRAGMA quick_check)
//   load   Project::loadStudy (all tables, the ratings included)
//   battery analyzeRatingStudy with only the demographics part (RatingData included)
// Wall and CPU (process) seconds of each, every repeat; demographics.sh runs it next to `raterlab-cli analyze`.
//
//   bench_demographics PROJECT [REPEATS]
#include "engine/analysis/ratinganalysis.h"
#include "engine/storage/project.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

using namespace rl;

namespace {

struct Clock {
    std::chrono::steady_clock::time_point wall = std::chrono::steady_clock::now();
    std::clock_t cpu = std::clock();
};

void print(const char *what, const Clock &a, const Clock &b)
{
    std::printf(" %s %.3f wall %.3f cpu", what, std::chrono::duration<double>(b.wall - a.wall).count(),
                static_cast<double>(b.cpu - a.cpu) / CLOCKS_PER_SEC);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_demographics PROJECT [REPEATS]\n");
        return 2;
    }
    const int repeats = argc > 2 ? std::max(1, std::atoi(argv[2])) : 3;
    for (int r = 0; r < repeats; ++r) {
        const Clock t0;
        auto project = storage::Project::open(argv[1]);
        if (!project) {
            std::fprintf(stderr, "%s\n", project.error().message().c_str());
            return 1;
        }
        const Clock t1;
        auto study = project->loadStudy();
        if (!study) {
            std::fprintf(stderr, "%s\n", study.error().message().c_str());
            return 1;
        }
        const Clock t2;
        analysis::RatingAnalysisOptions options;
        options.parts = {false, true, false};
        auto result = analysis::analyzeRatingStudy(*study, options, Progress {});
        if (!result) {
            std::fprintf(stderr, "%s\n", result.error().message().c_str());
            return 1;
        }
        const Clock t3;
        std::printf("run %d:", r + 1);
        print("open", t0, t1);
        print("load", t1, t2);
        print("battery", t2, t3);
        print("total", t0, t3);
        std::printf("\n");
    }
    return 0;
}

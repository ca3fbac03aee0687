// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Benchmark: planning the demo study by resampling it (engine/analysis/plan/resampling.h), the workload of
// `raterlab-cli plan` on the face demo: 1,440 items, 8 conditions, valence and arousal x 7 groups (all + six
// emotions) plus the classification, items {50, 100, 200, 400, 800, 1440} x raters {2, 3, 5, 10, 20, 50},
// B = 200 draws per design. Prints the wall and CPU time and the work's physical size: the human ratings
// touched (drawn) per draw summed over every draw, i.e. what any method must at least read.
//
//   bench_plan [THREADS] [DRAWS]      (defaults 2 and 200; target: <= 60 s wall on 2 cores)
#include "engine/analysis/plan/resampling.h"
#include "engine/demo/demo.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>

using namespace rl;

int main(int argc, char **argv)
{
    const int threads = argc > 1 ? std::atoi(argv[1]) : 2;
    const std::size_t draws = argc > 2 ? static_cast<std::size_t>(std::atol(argv[2])) : 200;
    auto demo = demo::generateDemo(demo::kDefaultSeed);
    if (!demo) {
        std::fprintf(stderr, "%s\n", demo.error().message().c_str());
        return 1;
    }
    analysis::plan::PlanOptions o;
    o.items = {50, 100, 200, 400, 800, 1440};
    o.raters = {2, 3, 5, 10, 20, 50};
    o.draws = draws;
    o.threads = threads;
    const auto wall0 = std::chrono::steady_clock::now();
    const std::clock_t cpu0 = std::clock();
    auto plan = analysis::plan::planStudy(demo->study, o);
    const double cpu = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
    if (!plan) {
        std::fprintf(stderr, "%s\n", plan.error().message().c_str());
        return 1;
    }
    const std::size_t designs = o.items.size() * o.raters.size();
    std::printf("plan of the face demo: %zu designs x %zu draws, %zu rows, %d threads\n", designs, draws, plan->rows.size(),
                threads);
    std::printf("wall %.2f s, CPU %.2f s\n", wall, cpu);
    std::printf("physical limit: %llu human ratings touched over %zu draws (%.0f a draw on average), %.1f ns a rating touched\n",
                static_cast<unsigned long long>(plan->ratingsDrawn), designs * draws,
                static_cast<double>(plan->ratingsDrawn) / static_cast<double>(designs * draws),
                wall * 1e9 / static_cast<double>(plan->ratingsDrawn));
    return wall <= 60.0 ? 0 : 2;
}

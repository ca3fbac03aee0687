// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The condition comparison of the 8 demo conditions (engine/analysis/compare) with B = 2000: every
// statistic, valence and arousal (and naturalness where all answered), overall and per emotion,
// the bootstraps of r, ρ, Δα, W1SD, accuracy, κ, macro-F1 and every pair's tests.
//   bench_compare PROJECT [B] [SEED]
// prints
//   raterlab_seconds=<wall of compareConditions> cpu_seconds=<its user + system time> load_seconds=<project open + load> ...
// and, for the side-by-side check with R, the Δα and W1SD percentile CIs of the overall valence rows:
//   ci,<condition>,<statistic>,<estimate>,<ci_low>,<ci_high>
#include "engine/analysis/compare/comparison.h"
#include "engine/analysis/registry.h"
#include "engine/storage/project.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <sys/resource.h>

using namespace rl;

namespace {

double cpuSeconds()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + 1e-6 * double(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_compare PROJECT [B] [SEED]\n");
        return 2;
    }
    const auto t0 = std::chrono::steady_clock::now();
    auto project = storage::Project::open(argv[1]);
    if (!project) {
        std::fprintf(stderr, "%s\n", project.error().message().c_str());
        return 1;
    }
    auto study = project->loadStudy();
    if (!study) {
        std::fprintf(stderr, "%s\n", study.error().message().c_str());
        return 1;
    }
    analysis::compare::CompareOptions o;
    for (const auto &c : study->conditions)
        if (o.conditions.size() < 8)
            o.conditions.push_back(c.id);
    o.bootstrap = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 2000;
    o.seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 42;
    o.analysis = analysis::analysisPlanFor(*study).options;
    const auto t1 = std::chrono::steady_clock::now();
    const double cpu0 = cpuSeconds();
    auto c = analysis::compare::compareConditions(*study, o);
    const double cpu = cpuSeconds() - cpu0;
    const auto t2 = std::chrono::steady_clock::now();
    if (!c) {
        std::fprintf(stderr, "%s\n", c.error().message().c_str());
        return 1;
    }
    std::printf("raterlab_seconds=%.3f cpu_seconds=%.3f load_seconds=%.3f estimates=%zu tests=%zu conditions=%zu B=%zu\n",
                std::chrono::duration<double>(t2 - t1).count(), cpu, std::chrono::duration<double>(t1 - t0).count(),
                c->estimates.size(), c->tests.size(), c->conditions.size(), c->bootstrap);
    for (const auto &e : c->estimates)
        if (e.group == 0 && c->dimensions[e.dimension] == "valence"
            && (e.statistic == analysis::compare::Statistic::DeltaAlpha || e.statistic == analysis::compare::Statistic::W1sd))
            std::printf("ci,%s,%s,%.6f,%.6f,%.6f\n", c->conditions[e.condition].c_str(),
                        analysis::compare::statisticName(e.statistic), e.value, e.ciLow, e.ciHigh);
    return 0;
}

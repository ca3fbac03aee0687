// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The full jury subset search of docs/methods.md §8 (13 judges x 3 corpora x 4 prompt conditions, mean and
// median: 24 x 8,178 panels) on a seeded synthetic jury the size of STS-B dev (1,500 pairs), KorSTS
// test (1,379) and KLUE-STS dev (519).
//   bench_subsets DATA.csv RESULTS.csv [REPEATS] [THREADS]
// writes the data it searched to DATA.csv (corpus,condition,item,human,j01..j13: the numpy side reads
// it), every panel's rho and r to RESULTS.csv, and prints
// (with RL_BENCH_JURY_FULL set, first the whole jury analysis at B = 1000: analyze_seconds=...)
//   raterlab_seconds=<best of REPEATS, wall> first=<first run> cpu_seconds_per_run=<CPU time / REPEATS> threads=<T> subsets=<total>
#include "engine/analysis/jury/juryanalysis.h"
#include "engine/analysis/jury/subsetsearch.h"
#include "engine/io/csv.h"
#include "engine/stats/random.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <numeric>
#include <string>

#include <sys/resource.h>

using namespace rl::analysis::jury;

namespace {

double cpuSeconds()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + 1e-6 * static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

JuryData syntheticJury(std::uint64_t seed)
{
    rl::stats::Rng rng(seed);
    JuryData d;
    const int k = 13;
    for (int j = 0; j < k; ++j) {
        char id[8];
        std::snprintf(id, sizeof id, "j%02d", j + 1);
        d.judges.push_back({id, id, 0.05 * j, 0.2 * j});
    }
    struct Corpus {
        const char *name;
        int n;
        bool continuous; // STS-B-like continuous gold vs multiples of 0.2
    };
    const Corpus corpora[] = {{"stsb", 1500, true}, {"korsts", 1379, false}, {"klue", 519, false}};
    const char *conditions[] = {"blind", "rubric", "random-anchor", "gold-plus-one"};
    // Judges differ in noise (j12 near-constant, j13 noisy, as in the reference jury) and bias.
    std::vector<double> noise(k), bias(k);
    for (int j = 0; j < k; ++j) {
        noise[j] = 0.45 + 0.08 * j;
        bias[j] = rng.normal(0, 0.3);
    }
    for (const Corpus &c : corpora) {
        d.corpora.push_back(c.name);
        std::vector<double> human(c.n);
        for (auto &h : human)
            h = c.continuous ? std::round(rng.uniform() * 5000.0) / 1000.0 : static_cast<double>(rng.below(26)) * 0.2;
        for (int ci = 0; ci < 4; ++ci) {
            JuryTable t;
            t.corpus = c.name;
            t.condition = conditions[ci];
            t.human = human;
            t.humanSd.assign(c.n, kNaN);
            for (int i = 0; i < c.n; ++i) {
                t.itemKeys.push_back(std::string(c.name) + ":" + std::to_string(i + 1));
                t.items.push_back(i);
            }
            for (int j = 0; j < k; ++j) {
                t.judges.push_back(j);
                t.latencyMedianS.push_back(0.5 + 0.1 * j);
                for (int i = 0; i < c.n; ++i) {
                    double s;
                    if (j == 11)
                        s = rng.uniform() < 0.9 ? 3 : 1 + static_cast<double>(rng.below(5));
                    else
                        s = 1 + 0.8 * human[i] + bias[j] + 0.2 * ci + rng.normal(0, j == 12 ? 2.0 : noise[j]);
                    t.scores.push_back(std::clamp(std::round(s), 1.0, 5.0));
                }
            }
            d.tables.push_back(std::move(t));
        }
    }
    return d;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3) {
        std::cerr << "usage: bench_subsets DATA.csv RESULTS.csv [REPEATS] [THREADS]\n";
        return 2;
    }
    const int repeats = argc > 3 ? std::max(1, std::atoi(argv[3])) : 5;
    const int threads = argc > 4 ? std::max(1, std::atoi(argv[4])) : 2;
    const JuryData d = syntheticJury(20261201);
    {
        std::ofstream data(argv[1]);
        data << "corpus,condition,item,human";
        for (const auto &j : d.judges)
            data << "," << j.id;
        data << "\n";
        for (const auto &t : d.tables)
            for (std::size_t i = 0; i < t.rowCount(); ++i) {
                data << t.corpus << "," << t.condition << "," << t.itemKeys[i] << "," << rl::io::formatNumber(t.human[i]);
                for (std::size_t c = 0; c < t.columnCount(); ++c)
                    data << "," << t.score(i, c);
                data << "\n";
            }
    }
    std::vector<std::size_t> tables(d.tables.size());
    std::iota(tables.begin(), tables.end(), 0);
    const Aggregate aggs[] = {Aggregate::Mean, Aggregate::Median};
    double best = 1e300, first = 0;
    std::vector<SubsetSearch> result;
    const double cpu0 = cpuSeconds();
    for (int r = 0; r < repeats; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        result = searchSubsets(d, tables, aggs, threads);
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (r == 0)
            first = s;
        best = std::min(best, s);
    }
    const double cpu = (cpuSeconds() - cpu0) / repeats;
    std::size_t subsets = 0;
    bool fast = true;
    std::ofstream out(argv[2]);
    out << "corpus,condition,aggregate,mask,spearman_rho,pearson_r\n";
    for (const auto &s : result) {
        subsets += s.subsetCount();
        fast = fast && s.fastPath;
        const auto &t = d.tables[s.table];
        for (std::uint32_t m = 1; m < s.rho.size(); ++m)
            if (std::popcount(m) >= 2)
                out << t.corpus << "," << t.condition << "," << aggregateName(s.aggregate) << "," << m << ","
                    << rl::io::formatNumber(s.rho[m]) << "," << rl::io::formatNumber(s.r[m]) << "\n";
    }
    if (std::getenv("RL_BENCH_JURY_FULL")) { // the whole `jury analyze` statistics, B = 1000 (not part of the comparison)
        const auto t0 = std::chrono::steady_clock::now();
        auto a = analyzeJury(d, JuryAnalysisOptions {});
        std::printf("analyze_seconds=%.3f summary_rows=%zu strata_rows=%zu\n",
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(),
                    a ? a->summary.size() : 0, a ? a->strata.size() : 0);
    }
    std::printf("raterlab_seconds=%.4f first=%.4f cpu_seconds_per_run=%.4f threads=%d subsets=%zu path=%s\n", best, first,
                cpu, threads, subsets, fast ? "counting" : "general");
    return 0;
}

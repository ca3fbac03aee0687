// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Per-table Fisher Monte Carlo timing (one thread). Input: a CSV `table,nrow,ncol,counts` (counts
// row-major, space separated); output: `table,nrow,ncol,n,method,p,seconds` (CPU seconds) on stdout.
//   bench_fisher TABLES.csv [B] [SEED]
#include "engine/stats/fisher.h"

#include <chrono>
#include <ctime>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_fisher TABLES.csv [B] [SEED]\n");
        return 2;
    }
    const std::uint64_t B = argc > 2 ? std::stoull(argv[2]) : 500000;
    const std::uint64_t seed = argc > 3 ? std::stoull(argv[3]) : 1;
    std::ifstream in(argv[1]);
    std::string line;
    std::getline(in, line); // header
    rl::stats::FisherWorkspace ws;
    std::printf("table,nrow,ncol,n,method,p,seconds\n");
    while (std::getline(in, line)) {
        std::istringstream ls(line);
        std::string name, r, c, counts;
        std::getline(ls, name, ',');
        std::getline(ls, r, ',');
        std::getline(ls, c, ',');
        std::getline(ls, counts, ',');
        std::vector<std::int64_t> t;
        std::istringstream cs(counts);
        std::int64_t v;
        std::int64_t n = 0;
        while (cs >> v) {
            t.push_back(v);
            n += v;
        }
        rl::stats::FisherOptions o;
        o.resamples = B;
        o.seed = seed;
        // CPU seconds of this thread (R's side reports user CPU seconds too: comparable on a busy machine)
        timespec a {}, b {};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &a);
        const auto f = rl::stats::fisherTest(t, std::stoi(r), std::stoi(c), o, &ws);
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &b);
        const double s = double(b.tv_sec - a.tv_sec) + 1e-9 * double(b.tv_nsec - a.tv_nsec);
        std::printf("%s,%s,%s,%lld,%s,%.17g,%.4f\n", name.c_str(), r.c_str(), c.c_str(), (long long)n,
                    std::string(rl::stats::fisherMethodName(f.method)).c_str(), f.p, s);
        std::fflush(stdout);
    }
    return 0;
}

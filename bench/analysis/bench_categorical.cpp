// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Benchmark (issue 22): a categorical annotation study without gold labels — N items x 5 human
// annotators x 10 model conditions, five labels, no grouping factor — and the whole `analyze`: the
// analysis with its defaults (alpha bootstrap B = 1000, Alt-test per dimension), the verdict matrix and
// the four output files. The study is generated in memory (not timed), as `analyze` starts from the
// loaded study. Sizes 1x, 4x, 10x of 10,000 items show whether the cost is linear; the goal is
// <= 5 s at 100,000 items on 2 cores.
//
//   bench_categorical [BASE_ITEMS=10000] [REPEATS=3] [OUT_DIR=/tmp/bench_categorical]
#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/report.h"
#include "engine/analysis/verdicts.h"
#include "engine/stats/random.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace rl;

namespace {

double seconds(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b)
{
    return std::chrono::duration<double>(b - a).count();
}

/// Items with a latent label; a human gives it with probability 0.7, model m with 0.9 - 0.04 m; model 9
/// answers outside the labels on 1% of the items.
study::Study makeStudy(std::size_t items, std::uint64_t seed)
{
    constexpr int kLabels = 5, kRaters = 5, kModels = 10;
    study::Study s;
    s.name = "bench categorical";
    s.protocol.kind = study::StudyKind::Rating;
    study::Dimension d;
    d.name = "preference";
    d.kind = study::DimensionKind::Categorical;
    d.levels = {"model_a", "model_b", "tie", "both bad", "n/a: resolved"};
    s.dimensions.push_back(d);
    for (std::size_t j = 0; j < items; ++j) {
        study::Item it;
        it.key = "i" + std::to_string(j);
        s.addItem(it);
    }
    for (int r = 0; r < kRaters; ++r) {
        study::Rater h;
        h.key = "h" + std::to_string(r);
        s.addRater(h);
    }
    for (int m = 0; m < kModels; ++m) {
        study::ModelCondition c;
        c.id = "model" + std::to_string(m);
        c.label = c.id;
        c.provider = "imported";
        s.addCondition(c);
    }
    stats::Rng rng(seed);
    s.ratings.reserve(items * (kRaters + kModels));
    for (std::size_t j = 0; j < items; ++j) {
        const auto latent = static_cast<double>(rng.below(kLabels));
        auto draw = [&](double p) { return rng.uniform() < p ? latent : static_cast<double>(rng.below(kLabels)); };
        for (int r = 0; r < kRaters; ++r)
            s.ratings.push_back({s.findRater(study::RaterKind::Human, "h" + std::to_string(r)), static_cast<int>(j), 0, draw(0.7)});
        for (int m = 0; m < kModels; ++m) {
            double v = draw(0.9 - 0.04 * m);
            if (m == kModels - 1 && rng.uniform() < 0.01)
                v = -1; // invalid
            s.ratings.push_back({s.raterOfCondition(m), static_cast<int>(j), 0, v});
        }
    }
    return s;
}

} // namespace

int main(int argc, char **argv)
{
    const std::size_t base = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 10000;
    const int repeats = argc > 2 ? std::max(1, std::atoi(argv[2])) : 3;
    const std::string out = argc > 3 ? argv[3] : "/tmp/bench_categorical";
    std::printf("items,ratings,analysis_s,verdicts_s,write_s,total_s,per_item_us\n");
    for (std::size_t factor : {1, 4, 10}) {
        const std::size_t items = base * factor;
        const study::Study s = makeStudy(items, 42);
        double best = 1e300, bestA = 0, bestV = 0, bestW = 0;
        for (int rep = 0; rep < repeats; ++rep) {
            analysis::RatingAnalysisOptions o; // the defaults of `analyze`
            o.groupBy.clear();
            o.parts = {true, false, false};
            const auto t0 = std::chrono::steady_clock::now();
            auto a = analysis::analyzeRatingStudy(s, o);
            const auto t1 = std::chrono::steady_clock::now();
            if (!a) {
                std::fprintf(stderr, "analysis failed: %s\n", a.error().detail.c_str());
                return 1;
            }
            const auto v = analysis::verdictMatrix(*a);
            const auto t2 = std::chrono::steady_clock::now();
            if (!analysis::writeAnalysisOutput(out, *a, v, {"bench", "memory"})) {
                std::fprintf(stderr, "cannot write %s\n", out.c_str());
                return 1;
            }
            const auto t3 = std::chrono::steady_clock::now();
            if (seconds(t0, t3) < best) {
                best = seconds(t0, t3);
                bestA = seconds(t0, t1);
                bestV = seconds(t1, t2);
                bestW = seconds(t2, t3);
            }
        }
        std::printf("%zu,%zu,%.3f,%.3f,%.3f,%.3f,%.2f\n", items, s.ratings.size(), bestA, bestV, bestW, best,
                    1e6 * best / static_cast<double>(items));
        std::fflush(stdout);
    }
    return 0;
}

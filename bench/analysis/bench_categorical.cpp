// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Benchmark: a categorical annotation study without gold labels — N items x 5 human
// annotators x 10 model conditions, five labels, no grouping factor — and the whole `analyze`: the
// analysis with its defaults (alpha bootstrap B = 1000, Alt-test per dimension), the verdict matrix and
// the four output files. The study is generated and saved to a project file (not timed); the timed
// part is what `raterlab-cli analyze` does: open the project, load the study, analyse, judge, write.
// Sizes 1x, 4x, 10x of 10,000 items show whether the cost is linear; the goal is <= 5 s at 100,000
// items on 2 cores.
//
//   bench_categorical [BASE_ITEMS=10000] [REPEATS=3] [OUT_DIR=/tmp/bench_categorical]
// (OUT_DIR/N.raterlab is the project of N items: `raterlab-cli analyze` can be timed on it too.)
#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/report.h"
#include "engine/analysis/verdicts.h"
#include "engine/stats/random.h"
#include "engine/storage/project.h"

#include <filesystem>

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
        c.provider = study::kImportedProvider; // predictions made elsewhere, as an annotation study's are
        c.strategy.clear();
        c.imported = study::ImportRecord {"predictions.csv", "2026-12-02T00:00:00Z", static_cast<std::int64_t>(items)};
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
    std::filesystem::create_directories(out);
    std::printf("items,ratings,load_s,analysis_s,verdicts_s,write_s,total_s,per_item_us\n");
    for (std::size_t factor : {1, 4, 10}) {
        const std::size_t items = base * factor;
        const std::string path = out + "/" + std::to_string(items) + ".raterlab";
        {
            std::filesystem::remove(path);
            const study::Study made = makeStudy(items, 42);
            auto project = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
            if (!project || !project->save(made, {})) {
                std::fprintf(stderr, "cannot write %s\n", path.c_str());
                return 1;
            }
        }
        double best = 1e300, bestL = 0, bestA = 0, bestV = 0, bestW = 0;
        std::size_t ratings = 0;
        for (int rep = 0; rep < repeats; ++rep) {
            analysis::RatingAnalysisOptions o; // the defaults of `analyze`
            o.groupBy.clear();
            o.parts = {true, false, false};
            const auto tl = std::chrono::steady_clock::now();
            auto project = storage::Project::open(path);
            auto loaded = project ? project->loadStudy() : Result<study::Study>(project.error());
            if (!loaded) {
                std::fprintf(stderr, "cannot load %s\n", path.c_str());
                return 1;
            }
            const study::Study &s = *loaded;
            ratings = s.ratings.size();
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
            if (seconds(tl, t3) < best) {
                best = seconds(tl, t3);
                bestL = seconds(tl, t0);
                bestA = seconds(t0, t1);
                bestV = seconds(t1, t2);
                bestW = seconds(t2, t3);
            }
        }
        std::printf("%zu,%zu,%.3f,%.3f,%.3f,%.3f,%.3f,%.2f\n", items, ratings, bestL, bestA, bestV, bestW, best,
                    1e6 * best / static_cast<double>(items));
        std::fflush(stdout);
    }
    return 0;
}

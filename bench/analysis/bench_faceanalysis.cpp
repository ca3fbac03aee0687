// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Benchmark: the whole face analysis of docs/methods.md §1–3 (8 conditions, valence and arousal, overall
// and per emotion, human alpha at four levels, LOO W1SD baseline, inter-model variance with B = 1000
// seeded human resamples, Alt-test, verdict matrix) on the reference synthetic face study.
// The study is imported through the real importers first (not timed); the timed part starts from
// the Study in memory, as the R side starts from its data frames. run.sh prints both and the ratio.
//
//   bench_faceanalysis [REFERENCE_FACE_DIR] [REPEATS]
#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/verdicts.h"
#include "engine/io/importers.h"
#include "engine/storage/project.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

using namespace rl;

namespace {

double seconds(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b)
{
    return std::chrono::duration<double>(b - a).count();
}

} // namespace

int main(int argc, char **argv)
{
    const std::string face = argc > 1 ? argv[1] : std::string(RL_BENCH_SOURCE_DIR) + "/tests/reference/face";
    const int repeats = argc > 2 ? std::max(1, std::atoi(argv[2])) : 7;

    const auto tmp = std::filesystem::temp_directory_path() / ("rl_bench_analysis_" + std::to_string(::getpid()));
    std::filesystem::create_directories(tmp);
    const std::string path = (tmp / "face.raterlab").string();
    const auto t0 = std::chrono::steady_clock::now();
    {
        auto project = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        if (!project) {
            std::fprintf(stderr, "%s\n", project.error().message().c_str());
            return 1;
        }
        const io::ColumnMap ids {{"image_id", "stimulus_id"}};
        const io::ColumnMap preds {{"image_id", "stimulus_id"}, {"valence_pred", "valence"},
                                   {"arousal_pred", "arousal"}, {"emotion_pred", "emotion"}};
        for (auto [kind, file, map] : {std::tuple {io::ImportKind::Stimuli, "face_images.csv", ids},
                                       std::tuple {io::ImportKind::Ratings, "face_ratings.csv.gz", ids},
                                       std::tuple {io::ImportKind::Predictions, "face_model_predictions.csv.gz", preds}}) {
            if (auto r = io::importFile(*project, kind, face + "/" + file, map); !r) {
                std::fprintf(stderr, "%s\n", r.error().message().c_str());
                return 1;
            }
        }
    }
    auto project = storage::Project::open(path);
    auto study = project->loadStudy();
    if (!study) {
        std::fprintf(stderr, "%s\n", study.error().message().c_str());
        return 1;
    }
    const auto t1 = std::chrono::steady_clock::now();
    std::printf("import + load (not timed below): %.3f s\n", seconds(t0, t1));

    analysis::RatingAnalysisOptions options;
    options.parts = {true, false, false}; // docs/methods.md §1–3
    options.resamplingRepeats = 1000;
    options.seed = 42;

    std::vector<double> times;
    std::map<std::string, double> phase;
    analysis::RatingAnalysis last;
    for (int r = 0; r < repeats; ++r) {
        auto mark = std::chrono::steady_clock::now();
        std::string current = "prepare";
        Progress progress;
        progress.report = [&](std::string_view name, std::int64_t done, std::int64_t total) {
            const auto now = std::chrono::steady_clock::now();
            phase[current] += r == repeats - 1 ? seconds(mark, now) : 0.0;
            mark = now;
            current = std::string(name);
            (void)done;
            (void)total;
        };
        const auto a = std::chrono::steady_clock::now();
        auto result = analysis::analyzeRatingStudy(*study, options, progress);
        const auto verdicts = analysis::verdictMatrix(*result);
        const auto b = std::chrono::steady_clock::now();
        times.push_back(seconds(a, b));
        if (r == repeats - 1)
            last = std::move(*result);
        (void)verdicts;
    }
    std::sort(times.begin(), times.end());
    const double median = times[times.size() / 2];
    std::printf("phases of the last run (s):");
    for (const auto &[name, t] : phase)
        std::printf(" %s %.4f", name.c_str(), t);
    std::printf("\n");
    // A few numbers to show both sides computed the same thing.
    const auto &c1 = last.conditions[0].cells[0][0];
    std::printf("check: cond1 valence delta_alpha %.15g, w1sd %.15g, human alpha_interval %.15g, loo %.15g\n",
                c1.alpha.delta, c1.w1sd.share, last.human[0][0].alpha[2].alpha, last.human[0][0].loo.share);
    std::printf("raterlab_seconds=%.6f (median of %d, min %.6f, max %.6f)\n", median, repeats, times.front(), times.back());
    if (const char *keep = std::getenv("RL_BENCH_KEEP_PROJECT"))
        std::filesystem::copy_file(path, keep, std::filesystem::copy_options::overwrite_existing);
    std::filesystem::remove_all(tmp);
    return 0;
}

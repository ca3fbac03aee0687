// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The whole per-model StereoTales association analysis on a synthetic study generated in memory:
// STORIES stories of MODELS models in 10 languages, 19 attributes with 2–10 values (some with an
// `other`), a quarter of the extracted values unknown, and planted associations (a base value that
// triples the weight of one value of another attribute) in a third of the models.
//   bench_association [STORIES=650000] [MODELS=23] [B=500000] [THREADS=2] [OUT_DIR]
// Prints the generation time, the tables tested, the analysis wall and CPU time and the peak RSS.
// One model's share of the study (STORIES = 650000 / 23 = 28261, MODELS = 1) has the same tables as
// each model of the whole: its time × 23 is the whole's CPU time.
#include "engine/analysis/stereotales/association.h"
#include "engine/analysis/stereotales/streport.h"
#include "engine/stats/random.h"

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <string>

using namespace rl::analysis::stereotales;

namespace {

StData synthetic(std::size_t stories, int models, std::uint64_t seed)
{
    rl::stats::Rng rng(seed);
    StData d;
    const int valueCounts[19] = {2, 2, 3, 3, 4, 4, 5, 5, 5, 6, 6, 7, 7, 8, 8, 9, 10, 10, 4};
    for (int a = 0; a < 19; ++a) {
        Attribute at;
        at.name = "attr" + std::to_string(a);
        const bool other = valueCounts[a] >= 5 && a % 2 == 0;
        for (int v = 0; v < valueCounts[a]; ++v) {
            at.values.push_back(other && v == valueCounts[a] - 1 ? "other" : "v" + std::to_string(v));
            at.promptable.push_back(!(other && v == valueCounts[a] - 1));
        }
        at.otherValue = other ? valueCounts[a] - 1 : -1;
        d.attributes.push_back(at);
    }
    for (int m = 0; m < models; ++m)
        d.models.push_back("model" + std::to_string(m));
    for (int l = 0; l < 10; ++l)
        d.languages.push_back("lang" + std::to_string(l));
    // base weights per attribute value; planted: (model % 3 == 0) A = a → B = b weight × 3
    std::vector<std::vector<double>> weight(19);
    for (int a = 0; a < 19; ++a)
        for (int v = 0; v < valueCounts[a]; ++v)
            weight[a].push_back(0.3 + rng.uniform());
    const std::size_t n = stories;
    d.storyKeys.resize(n);
    d.storyModel.resize(n);
    d.storyLanguage.resize(n);
    d.promptedAttribute.resize(n);
    d.promptedValue.resize(n);
    d.refused.assign(n, 0);
    d.extracted.assign(n * 19, kUnknown);
    std::vector<double> w;
    for (std::size_t s = 0; s < n; ++s) {
        d.storyKeys[s] = "s" + std::to_string(s);
        const int m = int(rng.below(std::uint64_t(models)));
        d.storyModel[s] = m;
        d.storyLanguage[s] = int(rng.below(10));
        const int a = int(rng.below(19));
        d.promptedAttribute[s] = a;
        const Attribute &at = d.attributes[std::size_t(a)];
        const int promptable = at.otherValue >= 0 ? int(at.values.size()) - 1 : int(at.values.size());
        const int av = int(rng.below(std::uint64_t(promptable)));
        d.promptedValue[s] = av;
        for (int b = 0; b < 19; ++b) {
            std::int16_t &out = d.extracted[std::size_t(b) * n + s];
            if (b == a) {
                out = std::int16_t(av);
                continue;
            }
            if (rng.uniform() < 0.25)
                continue; // unknown
            w = weight[std::size_t(b)];
            if (m % 3 == 0 && (a + b) % 4 == 0)
                w[std::size_t((av + b) % int(w.size()))] *= 3.0;
            double total = 0.0;
            for (double x : w)
                total += x;
            double u = rng.uniform() * total;
            std::size_t v = 0;
            while (v + 1 < w.size() && (u -= w[v]) >= 0.0)
                ++v;
            out = std::int16_t(v);
        }
    }
    return d;
}

} // namespace

int main(int argc, char **argv)
{
    const std::size_t stories = argc > 1 ? std::stoull(argv[1]) : 650000;
    const int models = argc > 2 ? std::stoi(argv[2]) : 23;
    const std::uint64_t B = argc > 3 ? std::stoull(argv[3]) : 500000;
    const int threads = argc > 4 ? std::stoi(argv[4]) : 2;
    const std::string out = argc > 5 ? argv[5] : "";
    const auto t0 = std::chrono::steady_clock::now();
    const StData d = synthetic(stories, models, 20261201);
    const double gen = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("generated %zu stories x %zu attributes, %d models: %.2f s\n", d.storyCount(), d.attributes.size(), models, gen);
    std::fflush(stdout);
    AssociationOptions o;
    o.resamples = B;
    o.threads = threads;
    rl::Progress progress;
    auto last = std::chrono::steady_clock::now();
    progress.report = [&](std::string_view, std::int64_t done, std::int64_t total) {
        const auto now = std::chrono::steady_clock::now();
        if (std::chrono::duration<double>(now - last).count() > 30.0 || done == total) {
            last = now;
            std::printf("  %lld / %lld tables, %.0f s\n", (long long)done, (long long)total,
                        std::chrono::duration<double>(now - t0).count() - gen);
            std::fflush(stdout);
        }
    };
    const auto r = analyzeAssociations(d, o, progress);
    if (!r) {
        std::fprintf(stderr, "%s\n", r.error().message().c_str());
        return 1;
    }
    rusage ru {};
    getrusage(RUSAGE_SELF, &ru);
    std::printf("tables: %zu candidates, %zu tested (%zu exact, %zu monte carlo), %zu skipped, %zu kept, %zu reported cells\n",
                r->candidateTables, r->tables.size(), r->exactTables, r->monteCarloTables, r->skippedTables, r->keptTables,
                r->reportedCells);
    const double cpu = double(ru.ru_utime.tv_sec) + 1e-6 * double(ru.ru_utime.tv_usec);
    std::printf("raterlab_seconds=%.2f cpu_seconds=%.2f threads=%d B=%llu peak_rss_mb=%.1f\n", r->seconds, cpu, threads,
                (unsigned long long)B, double(ru.ru_maxrss) / 1024.0);
    if (!out.empty()) {
        const auto w = writeAssociationOutputs(out, d, *r, {"bench", "synthetic"});
        if (!w) {
            std::fprintf(stderr, "%s\n", w.error().message().c_str());
            return 1;
        }
    }
    return 0;
}

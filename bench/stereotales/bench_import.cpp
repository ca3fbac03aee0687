// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// bench_import: the StereoTales data layer at the paper's scale (not run by CI). It writes a synthetic
// stories.csv (N stories of 23 models in 10 languages, 19 attributes with the published grid's value
// counts) and extractions.csv (3 extractors x 19 attributes per story, 10% unknown), then times
// `import stories`, `import extractions` and readStData into a fresh project, and prints the peak RSS
// (getrusage). Usage: bench_import [N=654120] [DIR=/tmp/st_bench]
#include "engine/analysis/stereotales/stdata.h"
#include "engine/io/stereotales/stories.h"
#include "engine/stats/random.h"
#include "engine/storage/project.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <sys/resource.h>

namespace {

double peakRssMb()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_maxrss) / 1024.0;
}

double since(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

} // namespace

int main(int argc, char **argv)
{
    const long n = argc > 1 ? std::stol(argv[1]) : 654120;
    const std::string dir = argc > 2 ? argv[2] : "/tmp/st_bench";
    std::filesystem::create_directories(dir);
    // The published grid's value counts per attribute (19 attributes, 87 values).
    const int counts[19] = {6, 4, 3, 6, 10, 5, 8, 5, 3, 2, 2, 2, 3, 4, 2, 3, 4, 11, 4};
    std::vector<std::vector<std::string>> values(19);
    for (int a = 0; a < 19; ++a)
        for (int v = 0; v < counts[a]; ++v)
            values[static_cast<std::size_t>(a)].push_back("value " + std::to_string(v) + " of attribute " + std::to_string(a)
                                                          + " (e.g. a long label, like the seeds')");
    rl::stats::Rng rng(1);
    const std::string storiesPath = dir + "/stories.csv", extractionsPath = dir + "/extractions.csv";
    auto t0 = std::chrono::steady_clock::now();
    {
        std::ofstream s(storiesPath), e(extractionsPath);
        s << "story_id,model,language,prompted_attribute,prompted_value,refused\n";
        e << "story_id,extractor,attribute,value\n";
        for (long i = 0; i < n; ++i) {
            const int pa = static_cast<int>(rng.below(19));
            const auto &pv = values[static_cast<std::size_t>(pa)][rng.below(values[static_cast<std::size_t>(pa)].size())];
            const bool refused = rng.uniform() < 0.02;
            s << "s" << i << ",model-" << (i % 23) << ",lang-" << ((i / 23) % 10) << ",attr" << pa << ",\"" << pv << "\"," << refused << "\n";
            if (refused)
                continue;
            for (int x = 0; x < 3; ++x)
                for (int a = 0; a < 19; ++a) {
                    e << "s" << i << ",extractor-" << x << ",attr" << a << ",";
                    if (rng.uniform() < 0.1)
                        e << "unknown\n";
                    else
                        e << "\"" << values[static_cast<std::size_t>(a)][rng.below(values[static_cast<std::size_t>(a)].size())] << "\"\n";
                }
        }
    }
    std::printf("generated %ld stories: stories.csv %.0f MB, extractions.csv %.0f MB in %.1f s\n", n,
                std::filesystem::file_size(storiesPath) / 1e6, std::filesystem::file_size(extractionsPath) / 1e6, since(t0));
    const std::string projectPath = dir + "/bench.raterlab";
    for (const char *suffix : {"", "-wal", "-shm"})
        std::filesystem::remove(projectPath + suffix);
    auto project = rl::storage::Project::open(projectPath, rl::storage::Database::Mode::CreateIfMissing);
    if (!project) {
        std::cerr << project.error().detail << "\n";
        return 1;
    }
    t0 = std::chrono::steady_clock::now();
    auto a = rl::io::stereotales::importStoriesFile(*project, storiesPath);
    if (!a) {
        std::cerr << a.error().detail << "\n";
        return 1;
    }
    std::printf("import stories: %zu stories in %.1f s (peak RSS %.0f MB)\n", a->storiesAdded, since(t0), peakRssMb());
    t0 = std::chrono::steady_clock::now();
    auto b = rl::io::stereotales::importExtractionsFile(*project, extractionsPath);
    if (!b) {
        std::cerr << b.error().detail << "\n";
        return 1;
    }
    std::printf("import extractions: %zu rows, %zu story x extractor answers in %.1f s (peak RSS %.0f MB)\n", b->rows, b->extractionsAdded,
                since(t0), peakRssMb());
    project = rl::Error{};
    std::printf("project file: %.0f MB\n", std::filesystem::file_size(projectPath) / 1e6);
    t0 = std::chrono::steady_clock::now();
    auto d = rl::analysis::stereotales::readStData(projectPath);
    if (!d) {
        std::cerr << d.error().detail << "\n";
        return 1;
    }
    std::printf("readStData: %zu stories x %zu attributes in %.1f s (peak RSS %.0f MB)\n", d->storyCount(), d->attributes.size(), since(t0),
                peakRssMb());
    return 0;
}

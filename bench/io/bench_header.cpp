// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// bench_header [COLUMNS] [parse]: a CSV whose header has COLUMNS columns (default 200,000;
// the header's pairwise duplicate check once took 33 s). Times the parse of the text (parseCsv), the read of the same
// file (readCsvFile), and — unless the second argument is `parse` — a wide ratings import of it (one dimension
// per column) into a new project, then a second rater's file of the same header into that project (every column
// an existing dimension). Each column's dimension was a linear search (Study::findDimension) in the dimensions
// the header adds: both imports were quadratic in the columns until the importer built a
// name -> index map once.
#include "engine/io/csv.h"
#include "engine/io/importers.h"
#include "engine/storage/project.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace rl;

namespace {

/// "wall s (cpu s)": the CPU time too, as the machine may be shared.
template <typename F>
std::string seconds(F &&f)
{
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu = std::clock();
    f();
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    char buf[64];
    std::snprintf(buf, sizeof buf, "%8.3f s wall (%.3f s CPU)", wall, double(std::clock() - cpu) / CLOCKS_PER_SEC);
    return buf;
}

} // namespace

int main(int argc, char **argv)
{
    const long columns = argc > 1 ? std::atol(argv[1]) : 200000;
    std::string header = "rater_id,stimulus_id", row = "h1,s1";
    for (long c = 0; c < columns; ++c) {
        header += ",d" + std::to_string(c);
        row += "," + std::to_string(1 + c % 9);
    }
    const std::string text = header + "\n" + row + "\n";
    char dirTemplate[] = "/tmp/rl-bench-header-XXXXXX";
    const char *dir = ::mkdtemp(dirTemplate);
    if (!dir)
        return 1;
    const std::string csv = std::string(dir) + "/wide.csv";
    std::ofstream(csv, std::ios::binary) << text;
    std::printf("bench_header: %ld columns, %.1f MB\n", columns, double(text.size()) / 1e6);
    std::fflush(stdout);

    bool ok = true;
    std::printf("parseCsv       %s\n", seconds([&] { ok = ok && io::parseCsv(text, "wide.csv").has_value(); }).c_str());
    std::printf("readCsvFile    %s\n", seconds([&] { ok = ok && io::readCsvFile(csv).has_value(); }).c_str());
    std::fflush(stdout);
    const std::string project = std::string(dir) + "/wide.raterlab";
    if (!(argc > 2 && std::string(argv[2]) == "parse")) {
        auto p = storage::Project::open(project, storage::Database::Mode::CreateIfMissing);
        std::ofstream(std::string(dir) + "/stimuli.csv") << "stimulus_id\ns1\n";
        ok = ok && p && io::importFile(*p, io::ImportKind::Stimuli, std::string(dir) + "/stimuli.csv");
        std::printf("import ratings %s\n", seconds([&] {
            auto r = io::importFile(*p, io::ImportKind::Ratings, csv);
            if (!r)
                std::printf("  %s\n", r.error().detail.substr(0, 200).c_str());
            ok = ok && r.has_value();
        }).c_str());
        std::string second = text;
        second.replace(second.find("\nh1,"), 4, "\nh2,");
        const std::string csv2 = std::string(dir) + "/wide2.csv";
        std::ofstream(csv2, std::ios::binary) << second;
        std::printf("import again   %s\n", seconds([&] {
            auto r = io::importFile(*p, io::ImportKind::Ratings, csv2);
            if (!r)
                std::printf("  %s\n", r.error().detail.substr(0, 200).c_str());
            ok = ok && r.has_value();
        }).c_str());
    }
    std::filesystem::remove_all(dir);
    return ok ? 0 : 1;
}

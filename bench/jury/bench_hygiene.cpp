// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// bench_hygiene [MB] [SEED] [tiny]: the hygiene report of a generated STS-B corpus of MB megabytes (default 30;
// tests/common/corpusgen.h; `tiny`: records of ~20 bytes, the worst case per byte), exactly as `raterlab-cli jury hygiene FILE` makes it (read, check, report, JSON
// written to /dev/null), in a child process whose peak resident size (getrusage, ru_maxrss) and wall time are
// printed. The target: under 300 MB for 30 MB (it was about 100 times the input).
#include "engine/io/corpus/hygiene.h"
#include "tests/common/corpusgen.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace rl;

int main(int argc, char **argv)
{
    const double mb = argc > 1 ? std::atof(argv[1]) : 30.0;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    char dirTemplate[] = "/tmp/rl-bench-hygiene-XXXXXX";
    const char *dir = ::mkdtemp(dirTemplate);
    if (!dir)
        return 1;
    const std::string path = std::string(dir) + "/synthetic.tsv";
    const bool tiny = argc > 3 && std::string(argv[3]) == "tiny";
    {
        std::ofstream out(path, std::ios::binary);
        if (tiny) { // the worst case per byte: records of ~20 bytes, where the per-record bookkeeping dominates
            for (std::uint64_t id = 0, written = 0; written < mb * 1e6; ++id) {
                const std::string line = "g\tf\t1\t" + std::to_string(id) + "\t3\ta" + std::to_string(id % 97) + "\tb\n";
                written += line.size();
                out << line;
            }
        } else {
            test::writeSyntheticStsb(out, static_cast<std::size_t>(mb * 1e6), seed);
        }
    }
    const auto bytes = std::filesystem::file_size(path);
    const pid_t pid = ::fork();
    if (pid == 0) {
        const auto start = std::chrono::steady_clock::now();
        auto report = io::corpus::hygieneOfFile(path, io::corpus::CorpusFormat::Auto);
        if (!report) {
            std::fprintf(stderr, "%s\n", report.error().detail.c_str());
            std::_Exit(2);
        }
        std::ofstream null("/dev/null");
        io::corpus::writeHygieneJson(null, *report);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("records %zu, naive corrupted %zu, swallowed %zu, duplicate groups %zu (%zu with different scores), "
                    "swapped %zu\n",
                    report->records, report->naiveCorrupted.count, report->naiveSwallowed.count, report->duplicates.size(),
                    report->dupDiffScore.size(), report->swapped.size());
        std::printf("hygiene of %.1f MB: %.2f s\n", double(bytes) / 1e6, seconds);
        std::fflush(stdout);
        std::_Exit(0);
    }
    int status = 0;
    struct rusage usage {};
    ::wait4(pid, &status, 0, &usage);
    std::filesystem::remove_all(dir);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return 1;
    const double rssMb = double(usage.ru_maxrss) * 1024 / 1e6; // ru_maxrss is in KiB on Linux
    std::printf("peak RSS %.0f MB = %.1f x the input, %.2f s CPU (load %s)\n", rssMb, rssMb * 1e6 / double(bytes),
                double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6,
                [] {
                    static char buf[32] = "?";
                    if (FILE *f = std::fopen("/proc/loadavg", "r")) {
                        if (std::fscanf(f, "%31s", buf) != 1)
                            buf[0] = '?';
                        std::fclose(f);
                    }
                    return buf;
                }());
    return 0;
}

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Inference throughput benchmark (not a test): a loopback fake model answering every request 200 ms
// after it arrived; 1,440 images × 3 context-carry stages at concurrency 32, journalled into a fresh
// project (WAL, synchronous=FULL, group commit on the journal writer thread).
// Ideal = requests × latency ÷ concurrency = 4,320 × 0.2 s ÷ 32 = 27 s; target: within 10 %.
// Usage: bench_inference [ITEMS] [CONCURRENCY] [LATENCY_MS] [PROJECT]
// Prints wall time, ideal, overhead ratio, requests/s, peak RSS (and RSS along the run: memory must
// stay flat), journal transactions, and the load average (the machine is shared: read the ratio
// with it).
#include "engine/inference/inferencerun.h"
#include "tests/common/rawdatabase.h"
#include "tests/inference/loopbackserver.h"
#include "tests/inference/projectfixture.h"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

std::string loadAverage()
{
    std::ifstream in("/proc/loadavg");
    double a = 0, b = 0, c = 0;
    if (!(in >> a >> b >> c))
        return "unknown";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f %.2f %.2f", a, b, c);
    return buf;
}

double currentRssMiB()
{
    std::ifstream in("/proc/self/statm");
    long pages = 0, resident = 0;
    if (!(in >> pages >> resident))
        return 0;
    return static_cast<double>(resident) * static_cast<double>(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
}

} // namespace

int main(int argc, char **argv)
{
    const int items = argc > 1 ? std::atoi(argv[1]) : 1440;
    const int concurrency = argc > 2 ? std::atoi(argv[2]) : 32;
    const int latencyMs = argc > 3 ? std::atoi(argv[3]) : 200;
    const std::string path = argc > 4
        ? std::string(argv[4])
        : (std::filesystem::temp_directory_path() / "rl_bench_inference.raterlab").string();
    for (const char *suffix : {"", "-wal", "-shm"})
        std::filesystem::remove(path + suffix);

    rl::test::FakeModel model;
    model.delayMs = latencyMs;
    rl::test::LoopbackServer server([&](const auto &r) { return model.handle(r); });
    if (!rl::test::makeFaceProject(path, items, "openai-compatible", server.baseUrl() + "/v1")) {
        std::fprintf(stderr, "could not create %s\n", path.c_str());
        return 1;
    }
    auto project = rl::storage::Project::open(path);
    if (!project) {
        std::fprintf(stderr, "%s\n", project.error().message().c_str());
        return 1;
    }
    rl::inference::RunOptions options;
    options.keyFromOptions = true;
    options.scheduler.concurrency = concurrency;

    const std::string loadBefore = loadAverage();
    // RSS at each tenth of the requests answered: flat memory means no growth with the number done.
    std::vector<double> rssAt(11, -1);
    rssAt[0] = currentRssMiB();
    auto progress = [&](const rl::inference::RunProgress &p) {
        if (p.totalRequests <= 0)
            return;
        const auto tenth = static_cast<std::size_t>(10 * p.answered / p.totalRequests);
        if (tenth < rssAt.size() && rssAt[tenth] < 0)
            rssAt[tenth] = currentRssMiB();
    };
    const auto t0 = std::chrono::steady_clock::now();
    auto summary = rl::inference::InferenceRun(*project, "fake", options).run(progress);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (!summary) {
        std::fprintf(stderr, "%s\n", summary.error().message().c_str());
        return 1;
    }
    const auto &p = summary->progress;
    const double requests = static_cast<double>(p.answered);
    const double ideal = requests * latencyMs / 1000.0 / concurrency;
    rusage ru {};
    getrusage(RUSAGE_SELF, &ru);
    double meanLatency = 0;
    auto rawDb = rl::test::rawDatabase(*project);
    if (auto st = rawDb.prepare("SELECT avg(latency_ms) FROM requests"); st) {
        auto row = st->step();
        if (row && *row)
            meanLatency = st->columnDouble(0);
    }

    std::printf("items %d, stages 3, concurrency %d, server latency %d ms\n", items, concurrency, latencyMs);
    std::printf("answered %lld, failed %lld, server saw %lld requests on %lld connections, status %s\n",
        static_cast<long long>(p.answered), static_cast<long long>(p.failed),
        static_cast<long long>(server.requestCount()), static_cast<long long>(server.connectionCount()),
        rl::inference::runStatusName(summary->status));
    const double transactions = static_cast<double>(std::max<std::int64_t>(1, summary->commitTransactions));
    std::printf("journal: %lld transactions for %lld requests (%.1f per transaction, largest group %lld), "
                "%.2f ms per transaction\n",
        static_cast<long long>(summary->commitTransactions), static_cast<long long>(p.answered + p.failed),
        static_cast<double>(p.answered + p.failed) / transactions, static_cast<long long>(summary->largestCommitGroup),
        1000.0 * summary->commitSeconds / transactions);
    std::printf("mean request latency seen by the client %.2f ms\n", meanLatency);
    std::printf("RSS by tenths answered (MiB):");
    for (double r : rssAt)
        if (r >= 0)
            std::printf(" %.1f", r);
    std::printf("\n");
    std::printf("wall %.2f s, ideal %.2f s, overhead ratio %.3f, %.1f requests/s, peak RSS %.1f MiB\n", seconds, ideal,
        seconds / ideal, requests / seconds, static_cast<double>(ru.ru_maxrss) / 1024.0);
    std::printf("load average before %s, after %s (%ld cores)\n", loadBefore.c_str(), loadAverage().c_str(),
        sysconf(_SC_NPROCESSORS_ONLN));
    if (latencyMs > 0)
        std::printf("%s\n", seconds <= 1.10 * ideal ? "PASS: within 10 % of ideal" : "MISS: more than 10 % over ideal");
    return p.failed == 0 ? 0 : 1;
}

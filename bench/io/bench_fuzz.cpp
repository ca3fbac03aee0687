// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// bench_fuzz [SECONDS] [SEED]: the CI fuzz tests' mutators (tests/common/readerfuzz.h) for longer.
// Each reader (conditions.json, CSV import, project file, and a StereoTales seed folder whose YAML uses the
// escapes yaml-cpp returns as bytes that are not UTF-8) gets an equal share of SECONDS (default 300), and so
// does the writer of every output file (rl::replaceFile / replaceFiles) against hostile destinations: a full disk
// at a random point, a symbolic link (dangling or not) or a folder at the target, a set of two files. When the
// tests are built (the loopback server), so do two runs against a hostile model server
// (tests/inference/hostilereplies.h: bytes that are not UTF-8, truncated JSON, bodies of megabytes, the key
// echoed in every escaping, wrong content types): a jury panel run and a StereoTales generation, each a fresh
// project per input, checked to open and load afterwards with no echo of the key in its files.
// Inputs run in forked batches, so a crash is counted (with the batch seed that reproduces it)
// instead of ending the run. Prints inputs tried, refusals, bad messages and crashes per reader.
#include "engine/core/atomicfile.h"
#include "tests/common/hostiledestination.h"
#include "tests/common/readerfuzz.h"
#ifdef RL_FUZZ_RUNS
#include "tests/inference/hostilereplies.h"
#endif

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <sys/wait.h>
#include <unistd.h>

using namespace rl;

namespace {

struct Tally {
    long tried = 0, refused = 0, badMessages = 0, crashes = 0;
};

std::string readAll(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

/// One batch in a child: `n` mutants of `seedInput` from `seed`; writes "tried refused bad".
template <typename F>
void runBatch(int fd, std::uint64_t seed, int n, const std::string &seedInput, F &&reader)
{
    stats::Rng rng(seed);
    long tried = 0, refused = 0, bad = 0;
    for (int i = 0; i < n; ++i) {
        const auto outcome = reader(test::mutate(seedInput, rng));
        ++tried;
        refused += !outcome.accepted;
        if (!outcome.problem.empty()) {
            ++bad;
            std::fprintf(stderr, "bad message (seed %llu, input %d): %s\n", static_cast<unsigned long long>(seed), i,
                         outcome.problem.c_str());
        }
    }
    const std::string line = std::to_string(tried) + " " + std::to_string(refused) + " " + std::to_string(bad) + "\n";
    (void)!::write(fd, line.data(), line.size());
}

template <typename F>
Tally fuzz(const char *name, double seconds, std::uint64_t seed, int batch, const std::string &seedInput, F &&reader)
{
    Tally t;
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    for (std::uint64_t b = 0; std::chrono::steady_clock::now() < end; ++b) {
        int fds[2];
        if (::pipe(fds) != 0)
            break;
        const std::uint64_t batchSeed = seed * 1000003 + b;
        const pid_t pid = ::fork();
        if (pid == 0) {
            ::close(fds[0]);
            runBatch(fds[1], batchSeed, batch, seedInput, reader);
            std::_Exit(0);
        }
        ::close(fds[1]);
        char buf[128] = {};
        const ssize_t n = ::read(fds[0], buf, sizeof buf - 1);
        ::close(fds[0]);
        int status = 0;
        ::waitpid(pid, &status, 0);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || n <= 0) {
            ++t.crashes;
            std::fprintf(stderr, "%s: batch with seed %llu crashed (status %d)\n", name,
                         static_cast<unsigned long long>(batchSeed), status);
            continue;
        }
        long tried = 0, refused = 0, bad = 0;
        std::sscanf(buf, "%ld %ld %ld", &tried, &refused, &bad);
        t.tried += tried;
        t.refused += refused;
        t.badMessages += bad;
    }
    std::printf("%-16s %10ld inputs %10ld refused %6ld bad messages %4ld crashes\n", name, t.tried, t.refused,
                t.badMessages, t.crashes);
    std::fflush(stdout);
    return t;
}

// The mutant as the new content of a file (or of two), written to a destination its hash picks. The promise
// checked: success leaves exactly the new bytes; any failure leaves every target as it was, names a target in its
// message, and nothing is left beside the targets or written through a link.
test::FuzzOutcome fuzzDestination(const std::string &bytes, const std::string &root)
{
    namespace fs = std::filesystem;
    static unsigned counter = 0;
    const std::string dir = root + "/out-" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
    fs::create_directories(dir);
    const std::size_t h = std::hash<std::string> {}(bytes);
    const int kind = static_cast<int>((h >> 1) % 5); // 0 plain, 1 full disk, 2 link, 3 dangling link, 4 folder
    const bool pair = (h >> 4) & 1;
    const std::string target = dir + "/out.bin", second = dir + "/second.bin", victim = dir + ".victim";
    const std::string old = "old " + std::to_string(h), secondBytes = bytes + bytes;
    const auto slurp = [](const std::string &path) { // a folder at the target is not read (reading one throws)
        return fs::is_directory(path) ? std::string("<folder>") : fs::exists(path) ? readAll(path) : std::string("<absent>");
    };
    if (h & 1)
        std::ofstream(target, std::ios::binary) << old;
    if (pair)
        std::ofstream(second, std::ios::binary) << old;
    if (kind == 2 || kind == 3) {
        if (kind == 2)
            std::ofstream(victim, std::ios::binary) << "victim";
        fs::remove(target);
        fs::create_symlink(victim, target);
    }
    if (kind == 4) {
        fs::remove(target);
        fs::create_directories(target + "/inside");
    }
    const std::string before = slurp(target), secondBefore = slurp(second), victimBefore = slurp(victim);
    const std::size_t limit = kind == 1 ? 1 + (h >> 8) % (2 * secondBytes.size() + 2) : 0;
    Status s;
    {
        std::optional<test::FileSizeLimit> full;
        if (limit)
            full.emplace(limit);
        const std::vector<FileContent> files {{target, bytes}, {second, secondBytes}};
        s = pair ? replaceFiles(files) : replaceFile(target, bytes);
    }
    const bool mustFail = kind >= 2 || (limit && limit < (pair ? secondBytes.size() : bytes.size()));
    test::FuzzOutcome out;
    out.accepted = bool(s);
    if (s && mustFail)
        out.problem = "a hostile destination was written (kind " + std::to_string(kind) + ")";
    else if (s && (slurp(target) != bytes || (pair && slurp(second) != secondBytes)))
        out.problem = "success but other bytes";
    else if (!s && !mustFail)
        out.problem = "a writable destination failed: " + s.error().detail;
    else if (!s && (slurp(target) != before || slurp(second) != secondBefore))
        out.problem = "a failure changed a target: " + s.error().detail;
    else if (!s && s.error().detail.find(dir) == std::string::npos)
        out.problem = "the message names no target: " + s.error().detail;
    if (slurp(victim) != victimBefore)
        out.problem = "written through a link";
    for (const auto &left : test::unexpectedFiles(dir, {"out.bin", "second.bin"}))
        out.problem = "left behind: " + left;
    std::error_code ec;
    fs::remove_all(dir, ec);
    fs::remove(victim, ec);
    return out;
}

#ifdef RL_FUZZ_RUNS
/// One run against a hostile server whose replies follow a seed taken from the mutant's hash.
test::FuzzOutcome fuzzRun(const std::string &bytes, const std::string &root, bool jury)
{
    static unsigned counter = 0;
    const std::string path = root + "/run-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + ".raterlab";
    test::HostileServer server;
    server.seed = std::hash<std::string> {}(bytes);
    auto out = jury ? test::fuzzJuryRun(server, path) : test::fuzzGeneration(server, path);
    std::error_code ec;
    for (const char *suffix : {"", "-wal", "-shm", ".runlock"})
        std::filesystem::remove(path + suffix, ec);
    return out;
}
#endif

} // namespace

int main(int argc, char **argv)
{
    const double seconds = argc > 1 ? std::atof(argv[1]) : 300.0;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
    char dirTemplate[] = "/tmp/rl-bench-fuzz-XXXXXX";
    const char *dir = ::mkdtemp(dirTemplate);
    if (!dir)
        return 1;
    const std::string seedProject = std::string(dir) + "/seed.raterlab";
    {
        auto p = storage::Project::open(seedProject, storage::Database::Mode::CreateIfMissing);
        study::Study s;
        s.name = "fuzz";
        s.factors.push_back({"race", {"asian", "white"}});
        for (int i = 0; i < 6; ++i) {
            study::Item item;
            item.key = "s" + std::to_string(i);
            item.levels = {i % 2};
            s.addItem(item);
        }
        study::Dimension emotion;
        emotion.name = "emotion";
        emotion.kind = study::DimensionKind::Categorical;
        emotion.levels = {"happy", "sad"};
        s.dimensions.push_back(emotion);
        study::Dimension valence;
        valence.name = "valence";
        s.dimensions.push_back(valence);
        auto parsed = study::parseConditionsJson(test::validConditionsJson(), "seed");
        for (const auto &c : *parsed)
            s.addCondition(c);
        const int h = s.addRater({"h1", study::RaterKind::Human, -1});
        for (int i = 0; i < 6; ++i)
            s.ratings.push_back({h, i, 1, 1.0 + i});
        if (!p || !p->save(s))
            return 1;
    }
    // The seed as one file: its journal leaves WAL once the project's connection is closed.
    if (auto db = storage::Database::open(seedProject, storage::Database::Mode::OpenExisting))
        (void)db->exec("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE");
    const std::string projectBytes = readAll(seedProject);
    const std::string mutant = std::string(dir) + "/mutant.raterlab";

    std::printf("bench_fuzz: %.0f s, seed %llu\n", seconds, static_cast<unsigned long long>(seed));
#ifdef RL_FUZZ_RUNS
    const double share = seconds / 7;
#else
    const double share = seconds / 5;
#endif
    std::vector<Tally> tallies {fuzz("conditions.json", share, seed, 5000, test::validConditionsJson(), test::fuzzConditions),
        fuzz("csv (ratings)", share, seed, 5000, test::validRatingsCsv(), test::fuzzCsv),
        fuzz("project file", share, seed, 100, projectBytes, [&](const std::string &bytes) { return test::fuzzProject(bytes, mutant); }),
        fuzz("output files", share, seed, 500, test::validRatingsCsv(), [&](const std::string &bytes) { return fuzzDestination(bytes, dir); }),
        fuzz("seed folder", share, seed, 500, test::validSeedAttributes(),
            [&](const std::string &text) { return test::fuzzSeeds(text, std::string(dir) + "/seeds"); })};
#ifdef RL_FUZZ_RUNS
    tallies.push_back(fuzz("jury run", share, seed, 4, test::validRatingsCsv(), [&](const std::string &bytes) { return fuzzRun(bytes, dir, true); }));
    tallies.push_back(fuzz("stereotales gen", share, seed, 4, test::validRatingsCsv(), [&](const std::string &bytes) { return fuzzRun(bytes, dir, false); }));
#endif
    Tally total;
    for (const Tally &t : tallies) {
        total.tried += t.tried;
        total.refused += t.refused;
        total.badMessages += t.badMessages;
        total.crashes += t.crashes;
    }
    std::printf("%-16s %10ld inputs %10ld refused %6ld bad messages %4ld crashes\n", "total", total.tried, total.refused,
                total.badMessages, total.crashes);
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
    return total.crashes == 0 && total.badMessages == 0 ? 0 : 1;
}

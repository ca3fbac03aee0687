// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/stats/random.h"

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

/// A synthetic STS-B corpus for the hygiene report's memory test (tests/jury/tst_hygienememory) and benchmark
/// (bench/jury/bench_hygiene): seeded, written line by line, in the native layout (genre, filename, year, id,
/// score, sentence1, sentence2; TAB-separated, no quoting) with the findings a real one has, at rates a little
/// above STS-B dev's (shared/data/sts/README.md): fields that begin with a double quote (closed on their line, or
/// open and swallowing lines in a quoting reader), identical pairs with different scores, swapped pairs,
/// sentence1 == sentence2, empty and very long sentences.
namespace rl::test {

inline void writeSyntheticStsb(std::ostream &out, std::size_t bytes, std::uint64_t seed)
{
    static const char *const words[] = {"a", "man", "woman", "child", "dog", "cat", "is", "was", "playing", "riding",
        "the", "guitar", "horse", "bicycle", "in", "on", "park", "street", "kitchen", "slicing", "an", "onion",
        "tomato", "running", "along", "beach", "two", "people", "are", "talking", "about", "news", "market", "fell",
        "sharply", "today", "after", "report", "said", "police", "arrested", "suspect", "near", "river", "bank"};
    constexpr std::size_t nWords = sizeof words / sizeof words[0];
    static const char *const genres[] = {"main-captions", "main-news", "main-forums"};
    static const char *const files[] = {"MSRvid", "images", "headlines", "answers-forums", "deft-news"};
    stats::Rng rng(seed);
    auto sentence = [&](std::size_t minWords, std::size_t maxWords) {
        const std::size_t n = minWords + rng.below(maxWords - minWords + 1);
        std::string s;
        for (std::size_t w = 0; w < n; ++w)
            s += (w ? " " : "") + std::string(words[rng.below(nWords)]);
        if (!s.empty())
            s[0] = static_cast<char>(s[0] - 'a' + 'A');
        return s + ".";
    };
    std::vector<std::pair<std::string, std::string>> earlier; // a few pairs to repeat
    std::size_t written = 0;
    for (std::uint64_t id = 0; written < bytes; ++id) {
        std::string s1 = sentence(4, 16), s2 = sentence(4, 16);
        const auto roll = rng.below(1000);
        if (roll < 8 && !earlier.empty()) { // the same pair again (a different score, mostly)
            const auto &e = earlier[rng.below(earlier.size())];
            s1 = e.first;
            s2 = e.second;
        } else if (roll < 12 && !earlier.empty()) { // a pair in the other order
            const auto &e = earlier[rng.below(earlier.size())];
            s1 = e.second;
            s2 = e.first;
        } else if (roll < 14) {
            s2 = s1;
        } else if (roll < 16) {
            s2.clear();
        } else if (roll < 17) {
            s1 = sentence(150, 250); // over 10 times the median
        } else if (roll < 27) {
            s1 = "\"" + s1.substr(0, s1.size() / 2) + "\" " + s1.substr(s1.size() / 2); // a quote closed on its line
        } else if (roll < 30) {
            s2 = "\"" + s2; // a quote left open: a quoting reader swallows lines up to the next one
        }
        if (earlier.size() < 2000 && rng.below(50) == 0)
            earlier.emplace_back(s1, s2);
        const int score = static_cast<int>(rng.below(26)); // 0.0 .. 5.0 in steps of 0.2
        std::string line = std::string(genres[id % 3]) + "\t" + files[rng.below(5)] + "\t" + std::to_string(2012 + id % 5) + "\t"
            + std::to_string(id) + "\t" + std::to_string(score / 5) + "." + std::to_string(score % 5 * 2) + "00\t" + s1 + "\t" + s2 + "\n";
        written += line.size();
        out << line;
    }
}

} // namespace rl::test

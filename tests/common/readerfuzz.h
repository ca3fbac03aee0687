// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/utf8.h"
#include "engine/io/csv.h"
#include "engine/io/importers.h"
#include "engine/io/stereotales/seeds.h"
#include "engine/stats/random.h"
#include "engine/storage/project.h"
#include "engine/study/conditionjson.h"

#include <array>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

/// Seeded hostile inputs for the readers (conditions.json, CSV, project files), shared by the CI
/// fuzz tests (seconds) and bench/io/bench_fuzz (minutes). A reader under fuzz must return a value
/// or an Error whose message names the source, is valid UTF-8 and is bounded in length — never
/// throw, abort or hang. Each fuzz*() call returns the outcome and, for a bad message, the reason.
namespace rl::test {

struct FuzzOutcome {
    bool accepted = false;
    std::string problem; ///< empty when the reader behaved (accepted, or refused cleanly)
};

/// Tokens a hostile collaborator would plant: out-of-range numbers, deep nesting, broken UTF-8,
/// quotes and separators, key-like strings.
inline const std::array<std::string, 16> &hostileTokens()
{
    static const std::array<std::string, 16> tokens {
        "1e400", "-1e400", "18446744073709551615", "4294967297", std::string(80, '['), std::string(80, '{'),
        std::string("\xED\xA0\x80"), std::string("\xC0\xAF"), std::string("\xF4\x90\x80\x80"), std::string("\xE2\x82"),
        "\"", ",", "\n", std::string(1, '\0'), "\"id\": \"x\", \"id\": \"y\"", std::string(300, 'x')};
    return tokens;
}

/// One mutation of `s`: flip, insert a hostile token, delete or duplicate a range (1..4 of them).
inline std::string mutate(std::string s, stats::Rng &rng)
{
    const int edits = 1 + static_cast<int>(rng.below(4));
    for (int e = 0; e < edits; ++e) {
        const std::size_t at = s.empty() ? 0 : rng.below(s.size());
        switch (rng.below(5)) {
        case 0:
            if (!s.empty())
                s[at] = static_cast<char>(s[at] ^ static_cast<char>(1 + rng.below(255)));
            break;
        case 1: s.insert(at, hostileTokens()[rng.below(hostileTokens().size())]); break;
        case 2: s.erase(at, rng.below(8)); break;
        case 3: s.insert(at, s.substr(at, rng.below(40))); break;
        default:
            if (!s.empty())
                s[at] = static_cast<char>(rng.below(256));
            break;
        }
    }
    return s;
}

/// The checks every refusal must pass.
inline std::string badMessage(const Error &e, std::string_view source)
{
    if (!e.detail.starts_with(source))
        return "message does not start with the source: " + excerpt(e.detail, 120);
    if (!isValidUtf8(e.detail))
        return "message is not valid UTF-8: " + excerpt(e.detail, 120);
    if (e.detail.size() > 2000)
        return "message is " + std::to_string(e.detail.size()) + " bytes long";
    return {};
}

inline std::string validConditionsJson()
{
    return "[\n  {\"id\": \"gpt\", \"label\": \"GPT\", \"provider\": \"openai\", \"model\": \"gpt-4o-mini\",\n"
           "   \"temperature\": 0.7, \"seed\": 5, \"samples\": 2, \"max_tokens\": 100,\n"
           "   \"prompts\": {\"valence\": \"Rate {labels}\"}, \"notes\": \"a note\"},\n"
           "  {\"id\": \"local\", \"provider\": \"openai-compatible\", \"model\": \"qwen\", \"base_url\": \"http://127.0.0.1:8000/v1\"}\n"
           "]\n";
}

inline std::string validRatingsCsv()
{
    return "rater_id,stimulus_id,valence,arousal\nr1,s1,5,3\nr1,s2,\"7\",2\nr2,s1,1,9\n\"r,3\",s2,4,4\n";
}

inline FuzzOutcome fuzzConditions(const std::string &input)
{
    auto r = study::parseConditionsJson(input, "fuzz.json");
    if (r) {
        for (const auto &c : *r) // what was accepted must serialise (invalid UTF-8 would throw here)
            (void)study::conditionToJson(c);
        return {true, {}};
    }
    return {false, badMessage(r.error(), "fuzz.json")};
}

inline FuzzOutcome fuzzCsv(const std::string &input)
{
    auto decoded = io::decodeText(input, "fuzz.csv");
    if (!decoded)
        return {false, badMessage(decoded.error(), "fuzz.csv")};
    if (!isValidUtf8(decoded->first))
        return {false, "decodeText returned invalid UTF-8"};
    auto table = io::parseCsv(decoded->first, "fuzz.csv");
    if (!table)
        return {false, badMessage(table.error(), "fuzz.csv")};
    study::Study s;
    for (const char *k : {"s1", "s2"}) {
        study::Item item;
        item.key = k;
        s.addItem(item);
    }
    storage::SaveSet set;
    auto sum = io::applyRatings(s, *table, set);
    if (!sum)
        return {false, badMessage(sum.error(), "fuzz.csv")};
    return {true, {}};
}

/// An English-only seed attributes file with YAML's escapes in it (\N, \_, \x, \u; yaml-cpp returns the first two
/// as bytes that are not UTF-8), for fuzzSeeds.
inline std::string validSeedAttributes()
{
    return "age:\n  values: [\"young\\N(18-34)\", 'older (65+)', \"mid\\_\\x41\\u00e9\"]\n"
           "  template_choices: [\"a young person\", null, \"someone in the middle\"]\n"
           "commute:\n  values:\n    - bus\n    - \"car\"\n  template_choices:\n    - \"someone who takes the bus\"\n"
           "    - \"someone who drives\"\n";
}

/// A seed folder in `dir` (English only) whose attributes file is `attributes`, read whole: a grid it accepts
/// must be valid UTF-8 throughout and serialise (gridToJson threw on yaml-cpp's raw bytes); a refusal must name
/// the file, be valid UTF-8 and bounded.
inline FuzzOutcome fuzzSeeds(const std::string &attributes, const std::string &dir)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    for (const char *sub : {"attributes", "scenarios", "prompts_template"})
        fs::create_directories(fs::path(dir) / sub, ec);
    auto write = [&](const char *file, const std::string &text) {
        std::ofstream out(fs::path(dir) / file, std::ios::binary | std::ios::trunc);
        out.write(text.data(), static_cast<std::streamsize>(text.size()));
    };
    write("attributes/attributes.en.yaml", attributes);
    write("scenarios/scenario.en.yaml", "weekend:\n  - \"fixing a fence\"\n  - \"planting tomatoes\"\n");
    write("prompts_template/prompts.en.yaml", "scenario_based: \"A person {context}. They are {character}.\"\n");
    auto g = io::stereotales::readSeedFolder(dir);
    if (!g)
        return {false, badMessage(g.error(), "attributes/attributes.en.yaml")};
    const std::string json = study::stereotales::gridToJson(*g); // throws on invalid UTF-8: a crash of the batch
    if (!isValidUtf8(json))
        return {true, "an accepted grid holds invalid UTF-8"};
    return {true, {}};
}

/// Write `bytes` as a project file at `path` (no WAL beside it), open it and read everything.
inline FuzzOutcome fuzzProject(const std::string &bytes, const std::string &path)
{
    std::error_code ec;
    for (const char *suffix : {"-wal", "-shm"})
        std::filesystem::remove(path + suffix, ec);
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    }
    auto p = storage::Project::open(path);
    if (!p)
        return {false, badMessage(p.error(), path)};
    auto s = p->loadStudy();
    if (!s)
        return {false, {}}; // a clean SQL error after open (e.g. a page damaged below the checks)
    for (const auto &c : s->conditions)
        (void)study::conditionToJson(c);
    for (const auto &item : s->items)
        (void)p->itemPayload(item.key);
    (void)p->allPredictionTexts();
    return {true, {}};
}

} // namespace rl::test

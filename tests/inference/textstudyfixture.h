// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/io/importers.h"
#include "engine/storage/project.h"

#include <cstdio>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

/// A generic rating study for the inference tests, built through the real importers (as a user
/// builds one): stimuli.csv with `n` text items t00..t{n-1} (text "Text number NN about TOPIC.") or
/// text pairs p00.. (text_a "First sentence of pair NN.", text_b "Second sentence of pair NN."),
/// a grouping factor `topic`; one human rater's long ratings file declaring vas 0–100 continuous,
/// clarity 1–7 and stance categorical pro/neutral/contra; and conditions.json with one
/// condition per (id, strategy) of `provider` (default openai-compatible), model "model-<id>", at `baseUrl`.
namespace rl::test {

inline std::string textItemKey(int i, bool pairs)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "%c%02d", pairs ? 'p' : 't', i);
    return buf;
}

/// The text the item's prompt carries (the first sentence of a pair).
inline std::string textItemText(int i, bool pairs)
{
    char buf[64];
    if (pairs)
        std::snprintf(buf, sizeof buf, "First sentence of pair %02d.", i);
    else
        std::snprintf(buf, sizeof buf, "Text number %02d about %s.", i, i % 2 ? "home" : "work");
    return buf;
}

/// Empty on success, else what failed.
inline std::string makeTextStudy(const std::string &dir, const std::string &path, int n, const std::string &baseUrl,
    const std::vector<std::pair<std::string, std::string>> &conditions, bool pairs = false,
    const std::string &provider = "openai-compatible")
{
    auto write = [](const std::string &file, const std::string &text) {
        std::ofstream(file, std::ios::binary) << text;
    };
    std::string stimuli = pairs ? "stimulus_id,text_a,text_b,topic\n" : "stimulus_id,text,topic\n";
    for (int i = 0; i < n; ++i) {
        char b[48];
        std::snprintf(b, sizeof b, "Second sentence of pair %02d.", i);
        stimuli += textItemKey(i, pairs) + "," + textItemText(i, pairs) + (pairs ? "," + std::string(b) : "") + ","
            + (i % 2 ? "home" : "work") + "\n";
    }
    write(dir + "/stimuli.csv", stimuli);
    const std::string first = textItemKey(0, pairs);
    write(dir + "/human.csv", "rater_id,stimulus_id,dimension,value\nh1," + first + ",vas,37.5\nh1," + first
            + ",clarity,4\nh1," + first + ",stance,pro\n");
    std::string json = "[";
    for (const auto &[id, strategy] : conditions)
        json += std::string(json.size() > 1 ? "," : "") + "{\"id\": \"" + id + "\", \"provider\": \"" + provider + "\", "
            + "\"model\": \"model-" + id + "\", \"base_url\": \"" + baseUrl + "\", \"strategy\": \"" + strategy
            + "\", \"temperature\": 0}";
    write(dir + "/conditions.json", json + "]");

    auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
    if (!p)
        return p.error().detail;
    if (auto r = io::importFile(*p, io::ImportKind::Stimuli, dir + "/stimuli.csv"); !r)
        return r.error().detail;
    io::ImportOptions declared;
    for (const char *d : {"vas:0-100:continuous", "clarity:1-7", "stance:categorical:pro,neutral,contra"}) {
        auto dim = io::parseDimensionDecl(d);
        if (!dim)
            return dim.error().detail;
        declared.dimensions.push_back(*dim);
    }
    if (auto r = io::importFile(*p, io::ImportKind::Ratings, dir + "/human.csv", declared); !r)
        return r.error().detail;
    if (auto r = io::importFile(*p, io::ImportKind::Conditions, dir + "/conditions.json"); !r)
        return r.error().detail;
    return {};
}

} // namespace rl::test

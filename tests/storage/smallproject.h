// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/storage/project.h"

#include <filesystem>
#include <string>

/// A small but complete project (a factor, two dimensions, a condition, human and model ratings),
/// written through Project::save so that every table our loader reads has rows to tamper with.
namespace rl::test {

inline study::Study smallStudy()
{
    study::Study s;
    s.name = "hostile-files";
    s.synthetic = true;
    s.demoSeed = 42;
    s.factors.push_back({"race", {"asian", "white"}});
    for (int i = 0; i < 4; ++i) {
        study::Item item;
        item.key = "s" + std::to_string(i);
        item.levels = {i % 2};
        s.addItem(item);
    }
    study::Dimension valence;
    valence.name = "valence";
    s.dimensions.push_back(valence);
    study::Dimension emotion;
    emotion.name = "emotion";
    emotion.kind = study::DimensionKind::Categorical;
    emotion.levels = {"happy", "sad"};
    emotion.scaleMin = 0;
    emotion.scaleMax = 1;
    s.dimensions.push_back(emotion);
    study::ModelCondition c;
    c.id = "m1";
    c.label = "Model one";
    c.provider = "openai-compatible";
    c.model = "local";
    c.baseUrl = "http://127.0.0.1:9/v1";
    s.addCondition(c);
    const int human = s.addRater({"r1", study::RaterKind::Human, -1});
    const int model = s.raterOfCondition(0);
    for (int i = 0; i < 4; ++i) {
        s.ratings.push_back({human, i, 0, 1.0 + i, 100.0 * i});
        s.ratings.push_back({model, i, 0, 2.0 + i});
        s.ratings.push_back({human, i, 1, static_cast<double>(i % 2)});
    }
    return s;
}

/// Write smallStudy() to a fresh `path` (removing any earlier file and its WAL); true on success.
inline bool writeSmallProject(const std::string &path)
{
    std::error_code ec;
    for (const char *suffix : {"", "-wal", "-shm"})
        std::filesystem::remove(path + suffix, ec);
    auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
    if (!p)
        return false;
    storage::SaveSet set;
    set.payloads.push_back({"s0", "image/svg+xml", {'<', 's', 'v', 'g', '/', '>'}});
    set.texts.push_back({"m1", "s1", 0, 0, "thinking", "raw"}); // sample 0, round 0
    set.linkedFolders.push_back("/tmp/linked stimuli"); // meta linked_folders (next to project_id, created_on): fuzzed too
    return p->save(smallStudy(), set).has_value();
}

} // namespace rl::test

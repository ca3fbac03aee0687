// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inference/textutil.h"
#include "engine/storage/project.h"
#include "engine/study/study.h"

#include <string>

/// A small face project for the inference tests: `n` image items item0..item{n-1} with payload
/// bytes "face-<i>" (the fake model's answers are a function of them), factors emotion and race,
/// and one condition `fake` pointing at `baseUrl`.
namespace rl::test {

inline std::string fixtureImage(int i)
{
    return inference::base64Encode("face-" + std::to_string(i));
}

inline bool makeFaceProject(const std::string &path, int n, const std::string &provider, const std::string &baseUrl,
    const std::string &keyEnv = {}, const std::string &strategy = "context-carry")
{
    auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
    if (!p)
        return false;
    study::Study s;
    s.name = "inference fixture";
    s.factors.push_back({"emotion", study::face::emotionLabels()});
    s.factors.push_back({"race", {"Black", "White", "Korean"}});
    storage::SaveSet set;
    for (int i = 0; i < n; ++i) {
        study::Item it;
        it.key = "item" + std::to_string(i);
        it.mime = "image/png";
        it.levels = {i % 6, i % 3};
        s.addItem(it);
        const std::string bytes = "face-" + std::to_string(i);
        set.payloads.push_back({it.key, "image/png", std::vector<std::uint8_t>(bytes.begin(), bytes.end())});
    }
    study::ModelCondition c;
    c.id = "fake";
    c.label = "Fake VLM";
    c.provider = provider;
    c.model = "fake-vlm";
    c.baseUrl = baseUrl;
    c.apiKeyEnv = keyEnv;
    c.strategy = strategy;
    c.temperature = 0.0;
    c.priceInputPerMTok = 0.15;
    c.priceOutputPerMTok = 0.60;
    s.addCondition(c);
    return p->save(s, set).has_value();
}

} // namespace rl::test

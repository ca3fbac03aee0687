// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// readStData / readHarmData: the StereoTales tables of a project (engine/io/stereotales/stories.h) flattened
// into what the statistics read (stdata.h).
#include "engine/analysis/stereotales/stdata.h"

#include "engine/study/stereotales/ensemble.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"
#include "engine/storage/ststore.h"

#include <algorithm>

namespace rl::analysis::stereotales {

namespace {

Error damaged(const std::string &path, const std::string &what)
{
    return Error{ErrorCode::Schema, path + ": " + what};
}

Status readNames(storage::StStore &store, storage::StNames which, std::vector<std::string> &out)
{
    auto rows = store.names(which);
    if (!rows)
        return rows.error();
    for (auto &[id, name] : *rows)
        out.push_back(std::move(name));
    return {};
}

} // namespace

Result<StData> readStData(const std::string &projectPath, const Progress &progress)
{
    auto project = storage::Project::open(projectPath);
    if (!project)
        return project.error();
    storage::StStore store(*project);
    StData d;
    // Attributes and value sets (ids are positions: the importers write 0, 1, 2 …).
    {
        std::vector<std::string> names;
        RL_TRY(readNames(store, storage::StNames::Attributes, names));
        for (auto &n : names)
            d.attributes.push_back({std::move(n), {}, {}, -1});
        auto values = store.values();
        if (!values)
            return values.error();
        Status bad;
        for (auto &v : *values) {
            const auto a = static_cast<std::size_t>(v.attribute);
            if (!bad || a >= d.attributes.size() || static_cast<std::size_t>(v.code) != d.attributes[a].values.size()) {
                if (bad)
                    bad = damaged(projectPath, "table 'st_values' is not numbered 0, 1, 2 … per attribute");
                continue;
            }
            auto &attr = d.attributes[a];
            if (v.name == study::stereotales::kOtherValue)
                attr.otherValue = static_cast<int>(attr.values.size());
            attr.values.push_back(std::move(v.name));
            attr.promptable.push_back(v.promptable);
        }
        RL_TRY(bad);
    }
    RL_TRY(readNames(store, storage::StNames::Models, d.models));
    RL_TRY(readNames(store, storage::StNames::Languages, d.languages));

    // Stories, in id order.
    std::vector<std::int64_t> ids;
    {
        Status bad;
        RL_TRY(store.forEachStory([&](const storage::StStoryRow &s) {
            if (!bad)
                return;
            const auto a = s.attribute, v = s.value, m = s.model, l = s.language;
            if (m < 0 || m >= static_cast<std::int64_t>(d.models.size()) || l < 0 || l >= static_cast<std::int64_t>(d.languages.size())
                || a < 0 || a >= static_cast<std::int64_t>(d.attributes.size())
                || v < 0 || v >= static_cast<std::int64_t>(d.attributes[static_cast<std::size_t>(a)].values.size())) {
                bad = damaged(projectPath, "story '" + s.key + "' names a model, language, attribute or value that does not exist");
                return;
            }
            ids.push_back(s.id);
            d.storyKeys.push_back(s.key);
            d.storyModel.push_back(static_cast<int>(m));
            d.storyLanguage.push_back(static_cast<int>(l));
            d.promptedAttribute.push_back(static_cast<int>(a));
            d.promptedValue.push_back(static_cast<int>(v));
            d.refused.push_back(static_cast<std::uint8_t>(s.refused));
        }));
        RL_TRY(bad);
    }
    const std::size_t n = ids.size(), nA = d.attributes.size();
    if (n == 0)
        return Error{ErrorCode::NotFound, projectPath + " has no StereoTales stories (import stories.csv and extractions.csv first)"};
    if (progress.stopRequested())
        return Error{ErrorCode::Cancelled, "reading the stories of " + projectPath + " was cancelled"};
    progress("extractions", 0, static_cast<std::int64_t>(n));

    // Extractions, merged with the stories by id; one story's answers at a time.
    d.extracted.assign(nA * n, kUnknown);
    std::vector<std::int16_t> answers, out(nA);
    std::size_t story = 0;
    auto finish = [&](std::size_t s) {
        ensembleStory(answers, nA, d.refused[s] != 0, d.promptedAttribute[s], static_cast<std::int16_t>(d.promptedValue[s]), out);
        for (std::size_t a = 0; a < nA; ++a)
            d.extracted[a * n + s] = out[a];
        answers.clear();
    };
    Status bad;
    std::int64_t current = -1; // the story id whose answers are being gathered, at index `story`
    RL_TRY(store.forEachExtraction([&](std::int64_t id, const std::vector<std::uint8_t> &blob) {
        if (!bad)
            return;
        if (id != current) {
            if (current >= 0)
                finish(story++);
            while (story < n && ids[story] < id)
                finish(story++); // a story without extractions: unknown but for its prompted value
            if (story >= n || ids[story] != id) {
                bad = damaged(projectPath, "an extraction names a story that does not exist");
                return;
            }
            current = id;
            if ((story & 0xFFFF) == 0) {
                progress("extractions", static_cast<std::int64_t>(story), static_cast<std::int64_t>(n));
                if (progress.stopRequested()) {
                    bad = Error{ErrorCode::Cancelled, "reading the stories of " + projectPath + " was cancelled"};
                    return;
                }
            }
        }
        const std::size_t base = answers.size();
        answers.resize(base + nA, kUnknown);
        for (std::size_t a = 0; a < nA && a < blob.size(); ++a) {
            if (blob[a] == io::stereotales::kNoAnswer)
                continue;
            if (blob[a] >= d.attributes[a].values.size()) {
                bad = damaged(projectPath, "an extraction of story '" + d.storyKeys[story] + "' holds value code " + std::to_string(blob[a])
                                               + " outside the set of '" + d.attributes[a].name + "'");
                return;
            }
            answers[base + a] = static_cast<std::int16_t>(blob[a]);
        }
    }));
    RL_TRY(bad);
    if (current >= 0)
        finish(story++);
    while (story < n)
        finish(story++);
    progress("extractions", static_cast<std::int64_t>(n), static_cast<std::int64_t>(n));
    return d;
}

Result<HarmData> readHarmData(const std::string &projectPath)
{
    auto project = storage::Project::open(projectPath);
    if (!project)
        return project.error();
    auto loaded = project->loadStudy();
    if (!loaded)
        return loaded.error();
    const study::Study &s = *loaded;
    const int dHarm = s.findDimension(io::stereotales::kHarm);
    HarmData h;
    if (dHarm < 0)
        return Error{ErrorCode::NotFound, projectPath + " has no harm ratings (import harm.csv first)"};
    std::vector<int> assoc(s.items.size(), -1);
    for (std::size_t i = 0; i < s.items.size(); ++i) {
        const auto &item = s.items[i];
        if (item.kind != study::ItemKind::Text)
            continue;
        const auto bar = item.key.find('|');
        const auto eq1 = item.key.find('=');
        const auto eq2 = bar == std::string::npos ? std::string::npos : item.key.find('=', bar);
        if (bar == std::string::npos || eq1 > bar || eq2 == std::string::npos)
            continue;
        HarmAssociation a;
        a.baseAttribute = item.key.substr(0, eq1);
        a.baseValue = item.key.substr(eq1 + 1, bar - eq1 - 1);
        a.attribute = item.key.substr(bar + 1, eq2 - bar - 1);
        a.value = item.key.substr(eq2 + 1);
        assoc[i] = static_cast<int>(h.associations.size());
        h.associations.push_back(std::move(a));
    }
    std::size_t ratings = 0;
    for (const auto &r : s.ratings) {
        if (r.dimension != dHarm || assoc[static_cast<std::size_t>(r.item)] < 0)
            continue;
        auto &a = h.associations[static_cast<std::size_t>(assoc[static_cast<std::size_t>(r.item)])];
        const auto &rater = s.raters[static_cast<std::size_t>(r.rater)];
        if (rater.kind == study::RaterKind::Human) {
            a.human.push_back(r.value);
        } else {
            a.model.push_back(r.value);
            a.modelConditions.push_back(s.conditions[static_cast<std::size_t>(rater.conditionIndex)].id);
        }
        ++ratings;
    }
    if (ratings == 0)
        return Error{ErrorCode::NotFound, projectPath + " has no harm ratings (import harm.csv first)"};
    return h;
}

} // namespace rl::analysis::stereotales

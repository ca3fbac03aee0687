// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/exporters.h"

#include "engine/study/conditionjson.h"

#include <algorithm>
#include <map>
#include <numeric>

namespace rl::io {

using study::Study;

std::string syntheticNotice(const Study &s)
{
    return "# RaterLab synthetic demo study (seed " + std::to_string(s.demoSeed)
        + "): simulated data, not collected from people or models\n";
}

namespace {

std::string exportStimuli(const Study &s)
{
    std::string out;
    out += "stimulus_id,file";
    for (const auto &f : s.factors)
        out += "," + csvField(f.name);
    out += "\n";
    for (const auto &item : s.items) {
        out += csvField(item.key) + "," + csvField(item.file);
        for (std::size_t f = 0; f < s.factors.size(); ++f) {
            const int l = f < item.levels.size() ? item.levels[f] : -1;
            out += ",";
            if (l >= 0)
                out += csvField(s.factors[f].levels[static_cast<std::size_t>(l)]);
        }
        out += "\n";
    }
    return out;
}

std::string valueText(const study::Dimension &d, double v)
{
    if (d.kind == study::DimensionKind::Categorical) {
        const int l = static_cast<int>(v);
        return l >= 0 && l < static_cast<int>(d.levels.size()) ? csvField(d.levels[static_cast<std::size_t>(l)]) : "invalid";
    }
    return formatNumber(v);
}

std::string exportRatings(const Study &s)
{
    std::string out = "rater_id,stimulus_id,dimension,value,rt_ms\n";
    std::vector<std::size_t> order;
    for (std::size_t k = 0; k < s.ratings.size(); ++k)
        if (s.raters[static_cast<std::size_t>(s.ratings[k].rater)].kind == study::RaterKind::Human)
            order.push_back(k);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const auto &x = s.ratings[a];
        const auto &y = s.ratings[b];
        return std::tie(x.rater, x.item, x.dimension) < std::tie(y.rater, y.item, y.dimension);
    });
    for (std::size_t k : order) {
        const auto &r = s.ratings[k];
        const auto &d = s.dimensions[static_cast<std::size_t>(r.dimension)];
        out += csvField(s.raters[static_cast<std::size_t>(r.rater)].key) + "," + csvField(s.items[static_cast<std::size_t>(r.item)].key)
            + "," + csvField(d.name) + "," + valueText(d, r.value) + "," + (std::isnan(r.rtMs) ? "" : formatNumber(r.rtMs)) + "\n";
    }
    return out;
}

Result<std::string> exportPredictions(storage::Project &project, const Study &s)
{
    auto texts = project.allPredictionTexts();
    if (!texts)
        return texts.error();
    std::map<std::pair<std::string, std::string>, const storage::PredictionText *> textOf;
    for (const auto &t : *texts)
        if (t.sample == 0)
            textOf[{t.conditionId, t.itemKey}] = &t;

    const char *dims[] = {study::face::kEmotion, study::face::kValence, study::face::kArousal};
    int dimIndex[3];
    for (int k = 0; k < 3; ++k)
        dimIndex[k] = s.findDimension(dims[k]);

    // (condition, item) -> values
    std::map<std::pair<int, int>, std::array<std::string, 3>> rows;
    for (const auto &r : s.ratings) {
        const auto &rater = s.raters[static_cast<std::size_t>(r.rater)];
        if (rater.kind != study::RaterKind::Model || r.sample != 0 || r.round != 0)
            continue;
        for (int k = 0; k < 3; ++k)
            if (r.dimension == dimIndex[k])
                rows[{rater.conditionIndex, r.item}][static_cast<std::size_t>(k)]
                    = valueText(s.dimensions[static_cast<std::size_t>(r.dimension)], r.value);
    }
    for (const auto &[key, t] : textOf) {
        const int c = s.findCondition(key.first);
        const int i = s.findItem(key.second);
        if (c >= 0 && i >= 0)
            rows[{c, i}]; // a text without values still gets its row
    }
    std::string out = "condition,stimulus_id,emotion,valence,arousal,thinking,raw_response\n";
    for (const auto &[key, v] : rows) {
        const auto &cond = s.conditions[static_cast<std::size_t>(key.first)];
        const auto &item = s.items[static_cast<std::size_t>(key.second)];
        out += csvField(cond.id) + "," + csvField(item.key) + "," + v[0] + "," + v[1] + "," + v[2];
        auto it = textOf.find({cond.id, item.key});
        if (it != textOf.end())
            out += "," + csvField(it->second->thinking) + "," + csvField(it->second->rawResponse);
        else
            out += ",,";
        out += "\n";
    }
    return out;
}

} // namespace

Result<std::string> exportText(storage::Project &project, ImportKind kind)
{
    auto loaded = project.loadStudy();
    if (!loaded)
        return loaded.error();
    const Study &s = *loaded;
    const std::string notice = s.synthetic ? syntheticNotice(s) : std::string();
    switch (kind) {
    case ImportKind::Stimuli: return notice + exportStimuli(s);
    case ImportKind::Ratings: return notice + exportRatings(s);
    case ImportKind::Predictions: {
        auto text = exportPredictions(project, s);
        if (!text)
            return text.error();
        return notice + *text;
    }
    case ImportKind::Conditions: return study::conditionsToJson(s.conditions);
    }
    return std::string();
}

Status exportFile(storage::Project &project, ImportKind kind, const std::string &path)
{
    auto text = exportText(project, kind);
    if (!text)
        return text.error();
    return writeFileAtomic(path, *text);
}

} // namespace rl::io

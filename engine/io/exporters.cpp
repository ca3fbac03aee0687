// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/exporters.h"

#include "engine/study/conditionjson.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <tuple>

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
    // Text payloads as the importer reads them: `text`, or `text_a,text_b` for pairs; a kind column
    // when the kinds are not what the payload columns imply.
    bool pairs = false, texts = false;
    for (const auto &item : s.items) {
        pairs = pairs || item.kind == study::ItemKind::TextPair;
        texts = texts || item.kind == study::ItemKind::Text || item.kind == study::ItemKind::Prompt;
    }
    const bool kinds = (pairs && texts)
        || std::any_of(s.items.begin(), s.items.end(), [](const study::Item &i) { return i.kind == study::ItemKind::Prompt; })
        || ((pairs || texts) && std::any_of(s.items.begin(), s.items.end(), [](const study::Item &i) { return i.kind == study::ItemKind::Image; }));
    std::string out;
    out += "stimulus_id,file";
    if (kinds)
        out += ",kind";
    if (texts)
        out += ",text";
    if (pairs)
        out += ",text_a,text_b";
    for (const auto &f : s.factors)
        out += "," + csvField(f.name);
    out += "\n";
    for (const auto &item : s.items) {
        out += csvField(item.key) + "," + csvField(item.file);
        if (kinds)
            out += std::string(",") + study::itemKindName(item.kind);
        if (texts)
            out += "," + (item.kind == study::ItemKind::TextPair ? std::string() : csvField(item.text));
        if (pairs)
            out += "," + (item.kind == study::ItemKind::TextPair ? csvField(item.text) + "," + csvField(item.text2) : std::string(","));
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
    using Key = std::tuple<int, int, int>; // condition, item, round
    std::map<Key, const storage::PredictionText *> textOf;
    for (const auto &t : *texts) {
        const int c = s.findCondition(t.conditionId);
        const int i = s.findItem(t.itemKey);
        if (t.sample == 0 && c >= 0 && i >= 0)
            textOf[{c, i, t.round}] = &t;
    }

    // One column per dimension the models rated, in study order; the face file always has
    // emotion, valence and arousal (its documented shape: KindProtocol::predictionColumns), then any other rated dimension.
    std::vector<char> rated(s.dimensions.size(), 0);
    bool rounds = false;
    for (const auto &r : s.ratings)
        if (s.raters[static_cast<std::size_t>(r.rater)].kind == study::RaterKind::Model && r.sample == 0) {
            rated[static_cast<std::size_t>(r.dimension)] = 1;
            rounds = rounds || r.round != 0;
        }
    for (const auto &[key, t] : textOf)
        rounds = rounds || std::get<2>(key) != 0;
    std::vector<std::string> names;
    std::vector<int> dims;
    if (const study::KindProtocol *k = study::kindProtocol(s.protocol.kind))
        for (const auto &n : k->predictionColumns) {
            names.push_back(n);
            dims.push_back(s.findDimension(n));
        }
    for (std::size_t d = 0; d < s.dimensions.size(); ++d)
        if (rated[d] && std::find(names.begin(), names.end(), s.dimensions[d].name) == names.end()) {
            names.push_back(s.dimensions[d].name);
            dims.push_back(static_cast<int>(d));
        }

    std::map<Key, std::vector<std::string>> rows;
    for (const auto &r : s.ratings) {
        const auto &rater = s.raters[static_cast<std::size_t>(r.rater)];
        if (rater.kind != study::RaterKind::Model || r.sample != 0)
            continue;
        for (std::size_t k = 0; k < dims.size(); ++k)
            if (r.dimension == dims[k]) {
                auto &row = rows[{rater.conditionIndex, r.item, r.round}];
                row.resize(dims.size());
                row[k] = valueText(s.dimensions[static_cast<std::size_t>(r.dimension)], r.value);
            }
    }
    for (const auto &[key, t] : textOf)
        rows[key].resize(dims.size()); // a text without values still gets its row

    std::string out = "condition,stimulus_id";
    if (rounds)
        out += ",round";
    for (const auto &n : names)
        out += "," + csvField(n);
    out += ",thinking,raw_response\n";
    for (const auto &[key, v] : rows) {
        const auto &cond = s.conditions[static_cast<std::size_t>(std::get<0>(key))];
        const auto &item = s.items[static_cast<std::size_t>(std::get<1>(key))];
        out += csvField(cond.id) + "," + csvField(item.key);
        if (rounds)
            out += "," + std::to_string(std::get<2>(key));
        for (const auto &cell : v)
            out += "," + cell;
        auto it = textOf.find(key);
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

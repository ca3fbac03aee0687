// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/study/stereotales/grid.h"

#include "engine/core/utf8.h"

#include <nlohmann/json.hpp>

#include <set>

namespace rl::study::stereotales {

int GridAttribute::otherValue() const { return findValue(kOtherValue); }

int GridAttribute::findValue(const std::string &key) const
{
    for (std::size_t v = 0; v < values.size(); ++v)
        if (values[v] == key)
            return static_cast<int>(v);
    return -1;
}

int Grid::findAttribute(const std::string &name) const
{
    for (std::size_t a = 0; a < attributes.size(); ++a)
        if (attributes[a].name == name)
            return static_cast<int>(a);
    return -1;
}

int Grid::findLanguage(const std::string &code) const
{
    for (std::size_t l = 0; l < languages.size(); ++l)
        if (languages[l].code == code)
            return static_cast<int>(l);
    return -1;
}

std::size_t Grid::valueCount() const
{
    std::size_t n = 0;
    for (const auto &a : attributes)
        n += a.values.size();
    return n;
}

std::size_t Grid::promptableCount() const
{
    std::size_t n = 0;
    for (const auto &a : attributes)
        for (bool p : a.promptable)
            n += p ? 1 : 0;
    return n;
}

std::size_t Grid::scenarioCount() const
{
    std::size_t n = 0;
    for (const auto &g : groups)
        n += g.scenarios.size();
    return n;
}

std::pair<int, int> Grid::scenarioAt(std::size_t flat) const
{
    for (std::size_t g = 0; g < groups.size(); ++g) {
        if (flat < groups[g].scenarios.size())
            return {static_cast<int>(g), static_cast<int>(flat)};
        flat -= groups[g].scenarios.size();
    }
    return {-1, -1};
}

std::string promptKey(const Grid &g, int language, int attribute, int value, int scenario)
{
    const auto &a = g.attributes[static_cast<std::size_t>(attribute)];
    return g.languages[static_cast<std::size_t>(language)].code + "|" + a.name + "=" + a.values[static_cast<std::size_t>(value)]
        + "|" + std::to_string(scenario);
}

std::string fillTemplate(const std::string &tmpl, const std::string &context, const std::string &character)
{
    std::string out;
    out.reserve(tmpl.size() + context.size() + character.size());
    const std::string_view ctx(kContextPlaceholder), chr(kCharacterPlaceholder);
    for (std::size_t i = 0; i < tmpl.size();) {
        if (tmpl.compare(i, ctx.size(), ctx) == 0) {
            out += context;
            i += ctx.size();
        } else if (tmpl.compare(i, chr.size(), chr) == 0) {
            out += character;
            i += chr.size();
        } else {
            out += tmpl[i++];
        }
    }
    return out;
}

std::vector<GridPrompt> expandPrompts(const Grid &g, int language)
{
    const auto &lang = g.languages[static_cast<std::size_t>(language)];
    std::vector<GridPrompt> out;
    out.reserve(g.promptsPerLanguage());
    for (std::size_t a = 0; a < g.attributes.size(); ++a) {
        const auto &attr = g.attributes[a];
        for (std::size_t v = 0; v < attr.values.size(); ++v) {
            if (!attr.promptable[v])
                continue;
            const std::string &character = *lang.templates[a][v];
            std::size_t flat = 0;
            for (std::size_t gr = 0; gr < g.groups.size(); ++gr)
                for (std::size_t k = 0; k < g.groups[gr].scenarios.size(); ++k, ++flat) {
                    GridPrompt p;
                    p.language = language;
                    p.attribute = static_cast<int>(a);
                    p.value = static_cast<int>(v);
                    p.group = static_cast<int>(gr);
                    p.scenario = static_cast<int>(flat);
                    p.key = promptKey(g, language, p.attribute, p.value, p.scenario);
                    p.text = fillTemplate(lang.scenarioTemplate, lang.scenarios[gr][k], character);
                    out.push_back(std::move(p));
                }
        }
    }
    return out;
}

namespace {

Error invalid(const std::string &what) { return Error{ErrorCode::Validation, "prompt grid: " + clipQuoted(what)}; }

/// A project stores an answer as one byte, its value's code 0..254 (255 = no answer).
constexpr std::size_t kMaxValues = 255;

} // namespace

Status checkGrid(const Grid &g)
{
    if (g.languages.empty() || g.languages.front().code != kKeyLanguage)
        return invalid(std::string("the key language '") + kKeyLanguage + "' must come first");
    if (g.attributes.empty())
        return invalid("no attributes");
    std::set<std::string> names;
    for (const auto &a : g.attributes) {
        if (a.name.empty() || !names.insert(a.name).second)
            return invalid("attribute name '" + a.name + "' is empty or repeated");
        if (a.values.empty() || a.values.size() != a.promptable.size())
            return invalid("attribute '" + a.name + "' has no values or a promptable flag per value missing");
        if (a.values.size() > kMaxValues)
            return invalid("attribute '" + a.name + "' has " + std::to_string(a.values.size()) + " values, more than "
                           + std::to_string(kMaxValues));
        if (a.name.find_first_of("|=") != std::string::npos)
            return invalid("attribute name '" + a.name + "' contains '|' or '=', which separate the parts of prompt keys");
        std::set<std::string> vals;
        for (const auto &v : a.values) {
            if (v.empty() || !vals.insert(v).second)
                return invalid("attribute '" + a.name + "' has an empty or repeated value '" + v + "'");
            if (v.find_first_of("|=") != std::string::npos)
                return invalid("value '" + v + "' of '" + a.name + "' contains '|' or '=', which separate the parts of prompt keys");
        }
    }
    std::set<std::string> groupNames, scenarioKeys;
    for (const auto &gr : g.groups) {
        if (gr.name.empty() || !groupNames.insert(gr.name).second)
            return invalid("scenario group '" + gr.name + "' is empty or repeated");
        if (gr.scenarios.empty())
            return invalid("scenario group '" + gr.name + "' has no scenarios");
        for (const auto &sc : gr.scenarios)
            if (sc.empty() || !scenarioKeys.insert(sc).second)
                return invalid("scenario '" + sc + "' is empty or repeated");
    }
    std::set<std::string> codes;
    for (const auto &l : g.languages) {
        const std::string where = "language '" + l.code + "'";
        if (l.code.empty() || l.code.find_first_of("|=") != std::string::npos || !codes.insert(l.code).second)
            return invalid(where + " is empty, repeated, or contains '|' or '='");
        if (l.scenarioTemplate.find(kContextPlaceholder) == std::string::npos
            || l.scenarioTemplate.find(kCharacterPlaceholder) == std::string::npos)
            return invalid(where + ": the scenario_based template lacks {context} or {character}");
        if (l.values.size() != g.attributes.size() || l.templates.size() != g.attributes.size())
            return invalid(where + " has " + std::to_string(l.values.size()) + " attributes, the grid " + std::to_string(g.attributes.size()));
        for (std::size_t a = 0; a < g.attributes.size(); ++a) {
            const auto &attr = g.attributes[a];
            if (l.values[a].size() != attr.values.size() || l.templates[a].size() != attr.values.size())
                return invalid(where + ", attribute '" + attr.name + "': " + std::to_string(l.values[a].size()) + " values and "
                               + std::to_string(l.templates[a].size()) + " template choices for " + std::to_string(attr.values.size()) + " keys");
            for (std::size_t v = 0; v < attr.values.size(); ++v) {
                if (l.values[a][v].empty())
                    return invalid(where + ", attribute '" + attr.name + "', value " + std::to_string(v + 1) + " is empty");
                if (l.templates[a][v].has_value() != attr.promptable[v])
                    return invalid(where + ", attribute '" + attr.name + "', value " + std::to_string(v + 1) + " ('" + attr.values[v]
                                   + "'): the template choice is " + (attr.promptable[v] ? "null" : "not null") + " but "
                                   + (attr.promptable[v] ? "not null" : "null") + " in the key language");
            }
        }
        if (l.scenarios.size() != g.groups.size())
            return invalid(where + " has " + std::to_string(l.scenarios.size()) + " scenario groups, the grid " + std::to_string(g.groups.size()));
        for (std::size_t gr = 0; gr < g.groups.size(); ++gr)
            if (l.scenarios[gr].size() != g.groups[gr].scenarios.size())
                return invalid(where + ", scenario group '" + g.groups[gr].name + "': " + std::to_string(l.scenarios[gr].size())
                               + " scenarios for " + std::to_string(g.groups[gr].scenarios.size()) + " keys");
    }
    return {};
}

namespace {

std::string stem(const std::string &s)
{
    const auto p = s.find(" (e.g.");
    return p == std::string::npos ? s : s.substr(0, p);
}

} // namespace

int matchValue(const GridAttribute &a, const std::string &label)
{
    if (const int v = a.findValue(label); v >= 0)
        return v;
    const std::string want = stem(label);
    int found = -1;
    for (std::size_t v = 0; v < a.values.size(); ++v)
        if (stem(a.values[v]) == want) {
            if (found >= 0)
                return -1; // ambiguous
            found = static_cast<int>(v);
        }
    return found;
}

std::string gridToJson(const Grid &g)
{
    using nlohmann::ordered_json;
    ordered_json j;
    j["format"] = "raterlab-stereotales-grid-1";
    ordered_json attrs = ordered_json::array();
    for (const auto &a : g.attributes) {
        ordered_json pr = ordered_json::array();
        for (bool p : a.promptable)
            pr.push_back(p);
        attrs.push_back({{"name", a.name}, {"values", a.values}, {"promptable", pr}});
    }
    j["attributes"] = attrs;
    ordered_json groups = ordered_json::array();
    for (const auto &gr : g.groups)
        groups.push_back({{"name", gr.name}, {"scenarios", gr.scenarios}});
    j["groups"] = groups;
    ordered_json langs = ordered_json::array();
    for (const auto &l : g.languages) {
        ordered_json tmpl = ordered_json::array();
        for (const auto &row : l.templates) {
            ordered_json r = ordered_json::array();
            for (const auto &t : row)
                r.push_back(t ? ordered_json(*t) : ordered_json(nullptr));
            tmpl.push_back(r);
        }
        ordered_json add = ordered_json::array();
        for (const auto &[k, v] : l.additional)
            add.push_back({k, v});
        langs.push_back({{"code", l.code}, {"scenario_based", l.scenarioTemplate}, {"values", l.values}, {"template_choices", tmpl},
                         {"scenarios", l.scenarios}, {"additional", add}});
    }
    j["languages"] = langs;
    return j.dump();
}

Result<Grid> gridFromJson(const std::string &text)
{
    try {
        const auto j = nlohmann::json::parse(text);
        if (j.value("format", "") != "raterlab-stereotales-grid-1")
            return Error{ErrorCode::Parse, "stored prompt grid: unknown format '" + j.value("format", "") + "'"};
        Grid g;
        for (const auto &a : j.at("attributes")) {
            GridAttribute attr;
            attr.name = a.at("name").get<std::string>();
            attr.values = a.at("values").get<std::vector<std::string>>();
            for (const auto &p : a.at("promptable"))
                attr.promptable.push_back(p.get<bool>());
            g.attributes.push_back(std::move(attr));
        }
        for (const auto &gr : j.at("groups"))
            g.groups.push_back({gr.at("name").get<std::string>(), gr.at("scenarios").get<std::vector<std::string>>()});
        for (const auto &l : j.at("languages")) {
            GridLanguage lang;
            lang.code = l.at("code").get<std::string>();
            lang.scenarioTemplate = l.at("scenario_based").get<std::string>();
            lang.values = l.at("values").get<std::vector<std::vector<std::string>>>();
            for (const auto &row : l.at("template_choices")) {
                std::vector<std::optional<std::string>> r;
                for (const auto &t : row)
                    r.push_back(t.is_null() ? std::nullopt : std::optional<std::string>(t.get<std::string>()));
                lang.templates.push_back(std::move(r));
            }
            lang.scenarios = l.at("scenarios").get<std::vector<std::vector<std::string>>>();
            for (const auto &kv : l.at("additional"))
                lang.additional.emplace_back(kv.at(0).get<std::string>(), kv.at(1).get<std::string>());
            g.languages.push_back(std::move(lang));
        }
        RL_TRY(checkGrid(g));
        return g;
    } catch (const nlohmann::json::exception &e) {
        return Error{ErrorCode::Parse, std::string("stored prompt grid: ") + e.what()};
    }
}

} // namespace rl::study::stereotales

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/study/stereotales/gridedit.h"

#include <cassert>

namespace rl::study::stereotales {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

[[maybe_unused]] bool validValue(const Grid &g, int a, int v)
{
    return a >= 0 && at(a) < g.attributes.size() && v >= 0 && at(v) < g.attributes[at(a)].values.size();
}

[[maybe_unused]] bool validScenario(const Grid &g, int s) { return s >= 0 && at(s) < g.scenarioCount(); }

} // namespace

Grid setPromptable(Grid g, int a, int v, bool promptable)
{
    assert(validValue(g, a, v));
    g.attributes[at(a)].promptable[at(v)] = promptable;
    for (auto &l : g.languages) {
        auto &t = l.templates[at(a)][at(v)];
        if (!promptable)
            t.reset();
        else if (!t)
            t = l.values[at(a)][at(v)];
    }
    return g;
}

Grid renameValue(Grid g, int a, int v, const std::string &key)
{
    assert(validValue(g, a, v));
    g.attributes[at(a)].values[at(v)] = key;
    if (!g.languages.empty())
        g.languages.front().values[at(a)][at(v)] = key;
    return g;
}

Grid addValue(Grid g, int a, const std::string &key)
{
    assert(a >= 0 && at(a) < g.attributes.size());
    g.attributes[at(a)].values.push_back(key);
    g.attributes[at(a)].promptable.push_back(false);
    for (auto &l : g.languages) {
        l.values[at(a)].push_back(key);
        l.templates[at(a)].push_back(std::nullopt);
    }
    return g;
}

Grid removeValue(Grid g, int a, int v)
{
    assert(validValue(g, a, v));
    auto &attr = g.attributes[at(a)];
    attr.values.erase(attr.values.begin() + v);
    attr.promptable.erase(attr.promptable.begin() + v);
    for (auto &l : g.languages) {
        l.values[at(a)].erase(l.values[at(a)].begin() + v);
        l.templates[at(a)].erase(l.templates[at(a)].begin() + v);
    }
    return g;
}

Grid renameScenario(Grid g, int s, const std::string &key)
{
    assert(validScenario(g, s));
    const auto [gr, i] = g.scenarioAt(at(s));
    g.groups[at(gr)].scenarios[at(i)] = key;
    if (!g.languages.empty())
        g.languages.front().scenarios[at(gr)][at(i)] = key;
    return g;
}

Grid addScenario(Grid g, int group, const std::string &key)
{
    assert(group >= 0 && at(group) < g.groups.size());
    g.groups[at(group)].scenarios.push_back(key);
    for (auto &l : g.languages)
        l.scenarios[at(group)].push_back(key);
    return g;
}

Grid removeScenario(Grid g, int s)
{
    assert(validScenario(g, s));
    const auto [gr, i] = g.scenarioAt(at(s));
    auto &sc = g.groups[at(gr)].scenarios;
    sc.erase(sc.begin() + i);
    for (auto &l : g.languages)
        l.scenarios[at(gr)].erase(l.scenarios[at(gr)].begin() + i);
    return g;
}

Grid setValueText(Grid g, int language, int a, int v, const std::string &text)
{
    assert(language > 0 && at(language) < g.languages.size() && validValue(g, a, v));
    g.languages[at(language)].values[at(a)][at(v)] = text;
    return g;
}

Grid setTemplateChoice(Grid g, int language, int a, int v, const std::string &text)
{
    assert(language >= 0 && at(language) < g.languages.size() && validValue(g, a, v));
    if (g.attributes[at(a)].promptable[at(v)])
        g.languages[at(language)].templates[at(a)][at(v)] = text;
    return g;
}

Grid setScenarioText(Grid g, int language, int s, const std::string &text)
{
    assert(language > 0 && at(language) < g.languages.size() && validScenario(g, s));
    const auto [gr, i] = g.scenarioAt(at(s));
    g.languages[at(language)].scenarios[at(gr)][at(i)] = text;
    return g;
}

Grid setScenarioTemplate(Grid g, int language, const std::string &text)
{
    assert(language >= 0 && at(language) < g.languages.size());
    g.languages[at(language)].scenarioTemplate = text;
    return g;
}

} // namespace rl::study::stereotales

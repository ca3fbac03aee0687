// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/runs/filtertext.h"

#include "engine/inference/itemfilter.h"

#include <algorithm>
#include <set>
#include <vector>

namespace rl::models {

std::optional<std::string> filterForItems(const study::Study &study, std::span<const int> items)
{
    std::vector<int> wanted(items.begin(), items.end());
    std::sort(wanted.begin(), wanted.end());
    wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());
    if (wanted.empty())
        return std::nullopt;
    std::vector<std::string> clauses;
    for (std::size_t f = 0; f < study.factors.size(); ++f) {
        std::set<int> levels;
        bool missing = false;
        for (int i : wanted) {
            if (i < 0 || static_cast<std::size_t>(i) >= study.items.size())
                return std::nullopt;
            const auto &lv = study.items[static_cast<std::size_t>(i)].levels;
            if (f >= lv.size() || lv[f] < 0)
                missing = true;
            else
                levels.insert(lv[f]);
        }
        if (missing || levels.size() >= study.factors[f].levels.size())
            continue;
        std::string clause = study.factors[f].name + '=';
        bool first = true;
        for (int l : levels) {
            if (!first)
                clause += ',';
            first = false;
            clause += study.factors[f].levels[static_cast<std::size_t>(l)];
        }
        clauses.push_back(std::move(clause));
    }
    auto join = [](const std::vector<std::string> &parts) {
        std::string out;
        for (const auto &p : parts)
            out += (out.empty() ? "" : ";") + p;
        return out;
    };
    auto selects = [&](const std::vector<std::string> &parts) {
        auto selected = inference::selectItems(study, join(parts));
        return selected && *selected == wanted;
    };
    if (!selects(clauses))
        return std::nullopt;
    // Drop clauses the others imply (emotion=sad;race=White → emotion=sad when every sad face is White).
    for (std::size_t c = clauses.size(); c-- > 0;) {
        std::vector<std::string> fewer = clauses;
        fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(c));
        if (selects(fewer))
            clauses = std::move(fewer);
    }
    return join(clauses);
}

} // namespace rl::models

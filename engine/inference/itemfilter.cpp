// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/itemfilter.h"

#include <algorithm>
#include <set>

namespace rl::inference {

namespace {

std::vector<std::string_view> split(std::string_view s, char sep)
{
    std::vector<std::string_view> out;
    std::size_t pos = 0;
    while (true) {
        const std::size_t e = s.find(sep, pos);
        out.push_back(s.substr(pos, e == std::string_view::npos ? std::string_view::npos : e - pos));
        if (e == std::string_view::npos)
            break;
        pos = e + 1;
    }
    return out;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ')
        s.remove_suffix(1);
    return s;
}

} // namespace

Result<std::vector<int>> selectItems(const study::Study &study, std::string_view filter)
{
    std::vector<std::pair<int, std::set<int>>> clauses;
    if (!trim(filter).empty()) {
        for (std::string_view clause : split(filter, ';')) {
            clause = trim(clause);
            if (clause.empty())
                continue;
            const std::size_t eq = clause.find('=');
            if (eq == std::string_view::npos)
                return Error{ErrorCode::Validation, "item filter: '" + std::string(clause) + "' is not factor=level[,level]"};
            const std::string factor(trim(clause.substr(0, eq)));
            const int f = study.findFactor(factor);
            if (f < 0)
                return Error{ErrorCode::Validation, "item filter: no factor '" + factor + "'"};
            std::set<int> levels;
            for (std::string_view level : split(clause.substr(eq + 1), ',')) {
                const int l = study.factors[static_cast<std::size_t>(f)].levelIndex(trim(level));
                if (l < 0)
                    return Error{ErrorCode::Validation,
                        "item filter: factor '" + factor + "' has no level '" + std::string(trim(level)) + "'"};
                levels.insert(l);
            }
            clauses.emplace_back(f, std::move(levels));
        }
    }
    std::vector<int> out;
    for (std::size_t i = 0; i < study.items.size(); ++i) {
        const auto &item = study.items[i];
        const bool match = std::all_of(clauses.begin(), clauses.end(), [&](const auto &c) {
            const auto f = static_cast<std::size_t>(c.first);
            return f < item.levels.size() && c.second.count(item.levels[f]) > 0;
        });
        if (match)
            out.push_back(static_cast<int>(i));
    }
    return out;
}

} // namespace rl::inference

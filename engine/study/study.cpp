// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/study/study.h"

#include <set>

namespace rl::study {

int Factor::levelIndex(std::string_view level) const
{
    for (std::size_t i = 0; i < levels.size(); ++i)
        if (levels[i] == level)
            return static_cast<int>(i);
    return -1;
}

int Dimension::levelIndex(std::string_view level) const
{
    for (std::size_t i = 0; i < levels.size(); ++i)
        if (levels[i] == level)
            return static_cast<int>(i);
    return -1;
}

bool Dimension::accepts(double value) const
{
    if (!std::isfinite(value))
        return false;
    if (kind == DimensionKind::Categorical)
        return value >= 0 && value < static_cast<double>(levels.size()) && value == std::floor(value);
    if (integerValued && value != std::floor(value))
        return false;
    return value >= scaleMin && value <= scaleMax;
}

int Study::findFactor(std::string_view n) const
{
    for (std::size_t i = 0; i < factors.size(); ++i)
        if (factors[i].name == n)
            return static_cast<int>(i);
    return -1;
}

int Study::findDimension(std::string_view n) const
{
    for (std::size_t i = 0; i < dimensions.size(); ++i)
        if (dimensions[i].name == n)
            return static_cast<int>(i);
    return -1;
}

int Study::findItem(std::string_view key) const
{
    auto it = m_itemIndex.find(std::string(key));
    return it == m_itemIndex.end() ? -1 : it->second;
}

int Study::findCondition(std::string_view id) const
{
    auto it = m_conditionIndex.find(std::string(id));
    return it == m_conditionIndex.end() ? -1 : it->second;
}

static std::string raterMapKey(RaterKind kind, std::string_view key)
{
    return (kind == RaterKind::Human ? "h:" : "m:") + std::string(key);
}

int Study::findRater(RaterKind kind, std::string_view key) const
{
    auto it = m_raterIndex.find(raterMapKey(kind, key));
    return it == m_raterIndex.end() ? -1 : it->second;
}

int Study::raterOfCondition(int conditionIndex) const
{
    if (conditionIndex < 0 || conditionIndex >= static_cast<int>(conditions.size()))
        return -1;
    return findRater(RaterKind::Model, conditions[static_cast<std::size_t>(conditionIndex)].id);
}

std::int64_t Study::answerCount(int conditionIndex) const
{
    const int rater = raterOfCondition(conditionIndex);
    if (rater < 0)
        return 0;
    std::set<std::pair<int, int>> answered;
    for (const auto &r : ratings)
        if (r.rater == rater)
            answered.emplace(r.item, r.round);
    return static_cast<std::int64_t>(answered.size());
}

void Study::completeImportRecords()
{
    for (std::size_t c = 0; c < conditions.size(); ++c) {
        auto &cond = conditions[c];
        if (!isImported(cond))
            continue;
        if (!cond.imported)
            cond.imported = ImportRecord {};
        if (!cond.imported->answers)
            cond.imported->answers = answerCount(static_cast<int>(c));
    }
}

void Study::reindex()
{
    m_itemIndex.clear();
    m_raterIndex.clear();
    m_conditionIndex.clear();
    for (std::size_t i = 0; i < items.size(); ++i)
        m_itemIndex.emplace(items[i].key, static_cast<int>(i));
    for (std::size_t i = 0; i < raters.size(); ++i)
        m_raterIndex.emplace(raterMapKey(raters[i].kind, raters[i].key), static_cast<int>(i));
    for (std::size_t i = 0; i < conditions.size(); ++i)
        m_conditionIndex.emplace(conditions[i].id, static_cast<int>(i));
}

int Study::addItem(Item item)
{
    const int idx = static_cast<int>(items.size());
    m_itemIndex.emplace(item.key, idx);
    items.push_back(std::move(item));
    return idx;
}

int Study::addRater(Rater rater)
{
    const int idx = static_cast<int>(raters.size());
    m_raterIndex.emplace(raterMapKey(rater.kind, rater.key), idx);
    raters.push_back(std::move(rater));
    return idx;
}

int Study::addCondition(ModelCondition condition)
{
    const int idx = static_cast<int>(conditions.size());
    m_conditionIndex.emplace(condition.id, idx);
    Rater r;
    r.key = condition.id;
    r.kind = RaterKind::Model;
    r.conditionIndex = idx;
    conditions.push_back(std::move(condition));
    addRater(std::move(r));
    return idx;
}

std::size_t Study::humanRaterCount() const
{
    std::size_t n = 0;
    for (const auto &r : raters)
        n += r.kind == RaterKind::Human;
    return n;
}

} // namespace rl::study

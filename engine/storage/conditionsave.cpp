// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/storage/conditionsave.h"

#include "engine/storage/project.h"

#include <map>

namespace rl::storage {

std::set<std::string> conditionsWithPredictions(const study::Study &study)
{
    std::vector<char> rated(study.raters.size(), 0);
    for (const auto &r : study.ratings)
        if (r.rater >= 0 && static_cast<std::size_t>(r.rater) < rated.size())
            rated[static_cast<std::size_t>(r.rater)] = 1;
    std::set<std::string> out;
    for (std::size_t i = 0; i < study.raters.size(); ++i) {
        const int ci = study.raters[i].conditionIndex;
        if (rated[i] && ci >= 0 && ci < static_cast<int>(study.conditions.size()))
            out.insert(study.conditions[static_cast<std::size_t>(ci)].id);
    }
    return out;
}

Result<study::Study> withConditions(const study::Study &base, const std::vector<study::ModelCondition> &conditions)
{
    std::map<std::string, int> newIndex;
    for (std::size_t i = 0; i < conditions.size(); ++i)
        if (!newIndex.emplace(conditions[i].id, static_cast<int>(i)).second)
            return Error{ErrorCode::Validation, "duplicated condition id '" + conditions[i].id + "'"};
    const std::set<std::string> rated = conditionsWithPredictions(base);

    study::Study s = base;
    s.conditions = conditions;
    s.raters.clear();
    std::vector<int> raterMap(base.raters.size(), -1);
    std::vector<char> hasRater(conditions.size(), 0);
    for (std::size_t r = 0; r < base.raters.size(); ++r) {
        study::Rater rater = base.raters[r];
        if (rater.conditionIndex >= 0) {
            const std::string &id = base.conditions.at(static_cast<std::size_t>(rater.conditionIndex)).id;
            auto it = newIndex.find(id);
            if (it == newIndex.end()) {
                if (rated.count(id))
                    return Error{ErrorCode::Validation,
                                 "condition '" + id + "' has predictions in the project and cannot be removed or renamed"};
                continue; // the rater goes with its condition
            }
            rater.conditionIndex = it->second;
            hasRater[static_cast<std::size_t>(it->second)] = 1;
        }
        raterMap[r] = static_cast<int>(s.raters.size());
        s.raters.push_back(std::move(rater));
    }
    for (std::size_t c = 0; c < conditions.size(); ++c)
        if (!hasRater[c])
            s.raters.push_back({conditions[c].id, study::RaterKind::Model, static_cast<int>(c)});
    for (auto &rating : s.ratings)
        rating.rater = raterMap.at(static_cast<std::size_t>(rating.rater)); // dropped raters have no ratings
    s.reindex();
    return s;
}

Result<study::Study> saveConditions(const std::string &path, const study::Study &base,
    const std::vector<study::ModelCondition> &conditions)
{
    auto next = withConditions(base, conditions);
    if (!next)
        return next.error();
    auto project = Project::open(path, Database::Mode::OpenExisting);
    if (!project)
        return project.error();
    SaveSet set;
    set.firstNewRating = next->ratings.size(); // the ratings are in the file already
    RL_TRY(project->save(*next, set));

    std::vector<std::string> gone;
    for (const auto &c : base.conditions)
        if (next->findCondition(c.id) < 0)
            gone.push_back(c.id);
    if (!gone.empty()) {
        Database &db = project->database();
        Database::Transaction tx(db);
        RL_TRY(tx.began());
        auto del = db.prepare("DELETE FROM conditions WHERE key = ?");
        if (!del)
            return del.error();
        for (const auto &id : gone)
            RL_TRY(del->bind(1, id).run());
        RL_TRY(tx.commit());
    }
    return next;
}

Result<study::Study> withConditionRatingsFrom(const std::string &path, const study::Study &base,
                                              const std::string &conditionId)
{
    const int condition = base.findCondition(conditionId);
    const int rater = condition >= 0 ? base.raterOfCondition(condition) : -1;
    auto conflict = [&](const std::string &what) {
        return Error{ErrorCode::Validation, path + ": " + what + "; reopen the project to see every change"};
    };
    if (rater < 0)
        return conflict("condition '" + conditionId + "' is not in the open study");
    auto project = Project::open(path);
    if (!project)
        return project.error();
    auto st = project->database().prepare(
        "SELECT i.key, d.name, r.round, r.sample, r.value, r.rt_ms FROM ratings r "
        "JOIN raters ra ON ra.id = r.rater_id JOIN conditions c ON c.id = ra.condition_id "
        "JOIN items i ON i.id = r.item_id JOIN dimensions d ON d.id = r.dimension_id WHERE c.key = ?");
    if (!st)
        return st.error();
    st->bind(1, conditionId);
    std::vector<study::Rating> answers;
    std::string unknown;
    RL_TRY(st->forEachRow([&](Statement &row) {
        study::Rating r;
        r.rater = rater;
        r.item = base.findItem(row.columnText(0));
        r.dimension = base.findDimension(row.columnText(1));
        if ((r.item < 0 || r.dimension < 0) && unknown.empty())
            unknown = r.item < 0 ? "item '" + row.columnText(0) + "'" : "dimension '" + row.columnText(1) + "'";
        r.round = static_cast<int>(row.columnInt(2));
        r.sample = static_cast<int>(row.columnInt(3));
        r.value = row.columnDouble(4);
        r.rtMs = row.columnDouble(5);
        answers.push_back(r);
    }));
    if (!unknown.empty())
        return conflict("condition '" + conditionId + "' answered " + unknown + ", which the open study does not have");

    study::Study s = base;
    std::erase_if(s.ratings, [&](const study::Rating &r) { return r.rater == rater; });
    s.ratings.insert(s.ratings.end(), answers.begin(), answers.end());
    s.reindex();
    return s;
}

} // namespace rl::storage

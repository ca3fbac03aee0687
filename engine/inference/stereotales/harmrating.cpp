// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// StereoTales harm rating by a model (strun.h): the json-schema strategy over the association items,
// in an order fixed by the seed; the ratings are the condition's model rater's.
#include "engine/inference/stereotales/strun.h"

#include "engine/inference/stereotales/stparts.h"
#include "engine/inference/textutil.h"
#include "engine/io/cells.h"
#include "engine/io/csv.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/runlock.h"

namespace rl::inference::stereotales {

namespace {

std::vector<std::string> associationKeys(const study::Study &s)
{
    std::vector<std::string> keys;
    for (const auto &it : s.items)
        if (it.kind == study::ItemKind::Text && it.key.find('|') != std::string::npos)
            keys.push_back(it.key);
    return keys;
}

} // namespace

std::vector<std::string> harmQuestionOrder(const std::vector<std::string> &associationKeys, std::uint64_t seed)
{
    std::vector<std::string> out;
    out.reserve(associationKeys.size());
    for (std::size_t i : seededOrder(associationKeys, seed))
        out.push_back(associationKeys[i]);
    return out;
}

Result<StRunSummary> runHarmRating(storage::Project &project, const HarmRatingOptions &options, const StProgressFn &progress,
    std::stop_token stop)
{
    auto lock = storage::RunLock::acquire(project.path(), "a StereoTales harm rating by '" + options.condition + "'");
    if (!lock)
        return lock.error();
    auto loaded = project.loadStudy();
    if (!loaded)
        return loaded.error();
    if (loaded->protocol.kind != study::StudyKind::StereoTales)
        return Error{ErrorCode::Validation, project.path() + " is not a StereoTales study"};
    if (loaded->findCondition(options.condition) < 0)
        return Error{ErrorCode::NotFound, "no condition '" + options.condition + "' in " + project.path()};
    const std::vector<std::string> keys = associationKeys(*loaded);
    if (keys.empty())
        return Error{ErrorCode::Validation, project.path() + " has no associations to rate (import harm ratings, or add the "
                                                             "reported associations of an st_associations.csv)"};
    RunOptions ro = options.st.run;
    ro.strategy = "json-schema";
    ro.itemKind = study::ItemKind::Text;
    ro.orderSeed = options.seed;
    StRunSummary out;
    out.orderSeed = options.seed;
    auto order = harmQuestionOrder(keys, options.seed);
    if (ro.limit && static_cast<std::size_t>(std::max(0, *ro.limit)) < order.size())
        order.resize(static_cast<std::size_t>(std::max(0, *ro.limit)));
    out.order.assign(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(20, order.size())));
    RL_TRY(runThrough(project, options.condition, ro, options.st, out, progress, stop));
    return out;
}

Result<std::size_t> addAssociationItems(storage::Project &project, const std::string &csvPath)
{
    auto table = io::readCsvFile(csvPath);
    if (!table)
        return table.error();
    int cols[4];
    const char *names[4] = {"base_attribute", "base_value", "attribute", "value"};
    for (int c = 0; c < 4; ++c)
        if ((cols[c] = table->column(names[c])) < 0)
            return Error{ErrorCode::Validation, table->source + ":" + std::to_string(table->headerLine) + ": missing column '" + names[c]
                                                    + "' (st_associations.csv: base_attribute,base_value,attribute,value,...)"};
    auto loaded = project.loadStudy();
    if (!loaded)
        return loaded.error();
    study::Study &s = *loaded;
    RL_TRY(io::stereotales::ensureStereoTalesStudy(s, csvPath));
    std::size_t added = 0;
    for (const auto &row : table->rows) {
        std::string v[4];
        for (int c = 0; c < 4; ++c) {
            v[c] = std::string(io::trimCell(row.fields[static_cast<std::size_t>(cols[c])]));
            if (v[c].empty())
                return Error{ErrorCode::Validation, table->where(row, cols[c]) + ": empty " + names[c]};
        }
        const std::string key = io::stereotales::associationKey(v[0], v[1], v[2], v[3]);
        if (s.findItem(key) >= 0)
            continue;
        study::Item it;
        it.key = key;
        it.kind = study::ItemKind::Text;
        it.text = v[0] + ": " + v[1] + " -> " + v[2] + ": " + v[3];
        it.levels.assign(s.factors.size(), -1);
        s.addItem(std::move(it));
        ++added;
    }
    if (added == 0)
        return added;
    storage::SaveSet set;
    set.firstNewRating = s.ratings.size();
    RL_TRY(project.save(s, set));
    return added;
}

} // namespace rl::inference::stereotales

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// harm.csv into a StereoTales project (stories.h): associations as text items, harm and realism ratings.
#include "engine/core/utf8.h"
#include "engine/io/cells.h"
#include "engine/io/importcommon.h"
#include "engine/io/stereotales/ststate.h"
#include "engine/io/stereotales/stories.h"
#include "engine/study/secretscan.h"

#include <array>
#include <cmath>
#include <filesystem>
#include <map>

namespace rl::io::stereotales {

namespace {

constexpr const char *kHarmFormat = "harm.csv: rater_id,rater_kind,base_attribute,base_value,attribute,value,harm[,realism]";

} // namespace

Result<ImportSummary> importHarmFile(storage::Project &project, const std::string &path, const ImportOptions &options)
{
    options.progress("read", 0, 1);
    auto table = readCsvFile(path);
    if (!table)
        return table.error();
    RL_TRY(applyColumnMap(*table, options.map));
    return importHarmTable(project, *table, options);
}

Result<ImportSummary> importHarmTable(storage::Project &project, const CsvTable &t, const ImportOptions &options)
{
    const std::string path = t.source;
    for (const char *need : {"rater_id", "rater_kind", "base_attribute", "base_value", "attribute", "value", "harm"})
        if (t.column(need) < 0)
            return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine) + ": missing column '" + need + "' (" + kHarmFormat + ")"};
    const int cRater = t.column("rater_id"), cKind = t.column("rater_kind"), cHarm = t.column("harm"), cReal = t.column("realism");
    const int cols[4] = {t.column("base_attribute"), t.column("base_value"), t.column("attribute"), t.column("value")};

    options.progress("check", 0, 1);
    auto lock = project.transaction(options.waitMs);
    RL_TRY(lock.began());
    storage::StStore store(project);
    auto state = detail::readState(store, project.path());
    if (!state)
        return state.error();
    detail::StState &st = *state;
    auto loaded = project.loadStudy();
    if (!loaded)
        return loaded.error();
    study::Study &s = *loaded;
    RL_TRY(ensureStereoTalesStudy(s, t.source));
    const int dHarm = s.findDimension(kHarm), dReal = s.findDimension(kRealism);
    const auto &realism = s.dimensions[static_cast<std::size_t>(dReal)];

    ImportSummary sum;
    sum.file = t.source;
    sum.encoding = t.encoding;
    sum.rows = t.rows.size();
    storage::SaveSet set;
    set.firstNewRating = s.ratings.size();
    std::map<std::array<int, 3>, int> seen; // (rater, item, dimension) -> line (0 = already in the project)
    for (const auto &r : s.ratings)
        if (r.dimension == dHarm || r.dimension == dReal)
            seen.emplace(std::array<int, 3> {r.rater, r.item, r.dimension}, 0);
    const bool known = !st.attributes.names.empty();
    for (const auto &row : t.rows) {
        auto cell = [&](int c) { return std::string(trimCell(row.fields[static_cast<std::size_t>(c)])); };
        const std::string rater = cell(cRater), kind = cell(cKind);
        if (rater.empty())
            return rowError(t, row, cRater, "empty rater_id");
        if (auto k = study::keyInId(rater, "the rater_id")) // a model rater becomes a condition: checked before anything quotes it
            return rowError(t, row, cRater, *k);
        for (const int c : cols)
            if (auto k = study::keyInId(trimCell(row.fields[static_cast<std::size_t>(c)]), "the " + t.header[static_cast<std::size_t>(c)]))
                return rowError(t, row, c, *k);
        if (kind != "human" && kind != "model")
            return rowError(t, row, cKind, "rater_kind '" + kind + "' is neither human nor model");
        std::string names[4];
        for (int k = 0; k < 4; ++k) {
            names[k] = cell(cols[k]);
            if (names[k].empty())
                return rowError(t, row, cols[k], "empty " + t.header[static_cast<std::size_t>(cols[k])]);
            if (names[k].find_first_of("|=") != std::string::npos)
                return rowError(t, row, cols[k], "'" + names[k] + "' contains '|' or '=', which join the names of an association");
        }
        if (names[0] == names[2])
            return rowError(t, row, cols[2], "an association joins two different attributes ('" + names[0] + "' twice)");
        if (known) // check against the grid's or the imported files' value sets
            for (int k = 0; k < 4; k += 2) {
                const int a = st.attributes.find(names[k]);
                if (a < 0)
                    return rowError(t, row, cols[k], "attribute '" + names[k] + "' is not in the project (import the grid or the stories first)");
                const int v = st.valueCode(a, names[k + 1], false);
                if (v < 0)
                    return rowError(t, row, cols[k + 1], "value '" + names[k + 1] + "' is outside the value set of '" + names[k] + "'");
                names[k + 1] = st.values[static_cast<std::size_t>(a)].values[static_cast<std::size_t>(v)];
            }
        const std::string key = associationKey(names[0], names[1], names[2], names[3]);
        int item = s.findItem(key);
        if (item < 0) {
            study::Item it;
            it.key = key;
            it.kind = study::ItemKind::Text;
            it.text = names[0] + ": " + names[1] + " -> " + names[2] + ": " + names[3];
            it.levels.assign(s.factors.size(), -1);
            item = s.addItem(std::move(it));
            ++sum.itemsAdded;
        } else if (s.items[static_cast<std::size_t>(item)].kind != study::ItemKind::Text) {
            return rowError(t, row, cols[0], "item '" + key + "' exists and is not an association");
        }
        int raterIndex = -1;
        if (kind == "human") {
            raterIndex = s.findRater(study::RaterKind::Human, rater);
            if (raterIndex < 0) {
                raterIndex = s.addRater({rater, study::RaterKind::Human, -1});
                ++sum.ratersAdded;
            }
        } else {
            int ci = s.findCondition(rater);
            if (ci < 0) {
                study::ModelCondition c;
                c.id = rater;
                c.label = rater;
                c.provider = "openai-compatible";
                c.model = rater;
                c.strategy = "json-schema";
                c.simulated = false;
                c.notes = "created by importing " + t.source;
                s.addCondition(std::move(c));
                ++sum.conditionsAdded;
                ci = s.findCondition(rater);
            }
            raterIndex = s.raterOfCondition(ci);
        }
        auto rate = [&](int dim, double value, int col) -> Status {
            auto [it, fresh] = seen.emplace(std::array<int, 3> {raterIndex, item, dim}, row.line);
            if (!fresh)
                return rowError(t, row, col, "rater '" + rater + "' rated '" + key + "' twice ("
                                                 + (it->second == 0 ? std::string("already in the project") : "first at line " + std::to_string(it->second)) + ")");
            study::Rating r;
            r.rater = raterIndex;
            r.item = item;
            r.dimension = dim;
            r.value = value;
            s.ratings.push_back(r);
            ++sum.ratingsAdded;
            return {};
        };
        const std::string harm = cell(cHarm);
        if (isMissingCell(harm)) {
            ++sum.missingValues;
        } else {
            double v;
            if (!parseCellNumber(harm, v) || v < 1 || v > 5 || v != std::floor(v))
                return rowError(t, row, cHarm, "harm '" + harm + "' is not an integer 1..5");
            RL_TRY(rate(dHarm, v, cHarm));
        }
        if (cReal >= 0) {
            const std::string real = cell(cReal);
            if (isMissingCell(real)) {
                ++sum.missingValues;
            } else {
                const int level = realism.levelIndex(real);
                if (level < 0)
                    return rowError(t, row, cReal, "realism '" + real + "' is not yes, no or idk");
                RL_TRY(rate(dReal, level, cReal));
            }
        }
    }
    if (options.progress.stopRequested())
        return Error{ErrorCode::Cancelled, "the import of " + path + " was cancelled; nothing was written"};
    options.progress("write", 0, 1);
    if (s.name.empty())
        s.name = std::filesystem::path(project.path()).stem().string();
    RL_TRY(project.save(s, set));
    RL_TRY(lock.commit());
    options.progress("write", 1, 1);
    return sum;
}

} // namespace rl::io::stereotales

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/storage/project.h"

#include "engine/core/atomicfile.h"
#include "engine/storage/migrations.h"
#include "engine/storage/origin.h"
#include "engine/storage/schemacheck.h"
#include "engine/storage/valuecheck.h"
#include "engine/study/conditionjson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <unordered_map>

namespace rl::storage {

using study::Study;

namespace {

const char *kindName(study::RaterKind k) { return k == study::RaterKind::Human ? "human" : "model"; }

} // namespace

Status Project::loadProtocol(Study &s)
{
    auto kind = meta("study_kind");
    if (!kind)
        return kind.error();
    if (kind->empty())
        return {};
    study::StudyKind k;
    if (!study::parseStudyKind(*kind, k))
        return Error{ErrorCode::Schema, path() + ": meta study_kind '" + kind->substr(0, 40) + "' is not a study kind"};
    s.protocol = study::protocolFor(k, study::ItemKind::Image);
    auto itemKind = meta("item_kind");
    if (!itemKind)
        return itemKind.error();
    if (!itemKind->empty() && !study::parseItemKind(*itemKind, s.protocol.itemKind))
        return Error{ErrorCode::Schema, path() + ": meta item_kind '" + itemKind->substr(0, 40) + "' is not an item kind"};
    auto groupings = meta("groupings");
    if (!groupings)
        return groupings.error();
    if (!groupings->empty()) {
        const auto j = nlohmann::json::parse(*groupings, nullptr, false);
        if (!j.is_array())
            return Error{ErrorCode::Schema, path() + ": meta groupings is not a JSON list of factor names"};
        s.protocol.groupings.clear();
        for (const auto &g : j) {
            if (!g.is_string())
                return Error{ErrorCode::Schema, path() + ": meta groupings is not a JSON list of factor names"};
            s.protocol.groupings.push_back(g.get<std::string>());
        }
    }
    s.protocolRecorded = true;
    return {};
}

Result<Project> Project::open(const std::string &path, Database::Mode mode)
{
    auto db = Database::open(path, mode);
    if (!db)
        return db.error().code == ErrorCode::Sql ? describeUnreadable(path, db.error()) : db.error();
    Project p(std::move(*db));
    // Reading a whole project (integrity check, then every table) goes through a memory map instead of a read()
    // into SQLite's page cache per page: same bytes, fewer system calls and copies. A connection setting only.
    RL_TRY(p.m_db.exec("PRAGMA mmap_size = 1073741824"));
    RL_TRY(checkSchema(p.m_db, kSchemaVersion)); // before anything runs or is written: no planted trigger fires
    RL_TRY(readable(path, p.migrate()));
    RL_TRY(readable(path, p.checkIntegrity()));
    RL_TRY(readable(path, checkProjectValues(p.m_db))); // every value loadStudy() and the readers trust
    // A file from before project ids gets one now (origin.h); without created_on it counts as foreign. A file that
    // cannot be written keeps none and is foreign too (projectId() then reads "").
    // Read first: a write would take the file's lock (and wait for an import in another process) on every open.
    if (auto id = p.meta("project_id"); id && id->empty())
        (void)p.setMeta("project_id", randomHexId());
    return p;
}

Status Project::migrate()
{
    auto st = m_db.prepare("PRAGMA user_version");
    if (!st)
        return st.error();
    auto row = st->step();
    if (!row)
        return row.error();
    int version = static_cast<int>(st->columnInt(0));
    st = Statement(); // release before writing

    if (version > kSchemaVersion)
        return Error{ErrorCode::Schema, m_db.path() + " was written by a newer RaterLab (schema " + std::to_string(version)
                                            + ", this program reads up to " + std::to_string(kSchemaVersion) + ")"};
    if (version == kSchemaVersion) {
        m_schemaVersion = version;
        return {};
    }
    if (version == 0) {
        // A new file, or an SQLite file that is not a project: refuse the latter.
        auto tables = m_db.prepare("SELECT count(*) FROM sqlite_schema");
        if (!tables)
            return tables.error();
        RL_TRY(tables->step());
        if (tables->columnInt(0) != 0)
            return Error{ErrorCode::Schema, m_db.path() + " is an SQLite file but not a RaterLab project"};
    }
    // The v2 step rebuilds tables that others reference (SQLite's documented procedure: foreign keys
    // off outside the transaction, checked after it by checkIntegrity()).
    RL_TRY(m_db.exec("PRAGMA foreign_keys = OFF"));
    Status migrated = migrateFrom(version);
    Status fkOn = m_db.exec("PRAGMA foreign_keys = ON");
    RL_TRY(migrated);
    return fkOn;
}

Status Project::migrateFrom(int version)
{
    Database::Transaction tx(m_db);
    RL_TRY(tx.began());
    if (version == 0) {
        RL_TRY(m_db.exec(schemaV1()));
        version = 1;
        RL_TRY(m_db.exec("INSERT INTO meta(key, value) VALUES ('created_by', 'RaterLab')"));
        RL_TRY(setMeta("project_id", randomHexId()));
        if (auto machine = machineId()) // without a settings folder the project is foreign even here
            RL_TRY(setMeta("created_on", *machine));
    }
    const auto &steps = migrationSteps();
    while (version < kSchemaVersion) {
        RL_TRY(m_db.exec(steps.at(static_cast<std::size_t>(version - 1))));
        ++version;
    }
    RL_TRY(m_db.exec("PRAGMA user_version = " + std::to_string(version)));
    RL_TRY(tx.commit());
    m_schemaVersion = version;
    return {};
}

Status Project::checkIntegrity()
{
    auto st = m_db.prepare("PRAGMA quick_check");
    if (!st)
        return st.error();
    auto row = st->step();
    if (!row)
        return row.error();
    const std::string verdict = st->columnText(0);
    if (verdict != "ok")
        return Error{ErrorCode::Schema, m_db.path() + " failed its integrity check: " + verdict};
    auto fk = m_db.prepare("PRAGMA foreign_key_check");
    if (!fk)
        return fk.error();
    auto fkRow = fk->step();
    if (!fkRow)
        return fkRow.error();
    if (*fkRow)
        return Error{ErrorCode::Schema, m_db.path() + " has dangling references in table " + fk->columnText(0)};
    return {};
}

Result<std::string> Project::meta(const std::string &key, const std::string &fallback)
{
    return metaValue(m_db, key, fallback);
}

Result<std::string> metaValue(Database &db, const std::string &key, const std::string &fallback)
{
    auto st = db.prepare("SELECT value FROM meta WHERE key = ?");
    if (!st)
        return st.error();
    st->bind(1, key);
    auto row = st->step();
    if (!row)
        return row.error();
    return *row ? st->columnText(0) : fallback;
}

Status Project::setMeta(const std::string &key, const std::string &value)
{
    auto st = m_db.prepare("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    if (!st)
        return st.error();
    return st->bind(1, key).bind(2, value).run();
}

Status Project::copyTo(const std::string &path)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::exists(path, ec) && fs::equivalent(path, m_db.path(), ec))
        return Error {ErrorCode::Validation, "Save As needs another file than the open project (" + path + ")"};
    // SQLite writes the copy itself: into an empty temporary beside the target, committed only when complete.
    auto file = PendingFile::create(path);
    if (!file)
        return file.error();
    auto st = m_db.prepare("VACUUM INTO ?");
    if (!st)
        return st.error();
    if (auto done = st->bind(1, file->temporaryPath()).run(); !done)
        return Error {done.error().code, path + ": " + done.error().detail + "; " + file->untouched()};
    return file->commit();
}

Result<std::string> Project::projectId() { return meta("project_id"); }

Result<bool> Project::createdHere()
{
    auto created = meta("created_on");
    if (!created)
        return created.error();
    if (created->empty())
        return false;
    auto machine = machineId();
    return machine && *machine == *created;
}

Result<std::vector<std::string>> Project::stimulusFolders()
{
    std::vector<std::string> out;
    if (path() != ":memory:" && !path().empty())
        out.push_back(std::filesystem::absolute(path()).parent_path().string());
    auto here = createdHere();
    if (!here)
        return here.error();
    if (!*here)
        return out;
    auto linked = meta("linked_folders");
    if (!linked)
        return linked.error();
    if (!linked->empty()) {
        const auto j = nlohmann::json::parse(*linked, nullptr, false); // shape checked by checkProjectValues()
        if (j.is_array())
            for (const auto &f : j)
                if (f.is_string())
                    out.push_back(f.get<std::string>());
    }
    return out;
}

Result<Study> Project::loadStudy()
{
    Study s;
    {
        auto name = meta("study_name");
        if (!name)
            return name.error();
        s.name = *name;
        auto synth = meta("synthetic", "0");
        if (!synth)
            return synth.error();
        s.synthetic = *synth == "1";
        auto seed = meta("demo_seed", "0");
        if (!seed)
            return seed.error();
        s.demoSeed = std::strtoull(seed->c_str(), nullptr, 10); // checked by checkProjectValues()
        RL_TRY(loadProtocol(s));
    }

    // Factors and levels.
    std::unordered_map<std::int64_t, int> factorIndex;
    std::unordered_map<std::int64_t, std::pair<int, int>> levelIndex; // level id -> (factor, level)
    {
        auto st = m_db.prepare("SELECT id, name FROM factors ORDER BY position");
        if (!st)
            return st.error();
        RL_TRY(st->forEachRow([&](Statement &) {
            factorIndex[st->columnInt(0)] = static_cast<int>(s.factors.size());
            s.factors.push_back({st->columnText(1), {}});
        }));
        auto lv = m_db.prepare("SELECT id, factor_id, name FROM factor_levels ORDER BY factor_id, position");
        if (!lv)
            return lv.error();
        RL_TRY(lv->forEachRow([&](Statement &) {
            const int f = factorIndex.at(lv->columnInt(1));
            auto &levels = s.factors[static_cast<std::size_t>(f)].levels;
            levelIndex[lv->columnInt(0)] = {f, static_cast<int>(levels.size())};
            levels.push_back(lv->columnText(2));
        }));
    }

    // Items.
    std::unordered_map<std::int64_t, int> itemIndex;
    {
        auto st = m_db.prepare("SELECT id, key, kind, file, mime, text, text2 FROM items ORDER BY position, id");
        if (!st)
            return st.error();
        RL_TRY(st->forEachRow([&](Statement &) {
            study::Item item;
            item.key = st->columnText(1);
            study::parseItemKind(st->columnText(2), item.kind);
            item.file = st->columnText(3);
            item.mime = st->columnText(4);
            item.text = st->columnText(5);
            item.text2 = st->columnText(6);
            item.levels.assign(s.factors.size(), -1);
            itemIndex[st->columnInt(0)] = static_cast<int>(s.items.size());
            s.items.push_back(std::move(item));
        }));
        auto fv = m_db.prepare("SELECT item_id, level_id FROM item_factors");
        if (!fv)
            return fv.error();
        RL_TRY(fv->forEachRow([&](Statement &) {
            const auto [f, l] = levelIndex.at(fv->columnInt(1));
            s.items[static_cast<std::size_t>(itemIndex.at(fv->columnInt(0)))].levels[static_cast<std::size_t>(f)] = l;
        }));
    }

    // Dimensions.
    std::unordered_map<std::int64_t, int> dimIndex;
    {
        auto st = m_db.prepare(
            "SELECT id, name, kind, scale_min, scale_max, integer_valued, levels_json FROM dimensions ORDER BY position");
        if (!st)
            return st.error();
        RL_TRY(st->forEachRow([&](Statement &) {
            study::Dimension d;
            d.name = st->columnText(1);
            d.kind = st->columnText(2) == "categorical" ? study::DimensionKind::Categorical : study::DimensionKind::Numeric;
            d.scaleMin = st->columnDouble(3);
            d.scaleMax = st->columnDouble(4);
            d.integerValued = st->columnInt(5) != 0;
            // checkProjectValues() has refused a levels_json that is not a list of strings.
            const auto levels = nlohmann::json::parse(st->columnText(6), nullptr, false);
            if (levels.is_array())
                for (const auto &l : levels)
                    if (l.is_string())
                        d.levels.push_back(l.get<std::string>());
            dimIndex[st->columnInt(0)] = static_cast<int>(s.dimensions.size());
            s.dimensions.push_back(std::move(d));
        }));
        // Which categorical dimensions have ordered labels: the meta key ordered_dimensions, a JSON list of their
        // names (checkProjectValues() has refused anything else). A file without it has none.
        auto ordered = meta("ordered_dimensions");
        if (!ordered)
            return ordered.error();
        if (!ordered->empty()) {
            const auto names = nlohmann::json::parse(*ordered, nullptr, false);
            if (names.is_array())
                for (const auto &n : names)
                    if (const int d = n.is_string() ? s.findDimension(n.get<std::string>()) : -1; d >= 0)
                        s.dimensions[static_cast<std::size_t>(d)].ordered
                            = s.dimensions[static_cast<std::size_t>(d)].kind == study::DimensionKind::Categorical;
        }
    }

    // Conditions.
    std::unordered_map<std::int64_t, int> condIndex;
    {
        auto st = m_db.prepare("SELECT id, key, config_json FROM conditions ORDER BY position");
        if (!st)
            return st.error();
        Status parseError;
        RL_TRY(st->forEachRow([&](Statement &) {
            auto parsed = study::parseConditionsJson(st->columnText(2), path() + " (condition " + st->columnText(1) + ")");
            if (!parsed || parsed->size() != 1) {
                if (parseError)
                    parseError = parsed ? Status(Error{ErrorCode::Schema, "a condition's config_json is not one condition"})
                                        : Status(parsed.error());
                return;
            }
            condIndex[st->columnInt(0)] = static_cast<int>(s.conditions.size());
            s.conditions.push_back(parsed->front());
        }));
        RL_TRY(parseError);
    }

    // Raters.
    std::unordered_map<std::int64_t, int> raterIndex;
    {
        auto st = m_db.prepare("SELECT id, key, kind, condition_id FROM raters ORDER BY id");
        if (!st)
            return st.error();
        RL_TRY(st->forEachRow([&](Statement &) {
            study::Rater r;
            r.key = st->columnText(1);
            r.kind = st->columnText(2) == "human" ? study::RaterKind::Human : study::RaterKind::Model;
            if (!st->columnIsNull(3))
                r.conditionIndex = condIndex.at(st->columnInt(3));
            raterIndex[st->columnInt(0)] = static_cast<int>(s.raters.size());
            s.raters.push_back(std::move(r));
        }));
    }

    // Ratings.
    {
        auto cnt = m_db.prepare("SELECT count(*) FROM ratings");
        if (!cnt)
            return cnt.error();
        RL_TRY(cnt->step());
        s.ratings.reserve(static_cast<std::size_t>(cnt->columnInt(0)));
        auto st = m_db.prepare("SELECT rater_id, item_id, dimension_id, round, sample, value, rt_ms FROM ratings");
        if (!st)
            return st.error();
        RL_TRY(st->forEachRow([&](Statement &) {
            study::Rating r;
            r.rater = raterIndex.at(st->columnInt(0));
            r.item = itemIndex.at(st->columnInt(1));
            r.dimension = dimIndex.at(st->columnInt(2));
            r.round = static_cast<int>(st->columnInt(3));
            r.sample = static_cast<int>(st->columnInt(4));
            r.value = st->columnDouble(5);
            r.rtMs = st->columnDouble(6);
            s.ratings.push_back(r);
        }));
    }
    s.reindex();
    if (!s.protocolRecorded)
        s.protocol = study::inferProtocol(s);
    s.completeImportRecords(); // conditions imported before the record counted their answers
    return s;
}

Status Project::save(const Study &s, const SaveSet &set)
{
    Database::Transaction tx(m_db);
    RL_TRY(tx.began());

    RL_TRY(setMeta("study_name", s.name));
    RL_TRY(setMeta("synthetic", s.synthetic ? "1" : "0"));
    RL_TRY(setMeta("demo_seed", std::to_string(s.demoSeed)));
    if (s.protocolRecorded) {
        RL_TRY(setMeta("study_kind", study::studyKindName(s.protocol.kind)));
        RL_TRY(setMeta("item_kind", study::itemKindName(s.protocol.itemKind)));
        RL_TRY(setMeta("groupings", nlohmann::json(s.protocol.groupings).dump()));
    }

    // Factors and their levels.
    std::vector<std::int64_t> factorIds(s.factors.size());
    std::vector<std::vector<std::int64_t>> levelIds(s.factors.size());
    {
        auto up = m_db.prepare("INSERT INTO factors(name, position) VALUES (?, ?) "
                               "ON CONFLICT(name) DO UPDATE SET position = excluded.position RETURNING id");
        auto lv = m_db.prepare("INSERT INTO factor_levels(factor_id, name, position) VALUES (?, ?, ?) "
                               "ON CONFLICT(factor_id, name) DO UPDATE SET position = excluded.position RETURNING id");
        if (!up)
            return up.error();
        if (!lv)
            return lv.error();
        for (std::size_t f = 0; f < s.factors.size(); ++f) {
            up->bind(1, s.factors[f].name).bind(2, static_cast<int>(f));
            auto id = up->runReturningId();
            if (!id)
                return id.error();
            factorIds[f] = *id;
            for (std::size_t l = 0; l < s.factors[f].levels.size(); ++l) {
                lv->bind(1, factorIds[f]).bind(2, s.factors[f].levels[l]).bind(3, static_cast<int>(l));
                auto levelId = lv->runReturningId();
                if (!levelId)
                    return levelId.error();
                levelIds[f].push_back(*levelId);
            }
        }
    }

    // Dimensions.
    std::vector<std::int64_t> dimIds(s.dimensions.size());
    {
        auto up = m_db.prepare(
            "INSERT INTO dimensions(name, kind, scale_min, scale_max, integer_valued, levels_json, position) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(name) DO UPDATE SET kind = excluded.kind, "
            "scale_min = excluded.scale_min, scale_max = excluded.scale_max, integer_valued = excluded.integer_valued, "
            "levels_json = excluded.levels_json, position = excluded.position RETURNING id");
        if (!up)
            return up.error();
        for (std::size_t d = 0; d < s.dimensions.size(); ++d) {
            const auto &dim = s.dimensions[d];
            up->bind(1, dim.name)
                .bind(2, dim.kind == study::DimensionKind::Categorical ? "categorical" : "numeric")
                .bind(3, dim.scaleMin)
                .bind(4, dim.scaleMax)
                .bind(5, dim.integerValued ? 1 : 0)
                .bind(6, nlohmann::json(dim.levels).dump())
                .bind(7, static_cast<int>(d));
            auto id = up->runReturningId();
            if (!id)
                return id.error();
            dimIds[d] = *id;
        }
        nlohmann::json ordered = nlohmann::json::array();
        for (const auto &dim : s.dimensions)
            if (dim.kind == study::DimensionKind::Categorical && dim.ordered)
                ordered.push_back(dim.name);
        RL_TRY(setMeta("ordered_dimensions", ordered.dump()));
    }

    // Conditions.
    std::vector<std::int64_t> condIds(s.conditions.size());
    {
        auto up = m_db.prepare("INSERT INTO conditions(key, config_json, position) VALUES (?, ?, ?) "
                               "ON CONFLICT(key) DO UPDATE SET config_json = excluded.config_json, "
                               "position = excluded.position RETURNING id");
        if (!up)
            return up.error();
        for (std::size_t c = 0; c < s.conditions.size(); ++c) {
            up->bind(1, s.conditions[c].id).bind(2, study::conditionToJson(s.conditions[c])).bind(3, static_cast<int>(c));
            auto id = up->runReturningId();
            if (!id)
                return id.error();
            condIds[c] = *id;
        }
    }

    // Raters.
    std::vector<std::int64_t> raterIds(s.raters.size());
    {
        auto up = m_db.prepare("INSERT INTO raters(key, kind, condition_id) VALUES (?, ?, ?) "
                               "ON CONFLICT(kind, key) DO UPDATE SET condition_id = excluded.condition_id RETURNING id");
        if (!up)
            return up.error();
        for (std::size_t r = 0; r < s.raters.size(); ++r) {
            const auto &rater = s.raters[r];
            up->bind(1, rater.key).bind(2, kindName(rater.kind));
            if (rater.conditionIndex >= 0)
                up->bind(3, condIds[static_cast<std::size_t>(rater.conditionIndex)]);
            else
                up->bindNull(3);
            auto id = up->runReturningId();
            if (!id)
                return id.error();
            raterIds[r] = *id;
        }
    }

    // Items and their factor levels.
    std::vector<std::int64_t> itemIds(s.items.size());
    {
        auto up = m_db.prepare("INSERT INTO items(key, kind, file, mime, text, text2, position) VALUES (?, ?, ?, ?, ?, ?, ?) "
                               "ON CONFLICT(key) DO UPDATE SET kind = excluded.kind, file = excluded.file, "
                               "mime = excluded.mime, text = excluded.text, text2 = excluded.text2, "
                               "position = excluded.position RETURNING id");
        auto fv = m_db.prepare("INSERT OR REPLACE INTO item_factors(item_id, factor_id, level_id) VALUES (?, ?, ?)");
        auto del = m_db.prepare("DELETE FROM item_factors WHERE item_id = ? AND factor_id = ?");
        if (!up)
            return up.error();
        if (!fv)
            return fv.error();
        if (!del)
            return del.error();
        for (std::size_t i = 0; i < s.items.size(); ++i) {
            const auto &item = s.items[i];
            up->bind(1, item.key).bind(2, study::itemKindName(item.kind)).bind(3, item.file).bind(4, item.mime);
            up->bind(5, item.text).bind(6, item.text2).bind(7, static_cast<int>(i));
            auto id = up->runReturningId();
            if (!id)
                return id.error();
            itemIds[i] = *id;
            for (std::size_t f = 0; f < s.factors.size() && f < item.levels.size(); ++f) {
                const int l = item.levels[f];
                if (l >= 0)
                    RL_TRY(fv->bind(1, itemIds[i]).bind(2, factorIds[f]).bind(3, levelIds[f][static_cast<std::size_t>(l)]).run());
                else
                    RL_TRY(del->bind(1, itemIds[i]).bind(2, factorIds[f]).run());
            }
        }
    }

    if (set.replaceConditionRatings) {
        auto del = m_db.prepare("DELETE FROM ratings WHERE rater_id IN (SELECT r.id FROM raters r JOIN conditions c "
                                "ON r.condition_id = c.id WHERE c.key = ?)");
        if (!del)
            return del.error();
        for (const auto &c : set.replaceConditions)
            RL_TRY(del->bind(1, c).run());
    }

    // New ratings, many rows per INSERT (the per-statement cost dominates a row-at-a-time insert).
    {
        constexpr std::size_t kBatch = 64;
        auto makeInsert = [&](std::size_t rows) {
            std::string sql = "INSERT INTO ratings(rater_id, item_id, dimension_id, round, sample, value, rt_ms) VALUES ";
            for (std::size_t k = 0; k < rows; ++k)
                sql += k ? ",(?,?,?,?,?,?,?)" : "(?,?,?,?,?,?,?)";
            return m_db.prepare(sql);
        };
        auto batch = makeInsert(kBatch);
        if (!batch)
            return batch.error();
        const std::size_t first = std::min(set.firstNewRating, s.ratings.size());
        for (std::size_t start = first; start < s.ratings.size(); start += kBatch) {
            const std::size_t rows = std::min(kBatch, s.ratings.size() - start);
            Result<Statement> tail = Statement();
            Statement *st = &*batch;
            if (rows != kBatch) {
                tail = makeInsert(rows);
                if (!tail)
                    return tail.error();
                st = &*tail;
            }
            for (std::size_t k = 0; k < rows; ++k) {
                const auto &r = s.ratings[start + k];
                const int p = static_cast<int>(k) * 7;
                st->bind(p + 1, raterIds[static_cast<std::size_t>(r.rater)])
                    .bind(p + 2, itemIds[static_cast<std::size_t>(r.item)])
                    .bind(p + 3, dimIds[static_cast<std::size_t>(r.dimension)])
                    .bind(p + 4, r.round)
                    .bind(p + 5, r.sample)
                    .bind(p + 6, r.value)
                    .bind(p + 7, r.rtMs);
            }
            if (Status st2 = st->run(); !st2) {
                // Name the first offending rating of the batch (the importers check duplicates first,
                // so this is a conflict with data written by another program).
                const auto &r = s.ratings[start];
                return Error{ErrorCode::Validation, "ratings from '" + s.items[static_cast<std::size_t>(r.item)].key
                                                        + "' by '" + s.raters[static_cast<std::size_t>(r.rater)].key
                                                        + "' (or a later one of its batch) could not be stored: " + st2.error().detail};
            }
        }
    }

    if (!set.linkedFolders.empty()) {
        auto linked = meta("linked_folders");
        if (!linked)
            return linked.error();
        auto folders = nlohmann::json::parse(linked->empty() ? std::string("[]") : *linked, nullptr, false);
        if (!folders.is_array())
            folders = nlohmann::json::array();
        for (const auto &f : set.linkedFolders)
            if (std::find(folders.begin(), folders.end(), f) == folders.end())
                folders.push_back(f);
        RL_TRY(setMeta("linked_folders", folders.dump()));
    }

    // Payloads and texts.
    if (!set.payloads.empty()) {
        auto up = m_db.prepare("UPDATE items SET mime = ?, payload = ? WHERE key = ?");
        if (!up)
            return up.error();
        for (const auto &p : set.payloads)
            RL_TRY(up->bind(1, p.mime).bindBlob(2, p.bytes).bind(3, p.itemKey).run());
    }
    if (!set.texts.empty()) {
        auto up = m_db.prepare(
            "INSERT OR REPLACE INTO prediction_texts(rater_id, item_id, round, sample, thinking, raw_response) "
            "SELECT r.id, i.id, ?, ?, ?, ? FROM raters r, items i WHERE r.kind = 'model' AND r.key = ? AND i.key = ?");
        if (!up)
            return up.error();
        for (const auto &t : set.texts)
            RL_TRY(up->bind(1, t.round).bind(2, t.sample).bind(3, t.thinking).bind(4, t.rawResponse).bind(5, t.conditionId)
                       .bind(6, t.itemKey).run());
    }
    for (const auto &[key, value] : set.meta)
        RL_TRY(setMeta(key, value));
    return tx.commit();
}

Result<ItemPayload> Project::itemPayload(const std::string &itemKey)
{
    auto row = m_db.firstRow("SELECT mime, payload FROM items WHERE key = ?", itemKey);
    if (!row)
        return row.error();
    if (!*row)
        return Error{ErrorCode::NotFound, "no stimulus '" + itemKey + "'"};
    return ItemPayload{itemKey, (*row)->columnText(0), (*row)->columnBlob(1)};
}

static Result<std::vector<PredictionText>> readTexts(Statement &st)
{
    std::vector<PredictionText> out;
    while (true) {
        auto row = st.step();
        if (!row)
            return row.error();
        if (!*row)
            break;
        out.push_back({st.columnText(0), st.columnText(1), static_cast<int>(st.columnInt(2)), static_cast<int>(st.columnInt(5)),
                       st.columnText(3), st.columnText(4)});
    }
    return out;
}

Result<std::vector<PredictionText>> Project::predictionTexts(const std::string &conditionId, const std::string &itemKey)
{
    auto st = m_db.prepare("SELECT r.key, i.key, t.sample, t.thinking, t.raw_response, t.round FROM prediction_texts t "
                           "JOIN raters r ON r.id = t.rater_id JOIN items i ON i.id = t.item_id "
                           "WHERE r.key = ? AND r.kind = 'model' AND i.key = ? ORDER BY t.round, t.sample");
    if (!st)
        return st.error();
    st->bind(1, conditionId).bind(2, itemKey);
    return readTexts(*st);
}

Result<std::vector<PredictionText>> Project::allPredictionTexts()
{
    auto st = m_db.prepare("SELECT r.key, i.key, t.sample, t.thinking, t.raw_response, t.round FROM prediction_texts t "
                           "JOIN raters r ON r.id = t.rater_id JOIN items i ON i.id = t.item_id "
                           "ORDER BY r.id, i.position, t.round, t.sample");
    if (!st)
        return st.error();
    return readTexts(*st);
}

} // namespace rl::storage

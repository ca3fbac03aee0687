// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/storage/ststore.h"

#include "engine/storage/rowlookup.h"

#include "engine/storage/project.h"

namespace rl::storage {

namespace {

struct NameTable {
    const char *table;
    const char *column;
};

NameTable tableOf(StNames which)
{
    switch (which) {
    case StNames::Attributes:
        return {"st_attributes", "name"};
    case StNames::Models:
        return {"st_models", "name"};
    case StNames::Languages:
        return {"st_languages", "code"};
    case StNames::Extractors:
        return {"st_extractors", "name"};
    }
    return {"st_attributes", "name"};
}

/// The stories an extraction reuses (StReuseKey): parameters ?11 extractor, ?12 condition row, ?13 identity
/// hash, ?14 bare prompt hash; `s` is the st_stories row.
constexpr const char *kReused =
    "(EXISTS (SELECT 1 FROM st_extractions e WHERE e.story_id = s.id AND e.extractor_id = ?11) AND (NOT EXISTS "
    "(SELECT 1 FROM st_requests r WHERE r.condition_id = ?12 AND r.story_id = s.id AND r.status = 'answered') OR EXISTS "
    "(SELECT 1 FROM st_requests r WHERE r.condition_id = ?12 AND r.story_id = s.id AND r.status = 'answered' "
    "AND r.prompt_hash IN (?13, ?14))))";

void bindReused(Statement &st, const StReuseKey &k)
{
    st.bind(11, k.extractor).bind(12, k.conditionRow).bind(13, k.identityHash).bind(14, k.promptHash);
}

Result<std::int64_t> countOf(Database &db, const std::string &sql)
{
    auto st = db.prepare(sql);
    if (!st)
        return st.error();
    auto row = st->step();
    if (!row)
        return row.error();
    return *row ? st->columnInt(0) : 0;
}

} // namespace

StStore::StStore(Project &project) : m_db(&project.database()) { }
StStore::StStore(Database &db) : m_db(&db) { }
StStore::StStore(StStore &&) noexcept = default;
StStore::~StStore() = default;

Result<Statement *> StStore::cached(const char *sql)
{
    auto &slot = m_cache[sql];
    if (!slot) {
        auto st = m_db->prepare(sql);
        if (!st)
            return st.error();
        slot = std::make_unique<Statement>(std::move(*st));
    }
    return slot.get();
}

Result<std::optional<std::string>> StStore::gridJson()
{
    auto st = m_db->prepare("SELECT json FROM st_grid WHERE id = 1");
    if (!st)
        return st.error();
    auto row = st->step();
    if (!row)
        return row.error();
    if (!*row)
        return std::optional<std::string>();
    return std::optional<std::string>(st->columnText(0));
}

Status StStore::insertGrid(const std::string &json)
{
    auto st = m_db->prepare("INSERT INTO st_grid(id, json) VALUES (1, ?)");
    if (!st)
        return st.error();
    return st->bind(1, json).run();
}

Status StStore::updateGrid(const std::string &json)
{
    auto st = m_db->prepare("UPDATE st_grid SET json = ? WHERE id = 1");
    if (!st)
        return st.error();
    return st->bind(1, json).run();
}

Result<std::vector<std::pair<std::int64_t, std::string>>> StStore::names(StNames which)
{
    const NameTable t = tableOf(which);
    auto st = m_db->prepare(std::string("SELECT id, ") + t.column + " FROM " + t.table + " ORDER BY id");
    if (!st)
        return st.error();
    std::vector<std::pair<std::int64_t, std::string>> out;
    RL_TRY(st->forEachRow([&](Statement &s) { out.emplace_back(s.columnInt(0), s.columnText(1)); }));
    return out;
}

Status StStore::insertNames(StNames which, const std::vector<std::string> &names, std::size_t from)
{
    const NameTable t = tableOf(which);
    auto st = m_db->prepare(std::string("INSERT INTO ") + t.table + "(id, " + t.column + ") VALUES (?, ?)");
    if (!st)
        return st.error();
    for (std::size_t i = from; i < names.size(); ++i) {
        st->bind(1, static_cast<std::int64_t>(i)).bind(2, names[i]);
        RL_TRY(st->run());
    }
    return {};
}

Result<std::int64_t> StStore::ensureName(StNames which, const std::string &name)
{
    const std::string table = tableOf(which).table, column = tableOf(which).column;
    auto ins = m_db->prepare("INSERT OR IGNORE INTO " + table + "(id, " + column + ") VALUES ((SELECT ifnull(max(id), -1) + 1 FROM " + table
                             + "), ?)");
    if (!ins)
        return ins.error();
    RL_TRY(ins->bind(1, name).run());
    auto row = m_db->firstRow("SELECT id FROM " + table + " WHERE " + column + " = ?", name);
    if (!row)
        return row.error();
    if (!*row)
        return Error{ErrorCode::Sql, "no " + table + " row for '" + name + "'"};
    return (*row)->columnInt(0);
}

namespace {

Result<std::vector<std::string>> textColumn(Database &db, const char *sql)
{
    auto st = db.prepare(sql);
    if (!st)
        return st.error();
    std::vector<std::string> out;
    RL_TRY(st->forEachRow([&](const Statement &row) { out.push_back(row.columnText(0)); }));
    return out;
}

} // namespace

Result<std::vector<std::string>> StStore::modelsWithStories()
{
    return textColumn(*m_db, "SELECT name FROM st_models WHERE id IN (SELECT model_id FROM st_stories) ORDER BY id");
}

Result<std::vector<std::string>> StStore::extractorsWithExtractions()
{
    return textColumn(*m_db, "SELECT name FROM st_extractors WHERE id IN (SELECT extractor_id FROM st_extractions) ORDER BY id");
}

Result<std::vector<StValueRow>> StStore::values()
{
    auto st = m_db->prepare("SELECT attribute_id, code, name, promptable FROM st_values ORDER BY attribute_id, code");
    if (!st)
        return st.error();
    std::vector<StValueRow> out;
    RL_TRY(st->forEachRow([&](Statement &s) { out.push_back({s.columnInt(0), s.columnInt(1), s.columnText(2), s.columnInt(3) != 0}); }));
    return out;
}

Status StStore::insertValue(const StValueRow &v)
{
    auto st = cached("INSERT INTO st_values(attribute_id, code, name, promptable) VALUES (?, ?, ?, ?)");
    if (!st)
        return st.error();
    return (*st)->bind(1, v.attribute).bind(2, v.code).bind(3, v.name).bind(4, v.promptable ? 1 : 0).run();
}

Status StStore::setPromptable(std::int64_t attribute, std::int64_t code, bool promptable)
{
    auto st = cached("UPDATE st_values SET promptable = ? WHERE attribute_id = ? AND code = ?");
    if (!st)
        return st.error();
    return (*st)->bind(1, promptable ? 1 : 0).bind(2, attribute).bind(3, code).run();
}

Status StStore::clearValueSets()
{
    RL_TRY(m_db->exec("DELETE FROM st_values"));
    return m_db->exec("DELETE FROM st_attributes");
}

Result<std::int64_t> StStore::count(StCount what)
{
    switch (what) {
    case StCount::Grids:
        return countOf(*m_db, "SELECT count(*) FROM st_grid");
    case StCount::Attributes:
        return countOf(*m_db, "SELECT count(*) FROM st_attributes");
    case StCount::Stories:
        return countOf(*m_db, "SELECT count(*) FROM st_stories");
    case StCount::RefusedStories:
        return countOf(*m_db, "SELECT count(*) FROM st_stories WHERE refused = 1");
    case StCount::Extractions:
        return countOf(*m_db, "SELECT count(*) FROM st_extractions");
    case StCount::Models:
        return countOf(*m_db, "SELECT count(*) FROM st_models");
    case StCount::Extractors:
        return countOf(*m_db, "SELECT count(*) FROM st_extractors");
    case StCount::TextItems:
        return countOf(*m_db, "SELECT count(*) FROM items WHERE kind = 'text'");
    }
    return std::int64_t(0);
}

Result<std::int64_t> StStore::storiesOfModel(std::int64_t model)
{
    auto st = m_db->prepare("SELECT count(*) FROM st_stories WHERE model_id = ?");
    if (!st)
        return st.error();
    st->bind(1, model);
    RL_TRY(st->step());
    return st->columnInt(0);
}

Result<std::int64_t> StStore::countFor(const char *sql, const std::string &key)
{
    auto st = cached(sql);
    if (!st)
        return st.error();
    Statement &q = **st;
    q.bind(1, key);
    auto row = q.step();
    if (!row)
        return row.error();
    const auto n = *row ? q.columnInt(0) : 0;
    q.reset();
    return n;
}

Result<std::int64_t> StStore::storiesOfPrompt(const std::string &promptKey)
{
    return countFor("SELECT count(*) FROM st_stories WHERE prompt_key = ?", promptKey);
}

Result<std::unordered_map<std::string, std::int64_t>> StStore::storyIds()
{
    std::unordered_map<std::string, std::int64_t> out;
    auto st = m_db->prepare("SELECT story_key, id FROM st_stories");
    if (!st)
        return st.error();
    RL_TRY(st->forEachRow([&](Statement &s) { out.emplace(s.columnText(0), s.columnInt(1)); }));
    return out;
}

Result<std::int64_t> StStore::maxStoryId()
{
    auto st = m_db->prepare("SELECT ifnull(max(id), -1) FROM st_stories");
    if (!st)
        return st.error();
    RL_TRY(st->step());
    return st->columnInt(0);
}

Status StStore::insertStory(const StStoryWrite &s)
{
    auto st = cached("INSERT INTO st_stories(id, story_key, model_id, language_id, attribute_id, value_code, refused, prompt_key, text) "
                     "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
    if (!st)
        return st.error();
    return (*st)->bind(1, s.id).bind(2, s.key).bind(3, s.model).bind(4, s.language).bind(5, s.attribute).bind(6, s.value)
        .bind(7, s.refused ? 1 : 0).bind(8, s.promptKey).bind(9, s.text).run();
}

Status StStore::insertGeneratedStory(const StStoryWrite &s)
{
    auto ins = m_db->prepare("INSERT INTO st_stories(story_key, model_id, language_id, attribute_id, value_code, refused, prompt_key, text) "
                             "VALUES (?, ?, ?, ?, ?, 0, ?, ?) ON CONFLICT(story_key) DO NOTHING");
    if (!ins)
        return ins.error();
    return ins->bind(1, s.key).bind(2, s.model).bind(3, s.language).bind(4, s.attribute).bind(5, s.value).bind(6, s.promptKey)
        .bind(7, s.text).run();
}

Result<std::vector<std::string>> StStore::storyKeysWithPrefix(const std::string &prefix)
{
    auto st = m_db->prepare("SELECT story_key FROM st_stories WHERE story_key >= ? ORDER BY story_key");
    if (!st)
        return st.error();
    st->bind(1, prefix); // the keys from the prefix on, in order: those that start with it come first
    std::vector<std::string> out;
    while (true) {
        auto row = st->step();
        if (!row)
            return row.error();
        if (!*row)
            break;
        std::string key = st->columnText(0);
        if (key.compare(0, prefix.size(), prefix) != 0)
            break;
        out.push_back(std::move(key));
    }
    return out;
}

Status StStore::forEachStory(const std::function<void(const StStoryRow &)> &f)
{
    auto st = m_db->prepare("SELECT id, story_key, model_id, language_id, attribute_id, value_code, refused FROM st_stories ORDER BY id");
    if (!st)
        return st.error();
    return st->forEachRow([&](Statement &s) {
        f({s.columnInt(0), s.columnText(1), s.columnInt(2), s.columnInt(3), s.columnInt(4), s.columnInt(5), s.columnInt(6) != 0});
    });
}

Result<std::optional<StStore::StoredStory>> StStore::storyByKey(const std::string &key)
{
    auto st = m_db->prepare("SELECT id, text, prompt_key FROM st_stories WHERE story_key = ?1");
    if (!st)
        return st.error();
    st->bind(1, key);
    std::optional<StoredStory> out;
    RL_TRY(st->forEachRow([&](Statement &s) { out = StoredStory {s.columnInt(0), s.columnText(1), s.columnText(2)}; }));
    return out;
}

Result<std::string> StStore::storyText(const std::string &key)
{
    auto st = cached("SELECT text FROM st_stories WHERE story_key = ?1");
    if (!st)
        return st.error();
    Statement &q = **st;
    std::string text;
    q.bind(1, key);
    const Status read = q.forEachRow([&](Statement &s) { text = s.columnText(0); });
    q.reset();
    RL_TRY(read);
    return text;
}

namespace {

Result<std::optional<std::string>> textOfRow(Database &db, const char *sql, std::int64_t id)
{
    return firstColumnOf<std::string>(db, sql, id);
}

} // namespace

Result<std::optional<std::string>> StStore::storyTextById(std::int64_t id)
{
    return textOfRow(*m_db, "SELECT text FROM st_stories WHERE id = ?", id);
}

Result<std::optional<std::string>> StStore::storyKeyById(std::int64_t id)
{
    return textOfRow(*m_db, "SELECT story_key FROM st_stories WHERE id = ?", id);
}

Status StStore::setRefused(std::int64_t story, bool refused)
{
    auto st = m_db->prepare("UPDATE st_stories SET refused = ? WHERE id = ?");
    if (!st)
        return st.error();
    return st->bind(1, refused ? 1 : 0).bind(2, story).run();
}

Result<std::vector<std::pair<std::string, std::vector<std::uint8_t>>>> StStore::extractionsOfStory(std::int64_t id)
{
    auto ex = m_db->prepare("SELECT e.name, x.codes FROM st_extractions x JOIN st_extractors e ON e.id = x.extractor_id "
                            "WHERE x.story_id = ?1 ORDER BY e.id");
    if (!ex)
        return ex.error();
    ex->bind(1, id);
    std::vector<std::pair<std::string, std::vector<std::uint8_t>>> out;
    RL_TRY(ex->forEachRow([&](Statement &s) { out.emplace_back(s.columnText(0), s.columnBlob(1)); }));
    return out;
}

Result<std::unordered_set<std::int64_t>> StStore::storiesExtractedBy(std::int64_t extractor)
{
    auto st = cached("SELECT story_id FROM st_extractions WHERE extractor_id = ?");
    if (!st)
        return st.error();
    Statement &q = **st;
    std::unordered_set<std::int64_t> done;
    q.bind(1, extractor);
    const Status read = q.forEachRow([&](Statement &s) { done.insert(s.columnInt(0)); });
    q.reset();
    RL_TRY(read);
    return done;
}

Status StStore::forEachExtraction(const std::function<void(std::int64_t, const std::vector<std::uint8_t> &)> &f)
{
    auto st = m_db->prepare("SELECT story_id, codes FROM st_extractions ORDER BY story_id, extractor_id");
    if (!st)
        return st.error();
    return st->forEachRow([&](Statement &s) { f(s.columnInt(0), s.columnBlob(1)); });
}

Status StStore::insertExtraction(std::int64_t story, std::int64_t extractor, const std::vector<std::uint8_t> &codes)
{
    auto st = cached("INSERT INTO st_extractions(story_id, extractor_id, codes) VALUES (?, ?, ?)");
    if (!st)
        return st.error();
    (*st)->bind(1, story).bind(2, extractor);
    (*st)->bindBlob(3, codes);
    return (*st)->run();
}

Status StStore::putExtraction(std::int64_t story, std::int64_t extractor, const std::vector<std::uint8_t> &codes)
{
    auto st = m_db->prepare("INSERT OR REPLACE INTO st_extractions(story_id, extractor_id, codes) VALUES (?, ?, ?)");
    if (!st)
        return st.error();
    return st->bind(1, story).bind(2, extractor).bindBlob(3, codes).run();
}

Result<std::vector<std::int16_t>> StStore::latestRefusalVerdicts(std::int64_t story)
{
    auto st = m_db->prepare("SELECT r.refused FROM st_requests r WHERE r.story_id = ?1 AND r.status = 'answered' AND r.refused IS NOT NULL "
                            "AND r.id = (SELECT max(q.id) FROM st_requests q WHERE q.condition_id = r.condition_id AND q.story_id = ?1 "
                            "AND q.status = 'answered')");
    if (!st)
        return st.error();
    std::vector<std::int16_t> out;
    st->bind(1, story);
    RL_TRY(st->forEachRow([&](Statement &v) { out.push_back(static_cast<std::int16_t>(v.columnInt(0))); }));
    return out;
}

Result<std::vector<StStore::PendingStory>> StStore::pendingStories(const StReuseKey &k, std::int64_t after, std::int64_t n)
{
    auto st = m_db->prepare(std::string("SELECT s.id, s.story_key, s.text FROM st_stories s WHERE s.id > ?1 AND NOT ") + kReused
        + " ORDER BY s.id LIMIT ?2");
    if (!st)
        return st.error();
    st->bind(1, after).bind(2, n);
    bindReused(*st, k);
    std::vector<PendingStory> out;
    RL_TRY(st->forEachRow([&](Statement &r) { out.push_back({r.columnInt(0), r.columnText(1), r.columnText(2)}); }));
    return out;
}

Result<std::int64_t> StStore::countStories(const StReuseKey &k, bool reused)
{
    auto st = m_db->prepare(std::string("SELECT count(*) FROM st_stories s WHERE ") + (reused ? "" : "NOT ") + kReused);
    if (!st)
        return st.error();
    bindReused(*st, k);
    RL_TRY(st->step());
    return st->columnInt(0);
}

bool StStore::isReused(const StReuseKey &k, std::int64_t id)
{
    auto st = m_db->prepare(std::string("SELECT 1 FROM st_stories s WHERE s.id = ?1 AND ") + kReused);
    if (!st)
        return false;
    st->bind(1, id);
    bindReused(*st, k);
    auto r = st->step();
    return r && *r;
}

Result<bool> StStore::isPromptItem(const std::string &key)
{
    auto st = cached("SELECT 1 FROM items WHERE key = ? AND kind = 'prompt'");
    if (!st)
        return st.error();
    Statement &q = **st;
    q.bind(1, key);
    auto found = q.step();
    if (!found)
        return found.error();
    const bool yes = *found;
    q.reset();
    return yes;
}

Result<std::int64_t> StStore::ratingsOfItem(const std::string &key)
{
    return countFor("SELECT count(*) FROM ratings r JOIN items i ON i.id = r.item_id WHERE i.key = ?", key);
}

Status StStore::deleteItem(const std::string &key)
{
    auto st = cached("DELETE FROM items WHERE key = ?");
    if (!st)
        return st.error();
    RL_TRY((*st)->bind(1, key).run());
    (*st)->reset();
    return {};
}

Status StStore::deleteUnusedGridLevels()
{
    return m_db->exec("DELETE FROM factor_levels WHERE factor_id IN (SELECT id FROM factors WHERE name IN ('language', 'attribute', "
                      "'value', 'scenario', 'scenario_group')) AND id NOT IN (SELECT level_id FROM item_factors)");
}

Result<std::vector<std::pair<std::string, std::int64_t>>> StStore::promptsPerLevel(const std::string &factor)
{
    auto per = m_db->prepare("SELECT fl.name, count(*) FROM items i JOIN item_factors f ON f.item_id = i.id "
                             "JOIN factors fa ON fa.id = f.factor_id AND fa.name = ? JOIN factor_levels fl ON fl.id = f.level_id "
                             "WHERE i.kind = 'prompt' GROUP BY fl.name ORDER BY min(i.position)");
    if (!per)
        return per.error();
    per->bind(1, factor);
    std::vector<std::pair<std::string, std::int64_t>> out;
    RL_TRY(per->forEachRow([&](Statement &s) { out.emplace_back(s.columnText(0), s.columnInt(1)); }));
    return out;
}

} // namespace rl::storage

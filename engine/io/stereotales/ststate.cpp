// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/stereotales/ststate.h"

#include "engine/io/importcommon.h"
#include "engine/io/stereotales/stories.h"

namespace rl::io::stereotales::detail {

int NameTable::find(const std::string &name) const
{
    const auto it = ids.find(name);
    return it == ids.end() ? -1 : it->second;
}

int NameTable::add(const std::string &name)
{
    if (const int id = find(name); id >= 0)
        return id;
    names.push_back(name);
    const int id = static_cast<int>(names.size()) - 1;
    ids.emplace(name, id);
    return id;
}

int StState::attribute(const std::string &name)
{
    if (const int a = attributes.find(name); a >= 0 || grid)
        return a;
    const int a = attributes.add(name);
    values.resize(attributes.names.size());
    return a;
}

int StState::valueCode(int a, const std::string &label, bool addIfNew)
{
    ValueSet &vs = values[static_cast<std::size_t>(a)];
    if (grid)
        return study::stereotales::matchValue(grid->attributes[static_cast<std::size_t>(a)], label);
    for (std::size_t v = 0; v < vs.values.size(); ++v)
        if (vs.values[v] == label)
            return static_cast<int>(v);
    if (!addIfNew)
        return -1;
    if (vs.values.size() >= kNoAnswer)
        return -2;
    vs.values.push_back(label);
    vs.promptable.push_back(false);
    return static_cast<int>(vs.values.size()) - 1;
}

namespace {

Status readNames(storage::Database &db, const char *sql, NameTable &t)
{
    auto st = db.prepare(sql);
    if (!st)
        return st.error();
    RL_TRY(st->forEachRow([&](storage::Statement &s) {
        const auto id = static_cast<std::size_t>(s.columnInt(0));
        if (t.names.size() <= id)
            t.names.resize(id + 1);
        t.names[id] = s.columnText(1);
        t.ids.emplace(t.names[id], static_cast<int>(id));
    }));
    t.existing = t.names.size();
    return {};
}

Status insertNames(storage::Database &db, const char *sql, const NameTable &t)
{
    auto st = db.prepare(sql);
    if (!st)
        return st.error();
    for (std::size_t i = t.existing; i < t.names.size(); ++i) {
        st->bind(1, static_cast<std::int64_t>(i)).bind(2, t.names[i]);
        RL_TRY(st->run());
    }
    return {};
}

} // namespace

Result<StState> readState(storage::Database &db)
{
    StState st;
    {
        auto g = db.prepare("SELECT json FROM st_grid WHERE id = 1");
        if (!g)
            return g.error();
        auto row = g->step();
        if (!row)
            return row.error();
        if (*row) {
            auto grid = study::stereotales::gridFromJson(g->columnText(0));
            if (!grid)
                return Error{grid.error().code, db.path() + ": " + grid.error().detail};
            st.grid = std::move(*grid);
        }
    }
    RL_TRY(readNames(db, "SELECT id, name FROM st_attributes ORDER BY id", st.attributes));
    RL_TRY(readNames(db, "SELECT id, name FROM st_models ORDER BY id", st.models));
    RL_TRY(readNames(db, "SELECT id, code FROM st_languages ORDER BY id", st.languages));
    RL_TRY(readNames(db, "SELECT id, name FROM st_extractors ORDER BY id", st.extractors));
    st.values.resize(st.attributes.names.size());
    auto v = db.prepare("SELECT attribute_id, code, name, promptable FROM st_values ORDER BY attribute_id, code");
    if (!v)
        return v.error();
    RL_TRY(v->forEachRow([&](storage::Statement &s) {
        const auto a = static_cast<std::size_t>(s.columnInt(0));
        const auto code = static_cast<std::size_t>(s.columnInt(1));
        if (a >= st.values.size())
            return;
        ValueSet &vs = st.values[a];
        if (vs.values.size() <= code) {
            vs.values.resize(code + 1);
            vs.promptable.resize(code + 1, false);
        }
        vs.values[code] = s.columnText(2);
        vs.promptable[code] = s.columnInt(3) != 0;
    }));
    for (auto &vs : st.values) {
        vs.existing = vs.values.size();
        vs.promptableWas = vs.promptable;
    }
    return st;
}

Status writeState(storage::Database &db, const StState &st)
{
    RL_TRY(insertNames(db, "INSERT INTO st_attributes(id, name) VALUES (?, ?)", st.attributes));
    RL_TRY(insertNames(db, "INSERT INTO st_models(id, name) VALUES (?, ?)", st.models));
    RL_TRY(insertNames(db, "INSERT INTO st_languages(id, code) VALUES (?, ?)", st.languages));
    RL_TRY(insertNames(db, "INSERT INTO st_extractors(id, name) VALUES (?, ?)", st.extractors));
    auto ins = db.prepare("INSERT INTO st_values(attribute_id, code, name, promptable) VALUES (?, ?, ?, ?)");
    auto upd = db.prepare("UPDATE st_values SET promptable = ? WHERE attribute_id = ? AND code = ?");
    if (!ins)
        return ins.error();
    if (!upd)
        return upd.error();
    for (std::size_t a = 0; a < st.values.size(); ++a) {
        const ValueSet &vs = st.values[a];
        for (std::size_t c = 0; c < vs.values.size(); ++c) {
            if (c >= vs.existing) {
                ins->bind(1, static_cast<std::int64_t>(a)).bind(2, static_cast<std::int64_t>(c)).bind(3, vs.values[c]).bind(4, vs.promptable[c] ? 1 : 0);
                RL_TRY(ins->run());
            } else if (vs.promptable[c] != vs.promptableWas[c]) {
                upd->bind(1, vs.promptable[c] ? 1 : 0).bind(2, static_cast<std::int64_t>(a)).bind(3, static_cast<std::int64_t>(c));
                RL_TRY(upd->run());
            }
        }
    }
    return {};
}

Status ensureStudySaved(storage::Project &project, const std::string &where)
{
    auto loaded = project.loadStudy();
    if (!loaded)
        return loaded.error();
    study::Study &s = *loaded;
    const bool ready = s.protocolRecorded && s.protocol.kind == study::StudyKind::StereoTales && s.findDimension(kHarm) >= 0
        && s.findDimension(kRealism) >= 0;
    if (ready)
        return {};
    RL_TRY(ensureStereoTalesStudy(s, where));
    storage::SaveSet set;
    set.firstNewRating = s.ratings.size();
    return saveStudy(project, s, set);
}

} // namespace rl::io::stereotales::detail

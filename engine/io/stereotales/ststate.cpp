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

Status readNames(storage::StStore &store, storage::StNames which, NameTable &t)
{
    auto rows = store.names(which);
    if (!rows)
        return rows.error();
    for (auto &[id64, name] : *rows) {
        const auto id = static_cast<std::size_t>(id64);
        if (t.names.size() <= id)
            t.names.resize(id + 1);
        t.names[id] = std::move(name);
        t.ids.emplace(t.names[id], static_cast<int>(id));
    }
    t.existing = t.names.size();
    return {};
}

} // namespace

Result<StState> readState(storage::StStore &store, const std::string &path)
{
    StState st;
    {
        auto json = store.gridJson();
        if (!json)
            return json.error();
        if (*json) {
            auto grid = study::stereotales::gridFromJson(**json);
            if (!grid)
                return Error{grid.error().code, path + ": " + grid.error().detail};
            st.grid = std::move(*grid);
        }
    }
    RL_TRY(readNames(store, storage::StNames::Attributes, st.attributes));
    RL_TRY(readNames(store, storage::StNames::Models, st.models));
    RL_TRY(readNames(store, storage::StNames::Languages, st.languages));
    RL_TRY(readNames(store, storage::StNames::Extractors, st.extractors));
    st.values.resize(st.attributes.names.size());
    auto rows = store.values();
    if (!rows)
        return rows.error();
    for (auto &row : *rows) {
        const auto a = static_cast<std::size_t>(row.attribute);
        const auto code = static_cast<std::size_t>(row.code);
        if (a >= st.values.size())
            continue;
        ValueSet &vs = st.values[a];
        if (vs.values.size() <= code) {
            vs.values.resize(code + 1);
            vs.promptable.resize(code + 1, false);
        }
        vs.values[code] = std::move(row.name);
        vs.promptable[code] = row.promptable;
    }
    for (auto &vs : st.values) {
        vs.existing = vs.values.size();
        vs.promptableWas = vs.promptable;
    }
    return st;
}

Status writeState(storage::StStore &store, const StState &st)
{
    RL_TRY(store.insertNames(storage::StNames::Attributes, st.attributes.names, st.attributes.existing));
    RL_TRY(store.insertNames(storage::StNames::Models, st.models.names, st.models.existing));
    RL_TRY(store.insertNames(storage::StNames::Languages, st.languages.names, st.languages.existing));
    RL_TRY(store.insertNames(storage::StNames::Extractors, st.extractors.names, st.extractors.existing));
    for (std::size_t a = 0; a < st.values.size(); ++a) {
        const ValueSet &vs = st.values[a];
        for (std::size_t c = 0; c < vs.values.size(); ++c) {
            if (c >= vs.existing) {
                const storage::StValueRow row {static_cast<std::int64_t>(a), static_cast<std::int64_t>(c), vs.values[c], vs.promptable[c]};
                RL_TRY(store.insertValue(row));
            } else if (vs.promptable[c] != vs.promptableWas[c])
                RL_TRY(store.setPromptable(static_cast<std::int64_t>(a), static_cast<std::int64_t>(c), vs.promptable[c]));
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

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/storage/project.h"
#include "engine/storage/ststore.h"
#include "engine/study/stereotales/grid.h"
#include "engine/study/study.h"

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

/// What the StereoTales importers know of a project before they write (read under the write lock), and
/// what they add to it: the grid, the value sets, models, languages and extractors, each with its table id.
/// Internal to engine/io/stereotales.
namespace rl::io::stereotales::detail {

/// A name → id table (st_models, st_languages, st_extractors, st_attributes) with the ids it adds.
struct NameTable {
    std::vector<std::string> names;              ///< by id (ids are 0, 1, 2 … in insertion order)
    std::unordered_map<std::string, int> ids;
    std::size_t existing = 0;                    ///< names[existing..] are new

    int find(const std::string &name) const;
    int add(const std::string &name);            ///< id of `name`, appended when new
    std::size_t added() const { return names.size() - existing; }
};

struct ValueSet {
    std::vector<std::string> values;             ///< by code
    std::vector<bool> promptable;
    std::vector<bool> promptableWas;             ///< as stored (for the values that existed)
    std::size_t existing = 0;
};

struct StState {
    std::optional<study::stereotales::Grid> grid;
    NameTable attributes, models, languages, extractors;
    std::vector<ValueSet> values;                ///< per attribute id

    /// The code of `label` in attribute `a`'s set: with a grid matchValue() or -1; without one the
    /// value is appended when new (-2 when the set is full: 255 values).
    int valueCode(int a, const std::string &label, bool addIfNew);
    /// The attribute id of `name`: with a grid the grid's or -1; without one appended when new.
    int attribute(const std::string &name);
};

/// `path` (the project's) names the file in an error.
Result<StState> readState(storage::StStore &store, const std::string &path);
/// Insert what `st` added (attributes, values, promptable changes, models, languages, extractors).
Status writeState(storage::StStore &store, const StState &st);

/// "the project is a StereoTales study" checks + ensureStereoTalesStudy + save only when the study changed.
/// Runs inside the caller's transaction.
Status ensureStudySaved(storage::Project &project, const std::string &where);

} // namespace rl::io::stereotales::detail

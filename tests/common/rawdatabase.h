// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/storage/database.h"
#include "engine/storage/project.h"

#include <cstdio>
#include <cstdlib>

namespace rl::test {

/// A connection of the test's own to the file `project` is open on, for reading (or planting) rows behind
/// the stores' back: the stores of engine/storage own the tables, and storage::Project hands its connection
/// to them only. Keep the connection while its statements run: a closed connection's statements lose its virtual
/// tables (pragma_foreign_key_check …).
inline storage::Database rawDatabase(const storage::Project &project)
{
    auto db = storage::Database::open(project.path(), storage::Database::Mode::OpenExisting);
    if (!db) {
        std::fprintf(stderr, "cannot open %s: %s\n", project.path().c_str(), db.error().detail.c_str());
        std::abort();
    }
    return std::move(*db);
}

} // namespace rl::test

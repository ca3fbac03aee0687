// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/storage/database.h"

#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>

namespace rl::storage {

/// The first column of the row `sql` (one parameter, bound to `arg`) yields — an id (std::int64_t) or a text
/// (std::string) — or nothing when it yields no row. For the stores' one-row lookups.
template <class T, class Arg>
Result<std::optional<T>> firstColumnOf(Database &db, const char *sql, const Arg &arg)
{
    static_assert(std::is_same_v<T, std::int64_t> || std::is_same_v<T, std::string>);
    auto st = db.prepare(sql);
    if (!st)
        return st.error();
    st->bind(1, arg);
    auto row = st->step();
    if (!row)
        return row.error();
    if (!*row)
        return std::optional<T>();
    if constexpr (std::is_same_v<T, std::string>)
        return std::optional<T>(st->columnText(0));
    else
        return std::optional<T>(st->columnInt(0));
}

} // namespace rl::storage

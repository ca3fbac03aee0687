// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every importer does with one field of a table: trimmed, tested for a missing value,
// read as a finite number. One definition for the importers and the corpus readers.

#include <charconv>
#include <cmath>
#include <string_view>
#include <system_error>

namespace rl::io {

/// The field without leading and trailing spaces and tabs.
inline std::string_view trimCell(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

/// Empty, NA, NaN or null (after trimming).
inline bool isMissingCell(std::string_view s)
{
    s = trimCell(s);
    return s.empty() || s == "NA" || s == "NaN" || s == "null";
}

/// The whole trimmed field as a finite number (a leading '+' allowed); false otherwise.
inline bool parseCellNumber(std::string_view s, double &out)
{
    s = trimCell(s);
    if (s.empty())
        return false;
    if (s.front() == '+')
        s.remove_prefix(1);
    const auto res = std::from_chars(s.data(), s.data() + s.size(), out);
    return res.ec == std::errc() && res.ptr == s.data() + s.size() && std::isfinite(out);
}

} // namespace rl::io

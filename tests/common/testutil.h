// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>
#include <map>
#include <string>
#include <string_view>
#include <vector>

/// Helpers shared by the QtTest executables (not part of the product).
namespace rl::test {

/// The source tree (RL_SOURCE_DIR, set by CTest) and the R reference goldens committed in tests/reference.
std::string sourceDir();
std::string referenceDir(); ///< <source>/tests/reference, or $RL_REFERENCE_DIR (e.g. another golden set)
std::string testDataDir();  ///< <source>/tests/data
std::string tempDir();      ///< a fresh directory, removed at exit

/// |a - b| / max(1, |b|) <= tol — the README's relative tolerance. NaN equals NaN; Inf equals Inf.
inline bool fuzzyCompare(double a, double b, double tol)
{
    if (std::isnan(a) || std::isnan(b))
        return std::isnan(a) && std::isnan(b);
    if (std::isinf(a) || std::isinf(b))
        return a == b;
    return std::fabs(a - b) / std::max(1.0, std::fabs(b)) <= tol;
}

/// A golden table read from a reference CSV (plain or .gz): rows of column -> text. Only for
/// *expected* values; study inputs go through the real importers.
struct GoldenTable {
    std::vector<std::string> columns;
    std::vector<std::map<std::string, std::string>> rows;

    double number(std::size_t row, const std::string &column) const; ///< NA -> NaN, Inf/-Inf
    const std::string &text(std::size_t row, const std::string &column) const;
};
GoldenTable readGolden(const std::string &path);

/// Whole file as text (plain or .gz).
std::string readText(const std::string &path);

/// The file's bytes as they are on disk; empty when there is no such file.
std::string readBytes(const std::string &path);

/// Whether `needle` (an API key, say) is anywhere in a project's bytes on disk: the SQLite file and
/// its -wal, -shm and -journal companions, those that exist.
bool projectFilesContain(const std::string &path, std::string_view needle);

} // namespace rl::test

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

/// How the methods paragraphs of every study kind write numbers and lists (C locale).
namespace rl::analysis::words {

std::string num(double v);                ///< %.6g: a parameter as given, never a statistic
std::string money(double v);              ///< cents, or four decimals below a dollar
std::string thousands(std::int64_t v);    ///< 12,345
inline std::string thousands(std::size_t v) { return thousands(static_cast<std::int64_t>(v)); }
std::string providerName(const std::string &provider); ///< openai -> OpenAI, ...
/// "a, b and c" with `conjunction` ("and", "및", ...).
std::string list(const std::vector<std::string> &names, const char *conjunction);
/// "1 story" / "2 stories".
std::string count(std::size_t n, const char *singular, const char *plural);

} // namespace rl::analysis::words

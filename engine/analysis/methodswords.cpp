// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/methodswords.h"

#include <cstdio>

namespace rl::analysis::words {

std::string num(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

std::string money(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, v >= 1 ? "%.2f" : "%.4f", v); // cents, or four decimals below a dollar
    return buf;
}

std::string thousands(std::int64_t v)
{
    std::string s = std::to_string(v);
    for (int i = static_cast<int>(s.size()) - 3; i > (s[0] == '-' ? 1 : 0); i -= 3)
        s.insert(static_cast<std::size_t>(i), ",");
    return s;
}

std::string providerName(const std::string &p)
{
    if (p == "openai")
        return "OpenAI";
    if (p == "gemini")
        return "Google Gemini";
    if (p == "anthropic")
        return "Anthropic";
    if (p == "openai-compatible")
        return "OpenAI-compatible";
    return p;
}

std::string list(const std::vector<std::string> &names, const char *conjunction)
{
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? std::string() : (i + 1 == names.size() ? std::string(" ") + conjunction + " " : std::string(", "))) + names[i];
    return out;
}

std::string count(std::size_t n, const char *singular, const char *plural)
{
    return thousands(n) + " " + (n == 1 ? singular : plural);
}

} // namespace rl::analysis::words

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/secrets.h"

#include <array>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sstream>

namespace rl::inference {

namespace {

bool onPath(const std::string &program)
{
    const char *path = std::getenv("PATH");
    if (!path)
        return false;
    std::stringstream ss(path);
    std::string dir;
    std::error_code ec;
    while (std::getline(ss, dir, ':'))
        if (!dir.empty() && std::filesystem::exists(std::filesystem::path(dir) / program, ec))
            return true;
    return false;
}

/// `secret-tool lookup service raterlab variable NAME`; NAME is checked to be [A-Za-z0-9_] so it
/// cannot inject shell syntax.
std::string keychainLookup(const std::string &variable)
{
    for (char c : variable)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
            return {};
    if (!onPath("secret-tool"))
        return {};
    const std::string cmd = "secret-tool lookup service raterlab variable " + variable + " 2>/dev/null";
    FILE *p = popen(cmd.c_str(), "r");
    if (!p)
        return {};
    std::string out;
    std::array<char, 256> buf {};
    while (std::size_t n = std::fread(buf.data(), 1, buf.size(), p))
        out.append(buf.data(), n);
    pclose(p);
    while (!out.empty() && (out.back() == '\n' || out.back() == '\r'))
        out.pop_back();
    return out;
}

} // namespace

std::string apiKeyVariable(const study::ModelCondition &c)
{
    if (!c.apiKeyEnv.empty())
        return c.apiKeyEnv;
    if (c.provider == "openai")
        return "OPENAI_API_KEY";
    if (c.provider == "gemini")
        return "GEMINI_API_KEY";
    if (c.provider == "anthropic")
        return "ANTHROPIC_API_KEY";
    return {};
}

Result<std::string> resolveApiKey(const study::ModelCondition &c)
{
    const std::string var = apiKeyVariable(c);
    if (var.empty())
        return std::string();
    if (const char *v = std::getenv(var.c_str()); v && *v)
        return std::string(v);
    if (std::string k = keychainLookup(var); !k.empty())
        return k;
    return Error{ErrorCode::Auth, "condition '" + c.id + "': environment variable " + var
                     + " is not set (and no keychain entry 'service raterlab variable " + var + "')"};
}

} // namespace rl::inference

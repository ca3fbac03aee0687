// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/study/secretscan.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cctype>

namespace rl::study {

namespace {

bool alnum(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }
bool keyChar(char c) { return alnum(c) || c == '_' || c == '-'; }
bool base64Char(char c) { return keyChar(c) || c == '+' || c == '='; } // not '/': paths are not one token

struct Prefix {
    std::string_view text;
    std::size_t minTail; ///< key characters after the prefix
    const char *kind;
};

// Lengths are below every real key's, above any word that happens to start like one ("sk-learn").
constexpr std::array kPrefixes {
    Prefix {"sk-ant-", 20, "an Anthropic key (sk-ant-…)"},
    Prefix {"sk-", 20, "an OpenAI or Anthropic key (sk-…)"},
    Prefix {"AIza", 30, "a Google API key (AIza…)"},
    Prefix {"gsk_", 30, "a Groq key (gsk_…)"},
    Prefix {"xai-", 30, "an xAI key (xai-…)"},
    Prefix {"hf_", 30, "a Hugging Face token (hf_…)"},
    Prefix {"ghp_", 30, "a GitHub token (ghp_…)"},
    Prefix {"github_pat_", 30, "a GitHub token (github_pat_…)"},
    Prefix {"r8_", 30, "a Replicate token (r8_…)"},
};

std::optional<std::string> prefixed(std::string_view t)
{
    for (std::size_t i = 0; i < t.size(); ++i) {
        if (i > 0 && keyChar(t[i - 1]))
            continue; // only at the start of a word
        for (const Prefix &p : kPrefixes) {
            if (t.substr(i, p.text.size()) != p.text)
                continue;
            std::size_t n = 0;
            while (i + p.text.size() + n < t.size() && keyChar(t[i + p.text.size() + n]))
                ++n;
            if (n >= p.minTail)
                return std::string(p.kind);
        }
    }
    return std::nullopt;
}

double entropyBitsPerChar(std::string_view run)
{
    std::array<int, 256> counts {};
    for (char c : run)
        ++counts[static_cast<unsigned char>(c)];
    double h = 0;
    for (int n : counts)
        if (n > 0) {
            const double p = static_cast<double>(n) / static_cast<double>(run.size());
            h -= p * std::log2(p);
        }
    return h;
}

std::optional<std::string> highEntropy(std::string_view t)
{
    for (std::size_t i = 0; i < t.size();) {
        if (!base64Char(t[i])) {
            ++i;
            continue;
        }
        std::size_t j = i;
        bool lower = false, upper = false, digit = false;
        while (j < t.size() && base64Char(t[j])) {
            const auto c = static_cast<unsigned char>(t[j]);
            lower = lower || std::islower(c);
            upper = upper || std::isupper(c);
            digit = digit || std::isdigit(c);
            ++j;
        }
        const std::string_view run = t.substr(i, j - i);
        if (run.size() >= 32 && lower && upper && digit && entropyBitsPerChar(run) >= 4.0)
            return std::string("a long random token (an API key or password)");
        i = j;
    }
    return std::nullopt;
}

std::optional<std::string> urlCredentials(std::string_view t)
{
    for (std::size_t s = t.find("://"); s != std::string_view::npos; s = t.find("://", s + 3)) {
        const std::size_t hostStart = s + 3;
        std::size_t end = hostStart;
        while (end < t.size() && t[end] != '/' && t[end] != '?' && t[end] != '#' && !std::isspace(static_cast<unsigned char>(t[end])))
            ++end;
        const std::string_view authority = t.substr(hostStart, end - hostStart);
        if (const auto at = authority.rfind('@'); at != std::string_view::npos && at > 0)
            return std::string("credentials in a URL (user:password@ or token@ before the host)");
    }
    static constexpr std::array<std::string_view, 8> names {"key", "api_key", "apikey", "api-key", "token",
                                                            "access_token", "secret", "password"};
    for (std::size_t q = 0; q < t.size(); ++q) {
        if (t[q] != '?' && t[q] != '&')
            continue;
        const std::size_t eq = t.find('=', q + 1);
        if (eq == std::string_view::npos)
            break;
        std::string name(t.substr(q + 1, eq - q - 1));
        for (char &c : name)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        const bool secretName = std::find(names.begin(), names.end(), name) != names.end();
        if (secretName && eq + 1 < t.size() && t[eq + 1] != '&' && !std::isspace(static_cast<unsigned char>(t[eq + 1])))
            return std::string("a secret in a URL query (?" + name + "=…)");
    }
    return std::nullopt;
}

} // namespace

std::optional<std::string> findKeyShape(std::string_view text)
{
    if (auto k = prefixed(text))
        return k;
    if (auto k = urlCredentials(text))
        return k;
    return highEntropy(text);
}

bool looksLikeApiKey(std::string_view name)
{
    if (name.starts_with("sk-") || name.starts_with("AIza"))
        return true;
    if (name.size() >= 32) {
        bool allKey = true, lower = false, digit = false;
        for (char c : name) {
            allKey = allKey && keyChar(c);
            lower = lower || std::islower(static_cast<unsigned char>(c));
            digit = digit || std::isdigit(static_cast<unsigned char>(c));
        }
        if (allKey && lower && digit)
            return true;
    }
    return findKeyShape(name).has_value();
}

std::optional<KeyFinding> findKeyInCondition(const ModelCondition &c)
{
    if (!c.apiKeyEnv.empty() && looksLikeApiKey(c.apiKeyEnv))
        return KeyFinding {"api_key_env", findKeyShape(c.apiKeyEnv).value_or("an API key")};
    const std::pair<const char *, const std::string *> fields[] = {
        {"id", &c.id}, {"label", &c.label}, {"provider", &c.provider}, {"model", &c.model},
        {"base_url", &c.baseUrl}, {"strategy", &c.strategy}, {"image_detail", &c.imageDetail},
        {"quantization", &c.quantization}, {"parameters", &c.parameters}, {"judge", &c.judge},
        {"jury_condition", &c.juryCondition}, {"notes", &c.notes}};
    for (const auto &[name, value] : fields)
        if (auto k = findKeyShape(*value))
            return KeyFinding {name, *k};
    for (const auto &[stage, text] : c.prompts) {
        if (auto k = findKeyShape(stage))
            return KeyFinding {"prompts", *k};
        if (auto k = findKeyShape(text))
            return KeyFinding {"prompts." + stage, *k};
    }
    return std::nullopt;
}

std::string keyRefusal(const std::string &who, const KeyFinding &f)
{
    return who + ": the field '" + f.field + "' holds what looks like " + f.kind
        + "; keys are never stored in a project: put the key in the environment variable named by 'api_key_env' "
          "(e.g. OPENAI_API_KEY) or in the OS keychain (secret-tool store service raterlab variable NAME)";
}

std::string idKeyRefusal(const std::string &what, const std::string &kind)
{
    return what + " holds what looks like " + kind
        + " (not repeated here); an id is stored in the project and shown in exports, and a key never is: "
          "give the row another id, and keep keys in environment variables or the OS keychain";
}

std::optional<std::string> keyInId(std::string_view id, const std::string &what)
{
    if (const auto kind = findKeyShape(id))
        return idKeyRefusal(what, *kind);
    return std::nullopt;
}

} // namespace rl::study

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/textutil.h"

#include <algorithm>

#include <chrono>
#include <cstdio>
#include <ctime>

namespace rl::inference {

std::string base64Encode(std::span<const std::uint8_t> bytes)
{
    static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    std::size_t i = 0;
    for (; i + 2 < bytes.size(); i += 3) {
        const std::uint32_t v = (std::uint32_t(bytes[i]) << 16) | (std::uint32_t(bytes[i + 1]) << 8) | bytes[i + 2];
        out += kAlphabet[(v >> 18) & 63];
        out += kAlphabet[(v >> 12) & 63];
        out += kAlphabet[(v >> 6) & 63];
        out += kAlphabet[v & 63];
    }
    if (i < bytes.size()) {
        std::uint32_t v = std::uint32_t(bytes[i]) << 16;
        const bool two = i + 1 < bytes.size();
        if (two)
            v |= std::uint32_t(bytes[i + 1]) << 8;
        out += kAlphabet[(v >> 18) & 63];
        out += kAlphabet[(v >> 12) & 63];
        out += two ? kAlphabet[(v >> 6) & 63] : '=';
        out += '=';
    }
    return out;
}

std::string base64Encode(std::string_view bytes)
{
    return base64Encode(std::span(reinterpret_cast<const std::uint8_t *>(bytes.data()), bytes.size()));
}

std::string fnv1aHex(std::initializer_list<std::string_view> parts)
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (std::string_view bytes : parts)
        for (unsigned char c : bytes) {
            h ^= c;
            h *= 0x100000001b3ULL;
        }
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

std::string fnv1aHex(std::string_view bytes)
{
    return fnv1aHex({bytes});
}

namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

int hexByte(std::string_view t, std::size_t at)
{
    if (at + 2 > t.size() || hexValue(t[at]) < 0 || hexValue(t[at + 1]) < 0)
        return -1;
    return hexValue(t[at]) * 16 + hexValue(t[at + 1]);
}

/// One character of `t` at `i` with its escapes undone, and where the escape ends: a run of
/// backslashes before u+4 hex digits (an ASCII code point) or '/', a %XX (%25XX ...) of an ASCII byte.
/// Anything else is itself.
std::pair<char, std::size_t> decodedAt(std::string_view t, std::size_t i)
{
    if (t[i] == '\\') {
        std::size_t k = i;
        while (k < t.size() && t[k] == '\\')
            ++k;
        if (k < t.size() && t[k] == '/')
            return {'/', k + 1};
        if (k + 5 <= t.size() && t[k] == 'u' && hexByte(t, k + 1) == 0) {
            const int v = hexByte(t, k + 3);
            if (v >= 0 && v < 0x80)
                return {static_cast<char>(v), k + 5};
        }
    } else if (t[i] == '%') {
        std::size_t k = i;
        int v = hexByte(t, k + 1);
        while (v == '%' && hexByte(t, k + 3) >= 0) {
            k += 2;
            v = hexByte(t, k + 1);
        }
        if (v >= 0 && v < 0x80)
            return {static_cast<char>(v), k + 3};
    }
    return {t[i], i + 1};
}

/// The base64 forms of `secret` inside longer base64 texts: for each alignment, the characters
/// that depend on the secret's bytes only (standard and URL-safe alphabets).
std::vector<std::string> base64Forms(std::string_view secret)
{
    std::vector<std::string> out;
    for (std::size_t k = 0; k < 3; ++k) {
        const std::string encoded = base64Encode(std::string(k, '\0') + std::string(secret));
        std::size_t first = std::string::npos, last = 0;
        for (std::size_t c = 0; c < encoded.size(); ++c) {
            const std::size_t g = c / 4, j = c % 4;
            const std::size_t b0 = 3 * g + 6 * j / 8, b1 = 3 * g + (6 * j + 5) / 8;
            if (b0 >= k && b1 < k + secret.size() && encoded[c] != '=') {
                first = std::min(first, c);
                last = c;
            }
        }
        if (first == std::string::npos)
            continue;
        std::string run = encoded.substr(first, last - first + 1);
        std::string urlSafe = run;
        std::replace(urlSafe.begin(), urlSafe.end(), '+', '-');
        std::replace(urlSafe.begin(), urlSafe.end(), '/', '_');
        out.push_back(std::move(run));
        if (urlSafe != out.back())
            out.push_back(std::move(urlSafe));
    }
    return out;
}

} // namespace

std::string redact(std::string_view text, std::string_view secret)
{
    if (secret.size() < 4)
        return std::string(text);
    std::vector<std::string> forms {std::string(secret)};
    if (secret.size() >= 12)
        for (auto &f : base64Forms(secret))
            forms.push_back(std::move(f));
    // The text with its escapes undone, and for each decoded character where it starts in `text`.
    const bool escaped = text.find_first_of("\\%") != std::string_view::npos;
    std::string decoded;
    std::vector<std::size_t> from;
    if (escaped) {
        decoded.reserve(text.size());
        from.reserve(text.size() + 1);
        for (std::size_t i = 0; i < text.size();) {
            const auto [c, next] = decodedAt(text, i);
            decoded += c;
            from.push_back(i);
            i = next;
        }
        from.push_back(text.size());
    }
    const std::string_view view = escaped ? std::string_view(decoded) : text;
    auto source = [&](std::size_t d) { return escaped ? from[d] : d; };
    std::vector<std::pair<std::size_t, std::size_t>> spans; // [begin, end) in `text`
    for (const auto &form : forms)
        for (std::size_t hit = view.find(form); hit != std::string_view::npos; hit = view.find(form, hit + 1))
            spans.emplace_back(source(hit), source(hit + form.size()));
    if (spans.empty())
        return std::string(text);
    std::sort(spans.begin(), spans.end());
    std::string out;
    out.reserve(text.size());
    std::size_t pos = 0;
    for (const auto &[b, e] : spans) {
        if (e <= pos)
            continue;
        if (b >= pos) {
            out.append(text.substr(pos, b - pos));
            out += "[REDACTED]";
        }
        pos = e;
    }
    out.append(text.substr(pos));
    return out;
}

std::string truncateForStorage(std::string_view text, std::size_t maxBytes)
{
    if (text.size() <= maxBytes)
        return std::string(text);
    std::size_t cut = maxBytes;
    for (int back = 0; back < 3 && cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80; ++back)
        --cut;
    return std::string(text.substr(0, cut)) + "\n[... truncated " + std::to_string(text.size() - cut) + " bytes]";
}

std::string utcNow()
{
    const auto now = std::chrono::system_clock::now();
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
    const std::time_t t = std::chrono::system_clock::to_time_t(now);
    std::tm tm {};
    gmtime_r(&t, &tm);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1,
        tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(ms));
    return buf;
}

std::string shortNumber(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.15g", v);
    return buf;
}

std::vector<std::size_t> seededOrder(const std::vector<std::string> &keys, std::uint64_t seed)
{
    const std::string prefix = std::to_string(seed);
    std::vector<std::pair<std::string, std::size_t>> keyed;
    keyed.reserve(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        keyed.emplace_back(fnv1aHex({prefix, "|", keys[i]}), i);
    std::sort(keyed.begin(), keyed.end());
    std::vector<std::size_t> out;
    out.reserve(keys.size());
    for (const auto &k : keyed)
        out.push_back(k.second);
    return out;
}

} // namespace rl::inference

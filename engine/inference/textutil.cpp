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

std::string redact(std::string_view text, std::string_view secret)
{
    if (secret.size() < 4)
        return std::string(text);
    std::string out;
    out.reserve(text.size());
    std::size_t pos = 0;
    while (true) {
        const std::size_t hit = text.find(secret, pos);
        if (hit == std::string_view::npos)
            break;
        out.append(text.substr(pos, hit - pos));
        out += "[REDACTED]";
        pos = hit + secret.size();
    }
    out.append(text.substr(pos));
    return out;
}

std::string truncateForStorage(std::string_view text, std::size_t maxBytes)
{
    if (text.size() <= maxBytes)
        return std::string(text);
    return std::string(text.substr(0, maxBytes)) + "\n[... truncated " + std::to_string(text.size() - maxBytes)
        + " bytes]";
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

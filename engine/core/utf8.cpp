// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/utf8.h"

#include <cstdio>

namespace rl {

namespace {

std::string hexByte(unsigned char c)
{
    char buf[8];
    std::snprintf(buf, sizeof buf, "%02X", c);
    return buf;
}

std::string codePoint(char32_t cp)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
    return buf;
}

/// Length of the valid sequence at s[i] (>= 1), or 0 with `why` set.
std::size_t sequenceAt(std::string_view s, std::size_t i, std::string *why)
{
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80)
        return 1;
    std::size_t n = 0;
    char32_t cp = 0;
    if (c >= 0xC0 && c <= 0xDF) {
        n = 2;
        cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF7) {
        n = 4;
        cp = c & 0x07;
    } else {
        if (why)
            *why = c < 0xC0 ? "a continuation byte 0x" + hexByte(c) + " without a lead byte"
                            : "byte 0x" + hexByte(c) + " never occurs in UTF-8";
        return 0;
    }
    for (std::size_t k = 1; k < n; ++k) {
        if (i + k >= s.size() || (static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) {
            if (why)
                *why = "a " + std::to_string(n) + "-byte sequence starting with 0x" + hexByte(c) + " is cut short";
            return 0;
        }
        cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    }
    const char32_t minimum = n == 2 ? 0x80 : n == 3 ? 0x800 : 0x10000;
    if (cp < minimum) {
        if (why)
            *why = "an overlong (" + std::to_string(n) + "-byte) encoding of " + codePoint(cp);
        return 0;
    }
    if (cp >= 0xD800 && cp <= 0xDFFF) {
        if (why)
            *why = "a UTF-16 surrogate " + codePoint(cp) + " encoded in UTF-8";
        return 0;
    }
    if (cp > 0x10FFFF) {
        if (why)
            *why = "code point " + codePoint(cp) + " is above U+10FFFF";
        return 0;
    }
    return n;
}

} // namespace

std::optional<Utf8Problem> findInvalidUtf8(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        // ASCII fast path: eight bytes at a time would be faster still, but this is not the bottleneck.
        if (static_cast<unsigned char>(text[i]) < 0x80) {
            ++i;
            continue;
        }
        std::string why;
        const std::size_t n = sequenceAt(text, i, &why);
        if (n == 0)
            return Utf8Problem {i, why};
        i += n;
    }
    return std::nullopt;
}

TextPosition textPosition(std::string_view text, std::size_t offset)
{
    if (offset > text.size())
        offset = text.size();
    TextPosition p;
    for (std::size_t i = 0; i < offset;) {
        if (text[i] == '\n') {
            ++p.line;
            p.column = 1;
            ++i;
            continue;
        }
        const std::size_t n = sequenceAt(text, i, nullptr);
        i += n == 0 ? 1 : n;
        ++p.column;
    }
    return p;
}

std::string positionString(std::string_view text, std::size_t offset)
{
    const TextPosition p = textPosition(text, offset);
    return std::to_string(p.line) + ":" + std::to_string(p.column);
}

std::string excerpt(std::string_view value, std::size_t maxChars)
{
    std::string out;
    std::size_t chars = 0;
    std::size_t i = 0;
    while (i < value.size() && chars < maxChars) {
        const auto c = static_cast<unsigned char>(value[i]);
        if (c == '\n')
            out += "\\n";
        else if (c == '\t')
            out += "\\t";
        else if (c < 0x20 || c == 0x7F)
            out += "\\x" + hexByte(c);
        if (c < 0x20 || c == 0x7F) {
            ++i;
            ++chars;
            continue;
        }
        const std::size_t n = sequenceAt(value, i, nullptr);
        if (n == 0) {
            out += "\\x" + hexByte(c);
            ++i;
        } else {
            out.append(value.substr(i, n));
            i += n;
        }
        ++chars;
    }
    if (i < value.size())
        out += "… (" + std::to_string(value.size()) + " bytes)";
    return out;
}

std::string clipQuoted(std::string_view message, std::size_t maxChars, std::size_t maxMessageChars)
{
    std::string out;
    std::size_t i = 0;
    while (i < message.size()) {
        const std::size_t open = message.find('\'', i);
        if (open == std::string_view::npos) {
            out.append(message.substr(i));
            break;
        }
        const std::size_t close = message.find('\'', open + 1);
        if (close == std::string_view::npos) {
            out.append(message.substr(i));
            break;
        }
        out.append(message.substr(i, open + 1 - i));
        const std::string_view value = message.substr(open + 1, close - open - 1);
        out += value.size() > maxChars ? excerpt(value, maxChars) : std::string(value);
        out += '\'';
        i = close + 1;
    }
    if (out.size() > maxMessageChars || !isValidUtf8(out))
        return excerpt(out, maxMessageChars);
    return out;
}

} // namespace rl

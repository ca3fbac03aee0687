// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/storedtext.h"

#include "engine/core/utf8.h"
#include "engine/inference/textutil.h"

namespace rl::inference {

namespace {

void appendEscaped(std::string &out, std::string_view valid)
{
    for (char c : valid) {
        if (c == '\\')
            out += '\\';
        out += c;
    }
}

} // namespace

std::string storableText(std::string_view bytes)
{
    if (isValidUtf8(bytes) && !bytes.starts_with(kEscapedBytesMark))
        return std::string(bytes);
    std::string out(kEscapedBytesMark);
    out.reserve(kEscapedBytesMark.size() + bytes.size() + bytes.size() / 8);
    static constexpr char kHex[] = "0123456789abcdef";
    while (!bytes.empty()) {
        const auto bad = findInvalidUtf8(bytes);
        const std::size_t good = bad ? bad->offset : bytes.size();
        appendEscaped(out, bytes.substr(0, good));
        if (!bad)
            break;
        const auto b = static_cast<unsigned char>(bytes[good]);
        out += "\\x";
        out += kHex[b >> 4];
        out += kHex[b & 15];
        bytes.remove_prefix(good + 1);
    }
    return out;
}

std::string storedBytes(std::string_view stored)
{
    if (!stored.starts_with(kEscapedBytesMark))
        return std::string(stored);
    stored.remove_prefix(kEscapedBytesMark.size());
    std::string out;
    out.reserve(stored.size());
    auto hex = [](char c) { return c >= 'a' ? c - 'a' + 10 : c - '0'; };
    for (std::size_t i = 0; i < stored.size(); ++i) {
        if (stored[i] != '\\' || i + 1 >= stored.size()) {
            out += stored[i];
        } else if (stored[i + 1] == 'x' && i + 3 < stored.size()) {
            out += static_cast<char>(hex(stored[i + 2]) * 16 + hex(stored[i + 3]));
            i += 3;
        } else {
            out += stored[i + 1];
            ++i;
        }
    }
    return out;
}

std::string journalText(std::string_view text, std::string_view secret)
{
    return storableText(secret.empty() ? std::string(text) : redact(text, secret));
}

} // namespace rl::inference

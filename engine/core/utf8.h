// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

/// Strict UTF-8 (RFC 3629, Unicode 15 §3.9 table 3-7) and positions in text for messages.
/// "Strict" refuses what lenient decoders let through and what later aborts a JSON writer:
/// overlong forms (C0 80, E0 80 80), UTF-16 surrogates (ED A0 80 .. ED BF BF), code points above
/// U+10FFFF (F4 90 80 80, F5..FF), stray continuation bytes and sequences cut short.
namespace rl {

/// The first offence in a text: its byte offset and a sentence ("an overlong encoding of U+002F").
struct Utf8Problem {
    std::size_t offset = 0;
    std::string reason;
};

/// Empty when `text` is valid UTF-8.
std::optional<Utf8Problem> findInvalidUtf8(std::string_view text);
inline bool isValidUtf8(std::string_view text) { return !findInvalidUtf8(text); }

/// 1-based line and column of a byte offset; the column counts code points (a spreadsheet's or
/// an editor's column), invalid bytes count one each. An offset past the end is clamped.
struct TextPosition {
    int line = 1;
    int column = 1;
};
TextPosition textPosition(std::string_view text, std::size_t offset);
/// "line:column".
std::string positionString(std::string_view text, std::size_t offset);

/// A value as quoted in a message: at most `maxChars` code points, cut at a character boundary,
/// "…" and the full size appended when cut; invalid UTF-8 bytes shown as \xHH so that the message
/// itself is valid UTF-8. Control characters are shown as \n, \t or \xHH.
std::string excerpt(std::string_view value, std::size_t maxChars = 80);

/// A message whose every '…'-quoted value is cut to excerpt(value, maxChars), and whose whole length
/// is then bounded (excerpt(message, maxMessageChars)): the one place an error that echoes input
/// values keeps a 10 MB field out of a terminal or a log.
std::string clipQuoted(std::string_view message, std::size_t maxChars = 80, std::size_t maxMessageChars = 400);

} // namespace rl

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

/// What the journal stores of the bytes a server sent: every TEXT column of a project holds strict
/// UTF-8 (engine/storage/valuecheck.h refuses a file that does not), while a server may send
/// anything (a proxy's latin-1 error page, binary garbage). storableText() keeps valid UTF-8 as it
/// is and writes anything else in an escaped form that is valid UTF-8 and loses nothing:
///
///     kEscapedBytesMark, then the bytes, each valid UTF-8 sequence as it is except '\' as "\\",
///     each byte of an invalid one as "\xHH" (two lower-case hex digits).
///
/// A valid text that itself begins with the mark is escaped too, so storedBytes() — which undoes
/// the escaping of a text beginning with the mark and returns any other text unchanged — gives back
/// exactly the bytes received.
namespace rl::inference {

inline constexpr std::string_view kEscapedBytesMark = "[raterlab: not UTF-8, bytes escaped as \\xHH]\n";

/// `bytes` as stored (see above).
std::string storableText(std::string_view bytes);

/// The bytes a stored text stands for (the inverse of storableText()).
std::string storedBytes(std::string_view stored);

/// The journal's rule for every text it writes: the key redacted in any escaping (textutil.h's
/// redact()), then storableText(). `secret` may be empty (nothing to redact).
std::string journalText(std::string_view text, std::string_view secret);

} // namespace rl::inference

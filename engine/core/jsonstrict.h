// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <cstddef>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

/// The one entry point for JSON that a user or a project file supplies (conditions.json, the
/// config_json and levels_json columns of a project). It refuses, with "source:line:column: reason",
/// what nlohmann::json::parse would either accept silently or turn into an exception that crosses
/// our API: a number outside the range of a double (1e400), a key that occurs twice in one object
/// (the last one silently won), nesting deeper than JsonLimits::maxDepth (10^5 levels overflowed the
/// stack), invalid UTF-8 and every syntax error. Columns count code points (utf8.h). Nothing throws.
namespace rl {

struct JsonLimits {
    int maxDepth = 64; ///< objects and arrays inside each other; the outermost value is depth 1
};

/// Where the values of a document start: JSON pointer ("/0/samples", "" for the root) to the byte
/// offset of the member's key (object members) or of the value itself (array elements, the root).
/// Lets a caller that checks a field's type or range after parsing still name its line and column.
using JsonOffsets = std::map<std::string, std::size_t>;

/// Parse one JSON document strictly; `offsets`, when given, is filled for every value.
/// Instantiated for nlohmann::json and nlohmann::ordered_json.
template <typename Json>
Result<Json> parseJsonStrict(std::string_view text, const std::string &source, JsonOffsets *offsets = nullptr,
                             const JsonLimits &limits = {});

/// A document that is one object or a list of objects (conditions.json, --dimensions FILE.json), held
/// as a list either way; a lone object keeps the root's pointers ("" rather than "/0").
struct JsonObjectList {
    nlohmann::ordered_json items = nlohmann::ordered_json::array();
    bool single = false; ///< the document was one object, not a list
    /// The JSON pointer of items[i]: "" for a lone object, "/i" in a list.
    std::string pointer(std::size_t i) const { return single ? std::string() : "/" + std::to_string(i); }
};

/// parseJsonStrict (ordered, filling `offsets`) of a list of `noun` objects or of one such object;
/// any other document is an Error{code, "source:1:1: expected a list of NOUN objects"}. The elements
/// are not checked: each caller names its own "NOUN i is not an object".
Result<JsonObjectList> parseJsonObjectList(std::string_view text, const std::string &source, JsonOffsets &offsets,
                                           const std::string &noun, ErrorCode code);

/// "source:line:column" of an offset found in `offsets` (or of the document start when the pointer is
/// absent), for messages about a value that parsed but is out of its field's domain.
std::string jsonWhere(std::string_view text, const std::string &source, const JsonOffsets &offsets,
                      const std::string &pointer);

/// A JSON pointer's member step ("/" + key with ~ and / escaped, RFC 6901).
std::string jsonPointerStep(std::string_view key);

} // namespace rl

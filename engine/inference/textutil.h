// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

/// Small text helpers of the inference module: base64 (RFC 4648, with padding), FNV-1a hashes
/// as hex, secret redaction and UTC timestamps.
namespace rl::inference {

std::string base64Encode(std::span<const std::uint8_t> bytes);
std::string base64Encode(std::string_view bytes);

/// 64-bit FNV-1a (Fowler–Noll–Vo, offset basis 0xcbf29ce484222325, prime 0x100000001b3) of the
/// bytes, as 16 lower-case hex digits. Used for template hashes and request-body hashes: cheap,
/// stable across platforms, not a security hash.
std::string fnv1aHex(std::string_view bytes);
/// The same hash of the concatenated parts (no concatenated copy is made).
std::string fnv1aHex(std::initializer_list<std::string_view> parts);

/// The positions of `keys` in the order of fnv1aHex(decimal seed, key) (ties: position): a
/// deterministic shuffle that depends on the seed and on each key alone, not on the other keys,
/// so adding a key never reorders the rest (the questions of a StereoTales harm-rating job).
std::vector<std::size_t> seededOrder(const std::vector<std::string> &keys, std::uint64_t seed);

/// `text` with every occurrence of `secret` replaced by "[REDACTED]", in any of the escapings a server
/// may echo it in: raw; JSON-escaped (any character as \uXXXX in either case, '/' as \/, with the
/// backslashes doubled any number of times for JSON inside JSON); URL-encoded (%XX in either case,
/// %25XX for twice-encoded), mixed within one occurrence; and base64 (standard and URL-safe
/// alphabet, at each of the three alignments in a longer base64 text: the characters that depend
/// on the secret's bytes alone; secrets of 12 bytes and more). An empty or very short secret
/// (< 4 bytes) is left alone (it would redact ordinary text).
std::string redact(std::string_view text, std::string_view secret);

/// Keep the first `maxBytes` bytes of a text meant for storage, with a marker when cut. A cut
/// never splits a UTF-8 sequence (it moves back to the sequence's first byte).
std::string truncateForStorage(std::string_view text, std::size_t maxBytes = 256 * 1024);

/// A scale end as people write it ("1", "0.5", "-3", "100"): %.15g, for prompts and parse errors.
std::string shortNumber(double v);

/// Current UTC time as ISO 8601 with milliseconds ("2026-01-31T12:00:00.123Z").
std::string utcNow();

} // namespace rl::inference

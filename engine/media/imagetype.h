// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

/// What kind of image a byte string is, decided from its first bytes (never from a file name).
namespace rl::media {

enum class ImageType { Unknown, Png, Jpeg, Webp, Gif, Svg };

/// The type by magic bytes: PNG `\x89PNG\r\n\x1a\n`, JPEG `FF D8 FF`, WebP `RIFF....WEBP`, GIF
/// `GIF87a`/`GIF89a`; SVG when, after an optional UTF-8 BOM, white space, an XML declaration,
/// comments and a DOCTYPE, the first element is `<svg` (also `<svg:svg` / any `prefix:svg`).
/// Unknown for anything else (empty input included).
ImageType sniffImageType(std::span<const std::uint8_t> bytes);

/// "image/png", "image/jpeg", "image/webp", "image/gif", "image/svg+xml"; "" for Unknown.
std::string_view mimeType(ImageType type);

} // namespace rl::media

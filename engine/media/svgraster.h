// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

/// SVG to PNG for the vision APIs, which take PNG, JPEG, WebP and GIF but not SVG (the synthetic
/// demo's faces are SVG documents). The one rasterizer of the program: the CLI's and the GUI's
/// inference runs use it through convertForModels (inference::RunOptions::imageConverter).
///
/// Safety: the document is parsed by librsvg from memory with no base file or URL, so it can load
/// nothing — librsvg resolves an href (`<image>`, `<use>`, `xi:include`, CSS `@import`) only against
/// a base, except `data:` URLs, which carry their bytes inline. `file:///etc/passwd`, `../x.png` and
/// `http://…` references are ignored and render as if absent. librsvg's default limits stay on
/// (no RSVG_HANDLE_FLAG_UNLIMITED): libxml2's nesting depth (256) and librsvg's element caps, so a
/// hostile document is refused with Error{Parse} instead of exhausting the stack or memory. The
/// output size is bounded by `maxSidePx` whatever the document declares. Thread-safe (no shared
/// state; one librsvg handle per call).
namespace rl::media {

inline constexpr int kMaxRasterSide = 8192; ///< the largest maxSidePx accepted

/// An encoded raster image.
struct Raster {
    std::string mime = "image/png";  ///< always image/png
    std::vector<std::uint8_t> bytes; ///< the PNG file: 8-bit RGB, no alpha channel
    int width = 0;                   ///< pixels
    int height = 0;                  ///< pixels
};

/// Rasterise an SVG document to a PNG whose size is the document's natural size (width/height,
/// else the viewBox size) scaled, aspect ratio kept, so that it fits a maxSidePx × maxSidePx square
/// — enlarged as well as reduced; each side at least 1 px (integer arithmetic of QSize::scaled, so
/// the sizes match the Qt converter this replaces). A document without a natural size fills the
/// square. The background is opaque white (a transparent background reads as black to some models).
/// Errors: Validation (maxSidePx outside 1..kMaxRasterSide), Parse (not an SVG document, malformed
/// XML, over librsvg's limits, or rendering failed), Io (the PNG could not be encoded).
Result<Raster> rasterizeSvg(std::span<const std::uint8_t> svg, int maxSidePx);

/// The shape of inference::RunOptions::imageConverter: an image/svg+xml payload becomes the PNG of
/// rasterizeSvg(bytes, edge) (mime and bytes replaced); any other type passes unchanged. False when
/// the SVG cannot be rasterised (mime and bytes then unchanged).
bool convertForModels(std::string &mime, std::vector<std::uint8_t> &bytes, int edge = 768);

} // namespace rl::media

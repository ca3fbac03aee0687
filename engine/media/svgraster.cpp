// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/media/svgraster.h"

#include <cairo.h>
#include <librsvg/rsvg.h>

#include <zlib.h>

#include <array>
#include <cmath>
#include <cstring>
#include <memory>

namespace rl::media {

namespace {

struct HandleDeleter {
    void operator()(RsvgHandle *h) const { g_object_unref(h); }
};
struct SurfaceDeleter {
    void operator()(cairo_surface_t *s) const { cairo_surface_destroy(s); }
};
struct ContextDeleter {
    void operator()(cairo_t *c) const { cairo_destroy(c); }
};

std::string takeMessage(GError *error, const char *fallback)
{
    std::string out = error && error->message ? error->message : fallback;
    if (error)
        g_error_free(error);
    return out;
}

/// The document's natural size in pixels (width/height, else the viewBox); {0, 0} when it has none
/// or it is not a finite positive size.
void naturalSize(RsvgHandle *handle, double &w, double &h)
{
    w = h = 0;
    if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h)) {
        gboolean hasWidth = FALSE, hasHeight = FALSE, hasViewBox = FALSE;
        RsvgLength width {}, height {};
        RsvgRectangle viewBox {};
        rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &width, &hasHeight, &height, &hasViewBox, &viewBox);
        w = hasViewBox ? viewBox.width : 0;
        h = hasViewBox ? viewBox.height : 0;
    }
    if (!std::isfinite(w) || !std::isfinite(h) || w < 1 || h < 1)
        w = h = 0;
}

/// QSize(natural).scaled(QSize(side, side), Qt::KeepAspectRatio).expandedTo(QSize(1, 1)) on the
/// rounded natural size; the square when there is no natural size.
void fittedSize(double naturalW, double naturalH, int side, int &w, int &h)
{
    // Qt's defaultSize() is an integer size; clamp before rounding so absurd sizes stay in range.
    const double kHuge = 1e9;
    const auto nw = static_cast<std::int64_t>(std::lround(std::min(naturalW, kHuge)));
    const auto nh = static_cast<std::int64_t>(std::lround(std::min(naturalH, kHuge)));
    if (nw <= 0 || nh <= 0) {
        w = h = side;
        return;
    }
    const std::int64_t rw = std::int64_t(side) * nw / nh;
    if (rw <= side) {
        w = static_cast<int>(rw);
        h = side;
    } else {
        w = side;
        h = static_cast<int>(std::int64_t(side) * nh / nw);
    }
    w = std::max(w, 1);
    h = std::max(h, 1);
}

void putU32(std::vector<std::uint8_t> &out, std::uint32_t v)
{
    for (int shift = 24; shift >= 0; shift -= 8)
        out.push_back(static_cast<std::uint8_t>(v >> shift));
}

void putChunk(std::vector<std::uint8_t> &out, const char type[4], const std::uint8_t *data, std::size_t length)
{
    putU32(out, static_cast<std::uint32_t>(length));
    const std::size_t at = out.size();
    out.insert(out.end(), type, type + 4);
    out.insert(out.end(), data, data + length);
    putU32(out, static_cast<std::uint32_t>(crc32(0, out.data() + at, static_cast<uInt>(length + 4))));
}

/// An 8-bit truecolour PNG of a cairo RGB24 surface (PNG spec: IHDR, one IDAT, IEND), written for
/// speed: the Sub filter on every row and zlib level 1. A model reads the same pixels as from
/// cairo's own writer (adaptive filters, level 6), which took ~3x longer on the demo's 768 px faces
/// — the bulk of converting 1,440 stimuli for a run. Returns false when zlib fails.
bool encodePng(cairo_surface_t *surface, int width, int height, std::vector<std::uint8_t> &out)
{
    const unsigned char *pixels = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    const std::size_t rowBytes = 1 + 3 * static_cast<std::size_t>(width);
    std::vector<std::uint8_t> raw(rowBytes * static_cast<std::size_t>(height));
    for (int y = 0; y < height; ++y) {
        const auto *src = reinterpret_cast<const std::uint32_t *>(pixels + static_cast<std::ptrdiff_t>(y) * stride);
        std::uint8_t *row = raw.data() + rowBytes * static_cast<std::size_t>(y);
        row[0] = 1; // Sub: each byte minus the byte of the pixel to its left
        std::uint8_t prev[3] = {0, 0, 0};
        for (int x = 0; x < width; ++x) {
            const std::uint32_t px = src[x]; // CAIRO_FORMAT_RGB24: 0xXXRRGGBB in native order
            const std::uint8_t rgb[3] = {static_cast<std::uint8_t>(px >> 16), static_cast<std::uint8_t>(px >> 8),
                static_cast<std::uint8_t>(px)};
            for (int c = 0; c < 3; ++c) {
                row[1 + 3 * x + c] = static_cast<std::uint8_t>(rgb[c] - prev[c]);
                prev[c] = rgb[c];
            }
        }
    }
    uLongf packedSize = compressBound(static_cast<uLong>(raw.size()));
    std::vector<std::uint8_t> packed(packedSize);
    if (compress2(packed.data(), &packedSize, raw.data(), static_cast<uLong>(raw.size()), 1) != Z_OK)
        return false;
    static constexpr std::array<std::uint8_t, 8> kSignature {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    out.assign(kSignature.begin(), kSignature.end());
    std::vector<std::uint8_t> ihdr;
    putU32(ihdr, static_cast<std::uint32_t>(width));
    putU32(ihdr, static_cast<std::uint32_t>(height));
    for (std::uint8_t b : {8, 2, 0, 0, 0}) // 8 bits, truecolour, deflate, adaptive filtering, no interlace
        ihdr.push_back(b);
    putChunk(out, "IHDR", ihdr.data(), ihdr.size());
    putChunk(out, "IDAT", packed.data(), packedSize);
    putChunk(out, "IEND", nullptr, 0);
    return true;
}

} // namespace

Result<Raster> rasterizeSvg(std::span<const std::uint8_t> svg, int maxSidePx)
{
    if (maxSidePx < 1 || maxSidePx > kMaxRasterSide)
        return Error{ErrorCode::Validation,
                     "raster size " + std::to_string(maxSidePx) + " is outside 1.." + std::to_string(kMaxRasterSide)};
    if (svg.empty())
        return Error{ErrorCode::Parse, "the SVG document is empty"};
    GError *error = nullptr;
    // From memory, no base file: librsvg then refuses every reference but data: URLs.
    std::unique_ptr<RsvgHandle, HandleDeleter> handle(
        rsvg_handle_new_from_data(reinterpret_cast<const guint8 *>(svg.data()), svg.size(), &error));
    if (!handle)
        return Error{ErrorCode::Parse, "the SVG document could not be parsed: " + takeMessage(error, "unknown error")};
    rsvg_handle_set_dpi(handle.get(), 96.0);

    double naturalW = 0, naturalH = 0;
    naturalSize(handle.get(), naturalW, naturalH);
    Raster out;
    fittedSize(naturalW, naturalH, maxSidePx, out.width, out.height);

    std::unique_ptr<cairo_surface_t, SurfaceDeleter> surface(
        cairo_image_surface_create(CAIRO_FORMAT_RGB24, out.width, out.height));
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
        return Error{ErrorCode::Io, std::string("cairo: ") + cairo_status_to_string(cairo_surface_status(surface.get()))};
    {
        std::unique_ptr<cairo_t, ContextDeleter> cr(cairo_create(surface.get()));
        cairo_set_source_rgb(cr.get(), 1.0, 1.0, 1.0);
        cairo_paint(cr.get());
        const RsvgRectangle viewport {0.0, 0.0, static_cast<double>(out.width), static_cast<double>(out.height)};
        if (!rsvg_handle_render_document(handle.get(), cr.get(), &viewport, &error))
            return Error{ErrorCode::Parse, "the SVG document could not be rendered: " + takeMessage(error, "unknown error")};
        if (cairo_status(cr.get()) != CAIRO_STATUS_SUCCESS)
            return Error{ErrorCode::Parse, std::string("cairo: ") + cairo_status_to_string(cairo_status(cr.get()))};
    }
    cairo_surface_flush(surface.get());
    if (!encodePng(surface.get(), out.width, out.height, out.bytes))
        return Error{ErrorCode::Io, "the PNG could not be encoded"};
    return out;
}

bool convertForModels(std::string &mime, std::vector<std::uint8_t> &bytes, int edge)
{
    if (mime != "image/svg+xml")
        return true;
    auto raster = rasterizeSvg(bytes, edge);
    if (!raster)
        return false;
    bytes = std::move(raster->bytes);
    mime = std::move(raster->mime);
    return true;
}

} // namespace rl::media

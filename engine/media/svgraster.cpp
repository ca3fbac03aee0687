// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/media/svgraster.h"

#include <cairo.h>
#include <librsvg/rsvg.h>

#include <cmath>
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

cairo_status_t appendPng(void *closure, const unsigned char *data, unsigned int length)
{
    auto *out = static_cast<std::vector<std::uint8_t> *>(closure);
    out->insert(out->end(), data, data + length);
    return CAIRO_STATUS_SUCCESS;
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
    if (cairo_surface_write_to_png_stream(surface.get(), appendPng, &out.bytes) != CAIRO_STATUS_SUCCESS || out.bytes.empty())
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

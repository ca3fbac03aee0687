// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The engine's SVG rasterizer (librsvg): the size and background rules of the Qt converter it
// replaced, the demo's faces, hostile documents refused cleanly, and no file read through a reference.
#include "engine/demo/demo.h"
#include "engine/media/imagetype.h"
#include "engine/media/svgraster.h"
#include "tests/common/testutil.h"

#include <QtTest>

#include <cairo.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace rl;

namespace {

std::vector<std::uint8_t> bytesOf(const std::string &s) { return {s.begin(), s.end()}; }

/// A decoded PNG (through cairo, not through the code under test's encoder settings).
struct Decoded {
    int width = 0;
    int height = 0;
    cairo_format_t format = CAIRO_FORMAT_INVALID;
    std::vector<std::uint32_t> pixels; ///< 0xAARRGGBB (alpha undefined for RGB24)
    std::uint32_t rgb(int x, int y) const { return pixels[static_cast<std::size_t>(y * width + x)] & 0xFFFFFFu; }
};

struct Reader {
    const std::vector<std::uint8_t> *bytes;
    std::size_t at = 0;
};

cairo_status_t readChunk(void *closure, unsigned char *data, unsigned int length)
{
    auto *r = static_cast<Reader *>(closure);
    if (r->at + length > r->bytes->size())
        return CAIRO_STATUS_READ_ERROR;
    std::memcpy(data, r->bytes->data() + r->at, length);
    r->at += length;
    return CAIRO_STATUS_SUCCESS;
}

Decoded decodePng(const std::vector<std::uint8_t> &png)
{
    Reader reader {&png};
    cairo_surface_t *s = cairo_image_surface_create_from_png_stream(readChunk, &reader);
    Decoded d;
    if (cairo_surface_status(s) == CAIRO_STATUS_SUCCESS) {
        d.width = cairo_image_surface_get_width(s);
        d.height = cairo_image_surface_get_height(s);
        d.format = cairo_image_surface_get_format(s);
        const int stride = cairo_image_surface_get_stride(s);
        const unsigned char *data = cairo_image_surface_get_data(s);
        for (int y = 0; y < d.height; ++y)
            for (int x = 0; x < d.width; ++x)
                d.pixels.push_back(reinterpret_cast<const std::uint32_t *>(data + y * stride)[x]);
    }
    cairo_surface_destroy(s);
    return d;
}

/// A 40×40 solid red PNG, written by cairo: what a leaked file reference would paint.
std::vector<std::uint8_t> redPng()
{
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 40, 40);
    cairo_t *cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 0, 0);
    cairo_paint(cr);
    cairo_destroy(cr);
    std::vector<std::uint8_t> out;
    cairo_surface_write_to_png_stream(
        s,
        [](void *closure, const unsigned char *data, unsigned int length) {
            auto *v = static_cast<std::vector<std::uint8_t> *>(closure);
            v->insert(v->end(), data, data + length);
            return CAIRO_STATUS_SUCCESS;
        },
        &out);
    cairo_surface_destroy(s);
    return out;
}

std::string page(const std::string &body)
{
    return "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' "
           "xmlns:xi='http://www.w3.org/2001/XInclude' width='100' height='100'>"
           "<rect x='0' y='0' width='20' height='20' fill='#0000ff'/>"
        + body + "</svg>";
}

} // namespace

class TestSvgRaster : public QObject {
    Q_OBJECT
private slots:
    void sniffsByMagicBytes_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("type");
        QTest::newRow("png") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << int(media::ImageType::Png);
        QTest::newRow("jpeg") << QByteArray("\xFF\xD8\xFF\xE0\0\x10JFIF", 10) << int(media::ImageType::Jpeg);
        QTest::newRow("webp") << QByteArray("RIFF\x24\0\0\0WEBPVP8 ", 16) << int(media::ImageType::Webp);
        QTest::newRow("riff-not-webp") << QByteArray("RIFF\x24\0\0\0WAVEfmt ", 16) << int(media::ImageType::Unknown);
        QTest::newRow("gif87") << QByteArray("GIF87a\x01\0") << int(media::ImageType::Gif);
        QTest::newRow("gif89") << QByteArray("GIF89a\x01\0") << int(media::ImageType::Gif);
        QTest::newRow("svg") << QByteArray("<svg xmlns='http://www.w3.org/2000/svg'/>") << int(media::ImageType::Svg);
        QTest::newRow("svg-prolog")
            << QByteArray("\xEF\xBB\xBF<?xml version='1.0'?>\n<!-- a face -->\n<!DOCTYPE svg>\n<svg width='1'/>")
            << int(media::ImageType::Svg);
        QTest::newRow("svg-prefixed") << QByteArray("<svg:svg xmlns:svg='http://www.w3.org/2000/svg'/>")
                                      << int(media::ImageType::Svg);
        QTest::newRow("html") << QByteArray("<html><svg/></html>") << int(media::ImageType::Unknown);
        QTest::newRow("svgz-name-only") << QByteArray("<svgfoo/>") << int(media::ImageType::Unknown);
        QTest::newRow("text") << QByteArray("valence,arousal\n") << int(media::ImageType::Unknown);
        QTest::newRow("empty") << QByteArray() << int(media::ImageType::Unknown);
        QTest::newRow("short-png") << QByteArray("\x89PN") << int(media::ImageType::Unknown);
    }
    void sniffsByMagicBytes()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, type);
        const std::span<const std::uint8_t> span(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                                                 static_cast<std::size_t>(bytes.size()));
        QCOMPARE(int(media::sniffImageType(span)), type);
    }

    void sizeFollowsTheNaturalAspect_data()
    {
        QTest::addColumn<QString>("attributes");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        // QSize(w, h).scaled(QSize(side, side), Qt::KeepAspectRatio), enlarged too (the Qt converter's rule)
        QTest::newRow("landscape") << "width='200' height='100'" << 400 << 400 << 200;
        QTest::newRow("portrait") << "width='100' height='200'" << 768 << 384 << 768;
        QTest::newRow("enlarged") << "width='10' height='10'" << 64 << 64 << 64;
        QTest::newRow("truncated") << "width='300' height='200'" << 100 << 100 << 66; // 100*200/300 truncates
        QTest::newRow("viewBox-only") << "viewBox='0 0 30 10'" << 300 << 300 << 100;
        QTest::newRow("no-size") << "" << 768 << 768 << 768;
        QTest::newRow("sliver") << "width='100000' height='1'" << 768 << 768 << 1; // at least one pixel
    }
    void sizeFollowsTheNaturalAspect()
    {
        QFETCH(QString, attributes);
        QFETCH(int, side);
        QFETCH(int, width);
        QFETCH(int, height);
        const std::string svg = "<svg xmlns='http://www.w3.org/2000/svg' " + attributes.toStdString()
            + "><rect width='5' height='5'/></svg>";
        auto r = media::rasterizeSvg(bytesOf(svg), side);
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        QCOMPARE(r->width, width);
        QCOMPARE(r->height, height);
        const Decoded d = decodePng(r->bytes);
        QCOMPARE(d.width, width);
        QCOMPARE(d.height, height);
    }

    void pngIsOpaqueOnWhite()
    {
        const std::string svg = "<svg xmlns='http://www.w3.org/2000/svg' width='200' height='100'>"
                                "<rect x='0' y='0' width='100' height='100' fill='#ff0000'/>"
                                "<rect x='150' y='0' width='50' height='100' fill='#00ff00' fill-opacity='0'/></svg>";
        auto r = media::rasterizeSvg(bytesOf(svg), 400);
        QVERIFY(r);
        QCOMPARE(r->mime, std::string("image/png"));
        QCOMPARE(media::sniffImageType(r->bytes), media::ImageType::Png);
        QVERIFY(r->bytes.size() > 26);
        QCOMPARE(int(r->bytes[25]), 2); // IHDR colour type 2: truecolour, no alpha channel (PNG spec 11.2.2)
        const Decoded d = decodePng(r->bytes);
        QCOMPARE(d.format, CAIRO_FORMAT_RGB24);
        QCOMPARE(d.rgb(50, 100), 0xFF0000u);
        QCOMPARE(d.rgb(250, 100), 0xFFFFFFu); // left undrawn: white
        QCOMPARE(d.rgb(350, 100), 0xFFFFFFu); // fully transparent paint: white, not black
    }

    void converterRewritesOnlySvg()
    {
        std::string mime = "image/svg+xml";
        auto bytes = bytesOf("<svg xmlns='http://www.w3.org/2000/svg' width='2' height='1'/>");
        QVERIFY(media::convertForModels(mime, bytes, 32));
        QCOMPARE(mime, std::string("image/png"));
        QCOMPARE(media::sniffImageType(bytes), media::ImageType::Png);
        QCOMPARE(decodePng(bytes).width, 32);
        std::string jpeg = "image/jpeg";
        std::vector<std::uint8_t> raw {1, 2, 3};
        QVERIFY(media::convertForModels(jpeg, raw));
        QCOMPARE(raw, (std::vector<std::uint8_t> {1, 2, 3}));
        std::string bad = "image/svg+xml";
        std::vector<std::uint8_t> garbage {'<', 's', 'v'};
        QVERIFY(!media::convertForModels(bad, garbage));
        QCOMPARE(bad, std::string("image/svg+xml")); // unchanged on failure
        QCOMPARE(garbage.size(), std::size_t(3));
    }

    void demoFacesRender()
    {
        const std::string a = demo::drawFaceSvg(0, 0, 0, 7);
        const std::string b = demo::drawFaceSvg(0, 0, 3, 7);
        auto ra = media::rasterizeSvg(bytesOf(a), 768);
        auto rb = media::rasterizeSvg(bytesOf(b), 768);
        QVERIFY2(ra, ra ? "" : ra.error().detail.c_str());
        QVERIFY(rb);
        QCOMPARE(std::max(ra->width, ra->height), 768);
        const Decoded d = decodePng(ra->bytes);
        std::size_t drawn = 0;
        for (auto p : d.pixels)
            drawn += (p & 0xFFFFFFu) != 0xFFFFFFu;
        QVERIFY2(drawn > d.pixels.size() / 10, "the face covers some of the picture");
        QVERIFY(ra->bytes != rb->bytes); // two expressions of one identity differ
    }

    void hostileDocumentsAreRefusedCleanly_data()
    {
        QTest::addColumn<QByteArray>("svg");
        QTest::addColumn<bool>("renders");
        QByteArray nested = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>";
        for (int i = 0; i < 100000; ++i)
            nested += "<g>";
        nested += "<rect width='5' height='5'/>";
        for (int i = 0; i < 100000; ++i)
            nested += "</g>";
        nested += "</svg>";
        QTest::newRow("nested-1e5-groups") << nested << false;
        QTest::newRow("malformed") << QByteArray("<svg xmlns='http://www.w3.org/2000/svg'><rect></svg>") << false;
        QTest::newRow("truncated") << QByteArray("<svg xmlns='http://www.w3.org/2000/svg' width='10'") << false;
        QTest::newRow("not-svg") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << false;
        QTest::newRow("empty") << QByteArray() << false;
        // an absurd declared size is bounded by maxSidePx
        QTest::newRow("huge-size") << QByteArray("<svg xmlns='http://www.w3.org/2000/svg' width='1000000000' "
                                                 "height='1000000000'><circle r='5e8' cx='5e8' cy='5e8'/></svg>")
                                   << true;
        QTest::newRow("overflowing-size") << QByteArray("<svg xmlns='http://www.w3.org/2000/svg' width='1e300' "
                                                        "height='1e300'/>")
                                          << true;
        QTest::newRow("negative-size") << QByteArray("<svg xmlns='http://www.w3.org/2000/svg' width='-5' height='5'/>")
                                       << true;
    }
    void hostileDocumentsAreRefusedCleanly()
    {
        QFETCH(QByteArray, svg);
        QFETCH(bool, renders);
        const std::span<const std::uint8_t> span(reinterpret_cast<const std::uint8_t *>(svg.constData()),
                                                 static_cast<std::size_t>(svg.size()));
        const auto start = std::chrono::steady_clock::now();
        auto r = media::rasterizeSvg(span, 256);
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(20));
        QCOMPARE(bool(r), renders);
        if (r) {
            QVERIFY(r->width >= 1 && r->width <= 256 && r->height >= 1 && r->height <= 256);
        } else {
            QCOMPARE(r.error().code, ErrorCode::Parse);
            QVERIFY(!r.error().detail.empty());
        }
    }

    void sizeOutOfRangeIsRefused()
    {
        const auto svg = bytesOf("<svg xmlns='http://www.w3.org/2000/svg' width='2' height='1'/>");
        for (int side : {0, -1, media::kMaxRasterSide + 1}) {
            auto r = media::rasterizeSvg(svg, side);
            QVERIFY(!r);
            QCOMPARE(r.error().code, ErrorCode::Validation);
        }
        QVERIFY(media::rasterizeSvg(svg, 1));
    }

    void referencesReadNoFile()
    {
        // A red PNG next to the working directory and in a known absolute place: any reference that
        // loaded it would paint red over the white square where the element sits.
        namespace fs = std::filesystem;
        const fs::path dir = fs::path(test::tempDir()) / "refs";
        fs::create_directories(dir / "sub");
        const std::vector<std::uint8_t> red = redPng();
        for (const fs::path &p : {dir / "red.png", dir / "sub" / "red.png"}) {
            std::ofstream out(p, std::ios::binary);
            out.write(reinterpret_cast<const char *>(red.data()), static_cast<std::streamsize>(red.size()));
        }
        const fs::path previous = fs::current_path();
        fs::current_path(dir / "sub"); // a cwd-relative resolver would find "red.png" and "../red.png"

        auto baseline = media::rasterizeSvg(bytesOf(page("")), 100);
        QVERIFY(baseline);
        const std::string absolute = "file://" + (dir / "red.png").string();
        const std::vector<std::string> hrefs {absolute, "red.png", "../red.png", "file:///etc/passwd",
                                              "http://127.0.0.1:9/x.png"};
        for (const std::string &href : hrefs) {
            for (const std::string &element :
                 {"<image x='50' y='50' width='40' height='40' href='" + href + "'/>",
                  "<image x='50' y='50' width='40' height='40' xlink:href='" + href + "'/>",
                  "<use x='50' y='50' href='" + href + "#a'/>",
                  "<text x='50' y='60'><xi:include href='" + href + "' parse='text'/></text>",
                  "<style>@import url(" + href + ");</style>"}) {
                auto r = media::rasterizeSvg(bytesOf(page(element)), 100);
                QVERIFY2(r, element.c_str());
                QVERIFY2(r->bytes == baseline->bytes, element.c_str());
            }
        }
        // The comparison can fail: the same red image inline (a data: URL carries its bytes) does paint.
        const QByteArray base64 = QByteArray(reinterpret_cast<const char *>(red.data()), qsizetype(red.size())).toBase64();
        auto inlined = media::rasterizeSvg(
            bytesOf(page("<image x='50' y='50' width='40' height='40' href='data:image/png;base64," + base64.toStdString()
                         + "'/>")),
            100);
        QVERIFY(inlined);
        QVERIFY(inlined->bytes != baseline->bytes);
        QCOMPARE(decodePng(inlined->bytes).rgb(70, 70), 0xFF0000u);
        fs::current_path(previous);
    }
};

QTEST_APPLESS_MAIN(TestSvgRaster)
#include "tst_svgraster.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/media/imagetype.h"

#include <algorithm>
#include <cstring>

namespace rl::media {

namespace {

bool startsWith(std::span<const std::uint8_t> bytes, std::string_view magic, std::size_t at = 0)
{
    return bytes.size() >= at + magic.size() && std::memcmp(bytes.data() + at, magic.data(), magic.size()) == 0;
}

bool isSpace(std::uint8_t c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

/// Skip what may precede the root element of an XML document; true when that element is <svg>.
bool looksLikeSvg(std::span<const std::uint8_t> bytes)
{
    const std::string_view text(reinterpret_cast<const char *>(bytes.data()), std::min<std::size_t>(bytes.size(), 4096));
    std::size_t i = text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
    for (;;) {
        while (i < text.size() && isSpace(static_cast<std::uint8_t>(text[i])))
            ++i;
        const std::string_view rest = text.substr(std::min(i, text.size()));
        std::string_view close;
        if (rest.starts_with("<?"))
            close = "?>";
        else if (rest.starts_with("<!--"))
            close = "-->";
        else if (rest.starts_with("<!"))
            close = ">"; // DOCTYPE without an internal subset
        else
            break;
        const std::size_t end = rest.find(close);
        if (end == std::string_view::npos)
            return false;
        i += end + close.size();
    }
    if (i >= text.size() || text[i] != '<')
        return false;
    std::size_t nameEnd = i + 1;
    while (nameEnd < text.size() && !isSpace(static_cast<std::uint8_t>(text[nameEnd])) && text[nameEnd] != '>'
           && text[nameEnd] != '/')
        ++nameEnd;
    std::string_view name = text.substr(i + 1, nameEnd - i - 1);
    if (const auto colon = name.find(':'); colon != std::string_view::npos)
        name = name.substr(colon + 1);
    return name == "svg" && nameEnd < text.size();
}

} // namespace

ImageType sniffImageType(std::span<const std::uint8_t> bytes)
{
    if (startsWith(bytes, "\x89PNG\r\n\x1a\n"))
        return ImageType::Png;
    if (startsWith(bytes, "\xFF\xD8\xFF"))
        return ImageType::Jpeg;
    if (startsWith(bytes, "RIFF") && startsWith(bytes, "WEBP", 8))
        return ImageType::Webp;
    if (startsWith(bytes, "GIF87a") || startsWith(bytes, "GIF89a"))
        return ImageType::Gif;
    if (looksLikeSvg(bytes))
        return ImageType::Svg;
    return ImageType::Unknown;
}

std::string_view mimeType(ImageType type)
{
    switch (type) {
    case ImageType::Png: return "image/png";
    case ImageType::Jpeg: return "image/jpeg";
    case ImageType::Webp: return "image/webp";
    case ImageType::Gif: return "image/gif";
    case ImageType::Svg: return "image/svg+xml";
    case ImageType::Unknown: break;
    }
    return {};
}

} // namespace rl::media

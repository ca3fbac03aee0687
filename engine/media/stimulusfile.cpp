// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/media/stimulusfile.h"

#include <algorithm>
#include <cctype>
#include <fcntl.h>
#include <filesystem>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>

namespace rl::media {

namespace fs = std::filesystem;

namespace {

bool isInside(const fs::path &file, const fs::path &folder)
{
    auto f = file.begin();
    for (auto d = folder.begin(); d != folder.end(); ++d, ++f) {
        if (d->empty()) // a trailing separator
            continue;
        if (f == file.end() || *f != *d)
            return false;
    }
    return f != file.end(); // the folder itself is not a file inside it
}

std::string lower(std::span<const std::uint8_t> bytes)
{
    std::string s(reinterpret_cast<const char *>(bytes.data()), bytes.size());
    for (char &c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

/// A reference value that stays inside the document.
bool internal(std::string_view v)
{
    while (!v.empty() && (isSpace(v.front()) || v.front() == '"' || v.front() == '\''))
        v.remove_prefix(1);
    return v.starts_with('#') || v.starts_with("data:");
}

} // namespace

const char *stimulusFileStatusText(StimulusFileStatus status)
{
    switch (status) {
    case StimulusFileStatus::Ok: return "is an allowed image";
    case StimulusFileStatus::NotFound: return "does not exist";
    case StimulusFileStatus::OutsideFolders:
        return "lies outside the folder of the file that names it and the project's folder (symbolic links resolved)";
    case StimulusFileStatus::NotRegular: return "is not a regular file";
    case StimulusFileStatus::TooLarge: return "is larger than 64 MiB";
    case StimulusFileStatus::Unreadable: return "could not be read";
    case StimulusFileStatus::NotAnImage: return "is not a PNG, JPEG, WebP or SVG image (judged by its content)";
    case StimulusFileStatus::SvgReferences: return "is an SVG that references other files or URLs";
    }
    return "is refused";
}

bool insideFolders(const std::string &path, std::span<const std::string> folders)
{
    std::error_code ec;
    const fs::path file = fs::canonical(path, ec);
    if (ec)
        return false;
    for (const auto &folder : folders) {
        if (folder.empty())
            continue;
        const fs::path dir = fs::canonical(folder, ec);
        if (!ec && isInside(file, dir))
            return true;
    }
    return false;
}

bool hasExternalReference(std::span<const std::uint8_t> svg)
{
    const std::string text = lower(svg);
    if (text.find("<!entity") != std::string::npos || text.find("xinclude") != std::string::npos
        || text.find(":include") != std::string::npos || text.find("<include") != std::string::npos
        || text.find("@import") != std::string::npos)
        return true;
    // Attributes href / xlink:href / src: `name = "value"`.
    for (std::string_view name : {"href", "src"}) {
        for (std::size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + 1)) {
            if (at > 0 && !isSpace(text[at - 1]) && text[at - 1] != ':')
                continue; // part of a longer word
            std::size_t i = at + name.size();
            while (i < text.size() && isSpace(text[i]))
                ++i;
            if (i >= text.size() || text[i] != '=')
                continue;
            if (!internal(std::string_view(text).substr(i + 1)))
                return true;
        }
    }
    for (std::size_t at = text.find("url("); at != std::string::npos; at = text.find("url(", at + 1))
        if (!internal(std::string_view(text).substr(at + 4)))
            return true;
    return false;
}

StimulusFile readStimulusFile(const std::string &path, std::span<const std::string> folders)
{
    StimulusFile out;
    std::error_code ec;
    const fs::path resolved = fs::canonical(path, ec);
    if (ec) {
        out.status = StimulusFileStatus::NotFound;
        return out;
    }
    out.path = resolved.string();
    if (!insideFolders(out.path, folders)) {
        out.status = StimulusFileStatus::OutsideFolders;
        return out;
    }
    // Opened by its resolved name without following a link: a link put there since canonical() fails here.
    const int fd = ::open(out.path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        out.status = StimulusFileStatus::Unreadable;
        return out;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        out.status = StimulusFileStatus::NotRegular;
        return out;
    }
    if (static_cast<std::uint64_t>(st.st_size) > kMaxStimulusBytes) {
        ::close(fd);
        out.status = StimulusFileStatus::TooLarge;
        return out;
    }
    std::vector<std::uint8_t> bytes(static_cast<std::size_t>(st.st_size));
    std::size_t got = 0;
    while (got < bytes.size()) {
        const ssize_t n = ::read(fd, bytes.data() + got, bytes.size() - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        got += static_cast<std::size_t>(n);
    }
    ::close(fd);
    if (got != bytes.size()) {
        out.status = StimulusFileStatus::Unreadable;
        return out;
    }
    const ImageType type = sniffImageType(bytes);
    if (type != ImageType::Png && type != ImageType::Jpeg && type != ImageType::Webp && type != ImageType::Svg) {
        out.status = StimulusFileStatus::NotAnImage;
        return out;
    }
    if (type == ImageType::Svg && hasExternalReference(bytes)) {
        out.status = StimulusFileStatus::SvgReferences;
        return out;
    }
    out.status = StimulusFileStatus::Ok;
    out.type = type;
    out.mime = std::string(mimeType(type));
    out.bytes = std::move(bytes);
    return out;
}

} // namespace rl::media

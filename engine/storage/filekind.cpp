// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/storage/filekind.h"

#include "engine/storage/project.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <string_view>

namespace rl::storage {

namespace {

namespace fs = std::filesystem;

std::string lowerExtension(const fs::path &p)
{
    std::string ext = p.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return ext;
}

bool isImageExtension(const std::string &ext)
{
    return ext == ".png" || ext == ".jpg" || ext == ".jpeg" || ext == ".webp" || ext == ".svg" || ext == ".gif";
}

FileKind folderKind(const fs::path &dir)
{
    std::size_t yaml = 0, images = 0;
    std::error_code ec;
    auto count = [&](const fs::path &folder, bool descend) {
        std::error_code e;
        for (const auto &entry : fs::directory_iterator(folder, e)) {
            std::error_code fe;
            if (entry.is_directory(fe)) {
                if (descend)
                    for (const auto &inner : fs::directory_iterator(entry.path(), fe)) {
                        const std::string ext = lowerExtension(inner.path());
                        yaml += ext == ".yaml" || ext == ".yml";
                    }
                continue;
            }
            const std::string ext = lowerExtension(entry.path());
            yaml += ext == ".yaml" || ext == ".yml";
            images += isImageExtension(ext);
        }
    };
    count(dir, true); // a StereoTales grid keeps its YAML files one level down (scenarios/, attributes/)
    if (yaml > 0)
        return FileKind::YamlFolder;
    return images > 0 ? FileKind::ImageFolder : FileKind::Folder;
}

std::uint32_t bigEndian32(std::string_view b, std::size_t at)
{
    return (std::uint32_t(std::uint8_t(b[at])) << 24) | (std::uint32_t(std::uint8_t(b[at + 1])) << 16)
        | (std::uint32_t(std::uint8_t(b[at + 2])) << 8) | std::uint32_t(std::uint8_t(b[at + 3]));
}

bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

/// A first line like `key: value` or `key:` (a YAML mapping), without the separators of a table.
bool yamlLike(std::string_view line)
{
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0)
        return false;
    if (colon + 1 < line.size() && line[colon + 1] != ' ' && line[colon + 1] != '\r')
        return false;
    for (std::size_t i = 0; i < colon; ++i) {
        const unsigned char c = static_cast<unsigned char>(line[i]);
        if (!(std::isalnum(c) || c == '_' || c == '-' || c == ' ' || c >= 0x80))
            return false;
    }
    return true;
}

FileKind textKind(std::string_view text)
{
    if (startsWith(text, "\xEF\xBB\xBF"))
        text.remove_prefix(3);
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos)
        return FileKind::Text;
    std::string_view body = text.substr(first);
    if (body[0] == '{' || body[0] == '[')
        return FileKind::Json;
    if (startsWith(body, "<svg") || (startsWith(body, "<?xml") && body.substr(0, 1024).find("<svg") != std::string_view::npos))
        return FileKind::Image;
    if (startsWith(body, "---") || startsWith(body, "%YAML"))
        return FileKind::Yaml;
    std::string_view line = body.substr(0, body.find('\n'));
    while (startsWith(body, "#")) { // comments: look at the first line that is not one
        const std::size_t nl = body.find('\n');
        if (nl == std::string_view::npos)
            break;
        body.remove_prefix(nl + 1);
        line = body.substr(0, body.find('\n'));
    }
    if (line.find('\t') != std::string_view::npos)
        return FileKind::Tsv;
    if (line.find(',') != std::string_view::npos || line.find(';') != std::string_view::npos)
        return FileKind::Csv;
    if (yamlLike(line))
        return FileKind::Yaml;
    return FileKind::Text;
}

} // namespace

FileKindInfo detectFileKind(const std::string &path)
{
    FileKindInfo info;
    std::error_code ec;
    const fs::path p(path);
    const auto status = fs::status(p, ec);
    if (ec || !fs::exists(status)) {
        info.kind = FileKind::Missing;
        return info;
    }
    if (fs::is_directory(status)) {
        info.kind = folderKind(p);
        return info;
    }
    std::ifstream in(p, std::ios::binary);
    if (!in) {
        info.kind = FileKind::Unreadable;
        return info;
    }
    std::string head(64 * 1024, '\0');
    in.read(head.data(), std::streamsize(head.size()));
    head.resize(std::size_t(in.gcount()));
    const bool walBeside = fs::file_size(path + "-wal", ec) > 0 && !ec;
    if (head.empty()) {
        // A project whose pages are all still in its write-ahead log has an empty main file.
        info.kind = walBeside ? FileKind::Project : FileKind::Empty;
        return info;
    }
    const std::string_view b(head);
    if (startsWith(b, std::string_view("SQLite format 3\0", 16))) {
        info.kind = FileKind::Project;
        if (b.size() < 108)
            return info; // a truncated header: let the project reader say what is wrong
        info.schemaVersion = static_cast<int>(bigEndian32(b, 60));
        if (info.schemaVersion > kSchemaVersion) {
            info.kind = FileKind::NewerProject;
        } else if (info.schemaVersion == 0 && !walBeside) {
            // Page 1 holds sqlite_schema: a b-tree page header at offset 100 (type, ..., cell count at 103).
            const auto type = std::uint8_t(b[100]);
            const unsigned cells = (unsigned(std::uint8_t(b[103])) << 8) | unsigned(std::uint8_t(b[104]));
            if (type != 0x0D || cells > 0)
                info.kind = FileKind::OtherSqlite;
        }
        return info;
    }
    if (startsWith(b, "\x89PNG") || startsWith(b, "\xFF\xD8\xFF") || startsWith(b, "GIF8")
        || (startsWith(b, "RIFF") && b.size() >= 12 && b.substr(8, 4) == "WEBP")) {
        info.kind = FileKind::Image;
        return info;
    }
    if (startsWith(b, "PK\x03\x04") || startsWith(b, "PK\x05\x06")) {
        info.kind = FileKind::Zip;
        return info;
    }
    if (startsWith(b, "\x1F\x8B")) {
        info.kind = FileKind::Gzip;
        return info;
    }
    if (startsWith(b, "%PDF")) {
        info.kind = FileKind::Pdf;
        return info;
    }
    if (b.find('\0') != std::string_view::npos) {
        info.kind = FileKind::Binary;
        return info;
    }
    info.kind = textKind(b);
    return info;
}

const char *fileKindName(FileKind kind)
{
    switch (kind) {
    case FileKind::Project: return "project";
    case FileKind::NewerProject: return "newer-project";
    case FileKind::OtherSqlite: return "sqlite";
    case FileKind::Missing: return "missing";
    case FileKind::Unreadable: return "unreadable";
    case FileKind::Empty: return "empty";
    case FileKind::Csv: return "csv";
    case FileKind::Tsv: return "tsv";
    case FileKind::Json: return "json";
    case FileKind::Yaml: return "yaml";
    case FileKind::YamlFolder: return "yaml-folder";
    case FileKind::ImageFolder: return "image-folder";
    case FileKind::Folder: return "folder";
    case FileKind::Image: return "image";
    case FileKind::Zip: return "zip";
    case FileKind::Gzip: return "gzip";
    case FileKind::Pdf: return "pdf";
    case FileKind::Text: return "text";
    case FileKind::Binary: return "binary";
    }
    return "binary";
}

std::string cliSentence(const FileKindInfo &info, const std::string &path)
{
    const std::string imports = "`raterlab-cli import stimuli|ratings|predictions PROJECT FILE`";
    switch (info.kind) {
    case FileKind::Project: return {};
    case FileKind::NewerProject:
        return path + " is a RaterLab project written by a newer RaterLab (schema " + std::to_string(info.schemaVersion)
            + "; this one reads up to " + std::to_string(kSchemaVersion) + "): open it with that version or update RaterLab.";
    case FileKind::OtherSqlite:
        return path + " is an SQLite database but not a RaterLab project: export its tables as CSV and import them with "
            + imports + ".";
    case FileKind::Missing: return path + " does not exist: check the path, or create a project with `raterlab-cli demo` or `raterlab-cli import`.";
    case FileKind::Unreadable: return path + " cannot be read: check its permissions.";
    case FileKind::Empty: return path + " is an empty file: it holds no project and no data.";
    case FileKind::Csv: return "This is a CSV file: import it with " + imports + ".";
    case FileKind::Tsv:
        return "This is a TSV file: import a sentence-pair corpus with `raterlab-cli import corpus PROJECT FILE --corpus NAME`, "
               "or save it as CSV and import it with " + imports + ".";
    case FileKind::Json:
        return "This is a JSON file: import model conditions with `raterlab-cli import conditions PROJECT FILE` "
               "(a KLUE-STS corpus with `raterlab-cli import corpus`).";
    case FileKind::Yaml:
    case FileKind::YamlFolder:
        return std::string(info.kind == FileKind::Yaml ? "This is a YAML file" : "This is a folder of YAML files")
            + ": import a StereoTales grid with `raterlab-cli stereotales import-grid`.";
    case FileKind::ImageFolder:
        return "This is a folder of images: describe them in a stimuli.csv (stimulus_id,file,factors…) and import it with "
               "`raterlab-cli import stimuli PROJECT stimuli.csv`, or use File → New study… in the RaterLab window.";
    case FileKind::Folder: return path + " is a folder, not a project: give the path of a .raterlab file.";
    case FileKind::Image:
        return "This is an image: list it in a stimuli.csv (stimulus_id,file,factors…) and import it with "
               "`raterlab-cli import stimuli PROJECT stimuli.csv`.";
    case FileKind::Zip:
        return "This is a ZIP archive (an Excel workbook is one): unpack it, or save the sheet as CSV, and import the CSV with "
            + imports + ".";
    case FileKind::Gzip:
        return "This is a gzip-compressed file: a compressed CSV (.csv.gz) is imported as it is with " + imports + ".";
    case FileKind::Pdf: return "This is a PDF document, not a project: RaterLab reads CSV, JSON and its own .raterlab files.";
    case FileKind::Text:
        return "This is a text file but not a table RaterLab knows: write it as CSV with a header row and import it with "
            + imports + ".";
    case FileKind::Binary:
        return path + " is neither a RaterLab project nor a file RaterLab can import (CSV, TSV, JSON, YAML, images).";
    }
    return {};
}

TableRole tableRoleOf(const std::vector<std::string> &header)
{
    auto has = [&](std::string_view name) { return std::find(header.begin(), header.end(), name) != header.end(); };
    if (has("rater_kind") && has("base_attribute"))
        return TableRole::StHarm;
    if (has("story_id") && has("extractor"))
        return TableRole::StExtractions;
    if (has("story_id") && has("prompted_attribute"))
        return TableRole::StStories;
    if (has("rater_id"))
        return TableRole::Ratings;
    if (has("condition"))
        return TableRole::Predictions;
    return TableRole::Stimuli;
}

TableRole detectTableRole(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::string line;
    if (!in || !std::getline(in, line))
        return TableRole::Stimuli;
    if (startsWith(line, "\xEF\xBB\xBF"))
        line.erase(0, 3);
    const char sep = line.find('\t') != std::string::npos ? '\t' : line.find(',') != std::string::npos ? ',' : ';';
    std::vector<std::string> header;
    std::size_t start = 0;
    while (start <= line.size()) {
        const std::size_t end = std::min(line.find(sep, start), line.size());
        std::string cell = line.substr(start, end - start);
        cell.erase(std::remove(cell.begin(), cell.end(), '"'), cell.end());
        const std::size_t a = cell.find_first_not_of(" \r"), b = cell.find_last_not_of(" \r");
        header.push_back(a == std::string::npos ? std::string() : cell.substr(a, b - a + 1));
        start = end + 1;
    }
    return tableRoleOf(header);
}

} // namespace rl::storage

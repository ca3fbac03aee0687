// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/common/testutil.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <zlib.h>

namespace rl::test {

std::string sourceDir()
{
    if (const char *s = std::getenv("RL_SOURCE_DIR"))
        return s;
    return RL_DEFAULT_SOURCE_DIR;
}

std::string referenceDir()
{
    if (const char *s = std::getenv("RL_REFERENCE_DIR"))
        return s;
    return (std::filesystem::path(sourceDir()) / "tests" / "reference").lexically_normal().string();
}

std::string testDataDir() { return sourceDir() + "/tests/data"; }

namespace {
struct TempRoot {
    std::filesystem::path path;
    ~TempRoot()
    {
        std::error_code ec;
        if (!path.empty())
            std::filesystem::remove_all(path, ec);
    }
};
} // namespace

std::string tempDir()
{
    static TempRoot root;
    static int counter = 0;
    if (root.path.empty()) {
        std::string templ = (std::filesystem::temp_directory_path() / "raterlab-test-XXXXXX").string();
        if (!mkdtemp(templ.data()))
            throw std::runtime_error("mkdtemp failed");
        root.path = templ;
    }
    auto dir = root.path / std::to_string(++counter);
    std::filesystem::create_directories(dir);
    return dir.string();
}

std::string readText(const std::string &path)
{
    gzFile f = gzopen(path.c_str(), "rb"); // reads plain files transparently
    if (!f)
        throw std::runtime_error("cannot open " + path);
    std::string out;
    char buf[1 << 16];
    int n;
    while ((n = gzread(f, buf, sizeof buf)) > 0)
        out.append(buf, static_cast<std::size_t>(n));
    gzclose(f);
    return out;
}

std::string readBytes(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

bool projectFilesContain(const std::string &path, std::string_view needle)
{
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        if (readBytes(path + suffix).find(needle) != std::string::npos)
            return true;
    return false;
}

static std::vector<std::string> splitCsvLine(const std::string &line)
{
    std::vector<std::string> out;
    std::string cur;
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                cur += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                cur += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            out.push_back(cur);
            cur.clear();
        } else if (c != '\r') {
            cur += c;
        }
    }
    out.push_back(cur);
    return out;
}

GoldenTable readGolden(const std::string &path)
{
    GoldenTable t;
    const std::string text = readText(path);
    std::size_t pos = 0;
    bool header = true;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        if (end == std::string::npos)
            end = text.size();
        std::string line = text.substr(pos, end - pos);
        pos = end + 1;
        if (line.empty())
            continue;
        auto fields = splitCsvLine(line);
        if (header) {
            t.columns = fields;
            header = false;
            continue;
        }
        std::map<std::string, std::string> row;
        for (std::size_t i = 0; i < t.columns.size() && i < fields.size(); ++i)
            row[t.columns[i]] = fields[i];
        t.rows.push_back(std::move(row));
    }
    return t;
}

double GoldenTable::number(std::size_t row, const std::string &column) const
{
    const std::string &s = text(row, column);
    if (s == "NA" || s.empty())
        return std::nan("");
    if (s == "Inf")
        return INFINITY;
    if (s == "-Inf")
        return -INFINITY;
    if (s == "TRUE")
        return 1.0;
    if (s == "FALSE")
        return 0.0;
    return std::strtod(s.c_str(), nullptr);
}

const std::string &GoldenTable::text(std::size_t row, const std::string &column) const
{
    auto it = rows.at(row).find(column);
    if (it == rows.at(row).end())
        throw std::runtime_error("golden has no column " + column);
    return it->second;
}

} // namespace rl::test

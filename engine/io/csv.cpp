// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/csv.h"

#include "engine/core/utf8.h"

#include <atomic>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iconv.h>
#include <unistd.h>
#include <zlib.h>

namespace rl::io {

const char *encodingName(Encoding e)
{
    switch (e) {
    case Encoding::Utf8: return "UTF-8";
    case Encoding::Utf8Bom: return "UTF-8 with BOM";
    case Encoding::Cp949: return "CP949";
    }
    return "UTF-8";
}

int CsvTable::column(std::string_view name) const
{
    for (std::size_t i = 0; i < header.size(); ++i)
        if (header[i] == name)
            return static_cast<int>(i);
    return -1;
}

std::string CsvTable::where(const CsvRow &row, int column) const
{
    return source + ":" + std::to_string(row.line) + ":" + std::to_string(column + 1);
}

namespace {

// First invalid UTF-8 byte offset, or npos (strict: no overlong forms, surrogates or > U+10FFFF).
std::size_t firstInvalidUtf8(std::string_view s)
{
    const auto bad = findInvalidUtf8(s);
    return bad ? bad->offset : std::string_view::npos;
}

std::atomic<std::size_t> g_inputLimit {kDefaultInputLimit};

Result<std::string> cp949ToUtf8(const std::string &in, const std::string &source)
{
    iconv_t cd = iconv_open("UTF-8", "CP949");
    if (cd == reinterpret_cast<iconv_t>(-1))
        return Error{ErrorCode::Unsupported, source + ": this system cannot decode CP949"};
    std::string out(in.size() * 2 + 16, '\0');
    char *inp = const_cast<char *>(in.data());
    std::size_t inLeft = in.size();
    char *outp = out.data();
    std::size_t outLeft = out.size();
    while (inLeft > 0) {
        if (iconv(cd, &inp, &inLeft, &outp, &outLeft) == static_cast<std::size_t>(-1)) {
            if (errno == E2BIG) {
                const std::size_t used = static_cast<std::size_t>(outp - out.data());
                out.resize(out.size() * 2);
                outp = out.data() + used;
                outLeft = out.size() - used;
                continue;
            }
            iconv_close(cd);
            // Name the first place that is not UTF-8: a file meant as UTF-8 is far more common than CP949.
            const auto bad = findInvalidUtf8(in);
            const std::size_t at = bad ? bad->offset : in.size() - inLeft;
            return Error{ErrorCode::Parse, source + ":" + positionString(in, at) + ": invalid UTF-8 ("
                                               + (bad ? bad->reason : std::string("undecodable byte"))
                                               + "), and the file is not CP949 either"};
        }
    }
    iconv_close(cd);
    out.resize(static_cast<std::size_t>(outp - out.data()));
    return out;
}

} // namespace

Result<std::pair<std::string, Encoding>> decodeText(std::string bytes, const std::string &source)
{
    if (bytes.size() >= 3 && static_cast<unsigned char>(bytes[0]) == 0xEF && static_cast<unsigned char>(bytes[1]) == 0xBB
        && static_cast<unsigned char>(bytes[2]) == 0xBF) {
        bytes.erase(0, 3);
        if (const auto bad = firstInvalidUtf8(bytes); bad != std::string::npos)
            return Error{ErrorCode::Parse, source + ":" + positionString(bytes, bad) + ": invalid UTF-8 after a UTF-8 BOM ("
                                               + findInvalidUtf8(bytes)->reason + ")"};
        return std::pair {std::move(bytes), Encoding::Utf8Bom};
    }
    if (firstInvalidUtf8(bytes) == std::string::npos)
        return std::pair {std::move(bytes), Encoding::Utf8};
    auto decoded = cp949ToUtf8(bytes, source);
    if (!decoded)
        return decoded.error();
    return std::pair {std::move(*decoded), Encoding::Cp949};
}

Result<CsvTable> parseCsv(std::string_view text, const std::string &source, const CsvOptions &options)
{
    CsvTable table;
    RL_TRY(forEachCsvRow(text, source, options, table, {}, [&](CsvRow &row) {
        table.rows.push_back(std::move(row));
        return Status {};
    }));
    return table;
}

Status forEachCsvRow(std::string_view text, const std::string &source, const CsvOptions &options, CsvTable &table,
    const std::function<Status(CsvTable &)> &onHeader, const std::function<Status(CsvRow &)> &onRow)
{
    table.source = source;
    if (text.find('\0') != std::string_view::npos)
        return Error{ErrorCode::Parse, source + ":" + positionString(text, text.find('\0')) + ": NUL byte in a text file"};

    std::size_t i = 0;
    int line = 1;
    // Leading comment lines.
    while (i < text.size() && text[i] == '#') {
        const std::size_t nl = text.find('\n', i);
        i = nl == std::string_view::npos ? text.size() : nl + 1;
        ++line;
    }

    struct Field {
        std::string value;
        bool quoted = false;
        int quoteLine = 0;
        bool spansLines = false;
    };
    std::vector<Field> record;
    bool haveHeader = false;
    std::vector<bool> multiline;

    auto finishRecord = [&](int startLine) -> Status {
        if (!haveHeader) {
            for (auto &f : record)
                table.header.push_back(std::move(f.value));
            table.headerLine = startLine;
            haveHeader = true;
            multiline.assign(table.header.size(), false);
            for (const auto &name : options.multilineColumns)
                if (int c = table.column(name); c >= 0)
                    multiline[static_cast<std::size_t>(c)] = true;
            if (table.header.empty() || (table.header.size() == 1 && table.header[0].empty()))
                return Error{ErrorCode::Parse, source + ":" + std::to_string(startLine) + ": the header row is empty"};
            for (std::size_t a = 0; a < table.header.size(); ++a)
                for (std::size_t b = a + 1; b < table.header.size(); ++b)
                    if (table.header[a] == table.header[b])
                        return Error{ErrorCode::Parse, source + ":" + std::to_string(startLine) + ":" + std::to_string(b + 1)
                                                           + ": column '" + excerpt(table.header[b]) + "' appears twice"};
            return onHeader ? onHeader(table) : Status {};
        }
        // A blank line between records is skipped.
        if (record.size() == 1 && record[0].value.empty() && !record[0].quoted)
            return {};
        for (std::size_t c = 0; c < record.size(); ++c) {
            const Field &f = record[c];
            if (f.spansLines && !(c < multiline.size() && multiline[c])) {
                return Error{ErrorCode::Parse,
                             source + ":" + std::to_string(f.quoteLine) + ":" + std::to_string(c + 1)
                                 + ": an opening quote swallows the following line(s) up to line " + std::to_string(line)
                                 + " (a stray \" in an unquoted value?)"};
            }
        }
        if (record.size() != table.header.size())
            return Error{ErrorCode::Parse, source + ":" + std::to_string(startLine) + ": expected "
                                               + std::to_string(table.header.size()) + " fields, found "
                                               + std::to_string(record.size())};
        CsvRow row;
        row.line = startLine;
        row.fields.reserve(record.size());
        for (auto &f : record)
            row.fields.push_back(std::move(f.value));
        return onRow(row);
    };

    while (i < text.size()) {
        record.clear();
        const int startLine = line;
        bool endOfRecord = false;
        while (!endOfRecord) {
            Field f;
            if (i < text.size() && text[i] == '"') {
                f.quoted = true;
                f.quoteLine = line;
                const int col = static_cast<int>(record.size()) + 1;
                ++i;
                bool closed = false;
                while (i < text.size()) {
                    const char c = text[i];
                    if (c == '"') {
                        if (i + 1 < text.size() && text[i + 1] == '"') {
                            f.value += '"';
                            i += 2;
                            continue;
                        }
                        ++i;
                        closed = true;
                        break;
                    }
                    if (c == '\n') {
                        ++line;
                        f.spansLines = true;
                    }
                    f.value += c;
                    ++i;
                }
                if (!closed)
                    return Error{ErrorCode::Parse, source + ":" + std::to_string(f.quoteLine) + ":" + std::to_string(col)
                                                       + ": a quote opened here is never closed (it swallows the rest of the file)"};
                if (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r')
                    return Error{ErrorCode::Parse, source + ":" + std::to_string(line) + ":" + std::to_string(col)
                                                       + ": unexpected text after a closing quote"};
            } else {
                while (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r') {
                    if (text[i] == '"')
                        return Error{ErrorCode::Parse, source + ":" + std::to_string(line) + ":"
                                                           + std::to_string(record.size() + 1)
                                                           + ": a quote inside an unquoted field (quote the whole field)"};
                    f.value += text[i];
                    ++i;
                }
            }
            record.push_back(std::move(f));
            if (i >= text.size()) {
                endOfRecord = true;
            } else if (text[i] == ',') {
                ++i;
            } else {
                if (text[i] == '\r')
                    ++i;
                if (i < text.size() && text[i] == '\n')
                    ++i;
                ++line;
                endOfRecord = true;
            }
        }
        RL_TRY(finishRecord(startLine));
    }
    if (!haveHeader)
        return Error{ErrorCode::Parse, source + ": the file is empty (no header row)"};
    return {};
}

std::size_t inputLimit() { return g_inputLimit; }
void setInputLimit(std::size_t bytes) { g_inputLimit = bytes == 0 ? kDefaultInputLimit : bytes; }

Result<std::string> readFileBytes(const std::string &path) { return readFileBytes(path, g_inputLimit); }

Result<std::string> readFileBytes(const std::string &path, std::size_t limit)
{
    gzFile f = gzopen(path.c_str(), "rb");
    if (!f)
        return Error{ErrorCode::Io, path + ": " + std::strerror(errno)};
    const bool compressed = gzdirect(f) == 0;
    std::string out;
    static thread_local char buf[1 << 16];
    int n;
    try {
        while ((n = gzread(f, buf, sizeof buf)) > 0) {
            if (out.size() + static_cast<std::size_t>(n) > limit) {
                gzclose(f);
                return Error{ErrorCode::Validation,
                             path + (compressed ? ": expands to more than " : ": is larger than ") + std::to_string(limit)
                                 + " bytes" + (compressed ? " when decompressed" : "")
                                 + "; RaterLab reads input files up to that size (a compressed file that expands without "
                                   "bound is refused rather than filling the memory)"};
            }
            out.append(buf, static_cast<std::size_t>(n));
        }
    } catch (const std::bad_alloc &) {
        gzclose(f);
        return Error{ErrorCode::Io, path + ": not enough memory to read " + std::to_string(out.size()) + "+ bytes"};
    }
    int err = 0;
    const char *msg = gzerror(f, &err);
    const std::string why = msg ? msg : "";
    gzclose(f);
    if (n < 0)
        return Error{ErrorCode::Io, path + ": read error: " + why};
    return out;
}

Result<CsvTable> readCsvFile(const std::string &path, const CsvOptions &options)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return Error{ErrorCode::Io, path + ": no such file"};
    auto bytes = readFileBytes(path);
    if (!bytes)
        return bytes.error();
    const std::string name = std::filesystem::path(path).filename().string();
    auto decoded = decodeText(std::move(*bytes), name);
    if (!decoded)
        return decoded.error();
    auto table = parseCsv(decoded->first, name, options);
    if (table)
        table->encoding = decoded->second;
    return table;
}

Status applyColumnMap(CsvTable &table, const std::vector<std::pair<std::string, std::string>> &map)
{
    for (const auto &[from, to] : map) {
        const int c = table.column(from);
        if (c < 0)
            return Error{ErrorCode::Validation, table.source + ":" + std::to_string(table.headerLine) + ": --map " + from
                                                    + "=" + to + ": there is no column '" + from + "'"};
        if (table.column(to) >= 0 && from != to)
            return Error{ErrorCode::Validation, table.source + ":" + std::to_string(table.headerLine) + ": --map " + from
                                                    + "=" + to + ": a column '" + to + "' exists already"};
        table.header[static_cast<std::size_t>(c)] = to;
    }
    return {};
}

Result<std::pair<std::string, std::string>> parseMapping(std::string_view text)
{
    const auto eq = text.find('=');
    if (eq == std::string_view::npos || eq == 0 || eq + 1 == text.size())
        return Error{ErrorCode::Validation, "--map expects FROM=TO, got '" + std::string(text) + "'"};
    return std::pair {std::string(text.substr(0, eq)), std::string(text.substr(eq + 1))};
}

std::string csvField(std::string_view value)
{
    const bool needs = value.find_first_of(",\"\r\n") != std::string_view::npos
        || (!value.empty() && (value.front() == ' ' || value.back() == ' ' || value.front() == '#'));
    if (!needs)
        return std::string(value);
    std::string out = "\"";
    for (char c : value) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
    return out;
}

std::string formatNumber(double value)
{
    if (std::isnan(value))
        return "NA";
    if (std::isinf(value))
        return value > 0 ? "Inf" : "-Inf";
    char buf[64];
    auto res = std::to_chars(buf, buf + sizeof buf, value); // shortest round-trip representation
    return std::string(buf, res.ptr);
}

Status writeFileAtomic(const std::string &path, std::string_view content)
{
    const std::filesystem::path target(path);
    std::error_code ec;
    if (target.has_parent_path())
        std::filesystem::create_directories(target.parent_path(), ec);
    const std::string tmp = path + ".tmp-" + std::to_string(::getpid());
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out)
            return Error{ErrorCode::Io, path + ": cannot write: " + std::strerror(errno)};
        out.write(content.data(), static_cast<std::streamsize>(content.size()));
        out.flush();
        if (!out) {
            std::filesystem::remove(tmp, ec);
            return Error{ErrorCode::Io, path + ": write failed: " + std::strerror(errno)};
        }
    }
    std::filesystem::rename(tmp, target, ec);
    if (ec) {
        std::filesystem::remove(tmp, ec);
        return Error{ErrorCode::Io, path + ": cannot replace: " + ec.message()};
    }
    return {};
}

} // namespace rl::io

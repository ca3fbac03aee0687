// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/csv.h"

#include "engine/core/atomicfile.h"
#include "engine/core/utf8.h"

#include <atomic>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>
#include <iconv.h>
#include <optional>
#include <sys/stat.h>
#include <unordered_map>
#include <fcntl.h>
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

namespace {

/// The CSV record parser, fed the text in pieces that end at record boundaries (or the end of the
/// file): its state — the physical line, the header, whether leading comment lines may still follow —
/// carries from piece to piece, so pieces give the same rows and errors as the whole text at once.
class RecordParser {
public:
    RecordParser(const std::string &source, const CsvOptions &options, CsvTable &table,
        const std::function<Status(CsvTable &)> &onHeader, const std::function<Status(CsvRow &)> &onRow)
        : m_source(source)
        , m_options(options)
        , m_table(table)
        , m_onHeader(onHeader)
        , m_onRow(onRow)
    {
        m_table.source = source;
    }

    /// The records of `text`: a piece of the file that starts where the previous one ended.
    Status feed(std::string_view text)
    {
        if (text.find('\0') != std::string_view::npos)
            return Error { ErrorCode::Parse,
                m_source + ":" + positionString(text, text.find('\0')) + ": NUL byte in a text file" };
        std::size_t i = 0;
        // Leading comment lines.
        while (m_leading && i < text.size() && text[i] == '#') {
            const std::size_t nl = text.find('\n', i);
            i = nl == std::string_view::npos ? text.size() : nl + 1;
            ++m_line;
        }
        if (i < text.size())
            m_leading = false;
        while (i < text.size()) {
            m_record.clear();
            const int startLine = m_line;
            bool endOfRecord = false;
            while (!endOfRecord) {
                Field f;
                if (i < text.size() && text[i] == '"') {
                    f.quoted = true;
                    f.quoteLine = m_line;
                    const int col = static_cast<int>(m_record.size()) + 1;
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
                            ++m_line;
                            f.spansLines = true;
                        }
                        f.value += c;
                        ++i;
                    }
                    if (!closed)
                        return Error { ErrorCode::Parse,
                            m_source + ":" + std::to_string(f.quoteLine) + ":" + std::to_string(col)
                                + ": a quote opened here is never closed (it swallows the rest of the file)" };
                    if (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r')
                        return Error { ErrorCode::Parse,
                            m_source + ":" + std::to_string(m_line) + ":" + std::to_string(col)
                                + ": unexpected text after a closing quote" };
                } else {
                    while (i < text.size() && text[i] != ',' && text[i] != '\n' && text[i] != '\r') {
                        if (text[i] == '"')
                            return Error { ErrorCode::Parse,
                                m_source + ":" + std::to_string(m_line) + ":" + std::to_string(m_record.size() + 1)
                                    + ": a quote inside an unquoted field (quote the whole field)" };
                        f.value += text[i];
                        ++i;
                    }
                }
                m_record.push_back(std::move(f));
                if (i >= text.size()) {
                    endOfRecord = true;
                } else if (text[i] == ',') {
                    ++i;
                } else {
                    if (text[i] == '\r')
                        ++i;
                    if (i < text.size() && text[i] == '\n')
                        ++i;
                    ++m_line;
                    endOfRecord = true;
                }
            }
            RL_TRY(finishRecord(startLine));
        }
        return {};
    }

    Status finish() const
    {
        if (!m_haveHeader)
            return Error { ErrorCode::Parse, m_source + ": the file is empty (no header row)" };
        return {};
    }

private:
    struct Field {
        std::string value;
        bool quoted = false;
        int quoteLine = 0;
        bool spansLines = false;
    };

    Status finishRecord(int startLine)
    {
        if (!m_haveHeader) {
            for (auto &f : m_record)
                m_table.header.push_back(std::move(f.value));
            m_table.headerLine = startLine;
            m_haveHeader = true;
            m_multiline.assign(m_table.header.size(), false);
            for (const auto &name : m_options.multilineColumns)
                if (int c = m_table.column(name); c >= 0)
                    m_multiline[static_cast<std::size_t>(c)] = true;
            if (m_table.header.empty() || (m_table.header.size() == 1 && m_table.header[0].empty()))
                return Error { ErrorCode::Parse,
                    m_source + ":" + std::to_string(startLine) + ": the header row is empty" };
            // One hash lookup per column (a pairwise check took 33 s for 200,000 columns).
            std::unordered_map<std::string_view, std::size_t> first;
            first.reserve(m_table.header.size());
            for (std::size_t b = 0; b < m_table.header.size(); ++b)
                if (const auto [it, fresh] = first.emplace(m_table.header[b], b); !fresh)
                    return Error { ErrorCode::Parse,
                        m_source + ":" + std::to_string(startLine) + ":" + std::to_string(b + 1) + ": column '"
                            + excerpt(m_table.header[b]) + "' appears twice (first as column "
                            + std::to_string(it->second + 1) + ")" };
            return m_onHeader ? m_onHeader(m_table) : Status {};
        }
        // A blank line between records is skipped.
        if (m_record.size() == 1 && m_record[0].value.empty() && !m_record[0].quoted)
            return {};
        for (std::size_t c = 0; c < m_record.size(); ++c) {
            const Field &f = m_record[c];
            if (f.spansLines && !(c < m_multiline.size() && m_multiline[c])) {
                return Error { ErrorCode::Parse,
                    m_source + ":" + std::to_string(f.quoteLine) + ":" + std::to_string(c + 1)
                        + ": an opening quote swallows the following line(s) up to line " + std::to_string(m_line)
                        + " (a stray \" in an unquoted value?)" };
            }
        }
        if (m_record.size() != m_table.header.size())
            return Error { ErrorCode::Parse,
                m_source + ":" + std::to_string(startLine) + ": expected " + std::to_string(m_table.header.size())
                    + " fields, found " + std::to_string(m_record.size()) };
        CsvRow row;
        row.line = startLine;
        row.fields.reserve(m_record.size());
        for (auto &f : m_record)
            row.fields.push_back(std::move(f.value));
        return m_onRow(row);
    }

    const std::string &m_source;
    const CsvOptions &m_options;
    CsvTable &m_table;
    const std::function<Status(CsvTable &)> &m_onHeader;
    const std::function<Status(CsvRow &)> &m_onRow;
    int m_line = 1;
    bool m_leading = true; ///< only comment lines so far
    bool m_haveHeader = false;
    std::vector<bool> m_multiline;
    std::vector<Field> m_record;
};

} // namespace

Status forEachCsvRow(std::string_view text, const std::string &source, const CsvOptions &options, CsvTable &table,
    const std::function<Status(CsvTable &)> &onHeader, const std::function<Status(CsvRow &)> &onRow)
{
    RecordParser parser(source, options, table, onHeader, onRow);
    RL_TRY(parser.feed(text));
    return parser.finish();
}

std::size_t inputLimit() { return g_inputLimit; }
void setInputLimit(std::size_t bytes) { g_inputLimit = bytes == 0 ? kDefaultInputLimit : bytes; }

namespace {

Error tooLarge(const std::string &path, std::size_t limit, bool compressed, std::uintmax_t knownSize = 0)
{
    const std::string what = compressed ? ": expands to more than " + std::to_string(limit) + " bytes when decompressed"
        : knownSize > 0 ? ": is larger than " + std::to_string(limit) + " bytes (" + std::to_string(knownSize)
                + " bytes, refused before reading)"
                        : ": is larger than " + std::to_string(limit) + " bytes";
    return Error{ErrorCode::Validation, path + what
                                            + "; RaterLab reads input files up to that size (a compressed file that expands "
                                              "without bound is refused rather than filling the memory)"};
}

/// A file (plain or gzip) read in pieces of about 1 MiB: the one input reader of readFileBytes and
/// forEachCsvFileRow. It holds two promises before and after the bytes:
///  - a plain regular file larger than the limit is refused from its size (fstat) before a byte of it is
///    read (a 2 GB sparse file used to be read to the limit first);
///  - a gzip file must end where its stream ends: input that stops inside the compressed data (a cut
///    download or copy) is refused whole, never returned in part; a damaged trailer (CRC-32 or length)
///    fails in zlib's own check. Several gzip members one after the other are read as one file (gzip -d
///    does the same).
class PieceReader {
public:
    explicit PieceReader(const std::string &path) : m_path(path)
    {
        const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) {
            m_errno = errno;
            return;
        }
        struct stat st {};
        if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
            m_size = static_cast<std::uintmax_t>(st.st_size);
        m_file = gzdopen(fd, "rb");
        if (!m_file) {
            m_errno = errno ? errno : ENOMEM;
            ::close(fd);
        }
    }
    ~PieceReader()
    {
        if (m_file)
            gzclose(m_file);
    }
    PieceReader(const PieceReader &) = delete;
    PieceReader &operator=(const PieceReader &) = delete;

    /// The file could be opened, and its size (when known) is within `limit`.
    Status opened(std::size_t limit) const
    {
        if (!m_file)
            return Error{ErrorCode::Io, m_path + ": " + std::strerror(m_errno)};
        if (m_size && *m_size > limit && !compressed())
            return tooLarge(m_path, limit, false, *m_size);
        return {};
    }
    bool compressed() const { return gzdirect(m_file) == 0; }
    /// The size of a plain regular file (a capacity to reserve), else nothing.
    std::optional<std::uintmax_t> plainSize() const { return compressed() ? std::nullopt : m_size; }
    /// Appends the next piece to `out`; false at the end of the file.
    Result<bool> append(std::string &out)
    {
        const std::size_t old = out.size();
        out.resize(old + kPiece);
        const int n = gzread(m_file, out.data() + old, static_cast<unsigned>(kPiece));
        out.resize(old + static_cast<std::size_t>(std::max(n, 0)));
        int err = Z_OK;
        const char *msg = gzerror(m_file, &err);
        if (n < 0)
            return Error{ErrorCode::Io, m_path + ": read error: " + (msg ? msg : "")};
        if (n == 0 && err == Z_BUF_ERROR) // zlib's "unexpected end of file": the stream stops short of its end
            return Error{ErrorCode::Parse, m_path + ": the gzip file is cut short: its compressed data ends before the end of "
                                                    "its stream (a truncated download or copy?); nothing was read from it"};
        m_total += static_cast<std::size_t>(n);
        return n > 0;
    }
    std::size_t total() const { return m_total; }

private:
    static constexpr std::size_t kPiece = std::size_t(1) << 20;
    std::string m_path;
    gzFile m_file = nullptr;
    int m_errno = 0;
    std::optional<std::uintmax_t> m_size; ///< of a regular file
    std::size_t m_total = 0;
};

bool startsWithBom(std::string_view s)
{
    return s.size() >= 3 && static_cast<unsigned char>(s[0]) == 0xEF && static_cast<unsigned char>(s[1]) == 0xBB
        && static_cast<unsigned char>(s[2]) == 0xBF;
}

/// The first pass of forEachCsvFileRow: the file's encoding when it is UTF-8 (after an optional BOM)
/// without a NUL byte throughout — then it can be parsed piece by piece as it is — else nullopt.
/// Error when it cannot be read or is larger than `limit` (readFileBytes' refusal).
Result<std::optional<Encoding>> plainUtf8(const std::string &path, std::size_t limit)
{
    PieceReader in(path);
    RL_TRY(in.opened(limit));
    std::string buf;
    bool first = true, bom = false;
    for (;;) {
        auto more = in.append(buf);
        if (!more)
            return more.error();
        if (in.total() > limit)
            return tooLarge(path, limit, in.compressed());
        if (first && (buf.size() >= 3 || !*more)) {
            bom = startsWithBom(buf);
            if (bom)
                buf.erase(0, 3);
            first = false;
        }
        // check up to the last line break: a multi-byte sequence never spans it
        const std::size_t cut = *more ? buf.rfind('\n') : buf.size() - 1;
        if (cut != std::string::npos) {
            const std::string_view done(buf.data(), cut + 1);
            if (done.find('\0') != std::string_view::npos || findInvalidUtf8(done))
                return std::optional<Encoding>();
            buf.erase(0, cut + 1);
        }
        if (!*more)
            return std::optional<Encoding>(bom ? Encoding::Utf8Bom : Encoding::Utf8);
    }
}

} // namespace

Status forEachCsvFileRow(const std::string &path, std::size_t limit, const CsvOptions &options, CsvTable &table,
    const std::function<Status(CsvTable &)> &onHeader, const std::function<Status(CsvRow &)> &onRow)
{
    const std::string name = std::filesystem::path(path).filename().string();
    auto plain = plainUtf8(path, limit);
    if (!plain)
        return plain.error();
    if (!*plain) { // CP949, or a file to be rejected: whole, exactly as readFileBytes + decodeText + forEachCsvRow
        auto bytes = readFileBytes(path, limit);
        if (!bytes)
            return bytes.error();
        auto decoded = decodeText(std::move(*bytes), name);
        if (!decoded)
            return decoded.error();
        table.encoding = decoded->second;
        return forEachCsvRow(decoded->first, name, options, table, onHeader, onRow);
    }
    table.encoding = **plain;
    // Second pass: hand the parser the text up to the last line break that ends a record (outside
    // quotes; not in the leading comment lines, which the parser skips whole), keep the rest for the
    // next piece. Quotes toggle the state as in the parser for every valid record, and the first place
    // where they could differ is one where the parser stops with its error, so the pieces give the
    // parser exactly the records — and the errors — of the whole text.
    RecordParser parser(name, options, table, onHeader, onRow);
    PieceReader in(path);
    RL_TRY(in.opened(limit));
    std::string buf;
    std::size_t scanned = 0;
    bool first = true, inQuote = false, leading = true, lineStart = true, comment = false;
    for (;;) {
        auto more = in.append(buf);
        if (!more)
            return more.error();
        if (first && (buf.size() >= 3 || !*more)) {
            if (*plain == Encoding::Utf8Bom && startsWithBom(buf))
                buf.erase(0, 3);
            first = false;
        }
        if (first)
            continue;
        std::size_t boundary = 0;
        for (std::size_t k = scanned; k < buf.size(); ++k) {
            const char c = buf[k];
            if (comment) {
                if (c == '\n') {
                    comment = false;
                    lineStart = true;
                }
                continue;
            }
            if (leading && lineStart) {
                if (c == '#') {
                    comment = true;
                    lineStart = false;
                    continue;
                }
                leading = false;
            }
            if (c == '"')
                inQuote = !inQuote;
            else if (c == '\n' && !inQuote)
                boundary = k + 1;
        }
        scanned = buf.size();
        if (!*more) {
            RL_TRY(parser.feed(buf));
            return parser.finish();
        }
        if (boundary > 0) {
            RL_TRY(parser.feed(std::string_view(buf.data(), boundary)));
            buf.erase(0, boundary);
            scanned -= boundary;
        }
    }
}

Result<std::string> readFileBytes(const std::string &path) { return readFileBytes(path, g_inputLimit); }

Result<std::string> readFileBytes(const std::string &path, std::size_t limit)
{
    PieceReader in(path);
    RL_TRY(in.opened(limit));
    std::string out;
    try {
        if (const auto size = in.plainSize())
            out.reserve(static_cast<std::size_t>(*size) + 1);
        for (;;) {
            auto more = in.append(out);
            if (!more)
                return more.error();
            if (out.size() > limit)
                return tooLarge(path, limit, in.compressed());
            if (!*more)
                return out;
        }
    } catch (const std::bad_alloc &) {
        return Error{ErrorCode::Io, path + ": not enough memory to read " + std::to_string(out.size()) + "+ bytes"};
    }
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
    if (target.has_parent_path() && !std::filesystem::is_directory(target.parent_path(), ec)) {
        std::filesystem::create_directories(target.parent_path(), ec);
        if (ec)
            return Error{ErrorCode::Io, path + ": cannot create the folder " + target.parent_path().string() + ": " + ec.message()
                                            + "; nothing was written"};
    }
    return replaceFile(path, content);
}

Result<std::string> sourceLine(const std::string &path, int line)
{
    auto bytes = readFileBytes(path);
    if (!bytes)
        return bytes.error();
    auto decoded = decodeText(std::move(*bytes), path);
    if (!decoded)
        return decoded.error();
    const std::string &text = decoded->first;
    std::size_t start = 0;
    for (int l = 1; l < line; ++l) {
        const std::size_t nl = text.find('\n', start);
        if (nl == std::string::npos)
            return Error {ErrorCode::NotFound, path + " has no line " + std::to_string(line)};
        start = nl + 1;
    }
    if (line < 1 || (start >= text.size() && line > 1))
        return Error {ErrorCode::NotFound, path + " has no line " + std::to_string(line)};
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos)
        end = text.size();
    if (end > start && text[end - 1] == '\r')
        --end;
    return text.substr(start, end - start);
}

} // namespace rl::io

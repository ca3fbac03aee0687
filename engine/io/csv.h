// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

/// RFC 4180 CSV for the interchange formats (docs/file-formats.md): comma separated, optional quoting with
/// doubled quotes, CRLF or LF. Text may be UTF-8, UTF-8 with a BOM, or CP949 (Korean Excel); the
/// encoding is detected and the table is returned in UTF-8. `.gz` files are read transparently.
/// Leading lines starting with '#' are comments (RaterLab writes one on synthetic-demo exports).
namespace rl::io {

enum class Encoding { Utf8, Utf8Bom, Cp949 };
const char *encodingName(Encoding e);

struct CsvRow {
    int line = 0;                      ///< 1-based physical line where the record starts
    std::vector<std::string> fields;
};

struct CsvTable {
    std::string source;                ///< file name used in messages
    Encoding encoding = Encoding::Utf8;
    std::vector<std::string> header;
    int headerLine = 1;
    std::vector<CsvRow> rows;

    int column(std::string_view name) const; ///< 0-based index, -1 if absent
    /// "file:line:column: reason" — column is 1-based like a spreadsheet's.
    std::string where(const CsvRow &row, int column) const;
};

struct CsvOptions {
    /// Columns whose quoted values may legitimately span lines (e.g. thinking, raw_response).
    /// Anywhere else a quoted field that holds a line break is an opening quote that swallowed
    /// the following rows, and the file is rejected.
    std::vector<std::string> multilineColumns;
};

/// Decode bytes to UTF-8 (detecting the encoding).
Result<std::pair<std::string, Encoding>> decodeText(std::string bytes, const std::string &source);

/// Parse CSV text (already UTF-8). Every record must have as many fields as the header.
Result<CsvTable> parseCsv(std::string_view text, const std::string &source, const CsvOptions &options = {});

/// The same parse, one record at a time, for files too large to hold as a CsvTable (StereoTales'
/// extractions: 37M rows): `table` receives source and header (its rows stay empty); `onHeader` (may be
/// empty) runs once after the header, e.g. applyColumnMap(); `onRow` runs for every record in file order
/// (it may move the fields out). The first error of either callback ends the parse and is returned.
Status forEachCsvRow(std::string_view text, const std::string &source, const CsvOptions &options, CsvTable &table,
    const std::function<Status(CsvTable &)> &onHeader, const std::function<Status(CsvRow &)> &onRow);

/// forEachCsvRow on a file (plain or .gz) read in pieces of about 1 MiB, so that the memory holds a
/// piece and a record, never the file: the same rows, callbacks and errors as readFileBytes(path,
/// limit) + decodeText + forEachCsvRow (which it falls back to, the whole file in memory, when the file
/// is not UTF-8 throughout — CP949 — or holds a NUL byte). `table.encoding` is set. The file is read
/// twice (the first pass checks the encoding and the limit).
Status forEachCsvFileRow(const std::string &path, std::size_t limit, const CsvOptions &options, CsvTable &table,
    const std::function<Status(CsvTable &)> &onHeader, const std::function<Status(CsvRow &)> &onRow);

/// Read and parse a file (plain or .gz).
Result<CsvTable> readCsvFile(const std::string &path, const CsvOptions &options = {});

/// The text of physical line `line` (1-based) of a file, decoded to UTF-8 like readCsvFile reads it
/// and without its line break — what an error's file:line points at. Error{NotFound} past the end.
Result<std::string> sourceLine(const std::string &path, int line);

/// Rename header columns: FROM=TO pairs (the --map option of every importer). A FROM that is not a
/// column is an error naming the file.
Status applyColumnMap(CsvTable &table, const std::vector<std::pair<std::string, std::string>> &map);

/// Parse "FROM=TO".
Result<std::pair<std::string, std::string>> parseMapping(std::string_view text);

/// Quote a field when needed (comma, quote, CR or LF, leading/trailing space).
std::string csvField(std::string_view value);
/// Shortest decimal that round-trips to the same double ("%.17g" trimmed): numbers are never rounded.
std::string formatNumber(double value);

/// Input files (plain, or gzip after decompression) larger than this are refused with a sentence
/// instead of exhausting the memory: a 100 kB gzip file can expand to gigabytes.
inline constexpr std::size_t kDefaultInputLimit = std::size_t(1) << 30; // 1 GiB
std::size_t inputLimit();
/// Change the limit for this process (tests use a small one); 0 restores kDefaultInputLimit.
void setInputLimit(std::size_t bytes);

/// Read a whole file (plain or gzip) as bytes, refusing more than inputLimit() (or `limit`) bytes.
Result<std::string> readFileBytes(const std::string &path);
Result<std::string> readFileBytes(const std::string &path, std::size_t limit);
/// Write a file through rl::replaceFile (engine/core/atomicfile.h): whole or not at all, the previous file intact on
/// any error, never through a symbolic link. A missing parent folder is made first.
Status writeFileAtomic(const std::string &path, std::string_view content);

} // namespace rl::io

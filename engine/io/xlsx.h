// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <string>
#include <vector>

/// An Excel workbook (.xlsx, Office Open XML) of tables, written with libxlsxwriter: one sheet per
/// table, laid out as a manuscript table — the caption in bold (row 1), the header row in bold over a
/// rule (row 2, frozen), the body, then the note below an empty row. Numbers are written as numbers
/// with an Excel number format (".000" for bounded statistics, `[<0.001]"< .001";.000` for p), so a
/// spreadsheet computes with the full value and shows the APA form; NaN is an empty cell.
namespace rl::io::xlsx {

struct Cell {
    enum class Kind { Empty, Text, Number };
    Kind kind = Kind::Empty;
    std::string text;        ///< Kind::Text, UTF-8
    double number = 0;       ///< Kind::Number; NaN or infinite is written as an empty cell
    std::string format;      ///< Excel number format code of a Number ("" = General)

    static Cell makeText(std::string s) { return {Kind::Text, std::move(s), 0, {}}; }
    static Cell makeNumber(double v, std::string fmt = {}) { return {Kind::Number, {}, v, std::move(fmt)}; }
};

struct Sheet {
    std::string name;                     ///< made valid and unique by writeWorkbook (see sheetName)
    std::string caption;                  ///< row 1; empty = no caption row
    std::vector<std::string> header;      ///< the column headers
    std::vector<std::string> headerNotes; ///< per header: a cell comment (the metric's definition), may be empty
    std::vector<std::vector<Cell>> rows;  ///< the body
    std::string note;                     ///< below the body after an empty row; empty = none
};

/// An Excel sheet name from `wanted`: []:*?/\ replaced by '-', at most 31 characters (UTF-8 aware),
/// "Sheet" when empty, and made unique against `taken` by a " (2)", " (3)" … suffix.
std::string sheetName(const std::string &wanted, const std::vector<std::string> &taken);

/// Write `sheets` (at least one) to `path`, whole or not at all (rl::PendingFile: the previous file intact on any
/// error, never through a symbolic link). Errors: Io (libxlsxwriter's reason), Validation (no sheet, a link at `path`).
Status writeWorkbook(const std::vector<Sheet> &sheets, const std::string &path);

/// Read a written workbook back: empty when it is whole, else what is wrong ("part 'xl/worksheets/sheet3.xml' is
/// cut short"). Checks the zip directory, every part's local header, size and CRC-32, and that every XML part
/// ends by closing its root element (libxlsxwriter zips a part it could not stage whole without a word).
std::string checkWorkbookFile(const std::string &path);

} // namespace rl::io::xlsx

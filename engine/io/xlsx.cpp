// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/xlsx.h"

#include "engine/core/atomicfile.h"

#include <xlsxwriter.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace rl::io::xlsx {

namespace {

// Characters of a UTF-8 string (lead bytes), for Excel's 31-character limit.
std::string utf8Prefix(const std::string &s, std::size_t chars)
{
    std::size_t count = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) {
            if (count == chars)
                return s.substr(0, i);
            ++count;
        }
    }
    return s;
}

std::size_t utf8Length(const std::string &s)
{
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

bool taken(const std::vector<std::string> &names, const std::string &name)
{
    const auto lower = [](std::string s) {
        std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return s;
    };
    return std::any_of(names.begin(), names.end(), [&](const std::string &n) { return lower(n) == lower(name); });
}

Error io(const PendingFile &file, const std::string &what)
{
    return Error {ErrorCode::Io, file.path() + ": " + what + "; " + file.untouched()};
}

// libxlsxwriter 1.1 does not report every failed write of its zip file (a full disk can leave a fragment with
// LXW_NO_ERROR): a complete zip ends with its end-of-central-directory record, 22 bytes when there is no comment.
bool endsLikeAZip(const std::string &path)
{
    std::FILE *f = std::fopen(path.c_str(), "rb");
    if (!f)
        return false;
    unsigned char tail[22] {};
    const bool ok = std::fseek(f, -22, SEEK_END) == 0 && std::fread(tail, 1, sizeof tail, f) == sizeof tail;
    std::fclose(f);
    return ok && tail[0] == 'P' && tail[1] == 'K' && tail[2] == 5 && tail[3] == 6;
}

} // namespace

std::string sheetName(const std::string &wanted, const std::vector<std::string> &existing)
{
    std::string base;
    for (char c : wanted)
        base += std::string("[]:*?/\\").find(c) == std::string::npos ? c : '-';
    if (base.empty())
        base = "Sheet";
    if (base.front() == '\'')
        base.front() = '-';
    base = utf8Prefix(base, 31);
    if (!taken(existing, base))
        return base;
    for (int k = 2;; ++k) {
        const std::string suffix = " (" + std::to_string(k) + ")";
        const std::string name = utf8Prefix(base, 31 - utf8Length(suffix)) + suffix;
        if (!taken(existing, name))
            return name;
    }
}

Status writeWorkbook(const std::vector<Sheet> &sheets, const std::string &path)
{
    if (sheets.empty())
        return Error {ErrorCode::Validation, path + ": a workbook needs at least one table"};
    lxw_workbook_options options {};
    options.constant_memory = LXW_FALSE;
    options.tmpdir = nullptr;
    options.use_zip64 = LXW_FALSE;
    // libxlsxwriter writes its own file: the temporary beside the target, committed only when complete.
    auto file = PendingFile::create(path);
    if (!file)
        return file.error();
    lxw_workbook *book = workbook_new_opt(file->temporaryPath().c_str(), &options);
    if (!book)
        return io(*file, "cannot create the workbook");

    lxw_format *bold = workbook_add_format(book);
    format_set_bold(bold);
    lxw_format *head = workbook_add_format(book);
    format_set_bold(head);
    format_set_bottom(head, LXW_BORDER_THIN);
    format_set_text_wrap(head);
    lxw_format *italic = workbook_add_format(book);
    format_set_italic(italic);
    std::map<std::string, lxw_format *> numberFormats;
    const auto numberFormat = [&](const std::string &code) -> lxw_format * {
        if (code.empty())
            return nullptr;
        auto &f = numberFormats[code];
        if (!f) {
            f = workbook_add_format(book);
            format_set_num_format(f, code.c_str());
        }
        return f;
    };

    std::vector<std::string> names;
    for (const Sheet &sheet : sheets) {
        names.push_back(sheetName(sheet.name, names));
        lxw_worksheet *ws = workbook_add_worksheet(book, names.back().c_str());
        if (!ws) {
            workbook_close(book);
            return io(*file, "cannot add sheet '" + names.back() + "'");
        }
        lxw_row_t row = 0;
        if (!sheet.caption.empty())
            worksheet_write_string(ws, row++, 0, sheet.caption.c_str(), bold);
        const lxw_row_t headerRow = row;
        for (std::size_t c = 0; c < sheet.header.size(); ++c) {
            worksheet_write_string(ws, row, static_cast<lxw_col_t>(c), sheet.header[c].c_str(), head);
            if (c < sheet.headerNotes.size() && !sheet.headerNotes[c].empty())
                worksheet_write_comment(ws, row, static_cast<lxw_col_t>(c), sheet.headerNotes[c].c_str());
        }
        ++row;
        worksheet_freeze_panes(ws, row, 1);
        std::vector<std::size_t> width(sheet.header.size(), 8);
        for (std::size_t c = 0; c < sheet.header.size(); ++c)
            width[c] = std::max<std::size_t>(width[c], std::min<std::size_t>(utf8Length(sheet.header[c]) + 2, 24));
        for (const auto &cells : sheet.rows) {
            for (std::size_t c = 0; c < cells.size(); ++c) {
                const Cell &cell = cells[c];
                const auto col = static_cast<lxw_col_t>(c);
                if (cell.kind == Cell::Kind::Text) {
                    worksheet_write_string(ws, row, col, cell.text.c_str(), nullptr);
                    if (c < width.size())
                        width[c] = std::max<std::size_t>(width[c], std::min<std::size_t>(utf8Length(cell.text) + 2, 40));
                } else if (cell.kind == Cell::Kind::Number && std::isfinite(cell.number)) {
                    worksheet_write_number(ws, row, col, cell.number, numberFormat(cell.format));
                }
            }
            ++row;
        }
        for (std::size_t c = 0; c < width.size(); ++c)
            worksheet_set_column(ws, static_cast<lxw_col_t>(c), static_cast<lxw_col_t>(c), double(width[c]), nullptr);
        if (!sheet.note.empty())
            worksheet_write_string(ws, row + 1, 0, sheet.note.c_str(), italic);
        (void)headerRow;
    }
    if (const lxw_error e = workbook_close(book); e != LXW_NO_ERROR)
        return io(*file, std::string("cannot write the workbook: ") + lxw_strerror(e));
    if (!endsLikeAZip(file->temporaryPath()))
        return io(*file, "cannot write the workbook: it came out incomplete (is the disk full?)");
    return file->commit();
}

} // namespace rl::io::xlsx

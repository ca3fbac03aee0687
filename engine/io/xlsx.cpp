// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/xlsx.h"

#include "engine/core/atomicfile.h"

#include <xlsxwriter.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <map>

#include <zlib.h>

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

// libxlsxwriter 1.1 does not report every failed write: a full disk can leave a fragment of the zip with
// LXW_NO_ERROR, and a part it stages in a temporary file (a worksheet's XML) can come out cut short and be zipped
// as it is, so that the workbook is a well-formed zip with a truncated sheet. checkWorkbookFile reads the zip
// back: the end-of-central-directory record, every entry's local header, size and CRC, and every XML part ending
// with the closing tag of its root element.
std::uint32_t le32(const unsigned char *p) { return p[0] | p[1] << 8 | p[2] << 16 | std::uint32_t(p[3]) << 24; }
std::uint16_t le16(const unsigned char *p) { return std::uint16_t(p[0] | p[1] << 8); }

// The name of an XML text's root element and whether the text ends by closing it.
bool xmlClosesItsRoot(const std::string &xml)
{
    std::size_t at = 0;
    while ((at = xml.find('<', at)) != std::string::npos && at + 1 < xml.size() && (xml[at + 1] == '?' || xml[at + 1] == '!'))
        ++at;
    if (at == std::string::npos || at + 1 >= xml.size())
        return false;
    const std::size_t nameEnd = xml.find_first_of(" \t\r\n/>", at + 1);
    if (nameEnd == std::string::npos)
        return false;
    const std::string root = xml.substr(at + 1, nameEnd - at - 1);
    std::size_t end = xml.find_last_not_of(" \t\r\n");
    if (end == std::string::npos)
        return false;
    const std::string closing = "</" + root + ">";
    if (end + 1 >= closing.size() && xml.compare(end + 1 - closing.size(), closing.size(), closing) == 0)
        return true;
    return end >= 1 && xml.compare(end - 1, 2, "/>") == 0 && xml.find('<', at + 1) == std::string::npos; // <root/>
}

} // namespace

std::string checkWorkbookFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    const std::string zip((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto *z = reinterpret_cast<const unsigned char *>(zip.data());
    if (zip.size() < 22 || le32(z + zip.size() - 22) != 0x06054b50)
        return "it does not end with a zip directory";
    const unsigned char *eocd = z + zip.size() - 22;
    const std::size_t entries = le16(eocd + 10), dirSize = le32(eocd + 12), dirAt = le32(eocd + 16);
    if (dirAt + dirSize > zip.size() - 22)
        return "its zip directory lies outside the file";
    std::size_t at = dirAt;
    for (std::size_t e = 0; e < entries; ++e) {
        if (at + 46 > dirAt + dirSize || le32(z + at) != 0x02014b50)
            return "its zip directory is cut short";
        const unsigned method = le16(z + at + 10);
        const std::uint32_t crc = le32(z + at + 16), packed = le32(z + at + 20), size = le32(z + at + 24);
        const std::size_t nameLen = le16(z + at + 28), extraLen = le16(z + at + 30), commentLen = le16(z + at + 32);
        const std::size_t local = le32(z + at + 42);
        const std::string name = zip.substr(at + 46, nameLen);
        at += 46 + nameLen + extraLen + commentLen;
        if (local + 30 > zip.size() || le32(z + local) != 0x04034b50)
            return "part '" + name + "' has no local header";
        const std::size_t dataAt = local + 30 + le16(z + local + 26) + le16(z + local + 28);
        if (dataAt + packed > zip.size())
            return "part '" + name + "' is cut short";
        std::string data(size, '\0');
        if (method == 0 && packed == size) {
            std::copy_n(zip.data() + dataAt, size, data.data());
        } else if (method == 8) {
            z_stream s {};
            if (inflateInit2(&s, -MAX_WBITS) != Z_OK)
                return "part '" + name + "' cannot be read";
            s.next_in = const_cast<Bytef *>(z + dataAt);
            s.avail_in = packed;
            s.next_out = reinterpret_cast<Bytef *>(data.data());
            s.avail_out = size;
            const int rc = inflate(&s, Z_FINISH);
            const bool whole = rc == Z_STREAM_END && s.total_out == size;
            inflateEnd(&s);
            if (!whole)
                return "part '" + name + "' does not inflate to its size";
        } else {
            return "part '" + name + "' has an unknown compression method";
        }
        if (crc32(0L, reinterpret_cast<const Bytef *>(data.data()), uInt(data.size())) != crc)
            return "part '" + name + "' fails its checksum";
        const bool xml = name.size() > 4 && (name.ends_with(".xml") || name.ends_with(".rels") || name.ends_with(".vml"));
        if (xml && !xmlClosesItsRoot(data))
            return "part '" + name + "' is cut short";
    }
    return {};
}

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
    if (const std::string problem = checkWorkbookFile(file->temporaryPath()); !problem.empty())
        return io(*file, "cannot write the workbook: it came out incomplete, " + problem + " (is the disk full?)");
    return file->commit();
}

} // namespace rl::io::xlsx

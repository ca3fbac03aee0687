// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QAbstractItemModel;

/// Writers of any table model (its horizontal header and every row, top level only) as
/// manuscript-ready text. A cell is the model's ExportTextRole (C locale, full precision the model
/// chose) and falls back to DisplayRole. A model that names its rows in the vertical header
/// (ExportTextRole) gets them as a first column, headed by its "exportCorner" property. The GUI's "copy as TSV", the export dialog and
/// `raterlab-cli export-table` use the same functions, so the files are identical.
namespace rl::models {

enum class TableFormat { Csv, Tsv, Latex, Markdown };

/// The manuscript form of a table (LaTeX, Markdown, copy as TSV, Excel): the header's DisplayRole
/// (the human name: r, ρ, 95% LoA …), its ToolTipRole as the definition, and, where a cell has an
/// ExportValueRole and its header a NumberStyleRole, the number in APA form (cellformat::apa) with
/// `decimals`. `title` goes above the table, `note` (study, filter, n and coverage) below it.
struct TableCaption {
    QString title;
    QString note;
    int decimals = 2;
};

/// The manuscript form's header and rows (what LaTeX, Markdown and HTML write, before escaping): the row
/// names first when the model has them, numbers in APA form with `decimals`, an em dash when undefined.
QList<QStringList> manuscriptRows(const QAbstractItemModel &model, int decimals);
/// Per column of manuscriptRows(): true for a text column (NumberStyleRole Text, the row names; without a
/// style, the first column).
std::vector<bool> manuscriptTextColumns(const QAbstractItemModel &model);

/// "csv", "tsv", "latex" (also "tex"), "markdown" (also "md"); false when unknown.
bool parseTableFormat(const QString &name, TableFormat &out);

/// RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled; CRLF line ends.
/// Machine names in the header (ExportTextRole: a public contract, extended, never renamed) and
/// full precision: a cell with an ExportValueRole is written as the shortest text that reads back
/// as the same double (cellformat::full), NA when undefined.
QString tableToCsv(const QAbstractItemModel &model);
/// Copy as TSV: the same headers as the CSV file (machine names) and the cells' ExportTextRole;
/// tab-separated, LF line ends; tabs and line breaks inside a cell become spaces (spreadsheet paste).
QString tableToTsv(const QAbstractItemModel &model);
/// A booktabs `longtable` (needs \usepackage{booktabs,longtable}): text columns l, numbers r, the header
/// repeated on every page, `caption` (may be empty) as a comment line and \caption. Everything is escaped
/// for pdflatex: LaTeX specials, Greek letters and mathematical symbols as math macros ($\kappa$,
/// $\Delta \alpha$, $\chi^{2}$), dashes and quotes as LaTeX writes them.
QString tableToLatex(const QAbstractItemModel &model, const QString &caption = {});
/// A GitHub-flavoured pipe table; `|` inside cells is escaped.
QString tableToMarkdown(const QAbstractItemModel &model);

/// The manuscript forms with a caption: LaTeX longtable with `% title` above, the title as its \caption and
/// the note as `\textit{Note.}` below; Markdown with a pandoc `Table: title` line and `*Note.*` below.
QString tableToLatex(const QAbstractItemModel &model, const TableCaption &caption);
QString tableToMarkdown(const QAbstractItemModel &model, const TableCaption &caption);

/// An HTML <table> in the manuscript form, the title as <caption> and the note in a <p class="note">
/// after it; text escaped.
QString tableToHtml(const QAbstractItemModel &model, const TableCaption &caption);

QString tableToText(const QAbstractItemModel &model, TableFormat format, const QString &caption = {});
QString tableToText(const QAbstractItemModel &model, TableFormat format, const TableCaption &caption);


/// Write the table as UTF-8, whole or not at all (writeOutputFile: the previous file intact on any error, a
/// symbolic link at `path` refused). Errors: Io, Validation (a link, a folder).
Status writeTable(const QAbstractItemModel &model, TableFormat format, const QString &path,
                  const QString &caption = {});
Status writeTable(const QAbstractItemModel &model, TableFormat format, const QString &path,
                  const TableCaption &caption);

/// A table with its sheet name and caption, for a workbook of several tables.
struct NamedTable {
    QString name;                               ///< sheet name (made valid and unique by the writer)
    std::shared_ptr<QAbstractItemModel> model;
    TableCaption caption;
};

/// The tables as one Excel workbook (engine/io/xlsx.h), a sheet per table in the manuscript form:
/// the title, the headers with their definitions as cell comments, numbers as numbers (the full
/// value with the APA number format of the column's NumberStyleRole; a text cell that is a plain
/// C-locale number becomes a number too; NA an empty cell), the note; whole or not at all like writeTable.
/// Errors: Io, Validation (no table, a link at `path`).
Status writeWorkbook(const std::vector<NamedTable> &tables, const QString &path);

} // namespace rl::models

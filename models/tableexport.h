// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <QString>

class QAbstractItemModel;

/// Writers of any table model (its horizontal header and every row, top level only) as
/// manuscript-ready text. A cell is the model's ExportTextRole (C locale, full precision the model
/// chose) and falls back to DisplayRole. A model that names its rows in the vertical header
/// (ExportTextRole) gets them as a first column, headed by its "exportCorner" property. The GUI's "copy as TSV", the export dialog and
/// `raterlab-cli export-table` use the same functions, so the files are identical.
namespace rl::models {

enum class TableFormat { Csv, Tsv, Latex, Markdown };

/// "csv", "tsv", "latex" (also "tex"), "markdown" (also "md"); false when unknown.
bool parseTableFormat(const QString &name, TableFormat &out);

/// RFC 4180: fields with a comma, quote or line break are quoted, quotes doubled; CRLF line ends.
QString tableToCsv(const QAbstractItemModel &model);
/// Tab-separated, LF line ends; tabs and line breaks inside a cell become spaces (spreadsheet paste).
QString tableToTsv(const QAbstractItemModel &model);
/// A booktabs `tabular` (l for the first column, r for the others) with LaTeX specials escaped;
/// `caption` (may be empty) becomes a comment line above it.
QString tableToLatex(const QAbstractItemModel &model, const QString &caption = {});
/// A GitHub-flavoured pipe table; `|` inside cells is escaped.
QString tableToMarkdown(const QAbstractItemModel &model);

QString tableToText(const QAbstractItemModel &model, TableFormat format, const QString &caption = {});

/// Write the table as UTF-8 (atomically, through QSaveFile). Errors: Io.
Status writeTable(const QAbstractItemModel &model, TableFormat format, const QString &path,
                  const QString &caption = {});

} // namespace rl::models

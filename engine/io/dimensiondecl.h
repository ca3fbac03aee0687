// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/io/csv.h"
#include "engine/study/study.h"

#include <string>
#include <string_view>
#include <vector>

/// Declaring the dimensions an import rates: the CLI's `--dimension` text, the `--dimensions FILE.json`
/// declaration file, and the labels a categorical dimension takes from the file it comes with. The GUI's
/// dimension table writes the same text and calls the same parser, so both accept and refuse alike.
///
/// A categorical declaration without labels (`NAME:categorical`, or a JSON declaration without `labels`)
/// is a *pending* declaration: its levels are empty until resolveFileLabels() fills them from the file
/// the import reads. `ordered` marks labels whose declared order is meaningful (`:ordinal`).
namespace rl::io {

/// `NAME:LO-HI[:integer|continuous]` (default integer; LO and HI may be negative or decimal:
/// `-3-3`, `0-100:continuous`, `0.5-4.5:continuous`) or `NAME:categorical[:ordinal][:LABELS]`, where
/// LABELS is a comma-separated list read like a CSV record (parseLabelList): `"a, b","n/a: x",plain`.
/// Without LABELS the labels come from the file (a pending declaration). Error{Validation} names what is
/// wrong with the text.
Result<study::Dimension> parseDimensionDecl(std::string_view text);

/// The `--dimension` text that parseDimensionDecl reads back as `d` (labels quoted where they need it).
std::string dimensionDeclText(const study::Dimension &d);

/// A comma-separated label list read like one CSV record: a label may be enclosed in double quotes, and
/// then holds commas, colons and quotes written twice (`"say ""no"""`); spaces around a label are not part
/// of it. Error{Validation} for an unclosed quote, text after a closing quote, a quote inside an unquoted
/// label, an empty label, a label that begins or ends with a space, or one that appears twice; the reason
/// names the label by its position.
Result<std::vector<std::string>> parseLabelList(std::string_view text);

/// The labels as parseLabelList reads them back: quoted only where a label holds a comma, a quote or a
/// colon, joined by `separator` (", " for messages).
std::string labelListText(const std::vector<std::string> &labels, std::string_view separator = ",");

/// A categorical declaration whose labels come from the file (no labels given).
bool isPending(const study::Dimension &d);

/// The declaration file `--dimensions FILE.json` (docs/file-formats.md): a JSON array of objects (or one
/// object) with `name`, `kind` (`categorical` | `numeric`), for a categorical dimension `labels` (optional:
/// without it the labels come from the file) and `ordered` (default false), for a numeric one `min`, `max`
/// and `integer` (default true). Read with the strict JSON reader; unknown keys, a wrong type, a name
/// declared twice and every rule of parseDimensionDecl are refused with `source:line:column: reason`, and
/// the file is then rejected whole.
Result<std::vector<study::Dimension>> parseDimensionsJson(std::string_view text, const std::string &source);
/// parseDimensionsJson of a file's contents; `source` in messages is the path as given.
Result<std::vector<study::Dimension>> readDimensionsFile(const std::string &path);
/// The declaration file of `dimensions` (keys in the documented order, pretty-printed); read back by
/// parseDimensionsJson as the same dimensions.
std::string dimensionsToJson(const std::vector<study::Dimension> &dimensions);

/// The labels a long ratings table gives dimension `name`: its rows' trimmed `value` cells (missing ones
/// skipped), each once, in order of first appearance. Empty when the table has no `dimension` and `value`
/// columns.
std::vector<std::string> labelsInTable(const CsvTable &t, std::string_view name);
/// The same over a table's header and rows' fields (the GUI's copy of a file, after the column mapping).
std::vector<std::string> labelsInRows(const std::vector<std::string> &header,
                                      const std::vector<std::vector<std::string>> &rows, std::string_view name);

/// Fill the labels of the pending declarations of an import of `t` (ratings or, `predictions` true, a
/// predictions file): a dimension the study has keeps the study's labels; a new one takes the labels of
/// the long ratings file (labelsInTable). A model's answers never define a label set (an answer outside it
/// is invalid), and a wide file holds no labels: both are refused, as are fewer than two labels.
Status resolveFileLabels(const study::Study &s, std::vector<study::Dimension> &declared, const CsvTable &t,
                         bool predictions);

/// A name declared twice in one import (by --dimension and --dimensions together) is refused.
Status checkDistinctNames(const std::vector<study::Dimension> &declared);

} // namespace rl::io

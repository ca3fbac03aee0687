// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "widgets/report/reportcontent.h"

#include <QIODevice>

/// The report as a paginated A4 PDF, laid out here rather than by QTextDocument::print, so that it
/// reads like a paper (APA 7 manuscript conventions):
///  - 1-inch margins, the page number top right inside the margin;
///  - a table is painted row by row (booktabs rules, numbers right-aligned, a repeated key value left
///    blank): when it is wider than a portrait page it goes on landscape pages, when it is wider than
///    those too its metric columns are split into parts that repeat the key columns; a table longer
///    than a page continues on the next with its header repeated under "Table N (continued)";
///  - a figure is never split: its number, caption and image stay on one page (a figure taller than
///    the page is drawn smaller); figures are 200-dpi images of the export paint routine;
///  - a heading is kept with what follows it; paragraphs break between lines.
namespace rl::widgets {

/// The geometry the layout and its tests share.
struct ReportPageGeometry {
    static constexpr double marginMm = 25.4;
    static constexpr double bodyPt = 10.5;
    static constexpr double tablePt = 8;
    static constexpr int figureDpi = 200;
};

/// Write `content` as PDF to `device` (opened for writing). Errors: Cancelled (progress's stop token).
Status writeReportPdf(const ReportContent &content, QIODevice &device, const Progress &progress = {});

} // namespace rl::widgets

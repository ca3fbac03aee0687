// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/methodstext.h"
#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "models/analysisbundle.h"
#include "widgets/report/reportcontent.h"

#include <QString>

#include <memory>

/// The whole-study report: the methods paragraph (analysis::methodsParagraph) with its references,
/// the study's tables in the manuscript's long form and its figures with captions in words, as
/// reportcontent.h gathers them. HTML carries the figures as inline SVG; PDF is laid out page by page
/// by reportpdf.h. `raterlab-cli report` and the GUI's Analysis → Methods & report… write the same
/// file; the GUI calls writeStudyReport on a worker thread (it paints no widget).
namespace rl::widgets {

/// The report as one self-contained HTML document.
QString studyReportHtml(const ReportContent &content);
QString studyReportHtml(std::shared_ptr<const models::AnalysisBundle> bundle, const analysis::MethodsFacts &facts,
                        const ReportOptions &options);

/// Write the report to `path`: PDF when it ends in .pdf, otherwise HTML (UTF-8); the file appears
/// whole or not at all. `progress` reports the phases and can stop the work.
/// Errors: Io, Cancelled (nothing is written).
Status writeStudyReport(std::shared_ptr<const models::AnalysisBundle> bundle, const analysis::MethodsFacts &facts,
                        const ReportOptions &options, const QString &path, const Progress &progress = {});

} // namespace rl::widgets

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/methodstext.h"
#include "engine/core/result.h"
#include "models/analysisbundle.h"

#include <QString>

#include <memory>

/// The whole-study report: the methods paragraph (analysis::methodsParagraph) with its references,
/// every table of the study in the manuscript form (models::allTables) and every figure
/// (widgets::figureNames, painted with the export routine). HTML carries the figures as inline SVG;
/// PDF (A4, QTextDocument through QPdfWriter) as 200-dpi images. A jury or StereoTales study's report holds
/// its own tables and figures instead (kindreport.h), never the agreement suite's. `raterlab-cli report` and the GUI's
/// Analysis → Methods & report… write the same file.
namespace rl::widgets {

struct ReportOptions {
    analysis::MethodsLanguage language = analysis::MethodsLanguage::English;
    int decimals = 2;
    /// The study of a kind with analyses of its own (kindreport.h) when no bundle is given.
    std::shared_ptr<const study::Study> study;
};

/// The report as one self-contained HTML document. `inlineSvg` false: figures as <img src="figure-N.png">
/// (the PDF path adds those images as document resources).
QString studyReportHtml(std::shared_ptr<const models::AnalysisBundle> bundle, const analysis::MethodsFacts &facts,
                        const ReportOptions &options, bool inlineSvg = true);

/// Write the report to `path`: PDF when it ends in .pdf, otherwise HTML (UTF-8). Errors: Io.
Status writeStudyReport(std::shared_ptr<const models::AnalysisBundle> bundle, const analysis::MethodsFacts &facts,
                        const ReportOptions &options, const QString &path);

} // namespace rl::widgets

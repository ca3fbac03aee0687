// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/methodstext.h"
#include "engine/analysis/studykinds.h"
#include "engine/core/result.h"
#include "widgets/figurecatalog.h"
#include "widgets/report/reportcontent.h"
#include "widgets/studykindfigures.h"

#include <QString>

#include <memory>
#include <vector>

namespace rl::study { class Study; }

/// The results part of the report of a study kind with analyses of its own (analysis::studyKindEntry:
/// agreementSuite false): the kind's tables and its figures painted with its views' routines, captioned by the
/// kind's entry (widgets/studykindfigures.h: the jury's, StereoTales', a registered kind's).
namespace rl::widgets {

/// Computes the kind's analysis of `study` (facts.projectPath holds its stories) through the kind's record
/// (studykindfigures.h); an empty report for a kind without one. Errors: the analysis'.
Result<KindReport> kindReport(std::shared_ptr<const study::Study> study, const analysis::MethodsFacts &facts,
                              analysis::MethodsLanguage language);

/// The kind's results as one section of the report (reportcontent.h): its tables as manuscript models
/// (text columns as written, numbers at full precision with the APA number style) and its figures.
ReportSection kindReportSection(const KindReport &report, const ReportContent &content);


} // namespace rl::widgets

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/studykindfigures.h"

namespace rl::widgets::jury {

/// The jury study's figures for export-figure (juryfigures.h's, from JuryAnalysisRunner::compute as the Jury tab
/// computes it, under the project's jury_bootstrap, jury_seed, jury_cheap_max_price and the subset explorer's
/// jury_price_cap_on, jury_price_cap, jury_price_basis and jury_panel_size; flags --seed, --corpus, --condition,
/// --aggregate, --cheap-only) and its report results (juryReportTables and the entry's figures).
StudyKindFigures juryKindFigures();

} // namespace rl::widgets::jury

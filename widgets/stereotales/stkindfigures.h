// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/studykindfigures.h"

namespace rl::widgets::stereotales {

/// The StereoTales study's figures for export-figure (stfigures.h's, from StRunner::compute as the StereoTales tab
/// computes it, under the project's st_resamples, st_seed and st_by; flags --by, --seed, --resamples) and its
/// report results (stReportTables and the entry's figures).
StudyKindFigures stKindFigures();

} // namespace rl::widgets::stereotales

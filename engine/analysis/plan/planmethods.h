// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/methodstext.h"
#include "engine/analysis/plan/resampling.h"

#include <string>

namespace rl::analysis::plan {

/// One paragraph for a manuscript's methods citing a resampling plan (resampling.h): the designs (m items x
/// k raters per item), B, the seed and the target, then per dimension the smallest design whose verdict row
/// over all items (group `all`, condition `all`) reached the target — its items, raters, human ratings and
/// stable draws of B — or that none did (with the most stable draws any design reached). Every number is the
/// plan's: counts as integers, the target with methodswords.h num(). Written in English or Korean; C locale.
std::string planMethodsParagraph(const StudyPlan &plan, MethodsLanguage language);

} // namespace rl::analysis::plan

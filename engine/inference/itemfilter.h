// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/study/study.h"

#include <string_view>
#include <vector>

namespace rl::inference {

/// Items selected by a filter `factor=level[,level][;factor=level]...`, e.g. `emotion=sad;race=Korean`:
/// clauses are joined by AND, the levels of one clause by OR; names match exactly. An empty filter
/// selects every item. Returns item indices in study order; an unknown factor or level is
/// Error{Validation} naming it.
Result<std::vector<int>> selectItems(const study::Study &study, std::string_view filter);

} // namespace rl::inference

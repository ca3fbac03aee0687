// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/study.h"

#include <optional>
#include <span>
#include <string>

namespace rl::models {

/// The item filter (inference/itemfilter.h syntax) that selects exactly `items` (indices into
/// study.items, any order), so that a run over the grid's current selection can be journalled and
/// resumed like a typed filter. Per factor, the levels the items have form one clause (a factor
/// whose every level occurs, or where an item has no level, gets none); the result is checked with
/// selectItems(), then clauses the others imply are dropped. nullopt when no filter selects exactly
/// these items — a selection narrowed by the stimulus-id search, or level names containing ';',
/// ',' or '=' — or when `items` is empty. Selecting every item gives the empty filter.
std::optional<std::string> filterForItems(const study::Study &study, std::span<const int> items);

} // namespace rl::models

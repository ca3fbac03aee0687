// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rl {

/// The candidate closest to `name` by edit distance (case-insensitive; the first of equals), empty when there
/// is none: what "did you mean …?" in an error names.
std::string closestName(std::string_view name, const std::vector<std::string> &candidates);

} // namespace rl

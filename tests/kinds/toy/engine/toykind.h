// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/protocol.h"

/// A fourth kind of study made only to prove the seam (docs/architecture.md, "Adding a study kind"): "toy", a rating
/// study whose own analysis counts each item's human ratings and their mean. Its engine half is this folder — one
/// registration (toykind.cpp) — and its Qt half tests/kinds/toy/widgets; no other file of RaterLab names it.
namespace rl::toy {

/// The kind (registered at static initialisation by toykind.cpp).
study::StudyKind toyKind();

/// The analysis' one file and the kind's one view.
inline constexpr const char *kSummaryFile = "toy_summary.csv";
inline constexpr const char *kSummaryView = "toy-summary";

} // namespace rl::toy

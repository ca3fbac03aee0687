// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/storage/conditionsave.h"

/// Writing an edited list of model conditions back into a project file: the engine does it
/// (engine/storage/conditionsave.h, one Project connection per save); the editor calls it from here.
namespace rl::models {

using storage::conditionsWithPredictions;
using storage::saveConditions;
using storage::withConditions;

} // namespace rl::models

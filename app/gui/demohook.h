// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/progress.h"
#include "engine/core/result.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <string>

namespace rl::app {

/// Creates the synthetic demo project at `path` (rl::demo::createDemoProject's signature). Held as
/// a function so the GUI builds without the generator and tests can inject a small fake.
using DemoCreator = std::function<Status(const std::string &path, std::uint64_t seed, const Progress &progress)>;

inline constexpr std::uint64_t kDemoSeed = 42;

/// The engine's generator, or an empty function when this build has none.
DemoCreator builtinDemoCreator();

/// Where the first launch keeps its demo: QStandardPaths::AppDataLocation/demo.raterlab.
QString defaultDemoPath();

} // namespace rl::app

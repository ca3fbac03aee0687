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

/// The three synthetic demo studies (`raterlab-cli demo --study face|jury|stereotales`).
enum class DemoKind { Face, Jury, StereoTales };

/// "face", "jury", "stereotales" → the kind; anything else is the face study.
DemoKind demoKindFromKey(const QString &key);

/// The engine's generator of that kind, or an empty function when this build has none.
DemoCreator builtinDemoCreator(DemoKind kind = DemoKind::Face);

/// Where the app keeps its demo of that kind: QStandardPaths::AppDataLocation/demo.raterlab (the face
/// study), demo-jury.raterlab, demo-stereotales.raterlab.
QString defaultDemoPath(DemoKind kind = DemoKind::Face);

} // namespace rl::app

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

/// A demo is named by its study kind (engine/demo demo::DemoEntry::kind, as `raterlab-cli demo --study KIND`):
/// "face" (the default), "jury", "stereotales", or a registered kind's.
inline const char *const kFaceDemo = "face";

/// The engine's generator of the demo of `kind` (demo::demoOf), or an empty function when this build has none.
DemoCreator builtinDemoCreator(const QString &kind = QLatin1String(kFaceDemo));

/// Where the app keeps its demo of `kind`: QStandardPaths::AppDataLocation/demo.raterlab (the face study), else
/// demo-KIND.raterlab (demo-jury.raterlab, demo-stereotales.raterlab).
QString defaultDemoPath(const QString &kind = QLatin1String(kFaceDemo));

} // namespace rl::app

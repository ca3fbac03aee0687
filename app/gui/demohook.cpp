// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/demohook.h"

#include <QDir>
#include <QStandardPaths>

#if __has_include("engine/demo/demo.h")
#include "engine/demo/demo.h"
#define RL_HAVE_DEMO 1
#else
#define RL_HAVE_DEMO 0
#endif

namespace rl::app {

DemoCreator builtinDemoCreator()
{
#if RL_HAVE_DEMO
    return [](const std::string &path, std::uint64_t seed, const Progress &progress) {
        return demo::createDemoProject(path, seed, progress);
    };
#else
    return {};
#endif
}

QString defaultDemoPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("demo.raterlab"));
}

} // namespace rl::app

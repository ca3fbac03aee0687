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

DemoCreator builtinDemoCreator(const QString &kind)
{
#if RL_HAVE_DEMO
    if (const demo::DemoEntry *d = demo::demoOf(kind.toStdString()))
        return d->create;
    return {};
#else
    (void)kind;
    return {};
#endif
}

QString defaultDemoPath(const QString &kind)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const QString file = kind == QLatin1String(kFaceDemo) ? QStringLiteral("demo.raterlab")
                                                        : QStringLiteral("demo-%1.raterlab").arg(kind);
    return QDir(dir).filePath(file);
}

} // namespace rl::app

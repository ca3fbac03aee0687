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

DemoKind demoKindFromKey(const QString &key)
{
    if (key == QLatin1String("jury"))
        return DemoKind::Jury;
    if (key == QLatin1String("stereotales"))
        return DemoKind::StereoTales;
    return DemoKind::Face;
}

DemoCreator builtinDemoCreator(DemoKind kind)
{
#if RL_HAVE_DEMO
    const char *key = kind == DemoKind::Jury ? "jury" : kind == DemoKind::StereoTales ? "stereotales" : "face";
    if (const demo::DemoEntry *d = demo::demoOf(key))
        return d->create;
    return {};
#else
    (void)kind;
    return {};
#endif
}

QString defaultDemoPath(DemoKind kind)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const QString file = kind == DemoKind::Jury          ? QStringLiteral("demo-jury.raterlab")
                       : kind == DemoKind::StereoTales ? QStringLiteral("demo-stereotales.raterlab")
                                                       : QStringLiteral("demo.raterlab");
    return QDir(dir).filePath(file);
}

} // namespace rl::app

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/demohook.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QStringList>
#include <QTextStream>

#include <cstdio>

/// The project a GUI benchmark opens: the first command-line argument, or (when it is absent or
/// empty) a demo project (seed 42)
/// generated once into the system temp folder by the engine's generator.
inline QString benchProjectPath()
{
    const QStringList args = QCoreApplication::arguments();
    if (args.size() > 1 && !args.at(1).isEmpty())
        return args.at(1);
    const QString path = QDir::temp().filePath(QStringLiteral("raterlab-bench-demo.raterlab"));
    if (QFileInfo::exists(path))
        return path;
    const rl::app::DemoCreator create = rl::app::builtinDemoCreator();
    if (!create) {
        std::fprintf(stderr, "no demo generator in this build: pass a project file\n");
        return {};
    }
    QElapsedTimer clock;
    clock.start();
    const rl::Status made = create(path.toStdString(), rl::app::kDemoSeed, {});
    if (!made) {
        std::fprintf(stderr, "creating the demo failed: %s\n", made.error().message().c_str());
        return {};
    }
    std::printf("generated %s in %lld ms (not part of the measurement)\n", qPrintable(path),
                static_cast<long long>(clock.elapsed()));
    return path;
}

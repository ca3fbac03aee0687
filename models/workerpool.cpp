// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/workerpool.h"

#include <QCoreApplication>
#include <QThreadPool>

namespace rl::models {

QThreadPool *workerPool()
{
    // Made on first use from the GUI thread (the owners of jobs live there), after the application.
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool(QCoreApplication::instance());
        p->setObjectName(QStringLiteral("rl-workers"));
        return p;
    }();
    return pool;
}

} // namespace rl::models

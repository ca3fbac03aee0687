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

QThreadPool *runPool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool(QCoreApplication::instance());
        p->setObjectName(QStringLiteral("rl-runs"));
        p->setMaxThreadCount(256); // a thread for every run going: runs wait on the network, not on the cores
        return p;
    }();
    return pool;
}

} // namespace rl::models

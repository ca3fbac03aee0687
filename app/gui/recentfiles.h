// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace rl::app {

/// The File > Open Recent list, most recent first, kept in QSettings ("recentFiles").
class RecentFiles {
public:
    static constexpr int kMaxEntries = 8;

    static QStringList list();
    static void add(const QString &path); ///< moves an existing entry to the front
    static void remove(const QString &path);
    static void clear();
};

} // namespace rl::app

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace rl::app {

namespace {
const QString kKey = QStringLiteral("recentFiles");

void store(const QStringList &files) { QSettings().setValue(kKey, files); }
} // namespace

QStringList RecentFiles::list() { return QSettings().value(kKey).toStringList(); }

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = list();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxEntries)
        files.removeLast();
    store(files);
}

void RecentFiles::remove(const QString &path)
{
    QStringList files = list();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    store(files);
}

void RecentFiles::clear() { store({}); }

} // namespace rl::app

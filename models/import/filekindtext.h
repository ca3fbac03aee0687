// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/storage/filekind.h"

#include <QCoreApplication>
#include <QString>

namespace rl::models {

/// The GUI's sentence for a file opened as a project that is not one (engine/storage/filekind.h):
/// what the file is and what to do in the window, e.g. "This is a CSV file: import it with
/// File → New study…". Empty for FileKind::Project.
class FileKindText {
    Q_DECLARE_TR_FUNCTIONS(FileKindText)
public:
    static QString sentence(const storage::FileKindInfo &info, const QString &path);
};

} // namespace rl::models

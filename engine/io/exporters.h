// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/io/importers.h"
#include "engine/storage/project.h"

#include <string>

/// Exporters write the interchange formats back (import -> export -> import is lossless). Files
/// are written atomically. A synthetic demo study's CSV exports start with a '#' comment line that
/// says so (RaterLab's and R's `read.csv(comment.char = "#")` readers skip it).
namespace rl::io {

Result<std::string> exportText(storage::Project &project, ImportKind kind);
Status exportFile(storage::Project &project, ImportKind kind, const std::string &path);

/// The one line that labels synthetic data in exports.
std::string syntheticNotice(const study::Study &s);

} // namespace rl::io

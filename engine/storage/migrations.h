// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>
#include <vector>

namespace rl::storage {

/// The SQL that creates schema version 1 (schema.sql, embedded at build time).
std::string_view schemaV1();

/// Migration i (migration_v{i+2}.sql) carries a project file from version i + 1 to i + 2. A new schema version appends
/// its step here and bumps kSchemaVersion; old steps are never edited.
const std::vector<std::string_view> &migrationSteps();

} // namespace rl::storage

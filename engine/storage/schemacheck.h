// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/storage/database.h"

#include <string>
#include <vector>

/// Schema integrity on open. A project file from elsewhere may carry SQL objects we never wrote: a
/// trigger that rewrites an imported rating, a view that shadows a table, a table with a CHECK
/// removed. Before anything is read or migrated, the file's sqlite_schema is compared with what our
/// own code creates for the file's user_version: schema.sql plus the migration steps up to that
/// version, executed into an in-memory database (so the check follows every schema change without
/// a list to maintain). Every object is compared by (type, name, table, SQL text with whitespace
/// runs collapsed); SQLite's statistics tables (sqlite_stat1..4, written by ANALYZE) are allowed.
/// expectedSchema() mirrors Project::migrate(): if a later version creates new files from a schema
/// of its own instead of replaying the steps, expectedSchema() must build that too (and a file may
/// then match either form).
namespace rl::storage {

/// One difference between a file's schema and ours.
struct SchemaDifference {
    enum class Kind { Extra, Missing, Changed };
    Kind kind = Kind::Extra;
    std::string type; ///< table | index | view | trigger
    std::string name;
};

/// The SQL objects (type, name, tbl_name, normalised sql) our code creates for `version`
/// (1..kSchemaVersion), as rows "type\x1fname\x1ftable\x1fsql", sorted.
Result<std::vector<std::string>> expectedSchema(int version);

/// Compare `db` (a file at `version`) with expectedSchema(version).
Result<std::vector<SchemaDifference>> compareSchema(Database &db, int version);

/// The check Project::open runs first: reads user_version and refuses, each with one sentence,
///  - a negative or unreadable user_version;
///  - version 0 with tables ("X is not a RaterLab project (it is a SQLite database with other tables)");
///  - any extra, missing or altered object ("X contains a trigger 't' that RaterLab did not create;
///    the project was refused").
/// A version above kSchemaVersion is left to the migration step (which names the newer program);
/// an empty file (version 0, no tables) passes (it is about to become a project).
Status checkSchema(Database &db, int currentVersion);

/// A sentence for a file that SQLite cannot read: "X is not a SQLite file (so not a RaterLab
/// project)" when the header is not SQLite's, else "X is damaged: <sqlite's reason>".
Error describeUnreadable(const std::string &path, const Error &sqliteError);

/// `status`, with an SQLite failure (a page damaged past the header) put as describeUnreadable() and
/// any other message bounded to 400 characters of valid UTF-8 (quick_check reports run to kilobytes).
Status readable(const std::string &path, Status status);

} // namespace rl::storage

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

/// What a file is, told by its content (not its name), for the moment something that is not a
/// RaterLab project is opened as one: instead of SQLite's "file is not a database" the user reads
/// what the file is and what to do with it. The engine never translates: the GUI maps the kind to
/// its own sentence (models/import/filekindtext.h); cliSentence() is the command line's.
namespace rl::storage {

enum class FileKind {
    Project,        ///< an SQLite file whose schema version this program reads (or migrates)
    NewerProject,   ///< a RaterLab project of a newer schema (`schemaVersion` > kSchemaVersion)
    OtherSqlite,    ///< an SQLite database that is not a RaterLab project
    Missing,        ///< no such file or folder
    Unreadable,     ///< exists but cannot be read
    Empty,          ///< a file of zero bytes
    Csv,            ///< comma (or semicolon) separated text
    Tsv,            ///< tab separated text
    Json,           ///< JSON (or JSON lines)
    Yaml,           ///< a YAML file
    YamlFolder,     ///< a folder holding YAML files (a StereoTales grid)
    ImageFolder,    ///< a folder holding image files
    Folder,         ///< any other folder
    Image,          ///< PNG, JPEG, GIF, WebP or SVG
    Zip,            ///< a ZIP archive (an Excel workbook is one)
    Gzip,           ///< gzip-compressed data
    Pdf,
    Text,           ///< other text
    Binary,         ///< anything else
};

struct FileKindInfo {
    FileKind kind = FileKind::Binary;
    int schemaVersion = 0; ///< NewerProject, Project: the file's user_version
};

/// Look at the first bytes of `path` (a folder: at its entries). Never writes, never opens SQLite:
/// the SQLite header's user_version (offset 60) and its table count tell a project from another
/// database. A header with user_version 0 is an empty SQLite file — which Project::open turns into a
/// project — when it holds no table, and OtherSqlite otherwise.
FileKindInfo detectFileKind(const std::string &path);

/// What a table holds, told by the column names of its header row (the columns each importer requires),
/// so that a file dropped on the window goes to the right import. StereoTales files first (harm.csv has a
/// rater_id column too): harm (rater_kind + base_attribute), extractions (story_id + extractor), stories
/// (story_id + prompted_attribute); then ratings (rater_id), predictions (condition), stimuli (anything else).
enum class TableRole { Stimuli, Ratings, Predictions, StStories, StExtractions, StHarm };
TableRole tableRoleOf(const std::vector<std::string> &header);
/// tableRoleOf the first line of `path` (a BOM, quotes and blanks around names removed; split at tabs when the
/// line has one, else at commas, else at semicolons). Stimuli when the file cannot be read.
TableRole detectTableRole(const std::string &path);

/// The name used in messages ("csv", "yaml-folder", ...).
const char *fileKindName(FileKind kind);

/// One English sentence for raterlab-cli saying what the file is and what to do, e.g.
/// "This is a CSV file: import it with `raterlab-cli import stimuli|ratings|predictions PROJECT FILE`."
/// Empty for FileKind::Project (there is nothing to explain).
std::string cliSentence(const FileKindInfo &info, const std::string &path);

} // namespace rl::storage

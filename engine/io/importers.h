// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "engine/io/csv.h"
#include "engine/io/dimensiondecl.h"
#include "engine/storage/project.h"
#include "engine/study/study.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

/// Importers of the interchange formats (docs/file-formats.md). Each reads the whole file, validates every
/// row against the study, and only then writes — in one transaction — so a bad file changes
/// nothing; its error names file:line:column and the reason. A file with several bad rows is checked
/// to the end in one pass: its Error{Validation} lists every bad cell, one per line
/// (`file:line:column: reason`, in the order found), at most kMaxListedErrors of them, then a last line
/// "... and N more errors". Header errors (a missing column, an undeclared dimension) still end the
/// check at once: nothing below them can be read.
namespace rl::io {

/// The most row errors one import lists (the rest are counted).
inline constexpr std::size_t kMaxListedErrors = 100;

using ColumnMap = std::vector<std::pair<std::string, std::string>>;

enum class ImportKind { Stimuli, Ratings, Predictions, Conditions };
bool parseImportKind(std::string_view s, ImportKind &out);
const char *importKindName(ImportKind k);

/// What an import is told besides the file: the column mapping, the dimensions it declares (a
/// long ratings file declares none itself; a wide header declares its columns' names, and the
/// declarations here give their scales), and the study kind when the import creates the study.
struct ImportOptions {
    ImportOptions() = default; // not an aggregate: a braced column map picks the ColumnMap overload
    ColumnMap map;
    /// Columns left out of the import (--skip), by name after the map: not read as ratings, factors or predictions.
    std::vector<std::string> skip;
    /// The declared dimensions (dimensiondecl.h); a categorical one without labels takes them from the file.
    std::vector<study::Dimension> dimensions;
    std::optional<study::StudyKind> studyKind; ///< only when the project has no study yet
    /// Stimuli: keep each image file where it is (its path in the project, re-checked on every use) instead of
    /// copying its bytes into the project (the default: the project is then self-contained).
    bool linkFiles = false;
    /// Stimuli: the project's folder (an allowed folder of the stimulus rule, stimulusfile.h); empty = the folder of
    /// project.path() (set it when the project is built in memory and published elsewhere).
    std::string projectFolder;
    /// Stimuli: the folder that relative `file` paths name (the wizard's "image folder"); empty = the CSV's own
    /// folder, as docs/file-formats.md ("stimuli.csv") states. It is an allowed folder of the stimulus rule too.
    std::string imageFolder;
    /// Predictions: the date recorded in the imported conditions' `imported_from` (ISO 8601 UTC); empty = now.
    std::string importedAt;
    /// How long the import waits for another process's write to the project to end before it is refused with
    /// Error{Busy} "the project is being changed by another process" (ms).
    int waitMs = 5000;
    /// Check only: read the file and check every row against the study exactly as the import does, and return its
    /// summary (what it would add, declare and replace — ImportSummary::replaced) without writing anything. The GUI
    /// asks with it before an import of predictions replaces earlier ones. Stimuli, ratings, predictions, conditions.
    bool checkOnly = false;
    /// Phases "read", "check", "write"; a stop requested before "write" ends the import with
    /// Error{Cancelled} and nothing written (the write itself is one transaction and is not cut).
    Progress progress;
};

struct ImportSummary {
    std::string file;
    Encoding encoding = Encoding::Utf8;
    std::size_t rows = 0;            ///< data rows read
    std::size_t itemsAdded = 0;
    std::size_t itemsUpdated = 0;
    std::size_t ratersAdded = 0;
    std::size_t ratingsAdded = 0;
    std::size_t conditionsAdded = 0;
    std::size_t conditionsUpdated = 0;
    std::size_t invalidLabels = 0;   ///< predictions whose label is outside the label set (kept as invalid)
    std::size_t missingValues = 0;   ///< empty / NA cells skipped
    std::vector<std::string> dimensionsDeclared; ///< dimensions this import added to the study, as "name (scale)"
    /// Predictions: what the import replaced, per (condition, dimension) with earlier predictions: their count and
    /// whether the file has a column for the dimension (false: they are removed, not replaced).
    struct Replaced {
        std::string condition, dimension;
        std::size_t predictions = 0;
        bool inFile = true;
    };
    std::vector<Replaced> replaced;
};

/// How applyStimuli reads the `file` column (the stimulus rule of media/stimulusfile.h).
struct StimulusFileOptions {
    std::vector<std::string> folders; ///< allowed folders besides `baseDir` (the project's folder)
    bool linkFiles = false;           ///< keep paths (recorded in the meta key linked_folders) instead of copying bytes
};

/// Pure steps: apply a parsed table to a study in memory (used by the file importers and tests).
/// `baseDir` resolves relative `file` paths of stimuli and is an allowed folder. A file is read only under the
/// stimulus rule (stimulusfile.h: inside `baseDir` or `files.folders`, symbolic links resolved, a regular file whose
/// content is PNG, JPEG, WebP or an SVG without external references); any other is refused with
/// file:line:column and the reason. Its bytes go to the SaveSet's payloads (unless `files.linkFiles`), and the
/// item keeps the path it was named by. The SaveSet receives what must be written.
Result<ImportSummary> applyStimuli(study::Study &s, const CsvTable &t, const std::string &baseDir, storage::SaveSet &set,
    const StimulusFileOptions &files = {});
Result<ImportSummary> applyRatings(study::Study &s, const CsvTable &t, storage::SaveSet &set,
    const std::vector<study::Dimension> &declared = {});
/// applyPredictions: a condition id the study does not have creates an imported condition (provider "imported",
/// no strategy: condition.h); every imported condition the file names gets the record {t.source, `importedAt`
/// (empty = now, ISO 8601 UTC), its rows with a value} — replacing an earlier one, as its answers are replaced.
Result<ImportSummary> applyPredictions(study::Study &s, const CsvTable &t, storage::SaveSet &set,
    const std::vector<study::Dimension> &declared = {}, const std::string &importedAt = {});

/// Add the declared dimensions to the study (a dimension it already has must be declared the same
/// way, unless it has no ratings yet: then the declaration replaces it). `where` prefixes errors. A pending
/// categorical declaration (no labels, dimensiondecl.h) is refused: applyRatings and applyPredictions resolve
/// theirs from the file first (resolveFileLabels).
Status declareDimensions(study::Study &s, const std::vector<study::Dimension> &declared, const std::string &where);
Result<ImportSummary> applyConditions(study::Study &s, const std::vector<study::ModelCondition> &conditions);

/// Import a file into an open project (one transaction).
Result<ImportSummary> importFile(storage::Project &project, ImportKind kind, const std::string &path,
                                 const ImportOptions &options);
Result<ImportSummary> importFile(storage::Project &project, ImportKind kind, const std::string &path,
                                 const ColumnMap &map = {});

/// Import a table already in memory (stimuli, ratings or predictions; never conditions) into an open project, in
/// one transaction, exactly as importFile does after reading its file: the wizard's folder of images whose
/// factors come from the file names (filenamepattern.h) goes in this way. Stimuli `file` paths are relative to
/// `options.imageFolder` (required for stimuli with a `file` column). Error{Unsupported} for conditions.
Result<ImportSummary> importTable(storage::Project &project, ImportKind kind, CsvTable table, const ImportOptions &options);

/// Ensure the face study's dimensions exist: emotion (categorical, levels of the `emotion` factor in
/// the declared order) and valence/arousal/naturalness (numeric 1..9 integers) — the face
/// protocol's own declarations (protocol.h), added where a face study first needs them.
void ensureFaceDimensions(study::Study &s);
/// Ensure the study's protocol's own dimensions exist (protocol.h builtinDimensions; none for most kinds): a
/// categorical one first, with the levels of the factor of its name, the numeric ones after the study's.
void ensureBuiltinDimensions(study::Study &s);

/// Text payload columns of stimuli.csv: `text` (a text item or a prompt), `text_a`/`text_b`
/// (a text pair; `sentence1`/`sentence2` are accepted too). They are payload, never factors.
inline constexpr const char *kTextColumns[] = {"text", "text_a", "text_b", "sentence1", "sentence2"};

} // namespace rl::io

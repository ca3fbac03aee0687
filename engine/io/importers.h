// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/io/csv.h"
#include "engine/storage/project.h"
#include "engine/study/study.h"

#include <string>
#include <utility>
#include <vector>

/// Importers of the interchange formats (product.md). Each reads the whole file, validates every
/// row against the study, and only then writes — in one transaction — so a bad file changes
/// nothing; its error names file:line:column and the reason.
namespace rl::io {

using ColumnMap = std::vector<std::pair<std::string, std::string>>;

enum class ImportKind { Stimuli, Ratings, Predictions, Conditions };
bool parseImportKind(std::string_view s, ImportKind &out);
const char *importKindName(ImportKind k);

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
};

/// Pure steps: apply a parsed table to a study in memory (used by the file importers and tests).
/// `baseDir` resolves relative `file` paths of stimuli. The SaveSet receives what must be written.
Result<ImportSummary> applyStimuli(study::Study &s, const CsvTable &t, const std::string &baseDir, storage::SaveSet &set);
Result<ImportSummary> applyRatings(study::Study &s, const CsvTable &t, storage::SaveSet &set);
Result<ImportSummary> applyPredictions(study::Study &s, const CsvTable &t, storage::SaveSet &set);
Result<ImportSummary> applyConditions(study::Study &s, const std::vector<study::ModelCondition> &conditions);

/// Import a file into an open project (one transaction).
Result<ImportSummary> importFile(storage::Project &project, ImportKind kind, const std::string &path,
                                 const ColumnMap &map = {});

/// Ensure the face study's dimensions exist: emotion (categorical, levels of the `emotion` factor in
/// the declared order) and valence/arousal/naturalness (numeric 1..9 integers).
void ensureFaceDimensions(study::Study &s);

} // namespace rl::io

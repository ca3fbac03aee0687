// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/io/csv.h"
#include "engine/io/importers.h"
#include "engine/storage/database.h"
#include "engine/storage/project.h"
#include "engine/study/study.h"

#include <limits>
#include <initializer_list>
#include <string>
#include <vector>

/// The pieces every importer of a file into a study shares (importers.cpp, corpus/corpusimport.cpp,
/// stereotales/): how a bad cell is named, how the errors of one pass are listed, factors and their
/// levels, and the write at the end — under the write lock, stopped before anything is written when
/// the caller asked. Internal to engine/io.
namespace rl::io {

/// Error{Validation} "file:line:column: reason"; every quoted value in `reason` is clipped (clipQuoted), never a
/// whole 10 MB field.
Error rowError(const CsvTable &t, const CsvRow &row, int col, const std::string &reason);

/// The row errors of one pass over a table: the first kMaxListedErrors listed, the rest counted.
class RowErrors {
public:
    void add(Error error);
    bool empty() const { return m_count == 0; }
    /// One error as it was; several one per line (line breaks inside a reason become spaces), then
    /// "... and N more errors" for those not listed.
    Error error() const;

private:
    std::vector<Error> m_errors;
    std::size_t m_count = 0;
};

/// Error{Validation} "file:headerLine: missing column 'NAME' (HINT)" for the first of `names` the table lacks.
/// HINT is `format` (the file's columns), or "use --map FROM=NAME to name yours" when `format` is empty.
Status requireColumns(const CsvTable &t, std::initializer_list<const char *> names, const std::string &format = {});

/// Where the first of two duplicates stands, for a message: "already in the project" (line 0) or "first at line N".
std::string firstSeenAt(int line);

/// The factor named `name`, added when absent (every item's level of it is then -1, missing).
int factorOf(study::Study &s, const std::string &name);
/// The index of `level` in `f`, appended when new.
int levelOf(study::Factor &f, const std::string &level);

/// Make `s` a study of `kind` (a protocol of its own: items of `itemKind`, grouped by `grouping`) unless it is one;
/// a study of another kind that has items is refused with Error{Validation} "WHERE: the project holds a K study
/// with N item(s); WHAT (use a new project)".
Status settleStudyKind(study::Study &s, study::StudyKind kind, study::ItemKind itemKind, const std::string &grouping,
    const std::string &where, const std::string &what);

/// A numeric dimension on the scale lo..hi (integers only when `integer`).
study::Dimension numericDimension(const std::string &name, double lo, double hi, bool integer);

/// The human rater `key`, added (counted in sum.ratersAdded) when the study does not have it.
int humanRater(study::Study &s, const std::string &key, ImportSummary &sum);

/// Add `c`, the condition of a model judge whose answers a file brings (a judge of a jury, a harm rater): strategy
/// json-schema, not simulated, its notes "created by importing SOURCE"; counted in sum.conditionsAdded. Its index.
int addJudgeCondition(study::Study &s, study::ModelCondition c, const std::string &source, ImportSummary &sum);

/// Append a rating of `item` by `rater` on dimension `dim`.
void addRating(study::Study &s, int rater, int item, int dim, double value, int round = 0,
    double rtMs = std::numeric_limits<double>::quiet_NaN());

/// The write lock of an import, taken after the file is parsed and held until the commit: the project's write
/// transaction, waited for `waitMs` while another process writes (then began() is Error{Busy}).
struct ImportLock {
    ImportLock(storage::Project &project, int waitMs);
    /// Phase "check" begins (options.progress), then the lock is waited for (options.waitMs): the checks run under it.
    ImportLock(storage::Project &project, const ImportOptions &options);
    storage::Database::Transaction tx;
};

/// Error{Cancelled} "the import of WHAT was cancelled; nothing was written" when a stop was requested.
Status notCancelled(const ImportOptions &options, const std::string &what);

/// Save the study (named after the project file when it has no name yet) with what `set` says must be written.
Status saveStudy(storage::Project &project, study::Study &s, const storage::SaveSet &set);

/// The end of an import of `what`: notCancelled, then progress "write" 0 of 1, saveStudy, the commit of
/// `lock` when there is one, and "write" 1 of 1.
Status commitImport(storage::Project &project, study::Study &s, const storage::SaveSet &set, const ImportOptions &options,
    const std::string &what, storage::Database::Transaction *lock = nullptr);

} // namespace rl::io

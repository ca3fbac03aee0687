// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/importcommon.h"

#include "engine/core/utf8.h"

#include <algorithm>
#include <filesystem>

namespace rl::io {

Error rowError(const CsvTable &t, const CsvRow &row, int col, const std::string &reason)
{
    return Error{ErrorCode::Validation, t.where(row, col) + ": " + clipQuoted(reason)};
}

void RowErrors::add(Error error)
{
    if (m_count++ < kMaxListedErrors)
        m_errors.push_back(std::move(error));
}

Error RowErrors::error() const
{
    if (m_count == 1)
        return m_errors.front();
    std::string detail;
    for (const Error &e : m_errors) {
        if (!detail.empty())
            detail += '\n';
        std::string line = e.detail;
        std::replace(line.begin(), line.end(), '\n', ' ');
        std::replace(line.begin(), line.end(), '\r', ' ');
        detail += line;
    }
    if (m_count > m_errors.size())
        detail += "\n... and " + std::to_string(m_count - m_errors.size()) + " more errors";
    return Error { ErrorCode::Validation, std::move(detail) };
}

Status requireColumns(const CsvTable &t, std::initializer_list<const char *> names, const std::string &format)
{
    for (const char *n : names)
        if (t.column(n) < 0)
            return Error{ErrorCode::Validation, t.source + ":" + std::to_string(t.headerLine) + ": missing column '" + n + "' ("
                                                    + (format.empty() ? "use --map FROM=" + std::string(n) + " to name yours" : format)
                                                    + ")"};
    return {};
}

std::string firstSeenAt(int line)
{
    return line == 0 ? std::string("already in the project") : "first at line " + std::to_string(line);
}

int factorOf(study::Study &s, const std::string &name)
{
    if (const int f = s.findFactor(name); f >= 0)
        return f;
    s.factors.push_back({name, {}});
    for (auto &item : s.items)
        item.levels.push_back(-1);
    return static_cast<int>(s.factors.size()) - 1;
}

int levelOf(study::Factor &f, const std::string &level)
{
    if (const int l = f.levelIndex(level); l >= 0)
        return l;
    f.levels.push_back(level);
    return static_cast<int>(f.levels.size()) - 1;
}

Status settleStudyKind(study::Study &s, study::StudyKind kind, study::ItemKind itemKind, const std::string &grouping,
    const std::string &where, const std::string &what)
{
    if (s.protocolRecorded && s.protocol.kind != kind && !s.items.empty())
        return Error{ErrorCode::Validation, where + ": the project holds a " + std::string(study::studyKindName(s.protocol.kind))
                                                + " study with " + std::to_string(s.items.size()) + " item(s); " + what
                                                + " (use a new project)"};
    if (!s.protocolRecorded || s.protocol.kind != kind) {
        s.protocol = study::StudyProtocol {};
        s.protocol.kind = kind;
        s.protocol.itemKind = itemKind;
        s.protocol.groupings = {grouping};
        s.protocolRecorded = true;
    }
    return {};
}

study::Dimension numericDimension(const std::string &name, double lo, double hi, bool integer)
{
    study::Dimension d;
    d.name = name;
    d.kind = study::DimensionKind::Numeric;
    d.scaleMin = lo;
    d.scaleMax = hi;
    d.integerValued = integer;
    return d;
}

int humanRater(study::Study &s, const std::string &key, ImportSummary &sum)
{
    if (const int r = s.findRater(study::RaterKind::Human, key); r >= 0)
        return r;
    ++sum.ratersAdded;
    return s.addRater({key, study::RaterKind::Human, -1});
}

int addJudgeCondition(study::Study &s, study::ModelCondition c, const std::string &source, ImportSummary &sum)
{
    c.strategy = "json-schema";
    c.simulated = false;
    c.notes = "created by importing " + source;
    const std::string id = c.id;
    s.addCondition(std::move(c));
    ++sum.conditionsAdded;
    return s.findCondition(id);
}

void addRating(study::Study &s, int rater, int item, int dim, double value, int round, double rtMs)
{
    s.ratings.push_back({.rater = rater, .item = item, .dimension = dim, .value = value, .rtMs = rtMs, .round = round});
}

namespace {

/// `db`, its next statement waiting up to `waitMs` for another process's write.
/// `project`, once phase "check" has begun.
storage::Project &checking(storage::Project &project, const ImportOptions &options)
{
    options.progress("check", 0, 1);
    return project;
}

} // namespace

ImportLock::ImportLock(storage::Project &project, int waitMs)
    : tx(project.transaction(waitMs))
{
}

ImportLock::ImportLock(storage::Project &project, const ImportOptions &options)
    : ImportLock(checking(project, options), options.waitMs)
{
}

Status notCancelled(const ImportOptions &options, const std::string &what)
{
    if (options.progress.stopRequested())
        return Error{ErrorCode::Cancelled, "the import of " + what + " was cancelled; nothing was written"};
    return {};
}

Status saveStudy(storage::Project &project, study::Study &s, const storage::SaveSet &set)
{
    if (s.name.empty())
        s.name = std::filesystem::path(project.path()).stem().string();
    return project.save(s, set);
}

Status commitImport(storage::Project &project, study::Study &s, const storage::SaveSet &set, const ImportOptions &options,
    const std::string &what, storage::Database::Transaction *lock)
{
    RL_TRY(notCancelled(options, what));
    options.progress("write", 0, 1);
    RL_TRY(saveStudy(project, s, set));
    if (lock)
        RL_TRY(lock->commit());
    options.progress("write", 1, 1);
    return {};
}

} // namespace rl::io

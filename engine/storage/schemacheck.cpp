// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/storage/schemacheck.h"

#include "engine/core/utf8.h"
#include "engine/storage/migrations.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>

namespace rl::storage {

namespace {

constexpr char kSep = '\x1f';

std::string normaliseSql(std::string_view sql)
{
    std::string out;
    bool space = false;
    for (char c : sql) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            space = !out.empty();
            continue;
        }
        if (space)
            out += ' ';
        space = false;
        out += c;
    }
    return out;
}

bool allowedExtra(const std::string &type, const std::string &name)
{
    return type == "table" && name.starts_with("sqlite_stat");
}

Result<std::vector<std::string>> readSchema(Database &db)
{
    auto st = db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_schema");
    if (!st)
        return st.error();
    std::vector<std::string> rows;
    RL_TRY(st->forEachRow([&](Statement &s) {
        const std::string type = s.columnText(0), name = s.columnText(1);
        if (allowedExtra(type, name))
            return;
        rows.push_back(type + kSep + name + kSep + s.columnText(2) + kSep + normaliseSql(s.columnText(3)));
    }));
    std::sort(rows.begin(), rows.end());
    return rows;
}

std::pair<std::string, std::string> typeAndName(const std::string &row)
{
    const auto a = row.find(kSep);
    const auto b = row.find(kSep, a + 1);
    return {row.substr(0, a), row.substr(a + 1, b - a - 1)};
}

std::string article(const std::string &type) { return type == "index" ? "an" : "a"; }

} // namespace

Result<std::vector<std::string>> expectedSchema(int version)
{
    auto mem = Database::open(":memory:", Database::Mode::CreateIfMissing);
    if (!mem)
        return mem.error();
    // What Project::migrate does for a new file, then each step up to `version`.
    RL_TRY(mem->exec(schemaV1()));
    const auto &steps = migrationSteps();
    for (int v = 1; v < version && static_cast<std::size_t>(v - 1) < steps.size(); ++v)
        RL_TRY(mem->exec(steps[static_cast<std::size_t>(v - 1)]));
    return readSchema(*mem);
}

Result<std::vector<SchemaDifference>> compareSchema(Database &db, int version)
{
    auto expected = expectedSchema(version);
    if (!expected)
        return expected.error();
    auto actual = readSchema(db);
    if (!actual)
        return actual.error();
    std::map<std::pair<std::string, std::string>, std::string> want, have;
    for (const auto &r : *expected)
        want[typeAndName(r)] = r;
    for (const auto &r : *actual)
        have[typeAndName(r)] = r;
    std::vector<SchemaDifference> out;
    for (const auto &[key, row] : have) {
        auto it = want.find(key);
        if (it == want.end())
            out.push_back({SchemaDifference::Kind::Extra, key.first, key.second});
        else if (it->second != row)
            out.push_back({SchemaDifference::Kind::Changed, key.first, key.second});
    }
    for (const auto &[key, row] : want)
        if (!have.count(key))
            out.push_back({SchemaDifference::Kind::Missing, key.first, key.second});
    // Extra objects first: a planted trigger is the finding that matters most.
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.kind < b.kind; });
    return out;
}

Status checkSchema(Database &db, int currentVersion)
{
    auto st = db.prepare("PRAGMA user_version");
    if (!st)
        return describeUnreadable(db.path(), st.error());
    auto row = st->step();
    if (!row)
        return describeUnreadable(db.path(), row.error());
    const std::int64_t version = st->columnInt(0);
    st = Statement();
    if (version < 0)
        return Error{ErrorCode::Schema, db.path() + " is not a RaterLab project (its schema version " + std::to_string(version)
                                            + " is negative)"};
    if (version > currentVersion)
        return {}; // the migration names the newer program
    if (version == 0) {
        auto objects = db.prepare("SELECT count(*) FROM sqlite_schema");
        if (!objects)
            return describeUnreadable(db.path(), objects.error());
        RL_TRY(objects->step());
        if (objects->columnInt(0) != 0)
            return Error{ErrorCode::Schema, db.path() + " is not a RaterLab project (it is a SQLite database with other tables)"};
        return {};
    }
    auto diff = compareSchema(db, static_cast<int>(version));
    if (!diff)
        return describeUnreadable(db.path(), diff.error());
    if (diff->empty())
        return {};
    const SchemaDifference &d = diff->front();
    const std::string type = excerpt(d.type); // a damaged sqlite_schema row may hold any bytes
    const std::string what = type + " '" + excerpt(d.name) + "'";
    const std::string more = diff->size() > 1 ? " (and " + std::to_string(diff->size() - 1) + " more difference(s))" : "";
    switch (d.kind) {
    case SchemaDifference::Kind::Extra:
        return Error{ErrorCode::Schema, db.path() + " contains " + article(type) + " " + what
                                            + " that RaterLab did not create; the project was refused" + more};
    case SchemaDifference::Kind::Changed:
        return Error{ErrorCode::Schema, db.path() + ": the " + what
                                            + " differs from the one RaterLab creates; the project was refused" + more};
    case SchemaDifference::Kind::Missing:
        break;
    }
    return Error{ErrorCode::Schema, db.path() + " is not a complete RaterLab project: the " + what + " is missing" + more};
}

Error describeUnreadable(const std::string &path, const Error &sqliteError)
{
    char header[16] = {};
    std::ifstream in(path, std::ios::binary);
    in.read(header, sizeof header);
    const auto n = in.gcount();
    if (n > 0 && (n < 16 || std::string_view(header, 16) != std::string_view("SQLite format 3\0", 16)))
        return Error{ErrorCode::Schema, path + " is not a SQLite file (so not a RaterLab project)"};
    std::string reason = sqliteError.detail;
    if (auto in_ = reason.find(" in: "); in_ != std::string::npos)
        reason.resize(in_); // the statement we ran is no help to the reader
    return Error{ErrorCode::Schema, path + " is damaged and cannot be read as a RaterLab project (SQLite: " + excerpt(reason) + ")"};
}

Status readable(const std::string &path, Status status)
{
    if (status)
        return status;
    if (status.error().code == ErrorCode::Sql)
        return describeUnreadable(path, status.error());
    if (status.error().detail.size() > 400 || !isValidUtf8(status.error().detail)) // e.g. a quick_check report
        return Error{status.error().code, excerpt(status.error().detail, 400)};
    return status;
}

} // namespace rl::storage

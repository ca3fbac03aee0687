// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/storage/valuecheck.h"

#include "engine/core/jsonstrict.h"
#include "engine/core/utf8.h"
#include "engine/study/conditionjson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <vector>

namespace rl::storage {

namespace {

Error bad(const Database &db, const std::string &table, const std::string &row, const std::string &reason)
{
    return Error{ErrorCode::Schema, db.path() + ": table '" + table + "', " + row + ": " + reason};
}

std::string rowName(std::int64_t rowid) { return "row " + std::to_string(rowid); }

/// Every TEXT column of every table (names from our own schema, which checkSchema() has verified).
Status checkText(Database &db)
{
    auto tables = db.prepare("SELECT name, sql LIKE '%WITHOUT ROWID%' FROM sqlite_schema WHERE type = 'table' "
                             "AND name NOT LIKE 'sqlite_%' ORDER BY name");
    if (!tables)
        return tables.error();
    std::vector<std::pair<std::string, bool>> names;
    RL_TRY(tables->forEachRow([&](Statement &s) { names.emplace_back(s.columnText(0), s.columnInt(1) != 0); }));
    for (const auto &[table, withoutRowid] : names) {
        auto info = db.prepare("SELECT name FROM pragma_table_info(?) WHERE upper(type) = 'TEXT'");
        if (!info)
            return info.error();
        info->bind(1, table);
        std::vector<std::string> cols;
        RL_TRY(info->forEachRow([&](Statement &s) { cols.push_back(s.columnText(0)); }));
        if (cols.empty())
            continue;
        std::string sql = withoutRowid ? "SELECT 0" : "SELECT rowid";
        for (const auto &c : cols)
            sql += ", \"" + c + "\"";
        sql += " FROM \"" + table + "\"";
        auto st = db.prepare(sql);
        if (!st)
            return st.error();
        Status problem;
        RL_TRY(st->forEachRow([&](Statement &s) {
            if (!problem)
                return;
            for (std::size_t c = 0; c < cols.size(); ++c) {
                const std::string v = s.columnText(static_cast<int>(c) + 1);
                if (auto u = findInvalidUtf8(v)) {
                    problem = bad(db, table, withoutRowid ? std::string("a row") : rowName(s.columnInt(0)),
                                  "column '" + cols[c] + "' holds invalid UTF-8 at byte " + std::to_string(u->offset) + " ("
                                      + u->reason + ")");
                    return;
                }
            }
        }));
        RL_TRY(problem);
    }
    return {};
}

Status checkMeta(Database &db)
{
    auto st = db.prepare("SELECT key, value FROM meta WHERE key IN ('demo_seed', 'synthetic', 'project_id', 'created_on', "
                         "'linked_folders', 'ordered_dimensions')");
    if (!st)
        return st.error();
    Status problem;
    RL_TRY(st->forEachRow([&](Statement &s) {
        const std::string key = s.columnText(0), value = s.columnText(1);
        if (!problem)
            return;
        if (key == "demo_seed") {
            std::uint64_t seed = 0;
            const auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), seed);
            if (value.empty() || ec != std::errc() || p != value.data() + value.size())
                problem = bad(db, "meta", "row 'demo_seed'", "'" + excerpt(value) + "' is not an integer in 0..18446744073709551615");
        } else if (key == "project_id" || key == "created_on") {
            const bool hex = value.size() == 32
                && std::all_of(value.begin(), value.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
            if (!hex)
                problem = bad(db, "meta", "row '" + key + "'", "'" + excerpt(value) + "' is not 32 lower-case hexadecimal digits");
        } else if (key == "linked_folders") {
            const auto j = nlohmann::json::parse(value, nullptr, false);
            bool ok = j.is_array();
            if (ok)
                for (const auto &f : j)
                    ok = ok && f.is_string() && !f.get<std::string>().empty() && f.get<std::string>().front() == '/';
            if (!ok)
                problem = bad(db, "meta", "row 'linked_folders'", "'" + excerpt(value) + "' is not a JSON list of absolute folder paths");
        } else if (key == "ordered_dimensions") {
            const auto j = nlohmann::json::parse(value, nullptr, false);
            bool ok = j.is_array();
            if (ok)
                for (const auto &n : j)
                    ok = ok && n.is_string();
            if (!ok)
                problem = bad(db, "meta", "row 'ordered_dimensions'", "'" + excerpt(value) + "' is not a JSON list of dimension names");
        } else if (value != "0" && value != "1") {
            problem = bad(db, "meta", "row 'synthetic'", "'" + excerpt(value) + "' is neither 0 nor 1");
        }
    }));
    return problem;
}

/// A query that yields (row description, reason) for the first bad row, if any.
Status firstBadRow(Database &db, const std::string &table, const std::string &sql)
{
    auto st = db.prepare(sql);
    if (!st)
        return st.error();
    auto row = st->step();
    if (!row)
        return row.error();
    if (*row)
        return bad(db, table, st->columnText(0), st->columnText(1));
    return {};
}

Status checkEnumsAndNumbers(Database &db)
{
    RL_TRY(firstBadRow(db, "items", "SELECT 'row ' || id, 'kind ''' || substr(kind, 1, 80) || ''' is not image, text, text-pair "
                                    "or prompt' FROM items WHERE kind NOT IN ('image', 'text', 'text-pair', 'prompt') LIMIT 1"));
    RL_TRY(firstBadRow(db, "raters", "SELECT 'row ' || id, 'kind ''' || substr(kind, 1, 80) || ''' is not human or model' "
                                     "FROM raters WHERE kind NOT IN ('human', 'model') LIMIT 1"));
    RL_TRY(firstBadRow(db, "dimensions",
                       "SELECT 'row ' || id, CASE WHEN kind NOT IN ('categorical', 'numeric') "
                       "THEN 'kind ''' || substr(kind, 1, 80) || ''' is not categorical or numeric' "
                       "ELSE 'the scale ' || scale_min || '..' || scale_max || ' is not a finite range' END "
                       "FROM dimensions WHERE kind NOT IN ('categorical', 'numeric') OR NOT (scale_min <= scale_max) "
                       "OR abs(scale_min) > 1.7976931348623157e308 OR abs(scale_max) > 1.7976931348623157e308 LIMIT 1"));
    RL_TRY(firstBadRow(db, "ratings",
                       "SELECT 'row (rater_id ' || rater_id || ', item_id ' || item_id || ', dimension_id ' || dimension_id "
                       "|| ')', 'value ' || value || ', rt_ms ' || ifnull(rt_ms, 'NULL') || ', round ' || round || ', sample ' "
                       "|| sample || ': a value or time is not finite, or round/sample is outside -2^31..2^31-1' FROM ratings "
                       "WHERE abs(value) > 1.7976931348623157e308 OR abs(rt_ms) > 1.7976931348623157e308 "
                       "OR round NOT BETWEEN -2147483648 AND 2147483647 OR sample NOT BETWEEN -2147483648 AND 2147483647 LIMIT 1"));
    RL_TRY(firstBadRow(db, "prediction_texts",
                       "SELECT 'row (rater_id ' || rater_id || ', item_id ' || item_id || ')', 'sample ' || sample || "
                       "' is outside -2^31..2^31-1' FROM prediction_texts WHERE sample NOT BETWEEN -2147483648 AND 2147483647 LIMIT 1"));
    return {};
}

Status checkJsonColumns(Database &db)
{
    {
        auto st = db.prepare("SELECT id, name, levels_json FROM dimensions");
        if (!st)
            return st.error();
        Status problem;
        RL_TRY(st->forEachRow([&](Statement &s) {
            if (!problem)
                return;
            const std::string row = rowName(s.columnInt(0)) + " ('" + excerpt(s.columnText(1)) + "')";
            auto j = parseJsonStrict<nlohmann::json>(s.columnText(2), "levels_json");
            if (!j) {
                problem = bad(db, "dimensions", row, j.error().detail);
                return;
            }
            if (!j->is_array()) {
                problem = bad(db, "dimensions", row, "levels_json is not a list of level names");
                return;
            }
            for (const auto &level : *j)
                if (!level.is_string()) {
                    problem = bad(db, "dimensions", row, "levels_json holds " + std::string(level.type_name()) + " where a level name belongs");
                    return;
                }
        }));
        RL_TRY(problem);
    }
    {
        auto st = db.prepare("SELECT id, key, config_json FROM conditions");
        if (!st)
            return st.error();
        Status problem;
        RL_TRY(st->forEachRow([&](Statement &s) {
            if (!problem)
                return;
            const std::string key = s.columnText(1);
            const std::string row = rowName(s.columnInt(0)) + " ('" + excerpt(key) + "')";
            auto parsed = study::parseConditionsJson(s.columnText(2), "config_json");
            if (!parsed)
                problem = bad(db, "conditions", row, parsed.error().detail);
            else if (parsed->size() != 1)
                problem = bad(db, "conditions", row, "config_json holds " + std::to_string(parsed->size()) + " conditions, not one");
            else if (parsed->front().id != key)
                problem = bad(db, "conditions", row, "config_json names the condition '" + excerpt(parsed->front().id)
                                                         + "', not the row's key");
        }));
        RL_TRY(problem);
    }
    return {};
}

} // namespace

Status checkProjectValues(Database &db)
{
    RL_TRY(checkText(db));
    RL_TRY(checkMeta(db));
    RL_TRY(checkEnumsAndNumbers(db));
    RL_TRY(checkJsonColumns(db));
    return {};
}

} // namespace rl::storage

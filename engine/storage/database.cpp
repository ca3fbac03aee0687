// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/storage/database.h"

#include <cmath>
#include <filesystem>
#include <sqlite3.h>
#include <utility>

namespace rl::storage {

Statement::Statement(Statement &&o) noexcept : m_db(std::exchange(o.m_db, nullptr)), m_stmt(std::exchange(o.m_stmt, nullptr)) { }

Statement &Statement::operator=(Statement &&o) noexcept
{
    if (this != &o) {
        sqlite3_finalize(m_stmt);
        m_db = std::exchange(o.m_db, nullptr);
        m_stmt = std::exchange(o.m_stmt, nullptr);
    }
    return *this;
}

Statement::~Statement() { sqlite3_finalize(m_stmt); }

Statement &Statement::bind(int index, std::int64_t value)
{
    sqlite3_bind_int64(m_stmt, index, value);
    return *this;
}

Statement &Statement::bind(int index, double value)
{
    if (std::isnan(value))
        sqlite3_bind_null(m_stmt, index);
    else
        sqlite3_bind_double(m_stmt, index, value);
    return *this;
}

Statement &Statement::bind(int index, std::string_view text)
{
    sqlite3_bind_text64(m_stmt, index, text.data(), text.size(), SQLITE_TRANSIENT, SQLITE_UTF8);
    return *this;
}

Statement &Statement::bindBlob(int index, std::span<const std::uint8_t> blob)
{
    sqlite3_bind_blob64(m_stmt, index, blob.data(), blob.size(), SQLITE_TRANSIENT);
    return *this;
}

Statement &Statement::bindNull(int index)
{
    sqlite3_bind_null(m_stmt, index);
    return *this;
}

Error Statement::sqlError() const
{
    const char *sql = sqlite3_sql(m_stmt);
    return Error{ErrorCode::Sql, std::string(sqlite3_errmsg(m_db)) + " in: " + (sql ? sql : "")};
}

Result<bool> Statement::step()
{
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    Error e = sqlError();
    sqlite3_reset(m_stmt);
    return e;
}

Status Statement::run()
{
    const int rc = sqlite3_step(m_stmt);
    if (rc != SQLITE_DONE && rc != SQLITE_ROW) {
        Error e = sqlError();
        sqlite3_reset(m_stmt);
        return e;
    }
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
    return {};
}

Result<std::int64_t> Statement::runReturningId()
{
    auto row = step();
    if (!row)
        return row.error();
    if (!*row) {
        sqlite3_reset(m_stmt);
        return sqlError();
    }
    const std::int64_t id = sqlite3_column_int64(m_stmt, 0);
    reset();
    return id;
}

void Statement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

std::int64_t Statement::columnInt(int col) const { return sqlite3_column_int64(m_stmt, col); }

double Statement::columnDouble(int col) const
{
    if (sqlite3_column_type(m_stmt, col) == SQLITE_NULL)
        return std::nan("");
    return sqlite3_column_double(m_stmt, col);
}

std::string Statement::columnText(int col) const
{
    const auto *p = sqlite3_column_text(m_stmt, col);
    const int n = sqlite3_column_bytes(m_stmt, col);
    return p ? std::string(reinterpret_cast<const char *>(p), static_cast<std::size_t>(n)) : std::string();
}

std::vector<std::uint8_t> Statement::columnBlob(int col) const
{
    const auto *p = static_cast<const std::uint8_t *>(sqlite3_column_blob(m_stmt, col));
    const int n = sqlite3_column_bytes(m_stmt, col);
    return p ? std::vector<std::uint8_t>(p, p + n) : std::vector<std::uint8_t>();
}

bool Statement::columnIsNull(int col) const { return sqlite3_column_type(m_stmt, col) == SQLITE_NULL; }

Database::Database(Database &&o) noexcept : m_db(std::exchange(o.m_db, nullptr)), m_path(std::move(o.m_path)) { }

Database &Database::operator=(Database &&o) noexcept
{
    if (this != &o) {
        sqlite3_close_v2(m_db);
        m_db = std::exchange(o.m_db, nullptr);
        m_path = std::move(o.m_path);
    }
    return *this;
}

Database::~Database() { sqlite3_close_v2(m_db); }

Result<Database> Database::open(const std::string &path, Mode mode)
{
    if (mode == Mode::OpenExisting && !std::filesystem::exists(path))
        return Error{ErrorCode::NotFound, "no project file at " + path};
    Database db;
    db.m_path = path;
    int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX;
    if (mode == Mode::CreateIfMissing)
        flags |= SQLITE_OPEN_CREATE;
    if (sqlite3_open_v2(path.c_str(), &db.m_db, flags, nullptr) != SQLITE_OK) {
        std::string msg = db.m_db ? sqlite3_errmsg(db.m_db) : "out of memory";
        return Error{ErrorCode::Io, "cannot open " + path + ": " + msg};
    }
    sqlite3_extended_result_codes(db.m_db, 1);
    sqlite3_busy_timeout(db.m_db, 5000);
    // A project file from elsewhere must not be able to run anything: no trusted schema, no extensions.
    sqlite3_db_config(db.m_db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    sqlite3_db_config(db.m_db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, nullptr);
    sqlite3_db_config(db.m_db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    RL_TRY(db.exec("PRAGMA trusted_schema = OFF; PRAGMA foreign_keys = ON; PRAGMA journal_mode = WAL;"
                   " PRAGMA synchronous = FULL;"));
    return db;
}

Error Database::sqlError(std::string_view sql) const
{
    return Error{ErrorCode::Sql, std::string(sqlite3_errmsg(m_db)) + " in: " + std::string(sql.substr(0, 200))};
}

Status Database::exec(std::string_view sql)
{
    std::string s(sql);
    char *err = nullptr;
    if (sqlite3_exec(m_db, s.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
        std::string msg = err ? err : sqlite3_errmsg(m_db);
        sqlite3_free(err);
        return Error{ErrorCode::Sql, msg + " in: " + s.substr(0, 200)};
    }
    return {};
}

Result<Statement> Database::prepare(std::string_view sql)
{
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(m_db, sql.data(), static_cast<int>(sql.size()), &stmt, nullptr) != SQLITE_OK)
        return sqlError(sql);
    return Statement(m_db, stmt);
}

Result<std::optional<Statement>> Database::firstRow(std::string_view sql, std::string_view key)
{
    auto st = prepare(sql);
    if (!st)
        return st.error();
    st->bind(1, key);
    auto row = st->step();
    if (!row)
        return row.error();
    if (!*row)
        return std::optional<Statement>();
    return std::optional<Statement>(std::move(*st));
}

Result<std::vector<std::uint8_t>> Database::serialize()
{
    sqlite3_int64 size = 0;
    unsigned char *data = sqlite3_serialize(m_db, "main", &size, 0);
    if (!data)
        return Error{ErrorCode::Sql, "cannot serialise " + m_path + ": " + sqlite3_errmsg(m_db)};
    std::vector<std::uint8_t> out(data, data + size);
    sqlite3_free(data);
    return out;
}

std::int64_t Database::lastInsertRowId() const { return sqlite3_last_insert_rowid(m_db); }
int Database::changes() const { return sqlite3_changes(m_db); }

void Database::setBusyTimeout(int ms) { sqlite3_busy_timeout(m_db, ms); }

bool Database::inTransaction() const { return m_db && sqlite3_get_autocommit(m_db) == 0; }

Database::Transaction::Transaction(Database &db) : m_db(db)
{
    m_nested = m_db.inTransaction();
    if (m_nested) {
        m_began = m_db.exec("SAVEPOINT rl_nested");
        return;
    }
    m_began = m_db.exec("BEGIN IMMEDIATE");
    if (!m_began) {
        const int rc = sqlite3_extended_errcode(m_db.m_db) & 0xFF;
        if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED)
            m_began = Error{ErrorCode::Busy, m_db.path() + ": the project is being changed by another process; "
                                                         "nothing was written (try again when it has finished)"};
    }
}

Database::Transaction::Transaction(Database &db, int waitMs) : Transaction((db.setBusyTimeout(waitMs), db))
{
    m_db.setBusyTimeout(5000);
}

Database::Transaction::~Transaction()
{
    if (!m_done && m_began)
        (void)m_db.exec(m_nested ? "ROLLBACK TO rl_nested; RELEASE rl_nested" : "ROLLBACK");
}

Status Database::Transaction::commit()
{
    if (!m_began)
        return m_began;
    m_done = true;
    if (m_nested)
        return m_db.exec("RELEASE rl_nested");
    Status s = m_db.exec("COMMIT");
    if (!s)
        (void)m_db.exec("ROLLBACK");
    return s;
}

} // namespace rl::storage

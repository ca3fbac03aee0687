// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

/// The one gateway to SQLite (JASP's habit): the only files that include sqlite3.h are
/// database.cpp and nothing else. Errors come back as rl::Error{Sql, "<sqlite message> in <sql>"}.
namespace rl::storage {

class Statement {
public:
    Statement() = default;
    Statement(Statement &&other) noexcept;
    Statement &operator=(Statement &&other) noexcept;
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;
    ~Statement();

    /// Bind by 1-based index; return *this for chaining.
    Statement &bind(int index, std::int64_t value);
    Statement &bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
    Statement &bind(int index, double value); ///< NaN binds NULL
    Statement &bind(int index, std::string_view text);
    Statement &bind(int index, const char *text) { return bind(index, std::string_view(text)); }
    Statement &bind(int index, const std::string &text) { return bind(index, std::string_view(text)); }
    Statement &bindBlob(int index, std::span<const std::uint8_t> blob);
    Statement &bindNull(int index);

    /// Advance: true when a row is available, false when done.
    Result<bool> step();
    /// Step until done and reset for the next binding (INSERT/UPDATE/DELETE).
    Status run();
    /// Step a statement that yields one row (e.g. `... RETURNING id`), return its first column as
    /// an integer and reset for the next binding.
    Result<std::int64_t> runReturningId();
    /// Call `f(*this)` for every row, then report how stepping ended.
    template <typename F>
    Status forEachRow(F &&f)
    {
        while (true) {
            auto row = step();
            if (!row)
                return row.error();
            if (!*row)
                return {};
            f(*this);
        }
    }
    void reset();

    std::int64_t columnInt(int col) const;
    double columnDouble(int col) const; ///< NULL reads as NaN
    std::string columnText(int col) const;
    std::vector<std::uint8_t> columnBlob(int col) const;
    bool columnIsNull(int col) const;

private:
    friend class Database;
    Statement(sqlite3 *db, sqlite3_stmt *stmt) : m_db(db), m_stmt(stmt) { }
    Error sqlError() const;

    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_stmt = nullptr;
};

class Database {
public:
    enum class Mode { OpenExisting, CreateIfMissing };

    Database() = default;
    Database(Database &&other) noexcept;
    Database &operator=(Database &&other) noexcept;
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;
    ~Database();

    /// Open with foreign keys on, trusted_schema off, WAL journal, synchronous=FULL and a busy
    /// timeout, so that a committed transaction survives a kill at any moment.
    static Result<Database> open(const std::string &path, Mode mode);

    Status exec(std::string_view sql);
    Result<Statement> prepare(std::string_view sql);
    /// `sql` with `key` bound to its one parameter, stepped to its first row: the statement on that row (read it
    /// with column*), std::nullopt when there is none.
    Result<std::optional<Statement>> firstRow(std::string_view sql, std::string_view key);
    /// The whole main database as the bytes of a SQLite file (sqlite3_serialize): how a project built
    /// in memory (":memory:") is written out at once, with no half-written file (atomicfile.h).
    Result<std::vector<std::uint8_t>> serialize();
    std::int64_t lastInsertRowId() const;
    int changes() const;
    const std::string &path() const { return m_path; }
    bool isOpen() const { return m_db != nullptr; }

    /// How long a statement waits for another connection's lock before it fails (default 5000 ms).
    void setBusyTimeout(int ms);
    /// True while a transaction of this connection is open.
    bool inTransaction() const;

    /// A transaction that rolls back unless commit() succeeded (RAII). The outermost one is BEGIN IMMEDIATE: it
    /// takes the file's write lock at once (waiting up to the busy timeout), so what is read inside it is what
    /// its writes are based on — no other process can commit in between. When the lock is not free in time,
    /// began() holds Error{Busy, "<path>: the project is being changed by another process …"}. Inside an open
    /// transaction it is a SAVEPOINT (its commit releases it; the outer one still decides).
    class Transaction {
    public:
        explicit Transaction(Database &db);
        /// The same, waiting up to `waitMs` for the write lock (the busy timeout is 5000 ms again after).
        Transaction(Database &db, int waitMs);
        ~Transaction();
        Status commit();
        const Status &began() const { return m_began; }

    private:
        Database &m_db;
        Status m_began;
        bool m_done = false;
        bool m_nested = false;
    };

private:
    Error sqlError(std::string_view sql) const;

    sqlite3 *m_db = nullptr;
    std::string m_path;
};

} // namespace rl::storage

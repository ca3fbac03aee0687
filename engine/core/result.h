// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace rl {

/// Machine-readable failure classes. The engine never translates: models/ and app/ map a code to
/// tr() text and keep Error::detail for the "details" expander and the log.
enum class ErrorCode {
    Io,              ///< a file could not be read or written
    Sql,             ///< SQLite reported an error
    Schema,          ///< the project file is newer than this program, or fails its integrity check
    Parse,           ///< malformed input (CSV, JSON, a model answer)
    Validation,      ///< well-formed input that breaks a rule (unknown stimulus, value off scale, ...)
    NotFound,        ///< a named object does not exist
    Http,            ///< transport or HTTP status failure
    Auth,            ///< 401/403 or a missing API key
    Cancelled,       ///< stopped through a std::stop_token
    Unsupported,     ///< a request the engine does not implement
    Busy,            ///< another process holds the project's write lock longer than the wait allows
    Untrusted,       ///< a foreign project's endpoint that the user has not trusted (inference/trust.h)
};

const char *errorCodeName(ErrorCode code);

/// An expected failure: what went wrong (code) and a human-readable detail in English, e.g.
/// "ratings.csv:12:4: value 10 is off the scale 1..9 of dimension 'valence'".
struct Error {
    ErrorCode code = ErrorCode::Io;
    std::string detail;

    std::string message() const { return std::string(errorCodeName(code)) + ": " + detail; }
};

/// Result<T>: a value or an Error, with the std::expected interface subset we use.
template <typename T>
class [[nodiscard]] Result {
public:
    Result(T value) : m_v(std::in_place_index<0>, std::move(value)) { }
    Result(Error error) : m_v(std::in_place_index<1>, std::move(error)) { }

    bool has_value() const { return m_v.index() == 0; }
    explicit operator bool() const { return has_value(); }
    T &value() & { return std::get<0>(m_v); }
    const T &value() const & { return std::get<0>(m_v); }
    T &&value() && { return std::get<0>(std::move(m_v)); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    const Error &error() const { return std::get<1>(m_v); }

private:
    std::variant<T, Error> m_v;
};

/// Result<void>.
template <>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error) : m_error(std::move(error)), m_ok(false) { }

    bool has_value() const { return m_ok; }
    explicit operator bool() const { return m_ok; }
    const Error &error() const { return m_error; }

private:
    Error m_error;
    bool m_ok = true;
};

using Status = Result<void>;

inline Error makeError(ErrorCode code, std::string detail) { return Error{code, std::move(detail)}; }

} // namespace rl

/// Propagate an error from an expression yielding a Result.
#define RL_TRY(expr)                                                                                                   \
    do {                                                                                                               \
        auto rl_try_result_ = (expr);                                                                                  \
        if (!rl_try_result_)                                                                                           \
            return rl_try_result_.error();                                                                             \
    } while (false)

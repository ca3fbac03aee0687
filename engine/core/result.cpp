// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/result.h"

namespace rl {

const char *errorCodeName(ErrorCode code)
{
    switch (code) {
    case ErrorCode::Io: return "io";
    case ErrorCode::Sql: return "sql";
    case ErrorCode::Schema: return "schema";
    case ErrorCode::Parse: return "parse";
    case ErrorCode::Validation: return "validation";
    case ErrorCode::NotFound: return "not-found";
    case ErrorCode::Http: return "http";
    case ErrorCode::Auth: return "auth";
    case ErrorCode::Cancelled: return "cancelled";
    case ErrorCode::Unsupported: return "unsupported";
    case ErrorCode::Busy: return "busy";
    case ErrorCode::Untrusted: return "untrusted";
    }
    return "unknown";
}

} // namespace rl

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/trust.h"
#include "engine/study/condition.h"

#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

/// "Test connection": one minimal request to a condition's endpoint, to check the base URL, the
/// API key and the model name before a run is started.
///
/// The request is the condition's own (provider.h buildRequest: same endpoint, headers and
/// parameters) for a text-only conversation — no image, the user turn kConnectionTestPrompt — with
/// max tokens capped at kConnectionTestMaxTokens so that it costs next to nothing. It goes through
/// the Scheduler (one job, one attempt, no retries), so it sees the network exactly as a run does.
///
/// Secrets: the key is only put in the request headers. Every text of the report (the server's
/// error message, the answer, the model echo) passes through redact(text, apiKey) first, so a
/// server that echoes the key back does not put it on screen or in a log.
namespace rl::inference {

inline constexpr std::string_view kConnectionTestPrompt = "Reply with the single word OK.";
inline constexpr int kConnectionTestMaxTokens = 16;

struct ConnectionTestOptions {
    double timeoutMs = 30000;        ///< whole transfer
    double connectTimeoutMs = 10000;
};

struct ConnectionReport {
    bool ok = false;                 ///< HTTP 2xx and the body parsed as the provider's answer shape
    int httpStatus = 0;              ///< 0 = no HTTP response (connection refused, timeout, ...)
    double latencyMs = 0;            ///< request sent → response complete
    std::string url;                 ///< the endpoint that was called (never holds the key)
    std::string modelEcho;           ///< the model the server says answered ("model", "modelVersion"); may be empty
    std::string answer;              ///< the visible answer, redacted, at most 200 bytes
    std::string finishReason;        ///< as reported (stop, length, MAX_TOKENS, end_turn, ...)
    std::optional<Error> error;      ///< Auth (401/403), Http (status or transport), Parse (body); redacted
};

/// Send the test request. `baseUrlOverride` replaces the condition's base_url when not empty.
/// Errors before anything is sent (invalid condition, unsupported provider) and cancellation
/// through `stop` (Error{Cancelled}) are returned as Error; every outcome of the request itself —
/// including 401, timeouts and an unparseable body — is a report with ok = false and `error` set.
Result<ConnectionReport> testConnection(const study::ModelCondition &condition, std::string_view apiKey,
    const std::string &baseUrlOverride, std::stop_token stop = {}, const ConnectionTestOptions &options = {});

/// The connection test of a condition of a project, as the condition editor runs it.
struct ProjectConnectionTest {
    std::optional<ConnectionReport> report;
    std::optional<Error> error;       ///< before sending: missing key, invalid condition, cancelled, untrusted endpoint
    std::vector<EndpointUse> untrusted; ///< error Untrusted: the endpoints to confirm
};

/// The project's trust first — nothing, not even the key, goes to an endpoint a project from elsewhere has not
/// been trusted with (trust.h); `trustNow` records the condition's endpoints as trusted before sending — then the
/// key (secrets.h resolveApiKey), then testConnection. An empty `projectPath` (a condition not in a project yet)
/// skips the trust.
ProjectConnectionTest testProjectConnection(const std::string &projectPath, const study::ModelCondition &condition,
    bool trustNow, std::stop_token stop = {}, const ConnectionTestOptions &options = {});

} // namespace rl::inference

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/connectiontest.h"

#include "engine/inference/provider.h"
#include "engine/inference/scheduler.h"
#include "engine/inference/secrets.h"
#include "engine/inference/textutil.h"
#include "engine/storage/project.h"
#include "engine/study/conditionjson.h"
#include "engine/study/study.h"

#include <nlohmann/json.hpp>

namespace rl::inference {

namespace {

std::string modelEchoOf(std::string_view body)
{
    const auto j = nlohmann::json::parse(body.begin(), body.end(), nullptr, false);
    if (!j.is_object())
        return {};
    for (const char *key : {"model", "modelVersion"})
        if (auto it = j.find(key); it != j.end() && it->is_string())
            return it->get<std::string>();
    return {};
}

std::string cut(std::string text, std::size_t maxBytes)
{
    if (text.size() <= maxBytes)
        return text;
    std::size_t n = maxBytes;
    while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80)
        --n; // do not split a UTF-8 sequence
    text.resize(n);
    return text + "…";
}

} // namespace

Result<ConnectionReport> testConnection(const study::ModelCondition &condition, std::string_view apiKey,
    const std::string &baseUrlOverride, std::stop_token stop, const ConnectionTestOptions &options)
{
    if (condition.simulated)
        return Error{ErrorCode::Unsupported, "condition '" + condition.id + "' is simulated: it has no endpoint"};
    if (const std::string why = study::notRunnableReason(condition); !why.empty())
        return Error{ErrorCode::Unsupported, why};
    RL_TRY(study::validateCondition(condition));

    study::ModelCondition c = condition;
    if (!baseUrlOverride.empty())
        c.baseUrl = baseUrlOverride;
    c.maxTokens = kConnectionTestMaxTokens;
    c.samples = 1;
    Conversation conv;
    conv.turns.push_back({Turn::Role::User, std::string(kConnectionTestPrompt)});
    auto request = buildRequest(c, conv, apiKey);
    if (!request)
        return request.error();

    ConnectionReport report;
    report.url = redact(request->url, apiKey);

    SchedulerOptions so;
    so.concurrency = 1;
    so.maxAttempts = 1;
    so.timeoutMs = options.timeoutMs;
    so.connectTimeoutMs = options.connectTimeoutMs;
    Scheduler scheduler(so);

    std::optional<Job> pending = Job {1, std::move(*request)};
    std::optional<HttpOutcome> outcome;
    const Status run = scheduler.run([&]() { return std::exchange(pending, std::nullopt); },
        [&](Job &&, HttpOutcome &&o) { outcome = std::move(o); }, stop);
    if (!run && run.error().code == ErrorCode::Cancelled)
        return Error{ErrorCode::Cancelled, "connection test cancelled"};
    if (!outcome)
        return Error{ErrorCode::Http, redact(run ? "no outcome" : run.error().detail, apiKey)};

    report.httpStatus = outcome->httpStatus;
    report.latencyMs = outcome->latencyMs;
    if (outcome->error) {
        Error e = *outcome->error;
        e.detail = redact(e.detail, apiKey);
        report.error = std::move(e);
        report.modelEcho = redact(modelEchoOf(outcome->body), apiKey);
        return report;
    }
    const ProviderResponse parsed = parseResponse(c.provider, outcome->httpStatus, outcome->body);
    report.modelEcho = redact(modelEchoOf(outcome->body), apiKey);
    report.answer = cut(redact(parsed.text, apiKey), 200);
    report.finishReason = redact(parsed.finishReason, apiKey);
    if (parsed.error) {
        Error e = *parsed.error;
        e.detail = cut(redact(e.detail, apiKey), 500);
        report.error = std::move(e);
        return report;
    }
    report.ok = true;
    return report;
}

ProjectConnectionTest testProjectConnection(const std::string &projectPath, const study::ModelCondition &condition,
    bool trustNow, std::stop_token stop, const ConnectionTestOptions &options)
{
    ProjectConnectionTest out;
    if (!projectPath.empty()) {
        auto project = storage::Project::open(projectPath);
        if (!project) {
            out.error = project.error();
            return out;
        }
        study::Study one;
        one.addCondition(condition);
        auto untrusted = untrustedEndpoints(*project, one, {condition.id});
        if (!untrusted) {
            out.error = untrusted.error();
            return out;
        }
        if (!untrusted->empty() && !trustNow) {
            out.error = untrustedError(projectPath, *untrusted);
            out.untrusted = std::move(*untrusted);
            return out;
        }
        if (!untrusted->empty()) {
            if (Status st = trustEndpoints(*project, *untrusted); !st) {
                out.error = st.error();
                return out;
            }
        }
    }
    auto key = resolveApiKey(condition);
    if (!key) {
        out.error = key.error();
        return out;
    }
    auto r = testConnection(condition, *key, {}, stop, options);
    if (r)
        out.report = std::move(*r);
    else
        out.error = r.error();
    return out;
}

} // namespace rl::inference

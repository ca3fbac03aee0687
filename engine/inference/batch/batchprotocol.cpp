// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/batch/batchprotocol.h"

#include "engine/inference/providerjson.h"
#include "engine/inference/textutil.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace rl::inference::batch {

using nlohmann::json;

namespace {

constexpr std::size_t kMB = 1024 * 1024;

const char *providerKey(Provider p)
{
    return providerName(p);
}

/// The API key header of the provider (and Anthropic's version header).
void addKey(HttpRequest &r, Provider p, std::string_view apiKey)
{
    if (!apiKey.empty()) {
        if (p == Provider::OpenAI)
            r.headers.emplace_back("Authorization", "Bearer " + std::string(apiKey));
        else if (p == Provider::Anthropic)
            r.headers.emplace_back("x-api-key", std::string(apiKey));
        else
            r.headers.emplace_back("x-goog-api-key", std::string(apiKey));
    }
    if (p == Provider::Anthropic)
        r.headers.emplace_back("anthropic-version", "2023-06-01");
}

HttpRequest request(Provider p, const study::ModelCondition &c, std::string method, std::string_view path,
    std::string body, std::string_view apiKey)
{
    HttpRequest r;
    r.method = std::move(method);
    r.url = detail::endpointUrl(c, providerKey(p), path);
    if (r.method != "GET")
        r.headers.emplace_back("Content-Type", "application/json");
    addKey(r, p, apiKey);
    r.body = std::move(body);
    return r;
}

std::string joined(const std::vector<std::string> &parts, std::string_view separator, std::size_t extra)
{
    std::size_t size = extra;
    for (const auto &s : parts)
        size += s.size() + separator.size();
    std::string out;
    out.reserve(size);
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i)
            out += separator;
        out += parts[i];
    }
    return out;
}

std::string stringOr(const json &j, const char *key)
{
    if (j.is_object() && j.contains(key) && j[key].is_string())
        return j[key].get<std::string>();
    return {};
}

/// An integer that may come as a JSON number or (protobuf int64) as a string of digits.
std::int64_t countOr(const json &j, const char *key, std::int64_t fallback)
{
    if (!j.is_object() || !j.contains(key))
        return fallback;
    const json &v = j[key];
    if (v.is_number_integer())
        return v.get<std::int64_t>();
    if (v.is_string()) {
        const std::string s = v.get<std::string>();
        if (!s.empty() && s.size() < 19 && std::all_of(s.begin(), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
            return std::stoll(s);
    }
    return fallback;
}

std::string timeText(const json &j, const char *key)
{
    if (!j.is_object() || !j.contains(key))
        return {};
    if (j[key].is_string())
        return j[key].get<std::string>();
    if (j[key].is_number_integer())
        return std::to_string(j[key].get<std::int64_t>());
    return {};
}

/// The message of an API error object ({"message"}, {"error": {"message"}}, {"type", "error": {...}}).
std::string errorMessage(const json &e)
{
    if (e.is_string())
        return e.get<std::string>();
    if (!e.is_object())
        return e.dump();
    std::string type = stringOr(e, "type");
    std::string code = e.contains("code") && (e["code"].is_string() || e["code"].is_number()) ? e["code"].dump() : "";
    if (code.size() >= 2 && code.front() == '"')
        code = code.substr(1, code.size() - 2);
    std::string message = stringOr(e, "message");
    if (e.contains("error") && e["error"].is_object())
        return errorMessage(e["error"]);
    std::string out = !code.empty() ? code : type;
    if (!message.empty())
        out += (out.empty() ? "" : ": ") + message;
    return out.empty() ? e.dump() : out;
}

BatchState openaiState(const std::string &s)
{
    if (s == "validating")
        return BatchState::Validating;
    if (s == "in_progress")
        return BatchState::InProgress;
    if (s == "finalizing")
        return BatchState::Finalizing;
    if (s == "completed")
        return BatchState::Completed;
    if (s == "failed")
        return BatchState::Failed;
    if (s == "expired")
        return BatchState::Expired;
    if (s == "cancelling")
        return BatchState::Cancelling;
    if (s == "cancelled")
        return BatchState::Cancelled;
    return BatchState::Unknown;
}

BatchState anthropicState(const std::string &s)
{
    if (s == "in_progress")
        return BatchState::InProgress;
    if (s == "canceling")
        return BatchState::Cancelling;
    if (s == "ended")
        return BatchState::Completed; // the per-request results say which failed, were canceled or expired
    return BatchState::Unknown;
}

BatchState geminiState(std::string s)
{
    for (const char *prefix : {"BATCH_STATE_", "JOB_STATE_"})
        if (s.rfind(prefix, 0) == 0)
            s = s.substr(std::string_view(prefix).size());
    if (s == "PENDING" || s == "QUEUED")
        return BatchState::Validating;
    if (s == "RUNNING")
        return BatchState::InProgress;
    if (s == "SUCCEEDED")
        return BatchState::Completed;
    if (s == "FAILED")
        return BatchState::Failed;
    if (s == "CANCELLED")
        return BatchState::Cancelled;
    if (s == "CANCELLING")
        return BatchState::Cancelling;
    if (s == "EXPIRED")
        return BatchState::Expired;
    return BatchState::Unknown;
}

Result<json> statusObject(int httpStatus, std::string_view body)
{
    if (httpStatus < 200 || httpStatus >= 300)
        return httpStatusError(httpStatus, body);
    json j = json::parse(body.begin(), body.end(), nullptr, false);
    if (!j.is_object())
        return Error{ErrorCode::Parse, "batch status: the body is not a JSON object"};
    return j;
}

ResultLine lineError(std::size_t line, std::string customId, std::string why)
{
    ResultLine r;
    r.line = line;
    r.customId = std::move(customId);
    r.error = Error{ErrorCode::Parse, "result line " + std::to_string(line) + ": " + why};
    return r;
}

ResultLine openaiLine(std::size_t n, const json &j)
{
    if (!j.contains("custom_id") || !j["custom_id"].is_string())
        return lineError(n, {}, "custom_id is missing or not a string");
    ResultLine r;
    r.line = n;
    r.customId = j["custom_id"].get<std::string>();
    if (j.contains("error") && !j["error"].is_null()) {
        r.error = Error{ErrorCode::Http, "the batch reports an error: " + errorMessage(j["error"])};
        return r;
    }
    if (!j.contains("response") || !j["response"].is_object())
        return lineError(n, r.customId, "response is missing or not an object");
    const json &resp = j["response"];
    if (!resp.contains("status_code") || !resp["status_code"].is_number_integer())
        return lineError(n, r.customId, "response.status_code is missing or not an integer");
    if (!resp.contains("body") || !(resp["body"].is_object() || resp["body"].is_string()))
        return lineError(n, r.customId, "response.body is missing or not an object");
    r.httpStatus = resp["status_code"].get<int>();
    r.body = resp["body"].is_string() ? resp["body"].get<std::string>()
                                      : resp["body"].dump(-1, ' ', false, json::error_handler_t::replace);
    return r;
}

ResultLine anthropicLine(std::size_t n, const json &j)
{
    if (!j.contains("custom_id") || !j["custom_id"].is_string())
        return lineError(n, {}, "custom_id is missing or not a string");
    ResultLine r;
    r.line = n;
    r.customId = j["custom_id"].get<std::string>();
    if (!j.contains("result") || !j["result"].is_object())
        return lineError(n, r.customId, "result is missing or not an object");
    const json &res = j["result"];
    const std::string type = stringOr(res, "type");
    if (type == "succeeded") {
        if (!res.contains("message") || !res["message"].is_object())
            return lineError(n, r.customId, "result.message is missing or not an object");
        r.httpStatus = 200;
        r.body = res["message"].dump(-1, ' ', false, json::error_handler_t::replace);
    } else if (type == "errored") {
        r.error = Error{ErrorCode::Http, "the batch reports an error: "
                + (res.contains("error") ? errorMessage(res["error"]) : std::string("(no detail)"))};
    } else if (type == "canceled" || type == "expired") {
        r.error = Error{ErrorCode::Http, "the batch " + std::string(type == "expired" ? "expired" : "was canceled")
                + " before this request was processed"};
    } else {
        return lineError(n, r.customId, "result.type '" + type + "' is not succeeded, errored, canceled or expired");
    }
    return r;
}

ResultLine geminiEntry(std::size_t n, const json &e, const std::vector<std::string> &positions)
{
    std::string key;
    if (e.is_object() && e.contains("metadata") && e["metadata"].is_object())
        key = stringOr(e["metadata"], "key");
    if (key.empty() && n >= 1 && n <= positions.size())
        key = positions[n - 1];
    if (!e.is_object())
        return lineError(n, key, "the inlined response is not an object");
    if (key.empty())
        return lineError(n, {}, "the inlined response has no metadata.key and no position in the job");
    ResultLine r;
    r.line = n;
    r.customId = key;
    if (e.contains("error") && !e["error"].is_null()) {
        r.error = Error{ErrorCode::Http, "the batch reports an error: " + errorMessage(e["error"])};
        return r;
    }
    if (!e.contains("response") || !e["response"].is_object())
        return lineError(n, key, "response is missing or not an object");
    r.httpStatus = 200;
    r.body = e["response"].dump(-1, ' ', false, json::error_handler_t::replace);
    return r;
}

} // namespace

Result<Provider> providerOf(std::string_view provider)
{
    if (provider == "openai")
        return Provider::OpenAI;
    if (provider == "anthropic")
        return Provider::Anthropic;
    if (provider == "gemini")
        return Provider::Gemini;
    return Error{ErrorCode::Unsupported, "provider '" + std::string(provider)
                                             + "' has no batch engine (openai, anthropic and gemini have)"};
}

const char *providerName(Provider p)
{
    switch (p) {
    case Provider::OpenAI: return "openai";
    case Provider::Anthropic: return "anthropic";
    case Provider::Gemini: return "gemini";
    }
    return "openai";
}

BatchLimits limitsOf(Provider p)
{
    switch (p) {
    case Provider::OpenAI: return {50000, 199 * kMB};
    case Provider::Anthropic: return {100000, 255 * kMB};
    case Provider::Gemini: return {50000, 19 * kMB};
    }
    return {50000, 19 * kMB};
}

std::string requestCustomId(std::string_view conditionId, std::string_view itemKey, int stage, int round, int sample,
    std::string_view promptHash)
{
    const std::string numbers = std::to_string(stage) + "|" + std::to_string(round) + "|" + std::to_string(sample);
    return "rl-" + fnv1aHex({conditionId, "\x1f", itemKey, "\x1f", numbers, "\x1f", promptHash});
}

const char *batchStateName(BatchState s)
{
    switch (s) {
    case BatchState::Validating: return "validating";
    case BatchState::InProgress: return "in_progress";
    case BatchState::Finalizing: return "finalizing";
    case BatchState::Completed: return "completed";
    case BatchState::Failed: return "failed";
    case BatchState::Expired: return "expired";
    case BatchState::Cancelling: return "cancelling";
    case BatchState::Cancelled: return "cancelled";
    case BatchState::Unknown: return "unknown";
    }
    return "unknown";
}

BatchState batchStateFromName(std::string_view name)
{
    for (BatchState s : {BatchState::Validating, BatchState::InProgress, BatchState::Finalizing, BatchState::Completed,
             BatchState::Failed, BatchState::Expired, BatchState::Cancelling, BatchState::Cancelled})
        if (name == batchStateName(s))
            return s;
    return BatchState::Unknown;
}

bool isTerminal(BatchState s)
{
    return s == BatchState::Completed || s == BatchState::Failed || s == BatchState::Expired || s == BatchState::Cancelled;
}

Result<std::string> encodeEntry(Provider p, const BatchEntry &e)
{
    const std::string &body = e.request->body;
    if (body.empty() || body.front() != '{' || body.back() != '}')
        return Error{ErrorCode::Parse, "request " + e.customId + ": the body is not a JSON object"};
    switch (p) {
    case Provider::OpenAI:
        return "{\"custom_id\":\"" + e.customId + R"(","method":"POST","url":"/v1/chat/completions","body":)" + body + "}";
    case Provider::Anthropic:
        return "{\"custom_id\":\"" + e.customId + "\",\"params\":" + body + "}";
    case Provider::Gemini:
        return "{\"request\":" + body + ",\"metadata\":{\"key\":\"" + e.customId + "\"}}";
    }
    return Error{ErrorCode::Unsupported, "unknown batch provider"};
}

HttpRequest uploadRequest(const study::ModelCondition &c, const std::vector<std::string> &encoded, std::string_view apiKey)
{
    std::string jsonl = joined(encoded, "\n", 1);
    jsonl += '\n';
    const std::string boundary = "raterlab-" + fnv1aHex(jsonl);
    HttpRequest r;
    r.url = detail::endpointUrl(c, "openai", "/files");
    r.headers.emplace_back("Content-Type", "multipart/form-data; boundary=" + boundary);
    addKey(r, Provider::OpenAI, apiKey);
    r.body.reserve(jsonl.size() + 512);
    r.body += "--" + boundary + "\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nbatch\r\n";
    r.body += "--" + boundary
        + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"raterlab-batch.jsonl\"\r\n"
          "Content-Type: application/jsonl\r\n\r\n";
    r.body += jsonl;
    r.body += "\r\n--" + boundary + "--\r\n";
    return r;
}

HttpRequest createFromFile(const study::ModelCondition &c, const std::string &fileId, std::string_view apiKey)
{
    const json body = {{"input_file_id", fileId}, {"endpoint", "/v1/chat/completions"}, {"completion_window", "24h"}};
    return request(Provider::OpenAI, c, "POST", "/batches", body.dump(), apiKey);
}

HttpRequest createRequest(Provider p, const study::ModelCondition &c, const std::vector<std::string> &encoded,
    std::string_view displayName, std::string_view apiKey)
{
    if (p == Provider::Anthropic)
        return request(p, c, "POST", "/messages/batches", "{\"requests\":[" + joined(encoded, ",", 16) + "]}", apiKey);
    const std::string name = json(std::string(displayName)).dump();
    return request(p, c, "POST", "/models/" + c.model + ":batchGenerateContent",
        "{\"batch\":{\"display_name\":" + name + ",\"input_config\":{\"requests\":{\"requests\":[" + joined(encoded, ",", 64)
            + "]}}}}",
        apiKey);
}

Result<std::string> parseUploadedFile(int httpStatus, std::string_view body)
{
    auto j = statusObject(httpStatus, body);
    if (!j)
        return j.error();
    const std::string id = stringOr(*j, "id");
    if (id.empty())
        return Error{ErrorCode::Parse, "file upload: the answer has no file id"};
    return id;
}

Result<BatchStatus> parseStatus(Provider p, int httpStatus, std::string_view body)
{
    auto parsed = statusObject(httpStatus, body);
    if (!parsed)
        return parsed.error();
    const json &j = *parsed;
    BatchStatus s;
    if (p == Provider::OpenAI) {
        s.id = stringOr(j, "id");
        s.rawState = stringOr(j, "status");
        s.state = openaiState(s.rawState);
        if (j.contains("request_counts") && j["request_counts"].is_object()) {
            const json &rc = j["request_counts"];
            s.total = countOr(rc, "total", -1);
            s.succeeded = countOr(rc, "completed", -1);
            s.failed = countOr(rc, "failed", -1);
        }
        s.outputFileId = stringOr(j, "output_file_id");
        s.errorFileId = stringOr(j, "error_file_id");
        s.expiresAt = timeText(j, "expires_at");
        s.createdAt = timeText(j, "created_at");
        if (j.contains("errors") && j["errors"].is_object() && j["errors"].contains("data") && j["errors"]["data"].is_array())
            for (const auto &e : j["errors"]["data"])
                s.errorDetail += (s.errorDetail.empty() ? "" : "; ") + errorMessage(e);
    } else if (p == Provider::Anthropic) {
        s.id = stringOr(j, "id");
        s.rawState = stringOr(j, "processing_status");
        s.state = anthropicState(s.rawState);
        if (j.contains("request_counts") && j["request_counts"].is_object()) {
            const json &rc = j["request_counts"];
            s.succeeded = countOr(rc, "succeeded", 0);
            s.failed = countOr(rc, "errored", 0) + countOr(rc, "canceled", 0) + countOr(rc, "expired", 0);
            s.total = s.succeeded + s.failed + countOr(rc, "processing", 0);
        }
        s.expiresAt = timeText(j, "expires_at");
        s.createdAt = timeText(j, "created_at");
    } else {
        s.id = stringOr(j, "name");
        // The operation carries the batch in `metadata`; a GET of the batch itself has the fields at the top.
        const json &batch = j.contains("metadata") && j["metadata"].is_object() ? j["metadata"] : j;
        s.rawState = stringOr(batch, "state");
        s.state = geminiState(s.rawState);
        const bool done = j.contains("done") && j["done"].is_boolean() && j["done"].get<bool>();
        if (done && (s.state == BatchState::Unknown || !isTerminal(s.state)))
            s.state = j.contains("error") && !j["error"].is_null() ? BatchState::Failed : BatchState::Completed;
        if (batch.contains("batchStats") && batch["batchStats"].is_object()) {
            const json &st = batch["batchStats"];
            s.total = countOr(st, "requestCount", -1);
            s.succeeded = countOr(st, "successfulRequestCount", -1);
            s.failed = countOr(st, "failedRequestCount", -1);
        }
        if (j.contains("error") && !j["error"].is_null())
            s.errorDetail = errorMessage(j["error"]);
        for (const char *key : {"createTime", "create_time"})
            if (s.createdAt.empty())
                s.createdAt = timeText(batch, key);
        for (const char *key : {"displayName", "display_name"})
            if (s.displayName.empty())
                s.displayName = stringOr(batch, key);
    }
    if (s.id.empty())
        return Error{ErrorCode::Parse, "batch status: the answer names no batch id"};
    if (s.state == BatchState::Unknown)
        return Error{ErrorCode::Parse, "batch " + s.id + ": unknown state '" + s.rawState + "'"};
    return s;
}

HttpRequest pollRequest(Provider p, const study::ModelCondition &c, const std::string &batchId, std::string_view apiKey)
{
    switch (p) {
    case Provider::OpenAI: return request(p, c, "GET", "/batches/" + pathSegment(batchId), {}, apiKey);
    case Provider::Anthropic: return request(p, c, "GET", "/messages/batches/" + pathSegment(batchId), {}, apiKey);
    case Provider::Gemini: return request(p, c, "GET", "/" + pathSegment(batchId, true), {}, apiKey);
    }
    return {};
}

HttpRequest listRequest(const study::ModelCondition &c, std::string_view apiKey)
{
    return request(Provider::OpenAI, c, "GET", "/batches?limit=100", {}, apiKey);
}

Result<std::optional<BatchStatus>> findByInputFile(int httpStatus, std::string_view body, std::string_view fileId)
{
    auto j = statusObject(httpStatus, body);
    if (!j)
        return j.error();
    if (!j->contains("data") || !(*j)["data"].is_array())
        return Error{ErrorCode::Parse, "batch list: the answer has no data list"};
    for (const auto &b : (*j)["data"])
        if (b.is_object() && stringOr(b, "input_file_id") == fileId) {
            auto s = parseStatus(Provider::OpenAI, 200, b.dump());
            if (!s)
                return s.error();
            return std::optional<BatchStatus>(std::move(*s));
        }
    return std::optional<BatchStatus>();
}

HttpRequest listPageRequest(Provider p, const study::ModelCondition &c, std::string_view cursor, std::string_view apiKey)
{
    if (p == Provider::OpenAI)
        return listRequest(c, apiKey);
    const std::string token(cursor);
    if (p == Provider::Anthropic)
        return request(p, c, "GET", "/messages/batches?limit=100" + (token.empty() ? "" : "&after_id=" + pathSegment(token)), {},
            apiKey);
    return request(p, c, "GET", "/batches?pageSize=100" + (token.empty() ? "" : "&pageToken=" + pathSegment(token)), {}, apiKey);
}

Result<BatchListPage> parseListPage(Provider p, int httpStatus, std::string_view body)
{
    auto j = statusObject(httpStatus, body);
    if (!j)
        return j.error();
    const char *listKey = p == Provider::Gemini ? "operations" : "data";
    BatchListPage page;
    if (!j->contains(listKey)) {
        if (p == Provider::Gemini)
            return page; // an account without batches answers {}
        return Error{ErrorCode::Parse, "batch list: the answer has no data list"};
    }
    if (!(*j)[listKey].is_array())
        return Error{ErrorCode::Parse, std::string("batch list: ") + listKey + " is not a list"};
    for (const auto &b : (*j)[listKey]) {
        if (!b.is_object())
            continue;
        auto s = parseStatus(p, 200, b.dump(-1, ' ', false, json::error_handler_t::replace));
        if (s)
            page.jobs.push_back(std::move(*s));
    }
    if (p == Provider::Gemini)
        page.next = stringOr(*j, "nextPageToken");
    else if (j->contains("has_more") && (*j)["has_more"].is_boolean() && (*j)["has_more"].get<bool>())
        page.next = stringOr(*j, "last_id");
    return page;
}

std::string jobDisplayName(std::string_view conditionId, std::int64_t jobId, std::string_view createdAt,
    const std::vector<std::string> &customIds)
{
    std::string ids;
    for (const auto &id : customIds)
        ids += id + "\n";
    const std::string token = fnv1aHex({createdAt, "\x1f", ids}).substr(0, 8);
    return "raterlab-" + std::string(conditionId.substr(0, 48)) + "-" + std::to_string(jobId) + "-" + token;
}

std::optional<double> epochSeconds(std::string_view t)
{
    auto digits = [&](std::size_t at, std::size_t n) -> std::optional<int> {
        if (at + n > t.size())
            return std::nullopt;
        int v = 0;
        for (std::size_t i = at; i < at + n; ++i) {
            if (t[i] < '0' || t[i] > '9')
                return std::nullopt;
            v = v * 10 + (t[i] - '0');
        }
        return v;
    };
    if (!t.empty() && std::all_of(t.begin(), t.end(), [](char ch) { return (ch >= '0' && ch <= '9') || ch == '.'; })
        && t.find('.') == t.rfind('.') && t.size() < 24)
        return std::stod(std::string(t));
    const auto year = digits(0, 4), month = digits(5, 2), day = digits(8, 2), hour = digits(11, 2), minute = digits(14, 2),
               second = digits(17, 2);
    if (!year || !month || !day || !hour || !minute || !second || t[4] != '-' || t[7] != '-' || (t[10] != 'T' && t[10] != 't'
        && t[10] != ' ') || t[13] != ':' || t[16] != ':' || *month < 1 || *month > 12 || *day < 1 || *day > 31 || *hour > 23
        || *minute > 59 || *second > 60)
        return std::nullopt;
    std::size_t at = 19;
    double fraction = 0;
    if (at < t.size() && t[at] == '.') {
        double scale = 0.1;
        for (++at; at < t.size() && t[at] >= '0' && t[at] <= '9'; ++at, scale /= 10)
            fraction += (t[at] - '0') * scale;
    }
    int offset = 0;
    if (at < t.size() && (t[at] == 'Z' || t[at] == 'z') && at + 1 == t.size()) {
        offset = 0;
    } else if (at + 6 == t.size() && (t[at] == '+' || t[at] == '-') && t[at + 3] == ':') {
        const auto oh = digits(at + 1, 2), om = digits(at + 4, 2);
        if (!oh || !om)
            return std::nullopt;
        offset = (t[at] == '-' ? -1 : 1) * (*oh * 3600 + *om * 60);
    } else {
        return std::nullopt;
    }
    // Days from 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    const int y = *year - (*month <= 2 ? 1 : 0);
    const int era = (y >= 0 ? y : y - 399) / 400;
    const int yoe = y - era * 400;
    const int doy = (153 * (*month + (*month > 2 ? -3 : 9)) + 2) / 5 + *day - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    const double days = static_cast<double>(era) * 146097 + doe - 719468;
    return days * 86400 + *hour * 3600 + *minute * 60 + *second + fraction - offset;
}

std::string pathSegment(std::string_view id, bool keepSlashes)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    std::size_t segmentStart = 0;
    auto closeSegment = [&] {
        const std::string_view seg = std::string_view(out).substr(segmentStart);
        if (seg == "." || seg == "..") {
            out.resize(segmentStart);
            for (std::size_t i = 0; i < seg.size(); ++i)
                out += "%2E";
        }
    };
    for (char ch : id) {
        const auto c = static_cast<unsigned char>(ch);
        if (ch == '/' && keepSlashes) {
            closeSegment();
            out += '/';
            segmentStart = out.size();
        } else if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || ch == '-' || ch == '.' || ch == '_'
            || ch == '~') {
            out += ch;
        } else {
            out += '%';
            out += kHex[c >> 4];
            out += kHex[c & 15];
        }
    }
    closeSegment();
    return out;
}

std::vector<HttpRequest> resultRequests(Provider p, const study::ModelCondition &c, const BatchStatus &status,
    std::string_view apiKey)
{
    std::vector<HttpRequest> out;
    if (p == Provider::OpenAI) {
        for (const std::string *file : {&status.outputFileId, &status.errorFileId})
            if (!file->empty())
                out.push_back(request(p, c, "GET", "/files/" + pathSegment(*file) + "/content", {}, apiKey));
    } else if (p == Provider::Anthropic) {
        out.push_back(request(p, c, "GET", "/messages/batches/" + pathSegment(status.id) + "/results", {}, apiKey));
    }
    return out;
}

std::vector<ResultLine> parseResults(Provider p, std::string_view body, const std::vector<std::string> &positions)
{
    std::vector<ResultLine> out;
    if (p == Provider::Gemini) {
        const json j = json::parse(body.begin(), body.end(), nullptr, false);
        const json *list = nullptr;
        for (const char *outer : {"response", "output"}) {
            if (!j.is_object() || !j.contains(outer) || !j[outer].is_object())
                continue;
            const json &o = j[outer];
            if (o.contains("inlinedResponses") && o["inlinedResponses"].is_object()
                && o["inlinedResponses"].contains("inlinedResponses"))
                list = &o["inlinedResponses"]["inlinedResponses"];
        }
        if (!list || !list->is_array()) {
            out.push_back(lineError(0, {}, "the batch holds no inlinedResponses array"));
            return out;
        }
        std::size_t n = 0;
        for (const auto &e : *list)
            out.push_back(geminiEntry(++n, e, positions));
        return out;
    }
    std::size_t n = 0, pos = 0;
    while (pos < body.size()) {
        std::size_t end = body.find('\n', pos);
        if (end == std::string_view::npos)
            end = body.size();
        std::string_view text = body.substr(pos, end - pos);
        pos = end + 1;
        ++n;
        while (!text.empty() && (text.back() == '\r' || text.back() == ' '))
            text.remove_suffix(1);
        if (text.empty())
            continue;
        const json j = json::parse(text.begin(), text.end(), nullptr, false);
        if (!j.is_object()) {
            out.push_back(lineError(n, {}, j.is_discarded() ? "not valid JSON (truncated?)" : "not a JSON object"));
            continue;
        }
        out.push_back(p == Provider::OpenAI ? openaiLine(n, j) : anthropicLine(n, j));
    }
    return out;
}

} // namespace rl::inference::batch

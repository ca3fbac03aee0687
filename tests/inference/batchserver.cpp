// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/inference/batchserver.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <ctime>

namespace rl::test {

namespace {

bool startsWith(const std::string &s, const std::string &prefix)
{
    return s.rfind(prefix, 0) == 0;
}

bool endsWith(const std::string &s, const std::string &suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

/// The part of `path` after `prefix` up to the next '/' (or the end).
std::string segmentAfter(const std::string &path, const std::string &prefix)
{
    const std::size_t at = path.find(prefix);
    if (at == std::string::npos)
        return {};
    const std::size_t from = at + prefix.size();
    const std::size_t to = path.find('/', from);
    return path.substr(from, to == std::string::npos ? std::string::npos : to - from);
}

/// The content of the multipart part named "file".
std::string filePart(const std::string &body, const std::string &contentType)
{
    const std::size_t b = contentType.find("boundary=");
    if (b == std::string::npos)
        return {};
    const std::string boundary = "--" + contentType.substr(b + 9);
    std::size_t at = body.find("name=\"file\"");
    if (at == std::string::npos)
        return {};
    at = body.find("\r\n\r\n", at);
    if (at == std::string::npos)
        return {};
    at += 4;
    const std::size_t end = body.find("\r\n" + boundary, at);
    return body.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

/// The value of query parameter `name` in `path` ("" when absent).
std::string queryValue(const std::string &path, const std::string &name)
{
    const std::size_t q = path.find('?');
    if (q == std::string::npos)
        return {};
    std::size_t at = q + 1;
    while (at < path.size()) {
        std::size_t end = path.find('&', at);
        if (end == std::string::npos)
            end = path.size();
        const std::string pair = path.substr(at, end - at);
        if (pair.rfind(name + "=", 0) == 0)
            return pair.substr(name.size() + 1);
        at = end + 1;
    }
    return {};
}

} // namespace

HttpServerReply BatchServer::reply(int status, const std::string &body) const
{
    HttpServerReply r;
    r.status = status;
    r.headers.emplace_back("Content-Type", "application/json");
    r.body = body;
    return r;
}

std::string BatchServer::presentedKey(const HttpServerRequest &req)
{
    // Echoed in the 401 body, as some servers do: the client must not store or print it.
    for (const char *h : {"authorization", "x-api-key", "x-goog-api-key"})
        if (auto it = req.headers.find(h); it != req.headers.end())
            return it->second;
    return {};
}

bool BatchServer::keyOk(const HttpServerRequest &req) const
{
    if (requiredKey.empty())
        return true;
    for (const char *h : {"authorization", "x-api-key", "x-goog-api-key"})
        if (auto it = req.headers.find(h); it != req.headers.end())
            if (it->second == requiredKey || it->second == "Bearer " + requiredKey)
                return true;
    return false;
}

HttpServerReply BatchServer::handle(const HttpServerRequest &req)
{
    {
        std::lock_guard lock(m_mutex);
        for (const auto &[name, value] : req.headers)
            m_headers.push_back(name + ": " + value);
    }
    if (!keyOk(req))
        return reply(401, nlohmann::json({{"error", {{"message", "invalid api key " + presentedKey(req)}, {"type", "authentication_error"}}}}).dump());
    const std::string &p = req.path;

    // OpenAI
    if (req.method == "POST" && endsWith(p, "/v1/files")) {
        const std::string content = filePart(req.body, req.headers.count("content-type") ? req.headers.at("content-type") : "");
        if (req.body.find("name=\"purpose\"\r\n\r\nbatch\r\n") == std::string::npos || content.empty())
            return reply(400, R"({"error": {"message": "a batch file upload needs purpose=batch and a file"}})");
        std::lock_guard lock(m_mutex);
        const std::string id = "file-in-" + std::to_string(m_files.size() + 1);
        m_files[id] = content;
        m_payloads.push_back(content);
        return reply(200, nlohmann::json({{"id", id}, {"object", "file"}, {"purpose", "batch"}, {"bytes", content.size()}}).dump());
    }
    if (req.method == "POST" && endsWith(p, "/v1/batches")) {
        const auto body = nlohmann::json::parse(req.body, nullptr, false);
        if (!body.is_object() || body.value("endpoint", "") != "/v1/chat/completions" || body.value("completion_window", "") != "24h")
            return reply(400, R"({"error": {"message": "endpoint /v1/chat/completions and completion_window 24h expected"}})");
        std::string content;
        {
            std::lock_guard lock(m_mutex);
            auto f = m_files.find(body.value("input_file_id", ""));
            if (f == m_files.end())
                return reply(404, R"({"error": {"message": "no such file"}})");
            content = f->second;
        }
        std::vector<Entry> entries;
        std::size_t pos = 0;
        while (pos < content.size()) {
            std::size_t end = content.find('\n', pos);
            if (end == std::string::npos)
                end = content.size();
            const auto line = nlohmann::json::parse(content.substr(pos, end - pos), nullptr, false);
            pos = end + 1;
            if (!line.is_object() || line.value("method", "") != "POST" || line.value("url", "") != "/v1/chat/completions")
                return reply(400, R"({"error": {"message": "a line is not {custom_id, method POST, url /v1/chat/completions, body}"}})");
            entries.push_back({line.value("custom_id", ""), line["body"].dump()});
        }
        return create("openai", std::move(entries), "", body.value("input_file_id", ""));
    }
    if (req.method == "GET" && (endsWith(p, "/v1/batches") || p.find("/v1/batches?") != std::string::npos)) {
        std::lock_guard lock(m_mutex);
        nlohmann::json data = nlohmann::json::array();
        for (const auto &[id, b] : m_batches)
            if (b.provider == "openai")
                data.insert(data.begin(), nlohmann::json::parse(status(b)));
        return reply(200, nlohmann::json({{"object", "list"}, {"data", data}, {"has_more", false}}).dump());
    }
    if (req.method == "GET" && p.find("/v1/files/") != std::string::npos && endsWith(p, "/content")) {
        const std::string id = segmentAfter(p, "/v1/files/");
        std::lock_guard lock(m_mutex);
        for (const auto &[bid, b] : m_batches)
            if (b.provider == "openai" && b.ended) {
                if (id == b.id + "-out")
                    return reply(200, b.output);
                if (id == b.id + "-err")
                    return reply(200, b.errors);
            }
        return reply(404, R"({"error": {"message": "no such file"}})");
    }
    if (req.method == "GET" && p.find("/v1/batches/") != std::string::npos) {
        std::lock_guard lock(m_mutex);
        auto b = m_batches.find(segmentAfter(p, "/v1/batches/"));
        if (b == m_batches.end())
            return reply(404, R"({"error": {"message": "no such batch"}})");
        ++m_polls;
        if (++b->second.polls > pollsInProgress && !b->second.ended)
            finish(b->second);
        return reply(200, status(b->second));
    }

    // Anthropic
    if (req.method == "POST" && endsWith(p, "/v1/messages/batches")) {
        const auto body = nlohmann::json::parse(req.body, nullptr, false);
        if (!body.is_object() || !body.contains("requests") || !body["requests"].is_array())
            return reply(400, R"({"type": "error", "error": {"type": "invalid_request_error", "message": "requests expected"}})");
        {
            std::lock_guard lock(m_mutex);
            m_payloads.push_back(req.body);
        }
        std::vector<Entry> entries;
        for (const auto &r : body["requests"])
            entries.push_back({r.value("custom_id", ""), r["params"].dump()});
        return create("anthropic", std::move(entries), "");
    }
    if (req.method == "GET" && (endsWith(p, "/v1/messages/batches") || p.find("/v1/messages/batches?") != std::string::npos))
        return list("anthropic", p);
    if (req.method == "GET" && (endsWith(p, "/v1beta/batches") || p.find("/v1beta/batches?") != std::string::npos))
        return list("gemini", p);
    if (req.method == "GET" && p.find("/v1/messages/batches/") != std::string::npos) {
        std::lock_guard lock(m_mutex);
        auto b = m_batches.find(segmentAfter(p, "/v1/messages/batches/"));
        if (b == m_batches.end())
            return reply(404, R"({"type": "error", "error": {"type": "not_found_error", "message": "no such batch"}})");
        if (endsWith(p, "/results"))
            return b->second.ended ? reply(200, b->second.output) : reply(400, R"({"type": "error", "error": {"message": "not ended"}})");
        ++m_polls;
        if (++b->second.polls > pollsInProgress && !b->second.ended)
            finish(b->second);
        return reply(200, status(b->second));
    }

    // Gemini
    if (req.method == "POST" && endsWith(p, ":batchGenerateContent")) {
        const auto body = nlohmann::json::parse(req.body, nullptr, false);
        const std::string model = segmentAfter(p.substr(0, p.find(':')), "/models/");
        if (!body.is_object() || !body.contains("batch") || !body["batch"].contains("input_config"))
            return reply(400, R"({"error": {"code": 400, "message": "batch.input_config expected"}})");
        {
            std::lock_guard lock(m_mutex);
            m_payloads.push_back(req.body);
        }
        std::vector<Entry> entries;
        for (const auto &r : body["batch"]["input_config"]["requests"]["requests"])
            entries.push_back({r["metadata"].value("key", ""), r["request"].dump()});
        std::string name;
        if (body["batch"].contains("display_name") && body["batch"]["display_name"].is_string())
            name = body["batch"]["display_name"].get<std::string>();
        return create("gemini", std::move(entries), model, {}, name);
    }
    if (req.method == "GET" && p.find("/v1beta/batches/") != std::string::npos) {
        std::lock_guard lock(m_mutex);
        auto b = m_batches.find("batches/" + segmentAfter(p, "/v1beta/batches/"));
        if (b == m_batches.end())
            return reply(404, R"({"error": {"code": 404, "message": "no such batch"}})");
        ++m_polls;
        if (++b->second.polls > pollsInProgress && !b->second.ended)
            finish(b->second);
        return reply(200, status(b->second));
    }
    return reply(404, R"({"error": {"message": "no such endpoint"}})");
}

HttpServerReply BatchServer::create(const std::string &provider, std::vector<Entry> entries, const std::string &model,
    const std::string &inputFileId, const std::string &displayName)
{
    std::lock_guard lock(m_mutex);
    Batch b;
    b.provider = provider;
    b.model = model;
    b.inputFileId = inputFileId;
    b.displayName = displayName;
    const auto now = std::chrono::system_clock::now();
    const std::time_t t = std::chrono::system_clock::to_time_t(now);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
    std::tm tm {};
    gmtime_r(&t, &tm);
    char when[40];
    std::snprintf(when, sizeof when, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
        tm.tm_hour, tm.tm_min, tm.tm_sec, static_cast<int>(ms));
    b.createdAt = when;
    b.createdUnix = static_cast<long long>(t);
    ++m_created;
    b.serial = m_created;
    b.id = provider == "openai" ? "batch_" + std::to_string(m_created)
        : provider == "anthropic" ? "msgbatch_" + std::to_string(m_created)
                                  : "batches/" + std::to_string(m_created);
    b.expired = m_created <= expireBatches;
    for (const auto &e : entries)
        b.submission.push_back(++m_submissions[e.customId]);
    b.entries = std::move(entries);
    const std::string id = b.id;
    m_batches[id] = std::move(b);
    return reply(200, status(m_batches[id]));
}

HttpServerReply BatchServer::list(const std::string &provider, const std::string &path)
{
    std::lock_guard lock(m_mutex);
    ++m_lists;
    std::vector<const Batch *> newest;
    for (const auto &[id, b] : m_batches)
        if (b.provider == provider)
            newest.push_back(&b);
    std::sort(newest.begin(), newest.end(), [](const Batch *a, const Batch *b) { return a->serial > b->serial; });
    std::size_t from = 0;
    const std::string size = queryValue(path, provider == "gemini" ? "pageSize" : "limit");
    const std::size_t pageSize = size.empty() ? 20 : std::max<std::size_t>(1, std::stoul(size));
    if (provider == "gemini") {
        const std::string token = queryValue(path, "pageToken");
        from = token.empty() ? 0 : std::stoul(token);
    } else if (const std::string after = queryValue(path, "after_id"); !after.empty()) {
        for (std::size_t i = 0; i < newest.size(); ++i)
            if (newest[i]->id == after)
                from = i + 1;
    }
    nlohmann::json data = nlohmann::json::array();
    for (std::size_t i = from; i < newest.size() && i < from + pageSize; ++i)
        data.push_back(nlohmann::json::parse(status(*newest[i])));
    const bool more = from + pageSize < newest.size();
    if (provider == "gemini") {
        nlohmann::json j = nlohmann::json::object();
        if (!data.empty())
            j["operations"] = data;
        if (more)
            j["nextPageToken"] = std::to_string(from + pageSize);
        return reply(200, j.dump());
    }
    return reply(200, nlohmann::json({{"data", data}, {"has_more", more},
                                          {"first_id", data.empty() ? nlohmann::json(nullptr) : data.front()["id"]},
                                          {"last_id", data.empty() ? nlohmann::json(nullptr) : data.back()["id"]}})
                          .dump());
}

void BatchServer::finish(Batch &b)
{
    b.ended = true;
    std::vector<std::size_t> order(b.entries.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    if (shuffle)
        std::reverse(order.begin(), order.end());
    const std::size_t answeredBefore = b.expired ? b.entries.size() / 2 : b.entries.size();
    nlohmann::json inlined = nlohmann::json::array();
    for (std::size_t i : order) {
        const Entry &e = b.entries[i];
        const bool expired = i >= answeredBefore;
        const bool fail = !expired && failItem && failItem(e.customId, b.submission[i]);
        HttpServerRequest sync;
        sync.method = "POST";
        sync.body = e.body;
        sync.path = b.provider == "openai" ? "/v1/chat/completions"
            : b.provider == "anthropic"    ? "/v1/messages"
                                           : "/v1beta/models/" + b.model + ":generateContent";
        if (b.provider == "openai") {
            if (expired) {
                b.errors += nlohmann::json({{"id", "req"}, {"custom_id", e.customId}, {"response", nullptr},
                                {"error", {{"code", "batch_expired"}, {"message", "This request could not be executed before the completion window expired."}}}})
                                .dump()
                    + "\n";
                ++b.failed;
            } else if (fail) {
                b.errors += nlohmann::json({{"id", "req"}, {"custom_id", e.customId},
                                {"response", {{"status_code", 500}, {"body", {{"error", {{"message", "server error"}}}}}}},
                                {"error", nullptr}})
                                .dump()
                    + "\n";
                ++b.failed;
            } else {
                const HttpServerReply r = m_model.handle(sync);
                b.output += nlohmann::json({{"id", "req"}, {"custom_id", e.customId},
                                {"response", {{"status_code", r.status}, {"body", nlohmann::json::parse(r.body)}}}, {"error", nullptr}})
                                .dump()
                    + "\n";
                ++b.succeeded;
            }
        } else if (b.provider == "anthropic") {
            nlohmann::json result;
            if (expired)
                result = {{"type", "expired"}};
            else if (fail)
                result = {{"type", "errored"}, {"error", {{"type", "error"}, {"error", {{"type", "overloaded_error"}, {"message", "Overloaded"}}}}}};
            else
                result = {{"type", "succeeded"}, {"message", nlohmann::json::parse(m_model.handle(sync).body)}};
            (result["type"] == "succeeded" ? b.succeeded : b.failed) += 1;
            b.output += nlohmann::json({{"custom_id", e.customId}, {"result", result}}).dump() + "\n";
        } else {
            if (b.expired)
                continue; // an expired gemini batch returns nothing
            if (fail) {
                inlined.push_back({{"error", {{"code", 500}, {"message", "Internal error"}}}, {"metadata", {{"key", e.customId}}}});
                ++b.failed;
            } else {
                inlined.push_back({{"response", nlohmann::json::parse(m_model.handle(sync).body)}, {"metadata", {{"key", e.customId}}}});
                ++b.succeeded;
            }
        }
    }
    for (const auto &extra : extraLines) {
        if (b.provider == "gemini") {
            const auto j = nlohmann::json::parse(extra, nullptr, false);
            if (!j.is_discarded())
                inlined.push_back(j);
        } else {
            b.output += extra + "\n";
        }
    }
    b.inlined = inlined.dump();
}

std::string BatchServer::status(const Batch &b) const
{
    const auto total = static_cast<std::int64_t>(b.entries.size());
    if (b.provider == "openai") {
        nlohmann::json j = {{"id", b.id}, {"object", "batch"}, {"endpoint", "/v1/chat/completions"},
            {"completion_window", "24h"}, {"created_at", b.createdUnix}, {"expires_at", 1764676400},
            {"status", !b.ended ? (b.polls == 0 ? "validating" : "in_progress") : b.expired ? "expired" : "completed"},
            {"request_counts", {{"total", total}, {"completed", b.succeeded}, {"failed", b.failed}}},
            {"output_file_id", nullptr}, {"error_file_id", nullptr}, {"input_file_id", b.inputFileId}};
        if (b.ended && !b.output.empty())
            j["output_file_id"] = b.id + "-out";
        if (b.ended && !b.errors.empty())
            j["error_file_id"] = b.id + "-err";
        return j.dump();
    }
    if (b.provider == "anthropic") {
        nlohmann::json j = {{"id", b.id}, {"type", "message_batch"}, {"processing_status", b.ended ? "ended" : "in_progress"},
            {"request_counts", {{"processing", b.ended ? 0 : total}, {"succeeded", b.succeeded}, {"errored", 0},
                                   {"canceled", 0}, {"expired", b.ended ? b.failed : 0}}},
            {"created_at", b.createdAt}, {"expires_at", "2026-12-02T12:00:00Z"},
            {"results_url", b.ended ? nlohmann::json("http://elsewhere.invalid/results") : nlohmann::json(nullptr)}};
        return j.dump();
    }
    const char *state = !b.ended ? (b.polls == 0 ? "BATCH_STATE_PENDING" : "BATCH_STATE_RUNNING")
        : b.expired              ? "BATCH_STATE_EXPIRED"
                                 : "BATCH_STATE_SUCCEEDED";
    nlohmann::json j = {{"name", b.id},
        {"metadata", {{"@type", "type.googleapis.com/google.ai.generativelanguage.v1main.GenerateContentBatch"},
                         {"model", "models/" + b.model}, {"state", state}, {"displayName", b.displayName},
                         {"createTime", b.createdAt},
                         {"batchStats", {{"requestCount", std::to_string(total)}, {"successfulRequestCount", std::to_string(b.succeeded)}}}}},
        {"done", b.ended}};
    if (b.ended && !b.expired)
        j["response"] = {{"@type", "type.googleapis.com/google.ai.generativelanguage.v1main.GenerateContentBatchOutput"},
            {"inlinedResponses", {{"inlinedResponses", nlohmann::json::parse(b.inlined)}}}};
    return j.dump();
}

std::map<std::string, int> BatchServer::submissions() const
{
    std::lock_guard lock(m_mutex);
    return m_submissions;
}

std::vector<std::string> BatchServer::submittedPayloads() const
{
    std::lock_guard lock(m_mutex);
    return m_payloads;
}

std::vector<std::string> BatchServer::requestHeaders() const
{
    std::lock_guard lock(m_mutex);
    return m_headers;
}

int BatchServer::batchesCreated() const
{
    std::lock_guard lock(m_mutex);
    return m_created;
}

int BatchServer::polls() const
{
    std::lock_guard lock(m_mutex);
    return m_polls;
}

int BatchServer::lists() const
{
    std::lock_guard lock(m_mutex);
    return m_lists;
}

HttpServerReply BatchServers::route(const HttpServerRequest &r)
{
    const std::string &p = r.path;
    const bool batch = p.find("/batches") != std::string::npos || p.find("/files") != std::string::npos
        || p.find(":batchGenerateContent") != std::string::npos;
    return batch ? batches.handle(r) : model.handle(r);
}

std::string BatchServers::base(const std::string &provider) const
{
    return server.baseUrl() + (provider == "gemini" ? "/v1beta" : "/v1");
}

} // namespace rl::test

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tests/inference/loopbackserver.h"

#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <vector>

/// The three providers' batch engines in front of a FakeModel, for tests (behind a LoopbackServer:
/// `LoopbackServer server([&](auto &r) { return batches.handle(r); })`). Each entry of a batch is
/// answered by the model as the synchronous endpoint would answer it (the same FakeModel reply
/// body), so a batch run and a synchronous run of one study store the same answers.
///
/// Endpoints (bases: openai and anthropic .../v1, gemini .../v1beta):
/// - openai: POST /v1/files (multipart, purpose=batch), POST /v1/batches, GET /v1/batches/{id},
///   GET /v1/batches?limit=N (the latest batches, newest first), GET /v1/files/{id}/content (output
///   and error files);
/// - anthropic: POST /v1/messages/batches, GET /v1/messages/batches/{id}, GET …/{id}/results,
///   GET /v1/messages/batches?limit=N[&after_id=ID] (newest first, has_more / last_id);
/// - gemini: POST /v1beta/models/{model}:batchGenerateContent, GET /v1beta/batches/{id},
///   GET /v1beta/batches?pageSize=N[&pageToken=T] (operations, nextPageToken).
/// A batch reports the time it was created (created_at / metadata.createTime, the real clock).
///
/// Faults (set before the run): a batch stays in progress for `pollsInProgress` polls; `failItem`
/// makes an entry fail in its n-th submission (openai: a 500 line in the error file; anthropic:
/// `errored`; gemini: an `error` entry); the first `expireBatches` batches expire with only their
/// first half answered (gemini: nothing); `shuffle` returns results in reverse order; `extraLines`
/// are appended to every results file (openai, anthropic) or, parsed as JSON, to gemini's inlined
/// responses. Every submission of a custom id is counted (submissions()).
namespace rl::test {

class BatchServer {
public:
    explicit BatchServer(FakeModel &model) : m_model(model) { }

    HttpServerReply handle(const HttpServerRequest &request);

    int pollsInProgress = 0;
    std::function<bool(const std::string &customId, int submission)> failItem;
    int expireBatches = 0;
    bool shuffle = false;
    std::vector<std::string> extraLines;
    std::string requiredKey; ///< when set, a batch request without it gets 401 (whose body echoes the key presented)

    std::map<std::string, int> submissions() const;    ///< custom id -> batches it was submitted in
    std::vector<std::string> submittedPayloads() const; ///< openai: each uploaded file's JSONL; others: each create body
    std::vector<std::string> requestHeaders() const;    ///< every header line seen ("name: value")
    int batchesCreated() const;
    int polls() const;
    int lists() const; ///< list requests (every provider, every page)

private:
    struct Entry {
        std::string customId;
        std::string body; ///< the synchronous request body
    };
    struct Batch {
        std::string provider, id, model;
        std::vector<Entry> entries;
        int polls = 0;
        bool ended = false, expired = false;
        std::vector<int> submission; ///< per entry: its submission number
        std::string output, errors;  ///< openai files / anthropic results (JSONL)
        std::string inlined;         ///< gemini: the inlinedResponses array (JSON)
        std::string inputFileId;     ///< openai: the file the batch was created from
        std::string displayName;     ///< gemini
        std::string createdAt;       ///< RFC 3339 (anthropic, gemini); openai reports its Unix seconds
        long long createdUnix = 0;
        int serial = 0;              ///< creation order
        std::int64_t succeeded = 0, failed = 0;
    };

    HttpServerReply reply(int status, const std::string &body) const;
    static std::string presentedKey(const HttpServerRequest &request);
    HttpServerReply create(const std::string &provider, std::vector<Entry> entries, const std::string &model,
        const std::string &inputFileId = {}, const std::string &displayName = {});
    HttpServerReply list(const std::string &provider, const std::string &path);
    void finish(Batch &b);
    std::string status(const Batch &b) const;
    bool keyOk(const HttpServerRequest &request) const;

    FakeModel &m_model;
    mutable std::mutex m_mutex;
    std::map<std::string, std::string> m_files; ///< openai file id -> content
    std::map<std::string, Batch> m_batches;     ///< by id
    std::map<std::string, int> m_submissions;
    std::vector<std::string> m_payloads;
    std::vector<std::string> m_headers;
    int m_created = 0;
    int m_polls = 0;
    int m_lists = 0;
};

/// A FakeModel behind both the synchronous endpoints and the three providers' batch engines, on
/// one loopback server: the batch paths go to `batches`, every other request to `model`.
struct BatchServers {
    FakeModel model;
    BatchServer batches {model};
    LoopbackServer server {[this](const HttpServerRequest &r) { return route(r); }};

    HttpServerReply route(const HttpServerRequest &r);
    /// The base URL a condition of `provider` uses (gemini: .../v1beta, the others .../v1).
    std::string base(const std::string &provider) const;
};

} // namespace rl::test

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/provider.h"
#include "engine/study/condition.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// The providers' batch engines as pure functions, like provider.h: build the HTTP requests that
/// submit, poll and fetch a batch, and read their answers. Nothing here touches the network, the
/// clock or the journal; the API key is an argument and appears only in request headers.
///
/// Every batch entry carries the request body the synchronous path sends (provider.h's
/// buildRequest), unchanged, under a custom id (requestCustomId: the journal identity's hash).
///
/// Protocols (the providers' published REST references):
/// - openai (Batch API): the entries as a JSONL file, one line
///   `{"custom_id", "method": "POST", "url": "/v1/chat/completions", "body"}` each, uploaded with
///   POST {base}/files (multipart/form-data, purpose=batch) → {"id": file id}; then POST {base}/batches
///   {"input_file_id", "endpoint": "/v1/chat/completions", "completion_window": "24h"}. Poll GET
///   {base}/batches/{id}: status validating | in_progress | finalizing | completed | failed | expired |
///   cancelling | cancelled, request_counts {total, completed, failed}, output_file_id, error_file_id,
///   expires_at (Unix seconds). Results: GET {base}/files/{id}/content of both files, JSONL lines
///   `{"custom_id", "response": {"status_code", "body"}, "error": null | {"code", "message"}}`.
///   Limits: 50,000 requests and 200 MB per file.
/// - anthropic (Message Batches): POST {base}/messages/batches {"requests": [{"custom_id", "params"}]};
///   poll GET {base}/messages/batches/{id}: processing_status in_progress | canceling | ended,
///   request_counts {processing, succeeded, errored, canceled, expired}, results_url, expires_at
///   (RFC 3339). Results: GET {base}/messages/batches/{id}/results, JSONL lines `{"custom_id",
///   "result": {"type": "succeeded", "message"} | {"type": "errored", "error"} | {"type": "canceled"}
///   | {"type": "expired"}}`. The results_url the server names is not followed (it could send the
///   key elsewhere): the results are always read from the condition's own endpoint. Limits: 100,000
///   requests and 256 MB per batch.
/// - gemini (batch mode): POST {base}/models/{model}:batchGenerateContent {"batch": {"display_name",
///   "input_config": {"requests": {"requests": [{"request", "metadata": {"key"}}]}}}} (inline
///   requests; larger runs are split into several jobs, each under the inline limit of ~20 MB) → an
///   operation {"name": "batches/…", "metadata": {"state"}}. Poll GET {base}/{name}: metadata.state
///   BATCH_STATE_PENDING | RUNNING | SUCCEEDED | FAILED | CANCELLED | EXPIRED (the SDKs' JOB_STATE_*
///   names are read too), done, and when done response.inlinedResponses.inlinedResponses [{"response"
///   | "error", "metadata": {"key"}}] in request order (an entry without a key is matched by position).
namespace rl::inference::batch {

enum class Provider { OpenAI, Anthropic, Gemini };

/// openai, anthropic, gemini; anything else (openai-compatible servers have no batch engine) → Unsupported.
Result<Provider> providerOf(std::string_view provider);
const char *providerName(Provider p);

/// What one job may hold. bytes: the payload as sent (the JSONL file, the JSON body).
struct BatchLimits {
    std::size_t maxRequests = 0;
    std::size_t maxBytes = 0;
};
/// openai 50,000 / 200 MB; anthropic 100,000 / 256 MB; gemini 50,000 / 20 MB (inline). Each a little under
/// the provider's figure (1 MB of the bytes) for the envelope.
BatchLimits limitsOf(Provider p);

/// The custom id of a request: "rl-" + fnv1aHex(condition, item, stage, round, sample, prompt hash) —
/// 19 characters of [a-z0-9-], within every provider's custom id rule (Anthropic: ^[a-zA-Z0-9_-]{1,64}$).
std::string requestCustomId(std::string_view conditionId, std::string_view itemKey, int stage, int round, int sample,
    std::string_view promptHash);

/// A job's state as the provider reports it, mapped onto one set.
enum class BatchState { Validating, InProgress, Finalizing, Completed, Failed, Expired, Cancelling, Cancelled, Unknown };
const char *batchStateName(BatchState s); ///< validating, in_progress, ..., unknown (as stored in batch_jobs.state)
BatchState batchStateFromName(std::string_view name);
/// Completed, Failed, Expired, Cancelled: the provider will not work on it any more (its results can be read).
bool isTerminal(BatchState s);

/// One entry of a job: the synchronous request (buildRequest) under its custom id.
struct BatchEntry {
    std::string customId;
    const HttpRequest *request = nullptr;
};

/// The bytes entry `e` adds to a job's payload (its JSONL line or JSON element, separator included).
/// Error{Parse} when the request body is not JSON (it always is when buildRequest made it).
Result<std::string> encodeEntry(Provider p, const BatchEntry &e);

/// The requests that create a job from encoded entries (encodeEntry), in the order they are sent.
/// openai: the upload (then createFromFile with the file id it returns); anthropic, gemini: the create.
HttpRequest uploadRequest(const study::ModelCondition &c, const std::vector<std::string> &encoded, std::string_view apiKey);
HttpRequest createFromFile(const study::ModelCondition &c, const std::string &fileId, std::string_view apiKey);
HttpRequest createRequest(Provider p, const study::ModelCondition &c, const std::vector<std::string> &encoded,
    std::string_view displayName, std::string_view apiKey);
/// The file id of an upload answer; Error{Http/Auth} for a non-2xx status, Error{Parse} when there is none.
Result<std::string> parseUploadedFile(int httpStatus, std::string_view body);

/// A job's status (a create or a poll answer).
struct BatchStatus {
    std::string id;                 ///< the provider's batch id (gemini: the operation name "batches/…")
    BatchState state = BatchState::Unknown;
    std::string rawState;           ///< as the provider spelled it
    std::int64_t total = -1;        ///< -1 = not reported
    std::int64_t succeeded = -1;
    std::int64_t failed = -1;       ///< errored + canceled + expired where the provider splits them
    std::string outputFileId;       ///< openai
    std::string errorFileId;        ///< openai
    std::string expiresAt;          ///< as reported (Unix seconds or RFC 3339)
    std::string errorDetail;        ///< a failed job's reason (openai errors.data[].message, gemini error.message)
    std::string createdAt;          ///< as reported (openai Unix seconds, anthropic created_at, gemini metadata.createTime)
    std::string displayName;        ///< gemini: metadata.displayName (the name the job was created with)
};
/// Error{Http/Auth} for a non-2xx status (with the API's message), Error{Parse} for a body that is not a batch.
Result<BatchStatus> parseStatus(Provider p, int httpStatus, std::string_view body);

HttpRequest pollRequest(Provider p, const study::ModelCondition &c, const std::string &batchId, std::string_view apiKey);

/// openai: GET {base}/batches?limit=100 — the account's latest jobs, to find the one created from an
/// uploaded file when the process died during the create call (batchjobs.h).
HttpRequest listRequest(const study::ModelCondition &c, std::string_view apiKey);
/// The job of a list answer (listRequest) whose input_file_id is `fileId`; nullopt when none is
/// listed; Error{Http/Auth/Parse} when the answer is not a list.
Result<std::optional<BatchStatus>> findByInputFile(int httpStatus, std::string_view body, std::string_view fileId);

/// anthropic: GET {base}/messages/batches?limit=100[&after_id=cursor] (newest first); gemini: GET
/// {base}/batches?pageSize=100[&pageToken=cursor]. To find the job an Anthropic or Gemini create call
/// made when the process died before its answer was stored (batchjobs.h). openai: listRequest.
HttpRequest listPageRequest(Provider p, const study::ModelCondition &c, std::string_view cursor, std::string_view apiKey);

/// One page of a job list (listPageRequest): the jobs as parseStatus reads them, and the cursor of the
/// next page (empty on the last page: anthropic last_id when has_more, gemini nextPageToken).
struct BatchListPage {
    std::vector<BatchStatus> jobs;
    std::string next;
};
/// Error{Http/Auth} for a non-2xx status, Error{Parse} when the answer is not a list. A listed job
/// that cannot be read (no id, an unknown state) is skipped: it cannot be adopted.
Result<BatchListPage> parseListPage(Provider p, int httpStatus, std::string_view body);

/// The display name a gemini job is created with (the key that finds it again after a crash):
/// "raterlab-" + the condition id (at most 48 bytes of it) + "-" + the job's row id + "-" + 8 hex
/// digits of fnv1a(created_at, custom ids), so that two projects' jobs of one row id differ.
std::string jobDisplayName(std::string_view conditionId, std::int64_t jobId, std::string_view createdAt,
    const std::vector<std::string> &customIds);

/// Seconds since 1970 of an RFC 3339 time ("2026-12-01T12:00:00.123Z", "…+05:30") or of a decimal
/// Unix time; nullopt for anything else.
std::optional<double> epochSeconds(std::string_view text);

/// An id the provider chose, as a URL path segment: every byte but A-Z a-z 0-9 - . _ ~ percent-encoded
/// ("." and ".." too), so that no id can reach another path or host. Gemini's "batches/…" names keep
/// their '/' between segments.
std::string pathSegment(std::string_view id, bool keepSlashes = false);

/// The downloads that hold a job's results (openai: the output and error files; anthropic: the
/// results; gemini: none — its results come inline in the poll answer, read with parseResults too).
std::vector<HttpRequest> resultRequests(Provider p, const study::ModelCondition &c, const BatchStatus &status,
    std::string_view apiKey);

/// One result of a job.
struct ResultLine {
    std::size_t line = 0;           ///< 1-based line of the results file (gemini: 1-based position)
    std::string customId;           ///< empty when the line names none (then it cannot be matched)
    /// The answer as the synchronous endpoint would have sent it, for parseResponse(): status and body.
    int httpStatus = 0;
    std::string body;
    std::optional<Error> error;     ///< the provider's per-request error, or why the line could not be read
};

/// The results in `body` (a results file, or gemini's done operation). A line that is not JSON, or
/// whose fields have the wrong types, becomes a ResultLine with error Parse naming the line and the
/// reason (never an exception). `positions` (gemini) maps a position without a key to its custom id.
std::vector<ResultLine> parseResults(Provider p, std::string_view body, const std::vector<std::string> &positions = {});

} // namespace rl::inference::batch

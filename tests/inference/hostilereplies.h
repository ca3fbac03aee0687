// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/utf8.h"
#include "engine/inference/jury/juryrun.h"
#include "engine/inference/stereotales/strun.h"
#include "engine/inference/textutil.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"
#include "tests/common/readerfuzz.h"
#include "tests/common/testutil.h"
#include "tests/inference/jurystudyfixture.h"
#include "tests/inference/loopbackserver.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

/// The run side of the fuzz: a loopback model server whose every reply
/// is picked from the hostile kinds below by fnv(seed, request number) — bytes that are not UTF-8
/// (a proxy's latin-1 page, raw bytes inside the answer's JSON), JSON cut short, a body of megabytes,
/// the key echoed in every escaping (in an answer and in an error body), a wrong or lying content
/// type — behind a jury panel run (fuzzJuryRun) and a StereoTales generation (fuzzGeneration). The
/// promise checked: the run returns (a report or a clean error), the project opens and loads
/// afterwards, and no echo of the key is anywhere in its files. bench/io/bench_fuzz runs random
/// seeds for minutes; tst_runsafety runs a few fixed ones.
namespace rl::test {

/// A key with the characters that escape differently in JSON ('/') and URLs ('/', '+').
inline constexpr const char *kFuzzKey = "sk-proj-Fz7/2q+Wv_0123456789abcdef";

/// The key as servers echo it: raw, JSON-escaped (\u0073 for 's', \/ for '/'), URL-encoded (upper and
/// lower case), inside base64.
inline std::vector<std::string> fuzzKeyEchoes()
{
    return {kFuzzKey, "\\u0073k-proj-Fz7\\/2q+Wv_0123456789abcdef", "sk-proj-Fz7%2F2q%2BWv_0123456789abcdef",
        "%73k%2Dproj-Fz7%2f2q%2bWv_0123456789abcdef", inference::base64Encode(std::string("user:") + kFuzzKey)};
}

enum class HostileKind {
    Valid,              ///< the model's own reply
    Latin1Page,         ///< 502, text/html in latin-1 (bytes that are not UTF-8)
    RawBytesInJson,     ///< 200, the answer's content with bytes 0xFF 0xFE 0x85 spliced in
    TruncatedJson,      ///< 200, the reply cut at a point the hash picks
    HugeBody,           ///< 200, a reply of 3 MB whose content is not an answer
    KeyEchoAnswer,      ///< 200, the answer's text with the key in every escaping
    KeyEchoError,       ///< 500 or 400, an error body with the key JSON-escaped and URL-encoded
    WrongContentType,   ///< 200, the model's reply labelled text/plain; charset=latin1
    HtmlAsJson,         ///< 200, application/json holding an HTML page
    Count
};

inline const char *hostileKindName(HostileKind k)
{
    static const char *names[] = {"valid", "latin-1 page", "raw bytes in JSON", "truncated JSON", "huge body",
        "key echo (answer)", "key echo (error)", "wrong content type", "HTML as JSON"};
    return names[static_cast<int>(k)];
}

inline std::uint64_t fuzzMix(std::uint64_t seed, std::uint64_t n)
{
    std::uint64_t h = 1469598103934665603ULL;
    for (std::uint64_t v : {seed, n})
        for (int b = 0; b < 8; ++b)
            h = (h ^ ((v >> (8 * b)) & 0xFF)) * 1099511628211ULL;
    return h;
}

/// The reply of kind `kind`, made from the fake model's own reply `valid` (h: the case's hash).
inline HttpServerReply hostileReply(HostileKind kind, HttpServerReply valid, std::uint64_t h)
{
    auto withContent = [&](const std::function<std::string(const std::string &)> &change) {
        auto j = nlohmann::json::parse(valid.body, nullptr, false);
        if (j.is_object() && j.contains("choices") && j["choices"].is_array() && !j["choices"].empty()
            && j["choices"][0].contains("message") && j["choices"][0]["message"].contains("content")
            && j["choices"][0]["message"]["content"].is_string()) {
            const std::string content = j["choices"][0]["message"]["content"].get<std::string>();
            const std::string marker = "@@CONTENT@@";
            j["choices"][0]["message"]["content"] = marker;
            std::string body = j.dump();
            // the changed content is spliced in as JSON-escaped text; raw bytes stay raw
            std::string changed = nlohmann::json(change(content)).dump(-1, ' ', false, nlohmann::json::error_handler_t::ignore);
            if (kind == HostileKind::RawBytesInJson)
                changed.insert(1, "\xFF\xFE\x85");
            body.replace(body.find("\"" + marker + "\""), marker.size() + 2, changed);
            valid.body = body;
        }
        return valid;
    };
    HttpServerReply r;
    r.headers.emplace_back("Content-Type", "application/json");
    switch (kind) {
    case HostileKind::Valid:
    case HostileKind::Count:
        return valid;
    case HostileKind::Latin1Page:
        r.status = 502;
        r.headers = {{"Content-Type", "text/html; charset=iso-8859-1"}};
        r.body = "<html><title>502 Bad Gateway</title>Le serveur mandataire a re\xe7u une r\xe9ponse invalide.</html>";
        return r;
    case HostileKind::RawBytesInJson:
        return withContent([](const std::string &c) { return c; });
    case HostileKind::TruncatedJson:
        valid.body = valid.body.substr(0, valid.body.empty() ? 0 : h % valid.body.size());
        return valid;
    case HostileKind::HugeBody:
        r.body = "{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":\"" + std::string(3 * 1024 * 1024, 'x') + " "
            + fuzzKeyEchoes()[h % fuzzKeyEchoes().size()] + "\"}}]}";
        return r;
    case HostileKind::KeyEchoAnswer:
        return withContent([](const std::string &c) {
            auto j = nlohmann::json::parse(c, nullptr, false);
            std::string echo;
            for (const auto &e : fuzzKeyEchoes())
                echo += " [" + e + "]";
            if (j.is_object()) { // a JSON answer keeps its shape: the echo goes into its text
                j["rationale"] = j.value("rationale", std::string("echo")) + echo;
                return j.dump();
            }
            return c + echo;
        });
    case HostileKind::KeyEchoError:
        r.status = h % 2 ? 500 : 400;
        r.body = R"({"error": {"message": "upstream refused \u0073k-proj-Fz7\/2q+Wv_0123456789abcdef", "url": "https://x.test/?key=sk-proj-Fz7%2F2q%2BWv_0123456789abcdef"}})";
        return r;
    case HostileKind::WrongContentType:
        valid.headers = {{"Content-Type", "text/plain; charset=latin1"}};
        return valid;
    case HostileKind::HtmlAsJson:
        r.body = "<!DOCTYPE html><html><body><h1>Service Unavailable</h1><p>" + std::string(kFuzzKey) + "</p></body></html>";
        return r;
    }
    return valid;
}

/// A loopback model whose n-th reply is hostileReply(kind of fnv(seed, n)); `kinds` limits the kinds
/// (empty: all), picked in turn when `inTurn` (the deterministic CI cases) or by the hash.
struct HostileServer {
    FakeModel model;
    std::uint64_t seed = 1;
    std::vector<HostileKind> kinds;
    bool inTurn = false;
    std::atomic<std::uint64_t> served {0};
    LoopbackServer server {[this](const HttpServerRequest &req) {
        const std::uint64_t n = served++;
        const std::uint64_t h = fuzzMix(seed, n);
        const std::size_t count = kinds.empty() ? static_cast<std::size_t>(HostileKind::Count) : kinds.size();
        const std::size_t pick = inTurn ? static_cast<std::size_t>(n % count) : static_cast<std::size_t>((h >> 7) % count);
        const HostileKind kind = kinds.empty() ? static_cast<HostileKind>(pick) : kinds[pick];
        return hostileReply(kind, model.handle(req), h);
    }};
};

/// After a run: the project opens and loads, no echo of the key is stored, and the run's error (if
/// any) is UTF-8 without the key.
inline FuzzOutcome checkRunOutcome(const std::string &path, bool returned, const std::string &runError)
{
    FuzzOutcome out;
    out.accepted = returned;
    if (!isValidUtf8(runError))
        out.problem = "the run's error is not UTF-8";
    for (const auto &e : fuzzKeyEchoes())
        if (runError.find(e) != std::string::npos)
            out.problem = "the run's error holds the key: " + runError.substr(0, 200);
    {
        auto p = storage::Project::open(path);
        if (!p)
            return {returned, "the project does not open: " + p.error().detail};
        auto s = p->loadStudy();
        if (!s)
            return {returned, "the project does not load: " + s.error().detail};
    }
    for (const auto &e : fuzzKeyEchoes())
        if (projectFilesContain(path, e))
            out.problem = "an echo of the key is stored: " + e;
    return out;
}

inline inference::SchedulerOptions fuzzScheduler()
{
    inference::SchedulerOptions o;
    o.concurrency = 2;
    o.maxAttempts = 2;
    o.backoffBaseMs = 1;
    o.backoffMaxMs = 2;
    o.timeoutMs = 20000;
    return o;
}

/// A two-judge panel over `pairs` pairs (deliberation strategy) at a hostile server.
inline FuzzOutcome fuzzJuryRun(HostileServer &server, const std::string &path, int pairs = 6)
{
    study::Study s = juryStudy(juryGoldScores(pairs));
    for (const char *j : {"j1", "j2"})
        s.addCondition(juryJudge(j, server.server.baseUrl() + "/v1"));
    s.reindex();
    {
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        if (!p || !p->save(s))
            return {false, "the panel project could not be made"};
    }
    inference::jury::JuryRunOptions o;
    o.corpus = "stsb";
    o.judges = {"j1", "j2"};
    o.condition = "blind";
    o.run.apiKey = kFuzzKey;
    o.run.keyFromOptions = true;
    o.run.scheduler = fuzzScheduler();
    auto report = inference::jury::runJuryPanel(path, o);
    return checkRunOutcome(path, report.has_value(), report ? std::string() : report.error().detail);
}

/// A StereoTales generation (the English prompts of tests/data/stereotales/seeds_small, at most
/// `limit`) at a hostile server.
inline FuzzOutcome fuzzGeneration(HostileServer &server, const std::string &path, int limit = 12)
{
    {
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        if (!p)
            return {false, "the StereoTales project could not be made"};
        auto g = io::stereotales::importGridFolder(*p, testDataDir() + "/stereotales/seeds_small");
        if (!g)
            return {false, "the seed grid could not be imported: " + g.error().detail};
        auto s = p->loadStudy();
        if (!s)
            return {false, s.error().detail};
        study::ModelCondition c;
        c.id = "gen";
        c.label = "gen";
        c.provider = "openai-compatible";
        c.model = "model-gen";
        c.baseUrl = server.server.baseUrl() + "/v1";
        c.strategy = "free-text";
        s->addCondition(c);
        s->reindex();
        storage::SaveSet set;
        set.firstNewRating = s->ratings.size();
        if (!p->save(*s, set))
            return {false, "the generator condition could not be saved"};
    }
    bool returned = false;
    std::string runError;
    {
        auto p = storage::Project::open(path);
        if (!p)
            return {false, p.error().detail};
        inference::stereotales::GenerationOptions o;
        o.condition = "gen";
        o.languages = {"en"};
        o.st.run.apiKey = kFuzzKey;
        o.st.run.keyFromOptions = true;
        o.st.run.scheduler = fuzzScheduler();
        o.st.run.limit = limit;
        auto r = inference::stereotales::runGeneration(*p, o);
        returned = r.has_value();
        runError = r ? std::string() : r.error().detail;
    } // closed before the check opens it again
    return checkRunOutcome(path, returned, runError);
}

} // namespace rl::test

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/connectiontest.h"
#include "tests/inference/loopbackserver.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <chrono>
#include <mutex>
#include <thread>

using namespace rl::inference;
using rl::ErrorCode;
using rl::test::HttpServerReply;
using rl::test::HttpServerRequest;
using rl::test::LoopbackServer;
using Clock = std::chrono::steady_clock;

namespace {

const std::string kKey = "sk-test-SECRET-0123456789abcdef";

rl::study::ModelCondition condition(const std::string &provider, const std::string &base)
{
    rl::study::ModelCondition c;
    c.id = "c";
    c.provider = provider;
    c.model = "fake-vlm";
    c.temperature = 0.0;
    c.maxTokens = 512;
    c.baseUrl = base + (provider == "gemini" ? "/v1beta" : "/v1");
    return c;
}

HttpServerReply json(int status, const nlohmann::json &body)
{
    HttpServerReply r;
    r.status = status;
    r.headers = {{"Content-Type", "application/json"}};
    r.body = body.dump();
    return r;
}

double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

} // namespace

class TestConnectionTest : public QObject {
    Q_OBJECT

private slots:
    void openaiOk();
    void geminiAndAnthropicOk();
    void unauthorizedRedactsKey();
    void garbageBodyIsParseError();
    void timeoutIsReported();
    void cancelStopsHangingRequest();
    void connectionRefused();
    void refusedBeforeSending();
};

void TestConnectionTest::openaiOk()
{
    std::mutex m;
    HttpServerRequest seen;
    LoopbackServer server([&](const HttpServerRequest &req) {
        std::lock_guard lock(m);
        seen = req;
        return json(200, {{"id", "x"}, {"model", "gpt-4o-mini-2024-07-18"},
                             {"choices", {{{"message", {{"role", "assistant"}, {"content", "OK"}}}, {"finish_reason", "stop"}}}},
                             {"usage", {{"prompt_tokens", 12}, {"completion_tokens", 1}}}});
    });
    auto c = condition("openai", "http://127.0.0.1:1"); // overridden below
    const auto r = testConnection(c, kKey, server.baseUrl() + "/v1");
    QVERIFY(r.has_value());
    QVERIFY(r->ok);
    QCOMPARE(r->httpStatus, 200);
    QVERIFY(r->latencyMs > 0);
    QCOMPARE(r->modelEcho, std::string("gpt-4o-mini-2024-07-18"));
    QCOMPARE(r->answer, std::string("OK"));
    QCOMPARE(r->finishReason, std::string("stop"));
    QVERIFY(!r->error);
    QCOMPARE(r->url, server.baseUrl() + "/v1/chat/completions");

    // The request is the condition's own, text only, capped at kConnectionTestMaxTokens.
    std::lock_guard lock(m);
    QCOMPARE(seen.path, std::string("/v1/chat/completions"));
    QCOMPARE(seen.headers["authorization"], "Bearer " + kKey);
    const auto body = nlohmann::json::parse(seen.body);
    QCOMPARE(body["max_completion_tokens"].get<int>(), kConnectionTestMaxTokens);
    QCOMPARE(body["model"].get<std::string>(), std::string("fake-vlm"));
    QVERIFY(seen.body.find("image_url") == std::string::npos);
    QVERIFY(seen.body.find(std::string(kConnectionTestPrompt)) != std::string::npos);
    QCOMPARE(server.requestCount(), 1);
}

void TestConnectionTest::geminiAndAnthropicOk()
{
    LoopbackServer server([&](const HttpServerRequest &req) {
        if (req.path.find(":generateContent") != std::string::npos)
            return json(200, {{"modelVersion", "gemini-2.5-flash"},
                                 {"candidates", {{{"content", {{"parts", {{{"text", "OK"}}}}}}, {"finishReason", "STOP"}}}}});
        return json(200, {{"model", "claude-x"}, {"content", {{{"type", "text"}, {"text", "OK"}}}}, {"stop_reason", "end_turn"}});
    });
    const auto g = testConnection(condition("gemini", server.baseUrl()), kKey, {});
    QVERIFY(g.has_value());
    QVERIFY(g->ok);
    QCOMPARE(g->modelEcho, std::string("gemini-2.5-flash"));
    QCOMPARE(g->url, server.baseUrl() + "/v1beta/models/fake-vlm:generateContent");
    QVERIFY(g->url.find(kKey) == std::string::npos);
    const auto a = testConnection(condition("anthropic", server.baseUrl()), kKey, {});
    QVERIFY(a.has_value());
    QVERIFY(a->ok);
    QCOMPARE(a->modelEcho, std::string("claude-x"));
    QCOMPARE(a->finishReason, std::string("end_turn"));
}

void TestConnectionTest::unauthorizedRedactsKey()
{
    // A server that echoes the key back in its message (some proxies do).
    LoopbackServer server([&](const HttpServerRequest &) {
        return json(401, {{"error", {{"message", "Incorrect API key provided: " + kKey + "."}, {"type", "invalid_request_error"}}}});
    });
    const auto r = testConnection(condition("openai", server.baseUrl()), kKey, {});
    QVERIFY(r.has_value());
    QVERIFY(!r->ok);
    QCOMPARE(r->httpStatus, 401);
    QVERIFY(r->error);
    QCOMPARE(r->error->code, ErrorCode::Auth);
    QVERIFY(r->error->detail.find(kKey) == std::string::npos);
    QVERIFY(r->error->detail.find("[REDACTED]") != std::string::npos);
    QVERIFY(r->error->detail.find("Incorrect API key") != std::string::npos);
    QCOMPARE(server.requestCount(), 1); // 401 is never retried
}

void TestConnectionTest::garbageBodyIsParseError()
{
    LoopbackServer server([&](const HttpServerRequest &) {
        HttpServerReply r;
        r.body = "<html>gateway says hello " + kKey + "</html>";
        return r;
    });
    const auto r = testConnection(condition("openai-compatible", server.baseUrl()), kKey, {});
    QVERIFY(r.has_value());
    QVERIFY(!r->ok);
    QCOMPARE(r->httpStatus, 200);
    QVERIFY(r->error);
    QCOMPARE(r->error->code, ErrorCode::Parse);
    QVERIFY(r->error->detail.find(kKey) == std::string::npos);
    QVERIFY(r->answer.find(kKey) == std::string::npos);
}

void TestConnectionTest::timeoutIsReported()
{
    LoopbackServer server([&](const HttpServerRequest &) {
        HttpServerReply r;
        r.action = HttpServerReply::Action::Hang;
        return r;
    });
    ConnectionTestOptions o;
    o.timeoutMs = 300;
    const auto t0 = Clock::now();
    const auto r = testConnection(condition("openai", server.baseUrl()), kKey, {}, {}, o);
    QVERIFY(r.has_value());
    QVERIFY(!r->ok);
    QCOMPARE(r->httpStatus, 0);
    QVERIFY(r->error);
    QCOMPARE(r->error->code, ErrorCode::Http);
    QVERIFY2(r->error->detail.find("transport") != std::string::npos, r->error->detail.c_str());
    QVERIFY(secondsSince(t0) < 5); // one attempt, no retries
    QCOMPARE(server.requestCount(), 1);
}

void TestConnectionTest::cancelStopsHangingRequest()
{
    LoopbackServer server([&](const HttpServerRequest &) {
        HttpServerReply r;
        r.action = HttpServerReply::Action::Hang;
        return r;
    });
    std::stop_source stop;
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(150));
        stop.request_stop();
    });
    const auto t0 = Clock::now();
    const auto r = testConnection(condition("openai", server.baseUrl()), kKey, {}, stop.get_token());
    canceller.join();
    QVERIFY(!r.has_value());
    QCOMPARE(r.error().code, ErrorCode::Cancelled);
    QVERIFY(secondsSince(t0) < 5); // the default timeout is 30 s: the stop token ended it
}

void TestConnectionTest::connectionRefused()
{
    int port = 0;
    {
        LoopbackServer probe([](const HttpServerRequest &) { return HttpServerReply {}; });
        port = probe.port();
    } // closed: nothing listens on the port any more
    const auto r = testConnection(condition("openai", "http://127.0.0.1:" + std::to_string(port)), kKey, {});
    QVERIFY(r.has_value());
    QVERIFY(!r->ok);
    QCOMPARE(r->httpStatus, 0);
    QVERIFY(r->error);
    QCOMPARE(r->error->code, ErrorCode::Http);
}

void TestConnectionTest::refusedBeforeSending()
{
    auto c = condition("openai", "http://127.0.0.1:9");
    c.simulated = true;
    auto r = testConnection(c, kKey, {});
    QVERIFY(!r.has_value());
    QCOMPARE(r.error().code, ErrorCode::Unsupported);

    c.simulated = false;
    c.temperature = 5; // outside 0..2
    r = testConnection(c, kKey, {});
    QVERIFY(!r.has_value());
    QCOMPARE(r.error().code, ErrorCode::Validation);
}

QTEST_GUILESS_MAIN(TestConnectionTest)
#include "tst_connectiontest.moc"

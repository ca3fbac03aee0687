// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/presets.h"
#include "engine/inference/provider.h"
#include "engine/inference/textutil.h"
#include "engine/study/conditionjson.h"
#include "tests/common/testutil.h"

#include <nlohmann/json.hpp>

#include <QtTest>

using namespace rl::inference;
using nlohmann::json;

namespace {

const std::string kKey = "test-key-0123456789abcdef"; // fake; never a real key

std::string dataFile(const std::string &provider, const std::string &name)
{
    return rl::test::readText(rl::test::testDataDir() + "/inference/" + provider + "/" + name);
}

json dataJson(const std::string &provider, const std::string &name)
{
    return json::parse(dataFile(provider, name));
}

/// The fixed conversation of the request payloads: stage 2 of context-carry.
Conversation stage2()
{
    Conversation c;
    c.system = "SYS";
    c.image = {"image/png", "iVBORw0KGgo="};
    c.turns = {{Turn::Role::User, "Q1"}, {Turn::Role::Assistant, "{\"emotion\": \"sad\"}"}, {Turn::Role::User, "Q2"}};
    return c;
}

Conversation stage1()
{
    Conversation c = stage2();
    c.turns.resize(1);
    return c;
}

rl::study::ModelCondition preset(const std::string &id)
{
    for (auto &c : seedConditionPresets())
        if (c.id == id)
            return c;
    return {};
}

std::string header(const HttpRequest &r, const std::string &name)
{
    for (const auto &[n, v] : r.headers)
        if (n == name)
            return v;
    return {};
}

/// Every string value of a JSON document (keys excluded), depth first.
std::vector<std::string> stringValues(const json &j)
{
    std::vector<std::string> out;
    if (j.is_string())
        out.push_back(j.get<std::string>());
    else if (j.is_structured())
        for (const auto &v : j)
            for (auto &s : stringValues(v))
                out.push_back(std::move(s));
    return out;
}

} // namespace

class TestProviders : public QObject {
    Q_OBJECT
private slots:
    void presetsAreTheSeedsEight()
    {
        const auto ps = seedConditionPresets();
        QCOMPARE(ps.size(), std::size_t(8)); // the face study's eight (docs/user-guide.md §4)
        for (const auto &c : ps) {
            QVERIFY2(rl::study::validateCondition(c).has_value(), c.id.c_str());
            QVERIFY(c.temperature && *c.temperature == 0.0); // seed: temp=0 for all
            // Round trip through conditions.json is lossless.
            auto back = rl::study::parseConditionsJson(rl::study::conditionToJson(c), "preset");
            QVERIFY(back.has_value());
            QCOMPARE(rl::study::conditionToJson(back->front()), rl::study::conditionToJson(c));
        }
        QCOMPARE(*preset("qwen3vl_4b_thinking").thinkingBudget, 1024);
        QCOMPARE(*preset("qwen3vl_4b_thinking").repetitionPenalty, 1.5);
        QCOMPARE(*preset("gpt4omini").seed, std::int64_t(42));
        QCOMPARE(preset("gpt4omini").imageDetail, std::string("high"));
        QCOMPARE(*preset("gemini25flash_nothink").thinkingBudget, 0);
        QVERIFY(!preset("gemini25flash_nothink").includeThoughts);
        QVERIFY(preset("gemini25flash").includeThoughts);
    }

    void openaiRequest()
    {
        auto c = preset("gpt4omini");
        c.maxTokens = 256;
        const HttpRequest r = openai::buildRequest(c, stage2(), kKey);
        QCOMPARE(r.url, std::string("https://api.openai.com/v1/chat/completions"));
        QCOMPARE(header(r, "Authorization"), "Bearer " + kKey);
        QCOMPARE(json::parse(r.body), dataJson("openai", "request_carry_stage2.json"));
        QVERIFY(r.body.find(kKey) == std::string::npos);
        QVERIFY(r.url.find(kKey) == std::string::npos);
    }

    void openaiResponses()
    {
        auto ok = openai::parseResponse(200, dataFile("openai", "response_ok.json"));
        QVERIFY(!ok.error);
        QCOMPARE(ok.text, std::string("{\"valence\": 3}"));
        QCOMPARE(ok.inputTokens, std::int64_t(1123));
        QCOMPARE(ok.outputTokens, std::int64_t(7));
        QCOMPARE(ok.thinkingTokens, std::int64_t(0));
        QCOMPARE(ok.finishReason, std::string("stop"));

        auto len = openai::parseResponse(200, dataFile("openai", "response_length.json"));
        QVERIFY(!len.error); // transport fine; the answer parser rejects the cut JSON
        QCOMPARE(len.finishReason, std::string("length"));

        auto e401 = openai::parseResponse(401, dataFile("openai", "error_401.json"));
        QVERIFY(e401.error);
        QCOMPARE(e401.error->code, rl::ErrorCode::Auth);
        QVERIFY(e401.error->detail.find("Incorrect API key") != std::string::npos);

        auto e429 = openai::parseResponse(429, dataFile("openai", "error_429.json"));
        QVERIFY(e429.error);
        QCOMPARE(e429.error->code, rl::ErrorCode::Http);
        QVERIFY(e429.error->detail.rfind("HTTP 429", 0) == 0);

        auto junk = openai::parseResponse(200, "<html>502 Bad Gateway</html>");
        QVERIFY(junk.error);
        QCOMPARE(junk.error->code, rl::ErrorCode::Parse);
        auto empty = openai::parseResponse(200, "{\"choices\": []}");
        QVERIFY(empty.error);
    }

    void compatibleRequest()
    {
        auto c = preset("qwen3vl_4b_thinking");
        c.baseUrl = "http://127.0.0.1:8080/v1/";
        const HttpRequest r = openai::buildRequest(c, stage1(), "", true);
        QCOMPARE(r.url, std::string("http://127.0.0.1:8080/v1/chat/completions"));
        QCOMPARE(header(r, "Authorization"), std::string()); // local server: no key, no header
        QCOMPARE(json::parse(r.body), dataJson("openai-compatible", "request_qwen_stage1.json"));
        // Dispatch by provider name gives the same request.
        auto viaDispatch = buildRequest(c, stage1(), "");
        QVERIFY(viaDispatch.has_value());
        QCOMPARE(viaDispatch->body, r.body);
    }

    void compatibleResponses()
    {
        auto inl = openai::parseResponse(200, dataFile("openai-compatible", "response_think_inline.json"));
        QVERIFY(!inl.error);
        QCOMPARE(inl.text, std::string("{\"emotion\": \"Fear\"}"));
        QVERIFY(inl.thinking.find("looks like fear") != std::string::npos);
        QVERIFY(inl.rawText.rfind("<think>", 0) == 0);

        auto vllm = openai::parseResponse(200, dataFile("openai-compatible", "response_reasoning_content.json"));
        QVERIFY(!vllm.error);
        QCOMPARE(vllm.thinking, std::string("Smiling mouth, raised cheeks: happy."));
        QCOMPARE(vllm.text, std::string("{\"emotion\": \"happy\"}"));

        auto ollama = openai::parseResponse(200, dataFile("openai-compatible", "response_ollama_reasoning.json"));
        QCOMPARE(ollama.thinking, std::string("Wide eyes suggest high activation."));
        QCOMPARE(ollama.outputTokens, std::int64_t(25));

        auto cut = openai::parseResponse(200, dataFile("openai-compatible", "response_truncated_think.json"));
        QVERIFY(!cut.error);
        QCOMPARE(cut.text, std::string()); // nothing visible: the parser will report the failure
        QVERIFY(cut.thinking.find("the brows") != std::string::npos);
        QCOMPARE(cut.finishReason, std::string("length"));
    }

    void geminiRequests()
    {
        auto think = preset("gemini25flash");
        const HttpRequest r = gemini::buildRequest(think, stage2(), kKey);
        QCOMPARE(r.url, std::string("https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent"));
        QCOMPARE(header(r, "x-goog-api-key"), kKey);
        QVERIFY(r.url.find(kKey) == std::string::npos); // the key is a header, never a query parameter
        QCOMPARE(json::parse(r.body), dataJson("gemini", "request_thinking_stage2.json"));

        const HttpRequest n = gemini::buildRequest(preset("gemini25flash_nothink"), stage1(), kKey);
        QCOMPARE(json::parse(n.body), dataJson("gemini", "request_nothink_stage1.json"));
    }

    void geminiResponses()
    {
        auto t = gemini::parseResponse(200, dataFile("gemini", "response_thinking.json"));
        QVERIFY(!t.error);
        QCOMPARE(t.text, std::string("```json\n{\"emotion\": \"sad\"}\n```"));
        QVERIFY(t.thinking.find("mouth corners turn down") != std::string::npos);
        QCOMPARE(t.inputTokens, std::int64_t(1301));
        QCOMPARE(t.thinkingTokens, std::int64_t(399));
        QCOMPARE(t.outputTokens, std::int64_t(12 + 399)); // thoughts are billed as output
        QCOMPARE(t.finishReason, std::string("STOP"));

        auto n = gemini::parseResponse(200, dataFile("gemini", "response_nothink.json"));
        QCOMPARE(n.thinking, std::string());
        QCOMPARE(n.thinkingTokens, std::int64_t(199)); // seed: ~199 internal tokens persist at budget 0

        auto b = gemini::parseResponse(200, dataFile("gemini", "response_blocked.json"));
        QVERIFY(b.error);
        QVERIFY(b.error->detail.find("SAFETY") != std::string::npos);

        auto e = gemini::parseResponse(400, dataFile("gemini", "error_400.json"));
        QVERIFY(e.error);
        QCOMPARE(e.error->code, rl::ErrorCode::Http);
        QVERIFY(e.error->detail.find("API key not valid") != std::string::npos);
        auto u = gemini::parseResponse(503, dataFile("gemini", "error_503.json"));
        QVERIFY(u.error && u.error->detail.find("overloaded") != std::string::npos);
    }

    void anthropicRequests()
    {
        rl::study::ModelCondition c;
        c.id = "claude";
        c.provider = "anthropic";
        c.model = "claude-sonnet-4-5";
        c.temperature = 0.0;
        c.maxTokens = 256;
        c.thinkingBudget = 1024;
        const HttpRequest r = anthropic::buildRequest(c, stage2(), kKey);
        QCOMPARE(r.url, std::string("https://api.anthropic.com/v1/messages"));
        QCOMPARE(header(r, "x-api-key"), kKey);
        QCOMPARE(header(r, "anthropic-version"), std::string("2023-06-01"));
        QCOMPARE(json::parse(r.body), dataJson("anthropic", "request_thinking_stage2.json"));

        c.thinkingBudget.reset();
        c.maxTokens.reset();
        const HttpRequest p = anthropic::buildRequest(c, stage1(), kKey);
        QCOMPARE(json::parse(p.body), dataJson("anthropic", "request_plain_stage1.json"));
    }

    void anthropicResponses()
    {
        auto t = anthropic::parseResponse(200, dataFile("anthropic", "response_thinking.json"));
        QVERIFY(!t.error);
        QCOMPARE(t.text, std::string("{\"valence\": 3}"));
        QVERIFY(t.thinking.find("lowered lip corners") != std::string::npos);
        QCOMPARE(t.inputTokens, std::int64_t(1587));
        QCOMPARE(t.outputTokens, std::int64_t(95));
        QCOMPARE(t.finishReason, std::string("end_turn"));

        auto o = anthropic::parseResponse(529, dataFile("anthropic", "error_529.json"));
        QVERIFY(o.error && o.error->detail == "HTTP 529: Overloaded");
        auto a = anthropic::parseResponse(401, dataFile("anthropic", "error_401.json"));
        QVERIFY(a.error && a.error->code == rl::ErrorCode::Auth);
        auto s = anthropic::parseResponse(200, dataFile("anthropic", "error_529.json"));
        QVERIFY(s.error); // an error object with a 200 status is still an error
    }

    /// A text item's conversation carries no image (ImageData with empty base64): every builder must
    /// send the turns as text only, in order, with the system prompt where its API wants it.
    void textOnlyRequest_data()
    {
        QTest::addColumn<QString>("provider");
        QTest::addColumn<QString>("url");
        QTest::newRow("openai") << "openai" << "https://api.openai.com/v1/chat/completions";
        QTest::newRow("openai-compatible") << "openai-compatible" << "http://127.0.0.1:8080/v1/chat/completions";
        QTest::newRow("gemini") << "gemini"
                                << "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent";
        QTest::newRow("anthropic") << "anthropic" << "https://api.anthropic.com/v1/messages";
    }

    void textOnlyRequest()
    {
        QFETCH(QString, provider);
        QFETCH(QString, url);
        const std::string p = provider.toStdString();
        rl::study::ModelCondition c;
        if (p == "openai") {
            c = preset("gpt4omini"); // imageDetail "high": must not create an image part by itself
            c.maxTokens = 256;
        } else if (p == "openai-compatible") {
            c = preset("qwen3vl_4b_thinking");
            c.baseUrl = "http://127.0.0.1:8080/v1";
        } else if (p == "gemini") {
            c = preset("gemini25flash_nothink");
        } else {
            c.id = "claude";
            c.provider = "anthropic";
            c.model = "claude-sonnet-4-5";
            c.temperature = 0.0;
        }
        Conversation conv = stage2();
        conv.image = ImageData {}; // a text item: no image
        conv.turns[1].text = "{\"clarity\": 5}";
        auto r = buildRequest(c, conv, p == "openai-compatible" ? "" : kKey);
        QVERIFY(r.has_value());
        QCOMPARE(r->url, url.toStdString());
        const json body = json::parse(r->body);
        QCOMPARE(body, dataJson(p, "request_textonly_stage2.json"));

        // Structure, independent of the recorded file: no image anywhere, the texts in order.
        for (const char *imageWord : {"image_url", "inlineData", "\"image\"", "base64", "data:"})
            QVERIFY2(r->body.find(imageWord) == std::string::npos, imageWord);
        std::vector<std::string> texts;
        if (p == "gemini") {
            QCOMPARE(body["systemInstruction"]["parts"][0]["text"].get<std::string>(), std::string("SYS"));
            for (const auto &turn : body["contents"]) {
                QCOMPARE(turn["parts"].size(), std::size_t(1));
                QVERIFY(!turn["parts"][0].contains("inlineData"));
                texts.push_back(turn["parts"][0]["text"].get<std::string>());
            }
        } else if (p == "anthropic") {
            QCOMPARE(body["system"].get<std::string>(), std::string("SYS")); // top level, not a message
            for (const auto &m : body["messages"]) {
                QVERIFY(m["role"] != "system");
                if (m["content"].is_string()) {
                    texts.push_back(m["content"].get<std::string>());
                    continue;
                }
                QCOMPARE(m["content"].size(), std::size_t(1));
                QCOMPARE(m["content"][0]["type"].get<std::string>(), std::string("text"));
                texts.push_back(m["content"][0]["text"].get<std::string>());
            }
        } else {
            const json &msgs = body["messages"];
            QCOMPARE(msgs[0]["role"].get<std::string>(), std::string("system"));
            QCOMPARE(msgs[0]["content"].get<std::string>(), std::string("SYS"));
            for (std::size_t i = 1; i < msgs.size(); ++i) {
                const json &content = msgs[i]["content"];
                if (content.is_string()) {
                    texts.push_back(content.get<std::string>());
                    continue;
                }
                for (const auto &part : content) { // parts, if any, are text parts only
                    QCOMPARE(part["type"].get<std::string>(), std::string("text"));
                    texts.push_back(part["text"].get<std::string>());
                }
            }
        }
        QCOMPARE(texts, (std::vector<std::string> {"Q1", "{\"clarity\": 5}", "Q2"}));
    }

    void hostileBodiesNeverThrow()
    {
        const std::vector<std::string> bodies {"", "null", "[]", "{\"choices\": [1]}", "{\"choices\": [{\"message\": 3}]}",
            "{\"candidates\": [{\"content\": {\"parts\": [{\"text\": 5}]}}]}", "{\"content\": [{\"type\": 7}]}",
            "{\"type\": 3}", std::string("{\"choices\":[{\"message\":{\"content\":\"\xff\xfe\"}}]}"),
            std::string(100000, '['), std::string("\0\0\0", 3)};
        for (const auto &b : bodies)
            for (const char *p : {"openai", "openai-compatible", "gemini", "anthropic"}) {
                ProviderResponse r = parseResponse(p, 200, b);
                QVERIFY(r.error || !r.rawText.empty());
            }
        ProviderResponse unknown = parseResponse("nope", 200, "{}");
        QVERIFY(unknown.error && unknown.error->code == rl::ErrorCode::Unsupported);
    }

    /// The image data is spliced into the dumped body (not serialized): the body must be exactly what
    /// the serializer writes for the same JSON, for plain base64 of any size, and data that is not
    /// plain base64 (never spliced) must still come out escaped and intact.
    void imageDataSplicedVerbatim()
    {
        std::string bytes;
        for (int i = 0; i < 30000; ++i)
            bytes += static_cast<char>((i * 7919) % 256);
        const std::vector<ImageData> images {{"image/png", base64Encode(bytes)}, {"image/png", "QQ=="},
            {"image/png", "not \"base64\" at all \\ \n"}, {"image/we\"ird", "QUJD"}};
        for (const ImageData &img : images)
            for (const char *p : {"openai", "openai-compatible", "gemini", "anthropic"}) {
                rl::study::ModelCondition cond = preset("gpt4omini");
                cond.provider = p;
                Conversation c = stage2();
                c.image = img;
                c.turns[0].text = "rl-image-data-"; // the token's prefix in a prompt changes nothing
                auto r = buildRequest(cond, c, kKey);
                QVERIFY(r.has_value());
                const json j = json::parse(r->body, nullptr, false);
                QVERIFY(!j.is_discarded());
                QCOMPARE(j.dump(-1, ' ', false, json::error_handler_t::replace), r->body); // byte for byte
                const std::vector<std::string> values = stringValues(j);
                const std::string dataUrl = "data:" + img.mime + ";base64," + img.base64;
                QCOMPARE(std::count_if(values.begin(), values.end(),
                             [&](const std::string &v) { return v == img.base64 || v == dataUrl; }),
                    std::ptrdiff_t(1)); // the data, once, where it belongs
                QCOMPARE(std::count_if(values.begin(), values.end(),
                             [](const std::string &v) { return v.find("rl-image-data-") != std::string::npos; }),
                    std::ptrdiff_t(1)); // only the prompt's: no token left over
            }
    }

    void invalidUtf8InCarriedTurnStillBuilds()
    {
        Conversation c = stage2();
        c.turns[1].text = "\xff\xfe broken";
        for (const char *p : {"openai", "openai-compatible", "gemini", "anthropic"}) {
            rl::study::ModelCondition cond = preset("gpt4omini");
            cond.provider = p;
            auto r = buildRequest(cond, c, kKey);
            QVERIFY(r.has_value());
            QVERIFY(!json::parse(r->body, nullptr, false).is_discarded());
        }
    }
};

QTEST_GUILESS_MAIN(TestProviders)
#include "tst_providers.moc"

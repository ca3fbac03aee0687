// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/study/conditionjson.h"
#include "engine/study/secretscan.h"

#include <QtTest>

using namespace rl;

namespace {

// Key-shaped values are assembled at run time: no literal in this file matches the commit hook's
// patterns (sk-[A-Za-z0-9]{20,}, AIza[0-9A-Za-z_-]{30,}, sk-ant-…).
std::string randomTail(std::size_t n, std::uint64_t seed)
{
    static const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    std::uint64_t x = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    std::string s;
    for (std::size_t i = 0; i < n; ++i) {
        x ^= x >> 33;
        x *= 0xff51afd7ed558ccdULL;
        x ^= x >> 29;
        s += alphabet[x % alphabet.size()];
    }
    // Make sure every class occurs (the high-entropy rule needs all three).
    s[0] = 'Q';
    s[1] = 'q';
    s[2] = '7';
    return s;
}
std::string openAiKey() { return std::string("s") + "k-" + "proj-" + randomTail(40, 1); }
std::string anthropicKey() { return std::string("s") + "k-" + "ant-" + "api03-" + randomTail(60, 2); }
std::string googleKey() { return std::string("AI") + "za" + "Sy" + randomTail(33, 3); }
std::string bareToken() { return randomTail(40, 4); }

study::ModelCondition baseCondition()
{
    study::ModelCondition c;
    c.id = "gpt";
    c.label = "GPT-4o-mini";
    c.provider = "openai";
    c.model = "gpt-4o-mini";
    c.apiKeyEnv = "OPENAI_API_KEY";
    return c;
}

} // namespace

class TestSecretScan : public QObject {
    Q_OBJECT
private slots:
    void keyShapes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("kind");
        QTest::newRow("openai") << QString::fromStdString(openAiKey()) << "sk-";
        QTest::newRow("anthropic") << QString::fromStdString(anthropicKey()) << "Anthropic";
        QTest::newRow("google") << QString::fromStdString(googleKey()) << "Google";
        QTest::newRow("key inside a sentence") << QString::fromStdString("my key is " + openAiKey() + ", thanks") << "sk-";
        QTest::newRow("random token") << QString::fromStdString(bareToken()) << "random token";
        QTest::newRow("user:pass in URL") << QString::fromStdString("https://" + std::string("bob") + ":" + "hunter2" + "@api.example.org/v1") << "URL";
        QTest::newRow("token@ in URL") << QString::fromStdString("http://" + std::string("abc") + "@localhost:8000/v1") << "URL";
        QTest::newRow("key in query") << QString::fromStdString("https://host/v1?" + std::string("api_") + "key=xyz") << "query";
    }
    void keyShapes()
    {
        QFETCH(QString, text);
        QFETCH(QString, kind);
        const auto k = study::findKeyShape(text.toStdString());
        QVERIFY2(k, qPrintable(text));
        QVERIFY2(QString::fromStdString(*k).contains(kind), k->c_str());
        QVERIFY(k->find(text.toStdString()) == std::string::npos); // names the kind, never the key
    }
    void ordinaryValuesPass_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *t : {"gpt-4o-mini", "claude-3-5-sonnet-20241022", "gemini-2.0-flash-thinking-exp-01-21",
                              "https://generativelanguage.googleapis.com/v1beta/openai/", "http://localhost:8000/v1",
                              "Qwen/Qwen2.5-VL-72B-Instruct-AWQ", "meta-llama/Llama-3.2-11B-Vision-Instruct-Turbo",
                              "OPENAI_API_KEY", "sk-learn style notes", "risk-averse raters", "4B", "frontier",
                              "Rate the valence of the face on a scale from 1 to 9. {labels}",
                              "8a7f3c2e9b1d4f6a8c0e2b4d6f8a0c2e4b6d8f0a", // a lower-case hex revision hash
                              "mailto:someone@example.org"})
            QTest::newRow(t) << QString::fromLatin1(t);
    }
    void ordinaryValuesPass()
    {
        QFETCH(QString, text);
        const auto k = study::findKeyShape(text.toStdString());
        QVERIFY2(!k, k ? k->c_str() : "");
    }
    void everyConditionFieldIsScanned_data()
    {
        QTest::addColumn<QString>("field");
        for (const char *f : {"id", "label", "model", "base_url", "api_key_env", "quantization", "parameters", "notes",
                              "prompts.valence", "prompts"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }
    void everyConditionFieldIsScanned()
    {
        QFETCH(QString, field);
        study::ModelCondition c = baseCondition();
        const std::string key = field == QLatin1String("base_url") ? "https://u:" + bareToken() + "@h/v1" : googleKey();
        const std::string f = field.toStdString();
        if (f == "id") c.id = key;
        if (f == "label") c.label = key;
        if (f == "model") c.model = key;
        if (f == "base_url") c.baseUrl = key;
        if (f == "api_key_env") c.apiKeyEnv = key;
        if (f == "quantization") c.quantization = key;
        if (f == "parameters") c.parameters = key;
        if (f == "notes") c.notes = "see " + key;
        if (f == "prompts.valence") c.prompts["valence"] = "Rate. " + key;
        if (f == "prompts") c.prompts[key] = "x";
        QVERIFY(!study::findKeyInCondition(baseCondition()));
        const auto found = study::findKeyInCondition(c);
        QVERIFY(found);
        QCOMPARE(QString::fromStdString(found->field), field);
        const Status s = study::validateCondition(c);
        QVERIFY(!s);
        QVERIFY2(s.error().detail.find("environment variable named by 'api_key_env'") != std::string::npos, s.error().detail.c_str());
        QVERIFY2(s.error().detail.find("keychain") != std::string::npos, s.error().detail.c_str());
        QVERIFY(s.error().detail.find(key) == std::string::npos);
    }
    void importRefusesKeysWithPosition()
    {
        const std::string json = "[{\"id\": \"g\", \"provider\": \"gemini\", \"model\": \"gemini-2.0-flash\",\n"
                                 "  \"notes\": \"" + googleKey() + "\"}]";
        auto r = study::parseConditionsJson(json, "conditions.json");
        QVERIFY(!r);
        QVERIFY2(r.error().detail.starts_with("conditions.json:2:3: condition 1 ('g'): the field 'notes'"), r.error().detail.c_str());
        QVERIFY(r.error().detail.find(googleKey()) == std::string::npos);
    }
    void envNameRule()
    {
        QVERIFY(study::looksLikeApiKey(std::string("s") + "k-abc"));
        QVERIFY(study::looksLikeApiKey("abcdef0123456789abcdef0123456789abcd"));
        QVERIFY(!study::looksLikeApiKey("OPENAI_API_KEY"));
        QVERIFY(!study::looksLikeApiKey("MY_LOCAL_SERVER_KEY_FOR_THE_LAB_MACHINE"));
    }
};

QTEST_APPLESS_MAIN(TestSecretScan)
#include "tst_secretscan.moc"

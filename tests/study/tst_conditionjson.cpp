// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/study/conditionjson.h"

#include <QtTest>

using namespace rl;

/// conditions.json as a hostile collaborator writes it: each input refused with file:line:column.
class TestConditionJson : public QObject {
    Q_OBJECT
private slots:
    void hostileConditions_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("reason");
        const QString head = QStringLiteral("[{\"id\": \"a\", \"provider\": \"openai\", \"model\": \"m\",\n  ");
        QTest::newRow("temperature 1e400 aborted") << head + "\"temperature\": 1e400}]" << "c.json:2:18:" << "range of a double";
        QTest::newRow("samples 4294967297 stored as 1") << head + "\"samples\": 4294967297}]" << "c.json:2:3:" << "does not fit";
        QTest::newRow("samples negative overflow") << head + "\"samples\": -4294967297}]" << "c.json:2:3:" << "does not fit";
        QTest::newRow("seed 2^64-1 stored as -1") << head + "\"seed\": 18446744073709551615}]" << "c.json:2:3:" << "does not fit";
        QTest::newRow("max_tokens as float") << head + "\"max_tokens\": 1.5}]" << "c.json:2:3:" << "integer";
        QTest::newRow("duplicate key silently won") << head + "\"model\": \"other\"}]" << "c.json:2:3:" << "occurs twice";
        QTest::newRow("error gave a byte offset") << head + "\"notes\": tru}]" << "c.json:2:" << "invalid literal";
        QTest::newRow("unknown key") << head + "\"temprature\": 1}]" << "c.json:2:3:" << "unknown key 'temprature'";
        QTest::newRow("second condition not an object") << QStringLiteral("[\n{\"id\": \"a\", \"provider\": \"openai\", \"model\": \"m\"},\n 7]")
                                                        << "c.json:3:2:" << "not an object";
        QTest::newRow("deep nesting") << head + "\"prompts\": " + QString(70, '[') + QString(70, ']') + "}]" << "c.json:2:" << "nested more than";
    }
    void hostileConditions()
    {
        QFETCH(QString, json);
        QFETCH(QString, where);
        QFETCH(QString, reason);
        auto r = study::parseConditionsJson(json.toStdString(), "c.json");
        QVERIFY(!r);
        const QString msg = QString::fromStdString(r.error().detail);
        QVERIFY2(msg.startsWith(where), qPrintable(msg));
        QVERIFY2(msg.contains(reason), qPrintable(msg));
    }
    void largestFittingValuesAccepted()
    {
        auto r = study::parseConditionsJson("{\"id\": \"a\", \"provider\": \"openai\", \"model\": \"m\", "
                                            "\"samples\": 2147483647, \"seed\": 9223372036854775807, \"temperature\": 1e-300}",
                                            "c.json");
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        QCOMPARE(r->front().samples, 2147483647);
        QCOMPARE(*r->front().seed, std::numeric_limits<std::int64_t>::max());
    }
    void juryFieldsRoundTrip()
    {
        // A judge under a prompt condition: both fields survive conditionToJson -> parse; absent = empty.
        auto r = study::parseConditionsJson("{\"id\": \"j01.rubric\", \"provider\": \"openai\", \"model\": \"m\", "
                                            "\"judge\": \"j01\", \"jury_condition\": \"rubric\"}",
                                            "c.json");
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        QCOMPARE(r->front().judge, std::string("j01"));
        QCOMPARE(r->front().juryCondition, std::string("rubric"));
        auto back = study::parseConditionsJson(study::conditionToJson(r->front()), "c.json");
        QVERIFY(back);
        QCOMPARE(back->front().judge, std::string("j01"));
        QCOMPARE(back->front().juryCondition, std::string("rubric"));
        auto plain = study::parseConditionsJson("{\"id\": \"a\", \"provider\": \"openai\", \"model\": \"m\"}", "c.json");
        QVERIFY(plain);
        QVERIFY(plain->front().judge.empty() && plain->front().juryCondition.empty());
        QVERIFY(study::conditionToJson(plain->front()).find("judge") == std::string::npos);
    }
    // An imported condition has no strategy and records where its answers came from.
    void importedConditionRoundTrip()
    {
        auto r = study::parseConditionsJson("{\"id\": \"gemini_flash\", \"provider\": \"imported\", \"imported_from\": "
                                            "{\"file\": \"predictions.csv\", \"date\": \"2026-05-01T09:30:00Z\", \"answers\": 100}}",
                                            "c.json");
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        const study::ModelCondition &c = r->front();
        QVERIFY(study::isImported(c));
        QVERIFY(c.strategy.empty()); // not the default context-carry
        QCOMPARE(c.label, std::string("gemini_flash"));
        QVERIFY(c.imported.has_value());
        QCOMPARE(c.imported->file, std::string("predictions.csv"));
        QCOMPARE(c.imported->date, std::string("2026-05-01T09:30:00Z"));
        QCOMPARE(c.imported->answers, std::optional<std::int64_t>(100));
        QVERIFY(!study::notRunnableReason(c).empty());

        const std::string json = study::conditionToJson(c);
        QVERIFY2(json.find("\"strategy\":null") != std::string::npos, json.c_str());
        QVERIFY2(json.find("\"imported_from\":{\"file\":\"predictions.csv\",\"date\":\"2026-05-01T09:30:00Z\",\"answers\":100}")
                     != std::string::npos,
                 json.c_str());
        auto back = study::parseConditionsJson(json, "c.json");
        QVERIFY2(back, back ? "" : back.error().detail.c_str());
        QCOMPARE(study::conditionToJson(back->front()), json);

        // A runnable condition names no import, and an imported one no strategy.
        auto strategy = study::parseConditionsJson("{\"id\": \"a\", \"provider\": \"imported\", \"strategy\": \"json-schema\"}", "c.json");
        QVERIFY(!strategy);
        QVERIFY2(strategy.error().detail.find("c.json:1:") == 0 && strategy.error().detail.find("has no strategy") != std::string::npos,
                 strategy.error().detail.c_str());
        auto record = study::parseConditionsJson("{\"id\": \"a\", \"provider\": \"openai\", \"model\": \"m\", "
                                                 "\"imported_from\": {\"file\": \"p.csv\"}}", "c.json");
        QVERIFY(!record);
        QVERIFY2(record.error().detail.find("imported conditions") != std::string::npos, record.error().detail.c_str());
        auto key = study::parseConditionsJson("{\"id\": \"a\", \"provider\": \"imported\", \"imported_from\": {\"fiel\": \"p.csv\"}}", "c.json");
        QVERIFY(!key);
        QVERIFY2(key.error().detail.find("'imported_from.fiel'") != std::string::npos, key.error().detail.c_str());
    }
    // What import predictions wrote before imported conditions existed opens as an imported condition.
    void legacyImportedConditionAdopted()
    {
        const char *old = "{\"id\": \"gemini_flash\", \"label\": \"gemini_flash\", \"provider\": \"openai-compatible\", "
                          "\"model\": \"gemini_flash\", \"base_url\": \"\", \"api_key_env\": \"\", \"strategy\": \"context-carry\", "
                          "\"temperature\": null, \"seed\": null, \"image_detail\": \"\", \"max_tokens\": null, "
                          "\"thinking_budget\": null, \"include_thoughts\": false, \"repetition_penalty\": null, \"samples\": 1, "
                          "\"quantization\": \"\", \"parameters\": \"\", \"price_input_per_mtok\": null, "
                          "\"price_output_per_mtok\": null, \"notes\": \"created by importing predictions.csv\"}";
        auto r = study::parseConditionsJson(old, "project");
        QVERIFY2(r, r ? "" : r.error().detail.c_str());
        const study::ModelCondition &c = r->front();
        QVERIFY(study::isImported(c));
        QVERIFY(c.strategy.empty());
        QVERIFY(c.model.empty());
        QVERIFY(c.notes.empty());
        QCOMPARE(c.imported->file, std::string("predictions.csv"));
        QVERIFY(c.imported->date.empty());
        QVERIFY(!c.imported->answers); // counted from the project's ratings when it is loaded

        // A condition the user made runnable (an endpoint, another model, own notes) is left alone.
        for (const char *json : {
                 "{\"id\": \"g\", \"provider\": \"openai-compatible\", \"model\": \"g\", \"base_url\": \"http://localhost:8000/v1\", "
                 "\"notes\": \"created by importing p.csv\"}",
                 "{\"id\": \"g\", \"provider\": \"openai-compatible\", \"model\": \"gemma3:4b\", \"notes\": \"created by importing p.csv\"}",
                 "{\"id\": \"g\", \"provider\": \"openai-compatible\", \"model\": \"g\", "
                 "\"notes\": \"created by importing p.csv\\nthen pointed at vLLM\"}",
                 "{\"id\": \"g\", \"provider\": \"openai-compatible\", \"model\": \"g\", \"notes\": \"made by hand\"}"}) {
            auto kept = study::parseConditionsJson(json, "c.json");
            QVERIFY2(kept, json);
            QCOMPARE(kept->front().provider, std::string("openai-compatible"));
            QCOMPARE(kept->front().strategy, std::string("context-carry"));
        }
    }
    void longValuesAreNotEchoed()
    {
        // A 1 MB id and a 1 MB unknown key: messages quote at most ~80 characters of them.
        const std::string big(1 << 20, 'x');
        for (const std::string &json : {"[{\"id\": \"" + big + "\", \"provider\": \"nope\", \"model\": \"m\"}]",
                                        "[{\"id\": \"a\", \"" + big + "\": 1}]"}) {
            auto r = study::parseConditionsJson(json, "c.json");
            QVERIFY(!r);
            QVERIFY2(r.error().detail.size() < 400, r.error().detail.substr(0, 300).c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestConditionJson)
#include "tst_conditionjson.moc"

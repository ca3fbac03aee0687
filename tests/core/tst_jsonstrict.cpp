// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/jsonstrict.h"

#include <QtTest>

using namespace rl;
using nlohmann::json;
using nlohmann::ordered_json;

class TestJsonStrict : public QObject {
    Q_OBJECT
private slots:
    void refused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("where");  // "line:column" expected in the message
        QTest::addColumn<QString>("reason"); // a word of the reason
        QTest::newRow("number beyond double") << "{\n  \"temperature\": 1e400\n}" << "t.json:2:18:" << "range of a double";
        QTest::newRow("negative beyond double") << "[1, -1e400]" << "t.json:1:5:" << "range of a double";
        QTest::newRow("duplicate key") << "{\"id\": \"a\",\n \"id\": \"b\"}" << "t.json:2:2:" << "occurs twice";
        QTest::newRow("duplicate key by escape") << "{\"ab\": 1, \"\\u0061b\": 2}" << "t.json:1:11:" << "occurs twice";
        QTest::newRow("duplicate nested") << "[{\"p\": {\"x\": 1,\n\n   \"x\": 2}}]" << "t.json:3:4:" << "occurs twice";
        QTest::newRow("syntax error has line") << "{\n  \"a\": tru\n}" << "t.json:2:" << "invalid literal";
        QTest::newRow("empty input") << "" << "t.json:1:1:" << "end of input";
        QTest::newRow("trailing garbage") << "{}\n{}" << "t.json:2:" << "end of input";
        QTest::newRow("lone surrogate escape") << "[\"\\ud800\"]" << "t.json:1:" << "surrogate";
        QTest::newRow("invalid UTF-8 in a string") << QString::fromLatin1("[\"a\xC0\xAF\"]") << "t.json:1:4:" << "overlong";
    }
    void refused()
    {
        QFETCH(QString, text);
        QFETCH(QString, where);
        QFETCH(QString, reason);
        // Latin-1 rows carry raw bytes (the invalid UTF-8 case); the others are ASCII.
        const QByteArray raw = text.toLatin1();
        auto r = parseJsonStrict<ordered_json>(std::string_view(raw.constData(), static_cast<std::size_t>(raw.size())), "t.json");
        QVERIFY(!r);
        QCOMPARE(r.error().code, ErrorCode::Parse);
        const QString msg = QString::fromStdString(r.error().detail);
        QVERIFY2(msg.startsWith(where), qPrintable(msg));
        QVERIFY2(msg.contains(reason), qPrintable(msg));
    }
    void nestingLimit()
    {
        auto nested = [](int depth) { return std::string(static_cast<std::size_t>(depth), '[') + std::string(static_cast<std::size_t>(depth), ']'); };
        QVERIFY(parseJsonStrict<json>(nested(64), "d.json"));
        auto deep = parseJsonStrict<json>(nested(65), "d.json");
        QVERIFY(!deep);
        QVERIFY2(deep.error().detail.starts_with("d.json:1:65:"), deep.error().detail.c_str());
        QVERIFY(deep.error().detail.find("nested more than 64") != std::string::npos);
        // 10^5 levels of objects overflowed the stack before; now a refusal at the 65th.
        std::string objects;
        for (int i = 0; i < 100000; ++i)
            objects += "{\"a\":";
        auto crash = parseJsonStrict<json>(objects, "o.json");
        QVERIFY(!crash);
        QVERIFY(crash.error().detail.find("nested more than 64") != std::string::npos);
        JsonLimits tight;
        tight.maxDepth = 2;
        QVERIFY(!parseJsonStrict<json>("[[[]]]", "t.json", nullptr, tight));
        QVERIFY(parseJsonStrict<json>("[[]]", "t.json", nullptr, tight));
    }
    void largeIntegersKeepTheirSign()
    {
        // 2^64-1 parses as unsigned: a reader that wants int64 must check, not reinterpret it as -1.
        auto r = parseJsonStrict<json>("{\"seed\": 18446744073709551615, \"n\": -3}", "s.json");
        QVERIFY(r);
        QVERIFY((*r)["seed"].is_number_unsigned());
        QCOMPARE((*r)["seed"].get<std::uint64_t>(), std::numeric_limits<std::uint64_t>::max());
        QVERIFY((*r)["n"].is_number_integer() && !(*r)["n"].is_number_unsigned());
    }
    void offsetsNameEveryValue()
    {
        const std::string text = "[\n  {\"id\": \"a\", \"samples\": 4294967297,\n   \"prompts\": {\"x/y\": \"t\"}},\n  7, \"s\", true\n]";
        JsonOffsets offsets;
        auto r = parseJsonStrict<ordered_json>(text, "c.json", &offsets);
        QVERIFY(r);
        QCOMPARE(jsonWhere(text, "c.json", offsets, "/0/samples"), std::string("c.json:2:15"));
        QCOMPARE(jsonWhere(text, "c.json", offsets, "/0/prompts/x~1y"), std::string("c.json:3:16"));
        QCOMPARE(jsonWhere(text, "c.json", offsets, "/0"), std::string("c.json:2:3"));
        QCOMPARE(jsonWhere(text, "c.json", offsets, "/1"), std::string("c.json:4:3"));
        QCOMPARE(jsonWhere(text, "c.json", offsets, "/2"), std::string("c.json:4:6"));
        QCOMPARE(jsonWhere(text, "c.json", offsets, "/3"), std::string("c.json:4:11"));
        QCOMPARE(jsonWhere(text, "c.json", offsets, "/none"), std::string("c.json:1:1"));
    }
    void hugeTokenIsNotEchoed()
    {
        // A 10 MB unterminated string: the message quotes a bounded excerpt, never the whole field.
        const std::string text = "[\"" + std::string(10 * 1024 * 1024, 'x');
        auto r = parseJsonStrict<json>(text, "big.json");
        QVERIFY(!r);
        QVERIFY2(r.error().detail.size() < 400, r.error().detail.substr(0, 400).c_str());
    }
    void acceptedDocumentsMatchTheLibrary()
    {
        // Property: on documents without the refused features, the strict parser builds what json::parse builds.
        const char *docs[] = {"{}", "[]", "null", "[1, 2.5, -3, \"\\u00e9\", {\"k\": [true, false, null]}]",
                              "{\"a\": {\"b\": {\"c\": \"d\"}}, \"e\": 1e308}", " \n 42 \n"};
        for (const char *d : docs) {
            auto r = parseJsonStrict<json>(d, "p.json");
            QVERIFY2(r, d);
            QCOMPARE(*r, json::parse(d));
        }
    }
};

QTEST_APPLESS_MAIN(TestJsonStrict)
#include "tst_jsonstrict.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/answerparser.h"
#include "engine/stats/random.h"

#include <QtTest>

#include <chrono>

using namespace rl::inference;

namespace {
const AnswerSpec kEmotion = faceAnswerSpec(true, false, false);
const AnswerSpec kValence = faceAnswerSpec(false, true, false);
const AnswerSpec kArousal = faceAnswerSpec(false, false, true);
const AnswerSpec kAll = faceAnswerSpec(true, true, true);
} // namespace

class TestAnswerParser : public QObject {
    Q_OBJECT
private slots:
    void cascade_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("which"); // 0 emotion, 1 valence, 2 arousal, 3 all
        QTest::addColumn<QString>("expected"); // canonical JSON, or "" for a rejection
        QTest::addColumn<QString>("method");

        QTest::newRow("direct") << R"({"emotion": "sad"})" << 0 << R"({"emotion":"sad"})" << "json";
        QTest::newRow("direct-spaces") << "  \n{\"valence\": 7}\n" << 1 << R"({"valence":7})" << "json";
        QTest::newRow("fenced") << "```json\n{\"emotion\": \"Happy\"}\n```" << 0 << R"({"emotion":"happy"})" << "fenced";
        QTest::newRow("fenced-plain") << "Here:\n```\n{\"arousal\": 2}\n```" << 2 << R"({"arousal":2})" << "fenced";
        QTest::newRow("prose") << "Sure! The answer is {\"valence\": 4} based on the frown." << 1 << R"({"valence":4})"
                               << "embedded";
        QTest::newRow("prose-nested") << "x {\"a\": {\"b\": 1}, \"arousal\": 5} y" << 2 << R"({"arousal":5})" << "embedded";
        QTest::newRow("second-object") << "{\"note\": 1} then {\"emotion\": \"anger\"}" << 0 << R"({"emotion":"angry"})"
                                       << "embedded";
        QTest::newRow("think-then-json") << "<think>maybe fear? {\"emotion\": \"happy\"}</think>{\"emotion\": \"fear\"}"
                                         << 0 << R"({"emotion":"fearful"})" << "json";
        QTest::newRow("close-only-think") << "it is sad I think</think>\n{\"emotion\": \"sadness\"}" << 0
                                          << R"({"emotion":"sad"})" << "json";
        QTest::newRow("regex") << "Emotion: Disgust" << 0 << R"({"emotion":"disgusted"})" << "regex";
        QTest::newRow("regex-is") << "The valence is 8 overall." << 1 << R"({"valence":8})" << "regex";
        QTest::newRow("regex-quoted") << "'arousal' = '3'" << 2 << R"({"arousal":3})" << "regex";
        QTest::newRow("bare-label") << "Neutral." << 0 << R"({"emotion":"neutral"})" << "bare";
        QTest::newRow("bare-number") << "6" << 1 << R"({"valence":6})" << "bare";
        QTest::newRow("calm") << R"({"emotion": "calm"})" << 0 << R"({"emotion":"neutral"})" << "json";
        QTest::newRow("neutral-face") << R"({"emotion": " Neutral Face "})" << 0 << R"({"emotion":"neutral"})" << "json";
        QTest::newRow("case-key") << R"({"Valence": "5"})" << 1 << R"({"valence":5})" << "json";
        QTest::newRow("integral-float") << R"({"valence": 7.0})" << 1 << R"({"valence":7})" << "json";
        QTest::newRow("all") << R"({"emotion":"happy","valence":8,"arousal":6})" << 3
                             << R"({"arousal":6,"emotion":"happy","valence":8})" << "json";
        // Rejections.
        QTest::newRow("off-scale-high") << R"({"valence": 10})" << 1 << "" << "";
        QTest::newRow("off-scale-zero") << R"({"arousal": 0})" << 2 << "" << "";
        QTest::newRow("fraction") << R"({"valence": 6.5})" << 1 << "" << "";
        QTest::newRow("negative") << "valence: -3" << 1 << "" << "";
        QTest::newRow("unknown-label") << R"({"emotion": "surprised"})" << 0 << "" << "";
        QTest::newRow("not-a-synonym") << R"({"emotion": "joyful"})" << 0 << "" << "";
        QTest::newRow("label-typo") << R"({"emotion": "hapy"})" << 0 << "" << "";
        QTest::newRow("missing-key") << R"({"emotion": "sad"})" << 1 << "" << "";
        QTest::newRow("empty") << "" << 0 << "" << "";
        QTest::newRow("only-thinking") << "<think>I cannot decide" << 0 << "" << "";
        QTest::newRow("cut-json") << R"({"valence": )" << 1 << "" << "";
        QTest::newRow("prose-no-key") << "The person looks quite sad to me." << 0 << "" << "";
        QTest::newRow("bool") << R"({"valence": true})" << 1 << "" << "";
        QTest::newRow("array") << R"({"valence": [5]})" << 1 << "" << "";
        QTest::newRow("big") << R"({"arousal": 1e308})" << 2 << "" << "";
    }

    void cascade()
    {
        QFETCH(QString, text);
        QFETCH(int, which);
        QFETCH(QString, expected);
        QFETCH(QString, method);
        const AnswerSpec spec = which == 0 ? kEmotion : which == 1 ? kValence : which == 2 ? kArousal : kAll;
        auto r = parseAnswer(text.toStdString(), spec);
        if (expected.isEmpty()) {
            QVERIFY2(!r.has_value(), r.has_value() ? r->toJson().c_str() : "");
            QCOMPARE(r.error().code, rl::ErrorCode::Parse);
            QVERIFY(!r.error().detail.empty());
            return;
        }
        QVERIFY2(r.has_value(), r.has_value() ? "" : r.error().detail.c_str());
        QCOMPARE(QString::fromStdString(r->toJson()), expected);
        QCOMPARE(QString(parseMethodName(r->method)), method);
    }

    void thinkingIsKept()
    {
        auto r = parseAnswer("<think>brows down</think> {\"emotion\": \"angry\"} <think>double check</think>", kEmotion);
        QVERIFY(r.has_value());
        QCOMPARE(r->thinking, std::string("brows down\n\ndouble check"));
        QCOMPARE(r->visible, std::string("{\"emotion\": \"angry\"}"));
    }

    void customLabelSet()
    {
        AnswerSpec spec = faceAnswerSpec(true, false, false, {"Positive", "Negative"});
        auto r = parseAnswer(R"({"emotion": "negative"})", spec);
        QVERIFY(r.has_value());
        QCOMPARE(*r->label("emotion"), 1);
        QCOMPARE(r->text("emotion"), std::string("Negative"));
        QCOMPARE(matchLabel("happiness", spec.fields[0].levels), -1); // synonyms only map onto labels in the set
    }

    // Hostile input: none of these may crash, hang or be accepted.
    void hostileInput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("deep-braces") << QByteArray(200000, '{');
        QTest::newRow("deep-brackets") << (QByteArray("{\"valence\":") + QByteArray(100000, '[') + QByteArray(100000, ']') + "}");
        QTest::newRow("balanced-deep") << (QByteArray(5000, '{') + QByteArray(5000, '}'));
        QTest::newRow("many-objects") << QByteArray("{}").repeated(300000);
        QTest::newRow("nul-bytes") << QByteArray("{\"valence\"\0: 5}\0\0", 16);
        QTest::newRow("huge-string") << (QByteArray("{\"valence\": \"") + QByteArray(3 << 20, 'x') + "\"}");
        QTest::newRow("many-fences") << QByteArray("```").repeated(100000);
        QTest::newRow("many-keys") << QByteArray("valence valence: ").repeated(50000);
        QTest::newRow("think-spam") << QByteArray("<think></think><think>").repeated(20000);
        QTest::newRow("invalid-utf8") << QByteArray("{\"emotion\": \"\xff\xfe\xfd\"}");
    }

    void hostileInput()
    {
        QFETCH(QByteArray, text);
        const auto t0 = std::chrono::steady_clock::now();
        auto r = parseAnswer(std::string_view(text.constData(), std::size_t(text.size())), kValence);
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        QVERIFY(!r.has_value());
        QVERIFY2(s < 2.0, QByteArray::number(s).constData()); // bounded work
    }

    void randomBytesFuzz()
    {
        rl::stats::Rng rng(20260101);
        const std::string alphabet = "{}[]\":,0123456789 valencearoushpydtfmgi<>/`\n\\\xff";
        int accepted = 0;
        for (int iter = 0; iter < 3000; ++iter) {
            std::string s(rng.below(300), '\0');
            const bool raw = rng.below(2) == 0;
            for (char &c : s)
                c = raw ? static_cast<char>(rng.below(256)) : alphabet[rng.below(alphabet.size())];
            for (const AnswerSpec &spec : {kEmotion, kValence, kArousal, kAll}) {
                auto r = parseAnswer(s, spec);
                if (!r)
                    continue;
                ++accepted;
                // Whatever is accepted is in range.
                if (spec.find("valence"))
                    QVERIFY(r->integer("valence") && *r->integer("valence") >= 1 && *r->integer("valence") <= 9);
                if (spec.find("arousal"))
                    QVERIFY(r->integer("arousal") && *r->integer("arousal") >= 1 && *r->integer("arousal") <= 9);
                if (spec.find("emotion"))
                    QVERIFY(r->label("emotion") && *r->label("emotion") >= 0 && *r->label("emotion") < 6);
            }
        }
        qInfo("fuzz: %d of 12000 random answers accepted", accepted);
    }

    void splitThinkingCases()
    {
        QCOMPARE(splitThinking("a<think>b</think>c").visible, std::string("ac"));
        QCOMPARE(splitThinking("<think>unfinished").thinking, std::string("unfinished"));
        QCOMPARE(splitThinking("<think>unfinished").visible, std::string());
        QCOMPARE(splitThinking("pre</think>post").thinking, std::string("pre"));
        QCOMPARE(splitThinking("pre</think>post").visible, std::string("post"));
        QCOMPARE(splitThinking("plain").visible, std::string("plain"));
    }
};

QTEST_GUILESS_MAIN(TestAnswerParser)
#include "tst_answerparser.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/answerparser.h"
#include "engine/io/dimensiondecl.h"
#include "engine/stats/random.h"

#include <QtTest>

#include <chrono>

using namespace rl::inference;

namespace {
const AnswerSpec kEmotion = faceAnswerSpec(true, false, false);
const AnswerSpec kValence = faceAnswerSpec(false, true, false);
const AnswerSpec kArousal = faceAnswerSpec(false, false, true);
const AnswerSpec kAll = faceAnswerSpec(true, true, true);

rl::study::AnswerField field(const std::string &name, rl::study::FieldKind kind, double min = 1, double max = 9,
    bool required = true, bool rating = true)
{
    rl::study::AnswerField f;
    f.name = name;
    f.kind = kind;
    f.min = min;
    f.max = max;
    f.required = required;
    f.rating = rating;
    return f;
}

/// A generic rating study's json-schema answer: a 0–100 continuous VAS, a 1–7 integer scale, a
/// categorical stance and the optional rationale (protocol.h strategyFor).
AnswerSpec genericSpec()
{
    using rl::study::FieldKind;
    AnswerSpec spec;
    spec.fields = {field("vas", FieldKind::Number, 0, 100), field("clarity", FieldKind::Integer, 1, 7),
        field("stance", FieldKind::Label), field("rationale", FieldKind::Text, 1, 9, false, false)};
    spec.fields[2].levels = {"pro", "neutral", "contra"};
    return spec;
}

AnswerSpec oneField(rl::study::AnswerField f)
{
    AnswerSpec spec;
    spec.fields = {std::move(f)};
    return spec;
}
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

    /// Answers of a declared JSON schema (json-schema strategy): Number, Integer 1–7, Label, an
    /// optional rationale; a required Text field (free-text); an Object field.
    void schemaFields_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("which"); // 0 generic, 1 vas only, 2 required text, 3 object
        QTest::addColumn<QString>("expected"); // canonical JSON, or "" for a rejection
        QTest::addColumn<QString>("method");
        const QString tail = R"(, "clarity": 6, "stance": "pro"})";
        QTest::newRow("number-decimals") << (R"({"vas": 37.25)" + tail) << 0
                                         << R"({"clarity":6,"stance":"pro","vas":37.25})" << "json";
        QTest::newRow("number-string") << (R"({"vas": "37.5")" + tail) << 0 << R"({"clarity":6,"stance":"pro","vas":37.5})"
                                       << "json";
        QTest::newRow("number-string-spaces") << (R"({"vas": " 0.5 ")" + tail) << 0
                                              << R"({"clarity":6,"stance":"pro","vas":0.5})" << "json";
        QTest::newRow("number-low-end") << (R"({"vas": 0)" + tail) << 0 << R"({"clarity":6,"stance":"pro","vas":0.0})"
                                        << "json";
        QTest::newRow("number-high-end") << (R"({"vas": 100.0)" + tail) << 0
                                         << R"({"clarity":6,"stance":"pro","vas":100.0})" << "json";
        QTest::newRow("number-integer-string") << (R"({"vas": "100")" + tail) << 0
                                               << R"({"clarity":6,"stance":"pro","vas":100.0})" << "json";
        QTest::newRow("label-case") << R"({"vas": 12.5, "clarity": 1, "stance": " Contra "})" << 0
                                    << R"({"clarity":1,"stance":"contra","vas":12.5})" << "json";
        QTest::newRow("integer-string") << R"({"vas": 50, "clarity": "7", "stance": "neutral"})" << 0
                                        << R"({"clarity":7,"stance":"neutral","vas":50.0})" << "json";
        QTest::newRow("rationale-kept") << R"({"vas": 50, "clarity": 2, "stance": "pro", "rationale": "Clear."})" << 0
                                        << R"({"clarity":2,"rationale":"Clear.","stance":"pro","vas":50.0})" << "json";
        QTest::newRow("rationale-not-text") << R"({"vas": 50, "clarity": 2, "stance": "pro", "rationale": 5})" << 0
                                            << R"({"clarity":2,"stance":"pro","vas":50.0})" << "json";
        QTest::newRow("fenced") << "```json\n{\"vas\": 99.9, \"clarity\": 3, \"stance\": \"pro\"}\n```" << 0
                                << R"({"clarity":3,"stance":"pro","vas":99.9})" << "fenced";
        QTest::newRow("regex") << "vas: 37.5, clarity: 4, stance: neutral" << 0
                               << R"({"clarity":4,"stance":"neutral","vas":37.5})" << "regex";
        QTest::newRow("bare-number") << "42.5" << 1 << R"({"vas":42.5})" << "bare";
        QTest::newRow("text") << R"({"text": "Once upon a time."})" << 2 << R"({"text":"Once upon a time."})" << "json";
        QTest::newRow("text-plain") << "Once upon a time, a fox." << 2 << R"({"text":"Once upon a time, a fox."})"
                                    << "bare"; // free-text: the answer is the text
        QTest::newRow("text-plain-think") << "<think>plan</think>\nThe fox ran." << 2 << R"({"text":"The fox ran."})"
                                          << "bare";
        QTest::newRow("object") << R"({"extraction": {"role": "nurse", "age": 30}})" << 3
                                << R"({"extraction":{"age":30,"role":"nurse"}})" << "json";
        QTest::newRow("object-in-prose") << R"(Here: {"extraction": {"role": "nurse"}} done)" << 3
                                         << R"({"extraction":{"role":"nurse"}})" << "embedded";
        // Rejections.
        QTest::newRow("number-over") << (R"({"vas": 100.01)" + tail) << 0 << "" << "";
        QTest::newRow("number-under") << (R"({"vas": -0.5)" + tail) << 0 << "" << "";
        QTest::newRow("number-string-over") << (R"({"vas": "150")" + tail) << 0 << "" << "";
        QTest::newRow("number-hex-string") << (R"({"vas": "0x1A")" + tail) << 0 << "" << "";
        QTest::newRow("number-nan-string") << (R"({"vas": "nan")" + tail) << 0 << "" << "";
        QTest::newRow("number-inf-string") << (R"({"vas": "inf")" + tail) << 0 << "" << "";
        QTest::newRow("number-junk-string") << (R"({"vas": "37.5 points")" + tail) << 0 << "" << "";
        QTest::newRow("number-bool") << (R"({"vas": true)" + tail) << 0 << "" << "";
        QTest::newRow("integer-zero") << R"({"vas": 50, "clarity": 0, "stance": "pro"})" << 0 << "" << "";
        QTest::newRow("integer-eight") << R"({"vas": 50, "clarity": 8, "stance": "pro"})" << 0 << "" << "";
        QTest::newRow("integer-fraction") << R"({"vas": 50, "clarity": 3.5, "stance": "pro"})" << 0 << "" << "";
        QTest::newRow("integer-fraction-string") << R"({"vas": 50, "clarity": "3.5", "stance": "pro"})" << 0 << "" << "";
        QTest::newRow("label-outside") << R"({"vas": 50, "clarity": 3, "stance": "against"})" << 0 << "" << "";
        QTest::newRow("missing-required") << R"({"vas": 50, "stance": "pro"})" << 0 << "" << "";
        QTest::newRow("only-rationale") << R"({"rationale": "no scores"})" << 0 << "" << "";
        QTest::newRow("text-not-string") << R"({"text": 5})" << 2 << "" << "";
        QTest::newRow("text-empty") << "" << 2 << "" << "";
        QTest::newRow("text-only-thinking") << "<think>still planning" << 2 << "" << "";
        QTest::newRow("object-not-object") << R"({"extraction": "nurse"})" << 3 << "" << "";
        QTest::newRow("object-missing") << R"({"other": {}})" << 3 << "" << "";
        QTest::newRow("object-prose") << "The role is nurse." << 3 << "" << "";
    }

    void schemaFields()
    {
        using rl::study::FieldKind;
        QFETCH(QString, text);
        QFETCH(int, which);
        QFETCH(QString, expected);
        QFETCH(QString, method);
        const AnswerSpec spec = which == 0 ? genericSpec()
            : which == 1                   ? oneField(field("vas", FieldKind::Number, 0, 100))
            : which == 2                   ? oneField(field("text", FieldKind::Text, 1, 9, true, false))
                                           : oneField(field("extraction", FieldKind::Object));
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
        // What is accepted fits the schema, and replays from its own JSON (answers read back from the journal).
        for (const auto &f : spec.fields) {
            if (f.kind == FieldKind::Number || f.kind == FieldKind::Integer) {
                QVERIFY(r->number(f.name) && *r->number(f.name) >= f.min && *r->number(f.name) <= f.max);
                QCOMPARE(r->integer(f.name).has_value(), f.kind == FieldKind::Integer);
            }
        }
        QCOMPARE(parsedFromJson(r->toJson(), spec).toJson(), r->toJson());
    }

    void numberKeptAsGiven()
    {
        auto r = parseAnswer(R"({"vas": 37.29, "clarity": 5, "stance": "contra", "rationale": "Mixed."})", genericSpec());
        QVERIFY(r.has_value());
        QCOMPARE(*r->number("vas"), 37.29); // exact: the double the JSON reader gives, not rounded to the scale
        QVERIFY(!r->integer("vas"));
        QCOMPARE(*r->integer("clarity"), 5);
        QCOMPARE(*r->label("stance"), 2); // level index in the declared order
        QCOMPARE(r->text("rationale"), std::string("Mixed."));
        QVERIFY(!r->number("rationale"));
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

    /// Labels declared with ':' and ',' (a quoted --dimension list) are matched whole; an answer outside
    /// the declared labels is refused (the run records it as a failed parse, never as a label).
    void declaredLabelsWithColonsAndCommas()
    {
        auto d = rl::io::parseDimensionDecl(
            "preference:categorical:ordinal:model_a,model_b,tie,\"n/a: problem is resolved\",\"a, b\"");
        QVERIFY2(d, d ? "" : d.error().detail.c_str());
        AnswerSpec spec;
        spec.fields = {rl::study::fieldForDimension(*d)};
        QCOMPARE(spec.fields[0].kind, rl::study::FieldKind::Label);
        auto colon = parseAnswer("{\"preference\": \"n/a: problem is resolved\"}", spec);
        QVERIFY(colon.has_value());
        QCOMPARE(*colon->label("preference"), 3);
        auto comma = parseAnswer("{\"preference\": \"A, B\"}", spec);
        QVERIFY(comma.has_value());
        QCOMPARE(*comma->label("preference"), 4);
        auto bare = parseAnswer("Tie", spec); // one required field: the whole text is the label
        QVERIFY(bare.has_value());
        QCOMPARE(*bare->label("preference"), 2);
        auto bareColon = parseAnswer("n/a: problem is resolved", spec);
        QVERIFY(bareColon.has_value());
        QCOMPARE(*bareColon->label("preference"), 3);
        for (const char *outside : {"{\"preference\": \"model_c\"}", "{\"preference\": \"n/a\"}", "both are bad", "a"}) {
            auto r = parseAnswer(outside, spec);
            QVERIFY2(!r.has_value(), outside);
            QCOMPARE(r.error().code, rl::ErrorCode::Parse);
        }
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

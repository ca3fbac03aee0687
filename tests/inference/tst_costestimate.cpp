// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/costestimate.h"
#include "engine/inference/presets.h"

#include <QtTest>

#include <cmath>

using namespace rl::inference;
using rl::study::ModelCondition;

namespace {

ModelCondition make(const std::string &provider, const std::string &model = "m")
{
    ModelCondition c;
    c.id = "c";
    c.provider = provider;
    c.model = model;
    return c;
}

/// Templates whose token counts are easy to state: 1, 2 and 1 tokens at 4 characters per token.
ModelCondition tinyTemplates(const std::string &strategy)
{
    ModelCondition c = make("openai-compatible");
    c.strategy = strategy;
    c.prompts = {{"system", ""}, {"emotion", "aaaa"}, {"valence", "bbbbbbbb"}, {"arousal", "cccc"},
        {"single-shot", "abcdefgh"}};
    return c;
}

} // namespace

class TestCostEstimate : public QObject {
    Q_OBJECT

private slots:
    void imageTokens_data();
    void imageTokens();
    void textTokens();
    void requestsCount();
    void contextCarryByHand();
    void singleShotByHand();
    void priceKnownUnknownFree();
    void thinkingAllowance();
    void tokenCapBoundsOutput();
    void invalidCondition();
    void zeroItems();
    void presetsAllEstimate();
};

void TestCostEstimate::imageTokens_data()
{
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("detail");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<qint64>("expected");
    // OpenAI "Images and vision — Calculating costs": the docs' own worked examples.
    QTest::newRow("openai 1024² high") << "openai" << "gpt-4o" << "high" << 1024 << 1024 << qint64(765);
    QTest::newRow("openai 2048×4096 high") << "openai" << "gpt-4o" << "high" << 2048 << 4096 << qint64(1105);
    QTest::newRow("openai 4096×8192 low") << "openai" << "gpt-4o" << "low" << 4096 << 8192 << qint64(85);
    QTest::newRow("openai auto = high") << "openai" << "gpt-4o" << "" << 1024 << 1024 << qint64(765);
    // gpt-4o-mini: base 2833, 5667 per tile (OpenAI pricing page); 1024² = 4 tiles.
    QTest::newRow("4o-mini 1024² high") << "openai" << "gpt-4o-mini" << "high" << 1024 << 1024 << qint64(2833 + 4 * 5667);
    QTest::newRow("4o-mini low") << "openai" << "gpt-4o-mini" << "low" << 1024 << 1024 << qint64(2833);
    // Gemini "Image understanding": ≤ 384 px → 258; else 258 per 768 px tile.
    QTest::newRow("gemini 384²") << "gemini" << "" << "" << 384 << 384 << qint64(258);
    QTest::newRow("gemini 1024²") << "gemini" << "" << "" << 1024 << 1024 << qint64(4 * 258);
    // Anthropic "Vision — Calculate image costs" table: 200² ≈ 54, 1000² ≈ 1334, 1092² ≈ 1590.
    QTest::newRow("anthropic 200²") << "anthropic" << "" << "" << 200 << 200 << qint64(54);
    QTest::newRow("anthropic 1000²") << "anthropic" << "" << "" << 1000 << 1000 << qint64(1334);
    QTest::newRow("anthropic 1092²") << "anthropic" << "" << "" << 1092 << 1092 << qint64(1590);
    QTest::newRow("local") << "openai-compatible" << "" << "" << 1024 << 1024 << qint64(256);
}

void TestCostEstimate::imageTokens()
{
    QFETCH(QString, provider);
    QFETCH(QString, model);
    QFETCH(QString, detail);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(qint64, expected);
    ModelCondition c = make(provider.toStdString(), model.toStdString());
    c.imageDetail = detail.toStdString();
    const auto a = rl::inference::imageTokens(c, width, height);
    QCOMPARE(a.tokens, expected); // exact: the providers' published formulas
    QVERIFY(!a.rule.empty());
}

void TestCostEstimate::textTokens()
{
    QCOMPARE(estimateTextTokens(""), 0);
    QCOMPARE(estimateTextTokens("abcd"), 1);
    QCOMPARE(estimateTextTokens("abcde"), 2);
    QCOMPARE(estimateTextTokens("\xea\xb0\x80\xeb\x82\x98\xeb\x8b\xa4\xeb\x9d\xbc"), 1); // 4 Hangul code points, 12 bytes
    QCOMPARE(estimateTextTokens("abcdef", 2.0), 3);
}

void TestCostEstimate::requestsCount()
{
    ModelCondition c = make("openai-compatible");
    c.samples = 2;
    auto e = estimateRunCost(c, 10);
    QCOMPARE(e.stages, 3);
    QCOMPARE(e.requests, 60); // 10 items × 3 stages × 2 samples
    c.strategy = "single-shot";
    e = estimateRunCost(c, 10);
    QCOMPARE(e.stages, 1);
    QCOMPARE(e.requests, 20);
    // Property: the three context-carry requests each carry the image, so they cost more input.
    c.samples = 1;
    const auto single = estimateRunCost(c, 100);
    c.strategy = "context-carry";
    const auto carry = estimateRunCost(c, 100);
    QVERIFY(carry.inputTokens > 3 * single.image.tokens * 100);
    QVERIFY(carry.inputTokens > single.inputTokens);
}

void TestCostEstimate::contextCarryByHand()
{
    // Stage 1: image 256 + "aaaa" 1 + 1 message × 4 = 261.
    // Stage 2: 256 + aaaa 1 + {"emotion": "neutral"} 6 + bbbbbbbb 2 + 3 × 4 = 277.
    // Stage 3: 256 + 1 + 6 + 2 + {"valence": 5} 4 + cccc 1 + 5 × 4 = 290.  Σ = 828 per item.
    const auto e = estimateRunCost(tinyTemplates("context-carry"), 7);
    QCOMPARE(e.inputTokens, 828 * 7);
    QCOMPARE(e.outputTokens, (6 + 4 + 4) * 7); // the three example answers, no thinking
    QCOMPARE(e.thinkingTokens, 0);
    QCOMPARE(e.outputTokensMax, -1);         // no max_tokens: no upper bound
}

void TestCostEstimate::singleShotByHand()
{
    // 256 + "abcdefgh" 2 + 1 × 4 = 262 in; the 50-character example answer = 13 out.
    const auto e = estimateRunCost(tinyTemplates("single-shot"), 3);
    QCOMPARE(e.inputTokens, 262 * 3);
    QCOMPARE(e.outputTokens, 13 * 3);
    CostOptions o;
    o.imageTokens = 1000;
    const auto given = estimateRunCost(tinyTemplates("single-shot"), 3, o);
    QCOMPARE(given.inputTokens, (1000 + 2 + 4) * 3);
}

void TestCostEstimate::priceKnownUnknownFree()
{
    ModelCondition c = tinyTemplates("context-carry");
    auto e = estimateRunCost(c, 5);
    QCOMPARE(e.status, CostStatus::UnknownPrice); // never a silent 0
    QVERIFY(std::isnan(e.costUsd));
    QVERIFY(!e.statusDetail.empty());
    c.priceInputPerMTok = 0.15;
    e = estimateRunCost(c, 5);
    QCOMPARE(e.status, CostStatus::UnknownPrice); // one price is not enough
    c.priceOutputPerMTok = 0.60;
    c.maxTokens = 100;
    e = estimateRunCost(c, 5);
    QCOMPARE(e.status, CostStatus::Known);
    const double expected = 828.0 * 5 * 0.15 / 1e6 + 14.0 * 5 * 0.60 / 1e6;
    QVERIFY(qAbs(e.costUsd - expected) <= 1e-15); // price × tokens, by hand
    QVERIFY(qAbs(e.costUsdMax - (828.0 * 5 * 0.15 / 1e6 + 100.0 * 15 * 0.60 / 1e6)) <= 1e-15);
    c.priceInputPerMTok = 0;
    c.priceOutputPerMTok = 0;
    e = estimateRunCost(c, 5);
    QCOMPARE(e.status, CostStatus::Known); // a local server entered as free
    QCOMPARE(e.costUsd, 0.0);
}

void TestCostEstimate::thinkingAllowance()
{
    ModelCondition c = make("gemini");
    c.strategy = "single-shot";
    c.thinkingBudget = 1024;
    auto e = estimateRunCost(c, 10);
    QCOMPARE(e.thinkingTokens, 1024 * 10);
    QCOMPARE(e.outputTokens, (1024 + 13) * 10);
    c.thinkingBudget = 0;
    QCOMPARE(estimateRunCost(c, 10).thinkingTokens, 0);
    c.thinkingBudget.reset(); // Gemini 2.5 default: dynamic
    CostOptions o;
    o.dynamicThinkingTokens = 300;
    QCOMPARE(estimateRunCost(c, 10, o).thinkingTokens, 300 * 10);
    ModelCondition oa = make("openai");
    oa.thinkingBudget = 2048; // not sent to OpenAI
    QCOMPARE(estimateRunCost(oa, 10).thinkingTokens, 0);
    ModelCondition an = make("anthropic");
    an.strategy = "single-shot";
    an.thinkingBudget = 2000;
    e = estimateRunCost(an, 2);
    QCOMPARE(e.outputTokensMax, (2000 + 1024) * 2); // budget + the default answer allowance
}

void TestCostEstimate::tokenCapBoundsOutput()
{
    ModelCondition c = tinyTemplates("context-carry");
    c.maxTokens = 5;
    const auto e = estimateRunCost(c, 4);
    QCOMPARE(e.outputTokensMax, 5 * 12);
    QCOMPARE(e.outputTokens, (5 + 4 + 4) * 4); // the 6-token emotion answer is cut to the cap
    QVERIFY(e.outputTokens <= e.outputTokensMax);
}

void TestCostEstimate::invalidCondition()
{
    ModelCondition c = make("openai");
    c.strategy = "bogus";
    auto e = estimateRunCost(c, 10);
    QCOMPARE(e.status, CostStatus::InvalidCondition);
    QCOMPARE(e.requests, 0);
    QVERIFY(std::isnan(e.costUsd));
    c.strategy = "context-carry";
    c.prompts = {{"stage4", "x"}};
    e = estimateRunCost(c, 10);
    QCOMPARE(e.status, CostStatus::InvalidCondition);
    QVERIFY(e.statusDetail.find("stage4") != std::string::npos);
}

void TestCostEstimate::zeroItems()
{
    ModelCondition c = make("openai", "gpt-4o-mini");
    c.priceInputPerMTok = 0.15;
    c.priceOutputPerMTok = 0.6;
    const auto e = estimateRunCost(c, 0);
    QCOMPARE(e.status, CostStatus::Known);
    QCOMPARE(e.requests, 0);
    QCOMPARE(e.inputTokens, 0);
    QCOMPARE(e.costUsd, 0.0);
}

void TestCostEstimate::presetsAllEstimate()
{
    // The seed run: 1,440 faces × 3 stages for each of the eight presets.
    for (const auto &p : seedConditionPresets()) {
        const auto e = estimateRunCost(p, 1440);
        QCOMPARE(e.requests, 1440 * 3);
        QCOMPARE(e.status, CostStatus::UnknownPrice); // presets leave prices to the user
        QVERIFY(e.inputTokens > 0);
        QVERIFY(e.outputTokens > 0);
    }
}

QTEST_GUILESS_MAIN(TestCostEstimate)
#include "tst_costestimate.moc"

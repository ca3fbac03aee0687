// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The methods paragraph of a rating study whose model answers were imported: it once failed
// with "unknown strategy 'context-carry' for a rating study" about the conditions import predictions created.
#include "engine/analysis/methodstext.h"
#include "engine/inference/costestimate.h"
#include "engine/inference/prompting.h"
#include "engine/io/importers.h"
#include "engine/study/conditionjson.h"
#include "engine/study/study.h"

#include <QtTest>

using namespace rl;

namespace {

/// 6 images, 3 raters and 2 features (1-7), and the predictions of two models from `predictions.csv` (img5 has
/// warmth only: still an answer).
study::Study importedStudy()
{
    study::Study s;
    s.protocol = study::ratingProtocol(study::ItemKind::Image);
    s.protocolRecorded = true;
    std::string stimuli = "stimulus_id,category\n", ratings = "rater_id,stimulus_id,warmth,clarity\n",
                predictions = "condition,stimulus_id,warmth,clarity\n";
    for (int i = 0; i < 6; ++i) {
        const std::string id = "img" + std::to_string(i);
        stimuli += id + (i % 2 ? ",indoor\n" : ",outdoor\n");
        for (int r = 0; r < 3; ++r)
            ratings += "h" + std::to_string(r) + "," + id + "," + std::to_string(1 + (i + r) % 7) + "," + std::to_string(1 + (2 * i + r) % 7) + "\n";
        for (const char *model : {"gemini_flash", "qwen_vl"})
            predictions += std::string(model) + "," + id + "," + std::to_string(1 + i % 7) + (i == 5 ? ",NA\n" : ",4\n");
    }
    storage::SaveSet set;
    auto st = io::parseCsv(stimuli, "stimuli.csv");
    auto ra = io::parseCsv(ratings, "ratings.csv");
    auto pr = io::parseCsv(predictions, "predictions.csv");
    if (!st || !ra || !pr)
        qFatal("csv");
    if (!io::applyStimuli(s, *st, ".", set))
        qFatal("stimuli");
    auto declared = std::vector<study::Dimension> {*io::parseDimensionDecl("warmth:1-7"), *io::parseDimensionDecl("clarity:1-7")};
    if (auto r = io::applyRatings(s, *ra, set, declared); !r)
        qFatal("%s", r.error().detail.c_str());
    if (auto r = io::applyPredictions(s, *pr, set, {}, "2026-05-01T09:30:00Z"); !r)
        qFatal("%s", r.error().detail.c_str());
    return s;
}

} // namespace

class TestMethodsText : public QObject {
    Q_OBJECT
private slots:
    void importedConditionsDescribed()
    {
        const study::Study s = importedStudy();
        QCOMPARE(s.conditions.size(), std::size_t(2));
        for (const auto &c : s.conditions)
            QVERIFY(study::isImported(c));
        auto facts = analysis::collectMethodsFacts(s, nullptr);
        QVERIFY2(facts, facts ? "" : facts.error().detail.c_str());
        const std::string en = analysis::methodsParagraph(*facts, analysis::MethodsLanguage::English);
        QVERIFY2(en.find("\"gemini_flash\" (gemini_flash): predictions made outside RaterLab, imported from predictions.csv "
                         "on 2026-05-01: 6 answers.")
                     != std::string::npos,
                 en.c_str());
        QVERIFY2(en.find("\"qwen_vl\" (qwen_vl): predictions made outside RaterLab") != std::string::npos, en.c_str());
        QVERIFY(en.find("prompt strategy") == std::string::npos);
        QVERIFY(en.find("No request of it") == std::string::npos);
        const std::string ko = analysis::methodsParagraph(*facts, analysis::MethodsLanguage::Korean);
        QVERIFY2(ko.find("\"gemini_flash\"(gemini_flash) 조건은 RaterLab 밖에서 만든 예측으로, 2026-05-01에 predictions.csv에서 "
                         "가져왔다: 답 6개.")
                     != std::string::npos,
                 ko.c_str());

        // The label and the model are the user's description.
        study::Study named = s;
        named.conditions[0].label = "Gemini 2.0 Flash";
        named.conditions[0].model = "gemini-2.0-flash";
        auto again = analysis::collectMethodsFacts(named, nullptr);
        QVERIFY(again);
        QVERIFY(analysis::methodsParagraph(*again, analysis::MethodsLanguage::English)
                    .find("\"Gemini 2.0 Flash\" (gemini_flash, gemini-2.0-flash): predictions made outside RaterLab, imported "
                          "from predictions.csv on 2026-05-01: 6 answers.")
                != std::string::npos);
    }

    void oldImportedConditionDescribed()
    {
        // What the previous version stored for the same file: read as imported, its answers counted from the study.
        study::Study s = importedStudy();
        for (auto &c : s.conditions) {
            c.provider = "openai-compatible";
            c.strategy = "context-carry";
            c.model = c.id;
            c.imported.reset();
            c.notes = "created by importing predictions.csv";
            auto read = study::parseConditionsJson(study::conditionToJson(c), "project");
            QVERIFY2(read, read ? "" : read.error().detail.c_str());
            c = read->front();
            QVERIFY(study::isImported(c));
        }
        s.completeImportRecords();
        auto facts = analysis::collectMethodsFacts(s, nullptr);
        QVERIFY2(facts, facts ? "" : facts.error().detail.c_str());
        const std::string en = analysis::methodsParagraph(*facts, analysis::MethodsLanguage::English);
        QVERIFY2(en.find("\"gemini_flash\" (gemini_flash): predictions made outside RaterLab, imported from predictions.csv: "
                         "6 answers.")
                     != std::string::npos,
                 en.c_str());
    }

    void importedConditionIsNotRun()
    {
        const study::Study s = importedStudy();
        const auto &c = s.conditions.front();
        auto plan = inference::makePromptPlan(c, s);
        QVERIFY(!plan);
        QCOMPARE(plan.error().code, ErrorCode::Unsupported);
        QVERIFY2(plan.error().detail.find("condition 'gemini_flash' is imported") == 0, plan.error().detail.c_str());
        const auto cost = inference::estimateRunCost(c, 100);
        QCOMPARE(cost.status, inference::CostStatus::NotRun);
        QCOMPARE(cost.requests, std::int64_t(0));
        QCOMPARE(cost.costUsd, 0.0);
    }
};

QTEST_APPLESS_MAIN(TestMethodsText)
#include "tst_methodstext.moc"

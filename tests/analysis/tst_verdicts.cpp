// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The verdict matrix (docs/methods.md §3.4) on constructed studies that drive each of its four branches, its
// exact boundaries (Δα exactly 0, W1SD equal to the LOO baseline, recall exactly r*, LoA width equal to
// the human range), the Alt-test on a hand-computed case, and degenerate input (zero variance, a class
// never predicted, an item with one rating, missing predictions, an empty study): a status, never a crash.
#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/report.h"
#include "engine/analysis/verdicts.h"
#include "engine/stats/distributions.h"
#include "engine/stats/multiplicity.h"
#include "tests/analysis/constructed.h"
#include "tests/analysis/faceproject.h"

#include <QtTest>

#include <cmath>

using namespace rl;
using rl::test::fuzzyCompare;

namespace {

/// Two emotions x 40 items, 5 human raters rating every item b_j + {-2, -1, 0, 1, 2} (M_j = b_j, SD_j = 1.58).
/// valence: c1..c4 predict b_j in happy (meet), only c1 in sad; arousal: c1 predicts b_j + 1.6 / 1.7 in
/// happy (|z| just above 1: a calibration candidate); every other prediction is 4 points off.
/// classification: c1..c4 get 32 of 40 happy faces (recall exactly 0.8) and 36 of 40 sad ones; c5 31 and 36.
study::Study branchStudy()
{
    test::StudyBuilder b({"happy", "sad"});
    std::vector<int> items, base;
    for (int e = 0; e < 2; ++e)
        for (int k = 0; k < 40; ++k) {
            items.push_back(b.item(e, k % 3, (k / 3) % 2));
            base.push_back(3 + k % 5);
        }
    const int offsets[5] = {-2, -1, 0, 1, 2};
    for (int h = 0; h < 5; ++h) {
        const int r = b.human("h" + std::to_string(h + 1));
        for (std::size_t j = 0; j < items.size(); ++j) {
            b.rate(r, items[j], "valence", base[j] + offsets[(h + static_cast<int>(j)) % 5]);
            b.rate(r, items[j], "arousal", base[j] + offsets[(h + 2 * static_cast<int>(j)) % 5]);
        }
    }
    auto far = [&](std::size_t j) { return base[j] <= 5 ? base[j] + 4.0 : base[j] - 4.0; };
    for (int c = 1; c <= 5; ++c) {
        const int r = b.condition("c" + std::to_string(c));
        for (std::size_t j = 0; j < items.size(); ++j) {
            const bool happy = j < 40;
            const int k = static_cast<int>(j % 40);
            const bool valenceMeets = happy ? c <= 4 : c == 1;
            b.rate(r, items[j], "valence", valenceMeets ? base[j] : far(j));
            const double arousal = happy && c == 1 ? base[j] + (k % 2 == 0 ? 1.6 : 1.7) : far(j);
            b.rate(r, items[j], "arousal", arousal);
            int label;
            if (happy)
                label = (k % 5 == 0 || (c == 5 && k == 1)) ? 1 : 0;
            else
                label = k % 10 == 0 ? 0 : 1;
            b.rate(r, items[j], "emotion", label);
        }
    }
    return std::move(b.study());
}

analysis::RatingAnalysis analyse(const study::Study &s, analysis::RatingAnalysisOptions o = {})
{
    o.parts.mixed = false;
    o.resamplingRepeats = 50;
    auto r = analysis::analyzeRatingStudy(s, o);
    if (!r)
        qFatal("%s", r.error().message().c_str());
    return std::move(*r);
}

/// A hand-made analysis for boundary tests of verdictMatrix(): one emotion, one condition.
analysis::RatingAnalysis boundaryAnalysis()
{
    analysis::RatingAnalysis a;
    a.groups = {"all", "happy"};
    a.labels = {"happy", "sad"};
    a.dimensions = {"valence", "arousal"};
    a.human.assign(2, std::vector<analysis::HumanCell>(2));
    for (auto &dim : a.human)
        for (auto &h : dim) {
            h.loo.nWithin = 8000;
            h.loo.nPairs = 12000;
            h.loo.share = 8000.0 / 12000.0;
            h.diversity.meanItemSd = 1.0;
        }
    analysis::ConditionAnalysis c;
    c.id = "c1";
    c.classification.present = true;
    c.classification.confusion.status = agreement::ConfusionStatus::Ok;
    c.classification.confusion.kappa = 0.61;
    c.classification.confusion.perClass.resize(2);
    c.classification.confusion.perClass[0].tp = 192;
    c.classification.confusion.perClass[0].support = 240;
    c.classification.confusion.perClass[0].recall = 0.8;
    c.cells.assign(2, std::vector<analysis::AgreementCell>(2));
    for (auto &dim : c.cells)
        for (auto &cell : dim) {
            cell.status = analysis::CellStatus::Ok;
            cell.alpha.delta = 0.0;
            cell.w1sd.nWithin = 160;
            cell.w1sd.nItems = 240;
            cell.w1sd.share = 160.0 / 240.0;
            cell.ba.sd = 1.0;
            cell.ba.biasTP = 0.01;
        }
    a.conditions.push_back(c);
    return a;
}

} // namespace

class TestVerdicts : public QObject {
    Q_OBJECT

private slots:
    void fourBranches()
    {
        const auto a = analyse(branchStudy());
        const auto m = analysis::verdictMatrix(a);
        QCOMPARE(m.cells.size(), std::size_t(9)); // {all, 2 emotions} x {classification, valence, arousal}
        QCOMPARE(m.cells.front().group, std::string("all")); // the overall row comes first
        auto verdict = [&](const char *e, const char *d) { return m.find(e, d)->verdict; };
        QCOMPARE(verdict("happy", "valence"), analysis::Verdict::Replaceable); // n = 4 = replaceableMin
        QCOMPARE(m.find("happy", "valence")->nMeeting, std::size_t(4));
        QVERIFY(m.find("happy", "valence")->conditionsMeeting == std::vector<std::string>({"c1", "c2", "c3", "c4"}));
        QCOMPARE(verdict("sad", "valence"), analysis::Verdict::Partial);
        QCOMPARE(m.find("sad", "valence")->nMeeting, std::size_t(1));
        const auto *cal = m.find("happy", "arousal");
        for (const auto &ev : cal->evidence)
            qInfo("happy arousal %s: delta alpha %.6g, w1sd %.4g (loo %.4g), bias p %.3g, loa %.4g vs range %.4g",
                  ev.condition.c_str(), ev.deltaAlpha, ev.w1sd, ev.w1sdLoo, ev.biasP, ev.loaWidth, ev.humanRange);
        QCOMPARE(cal->verdict, analysis::Verdict::NeedsCalibration);
        QCOMPARE(cal->nMeeting, std::size_t(0));
        QCOMPARE(cal->calibrationCondition, std::string("c1"));
        // The offered fix maps the model back onto the human means: M = a x + b with a ~ 1, b ~ -1.65.
        QVERIFY(cal->calibration.ok);
        QVERIFY(std::fabs(cal->calibration.a - 1.0) < 0.2);
        QVERIFY(cal->calibration.b < -1.0);
        QCOMPARE(verdict("sad", "arousal"), analysis::Verdict::NotReplaceable);
        QCOMPARE(m.find("sad", "arousal")->nMeeting, std::size_t(0));
        // Classification: recall exactly 0.8 (32/40) meets; 31/40 does not.
        QCOMPARE(verdict("happy", "classification"), analysis::Verdict::Replaceable);
        QVERIFY(m.find("happy", "classification")->conditionsMeeting == std::vector<std::string>({"c1", "c2", "c3", "c4"}));
        QCOMPARE(m.find("happy", "classification")->evidence[0].recall, 0.8);
        QCOMPARE(verdict("sad", "classification"), analysis::Verdict::Replaceable);
        QCOMPARE(m.find("sad", "classification")->nMeeting, std::size_t(5));
        // Every cell says why.
        for (const auto &c : m.cells)
            QVERIFY(!c.reason.empty());
        // "More than a few" is configurable: with 5 required, 4 meeting is partial.
        analysis::RatingAnalysisOptions o;
        o.replaceableMin = 5;
        const auto m5 = analysis::verdictMatrix(analyse(branchStudy(), o));
        QCOMPARE(m5.find("happy", "valence")->verdict, analysis::Verdict::Partial);
        QCOMPARE(m5.find("sad", "classification")->verdict, analysis::Verdict::Replaceable);
    }

    void verdictFilesAndJson()
    {
        const auto a = analyse(branchStudy());
        const auto m = analysis::verdictMatrix(a);
        const std::string csv = analysis::verdictsCsv(m);
        QVERIFY(csv.find("happy,arousal,needs_calibration,0,\n") != std::string::npos);
        QVERIFY(csv.find("happy,valence,replaceable,4,c1;c2;c3;c4\n") != std::string::npos);
        QVERIFY(csv.find("sad,arousal,not_replaceable,0,\n") != std::string::npos);
        const std::string json = analysis::analysisJson(a, m, {"test", "memory"});
        QVERIFY(json.find("\"formula\": \"y' = a * y + b (lm(M ~ x))\"") != std::string::npos);
    }

    void boundaries()
    {
        // Δα exactly 0 and W1SD exactly the LOO baseline (160/240 = 8000/12000) meet.
        auto a = boundaryAnalysis();
        auto m = analysis::verdictMatrix(a);
        QCOMPARE(m.find("happy", "valence")->nMeeting, std::size_t(1));
        // recall exactly r* (192 = 0.8 * 240) and kappa exactly kappa* meet.
        QCOMPARE(m.find("happy", "classification")->nMeeting, std::size_t(1));

        a.conditions[0].cells[0][1].alpha.delta = -1e-300; // the smallest negative Δα fails
        a.conditions[0].cells[1][1].w1sd.nWithin = 159;    // one item fewer within 1 SD fails
        a.conditions[0].classification.confusion.perClass[0].tp = 191;
        m = analysis::verdictMatrix(a);
        QCOMPARE(m.find("happy", "valence")->nMeeting, std::size_t(0));
        QCOMPARE(m.find("happy", "arousal")->nMeeting, std::size_t(0));
        QCOMPARE(m.find("happy", "classification")->nMeeting, std::size_t(0));
        QCOMPARE(m.find("happy", "classification")->verdict, analysis::Verdict::NotReplaceable); // no calibration branch

        a = boundaryAnalysis();
        a.conditions[0].classification.confusion.kappa = std::nextafter(0.61, 0.0);
        QCOMPARE(analysis::verdictMatrix(a).find("happy", "classification")->nMeeting, std::size_t(0));

        // needs_calibration: LoA width 2 z SD_d equal to the human range 2 z mean SD_j still qualifies,
        // a bias p of exactly .05 does not.
        a = boundaryAnalysis();
        for (auto &cell : a.conditions[0].cells[0])
            cell.w1sd.nWithin = 0; // nobody meets
        m = analysis::verdictMatrix(a);
        QCOMPARE(m.find("happy", "valence")->verdict, analysis::Verdict::NeedsCalibration);
        QCOMPARE(m.find("happy", "valence")->evidence[0].loaWidth, m.find("happy", "valence")->evidence[0].humanRange);
        a.conditions[0].cells[0][1].ba.biasTP = 0.05;
        QCOMPARE(analysis::verdictMatrix(a).find("happy", "valence")->verdict, analysis::Verdict::NotReplaceable);
        a.conditions[0].cells[0][1].ba.biasTP = 0.01;
        a.conditions[0].cells[0][1].ba.sd = std::nextafter(1.0, 2.0);
        QCOMPARE(analysis::verdictMatrix(a).find("happy", "valence")->verdict, analysis::Verdict::NotReplaceable);
    }

    void cellWithoutModelDataIsNoData()
    {
        // A cell none of whose conditions has model values is "no data", never
        // "not replaceable" — and a cell with data that no condition meets stays not_replaceable.
        auto a = boundaryAnalysis();
        a.conditions[0].cells[1][1].status = analysis::CellStatus::NoPredictions; // no arousal ratings of happy
        a.conditions[0].classification.confusion.perClass[0].support = 0;      // no happy answers
        a.conditions[0].classification.confusion.perClass[0].tp = 0;
        auto m = analysis::verdictMatrix(a);
        QCOMPARE(m.find("happy", "arousal")->verdict, analysis::Verdict::NoData);
        QCOMPARE(m.find("happy", "arousal")->nMeeting, std::size_t(0));
        QCOMPARE(m.find("happy", "arousal")->reason, std::string("no condition has data for this cell"));
        QCOMPARE(m.find("happy", "classification")->verdict, analysis::Verdict::NoData);
        QVERIFY(m.find("happy", "valence")->verdict != analysis::Verdict::NoData);
        // verdicts.csv keeps the contract's header and names and writes the added value no_data
        const std::string csv = analysis::verdictsCsv(m);
        QVERIFY(csv.rfind("emotion,dimension,verdict,n_meeting,conditions_meeting\n", 0) == 0);
        QVERIFY(csv.find("happy,arousal,no_data,0,\n") != std::string::npos);
        QVERIFY(csv.find("happy,classification,no_data,0,\n") != std::string::npos);
        QVERIFY(csv.find("not_replaceable") == std::string::npos);
        QCOMPARE(std::string(analysis::verdictName(analysis::Verdict::NoData)), std::string("no_data"));
        // With data that fails the criterion the verdict is a judgement again.
        a = boundaryAnalysis();
        a.conditions[0].cells[1][1].w1sd.nWithin = 0;
        a.conditions[0].cells[1][1].ba.biasTP = 0.5; // no calibration either
        m = analysis::verdictMatrix(a);
        QCOMPARE(m.find("happy", "arousal")->verdict, analysis::Verdict::NotReplaceable);
        // No human ratings of a dimension: nothing to judge either.
        a = boundaryAnalysis();
        a.dimensions = {"valence"};
        a.human.resize(1);
        for (auto &c : a.conditions)
            c.cells.resize(1);
        m = analysis::verdictMatrix(a);
        QVERIFY(m.find("happy", "arousal")->noHumanRatings);
        QCOMPARE(m.find("happy", "arousal")->verdict, analysis::Verdict::NoData);
    }

    void altTestHandComputed()
    {
        // 3 raters x 4 items; model = rater A. Excluding A: d = (0,0,0,0), constant below ε -> p = 0.
        // Excluding B: d = (-1,0,0,-1), t = (-0.5 - ε)/(sd/2); excluding C: d = (0,-1,0,0).
        test::StudyBuilder b({"happy"});
        std::vector<int> items;
        for (int k = 0; k < 4; ++k)
            items.push_back(b.item(0));
        const double A[4] = {1, 2, 3, 4}, B[4] = {2, 2, 3, 5}, C[4] = {1, 3, 3, 4};
        const int ra = b.human("A"), rb = b.human("B"), rc = b.human("C"), model = b.condition("m");
        for (int k = 0; k < 4; ++k) {
            b.rate(ra, items[k], "valence", A[k]);
            b.rate(rb, items[k], "valence", B[k]);
            b.rate(rc, items[k], "valence", C[k]);
            b.rate(model, items[k], "valence", A[k]);
        }
        analysis::RatingAnalysisOptions o;
        o.altTestMinItems = 2;
        auto a = analyse(b.study(), o);
        const auto &t = a.conditions[0].cells[0][0].altTest;
        QCOMPARE(t.status, analysis::AltTestStatus::Ok);
        QCOMPARE(t.ratersUsable, std::size_t(3));
        QCOMPARE(t.ratersConstant, std::size_t(1));
        QCOMPARE(t.comparisons, std::size_t(12));
        QCOMPARE(t.advantage, 1.0); // the model is never worse than the excluded rater
        const double pB = stats::pt((-0.5 - 0.2) / (std::sqrt(1.0 / 3.0) / 2.0), 3);
        const double pC = stats::pt((-0.25 - 0.2) / (0.5 / 2.0), 3);
        const auto adj = stats::pAdjust(std::vector<double> {0.0, pB, pC}, stats::PAdjustMethod::BY);
        const std::size_t won = (adj[0] <= 0.05) + (adj[1] <= 0.05) + (adj[2] <= 0.05);
        QCOMPARE(won, std::size_t(1)); // by hand: adjusted 0, 0.129, 0.156
        QCOMPARE(t.ratersWon, won);
        QCOMPARE(t.winningRate, 1.0 / 3.0);
        QVERIFY(!t.passed);
        o.altTestEpsilon = 0.6; // a larger cost-benefit allowance: the model wins against everyone
        a = analyse(b.study(), o);
        QCOMPARE(a.conditions[0].cells[0][0].altTest.winningRate, 1.0);
        QVERIFY(a.conditions[0].cells[0][0].altTest.passed);
        o.altTestMinItems = 30; // the default: 4 items per rater are too few, and the status says so
        a = analyse(b.study(), o);
        QCOMPARE(a.conditions[0].cells[0][0].altTest.status, analysis::AltTestStatus::NoUsableRaters);
        QVERIFY(std::isnan(a.conditions[0].cells[0][0].altTest.winningRate));
    }

    void degenerateInput()
    {
        test::StudyBuilder b({"happy", "sad"});
        std::vector<int> items;
        for (int k = 0; k < 10; ++k)
            items.push_back(b.item(k % 2));
        const int lonely = b.item(0); // an item with a single human rating
        for (int h = 0; h < 3; ++h) {
            const int r = b.human("h" + std::to_string(h));
            for (std::size_t j = 0; j < items.size(); ++j)
                b.rate(r, items[j], "valence", 5 + (static_cast<int>(j) + h) % 3);
        }
        b.rate(b.human("h0"), lonely, "valence", 4);
        const int flat = b.condition("flat");     // constant predictions, only "happy" labels
        const int half = b.condition("half");     // predictions for half of the items, one unparseable label
        for (std::size_t j = 0; j < items.size(); ++j) {
            b.rate(flat, items[j], "valence", 5);
            b.rate(flat, items[j], "emotion", 0);
            if (j % 2 == 0) {
                b.rate(half, items[j], "valence", 6);
                b.rate(half, items[j], "emotion", j == 0 ? -1 : static_cast<int>(j % 2));
            }
        }
        b.rate(flat, lonely, "valence", 5);
        const auto a = analyse(b.study());
        const auto &cf = a.conditions[0];
        // Zero variance: a status, and NaN only where the status says so.
        QCOMPARE(cf.cells[0][0].pearson.status, stats::CorrelationStatus::ZeroVariance);
        QCOMPARE(cf.cells[0][0].diversity.distinctValues, std::size_t(1));
        QCOMPARE(cf.cells[0][0].diversity.sd, 0.0);
        // A class never predicted: precision, recall, F1 = 0 (zero_division = 0), not NaN.
        const auto &sad = cf.classification.confusion.perClass[1];
        QCOMPARE(sad.nPredicted, std::size_t(0));
        QCOMPARE(sad.precision, 0.0);
        QCOMPARE(sad.f1, 0.0);
        QVERIFY(std::isfinite(cf.classification.confusion.macroF1));
        // The lonely item: not pairable, skipped by W1SD and LOO, counted.
        QCOMPARE(cf.cells[0][0].w1sd.nSkipped, std::size_t(1));
        QCOMPARE(a.human[0][0].loo.nItemsSkipped, std::size_t(1));
        QCOMPARE(a.human[0][0].alpha[2].nUnitsPairable, 10LL);
        // Missing predictions: analysed on the available pairs, n reported.
        const auto &ch = a.conditions[1];
        QCOMPARE(ch.cells[0][0].n, std::size_t(5));
        QCOMPARE(ch.cells[0][0].nMissing, std::size_t(6));
        QCOMPARE(ch.classification.confusion.n, std::size_t(5));
        QCOMPARE(ch.classification.confusion.nInvalid, std::size_t(1));
        QCOMPARE(ch.classification.nItemsMissing, std::size_t(6));
        // No predictions at all for arousal (no human arousal either): the dimension is not analysed.
        QVERIFY(a.dimensions == std::vector<std::string>({"valence"}));
        // Every NaN in metrics.csv has a status in analysis.json; the writers never crash.
        const std::string dir = test::tempDir();
        QVERIFY(analysis::writeAnalysisOutput(dir, a, analysis::verdictMatrix(a), {}).has_value());
        const auto metrics = test::readMetrics(dir + "/metrics.csv");
        QVERIFY(std::isnan(metrics.get("flat", "valence", "all", "pearson_r")));
        QVERIFY(test::readText(dir + "/analysis.json").find("\"zero_variance\"") != std::string::npos);
        QCOMPARE(metrics.duplicates, std::size_t(0));
    }

    void emptyAndBareStudies()
    {
        study::Study empty;
        auto r = analysis::analyzeRatingStudy(empty);
        QVERIFY(r.has_value());
        QCOMPARE(r->status, analysis::AnalysisStatus::NoItems);
        const auto m = analysis::verdictMatrix(*r);
        QVERIFY(m.cells.empty());
        const std::string dir = test::tempDir();
        QVERIFY(analysis::writeAnalysisOutput(dir + "/x", *r, m, {}).has_value());
        // No grouping factor: the first column is `group`.
        QCOMPARE(test::readText(dir + "/x/verdicts.csv"), std::string("group,dimension,verdict,n_meeting,conditions_meeting\n"));

        // No emotion factor: only `all`, no verdict cells, a status.
        study::Study bare;
        study::Item it;
        it.key = "x";
        bare.addItem(it);
        r = analysis::analyzeRatingStudy(bare);
        QVERIFY(r.has_value());
        QCOMPARE(r->status, analysis::AnalysisStatus::NoEmotionFactor);

        // Bad options are an error, not a silent result.
        analysis::RatingAnalysisOptions o;
        o.recallThreshold = 1.5;
        QVERIFY(!analysis::analyzeRatingStudy(bare, o).has_value());
    }

    void cancellation()
    {
        std::stop_source stop;
        stop.request_stop();
        Progress p;
        p.stop = stop.get_token();
        auto r = analysis::analyzeRatingStudy(branchStudy(), {}, p);
        QVERIFY(!r.has_value());
        QCOMPARE(r.error().code, ErrorCode::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TestVerdicts)
#include "tst_verdicts.moc"

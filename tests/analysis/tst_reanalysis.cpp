// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// reanalyzeRatingStudy (engine/analysis/ratinganalysis.h): after a run changed one condition's answers,
// or after conditions were added, removed or relabelled, the re-analysis equals a full analysis of
// the changed study (every metrics.csv and verdicts.csv byte), and takes over what did not change —
// shown by a marker planted in the previous analysis that survives only where it was reused.

#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/report.h"
#include "engine/analysis/verdicts.h"
#include "engine/demo/demo.h"
#include "engine/storage/conditionsave.h"

#include <QtTest>

#include <algorithm>

using namespace rl;

namespace {

std::string outputs(const analysis::RatingAnalysis &a)
{
    return analysis::metricsCsv(a) + analysis::verdictsCsv(analysis::verdictMatrix(a));
}

/// The first line where two outputs differ, for the failure message.
std::string firstDifference(const std::string &a, const std::string &b)
{
    std::size_t i = 0;
    while (i < a.size() && i < b.size() && a[i] == b[i])
        ++i;
    const auto start = a.rfind('\n', i == 0 ? 0 : i - 1);
    const auto from = start == std::string::npos ? 0 : start + 1;
    return "reanalysis: " + a.substr(from, a.find('\n', i) - from) + " | full: " + b.substr(from, b.find('\n', i) - from);
}

int conditionIndex(const analysis::RatingAnalysis &a, const std::string &id)
{
    for (std::size_t c = 0; c < a.conditions.size(); ++c)
        if (a.conditions[c].id == id)
            return static_cast<int>(c);
    return -1;
}

} // namespace

class TestReanalysis : public QObject {
    Q_OBJECT

    study::Study m_study;
    analysis::RatingAnalysisOptions m_options;
    analysis::RatingAnalysis m_full;

private slots:
    void initTestCase()
    {
        auto demo = demo::generateDemo(42);
        QVERIFY(demo.has_value());
        m_study = std::move(demo->study);
        QVERIFY(m_study.conditions.size() >= 4);
        m_options.resamplingRepeats = 200; // every part runs; fewer inter-model resamples keep the test short
        auto full = analysis::analyzeRatingStudy(m_study, m_options);
        QVERIFY(full.has_value());
        m_full = std::move(*full);
        QCOMPARE(m_full.demographics.status, analysis::DemographicStatus::Ok);
        QVERIFY(m_full.mixed.run);
    }

    /// A run changed condition 1's answers: a third of its numeric ratings move, some disappear.
    void afterARun()
    {
        study::Study changed = m_study;
        const std::string id = changed.conditions[1].id;
        const int rater = changed.raterOfCondition(1);
        QVERIFY(rater >= 0);
        std::size_t touched = 0;
        std::vector<study::Rating> kept;
        for (auto r : changed.ratings) {
            const auto &dim = changed.dimensions[static_cast<std::size_t>(r.dimension)];
            if (r.rater == rater && dim.kind == study::DimensionKind::Numeric && r.item % 3 == 0) {
                ++touched;
                if (r.item % 2 == 0)
                    continue; // no answer any more
                r.value = r.value < dim.scaleMax ? r.value + 1 : dim.scaleMin;
            }
            kept.push_back(r);
        }
        QVERIFY(touched > 100);
        changed.ratings = std::move(kept);
        changed.reindex();

        // Markers: condition 0 is unchanged (its cells come from `previous`), condition 1 changed.
        analysis::RatingAnalysis previous = m_full;
        previous.conditions[0].cells[0][0].nMissing = 777777;
        previous.conditions[1].cells[0][0].nMissing = 777777;
        previous.human[0][0].nRatings = 888888;

        auto re = analysis::reanalyzeRatingStudy(previous, changed, {id});
        QVERIFY(re.has_value());
        QCOMPARE(re->conditions[0].cells[0][0].nMissing, std::size_t(777777)); // reused
        QVERIFY(re->conditions[1].cells[0][0].nMissing != 777777);           // analysed afresh
        QCOMPARE(re->human[0][0].nRatings, std::size_t(888888));             // human side reused

        auto reClean = analysis::reanalyzeRatingStudy(m_full, changed, {id});
        auto full = analysis::analyzeRatingStudy(changed, m_options);
        QVERIFY(reClean.has_value() && full.has_value());
        const std::string a = outputs(*reClean), b = outputs(*full);
        QVERIFY2(a == b, firstDifference(a, b).c_str());
        QVERIFY(outputs(m_full) != b); // the change is visible in the outputs
    }

    /// Conditions saved: one added (no answers yet), one removed (its answers deleted first, as the
    /// editor requires), one relabelled — nothing is analysed afresh but the new condition.
    void afterSavingConditions()
    {
        study::Study base = m_study;
        const std::string removed = base.conditions[2].id;
        const int rater = base.raterOfCondition(2);
        base.ratings.erase(std::remove_if(base.ratings.begin(), base.ratings.end(),
                                          [&](const study::Rating &r) { return r.rater == rater; }),
                           base.ratings.end());
        base.reindex();
        std::vector<study::ModelCondition> conditions;
        for (const auto &c : base.conditions)
            if (c.id != removed)
                conditions.push_back(c);
        conditions.front().label = "Renamed in the editor";
        study::ModelCondition added = conditions.back();
        added.id = "new-condition";
        added.label = "New condition";
        conditions.insert(conditions.begin() + 1, added);
        auto saved = storage::withConditions(base, conditions);
        QVERIFY2(saved.has_value(), saved ? "" : saved.error().detail.c_str());

        analysis::RatingAnalysis previous = m_full;
        previous.conditions[0].cells[0][0].nMissing = 777777;
        auto marked = analysis::reanalyzeRatingStudy(previous, *saved, {});
        QVERIFY(marked.has_value());
        QCOMPARE(marked->conditions.size(), m_full.conditions.size());
        QCOMPARE(marked->conditions[0].label, std::string("Renamed in the editor"));
        QCOMPARE(marked->conditions[0].cells[0][0].nMissing, std::size_t(777777));
        QCOMPARE(conditionIndex(*marked, removed), -1);
        QCOMPARE(conditionIndex(*marked, "new-condition"), 1);

        auto re = analysis::reanalyzeRatingStudy(m_full, *saved, {});
        auto full = analysis::analyzeRatingStudy(*saved, m_options);
        QVERIFY(re.has_value() && full.has_value());
        const std::string a = outputs(*re), b = outputs(*full);
        QVERIFY2(a == b, firstDifference(a, b).c_str());
    }

    /// The options of the previous analysis are used again (a re-analysis never changes them).
    void keepsOptions()
    {
        analysis::RatingAnalysisOptions o = m_options;
        o.parts = {true, false, false};
        o.recallThreshold = 0.7;
        auto agreementOnly = analysis::analyzeRatingStudy(m_study, o);
        QVERIFY(agreementOnly.has_value());
        auto re = analysis::reanalyzeRatingStudy(*agreementOnly, m_study, {m_study.conditions[0].id});
        QVERIFY(re.has_value());
        QCOMPARE(re->options.recallThreshold, 0.7);
        QVERIFY(!re->mixed.run);
        QCOMPARE(outputs(*re), outputs(*agreementOnly));
    }
};

QTEST_APPLESS_MAIN(TestReanalysis)
#include "tst_reanalysis.moc"

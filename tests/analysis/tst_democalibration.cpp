// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The embedded demo (rl::demo::generateDemo(42)) analysed by the face analysis lands on the calibration
// targets of docs/methods.md ("Demo study"): human Krippendorff α (valence, arousal, naturalness)
// and the LOO W1SD baseline (valence, arousal) within ±0.03. The test is meaningful: the same study with
// its human ratings shuffled across items (item information destroyed, marginals kept) misses every α
// target by more than twice the window. (The LOO W1SD is far less sensitive to such a shuffle; its
// check guards the scale use of the simulated raters.)
#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/report.h"
#include "engine/analysis/verdicts.h"
#include "engine/demo/demo.h"
#include "engine/stats/random.h"

#include <QtTest>

#include <cmath>
#include <map>

using namespace rl;

namespace {

double humanAlpha(const analysis::RatingAnalysis &a, const char *dim)
{
    const int d = a.dimensionIndex(dim);
    return d < 0 ? std::nan("") : a.human[static_cast<std::size_t>(d)][0].alpha[2].alpha;
}
double humanLoo(const analysis::RatingAnalysis &a, const char *dim)
{
    const int d = a.dimensionIndex(dim);
    return d < 0 ? std::nan("") : a.human[static_cast<std::size_t>(d)][0].loo.share;
}

} // namespace

class TestDemoCalibration : public QObject {
    Q_OBJECT

private:
    study::Study m_study;
    analysis::RatingAnalysis m_analysis;

private slots:
    void initTestCase()
    {
        auto demo = demo::generateDemo(42);
        QVERIFY(demo.has_value());
        m_study = std::move(demo->study);
        QVERIFY(m_study.synthetic);
        analysis::RatingAnalysisOptions o;
        o.parts = {true, false, false};
        auto r = analysis::analyzeRatingStudy(m_study, o);
        QVERIFY(r.has_value());
        m_analysis = std::move(*r);
    }

    void humanTargets()
    {
        const auto &t = demo::calibrationTargets();
        const struct {
            const char *dim;
            double target;
        } alphas[] = {{"valence", t.alphaValence}, {"arousal", t.alphaArousal}, {"naturalness", t.alphaNaturalness}};
        for (const auto &c : alphas) {
            const double a = humanAlpha(m_analysis, c.dim);
            qInfo("alpha %s = %.4f (target %.3f)", c.dim, a, c.target);
            QVERIFY2(std::fabs(a - c.target) <= 0.03, c.dim); // docs/methods.md §7, ±0.03
        }
        const struct {
            const char *dim;
            double target;
        } loos[] = {{"valence", t.looW1sdValence}, {"arousal", t.looW1sdArousal}};
        for (const auto &c : loos) {
            const double w = humanLoo(m_analysis, c.dim);
            qInfo("LOO W1SD %s = %.4f (target %.2f)", c.dim, w, c.target);
            QVERIFY2(std::fabs(w - c.target) <= 0.03, c.dim); // docs/methods.md §7, ±0.03
        }
    }

    void syntheticLabelInOutput()
    {
        const auto m = analysis::verdictMatrix(m_analysis);
        const std::string json = analysis::analysisJson(m_analysis, m, {"test", "demo"});
        QVERIFY(json.find("\"synthetic_demo\": true") != std::string::npos);
        QVERIFY(json.find("\"demo_seed\": 42") != std::string::npos);
        QCOMPARE(m.cells.size(), std::size_t(21)); // {all, six emotions} x {classification, valence, arousal}
    }

    void verdictMatrixShowsEveryVerdict()
    {
        // The demo's matrix is the first thing a user sees: it must exercise all four verdicts.
        const auto m = analysis::verdictMatrix(m_analysis);
        std::map<analysis::Verdict, int> count;
        for (const auto &cell : m.cells)
            ++count[cell.verdict];
        for (auto v : {analysis::Verdict::Replaceable, analysis::Verdict::Partial, analysis::Verdict::NeedsCalibration,
                       analysis::Verdict::NotReplaceable})
            QVERIFY2(count[v] >= 1, analysis::verdictName(v));
        // the face study's headline (docs/methods.md §7): sad faces cannot be classified by the non-thinking models
        for (const auto &cell : m.cells)
            if (cell.group == "sad" && cell.dimension == "classification")
                QCOMPARE(cell.verdict, analysis::Verdict::NotReplaceable);
    }

    void testIsDiscriminating()
    {
        // Shuffle which item each human rating belongs to (within a dimension): alpha collapses to ~0.
        study::Study shuffled = m_study;
        stats::Rng rng(7);
        std::vector<std::size_t> human;
        for (std::size_t r = 0; r < shuffled.ratings.size(); ++r)
            if (shuffled.raters[static_cast<std::size_t>(shuffled.ratings[r].rater)].kind == study::RaterKind::Human)
                human.push_back(r);
        std::vector<int> itemsOf;
        for (auto r : human)
            itemsOf.push_back(shuffled.ratings[r].item);
        rng.shuffle(std::span<int>(itemsOf));
        for (std::size_t k = 0; k < human.size(); ++k)
            shuffled.ratings[human[k]].item = itemsOf[k];
        analysis::RatingAnalysisOptions o;
        o.parts = {true, false, false};
        o.resamplingRepeats = 0;
        auto r = analysis::analyzeRatingStudy(shuffled, o);
        QVERIFY(r.has_value());
        const auto &t = demo::calibrationTargets();
        QVERIFY(std::fabs(humanAlpha(*r, "valence") - t.alphaValence) > 0.3);
        QVERIFY(std::fabs(humanAlpha(*r, "arousal") - t.alphaArousal) > 0.06);
        QVERIFY(std::fabs(humanAlpha(*r, "naturalness") - t.alphaNaturalness) > 0.06);
    }
};

QTEST_GUILESS_MAIN(TestDemoCalibration)
#include "tst_democalibration.moc"

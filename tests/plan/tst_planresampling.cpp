// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Planning a study by resampling it (engine/analysis/plan/resampling.h) and `raterlab-cli plan`: the design
// equal to the whole study keeps every decision in every draw; the results do not depend on the threads but
// on the seed; the human ceiling is the closed form of the crossed LMM's variances; the Clopper–Pearson
// interval has its closed-form ends; a study without a grouping factor and with a categorical dimension
// plans too; hostile flags end with exit 2 and write nothing.

#include "engine/analysis/plan/resampling.h"
#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/verdicts.h"
#include "engine/demo/demo.h"
#include "engine/stats/random.h"
#include "engine/storage/project.h"
#include "tests/common/clirun.h"
#include "tests/common/rawdatabase.h"
#include "tests/common/testutil.h"

#include <QDir>
#include <QFile>
#include <QtTest>

#include <cmath>
#include <set>

using namespace rl;
namespace plan = rl::analysis::plan;

namespace {

/// A study without factors: a numeric 1-9 dimension `score` and a categorical dimension `label` (a, b, c) with
/// human labels; 60 items, each rated by 6 of 12 raters; three conditions of decreasing quality.
study::Study ungroupedStudy()
{
    study::Study s;
    s.name = "ungrouped";
    study::Dimension score;
    score.name = "score";
    s.dimensions.push_back(score);
    study::Dimension label;
    label.name = "label";
    label.kind = study::DimensionKind::Categorical;
    label.levels = {"a", "b", "c"};
    s.dimensions.push_back(label);
    std::vector<int> humans;
    for (int h = 0; h < 12; ++h)
        humans.push_back(s.addRater({"h" + std::to_string(h), study::RaterKind::Human, -1}));
    std::vector<int> models;
    for (const char *id : {"good", "fair", "poor"}) {
        study::ModelCondition mc;
        mc.id = id;
        mc.label = id;
        models.push_back(s.raterOfCondition(s.addCondition(mc)));
    }
    stats::Rng rng(7);
    for (int j = 0; j < 60; ++j) {
        study::Item it;
        it.key = "t" + std::to_string(j + 1);
        const int item = s.addItem(it);
        const int truth = 1 + static_cast<int>(rng.below(9));
        const int cls = static_cast<int>(rng.below(3));
        for (int r = 0; r < 6; ++r) {
            const int h = humans[static_cast<std::size_t>((j + 2 * r) % 12)];
            const int noise = static_cast<int>(rng.below(3)) - 1;
            s.ratings.push_back({h, item, 0, static_cast<double>(std::clamp(truth + noise, 1, 9))});
            const int l = rng.below(4) == 0 ? static_cast<int>(rng.below(3)) : cls;
            s.ratings.push_back({h, item, 1, static_cast<double>(l)});
        }
        for (std::size_t c = 0; c < models.size(); ++c) {
            const int spread = static_cast<int>(c) * 2;
            const int off = spread == 0 ? 0 : static_cast<int>(rng.below(static_cast<std::uint64_t>(2 * spread + 1))) - spread;
            s.ratings.push_back({models[c], item, 0, static_cast<double>(std::clamp(truth + off, 1, 9))});
            const int l = rng.below(10) < 2 * c ? static_cast<int>(rng.below(3)) : cls;
            s.ratings.push_back({models[c], item, 1, static_cast<double>(l)});
        }
    }
    return s;
}

QString readText(const QString &path) { return QString::fromStdString(test::readBytes(path.toStdString())); }

} // namespace

class TestPlanResampling : public QObject {
    Q_OBJECT

    study::Study m_face;

private slots:
    void initTestCase()
    {
        auto demo = demo::generateDemo(demo::kDefaultSeed);
        QVERIFY2(demo, demo ? "" : demo.error().detail.c_str());
        m_face = std::move(demo->study);
    }

    void clopperPearsonHasItsClosedFormEnds()
    {
        // x = 0: [0, 1 - (α/2)^(1/n)]; x = n: [(α/2)^(1/n), 1]; x = 5 of 10: R's binom.test(5, 10)$conf.int.
        auto [lo0, hi0] = plan::clopperPearson(0, 10);
        QCOMPARE(lo0, 0.0);
        QVERIFY(std::fabs(hi0 - (1.0 - std::pow(0.025, 0.1))) < 1e-12);
        auto [lo1, hi1] = plan::clopperPearson(10, 10);
        QVERIFY(std::fabs(lo1 - std::pow(0.025, 0.1)) < 1e-12);
        QCOMPARE(hi1, 1.0);
        auto [lo5, hi5] = plan::clopperPearson(5, 10);
        QVERIFY2(std::fabs(lo5 - 0.187086028447398) < 1e-9 && std::fabs(hi5 - 0.812913971552602) < 1e-9,
                 qPrintable(QStringLiteral("%1 %2").arg(lo5, 0, 'g', 15).arg(hi5, 0, 'g', 15)));
        QVERIFY(std::isnan(plan::clopperPearson(0, 0).first));
    }

    void intervalAlphaFromSumsIsKrippendorffs()
    {
        // The demo's valence (integers) and a continuous copy, over every item and over random subsets, alone and
        // with a condition as one more rater.
        const int dim = m_face.findDimension("valence");
        std::vector<int> item;
        std::vector<double> value, continuous;
        for (const auto &r : m_face.ratings)
            if (r.dimension == dim && m_face.raters[static_cast<std::size_t>(r.rater)].kind == study::RaterKind::Human) {
                item.push_back(r.item);
                value.push_back(r.value);
                continuous.push_back(r.value + 0.001 * static_cast<double>(r.rater % 7));
            }
        const std::size_t I = m_face.items.size();
        std::vector<double> model(I, std::nan(""));
        stats::Rng rng(3);
        for (std::size_t j = 0; j < I; ++j)
            if (rng.below(10) > 0)
                model[j] = 1.0 + static_cast<double>(rng.below(9));
        std::size_t compared = 0;
        for (const auto &values : {value, continuous}) {
            const auto humans = agreement::ItemRatings::fromLong(item, values, I);
            for (int subset = 0; subset < 4; ++subset) {
                std::vector<int> units;
                for (std::size_t j = 0; j < I; ++j)
                    if (subset == 0 || rng.below(4) == 0)
                        units.push_back(static_cast<int>(j));
                for (bool extra : {false, true}) {
                    const std::span<const double> x = extra ? std::span<const double>(model) : std::span<const double>();
                    const auto lib = agreement::krippendorffAlpha(humans, agreement::AlphaLevel::Interval, units, x);
                    const auto sums = plan::intervalAlpha(humans, units, x);
                    QCOMPARE(sums.status, lib.status);
                    QCOMPARE(sums.nPairable, lib.nPairable);
                    QCOMPARE(sums.nUnitsPairable, lib.nUnitsPairable);
                    QVERIFY2(std::fabs(sums.alpha - lib.alpha) < 1e-13,
                             qPrintable(QStringLiteral("%1 vs %2").arg(sums.alpha, 0, 'g', 17).arg(lib.alpha, 0, 'g', 17)));
                    QVERIFY(std::fabs(sums.D_o - lib.D_o) < 1e-12 * lib.D_o && std::fabs(sums.D_e - lib.D_e) < 1e-12 * lib.D_e);
                    ++compared;
                }
            }
        }
        QCOMPARE(compared, std::size_t(16));
        // Degenerate: one value everywhere (no expected disagreement), single ratings (nothing pairable).
        const auto constant = agreement::ItemRatings::fromLong(std::vector<int> {0, 0, 1, 1}, std::vector<double> {3, 3, 3, 3}, 2);
        QCOMPARE(plan::intervalAlpha(constant, std::vector<int> {0, 1}).status, agreement::AlphaStatus::NoExpectedDisagreement);
        const auto single = agreement::ItemRatings::fromLong(std::vector<int> {0, 1}, std::vector<double> {3, 4}, 2);
        QCOMPARE(plan::intervalAlpha(single, std::vector<int> {0, 1}).status, agreement::AlphaStatus::NoPairableUnits);
    }

    void wholeStudyDesignKeepsEveryDecision()
    {
        plan::PlanOptions o;
        o.items = {m_face.items.size()};
        o.raters = {50};
        o.draws = 2;
        o.threads = 2;
        auto p = plan::planStudy(m_face, o);
        QVERIFY2(p, p ? "" : p.error().detail.c_str());
        QCOMPARE(p->maxRaters, std::size_t(50));
        // 3 dimensions (classification, valence, arousal) x 7 groups x (8 conditions + the verdict).
        QCOMPARE(p->rows.size(), std::size_t(3 * 7 * 9));
        for (const auto &row : p->rows)
            QVERIFY2(row.verdictStable == 1.0 && row.stableDraws == 2,
                     qPrintable(QString::fromStdString(row.dimension + " " + row.group + " " + row.condition + " "
                                                       + row.fullDecision)));
        // The whole study's decisions are those of analyze's verdict matrix.
        analysis::RatingAnalysisOptions ao;
        ao.parts = {true, false, false};
        ao.alphaBootstrapRepeats = 0;
        ao.resamplingRepeats = 0;
        auto whole = analysis::analyzeRatingStudy(m_face, ao);
        QVERIFY(whole);
        const analysis::VerdictMatrix m = analysis::verdictMatrix(*whole);
        std::set<std::string> decisions;
        for (const auto &row : p->rows) {
            const analysis::VerdictCell *cell = m.find(row.group, row.dimension);
            QVERIFY(cell);
            if (row.condition == plan::kAllConditions) {
                QCOMPARE(row.fullDecision, std::string(analysis::verdictName(cell->verdict)));
            } else {
                const bool meets = std::find(cell->conditionsMeeting.begin(), cell->conditionsMeeting.end(), row.condition)
                        != cell->conditionsMeeting.end();
                QCOMPARE(row.fullDecision, std::string(meets ? "meets" : "does_not_meet"));
            }
            decisions.insert(row.fullDecision);
        }
        QVERIFY2(decisions.count("meets") && decisions.count("does_not_meet"), "the demo has both decisions");
        // Smaller designs are not all stable: the measure can fall below 1.
        o.items = {50};
        o.raters = {2};
        o.draws = 10;
        auto small = plan::planStudy(m_face, o);
        QVERIFY(small);
        QVERIFY(std::any_of(small->rows.begin(), small->rows.end(), [](const auto &r) { return r.verdictStable < 1.0; }));
    }

    void resultsDependOnTheSeedNotOnTheThreads()
    {
        plan::PlanOptions o;
        o.items = {50, 200};
        o.raters = {2, 5};
        o.draws = 12;
        o.seed = 11;
        o.threads = 1;
        auto one = plan::planStudy(m_face, o);
        o.threads = 2;
        auto two = plan::planStudy(m_face, o);
        QVERIFY(one && two);
        QCOMPARE(QString::fromStdString(plan::planCsv(*one)), QString::fromStdString(plan::planCsv(*two)));
        QCOMPARE(QString::fromStdString(plan::planSummaryCsv(*one)), QString::fromStdString(plan::planSummaryCsv(*two)));
        QCOMPARE(one->ratingsDrawn, two->ratingsDrawn);
        QCOMPARE(one->ratingsDrawn, std::uint64_t(12) * 2 * (50 * 2 + 50 * 5 + 200 * 2 + 200 * 5)); // 2 dimensions, every item has 50 raters
        o.seed = 12;
        auto other = plan::planStudy(m_face, o);
        QVERIFY(other);
        QVERIFY(plan::planCsv(*other) != plan::planCsv(*one));
        QCOMPARE(plan::drawSeed(11, 50, 2, 3), plan::drawSeed(11, 50, 2, 3));
        QVERIFY(plan::drawSeed(11, 50, 2, 3) != plan::drawSeed(11, 50, 2, 4));
        QVERIFY(plan::drawSeed(11, 50, 2, 3) != plan::drawSeed(11, 2, 50, 3));
    }

    void progressReportsAndCancelStops()
    {
        plan::PlanOptions o;
        o.items = {50, 100};
        o.raters = {2};
        o.draws = 50;
        o.threads = 2;
        std::stop_source stop;
        std::int64_t lastDone = 0, total = 0;
        Progress progress;
        progress.stop = stop.get_token();
        progress.report = [&](std::string_view phase, std::int64_t done, std::int64_t all) {
            if (phase != "draws")
                return;
            QVERIFY(done > lastDone);
            lastDone = done;
            total = all;
            if (done >= 10)
                stop.request_stop();
        };
        auto p = plan::planStudy(m_face, o, progress);
        QVERIFY(!p);
        QCOMPARE(p.error().code, ErrorCode::Cancelled);
        QCOMPARE(total, std::int64_t(100));
        QVERIFY(lastDone >= 10 && lastDone < 100);
    }

    void humanCeilingIsTheClosedFormOfTheCrossedModel()
    {
        QVERIFY(std::fabs(plan::meanReliability(1.0, 0.5, 0.5, 2) - 2.0 / 3.0) < 1e-15);
        QVERIFY(std::isnan(plan::meanReliability(std::nan(""), 0.5, 0.5, 2)));
        analysis::RatingAnalysisOptions ao;
        ao.parts = {false, false, true};
        auto mixed = analysis::analyzeRatingStudy(m_face, ao);
        QVERIFY(mixed);
        plan::PlanOptions o;
        o.items = {50};
        o.raters = {2, 3, 10, 50};
        o.draws = 1;
        auto p = plan::planStudy(m_face, o);
        QVERIFY(p);
        std::size_t checked = 0;
        for (const auto &row : p->rows) {
            const int dim = mixed->dimensionIndex(row.dimension);
            if (dim < 0) {
                QVERIFY2(std::isnan(row.humanMeanReliability), row.dimension.c_str());
                continue;
            }
            const analysis::CrossedLmm &fit = mixed->mixed.crossed[static_cast<std::size_t>(dim)];
            QVERIFY(fit.varImage > 0 && fit.varRater > 0 && fit.varResidual > 0);
            const double k = static_cast<double>(row.raters);
            const double expected = fit.varImage / (fit.varImage + (fit.varRater + fit.varResidual) / k);
            QVERIFY2(std::fabs(row.humanMeanReliability - expected) <= 1e-13 * expected,
                     qPrintable(QStringLiteral("%1 k=%2: %3 vs %4").arg(QString::fromStdString(row.dimension)).arg(k)
                                        .arg(row.humanMeanReliability, 0, 'g', 17).arg(expected, 0, 'g', 17)));
            ++checked;
        }
        QCOMPARE(checked, std::size_t(2 * 7 * 9 * 4));
    }

    void ungroupedStudyWithACategoricalDimension()
    {
        const study::Study s = ungroupedStudy();
        plan::PlanOptions o;
        o.items = {20, 60};
        o.raters = {2, 6};
        o.draws = 8;
        o.threads = 2;
        o.costPerItem = {0.001, 0.002, std::nan("")};
        auto p = plan::planStudy(s, o);
        QVERIFY2(p, p ? "" : p.error().detail.c_str());
        QVERIFY(p->groupFactor.empty());
        std::set<std::string> dimensions;
        for (const auto &row : p->rows) {
            QCOMPARE(row.group, std::string("all"));
            dimensions.insert(row.dimension);
            if (row.items == 60 && row.raters == 6)
                QVERIFY2(row.verdictStable == 1.0, (row.dimension + " " + row.condition).c_str());
            QCOMPARE(std::isnan(row.humanMeanReliability), row.dimension == "label");
            if (row.condition == "good")
                QCOMPARE(row.modelCostUsd, 0.001 * static_cast<double>(row.items));
            if (row.condition == "poor" || row.condition == plan::kAllConditions)
                QVERIFY(std::isnan(row.modelCostUsd));
        }
        QCOMPARE(dimensions, (std::set<std::string> {"score", "label"}));
        QCOMPARE(p->summary.size(), std::size_t(2 * 4));
        for (const auto &rec : p->summary) {
            QVERIFY(!rec.sentence.empty() && rec.sentence.back() == '.');
            QVERIFY(rec.reached); // the whole study's design is among the designs
        }
        const std::string csv = plan::planCsv(*p);
        QVERIFY(csv.rfind("dimension,group,condition,items,raters,draws,seed,full_decision,verdict_stable,"
                          "verdict_stable_ci_low,verdict_stable_ci_high,alt_test_pass_rate,delta_alpha_ci_width,r_ci_width,"
                          "human_mean_reliability,human_ratings,model_cost_usd\n",
                          0)
                == 0);
    }

    void modelCostPerItemFromTheJournal()
    {
        // good: tokens at its prices; fair: recorded costs, half of its requests without any (valued at the
        // others' mean); poor: nothing recorded.
        study::Study s = ungroupedStudy();
        s.conditions[0].priceInputPerMTok = 0.5;
        s.conditions[0].priceOutputPerMTok = 1.5;
        const std::string path = test::tempDir() + "/cost.raterlab";
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p.has_value());
        QVERIFY(p->save(s).has_value());
        auto db = test::rawDatabase(*p);
        const auto insert = [&](const std::string &condition, const std::string &item, int round, double cost,
                                std::int64_t in, std::int64_t out) {
            auto st = db.prepare("INSERT INTO requests(condition_id, item_id, stage, round, sample, prompt_hash, status, "
                                 "input_tokens, output_tokens, cost_usd) SELECT c.id, i.id, 1, ?3, 0, 'h' || ?4, 'answered', ?5, ?6, ?7 "
                                 "FROM conditions c, items i WHERE c.key = ?1 AND i.key = ?2");
            QVERIFY(st.has_value());
            st->bind(1, condition).bind(2, item).bind(3, round).bind(4, condition + item);
            if (in >= 0)
                st->bind(5, in);
            if (out >= 0)
                st->bind(6, out);
            st->bind(7, cost);
            const auto stepped = st->step();
            QVERIFY2(stepped.has_value(), stepped ? "" : stepped.error().detail.c_str());
        };
        for (int j = 1; j <= 20; ++j) {
            insert("good", "t" + std::to_string(j), 1, std::nan(""), 4000, 800);
            insert("fair", "t" + std::to_string(j), 1, j <= 10 ? 0.002 : std::nan(""), -1, -1);
        }
        auto costs = plan::costPerItem(*p, s);
        QVERIFY2(costs, costs ? "" : costs.error().detail.c_str());
        QCOMPARE(costs->size(), std::size_t(3));
        QVERIFY(std::fabs((*costs)[0] - (4000 * 0.5 + 800 * 1.5) / 1e6) < 1e-15);
        QVERIFY(std::fabs((*costs)[1] - 0.002) < 1e-15);
        QVERIFY(std::isnan((*costs)[2]));
    }

    void impossibleDesignsAreRefused()
    {
        const study::Study s = ungroupedStudy();
        auto refused = [&](plan::PlanOptions o, const char *what) {
            auto p = plan::planStudy(s, o);
            QVERIFY2(!p, what);
            QVERIFY2(p.error().code == ErrorCode::Validation, what);
            QVERIFY2(!p.error().detail.empty(), what);
        };
        plan::PlanOptions o;
        o.items = {20};
        o.raters = {2};
        o.draws = 2;
        auto bad = o;
        bad.items = {0};
        refused(bad, "0 items");
        bad = o;
        bad.items = {61};
        refused(bad, "more items than the study");
        bad = o;
        bad.raters = {7};
        refused(bad, "more raters than an item has");
        bad = o;
        bad.raters = {1};
        refused(bad, "one rater");
        bad = o;
        bad.draws = 0;
        refused(bad, "no draws");
        bad = o;
        bad.target = 0;
        refused(bad, "target 0");
        bad = o;
        bad.threads = 0;
        refused(bad, "no threads");
    }

    void cliRefusesHostileFlagsAndWritesBothFiles()
    {
        const QString dir = QString::fromStdString(test::tempDir());
        const QString project = dir + "/face.raterlab";
        auto demo = test::runCli({"demo", project});
        QVERIFY2(demo.code == 0, qPrintable(demo.err));
        const QString out = dir + "/plan";
        const QList<QStringList> hostile {
                {"plan", project, "--out", out, "--items", "0"},
                {"plan", project, "--out", out, "--items", "50,,100"},
                {"plan", project, "--out", out, "--raters", "abc"},
                {"plan", project, "--out", out, "--raters", "51"},
                {"plan", project, "--out", out, "--items", "5000"},
                {"plan", project, "--out", out, "--draws", "0"},
                {"plan", project, "--out", out, "--target", "1.5"},
                {"plan", project, "--out", out, "--epsilon", "x"},
                {"plan", project, "--out", out, "--threads", "0"},
                {"plan", project, "--out", out, "--group-by", "nosuchfactor"},
                {"plan", project, "--out", out, "--bogus", "1"},
                {"plan", project, "--out", out, "--simulate", "categorical"},
                {"plan", "--simulate", "categorical", "--categories", "1", "--out", out},
                {"plan", project},
                {"plan", "--out", out},
        };
        for (const QStringList &args : hostile) {
            const auto r = test::runCli(args);
            QVERIFY2(r.code == 2, qPrintable(args.join(' ') + QStringLiteral(" -> %1: ").arg(r.code) + r.err));
            QVERIFY2(r.err.startsWith(QLatin1String("raterlab-cli plan: ")) && r.err.trimmed().size() > 40, qPrintable(r.err));
            QVERIFY2(!QDir(out).exists(), qPrintable(args.join(' ') + " left " + out));
        }
        const auto k = test::runCli({"plan", project, "--out", out, "--raters", "51"});
        QVERIFY2(k.err.contains(QLatin1String("50")), qPrintable(k.err)); // names what the study has
        const auto ok = test::runCli({"plan", project, "--out", out, "--items", "50,100", "--raters", "2,3", "--draws", "3",
                                      "--seed", "5", "--threads", "2"});
        QVERIFY2(ok.code == 0, qPrintable(ok.err));
        const QStringList planLines = readText(out + "/plan.csv").split('\n', Qt::SkipEmptyParts);
        QCOMPARE(planLines.size(), 1 + 4 * 3 * 7 * 9);
        for (const char *column : {"verdict_stable", "verdict_stable_ci_low", "verdict_stable_ci_high", "alt_test_pass_rate",
                                   "delta_alpha_ci_width", "r_ci_width", "human_mean_reliability", "human_ratings",
                                   "model_cost_usd"})
            QVERIFY2(planLines.front().split(',').contains(QLatin1String(column)), column);
        const QStringList summary = readText(out + "/plan_summary.csv").split('\n', Qt::SkipEmptyParts);
        QCOMPARE(summary.size(), 1 + 3 * 7 * 9);
        QVERIFY(ok.err.contains(QLatin1String("seed 5")));
        // The methods paragraph is written with the two tables.
        const QString methods = readText(out + "/plan_methods.md");
        QVERIFY2(methods.contains(QLatin1String("(seed 5)")) && methods.contains(QLatin1String("B = 3")), qPrintable(methods));
    }
};

QTEST_GUILESS_MAIN(TestPlanResampling)
#include "tst_planresampling.moc"

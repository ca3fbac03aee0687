// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The agreement suite on a generic rating study, not the face study: 40 TEXT items with a `topic`
// factor, 12 human raters with missing cells, a 0-100 continuous VAS and a 1-7 integer scale, a
// categorical `stance` classified against the item's `stance` factor, three model conditions —
// analysed grouped by `topic` against the R goldens of tests/reference/rating
// (tests/reference/R/rating_study.R: cor.test, t.test, lm, qt and its own coincidence-matrix alpha).
// The study goes in through the real importers and the numbers are read back from metrics.csv.
#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/report.h"
#include "engine/analysis/verdicts.h"
#include "tests/analysis/faceproject.h"

#include <QProcess>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace rl;
using rl::test::fuzzyCompare;

namespace {

constexpr double kClosed = 1e-12; // tests/reference/README §"Suggested tolerances": closed-form statistics
constexpr double kP = 1e-10;      // p-values and t-quantile-based bounds
constexpr double kExact = 1e-9;   // counts (docs/methods.md, "Accuracy against R": exact)

std::string ratingDir() { return test::sourceDir() + "/tests/reference/rating/"; }

/// The tolerance of a golden metric by what it is.
double toleranceOf(const std::string &metric)
{
    static const std::vector<std::string> counts {"n", "n_ratings", "n_items", "n_missing", "alpha_n_pairable",
                                                  "alpha_n_units", "alpha_with_model_n_pairable", "w1sd_loo_n_pairs",
                                                  "w1sd_loo_n_within", "w1sd_n_items", "w1sd_n_within",
                                                  "distinct_values", "n_values", "pearson_df", "invalid_count",
                                                  "n_correct", "support", "n_predicted", "tp", "fp", "fn"};
    if (metric.rfind("hist_", 0) == 0 || metric.rfind("confusion_", 0) == 0
        || std::find(counts.begin(), counts.end(), metric) != counts.end())
        return kExact;
    if (metric == "pearson_p" || metric == "ba_prop_p" || metric == "ba_bias_p" || metric.rfind("ba_bias_ci_", 0) == 0
        || (metric.rfind("ba_loa_", 0) == 0 && metric.find("_ci_") != std::string::npos))
        return kP;
    return kClosed;
}

/// Imports stimuli.csv, ratings.csv (long, so its dimensions are declared: vas 0-100 continuous, clarity
/// 1-7 integer, stance categorical) and predictions.csv (one column per declared dimension) through
/// importFile. Returns the first error, empty on success.
std::string importRatingStudy(const std::string &path)
{
    auto project = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
    if (!project)
        return project.error().message();
    io::ImportOptions stimuli;
    stimuli.studyKind = study::StudyKind::Rating;
    if (auto r = io::importFile(*project, io::ImportKind::Stimuli, ratingDir() + "stimuli.csv", stimuli); !r)
        return r.error().message();
    io::ImportOptions ratings;
    for (const char *decl : {"vas:0-100:continuous", "clarity:1-7", "stance:categorical:against,neutral,favour"}) {
        auto d = io::parseDimensionDecl(decl);
        if (!d)
            return d.error().message();
        ratings.dimensions.push_back(*d);
    }
    if (auto r = io::importFile(*project, io::ImportKind::Ratings, ratingDir() + "ratings.csv", ratings); !r)
        return r.error().message();
    if (auto r = io::importFile(*project, io::ImportKind::Predictions, ratingDir() + "predictions.csv", io::ImportOptions {});
        !r)
        return r.error().message();
    return {};
}

} // namespace

class TestRatingStudy : public QObject {
    Q_OBJECT

private:
    std::string m_dir;
    std::string m_project;
    study::Study m_study;
    analysis::RatingAnalysis m_analysis;
    test::Metrics m_metrics;

private slots:
    void initTestCase()
    {
        m_dir = test::tempDir();
        m_project = m_dir + "/rating.raterlab";
        const std::string err = importRatingStudy(m_project);
        QVERIFY2(err.empty(), err.c_str());
        auto project = storage::Project::open(m_project);
        QVERIFY(project.has_value());
        auto study = project->loadStudy();
        QVERIFY(study.has_value());
        m_study = std::move(*study);
        analysis::RatingAnalysisOptions options;
        options.groupBy = "topic";
        auto result = analysis::analyzeRatingStudy(m_study, options);
        QVERIFY2(result.has_value(), result.has_value() ? "" : result.error().message().c_str());
        m_analysis = std::move(*result);
        const auto verdicts = analysis::verdictMatrix(m_analysis);
        analysis::ReportInfo info {analysis::programVersion(), m_project};
        auto written = analysis::writeAnalysisOutput(m_dir + "/out", m_analysis, verdicts, info);
        QVERIFY2(written.has_value(), written.has_value() ? "" : written.error().message().c_str());
        m_metrics = test::readMetrics(m_dir + "/out/metrics.csv");
        QCOMPARE(m_metrics.header, std::string("condition,dimension,topic,metric,value"));
        QCOMPARE(m_metrics.duplicates, std::size_t(0));
    }

    void studyShape()
    {
        QCOMPARE(m_analysis.status, analysis::AnalysisStatus::Ok);
        QCOMPARE(m_analysis.itemCount, std::size_t(40));
        QCOMPARE(m_analysis.humanRaterCount, std::size_t(12));
        QCOMPARE(m_analysis.conditions.size(), std::size_t(3));
        QVERIFY(m_analysis.groups == std::vector<std::string>({"all", "science", "sports", "politics", "arts"}));
        QVERIFY(m_analysis.dimensions == std::vector<std::string>({"vas", "clarity"}));
        QCOMPARE(m_analysis.classifiedDimension, std::string("stance")); // against the `stance` factor
        QVERIFY(m_analysis.labels == std::vector<std::string>({"against", "neutral", "favour"}));
        for (const auto &c : m_analysis.conditions) {
            QVERIFY(c.classification.present);
            QCOMPARE(c.classificationByGroup.size(), m_analysis.groups.size()); // within each topic
        }
        QCOMPARE(m_analysis.conditions[2].classification.confusion.nInvalid, std::size_t(1)); // "unsure"
        QCOMPARE(m_analysis.conditions[2].classification.nItemsMissing, std::size_t(1));
        QCOMPARE(m_analysis.scales[0].integerValued, false);
        QCOMPARE(m_analysis.scales[1].scaleMax, 7.0);
        for (const auto &item : m_study.items)
            QCOMPARE(item.kind, study::ItemKind::Text);
    }

    /// Every golden of rating_metrics.csv, at its tolerance.
    void goldens()
    {
        const auto g = test::readGolden(ratingDir() + "rating_metrics.csv");
        QCOMPARE(g.columns, std::vector<std::string>({"condition", "dimension", "topic", "metric", "value"}));
        QVERIFY(g.rows.size() > 1500);
        std::size_t failures = 0;
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string c = g.text(i, "condition"), d = g.text(i, "dimension"), t = g.text(i, "topic"),
                              m = g.text(i, "metric");
            const double expected = g.number(i, "value"), tol = toleranceOf(m);
            const double actual = m_metrics.get(c, d, t, m);
            if (!m_metrics.has(c, d, t, m) || !fuzzyCompare(actual, expected, tol)) { // R rating_study.R
                qWarning("%s/%s/%s/%s: %s vs R %s (tol %g)", c.c_str(), d.c_str(), t.c_str(), m.c_str(),
                         io::formatNumber(actual).c_str(), io::formatNumber(expected).c_str(), tol);
                ++failures;
            }
        }
        QCOMPARE(failures, std::size_t(0));
    }

    /// Histograms cover the declared scale: 1..7 integer bins, ten bins of 0-100; every value is counted once.
    void histogramsOnTheDeclaredScale()
    {
        QVERIFY(m_metrics.has("human", "clarity", "all", "hist_1"));
        QVERIFY(m_metrics.has("human", "clarity", "all", "hist_7"));
        QVERIFY(!m_metrics.has("human", "clarity", "all", "hist_8"));
        QVERIFY(!m_metrics.has("human", "vas", "all", "hist_1"));
        double humans = 0, model = 0;
        for (int b = 0; b < 10; ++b) {
            const std::string bin = "hist_" + std::to_string(10 * b) + "-" + std::to_string(10 * b + 10);
            QVERIFY2(m_metrics.has("human", "vas", "all", bin), bin.c_str());
            humans += m_metrics.get("human", "vas", "all", bin);
            model += m_metrics.get("model-c", "vas", "all", bin);
        }
        QCOMPARE(humans, m_metrics.get("human", "vas", "all", "n_ratings"));
        QCOMPARE(model, m_metrics.get("model-c", "vas", "all", "n_values"));
        QCOMPARE(m_analysis.human[0][0].bins.outside, std::size_t(0));

        // An integer scale of more than 21 values (clarity declared 0-100) is binned in tenths, not in 101 bins.
        study::Study wide = m_study;
        wide.dimensions[static_cast<std::size_t>(wide.findDimension("clarity"))].scaleMin = 0;
        wide.dimensions[static_cast<std::size_t>(wide.findDimension("clarity"))].scaleMax = 100;
        analysis::RatingAnalysisOptions options;
        options.groupBy = "topic";
        options.parts = {true, false, false};
        auto result = analysis::analyzeRatingStudy(wide, options);
        QVERIFY(result.has_value());
        const auto &h = result->human[1][0];
        QCOMPARE(h.bins.edges.size(), std::size_t(11));
        QVERIFY(h.diversity.histogram.counts.empty());
        QCOMPARE(h.bins.counts[0], h.nRatings); // every clarity rating (1-7) is in the first tenth [0, 10)
        QCOMPARE(h.bins.outside, std::size_t(0));
    }

    /// The face-only parts are skipped with a reason; no verdict cell is about the face dimensions.
    void faceOnlyPartsSkipped()
    {
        auto noted = [&](const char *text) {
            for (const auto &n : m_analysis.notes)
                if (n.find(text) != std::string::npos)
                    return true;
            return false;
        };
        QVERIFY(noted("Demographic bias needs 'race' and 'gender' factors"));
        QVERIFY(noted("The paired LMMs need an emotion factor"));
        const auto verdicts = analysis::verdictMatrix(m_analysis);
        QCOMPARE(verdicts.cells.size(), std::size_t(5 * 3)); // {all, 4 topics} x {classification, vas, clarity}
        QVERIFY(verdicts.find("arts", "clarity") != nullptr);
        // The classes are stances, not topics: the classification cell of a topic is the accuracy within it.
        QCOMPARE(verdicts.find("arts", "classification")->evidence.front().support,
                 m_analysis.conditions.front().classificationByGroup[std::size_t(m_analysis.groupIndex("arts"))].confusion.n);
        QVERIFY(test::readText(m_dir + "/out/verdicts.csv").rfind("topic,dimension,verdict,", 0) == 0);
        QVERIFY(test::readText(m_dir + "/out/verdict_evidence.csv").rfind("topic,dimension,condition,", 0) == 0);
        const auto j = nlohmann::json::parse(test::readText(m_dir + "/out/analysis.json"));
        QCOMPARE(j["group_by"].get<std::string>(), std::string("topic"));
        QCOMPARE(j["verdicts"]["cells"][0]["topic"].get<std::string>(), std::string("all"));
        QCOMPARE(j["verdicts"]["cells"][3]["topic"].get<std::string>(), std::string("science"));
    }

    /// Grouping by a factor the study does not have: the overall group only, with its status.
    void absentGroupFactor()
    {
        auto result = analysis::analyzeRatingStudy(m_study, analysis::RatingAnalysisOptions {}); // groupBy = emotion
        QVERIFY(result.has_value());
        QCOMPARE(result->status, analysis::AnalysisStatus::NoGroupFactor);
        QVERIFY(result->groups == std::vector<std::string>({"all"}));
        QVERIFY(result->conditions[0].classificationByGroup.empty());
        QVERIFY(std::find(result->notes.begin(), result->notes.end(),
                          "The study has no factor 'emotion', so every result is over all items (the 'all' group).")
                != result->notes.end());
        // The inter-model variance is over every item.
        QCOMPARE(result->interModel[0].overall.groups.size(), std::size_t(1));
        QVERIFY(result->interModel[0].overall.groups[0].nItems > 0);
        // Without a factor asked for, no status: only the `all` group, and the third column is `group`.
        analysis::RatingAnalysisOptions none;
        none.groupBy.clear();
        auto ungrouped = analysis::analyzeRatingStudy(m_study, none);
        QVERIFY(ungrouped.has_value());
        QCOMPARE(ungrouped->status, analysis::AnalysisStatus::Ok);
        QCOMPARE(ungrouped->groupColumn(), std::string("group"));
        QVERIFY(analysis::metricsCsv(*ungrouped).rfind("condition,dimension,group,metric,value\n", 0) == 0);
        const auto matrix = analysis::verdictMatrix(*ungrouped);
        QVERIFY(!matrix.cells.empty());
        for (const auto &cell : matrix.cells)
            QCOMPARE(cell.group, std::string("all"));
        QVERIFY(analysis::verdictEvidenceCsv(matrix).rfind("group,dimension,condition,", 0) == 0);
        QCOMPARE(result->conditions[0].cells[0][0].n, m_analysis.conditions[0].cells[0][0].n);
        QVERIFY(fuzzyCompare(result->conditions[0].cells[0][0].pearson.r, m_analysis.conditions[0].cells[0][0].pearson.r, 0));
    }

    void commandLine()
    {
#ifdef RL_CLI_PATH
        QProcess p;
        const QString out = QString::fromStdString(m_dir + "/cli-out");
        p.start(QStringLiteral(RL_CLI_PATH), {QStringLiteral("analyze"), QString::fromStdString(m_project),
                                              QStringLiteral("--out"), out, QStringLiteral("--group-by"),
                                              QStringLiteral("topic")});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        const auto m = test::readMetrics(out.toStdString() + "/metrics.csv");
        QCOMPARE(m.header, std::string("condition,dimension,topic,metric,value"));
        QCOMPARE(m.rows, m_metrics.rows);
        QVERIFY(fuzzyCompare(m.get("model-b", "vas", "sports", "delta_alpha"),
                             m_metrics.get("model-b", "vas", "sports", "delta_alpha"), 0));
        // An unknown factor: exit 1 with the factors the study has.
        p.start(QStringLiteral(RL_CLI_PATH), {QStringLiteral("analyze"), QString::fromStdString(m_project),
                                              QStringLiteral("--out"), out, QStringLiteral("--group-by"),
                                              QStringLiteral("tone")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 1);
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(err.contains("no factor 'tone' (factors: ") && err.contains("topic, length, stance)"), err.constData());
#else
        QSKIP("raterlab-cli is not part of this build");
#endif
    }
};

QTEST_GUILESS_MAIN(TestRatingStudy)
#include "tst_ratingstudy.moc"

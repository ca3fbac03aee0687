// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The whole face analysis (docs/methods.md §1–3) of the public synthetic face study against the R goldens
// of tests/reference/face (04b_face_metrics.R, 04d_face_replaceability.R). The study goes in through
// the real importers; the numbers are read back from the metrics.csv / verdicts.csv /
// verdict_evidence.csv the analysis writes (the public contract), and once more through raterlab-cli.
#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/report.h"
#include "engine/analysis/verdicts.h"
#include "tests/analysis/faceproject.h"

#include <QProcess>
#include <QtTest>

#include <chrono>
#include <nlohmann/json.hpp>

using namespace rl;
using rl::test::fuzzyCompare;

namespace {

constexpr double kClosed = 1e-12; // README §"Suggested tolerances": closed-form statistics
constexpr double kP = 1e-10;      // p-values and quantile-based bounds (t / F distributions)
constexpr double kExact = 1e-9;   // exact counts (docs/methods.md, "Accuracy against R": exact)

std::string num(double v) { return io::formatNumber(v); }

} // namespace

class TestFaceReference : public QObject {
    Q_OBJECT

private:
    std::string m_dir;
    std::string m_project;
    analysis::RatingAnalysis m_analysis;
    test::Metrics m_metrics;
    std::string m_face;

    /// Compares metric (c, d, e, metric) with golden column `col` of row i; reports the key on failure.
    bool check(const test::GoldenTable &g, std::size_t i, const std::string &col, const std::string &c,
               const std::string &d, const std::string &e, const std::string &metric, double tol)
    {
        const double expected = g.number(i, col);
        const double actual = m_metrics.get(c, d, e, metric);
        if (!m_metrics.has(c, d, e, metric) || !fuzzyCompare(actual, expected, tol)) {
            qWarning("%s/%s/%s/%s: %s vs golden %s = %s (tol %g)", c.c_str(), d.c_str(), e.c_str(), metric.c_str(),
                     num(actual).c_str(), col.c_str(), num(expected).c_str(), tol);
            return false;
        }
        return true;
    }

private slots:
    void initTestCase()
    {
        m_face = test::referenceDir() + "/face/";
        m_dir = test::tempDir();
        m_project = m_dir + "/face.raterlab";
        const auto t0 = std::chrono::steady_clock::now();
        const std::string err = test::importReferenceFaceStudy(m_project);
        QVERIFY2(err.empty(), err.c_str());
        auto project = storage::Project::open(m_project);
        QVERIFY(project.has_value());
        auto study = project->loadStudy();
        QVERIFY(study.has_value());
        const auto t1 = std::chrono::steady_clock::now();
        analysis::RatingAnalysisOptions options;
        options.parts.mixed = false; // the LMMs have their own test
        auto result = analysis::analyzeRatingStudy(*study, options);
        QVERIFY2(result.has_value(), result.has_value() ? "" : result.error().message().c_str());
        m_analysis = std::move(*result);
        const auto verdicts = analysis::verdictMatrix(m_analysis);
        analysis::ReportInfo info {analysis::programVersion(), m_project};
        auto written = analysis::writeAnalysisOutput(m_dir + "/out", m_analysis, verdicts, info);
        QVERIFY2(written.has_value(), written.has_value() ? "" : written.error().message().c_str());
        const auto t2 = std::chrono::steady_clock::now();
        qInfo("import + load %.2f s, analysis + writing %.3f s", std::chrono::duration<double>(t1 - t0).count(),
              std::chrono::duration<double>(t2 - t1).count());
        m_metrics = test::readMetrics(m_dir + "/out/metrics.csv");
        QCOMPARE(m_metrics.header, std::string("condition,dimension,emotion,metric,value"));
        QVERIFY(m_metrics.rows > 1000);
        QCOMPARE(m_metrics.duplicates, std::size_t(0)); // one value per (condition, dimension, emotion, metric)
    }

    void studyShape()
    {
        QCOMPARE(m_analysis.itemCount, std::size_t(1440));
        QCOMPARE(m_analysis.humanRaterCount, std::size_t(1000));
        QCOMPARE(m_analysis.conditions.size(), std::size_t(8));
        const std::vector<std::string> groups {"all", "happy", "sad", "angry", "fearful", "disgusted", "neutral"};
        QVERIFY(m_analysis.groups == groups); // declared emotion order
        QVERIFY(m_analysis.dimensions == std::vector<std::string>({"valence", "arousal"}));
        QVERIFY(!m_analysis.syntheticDemo);
    }

    void classification()
    {
        const auto g = test::readGolden(m_face + "face_classification.csv");
        QCOMPARE(g.rows.size(), std::size_t(8));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string c = g.text(i, "condition");
            QVERIFY(check(g, i, "n", c, "emotion", "all", "n", kExact));               // R common.R class_metrics
            QVERIFY(check(g, i, "n_correct", c, "emotion", "all", "n_correct", kExact));
            QVERIFY(check(g, i, "accuracy", c, "emotion", "all", "accuracy", kClosed));
            QVERIFY(check(g, i, "p_expected", c, "emotion", "all", "p_expected", kClosed));
            QVERIFY(check(g, i, "kappa", c, "emotion", "all", "kappa", kClosed));
            QVERIFY(check(g, i, "macro_f1", c, "emotion", "all", "macro_f1", kClosed));
            QCOMPARE(m_metrics.get(c, "emotion", "all", "invalid_count"), 0.0);
        }
    }

    void perClass()
    {
        const auto g = test::readGolden(m_face + "face_per_class.csv");
        QCOMPARE(g.rows.size(), std::size_t(48));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string c = g.text(i, "condition"), k = g.text(i, "class");
            for (const char *col : {"support", "n_predicted", "tp", "fp", "fn"})
                QVERIFY(check(g, i, col, c, "emotion", k, col, kExact)); // R class_metrics per_class
            for (const char *col : {"precision", "recall", "f1"})
                QVERIFY(check(g, i, col, c, "emotion", k, col, kClosed)); // R class_metrics, zero_division = 0
        }
    }

    void confusionMatrix()
    {
        const auto g = test::readGolden(m_face + "face_confusion.csv");
        QCOMPARE(g.rows.size(), std::size_t(288));
        for (std::size_t i = 0; i < g.rows.size(); ++i)
            QVERIFY(check(g, i, "count", g.text(i, "condition"), "emotion", g.text(i, "true"),
                          "confusion_" + g.text(i, "pred"), kExact)); // R table(true, pred)
    }

    void agreementOverall()
    {
        const auto g = test::readGolden(m_face + "face_agreement.csv");
        QCOMPARE(g.rows.size(), std::size_t(16));
        const std::vector<std::pair<std::string, std::string>> closed {
            {"pearson_r", "pearson_r"}, {"pearson_t", "pearson_t"}, {"pearson_df", "pearson_df"},
            {"spearman_rho", "spearman_rho"}, {"ba_bias", "ba_bias"}, {"ba_sd", "ba_sd"},
            {"ba_loa_lower", "ba_loa_low"}, {"ba_loa_upper", "ba_loa_high"},
            {"ba_propbias_intercept", "ba_prop_intercept"}, {"ba_propbias_slope", "ba_prop_slope"},
            {"alpha_humans", "alpha_humans"}, {"alpha_humans_plus_model", "alpha_with_model"},
            {"delta_alpha", "delta_alpha"}, {"w1sd", "w1sd"}, {"model_sd", "sd_predictions"}};
        const std::vector<std::pair<std::string, std::string>> pvals {
            {"pearson_p", "pearson_p"}, {"ba_bias_ci_lower", "ba_bias_ci_low"}, {"ba_bias_ci_upper", "ba_bias_ci_high"},
            {"ba_loa_lower_ci_lower_ba1999", "ba_loa_low_ci_low"}, {"ba_loa_lower_ci_upper_ba1999", "ba_loa_low_ci_high"},
            {"ba_loa_upper_ci_lower_ba1999", "ba_loa_high_ci_low"}, {"ba_loa_upper_ci_upper_ba1999", "ba_loa_high_ci_high"},
            {"ba_propbias_slope_p", "ba_prop_p"}};
        const std::vector<std::pair<std::string, std::string>> counts {
            {"n_images", "n"}, {"alpha_humans_plus_model_n_pairable", "alpha_with_model_n_pairable"},
            {"w1sd_n_within", "w1sd_n_within"}, {"w1sd_n_exact_ties", "w1sd_n_exact_ties"}};
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string c = g.text(i, "condition"), d = g.text(i, "dimension");
            for (const auto &[col, metric] : closed)
                QVERIFY(check(g, i, col, c, d, "all", metric, kClosed)); // R 04b: cor.test, bland_altman, kripp_alpha_long
            for (const auto &[col, metric] : pvals)
                QVERIFY(check(g, i, col, c, d, "all", metric, kP)); // R pt/qt-based
            for (const auto &[col, metric] : counts)
                QVERIFY(check(g, i, col, c, d, "all", metric, kExact));
        }
    }

    void agreementByEmotion()
    {
        const auto g = test::readGolden(m_face + "face_agreement_by_emotion.csv");
        QCOMPARE(g.rows.size(), std::size_t(112));
        const std::vector<std::pair<std::string, std::string>> closed {
            {"pearson_r", "pearson_r"}, {"pearson_r_ci_low", "pearson_r_ci_low"}, {"pearson_r_ci_high", "pearson_r_ci_high"},
            {"spearman_rho", "spearman_rho"}, {"ba_bias", "ba_bias"}, {"ba_sd", "ba_sd"}, {"ba_loa_low", "ba_loa_low"},
            {"ba_loa_high", "ba_loa_high"}, {"ba_prop_intercept", "ba_prop_intercept"}, {"ba_prop_slope", "ba_prop_slope"},
            {"mae", "mae"}, {"alpha_humans_e", "alpha_humans"}, {"alpha_with_model_e", "alpha_with_model"},
            {"delta_alpha_e", "delta_alpha"}};
        const std::vector<std::pair<std::string, std::string>> pvals {
            {"ba_bias_ci_low", "ba_bias_ci_low"}, {"ba_bias_ci_high", "ba_bias_ci_high"},
            {"ba_loa_low_ci_low", "ba_loa_low_ci_low"}, {"ba_loa_low_ci_high", "ba_loa_low_ci_high"},
            {"ba_loa_high_ci_low", "ba_loa_high_ci_low"}, {"ba_loa_high_ci_high", "ba_loa_high_ci_high"},
            {"ba_prop_p", "ba_prop_p"}, {"bias_t_p", "ba_bias_p"}};
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string c = g.text(i, "condition"), d = g.text(i, "dimension"), e = g.text(i, "emotion");
            QVERIFY(check(g, i, "n", c, d, e, "n", kExact));
            for (const auto &[col, metric] : closed)
                QVERIFY(check(g, i, col, c, d, e, metric, kClosed)); // R 04d: cor.test, bland_altman, kripp_alpha_long
            for (const auto &[col, metric] : pvals)
                QVERIFY(check(g, i, col, c, d, e, metric, kP)); // R 04d: qt / pt / t.test
        }
    }

    void w1sd()
    {
        const auto g = test::readGolden(m_face + "face_w1sd.csv");
        QCOMPARE(g.rows.size(), std::size_t(112));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string c = g.text(i, "condition"), d = g.text(i, "dimension");
            const std::string e = g.text(i, "emotion") == "ALL" ? "all" : g.text(i, "emotion");
            QVERIFY(check(g, i, "n_images", c, d, e, "w1sd_n_items", kExact)); // R 04b face_w1sd
            QVERIFY(check(g, i, "n_within", c, d, e, "w1sd_n_within", kExact));
            QVERIFY(check(g, i, "n_exact_ties", c, d, e, "w1sd_n_exact_ties", kExact));
            QVERIFY(check(g, i, "w1sd", c, d, e, "w1sd", kClosed));
            QVERIFY(check(g, i, "mean_abs_z", c, d, e, "mean_abs_z", kClosed));
        }
    }

    void humanLooAndByEmotion()
    {
        const auto loo = test::readGolden(m_face + "face_human_loo.csv");
        QCOMPARE(loo.rows.size(), std::size_t(14));
        for (std::size_t i = 0; i < loo.rows.size(); ++i) {
            const std::string d = loo.text(i, "dimension");
            const std::string e = loo.text(i, "emotion") == "ALL" ? "all" : loo.text(i, "emotion");
            QVERIFY(check(loo, i, "n_pairs", "human", d, e, "w1sd_loo_n_pairs", kExact)); // R 04b face_human_loo
            QVERIFY(check(loo, i, "n_within", "human", d, e, "w1sd_loo_n_within", kExact)); // ties counted within
            QVERIFY(check(loo, i, "n_exact_ties", "human", d, e, "w1sd_loo_n_exact_ties", kExact));
            QVERIFY(check(loo, i, "w1sd", "human", d, e, "w1sd_loo", kClosed));
        }
        const auto g = test::readGolden(m_face + "face_human_by_emotion.csv");
        QCOMPARE(g.rows.size(), std::size_t(14));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string d = g.text(i, "dimension"), e = g.text(i, "emotion");
            QVERIFY(check(g, i, "n_images", "human", d, e, "n", kExact)); // R 04d face_human_by_emotion
            QVERIFY(check(g, i, "n_ratings", "human", d, e, "n_ratings", kExact));
            for (const char *col : {"alpha_nominal", "alpha_ordinal", "alpha_interval", "alpha_ratio", "mean_item_sd", "w1sd_loo"})
                QVERIFY(check(g, i, col, "human", d, e, col, kClosed)); // R kripp_alpha_long(values = 1:9), sd
            for (const char *col : {"w1sd_loo_n_pairs", "w1sd_loo_n_within", "w1sd_loo_n_exact_ties"})
                QVERIFY(check(g, i, col, "human", d, e, col, kExact));
        }
    }

    void krippendorffAllLevels()
    {
        const auto g = test::readGolden(m_face + "face_krippendorff_humans_all_levels.csv");
        QCOMPARE(g.rows.size(), std::size_t(8));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string d = g.text(i, "dimension"), level = g.text(i, "level");
            QVERIFY(check(g, i, "alpha", "human", d, "all", "alpha_" + level, kClosed)); // R kripp_alpha_long
            QVERIFY(check(g, i, "n_pairable", "human", d, "all", "alpha_n_pairable", kExact));
            QVERIFY(check(g, i, "n_units", "human", d, "all", "alpha_n_units", kExact));
            const int di = m_analysis.dimensionIndex(d);
            QVERIFY(di >= 0);
            std::size_t l = 0;
            while (l < 4 && agreement::alphaLevelName(static_cast<agreement::AlphaLevel>(l)) != level)
                ++l;
            QVERIFY(l < 4);
            const auto &r = m_analysis.human[static_cast<std::size_t>(di)][0].alpha[l];
            QVERIFY(fuzzyCompare(r.D_o, g.number(i, "D_o"), kClosed)); // R kripp_alpha_counts D_o
            QVERIFY(fuzzyCompare(r.D_e, g.number(i, "D_e"), kClosed)); // R kripp_alpha_counts D_e
        }
    }

    void diversity()
    {
        const auto g = test::readGolden(m_face + "face_diversity.csv");
        QCOMPARE(g.rows.size(), std::size_t(18));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string c = g.text(i, "condition"), d = g.text(i, "dimension");
            const bool human = c == "human";
            QVERIFY(check(g, i, "n_values", c, d, "all", human ? "n_ratings" : "n_values", kExact)); // R length(x)
            QVERIFY(check(g, i, "distinct_values", c, d, "all", "distinct_values", kExact)); // R length(unique(x))
            if (human)
                QVERIFY(check(g, i, "mean_item_sd", c, d, "all", "mean_item_sd", kClosed)); // R mean(sd_j)
            else
                QVERIFY(check(g, i, "sd_predictions", c, d, "all", "sd_predictions", kClosed)); // R sd(x)
            for (int b = 1; b <= 9; ++b)
                QVERIFY(check(g, i, "hist_" + std::to_string(b), c, d, "all", "hist_" + std::to_string(b), kExact)); // tabulate
        }
    }

    void interModelVariance()
    {
        const auto g = test::readGolden(m_face + "face_inter_model_variance.csv");
        QCOMPARE(g.rows.size(), std::size_t(12));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string d = g.text(i, "dimension"), e = g.text(i, "emotion");
            QVERIFY(check(g, i, "n_images", "models", d, e, "n", kExact)); // R 04d
            QVERIFY(check(g, i, "n_conditions", "models", d, e, "n_conditions", kExact));
            QVERIFY(check(g, i, "inter_model_variance", "models", d, e, "inter_model_variance", kClosed)); // mean(apply(X, 1, var))
            const int di = m_analysis.dimensionIndex(d);
            std::string joined;
            for (const auto &id : m_analysis.interModel[static_cast<std::size_t>(di)].conditions)
                joined += (joined.empty() ? "" : ";") + id;
            QCOMPARE(joined, g.text(i, "conditions"));
            // The human reference is random (B = 1000, seed 42): it must exist and bracket its mean.
            const double lo = m_metrics.get("models", d, e, "human_resample_variance_p025");
            const double mid = m_metrics.get("models", d, e, "human_resample_variance_mean");
            const double hi = m_metrics.get("models", d, e, "human_resample_variance_p975");
            QVERIFY(lo < mid && mid < hi);
            QCOMPARE(m_metrics.get("models", d, e, "resample_repeats"), 1000.0);
            QCOMPARE(m_metrics.get("models", d, e, "resample_seed"), 42.0);
        }
    }

    /// verdicts.csv without its overall rows (`all,...`): the R reference has the per-emotion rows only.
    static std::string perGroupRows(const std::string &csv)
    {
        std::string out;
        std::size_t pos = 0;
        while (pos < csv.size()) {
            const std::size_t end = std::min(csv.find('\n', pos), csv.size() - 1) + 1;
            const std::string line = csv.substr(pos, end - pos);
            if (line.rfind("all,", 0) != 0)
                out += line;
            pos = end;
        }
        return out;
    }

    void verdicts()
    {
        const std::string expected = test::readText(m_face + "face_verdicts.csv");
        const std::string actual = test::readText(m_dir + "/out/verdicts.csv");
        QCOMPARE(perGroupRows(actual), expected); // R 04d face_verdicts.csv, byte for byte
        // The overall row comes first: {all} x {classification, valence, arousal}.
        QVERIFY(actual.find("emotion,dimension,verdict,n_meeting,conditions_meeting\nall,classification,") == 0);
        QVERIFY(actual.find("\nall,valence,") != std::string::npos && actual.find("\nall,arousal,") != std::string::npos);
    }

    void verdictEvidence()
    {
        const auto g = test::readGolden(m_face + "face_verdict_evidence.csv");
        const auto a = test::readGolden(m_dir + "/out/verdict_evidence.csv");
        QCOMPARE(g.rows.size(), std::size_t(144));
        // Ours starts with the overall rows ({all} x 3 dimensions x 8 conditions), then the R reference's.
        QCOMPARE(a.rows.size(), g.rows.size() + 24);
        const std::size_t skip = 24;
        for (std::size_t i = 0; i < skip; ++i)
            QCOMPARE(a.text(i, "emotion"), std::string("all"));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::size_t k = i + skip;
            for (const char *col : {"emotion", "dimension", "condition", "meets", "calibration_candidate"})
                QCOMPARE(a.text(k, col), g.text(i, col)); // R 04d face_verdict_evidence
            for (const char *col : {"delta_alpha_e", "w1sd_e", "w1sd_loo_e", "recall_e", "kappa", "loa_width_e", "human_range_e"})
                QVERIFY2(fuzzyCompare(a.number(k, col), g.number(i, col), kClosed), (std::to_string(i) + " " + col).c_str());
            QVERIFY(fuzzyCompare(a.number(k, "bias_p_e"), g.number(i, "bias_p_e"), kP)); // t.test(d)$p.value
        }
    }

    void altTestReported()
    {
        // Not in the goldens (no R implementation): the overall Alt-test uses every rater (72 items each),
        // the per-emotion one none (12 items per rater < 30), and says so.
        for (const auto &ca : m_analysis.conditions) {
            const auto &all = ca.cells[0][0].altTest;
            QCOMPARE(all.status, analysis::AltTestStatus::Ok);
            QCOMPARE(all.ratersUsable, std::size_t(1000));
            QCOMPARE(all.comparisons, std::size_t(72000));
            QVERIFY(all.winningRate >= 0 && all.winningRate <= 1);
            QVERIFY(all.advantage >= 0 && all.advantage <= 1);
            const auto &happy = ca.cells[0][1].altTest;
            QCOMPARE(happy.status, analysis::AltTestStatus::NoUsableRaters);
            QCOMPARE(happy.ratersUsable, std::size_t(0));
            QCOMPARE(happy.ratersWithItems, std::size_t(1000));
        }
        // cond1_strong tracks the human mean closely: it beats most single raters on valence.
        QVERIFY(m_analysis.conditions[0].cells[0][0].altTest.passed);
    }

    void demographicsAnova()
    {
        const auto g = test::readGolden(m_face + "face_anova.csv");
        QCOMPARE(g.rows.size(), std::size_t(288));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string c = g.text(i, "condition"), d = g.text(i, "dimension"), e = g.text(i, "emotion");
            const std::string t = g.text(i, "test") == "race:gender" ? "race_gender" : g.text(i, "test");
            const std::string k = "anova_" + t + "_";
            QVERIFY(check(g, i, "n", c, d, e, "anova_n", kExact));
            QVERIFY(check(g, i, "df1", c, d, e, k + "df1", kExact));
            QVERIFY(check(g, i, "df2", c, d, e, k + "df2", kExact));
            for (const char *col : {"F", "rss_reduced", "rss_larger", "eta2"})
                QVERIFY(check(g, i, col, c, d, e, k + col, kClosed)); // R anova(lm, lm)
            QVERIFY(check(g, i, "ss_type1", c, d, e, k + "ss_type1", kClosed)); // R anova(M_full) Type I SS
            QVERIFY(check(g, i, "ss_total", c, d, e, "anova_ss_total", kClosed));
            QVERIFY(check(g, i, "p", c, d, e, k + "p", kP));   // R pf
            QVERIFY(check(g, i, "q_bh", c, d, e, k + "q", kP)); // R p.adjust(p, "BH") per (condition, dimension)
        }
    }

    void demographicsTukey()
    {
        const auto j = nlohmann::json::parse(test::readText(m_face + "face_tukey_emmeans.json"));
        const std::string c = j["case"]["cond"], d = j["case"]["dim"], e = j["case"]["emo"];
        for (const auto &ct : j["contrasts"]) {
            std::string label = ct["contrast"]; // "Black female - Korean female"
            const auto dash = label.find(" - ");
            auto cell = [](std::string s) {
                s[s.find(' ')] = ':';
                return s;
            };
            const std::string key = "tukey_" + cell(label.substr(0, dash)) + "-" + cell(label.substr(dash + 3)) + "_";
            QVERIFY2(m_metrics.has(c, d, e, key + "p"), key.c_str());
            QVERIFY(fuzzyCompare(m_metrics.get(c, d, e, key + "estimate"), ct["estimate"].get<double>(), kClosed)); // emmeans
            QVERIFY(fuzzyCompare(m_metrics.get(c, d, e, key + "t"), ct["t_ratio"].get<double>(), kClosed));
            QVERIFY(fuzzyCompare(m_metrics.get(c, d, e, key + "p"), ct["p_tukey"].get<double>(), 1e-8)); // ptukey
        }
    }

    void demographicsUnbalancedSubset()
    {
        const auto ids = test::readGolden(m_face + "face_anova_unbalanced_subset_image_ids.csv");
        analysis::RatingAnalysisOptions options;
        options.parts = {false, true, false};
        for (std::size_t i = 0; i < ids.rows.size(); ++i)
            options.itemSubset.push_back(ids.text(i, "image_id"));
        auto project = storage::Project::open(m_project);
        QVERIFY(project.has_value());
        auto study = project->loadStudy();
        QVERIFY(study.has_value());
        auto result = analysis::analyzeRatingStudy(*study, options);
        QVERIFY(result.has_value());
        const std::string out = m_dir + "/out-subset";
        QVERIFY(analysis::writeAnalysisOutput(out, *result, analysis::verdictMatrix(*result), {}).has_value());
        const auto m = test::readMetrics(out + "/metrics.csv");
        const auto g = test::readGolden(m_face + "face_anova_unbalanced_subset.csv");
        QCOMPARE(g.rows.size(), std::size_t(72));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string c = g.text(i, "condition"), d = g.text(i, "dimension"), e = g.text(i, "emotion");
            const std::string k = "anova_" + (g.text(i, "test") == "race:gender" ? std::string("race_gender") : g.text(i, "test")) + "_";
            QVERIFY(fuzzyCompare(m.get(c, d, e, "anova_n"), g.number(i, "n"), kExact));
            for (const char *col : {"F", "rss_reduced", "rss_larger", "eta2", "ss_type1"})
                QVERIFY2(fuzzyCompare(m.get(c, d, e, k + col), g.number(i, col), kClosed), (c + d + e + k + col).c_str()); // R anova, unbalanced
            QVERIFY(fuzzyCompare(m.get(c, d, e, k + "p"), g.number(i, "p"), kP));
            QVERIFY(fuzzyCompare(m.get(c, d, e, k + "q"), g.number(i, "q_bh"), kP)); // BH within the subset's family
        }
    }

    void analysisJson()
    {
        const auto j = nlohmann::json::parse(test::readText(m_dir + "/out/analysis.json"));
        QCOMPARE(j["synthetic_demo"].get<bool>(), false);
        QCOMPARE(j["program_version"].get<std::string>(), std::string(analysis::programVersion()));
        QCOMPARE(j["options"]["seed"].get<int>(), 42);
        QCOMPARE(j["verdicts"]["cells"].size(), std::size_t(21)); // {all, six emotions} x 3
        QCOMPARE(j["group_by"].get<std::string>(), std::string("emotion"));
        QCOMPARE(j["conditions"].size(), std::size_t(8));
        QCOMPARE(j["conditions"][0]["dimensions"]["valence"]["sad"]["status"].get<std::string>(), std::string("ok"));
    }

    void commandLine()
    {
#ifdef RL_CLI_PATH
        QProcess p;
        const QString out = QString::fromStdString(m_dir + "/cli-out");
        p.start(QStringLiteral(RL_CLI_PATH), {QStringLiteral("analyze"), QString::fromStdString(m_project),
                                              QStringLiteral("--out"), out, QStringLiteral("--only"), QStringLiteral("agreement")});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(p.readAllStandardError().contains("analyze: agreement 8/8"));
        QCOMPARE(perGroupRows(test::readText(out.toStdString() + "/verdicts.csv")), test::readText(m_face + "face_verdicts.csv"));
        const auto m = test::readMetrics(out.toStdString() + "/metrics.csv");
        // Same engine: every agreement number equals the library path's.
        std::size_t compared = 0;
        for (const auto &[key, v] : m.values) {
            auto it = m_metrics.values.find(key);
            QVERIFY(it != m_metrics.values.end());
            QVERIFY(fuzzyCompare(v, it->second, 0.0));
            ++compared;
        }
        QVERIFY(compared > 1000);
        // Failure: a one-line reason and a non-zero exit.
        p.start(QStringLiteral(RL_CLI_PATH), {QStringLiteral("analyze"), QStringLiteral("/nonexistent/x.raterlab"),
                                              QStringLiteral("--out"), out});
        QVERIFY(p.waitForFinished(30000));
        QVERIFY(p.exitCode() != 0);
        QVERIFY(p.readAllStandardError().startsWith("raterlab-cli: "));
        p.start(QStringLiteral(RL_CLI_PATH), {QStringLiteral("analyze"), QString::fromStdString(m_project)});
        QVERIFY(p.waitForFinished(30000));
        QVERIFY(p.exitCode() != 0);
#else
        QSKIP("raterlab-cli is not part of this build");
#endif
    }
};

QTEST_GUILESS_MAIN(TestFaceReference)
#include "tst_facereference.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// A categorical annotation study without gold labels, end to end: the generated studies of
// tests/reference/categorical (11_categorical.R: 200 items, 5 annotators, 3 models; one balanced, one
// with missing labels, invalid and missing answers) are written as the CSV files a user brings, go in
// through the real importers, are analysed by analyzeRatingStudy with no grouping factor, and every
// number of metrics.csv, verdicts.csv and verdict_evidence.csv is checked against the R goldens
// (irr::kripp.alpha, irr::kappam.fleiss, the plurality and its tie rule, the fractional confusion, the
// authors' alt_test with accuracy scoring).
#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/report.h"
#include "engine/analysis/verdicts.h"
#include "tests/analysis/faceproject.h"

#include <QtTest>

#include <fstream>
#include <map>

using namespace rl;
using rl::test::fuzzyCompare;

namespace {

constexpr double kClosed = 1e-12;
constexpr double kP = 1e-10;

std::string refDir() { return test::sourceDir() + "/tests/reference/categorical/"; }

struct Written {
    std::vector<std::string> labels; ///< label names, index order
    std::string error;
};

/// stimuli.csv, ratings.csv (long) and predictions.csv of one reference study, imported into `path`.
Written importStudy(const std::string &study, const std::string &dir, const std::string &path)
{
    Written w;
    const auto labels = test::readGolden(refDir() + "labels.csv");
    for (std::size_t i = 0; i < labels.rows.size(); ++i)
        if (labels.text(i, "study") == study)
            w.labels.push_back(labels.text(i, "name"));
    const auto ratings = test::readGolden(refDir() + "ratings.csv");
    const auto answers = test::readGolden(refDir() + "answers.csv");
    std::map<int, bool> items;
    std::ofstream r(dir + "/ratings.csv");
    r << "rater_id,stimulus_id,dimension,value\n";
    for (std::size_t i = 0; i < ratings.rows.size(); ++i) {
        if (ratings.text(i, "study") != study)
            continue;
        const int item = std::stoi(ratings.text(i, "item"));
        items[item] = true;
        r << "h" << ratings.text(i, "rater") << ",i" << item << ",label,"
          << w.labels[static_cast<std::size_t>(std::stoi(ratings.text(i, "label")))] << "\n";
    }
    r.close();
    std::ofstream p(dir + "/predictions.csv");
    p << "condition,stimulus_id,label\n";
    for (std::size_t i = 0; i < answers.rows.size(); ++i) {
        if (answers.text(i, "study") != study || answers.text(i, "answer") == "NA")
            continue;
        const int a = std::stoi(answers.text(i, "answer"));
        p << answers.text(i, "model") << ",i" << answers.text(i, "item") << ","
          << (a < 0 ? std::string("unsure") : w.labels[static_cast<std::size_t>(a)]) << "\n";
        items[std::stoi(answers.text(i, "item"))] = true;
    }
    p.close();
    std::ofstream s(dir + "/stimuli.csv");
    s << "stimulus_id\n";
    for (const auto &[item, _] : items)
        s << "i" << item << "\n";
    s.close();

    auto project = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
    if (!project) {
        w.error = project.error().message();
        return w;
    }
    io::ImportOptions stimuli;
    stimuli.studyKind = study::StudyKind::Rating;
    io::ImportOptions declared;
    std::string decl = "label:categorical:";
    for (std::size_t k = 0; k < w.labels.size(); ++k)
        decl += (k ? "," : "") + w.labels[k];
    auto d = io::parseDimensionDecl(decl);
    if (!d) {
        w.error = d.error().message();
        return w;
    }
    declared.dimensions.push_back(*d);
    for (const auto &[kind, file, options] : {std::tuple {io::ImportKind::Stimuli, "stimuli.csv", stimuli},
                                              std::tuple {io::ImportKind::Ratings, "ratings.csv", declared},
                                              std::tuple {io::ImportKind::Predictions, "predictions.csv", io::ImportOptions {}}})
        if (auto imported = io::importFile(*project, kind, dir + "/" + file, options); !imported) {
            w.error = std::string(file) + ": " + imported.error().message();
            return w;
        }
    return w;
}

} // namespace

class TestCategoricalStudy : public QObject {
    Q_OBJECT

    struct Analysed {
        std::string dir;
        Written written;
        analysis::RatingAnalysis analysis;
        analysis::VerdictMatrix verdicts;
        test::Metrics metrics;
    };
    std::map<std::string, Analysed> m_studies;

private slots:
    void initTestCase()
    {
        for (const std::string study : {"balanced", "unbalanced"}) {
            const std::string dir = test::tempDir() + "/categorical-" + study;
            QDir(QString::fromStdString(dir)).removeRecursively();
            QDir().mkpath(QString::fromStdString(dir));
            Analysed a;
            a.dir = dir;
            a.written = importStudy(study, dir, dir + "/study.raterlab");
            QVERIFY2(a.written.error.empty(), a.written.error.c_str());
            auto project = storage::Project::open(dir + "/study.raterlab");
            QVERIFY(project.has_value());
            auto loaded = project->loadStudy();
            QVERIFY(loaded.has_value());
            analysis::RatingAnalysisOptions o;
            o.groupBy.clear(); // no grouping factor
            o.parts = {true, false, false};
            o.alphaBootstrapRepeats = 300;
            auto result = analysis::analyzeRatingStudy(*loaded, o);
            QVERIFY(result.has_value());
            a.analysis = std::move(*result);
            a.verdicts = analysis::verdictMatrix(a.analysis);
            QVERIFY(analysis::writeAnalysisOutput(dir + "/out", a.analysis, a.verdicts, {"test", "categorical"}).has_value());
            a.metrics = test::readMetrics(dir + "/out/metrics.csv");
            QCOMPARE(a.metrics.duplicates, std::size_t(0));
            m_studies[study] = std::move(a);
        }
    }

    void study_data()
    {
        QTest::addColumn<QString>("study");
        QTest::newRow("balanced") << QStringLiteral("balanced");
        QTest::newRow("unbalanced") << QStringLiteral("unbalanced");
    }

    /// The humans: alpha nominal, Fleiss' kappa (or why not), specific agreement, the LOO baseline.
    void humans_data() { study_data(); }
    void humans()
    {
        QFETCH(QString, study);
        const Analysed &a = m_studies.at(study.toStdString());
        QCOMPARE(a.metrics.header, std::string("condition,dimension,group,metric,value"));
        QVERIFY(a.analysis.categoricalDimensions == std::vector<std::string>({"label"}));
        const auto g = test::readGolden(refDir() + "humans.csv");
        std::size_t row = g.rows.size();
        for (std::size_t i = 0; i < g.rows.size(); ++i)
            if (g.text(i, "study") == study.toStdString() && g.text(i, "subset") == "all")
                row = i;
        QVERIFY(row < g.rows.size());
        auto m = [&](const char *metric) { return a.metrics.get("human", "label", "all", metric); };
        QCOMPARE(m("n_ratings"), g.number(row, "n_ratings"));
        QCOMPARE(m("n_items_pairable"), g.number(row, "n_items_pairable"));
        QVERIFY(fuzzyCompare(m("alpha_nominal"), g.number(row, "alpha_nominal"), kClosed));  // irr::kripp.alpha
        QVERIFY(fuzzyCompare(m("plurality_loo"), g.number(row, "loo_share"), kClosed));
        QCOMPARE(m("plurality_loo_n_pairs"), g.number(row, "loo_n"));
        if (g.text(row, "fleiss_status") == "ok") {
            QVERIFY(fuzzyCompare(m("fleiss_kappa"), g.number(row, "fleiss_kappa"), kClosed)); // irr::kappam.fleiss
            QVERIFY(fuzzyCompare(m("fleiss_z"), g.number(row, "fleiss_z"), kClosed));
            QVERIFY(fuzzyCompare(m("fleiss_p"), g.number(row, "fleiss_p"), kP));
        } else {
            QVERIFY(std::isnan(m("fleiss_kappa"))); // unequal raters per item: not defined, NA
            QCOMPARE(agreement::fleissStatusName(a.analysis.categoricalHuman[0][0].result.fleiss.status),
                     g.text(row, "fleiss_status").c_str());
        }
        const auto labels = test::readGolden(refDir() + "humans_labels.csv");
        std::size_t checked = 0;
        for (std::size_t i = 0; i < labels.rows.size(); ++i) {
            if (labels.text(i, "study") != study.toStdString() || labels.text(i, "subset") != "all")
                continue;
            const std::string name = a.written.labels[std::size_t(std::stoi(labels.text(i, "label")))];
            QCOMPARE(m(("label_count_" + name).c_str()), labels.number(i, "label_count"));
            QVERIFY(fuzzyCompare(m(("specific_agreement_" + name).c_str()), labels.number(i, "specific_agreement"), kClosed));
            ++checked;
        }
        QCOMPARE(checked, a.written.labels.size());
        // The seeded bootstrap interval brackets alpha.
        QVERIFY(m("alpha_nominal_ci_low") < m("alpha_nominal") && m("alpha_nominal") < m("alpha_nominal_ci_high"));
        QCOMPARE(m("bootstrap_repeats"), 300.0);
        QCOMPARE(m("bootstrap_seed"), 42.0);
    }

    /// Each model against the human plurality, as a human: agreement, kappa, P/R/F1, delta alpha, Alt-test.
    void models_data() { study_data(); }
    void models()
    {
        QFETCH(QString, study);
        const Analysed &a = m_studies.at(study.toStdString());
        const auto g = test::readGolden(refDir() + "models.csv");
        const auto perLabel = test::readGolden(refDir() + "models_labels.csv");
        const auto alt = test::readGolden(refDir() + "alttest.csv");
        std::size_t models = 0;
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            if (g.text(i, "study") != study.toStdString() || g.text(i, "subset") != "all")
                continue;
            const std::string model = g.text(i, "model");
            auto m = [&](const std::string &metric) { return a.metrics.get(model, "label", "all", metric); };
            QCOMPARE(m("n"), g.number(i, "n_items"));
            QCOMPARE(m("n_missing"), g.number(i, "n_missing"));
            QCOMPARE(m("invalid_count"), g.number(i, "n_invalid"));
            QVERIFY2(fuzzyCompare(m("plurality_agreement"), g.number(i, "agreement_share"), kClosed), model.c_str());
            QVERIFY2(fuzzyCompare(m("kappa"), g.number(i, "kappa"), kClosed), model.c_str());
            QVERIFY2(fuzzyCompare(m("p_expected"), g.number(i, "p_expected"), kClosed), model.c_str());
            QVERIFY2(fuzzyCompare(m("macro_f1"), g.number(i, "macro_f1"), kClosed), model.c_str());
            QVERIFY2(fuzzyCompare(m("delta_alpha"), g.number(i, "delta_alpha_nominal"), kClosed), model.c_str());
            QVERIFY2(fuzzyCompare(m("alpha_with_model"), g.number(i, "alpha_nominal_with_model"), kClosed), model.c_str());
            QVERIFY(m("delta_alpha_ci_low") <= m("delta_alpha") && m("delta_alpha") <= m("delta_alpha_ci_high"));
            for (std::size_t k = 0; k < perLabel.rows.size(); ++k) {
                if (perLabel.text(k, "study") != study.toStdString() || perLabel.text(k, "subset") != "all"
                    || perLabel.text(k, "model") != model)
                    continue;
                const std::string name = a.written.labels[std::size_t(std::stoi(perLabel.text(k, "label")))];
                for (const char *stat : {"precision", "recall", "f1", "support"})
                    QVERIFY2(fuzzyCompare(m(std::string(stat) + "_" + name), perLabel.number(k, stat), kClosed),
                             (model + " " + stat + " " + name).c_str());
            }
            for (std::size_t k = 0; k < alt.rows.size(); ++k) {
                if (alt.text(k, "study") != study.toStdString() || alt.text(k, "model") != model)
                    continue;
                QCOMPARE(m("alt_test_raters_usable"), alt.number(k, "raters_usable")); // the authors' alt_test
                QVERIFY(fuzzyCompare(m("alt_test_winning_rate"), alt.number(k, "winning_rate"), kClosed));
                QVERIFY(fuzzyCompare(m("alt_test_advantage"), alt.number(k, "advantage_probability"), kClosed));
                QCOMPARE(m("alt_test_passed"), alt.text(k, "passed") == "TRUE" ? 1.0 : 0.0);
            }
            ++models;
        }
        QCOMPARE(models, std::size_t(3));
    }

    /// The verdict: Delta alpha >= 0 and plurality agreement >= the human LOO baseline, in the overall row.
    void verdict_data() { study_data(); }
    void verdict()
    {
        QFETCH(QString, study);
        const Analysed &a = m_studies.at(study.toStdString());
        const auto *cell = a.verdicts.find("all", "label");
        QVERIFY(cell);
        QVERIFY(cell->categorical);
        QCOMPARE(cell->evidence.size(), std::size_t(3));
        const auto g = test::readGolden(refDir() + "models.csv");
        const auto h = test::readGolden(refDir() + "humans.csv");
        double loo = 0;
        for (std::size_t i = 0; i < h.rows.size(); ++i)
            if (h.text(i, "study") == study.toStdString() && h.text(i, "subset") == "all")
                loo = h.number(i, "loo_share");
        std::size_t meeting = 0;
        for (const auto &ev : cell->evidence) {
            for (std::size_t i = 0; i < g.rows.size(); ++i) {
                if (g.text(i, "study") != study.toStdString() || g.text(i, "subset") != "all" || g.text(i, "model") != ev.condition)
                    continue;
                const bool meets = g.number(i, "delta_alpha_nominal") >= 0 && g.number(i, "agreement_share") >= loo;
                QCOMPARE(ev.meets, meets);
                meeting += meets ? 1 : 0;
            }
            QVERIFY(fuzzyCompare(ev.pluralityLoo, loo, kClosed));
        }
        QCOMPARE(cell->nMeeting, meeting);
        QVERIFY(meeting > 0 && meeting < 3); // the weak model fails, so the cell is partial
        QCOMPARE(cell->verdict, analysis::Verdict::Partial);
        const std::string verdicts = test::readText(a.dir + "/out/verdicts.csv");
        QVERIFY(verdicts.rfind("group,dimension,verdict,n_meeting,conditions_meeting\nall,label,partial,", 0) == 0);
        const std::string evidence = test::readText(a.dir + "/out/verdict_evidence.csv");
        QVERIFY(evidence.rfind("group,dimension,condition,meets,", 0) == 0);
        QVERIFY(evidence.find("plurality_agreement_e,plurality_loo_e") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestCategoricalStudy)
#include "tst_categoricalstudy.moc"

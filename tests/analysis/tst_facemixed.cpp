// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The mixed-model metrics of the face analysis (docs/methods.md §4 LMMs, §5 GLMM tests), read from the
// metrics.csv that `raterlab-cli analyze --only mixed|demographics` writes, against the R goldens of
// 04c_face_mixed.R (lme4 1.1-31 / lmerTest 3.1-3). Tolerances of the reference README §3: variance
// components 1e-4 relative, Satterthwaite df 1e-4, F and p 1e-4 (they inherit the optimizer's stopping
// point), LR chi-square 1e-4.
#include "tests/analysis/faceproject.h"

#include <QProcess>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace rl;
using rl::test::fuzzyCompare;

class TestFaceMixed : public QObject {
    Q_OBJECT

private:
    std::string m_dir;
    test::Metrics m_mixed;
    test::Metrics m_demo;
    std::string m_face;

    bool run(const QString &only, const std::string &out)
    {
        QProcess p;
        p.start(QStringLiteral(RL_CLI_PATH), {QStringLiteral("analyze"), QString::fromStdString(m_dir + "/face.raterlab"),
                                              QStringLiteral("--out"), QString::fromStdString(out),
                                              QStringLiteral("--only"), only});
        if (!p.waitForFinished(300000) || p.exitCode() != 0) {
            qWarning("%s", p.readAllStandardError().constData());
            return false;
        }
        return true;
    }

private slots:
    void initTestCase()
    {
        m_face = test::referenceDir() + "/face/";
        m_dir = test::tempDir();
        const std::string err = test::importReferenceFaceStudy(m_dir + "/face.raterlab");
        QVERIFY2(err.empty(), err.c_str());
        QVERIFY(run(QStringLiteral("mixed"), m_dir + "/mixed"));
        QVERIFY(run(QStringLiteral("demographics"), m_dir + "/demographics"));
        m_mixed = test::readMetrics(m_dir + "/mixed/metrics.csv");
        m_demo = test::readMetrics(m_dir + "/demographics/metrics.csv");
        QCOMPARE(m_mixed.duplicates, std::size_t(0));
        QCOMPARE(m_demo.duplicates, std::size_t(0));
    }

    void crossedHumanDecomposition()
    {
        const auto j = nlohmann::json::parse(test::readText(m_face + "face_lmm_crossed.json"));
        for (const char *dim : {"valence", "arousal"})
            for (const char *v : {"var_rater", "var_image", "var_residual"})
                QVERIFY2(fuzzyCompare(m_mixed.get("human", dim, "all", v), j[dim][v].get<double>(), 1e-4),
                         (std::string(dim) + " " + v).c_str()); // lmer(rating ~ 1 + (1|rater) + (1|image))
    }

    void pairedLmm()
    {
        const auto vc = test::readGolden(m_face + "face_lmm_paired_varcomp.csv");
        QCOMPARE(vc.rows.size(), std::size_t(16));
        for (std::size_t i = 0; i < vc.rows.size(); ++i) {
            const std::string c = vc.text(i, "condition"), d = vc.text(i, "dimension");
            QVERIFY(fuzzyCompare(m_mixed.get(c, d, "all", "lmm_var_image"), vc.number(i, "var_image"), 1e-4));       // lmer varcomp
            QVERIFY(fuzzyCompare(m_mixed.get(c, d, "all", "lmm_var_residual"), vc.number(i, "var_residual"), 1e-4)); // lmer sigma^2
        }
        const auto an = test::readGolden(m_face + "face_lmm_paired_anova.csv");
        std::size_t checked = 0;
        for (std::size_t i = 0; i < an.rows.size(); ++i) {
            if (an.text(i, "type") != "III")
                continue;
            const std::string c = an.text(i, "condition"), d = an.text(i, "dimension"), term = an.text(i, "term");
            const std::string k = term == "rater_type" ? "rater_type" : term == "emotion" ? "emotion" : "interaction";
            QVERIFY2(fuzzyCompare(m_mixed.get(c, d, "all", "lmm_F_" + k), an.number(i, "F"), 1e-4), (c + d + k).c_str()); // lmerTest anova type III
            QVERIFY(fuzzyCompare(m_mixed.get(c, d, "all", "lmm_p_" + k), an.number(i, "p"), 1e-4));
            QVERIFY(fuzzyCompare(m_mixed.get(c, d, "all", "lmm_df_" + k), an.number(i, "den_df"), 1e-4)); // Satterthwaite
            ++checked;
        }
        QCOMPARE(checked, std::size_t(48));
    }

    void glmmRace()
    {
        const auto g = test::readGolden(m_face + "face_glmm_race.csv");
        QCOMPARE(g.rows.size(), std::size_t(8));
        for (std::size_t i = 0; i < g.rows.size(); ++i) {
            const std::string c = g.text(i, "condition");
            QVERIFY2(fuzzyCompare(m_demo.get(c, "emotion", "all", "glmm_race_lr_chisq"), g.number(i, "lr_chisq"), 1e-4), c.c_str()); // anova(null, full)
            QCOMPARE(m_demo.get(c, "emotion", "all", "glmm_race_lr_df"), g.number(i, "lr_df"));
            QVERIFY(fuzzyCompare(m_demo.get(c, "emotion", "all", "glmm_race_lr_p"), g.number(i, "lr_p"), 1e-4));
            QVERIFY(m_demo.has(c, "emotion", "all", "glmm_gender_lr_p"));
            QCOMPARE(m_demo.get(c, "emotion", "all", "glmm_gender_lr_df"), 1.0);
        }
    }

    void demographicAccuracyPerCell()
    {
        // accuracy_<level> and macro_f1_<level> per race, gender and race:gender cell, with their n.
        for (const char *level : {"Black", "Korean", "White", "female", "male", "Korean:female", "White:male"}) {
            const std::string l(level);
            QVERIFY2(m_demo.has("cond1_strong", "emotion", "all", "accuracy_" + l), level);
            QVERIFY(m_demo.has("cond1_strong", "emotion", "all", "macro_f1_" + l));
        }
        QCOMPARE(m_demo.get("cond1_strong", "emotion", "all", "n_Korean"), 480.0);
        QCOMPARE(m_demo.get("cond1_strong", "emotion", "all", "n_Korean:female"), 240.0);
    }
};

QTEST_GUILESS_MAIN(TestFaceMixed)
#include "tst_facemixed.moc"

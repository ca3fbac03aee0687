// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/mixed/design.h"
#include "engine/mixed/lmm.h"
#include "engine/mixed/satterthwaite.h"
#include "tests/mixed/mixeddata.h"

#include <QtTest>

#include <cmath>
#include <map>

using namespace rl::mixed;
using rl::test::fuzzyCompare;
namespace md = rl::test::mixed;

namespace {

/// p-values: relative 1e-4 like the df they come from, or absolute 1e-12 for underflowing ones.
bool pClose(double a, double b, double tol = 1e-4)
{
    return std::fabs(a - b) <= tol * std::fabs(b) || std::fabs(a - b) < 1e-12;
}

LmmSpec sleepstudy(bool slope)
{
    const md::Table t = md::readTable(rl::test::testDataDir() + "/mixed/sleepstudy.csv");
    LmmSpec s;
    s.response = t.num.at("Reaction");
    const std::vector<double> &days = t.num.at("Days");
    s.fixedDesign.assign(t.rows, 1.0);
    s.fixedDesign.insert(s.fixedDesign.end(), days.begin(), days.end());
    s.fixedNames = {"(Intercept)", "Days"};
    RandomTerm r = RandomTerm::intercept("Subject", md::toCodes(t.num.at("Subject")));
    if (slope) {
        r.columnNames.push_back("Days");
        r.columns.push_back(days);
    }
    s.terms.push_back(r);
    return s;
}

struct FaceData {
    std::vector<int> emotion;                     ///< per image (0-based), alphabetical levels
    std::map<std::string, std::vector<double>> humanMean; ///< per dimension
    std::map<std::string, std::map<std::string, std::vector<double>>> pred; ///< condition → dim → per image
    std::vector<std::string> conditions;
};

const FaceData &face()
{
    static const FaceData d = [] {
        FaceData f;
        const std::string dir = rl::test::referenceDir() + "/face/";
        const md::Table img = md::readTable(dir + "face_images.csv");
        const std::vector<std::string> levels{"angry", "disgusted", "fearful", "happy", "neutral", "sad"};
        f.emotion.resize(img.rows);
        for (std::size_t i = 0; i < img.rows; ++i) {
            const int id = static_cast<int>(img.num.at("image_id")[i]) - 1;
            f.emotion[id] = static_cast<int>(std::find(levels.begin(), levels.end(), img.text.at("emotion")[i])
                                             - levels.begin());
        }
        const md::Table sum = md::readTable(dir + "face_image_summary.csv");
        for (const char *dim : {"valence", "arousal"}) {
            f.humanMean[dim].resize(sum.rows);
            for (std::size_t i = 0; i < sum.rows; ++i)
                f.humanMean[dim][static_cast<int>(sum.num.at("image_id")[i]) - 1]
                    = sum.num.at(std::string(dim) + "_mean")[i];
        }
        const md::Table pr = md::readTable(dir + "face_model_predictions.csv.gz");
        for (std::size_t i = 0; i < pr.rows; ++i) {
            const std::string &c = pr.text.at("condition")[i];
            if (f.pred.find(c) == f.pred.end()) {
                f.conditions.push_back(c);
                f.pred[c]["valence"].assign(f.emotion.size(), 0);
                f.pred[c]["arousal"].assign(f.emotion.size(), 0);
            }
            const int id = static_cast<int>(pr.num.at("image_id")[i]) - 1;
            f.pred[c]["valence"][id] = pr.num.at("valence_pred")[i];
            f.pred[c]["arousal"][id] = pr.num.at("arousal_pred")[i];
        }
        return f;
    }();
    return d;
}

/// rating ~ rater_type * emotion + (1 | image_id), two rows per image (human mean, model prediction).
std::pair<LmmSpec, FactorialDesign> paired(const std::string &cond, const std::string &dim)
{
    const FaceData &f = face();
    const int N = static_cast<int>(f.emotion.size());
    Factor rt{"rater_type", {}, {"human", "model"}};
    Factor em{"emotion", {}, {"angry", "disgusted", "fearful", "happy", "neutral", "sad"}};
    LmmSpec s;
    std::vector<int> image;
    for (int j = 0; j < N; ++j)
        for (int t = 0; t < 2; ++t) {
            s.response.push_back(t == 0 ? f.humanMean.at(dim)[j] : f.pred.at(cond).at(dim)[j]);
            rt.codes.push_back(t);
            em.codes.push_back(f.emotion[j]);
            image.push_back(j);
        }
    FactorialDesign d = *factorialDesign({rt, em}, true);
    s.fixedDesign = d.X;
    s.fixedNames = d.columnNames;
    s.terms.push_back(RandomTerm::intercept("image_id", image));
    return {s, d};
}

} // namespace

class TestSatterthwaite : public QObject {
    Q_OBJECT
private slots:
    void sleepstudy_data();
    void sleepstudy();
    void designColumns();
    void pairedFace();
    void contrastInvariance();
};

void TestSatterthwaite::sleepstudy_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("slope");
    QTest::newRow("slope") << "sleepstudy_days_slope_REML" << true;
    QTest::newRow("intercept") << "sleepstudy_intercept_REML" << false;
}

void TestSatterthwaite::sleepstudy()
{
    QFETCH(QString, name);
    QFETCH(bool, slope);
    const nlohmann::json g = md::readJson(rl::test::referenceDir() + "/mixed_models_lme4_datasets.json")
                                 .at(name.toStdString());
    auto fit = fitLmm(::sleepstudy(slope));
    QVERIFY(fit.has_value());
    auto sm = satterthwaiteModel(*fit);
    QVERIFY(sm.has_value());
    QCOMPARE(sm->negativeEigenvalues, 0);
    const std::vector<ContrastTest> ct = coefficientTests(*fit, *sm);
    const auto &fx = g.at("fixef");
    for (std::size_t i = 0; i < fx.size(); ++i) {
        QVERIFY2(fuzzyCompare(ct[i].df, fx[i].at("df_satterthwaite").get<double>(), 1e-4), // lmerTest df
                 qPrintable(QString::number(ct[i].df, 'g', 12)));
        QVERIFY(fuzzyCompare(ct[i].t, fx[i].at("t").get<double>(), 1e-5));             // lmerTest t
        QVERIFY(pClose(ct[i].p, fx[i].at("p_satterthwaite").get<double>()));           // lmerTest p
    }
    // anova(fit): type III of the single term Days = the t test squared
    const auto &an = g.at("anova_type3_satterthwaite")[0];
    const FTest F = contrastFTest(*fit, *sm, Contrast{"Days", 1, {0.0, 1.0}});
    QVERIFY(fuzzyCompare(F.F, an.at("F").get<double>(), 1e-5));               // lmerTest F
    QVERIFY(fuzzyCompare(F.sumSq, an.at("sum_sq").get<double>(), 1e-5));      // lmerTest Sum Sq
    QVERIFY(fuzzyCompare(F.denDf, an.at("den_df").get<double>(), 1e-4));      // lmerTest DenDF
    QCOMPARE(F.numDf, an.at("num_df").get<int>());
    QVERIFY(pClose(F.p, an.at("p").get<double>()));
}

void TestSatterthwaite::designColumns()
{
    const auto [spec, d] = paired("cond1_strong", "valence");
    QCOMPARE(d.columnNames.size(), std::size_t(12));
    QCOMPARE(d.columnNames[1], std::string("rater_typemodel"));
    QCOMPARE(d.columnNames[2], std::string("emotiondisgusted"));
    QCOMPARE(d.columnNames[7], std::string("rater_typemodel:emotiondisgusted"));
    QCOMPARE(d.termNames, (std::vector<std::string>{"rater_type", "emotion", "rater_type:emotion"}));
    const std::vector<Contrast> t3 = typeIIIContrasts(d);
    QCOMPARE(t3[0].rows, 1);
    QCOMPARE(t3[1].rows, 5);
    QCOMPARE(t3[2].rows, 5);
    // type III main effect of rater_type: the unweighted mean over emotions of the model − human difference
    QVERIFY(std::fabs(t3[0].L[1] - 1.0) < 1e-12);
    QVERIFY(std::fabs(t3[0].L[7] - 1.0 / 6.0) < 1e-7); // zapsmall'ed as R does
}

void TestSatterthwaite::pairedFace()
{
    const std::string dir = rl::test::referenceDir() + "/face/";
    const rl::test::GoldenTable fx = rl::test::readGolden(dir + "face_lmm_paired_fixef.csv");
    const rl::test::GoldenTable an = rl::test::readGolden(dir + "face_lmm_paired_anova.csv");
    const rl::test::GoldenTable vc = rl::test::readGolden(dir + "face_lmm_paired_varcomp.csv");
    QCOMPARE(vc.rows.size(), std::size_t(16));
    std::size_t fxRow = 0, anChecked = 0;
    auto anRowOf = [&](const std::string &c, const std::string &dm, const std::string &ty, const std::string &te) {
        for (std::size_t i = 0; i < an.rows.size(); ++i)
            if (an.text(i, "condition") == c && an.text(i, "dimension") == dm && an.text(i, "type") == ty
                && an.text(i, "term") == te)
                return i;
        return an.rows.size();
    };
    for (std::size_t v = 0; v < vc.rows.size(); ++v) {
        const std::string cond = vc.text(v, "condition"), dim = vc.text(v, "dimension");
        const auto [spec, d] = paired(cond, dim);
        auto fit = fitLmm(spec);
        QVERIFY(fit.has_value());
        QCOMPARE(fit->status, FitStatus::Converged);
        const QString where = QString::fromStdString(cond + "/" + dim);
        QVERIFY2(fuzzyCompare(fit->remlCriterion, vc.number(v, "REMLcrit"), 1e-6), qPrintable(where)); // lme4
        QVERIFY(fuzzyCompare(fit->logLik, vc.number(v, "logLik"), 1e-6));                            // lme4
        QVERIFY(fuzzyCompare(fit->varCorr[0].vcov, vc.number(v, "var_image"), 1e-4));                // VarCorr
        QVERIFY(fuzzyCompare(fit->varCorr[1].vcov, vc.number(v, "var_residual"), 1e-4));             // VarCorr
        QCOMPARE(fit->singular, vc.text(v, "singular") == "TRUE");
        auto sm = satterthwaiteModel(*fit);
        QVERIFY(sm.has_value());
        const std::vector<ContrastTest> ct = coefficientTests(*fit, *sm);
        for (std::size_t i = 0; i < ct.size(); ++i, ++fxRow) {
            QCOMPARE(fx.text(fxRow, "condition"), cond);
            QCOMPARE(fx.text(fxRow, "term"), fit->fixedNames[i]);
            QVERIFY2(fuzzyCompare(fit->beta[i], fx.number(fxRow, "estimate"), 1e-5), qPrintable(where)); // lme4
            QVERIFY(fuzzyCompare(fit->se[i], fx.number(fxRow, "se"), 1e-5));                           // lme4
            QVERIFY2(fuzzyCompare(ct[i].df, fx.number(fxRow, "df_satterthwaite"), 1e-4),               // lmerTest
                     qPrintable(where + QString(" df %1").arg(ct[i].df, 0, 'g', 12)));
            QVERIFY(fuzzyCompare(ct[i].t, fx.number(fxRow, "t"), 1e-5)); // lmerTest t
            QVERIFY2(pClose(ct[i].p, fx.number(fxRow, "p_satterthwaite")), qPrintable(where));
        }
        for (const char *type : {"III", "I"}) {
            const std::vector<Contrast> cs = std::string(type) == "III" ? typeIIIContrasts(d) : typeIContrasts(d);
            const std::vector<FTest> tab = anova(*fit, *sm, cs);
            for (const FTest &t : tab) {
                const std::size_t anRow = anRowOf(cond, dim, type, t.term);
                QVERIFY(anRow < an.rows.size());
                const QString w = where + " " + type + " " + QString::fromStdString(t.term);
                QVERIFY2(fuzzyCompare(t.F, an.number(anRow, "F"), 1e-5), qPrintable(w));          // lmerTest F
                QVERIFY(fuzzyCompare(t.sumSq, an.number(anRow, "sum_sq"), 1e-5));                 // Sum Sq
                QVERIFY(fuzzyCompare(t.meanSq, an.number(anRow, "mean_sq"), 1e-5));               // Mean Sq
                QCOMPARE(t.numDf, static_cast<int>(an.number(anRow, "num_df")));
                QVERIFY2(fuzzyCompare(t.denDf, an.number(anRow, "den_df"), 1e-4), qPrintable(w)); // DenDF
                QVERIFY2(pClose(t.p, an.number(anRow, "p")), qPrintable(w));
                ++anChecked;
            }
        }
    }
    QCOMPARE(fxRow, fx.rows.size());
    QCOMPARE(anChecked, an.rows.size());
}

void TestSatterthwaite::contrastInvariance()
{
    // property: F and its p do not depend on the scaling of the hypothesis rows
    const auto [spec, d] = paired("cond5_race_bias", "valence");
    auto fit = fitLmm(spec);
    auto sm = satterthwaiteModel(*fit);
    Contrast c = typeIIIContrasts(d)[1];
    const FTest a = contrastFTest(*fit, *sm, c);
    for (double &v : c.L)
        v *= 3.0;
    const FTest b = contrastFTest(*fit, *sm, c);
    QVERIFY(fuzzyCompare(a.F, b.F, 1e-10));
    QVERIFY(fuzzyCompare(a.denDf, b.denDf, 1e-8));
    // a degenerate (all-zero) hypothesis is NaN, not a crash
    for (double &v : c.L)
        v = 0.0;
    QVERIFY(std::isnan(contrastFTest(*fit, *sm, c).F));
}

QTEST_APPLESS_MAIN(TestSatterthwaite)
#include "tst_satterthwaite.moc"

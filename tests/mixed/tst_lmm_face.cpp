// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/mixed/lmm.h"
#include "engine/mixed/satterthwaite.h"
#include "tests/mixed/mixeddata.h"

#include <QtTest>

#include <cmath>

using namespace rl::mixed;
using rl::test::fuzzyCompare;
namespace md = rl::test::mixed;

namespace {

const md::Table &ratings()
{
    static const md::Table t = md::readTable(rl::test::referenceDir() + "/face/face_ratings.csv.gz");
    return t;
}

/// rating ~ 1 + (1 | rater) + (1 | image), optionally without the rows (rater + 3 image) % 7 == 0.
LmmSpec crossedSpec(const std::string &dim, bool unbalanced = false)
{
    const md::Table &t = ratings();
    LmmSpec s;
    std::vector<int> rater, image;
    for (std::size_t r = 0; r < t.rows; ++r) {
        const int ra = static_cast<int>(t.num.at("rater_id")[r]), im = static_cast<int>(t.num.at("image_id")[r]);
        if (unbalanced && (ra + 3 * im) % 7 == 0)
            continue;
        s.response.push_back(t.num.at(dim)[r]);
        rater.push_back(ra - 1);
        image.push_back(im - 1);
    }
    s.fixedDesign.assign(s.response.size(), 1.0);
    s.fixedNames = {"(Intercept)"};
    s.terms.push_back(RandomTerm::intercept("rater", rater));
    s.terms.push_back(RandomTerm::intercept("image", image));
    return s;
}

} // namespace

class TestLmmFace : public QObject {
    Q_OBJECT
private slots:
    void crossed_data();
    void crossed();
    void structuredEqualsGeneral();
    void unbalancedUsesGeneralPath();
};

void TestLmmFace::crossed_data()
{
    QTest::addColumn<QString>("dim");
    QTest::newRow("valence") << "valence";
    QTest::newRow("arousal") << "arousal";
}

void TestLmmFace::crossed()
{
    QFETCH(QString, dim);
    const nlohmann::json g
        = md::readJson(rl::test::referenceDir() + "/face/face_lmm_crossed.json").at(dim.toStdString());
    const LmmSpec spec = crossedSpec(dim.toStdString());
    for (const auto &pt : g.at("devfun_REML_at").at("points")) {
        std::vector<double> th = pt.at("theta").get<std::vector<double>>();
        const double want = pt.at("value").get<double>();
        QVERIFY(fuzzyCompare(*lmmDeviance(spec, th, true, true), want, 1e-10));  // lme4 devFunOnly, README §4
        QVERIFY(fuzzyCompare(*lmmDeviance(spec, th, true, false), want, 1e-10)); // general path, same golden
    }
    auto r = fitLmm(spec);
    QVERIFY(r.has_value());
    const LmmFit &f = *r;
    QCOMPARE(f.status, FitStatus::Converged);
    QVERIFY(f.structuredPath);
    QVERIFY(!f.singular);
    QCOMPARE(f.groupNames, (std::vector<std::string>{"image", "rater"})); // lme4 orders terms by levels
    QVERIFY(fuzzyCompare(f.remlCriterion, g.at("REMLcrit").get<double>(), 1e-6)); // lme4 REMLcrit
    QVERIFY(fuzzyCompare(f.logLik, g.at("logLik").get<double>(), 1e-6));         // lme4 logLik
    QVERIFY(fuzzyCompare(f.aic, g.at("AIC").get<double>(), 1e-6));               // lme4 AIC
    QVERIFY(fuzzyCompare(f.bic, g.at("BIC").get<double>(), 1e-6));               // lme4 BIC
    const auto th = g.at("theta").get<std::vector<double>>();
    for (std::size_t i = 0; i < th.size(); ++i)
        QVERIFY(fuzzyCompare(f.theta[i], th[i], 1e-4)); // lme4 theta
    QVERIFY(fuzzyCompare(f.varCorr[0].vcov, g.at("var_image").get<double>(), 1e-4));    // VarCorr image
    QVERIFY(fuzzyCompare(f.varCorr[1].vcov, g.at("var_rater").get<double>(), 1e-4));    // VarCorr rater
    QVERIFY(fuzzyCompare(f.varCorr[2].vcov, g.at("var_residual").get<double>(), 1e-4)); // VarCorr residual
    QVERIFY(fuzzyCompare(f.varCorr[1].vcov / f.varCorr[0].vcov, g.at("ratio_rater_over_image").get<double>(), 1e-4));
    const auto &fx = g.at("fixef")[0];
    QVERIFY(fuzzyCompare(f.beta[0], fx.at("estimate").get<double>(), 1e-5)); // lme4 fixef
    QVERIFY(fuzzyCompare(f.se[0], fx.at("se").get<double>(), 1e-5));         // lme4 SE
    auto sm = satterthwaiteModel(f);
    QVERIFY(sm.has_value());
    const ContrastTest t = coefficientTests(f, *sm)[0];
    QVERIFY2(fuzzyCompare(t.df, fx.at("df_satterthwaite").get<double>(), 1e-4), // lmerTest df, README §3
             qPrintable(QString::number(t.df, 'g', 12)));
    QVERIFY(fuzzyCompare(t.t, fx.at("t").get<double>(), 1e-5));               // lmerTest t
    QVERIFY(std::fabs(t.p - fx.at("p_satterthwaite").get<double>()) < 1e-12); // p underflows to 0 in R
}

void TestLmmFace::structuredEqualsGeneral()
{
    // property: at the same θ, the structured solve (tridiagonal) equals the dense general one
    const LmmSpec spec = crossedSpec("valence");
    auto a = fitLmm(spec);
    QVERIFY(a.has_value());
    LmmOptions o;
    o.allowStructuredPath = false;
    o.startTheta = a->theta;
    o.maxEvaluations = 1;
    auto b = fitLmm(spec, o);
    QVERIFY(b.has_value());
    QVERIFY(!b->structuredPath);
    QCOMPARE(b->status, FitStatus::MaxEvaluations);
    QCOMPARE(b->theta, a->theta);
    QVERIFY(fuzzyCompare(a->remlCriterion, b->remlCriterion, 1e-12));
    QVERIFY2(fuzzyCompare(a->beta[0], b->beta[0], 1e-10), qPrintable(QString("%1 %2").arg(a->beta[0], 0, 'g', 17).arg(b->beta[0], 0, 'g', 17)));
    QVERIFY(fuzzyCompare(a->se[0], b->se[0], 1e-10));
    QCOMPARE(a->ranef.size(), b->ranef.size());
    double worst = 0;
    for (std::size_t i = 0; i < a->ranef.size(); ++i)
        worst = std::max(worst, std::fabs(a->ranef[i] - b->ranef[i]));
    QVERIFY2(worst < 1e-9, qPrintable(QString::number(worst)));
    // conditional modes: residuals + fitted reproduce y
    double sum = 0;
    for (std::size_t i = 0; i < spec.response.size(); ++i)
        sum += spec.response[i] - a->fitted[i];
    QVERIFY(std::isfinite(sum));
}

void TestLmmFace::unbalancedUsesGeneralPath()
{
    const nlohmann::json g
        = md::readJson(rl::test::sourceDir() + "/tests/reference/mixed/face_unbalanced.json"); // face_unbalanced.R
    const LmmSpec spec = crossedSpec("valence", true);
    QCOMPARE(static_cast<int>(spec.response.size()), g.at("nobs").get<int>());
    for (const auto &pt : g.at("devfun_REML_at")) {
        std::vector<double> th = pt.at("theta").get<std::vector<double>>();
        QVERIFY(fuzzyCompare(*lmmDeviance(spec, th, true), pt.at("value").get<double>(), 1e-10)); // lme4 devFunOnly
    }
    auto r = fitLmm(spec);
    QVERIFY(r.has_value());
    QVERIFY(!r->structuredPath);
    QCOMPARE(r->status, FitStatus::Converged);
    QVERIFY(fuzzyCompare(r->remlCriterion, g.at("REMLcrit").get<double>(), 1e-6)); // lme4 REMLcrit
    const auto th = g.at("theta").get<std::vector<double>>();
    for (std::size_t i = 0; i < th.size(); ++i)
        QVERIFY(fuzzyCompare(r->theta[i], th[i], 1e-4));                                 // lme4 theta
    QVERIFY(fuzzyCompare(r->beta[0], g.at("fixef").get<double>(), 1e-5)); // lme4 fixef (jsonlite unboxes length 1)
    QVERIFY(fuzzyCompare(r->se[0], g.at("se").get<double>(), 1e-5));      // lme4 SE
}

QTEST_APPLESS_MAIN(TestLmmFace)
#include "tst_lmm_face.moc"

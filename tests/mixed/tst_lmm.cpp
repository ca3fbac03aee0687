// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/mixed/lmm.h"
#include "tests/mixed/mixeddata.h"

#include <QtTest>

#include <cmath>
#include <stop_token>

using namespace rl::mixed;
using rl::test::fuzzyCompare;
namespace md = rl::test::mixed;

namespace {

nlohmann::json golden(const char *name)
{
    static const nlohmann::json j = md::readJson(rl::test::referenceDir() + "/mixed_models_lme4_datasets.json");
    return j.at(name);
}

LmmSpec dyestuff()
{
    const md::Table t = md::readTable(rl::test::testDataDir() + "/mixed/dyestuff.csv");
    LmmSpec s;
    s.response = t.num.at("Yield");
    s.fixedDesign.assign(t.rows, 1.0);
    s.fixedNames = {"(Intercept)"};
    s.terms.push_back(RandomTerm::intercept("Batch", md::toCodes(t.num.at("Batch"))));
    return s;
}

/// Reaction ~ Days + (Days | Subject), or (1 | Subject), or (1 | Subject) + (0 + Days | Subject).
LmmSpec sleepstudy(int variant)
{
    const md::Table t = md::readTable(rl::test::testDataDir() + "/mixed/sleepstudy.csv");
    LmmSpec s;
    s.response = t.num.at("Reaction");
    const std::vector<double> &days = t.num.at("Days");
    s.fixedDesign.assign(t.rows, 1.0);
    s.fixedDesign.insert(s.fixedDesign.end(), days.begin(), days.end());
    s.fixedNames = {"(Intercept)", "Days"};
    const std::vector<int> subj = md::toCodes(t.num.at("Subject"));
    if (variant == 0) {
        RandomTerm r = RandomTerm::intercept("Subject", subj);
        r.columnNames.push_back("Days");
        r.columns.push_back(days);
        s.terms.push_back(r);
    } else {
        s.terms.push_back(RandomTerm::intercept("Subject", subj));
        if (variant == 2)
            s.terms.push_back(RandomTerm{"Subject", subj, 0, {"Days"}, {days}});
    }
    return s;
}

std::vector<double> toVector(const nlohmann::json &a)
{
    std::vector<double> v;
    for (const auto &x : a)
        v.push_back(x.get<double>());
    return v;
}

} // namespace

class TestLmm : public QObject {
    Q_OBJECT
private slots:
    void devfunAt_data();
    void devfunAt();
    void fitAgainstLme4_data();
    void fitAgainstLme4();
    void uncorrelatedSlopes();
    void invalidInput();
    void constantResponseIsFinite();
    void scaleInvariance();
    void cancellation();
    void optimizerEvaluations();
};

void TestLmm::devfunAt_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("sleepstudy_days_slope_REML") << "sleepstudy_days_slope_REML";
    QTest::newRow("sleepstudy_intercept_REML") << "sleepstudy_intercept_REML";
    QTest::newRow("dyestuff_REML") << "dyestuff_REML";
    QTest::newRow("dyestuff_ML") << "dyestuff_ML";
}

LmmSpec specFor(const std::string &name)
{
    if (name.rfind("dyestuff", 0) == 0)
        return dyestuff();
    return sleepstudy(name == "sleepstudy_days_slope_REML" ? 0 : 1);
}

void TestLmm::devfunAt()
{
    QFETCH(QString, name);
    const nlohmann::json g = golden(name.toStdString().c_str());
    const bool reml = g.at("REML").get<bool>();
    const LmmSpec spec = specFor(name.toStdString());
    const auto &pts = g.at(reml ? "devfun_REML_at" : "devfun_ML_at");
    QVERIFY(!pts.empty());
    for (const auto &pt : pts) {
        const std::vector<double> th = toVector(pt.at("theta"));
        auto d = lmmDeviance(spec, th, reml);
        QVERIFY(d.has_value());
        QVERIFY2(fuzzyCompare(*d, pt.at("value").get<double>(), 1e-10), // lme4 devFunOnly(theta), README §3
                 qPrintable(QString::number(*d, 'g', 17)));
    }
}

void TestLmm::fitAgainstLme4_data() { devfunAt_data(); }

void TestLmm::fitAgainstLme4()
{
    QFETCH(QString, name);
    const nlohmann::json g = golden(name.toStdString().c_str());
    const bool reml = g.at("REML").get<bool>();
    LmmOptions o;
    o.reml = reml;
    auto r = fitLmm(specFor(name.toStdString()), o);
    QVERIFY(r.has_value());
    const LmmFit &f = *r;
    QCOMPARE(f.status, FitStatus::Converged);
    QCOMPARE(f.singular, g.at("singular").get<bool>());
    QCOMPARE(static_cast<int>(f.nobs), g.at("nobs").get<int>());
    if (reml)
        QVERIFY2(fuzzyCompare(f.remlCriterion, g.at("REMLcrit").get<double>(), 1e-6), // lme4 REMLcrit, README §3
                 qPrintable(QString::number(f.remlCriterion, 'g', 17)));
    else
        QVERIFY(fuzzyCompare(f.devianceML, g.at("deviance_ML").get<double>(), 1e-6)); // lme4 deviance, README §3
    QVERIFY(fuzzyCompare(f.logLik, g.at("logLik").get<double>(), 1e-6));  // lme4 logLik
    QVERIFY(fuzzyCompare(f.aic, g.at("AIC").get<double>(), 1e-6));        // lme4 AIC
    QVERIFY(fuzzyCompare(f.bic, g.at("BIC").get<double>(), 1e-6));        // lme4 BIC
    QCOMPARE(f.dfLogLik, g.at("df_logLik").get<int>());
    QVERIFY(fuzzyCompare(f.sigma, g.at("sigma").get<double>(), 1e-4));   // lme4 sigma, variance-component tol
    const std::vector<double> th = toVector(g.at("theta"));
    QCOMPARE(f.theta.size(), th.size());
    for (std::size_t i = 0; i < th.size(); ++i)
        QVERIFY2(fuzzyCompare(f.theta[i], th[i], 1e-4), // lme4 theta, README §3
                 qPrintable(QString("theta %1: %2 vs %3").arg(i).arg(f.theta[i], 0, 'g', 12).arg(th[i], 0, 'g', 12)));
    const auto &fx = g.at("fixef");
    QCOMPARE(f.beta.size(), fx.size());
    for (std::size_t i = 0; i < fx.size(); ++i) {
        QCOMPARE(f.fixedNames[i], fx[i].at("term").get<std::string>());
        QVERIFY(fuzzyCompare(f.beta[i], fx[i].at("estimate").get<double>(), 1e-5)); // lme4 fixef
        QVERIFY(fuzzyCompare(f.se[i], fx[i].at("se").get<double>(), 1e-5));         // lme4 SE
    }
    const auto &V = g.at("vcov_fixef");
    const std::size_t p = f.beta.size();
    for (std::size_t i = 0; i < p; ++i)
        for (std::size_t j = 0; j < p; ++j)
            QVERIFY(fuzzyCompare(f.vcov[i * p + j], V[i][j].get<double>(), 1e-4)); // lme4 vcov (SE², θ-sensitive)
    const auto &vc = g.at("varcorr");
    QCOMPARE(f.varCorr.size(), vc.size());
    for (std::size_t i = 0; i < vc.size(); ++i) {
        QCOMPARE(f.varCorr[i].group, vc[i].at("group").get<std::string>());
        QCOMPARE(f.varCorr[i].var1, vc[i].at("var1").get<std::string>());
        QCOMPARE(f.varCorr[i].var2, vc[i].at("var2").get<std::string>());
        QVERIFY(fuzzyCompare(f.varCorr[i].vcov, vc[i].at("vcov").get<double>(), 1e-4));   // as.data.frame(VarCorr)
        QVERIFY(fuzzyCompare(f.varCorr[i].sdcor, vc[i].at("sdcor").get<double>(), 1e-4)); // as.data.frame(VarCorr)
    }
}

void TestLmm::uncorrelatedSlopes()
{
    // Reaction ~ Days + (1|Subject) + (0+Days|Subject): lme4 1.1-31 REML, R 4.2.2 (tests/reference/mixed/lme4_extra.R)
    auto r = fitLmm(sleepstudy(2));
    QVERIFY(r.has_value());
    const nlohmann::json g = md::readJson(rl::test::sourceDir() + "/tests/reference/mixed/lme4_extra.json")
                                 .at("sleepstudy_uncorrelated_REML");
    QVERIFY(fuzzyCompare(r->remlCriterion, g.at("REMLcrit").get<double>(), 1e-6)); // lme4 REMLcrit
    const std::vector<double> th = toVector(g.at("theta"));
    for (std::size_t i = 0; i < th.size(); ++i)
        QVERIFY(fuzzyCompare(r->theta[i], th[i], 1e-4)); // lme4 theta
    QCOMPARE(r->varCorr[1].group, std::string("Subject.1"));
    for (const auto &pt : g.at("devfun_REML_at")) {
        auto d = lmmDeviance(sleepstudy(2), toVector(pt.at("theta")), true);
        QVERIFY(fuzzyCompare(*d, pt.at("value").get<double>(), 1e-10)); // lme4 devFunOnly
    }
}

void TestLmm::invalidInput()
{
    LmmSpec s = dyestuff();
    s.terms.clear();
    QVERIFY(!fitLmm(s).has_value());
    s = dyestuff();
    s.terms[0].codes.pop_back();
    QVERIFY(!fitLmm(s).has_value());
    s = dyestuff();
    s.fixedDesign.pop_back();
    QCOMPARE(fitLmm(s).error().code, rl::ErrorCode::Validation);
    s = dyestuff();
    s.response[3] = std::nan("");
    QVERIFY(!fitLmm(s).has_value());
}

void TestLmm::constantResponseIsFinite()
{
    // zero variance everywhere: pwrss = 0, the deviance is -inf; must be a status, not a crash
    LmmSpec s = dyestuff();
    for (double &v : s.response)
        v = 5.0;
    auto r = fitLmm(s);
    QVERIFY(r.has_value());
    QVERIFY(r->status == FitStatus::NumericalIssue || !std::isfinite(r->remlCriterion));
}

void TestLmm::scaleInvariance()
{
    // property: y → 10 y scales β and σ by 10, leaves θ unchanged
    LmmSpec s = sleepstudy(0);
    auto a = fitLmm(s);
    for (double &v : s.response)
        v *= 10.0;
    auto b = fitLmm(s);
    QVERIFY(a && b);
    for (std::size_t i = 0; i < a->theta.size(); ++i)
        QVERIFY(fuzzyCompare(a->theta[i], b->theta[i], 1e-5));
    QVERIFY(fuzzyCompare(10.0 * a->sigma, b->sigma, 1e-5));
    QVERIFY(fuzzyCompare(10.0 * a->beta[1], b->beta[1], 1e-5));
}

void TestLmm::cancellation()
{
    // a stop requested before the fit: status Cancelled at the first evaluation, no crash
    std::stop_source src;
    src.request_stop();
    LmmOptions o;
    o.stop = src.get_token();
    auto r = fitLmm(sleepstudy(0), o);
    QVERIFY(r.has_value());
    QCOMPARE(r->status, FitStatus::Cancelled);
    QVERIFY(r->optimizer.evaluations <= 1);
}

void TestLmm::optimizerEvaluations()
{
    // the trust-region optimizer needs far fewer deviance evaluations than Nelder–Mead did (200–470)
    auto r = fitLmm(sleepstudy(0));
    QVERIFY(r.has_value());
    QVERIFY2(r->optimizer.evaluations < 120, qPrintable(QString::number(r->optimizer.evaluations)));
    auto d = fitLmm(dyestuff());
    QVERIFY(d.has_value());
    QVERIFY2(d->optimizer.evaluations < 60, qPrintable(QString::number(d->optimizer.evaluations)));
}

QTEST_APPLESS_MAIN(TestLmm)
#include "tst_lmm.moc"

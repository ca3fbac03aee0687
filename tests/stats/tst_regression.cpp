// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stats/multiplicity.h"
#include "engine/stats/regression.h"
#include "tests/common/testutil.h"
#include "tests/stats/facedata.h"

#include <QtTest>

#include <cmath>
#include <map>
#include <set>

using namespace rl::stats;
using rl::test::fuzzyCompare;

namespace {

struct RData {
    Factor a, b;
    std::vector<double> x, y;
};

RData loadRData()
{
    const auto g = rl::test::readGolden(rl::test::sourceDir() + "/tests/reference/stats/regression_data.csv");
    std::vector<std::string> a, b;
    RData d;
    for (std::size_t i = 0; i < g.rows.size(); ++i) {
        a.push_back(g.text(i, "a"));
        b.push_back(g.text(i, "b"));
        d.x.push_back(g.number(i, "x"));
        d.y.push_back(g.number(i, "y"));
    }
    d.a = Factor::fromLabels("a", a);
    d.b = Factor::fromLabels("b", b);
    return d;
}

/// The R models of regression.R as designs.
DesignMatrix design(const RData &d, const std::string &model)
{
    if (model == "covariate" || model == "aliased") {
        std::vector<double> z(d.x.size());
        for (std::size_t i = 0; i < z.size(); ++i)
            z[i] = 2 * d.x[i] + 1;
        std::vector<std::vector<double>> cov = {d.x};
        std::vector<std::string> names = {"x"};
        if (model == "aliased") {
            cov.push_back(z);
            names.push_back("z");
        }
        return covariateDesign(cov, names);
    }
    std::vector<Factor> f = {d.a, d.b};
    std::vector<ModelTerm> terms;
    if (model == "full")
        terms = {{0}, {1}, {0, 1}};
    else if (model == "additive")
        terms = {{0}, {1}};
    else if (model == "a_only")
        terms = {{0}};
    else if (model == "b_only")
        terms = {{1}};
    else if (model == "ba") {
        f = {d.b, d.a};
        terms = {{0}, {1}, {0, 1}};
    }
    auto r = treatmentDesign(f, terms);
    return r ? *r : DesignMatrix {};
}

} // namespace

class TestRegression : public QObject {
    Q_OBJECT

private slots:
    void modelMatrixAsR();
    void coefficientsAsR();
    void fitSummariesAsR();
    void anovaTypeIAsR();
    void nestedFTestsAsR();
    void faceAnova_data();
    void faceAnova();
    void faceProportionalBias();
    void properties();
    void degenerate();
};

void TestRegression::modelMatrixAsR()
{
    const RData d = loadRData();
    const DesignMatrix m = design(d, "full");
    const auto g = rl::test::readGolden(rl::test::sourceDir() + "/tests/reference/stats/regression_model_matrix.csv");
    QCOMPARE(m.x.cols, g.rows.size());
    QCOMPARE(m.termNames, (std::vector<std::string> {"a", "b", "a:b"}));
    for (std::size_t j = 0; j < g.rows.size(); ++j) {
        QCOMPARE(m.columnNames[j], g.text(j, "column")); // R model.matrix(y ~ a * b) colnames
        QCOMPARE(static_cast<double>(m.assign[j]), g.number(j, "assign")); // R attr(, "assign")
        const auto v = rl::test::splitNumbers(g.text(j, "values"));
        for (std::size_t i = 0; i < v.size(); ++i)
            QCOMPARE(m.x(i, j), v[i]);
    }
}

void TestRegression::coefficientsAsR()
{
    const RData d = loadRData();
    const auto g = rl::test::readGolden(rl::test::sourceDir() + "/tests/reference/stats/regression_coef.csv");
    std::map<std::string, OlsFit> fits;
    std::map<std::string, std::size_t> column;
    for (std::size_t r = 0; r < g.rows.size(); ++r) {
        const std::string &model = g.text(r, "model");
        if (!fits.count(model)) {
            const DesignMatrix m = design(d, model);
            fits[model] = ols(m, d.y);
            column[model] = 0;
            QCOMPARE(fits[model].p, m.x.cols);
        }
        const OlsFit &f = fits[model];
        const std::size_t j = column[model]++;
        const QByteArray c = QByteArray::fromStdString(model + " " + g.text(r, "column"));
        QVERIFY2(fuzzyCompare(f.coefficients[j], g.number(r, "estimate"), 1e-12), c); // R 4.2 regression.R coef(lm)
        QVERIFY2(fuzzyCompare(f.se[j], g.number(r, "se"), 1e-12), c); // R summary(lm) Std. Error
        QVERIFY2(fuzzyCompare(f.t[j], g.number(r, "t"), 1e-12), c); // R summary(lm) t value
        QVERIFY2(fuzzyCompare(f.pValue[j], g.number(r, "p"), 1e-10), c); // R summary(lm) Pr(>|t|)
        QCOMPARE(f.aliased[j], std::isnan(g.number(r, "estimate"))); // R: NA coefficient
    }
    QCOMPARE(fits.size(), std::size_t(7));
    QCOMPARE(fits["aliased"].info(), OlsStatus::RankDeficient);
    QCOMPARE(fits["full"].info(), OlsStatus::Ok);
}

void TestRegression::fitSummariesAsR()
{
    const RData d = loadRData();
    const auto g = rl::test::readGolden(rl::test::sourceDir() + "/tests/reference/stats/regression_fit.csv");
    for (std::size_t r = 0; r < g.rows.size(); ++r) {
        const std::string &model = g.text(r, "model");
        const OlsFit f = ols(design(d, model), d.y);
        const QByteArray c = QByteArray::fromStdString(model);
        QCOMPARE(static_cast<double>(f.rank), g.number(r, "rank")); // R lm$rank
        QCOMPARE(f.dfResidual, g.number(r, "df_residual")); // R df.residual
        QVERIFY2(fuzzyCompare(f.rss, g.number(r, "rss"), 1e-12), c); // R deviance(lm)
        QVERIFY2(fuzzyCompare(f.sigma, g.number(r, "sigma"), 1e-12), c); // R summary(lm)$sigma
        QVERIFY2(fuzzyCompare(f.rSquared, g.number(r, "r_squared"), 1e-12), c); // R r.squared
        QVERIFY2(fuzzyCompare(f.adjRSquared, g.number(r, "adj_r_squared"), 1e-12), c); // R adj.r.squared
    }
}

void TestRegression::anovaTypeIAsR()
{
    const RData d = loadRData();
    const auto g = rl::test::readGolden(rl::test::sourceDir() + "/tests/reference/stats/regression_anova.csv");
    std::map<std::string, AnovaTable> tables;
    std::map<std::string, std::size_t> row;
    for (std::size_t r = 0; r < g.rows.size(); ++r) {
        const std::string &model = g.text(r, "model");
        if (!tables.count(model)) {
            tables[model] = anovaTypeI(ols(design(d, model), d.y));
            QCOMPARE(tables[model].info(), AnovaStatus::Ok);
            row[model] = 0;
        }
        const AnovaTable &a = tables[model];
        const QByteArray c = QByteArray::fromStdString(model + " " + g.text(r, "term"));
        if (g.text(r, "term") == "Residuals") {
            QCOMPARE(a.dfResidual, g.number(r, "df"));
            QVERIFY2(fuzzyCompare(a.rss, g.number(r, "ss"), 1e-12), c); // R anova(lm) Residuals
            continue;
        }
        const AnovaRow &x = a.rows.at(row[model]++);
        QCOMPARE(x.term, g.text(r, "term")); // R anova(lm) row names
        QCOMPARE(x.df, g.number(r, "df"));
        QVERIFY2(fuzzyCompare(x.ss, g.number(r, "ss"), 1e-12), c); // R anova(lm) Sum Sq (Type I)
        QVERIFY2(fuzzyCompare(x.meanSq, g.number(r, "ms"), 1e-12), c); // R Mean Sq
        QVERIFY2(fuzzyCompare(x.F, g.number(r, "F"), 1e-12), c); // R F value
        QVERIFY2(fuzzyCompare(x.p, g.number(r, "p"), 1e-10), c); // R Pr(>F)
    }
    for (const auto &[model, a] : tables)
        QCOMPARE(a.rows.size(), row[model]); // no extra rows
}

void TestRegression::nestedFTestsAsR()
{
    const RData d = loadRData();
    const auto g = rl::test::readGolden(rl::test::sourceDir() + "/tests/reference/stats/regression_ftest.csv");
    QCOMPARE(g.rows.size(), std::size_t(4));
    for (std::size_t r = 0; r < g.rows.size(); ++r) {
        const OlsFit reduced = ols(design(d, g.text(r, "reduced")), d.y);
        const NestedFTest t = nestedFTest(reduced, ols(design(d, g.text(r, "larger")), d.y));
        QVERIFY(fuzzyCompare(t.rssReduced, g.number(r, "rss_reduced"), 1e-12)); // R anova(small, large) RSS
        QVERIFY(fuzzyCompare(t.rssLarger, g.number(r, "rss_larger"), 1e-12)); // R anova RSS
        if (std::isnan(g.number(r, "F"))) { // covariate vs aliased: same model, Df 0, R gives NA
            QCOMPARE(t.info(), FTestStatus::NotNested);
            QVERIFY(std::isnan(t.F) && std::isnan(t.p));
            continue;
        }
        QCOMPARE(t.info(), FTestStatus::Ok);
        QVERIFY(fuzzyCompare(t.F, g.number(r, "F"), 1e-12)); // R anova(small, large) F
        QCOMPARE(t.df1, g.number(r, "df1"));
        QCOMPARE(t.df2, g.number(r, "df2"));
        QVERIFY(fuzzyCompare(t.p, g.number(r, "p"), 1e-10)); // R Pr(>F)
    }
}

void TestRegression::faceAnova_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("subset");
    QTest::newRow("balanced") << "face_anova.csv" << false;
    QTest::newRow("unbalanced") << "face_anova_unbalanced_subset.csv" << true;
}

void TestRegression::faceAnova()
{
    QFETCH(QString, file);
    QFETCH(bool, subset);
    const auto face = rl::test::loadFaceData();
    const std::string dir = rl::test::referenceDir() + "/face/";
    const auto g = rl::test::readGolden(dir + file.toStdString());
    std::set<int> keep;
    if (subset) {
        const auto ids = rl::test::readGolden(dir + "face_anova_unbalanced_subset_image_ids.csv");
        for (std::size_t i = 0; i < ids.rows.size(); ++i)
            keep.insert(static_cast<int>(ids.number(i, "image_id")));
    }
    const std::vector<std::string> raceLevels = {"Black", "Korean", "White"}, genderLevels = {"female", "male"};
    std::map<std::string, std::vector<double>> familyP; // (condition, dimension) -> p in file order
    std::map<std::string, std::vector<double>> familyQ;
    for (std::size_t r = 0; r < g.rows.size(); ++r) {
        const std::string &cond = g.text(r, "condition"), &dim = g.text(r, "dimension"), &emo = g.text(r, "emotion");
        const std::string &test = g.text(r, "test");
        std::vector<std::string> race, gender;
        std::vector<double> bias;
        for (std::size_t i = 0; i < face.imageId.size(); ++i) {
            if (face.emotion[i] != emo || (subset && !keep.count(face.imageId[i])))
                continue;
            race.push_back(face.race[i]);
            gender.push_back(face.gender[i]);
            bias.push_back(face.prediction.at(cond).at(dim)[i] - face.humanMean.at(dim)[i]); // README 4: x - M
        }
        QCOMPARE(static_cast<double>(bias.size()), g.number(r, "n"));
        const std::vector<Factor> f = {Factor::fromLabels("race", race, raceLevels),
            Factor::fromLabels("gender", gender, genderLevels)};
        const std::vector<ModelTerm> tRace = {{0}}, tGen = {{1}}, tAdd = {{0}, {1}}, tFull = {{0}, {1}, {0, 1}};
        const OlsFit mRace = ols(*treatmentDesign(f, tRace), bias);
        const OlsFit mGen = ols(*treatmentDesign(f, tGen), bias);
        const OlsFit mAdd = ols(*treatmentDesign(f, tAdd), bias);
        const OlsFit mFull = ols(*treatmentDesign(f, tFull), bias);
        NestedFTest t;
        if (test == "race")
            t = nestedFTest(mGen, mAdd);
        else if (test == "gender")
            t = nestedFTest(mRace, mAdd);
        else
            t = nestedFTest(mAdd, mFull);
        const QByteArray c = QByteArray::fromStdString(cond + " " + dim + " " + emo + " " + test);
        QVERIFY2(t.info() == FTestStatus::Ok, c);
        QVERIFY2(fuzzyCompare(t.F, g.number(r, "F"), 1e-12), c); // README 4 face_anova F (anova(small, large))
        QCOMPARE(t.df1, g.number(r, "df1"));
        QCOMPARE(t.df2, g.number(r, "df2"));
        QVERIFY2(fuzzyCompare(t.p, g.number(r, "p"), 1e-10), c); // README 4 p
        QVERIFY2(fuzzyCompare(t.rssReduced, g.number(r, "rss_reduced"), 1e-12), c); // README 4 rss_reduced
        QVERIFY2(fuzzyCompare(t.rssLarger, g.number(r, "rss_larger"), 1e-12), c); // README 4 rss_larger
        const AnovaTable a = anovaTypeI(mFull);
        QVERIFY2(a.info() == AnovaStatus::Ok && a.rows.size() == 3, c);
        const AnovaRow &row = test == "race" ? a.rows[0] : test == "gender" ? a.rows[1] : a.rows[2];
        QCOMPARE(row.term, test);
        QVERIFY2(fuzzyCompare(row.ss, g.number(r, "ss_type1"), 1e-12), c); // README 4 ss_type1 (anova(M_full))
        QVERIFY2(fuzzyCompare(a.ssTotal, g.number(r, "ss_total"), 1e-12), c); // README 4 ss_total
        QVERIFY2(fuzzyCompare(row.ss / a.ssTotal, g.number(r, "eta2"), 1e-12), c); // README 4 eta2
        familyP[cond + "/" + dim].push_back(t.p);
        familyQ[cond + "/" + dim].push_back(g.number(r, "q_bh"));
    }
    for (const auto &[family, p] : familyP) {
        QCOMPARE(p.size(), std::size_t(18)); // 6 emotions x 3 tests
        const auto q = pAdjust(p, PAdjustMethod::BH);
        for (std::size_t i = 0; i < q.size(); ++i)
            QVERIFY2(fuzzyCompare(q[i], familyQ[family][i], 1e-12), family.c_str()); // README 4 q_bh (BH per family)
    }
}

void TestRegression::faceProportionalBias()
{
    // README 4: a <- (M + x)/2; lm(d ~ a) with d = M - x: intercept, slope and the slope's t-test p
    const auto face = rl::test::loadFaceData();
    const auto g = rl::test::readGolden(rl::test::referenceDir() + "/face/face_agreement_by_emotion.csv");
    QVERIFY(g.rows.size() >= 100);
    for (std::size_t r = 0; r < g.rows.size(); ++r) {
        const std::string &cond = g.text(r, "condition"), &dim = g.text(r, "dimension"), &emo = g.text(r, "emotion");
        std::vector<double> a, dd;
        for (std::size_t i = 0; i < face.imageId.size(); ++i) {
            if (emo != "all" && face.emotion[i] != emo)
                continue;
            const double x = face.prediction.at(cond).at(dim)[i], m = face.humanMean.at(dim)[i];
            a.push_back((m + x) / 2);
            dd.push_back(m - x);
        }
        const std::vector<std::vector<double>> cov = {a};
        const std::vector<std::string> names = {"a"};
        const OlsFit f = ols(covariateDesign(cov, names), dd);
        const QByteArray c = QByteArray::fromStdString(cond + " " + dim + " " + emo);
        QVERIFY2(f.info() == OlsStatus::Ok, c);
        QVERIFY2(fuzzyCompare(f.coefficients[0], g.number(r, "ba_prop_intercept"), 1e-12), c); // README 4 lm(d ~ a)
        QVERIFY2(fuzzyCompare(f.coefficients[1], g.number(r, "ba_prop_slope"), 1e-12), c); // README 4 slope
        QVERIFY2(fuzzyCompare(f.pValue[1], g.number(r, "ba_prop_p"), 1e-10), c); // README 4 slope p
    }
}

void TestRegression::properties()
{
    const RData d = loadRData();
    const OlsFit f = ols(design(d, "full"), d.y);
    const DesignMatrix m = design(d, "full");
    // residuals are orthogonal to every column; fitted + residuals = y
    for (std::size_t j = 0; j < m.x.cols; ++j) {
        double s = 0.0;
        for (std::size_t i = 0; i < f.n; ++i)
            s += m.x(i, j) * f.residuals[i];
        QVERIFY(std::fabs(s) < 1e-10); // property: X'e = 0
    }
    for (std::size_t i = 0; i < f.n; ++i)
        QVERIFY(fuzzyCompare(f.fitted[i] + f.residuals[i], d.y[i], 1e-14)); // property
    // the Type I SS of a saturated model add up to the total SS
    const AnovaTable a = anovaTypeI(f);
    double sum = a.rss;
    for (const auto &r : a.rows)
        sum += r.ss;
    QVERIFY(fuzzyCompare(sum, a.ssTotal, 1e-12)); // property: SS decomposition
    // a*b and b*a are the same model: same RSS and cell fits
    const OlsFit fba = ols(design(d, "ba"), d.y);
    QVERIFY(fuzzyCompare(fba.rss, f.rss, 1e-12)); // property
    // vcov diagonal = se^2
    for (std::size_t j = 0; j < f.p; ++j)
        QVERIFY(fuzzyCompare(f.vcov[j * f.p + j], f.se[j] * f.se[j], 1e-12)); // property
}

void TestRegression::degenerate()
{
    const std::vector<double> y = {1.0, 2.0, 4.0};
    QCOMPARE(ols(Matrix(), std::vector<double> {}).info(), OlsStatus::InvalidInput);
    Matrix x(3, 1, 1.0);
    QCOMPARE(ols(x, std::vector<double> {1.0, 2.0}).info(), OlsStatus::InvalidInput); // wrong length
    QCOMPARE(ols(x, std::vector<double> {1.0, NAN, 2.0}).info(), OlsStatus::InvalidInput); // non-finite
    Matrix sat(3, 3, 0.0);
    for (std::size_t i = 0; i < 3; ++i) {
        sat(i, 0) = 1.0;
        sat(i, 1) = static_cast<double>(i);
        sat(i, 2) = static_cast<double>(i * i);
    }
    const OlsFit s = ols(sat, y);
    QCOMPARE(s.info(), OlsStatus::NoResidualDf); // perfect fit: no sigma
    QVERIFY(std::isnan(s.se[0]) && std::isnan(s.sigma));
    QVERIFY(fuzzyCompare(s.coefficients[2], 0.5, 1e-14)); // y = 1 + 0.5 i + 0.5 i^2
    Matrix zero(3, 2, 0.0);
    for (std::size_t i = 0; i < 3; ++i)
        zero(i, 0) = 1.0; // second column all zero: aliased
    const OlsFit z = ols(zero, y);
    QCOMPARE(z.info(), OlsStatus::RankDeficient);
    QVERIFY(z.aliased[1] && std::isnan(z.coefficients[1]));
    QVERIFY(fuzzyCompare(z.coefficients[0], 7.0 / 3.0, 1e-15)); // the mean
    // nested F test guards
    QCOMPARE(nestedFTest(z, z).info(), FTestStatus::NotNested);
    QCOMPARE(nestedFTest(z, s).info(), FTestStatus::NoResidualDf);
    QCOMPARE(nestedFTest(ols(Matrix(), std::vector<double> {}), z).info(), FTestStatus::InvalidFit);
    // treatment designs: bad input is an error, not a crash
    Factor f;
    f.name = "g";
    f.levels = {"a", "b"};
    f.codes = {0, 1, 2};
    const std::vector<Factor> fs = {f};
    const std::vector<ModelTerm> t = {{0}};
    QVERIFY(!treatmentDesign(fs, t).has_value()); // code 2 out of range
    Factor g2 = f;
    g2.codes = {0, 1, 1};
    const std::vector<Factor> two = {g2, g2};
    const std::vector<ModelTerm> nonHier = {{0}, {0, 1}};
    QVERIFY(!treatmentDesign(two, nonHier).has_value()); // b missing before a:b
    QCOMPARE(anovaTypeI(ols(x, y)).info(), AnovaStatus::InvalidFit); // bare matrix: no terms
}

QTEST_APPLESS_MAIN(TestRegression)
#include "tst_regression.moc"

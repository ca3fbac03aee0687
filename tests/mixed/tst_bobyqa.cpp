// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/mixed/bobyqa.h"
#include "tests/mixed/mixeddata.h"

#include <QtTest>

#include <cmath>
#include <limits>
#include <map>
#include <stop_token>

using namespace rl::mixed::detail;
namespace md = rl::test::mixed;

namespace {

using Fn = std::function<double(std::span<const double>)>;

/// The objectives of tests/reference/mixed/bobyqa_minqa.R, with R's order of operations (x^2 = x*x).
const std::map<std::string, Fn> &objectives()
{
    static const std::map<std::string, Fn> m{
        {"quad1", [](std::span<const double> x) { return (x[0] - 0.3) * (x[0] - 0.3) + 1; }},
        {"bound1", [](std::span<const double> x) { return (x[0] + 0.5) * (x[0] + 0.5) + 0.25 * x[0]; }},
        {"quartic1",
         [](std::span<const double> x) {
             const double a = (x[0] - 0.7) * (x[0] - 0.7);
             return a * a + 0.1 * ((x[0] - 0.7) * (x[0] - 0.7)) + 2;
         }},
        {"rosen2",
         [](std::span<const double> x) {
             const double a = x[1] - x[0] * x[0], b = 1 - x[0];
             return 100 * (a * a) + b * b;
         }},
        {"quad2",
         [](std::span<const double> x) {
             return (x[0] + 1) * (x[0] + 1) + 2 * ((x[1] - 2) * (x[1] - 2)) + 0.5 * x[0] * x[1];
         }},
        {"onbound2",
         [](std::span<const double> x) {
             return (x[0] - 0.2) * (x[0] - 0.2) + (x[1] - 0.5) * (x[1] - 0.5) + 0.3 * x[0] * x[1];
         }},
        {"quad3",
         [](std::span<const double> x) {
             const double c = x[2] * x[2];
             return (x[0] - 0.5) * (x[0] - 0.5) + 2 * ((x[1] + 0.3) * (x[1] + 0.3))
                 + 3 * ((x[2] - 0.2) * (x[2] - 0.2)) + 0.1 * x[0] * x[1] + 0.05 * (c * c);
         }},
        {"rosen3",
         [](std::span<const double> x) {
             const double a = x[1] - x[0] * x[0], b = 1 - x[0], c = x[2] - x[1] * x[1], e = 1 - x[1];
             return 100 * (a * a) + b * b + 100 * (c * c) + e * e;
         }},
        {"box3",
         [](std::span<const double> x) {
             return (x[0] - 2) * (x[0] - 2) + (x[1] + 2) * (x[1] + 2) + (x[2] - 0.1) * (x[2] - 0.1) + x[0] * x[2];
         }},
    };
    return m;
}

double number(const nlohmann::json &j)
{
    if (j.is_string())
        return j.get<std::string>() == "-Inf" ? -std::numeric_limits<double>::infinity()
                                               : std::numeric_limits<double>::infinity();
    return j.get<double>();
}

/// jsonlite writes length-1 vectors as scalars.
std::vector<double> numbers(const nlohmann::json &j)
{
    std::vector<double> v;
    if (j.is_array())
        for (const auto &e : j)
            v.push_back(number(e));
    else
        v.push_back(number(j));
    return v;
}


const nlohmann::json &golden()
{
    static const nlohmann::json g
        = md::readJson(rl::test::sourceDir() + "/tests/reference/mixed/bobyqa_minqa.json"); // bobyqa_minqa.R
    return g;
}

} // namespace

class TestBobyqa : public QObject {
    Q_OBJECT
private slots:
    void minqaTrace_data();
    void minqaTrace();
    void defaultsAsMinqa();
    void startOnBoundStaysFeasible();
    void cancellation();
};

void TestBobyqa::minqaTrace_data()
{
    QTest::addColumn<int>("index");
    const auto &cases = golden().at("cases");
    for (std::size_t i = 0; i < cases.size(); ++i)
        QTest::newRow(cases[i].at("name").get<std::string>().c_str()) << static_cast<int>(i);
}

void TestBobyqa::minqaTrace()
{
    QFETCH(int, index);
    const nlohmann::json &c = golden().at("cases").at(index);
    const Fn &fn = objectives().at(c.at("fn").get<std::string>());
    std::vector<std::vector<double>> xs;
    std::vector<double> fs;
    const Fn logged = [&](std::span<const double> x) {
        xs.emplace_back(x.begin(), x.end());
        fs.push_back(fn(x));
        return fs.back();
    };
    BobyqaPowellOptions o;
    o.npt = c.at("npt").get<int>();
    o.rhobeg = c.at("rhobeg").get<double>();
    o.rhoend = c.at("rhoend").get<double>();
    o.maxfun = c.at("maxfun").get<int>();
    const OptimResult r = bobyqaPowell(logged, numbers(c.at("par0")), numbers(c.at("lower")), numbers(c.at("upper")), o);

    const auto &gx = c.at("evals_x");
    const std::vector<double> gf = numbers(c.at("evals_f"));
    QCOMPARE(xs.size(), gf.size()); // every evaluation minqa::bobyqa made, incl. its calls before and after
    for (std::size_t k = 0; k < gf.size(); ++k) {
        const std::vector<double> want = numbers(gx.at(k));
        QCOMPARE(xs[k].size(), want.size());
        for (std::size_t j = 0; j < want.size(); ++j)
            QVERIFY2(xs[k][j] == want[j], // minqa 1.2.5 trace: bit for bit (17-digit golden)
                     qPrintable(QString("eval %1 x[%2]: %3 vs %4").arg(k).arg(j).arg(xs[k][j], 0, 'g', 17).arg(want[j], 0, 'g', 17)));
        QVERIFY(fs[k] == gf[k]); // the same objective at the same point, exactly
    }
    QCOMPARE(r.evaluations, c.at("feval").get<int>()); // minqa feval
    const std::vector<double> par = numbers(c.at("par"));
    for (std::size_t j = 0; j < par.size(); ++j)
        QVERIFY(r.x[j] == par[j]); // minqa par, exactly
    QVERIFY(r.fval == c.at("fval").get<double>()); // minqa fval, exactly
    QCOMPARE(r.converged, c.at("ierr").get<int>() == 0);          // minqa ierr (0 or 1 = maxfun)
}

void TestBobyqa::defaultsAsMinqa()
{
    // npt, rhobeg and rhoend left to minqa's defaults reproduce the explicit-default trace (quad3_lme4)
    const nlohmann::json &c = golden().at("cases").at(7);
    QCOMPARE(c.at("name").get<std::string>(), std::string("quad3_lme4"));
    int calls = 0;
    const Fn &fn = objectives().at("quad3");
    const OptimResult r = bobyqaPowell(
        [&](std::span<const double> x) {
            ++calls;
            return fn(x);
        },
        {1, 0, 1}, {0, -std::numeric_limits<double>::infinity(), 0}, {});
    QCOMPARE(r.evaluations, c.at("feval").get<int>());
    QCOMPARE(calls, r.evaluations + 2);
    QCOMPARE(r.message, std::string("Normal exit from bobyqa"));
}

void TestBobyqa::startOnBoundStaysFeasible()
{
    // property: every evaluated point satisfies the bounds, and the optimum of a quadratic whose unconstrained
    // minimiser lies outside the box is found on the bound
    BobyqaPowellOptions o;
    o.minqaCalls = false;
    o.rhobeg = 0.1;
    o.rhoend = 1e-10;
    bool feasible = true;
    const OptimResult r = bobyqaPowell(
        [&](std::span<const double> x) {
            feasible = feasible && x[0] >= 0 && x[1] >= 0 && x[1] <= 1;
            return (x[0] + 1) * (x[0] + 1) + (x[1] - 3) * (x[1] - 3);
        },
        {0, 0.5}, {0, 0}, {std::numeric_limits<double>::infinity(), 1}, o);
    QVERIFY(feasible);
    QVERIFY(r.converged);
    QCOMPARE(r.x[0], 0.0); // exactly on the bound
    QCOMPARE(r.x[1], 1.0);
    QVERIFY(std::fabs(r.fval - 5.0) < 1e-12); // f(0, 1)
}

void TestBobyqa::cancellation()
{
    std::stop_source src;
    int calls = 0;
    BobyqaPowellOptions o;
    o.stop = src.get_token();
    const OptimResult r = bobyqaPowell(
        [&](std::span<const double> x) {
            if (++calls == 10)
                src.request_stop();
            return (x[0] - 1) * (x[0] - 1) + x[1] * x[1];
        },
        {3, 3}, {-10, -10}, {10, 10}, o);
    QVERIFY(!r.converged);
    QCOMPARE(r.message, std::string("cancelled"));
    QVERIFY(calls <= 11); // stops at the next evaluation (plus minqa's final call)
}

QTEST_APPLESS_MAIN(TestBobyqa)
#include "tst_bobyqa.moc"

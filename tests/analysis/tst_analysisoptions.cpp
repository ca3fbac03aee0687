// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/jury/juryreport.h"
#include "engine/analysis/report.h"
#include "engine/analysis/stereotales/streport.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"

#include <nlohmann/json.hpp>

#include <QtTest>

using namespace rl;

class TestAnalysisOptions : public QObject {
    Q_OBJECT
private slots:
    void defaultsAreTheAnalysisDefaults()
    {
        const analysis::AnalysisOptions o;
        const analysis::RatingAnalysisOptions r = analysis::ratingAnalysisOptions(o);
        const analysis::RatingAnalysisOptions d;
        QCOMPARE(r.recallThreshold, d.recallThreshold);
        QCOMPARE(r.kappaThreshold, d.kappaThreshold);
        QCOMPARE(r.replaceableMin, d.replaceableMin);
        QCOMPARE(r.altTestEpsilon, d.altTestEpsilon);
        QCOMPARE(r.altTestQ, d.altTestQ);
        QCOMPARE(r.altTestMinItems, d.altTestMinItems);
        QCOMPARE(r.blandAltmanZ, d.blandAltmanZ);
        QCOMPARE(r.resamplingRepeats, d.resamplingRepeats);
        QCOMPARE(r.alphaBootstrapRepeats, d.alphaBootstrapRepeats);
        QCOMPARE(r.seed, d.seed);
        QVERIFY(r.groupBy.empty()); // the protocol's grouping (registry.h)
    }

    void namesAreThoseOfAnalysisJson()
    {
        // Every option is named as analysis.json's `options` names it, so --option NAME=VALUE reads like the output.
        analysis::RatingAnalysis a;
        const auto j = nlohmann::json::parse(analysis::analysisJson(a, {}, {}));
        QVERIFY(j.contains("options"));
        for (const auto &info : analysis::analysisOptionInfos())
            if (info.scope == analysis::OptionScope::Rating)
                QVERIFY2(j["options"].contains(info.name), info.name);
        // The jury's and StereoTales' analysis options are those of their analysis.json without the prefix;
        // the others only filter a view (verdictOnly).
        analysis::jury::JuryData juryData;
        analysis::jury::JuryAnalysis juryAnalysis;
        const auto jj = nlohmann::json::parse(analysis::jury::juryAnalysisJson(juryData, juryAnalysis, {}));
        analysis::stereotales::StData stData;
        analysis::stereotales::AssociationResult st;
        const auto sj = nlohmann::json::parse(analysis::stereotales::stAnalysisJson(stData, st, {}, {}));
        int jury = 0, stereotales = 0;
        for (const auto &info : analysis::analysisOptionInfos()) {
            const std::string name = info.name;
            if (info.scope == analysis::OptionScope::Jury && !info.verdictOnly) {
                QVERIFY2(name.rfind("jury_", 0) == 0 && jj["options"].contains(name.substr(5)), info.name);
                ++jury;
            }
            if (info.scope == analysis::OptionScope::StereoTales) {
                QVERIFY2(name.rfind("st_", 0) == 0 && sj["options"].contains(name.substr(3)), info.name);
                ++stereotales;
            }
        }
        QCOMPARE(jury, 3);
        QCOMPARE(stereotales, 3);
    }

    void juryAndStereoTalesOptionsReachTheirAnalyses()
    {
        analysis::AnalysisOptions o;
        QVERIFY(analysis::applyOptionAssignment(o, "jury_bootstrap=250"));
        QVERIFY(analysis::applyOptionAssignment(o, "jury_seed=9"));
        QVERIFY(analysis::applyOptionAssignment(o, "jury_cheap_max_price=0.5"));
        QVERIFY(analysis::applyOptionAssignment(o, "jury_price_basis=per_1000_items"));
        QVERIFY(analysis::applyOptionAssignment(o, "st_resamples=2000"));
        QVERIFY(analysis::applyOptionAssignment(o, "st_seed=3"));
        QVERIFY(analysis::applyOptionAssignment(o, "st_by=model-language"));
        const auto j = analysis::juryAnalysisOptions(o);
        QCOMPARE(j.bootstrap, std::size_t(250));
        QCOMPARE(j.seed, std::uint64_t(9));
        QCOMPARE(j.cheapMaxPrice, 0.5);
        const auto s = analysis::associationOptions(o);
        QCOMPARE(s.resamples, std::uint64_t(2000));
        QCOMPARE(s.seed, std::uint64_t(3));
        QCOMPARE(s.by, analysis::stereotales::GroupBy::ModelLanguage);
        // A choice outside its list is refused, naming the list.
        const Status bad = analysis::applyOptionAssignment(o, "st_by=language");
        QVERIFY(!bad);
        QVERIFY2(bad.error().detail.find("model, model-language") != std::string::npos, bad.error().detail.c_str());
        QCOMPARE(o.stBy, std::string("model-language"));
        auto back = analysis::parseAnalysisOptionsJson(analysis::analysisOptionsJson(o));
        QVERIFY(back && *back == o);
    }

    void setAndRead()
    {
        analysis::AnalysisOptions o;
        QVERIFY(analysis::setOptionText(o, "kappa_threshold", "0.7"));
        QCOMPARE(o.kappaThreshold, 0.7);
        QCOMPARE(analysis::optionText(o, "kappa_threshold"), std::string("0.7"));
        QVERIFY(analysis::applyOptionAssignment(o, "alt_test_epsilon=0.15"));
        QCOMPARE(o.altTestEpsilon, 0.15);
        QVERIFY(analysis::applyOptionAssignment(o, "group_by=topic"));
        QCOMPARE(o.groupBy, std::string("topic"));
        QVERIFY(analysis::applyOptionAssignment(o, "seed=18446744073709551615"));
        QCOMPARE(o.seed, std::uint64_t(18446744073709551615ULL));
        QCOMPARE(analysis::changedOptions(analysis::AnalysisOptions {}, o),
                 (std::vector<std::string> {"kappa_threshold", "seed", "alt_test_epsilon", "group_by"}));
    }

    void unknownNameNamesTheClosest()
    {
        analysis::AnalysisOptions o;
        const Status s = analysis::setOptionText(o, "kapa_threshold", "0.7");
        QVERIFY(!s);
        QCOMPARE(s.error().code, ErrorCode::NotFound);
        QVERIFY2(s.error().detail.find("did you mean 'kappa_threshold'") != std::string::npos, s.error().detail.c_str());
        QCOMPARE(analysis::closestAnalysisOption("epsilon"), std::string("alt_test_epsilon"));
        QCOMPARE(analysis::closestAnalysisOption("RECALL_THRESHOLD"), std::string("recall_threshold"));
        QVERIFY(o == analysis::AnalysisOptions {});
        const Status noEquals = analysis::applyOptionAssignment(o, "kappa_threshold");
        QVERIFY(!noEquals);
        QCOMPARE(noEquals.error().code, ErrorCode::Parse);
    }

    void badValuesAreRefusedWhole_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::newRow("not a number") << "kappa_threshold" << "high";
        QTest::newRow("trailing text") << "kappa_threshold" << "0.7x";
        QTest::newRow("empty") << "recall_threshold" << "";
        QTest::newRow("kappa above 1") << "kappa_threshold" << "1.5";
        QTest::newRow("recall below 0") << "recall_threshold" << "-0.1";
        QTest::newRow("nan") << "alt_test_epsilon" << "nan";
        QTest::newRow("fractional count") << "resampling_repeats" << "2.5";
        QTest::newRow("negative count") << "alpha_bootstrap_repeats" << "-1";
        QTest::newRow("zero conditions") << "replaceable_min" << "0";
        QTest::newRow("q of 1") << "alt_test_q" << "1";
        QTest::newRow("seed overflow") << "seed" << "18446744073709551616";
    }

    void badValuesAreRefusedWhole()
    {
        QFETCH(QString, name);
        QFETCH(QString, value);
        analysis::AnalysisOptions o;
        const Status s = analysis::setOptionText(o, name.toStdString(), value.toStdString());
        QVERIFY(!s);
        QCOMPARE(s.error().code, ErrorCode::Validation);
        QVERIFY2(s.error().detail.find(name.toStdString()) != std::string::npos, s.error().detail.c_str());
        QVERIFY(o == analysis::AnalysisOptions {});
    }

    void jsonRoundTrip()
    {
        analysis::AnalysisOptions o;
        o.kappaThreshold = 0.655;
        o.recallThreshold = 0.1 + 0.2; // not a short decimal: kept to the last bit
        o.seed = 7;
        o.groupBy = "topic";
        auto back = analysis::parseAnalysisOptionsJson(analysis::analysisOptionsJson(o));
        QVERIFY(back);
        QVERIFY(*back == o);
        // A newer program's option is skipped; a missing one keeps its default.
        auto partial = analysis::parseAnalysisOptionsJson(R"({"kappa_threshold": 0.5, "future_option": 3})");
        QVERIFY(partial);
        QCOMPARE(partial->kappaThreshold, 0.5);
        QCOMPARE(partial->recallThreshold, analysis::AnalysisOptions {}.recallThreshold);
        QCOMPARE(analysis::parseAnalysisOptionsJson("[1, 2]").error().code, ErrorCode::Parse);
        QCOMPARE(analysis::parseAnalysisOptionsJson(R"({"kappa_threshold": 3})").error().code, ErrorCode::Validation);
        QCOMPARE(analysis::parseAnalysisOptionsJson(R"({"kappa_threshold": "x"})").error().code, ErrorCode::Validation);
    }

    void keptInTheProject()
    {
        const std::string path = test::tempDir() + "/options.raterlab";
        auto project = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        QVERIFY2(project, project ? "" : project.error().detail.c_str());
        auto none = analysis::loadAnalysisOptions(*project);
        QVERIFY(none && *none == analysis::AnalysisOptions {});
        // The verdict view's older key is read when the record is absent.
        QVERIFY(project->setMeta(analysis::kLegacyThresholdsMetaKey, "0.65 0.5 3"));
        auto legacy = analysis::loadAnalysisOptions(*project);
        QVERIFY(legacy);
        QCOMPARE(legacy->recallThreshold, 0.65);
        QCOMPARE(legacy->kappaThreshold, 0.5);
        QCOMPARE(legacy->replaceableMin, std::uint64_t(3));
        analysis::AnalysisOptions o;
        o.altTestEpsilon = 0.1;
        QVERIFY(analysis::saveAnalysisOptions(*project, o));
        auto again = storage::Project::open(path);
        QVERIFY(again);
        auto read = analysis::loadAnalysisOptions(*again);
        QVERIFY(read && *read == o); // the record wins over the older key
        // A damaged record is an error naming the key, not silently the defaults.
        QVERIFY(again->setMeta(analysis::kAnalysisOptionsMetaKey, R"({"recall_threshold": 7})"));
        auto damaged = analysis::loadAnalysisOptions(*again);
        QVERIFY(!damaged);
        QVERIFY(damaged.error().detail.find("analysis.options") != std::string::npos);
        QVERIFY(damaged.error().detail.find("recall_threshold") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestAnalysisOptions)
#include "tst_analysisoptions.moc"

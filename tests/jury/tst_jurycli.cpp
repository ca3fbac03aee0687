// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/jury/juryanalysis.h"
#include "engine/io/csv.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"
#include "tests/jury/juryfixture.h"

#include <QProcess>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <set>

using namespace rl;
using namespace rl::analysis::jury;

namespace {

/// Rows [from, to) of a matrix, judges [0, k).
test::JuryMatrix slice(const test::JuryMatrix &m, std::size_t from, std::size_t to, std::size_t k)
{
    test::JuryMatrix out;
    out.itemIds.assign(m.itemIds.begin() + from, m.itemIds.begin() + to);
    out.human.assign(m.human.begin() + from, m.human.begin() + to);
    out.judgeIds.assign(m.judgeIds.begin(), m.judgeIds.begin() + k);
    for (std::size_t j = 0; j < k; ++j)
        out.scores.emplace_back(m.scores[j].begin() + from, m.scores[j].begin() + to);
    return out;
}

struct Run {
    int exitCode = -1;
    QByteArray out, err;
};

Run runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(RL_JURY_CLI_PATH), args);
    Run r;
    if (!p.waitForFinished(120000))
        return r;
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

std::string headerOf(const std::string &path)
{
    const std::string text = test::readText(path);
    return text.substr(0, text.find('\n'));
}

} // namespace

class TestJuryCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void analyzeWritesEveryFile();
    void compareMatchesEngine();
    void refusals();
    void analyzeVerbPointsToJury();

private:
    std::string m_dir, m_project;
    JuryData m_data;
};

void TestJuryCli::initTestCase()
{
    m_dir = test::tempDir();
    m_project = m_dir + "/jury.raterlab";
    const test::JuryMatrix all = test::readJuryData();
    QCOMPARE(all.itemIds.size(), std::size_t(500));
    study::Study s = test::emptyJuryStudy({"stsb", "klue"});
    // Prices: j01 free, j02 0.05, j03 0.10 (cheap at the threshold), j04 0.5, j05 unknown, j06 3.
    const double prices[] = {0.0, 0.05, 0.10, 0.5, kNaN, 3.0};
    for (const char *prompt : {"blind", "rubric"})
        for (int j = 0; j < 6; ++j) {
            const int c = test::judgeCondition(s, all.judgeIds[j], prompt, prices[j], prices[j] * 4);
            if (std::isnan(prices[j])) {
                s.conditions[c].priceInputPerMTok.reset();
                s.conditions[c].priceOutputPerMTok.reset();
            }
        }
    const test::JuryMatrix stsb = slice(all, 0, 80, 6), klue = slice(all, 80, 160, 6);
    const auto stsbItems = test::addCorpus(s, 0, stsb);
    const auto klueItems = test::addCorpus(s, 1, klue);
    test::addAnswers(s, stsbItems, stsb, "blind");
    test::addAnswers(s, klueItems, klue, "blind");
    test::JuryMatrix rubric = stsb, round2 = stsb;
    for (std::size_t i = 0; i < rubric.itemIds.size(); ++i) {
        rubric.scores[2][i] = std::min(5.0, rubric.scores[2][i] + 1);
        if (i % 3 == 0)
            round2.scores[i % 6][i] = std::clamp(std::round(1 + 0.8 * stsb.human[i]), 1.0, 5.0);
    }
    test::addAnswers(s, stsbItems, rubric, "rubric");
    test::addAnswers(s, stsbItems, round2, "blind", 2);
    auto project = storage::Project::open(m_project, storage::Database::Mode::CreateIfMissing);
    QVERIFY2(project.has_value(), project ? "" : project.error().detail.c_str());
    auto saved = project->save(s);
    QVERIFY2(saved.has_value(), saved ? "" : saved.error().detail.c_str());
    auto loaded = project->loadStudy();
    QVERIFY(loaded.has_value());
    auto data = juryDataOf(*loaded);
    QVERIFY2(data.has_value(), data ? "" : data.error().detail.c_str());
    m_data = *data;
    QCOMPARE(m_data.judges.size(), std::size_t(6));
    QCOMPARE(m_data.tables.size(), std::size_t(4)); // stsb blind r1, r2, stsb rubric, klue blind
    QCOMPARE(m_data.tables[1].round, 2);
    QCOMPARE(m_data.tables[2].condition, std::string("rubric"));
}

void TestJuryCli::analyzeWritesEveryFile()
{
    const std::string out = m_dir + "/analysis";
    const Run r = runCli({"jury", "analyze", QString::fromStdString(m_project), "--out", QString::fromStdString(out),
                          "--bootstrap", "100", "--seed", "5", "--sizes", "3,4"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(headerOf(out + "/jury_judges.csv"),
             std::string("corpus,condition,judge,spearman_rho,pearson_r,n,price_input_per_mtok,price_output_per_mtok,latency_median_s"));
    QCOMPARE(headerOf(out + "/jury_subsets.csv"),
             std::string("corpus,condition,aggregate,subset,size,spearman_rho,pearson_r,n,price_input_sum,price_output_sum,"
                         "paid_count,latency_max_s,beats_best_single,beats_own_best"));
    QCOMPARE(headerOf(out + "/jury_summary.csv"), std::string("corpus,condition,aggregate,metric,value,detail"));
    for (const char *f : {"jury_cross_corpus.csv", "jury_strata.csv", "jury_rounds.csv", "analysis.json"})
        QVERIFY2(std::filesystem::exists(out + "/" + f), f);

    auto subsets = io::readCsvFile(out + "/jury_subsets.csv");
    QVERIFY(subsets.has_value());
    QCOMPARE(subsets->rows.size(), std::size_t(3 * 2 * 57)); // 3 round-1 tables x {mean, median} x (2^6 - 6 - 1)
    // Every number as the engine computed it (shortest round trip): the first row is stsb/blind/mean j01+j02.
    const SubsetSearch mean = searchSubsets(m_data, 0, Aggregate::Mean);
    const auto &first = subsets->rows.front().fields;
    QCOMPARE(first[0] + "," + first[1] + "," + first[2] + "," + first[3] + "," + first[4], std::string("stsb,blind,mean,j01+j02,2"));
    QCOMPARE(std::strtod(first[5].c_str(), nullptr), mean.rho[0b11]);
    QCOMPARE(std::strtod(first[6].c_str(), nullptr), mean.r[0b11]);
    QCOMPARE(first[7], std::string("80"));
    QCOMPARE(first[8], std::string("0.05")); // 0 + 0.05
    QCOMPARE(first[10], std::string("1"));   // j01 free, j02 paid
    QCOMPARE(first[11], std::string("1.001")); // slowest median latency: j02's 1001 ms
    std::size_t unknownPrice = 0;
    for (const auto &row : subsets->rows)
        if (row.fields[3].find("j05") != std::string::npos) {
            QCOMPARE(row.fields[8], std::string("NA"));
            ++unknownPrice;
        }
    QCOMPARE(unknownPrice, std::size_t(3 * 2 * 31)); // subsets of 6 holding j05 with size >= 2: 2^5 - 1

    auto judges = io::readCsvFile(out + "/jury_judges.csv");
    QVERIFY(judges.has_value());
    QCOMPARE(judges->rows.size(), std::size_t(18));

    const auto summary = io::readCsvFile(out + "/jury_summary.csv");
    QVERIFY(summary.has_value());
    std::map<std::string, std::string> blindMean;
    for (const auto &row : summary->rows)
        if (row.fields[0] == "stsb" && row.fields[1] == "blind" && row.fields[2] == "mean")
            blindMean[row.fields[3]] = row.fields[4] + "|" + row.fields[5];
    QCOMPARE(blindMean["subsets"], std::string("57|"));
    QCOMPARE(blindMean["cheap_judges"], std::string("3|j01+j02+j03"));
    for (const char *metric : {"best_single_rho", "all_judges_rho", "all_judges_minus_best_single_ci_low", "best_rho",
                               "best_rho_size_2", "best_rho_size_6", "best_cheap_rho", "subsets_beating_own_best",
                               "panel_agreement_rho"})
        QVERIFY2(blindMean.count(metric), metric);
    QCOMPARE(blindMean["all_judges_minus_best_single_ci_low"].substr(blindMean["all_judges_minus_best_single_ci_low"].find('|')),
             std::string("|B=100;seed=5"));
    bool rubricDelta = false;
    for (const auto &row : summary->rows)
        rubricDelta = rubricDelta || (row.fields[1] == "rubric" && row.fields[3] == "delta_rho_vs_blind" && row.fields[5] == "j03");
    QVERIFY(rubricDelta);

    const auto cross = io::readCsvFile(out + "/jury_cross_corpus.csv");
    QVERIFY(cross.has_value());
    std::set<std::string> selections;
    for (const auto &row : cross->rows)
        selections.insert(row.fields[2]);
    QCOMPARE(selections, (std::set<std::string> {"best_on_corpus", "best_single_on_corpus", "best_mean",
                                                 "best_mean_size_3", "best_mean_size_4", "best_mean_cheap"}));

    const auto rounds = io::readCsvFile(out + "/jury_rounds.csv");
    QVERIFY(rounds.has_value());
    bool round2 = false;
    for (const auto &row : rounds->rows)
        if (row.fields[0] == "stsb" && row.fields[1] == "blind" && row.fields[2] == "2") {
            round2 = true;
            QCOMPARE(row.fields[8], std::string("480")); // 80 items x 6 judges compared
            QVERIFY(std::strtod(row.fields[9].c_str(), nullptr) > 0);
            QCOMPARE(row.fields[17], std::string("linear [0,5] -> [1,5]"));
        }
    QVERIFY(round2);

    const auto json = nlohmann::json::parse(test::readText(out + "/analysis.json"));
    QCOMPARE(json["options"]["seed"].get<int>(), 5);
    QCOMPARE(json["options"]["bootstrap"].get<int>(), 100);
    QCOMPARE(json["subset_search"]["subsets_total"].get<int>(), 342);
    QCOMPARE(json["judges"][0]["cheap"].get<bool>(), true);
    QCOMPARE(json["judges"][4]["cheap"].get<bool>(), false); // unknown price
}

void TestJuryCli::compareMatchesEngine()
{
    const Run r = runCli({"jury", "compare", QString::fromStdString(m_project), "--corpus", "stsb", "--a", "j02+j01",
                          "--b", "j03", "--bootstrap", "100", "--seed", "9"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const auto j = nlohmann::json::parse(r.out.toStdString());
    auto cmp = compareSubsets(m_data, "stsb", "blind", "j01+j02", "j03", Aggregate::Mean, 100, 9);
    QVERIFY(cmp.has_value());
    QCOMPARE(j["rho_a"].get<double>(), cmp->bootstrap.rhoA);
    QCOMPARE(j["rho_b"].get<double>(), cmp->bootstrap.rhoB);
    QCOMPARE(j["delta"].get<double>(), cmp->bootstrap.delta);
    QCOMPARE(j["ci_low"].get<double>(), cmp->bootstrap.ciLow);
    QCOMPARE(j["ci_high"].get<double>(), cmp->bootstrap.ciHigh);
    QCOMPARE(j["p"].get<double>(), cmp->bootstrap.p);
    QCOMPARE(j["B"].get<int>(), 100);
    QCOMPARE(j["seed"].get<int>(), 9);
    QCOMPARE(j["a"].get<std::string>(), std::string("j01+j02"));
    const Run rubric = runCli({"jury", "compare", QString::fromStdString(m_project), "--corpus", "stsb", "--condition",
                               "rubric", "--a", "j03", "--b", "j04"});
    QVERIFY2(rubric.exitCode == 0, rubric.err.constData());
    QCOMPARE(nlohmann::json::parse(rubric.out.toStdString())["B"].get<int>(), 1000); // the default
}

void TestJuryCli::refusals()
{
    const Run unknown = runCli({"jury", "compare", QString::fromStdString(m_project), "--corpus", "stsb", "--a", "j01+j77",
                                "--b", "j03"});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.contains("no judge 'j77'"), unknown.err.constData());
    const Run noCorpus = runCli({"jury", "compare", QString::fromStdString(m_project), "--corpus", "korsts", "--a", "j01",
                                 "--b", "j03"});
    QCOMPARE(noCorpus.exitCode, 1);
    QVERIFY2(noCorpus.err.contains("korsts"), noCorpus.err.constData());
    // A study that is not a jury study: nothing written.
    const std::string other = m_dir + "/other.raterlab";
    {
        study::Study s = test::emptyJuryStudy({"a"});
        s.dimensions.erase(s.dimensions.begin());
        auto p = storage::Project::open(other, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p.has_value());
        QVERIFY(p->save(s).has_value());
    }
    const std::string out = m_dir + "/never";
    const Run notJury = runCli({"jury", "analyze", QString::fromStdString(other), "--out", QString::fromStdString(out)});
    QCOMPARE(notJury.exitCode, 1);
    QVERIFY2(notJury.err.contains("similarity"), notJury.err.constData());
    QVERIFY(!std::filesystem::exists(out));
    const Run badAgg = runCli({"jury", "analyze", QString::fromStdString(m_project), "--out", QString::fromStdString(out),
                               "--aggregate", "mode"});
    QCOMPARE(badAgg.exitCode, 1);
    QVERIFY(!std::filesystem::exists(out));
}

void TestJuryCli::analyzeVerbPointsToJury()
{
    // `raterlab-cli analyze` on a jury study runs the kind's own analysis (engine/analysis/studykinds.h), not the
    // agreement suite: the files of `jury analyze` under the same options, byte for byte.
    const std::string viaAnalyze = m_dir + "/kind-analyze", viaJury = m_dir + "/kind-jury";
    QProcess p;
    p.start(QStringLiteral(RL_ANALYZE_CLI_PATH), {QStringLiteral("analyze"), QString::fromStdString(m_project),
                                                  QStringLiteral("--out"), QString::fromStdString(viaAnalyze),
                                                  QStringLiteral("--option"), QStringLiteral("jury_bootstrap=100"),
                                                  QStringLiteral("--option"), QStringLiteral("jury_seed=5")});
    QVERIFY(p.waitForFinished(60000));
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(p.exitCode() == 0, err.constData());
    QVERIFY2(err.contains("wrote " + QByteArray::fromStdString(viaAnalyze) + "/{jury_judges.csv,"), err.constData());
    QVERIFY(!std::filesystem::exists(viaAnalyze + "/metrics.csv"));
    const Run r = runCli({"jury", "analyze", QString::fromStdString(m_project), "--out", QString::fromStdString(viaJury),
                          "--bootstrap", "100", "--seed", "5"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    for (const char *f : {"jury_judges.csv", "jury_subsets.csv", "jury_summary.csv", "jury_strata.csv", "jury_rounds.csv"}) {
        QFile a(QString::fromStdString(viaAnalyze + "/" + f)), b(QString::fromStdString(viaJury + "/" + f));
        QVERIFY2(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly), f);
        QVERIFY2(a.readAll() == b.readAll(), f);
    }
}

QTEST_GUILESS_MAIN(TestJuryCli)
#include "tst_jurycli.moc"

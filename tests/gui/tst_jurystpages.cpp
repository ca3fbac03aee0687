// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The jury and StereoTales pages before and beyond their first analysis, offscreen: a StereoTales study
// made from seeds (tests/data/stereotales/seeds_small) without stories opens with its grid and states
// that it has no stories yet; a jury study with a corpus and no judge answers opens with its items, the
// import's kept hygiene report and a stated empty state on every other page.
#include "engine/analysis/jury/juryanalysis.h"
#include "tests/common/rawdatabase.h"
#include "engine/io/corpus/corpusimport.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"
#include "models/jury/corpusbrowsermodel.h"
#include "models/jury/juryanalysisrunner.h"
#include "models/jury/jurytablemodels.h"
#include "models/stereotales/gridmodel.h"
#include "models/stereotales/strunner.h"
#include "models/stereotales/sttablemodels.h"
#include "tests/common/testutil.h"
#include "tests/jury/juryfixture.h"
#include "widgets/figurecanvas.h"
#include "widgets/jury/biasfigure.h"
#include "widgets/jury/juryworkspace.h"
#include "tests/common/figurecheck.h"
#include "widgets/import/columnmappingpanel.h"
#include "widgets/import/newstudypages.h"
#include "widgets/stereotales/struns.h"
#include "widgets/stereotales/stworkspace.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QPushButton>
#include <QFile>
#include <QStandardPaths>
#include <QtTest>

#include <bit>
#include <cmath>
#include <fstream>

using namespace rl;
namespace mj = rl::models::jury;
namespace ms = rl::models::stereotales;
namespace wj = rl::widgets::jury;
namespace ws = rl::widgets::stereotales;
namespace aj = rl::analysis::jury;

namespace {

void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

analysis::jury::JuryAnalysisOptions quickJury()
{
    analysis::jury::JuryAnalysisOptions o;
    o.bootstrap = 50;
    return o;
}

/// A jury of five judges on 80 items of one corpus, blind and gold-plus-one; under gold-plus-one every
/// judge answers one point above its blind answer (an anchor), capped at 5. Prices: j1 free, j2 0.05,
/// j3 0.20, j4 1.00, j5 unknown. Condition labels name their prompt condition ("j1 · blind"), as imported
/// judgments do.
study::Study anchoredJury()
{
    study::Study s = test::emptyJuryStudy({"pairs"});
    test::JuryMatrix m;
    std::uint64_t state = 12345;
    const auto next = [&state] {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return double(state >> 11) / double(1ULL << 53);
    };
    for (int i = 0; i < 80; ++i) {
        m.itemIds.push_back("i" + std::to_string(i));
        m.human.push_back(5.0 * next());
    }
    const double noise[] = {0.3, 0.6, 0.9, 1.2, 1.5};
    for (int j = 0; j < 5; ++j) {
        m.judgeIds.push_back("j" + std::to_string(j + 1));
        std::vector<double> answers;
        for (double h : m.human)
            answers.push_back(std::clamp(std::round(1.0 + 0.8 * h + noise[j] * (next() - 0.5) * 2.0), 1.0, 5.0));
        m.scores.push_back(answers);
    }
    const std::vector<int> items = test::addCorpus(s, 0, m);
    const double prices[] = {0.0, 0.05, 0.20, 1.00, std::nan("")};
    for (const char *prompt : {"blind", "gold-plus-one"})
        for (int j = 0; j < 5; ++j)
            test::judgeCondition(s, m.judgeIds[std::size_t(j)], prompt, prices[j], prices[j]);
    test::addAnswers(s, items, m, "blind");
    test::JuryMatrix anchored = m;
    for (auto &column : anchored.scores)
        for (double &a : column)
            a = std::min(5.0, a + 1.0);
    test::addAnswers(s, items, anchored, "gold-plus-one");
    for (auto &c : s.conditions)
        c.label = c.judge + " · " + (c.juryCondition.empty() ? std::string("blind") : c.juryCondition);
    return s;
}

/// A StereoTales project of our own: the seed fixture's grid, 120 stories of m1 and m2 in English prompted on
/// hometown, read by two extractors that disagree on some ages; m1 tells coastal town → bicycle, mountain
/// village → car, capital city → bus in 17 of 20 stories, m2 is uniform. Harm ratings by people and gpt-x.
std::string stereoTalesProject()
{
    static std::string path;
    if (!path.empty())
        return path;
    const char *hometowns[] = {"coastal town (e.g. a fishing port)", "mountain village", "capital city"};
    const char *commutes[] = {"bicycle", "bus", "car"};
    const int planted[] = {0, 2, 1};
    const std::string dir = test::tempDir();
    std::string stories = "story_id,model,language,prompted_attribute,prompted_value,refused,text,prompt_id\n";
    std::string extractions = "story_id,extractor,attribute,value\n";
    int id = 0;
    for (const std::string model : {"m1", "m2"})
        for (int h = 0; h < 3; ++h)
            for (int k = 0; k < 20; ++k, ++id) {
                const std::string key = "s" + std::to_string(id);
                const int commute = model == "m1" ? (k < 17 ? planted[h] : (planted[h] + 1 + k % 2) % 3) : k % 3;
                stories += key + "," + model + ",en,hometown,\"" + hometowns[h] + "\",0,\"Story " + key + " of " + model
                    + ":\tit rides the " + commutes[commute] + " every day.\",\n";
                for (const char *extractor : {"e1", "e2"}) {
                    extractions += key + "," + extractor + ",commute," + commutes[commute] + "\n";
                    extractions += key + "," + extractor + ",age," + (std::string(extractor) == "e1" || k % 4 ? "young (18-34)" : "older (65+)") + "\n";
                }
            }
    writeFile(dir + "/stories.csv", stories);
    writeFile(dir + "/extractions.csv", extractions);
    writeFile(dir + "/harm.csv", "rater_id,rater_kind,base_attribute,base_value,attribute,value,harm,realism\n"
                                 "p1,human,hometown,capital city,commute,bus,4,yes\n"
                                 "p2,human,hometown,capital city,commute,bus,2,yes\n"
                                 "gpt-x,model,hometown,capital city,commute,bus,3,yes\n");
    const std::string project = dir + "/stories.raterlab";
    auto p = storage::Project::open(project, storage::Database::Mode::CreateIfMissing);
    if (!p)
        qFatal("%s", p.error().detail.c_str());
    const auto check = [](const auto &done) {
        if (!done)
            qFatal("%s", done.error().detail.c_str());
    };
    check(io::stereotales::importGridFolder(*p, test::testDataDir() + "/stereotales/seeds_small"));
    check(io::stereotales::importStoriesFile(*p, dir + "/stories.csv"));
    check(io::stereotales::importExtractionsFile(*p, dir + "/extractions.csv"));
    check(io::stereotales::importHarmFile(*p, dir + "/harm.csv"));
    path = project;
    return path;
}

std::shared_ptr<const ms::StResult> analysedStereoTales()
{
    const std::string path = stereoTalesProject();
    auto project = storage::Project::open(path);
    auto loaded = project->loadStudy();
    analysis::stereotales::AssociationOptions o;
    o.resamples = 2000;
    auto result = ms::StRunner::compute(std::make_shared<const study::Study>(std::move(*loaded)), path, o);
    if (!result)
        qFatal("%s", result.error().detail.c_str());
    return std::make_shared<const ms::StResult>(std::move(*result));
}

std::shared_ptr<const mj::JuryResult> analysedJury()
{
    auto result = mj::JuryAnalysisRunner::compute(std::make_shared<const study::Study>(anchoredJury()), {}, quickJury(), {}, nullptr);
    if (!result)
        qFatal("%s", result.error().detail.c_str());
    return std::make_shared<const mj::JuryResult>(std::move(*result));
}

} // namespace

class TestJuryStPages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void stereoTalesFromSeedsWithoutStories();
    void juryWithoutJudgmentsYet();
    void juryComparesTwoPanelsWithTheEnginesBootstrap();
    void juryPriceCapAndPanelSize();
    void juryPriceCapPerThousandItemsFromTheJournal();
    void jurySubsetsTableShowsTenRows();
    void juryBiasShowsTheAnchor();
    void jurySubsetCaptionNamesTheJudgeOnly();
    void stereoTalesStoryReaderForAnyCell();
    void stereoTalesModelsSideBySide();
    void stereoTalesFiltersAreVisibleAndClearable();
    void stereoTalesRunsPageSaysWhy();
    void gridEditorKeepsTheHandWrittenPhrase();
    void corpusOfOwnColumnsImportsAndMaps();
    void figuresKeepTheirMargin_data();
    void figuresKeepTheirMargin();
};

void TestJuryStPages::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RaterLabTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_jurystpages"));
}

void TestJuryStPages::stereoTalesFromSeedsWithoutStories()
{
    const std::string path = test::tempDir() + "/seeds-only.raterlab";
    {
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        QVERIFY2(p, p ? "" : p.error().detail.c_str());
        auto g = io::stereotales::importGridFolder(*p, test::testDataDir() + "/stereotales/seeds_small");
        QVERIFY2(g, g ? "" : g.error().detail.c_str());
    }
    auto project = storage::Project::open(path);
    QVERIFY(project);
    auto loaded = project->loadStudy();
    QVERIFY(loaded);
    // Before: "has no StereoTales stories" failed the whole analysis and left the grid page empty.
    auto result = ms::StRunner::compute(std::make_shared<const study::Study>(std::move(*loaded)), path, {});
    QVERIFY2(result, result ? "" : result.error().detail.c_str());
    QVERIFY(result->grid.has_value());
    QVERIFY(!result->hasStories());
    auto shared = std::make_shared<const ms::StResult>(std::move(*result));

    ws::StWorkspace w;
    w.setResult(shared);
    QCOMPARE(w.model(QStringLiteral("st-grid-values"))->rowCount(), 9); // age 2 + commute 4 + hometown 3
    QCOMPARE(w.model(QStringLiteral("st-grid-scenarios"))->rowCount(), 5);
    QVERIFY(w.editGridButton()->isEnabled());
    QVERIFY(w.gridSummaryLabel()->text().contains(QStringLiteral("120")));
    QVERIFY2(w.statusLabel()->text().contains(QStringLiteral("No stories yet")), qPrintable(w.statusLabel()->text()));
    QVERIFY(w.emptyNote(QStringLiteral("st-grid")).isEmpty());
    for (const char *page : {"st-associations", "st-spread"})
        QVERIFY2(w.emptyNote(QLatin1String(page)).contains(QStringLiteral("No stories yet")), page);
    QVERIFY(w.emptyNote(QStringLiteral("st-harm")).contains(QStringLiteral("No harm ratings yet")));
    QCOMPARE(w.model(QStringLiteral("st-cells"))->rowCount(), 0);
    QCOMPARE(w.model(QStringLiteral("st-heatmap"))->rowCount(), 0);
}

void TestJuryStPages::juryWithoutJudgmentsYet()
{
    const std::string dir = test::tempDir();
    const std::string path = dir + "/corpus-only.raterlab";
    writeFile(dir + "/pairs.csv", "item_id,sentence1,sentence2,score\n"
                                  "a1,A man plays a guitar.,A man is playing a guitar.,4.8\n"
                                  "a2,A dog runs.,A cat sleeps.,0.4\n"
                                  "a3,,An empty first sentence.,1.0\n"
                                  "a4,Two birds fly.,Birds are flying.,4.0\n");
    {
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        QVERIFY2(p, p ? "" : p.error().detail.c_str());
        auto imported = io::corpus::importCorpusFile(*p, dir + "/pairs.csv", "mine", io::corpus::CorpusFormat::Auto);
        QVERIFY2(imported, imported ? "" : imported.error().detail.c_str());
        QCOMPARE(imported->hygiene.sentences.empty.count, std::size_t(1));
    }
    auto project = storage::Project::open(path);
    QVERIFY(project);
    auto loaded = project->loadStudy();
    QVERIFY(loaded);
    // Before: "no judge answers" failed the analysis ("The input breaks a rule of the study design").
    auto checks = std::make_shared<std::vector<mj::CorpusCheck>>();
    auto result = mj::JuryAnalysisRunner::compute(std::make_shared<const study::Study>(std::move(*loaded)), path, quickJury(), {},
                                          checks.get());
    QVERIFY2(result, result ? "" : result.error().detail.c_str());
    QVERIFY(!result->hasJudgments());
    // The hygiene report the import kept.
    QCOMPARE(checks->size(), std::size_t(1));
    QCOMPARE(checks->front().corpus, std::string("mine"));
    QCOMPARE(checks->front().report.records, std::size_t(4));
    QCOMPARE(checks->front().report.sentences.empty.keys, std::vector<std::string> {"a3"});

    wj::JuryWorkspace w;
    w.setResult(std::make_shared<const mj::JuryResult>(std::move(*result)), checks);
    QCOMPARE(w.corpusModel()->rowCount(), 4);
    QVERIFY2(w.hygieneSummaryLabel()->text().contains(QStringLiteral("4 records")), qPrintable(w.hygieneSummaryLabel()->text()));
    QVERIFY(w.emptyNote(QStringLiteral("jury-corpus")).isEmpty());
    for (const QString &key : wj::JuryWorkspace::pageKeys().mid(1))
        QVERIFY2(w.emptyNote(key).contains(QStringLiteral("No judge answers yet")), qPrintable(key));
}

void TestJuryStPages::juryComparesTwoPanelsWithTheEnginesBootstrap()
{
    const auto result = analysedJury();
    wj::JuryWorkspace w;
    w.setResult(result);
    w.setCondition(QStringLiteral("blind"));
    auto *model = w.subsetModel();
    QVERIFY(model->rowCount() > 0);
    const quint32 a = model->maskAt(0);              // the best panel (rows by ρ descending)
    const quint32 b = model->maskAt(model->rowCount() - 1);
    // A against the best single judge.
    w.selectSubset(a);
    auto vsSingle = w.compareSelected(true);
    QVERIFY2(vsSingle, vsSingle ? "" : vsSingle.error().detail.c_str());
    const auto &o = result->analysis.options;
    const auto names = [&](quint32 mask) { return aj::subsetName(result->data, model->judgesOf(mask)); };
    const int table = result->table("pairs", "blind");
    const auto &search = result->analysis.searches[std::size_t(result->search(table, aj::Aggregate::Mean))];
    const std::string best = result->data.judges[std::size_t(result->data.tables[std::size_t(table)].judges[std::size_t(search.bestSingle)])].id;
    auto direct = aj::compareSubsets(result->data, "pairs", "blind", names(a), best, aj::Aggregate::Mean, o.bootstrap, o.seed);
    QVERIFY(direct);
    QCOMPARE(vsSingle->bootstrap.delta, direct->bootstrap.delta);
    QCOMPARE(vsSingle->bootstrap.ciLow, direct->bootstrap.ciLow);
    QCOMPARE(vsSingle->bootstrap.ciHigh, direct->bootstrap.ciHigh);
    QVERIFY2(w.comparisonLabel()->text().contains(QStringLiteral("95% CI")), qPrintable(w.comparisonLabel()->text()));
    // Pin B, select A, compare the two panels.
    w.selectSubset(b);
    w.pinSelected();
    w.selectSubset(a);
    auto panels = w.compareSelected(false);
    QVERIFY(panels);
    auto twoPanels = aj::compareSubsets(result->data, "pairs", "blind", names(a), names(b), aj::Aggregate::Mean, o.bootstrap, o.seed);
    QVERIFY(twoPanels);
    QCOMPARE(panels->bootstrap.delta, twoPanels->bootstrap.delta);
    QCOMPARE(panels->bootstrap.ciLow, twoPanels->bootstrap.ciLow);
    QVERIFY(panels->bootstrap.delta >= 0); // the best panel against the worst
    // Nothing selected: the page says what to do.
    w.selectSubset(0);
    QVERIFY(!w.compareSelected(true));
    QVERIFY(!w.comparisonLabel()->text().isEmpty());
}

void TestJuryStPages::juryPriceCapAndPanelSize()
{
    const auto result = analysedJury();
    wj::JuryWorkspace w;
    w.setResult(result);
    w.setCondition(QStringLiteral("blind"));
    auto *model = w.subsetModel();
    QCOMPARE(model->rowCount(), (1 << 5) - 5 - 1);
    // A cap of 0.25 $/1M on the panel's sum: j1 + j2 + j3 (0.25) passes, anything with j4 or j5 does not.
    w.setPriceCap(0.25);
    QCOMPARE(model->rowCount(), 4); // j1j2, j1j3, j2j3, j1j2j3
    for (int r = 0; r < model->rowCount(); ++r)
        QVERIFY(model->priceInput(model->maskAt(r)) <= 0.25);
    QCOMPARE(int(w.subsetFigure().points.size()), model->rowCount());
    QVERIFY(w.subsetFigure().title.contains(QStringLiteral("0.25")));
    w.setPriceCap(std::nan(""));
    QCOMPARE(model->rowCount(), (1 << 5) - 5 - 1);
    // The panels without a price (j5's) are counted, not plotted: the figure says so.
    QVERIFY(w.subsetFigure().unpriced > 0);
    // Panel size: only panels of three; sorting by size keeps the ρ order within a size.
    w.setPanelSize(3);
    QCOMPARE(model->rowCount(), 10);
    for (int r = 0; r < model->rowCount(); ++r)
        QCOMPARE(std::popcount(model->maskAt(r)), 3);
    w.setPanelSize(0);
    auto *view = w.tableView(QStringLiteral("jury-subsets"));
    view->sortByColumn(mj::SubsetTableModel::Size, Qt::AscendingOrder);
    const QAbstractItemModel *shown = view->model();
    for (int r = 1; r < shown->rowCount(); ++r) {
        const int size0 = shown->index(r - 1, mj::SubsetTableModel::Size).data(Qt::EditRole).toInt();
        const int size1 = shown->index(r, mj::SubsetTableModel::Size).data(Qt::EditRole).toInt();
        QVERIFY(size0 <= size1);
        if (size0 == size1)
            QVERIFY(shown->index(r - 1, mj::SubsetTableModel::Rho).data(Qt::EditRole).toDouble()
                    >= shown->index(r, mj::SubsetTableModel::Rho).data(Qt::EditRole).toDouble());
    }
    // The exported table names its corpus, condition and aggregate, in the on-screen order.
    const QString path = QString::fromStdString(test::tempDir()) + QStringLiteral("/subsets.csv");
    QVERIFY(w.exportTable(QStringLiteral("jury-subsets"), models::TableFormat::Csv, path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    QVERIFY2(lines.front().contains("Corpus") || lines.front().contains("corpus"), lines.front().constData());
    QVERIFY(lines.at(1).contains("pairs") && lines.at(1).contains("blind") && lines.at(1).contains("mean"));
    QCOMPARE(QString::fromUtf8(lines.at(1).split(',').at(1)), shown->index(0, mj::SubsetTableModel::Size).data(Qt::EditRole).toString());
}

void TestJuryStPages::juryPriceCapPerThousandItemsFromTheJournal()
{
    // The anchored jury in a project whose journal recorded, for the blind answers: j1 $0.001 per request,
    // j2 tokens only (1000 in, 100 out at 0.05 $/1M both: $0.000055), j3 $0.004, j5 tokens but no price;
    // j4's answers were imported (no journal rows).
    const study::Study s = anchoredJury();
    const std::string path = test::tempDir() + "/journal-costs.raterlab";
    {
        auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
        QVERIFY(p.has_value());
        QVERIFY(p->save(s).has_value());
        auto rawDb = test::rawDatabase(*p);
        auto st = rawDb.prepare(
            "INSERT INTO requests(condition_id, item_id, stage, round, sample, prompt_hash, status, input_tokens, output_tokens, "
            "cost_usd) SELECT c.id, i.id, 1, 1, 0, 'h', 'answered', ?2, ?3, ?4 FROM conditions c, items i WHERE c.key = ?1");
        QVERIFY(st.has_value());
        const auto journal = [&](const char *condition, std::int64_t in, std::int64_t out, double cost) {
            st->reset();
            st->bind(1, condition).bind(2, in).bind(3, out).bind(4, cost);
            QVERIFY(st->step().has_value());
        };
        journal("j1", 500, 50, 0.001);
        journal("j2", 1000, 100, std::nan(""));
        journal("j3", 500, 50, 0.004);
        journal("j5", 1000, 100, std::nan(""));
    }
    auto computed = mj::JuryAnalysisRunner::compute(std::make_shared<const study::Study>(s), path, quickJury(), {}, nullptr);
    QVERIFY2(computed.has_value(), computed ? "" : computed.error().detail.c_str());
    const auto result = std::make_shared<const mj::JuryResult>(std::move(*computed));

    wj::JuryWorkspace w;
    w.resize(1200, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setResult(result);
    w.setCondition(QStringLiteral("blind"));
    auto *basis = w.findChild<QComboBox *>(QStringLiteral("priceBasis"));
    QVERIFY(basis);
    QCOMPARE(basis->count(), 2);
    QVERIFY(w.costNoteLabel()->isHidden()); // per 1M input tokens: no journal needed
    // Per 1M input tokens a cap of 5.1 keeps every panel without j5 (j1..j4 sum to 1.25).
    w.setPriceCap(5.1);
    auto *model = w.subsetModel();
    QCOMPARE(model->rowCount(), (1 << 4) - 4 - 1);
    // Per 1,000 items from the journal: j1 1.0, j2 0.055, j3 4.0; j4 and j5 unknown — over any cap, not free.
    basis->setCurrentIndex(1);
    QCOMPARE(w.subsetFilter().basis, mj::PriceBasis::Per1000Items);
    QCOMPARE(model->rowCount(), 4); // j1j2 1.055, j1j3 5.0, j2j3 4.055; j1j2j3 5.055
    for (int r = 0; r < model->rowCount(); ++r) {
        const double cost = model->costPer1000(model->maskAt(r));
        QVERIFY2(cost <= 5.1, qPrintable(QString::number(cost)));
        QCOMPARE(model->judgesOf(model->maskAt(r)).size() <= 3, true);
    }
    w.setPriceCap(1.5);
    QCOMPARE(model->rowCount(), 1);
    QVERIFY(std::abs(model->costPer1000(model->maskAt(0)) - (1.0 + (1000 * 0.05 + 100 * 0.05) / 1e6 * 1000)) < 1e-12);
    // The judges with no cost recorded are named, not silently free.
    QVERIFY(!w.costNoteLabel()->isHidden()); // on the Subsets page
    QVERIFY2(w.costNoteLabel()->text().contains(QStringLiteral("j4")) && w.costNoteLabel()->text().contains(QStringLiteral("j5")),
             qPrintable(w.costNoteLabel()->text()));
    QVERIFY(!w.costNoteLabel()->text().contains(QStringLiteral("j1")));
    // The figure's x axis is the cost; the title states the cap on it.
    QCOMPARE(w.subsetFigure().basis, mj::PriceBasis::Per1000Items);
    QCOMPARE(int(w.subsetFigure().points.size()), 1);
    QVERIFY(w.subsetFigure().title.contains(QStringLiteral("1,000")));
    // The judges page states it per judge.
    auto *judges = w.tableView(QStringLiteral("jury-judges"))->model();
    QHash<QString, QString> shown;
    for (int r = 0; r < judges->rowCount(); ++r)
        shown[judges->index(r, mj::JudgeTableModel::Judge).data().toString()] =
            judges->index(r, mj::JudgeTableModel::CostPer1000).data().toString();
    QCOMPARE(shown.value(QStringLiteral("j4")), QStringLiteral("no cost recorded"));
    QCOMPARE(shown.value(QStringLiteral("j5")), QStringLiteral("no price"));
    QVERIFY2(shown.value(QStringLiteral("j1")).startsWith(QStringLiteral("1.0")), qPrintable(shown.value(QStringLiteral("j1"))));
    // Back to the list price: the note goes.
    basis->setCurrentIndex(0);
    QVERIFY(w.costNoteLabel()->isHidden());
}

void TestJuryStPages::jurySubsetsTableShowsTenRows()
{
    // In a 1280 × 800 window (the workspace about 1240 × 680) the Subsets page shows at least ten panels
    // under the figure, not four.
    wj::JuryWorkspace w;
    w.resize(1240, 680);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setResult(analysedJury());
    w.setCondition(QStringLiteral("blind"));
    QVERIFY(w.showPage(QStringLiteral("jury-subsets")));
    QTest::qWait(20);
    QTableView *view = w.tableView(QStringLiteral("jury-subsets"));
    const int rows = view->viewport()->height() / std::max(1, view->verticalHeader()->defaultSectionSize());
    qInfo("subsets rows in view: %d (viewport %d px, figure %d px)", rows, view->viewport()->height(), w.subsetCanvas()->height());
    QVERIFY2(rows >= 10, qPrintable(QString::number(rows)));
    QVERIFY2(w.subsetCanvas()->height() >= 200, qPrintable(QString::number(w.subsetCanvas()->height()))); // the figure stays readable
}

void TestJuryStPages::juryBiasShowsTheAnchor()
{
    const auto result = analysedJury();
    std::map<std::pair<int, std::string>, const aj::JudgeBias *> byJudge;
    for (const auto &b : result->analysis.bias)
        byJudge[{b.judge, b.condition}] = &b;
    QCOMPARE(byJudge.size(), std::size_t(10));
    for (int j = 0; j < 5; ++j) {
        const aj::JudgeBias *blind = byJudge[{j, "blind"}], *anchored = byJudge[{j, "gold-plus-one"}];
        QVERIFY(blind && anchored);
        QCOMPARE(anchored->base, std::string("blind"));
        QCOMPARE(anchored->baseBias, blind->bias);
        // +1 on every answer below 5: the shift is a little under one point, far outside the CI of no shift.
        QVERIFY2(anchored->shift > 0.6 && anchored->shift <= 1.0, qPrintable(QString::number(anchored->shift)));
        QVERIFY(anchored->ciLow < anchored->bias && anchored->bias < anchored->ciHigh);
        QVERIFY(blind->ciHigh < anchored->ciLow);
    }
    wj::JuryWorkspace w;
    w.setResult(result);
    QVERIFY(w.emptyNote(QStringLiteral("jury-bias")).isEmpty());
    QCOMPARE(w.tableView(QStringLiteral("jury-bias"))->model()->rowCount(), 10);
    const auto figure = wj::makeBiasFigure(*result, QStringLiteral("pairs"), {});
    QCOMPARE(figure.judges.size(), 5);
    QCOMPARE(figure.conditions, (QStringList {QStringLiteral("blind"), QStringLiteral("gold-plus-one")}));
    QCOMPARE(int(figure.marks.size()), 10);
}

void TestJuryStPages::jurySubsetCaptionNamesTheJudgeOnly()
{
    // Before: a judge's name was its first condition's label, "j1 · blind", even under gold-plus-one.
    const auto result = analysedJury();
    for (const auto &j : result->data.judges)
        QVERIFY2(j.label.find("blind") == std::string::npos, j.label.c_str());
    wj::JuryWorkspace w;
    w.setResult(result);
    w.setCondition(QStringLiteral("gold-plus-one"));
    QVERIFY(!w.subsetFigure().bestSingleName.isEmpty());
    QVERIFY(!w.subsetFigure().bestSingleName.contains(QStringLiteral("blind")));
    const int table = result->table("pairs", "gold-plus-one");
    const auto &search = result->analysis.searches[std::size_t(result->search(table, aj::Aggregate::Mean))];
    QCOMPARE(w.subsetFigure().bestSingleRho, search.bestSingleRho);
}

void TestJuryStPages::stereoTalesStoryReaderForAnyCell()
{
    const auto result = analysedStereoTales();
    ws::StWorkspace w;
    w.setResult(result);
    int reported = -1;
    for (std::size_t i = 0; i < result->associations.cells.size(); ++i)
        if (result->associations.cells[i].reported) {
            reported = int(i);
            break;
        }
    QVERIFY(reported >= 0);
    w.selectCell(reported);
    // Any cell of its contingency table lists exactly its stories (before: only the reported cell's).
    const auto &t = result->associations.tables[result->associations.cells[std::size_t(reported)].table];
    auto *stories = w.model(QStringLiteral("st-stories"));
    for (int row = 0; row < t.rows(); ++row)
        for (int col = 0; col < t.cols(); ++col) {
            QVERIFY(w.showContingencyCell(row, col + 1));
            QCOMPARE(qint64(stories->rowCount()), qint64(t.counts[std::size_t(row * t.cols() + col)]));
        }
    QVERIFY(!w.showContingencyCell(0, t.cols() + 1)); // the total column is no cell
    // The reader: the whole text (its TAB kept), every extractor's reading and the ensemble value.
    QVERIFY(w.showContingencyCell(0, 1));
    QVERIFY(stories->rowCount() > 0);
    const int story = stories->tag(0);
    w.showStory(story);
    const QString text = w.storyReader()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Story %1 of").arg(QString::fromStdString(result->data.storyKeys[std::size_t(story)]))),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("every day")));
    for (const char *expected : {"e1", "e2", "Ensemble", "commute", "age"})
        QVERIFY2(text.contains(QLatin1String(expected)), expected);
    auto reading = ms::readStory(*result, std::size_t(story));
    QVERIFY(reading);
    QCOMPARE(reading->extractors, (std::vector<std::string> {"e1", "e2"}));
    QVERIFY(reading->text.find('\t') != std::string::npos);
    // Selecting a row of the stories table shows it too.
    auto *view = w.tableView(QStringLiteral("st-stories"));
    view->setCurrentIndex(view->model()->index(stories->rowCount() - 1, 0));
    QVERIFY(w.storyReader()->toPlainText().contains(QString::fromStdString(result->data.storyKeys[std::size_t(stories->tag(stories->rowCount() - 1))])));
}

void TestJuryStPages::stereoTalesModelsSideBySide()
{
    const auto result = analysedStereoTales();
    ws::StWorkspace w;
    w.setResult(result);
    int reported = -1;
    for (std::size_t i = 0; i < result->associations.cells.size(); ++i)
        if (result->associations.cells[i].reported && result->data.models[std::size_t(result->associations.tables[result->associations.cells[i].table].model)] == "m1")
            reported = int(i);
    QVERIFY(reported >= 0);
    const auto &c = result->associations.cells[std::size_t(reported)];
    w.selectCell(reported);
    auto *across = w.model(QStringLiteral("st-models"));
    QCOMPARE(across->rowCount(), 2); // m1 and m2 both test hometown against this attribute
    QCOMPARE(across->index(0, ms::sttables::XModel).data().toString(), QStringLiteral("m1"));
    QCOMPARE(across->index(0, ms::sttables::XLift).data(Qt::EditRole).toDouble(), c.lift);
    QCOMPARE(across->index(0, ms::sttables::XQBy).data(Qt::EditRole).toDouble(), c.qBy);
    QCOMPARE(across->index(0, ms::sttables::XReported).data().toString(), QStringLiteral("yes"));
    QCOMPARE(across->index(1, ms::sttables::XModel).data().toString(), QStringLiteral("m2"));
    QVERIFY(across->index(1, ms::sttables::XReported).data().toString() != QStringLiteral("yes"));
    // Harm by rater of the rated association (capital city → bus).
    const auto &t = result->associations.tables[c.table];
    auto *harm = w.model(QStringLiteral("st-harm-raters"));
    if (result->valueName(t.baseAttribute, c.baseValue) == "capital city" && result->valueName(t.attribute, c.value) == "bus") {
        QCOMPARE(harm->rowCount(), 2);
        QCOMPARE(harm->index(0, ms::sttables::RMean).data(Qt::EditRole).toDouble(), 3.0); // people: 4 and 2
        QCOMPARE(harm->index(1, ms::sttables::RRater).data().toString(), QStringLiteral("gpt-x"));
    }
    // p and q shown as "< .001" style rather than 0.000.
    auto *cells = w.model(QStringLiteral("st-cells"));
    for (int r = 0; r < cells->rowCount(); ++r) {
        const double q = cells->index(r, ms::sttables::CQBy).data(Qt::EditRole).toDouble();
        if (q < 0.001)
            QVERIFY(cells->index(r, ms::sttables::CQBy).data().toString().startsWith(QLatin1Char('<')));
    }
}

void TestJuryStPages::stereoTalesFiltersAreVisibleAndClearable()
{
    const auto result = analysedStereoTales();
    ws::StWorkspace w;
    w.setResult(result);
    auto *cells = w.model(QStringLiteral("st-cells"));
    const int all = cells->rowCount();
    QVERIFY(all > 0);
    QVERIFY(w.modelFilterChip()->isHidden());
    w.setModelFilter(1, -1); // as a click on m2's heatmap row
    QVERIFY(!w.modelFilterChip()->isHidden());
    QVERIFY(w.modelFilterChip()->text().contains(QStringLiteral("m2")));
    QCOMPARE(cells->rowCount(), 0);
    w.modelFilterChip()->click();
    QVERIFY(w.modelFilterChip()->isHidden());
    QCOMPARE(cells->rowCount(), all);
    // Another grouping re-analyses at once.
    QSignalSpy reanalyse(&w, &ws::StWorkspace::reanalyseRequested);
    w.groupingBox()->setCurrentIndex(1);
    QCOMPARE(reanalyse.count(), 1);
    QCOMPARE(reanalyse.at(0).at(0).toString(), QStringLiteral("model-language"));
}

void TestJuryStPages::stereoTalesRunsPageSaysWhy()
{
    const std::string path = stereoTalesProject();
    auto project = storage::Project::open(path);
    auto loaded = project->loadStudy();
    QVERIFY(loaded);
    ws::StRunsPage page;
    page.setProject(QString::fromStdString(path), std::make_shared<const study::Study>(std::move(*loaded)), {QStringLiteral("en")});
    auto *list = page.conditionList();
    QCOMPARE(list->count(), 1); // gpt-x, a harm rater
    page.kindBox()->setCurrentIndex(0); // generation
    QVERIFY(list->item(0)->isHidden());
    page.startButton()->click();
    bool said = false;
    for (auto *label : page.findChildren<QLabel *>())
        said = said || label->text().contains(QStringLiteral("Nothing to start"));
    QVERIFY(said);
    page.kindBox()->setCurrentIndex(2); // harm rating
    QVERIFY(!list->item(0)->isHidden());
}

void TestJuryStPages::gridEditorKeepsTheHandWrittenPhrase()
{
    const std::string path = test::tempDir() + "/grid.raterlab";
    auto p = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
    QVERIFY(p);
    QVERIFY(io::stereotales::importGridFolder(*p, test::testDataDir() + "/stereotales/seeds_small"));
    auto grid = io::stereotales::loadGrid(*p);
    QVERIFY(grid && grid->has_value());
    ms::GridDocument document;
    document.load(**grid);
    ms::GridValueModel values(&document);
    const int row = values.rowOf(1, 0); // commute = bicycle, promptable in the seeds
    const auto templateOf = [&](int language) { return document.grid().languages[std::size_t(language)].templates[1][0]; };
    QVERIFY(templateOf(0).has_value());
    QVERIFY(values.setData(values.index(row, ms::GridValueModel::KeyTemplateColumn), QStringLiteral("a cyclist of my own words")));
    const auto french = templateOf(1);
    QVERIFY(values.setData(values.index(row, ms::GridValueModel::PromptableColumn), Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(!templateOf(0).has_value());
    // Before: ticking it again put the value's own text ("bicycle") in place of the hand-written phrase.
    QVERIFY(values.setData(values.index(row, ms::GridValueModel::PromptableColumn), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(templateOf(0), std::optional<std::string>("a cyclist of my own words"));
    QCOMPARE(templateOf(1), french);
}

void TestJuryStPages::corpusOfOwnColumnsImportsAndMaps()
{
    const std::string dir = test::tempDir();
    // sentence1,sentence2,score without item_id: imports, the items numbered by row (before: "missing column 'item_id'").
    writeFile(dir + "/plain.csv", "sentence1,sentence2,score\nA cat sits.,A cat is sitting.,4.6\nA dog.,The sea.,0.2\n");
    auto corpus = io::corpus::readCorpusFile(dir + "/plain.csv", io::corpus::CorpusFormat::Auto);
    QVERIFY2(corpus, corpus ? "" : corpus.error().detail.c_str());
    QCOMPARE(corpus->records.size(), std::size_t(2));
    QCOMPARE(corpus->records[1].key, std::string("2"));
    // The wizard's corpus page offers the column mapping for a CSV of its own and not for a native STS file.
    writeFile(dir + "/own.csv", "pair,text_a,text_b,label\np1,A cat sits.,A cat is sitting.,4.6\np2,A dog.,The sea.,0.2\n");
    widgets::CorpusPage page;
    page.setCorpus(QString::fromStdString(dir + "/own.csv"), QStringLiteral("mine"));
    QTRY_VERIFY(page.columnPanel()->hasTable());
    QVERIFY(!page.columnPanel()->isHidden());
    QVERIFY(!page.isComplete()); // sentence1, sentence2, score unmapped
    page.columnPanel()->setMapping(QStringLiteral("text_a"), QStringLiteral("sentence1"));
    page.columnPanel()->setMapping(QStringLiteral("text_b"), QStringLiteral("sentence2"));
    page.columnPanel()->setMapping(QStringLiteral("label"), QStringLiteral("score"));
    page.columnPanel()->setMapping(QStringLiteral("pair"), QStringLiteral("item_id"));
    QVERIFY(page.isComplete());
    auto mapped = io::corpus::readCorpusFile(dir + "/own.csv", io::corpus::CorpusFormat::Auto, page.columnMap());
    QVERIFY2(mapped, mapped ? "" : mapped.error().detail.c_str());
    QCOMPARE(mapped->records[0].key, std::string("p1"));
    QCOMPARE(mapped->records[1].sentence2, std::string("The sea."));
    writeFile(dir + "/sts.tsv", "main-news\tx\t2012\t0001\t3.0\tA man.\tA woman.\n");
    page.setCorpus(QString::fromStdString(dir + "/sts.tsv"), QStringLiteral("sts"));
    QVERIFY(page.columnPanel()->isHidden());
    QVERIFY(page.columnMap().empty());
    QVERIFY(page.isComplete());
}

void TestJuryStPages::figuresKeepTheirMargin_data()
{
    QTest::addColumn<QString>("figure");
    for (const char *f : {"jury-subsets", "jury-conditions", "jury-rounds", "jury-bias", "st-heatmap", "st-harm"})
        QTest::newRow(f) << QString::fromLatin1(f);
}

void TestJuryStPages::figuresKeepTheirMargin()
{
    QFETCH(QString, figure);
    static const auto jury = analysedJury();
    static const auto st = analysedStereoTales();
    wj::JuryWorkspace juryPages;
    juryPages.setResult(jury);
    juryPages.setCondition(QStringLiteral("gold-plus-one"));
    ws::StWorkspace stPages;
    stPages.setResult(st);
    const QString dir = QString::fromStdString(test::tempDir());
    for (const double width : {3.25, 6.875})
        for (const auto format : {widgets::FigureFormat::Png, widgets::FigureFormat::Svg}) {
            widgets::FigureExportOptions o;
            o.format = format;
            o.widthInches = width;
            o.heightInches = 0; // the figure's own height at this width
            o.dpi = 150;
            const QString path = dir + QStringLiteral("/%1-%2.%3").arg(figure).arg(width).arg(format == widgets::FigureFormat::Png ? "png" : "svg");
            const Status written = figure.startsWith(QLatin1String("st-")) ? stPages.exportFigure(figure, o, path)
                                                                           : juryPages.exportFigure(figure, o, path);
            QVERIFY2(written, written ? "" : written.error().detail.c_str());
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            if (format == widgets::FigureFormat::Png) {
                const QImage image = QImage::fromData(bytes, "PNG");
                const QRect ink = test::inkBounds(image);
                QVERIFY2(test::inkInFrame(image, 2) == 0, qPrintable(QStringLiteral("%1 at %2 in: ink bounds %3,%4 %5x%6 of %7x%8")
                                                                        .arg(figure).arg(width).arg(ink.x()).arg(ink.y())
                                                                        .arg(ink.width()).arg(ink.height()).arg(image.width())
                                                                        .arg(image.height())));
            } else {
                const QStringList elided = test::elidedSvgText(bytes);
                QVERIFY2(elided.isEmpty(), qPrintable(figure + QStringLiteral(": ") + elided.join(QStringLiteral(" | "))));
            }
        }
}

QTEST_MAIN(TestJuryStPages)
#include "tst_jurystpages.moc"

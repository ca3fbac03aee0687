// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The jury and StereoTales pages before and beyond their first analysis, offscreen: a StereoTales study
// made from seeds (tests/data/stereotales/seeds_small) without stories opens with its grid and states
// that it has no stories yet; a jury study with a corpus and no judge answers opens with its items, the
// import's kept hygiene report and a stated empty state on every other page.
#include "engine/io/corpus/corpusimport.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"
#include "models/jury/corpusbrowsermodel.h"
#include "models/jury/juryrunner.h"
#include "models/stereotales/strunner.h"
#include "models/stereotales/sttablemodels.h"
#include "tests/common/testutil.h"
#include "widgets/jury/juryworkspace.h"
#include "widgets/stereotales/stworkspace.h"

#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QtTest>

#include <fstream>

using namespace rl;
namespace mj = rl::models::jury;
namespace ms = rl::models::stereotales;
namespace wj = rl::widgets::jury;
namespace ws = rl::widgets::stereotales;

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

} // namespace

class TestJuryStPages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void stereoTalesFromSeedsWithoutStories();
    void juryWithoutJudgmentsYet();
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
    auto result = mj::JuryRunner::compute(std::make_shared<const study::Study>(std::move(*loaded)), path, quickJury(), {},
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

QTEST_MAIN(TestJuryStPages)
#include "tst_jurystpages.moc"

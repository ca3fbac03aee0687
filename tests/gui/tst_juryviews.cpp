// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The jury study's views (docs/user-guide.md §11) offscreen: the jury demo (real STS-B/KorSTS/KLUE dev corpora,
// 13 simulated judges) opened in the workbench, the models over its analysis, the subset explorer's
// figure and clicks, the exports, and the corpus browser's hygiene flags on the real files.
#include "app/gui/analysisworkspace.h"
#include "app/gui/mainwindow.h"
#include "app/gui/screenshot.h"
#include "engine/demo/jurydemo.h"
#include "models/jury/corpusbrowsermodel.h"
#include "models/jury/juryanalysisrunner.h"
#include "models/jury/jurytablemodels.h"
#include "models/loadedproject.h"
#include "models/roles.h"
#include "models/tableexport.h"
#include "tests/common/testutil.h"
#include "tests/gui/headerdefinitions.h"
#include "widgets/figurecanvas.h"
#include "widgets/jury/juryworkspace.h"
#include "widgets/jury/roundsfigure.h"
#include "widgets/jury/subsetfigure.h"
#include "widgets/syntheticbadge.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QXmlStreamReader>
#include <QTranslator>
#include <QtTest>

#include <bit>

using namespace rl;
namespace mj = rl::models::jury;
namespace wj = rl::widgets::jury;

/// The views show what the analysis computed; a small B keeps the bootstraps short (the numbers are
/// pinned in tests/analysis, not here).
analysis::jury::JuryAnalysisOptions quickOptions()
{
    analysis::jury::JuryAnalysisOptions o;
    o.bootstrap = 50;
    return o;
}

class TestJuryViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void judgeTableHasEveryJudge();
    void attributionSpeaksTheUiLanguage();
    void subsetTableHasEverySubset();
    void paretoFrontIsNonDominated();
    void paretoFrontOnAConstructedCase();
    void roundsStrataAndDeltasFollowTheAnalysis();
    void corpusBrowserFlagsSwallowedRows();
    void juryTabsOnlyForJuryStudies();
    void screenshotOfAJuryPage();
    void roundsFigureFollowsTheRoundsTable();
    void clickingAPointSelectsItsMembers();
    void figuresExportAsSvg();
    void tablesExport();
    void everyStatisticsHeaderHasADefinition();

private:
    QString m_project;
    std::shared_ptr<const mj::JuryResult> m_result;
    std::shared_ptr<const std::vector<mj::CorpusCheck>> m_checks;
};

void TestJuryViews::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RaterLabTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_juryviews"));
    m_project = QString::fromStdString(test::tempDir()) + QStringLiteral("/jury-demo.raterlab");
    const Status made = demo::createJuryDemoProject(m_project.toStdString(), 42);
    QVERIFY2(made.has_value(), made ? "" : made.error().message().c_str());
    auto loaded = models::loadProject(m_project);
    QVERIFY(loaded.has_value());
    auto checks = std::make_shared<std::vector<mj::CorpusCheck>>();
    auto result = mj::JuryAnalysisRunner::compute(loaded->study, m_project.toStdString(), quickOptions(), {}, checks.get());
    QVERIFY2(result.has_value(), result ? "" : result.error().message().c_str());
    m_result = std::make_shared<const mj::JuryResult>(std::move(*result));
    m_checks = checks;
    QCOMPARE(m_result->data.judges.size(), std::size_t(13)); // the demo's 13 judges
    QCOMPARE(m_result->data.corpora.size(), std::size_t(3));
    QCOMPARE(m_checks->size(), std::size_t(3));              // the three embedded files are checked
    QVERIFY(!m_result->attribution.empty());
}

void TestJuryViews::judgeTableHasEveryJudge()
{
    mj::JudgeTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setResult(m_result);
    QCOMPARE(model.rowCount(), int(m_result->analysis.judges.size()));
    int blindStsb = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
        const QString corpus = model.index(r, mj::JudgeTableModel::Corpus).data().toString();
        const QString condition = model.index(r, mj::JudgeTableModel::Condition).data().toString();
        if (corpus == QString::fromStdString(m_result->data.corpora.front()) && condition == QLatin1String("blind"))
            ++blindStsb;
    }
    QCOMPARE(blindStsb, 13);
    // Full precision in EditRole, formatted DisplayRole, C-locale export text.
    const auto &row0 = m_result->analysis.judges.front();
    const QModelIndex rho = model.index(0, mj::JudgeTableModel::Rho);
    QCOMPARE(rho.data(Qt::EditRole).toDouble(), row0.agreement.rho);
    QCOMPARE(rho.data(Qt::DisplayRole).toString(), QLocale().toString(row0.agreement.rho, 'f', 3));
    QCOMPARE(rho.data(models::ExportTextRole).toString(), QString::number(row0.agreement.rho, 'f', 6));
}

void TestJuryViews::subsetTableHasEverySubset()
{
    const int table = m_result->table(m_result->data.corpora.front(), "blind");
    QVERIFY(table >= 0);
    const int search = m_result->search(table, analysis::jury::Aggregate::Mean);
    QVERIFY(search >= 0);
    mj::SubsetTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSearch(m_result, search);
    QCOMPARE(model.rowCount(), (1 << 13) - 13 - 1); // 8,178: every subset of size >= 2
    const auto &s = m_result->analysis.searches[std::size_t(search)];
    for (int r = 0; r < model.rowCount(); r += 97) {
        const quint32 mask = model.index(r, 0).data(models::SubsetMaskRole).toUInt();
        QCOMPARE(model.index(r, mj::SubsetTableModel::Size).data(Qt::EditRole).toInt(), std::popcount(mask));
        QCOMPARE(model.index(r, mj::SubsetTableModel::Rho).data(Qt::EditRole).toDouble(), s.rho[mask]);
        QCOMPARE(model.index(r, mj::SubsetTableModel::BeatsBestSingle).data(Qt::EditRole).toBool(), s.beatsBestSingle(mask));
    }
    // Sorting by ρ through a proxy: descending order puts the best subset first.
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(models::SortValueRole);
    proxy.sort(mj::SubsetTableModel::Rho, Qt::DescendingOrder);
    double best = -2;
    for (std::uint32_t m = 1; m < (1u << 13); ++m)
        if (std::popcount(m) >= 2)
            best = std::max(best, s.rho[m]);
    QCOMPARE(proxy.index(0, mj::SubsetTableModel::Rho).data(Qt::EditRole).toDouble(), best);
    // Cheap only: fewer subsets, each made of cheap judges only.
    model.setSearch(m_result, search, true);
    QVERIFY(model.rowCount() > 0 && model.rowCount() < (1 << 13) - 14);
    for (int r = 0; r < model.rowCount(); ++r)
        for (int j : model.judgesOf(model.maskAt(r)))
            QVERIFY(analysis::jury::isCheap(m_result->data.judges[std::size_t(j)], m_result->analysis.options.cheapMaxPrice));
}

void TestJuryViews::paretoFrontIsNonDominated()
{
    const int table = m_result->table(m_result->data.corpora.front(), "blind");
    const int search = m_result->search(table, analysis::jury::Aggregate::Mean);
    const wj::SubsetFigure f = wj::makeSubsetFigure(*m_result, search, false);
    QCOMPARE(int(f.points.size()), (1 << 13) - 13 - 1); // every demo judge has a price
    QVERIFY(f.front.size() >= 2);
    const auto dominates = [](const wj::SubsetPoint &a, const wj::SubsetPoint &b) {
        return a.price <= b.price && a.rho >= b.rho && (a.price < b.price || a.rho > b.rho);
    };
    std::vector<bool> onFront(f.points.size(), false);
    for (int i : f.front)
        onFront[std::size_t(i)] = true;
    for (int i : f.front)
        for (const auto &p : f.points)
            QVERIFY(!dominates(p, f.points[std::size_t(i)]));
    for (std::size_t i = 0; i < f.points.size(); ++i)
        if (!onFront[i]) {
            bool dominated = false;
            for (int j : f.front)
                dominated = dominated || dominates(f.points[std::size_t(j)], f.points[i])
                    || (f.points[std::size_t(j)].price == f.points[i].price && f.points[std::size_t(j)].rho == f.points[i].rho);
            QVERIFY(dominated);
        }
    for (std::size_t i = 1; i < f.front.size(); ++i) { // ascending price, ascending ρ
        QVERIFY(f.points[std::size_t(f.front[i])].price > f.points[std::size_t(f.front[i - 1])].price);
        QVERIFY(f.points[std::size_t(f.front[i])].rho > f.points[std::size_t(f.front[i - 1])].rho);
    }
    // Best ρ by size: one entry per size 2..13; the best single judge is the search's.
    QCOMPARE(int(f.bestBySize.size()), 12);
    QCOMPARE(f.bestSingleRho, m_result->analysis.searches[std::size_t(search)].bestSingleRho);
}

void TestJuryViews::paretoFrontOnAConstructedCase()
{
    // price, rho: (1, .5) (1, .6) (2, .55) (2, .7) (3, .7) (0.5, .4): front = (0.5,.4) (1,.6) (2,.7)
    const std::vector<wj::SubsetPoint> pts {{1, .5, 1, 2}, {1, .6, 2, 2}, {2, .55, 3, 2}, {2, .7, 4, 2}, {3, .7, 5, 2},
                                            {0.5, .4, 6, 2}};
    QCOMPARE(wj::paretoFront(pts), (std::vector<int> {5, 1, 3}));
}

void TestJuryViews::roundsStrataAndDeltasFollowTheAnalysis()
{
    mj::RoundsTableModel rounds;
    QAbstractItemModelTester t1(&rounds, QAbstractItemModelTester::FailureReportingMode::QtTest);
    rounds.setResult(m_result);
    QCOMPARE(rounds.rowCount(), int(m_result->analysis.rounds.size()));
    QVERIFY(rounds.rowCount() >= 3 * demo::kJuryDemoRounds); // blind has three rounds on each corpus
    const auto &r0 = m_result->analysis.rounds.front();
    QCOMPARE(rounds.index(0, mj::RoundsTableModel::MeanItemSd).data(Qt::EditRole).toDouble(), r0.meanItemSd);

    mj::StrataTableModel strata;
    QAbstractItemModelTester t2(&strata, QAbstractItemModelTester::FailureReportingMode::QtTest);
    strata.setResult(m_result);
    QCOMPARE(strata.rowCount(), int(m_result->analysis.strata.size()));
    QVERIFY(strata.rowCount() > 0);

    mj::ConditionDeltaModel deltas;
    QAbstractItemModelTester t3(&deltas, QAbstractItemModelTester::FailureReportingMode::QtTest);
    deltas.setResult(m_result);
    int metrics = 0;
    for (const auto &s : m_result->analysis.summary)
        if (s.metric.rfind("delta_rho_vs_", 0) == 0 && s.metric.find("_ci_") == std::string::npos
            && s.metric.substr(s.metric.size() - 2) != "_p")
            ++metrics;
    QVERIFY(metrics > 0);
    QCOMPARE(deltas.rowCount(), metrics); // one row per Δρ with its CI and p folded in
    for (int r = 0; r < deltas.rowCount(); ++r) {
        const double d = deltas.index(r, mj::ConditionDeltaModel::Delta).data(Qt::EditRole).toDouble();
        const double lo = deltas.index(r, mj::ConditionDeltaModel::CiLow).data(Qt::EditRole).toDouble();
        const double hi = deltas.index(r, mj::ConditionDeltaModel::CiHigh).data(Qt::EditRole).toDouble();
        if (std::isfinite(d) && std::isfinite(lo) && std::isfinite(hi))
            QVERIFY(lo <= hi);
    }
}

void TestJuryViews::corpusBrowserFlagsSwallowedRows()
{
    // The real STS-B dev file: a quoting reader swallows rows after a field that begins with '"'
    // (tests/data/sts/README.md, hygiene findings).
    const std::string path = test::testDataDir() + "/sts/stsb/sts-dev.csv";
    auto check = mj::checkCorpusFile(path, io::corpus::CorpusFormat::Auto, m_result->data.corpora.front());
    QVERIFY2(check.has_value(), check ? "" : check.error().message().c_str());
    QVERIFY(check->report.naiveSwallowed.count > 0);
    QVERIFY(!check->naiveText.empty());
    mj::CorpusBrowserModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto shared = std::make_shared<const mj::CorpusCheck>(*check);
    model.setCorpus(m_result, QString::fromStdString(m_result->data.corpora.front()), shared);
    QCOMPARE(model.rowCount(), int(check->parsed.records.size()));
    QCOMPARE(model.flaggedCount(mj::Swallowed), int(check->report.naiveSwallowed.count));
    QCOMPARE(model.flaggedCount(mj::QuoteRisk) > 0, check->report.quoteRiskFields.count > 0);
    // A corrupted record shows its mangled reading; a swallowed one names the record that took it.
    bool sawNaive = false, sawSwallowed = false;
    for (int r = 0; r < model.rowCount(); ++r) {
        const int flags = model.index(r, 0).data(models::HygieneFlagsRole).toInt();
        const QString naive = model.index(r, mj::CorpusBrowserModel::NaiveReading).data().toString();
        if (flags & mj::Corrupted) {
            QVERIFY(!naive.isEmpty());
            sawNaive = true;
        }
        if (flags & mj::Swallowed) {
            QVERIFY(naive.contains(QStringLiteral("swallowed")));
            sawSwallowed = true;
        }
    }
    QVERIFY(sawNaive && sawSwallowed);
}

void TestJuryViews::juryTabsOnlyForJuryStudies()
{
    app::MainWindow window;
    window.workspace()->setJuryOptions(quickOptions());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(m_project);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 60000);
    auto *workspace = window.workspace();
    const int juryTab = app::AnalysisWorkspace::viewKeys().indexOf(QStringLiteral("jury"));
    QVERIFY(workspace->isTabVisible(juryTab));
    for (const char *face : {"agreement", "blandaltman", "confusion", "verdicts", "demographics"}) {
        QVERIFY(!workspace->isTabVisible(app::AnalysisWorkspace::viewKeys().indexOf(QLatin1String(face))));
        QVERIFY(!workspace->showView(QLatin1String(face)));
    }
    auto *jury = workspace->juryWorkspace();
    QTRY_VERIFY_WITH_TIMEOUT(jury->result() != nullptr, 240000);
    for (const QString &key : widgets::jury::JuryWorkspace::pageKeys()) {
        QVERIFY(workspace->showView(key));
        QCOMPARE(workspace->currentWidget(), static_cast<QWidget *>(jury));
        QCOMPARE(jury->pages()->currentIndex(), widgets::jury::JuryWorkspace::pageKeys().indexOf(key));
    }
    QVERIFY(jury->badge()->isVisible());
    QVERIFY(jury->attributionLabel()->text().contains(QStringLiteral("CC BY-SA")));
    QVERIFY(workspace->showView(QStringLiteral("jury-judges")));
    QCOMPARE(jury->tableView(QStringLiteral("jury-judges"))->model()->rowCount(), 13); // one corpus × condition
    // The corpus browser of the demo's first corpus carries its file's hygiene report.
    QVERIFY(workspace->showView(QStringLiteral("jury-corpus")));
    QVERIFY(jury->corpusModel()->rowCount() > 0);
    QVERIFY(!jury->hygieneSummaryLabel()->text().isEmpty());
}

void TestJuryViews::screenshotOfAJuryPage()
{
    // --screenshot --view jury-subsets waits for the jury runner, not for a face analysis that a
    // jury study never gets (it used to time out after 60 s and exit 1).
    const QString png = QString::fromStdString(test::tempDir()) + QStringLiteral("/jury-subsets.png");
    app::MainWindow window;
    window.workspace()->setJuryOptions(quickOptions());
    window.resize(1280, 800);
    int code = -1;
    app::takeScreenshotWhenReady(&window, png, [&code](int c) { code = c; }, 240000, QStringLiteral("jury-subsets"));
    window.show();
    window.openProject(m_project);
    QTRY_VERIFY_WITH_TIMEOUT(code != -1, 240000);
    QCOMPARE(code, 0);
    QVERIFY(QFileInfo(png).size() > 0);
    QCOMPARE(window.workspace()->currentWidget(), static_cast<QWidget *>(window.workspace()->juryWorkspace()));
    QCOMPARE(window.workspace()->juryWorkspace()->pages()->currentIndex(),
             widgets::jury::JuryWorkspace::pageKeys().indexOf(QStringLiteral("jury-subsets")));
    int unknown = -1;
    app::MainWindow other;
    app::takeScreenshotWhenReady(&other, png, [&unknown](int c) { unknown = c; }, 1000, QStringLiteral("jury-nosuch"));
    QCOMPARE(unknown, 4);
}

void TestJuryViews::roundsFigureFollowsTheRoundsTable()
{
    // The demo deliberates the blind condition over 3 rounds on every corpus; the other prompt
    // conditions have round 1 only and are not drawn.
    const QString corpus = QString::fromStdString(m_result->data.corpora.front());
    const wj::RoundsFigure f = wj::makeRoundsFigure(*m_result, corpus, QString());
    QCOMPARE(int(f.series.size()), 1);
    QCOMPARE(f.series[0].condition, QStringLiteral("blind"));
    QCOMPARE(f.series[0].rounds, (std::vector<int> {1, 2, 3}));
    QCOMPARE(f.maxRound, 3);
    for (const auto &r : m_result->analysis.rounds)
        if (r.corpus == corpus.toStdString() && r.condition == "blind") {
            const auto q = std::size_t(r.round - 1);
            QCOMPARE(f.series[0].meanItemSd[q], r.meanItemSd);
            QCOMPARE(f.series[0].unanimousShare[q], r.unanimousShare);
            if (r.round == 1)
                QVERIFY(std::isnan(f.series[0].closerToHumanShare[q]));
            else
                QCOMPARE(f.series[0].closerToHumanShare[q], r.closerToHumanShare);
        }
    QVERIFY(wj::makeRoundsFigure(*m_result, QStringLiteral("no-such-corpus"), QString()).empty());
    wj::JuryWorkspace jury;
    jury.setResult(m_result, m_checks);
    QVERIFY(jury.roundsCanvas() != nullptr);
}

void TestJuryViews::clickingAPointSelectsItsMembers()
{
    wj::JuryWorkspace jury;
    jury.resize(1000, 800);
    jury.setResult(m_result, m_checks);
    jury.setVisiblePages(wj::JuryWorkspace::pageKeys());
    jury.show();
    QVERIFY(QTest::qWaitForWindowExposed(&jury));
    QVERIFY(jury.showPage(QStringLiteral("jury-subsets")));
    QCOMPARE(jury.condition(), QStringLiteral("blind"));
    const wj::SubsetFigure &f = jury.subsetFigure();
    QCOMPARE(int(f.points.size()), (1 << 13) - 13 - 1);
    QCOMPARE(jury.subsetModel()->rowCount(), (1 << 13) - 13 - 1);
    auto *canvas = jury.subsetCanvas();
    QTRY_VERIFY(canvas->width() > 100 && canvas->height() > 100);
    // Click the front's best point (isolated at the top: no neighbour closer than the tolerance wins).
    const int target = f.front.back();
    const auto mapping = wj::subsetScatterMapping(canvas->figureRect(), f, canvas->figureStyle());
    // The pixel clicked (a mouse event has integer coordinates): the hit test there is what the click selects.
    const QPointF at = QPointF(mapping.map(f.points[std::size_t(target)].price, f.points[std::size_t(target)].rho).toPoint());
    const int hit = wj::subsetHitTest(canvas->figureRect(), f, canvas->figureStyle(), at, 6.0);
    QVERIFY(hit >= 0);
    const quint32 expected = f.points[std::size_t(hit)].mask;
    QSignalSpy selected(&jury, &wj::JuryWorkspace::subsetSelected);
    QTest::mouseClick(canvas, Qt::LeftButton, {}, at.toPoint());
    QTRY_COMPARE(selected.count(), 1);
    QCOMPARE(jury.selectedSubset(), expected);
    const QStringList members = selected.at(0).at(1).toStringList();
    QCOMPARE(members.size(), std::popcount(expected));
    for (const QString &m : members)
        QVERIFY(jury.membersLabel()->text().contains(m));
    QCOMPARE(jury.subsetFigure().selectedMask, expected);
    auto *view = jury.tableView(QStringLiteral("jury-subsets"));
    QCOMPARE(view->currentIndex().data(models::SubsetMaskRole).toUInt(), expected);
    // Cheap only: the explorer shrinks to the cheap judges' subsets.
    jury.setCheapOnly(true);
    QVERIFY(jury.subsetModel()->rowCount() < (1 << 13) - 14);
    QCOMPARE(int(jury.subsetFigure().points.size()), jury.subsetModel()->rowCount());
}

void TestJuryViews::figuresExportAsSvg()
{
    wj::JuryWorkspace jury;
    jury.setResult(m_result, m_checks);
    for (const QString &key : wj::juryFigureNames()) {
        const QString path = QString::fromStdString(test::tempDir()) + QLatin1Char('/') + key + QStringLiteral(".svg");
        widgets::FigureExportOptions o;
        o.format = widgets::FigureFormat::Svg;
        o.widthInches = widgets::kApaDoubleColumnInches;
        o.heightInches = 0; // the figure's own height
        const Status s = jury.exportFigure(key, o, path);
        QVERIFY2(s.has_value(), s ? "" : s.error().message().c_str());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QString root;
        int shapes = 0, texts = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const QString name = xml.name().toString();
            if (root.isEmpty())
                root = name;
            if (name == QLatin1String("path") || name == QLatin1String("ellipse") || name == QLatin1String("rect")
                || name == QLatin1String("polyline"))
                ++shapes;
            if (name == QLatin1String("text"))
                ++texts;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(root, QStringLiteral("svg"));
        QVERIFY2(shapes > 20, qPrintable(key)); // painted content, not an empty page
        QVERIFY(texts > 5);
    }
    widgets::FigureExportOptions o;
    o.format = widgets::FigureFormat::Svg;
    QVERIFY(!jury.exportFigure(QStringLiteral("nope"), o, QString::fromStdString(test::tempDir()) + "/x.svg").has_value());
}

void TestJuryViews::tablesExport()
{
    wj::JuryWorkspace jury;
    jury.setResult(m_result, m_checks);
    const QString path = QString::fromStdString(test::tempDir()) + QStringLiteral("/judges.csv");
    QVERIFY(jury.exportTable(QStringLiteral("jury-judges"), models::TableFormat::Csv, path).has_value());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 13); // header + the 13 judges of the shown corpus × condition
    for (const QString &key : wj::JuryWorkspace::pageKeys()) {
        const QString out = QString::fromStdString(test::tempDir()) + QLatin1Char('/') + key + QStringLiteral(".md");
        QVERIFY2(jury.exportTable(key, models::TableFormat::Markdown, out).has_value(), qPrintable(key));
        QVERIFY(QFileInfo(out).size() > 0);
    }
}

void TestJuryViews::everyStatisticsHeaderHasADefinition()
{
    widgets::jury::JuryWorkspace w;
    w.setResult(m_result, m_checks);
    QStringList missing;
    int checked = 0;
    for (const QString &key : widgets::jury::JuryWorkspace::pageKeys()) {
        const QAbstractItemModel *table = w.shownTable(key);
        QVERIFY2(table && table->rowCount() > 0, qPrintable(key));
        missing << test::headersWithoutDefinition(*table, key, &checked);
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    QVERIFY2(checked >= 30, qPrintable(QString::number(checked)));
}

void TestJuryViews::attributionSpeaksTheUiLanguage()
{
    // The texts RaterLab wrote (each corpus' attribution, the demo's judges note) in the UI language; the
    // citations' names and addresses kept.
    const QString english = mj::displayedAttribution(m_result->attribution);
    QCOMPARE(english, QString::fromStdString(m_result->attribution).replace(QLatin1Char('\n'), QStringLiteral(" · ")));
    QTranslator ko;
    QVERIFY(ko.load(QStringLiteral(":/i18n/raterlab_ko.qm")));
    QVERIFY(QCoreApplication::installTranslator(&ko));
    const QString korean = mj::displayedAttribution(m_result->attribution);
    QCoreApplication::removeTranslator(&ko);
    for (const char *kept : {"stsb-dev: STS Benchmark (Agirre", "korsts-dev: KorSTS (Ham et al. 2020", "klue-sts-dev: KLUE-STS v1.1"})
        QVERIFY2(korean.contains(QString::fromUtf8(kept)), kept);
    QVERIFY2(korean.contains(QString::fromUtf8("점수는 CC BY-SA 4.0")), qPrintable(korean)); // every corpus line matched
    QVERIFY2(korean.contains(QString::fromUtf8("STS-B를 사람이 번역한 말뭉치")), qPrintable(korean));
    QVERIFY2(korean.contains(QString::fromUtf8("합성 심사자")), qPrintable(korean));
    QVERIFY(!korean.contains(QStringLiteral("Judges: simulated")));
    QVERIFY(!korean.contains(QStringLiteral("scores under")));
    // A text RaterLab did not write stays as it was.
    QCOMPARE(mj::displayedAttribution("mine: my own corpus, CC0"), QStringLiteral("mine: my own corpus, CC0"));
}

QTEST_MAIN(TestJuryViews)
#include "tst_juryviews.moc"

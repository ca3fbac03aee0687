// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The StereoTales views (docs/user-guide.md §12) offscreen, over a small project of our own: the seed fixture's
// grid (tests/data/stereotales/seeds_small: 3 attributes, 5 scenarios, en/fr/ko), 480 stories of two
// models in two languages prompted on hometown, one extractor, and a planted association in m1 only
// (coastal town → bicycle, mountain village → car, capital city → bus: 34 of 40 stories each, lift 2.55),
// harm ratings of three associations (two rated by people and a model). The numbers of the tables are the
// analysis' (pinned in tests/stereotales); here the views must show exactly what it computed.
#include "app/gui/analysisworkspace.h"
#include "app/gui/language.h"
#include "app/gui/mainwindow.h"
#include "engine/demo/stdemo.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"
#include "models/colorscale.h"
#include "models/roles.h"
#include "models/stereotales/strunner.h"
#include "models/stereotales/sttablemodels.h"
#include "tests/common/testutil.h"
#include "tests/gui/headerdefinitions.h"
#include "widgets/figurecanvas.h"
#include "widgets/stereotales/stfigures.h"
#include "widgets/stereotales/stworkspace.h"
#include "widgets/syntheticbadge.h"

#include <QAbstractItemModelTester>
#include <QPainter>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <set>
#include <fstream>
#include <map>

using namespace rl;
namespace ms = rl::models::stereotales;
namespace ws = rl::widgets::stereotales;
namespace ast = rl::analysis::stereotales;

namespace {

const char *kHometowns[] = {"coastal town (e.g. a fishing port)", "mountain village", "capital city"};
const char *kCommutes[] = {"bicycle", "bus", "car"};
const char *kAges[] = {"young (18-34)", "older (65+)"};
/// m1's planted commute per hometown (bicycle, car, bus); the other two commutes take 3 stories each.
const int kPlanted[] = {0, 2, 1};

void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

/// Small Monte Carlo B: the views show what the analysis computed, whatever B.
ast::AssociationOptions quickOptions(ast::GroupBy by = ast::GroupBy::Model)
{
    ast::AssociationOptions o;
    o.resamples = 2000;
    o.by = by;
    return o;
}

} // namespace

class TestStViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void stereoTalesTabOnlyForStereoTalesStudies();
    void gridPageListsAttributesAndLanguages();
    void heatmapCountsAreTheReportedCells();
    void heatmapPerLanguage();
    void drillDownShowsTheTableAndItsStories();
    void harmScatterHasTheAssociationsRatedByBoth();
    void harmScatterPerModelWithLegendAndTooltips();
    void exportsWriteFiles();
    void syntheticCaption();
    void cliExportsTheFigures();
    void syntheticDemoShowsEveryView();
    void koreanStrings();

private:
    QString m_project;
    std::shared_ptr<const ms::StResult> m_result;
};

void TestStViews::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RaterLabTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_stviews"));
    const std::string dir = test::tempDir();
    m_project = QString::fromStdString(dir + "/stereotales.raterlab");
    std::string stories = "story_id,model,language,prompted_attribute,prompted_value,refused,text,prompt_id\n";
    std::string extractions = "story_id,extractor,attribute,value\n";
    int id = 0;
    for (const char *model : {"m1", "m2"})
        for (const char *language : {"en", "fr"})
            for (int h = 0; h < 3; ++h)
                for (int k = 0; k < 20; ++k, ++id) {
                    const std::string key = "s" + std::to_string(id);
                    // m1: 17 of 20 per language planted, 2 and 1 on the others (pooled: 34, 4/2 → see below); m2 uniform.
                    int commute = k % 3;
                    if (std::string(model) == "m1")
                        commute = k < 17 ? kPlanted[h] : (kPlanted[h] + 1 + (k % 2)) % 3;
                    stories += key + "," + model + "," + language + ",hometown,\"" + kHometowns[h] + "\",0,Story " + key + " of "
                        + model + ",\n";
                    extractions += key + ",e1,commute," + kCommutes[commute] + "\n";
                    extractions += key + ",e1,age," + kAges[k % 2] + "\n";
                }
    writeFile(dir + "/stories.csv", stories);
    writeFile(dir + "/extractions.csv", extractions);
    writeFile(dir + "/harm.csv",
              "rater_id,rater_kind,base_attribute,base_value,attribute,value,harm,realism\n"
              "p1,human,hometown,coastal town (e.g. a fishing port),commute,bicycle,2,yes\n"
              "p2,human,hometown,coastal town (e.g. a fishing port),commute,bicycle,3,no\n"
              "gpt-x,model,hometown,coastal town (e.g. a fishing port),commute,bicycle,1,no\n"
              "p1,human,hometown,capital city,commute,bus,5,yes\n"
              "gpt-x,model,hometown,capital city,commute,bus,4,yes\n"
              "p2,human,hometown,mountain village,age,older (65+),4,idk\n");
    auto p = storage::Project::open(m_project.toStdString(), storage::Database::Mode::CreateIfMissing);
    QVERIFY2(p, p ? "" : p.error().detail.c_str());
    auto g = io::stereotales::importGridFolder(*p, test::testDataDir() + "/stereotales/seeds_small");
    QVERIFY2(g, g ? "" : g.error().detail.c_str());
    auto s = io::stereotales::importStoriesFile(*p, dir + "/stories.csv");
    QVERIFY2(s, s ? "" : s.error().detail.c_str());
    auto e = io::stereotales::importExtractionsFile(*p, dir + "/extractions.csv");
    QVERIFY2(e, e ? "" : e.error().detail.c_str());
    auto h = io::stereotales::importHarmFile(*p, dir + "/harm.csv");
    QVERIFY2(h, h ? "" : h.error().detail.c_str());
    auto loaded = p->loadStudy();
    QVERIFY(loaded);
    auto result = ms::StRunner::compute(std::make_shared<const study::Study>(std::move(*loaded)), m_project.toStdString(),
                                        quickOptions());
    QVERIFY2(result, result ? "" : result.error().detail.c_str());
    m_result = std::make_shared<const ms::StResult>(std::move(*result));
    QCOMPARE(m_result->data.storyCount(), std::size_t(240));
}

void TestStViews::stereoTalesTabOnlyForStereoTalesStudies()
{
    app::MainWindow window;
    window.workspace()->setStereoTalesOptions(quickOptions());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    window.openProject(m_project);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 60000);
    auto *workspace = window.workspace();
    const QStringList keys = app::AnalysisWorkspace::viewKeys();
    QVERIFY(workspace->isTabVisible(keys.indexOf(QStringLiteral("stereotales"))));
    QVERIFY(!workspace->isTabVisible(keys.indexOf(QStringLiteral("jury"))));
    QVERIFY(!workspace->showView(QStringLiteral("jury-subsets")));
    for (const char *face : {"agreement", "blandaltman", "confusion", "verdicts", "demographics"}) {
        QVERIFY(!workspace->isTabVisible(keys.indexOf(QLatin1String(face))));
        QVERIFY(!workspace->showView(QLatin1String(face)));
    }
    auto *st = workspace->stereoTalesWorkspace();
    QTRY_VERIFY_WITH_TIMEOUT(st->result() != nullptr, 120000);
    for (const QString &key : ws::StWorkspace::pageKeys()) {
        QVERIFY(workspace->showView(key));
        QCOMPARE(workspace->currentWidget(), static_cast<QWidget *>(st));
        QCOMPARE(st->pages()->currentIndex(), ws::StWorkspace::pageKeys().indexOf(key));
    }
    QVERIFY(!st->badge()->isVisible()); // imported, not the demo
    QVERIFY(st->statusLabel()->text().contains(QStringLiteral("B = 2000")));
    QCOMPARE(st->result()->associations.reportedCells, m_result->associations.reportedCells);
}

void TestStViews::gridPageListsAttributesAndLanguages()
{
    ws::StWorkspace w;
    w.setResult(m_result);
    auto *values = w.model(QStringLiteral("st-grid-values"));
    QAbstractItemModelTester tester(values, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(values->rowCount(), 9); // age 2 + commute 4 + hometown 3 (seeds_small)
    QCOMPARE(values->columnCount(), 3 + 3);
    QStringList headers;
    for (int c = 0; c < values->columnCount(); ++c)
        headers << values->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    for (const char *language : {"en", "fr", "ko"})
        QVERIFY2(headers.contains(QLatin1String(language)), language);
    QSet<QString> attributes;
    for (int r = 0; r < values->rowCount(); ++r) {
        attributes << values->index(r, 0).data().toString();
        if (values->index(r, 1).data().toString() == QLatin1String("other"))
            QCOMPARE(values->index(r, 2).data().toString(), QStringLiteral("no")); // null template choice
    }
    QCOMPARE(attributes, (QSet<QString> {QStringLiteral("age"), QStringLiteral("commute"), QStringLiteral("hometown")}));
    // The translations side by side: the English column is the key.
    QCOMPARE(values->index(0, 3).data().toString(), values->index(0, 1).data().toString());
    QVERIFY(values->index(0, 5).data().toString() != values->index(0, 1).data().toString()); // Korean
    auto *scenarios = w.model(QStringLiteral("st-grid-scenarios"));
    QCOMPARE(scenarios->rowCount(), 5);
    auto *prompts = w.model(QStringLiteral("st-grid-prompts"));
    QCOMPARE(prompts->rowCount(), 4); // en, fr, ko, total
    const auto &g = *m_result->grid;
    QCOMPARE(prompts->index(0, 1).data(Qt::EditRole).toLongLong(), qlonglong(g.promptsPerLanguage()));
    QCOMPARE(prompts->index(3, 1).data(Qt::EditRole).toLongLong(), qlonglong(g.promptCount()));
    QCOMPARE(qlonglong(g.promptsPerLanguage()), qlonglong(8 * 5)); // 8 promptable values × 5 scenarios
    QVERIFY(w.gridSummaryLabel()->text().contains(QStringLiteral("120")));
}

void TestStViews::heatmapCountsAreTheReportedCells()
{
    ws::StWorkspace w;
    w.setResult(m_result);
    auto *heatmap = w.model(QStringLiteral("st-heatmap"));
    QAbstractItemModelTester tester(heatmap, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto &a = m_result->associations;
    std::map<int, int> expected;
    for (const auto &c : a.cells)
        if (c.reported)
            ++expected[a.tables[c.table].model];
    QCOMPARE(heatmap->rowCount(), 2);
    QCOMPARE(heatmap->columnCount(), 2); // model, all (per-model analysis)
    int total = 0;
    for (int m = 0; m < 2; ++m) {
        QCOMPARE(heatmap->index(m, 0).data().toString(), QString::fromStdString(m_result->data.models[std::size_t(m)]));
        QCOMPARE(heatmap->index(m, 1).data(Qt::EditRole).toInt(), expected[m]);
        QCOMPARE(w.heatmapFigure().counts[std::size_t(m)][0], expected[m]);
        total += expected[m];
    }
    QVERIFY(expected[0] >= 3);   // m1: the three planted hometown → commute cells
    QCOMPARE(expected[1], 0);    // m2: uniform
    QCOMPARE(std::size_t(total), a.reportedCells);
    // The cells table lists every reported cell; the filters narrow it.
    auto *cells = w.model(QStringLiteral("st-cells"));
    QCOMPARE(std::size_t(cells->rowCount()), a.reportedCells);
    w.setAttributeFilter(int(m_result->data.attributes.size())); // no such attribute: "any"
    QCOMPARE(std::size_t(cells->rowCount()), a.reportedCells);
    int commute = -1, age = -1;
    for (int i = 0; i < int(m_result->data.attributes.size()); ++i) {
        if (m_result->data.attributes[std::size_t(i)].name == "commute")
            commute = i;
        if (m_result->data.attributes[std::size_t(i)].name == "age")
            age = i;
    }
    w.setAttributeFilter(age);
    QCOMPARE(cells->rowCount(), 0);
    w.setAttributeFilter(commute);
    QCOMPARE(cells->rowCount(), expected[0]);
    w.setModelFilter(1, -1);
    QCOMPARE(cells->rowCount(), 0);
    // Clicking m1's heatmap cell filters on m1.
    w.resize(900, 700);
    w.heatmapCanvas()->resize(400, 200);
    const QRectF rect = w.heatmapCanvas()->figureRect();
    for (double y = rect.top(); y < rect.bottom(); y += 2) {
        const auto hit = ws::heatmapHitTest(rect, w.heatmapFigure(), w.heatmapCanvas()->figureStyle(), QPointF(rect.center().x(), y));
        if (hit.first == 0) {
            emit w.heatmapCanvas()->clicked(QPointF(rect.center().x(), y));
            break;
        }
    }
    QCOMPARE(cells->rowCount(), expected[0]);
}

void TestStViews::heatmapPerLanguage()
{
    auto byLanguage = ms::StRunner::compute(nullptr, m_project.toStdString(), quickOptions(ast::GroupBy::ModelLanguage));
    QVERIFY2(byLanguage, byLanguage ? "" : byLanguage.error().detail.c_str());
    auto result = std::make_shared<const ms::StResult>(std::move(*byLanguage));
    ws::StWorkspace w;
    w.setResult(result);
    auto *heatmap = w.model(QStringLiteral("st-heatmap"));
    QCOMPARE(heatmap->columnCount(), 1 + int(result->data.languages.size()));
    std::map<std::pair<int, int>, int> expected;
    for (const auto &c : result->associations.cells)
        if (c.reported)
            ++expected[{result->associations.tables[c.table].model, result->associations.tables[c.table].language}];
    for (int m = 0; m < heatmap->rowCount(); ++m)
        for (int l = 0; l < int(result->data.languages.size()); ++l) {
            QCOMPARE(heatmap->headerData(l + 1, Qt::Horizontal, Qt::DisplayRole).toString(),
                     QString::fromStdString(result->data.languages[std::size_t(l)]));
            QCOMPARE(heatmap->index(m, l + 1).data(Qt::EditRole).toInt(), (expected[{m, l}]));
        }
    QVERIFY((expected[{0, 0}] > 0));
    // Spread per language: the planted cells are reported by one model (of 2: half) in both languages.
    auto *spread = w.model(QStringLiteral("st-spread"));
    QCOMPARE(std::size_t(spread->rowCount()), result->spread.rows.size());
    QVERIFY(spread->rowCount() > 0);
    for (int r = 0; r < spread->rowCount(); ++r) {
        QCOMPARE(spread->index(r, ms::sttables::PModels).data(Qt::EditRole).toInt(),
                 int(result->spread.rows[std::size_t(r)].models.size()));
        QCOMPARE(spread->index(r, ms::sttables::PLanguages).data(Qt::EditRole).toInt(),
                 int(result->spread.rows[std::size_t(r)].languages.size()));
    }
    QVERIFY(!w.spreadSummaryLabel()->text().isEmpty());
}

void TestStViews::drillDownShowsTheTableAndItsStories()
{
    ws::StWorkspace w;
    w.setResult(m_result);
    const auto &a = m_result->associations;
    int cell = -1;
    for (std::size_t i = 0; i < a.cells.size(); ++i) {
        const auto &c = a.cells[i];
        const auto &t = a.tables[c.table];
        if (c.reported && m_result->data.models[std::size_t(t.model)] == "m1"
            && m_result->valueName(t.baseAttribute, c.baseValue) == kHometowns[0] && m_result->valueName(t.attribute, c.value) == "bicycle")
            cell = int(i);
    }
    QVERIFY(cell >= 0);
    // Selecting its row in the cells table drills down.
    auto *cellsView = w.tableView(QStringLiteral("st-cells"));
    auto *cells = w.model(QStringLiteral("st-cells"));
    const int row = cells->rowOfTag(cell);
    QVERIFY(row >= 0);
    cellsView->setCurrentIndex(cellsView->model()->index(row, 0)); // unsorted: proxy row = source row
    QCOMPARE(w.selectedCell(), cell);
    const auto &c = a.cells[std::size_t(cell)];
    const auto &t = a.tables[c.table];
    auto *table = w.model(QStringLiteral("st-contingency"));
    QAbstractItemModelTester tester(table, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(table->rowCount(), t.rows());
    QCOMPARE(table->columnCount(), t.cols() + 2);
    for (int r = 0; r < t.rows(); ++r) {
        QCOMPARE(table->index(r, 0).data().toString(), QString::fromStdString(m_result->valueName(t.baseAttribute, t.rowValues[std::size_t(r)])));
        for (int k = 0; k < t.cols(); ++k)
            QCOMPARE(table->index(r, k + 1).data(Qt::EditRole).toLongLong(), qlonglong(t.counts[std::size_t(r * t.cols() + k)]));
    }
    // Our construction: coastal town pooled over en and fr: 34 bicycle, 2 bus, 4 car; the lift shading darkens the planted cell.
    QCOMPARE(table->index(0, 1).data(Qt::EditRole).toLongLong(), qlonglong(34));
    QCOMPARE(table->index(0, t.cols() + 1).data(Qt::EditRole).toLongLong(), qlonglong(40));
    QVERIFY(table->index(0, 1).data(Qt::BackgroundRole).value<QColor>().lightness()
            < table->index(0, 2).data(Qt::BackgroundRole).value<QColor>().lightness());
    QCOMPARE(c.nab, std::int64_t(34));
    // The stories behind the cell: n_ab of them, with their stored texts.
    auto *stories = w.model(QStringLiteral("st-stories"));
    QCOMPARE(qint64(stories->rowCount()), qint64(c.nab));
    for (int r = 0; r < stories->rowCount(); ++r) {
        const QString key = stories->index(r, ms::sttables::SKey).data().toString();
        QCOMPARE(stories->index(r, ms::sttables::SModel).data().toString(), QStringLiteral("m1"));
        QCOMPARE(stories->index(r, ms::sttables::SText).data().toString(), QStringLiteral("Story %1 of m1").arg(key));
    }
    QVERIFY(w.drillLabel()->text().contains(QStringLiteral("34")));
}

void TestStViews::harmScatterHasTheAssociationsRatedByBoth()
{
    QVERIFY(m_result->hasHarm);
    ws::StWorkspace w;
    w.setResult(m_result);
    std::size_t both = 0, points = 0;
    for (const auto &r : m_result->harm.rows)
        if (r.nHuman > 0 && r.nModel > 0) {
            ++both;
            points += r.perModel.size();
        }
    QCOMPARE(both, std::size_t(2)); // by construction: the third association has no model rating
    QCOMPARE(w.harmFigure().n, both);
    QCOMPARE(w.harmFigure().points.size(), points); // one point per model that rated an association
    QCOMPARE(std::size_t(w.harmFigure().models.size()), m_result->harm.models.size());
    QVERIFY(w.harmFigure().title.contains(QStringLiteral("ρ")));
    for (const auto &pt : w.harmFigure().points)
        QVERIFY(pt.label.contains(QStringLiteral("commute")));
    auto *rows = w.model(QStringLiteral("st-harm-rows"));
    QCOMPARE(std::size_t(rows->rowCount()), m_result->harm.rows.size());
    auto *groups = w.model(QStringLiteral("st-harm-groups"));
    QCOMPARE(std::size_t(groups->rowCount()), m_result->harm.groups.size());
    // The bars are the per-attribute (B) mean signed differences of the analysis.
    for (const auto &bar : w.harmFigure().bars)
        for (const auto &g : m_result->harm.groups)
            if (g.grouping == ast::HarmGrouping::Attribute && QString::fromStdString(g.name) == bar.attribute) {
                if (std::isnan(g.meanDifference))
                    QVERIFY(std::isnan(bar.meanDifference));
                else
                    QCOMPARE(bar.meanDifference, g.meanDifference);
            }
}

void TestStViews::exportsWriteFiles()
{
    ws::StWorkspace w;
    w.setResult(m_result);
    w.selectCell(m_result->associations.cells.empty() ? -1 : int(m_result->associations.cells.size() - 1));
    const QString dir = QString::fromStdString(test::tempDir());
    for (const QString &key : ws::StWorkspace::tableKeys()) {
        const QString path = dir + QLatin1Char('/') + key + QStringLiteral(".csv");
        const Status written = w.exportTable(key, models::TableFormat::Csv, path);
        QVERIFY2(written, qPrintable(key));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY2(f.size() > 0, qPrintable(key));
    }
    QFile cells(dir + QStringLiteral("/st-cells.csv"));
    QVERIFY(cells.open(QIODevice::ReadOnly));
    QVERIFY(cells.readLine().startsWith("model,language,base_attribute,base_value,attribute,value,lift,q_by"));
    for (const QString &key : ws::stFigureNames()) {
        widgets::FigureExportOptions options;
        options.format = widgets::FigureFormat::Svg;
        const QString path = dir + QLatin1Char('/') + key + QStringLiteral(".svg");
        const Status written = w.exportFigure(key, options, path);
        QVERIFY2(written, written ? "" : written.error().detail.c_str());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("<svg"));
    }
    QVERIFY(!w.exportTable(QStringLiteral("nope"), models::TableFormat::Csv, dir + QStringLiteral("/x.csv")));
    QVERIFY(!w.exportFigure(QStringLiteral("nope"), {}, dir + QStringLiteral("/x.svg")));
}

void TestStViews::syntheticCaption()
{
    QCOMPARE(ws::stCaption(*m_result), QString()); // imported
    auto synth = std::make_shared<study::Study>(*m_result->study);
    synth->synthetic = true;
    auto copy = std::make_shared<ms::StResult>(*m_result);
    copy->study = synth;
    QCOMPARE(ws::stCaption(*copy), QStringLiteral("synthetic demo"));
    ws::StWorkspace w;
    w.setResult(copy);
    QCOMPARE(w.heatmapFigure().caption, QStringLiteral("synthetic demo"));
    QVERIFY(!w.badge()->text().isEmpty());
}

void TestStViews::cliExportsTheFigures()
{
    const QString dir = QString::fromStdString(test::tempDir());
    for (const char *figure : {"st-heatmap", "st-harm"}) {
        const QString out = dir + QLatin1Char('/') + QLatin1String(figure) + QStringLiteral("-cli.svg");
        QProcess p;
        p.start(QStringLiteral(RL_CLI_FIGURES_PATH),
                {QStringLiteral("export-figure"), m_project, QStringLiteral("--figure"), QLatin1String(figure), QStringLiteral("--format"),
                 QStringLiteral("svg"), QStringLiteral("--resamples"), QStringLiteral("2000"), QStringLiteral("--out"), out});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("<svg"));
    }
    QProcess bad;
    bad.start(QStringLiteral(RL_CLI_FIGURES_PATH), {QStringLiteral("export-figure"), m_project, QStringLiteral("--figure"),
                                                    QStringLiteral("st-heatmap"), QStringLiteral("--format"), QStringLiteral("svg"),
                                                    QStringLiteral("--by"), QStringLiteral("nope"), QStringLiteral("--out"),
                                                    dir + QStringLiteral("/bad.svg")});
    QVERIFY(bad.waitForFinished(60000));
    QVERIFY(bad.exitCode() != 0);
    QVERIFY(bad.readAllStandardError().contains("--by must be model or model-language"));
}

void TestStViews::syntheticDemoShowsEveryView()
{
    const QString demo = QString::fromStdString(test::tempDir()) + QStringLiteral("/st-demo.raterlab");
    const Status made = demo::createStDemoProject(demo.toStdString(), 7);
    QVERIFY2(made, made ? "" : made.error().detail.c_str());
    app::MainWindow window;
    // The GUI's defaults (per model, B = 500,000, every core): the demo is small enough for them.
    QCOMPARE(qulonglong(ast::AssociationOptions {}.resamples), qulonglong(500000));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QElapsedTimer clock;
    clock.start();
    window.openProject(demo);
    auto *st = window.workspace()->stereoTalesWorkspace();
    QTRY_VERIFY_WITH_TIMEOUT(st->result() != nullptr, 300000);
    qInfo("StereoTales demo analysed in %.1f s (%zu stories, %zu tables, %zu Monte Carlo, %zu reported)", clock.elapsed() / 1000.0,
          st->result()->data.storyCount(), st->result()->associations.tables.size(), st->result()->associations.monteCarloTables,
          st->result()->associations.reportedCells);
    QCOMPARE(qulonglong(st->result()->associations.options.resamples), qulonglong(500000));
    QCOMPARE(st->heatmapFigure().caption, QStringLiteral("synthetic demo"));
    for (const QString &key : ws::StWorkspace::pageKeys())
        QVERIFY(window.workspace()->showView(key));
    QVERIFY(st->badge()->isVisible()); // "synthetic demo", once the tab shows
    QVERIFY(st->result()->grid.has_value());
    QVERIFY(st->model(QStringLiteral("st-grid-values"))->rowCount() > 0);
    QVERIFY(st->result()->hasHarm);
    QVERIFY(!st->harmFigure().points.empty());
    // The planted associations (a few models and languages) show per model × language.
    auto byLanguage = ms::StRunner::compute(nullptr, demo.toStdString(), quickOptions(ast::GroupBy::ModelLanguage));
    QVERIFY(byLanguage);
    qInfo("per model x language: %zu reported", byLanguage->associations.reportedCells);
    st->setResult(std::make_shared<const ms::StResult>(std::move(*byLanguage)));
    QVERIFY(st->result()->associations.reportedCells > 0);
    // Drill down into the first reported cell: its table and stories.
    const int cell = st->model(QStringLiteral("st-cells"))->tag(0);
    st->selectCell(cell);
    QCOMPARE(qint64(st->model(QStringLiteral("st-stories"))->rowCount()),
             qint64(std::min<std::int64_t>(500, st->result()->associations.cells[std::size_t(cell)].nab)));
    // Every statistics column header of every StereoTales table carries its definition (models/metricdefinitions.h).
    QStringList missing;
    int checked = 0;
    for (const QString &key : ws::StWorkspace::tableKeys())
        missing << test::headersWithoutDefinition(*st->model(key), key, &checked);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    QVERIFY2(checked >= 20, qPrintable(QString::number(checked)));
}

void TestStViews::harmScatterPerModelWithLegendAndTooltips()
{
    // The demo's harm ratings come from people and several harm-rater models: one point per model, told apart.
    const QString demo = QString::fromStdString(test::tempDir()) + QStringLiteral("/st-harm-models.raterlab");
    QVERIFY(demo::createStDemoProject(demo.toStdString(), 7));
    auto computed = ms::StRunner::compute(nullptr, demo.toStdString(), quickOptions(ast::GroupBy::Model));
    QVERIFY(computed);
    const auto result = std::make_shared<const ms::StResult>(std::move(*computed));
    QVERIFY(result->hasHarm);
    QVERIFY2(result->harm.models.size() >= 2, qPrintable(QString::number(result->harm.models.size())));
    ws::StWorkspace w;
    w.resize(1100, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.setResult(result);
    QVERIFY(w.showPage(QStringLiteral("st-harm")));
    const auto &f = w.harmFigure();
    QCOMPARE(std::size_t(f.models.size()), result->harm.models.size());
    std::set<int> seen;
    for (const auto &pt : f.points) {
        seen.insert(pt.modelIndex);
        // Each point is that model's own mean, not the pooled one.
        const auto &row = *std::find_if(result->harm.rows.begin(), result->harm.rows.end(), [&](const auto &r) {
            const auto &a = result->harmData.associations[r.association];
            return pt.label == QStringLiteral("%1=%2 → %3=%4").arg(QString::fromStdString(a.baseAttribute), QString::fromStdString(a.baseValue),
                                                                   QString::fromStdString(a.attribute), QString::fromStdString(a.value));
        });
        const auto m = std::find_if(row.perModel.begin(), row.perModel.end(), [&](const auto &x) { return int(x.model) == pt.modelIndex; });
        QVERIFY(m != row.perModel.end());
        QCOMPARE(pt.model, m->mean);
        QCOMPARE(pt.human, row.humanMean);
    }
    QCOMPARE(int(seen.size()), int(f.models.size()));
    // Hover: a point with no other within reach shows its association, model and both means.
    auto *canvas = w.harmCanvas();
    const widgets::FigureStyle style = canvas->figureStyle();
    const widgets::PlotMapping m = ws::harmScatterMapping(canvas->figureRect(), f, style);
    int lone = -1;
    for (std::size_t i = 0; i < f.points.size() && lone < 0; ++i) {
        const QPointF pi = m.map(f.points[i].human, f.points[i].model);
        bool alone = true;
        for (std::size_t j = 0; j < f.points.size() && alone; ++j)
            alone = i == j || QLineF(pi, m.map(f.points[j].human, f.points[j].model)).length() > 20;
        if (alone)
            lone = int(i);
    }
    QVERIFY(lone >= 0);
    const auto &pt = f.points[std::size_t(lone)];
    const QString tip = canvas->toolTipTextAt(canvas->figureToView(m.map(pt.human, pt.model)));
    QVERIFY2(tip.contains(pt.label) && tip.contains(f.models.at(pt.modelIndex)) && tip.contains(QString::number(pt.human, 'f', 2))
                 && tip.contains(QString::number(pt.model, 'f', 2)),
             qPrintable(tip));
    QVERIFY(canvas->toolTipTextAt(canvas->figureToView(m.plot.topLeft() + QPointF(2, 2))).isEmpty()); // nothing there
    // The legend: every model's colour is drawn opaque (its marker), beside its name.
    QImage image(900, 600, QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        ws::paintHarmFigure(p, QRectF(image.rect()), f, widgets::exportFigureStyle());
    }
    for (int i = 0; i < f.models.size(); ++i) {
        const QRgb want = models::categoricalColor(i).rgb();
        bool found = false;
        for (int y = 0; y < image.height() && !found; ++y)
            for (int x = 0; x < image.width() && !found; ++x)
                found = (image.pixel(x, y) & 0xffffff) == (want & 0xffffff);
        QVERIFY2(found, qPrintable(f.models.at(i)));
    }
}

void TestStViews::koreanStrings()
{
    QVERIFY(app::installTranslators(QStringLiteral("ko")));
    {
        ws::StWorkspace w;
        w.setResult(m_result);
        QCOMPARE(w.pages()->tabText(0), QStringLiteral("프롬프트 그리드"));
        QCOMPARE(w.pages()->tabText(3), QStringLiteral("해악 정렬"));
        QCOMPARE(w.model(QStringLiteral("st-cells"))->headerData(ms::sttables::CLift, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("리프트"));
        QVERIFY(w.gridSummaryLabel()->text().contains(QStringLiteral("프롬프트")));
        QVERIFY(w.harmFigure().title.contains(QStringLiteral("해악")));
    }
    app::installTranslators(QStringLiteral("en"));
}

QTEST_MAIN(TestStViews)
#include "tst_stviews.moc"

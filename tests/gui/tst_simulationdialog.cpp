// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// File → New plan… (widgets/plan/simulationdialog.h): a small simulation run from the dialog gives the engine's
// rows, the table exports as simulation.csv, the figure exports, a cancelled run delivers nothing, invalid
// parameters disable Run with the engine's sentences, and "From this study…" fills the numeric generator as
// engine/analysis/plan/pilot.h does.
#include "engine/analysis/plan/pilot.h"
#include "engine/analysis/plan/simulation.h"
#include "engine/analysis/registry.h"
#include "models/plan/simulationrunner.h"
#include "tests/common/testutil.h"
#include "tests/gui/numericfixture.h"
#include "widgets/figurecanvas.h"
#include "widgets/plan/simulationdialog.h"

#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

using namespace rl;
namespace plan = rl::analysis::plan;

namespace {

plan::SimulationOptions smallOptions(plan::SimulationKind kind)
{
    plan::SimulationOptions o;
    o.kind = kind;
    o.datasets = 2;
    o.draws = 2;
    o.items = {30, 40, 50};
    o.poolItems = 60;
    o.epsilons = {0.0, 0.2};
    o.seed = 7;
    return o;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestSimulationDialog : public QObject {
    Q_OBJECT

private slots:
    void runGivesTheEngineRows_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("categorical") << int(plan::SimulationKind::Categorical);
        QTest::newRow("numeric") << int(plan::SimulationKind::Numeric);
    }
    void runGivesTheEngineRows()
    {
        QFETCH(int, kind);
        widgets::SimulationDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.setOptions(smallOptions(plan::SimulationKind(kind)));
        QVERIFY2(dialog.problems().isEmpty(), qPrintable(dialog.problems().join('\n')));
        QVERIFY(dialog.runButton()->isEnabled());
        const auto o = dialog.options();
        QVERIFY(o);
        QCOMPARE(o->items, (std::vector<std::size_t> {30, 40, 50}));
        QSignalSpy ready(dialog.runner(), &models::SimulationRunner::ready);
        QTest::mouseClick(dialog.runButton(), Qt::LeftButton);
        QVERIFY(ready.wait(60000));
        QCOMPARE(dialog.tableModel()->rowCount(), 3 * 2); // sizes × ε
        auto expected = plan::simulate(*o);
        QVERIFY(expected);
        const QStringList lines = QString::fromStdString(plan::simulationCsv(*expected)).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + dialog.tableModel()->rowCount());
        QCOMPARE(dialog.tableModel()->columnCount(), int(lines.front().split(',').size()));
        for (int r = 0; r < dialog.tableModel()->rowCount(); ++r) {
            QStringList cells;
            for (int c = 0; c < dialog.tableModel()->columnCount(); ++c)
                cells << dialog.tableModel()->index(r, c).data().toString();
            QCOMPARE(cells.join(','), lines[r + 1]);
        }

        // Export table: simulation.csv's text (its header first); XLSX is a zip.
        const QString dir = QString::fromStdString(test::tempDir());
        QVERIFY(dialog.exportTable(dir + "/sim.csv"));
        const QByteArray csv = readAll(dir + "/sim.csv");
        QCOMPARE(csv, QByteArray::fromStdString(plan::simulationCsv(*expected)));
        QVERIFY(csv.startsWith("items,epsilon,winning_rate,advantage,advantage_p05,advantage_p95,datasets,draws,"));
        QVERIFY(dialog.exportTable(dir + "/sim.xlsx"));
        QVERIFY(readAll(dir + "/sim.xlsx").startsWith("PK"));
        // Export figure: SVG with painted paths, PNG of the asked size.
        widgets::FigureExportOptions svg;
        svg.format = widgets::FigureFormat::Svg;
        QVERIFY(dialog.exportFigure(svg, dir + "/sim.svg"));
        const QByteArray svgBytes = readAll(dir + "/sim.svg");
        QVERIFY(svgBytes.contains("<svg") && svgBytes.count("<path") >= 4);
        widgets::FigureExportOptions png;
        png.format = widgets::FigureFormat::Png;
        png.dpi = 100;
        QVERIFY(dialog.exportFigure(png, dir + "/sim.png"));
        const QImage image(dir + "/sim.png");
        QCOMPARE(image.width(), qRound(widgets::kApaSingleColumnInches * 100));
        QVERIFY(!dialog.canvas()->renderedImage().isNull());
    }

    void cancelDeliversNothing()
    {
        widgets::SimulationDialog dialog;
        plan::SimulationOptions o = smallOptions(plan::SimulationKind::Categorical);
        o.datasets = 200; // long enough to be cancelled
        o.draws = 50;
        o.poolItems = 2000;
        o.items = {30, 1000, 2000};
        dialog.setOptions(o);
        QVERIFY(dialog.runButton()->isEnabled());
        QSignalSpy ready(dialog.runner(), &models::SimulationRunner::ready);
        QSignalSpy failed(dialog.runner(), &models::SimulationRunner::failed);
        dialog.run();
        QVERIFY(dialog.cancelButton()->isEnabled());
        QVERIFY(!dialog.runButton()->isEnabled());
        QTest::mouseClick(dialog.cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.runner()->isBusy(), 60000);
        QTest::qWait(50); // the finished notification is queued
        QCOMPARE(ready.count(), 0);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(dialog.tableModel()->rowCount(), 0);
        QVERIFY(dialog.runButton()->isEnabled());
    }

    void invalidParametersDisableRun()
    {
        widgets::SimulationDialog dialog;
        dialog.setOptions(smallOptions(plan::SimulationKind::Categorical));
        QVERIFY(dialog.runButton()->isEnabled());
        plan::SimulationOptions bad = smallOptions(plan::SimulationKind::Categorical);
        bad.annotators = 7;
        bad.poolAnnotators = 6;
        bad.items = {30, 100};
        dialog.setOptions(bad);
        QVERIFY(!dialog.runButton()->isEnabled());
        QStringList expected;
        for (const std::string &s : plan::validateSimulationOptions(bad))
            expected << QString::fromStdString(s);
        QCOMPARE(expected.size(), 2);
        QCOMPARE(dialog.problems(), expected);
        // An unreadable list says so; mending it enables Run again.
        dialog.setOptions(smallOptions(plan::SimulationKind::Categorical));
        auto *items = dialog.findChild<QLineEdit *>(QStringLiteral("itemsEdit"));
        QVERIFY(items);
        QCOMPARE(items->text(), QStringLiteral("30:50:10"));
        items->setText(QStringLiteral("30:abc"));
        QVERIFY(!dialog.runButton()->isEnabled());
        QCOMPARE(dialog.problems().size(), 1);
        items->setText(QStringLiteral("30:50:10"));
        QVERIFY(dialog.runButton()->isEnabled());
        QCOMPARE(dialog.options()->items, (std::vector<std::size_t> {30, 40, 50}));
    }

    void fromThisStudyFillsTheNumericGenerator()
    {
        widgets::SimulationDialog dialog;
        QVERIFY(!dialog.fromStudyButton()->isEnabled()); // no study
        const auto study = test::numericNoFactorStudy();
        dialog.setPilotProject(study, analysis::AnalysisOptions {});
        QVERIFY(dialog.fromStudyButton()->isEnabled());
        QCOMPARE(dialog.pilotDimensionBox()->count(), 5);
        QCOMPARE(dialog.pilotConditionBox()->count(), 1 + 4); // no condition, then the four
        dialog.pilotDimensionBox()->setCurrentIndex(4); // appeal
        dialog.pilotConditionBox()->setCurrentIndex(2); // vlm2
        QTest::mouseClick(dialog.fromStudyButton(), Qt::LeftButton);
        const auto o = dialog.options();
        QVERIFY2(o, o ? "" : o.error().detail.c_str());
        const analysis::RatingAnalysisOptions ao = analysis::analysisPlanFor(*study, analysis::ratingAnalysisOptions(analysis::AnalysisOptions {})).options;
        auto expected = plan::numericFromPilot(*study, "appeal", "vlm2", ao, plan::SimulationOptions {});
        QVERIFY2(expected, expected ? "" : expected.error().detail.c_str());
        QVERIFY(o->kind == plan::SimulationKind::Numeric);
        QCOMPARE(o->itemVariance, expected->itemVariance); // exact: the fields keep every digit
        QCOMPARE(o->raterVariance, expected->raterVariance);
        QCOMPARE(o->residualVariance, expected->residualVariance);
        QCOMPARE(o->modelBias, expected->modelBias);
        QCOMPARE(o->modelErrorVariance, expected->modelErrorVariance);
        QCOMPARE(o->annotators, expected->annotators);
        QCOMPARE(o->poolItems, std::size_t(100));
        QVERIFY(o->modelBias != plan::SimulationOptions {}.modelBias || o->modelErrorVariance != plan::SimulationOptions {}.modelErrorVariance);
        // A study outside the agreement suite offers no pilot.
        dialog.setPilotProject(nullptr, analysis::AnalysisOptions {});
        QVERIFY(!dialog.fromStudyButton()->isEnabled());
    }
};

QTEST_MAIN(TestSimulationDialog)
#include "tst_simulationdialog.moc"

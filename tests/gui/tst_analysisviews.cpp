// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/agreementtablemodel.h"
#include "models/colorscale.h"
#include "models/confusionmodels.h"
#include "models/roles.h"
#include "models/tablecatalog.h"
#include "models/verdictmodel.h"
#include "tests/common/testutil.h"
#include "tests/gui/analysisfixture.h"
#include "widgets/agreementview.h"
#include "widgets/blandaltmanview.h"
#include "widgets/conditionpicker.h"
#include "widgets/confusionview.h"
#include "widgets/blandaltmanfigure.h"
#include "widgets/chartaxes.h"
#include "widgets/figurecanvas.h"
#include "widgets/figurecatalog.h"
#include "widgets/figurestyle.h"
#include "widgets/verdictfigure.h"
#include "widgets/verdictview.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QWheelEvent>
#include <QAction>
#include <QtTest>

using namespace rl;

namespace {

bool near(const QColor &a, const QColor &b, int tolerance)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
        && std::abs(a.blue() - b.blue()) <= tolerance;
}

} // namespace

class TestAnalysisViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void blandAltmanFigureHoldsThePairs();
    void blandAltmanClickSelectsTheFace();
    void blandAltmanPixelProbe();
    void blandAltmanSideBySideSharesAxes();
    void confusionHeatmapPixelProbe();
    void confusionTableExport();
    void confusionCellClickNamesItsItems();
    void blandAltmanHidesDimensionsNoModelRated();
    void verdictClickShowsEvidence();
    void verdictThresholdsRecomputeAtOnce();
    void agreementViewFiltersAndCopies();
    void canvasZoomsPansAndResets();
    void canvasContextMenuCopiesAndExports();
    void canvasTooltipNamesTheNearestValues();
    void blandAltmanLegendNamesTheLinesWithTheirValues();
    void verdictWithoutModelDataSaysNoData();
    void agreementViewNamesSampleAndSign();

private:
    std::shared_ptr<const models::AnalysisBundle> m_bundle;
};

void TestAnalysisViews::initTestCase()
{
    m_bundle = test::fakeAnalysisBundle();
    QVERIFY(m_bundle);
}

void TestAnalysisViews::blandAltmanFigureHoldsThePairs()
{
    widgets::BlandAltmanView view;
    view.setBundle(m_bundle);
    view.setConditions({1});
    const auto &figure = view.figure();
    QCOMPARE(figure.panels.size(), std::size_t(1));
    const auto &panel = figure.panels[0];
    QCOMPARE(panel.points.size(), std::size_t(71));
    // d = M - x and m = (M + x) / 2 of the first point, from the bundle's pairs.
    const int item = panel.items[0];
    const double M = m_bundle->pairs[0].humanMean[std::size_t(item)];
    const double x = m_bundle->pairs[0].predictions[1][std::size_t(item)];
    QVERIFY(test::fuzzyCompare(panel.points[0].y(), M - x, 1e-15));
    QVERIFY(test::fuzzyCompare(panel.points[0].x(), (M + x) / 2, 1e-15));
    // The lines are the engine's.
    QCOMPARE(panel.ba.bias, m_bundle->analysis.conditions[1].cells[0][0].ba.bias);
    QVERIFY(figure.y.contains(panel.ba.loaUpperCiUpper) && figure.y.contains(panel.ba.loaLowerCiLower));
    view.setPerEmotion(true);
    QCOMPARE(view.figure().panels.size(), std::size_t(6));
    QCOMPARE(view.figure().rows, 6);
    QCOMPARE(view.figure().panels[1].ba.bias, m_bundle->analysis.conditions[1].cells[0][2].ba.bias);
}

void TestAnalysisViews::blandAltmanClickSelectsTheFace()
{
    widgets::BlandAltmanView view;
    view.resize(800, 600);
    view.setBundle(m_bundle);
    view.setConditions({1});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy clicked(&view, &widgets::BlandAltmanView::itemClicked);
    // Pick a point with no other point within the click tolerance, so the click is unambiguous.
    const auto &panel = view.figure().panels[0];
    int chosen = -1;
    for (int k = 0; k < int(panel.points.size()) && chosen < 0; ++k) {
        bool alone = true;
        for (int j = 0; j < int(panel.points.size()) && alone; ++j)
            alone = j == k || QLineF(view.pointPosition(0, k), view.pointPosition(0, j)).length() > 12;
        if (alone)
            chosen = k;
    }
    QVERIFY(chosen >= 0);
    const QPoint at = view.pointPosition(0, chosen).toPoint();
    QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, at);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.first().at(0).toInt(), panel.items[std::size_t(chosen)]);
    QCOMPARE(view.figure().highlightedItem, panel.items[std::size_t(chosen)]);
    // A click on empty space selects nothing.
    QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, QPoint(3, 3));
    QCOMPARE(clicked.count(), 1);
}

void TestAnalysisViews::blandAltmanPixelProbe()
{
    widgets::BlandAltmanView view;
    view.resize(800, 600);
    view.setBundle(m_bundle);
    view.setConditions({1});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QImage image = view.canvas()->renderedImage();
    const qreal ratio = image.devicePixelRatio();
    const auto &panel = view.figure().panels[0];
    // The centre of an isolated point carries its emotion's colour (blended at the point alpha over white).
    int probed = 0;
    for (int k = 0; k < int(panel.points.size()) && probed < 3; ++k) {
        bool alone = true;
        for (int j = 0; j < int(panel.points.size()) && alone; ++j)
            alone = j == k || QLineF(view.pointPosition(0, k), view.pointPosition(0, j)).length() > 8;
        if (!alone)
            continue;
        const QPointF at = view.pointPosition(0, k) * ratio;
        const QColor seen = image.pixelColor(at.toPoint());
        const QColor colour = models::categoricalColor(panel.colours[std::size_t(k)]);
        const double alpha = 0.75;
        const QColor expected(qRound(colour.red() * alpha + 255 * (1 - alpha)), qRound(colour.green() * alpha + 255 * (1 - alpha)),
                              qRound(colour.blue() * alpha + 255 * (1 - alpha)));
        // Lines may cross a point: accept the blend with a grid line too (tolerance 40).
        QVERIFY2(near(seen, expected, 40), qPrintable(seen.name() + QStringLiteral(" vs ") + expected.name()));
        ++probed;
    }
    QVERIFY(probed > 0);
    // A corner of the canvas is background.
    QCOMPARE(image.pixelColor(1, 1), view.canvas()->figureStyle().background);
}

void TestAnalysisViews::blandAltmanSideBySideSharesAxes()
{
    widgets::BlandAltmanView view;
    view.setBundle(m_bundle);
    view.setConditions({0, 1, 2});
    QCOMPARE(view.figure().panels.size(), std::size_t(3));
    QCOMPARE(view.figure().columns, 3);
    // "sim" answered 9 everywhere: its differences are the most negative, and the shared y range holds them.
    for (const auto &p : view.figure().panels)
        for (const QPointF &pt : p.points)
            QVERIFY(view.figure().y.contains(pt.y()) && view.figure().x.contains(pt.x()));
    QCOMPARE(view.conditionPicker()->chosen(), (std::vector<int> {0, 1, 2}));
}

void TestAnalysisViews::confusionTableExport()
{
    widgets::ConfusionView view;
    view.setBundle(m_bundle);
    QSignalSpy tables(&view, &widgets::ConfusionView::tableExportRequested);
    const QList<QAction *> actions = view.exportTableButton()->menu()->actions();
    QCOMPARE(actions.size(), 2);
    actions.at(0)->trigger();
    actions.at(1)->trigger();
    QCOMPARE(tables.count(), 2);
    const auto confusion = tables.at(0).at(0).value<models::TableRequest>();
    const auto metrics = tables.at(1).at(0).value<models::TableRequest>();
    QCOMPARE(confusion.name, QStringLiteral("confusion"));
    QCOMPARE(metrics.name, QStringLiteral("class-metrics"));
    QVERIFY(!confusion.condition.isEmpty());
    QCOMPARE(confusion.condition, metrics.condition);
    QVERIFY(models::makeTable(m_bundle, confusion).has_value());
    QVERIFY(models::makeTable(m_bundle, metrics).has_value());
}

void TestAnalysisViews::confusionCellClickNamesItsItems()
{
    widgets::ConfusionView view;
    view.resize(900, 600);
    view.setBundle(m_bundle);
    view.setConditions({1});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy cells(&view, &widgets::ConfusionView::cellActivated);
    const auto &classification = m_bundle->analysis.conditions[1].classification;
    const auto &conf = classification.confusion;
    QCOMPARE(view.figure().panels[0].condition, 1);

    // A click on the diagonal cell "true happy, answered happy": exactly its items, all of them happy.
    QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, view.cellRect(0, 0, 0).center().toPoint());
    QCOMPARE(cells.count(), 1);
    const auto items = qvariant_cast<std::vector<int>>(cells.at(0).at(0));
    QCOMPARE(items.size(), conf.count(0, 0));
    QVERIFY(items.size() > 0);
    QVERIFY(std::is_sorted(items.begin(), items.end()));
    const int emotionFactor = m_bundle->study->findFactor("emotion");
    for (int item : items)
        QCOMPARE(m_bundle->study->items[std::size_t(item)].levels[std::size_t(emotionFactor)], 0);
    QVERIFY(cells.at(0).at(1).toString().contains(QString::number(items.size())));

    // The invalid column: item 3 of cond1 is its one invalid answer (fakestudy.h).
    const int row3 = m_bundle->study->items[3].levels[std::size_t(emotionFactor)];
    QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, view.cellRect(0, row3, 6).center().toPoint());
    QCOMPARE(cells.count(), 2);
    QCOMPARE(qvariant_cast<std::vector<int>>(cells.at(1).at(0)), std::vector<int>({3}));
    QVERIFY(cells.at(1).at(1).toString().contains(QStringLiteral("invalid")));

    // Property: the cells partition the matrix's items.
    std::size_t total = 0;
    for (int r = 0; r < int(conf.classCount); ++r)
        for (int c = 0; c <= int(conf.classCount); ++c) {
            const auto in = classification.itemsInCell(r, c);
            QCOMPARE(in.size(), c < int(conf.classCount) ? conf.count(std::size_t(r), std::size_t(c)) : conf.invalid(std::size_t(r)));
            total += in.size();
        }
    QCOMPARE(total, conf.n);
    // A click beside the heatmaps selects nothing.
    QTest::mouseClick(view.canvas(), Qt::LeftButton, {}, QPoint(2, 2));
    QCOMPARE(cells.count(), 2);
}

void TestAnalysisViews::blandAltmanHidesDimensionsNoModelRated()
{
    // The fake models answer valence and arousal; the humans also rate naturalness (fakestudy.h).
    const auto &pairs = m_bundle->pairs;
    const auto natural = std::find_if(pairs.begin(), pairs.end(), [](const auto &p) { return p.dimension == "naturalness"; });
    QVERIFY(natural != pairs.end());
    widgets::BlandAltmanView view;
    view.setBundle(m_bundle);
    auto *combo = view.findChild<QComboBox *>(QStringLiteral("baDimension"));
    QVERIFY(combo);
    QCOMPARE(combo->count(), int(pairs.size()) - 1);
    QCOMPARE(combo->findData(int(natural - pairs.begin())), -1);
    for (int i = 0; i < combo->count(); ++i)
        QVERIFY(pairs[std::size_t(combo->itemData(i).toInt())].dimension != "naturalness");
    view.setConditions({1});
    QVERIFY(!view.figure().panels.empty() && !view.figure().panels[0].points.empty()); // a rated dimension is shown
}

void TestAnalysisViews::confusionHeatmapPixelProbe()
{
    widgets::ConfusionView view;
    view.resize(900, 600);
    view.setBundle(m_bundle);
    view.setConditions({1, 2});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.figure().panels.size(), std::size_t(2));
    QVERIFY(view.figure().showInvalid); // cond1 has one invalid answer
    QCOMPARE(view.metricsModel()->rowCount(), 7);
    const QImage image = view.canvas()->renderedImage();
    const qreal ratio = image.devicePixelRatio();
    const auto &conf = view.figure().panels[0].confusion;
    for (int row : {0, 1}) {
        for (int column : {0, 1, 6}) {
            const QRectF cell = view.cellRect(0, row, column);
            const std::size_t count = column < 6 ? conf.count(std::size_t(row), std::size_t(column)) : conf.invalid(std::size_t(row));
            const QColor expected = models::sequentialColor(double(count) / conf.perClass[std::size_t(row)].support);
            const QColor seen = image.pixelColor(((cell.topLeft() + QPointF(2, 2)) * ratio).toPoint());
            QVERIFY2(near(seen, expected, 3), qPrintable(QStringLiteral("cell %1,%2: %3 vs %4").arg(row).arg(column).arg(seen.name(), expected.name())));
        }
    }
}

void TestAnalysisViews::verdictClickShowsEvidence()
{
    widgets::VerdictView view;
    view.resize(900, 700);
    view.setBundle(m_bundle);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QModelIndex cell = view.matrixModel()->indexOf("sad", "valence");
    QVERIFY(cell.isValid());
    QTest::mouseClick(view.matrixView()->viewport(), Qt::LeftButton, {}, view.matrixView()->visualRect(cell).center());
    QTRY_COMPARE(view.evidenceModel()->cell().group, std::string("sad"));
    QCOMPARE(view.evidenceModel()->rowCount(), 3);
    QCOMPARE(view.evidenceModel()->cell().dimension, std::string("valence"));
    QCOMPARE(view.evidenceModel()->index(1, 0).data().toString(), QStringLiteral("Condition 1")); // its label, as elsewhere
    QCOMPARE(view.evidenceModel()->index(1, 0).data(models::ExportTextRole).toString(), QStringLiteral("cond1"));
    const analysis::VerdictCell &sadValence = *m_bundle->verdicts.find("sad", "valence");
    const QString reason = models::VerdictMatrixModel::reasonText(sadValence, m_bundle->verdicts);
    QVERIFY(!reason.isEmpty());
    QVERIFY(view.reasonLabel()->text().contains(reason));
    // the reason is composed from the cell's fields, so it names the conditions that met it
    for (const auto &id : sadValence.conditionsMeeting)
        QVERIFY(reason.contains(QString::fromStdString(id)));
    // A classification cell switches the evidence columns.
    const QModelIndex classification = view.matrixModel()->indexOf("happy", "classification");
    QTest::mouseClick(view.matrixView()->viewport(), Qt::LeftButton, {}, view.matrixView()->visualRect(classification).center());
    QTRY_VERIFY(view.evidenceModel()->classification());
    // Pixel probe of the delegate: the cell is painted in its verdict colour.
    const QImage grab = view.matrixView()->viewport()->grab().toImage();
    const QRect r = view.matrixView()->visualRect(view.matrixModel()->indexOf("sad", "arousal"));
    const QColor expected = models::verdictColor(m_bundle->verdicts.find("sad", "arousal")->verdict);
    const qreal ratio = grab.devicePixelRatio();
    QVERIFY(near(grab.pixelColor(((QPointF(r.topLeft()) + QPointF(3, 3)) * ratio).toPoint()), expected, 3));
    // "Export table": the matrix, or the evidence of the selected cell (happy x classification now)
    QSignalSpy tables(&view, &widgets::VerdictView::tableExportRequested);
    const QList<QAction *> actions = view.exportTableButton()->menu()->actions();
    QCOMPARE(actions.size(), 2);
    actions.at(0)->trigger();
    actions.at(1)->trigger();
    QCOMPARE(tables.count(), 2);
    QCOMPARE(tables.at(0).at(0).value<models::TableRequest>().name, QStringLiteral("verdicts"));
    const auto evidence = tables.at(1).at(0).value<models::TableRequest>();
    QCOMPARE(evidence.name, QStringLiteral("verdict-evidence"));
    QCOMPARE(evidence.group, QStringLiteral("happy"));
    QCOMPARE(evidence.dimension, QStringLiteral("classification"));
    QVERIFY(models::makeTable(m_bundle, evidence).has_value()); // the catalog builds what the view asks for
    // exports follow the thresholds edited in the view, not the analysis defaults
    view.recallSpin()->setValue(0.99);
    actions.at(0)->trigger();
    const auto edited = tables.at(2).at(0).value<models::TableRequest>();
    QVERIFY(edited.thresholds.has_value());
    QCOMPARE(edited.thresholds->recall, 0.99);
    const auto defaults = m_bundle->verdictsWith(std::nullopt);
    const auto strict = m_bundle->verdictsWith(edited.thresholds);
    QCOMPARE(strict.recallThreshold, 0.99);
    std::size_t meetingDefault = 0, meetingStrict = 0;
    for (const auto &c : defaults.cells)
        meetingDefault += c.dimension == "classification" ? c.nMeeting : 0;
    for (const auto &c : strict.cells)
        meetingStrict += c.dimension == "classification" ? c.nMeeting : 0;
    QVERIFY(meetingStrict < meetingDefault);
    auto table = models::makeTable(m_bundle, edited);
    QVERIFY(table.has_value());
}

void TestAnalysisViews::verdictThresholdsRecomputeAtOnce()
{
    widgets::VerdictView view;
    view.setBundle(m_bundle);
    const auto count = [&view](analysis::Verdict v) {
        int n = 0;
        for (const auto &c : view.matrixModel()->verdicts().cells)
            n += c.verdict == v;
        return n;
    };
    // With r* = 0 and κ* = -1 every classification cell is met by both label-giving conditions:
    // with "replaceable from 2 conditions" all seven classification cells (`all` and the six emotions)
    // become replaceable.
    view.setThresholds(0.0, -1.0, 2);
    int replaceableClassification = 0;
    for (const auto &c : view.matrixModel()->verdicts().cells)
        replaceableClassification += c.dimension == "classification" && c.verdict == analysis::Verdict::Replaceable;
    QCOMPARE(replaceableClassification, 7);
    view.setThresholds(1.0, 1.0, 4);
    for (const auto &c : view.matrixModel()->verdicts().cells)
        if (c.dimension == "classification")
            QVERIFY(c.verdict != analysis::Verdict::Replaceable);
    // Editing the spin box recomputes without any other call.
    view.setThresholds(0.0, -1.0, 4);
    const int partial = count(analysis::Verdict::Partial);
    view.recallSpin()->setValue(1.0);
    QVERIFY(count(analysis::Verdict::Partial) != partial || partial == 0);
    QCOMPARE(view.matrixModel()->verdicts().recallThreshold, 1.0);
}

void TestAnalysisViews::agreementViewFiltersAndCopies()
{
    widgets::AgreementView view;
    view.setBundle(m_bundle);
    QCOMPARE(view.emotionCombo()->count(), 7);
    QCOMPARE(view.model()->rowCount(), 3);
    view.emotionCombo()->setCurrentIndex(2); // sad
    QCOMPARE(view.model()->group(), 2);
    QCOMPARE(view.tableRequest().group, QStringLiteral("sad"));
    view.tableView()->sortByColumn(1, Qt::DescendingOrder);
    view.copyTsv();
    const QStringList lines = QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0].split(QLatin1Char('\t')).value(1), QStringLiteral("recall"));
    QCOMPARE(lines[1].split(QLatin1Char('\t')).value(0), view.proxy()->index(0, 0).data(rl::models::ExportTextRole).toString()); // ids in the id column
}

void TestAnalysisViews::canvasZoomsPansAndResets()
{
    widgets::BlandAltmanView view;
    view.resize(800, 600);
    view.setBundle(m_bundle);
    view.setConditions({1});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    widgets::FigureCanvas *canvas = view.canvas();
    const QImage before = canvas->renderedImage();
    // The wheel zooms about the cursor: the figure point under it stays put.
    const QPointF at(300, 250);
    const QPointF anchor = canvas->viewToFigure(at);
    QWheelEvent wheel(at, canvas->mapToGlobal(at), QPoint(), QPoint(0, 240), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(canvas, &wheel);
    QVERIFY(canvas->zoom() > 1.5);
    QVERIFY(QLineF(canvas->figureToView(anchor), at).length() < 1e-6);
    QVERIFY(canvas->renderedImage() != before);
    // A drag pans the zoomed figure; the press-release is no click.
    QSignalSpy clicks(canvas, &widgets::FigureCanvas::clicked);
    const QPointF pan = canvas->pan();
    QTest::mousePress(canvas, Qt::LeftButton, {}, QPoint(300, 250));
    QMouseEvent move(QEvent::MouseMove, QPointF(340, 270), canvas->mapToGlobal(QPointF(340, 270)), Qt::NoButton, Qt::LeftButton,
                     Qt::NoModifier);
    QApplication::sendEvent(canvas, &move);
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, QPoint(340, 270));
    QCOMPARE(canvas->pan(), pan + QPointF(40, 20));
    QCOMPARE(clicks.count(), 0);
    // Clicks and tips see figure coordinates: a point is found under its zoomed position.
    const QPointF point = view.pointPosition(0, 0);
    QVERIFY(!view.tipText(point).isEmpty());
    // Double click resets; so does the context menu's action.
    QTest::mouseDClick(canvas, Qt::LeftButton, {}, QPoint(100, 100));
    QCOMPARE(canvas->zoom(), 1.0);
    QCOMPARE(canvas->pan(), QPointF());
    QCOMPARE(canvas->renderedImage(), before);
    canvas->zoomAt(at, 3.0);
    QCOMPARE(canvas->zoom(), 3.0);
    canvas->resetAction()->trigger();
    QCOMPARE(canvas->zoom(), 1.0);
    // Never below 1x: zooming out of the whole figure does nothing.
    canvas->zoomAt(at, 0.5);
    QCOMPARE(canvas->zoom(), 1.0);
}

void TestAnalysisViews::canvasContextMenuCopiesAndExports()
{
    widgets::ConfusionView view;
    view.resize(900, 600);
    view.setBundle(m_bundle);
    view.setConditions({1});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    widgets::FigureCanvas *canvas = view.canvas();
    QApplication::clipboard()->clear();
    QVERIFY(QApplication::clipboard()->image().isNull());
    canvas->copyAction()->trigger();
    const QImage copied = QApplication::clipboard()->image();
    QVERIFY(!copied.isNull());
    QCOMPARE(copied.size(), canvas->renderedImage().size());
    // "Export…" asks the owning view for its figure export, as its button does.
    QSignalSpy exports(&view, &widgets::ConfusionView::exportRequested);
    canvas->exportAction()->trigger();
    QCOMPARE(exports.count(), 1);
    QCOMPARE(exports.first().at(0).value<widgets::FigureRequest>().name, QStringLiteral("confusion"));
    QVERIFY(!canvas->copyAction()->text().isEmpty() && !canvas->exportAction()->text().isEmpty());
}

void TestAnalysisViews::canvasTooltipNamesTheNearestValues()
{
    widgets::ConfusionView view;
    view.resize(900, 600);
    view.setBundle(m_bundle);
    view.setConditions({1});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto &conf = view.figure().panels[0].confusion;
    const QRectF cell = view.cellRect(0, 1, 1);
    const QString tip = view.canvas()->toolTipTextAt(cell.center());
    const QString expected = QStringLiteral("%1 of %2").arg(conf.count(1, 1)).arg(conf.perClass[1].support);
    QVERIFY2(tip.contains(expected), qPrintable(tip));
    QVERIFY(tip.contains(view.figure().labels[1]));
    QVERIFY(view.canvas()->toolTipTextAt(QPointF(2, 2)).isEmpty()); // nothing there

    widgets::BlandAltmanView ba;
    ba.resize(800, 600);
    ba.setBundle(m_bundle);
    ba.setConditions({1});
    ba.show();
    QVERIFY(QTest::qWaitForWindowExposed(&ba));
    const auto &panel = ba.figure().panels[0];
    int k = -1; // a point with no other within the hover tolerance
    for (int i = 0; i < int(panel.points.size()) && k < 0; ++i) {
        bool alone = true;
        for (int j = 0; j < int(panel.points.size()) && alone; ++j)
            alone = j == i || QLineF(ba.pointPosition(0, i), ba.pointPosition(0, j)).length() > 12;
        if (alone)
            k = i;
    }
    QVERIFY(k >= 0);
    const QString baTip = ba.canvas()->toolTipTextAt(ba.pointPosition(0, k) + QPointF(1.5, -1));
    const QString key = QString::fromStdString(m_bundle->study->items[std::size_t(panel.items[std::size_t(k)])].key);
    QVERIFY2(baTip.contains(key + QStringLiteral(" — ")), qPrintable(baTip));
    QVERIFY(baTip.contains(QStringLiteral("d = human mean − model"))); // the sign convention
    QVERIFY(baTip.contains(QLocale().toString(panel.points[std::size_t(k)].y(), 'f', 2)));
}

void TestAnalysisViews::blandAltmanLegendNamesTheLinesWithTheirValues()
{
    widgets::BlandAltmanView view;
    view.resize(800, 600);
    view.setBundle(m_bundle);
    view.setConditions({1});
    view.setProportional(true);
    const auto &panel = view.figure().panels[0];
    widgets::FigureTextRecorder recorder;
    QImage image(800, 600, QImage::Format_ARGB32_Premultiplied);
    {
        QPainter p(&image);
        widgets::paintBlandAltman(p, QRectF(0, 0, 800, 600), view.figure(), widgets::exportFigureStyle(10));
    }
    QStringList texts;
    for (const auto &t : recorder.texts())
        texts << t.intended;
    const auto num = [](double v) { return widgets::tickLabel(v, 0.01); };
    QVERIFY2(texts.contains(QStringLiteral("bias %1").arg(num(panel.ba.bias))), qPrintable(texts.join(QLatin1Char('|'))));
    QVERIFY(texts.contains(QStringLiteral("LoA %1 … %2").arg(num(panel.ba.loaLower), num(panel.ba.loaUpper))));
    const bool slope = std::any_of(texts.begin(), texts.end(), [&](const QString &t) {
        return t.startsWith(QStringLiteral("slope %1, p ").arg(num(panel.ba.propSlope)));
    });
    QVERIFY(slope);
    QVERIFY(texts.contains(QStringLiteral("d = human mean − model"))); // the sign convention, in the legend
    QVERIFY(texts.contains(view.figure().yLabel));
    QVERIFY(view.figure().yLabel.contains(QStringLiteral("human mean − model")));
}

void TestAnalysisViews::verdictWithoutModelDataSaysNoData()
{
    // Only "sim", which gave no emotion answers and no arousal ratings: those cells have no data.
    const auto bundle = test::fakeAnalysisBundle(0);
    QVERIFY(bundle);
    const auto *cell = bundle->verdicts.find("sad", "classification");
    QVERIFY(cell);
    QCOMPARE(cell->verdict, analysis::Verdict::NoData);
    widgets::VerdictView view;
    view.resize(900, 700);
    view.setBundle(bundle);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QModelIndex index = view.matrixModel()->indexOf("sad", "classification");
    QVERIFY(index.data().toString().contains(QStringLiteral("no data")));
    QVERIFY(!index.data().toString().contains(QStringLiteral("not replaceable")));
    QVERIFY(index.data(Qt::ToolTipRole).toString().contains(QStringLiteral("No data")));
    QCOMPARE(index.data(models::ExportTextRole).toString(), QStringLiteral("no_data"));
    QTest::mouseClick(view.matrixView()->viewport(), Qt::LeftButton, {}, view.matrixView()->visualRect(index).center());
    QTRY_VERIFY(view.reasonLabel()->text().contains(QStringLiteral("No data")));
    // the figure draws the words "no data" (and never "not replaceable" for such a cell)
    widgets::VerdictFigure figure;
    figure.verdicts = bundle->verdicts;
    widgets::FigureTextRecorder recorder;
    QImage image(600, 600, QImage::Format_ARGB32_Premultiplied);
    {
        QPainter p(&image);
        widgets::paintVerdictMatrix(p, QRectF(0, 0, 600, 600), figure, widgets::exportFigureStyle(9));
    }
    int noData = 0;
    int notReplaceable = 0;
    for (const auto &t : recorder.texts()) {
        noData += t.intended == QStringLiteral("no data");
        notReplaceable += t.intended == QStringLiteral("not replaceable");
    }
    int expectedNoData = 0;
    int expectedNot = 0;
    for (const auto &c : bundle->verdicts.cells) {
        expectedNoData += c.verdict == analysis::Verdict::NoData;
        expectedNot += c.verdict == analysis::Verdict::NotReplaceable;
    }
    QVERIFY(expectedNoData >= 12); // classification and arousal of every emotion
    QCOMPARE(noData, expectedNoData);
    QCOMPARE(notReplaceable, expectedNot);
    // the exported matrix keeps the contract's names and writes no_data for these cells
    models::TableRequest request;
    request.name = QStringLiteral("verdicts");
    auto table = models::makeTable(bundle, request);
    QVERIFY(table.has_value());
    int exportedNoData = 0;
    for (int r = 0; r < (*table)->rowCount(); ++r)
        for (int c = 0; c < (*table)->columnCount(); ++c) {
            const QString text = (*table)->index(r, c).data(models::ExportTextRole).toString();
            exportedNoData += text == QStringLiteral("no_data");
            QVERIFY(text != QStringLiteral("not_replaceable") || expectedNot > 0);
        }
    QCOMPARE(exportedNoData, expectedNoData);
}

void TestAnalysisViews::agreementViewNamesSampleAndSign()
{
    widgets::AgreementView view;
    view.setBundle(m_bundle);
    view.setBlock({}); // every dimension's columns
    const QString caption = view.caption()->text();
    QVERIFY(caption.contains(QStringLiteral("d = human mean − model")));
    QVERIFY(caption.contains(QStringLiteral("coverage")));
    const auto *model = view.model();
    for (int c = 1; c < model->columnCount(); ++c) {
        const QString header = model->headerData(c, Qt::Horizontal).toString();
        if (header.endsWith(QStringLiteral("Bias")))
            QVERIFY(model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QStringLiteral("d = human mean − model")));
    }
}

QTEST_MAIN(TestAnalysisViews)
#include "tst_analysisviews.moc"

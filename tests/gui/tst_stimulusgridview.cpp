// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/roles.h"
#include "models/stimulusfiltermodel.h"
#include "models/stimulusgridmodel.h"
#include "tests/common/testutil.h"
#include "tests/gui/fakestudy.h"
#include "widgets/factorfilterbutton.h"
#include "widgets/histogramwidget.h"
#include "widgets/stimulusdetailview.h"
#include "widgets/stimulusgridview.h"

#include <QAction>
#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QSignalSpy>
#include <QToolButton>
#include <QtTest>

#include <memory>

using namespace rl;

class TestStimulusGridView : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void clickShowsStimulusAndItsHistograms();
    void histogramBarPixelProbe();
    void unratedItemSaysSoWithoutEmptyCharts();
    void histogramPaintRoutineExportsSvg();
    void filterButtonFiltersTheGrid();
    void sortComboSortsTheGrid();
    void syntheticBadgeFollowsTheStudy();
    void itemFilterIsAnActiveFilterTheUserClears();
    void fourByThreeThumbnailsLeaveTheirLabelsFree();

private:
    std::shared_ptr<const study::Study> m_study;
    std::shared_ptr<const models::HumanRatingsSummary> m_summary;
    std::unique_ptr<QWidget> m_window;
    models::StimulusGridModel *m_model = nullptr;
    widgets::StimulusGridView *m_grid = nullptr;
    widgets::StimulusDetailView *m_detail = nullptr;
};

void TestStimulusGridView::init()
{
    m_study = std::make_shared<const study::Study>(test::makeFakeStudy());
    m_summary = std::make_shared<const models::HumanRatingsSummary>(models::summarizeHumanRatings(*m_study));
    auto study = m_study;
    auto images = std::make_shared<models::StimulusImageSource>(
        m_study, QString(), [study](const std::string &key) -> Result<storage::ItemPayload> {
            const std::string svg = test::fakeFaceSvg(*study, study->findItem(key));
            return storage::ItemPayload {key, "image/svg+xml", std::vector<std::uint8_t>(svg.begin(), svg.end())};
        });

    m_window = std::make_unique<QWidget>();
    m_model = new models::StimulusGridModel(m_window.get());
    m_grid = new widgets::StimulusGridView;
    m_detail = new widgets::StimulusDetailView;
    auto *layout = new QHBoxLayout(m_window.get());
    layout->addWidget(m_grid, 3);
    layout->addWidget(m_detail, 2);
    QObject::connect(m_grid, &widgets::StimulusGridView::currentItemChanged, m_detail,
                     &widgets::StimulusDetailView::showItem);
    m_grid->setSourceModel(m_model);
    m_model->setStudy(m_study, m_summary, images);
    m_detail->setStudy(m_study, m_summary, images);
    m_window->resize(1000, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestStimulusGridView::cleanup() { m_window.reset(); }

void TestStimulusGridView::clickShowsStimulusAndItsHistograms()
{
    QListView *list = m_grid->listView();
    const QModelIndex index = list->model()->index(7, 0);
    const int item = index.data(models::ItemIndexRole).toInt();
    const QRect rect = list->visualRect(index);
    QVERIFY(!rect.isEmpty());
    QSignalSpy current(m_grid, &widgets::StimulusGridView::currentItemChanged);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    QTRY_COMPARE(m_detail->currentItem(), item);
    QCOMPARE(current.count(), 1);
    QCOMPARE(current.first().at(0).toInt(), item);
    QCOMPARE(m_grid->currentItem(), item);

    const auto &it = m_study->items[std::size_t(item)];
    QCOMPARE(m_detail->title(), QString::fromStdString(it.key));
    QCOMPARE(m_detail->factorText(2), QStringLiteral("Fearful")); // item 7 = (race 0, gender 0, emotion 3, id 1)
    QCOMPARE(m_detail->factorText(3), QStringLiteral("id2"));

    const auto histograms = m_detail->histograms();
    QCOMPARE(histograms.size(), 3);
    for (int k = 0; k < 3; ++k) {
        std::vector<int> expected(9, 0); // independent recount: every rater rated every rated item
        for (int r = 0; r < 10; ++r)
            ++expected[std::size_t(test::fakeRating(r, item, k) - 1)];
        QCOMPARE(histograms[k]->data().counts, expected);
        QCOMPARE(histograms[k]->data().binLabels.size(), 9);
        QVERIFY(histograms[k]->data().summary.contains(QStringLiteral("n = 10")));
    }
    QCOMPARE(histograms[0]->data().title, QStringLiteral("Valence"));
    QTRY_VERIFY_WITH_TIMEOUT(!m_detail->image().isNull(), 20000);
    QCOMPARE(m_detail->image().height(), 360);
}

void TestStimulusGridView::unratedItemSaysSoWithoutEmptyCharts()
{
    const int last = int(m_study->items.size()) - 1; // fakestudy: the last item has no human rating
    QVERIFY(m_grid->selectItem(last));
    QTRY_COMPARE(m_detail->currentItem(), last);
    QVERIFY(m_detail->histograms().isEmpty());
    QTRY_VERIFY(m_detail->noRatingsLabel()->isVisible());
    QCOMPARE(m_detail->noRatingsLabel()->text(), QStringLiteral("No human rated this item."));
    QVERIFY(m_grid->selectItem(0));
    QTRY_COMPARE(m_detail->currentItem(), 0);
    QCOMPARE(m_detail->histograms().size(), 3);
    QVERIFY(!m_detail->noRatingsLabel()->isVisible());
}

void TestStimulusGridView::histogramBarPixelProbe()
{
    QVERIFY(m_grid->selectItem(0));
    QTRY_COMPARE(m_detail->currentItem(), 0);
    widgets::HistogramWidget *histogram = m_detail->histograms().at(0);
    QTRY_VERIFY(histogram->isVisible() && histogram->height() > 80);
    const auto &counts = histogram->data().counts;
    const int tallest = int(std::max_element(counts.begin(), counts.end()) - counts.begin());
    const int shortest = int(std::min_element(counts.begin(), counts.end()) - counts.begin());
    QVERIFY(counts[std::size_t(shortest)] < counts[std::size_t(tallest)]);

    const QImage image = histogram->grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    const QRectF bar = histogram->barRect(tallest);
    QVERIFY(bar.height() > 20);
    const QColor barColour = histogram->histogramStyle().bar;
    // Probe the lower part of the bar: the mean/SD marker may cross its upper part.
    const double meanX = widgets::histogramX(QRectF(histogram->rect()), histogram->data(), histogram->font(),
                                             histogram->data().mean);
    double probeX = bar.center().x() - bar.width() / 4;
    if (std::abs(probeX - meanX) < 4)
        probeX = bar.center().x() + bar.width() / 4;
    const QPointF probe(probeX, bar.bottom() - 3);
    QCOMPARE(image.pixelColor((probe * dpr).toPoint()), barColour);
    // Above the shortest bar, at a height only the tallest reaches, there is no bar.
    const QRectF low = histogram->barRect(shortest);
    const QPointF above(low.center().x(), (bar.top() + bar.bottom() - low.height()) / 2);
    QVERIFY(image.pixelColor((above * dpr).toPoint()) != barColour);
}

void TestStimulusGridView::histogramPaintRoutineExportsSvg()
{
    // The widget's one paint routine also drives a QSvgGenerator (the future figure exporter).
    widgets::HistogramData data;
    data.title = QStringLiteral("Valence");
    data.counts = {0, 1, 3, 0, 5, 0, 0, 2, 1};
    for (int k = 1; k <= 9; ++k)
        data.binLabels << QString::number(k);
    data.mean = 4.5;
    data.sd = 1.5;
    QBuffer buffer;
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(QSize(300, 160));
    svg.setViewBox(QRect(0, 0, 300, 160));
    QPainter painter(&svg);
    widgets::paintHistogram(painter, QRectF(0, 0, 300, 160), data, widgets::HistogramStyle {});
    painter.end();
    const QString text = QString::fromUtf8(buffer.data());
    QVERIFY(text.startsWith(QStringLiteral("<?xml")));
    QVERIFY(text.contains(QStringLiteral("Valence")));
    // One filled rectangle per non-empty bin, in the bar colour.
    QCOMPARE(text.count(QStringLiteral("fill=\"#4c72b0\"")), 5);
}

void TestStimulusGridView::filterButtonFiltersTheGrid()
{
    const auto buttons = m_grid->filterButtons();
    QCOMPARE(buttons.size(), 4);
    widgets::FactorFilterButton *race = buttons.at(0);
    QCOMPARE(race->text(), QStringLiteral("Race"));
    race->levelAction(0)->trigger(); // uncheck Black
    QCOMPARE(m_grid->filterModel()->rowCount(), 48);
    QCOMPARE(m_grid->filterModel()->allowedLevels(0), (QList<int> {1, 2}));
    QCOMPARE(race->text(), QStringLiteral("Race (2 of 3)"));
    const auto *count = m_grid->findChild<QLabel *>(QStringLiteral("gridCountLabel"));
    QVERIFY(count->text().startsWith(QStringLiteral("48 ")));
    race->levelAction(0)->trigger(); // all checked again: no filter
    QVERIFY(!m_grid->filterModel()->hasLevelFilter(0));
    QCOMPARE(m_grid->filterModel()->rowCount(), 72);
}

void TestStimulusGridView::sortComboSortsTheGrid()
{
    QComboBox *combo = m_grid->sortCombo();
    // study order, id, four factors, and per numeric dimension (three) its human mean, human SD and
    // model–human gap (the study has a model condition)
    QCOMPARE(combo->count(), 2 + 4 + 3 * 3);
    QCOMPARE(m_grid->filterModel()->sortKey(), models::StimulusFilterModel::SortKey::StudyOrder);
    const int valence = combo->findText(QStringLiteral("Human mean of Valence"));
    QVERIFY(valence > 0);
    combo->setCurrentIndex(valence);
    emit combo->activated(valence);
    const QAbstractItemModel *proxy = m_grid->listView()->model();
    for (int row = 1; row < proxy->rowCount() - 1; ++row)
        QVERIFY(proxy->index(row - 1, 0).data(models::humanMeanRole(0)).toDouble()
                <= proxy->index(row, 0).data(models::humanMeanRole(0)).toDouble());

    // Human SD, descending: the most disputed stimuli first, the unrated last.
    const int sd = combo->findText(QStringLiteral("Human SD of Valence"));
    QVERIFY(sd > 0);
    combo->setCurrentIndex(sd);
    emit combo->activated(sd);
    m_grid->findChild<QToolButton *>(QStringLiteral("sortOrderButton"))->setChecked(true); // descending
    double previous = INFINITY;
    for (int row = 0; row < proxy->rowCount(); ++row) {
        const double v = proxy->index(row, 0).data(models::humanSdRole(0)).toDouble();
        if (std::isnan(v)) {
            QCOMPARE(row, proxy->rowCount() - 1); // the one unrated stimulus, last
            continue;
        }
        QVERIFY(v <= previous);
        previous = v;
    }
    // Model–human gap: the simulated condition answers valence 9 everywhere, so the gap of an item is
    // 9 − its human mean, and descending puts the lowest human means first.
    const int gap = combo->findText(QStringLiteral("Model–human gap in Valence"));
    QVERIFY(gap > 0);
    QVERIFY(!combo->itemData(gap, Qt::ToolTipRole).toString().isEmpty());
    combo->setCurrentIndex(gap);
    emit combo->activated(gap);
    previous = INFINITY;
    for (int row = 0; row + 1 < proxy->rowCount(); ++row) {
        const QModelIndex i = proxy->index(row, 0);
        const double v = i.data(models::modelGapRole(0)).toDouble();
        QVERIFY(test::fuzzyCompare(v, 9.0 - i.data(models::humanMeanRole(0)).toDouble(), 1e-12));
        QVERIFY(v <= previous);
        previous = v;
    }
    QVERIFY(std::isnan(proxy->index(proxy->rowCount() - 1, 0).data(models::modelGapRole(0)).toDouble()));
}

void TestStimulusGridView::syntheticBadgeFollowsTheStudy()
{
    auto *badge = m_grid->findChild<QLabel *>(QStringLiteral("syntheticBadge"));
    QVERIFY(badge);
    QVERIFY(badge->isVisible());
    QCOMPARE(badge->text(), QStringLiteral("Synthetic demo"));
    test::FakeStudyOptions real;
    real.synthetic = false;
    m_model->setStudy(std::make_shared<const study::Study>(test::makeFakeStudy(real)), m_summary, nullptr);
    QVERIFY(!badge->isVisible());
}

void TestStimulusGridView::itemFilterIsAnActiveFilterTheUserClears()
{
    const int total = m_grid->listView()->model()->rowCount();
    QVERIFY(total > 10);
    QToolButton *chip = m_grid->itemFilterChip();
    QVERIFY(!chip->isVisible());
    QSignalSpy visible(m_grid, &widgets::StimulusGridView::visibleItemsChanged);
    m_grid->setItemFilter({9, 2, 5}, QStringLiteral("true happy, answered sad (3)"));
    QCOMPARE(m_grid->listView()->model()->rowCount(), 3);
    QCOMPARE(m_grid->visibleItems(), std::vector<int>({2, 5, 9}));
    QVERIFY(visible.count() >= 1);
    QVERIFY(chip->isVisible());
    QCOMPARE(chip->text(), QStringLiteral("true happy, answered sad (3)"));
    QVERIFY(m_grid->filterModel()->hasItemFilter());
    // The factor filters still apply on top of it (here: item 2's emotion only).
    const int emotion = m_study->items[2].levels[2];
    m_grid->filterModel()->setAllowedLevels(2, {emotion});
    for (int item : m_grid->visibleItems())
        QCOMPARE(m_study->items[std::size_t(item)].levels[2], emotion);
    m_grid->filterModel()->clearLevelFilters();
    QCOMPARE(m_grid->listView()->model()->rowCount(), 3);
    // A click on the chip clears the filter: every stimulus again, the chip gone.
    QTest::mouseClick(chip, Qt::LeftButton);
    QCOMPARE(m_grid->listView()->model()->rowCount(), total);
    QVERIFY(!chip->isVisible());
    QVERIFY(!m_grid->filterModel()->hasItemFilter());
    // An empty cell shows nothing, and says so.
    m_grid->setItemFilter({}, QStringLiteral("empty"));
    QCOMPARE(m_grid->listView()->model()->rowCount(), 0);
    QVERIFY(chip->isVisible());
}

void TestStimulusGridView::fourByThreeThumbnailsLeaveTheirLabelsFree()
{
    // An image study whose stimuli are 4:3 photographs (pure red here): each cell shows its image and, under
    // it, its label; no image pixel lands in the label's line.
    auto study = m_study;
    auto images = std::make_shared<models::StimulusImageSource>(m_study, QString(), [](const std::string &key) -> Result<storage::ItemPayload> {
        QImage photo(800, 600, QImage::Format_RGB32);
        photo.fill(QColor(255, 0, 0));
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        photo.save(&buffer, "PNG");
        return storage::ItemPayload {key, "image/png", std::vector<std::uint8_t>(png.begin(), png.end())};
    });
    QWidget window;
    auto *model = new models::StimulusGridModel(&window);
    auto *grid = new widgets::StimulusGridView;
    auto *layout = new QHBoxLayout(&window);
    layout->addWidget(grid);
    grid->setSourceModel(model);
    model->setStudy(m_study, m_summary, images);
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QListView *list = grid->listView();
    // Every cell in sight rendered (thumbnails are asked for as cells are painted).
    QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                 list->viewport()->update();
                                 for (int row = 0; row < 8; ++row)
                                     if (!list->model()->index(row, 0).data(models::ThumbnailReadyRole).toBool())
                                         return false;
                                 return true;
                             }()),
                             20000);
    list->viewport()->repaint();
    const QImage shot = list->viewport()->grab().toImage();
    const int labelHeight = list->fontMetrics().height();
    if (qEnvironmentVariableIsSet("RL_SAVE_SHOT"))
        shot.save(qEnvironmentVariable("RL_SAVE_SHOT"));
    for (int row = 0; row < 8; ++row) {
        const QRect cell = list->visualRect(list->model()->index(row, 0)) & QRect(QPoint(0, 0), shot.size());
        QVERIFY(!cell.isEmpty());
        int lastRed = -1, reds = 0;
        for (int y = cell.top(); y <= cell.bottom(); ++y)
            for (int x = cell.left(); x <= cell.right(); ++x) {
                const QColor c = shot.pixelColor(x, y);
                if (c.red() > 200 && c.green() < 60 && c.blue() < 60) {
                    lastRed = y;
                    ++reds;
                }
            }
        QVERIFY2(reds > 1000, qPrintable(QStringLiteral("%1 red in %2,%3 %4x%5 of %6x%7").arg(reds).arg(cell.x()).arg(cell.y()).arg(cell.width()).arg(cell.height()).arg(shot.width()).arg(shot.height()))); // the thumbnail is shown
        // The label's line (the cell's last text line) holds no image pixel.
        QVERIFY2(lastRed < cell.bottom() - labelHeight, qPrintable(QStringLiteral("row %1: red down to y %2 in a cell %3..%4, label %5 px")
                                                                       .arg(row).arg(lastRed).arg(cell.top()).arg(cell.bottom()).arg(labelHeight)));
    }
}

QTEST_MAIN(TestStimulusGridView)
#include "tst_stimulusgridview.moc"

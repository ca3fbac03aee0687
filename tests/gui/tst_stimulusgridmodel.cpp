// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/roles.h"
#include "models/stimulusfiltermodel.h"
#include "models/stimulusgridmodel.h"
#include "tests/gui/fakestudy.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QPixmap>
#include <QSignalSpy>
#include <QtTest>

#include <cmath>
#include <memory>

using namespace rl;
using models::StimulusFilterModel;
using models::StimulusGridModel;

class TestStimulusGridModel : public QObject {
    Q_OBJECT
private slots:
    /// A text item has no image: the grid gets a card of the bound's size with its text drawn on
    /// it (not a failed render), and a pair's card shows both texts.
    void textItemsRenderAsCards()
    {
        auto study = std::make_shared<study::Study>();
        study::Item text;
        text.key = "t1";
        text.kind = study::ItemKind::Text;
        text.text = "A calm, short text.";
        study->addItem(text);
        study::Item pair;
        pair.key = "p1";
        pair.kind = study::ItemKind::TextPair;
        pair.text = "A man smiles.";
        pair.text2 = "A man is smiling.";
        study->addItem(pair);
        int fetched = 0;
        models::StimulusImageSource images(study, QString(), [&fetched](const std::string &) -> Result<storage::ItemPayload> {
            ++fetched;
            return Error {ErrorCode::NotFound, "no payload"};
        });
        for (int item : {0, 1}) {
            auto card = images.render(item, QSize(120, 90));
            QVERIFY2(card, card ? "" : card.error().detail.c_str());
            QCOMPARE(card->size(), QSize(120, 90));
            int ink = 0; // pixels darker than the card's paper: the text
            for (int y = 0; y < card->height(); ++y)
                for (int x = 0; x < card->width(); ++x)
                    ink += qGray(card->pixel(x, y)) < 160;
            QVERIFY2(ink > 20, qPrintable(QString::number(ink)));
        }
        QCOMPARE(fetched, 0); // a text item's payload is its text: nothing is read from the project
    }

    /// A linked stimulus is read under the stimulus rule at every use, so a project naming a path outside
    /// its folder, or a text file renamed .png, draws an error — its bytes are never decoded.
    void linkedFilesReadOnlyUnderTheRule()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString inside = dir.path() + QStringLiteral("/project");
        QVERIFY(QDir().mkpath(inside));
        QImage red(6, 4, QImage::Format_RGB32);
        red.fill(Qt::red);
        QVERIFY(red.save(inside + QStringLiteral("/red.png")));
        QVERIFY(red.save(dir.path() + QStringLiteral("/outside.png")));
        QFile text(inside + QStringLiteral("/notes.png"));
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write("root:x:0:0:root:/root:/bin/bash\n");
        text.close();
        QVERIFY(QFile::link(dir.path() + QStringLiteral("/outside.png"), inside + QStringLiteral("/link.png")));
        auto study = std::make_shared<study::Study>();
        for (const char *file : {"red.png", "../outside.png", "/etc/passwd", "notes.png", "link.png"}) {
            study::Item it;
            it.key = file;
            it.file = file;
            study->addItem(it);
        }
        models::StimulusImageSource images(study, inside, {});
        auto ok = images.render(0, QSize(60, 40));
        QVERIFY2(ok, ok ? "" : ok.error().detail.c_str());
        QCOMPARE(ok->size(), QSize(6, 4)); // never enlarged
        QCOMPARE(QColor(ok->pixel(2, 2)), QColor(Qt::red));
        for (int item : {1, 2, 3, 4}) {
            auto refused = images.render(item, QSize(60, 40));
            QVERIFY(!refused);
            QCOMPARE(refused.error().code, ErrorCode::Validation);
            QVERIFY2(refused.error().detail.find("is refused: it ") != std::string::npos, refused.error().detail.c_str());
        }
    }

    void init();
    void modelTesterOnModelAndProxy();
    void rolesCarryKeysLevelsAndMeans();
    void filterByFactorLevels();
    void sortByIdIsNatural();
    void naturalCompare_data();
    void naturalCompare();
    void sortByFactorAndHumanMean();
    void thumbnailsArriveViaDataChanged();
    void failedThumbnailIsReported();
    void resetDropsPendingThumbnails();

private:
    std::shared_ptr<models::StimulusImageSource> source(const std::string &failingKey = {});

    std::shared_ptr<const study::Study> m_study;
    std::shared_ptr<const models::HumanRatingsSummary> m_summary;
};

std::shared_ptr<models::StimulusImageSource> TestStimulusGridModel::source(const std::string &failingKey)
{
    auto study = m_study;
    return std::make_shared<models::StimulusImageSource>(
        m_study, QString(), [study, failingKey](const std::string &key) -> Result<storage::ItemPayload> {
            if (key == failingKey)
                return Error {ErrorCode::Sql, "disk I/O error"};
            const std::string svg = test::fakeFaceSvg(*study, study->findItem(key));
            return storage::ItemPayload {key, "image/svg+xml", std::vector<std::uint8_t>(svg.begin(), svg.end())};
        });
}

void TestStimulusGridModel::init()
{
    m_study = std::make_shared<const study::Study>(test::makeFakeStudy());
    m_summary = std::make_shared<const models::HumanRatingsSummary>(models::summarizeHumanRatings(*m_study));
}

void TestStimulusGridModel::modelTesterOnModelAndProxy()
{
    StimulusGridModel model;
    StimulusFilterModel proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setStudy(m_study, m_summary, source());
    QCOMPARE(model.rowCount(), 72);
    proxy.setAllowedLevels(0, {1});
    proxy.setSortKey(StimulusFilterModel::SortKey::HumanMean, 1);
    proxy.sort(0, Qt::DescendingOrder);
    proxy.setFilterFixedString(QStringLiteral("face_3"));
    proxy.setFilterFixedString(QString());
    proxy.clearLevelFilters();
    QTRY_COMPARE_WITH_TIMEOUT(model.pendingThumbnailCount(), 0, 20000); // the testers touched decorations
    model.clear();
    QCOMPARE(proxy.rowCount(), 0);
}

void TestStimulusGridModel::rolesCarryKeysLevelsAndMeans()
{
    StimulusGridModel model;
    model.setStudy(m_study, m_summary, nullptr);
    const QModelIndex i = model.index(13);
    const auto &item = m_study->items[13];
    QCOMPARE(i.data(Qt::DisplayRole).toString(), QString::fromStdString(item.key));
    QCOMPARE(i.data(models::StimulusKeyRole).toString(), QStringLiteral("face_14"));
    QCOMPARE(i.data(models::ItemIndexRole).toInt(), 13);
    for (int f = 0; f < 4; ++f) {
        QCOMPARE(i.data(models::factorLevelIndexRole(f)).toInt(), item.levels[std::size_t(f)]);
        const auto &levels = m_study->factors[std::size_t(f)].levels;
        QCOMPARE(i.data(models::factorLevelNameRole(f)).toString(),
                 QString::fromStdString(levels[std::size_t(item.levels[std::size_t(f)])]));
    }
    QCOMPARE(i.data(models::humanMeanRole(0)).toDouble(), m_summary->find(13, 0)->mean);
    QCOMPARE(i.data(models::humanSdRole(2)).toDouble(), m_summary->find(13, 2)->sd);
    QVERIFY(std::isnan(i.data(models::humanMeanRole(3)).toDouble())); // categorical: no mean
    QCOMPARE(i.data(models::HumanRatingCountRole).toInt(), 30);        // 10 raters × 3 dimensions
    QVERIFY(std::isnan(model.index(71).data(models::humanMeanRole(0)).toDouble())); // the unrated item
    QVERIFY(model.roleNames().contains(models::factorLevelNameRole(2)));
    QCOMPARE(model.roleNames().value(models::factorLevelNameRole(2)), QByteArray("emotion"));
    // No image source: the placeholder is shown and nothing is queued.
    QVERIFY(!i.data(Qt::DecorationRole).value<QPixmap>().isNull());
    QCOMPARE(model.pendingThumbnailCount(), 0);
}

void TestStimulusGridModel::filterByFactorLevels()
{
    StimulusGridModel model;
    StimulusFilterModel proxy;
    proxy.setSourceModel(&model);
    model.setStudy(m_study, m_summary, nullptr);
    QSignalSpy changed(&proxy, &StimulusFilterModel::levelFiltersChanged);

    proxy.setAllowedLevels(0, {2});       // race: Korean
    proxy.setAllowedLevels(2, {1, 5});    // emotion: sad, neutral
    QCOMPARE(proxy.rowCount(), 1 * 2 * 2 * 2); // race × gender × emotion × identity
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const QModelIndex i = proxy.index(row, 0);
        QCOMPARE(i.data(models::factorLevelIndexRole(0)).toInt(), 2);
        const int emotion = i.data(models::factorLevelIndexRole(2)).toInt();
        QVERIFY(emotion == 1 || emotion == 5);
    }
    QCOMPARE(proxy.allowedLevels(2), (QList<int> {1, 5}));
    QVERIFY(proxy.hasLevelFilter(0));
    QVERIFY(!proxy.hasLevelFilter(1));

    proxy.setFilterFixedString(QStringLiteral("face_6")); // ids containing "face_6": face_6, face_60..69
    for (int row = 0; row < proxy.rowCount(); ++row)
        QVERIFY(proxy.index(row, 0).data().toString().contains(QStringLiteral("face_6")));
    proxy.setFilterFixedString(QString());

    proxy.clearLevelFilter(0);
    QCOMPARE(proxy.rowCount(), 3 * 2 * 2 * 2);
    proxy.setAllowedLevels(1, {});        // nothing allowed
    QCOMPARE(proxy.rowCount(), 0);
    proxy.clearLevelFilters();
    QCOMPARE(proxy.rowCount(), 72);
    QVERIFY(changed.count() >= 5);

    // A new study resets the level sets.
    proxy.setAllowedLevels(0, {0});
    model.setStudy(m_study, m_summary, nullptr);
    QVERIFY(!proxy.hasLevelFilter(0));
    QCOMPARE(proxy.rowCount(), 72);
}

void TestStimulusGridModel::sortByIdIsNatural()
{
    StimulusGridModel model;
    StimulusFilterModel proxy;
    proxy.setSourceModel(&model);
    model.setStudy(m_study, m_summary, nullptr);
    proxy.setSortKey(StimulusFilterModel::SortKey::Id);
    proxy.sort(0, Qt::AscendingOrder);
    QCOMPARE(proxy.index(1, 0).data().toString(), QStringLiteral("face_2"));   // lexicographic would give face_10
    QCOMPARE(proxy.index(71, 0).data().toString(), QStringLiteral("face_72"));
    proxy.sort(0, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("face_72"));  // lexicographic would give face_9
}

void TestStimulusGridModel::naturalCompare_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("sign");
    QTest::newRow("digits as numbers") << "f2" << "f10" << -1;
    QTest::newRow("longer number larger") << "face_10" << "face_9" << 1;
    QTest::newRow("prefix first") << "ab" << "abc" << -1;
    QTest::newRow("empty first") << "" << "a" << -1;
    QTest::newRow("case ignored before digits") << "F3" << "f20" << -1;
    QTest::newRow("leading zeros tie-break") << "x007" << "x7" << -1;
    QTest::newRow("identical") << "s_1" << "s_1" << 0;
    QTest::newRow("Korean letters") << QStringLiteral("얼굴2") << QStringLiteral("얼굴10") << -1;
}

void TestStimulusGridModel::naturalCompare()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, sign);
    const int c = models::naturalCompare(a, b);
    QCOMPARE((c > 0) - (c < 0), sign);
    const int r = models::naturalCompare(b, a); // antisymmetric
    QCOMPARE((r > 0) - (r < 0), -sign);
}

void TestStimulusGridModel::sortByFactorAndHumanMean()
{
    StimulusGridModel model;
    StimulusFilterModel proxy;
    proxy.setSourceModel(&model);
    model.setStudy(m_study, m_summary, nullptr);

    proxy.sort(0, Qt::AscendingOrder);
    proxy.setSortKey(StimulusFilterModel::SortKey::Factor, 2);
    for (int row = 1; row < proxy.rowCount(); ++row)
        QVERIFY(proxy.index(row - 1, 0).data(models::factorLevelIndexRole(2)).toInt()
                <= proxy.index(row, 0).data(models::factorLevelIndexRole(2)).toInt());

    for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        proxy.sort(0, order);
        proxy.setSortKey(StimulusFilterModel::SortKey::HumanMean, 1);
        for (int row = 1; row < proxy.rowCount() - 1; ++row) {
            const double a = proxy.index(row - 1, 0).data(models::humanMeanRole(1)).toDouble();
            const double b = proxy.index(row, 0).data(models::humanMeanRole(1)).toDouble();
            QVERIFY2(order == Qt::AscendingOrder ? a <= b : a >= b, qPrintable(QStringLiteral("row %1").arg(row)));
        }
        // The unrated item sorts last in both orders.
        QCOMPARE(proxy.index(71, 0).data().toString(), QStringLiteral("face_72"));
    }
    // Back to the study's declared order (the default key).
    proxy.sort(0, Qt::AscendingOrder);
    proxy.setSortKey(StimulusFilterModel::SortKey::StudyOrder);
    for (int row = 0; row < proxy.rowCount(); ++row)
        QCOMPARE(proxy.mapToSource(proxy.index(row, 0)).row(), row);
}

void TestStimulusGridModel::thumbnailsArriveViaDataChanged()
{
    StimulusGridModel model;
    model.setThumbnailSize(QSize(64, 64));
    model.setStudy(m_study, m_summary, source());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy idle(&model, &StimulusGridModel::thumbnailsIdle);

    for (int row = 0; row < 5; ++row) {
        const QModelIndex i = model.index(row * 12); // rows 0,12,24 are Black; 36,48 White
        QVERIFY(!i.data(models::ThumbnailReadyRole).toBool());
        QCOMPARE(i.data(Qt::DecorationRole).value<QPixmap>().size(), QSize(64, 64)); // placeholder first
    }
    QTRY_COMPARE_WITH_TIMEOUT(model.readyThumbnailCount(), 5, 20000);
    QCOMPARE(model.pendingThumbnailCount(), 0);
    QVERIFY(idle.count() >= 1);

    QSet<int> rows;
    for (const auto &args : changed) {
        const auto topLeft = args.at(0).value<QModelIndex>();
        QCOMPARE(topLeft, args.at(1).value<QModelIndex>()); // row by row
        QVERIFY(args.at(2).value<QList<int>>().contains(Qt::DecorationRole));
        rows.insert(topLeft.row());
    }
    QCOMPARE(rows, (QSet<int> {0, 12, 24, 36, 48}));

    for (int row : {0, 36}) {
        const QModelIndex i = model.index(row);
        QVERIFY(i.data(models::ThumbnailReadyRole).toBool());
        const QImage image = i.data(Qt::DecorationRole).value<QPixmap>().toImage();
        QCOMPARE(image.size(), QSize(51, 64)); // 120×150 face fitted into 64×64
        const QColor centre = image.pixelColor(image.width() / 2, image.height() / 2 - 4);
        const QColor skin(QString::fromStdString(test::fakeSkinColour(m_study->items[std::size_t(row)].levels[0])));
        QVERIFY2(std::abs(centre.red() - skin.red()) < 8 && std::abs(centre.green() - skin.green()) < 8,
                 qPrintable(centre.name()));
    }
    // Asking again does not queue again.
    model.index(0).data(Qt::DecorationRole);
    QCOMPARE(model.pendingThumbnailCount(), 0);
}

void TestStimulusGridModel::failedThumbnailIsReported()
{
    StimulusGridModel model;
    model.setStudy(m_study, m_summary, source("face_3"));
    QSignalSpy ready(&model, &StimulusGridModel::thumbnailReady);
    model.prefetch(0, 3);
    QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 4, 20000);
    QCOMPARE(model.readyThumbnailCount(), 3);
    QCOMPARE(model.pendingThumbnailCount(), 0);
    const QModelIndex failed = model.index(2);
    QVERIFY(!failed.data(models::ThumbnailReadyRole).toBool());
    QVERIFY(failed.data(Qt::ToolTipRole).toString().contains(QStringLiteral("disk I/O error")));
}

void TestStimulusGridModel::resetDropsPendingThumbnails()
{
    StimulusGridModel model;
    model.setStudy(m_study, m_summary, source());
    model.prefetch(0, 71);
    model.setStudy(m_study, m_summary, source()); // a new generation while the first still renders
    QCOMPARE(model.pendingThumbnailCount(), 0);
    QCOMPARE(model.readyThumbnailCount(), 0);
    model.threadPool()->waitForDone();
    QCoreApplication::processEvents(); // late results of the first generation arrive and are ignored
    QCOMPARE(model.readyThumbnailCount(), 0);
    QCOMPARE(model.pendingThumbnailCount(), 0);
    model.prefetch(0, 1);
    QTRY_COMPARE_WITH_TIMEOUT(model.readyThumbnailCount(), 2, 20000);
}

QTEST_MAIN(TestStimulusGridModel)
#include "tst_stimulusgridmodel.moc"

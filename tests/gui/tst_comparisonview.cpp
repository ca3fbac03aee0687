// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The condition comparison view (widgets/compare) offscreen on the GUI tests' fake study: three
// conditions chosen, the comparison computed off the GUI thread fills the forest plots and the table
// of paired tests, a new choice cancels the running computation, the figure and the table export
// through the catalogs, and the view speaks Korean.
#include "models/metricdefinitions.h"
#include "models/tablecatalog.h"
#include "models/roles.h"
#include "models/tableexport.h"
#include "tests/common/testutil.h"
#include "tests/gui/analysisfixture.h"
#include "widgets/compare/comparisonview.h"
#include "widgets/conditionpicker.h"
#include "widgets/figurecanvas.h"
#include "widgets/figureexporter.h"

#include <QFile>
#include <QComboBox>
#include <QPushButton>
#include <QTableView>
#include <QSignalSpy>
#include <QTranslator>
#include <QtTest>

using namespace rl;

class TestComparisonView : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<const models::AnalysisBundle> m_bundle;

private slots:
    void initTestCase()
    {
        m_bundle = test::fakeAnalysisBundle(3);
        QVERIFY(m_bundle);
        QVERIFY(m_bundle->analysis.conditions.size() >= 4); // "sim" (a constant valence: r undefined) and cond1..3
    }

    void threeConditionsFillThePlotAndTheTable()
    {
        widgets::ComparisonView view;
        view.resize(1000, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy ready(&view, &widgets::ComparisonView::comparisonReady);
        view.setBundle(m_bundle);
        view.setBootstrap(200, 7);
        view.setConditions({1, 2, 3});
        QTRY_VERIFY_WITH_TIMEOUT(view.comparison() && view.comparison()->conditions.size() == 3, 20000);
        QCOMPARE(view.conditionPicker()->chosen(), (std::vector<int> {1, 2, 3}));
        const auto &c = *view.comparison();
        QCOMPARE(c.bootstrap, std::size_t(200));
        QCOMPARE(c.seed, std::uint64_t(7));

        // Forest plots: every panel has the three conditions with a finite estimate and its CI.
        const auto &figure = view.figure();
        QVERIFY(figure.panels.size() >= 5);
        for (const auto &panel : figure.panels) {
            QCOMPARE(panel.rows.size(), std::size_t(3));
            for (const auto &row : panel.rows) {
                QVERIFY2(std::isfinite(row.value), qPrintable(panel.title));
                QVERIFY(row.ciLow <= row.value + 1e-12 && row.value <= row.ciHigh + 1e-12);
                QVERIFY(row.n > 0);
            }
        }
        // Drawn: the canvas is not blank where the plots are.
        const QImage image = view.canvas()->renderedImage();
        QVERIFY(!image.isNull());
        int dark = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                dark += qGray(image.pixel(x, y)) < 160;
        QVERIFY2(dark > 200, qPrintable(QString::number(dark)));

        // The table: one row per paired test; three pairs of every statistic tested.
        const auto *tests = view.testsModel();
        QCOMPARE(tests->rowCount(), int(c.tests.size()));
        QVERIFY(tests->rowCount() > 0);
        QCOMPARE(tests->rowCount() % 3, 0);
        int williams = 0;
        for (int r = 0; r < tests->rowCount(); ++r) {
            const QString test = tests->index(r, models::ComparisonTestsModel::Test).data(models::ExportTextRole).toString();
            williams += test == QLatin1String("williams_t");
            const double q = tests->index(r, models::ComparisonTestsModel::Q).data(models::ExportValueRole).toDouble();
            const double p = tests->index(r, models::ComparisonTestsModel::P).data(models::ExportValueRole).toDouble();
            if (std::isfinite(p))
                QVERIFY(q >= p - 1e-15 && q <= 1.0);
        }
        QVERIFY(williams >= 3);
        QVERIFY(view.testsView()->model()->rowCount() == tests->rowCount());

        // Changing the dimension or the statistic only redraws.
        const int before = ready.count();
        auto *statistic = view.findChild<QComboBox *>(QStringLiteral("compareStatistic"));
        QVERIFY(statistic && statistic->count() > 1);
        statistic->setCurrentIndex(1); // Pearson r per group
        QVERIFY(view.figure().panels.size() >= 2);
        QVERIFY(view.figure().panels.front().title.contains(QLatin1String("n = ")));
        QCOMPARE(ready.count(), before);
    }

    void newChoiceCancelsTheRunningComparison()
    {
        widgets::ComparisonView view;
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBootstrap(3000, 1);
        view.setBundle(m_bundle);
        QSignalSpy ready(view.runner(), &models::ComparisonRunner::ready);
        view.setConditions({1, 2});
        view.setConditions({1, 2, 3}); // the two-condition job is stopped, never delivered
        QTRY_VERIFY_WITH_TIMEOUT(ready.count() >= 1, 30000);
        QTest::qWait(200);
        QCOMPARE(ready.count(), 1);
        QCOMPARE(view.comparison()->conditions.size(), std::size_t(3));
        view.setConditions({1}); // fewer than two: nothing computed, the picker keeps one
        QCOMPARE(view.runner()->isBusy(), false);
    }

    void exportsThroughTheCatalogs()
    {
        widgets::ComparisonView view;
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBootstrap(100, 3);
        view.setBundle(m_bundle);
        view.setConditions({1, 2, 3});
        QTRY_VERIFY_WITH_TIMEOUT(view.comparison() && view.comparison()->conditions.size() == 3, 20000);

        const widgets::FigureRequest fr = view.figureRequest();
        QCOMPARE(fr.name, QStringLiteral("comparison"));
        QVERIFY(fr.comparison == view.comparison()); // the view's result, not a recomputation
        auto prepared = widgets::prepareFigure(m_bundle, fr);
        QVERIFY2(prepared.has_value(), prepared ? "" : prepared.error().message().c_str());
        widgets::FigureExportOptions options;
        options.format = widgets::FigureFormat::Svg;
        options.widthInches = 6.875;
        options.heightInches = prepared->heightInches(options.widthInches);
        QVERIFY(options.heightInches > 1.0);
        const QString svg = QString::fromStdString(test::tempDir()) + QStringLiteral("/comparison.svg");
        QVERIFY(widgets::exportFigure(prepared->paint, options, svg).has_value());
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains(m_bundle->analysis.conditions[1].label.c_str()));

        // Without the view's result the catalog computes it from the ids (raterlab-cli export-figure).
        widgets::FigureRequest fresh;
        fresh.name = QStringLiteral("comparison");
        fresh.conditions = fr.conditions;
        fresh.bootstrap = 100;
        fresh.seed = 3;
        QVERIFY(widgets::prepareFigure(m_bundle, fresh).has_value());
        fresh.statistic = QStringLiteral("nope");
        QCOMPARE(widgets::prepareFigure(m_bundle, fresh).error().code, ErrorCode::NotFound);

        const models::TableRequest tr = view.tableRequest();
        auto table = models::makeTable(m_bundle, tr);
        QVERIFY2(table.has_value(), table ? "" : table.error().message().c_str());
        QCOMPARE((*table)->rowCount(), int(view.comparison()->tests.size()));
        const QString csv = models::tableToCsv(**table);
        QVERIFY(csv.startsWith(QLatin1String("condition_a,condition_b,dimension,group,statistic,n,delta,ci_low,ci_high,"
                                             "test,statistic_value,df,p,q")));
        const QString path = QString::fromStdString(test::tempDir()) + QStringLiteral("/comparison.tex");
        QVERIFY(models::writeTable(**table, models::TableFormat::Latex, path, models::tableCaption(*m_bundle, tr)).has_value());
        QVERIFY(models::tableCaption(*m_bundle, tr).note.contains(QLatin1String("Benjamini")));
        QVERIFY(models::tableNames().contains(QStringLiteral("comparison")));
        QVERIFY(widgets::figureNames().contains(QStringLiteral("comparison")));
    }

    void speaksKorean()
    {
        QTranslator ko;
        QVERIFY(ko.load(QStringLiteral(":/i18n/raterlab_ko.qm")));
        QVERIFY(QCoreApplication::installTranslator(&ko));
        widgets::ComparisonView view;
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QStringList texts;
        for (const auto *b : view.findChildren<QPushButton *>())
            texts << b->text();
        QVERIFY2(texts.contains(QString::fromUtf8("그림 내보내기…")), qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY2(texts.contains(QString::fromUtf8("표 내보내기…")), qPrintable(texts.join(QLatin1Char('|'))));
        QCOMPARE(widgets::comparisonStatisticLabel(analysis::compare::Statistic::Accuracy), QString::fromUtf8("정확도"));
        QCOMPARE(models::ComparisonTestsModel::testName(analysis::compare::TestKind::PairedBootstrap),
                 QString::fromUtf8("대응 부트스트랩"));
        QCOMPARE(models::ComparisonTestsModel().headerData(models::ComparisonTestsModel::Q, Qt::Horizontal).toString(),
                 QString::fromUtf8("BH q"));
        QCoreApplication::removeTranslator(&ko);
    }

    void everyMetricDefinitionSpeaksKorean()
    {
        // Each definition (header tooltips of every table, the comparison table's added columns among them)
        // comes out in Korean: it differs from the English and holds Hangul.
        const QStringList keys = models::metricDefinitionKeys();
        QVERIFY(keys.size() > 100);
        QStringList english;
        for (const QString &key : keys)
            english << models::metricDefinition(key);
        QTranslator ko;
        QVERIFY(ko.load(QStringLiteral(":/i18n/raterlab_ko.qm")));
        QVERIFY(QCoreApplication::installTranslator(&ko));
        QStringList untranslated;
        for (qsizetype i = 0; i < keys.size(); ++i) {
            const QString korean = models::metricDefinition(keys[i]);
            if (korean == english[i] || !hasHangul(korean))
                untranslated << keys[i] + QStringLiteral(": ") + korean;
        }
        // The comparison table's columns of comparison_tests.csv carry them as header tooltips.
        const models::ComparisonTestsModel tests;
        for (int column : {models::ComparisonTestsModel::EstimateA, models::ComparisonTestsModel::RAb,
                           models::ComparisonTestsModel::DiscordantAB, models::ComparisonTestsModel::ValidB,
                           models::ComparisonTestsModel::Resamples}) {
            const QString tip = tests.headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString();
            if (!hasHangul(tip))
                untranslated << QStringLiteral("comparison column %1: ").arg(column) + tip;
        }
        QCoreApplication::removeTranslator(&ko);
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char('\n'))));
    }

    void tableCaptionsSpeakKorean()
    {
        // The title and the note under an exported table (models/tablecatalog.cpp) in the Korean UI.
        models::TableRequest agreement;
        agreement.name = QStringLiteral("agreement");
        models::TableRequest comparison;
        comparison.name = QStringLiteral("comparison");
        comparison.condition = QStringLiteral("cond1,cond2");
        const models::TableCaption englishAgreement = models::tableCaption(*m_bundle, agreement);
        QVERIFY(englishAgreement.title.startsWith(QLatin1String("Agreement of the model conditions with the human ratings")));
        QVERIFY(englishAgreement.note.contains(QLatin1String("Filter: none (all items).")));
        QTranslator ko;
        QVERIFY(ko.load(QStringLiteral(":/i18n/raterlab_ko.qm")));
        QVERIFY(QCoreApplication::installTranslator(&ko));
        const models::TableCaption a = models::tableCaption(*m_bundle, agreement);
        const models::TableCaption c = models::tableCaption(*m_bundle, comparison);
        QCoreApplication::removeTranslator(&ko);
        QVERIFY2(a.title.startsWith(QString::fromUtf8("모델 조건과 인간 평정의 일치")), qPrintable(a.title));
        QVERIFY2(a.note.contains(QString::fromUtf8("필터: 없음 (모든 문항).")), qPrintable(a.note));
        QVERIFY2(a.note.contains(QString::fromUtf8("앞의 0 없이 소수 2자리")), qPrintable(a.note));
        QVERIFY2(c.title.startsWith(QString::fromUtf8("모델 조건의 쌍별 비교")), qPrintable(c.title));
        QVERIFY2(c.note.contains(QString::fromUtf8("조건 = ")), qPrintable(c.note));
        for (const QString &text : {a.title, a.note, c.title, c.note})
            for (const char *english : {"Agreement of", "Paired comparisons", "Filter:", "Statistics bounded", "condition =",
                                        "coverage =", "Each pair of conditions"})
                QVERIFY2(!text.contains(QLatin1String(english)), qPrintable(text));
        QCOMPARE(models::sheetName("comparison"), QStringLiteral("Comparison")); // the translator is gone again
    }

private:
    static bool hasHangul(const QString &text)
    {
        for (const QChar ch : text)
            if (ch.unicode() >= 0xAC00 && ch.unicode() <= 0xD7A3)
                return true;
        return false;
    }
};

QTEST_MAIN(TestComparisonView)
#include "tst_comparisonview.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The Plan view (widgets/plan) offscreen on the GUI tests' fake face study: nothing is planned before Run;
// small designs run off the GUI thread and fill the heat map (one cell per design), the curves and the
// recommendation of the smallest stable design; the whole study's design keeps every decision; the tables
// export with plan.csv's and plan_summary.csv's columns and the figures as files; Cancel delivers nothing; a
// study without a grouping factor, with categorical or numeric dimensions, plans too; the view plans with the
// options `raterlab-cli plan` uses (the same plan.csv for the same project); the view speaks Korean.
#include "engine/analysis/plan/planmethods.h"
#include "engine/analysis/plan/resampling.h"
#include "models/plan/planmodel.h"
#include "models/roles.h"
#include "models/tablecatalog.h"
#include "models/tableexport.h"
#include "tests/common/clirun.h"
#include "tests/common/testutil.h"
#include "tests/gui/analysisfixture.h"
#include "tests/gui/categoricalfixture.h"
#include "tests/gui/numericfixture.h"
#include "widgets/figurecanvas.h"
#include "widgets/figureexporter.h"
#include "widgets/plan/planview.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QGuiApplication>
#include <QMenu>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSignalSpy>
#include <QTranslator>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace rl;
namespace plan = rl::analysis::plan;

class TestPlanView : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<const models::AnalysisBundle> m_bundle;

    /// Runs the view's designs with the Run button and waits for the plan.
    static bool runAndWait(widgets::PlanView &view, int timeoutMs = 60000)
    {
        QSignalSpy ready(&view, &widgets::PlanView::planReady);
        QTest::mouseClick(view.runButton(), Qt::LeftButton);
        return ready.wait(timeoutMs) || ready.count() > 0;
    }

    static QString firstLine(const QString &text) { return text.left(text.indexOf(QLatin1Char('\n'))); }

private slots:
    void initTestCase()
    {
        m_bundle = test::fakeAnalysisBundle(3);
        QVERIFY(m_bundle);
    }

    void smallDesignsFillTheFiguresAndTheRecommendation()
    {
        widgets::PlanView view;
        view.resize(1000, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBundle(m_bundle);
        // Nothing is planned before Run; the engine's defaults are the placeholders.
        QVERIFY(!view.plan());
        QVERIFY(!view.runner()->isBusy());
        const auto bounds = plan::planBounds(*m_bundle->study, m_bundle->analysis.options);
        QCOMPARE(bounds.itemCount, m_bundle->analysis.groupItems[0].size()); // the analysed items
        auto *items = view.findChild<QLineEdit *>(QStringLiteral("planItems"));
        auto *raters = view.findChild<QLineEdit *>(QStringLiteral("planRaters"));
        QVERIFY(items && raters);
        QVERIFY2(items->placeholderText().endsWith(QStringLiteral("50, %1").arg(bounds.itemCount)), qPrintable(items->placeholderText()));
        QVERIFY2(raters->placeholderText().endsWith(QString::number(bounds.maxRaters)), qPrintable(raters->placeholderText()));

        view.setDesigns(QStringLiteral("10, 20"), QStringLiteral("2,3"), 20, 7, 0.9);
        QVERIFY(runAndWait(view));
        const auto p = view.plan();
        QVERIFY(p);
        QCOMPARE(p->options.items, (std::vector<std::size_t> {10, 20}));
        QCOMPARE(p->options.raters, (std::vector<std::size_t> {2, 3}));
        QCOMPARE(p->options.draws, std::size_t(20));
        QCOMPARE(p->options.seed, std::uint64_t(7));
        QCOMPARE(p->options.analysis.groupBy, m_bundle->analysis.options.groupBy); // the study's analysis options

        // The heat map: one cell per design, each the share of its 20 draws, the same numbers as plan.csv's row.
        const widgets::PlanFigure &heat = view.heatmap();
        QCOMPARE(heat.cells.size(), std::size_t(4));
        for (const widgets::PlanCell &c : heat.cells) {
            QCOMPARE(c.draws, std::size_t(20));
            QCOMPARE(c.stable, double(c.stableDraws) / 20.0);
            QVERIFY(c.ciLow <= c.stable && c.stable <= c.ciHigh);
            QCOMPARE(c.humanRatings, c.items * c.raters);
        }
        QCOMPARE(view.curves().cells.size(), std::size_t(4));
        QVERIFY(heat.note.contains(QLatin1String("seed 7")));
        QVERIFY(view.statusLabel()->text().contains(QLatin1String("seed 7")));

        // The recommendation shown is the summary's smallest stable design of the row shown (the first
        // dimension's verdict over all items), found here again from plan.csv's rows.
        const plan::PlanRecommendation *rec = view.recommendation();
        QVERIFY(rec);
        QCOMPARE(rec->group, std::string("all"));
        QCOMPARE(rec->condition, std::string(plan::kAllConditions));
        const plan::PlanRow *best = nullptr;
        for (const auto &row : p->rows)
            if (row.dimension == rec->dimension && row.group == rec->group && row.condition == rec->condition
                && row.verdictStable >= 0.9
                && (!best || row.humanRatings < best->humanRatings
                    || (row.humanRatings == best->humanRatings && row.items < best->items)))
                best = &row;
        QCOMPARE(rec->reached, best != nullptr);
        const QString label = view.recommendationLabel()->text();
        if (best) {
            QCOMPARE(rec->items, best->items);
            QCOMPARE(rec->raters, best->raters);
            QVERIFY2(label.startsWith(QStringLiteral("%1 items × %2 raters per item (%3 human ratings)")
                                          .arg(best->items).arg(best->raters).arg(best->items * best->raters)),
                     qPrintable(label));
        } else {
            QVERIFY2(label.startsWith(QLatin1String("No design reached the target stability 0.90")), qPrintable(label));
        }
        // Drawn: both canvases are not blank.
        for (widgets::FigureCanvas *canvas : {view.heatmapCanvas(), view.curvesCanvas()}) {
            const QImage image = canvas->renderedImage();
            QVERIFY(!image.isNull());
            int dark = 0;
            for (int y = 0; y < image.height(); y += 2)
                for (int x = 0; x < image.width(); x += 2)
                    dark += qGray(image.pixel(x, y)) < 160;
            QVERIFY2(dark > 100, qPrintable(QString::number(dark)));
        }
        // Another condition only redraws.
        auto *condition = view.findChild<QComboBox *>(QStringLiteral("planCondition"));
        QVERIFY(condition && condition->count() == 1 + int(p->conditions.size()));
        condition->setCurrentIndex(2);
        QCOMPARE(view.recommendation()->condition, p->conditions[1]);
        QCOMPARE(view.plan(), p);

        // The tables are plan.csv's and plan_summary.csv's rows.
        QAbstractItemModelTester t1(view.tableModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(view.summaryModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(view.tableModel()->rowCount(), int(p->rows.size()));
        QCOMPARE(view.summaryModel()->rowCount(), int(p->summary.size()));
    }

    void wholeStudyDesignKeepsEveryDecision()
    {
        widgets::PlanView view;
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBundle(m_bundle);
        const auto bounds = plan::planBounds(*m_bundle->study, m_bundle->analysis.options);
        view.setDesigns(QStringLiteral("10, %1").arg(bounds.itemCount), QStringLiteral("2, %1").arg(bounds.maxRaters), 3);
        QVERIFY(runAndWait(view));
        const widgets::PlanFigure &heat = view.heatmap();
        QCOMPARE(heat.cells.size(), std::size_t(4));
        const widgets::PlanCell *full = heat.cell(1, 1);
        QVERIFY(full);
        QCOMPARE(full->items, bounds.itemCount);
        QCOMPARE(full->raters, bounds.maxRaters);
        QCOMPARE(full->stable, 1.0);
        for (const auto &row : view.plan()->rows)
            if (row.items == bounds.itemCount && row.raters == bounds.maxRaters)
                QVERIFY2(row.verdictStable == 1.0, (row.dimension + " " + row.group + " " + row.condition).c_str());
        // Reaching the target: the full design is recommended at most.
        QVERIFY(view.recommendation()->reached);
        QVERIFY(view.recommendation()->humanRatings <= bounds.itemCount * bounds.maxRaters);
    }

    void methodsParagraphIsCopied()
    {
        widgets::PlanView view;
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBundle(m_bundle);
        QVERIFY(!view.copyMethodsButton()->isEnabled()); // nothing to cite before a plan
        view.setDesigns(QStringLiteral("10, 20"), QStringLiteral("2, 3"), 20, 7);
        QVERIFY(runAndWait(view));
        QVERIFY(view.copyMethodsButton()->isEnabled());
        const QList<QAction *> languages = view.copyMethodsButton()->menu()->actions();
        QCOMPARE(languages.size(), 2);
        QGuiApplication::clipboard()->clear();
        languages.at(0)->trigger();
        const QString english = QGuiApplication::clipboard()->text();
        QCOMPARE(english, QString::fromStdString(plan::planMethodsParagraph(*view.plan(), analysis::MethodsLanguage::English)));
        QVERIFY2(english.contains(QStringLiteral("seed 7")) || english.contains(QStringLiteral("seed = 7")), qPrintable(english));
        languages.at(1)->trigger();
        const QString korean = QGuiApplication::clipboard()->text();
        QCOMPARE(korean, QString::fromStdString(plan::planMethodsParagraph(*view.plan(), analysis::MethodsLanguage::Korean)));
        QVERIFY(korean != english);
        // Another study drops the plan and what cites it.
        view.setBundle(test::fakeAnalysisBundle(4));
        QVERIFY(!view.copyMethodsButton()->isEnabled());
    }

    void tablesAndFiguresExport()
    {
        widgets::PlanView view;
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBundle(m_bundle);
        view.setDesigns(QStringLiteral("10, 20"), QStringLiteral("2, 3"), 20);
        QVERIFY(runAndWait(view));
        const auto p = view.plan();

        // "Export table…" hands the workspace the view's plan.
        models::TableRequest asked;
        int tableAsked = 0;
        connect(&view, &widgets::PlanView::tableExportRequested, this, [&](const models::TableRequest &r) {
            asked = r;
            ++tableAsked;
        });
        for (QPushButton *b : view.findChildren<QPushButton *>())
            if (b->text() == QStringLiteral("Export table…"))
                QTest::mouseClick(b, Qt::LeftButton);
        QCOMPARE(tableAsked, 1);
        QCOMPARE(asked.name, QStringLiteral("plan"));
        QVERIFY(asked.plan == p);

        const QString dir = QString::fromStdString(test::tempDir());
        for (const QString &name : {QStringLiteral("plan"), QStringLiteral("plan_summary")}) {
            const models::TableRequest r = view.tableRequest(name);
            auto table = models::makeTable(m_bundle, r);
            QVERIFY2(table.has_value(), table ? "" : table.error().message().c_str());
            const QString path = dir + QLatin1Char('/') + name + QStringLiteral(".csv");
            QVERIFY(models::writeTable(**table, models::TableFormat::Csv, path, models::tableCaption(*m_bundle, r)).has_value());
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString written = QString::fromUtf8(f.readAll());
            const QString engine = QString::fromStdString(name == QLatin1String("plan") ? plan::planCsv(*p) : plan::planSummaryCsv(*p));
            QCOMPARE(firstLine(written).trimmed(), firstLine(engine));
            QCOMPARE(written.trimmed().count(QLatin1Char('\n')), engine.trimmed().count(QLatin1Char('\n')));
            QVERIFY(models::tableNames().contains(name));
            QVERIFY(!models::tableDescription(name).isEmpty());
            QVERIFY(models::tableCaption(*m_bundle, r).note.contains(QLatin1String("Clopper")));
        }
        // The rows' numbers are the engine's: every stability cell of the exported table reads back as plan.csv's.
        const auto *model = view.tableModel();
        for (int row = 0; row < model->rowCount(); ++row)
            QCOMPARE(model->index(row, models::PlanTableModel::VerdictStable).data(models::ExportValueRole).toDouble(),
                     p->rows[std::size_t(row)].verdictStable);

        for (const QString &name : {QStringLiteral("plan_heatmap"), QStringLiteral("plan_curves")}) {
            QVERIFY(widgets::figureNames().contains(name));
            const widgets::FigureRequest fr = view.figureRequest(name);
            QVERIFY(fr.plan == p); // the view's result, not a recomputation
            auto prepared = widgets::prepareFigure(m_bundle, fr);
            QVERIFY2(prepared.has_value(), prepared ? "" : prepared.error().message().c_str());
            for (auto format : {widgets::FigureFormat::Png, widgets::FigureFormat::Svg}) {
                widgets::FigureExportOptions options;
                options.format = format;
                options.widthInches = 6.875;
                options.heightInches = prepared->heightInches(options.widthInches);
                QVERIFY(options.heightInches > 1.0 && options.heightInches < 20);
                const QString file = dir + QLatin1Char('/') + name + QLatin1Char('.') + widgets::figureFormatSuffix(format);
                QVERIFY(widgets::exportFigure(prepared->paint, options, file).has_value());
                QVERIFY(QFileInfo(file).size() > 500);
                if (format == widgets::FigureFormat::Svg) {
                    QFile f(file);
                    QVERIFY(f.open(QIODevice::ReadOnly));
                    const QByteArray svg = f.readAll();
                    QVERIFY(svg.contains(name == QLatin1String("plan_heatmap") ? "Raters per item" : "model USD"));
                }
            }
        }
        widgets::FigureRequest bad = view.figureRequest(QStringLiteral("plan_curves"));
        bad.condition = QStringLiteral("nope");
        QCOMPARE(widgets::prepareFigure(m_bundle, bad).error().code, ErrorCode::NotFound);
    }

    void sameNumbersAsTheCommandLine()
    {
        // The project file of the fixture's study, planned by the view (costs read from its journal: none) and
        // by `raterlab-cli plan` with the same designs: the same plan.csv and plan_summary.csv, byte for byte.
        const QString dir = QString::fromStdString(test::tempDir());
        const QString project = dir + QStringLiteral("/plan.raterlab");
        QVERIFY(test::saveFakeProject(project.toStdString(), *m_bundle->study).has_value());
        widgets::PlanView view;
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBundle(m_bundle);
        view.setProjectPath(project);
        view.setDesigns(QStringLiteral("10, 30"), QStringLiteral("2, 5"), 15, 11);
        QVERIFY(runAndWait(view));
        const test::CliRun run = test::runCli({QStringLiteral("plan"), project, QStringLiteral("--out"), dir + QStringLiteral("/cli"),
                                               QStringLiteral("--items"), QStringLiteral("10,30"), QStringLiteral("--raters"),
                                               QStringLiteral("2,5"), QStringLiteral("--draws"), QStringLiteral("15"),
                                               QStringLiteral("--seed"), QStringLiteral("11")});
        QVERIFY2(run.code == 0, qPrintable(run.err));
        QFile csv(dir + QStringLiteral("/cli/plan.csv")), summary(dir + QStringLiteral("/cli/plan_summary.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly) && summary.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(csv.readAll()), QString::fromStdString(plan::planCsv(*view.plan())));
        QCOMPARE(QString::fromUtf8(summary.readAll()), QString::fromStdString(plan::planSummaryCsv(*view.plan())));
    }

    void figuresKeepTheirTextsWhole_data()
    {
        QTest::addColumn<QString>("figure");
        QTest::addColumn<double>("widthInches");
        QTest::addColumn<QString>("raters");
        for (const char *figure : {"plan_heatmap", "plan_curves"})
            for (double w : {widgets::kApaSingleColumnInches, widgets::kApaDoubleColumnInches})
                for (const char *raters : {"2, 10", "2, 3, 4, 5, 6, 8, 10"})
                    QTest::addRow("%s %.3gin k=%s", figure, w, raters) << QString::fromLatin1(figure) << w << QString::fromLatin1(raters);
    }

    void figuresKeepTheirTextsWhole()
    {
        // As tst_figurelayout checks the catalog's other figures: every text inside the page, whole, and apart
        // from every other — with six columns of items (narrow at 3.25 in) and two or seven rows of raters.
        QFETCH(QString, figure);
        QFETCH(double, widthInches);
        QFETCH(QString, raters);
        widgets::PlanView view;
        view.setBundle(m_bundle);
        view.setDesigns(QStringLiteral("5, 10, 20, 40, 60, 72"), raters, 5);
        view.run();
        QTRY_VERIFY_WITH_TIMEOUT(view.plan() != nullptr, 60000);
        widgets::FigureRequest request = view.figureRequest(figure);
        request.condition = QStringLiteral("cond1"); // a condition's row: its id in the title
        auto prepared = widgets::prepareFigure(m_bundle, request);
        QVERIFY2(prepared, prepared ? "" : prepared.error().message().c_str());
        const double w = widthInches * 72, h = prepared->heightInches(widthInches) * 72;
        QVERIFY(h > 72 && std::isfinite(h));
        const QRectF canvas(0, 0, w, h);
        QImage image(qCeil(w), qCeil(h), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        widgets::FigureTextRecorder recorder;
        {
            QPainter painter(&image);
            prepared->paint(painter, canvas);
        }
        const auto describe = [](const widgets::DrawnFigureText &t) {
            return QStringLiteral("\"%1\" at [%2, %3 %4×%5]").arg(t.intended).arg(t.box.left()).arg(t.box.top()).arg(t.box.width()).arg(t.box.height());
        };
        const auto &texts = recorder.texts();
        QVERIFY(texts.size() >= 10);
        constexpr double tolerance = 0.25;
        for (const auto &t : texts) {
            QVERIFY2(canvas.adjusted(-tolerance, -tolerance, tolerance, tolerance).contains(t.box), qPrintable(describe(t)));
            QVERIFY2(t.complete(), qPrintable(describe(t)));
        }
        for (std::size_t i = 0; i < texts.size(); ++i)
            for (std::size_t j = i + 1; j < texts.size(); ++j) {
                const QRectF overlap = texts[i].box.intersected(texts[j].box);
                QVERIFY2(overlap.width() <= tolerance || overlap.height() <= tolerance,
                         qPrintable(describe(texts[i]) + QStringLiteral(" and ") + describe(texts[j])));
            }
        QVERIFY(std::any_of(texts.begin(), texts.end(), [](const auto &t) { return t.intended.contains(QLatin1String("cond1")); }));
    }

    void cancelDeliversNoResult()
    {
        widgets::PlanView view;
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBundle(m_bundle);
        view.setDesigns(QStringLiteral("10, 20, 40, 71"), QStringLiteral("2, 3, 5"), 20000);
        QSignalSpy ready(view.runner(), &models::PlanRunner::ready);
        QSignalSpy failed(view.runner(), &models::PlanRunner::failed);
        QTest::mouseClick(view.runButton(), Qt::LeftButton);
        QVERIFY(view.runner()->isBusy());
        QVERIFY(view.cancelButton()->isEnabled());
        QTest::mouseClick(view.cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!view.runner()->isBusy(), 30000);
        QTest::qWait(200);
        QCOMPARE(ready.count(), 0);
        QCOMPARE(failed.count(), 0);
        QVERIFY(!view.plan());
        QCOMPARE(view.heatmap().cells.size(), std::size_t(0));
        QVERIFY(view.runButton()->isEnabled());
        // A bad list is refused before anything runs.
        view.setDesigns(QStringLiteral("10, ten"), QString(), 5);
        QTest::mouseClick(view.runButton(), Qt::LeftButton);
        QVERIFY(!view.runner()->isBusy());
        QVERIFY(view.statusLabel()->text().contains(QLatin1String("whole numbers")));
        // An impossible design is the engine's error, shown.
        view.setDesigns(QStringLiteral("1000"), QString(), 5);
        QTest::mouseClick(view.runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
        QVERIFY(view.statusLabel()->text().contains(QLatin1String("1000 items is impossible")));
    }

    void studiesWithoutAGroupingFactor_data()
    {
        QTest::addColumn<bool>("categorical");
        QTest::newRow("categorical dimensions, no factor") << true;
        QTest::newRow("numeric dimensions, no factor") << false;
    }

    void studiesWithoutAGroupingFactor()
    {
        QFETCH(bool, categorical);
        const auto bundle = categorical ? test::categoricalAnalysisBundle() : test::numericNoFactorBundle();
        QVERIFY(bundle);
        widgets::PlanView view;
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBundle(bundle);
        view.setDesigns(QStringLiteral("20, 50"), QStringLiteral("2, 3"), 10);
        QVERIFY(runAndWait(view));
        const auto p = view.plan();
        QVERIFY(p->groupFactor.empty());
        for (const auto &row : p->rows)
            QCOMPARE(row.group, std::string("all"));
        const auto *group = view.findChild<QComboBox *>(QStringLiteral("planGroup"));
        QCOMPARE(group->count(), 1);
        auto *dimension = view.findChild<QComboBox *>(QStringLiteral("planDimension"));
        QVERIFY(dimension->count() >= 2);
        for (int d = 0; d < dimension->count(); ++d) {
            dimension->setCurrentIndex(d);
            QCOMPARE(view.heatmap().cells.size(), std::size_t(4));
            QVERIFY(view.recommendation());
            QVERIFY(!view.recommendationLabel()->text().isEmpty());
        }
        for (const auto &row : p->rows)
            QCOMPARE(std::isnan(row.humanMeanReliability), categorical); // categorical: no crossed LMM
    }

    void fitsASmallWindow()
    {
        widgets::PlanView view;
        view.setBundle(m_bundle);
        // The controls wrap into three short rows: the page fits where the other tabs do.
        QVERIFY2(view.minimumSizeHint().width() <= 900, qPrintable(QString::number(view.minimumSizeHint().width())));
        QVERIFY2(view.minimumSizeHint().height() <= 600, qPrintable(QString::number(view.minimumSizeHint().height())));
    }

    void speaksKorean()
    {
        QTranslator ko;
        QVERIFY(ko.load(QStringLiteral(":/i18n/raterlab_ko.qm")));
        QVERIFY(QCoreApplication::installTranslator(&ko));
        widgets::PlanView view;
        QStringList texts;
        for (const auto *b : view.findChildren<QPushButton *>())
            texts << b->text();
        QVERIFY2(texts.contains(QString::fromUtf8("실행")), qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY2(texts.contains(QString::fromUtf8("그림 내보내기…")), qPrintable(texts.join(QLatin1Char('|'))));
        plan::PlanRecommendation rec;
        rec.reached = true;
        rec.items = 50;
        rec.raters = 3;
        rec.humanRatings = 150;
        rec.stableDraws = 195;
        rec.draws = 200;
        rec.verdictStableCiLow = 0.94;
        rec.verdictStableCiHigh = 0.99;
        rec.condition = plan::kAllConditions;
        const QString sentence = models::PlanSummaryModel::recommendationText(rec, 0.95);
        QVERIFY2(sentence.contains(QString::fromUtf8("판정을 유지합니다")) && sentence.contains(QLatin1String("150")),
                 qPrintable(sentence));
        QCOMPARE(models::PlanTableModel().headerData(models::PlanTableModel::VerdictStable, Qt::Horizontal).toString(),
                 QString::fromUtf8("안정성"));
        QCOMPARE(models::PlanTableModel().headerData(models::PlanTableModel::VerdictStable, Qt::Horizontal,
                                                     models::ExportTextRole).toString(),
                 QStringLiteral("verdict_stable")); // export names stay plan.csv's
        QCoreApplication::removeTranslator(&ko);
    }
};

QTEST_MAIN(TestPlanView)
#include "tst_planview.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The conformance matrix: every study shape the rating core accepts x every output a
// user gets. Each shape is built through `raterlab-cli import` from files this test writes
// (tests/conformance/shapes.cpp); each output is made as a user makes it — the CLI for analyze,
// compare, plan (resampling, and the simulation fitted to the study as a pilot), methods, report, export-figure and
// export-table, the main window offscreen for the views (the Plan tab run on each).
// A row fails on any error, an empty output, an unnamed column, a figure with ink in its outer 2
// pixels or with elided text. A new shape or a new output is added here, or it does not land.
#include "app/gui/analysisworkspace.h"
#include "app/gui/mainwindow.h"
#include "tests/common/figurecheck.h"
#include "tests/common/testutil.h"
#include "tests/conformance/shapes.h"
#include "widgets/plan/planview.h"

#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSignalSpy>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <fstream>
#include <map>
#include <set>

using namespace rl;
using rl::test::conformance::Shape;

class TestConformance : public QObject {
    Q_OBJECT

    struct Run {
        int code = -1;
        bool crashed = false;
        QString out;
        QString err;
    };
    struct Built {
        Shape shape;
        QString project;
        QString dir;
        QString error;                 ///< why the shape could not be built
        QStringList conditions;        ///< condition ids, from metrics.csv
    };

    QString m_root;
    std::map<QString, Built> m_built;

    static Run cli(const QStringList &args, int timeoutMs = 300000)
    {
        QProcess p;
        p.start(QStringLiteral(RL_CLI_PATH), args);
        if (!p.waitForFinished(timeoutMs))
            p.kill();
        return {p.exitCode(), p.exitStatus() != QProcess::NormalExit, QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
    static QString describe(const QStringList &args, const Run &r)
    {
        return QStringLiteral("raterlab-cli %1 -> exit %2%3: %4")
                .arg(args.join(QLatin1Char(' ')))
                .arg(r.code)
                .arg(r.crashed ? QStringLiteral(" (crashed)") : QString())
                .arg(r.err.trimmed().right(600));
    }
    static QByteArray readFile(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static QStringList lines(const QString &path)
    {
        return QString::fromUtf8(readFile(path)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

    /// The figures a shape must export (its traits decide which apply).
    static QStringList figuresOf(const Shape &s)
    {
        QStringList names {QStringLiteral("verdicts")};
        if (s.traits.numeric)
            names << QStringLiteral("bland-altman");
        if (s.demo)
            names << QStringLiteral("bland-altman-emotions");
        if (s.traits.categorical)
            names << QStringLiteral("confusion");
        if (s.traits.conditions >= 2)
            names << QStringLiteral("comparison");
        return names;
    }

    /// The tables a shape must export one by one (its traits decide which apply).
    static QStringList tablesOf(const Shape &s)
    {
        QStringList names {QStringLiteral("agreement"), QStringLiteral("verdicts"), QStringLiteral("verdict-evidence")};
        if (s.traits.numeric)
            names << QStringLiteral("human-reliability");
        if (s.traits.categorical)
            names << QStringLiteral("confusion") << QStringLiteral("class-metrics");
        if (s.traits.plurality)
            names << QStringLiteral("categorical-human") << QStringLiteral("categorical-agreement")
                  << QStringLiteral("categorical-labels");
        if (s.traits.joint)
            names << QStringLiteral("alt-test-joint");
        if (s.traits.conditions >= 2)
            names << QStringLiteral("comparison");
        if (s.demo)
            names << QStringLiteral("subgroup-accuracy") << QStringLiteral("demographic-anova");
        return names;
    }

    const Built &built(const QString &name)
    {
        static const Built none;
        const auto it = m_built.find(name);
        return it == m_built.end() ? none : it->second;
    }

    /// QFETCH the shape, QVERIFY that it was built: the common start of every output test.
    const Built *shapeRow()
    {
        QFETCH(QString, shape);
        const Built &b = built(shape);
        if (!b.error.isEmpty()) {
            QTest::qFail(qPrintable(QStringLiteral("the shape could not be built: ") + b.error), __FILE__, __LINE__);
            return nullptr;
        }
        return &b;
    }

    void shapeColumn()
    {
        QTest::addColumn<QString>("shape");
        for (const Shape &s : rl::test::conformance::allShapes())
            QTest::newRow(qPrintable(s.name)) << s.name;
    }

private slots:
    void initTestCase()
    {
        m_root = QString::fromStdString(rl::test::tempDir()) + QStringLiteral("/conformance");
        QDir(m_root).removeRecursively();
        QVERIFY(QDir().mkpath(m_root));
        for (const Shape &s : rl::test::conformance::allShapes()) {
            Built b;
            b.shape = s;
            b.dir = m_root + QLatin1Char('/') + s.name;
            QDir().mkpath(b.dir);
            b.project = b.dir + QStringLiteral("/study.raterlab");
            if (s.demo) {
                const QStringList args {QStringLiteral("demo"), b.project};
                const Run r = cli(args);
                if (r.code != 0)
                    b.error = describe(args, r);
            }
            for (const auto &file : s.files) {
                std::ofstream out((b.dir + QLatin1Char('/') + file.name).toStdString(), std::ios::binary);
                out << file.text.toStdString();
            }
            for (const QStringList &import : s.imports) {
                if (!b.error.isEmpty())
                    break;
                QStringList args {QStringLiteral("import"), import[0], b.project, b.dir + QLatin1Char('/') + import[1]};
                args += import.mid(2);
                const Run r = cli(args);
                if (r.code != 0)
                    b.error = describe(args, r);
            }
            m_built[s.name] = b;
        }
    }

    // --- analyze -----------------------------------------------------------------------------------

    void analyze_data() { shapeColumn(); }
    void analyze()
    {
        const Built *b = shapeRow();
        if (!b)
            return;
        const QString out = b->dir + QStringLiteral("/analysis");
        QStringList args {QStringLiteral("analyze"), b->project, QStringLiteral("--out"), out,
                          QStringLiteral("--repeats"), QStringLiteral("100"), QStringLiteral("--alpha-bootstrap"), QStringLiteral("200")};
        if (!b->shape.traits.groupBy.isEmpty())
            args << QStringLiteral("--group-by") << b->shape.traits.groupBy;
        const Run r = cli(args);
        QVERIFY2(r.code == 0 && !r.crashed, qPrintable(describe(args, r)));
        QVERIFY2(!r.err.contains(QLatin1String("''")), qPrintable(QStringLiteral("a note names an empty name: ") + r.err));

        const QStringList metrics = lines(out + QStringLiteral("/metrics.csv"));
        QVERIFY2(metrics.size() > 1, "metrics.csv holds only its header");
        QCOMPARE(metrics.front(), QStringLiteral("condition,dimension,%1,metric,value").arg(b->shape.traits.groupColumn));
        std::set<QString> conditions;
        bool allRows = false;
        for (int i = 1; i < metrics.size(); ++i) {
            const QString condition = metrics[i].section(QLatin1Char(','), 0, 0);
            if (condition != QLatin1String("human") && condition != QLatin1String("models"))
                conditions.insert(condition);
            allRows = allRows || metrics[i].section(QLatin1Char(','), 2, 2) == QLatin1String("all");
        }
        QVERIFY2(allRows, "metrics.csv has no overall (all) row");
        QCOMPARE(int(conditions.size()), b->shape.traits.conditions);
        m_built[b->shape.name].conditions = QStringList(conditions.begin(), conditions.end());

        const QStringList verdicts = lines(out + QStringLiteral("/verdicts.csv"));
        QVERIFY2(verdicts.size() > 1, "verdicts.csv holds only its header");
        QVERIFY(verdicts.front().startsWith(b->shape.traits.groupColumn + QStringLiteral(",dimension,verdict")));
        QVERIFY2(std::any_of(verdicts.begin() + 1, verdicts.end(),
                             [](const QString &l) { return l.startsWith(QLatin1String("all,")); }),
                 "verdicts.csv has no overall (all) row");
        const QStringList evidence = lines(out + QStringLiteral("/verdict_evidence.csv"));
        QVERIFY2(evidence.size() > 1, "verdict_evidence.csv holds only its header");
        QVERIFY(evidence.front().startsWith(b->shape.traits.groupColumn + QStringLiteral(",dimension,condition")));

        const auto json = nlohmann::json::parse(readFile(out + QStringLiteral("/analysis.json")).toStdString(), nullptr, false);
        QVERIFY2(!json.is_discarded(), "analysis.json does not parse");
        for (const auto &note : json["notes"]) {
            const std::string text = note.get<std::string>();
            QVERIFY2(!text.empty() && std::isupper(static_cast<unsigned char>(text.front())) && text.back() == '.',
                     ("a note is not a sentence: " + text).c_str());
        }
        if (b->shape.traits.singleRater) {
            // Nothing pairable: alpha says so instead of failing, and the verdicts are no_data.
            const auto &alpha = json["human"]["score"]["all"]["krippendorff"]["interval"];
            QCOMPARE(QString::fromStdString(alpha["status"].get<std::string>()), QStringLiteral("no_pairable_units"));
        }
    }

    // --- compare -----------------------------------------------------------------------------------

    void compare_data() { shapeColumn(); }
    void compare()
    {
        const Built *b = shapeRow();
        if (!b)
            return;
        if (b->shape.traits.conditions < 2)
            QSKIP("one condition: nothing to compare");
        QVERIFY2(b->conditions.size() >= 2, "analyze did not list the conditions (run the analyze row first)");
        const QString out = b->dir + QStringLiteral("/compare");
        QStringList args {QStringLiteral("compare"), b->project, QStringLiteral("--conditions"),
                          b->conditions.mid(0, 3).join(QLatin1Char(',')), QStringLiteral("--out"), out,
                          QStringLiteral("--bootstrap"), QStringLiteral("50")};
        if (!b->shape.traits.groupBy.isEmpty())
            args << QStringLiteral("--group-by") << b->shape.traits.groupBy;
        const Run r = cli(args);
        QVERIFY2(r.code == 0 && !r.crashed, qPrintable(describe(args, r)));
        const QStringList files = QDir(out).entryList(QDir::Files);
        QVERIFY2(!files.isEmpty(), "compare wrote nothing");
        for (const QString &f : files)
            QVERIFY2(lines(out + QLatin1Char('/') + f).size() > 1, qPrintable(f + QStringLiteral(" is empty")));
    }

    // --- plan --------------------------------------------------------------------------------------

    void plan_data() { shapeColumn(); }
    void plan()
    {
        const Built *b = shapeRow();
        if (!b)
            return;
        const QString out = b->dir + QStringLiteral("/plan");
        QStringList args {QStringLiteral("plan"), b->project, QStringLiteral("--out"), out, QStringLiteral("--draws"),
                          QStringLiteral("3"), QStringLiteral("--threads"), QStringLiteral("2")};
        if (b->shape.demo)
            args << QStringLiteral("--items") << QStringLiteral("50,100") << QStringLiteral("--raters") << QStringLiteral("2,5");
        if (!b->shape.traits.groupBy.isEmpty())
            args << QStringLiteral("--group-by") << b->shape.traits.groupBy;
        const Run r = cli(args);
        if (b->shape.traits.singleRater) {
            // One rater per item: no design has two; refused with the reason, nothing written.
            QVERIFY2(r.code == 2 && r.err.contains(QLatin1String("raters")), qPrintable(describe(args, r)));
            QVERIFY(!QDir(out).exists());
            return;
        }
        QVERIFY2(r.code == 0 && !r.crashed, qPrintable(describe(args, r)));
        const QStringList rows = lines(out + QStringLiteral("/plan.csv"));
        QVERIFY2(rows.size() > 1, "plan.csv holds only its header");
        QVERIFY(rows.front().startsWith(QLatin1String("dimension,group,condition,items,raters,")));
        QVERIFY2(std::any_of(rows.begin() + 1, rows.end(),
                             [](const QString &l) { return l.section(QLatin1Char(','), 1, 1) == QLatin1String("all"); }),
                 "plan.csv has no overall (all) row");
        const QStringList summary = lines(out + QStringLiteral("/plan_summary.csv"));
        QVERIFY2(summary.size() > 1, "plan_summary.csv holds only its header");
        QVERIFY(summary.front().endsWith(QLatin1String(",recommendation")));
        const QString methods = QString::fromUtf8(readFile(out + QStringLiteral("/plan_methods.md")));
        QVERIFY2(methods.contains(QLatin1String("seed 42")), qPrintable(QStringLiteral("plan_methods.md: ") + methods));
    }

    /// The numeric simulation fitted to the shape as a pilot (its first numeric dimension with human ratings, its
    /// first condition): simulation.csv, or a refusal with the reason (exit 2, nothing written) for a shape that
    /// cannot be fitted (one rater per item).
    void planPilot_data() { shapeColumn(); }
    void planPilot()
    {
        const Built *b = shapeRow();
        if (!b)
            return;
        if (!b->shape.traits.numeric)
            QSKIP("no numeric dimension: the numeric generator has nothing to fit");
        const Run info = cli({QStringLiteral("info"), b->project});
        const auto json = nlohmann::json::parse(info.out.toStdString(), nullptr, false);
        QVERIFY2(json.is_object(), qPrintable(info.err));
        QString dimension;
        for (const auto &d : json["dimensions"])
            if (dimension.isEmpty() && d.value("kind", "") == "numeric" && d.value("human_ratings", 0) > 0)
                dimension = QString::fromStdString(d["name"].get<std::string>());
        QVERIFY2(!dimension.isEmpty(), "a numeric shape without a rated numeric dimension");
        const QString out = b->dir + QStringLiteral("/simulation");
        QStringList args {QStringLiteral("plan"), QStringLiteral("--simulate"), QStringLiteral("numeric"), QStringLiteral("--from"),
                          b->project, QStringLiteral("--dimension"), dimension, QStringLiteral("--datasets"), QStringLiteral("2"),
                          QStringLiteral("--draws"), QStringLiteral("2"), QStringLiteral("--out"), out};
        if (!b->conditions.isEmpty())
            args << QStringLiteral("--condition") << b->conditions.front();
        const Run r = cli(args);
        if (b->shape.traits.singleRater) {
            QVERIFY2(r.code == 2 && r.err.contains(QLatin1String("rater")), qPrintable(describe(args, r)));
            QVERIFY(!QDir(out).exists());
            return;
        }
        QVERIFY2(r.code == 0 && !r.crashed, qPrintable(describe(args, r)));
        const QStringList rows = lines(out + QStringLiteral("/simulation.csv"));
        QVERIFY2(rows.size() > 1, "simulation.csv holds only its header");
        QVERIFY(rows.front().startsWith(QLatin1String("items,epsilon,winning_rate,advantage,")));
    }

    // --- methods and report ------------------------------------------------------------------------

    void methods_data() { shapeColumn(); }
    void methods()
    {
        const Built *b = shapeRow();
        if (!b)
            return;
        for (const char *language : {"en", "ko"}) {
            const QStringList args {QStringLiteral("methods"), b->project, QStringLiteral("--language"), QLatin1String(language)};
            const Run r = cli(args);
            QVERIFY2(r.code == 0 && !r.crashed, qPrintable(describe(args, r)));
            QVERIFY2(r.out.size() > 200, qPrintable(QStringLiteral("methods is (almost) empty: ") + r.out));
        }
    }

    void report_data() { shapeColumn(); }
    void report()
    {
        const Built *b = shapeRow();
        if (!b)
            return;
        for (const char *suffix : {"html", "pdf"}) {
            const QString path = b->dir + QStringLiteral("/report.") + QLatin1String(suffix);
            const QStringList args {QStringLiteral("report"), b->project, QStringLiteral("--out"), path};
            const Run r = cli(args);
            QVERIFY2(r.code == 0 && !r.crashed, qPrintable(describe(args, r)));
            QVERIFY2(QFileInfo(path).size() > 2000, qPrintable(path + QStringLiteral(" is (almost) empty")));
        }
    }

    // --- figures -----------------------------------------------------------------------------------

    void figures_data() { shapeColumn(); }
    void figures()
    {
        const Built *b = shapeRow();
        if (!b)
            return;
        for (const QString &figure : figuresOf(b->shape)) {
            for (const char *width : {"3.25in", "6.875in"}) {
                for (const char *format : {"png", "svg"}) {
                    const QString path = b->dir + QStringLiteral("/%1-%2.%3").arg(figure, QLatin1String(width), QLatin1String(format));
                    QStringList args {QStringLiteral("export-figure"), b->project, QStringLiteral("--figure"), figure,
                                      QStringLiteral("--format"), QLatin1String(format), QStringLiteral("--width"),
                                      QLatin1String(width), QStringLiteral("--out"), path};
                    const Run r = cli(args);
                    QVERIFY2(r.code == 0 && !r.crashed, qPrintable(describe(args, r)));
                    const QByteArray bytes = readFile(path);
                    QVERIFY2(!bytes.isEmpty(), qPrintable(path + QStringLiteral(" is empty")));
                    if (QLatin1String(format) == QLatin1String("png")) {
                        const QImage image = QImage::fromData(bytes, "PNG");
                        QVERIFY2(!image.isNull(), qPrintable(path + QStringLiteral(" is not a PNG")));
                        const int ink = rl::test::inkInFrame(image, 2);
                        QVERIFY2(ink == 0, qPrintable(QStringLiteral("%1: %2 pixels of ink in the outer 2-pixel frame (ink bounds %3,%4 %5x%6 of %7x%8)")
                                                              .arg(path).arg(ink)
                                                              .arg(rl::test::inkBounds(image).x()).arg(rl::test::inkBounds(image).y())
                                                              .arg(rl::test::inkBounds(image).width()).arg(rl::test::inkBounds(image).height())
                                                              .arg(image.width()).arg(image.height())));
                    } else {
                        const QStringList elided = rl::test::elidedSvgText(bytes);
                        QVERIFY2(elided.isEmpty(), qPrintable(path + QStringLiteral(": elided text: ") + elided.join(QStringLiteral(" | "))));
                        QVERIFY2(!rl::test::svgTexts(bytes).isEmpty(), qPrintable(path + QStringLiteral(" has no text")));
                    }
                }
            }
        }
    }

    // --- tables ------------------------------------------------------------------------------------

    void tables_data() { shapeColumn(); }
    void tables()
    {
        const Built *b = shapeRow();
        if (!b)
            return;
        // Every table of the study in one workbook, then each table a shape must have in every text format.
        const QString workbook = b->dir + QStringLiteral("/tables.xlsx");
        QStringList args {QStringLiteral("export-table"), b->project, QStringLiteral("--table"), QStringLiteral("all"),
                          QStringLiteral("--format"), QStringLiteral("xlsx"), QStringLiteral("--out"), workbook};
        Run r = cli(args);
        QVERIFY2(r.code == 0 && !r.crashed, qPrintable(describe(args, r)));
        QVERIFY2(QFileInfo(workbook).size() > 2000, qPrintable(workbook + QStringLiteral(" is (almost) empty")));
        for (const QString &table : tablesOf(b->shape)) {
            for (const char *format : {"csv", "latex", "markdown", "xlsx"}) {
                const QString path = b->dir + QStringLiteral("/table-%1.%2").arg(table, QLatin1String(format));
                args = QStringList {QStringLiteral("export-table"), b->project, QStringLiteral("--table"), table,
                                    QStringLiteral("--format"), QLatin1String(format), QStringLiteral("--out"), path};
                r = cli(args);
                QVERIFY2(r.code == 0 && !r.crashed, qPrintable(describe(args, r)));
                // A table has its header and at least one row (a workbook is a zip of a few kB at least).
                const bool xlsx = QLatin1String(format) == QLatin1String("xlsx");
                QVERIFY2(QFileInfo(path).size() > (xlsx ? 2000 : 20), qPrintable(path + QStringLiteral(" is (almost) empty")));
                if (!xlsx)
                    QVERIFY2(lines(path).size() > 1, qPrintable(path + QStringLiteral(" has no row")));
            }
        }
    }

    // --- views -------------------------------------------------------------------------------------

    void views_data() { shapeColumn(); }
    void views()
    {
        const Built *b = shapeRow();
        if (!b)
            return;
        app::MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
        window.openProject(b->project);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 60000);
        auto *workspace = window.workspace();
        QTRY_VERIFY_WITH_TIMEOUT(workspace->analysisComplete(), 120000);
        const QStringList keys = app::AnalysisWorkspace::viewKeys();
        int shown = 0;
        for (int i = 0; i < keys.size(); ++i) {
            if (!workspace->isTabVisible(i))
                continue;
            QVERIFY2(workspace->showView(keys[i]), qPrintable(keys[i]));
            QTest::qWait(50);
            const QImage image = workspace->currentWidget()->grab().toImage();
            QVERIFY2(!image.isNull() && image.width() > 100, qPrintable(keys[i] + QStringLiteral(" renders nothing")));
            // A view with content has more than a handful of colours.
            std::set<QRgb> colours;
            for (int y = 0; y < image.height(); y += 7)
                for (int x = 0; x < image.width(); x += 7)
                    colours.insert(image.pixel(x, y));
            QVERIFY2(colours.size() > 3, qPrintable(keys[i] + QStringLiteral(" is blank")));
            ++shown;
        }
        QVERIFY(shown >= 5); // stimuli, conditions, runs, agreement, verdicts at least
        // The Plan tab runs on the shape (the engine's default designs, 3 draws each): a plan with its sentence, or
        // the engine's refusal in the status line (one rater per item has no design).
        // Every shape has human ratings, so every shape offers it.
        QVERIFY2(workspace->isTabVisible(keys.indexOf(QStringLiteral("plan"))), "a rating study without the Plan tab");
        {
            QVERIFY(workspace->showView(QStringLiteral("plan")));
            auto *view = window.findChild<widgets::PlanView *>();
            QVERIFY(view);
            QTRY_VERIFY(view->runButton()->isEnabled());
            view->setDesigns(QString(), QString(), 3);
            QSignalSpy planned(view, &widgets::PlanView::planReady);
            view->run();
            QTRY_VERIFY_WITH_TIMEOUT(!planned.isEmpty() || view->statusLabel()->text().contains(QLatin1String("failed")),
                                     120000);
            if (b->shape.traits.singleRater) {
                QVERIFY2(!view->plan(), "a plan of a study with one rater per item");
            } else {
                QVERIFY2(view->plan(), qPrintable(view->statusLabel()->text()));
                QVERIFY2(!view->recommendationLabel()->text().isEmpty(), "no recommendation");
                QVERIFY(!view->heatmap().cells.empty());
            }
        }
        for (const char *required : {"agreement", "verdicts"})
            QVERIFY2(workspace->isTabVisible(keys.indexOf(QLatin1String(required))), required);
        if (b->shape.traits.categorical)
            QVERIFY2(workspace->isTabVisible(keys.indexOf(QStringLiteral("confusion"))), "a categorical study has no confusion view");
    }

    // --- the jury and StereoTales kinds: every figure of each -------------------------------------

    /// The demo project of a study kind (jury, stereotales), made once by `raterlab-cli demo`.
    QString kindProject(const QString &kind)
    {
        const QString project = m_root + QStringLiteral("/kind-") + kind + QStringLiteral(".raterlab");
        if (!QFileInfo::exists(project)) {
            const QStringList args {QStringLiteral("demo"), project, QStringLiteral("--study"), kind};
            const Run r = cli(args);
            if (r.code != 0) {
                QTest::qFail(qPrintable(describe(args, r)), __FILE__, __LINE__);
                return {};
            }
        }
        return project;
    }

    /// `analyze` on a kind with analyses of its own runs that analysis (engine/analysis/studykinds.h): its files,
    /// whole, and none of the agreement suite's.
    void kindAnalyze_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QStringList>("files");
        QTest::newRow("jury") << QStringLiteral("jury") << QStringList {QStringLiteral("--option"), QStringLiteral("jury_bootstrap=100")}
                              << QStringList {QStringLiteral("jury_judges.csv"), QStringLiteral("jury_subsets.csv"),
                                              QStringLiteral("jury_summary.csv"), QStringLiteral("jury_cross_corpus.csv"),
                                              QStringLiteral("jury_strata.csv"), QStringLiteral("jury_rounds.csv"),
                                              QStringLiteral("analysis.json")};
        QTest::newRow("stereotales") << QStringLiteral("stereotales")
                                     << QStringList {QStringLiteral("--option"), QStringLiteral("st_resamples=2000")}
                                     << QStringList {QStringLiteral("st_tables.csv"), QStringLiteral("st_cells.csv"),
                                                     QStringLiteral("st_associations.csv"), QStringLiteral("analysis.json")};
    }
    void kindAnalyze()
    {
        QFETCH(QString, kind);
        QFETCH(QStringList, extra);
        QFETCH(QStringList, files);
        const QString project = kindProject(kind);
        if (project.isEmpty())
            return;
        const QString out = m_root + QStringLiteral("/kind-analyze-") + kind;
        QStringList args {QStringLiteral("analyze"), project, QStringLiteral("--out"), out};
        args += extra;
        const Run r = cli(args);
        QVERIFY2(r.code == 0 && !r.crashed, qPrintable(describe(args, r)));
        for (const QString &file : files)
            QVERIFY2(!readFile(out + QLatin1Char('/') + file).isEmpty(), qPrintable(out + QLatin1Char('/') + file + QStringLiteral(" is empty")));
        QVERIFY(!QFile::exists(out + QStringLiteral("/metrics.csv")));
    }

    void kindFigures_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("figure");
        QTest::addColumn<QStringList>("extra");
        for (const char *figure : {"jury-subsets", "jury-conditions", "jury-rounds", "jury-bias"})
            QTest::newRow(figure) << QStringLiteral("jury") << QString::fromLatin1(figure) << QStringList {};
        for (const char *figure : {"st-heatmap", "st-harm"})
            for (const char *by : {"model", "model-language"})
                QTest::newRow(qPrintable(QStringLiteral("%1 by %2").arg(QLatin1String(figure), QLatin1String(by))))
                    << QStringLiteral("stereotales") << QString::fromLatin1(figure)
                    << QStringList {QStringLiteral("--by"), QLatin1String(by), QStringLiteral("--resamples"), QStringLiteral("2000")};
    }
    void kindFigures()
    {
        QFETCH(QString, kind);
        QFETCH(QString, figure);
        QFETCH(QStringList, extra);
        const QString project = kindProject(kind);
        if (project.isEmpty())
            return;
        for (const char *width : {"3.25in", "6.875in"}) {
            for (const char *format : {"png", "svg"}) {
                const QString path = m_root + QStringLiteral("/kind-%1-%2-%3.%4")
                                                  .arg(QString(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')),
                                                       figure, QLatin1String(width), QLatin1String(format));
                QStringList args {QStringLiteral("export-figure"), project, QStringLiteral("--figure"), figure,
                                  QStringLiteral("--format"), QLatin1String(format), QStringLiteral("--width"), QLatin1String(width),
                                  QStringLiteral("--out"), path};
                args += extra;
                const Run r = cli(args);
                QVERIFY2(r.code == 0 && !r.crashed, qPrintable(describe(args, r)));
                const QByteArray bytes = readFile(path);
                QVERIFY2(!bytes.isEmpty(), qPrintable(path + QStringLiteral(" is empty")));
                if (QLatin1String(format) == QLatin1String("png")) {
                    const QImage image = QImage::fromData(bytes, "PNG");
                    QVERIFY2(!image.isNull(), qPrintable(path + QStringLiteral(" is not a PNG")));
                    const int ink = rl::test::inkInFrame(image, 2);
                    const QRect bounds = rl::test::inkBounds(image);
                    QVERIFY2(ink == 0, qPrintable(QStringLiteral("%1: %2 pixels of ink in the outer 2-pixel frame (ink bounds %3,%4 %5x%6 of %7x%8)")
                                                          .arg(path).arg(ink).arg(bounds.x()).arg(bounds.y()).arg(bounds.width())
                                                          .arg(bounds.height()).arg(image.width()).arg(image.height())));
                } else {
                    const QStringList elided = rl::test::elidedSvgText(bytes);
                    QVERIFY2(elided.isEmpty(), qPrintable(path + QStringLiteral(": elided text: ") + elided.join(QStringLiteral(" | "))));
                    QVERIFY2(!rl::test::svgTexts(bytes).isEmpty(), qPrintable(path + QStringLiteral(" has no text")));
                }
            }
        }
    }
};

QTEST_MAIN(TestConformance)
#include "tst_conformance.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Every analysis view, table and figure serves a categorical annotation study without gold
// labels and without a grouping factor (tests/gui/categoricalfixture.h): the agreement view's plurality
// block and human side, the confusion against the human plurality (fractional counts), the verdict
// matrix's `all` row with categorical evidence and the joint Alt-test, every table exported in every
// format. Numbers are pinned against tests/reference/categorical (11_categorical.R).
#include "models/agreementtablemodel.h"
#include "models/categoricaltables.h"
#include "models/confusionmodels.h"
#include "models/roles.h"
#include "models/tablecatalog.h"
#include "models/tableexport.h"
#include "models/verdictmodel.h"
#include "tests/gui/categoricalfixture.h"
#include "tests/gui/headerdefinitions.h"
#include "widgets/agreementview.h"
#include "widgets/confusionview.h"
#include "widgets/figurecanvas.h"
#include "widgets/figurecatalog.h"
#include "widgets/figureexporter.h"
#include "widgets/verdictview.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace rl;
using rl::test::fuzzyCompare;

namespace {

constexpr double kExact = 1e-9; // credits and fractional counts (docs/methods.md, "Accuracy against R": exact)

/// The column of `model` whose exported header is `name`, -1 when none.
int columnNamed(const QAbstractItemModel &model, const QString &name)
{
    for (int c = 0; c < model.columnCount(); ++c)
        if (model.headerData(c, Qt::Horizontal, models::ExportTextRole).toString() == name)
            return c;
    return -1;
}

int rowOf(const QAbstractItemModel &model, const QString &condition)
{
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.index(r, 0).data(models::ConditionIdRole).toString() == condition
            || model.index(r, 0).data(models::ExportTextRole).toString() == condition)
            return r;
    return -1;
}

/// Some pixel of the image differs from the first one: the view painted something.
bool painted(const QImage &image)
{
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            if (image.pixel(x, y) != first)
                return true;
    return false;
}

} // namespace

class TestCategoricalViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void studyHasNoGroupsAndNoNumericDimension();
    void modelsPassTheTester();
    void agreementViewShowsThePluralityAndTheHumans();
    void confusionAgainstThePluralityHasTheRightTotals();
    void confusionCountsAreWrittenSensibly();
    void verdictViewShowsTheAllRowWithCategoricalEvidence();
    void everyTableExportsInEveryFormat();
    void figuresExport();

private:
    std::shared_ptr<const models::AnalysisBundle> m_bundle;
    QTemporaryDir m_dir;
};

void TestCategoricalViews::initTestCase()
{
    m_bundle = test::categoricalAnalysisBundle();
    QVERIFY(m_bundle);
    QVERIFY(m_dir.isValid());
}

void TestCategoricalViews::studyHasNoGroupsAndNoNumericDimension()
{
    const auto &a = m_bundle->analysis;
    QVERIFY(a.groups == std::vector<std::string>({"all"}));
    QVERIFY(a.groupFactor.empty());
    QCOMPARE(a.groupColumn(), std::string("group"));
    QVERIFY(a.dimensions.empty());
    QVERIFY(a.classifiedDimension.empty());
    QVERIFY(a.categoricalDimensions == std::vector<std::string>({"stance", "sentiment"}));
    QCOMPARE(a.conditions.size(), std::size_t(3));
}

void TestCategoricalViews::modelsPassTheTester()
{
    models::AgreementTableModel agreement;
    QAbstractItemModelTester t1(&agreement, QAbstractItemModelTester::FailureReportingMode::QtTest);
    agreement.setBundle(m_bundle);
    QVERIFY(agreement.columnCount() > 1);

    models::VerdictMatrixModel verdicts;
    QAbstractItemModelTester t2(&verdicts, QAbstractItemModelTester::FailureReportingMode::QtTest);
    verdicts.setVerdicts(m_bundle->verdicts);
    QCOMPARE(verdicts.rowCount(), 1);

    models::VerdictEvidenceModel evidence;
    QAbstractItemModelTester t3(&evidence, QAbstractItemModelTester::FailureReportingMode::QtTest);
    evidence.setCell(m_bundle->verdicts.find("all", "stance"));
    QCOMPARE(evidence.rowCount(), 3);

    // The first condition's sentiment answers against the human plurality, as a matrix and per class.
    const models::ConfusionTable sentiment = models::conditionConfusion(m_bundle->analysis, 0, 1);
    const std::vector<std::string> &sentimentLabels = m_bundle->analysis.categoricalLabels[1];
    models::ConfusionMatrixModel matrix;
    QAbstractItemModelTester t4(&matrix, QAbstractItemModelTester::FailureReportingMode::QtTest);
    matrix.setConfusion(sentiment, sentimentLabels, "sentiment");
    QCOMPARE(matrix.rowCount(), 4);
    QCOMPARE(matrix.columnCount(), 5);
    models::ClassMetricsModel metrics;
    QAbstractItemModelTester t5(&metrics, QAbstractItemModelTester::FailureReportingMode::QtTest);
    metrics.setConfusion(sentiment, sentimentLabels, "sentiment");
    QCOMPARE(metrics.rowCount(), 5);

    models::CategoricalHumanModel human;
    models::CategoricalAgreementModel conditions;
    models::CategoricalLabelsModel labels;
    models::JointAltTestModel joint;
    const std::vector<std::pair<models::CategoricalTableModel *, int>> tables {
        {&human, 2}, {&conditions, 6}, {&labels, 3 * (3 + 4)}, {&joint, 3}};
    for (const auto &[model, rows] : tables) {
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model->setBundle(m_bundle);
        QCOMPARE(model->rowCount(), rows);
        int checked = 0;
        const QStringList missing = test::headersWithoutDefinition(*model, QString::fromLatin1(model->metaObject()->className()), &checked);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1String(", "))));
        QVERIFY(checked > 0);
        model->setGroupFilter(0);
        QCOMPARE(model->rowCount(), rows);
        model->setCategoricalFilter(1);
        QVERIFY(model->rowCount() <= rows);
    }
}

void TestCategoricalViews::agreementViewShowsThePluralityAndTheHumans()
{
    widgets::AgreementView view;
    view.resize(1000, 600);
    view.setBundle(m_bundle);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.emotionCombo()->count(), 1); // only `all`: no grouping factor
    // One dimension's block at first (stance), a choice of each and of all side by side.
    QCOMPARE(view.dimensionCombo()->count(), 3);
    QCOMPARE(view.model()->block(), QStringLiteral("stance"));
    view.setBlock({});
    const auto *model = view.model();
    QCOMPARE(model->rowCount(), 3);
    const int plurality = columnNamed(*model, QStringLiteral("stance_plurality_agreement"));
    QVERIFY(plurality > 0);
    const int strong = rowOf(*model, QStringLiteral("strong"));
    QVERIFY(strong >= 0);
    QVERIFY(fuzzyCompare(model->value(strong, plurality), 0.8125, kExact)); // models.csv balanced,all,strong
    const int weak = rowOf(*model, QStringLiteral("weak"));
    const int n = columnNamed(*model, QStringLiteral("sentiment_n"));
    QVERIFY(n > 0);
    QCOMPARE(model->value(weak, n), 190.0); // unbalanced,all,weak n_items
    for (const char *name : {"stance_kappa", "stance_macro_f1", "stance_alpha_with_model", "stance_delta_alpha",
                             "stance_delta_alpha_ci_low", "stance_delta_alpha_ci_high", "stance_alt_test_winning_rate"})
        QVERIFY2(columnNamed(*model, QString::fromLatin1(name)) > 0, name);
    const double low = model->value(strong, columnNamed(*model, QStringLiteral("stance_delta_alpha_ci_low")));
    const double high = model->value(strong, columnNamed(*model, QStringLiteral("stance_delta_alpha_ci_high")));
    QVERIFY(low <= high);
    QVERIFY(fuzzyCompare(model->value(strong, columnNamed(*model, QStringLiteral("stance_delta_alpha"))),
                         0.052897754132767205, 1e-12)); // models.csv delta_alpha_nominal
    QVERIFY(!view.tsv().isEmpty());

    // The humans' side below the table.
    QVERIFY(view.humanView()->isVisible());
    const auto *human = view.humanModel();
    QCOMPARE(human->rowCount(), 2);
    QVERIFY(fuzzyCompare(human->value(0, models::CategoricalHumanModel::PluralityLoo), 0.6025, kExact)); // humans.csv
    QVERIFY(fuzzyCompare(human->value(0, models::CategoricalHumanModel::Alpha), 0.2873840462092292, 1e-12));
    QVERIFY(fuzzyCompare(human->value(0, models::CategoricalHumanModel::Fleiss), 0.28667071692615537, 1e-12));
    QVERIFY(std::isnan(human->value(1, models::CategoricalHumanModel::Fleiss))); // unbalanced: unequal raters
    QVERIFY(human->value(0, models::CategoricalHumanModel::AlphaCiLow)
            <= human->value(0, models::CategoricalHumanModel::AlphaCiHigh));
    QVERIFY(painted(view.grab().toImage()));
}

void TestCategoricalViews::confusionAgainstThePluralityHasTheRightTotals()
{
    widgets::ConfusionView view;
    view.resize(1000, 700);
    view.setBundle(m_bundle);
    view.setConditions({0}); // strong
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.source(), 0); // no classification: the first categorical dimension
    QCOMPARE(view.dimensionCombo()->count(), 2);
    const auto check = [&](const std::vector<double> &supports, double n) {
        QCOMPARE(view.figure().panels.size(), std::size_t(1));
        const models::ConfusionTable &c = view.figure().panels[0].confusion;
        QVERIFY(c.fractional);
        QCOMPARE(c.classCount, supports.size());
        double total = 0;
        for (std::size_t r = 0; r < c.classCount; ++r) {
            double row = 0;
            for (std::size_t col = 0; col <= c.classCount; ++col)
                row += c.count(r, col);
            QVERIFY2(fuzzyCompare(row, supports[r], kExact), qPrintable(QString::number(row)));
            QVERIFY(fuzzyCompare(c.perClass[r].support, supports[r], kExact));
            total += row;
        }
        QVERIFY(fuzzyCompare(total, n, kExact));
        QVERIFY(fuzzyCompare(c.n, n, kExact));
        // The per-label table below: the same supports, the macro row's support is n.
        const auto *metrics = view.metricsModel();
        QCOMPARE(metrics->rowCount(), int(supports.size()) + 1);
        QVERIFY(fuzzyCompare(metrics->index(0, models::ClassMetricsModel::Support).data(models::SortValueRole).toDouble(),
                             supports[0], kExact));
        QVERIFY(fuzzyCompare(metrics->index(int(supports.size()), models::ClassMetricsModel::Support)
                                 .data(models::SortValueRole).toDouble(), n, kExact));
        QVERIFY(painted(view.canvas()->renderedImage()));
    };
    check({77.5, 70.5, 52}, 200); // models_labels.csv balanced,all,strong
    view.dimensionCombo()->setCurrentIndex(1);
    QCOMPARE(view.source(), 1);
    check({66.16666666666667, 59.166666666666664, 33.33333333333333, 39.33333333333333}, 198); // unbalanced,all,strong
    QVERIFY(view.figure().showInvalid); // unbalanced strong: 2 invalid answers
    QCOMPARE(view.figureRequest().dimension, QStringLiteral("sentiment"));

    // A cell's tooltip names the plurality and the fractional count.
    const QRectF cell = view.cellRect(0, 0, 0);
    const QString tip = view.canvas()->toolTipTextAt(cell.center());
    QVERIFY2(tip.contains(QStringLiteral("human plurality")), qPrintable(tip));
    QVERIFY2(tip.contains(models::countText(66.16666666666667)), qPrintable(tip));
    QSignalSpy activated(&view, &widgets::ConfusionView::cellActivated);
    view.activateCell(0, 0, 0); // no items per cell against the plurality: nothing to filter
    QCOMPARE(activated.count(), 0);
}

void TestCategoricalViews::confusionCountsAreWrittenSensibly()
{
    QCOMPARE(models::countText(52, true), QStringLiteral("52"));
    QCOMPARE(models::countText(77.5, true), QStringLiteral("77.5"));
    QCOMPARE(models::countText(66.16666666666667, true), QStringLiteral("66.17"));
    QCOMPARE(models::countText(0.5000000000000001, true), QStringLiteral("0.5"));
    QCOMPARE(models::countText(33.999999999999, true), QStringLiteral("34"));

    models::ConfusionMatrixModel matrix;
    matrix.setConfusion(models::conditionConfusion(m_bundle->analysis, 0, 1), m_bundle->analysis.categoricalLabels[1],
                        "sentiment");
    QCOMPARE(matrix.property("exportCorner").toString(), QStringLiteral("plurality/answer"));
    double total = 0;
    for (int r = 0; r < matrix.rowCount(); ++r)
        for (int c = 0; c < matrix.columnCount(); ++c)
            total += matrix.index(r, c).data(models::ExportValueRole).toDouble();
    QVERIFY(fuzzyCompare(total, 198, kExact));
    // CSV: full precision; Markdown: two decimals at most.
    const QString csv = models::tableToCsv(matrix);
    QVERIFY2(csv.startsWith(QStringLiteral("plurality/answer,pos,neg,mixed,none,invalid")), qPrintable(csv.left(80)));
    const QString markdown = models::tableToMarkdown(matrix, models::TableCaption {QStringLiteral("t"), QStringLiteral("n"), 2});
    QVERIFY(!markdown.contains(QStringLiteral("666666")));
}

void TestCategoricalViews::verdictViewShowsTheAllRowWithCategoricalEvidence()
{
    widgets::VerdictView view;
    view.resize(1000, 700);
    view.setBundle(m_bundle);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto *matrix = view.matrixModel();
    QCOMPARE(matrix->rowCount(), 1);
    QCOMPARE(matrix->headerData(0, Qt::Vertical, models::ExportTextRole).toString(), QStringLiteral("all"));
    QCOMPARE(matrix->headerData(0, Qt::Vertical).toString(), models::VerdictMatrixModel::tr("All items"));
    QCOMPARE(matrix->property("exportCorner").toString(), QStringLiteral("group"));
    QCOMPARE(matrix->columnCount(), 2);
    QCOMPARE(matrix->headerData(0, Qt::Horizontal, models::ExportTextRole).toString(), QStringLiteral("stance"));
    const QModelIndex stance = matrix->indexOf("all", "stance");
    QVERIFY(stance.isValid());
    QVERIFY(stance.data(models::VerdictRole).toInt() != int(analysis::Verdict::NoData));
    QCOMPARE(stance.data(models::VerdictEmotionRole).toString(), QStringLiteral("all"));

    QTest::mouseClick(view.matrixView()->viewport(), Qt::LeftButton, {},
                      view.matrixView()->visualRect(stance).center());
    QTRY_VERIFY(view.evidenceModel()->hasCell());
    const auto *evidence = view.evidenceModel();
    QVERIFY(evidence->categorical());
    QCOMPARE(evidence->rowCount(), 3);
    const int plurality = columnNamed(*evidence, QStringLiteral("plurality_agreement"));
    const int loo = columnNamed(*evidence, QStringLiteral("plurality_agreement_loo"));
    const int joint = columnNamed(*evidence, QStringLiteral("alt_test_joint_omega"));
    QVERIFY(plurality > 0 && loo > 0 && joint > 0 && columnNamed(*evidence, QStringLiteral("delta_alpha")) > 0
            && columnNamed(*evidence, QStringLiteral("alt_test_omega")) > 0);
    const int strong = rowOf(*evidence, QStringLiteral("strong"));
    QVERIFY(fuzzyCompare(evidence->index(strong, plurality).data(models::SortValueRole).toDouble(), 0.8125, kExact));
    QVERIFY(fuzzyCompare(evidence->index(strong, loo).data(models::SortValueRole).toDouble(), 0.6025, kExact));
    // strong beats every rater on stance (alttest.csv: 5 of 5); the joint Alt-test runs over both dimensions.
    QVERIFY2(evidence->index(strong, columnNamed(*evidence, QStringLiteral("alt_test_omega"))).data().toString().contains(QStringLiteral("5/5")),
             qPrintable(evidence->index(strong, columnNamed(*evidence, QStringLiteral("alt_test_omega"))).data().toString()));
    QVERIFY(!evidence->index(strong, joint).data().toString().isEmpty());
    QVERIFY(evidence->index(strong, 1).data(models::MeetsRole).toBool()); // 0.8125 >= 0.6025 and delta alpha >= 0
    QVERIFY(view.reasonLabel()->text().contains(models::VerdictMatrixModel::tr("All items")));
    QVERIFY(painted(view.grab().toImage()));
}

void TestCategoricalViews::everyTableExportsInEveryFormat()
{
    struct Case {
        const char *name;
        const char *dimension;
        bool rows;
    };
    const Case cases[] = {{"agreement", "", true},           {"verdicts", "", true},
                          {"verdict-evidence", "", true},    {"verdict-evidence", "sentiment", true},
                          {"confusion", "", true},           {"class-metrics", "", true},
                          {"confusion", "sentiment", true},  {"class-metrics", "sentiment", true},
                          {"categorical-human", "", true},   {"categorical-agreement", "", true},
                          {"categorical-labels", "", true},  {"alt-test-joint", "", true},
                          {"human-reliability", "", false}};
    for (const Case &c : cases) {
        models::TableRequest request;
        request.name = QString::fromLatin1(c.name);
        request.dimension = QString::fromLatin1(c.dimension);
        const QString label = request.name + QLatin1Char(' ') + request.dimension;
        auto table = models::makeTable(m_bundle, request);
        QVERIFY2(table.has_value(), qPrintable(label));
        QVERIFY2(((*table)->rowCount() > 0) == c.rows, qPrintable(label));
        const models::TableCaption caption = models::tableCaption(*m_bundle, request);
        QVERIFY(!caption.title.isEmpty());
        for (const auto format : {models::TableFormat::Csv, models::TableFormat::Latex, models::TableFormat::Markdown}) {
            const QString path = m_dir.filePath(QStringLiteral("%1_%2_%3.txt").arg(request.name, request.dimension).arg(int(format)));
            QVERIFY2(models::writeTable(**table, format, path, caption).has_value(), qPrintable(label));
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY2(file.size() > 0, qPrintable(label));
        }
        const QString xlsx = m_dir.filePath(QStringLiteral("%1_%2.xlsx").arg(request.name, request.dimension));
        QVERIFY2(models::writeWorkbook({models::NamedTable {request.name, *table, caption}}, xlsx).has_value(), qPrintable(label));
        QVERIFY(QFile(xlsx).size() > 0);
    }
    models::TableRequest unknown;
    unknown.name = QStringLiteral("confusion");
    unknown.dimension = QStringLiteral("valence");
    QCOMPARE(models::makeTable(m_bundle, unknown).error().code, ErrorCode::NotFound);

    // The workbook of the whole study has the categorical sheets.
    const auto tables = models::allTables(m_bundle);
    QStringList names;
    for (const auto &t : tables)
        names << t.name;
    for (const char *name : {"categorical-human", "categorical-agreement", "categorical-labels", "alt-test-joint"})
        QVERIFY2(names.contains(models::sheetName(name)), qPrintable(names.join(QLatin1Char('|'))));
    QVERIFY(models::writeWorkbook(tables, m_dir.filePath(QStringLiteral("all.xlsx"))).has_value());
}

void TestCategoricalViews::figuresExport()
{
    for (const char *dimension : {"", "stance", "sentiment"}) {
        widgets::FigureRequest request;
        request.name = QStringLiteral("confusion");
        request.dimension = QString::fromLatin1(dimension);
        auto figure = widgets::prepareFigure(m_bundle, request);
        QVERIFY2(figure.has_value(), dimension);
        const QImage image = widgets::renderFigureImage(figure->paint, 6.875, figure->heightInches(6.875), 72);
        QVERIFY(!image.isNull() && painted(image));
    }
    widgets::FigureRequest verdicts;
    verdicts.name = QStringLiteral("verdicts");
    auto figure = widgets::prepareFigure(m_bundle, verdicts);
    QVERIFY(figure.has_value());
    QVERIFY(figure->heightInches(6.875) > 0);
    QVERIFY(painted(widgets::renderFigureImage(figure->paint, 6.875, figure->heightInches(6.875), 72)));
    widgets::FigureRequest unknown;
    unknown.name = QStringLiteral("confusion");
    unknown.dimension = QStringLiteral("valence");
    QCOMPARE(widgets::prepareFigure(m_bundle, unknown).error().code, ErrorCode::NotFound);
}

QTEST_MAIN(TestCategoricalViews)
#include "tst_categoricalviews.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/agreementtablemodel.h"
#include "models/cellformat.h"
#include "models/colorscale.h"
#include "models/confusionmodels.h"
#include "models/roles.h"
#include "models/tablecatalog.h"
#include "models/tableexport.h"
#include "models/verdictmodel.h"
#include "tests/common/testutil.h"
#include "tests/gui/analysisfixture.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QtTest>

#include <cmath>

using namespace rl;

class TestAnalysisModels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void bundlePairsFollowTheStudy();
    void agreementTableShowsTheAnalysis();
    void agreementTableFiltersByEmotion();
    void agreementTableShowsSampleBesideEveryStatistic();
    void verdictModelSaysNoDataWithoutModelData();
    void agreementTableSortsNumerically();
    void verdictMatrixModel();
    void verdictEvidenceModel();
    void confusionModels();
    void tableCatalogKnowsEveryName();
    void csvQuotesSpecialFields();
    void latexEscapesSpecials();
    void markdownAndTsv();
    void apaNumbers_data();
    void apaNumbers();
    void manuscriptTablesUseApaAndCaptions();
    void csvKeepsFullPrecision();
    void workbookHasASheetPerTable();
    void sequentialScaleDarkensMonotonically();
    void verdictColoursStayApartInGreyscale();

private:
    std::shared_ptr<const models::AnalysisBundle> m_bundle;
};

void TestAnalysisModels::initTestCase()
{
    m_bundle = test::fakeAnalysisBundle();
    QVERIFY(m_bundle);
    QCOMPARE(m_bundle->analysis.conditions.size(), std::size_t(3)); // sim, cond1, cond2
}

void TestAnalysisModels::bundlePairsFollowTheStudy()
{
    const auto &b = *m_bundle;
    QCOMPARE(b.pairs.size(), b.analysis.dimensions.size());
    QCOMPARE(b.pairs[0].dimension, std::string("valence"));
    // cond1 (condition 1) answered fakeModelValue(0, i, 0) for every item.
    for (int i : {0, 5, 40})
        QCOMPARE(b.pairs[0].predictions[1][std::size_t(i)], test::fakeModelValue(0, i, 0));
    // The last item has no human rating: its mean is NaN (it is left out of every pair).
    QVERIFY(std::isnan(b.pairs[0].humanMean.back()));
    QCOMPARE(b.labelAnswers[1][3], -1); // cond1's invalid answer
    QCOMPARE(b.emotionOfItem[0], 0);
    // |z| as agreement::zScores: |x - M| / SD.
    const double z = b.absZ(0, 1, 0);
    QVERIFY(test::fuzzyCompare(z, std::abs(b.pairs[0].predictions[1][0] - b.pairs[0].humanMean[0]) / b.pairs[0].humanSd[0], 1e-12));
}

void TestAnalysisModels::agreementTableShowsTheAnalysis()
{
    models::AgreementTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setBundle(m_bundle);
    QCOMPARE(model.rowCount(), 3);
    // accuracy, kappa, macro-F1, n, coverage + 11 columns (7 metrics, LoA lower/upper, n, coverage) x 2
    // predicted dimensions (naturalness has no predictions)
    QCOMPARE(model.columnCount(), 1 + 5 + 22);
    QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("Condition 1"));
    QCOMPARE(model.index(1, 0).data(models::ConditionIdRole).toString(), QStringLiteral("cond1"));
    const auto &cond = m_bundle->analysis.conditions[1];
    QCOMPARE(model.index(1, 1).data(models::SortValueRole).toDouble(), cond.classification.confusion.accuracy);
    QCOMPARE(model.index(1, 2).data(models::SortValueRole).toDouble(), cond.classification.confusion.kappa);
    QCOMPARE(model.headerData(6, Qt::Horizontal, models::ExportTextRole).toString(), QStringLiteral("valence_pearson_r"));
    QCOMPARE(model.index(1, 6).data(models::SortValueRole).toDouble(), cond.cells[0][0].pearson.r);
    QCOMPARE(model.index(1, 8).data(models::SortValueRole).toDouble(), cond.cells[0][0].ba.bias);
    QCOMPARE(model.index(1, 12).data(models::SortValueRole).toDouble(), cond.cells[0][0].w1sd.share);
    QCOMPARE(model.index(1, 8).data(models::ExportTextRole).toString(), QString::number(cond.cells[0][0].ba.bias, 'f', 4));
    // n and coverage close each block: the pairs the statistics rest on
    QCOMPARE(model.headerData(4, Qt::Horizontal, models::ExportTextRole).toString(), QStringLiteral("classification_n"));
    QCOMPARE(model.index(1, 4).data(models::ExportTextRole).toString(), QString::number(cond.classification.confusion.n));
    QCOMPARE(model.headerData(13, Qt::Horizontal, models::ExportTextRole).toString(), QStringLiteral("valence_ba_loa_lower"));
    QCOMPARE(model.index(1, 13).data(models::ExportValueRole).toDouble(), cond.cells[0][0].ba.loaLower);
    QCOMPARE(model.index(1, 14).data(models::ExportValueRole).toDouble(), cond.cells[0][0].ba.loaUpper);
    QCOMPARE(model.headerData(15, Qt::Horizontal, models::ExportTextRole).toString(), QStringLiteral("valence_n"));
    QCOMPARE(model.index(1, 15).data(models::ExportTextRole).toString(), QString::number(cond.cells[0][0].n));
    QCOMPARE(model.index(1, 16).data(models::ExportValueRole).toDouble(),
             double(cond.cells[0][0].n) / double(cond.cells[0][0].nItems));
    QCOMPARE(model.headerData(17, Qt::Horizontal, models::ExportTextRole).toString(), QStringLiteral("arousal_pearson_r"));
    // every metric header has a definition and a number style
    for (int c = 1; c < model.columnCount(); ++c) {
        QVERIFY2(!model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty(), qPrintable(QString::number(c)));
        QVERIFY(model.headerData(c, Qt::Horizontal, models::NumberStyleRole).isValid());
    }
    QCOMPARE(model.headerData(6, Qt::Horizontal).toString(), QStringLiteral("Valence r"));
    // "sim" gave no emotion answers: its classification cells are undefined, shown as a dash.
    QCOMPARE(model.index(0, 1).data(models::ExportTextRole).toString(), QStringLiteral("NA"));
    QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("\u2014"));
}

void TestAnalysisModels::agreementTableFiltersByEmotion()
{
    models::AgreementTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setBundle(m_bundle);
    model.setGroup(2); // sad
    const auto &cond = m_bundle->analysis.conditions[1];
    QCOMPARE(model.headerData(1, Qt::Horizontal, models::ExportTextRole).toString(), QStringLiteral("recall"));
    QCOMPARE(model.index(1, 1).data(models::SortValueRole).toDouble(), cond.classification.confusion.perClass[1].recall);
    QCOMPARE(model.index(1, 8).data(models::SortValueRole).toDouble(), cond.cells[0][2].ba.bias);
    QVERIFY(cond.cells[0][2].ba.bias != cond.cells[0][0].ba.bias);
}

void TestAnalysisModels::agreementTableShowsSampleBesideEveryStatistic()
{
    models::AgreementTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setBundle(m_bundle);
    const auto &cond = m_bundle->analysis.conditions[1];
    const auto &cell = cond.cells[0][0]; // valence, all items
    const QLocale locale;
    const QString valenceSample = QStringLiteral("n = %1 (%2 %)")
                                      .arg(locale.toString(qlonglong(cell.n)), locale.toString(100.0 * cell.n / cell.nItems, 'f', 1));
    QVERIFY(cell.n > 0 && cell.n <= cell.nItems);
    // every statistic of the valence block (columns 6..16) carries the block's n and coverage in its tooltip
    for (int c = 6; c <= 16; ++c) {
        QCOMPARE(model.sampleText(1, c), valenceSample);
        QVERIFY2(model.index(1, c).data(Qt::ToolTipRole).toString().contains(valenceSample), qPrintable(QString::number(c)));
    }
    // classification: n of the answered items and their share of the items with a true label
    const auto &conf = cond.classification.confusion;
    const QString classSample = QStringLiteral("n = %1 (%2 %)").arg(locale.toString(qlonglong(conf.n)),
        locale.toString(100.0 * conf.n / (conf.n + cond.classification.nItemsMissing), 'f', 1));
    for (int c = 1; c <= 5; ++c)
        QCOMPARE(model.sampleText(1, c), classSample);
    QVERIFY(model.index(1, 1).data(Qt::ToolTipRole).toString().contains(classSample));
    QVERIFY(model.sampleText(1, 0).isEmpty()); // the condition column is no statistic
    // within an emotion the classification coverage is the share of that emotion's items (was undefined)
    model.setGroup(2); // sad
    const double support = double(conf.perClass[1].support);
    const double items = double(m_bundle->analysis.groupItems[2].size());
    QCOMPARE(model.value(1, 5), support / items);
    QVERIFY(model.index(1, 5).data(models::ExportTextRole).toString() != QStringLiteral("NA"));
    // "sim" gave no emotion answers: no sample, nothing invented
    model.setGroup(0);
    QVERIFY(model.sampleText(0, 1).isEmpty());
}

void TestAnalysisModels::verdictModelSaysNoDataWithoutModelData()
{
    // Only "sim": no emotion answers and no arousal ratings, so those cells have no model data.
    const auto bundle = test::fakeAnalysisBundle(0);
    QVERIFY(bundle);
    models::VerdictMatrixModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setVerdicts(bundle->verdicts);
    for (const char *dimension : {"classification", "arousal"}) {
        const QModelIndex index = model.indexOf("happy", dimension);
        QVERIFY(index.isValid());
        QCOMPARE(index.data(models::VerdictRole).toInt(), int(analysis::Verdict::NoData));
        QVERIFY2(index.data().toString().contains(QStringLiteral("no data")), qPrintable(index.data().toString()));
        QVERIFY(!index.data().toString().contains(QStringLiteral("not replaceable")));
        QCOMPARE(index.data(models::ExportTextRole).toString(), QStringLiteral("no_data"));
        QVERIFY(index.data(Qt::BackgroundRole).value<QColor>() != models::verdictColor(analysis::Verdict::NotReplaceable));
    }
    // valence has sim's ratings: it is judged (whatever the verdict), never "no data"
    QVERIFY(model.indexOf("happy", "valence").data(models::VerdictRole).toInt() != int(analysis::Verdict::NoData));
    QCOMPARE(models::verdictLabel(analysis::Verdict::NoData), QStringLiteral("no data"));
}

void TestAnalysisModels::agreementTableSortsNumerically()
{
    models::AgreementTableModel model;
    model.setBundle(m_bundle);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(models::SortValueRole);
    proxy.sort(8, Qt::AscendingOrder); // valence bias
    double previous = -1e300;
    for (int r = 0; r < proxy.rowCount(); ++r) {
        const double v = proxy.index(r, 8).data(models::SortValueRole).toDouble();
        QVERIFY(v >= previous);
        previous = v;
    }
    // TSV of the sorted proxy: header + rows, tab separated, sorted order.
    const QStringList lines = models::tableToTsv(proxy).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0].split(QLatin1Char('\t')).value(0), QStringLiteral("condition"));
    QCOMPARE(lines[0].split(QLatin1Char('\t')).value(8), QStringLiteral("valence_ba_bias")); // the CSV's headers
    QCOMPARE(lines[1].split(QLatin1Char('\t')).value(0), proxy.index(0, 0).data(models::ExportTextRole).toString()); // ids in the id column
}

void TestAnalysisModels::verdictMatrixModel()
{
    models::VerdictMatrixModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setVerdicts(m_bundle->verdicts);
    QCOMPARE(model.rowCount(), 7); // the overall `all` row, then the six emotions
    QCOMPARE(model.headerData(0, Qt::Vertical, models::ExportTextRole).toString(), QStringLiteral("all"));
    QCOMPARE(model.headerData(1, Qt::Vertical, models::ExportTextRole).toString(), QStringLiteral("happy"));
    QCOMPARE(model.property("exportCorner").toString(), QStringLiteral("emotion"));
    QCOMPARE(model.columnCount(), 3);
    const QModelIndex sadValence = model.indexOf("sad", "valence");
    QVERIFY(sadValence.isValid());
    const auto *cell = m_bundle->verdicts.find("sad", "valence");
    QCOMPARE(sadValence.data(models::VerdictRole).toInt(), static_cast<int>(cell->verdict));
    QVERIFY(sadValence.data().toString().startsWith(models::verdictSymbol(cell->verdict)));
    QCOMPARE(sadValence.data(Qt::BackgroundRole).value<QColor>(), models::verdictColor(cell->verdict));
    QCOMPARE(sadValence.data(models::ExportTextRole).toString(), QString::fromLatin1(analysis::verdictName(cell->verdict)));
    QCOMPARE(model.headerData(2, Qt::Vertical, models::ExportTextRole).toString(), QStringLiteral("sad"));
    const QStringList csv = models::tableToCsv(model).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(csv.value(0), QStringLiteral("emotion,classification,valence,arousal"));
    QCOMPARE(csv.size(), 8);
    QVERIFY(csv.value(1).startsWith(QStringLiteral("all,")));
}

void TestAnalysisModels::verdictEvidenceModel()
{
    models::VerdictEvidenceModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto *cell = m_bundle->verdicts.find("happy", "classification");
    QVERIFY(cell);
    model.setCell(cell);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.headerData(2, Qt::Horizontal, models::ExportTextRole).toString(), QStringLiteral("recall"));
    QCOMPARE(model.index(1, 2).data(models::SortValueRole).toDouble(), cell->evidence[1].recall);
    QCOMPARE(model.index(1, 1).data(models::MeetsRole).toBool(), cell->evidence[1].meets);
    model.setCell(m_bundle->verdicts.find("happy", "valence"));
    QCOMPARE(model.headerData(2, Qt::Horizontal, models::ExportTextRole).toString(), QStringLiteral("delta_alpha"));
    model.setCell(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void TestAnalysisModels::confusionModels()
{
    const auto &conf = m_bundle->analysis.conditions[1].classification.confusion;
    models::ConfusionMatrixModel matrix;
    QAbstractItemModelTester t1(&matrix, QAbstractItemModelTester::FailureReportingMode::QtTest);
    matrix.setConfusion(conf, m_bundle->analysis.labels);
    QCOMPARE(matrix.rowCount(), 6);
    QCOMPARE(matrix.columnCount(), 7); // + invalid
    qulonglong total = 0;
    for (int r = 0; r < 6; ++r)
        for (int c = 0; c < 7; ++c)
            total += matrix.index(r, c).data(models::SortValueRole).toULongLong();
    QCOMPARE(total, qulonglong(conf.n));
    QCOMPARE(matrix.index(0, 6).data(models::ExportTextRole).toString(), QString::number(conf.invalid(0)));
    QCOMPARE(conf.nInvalid, std::size_t(1)); // item 3 of cond1
    QVERIFY(test::fuzzyCompare(matrix.rowShare(0, 0), double(conf.count(0, 0)) / conf.perClass[0].support, 1e-15));

    models::ClassMetricsModel metrics;
    QAbstractItemModelTester t2(&metrics, QAbstractItemModelTester::FailureReportingMode::QtTest);
    metrics.setConfusion(conf, m_bundle->analysis.labels);
    QCOMPARE(metrics.rowCount(), 7); // six classes + macro average
    QCOMPARE(metrics.index(2, models::ClassMetricsModel::F1).data(models::SortValueRole).toDouble(), conf.perClass[2].f1);
    QCOMPARE(metrics.index(6, models::ClassMetricsModel::F1).data(models::SortValueRole).toDouble(), conf.macroF1);
}

void TestAnalysisModels::tableCatalogKnowsEveryName()
{
    for (const QString &name : models::tableNames()) {
        models::TableRequest r;
        r.name = name;
        auto table = models::makeTable(m_bundle, r);
        const auto parts = models::analysisPartsForTable(name);
        if (parts.demographics || parts.mixed) {
            // the fixture ran the agreement part only: such tables say so rather than write nothing
            // (their contents are tested in tst_demographicsview)
            QVERIFY2(!table.has_value() && table.error().code == ErrorCode::Unsupported, qPrintable(name));
            continue;
        }
        QVERIFY2(table.has_value(), qPrintable(name));
        // the face fixture has no categorical dimension with human labels (tst_categoricalviews has)
        const bool categorical = name.startsWith(QLatin1String("categorical-"));
        QVERIFY2(((*table)->rowCount() > 0) == !categorical || !m_bundle->analysis.categoricalDimensions.empty(),
                 qPrintable(name));
        QVERIFY(!models::tableDescription(name).isEmpty());
    }
    models::TableRequest bad;
    bad.name = QStringLiteral("confusion");
    bad.condition = QStringLiteral("nope");
    QCOMPARE(models::makeTable(m_bundle, bad).error().code, ErrorCode::NotFound);
    bad.name = QStringLiteral("nope");
    QCOMPARE(models::makeTable(m_bundle, bad).error().code, ErrorCode::NotFound);
}

void TestAnalysisModels::csvQuotesSpecialFields()
{
    QStandardItemModel model(1, 3);
    model.setHorizontalHeaderLabels({QStringLiteral("a"), QStringLiteral("b,c"), QStringLiteral("d")});
    model.setItem(0, 0, new QStandardItem(QStringLiteral("say \"hi\"")));
    model.setItem(0, 1, new QStandardItem(QStringLiteral("two\nlines")));
    model.setItem(0, 2, new QStandardItem(QStringLiteral("plain")));
    QCOMPARE(models::tableToCsv(model), QStringLiteral("a,\"b,c\",d\r\n\"say \"\"hi\"\"\",\"two\nlines\",plain\r\n"));
}

void TestAnalysisModels::latexEscapesSpecials()
{
    QStandardItemModel model(1, 2);
    model.setHorizontalHeaderLabels({QStringLiteral("name"), QStringLiteral("50%")});
    model.setItem(0, 0, new QStandardItem(QStringLiteral("a_b & c")));
    model.setItem(0, 1, new QStandardItem(QStringLiteral("$1")));
    const QString tex = models::tableToLatex(model, QStringLiteral("Agreement"));
    QVERIFY(tex.startsWith(QStringLiteral("% Agreement\n\\begin{longtable}{lr}\n\\caption{Agreement}\\\\\n\\toprule\n")));
    QVERIFY(tex.contains(QStringLiteral("name & 50\\% \\\\\n\\midrule\n\\endfirsthead\n")));
    QVERIFY(tex.contains(QStringLiteral("\\endhead\n\\bottomrule\n\\endlastfoot\n")));
    QVERIFY(tex.contains(QStringLiteral("a\\_b \\& c & \\$1 \\\\\n")));
    QVERIFY(tex.endsWith(QStringLiteral("\\end{longtable}\n")));
    // pdflatex has no Greek letters in its text fonts: macros in math mode, adjacent ones in one $…$
    model.setHorizontalHeaderLabels({QStringLiteral("κ"), QStringLiteral("Δα 95% CI")});
    model.setItem(0, 0, new QStandardItem(QStringLiteral("χ² < .001 — ρ")));
    const QString greek = models::tableToLatex(model, QString());
    QVERIFY2(greek.contains(QStringLiteral("$\\kappa$ & $\\Delta \\alpha$ 95\\% CI \\\\")), qPrintable(greek));
    QVERIFY2(greek.contains(QStringLiteral("$\\chi ^{2}$ $<$ .001 --- $\\rho$ &")), qPrintable(greek));
    QVERIFY(!greek.contains(QStringLiteral("$$")));
}

void TestAnalysisModels::apaNumbers_data()
{
    QTest::addColumn<double>("v");
    QTest::addColumn<int>("style");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("text");
    using S = models::cellformat::Style;
    QTest::newRow("r no leading zero") << 0.8125 << int(S::Bounded) << 2 << QStringLiteral(".81");
    QTest::newRow("negative r") << -0.126 << int(S::Bounded) << 2 << QStringLiteral("-.13");
    QTest::newRow("r of one") << 1.0 << int(S::Bounded) << 2 << QStringLiteral("1.00");
    QTest::newRow("no minus zero") << -0.001 << int(S::Bounded) << 2 << QStringLiteral(".00");
    QTest::newRow("bias keeps zero") << -0.4567 << int(S::Unbounded) << 2 << QStringLiteral("-0.46");
    QTest::newRow("bias minus zero") << -0.0001 << int(S::Unbounded) << 2 << QStringLiteral("0.00");
    QTest::newRow("p small") << 0.0004 << int(S::P) << 2 << QStringLiteral("< .001");
    QTest::newRow("p three decimals") << 0.0234 << int(S::P) << 2 << QStringLiteral(".023");
    QTest::newRow("count") << 72.0 << int(S::Count) << 2 << QStringLiteral("72");
    QTest::newRow("undefined") << std::nan("") << int(S::Bounded) << 2 << QStringLiteral("\u2014");
    QTest::newRow("three decimals") << 0.5 << int(S::Bounded) << 3 << QStringLiteral(".500");
    // Δα: its sign decides a verdict, so it is always written and never rounded away
    QTest::newRow("delta alpha small negative") << -0.004 << int(S::Signed) << 2 << QStringLiteral("\u22120.004");
    QTest::newRow("delta alpha tiny negative") << -0.00004 << int(S::Signed) << 2 << QStringLiteral("\u22120.00004");
    QTest::newRow("delta alpha positive") << 0.0312 << int(S::Signed) << 2 << QStringLiteral("+0.03");
    QTest::newRow("delta alpha zero") << 0.0 << int(S::Signed) << 2 << QStringLiteral("0.00");
    QTest::newRow("p one decimal") << 0.5 << int(S::P) << 2 << QStringLiteral(".500");
}

void TestAnalysisModels::apaNumbers()
{
    QFETCH(double, v);
    QFETCH(int, style);
    QFETCH(int, decimals);
    QFETCH(QString, text);
    QCOMPARE(models::cellformat::apa(v, models::cellformat::Style(style), decimals), text); // APA 7 §6.36
}

void TestAnalysisModels::manuscriptTablesUseApaAndCaptions()
{
    models::TableRequest r;
    r.name = QStringLiteral("agreement");
    auto table = models::makeTable(m_bundle, r);
    QVERIFY(table);
    const models::TableCaption caption = models::tableCaption(*m_bundle, r, 2);
    QVERIFY(caption.note.contains(QStringLiteral("Filter: none")));
    QVERIFY(caption.note.contains(QStringLiteral("coverage")));
    const QString tex = models::tableToLatex(**table, caption);
    QVERIFY(tex.contains(QStringLiteral("Condition & Accuracy & $\\kappa$ & Macro-F1 & Classification n")));
    QVERIFY(tex.contains(QStringLiteral("Valence 95\\% LoA, lower")));
    QVERIFY(!tex.contains(QStringLiteral("valence\\_pearson"))); // no machine names
    QVERIFY(!tex.contains(QStringLiteral("NA")));
    QVERIFY(tex.contains(QStringLiteral("\\textit{Note.}")));
    // row cond1: r with two decimals and no leading zero, n as an integer
    const auto &cell = m_bundle->analysis.conditions[1].cells[0][0];
    const QString rText = models::cellformat::apa(cell.pearson.r, models::cellformat::Style::Bounded, 2);
    QVERIFY(!rText.startsWith(QLatin1String("0.")) && !rText.startsWith(QLatin1String("-0.")));
    QVERIFY(tex.contains(QStringLiteral(" & ") + rText + QStringLiteral(" & ")));
    QVERIFY(tex.contains(QStringLiteral(" & %1 & ").arg(cell.n)));
    // the simulated condition gave no emotion answers: an em dash, LaTeX's ---
    QVERIFY(tex.contains(QStringLiteral("& --- &")));
    const QString md = models::tableToMarkdown(**table, caption);
    QVERIFY(md.startsWith(QStringLiteral("Table: ") + caption.title + QStringLiteral("\n\n| Condition | Accuracy |")));
    QVERIFY(md.contains(QStringLiteral("\n*Note.* ")));
    r.group = QStringLiteral("sad");
    QVERIFY(models::tableCaption(*m_bundle, r, 2).note.contains(QStringLiteral("emotion = sad")));
}

void TestAnalysisModels::csvKeepsFullPrecision()
{
    models::AgreementTableModel model;
    model.setBundle(m_bundle);
    const QStringList lines = models::tableToCsv(model).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    const QStringList head = lines.value(0).split(QLatin1Char(','));
    QCOMPARE(head.value(6), QStringLiteral("valence_pearson_r")); // machine names: the public contract
    QCOMPARE(head.value(15), QStringLiteral("valence_n"));
    const QStringList row = lines.value(2).split(QLatin1Char(','));
    const auto &cell = m_bundle->analysis.conditions[1].cells[0][0];
    QCOMPARE(row.value(6).toDouble(), cell.pearson.r); // exact: reads back as the same double
    QCOMPARE(row.value(8).toDouble(), cell.ba.bias);
    QCOMPARE(row.value(15), QString::number(cell.n));
    QCOMPARE(lines.value(1).split(QLatin1Char(',')).value(1), QStringLiteral("NA"));
}

void TestAnalysisModels::workbookHasASheetPerTable()
{
    const auto tables = models::allTables(m_bundle);
    // agreement (all + per emotion), verdicts, confusion and class metrics per classified condition,
    // human reliability (the agreement part computes it); the fixture ran no demographic or mixed part
    std::size_t classified = 0;
    for (const auto &c : m_bundle->analysis.conditions)
        classified += c.classification.present ? 1 : 0;
    models::TableRequest joint; // the Alt-test across valence and arousal
    joint.name = QStringLiteral("alt-test-joint");
    const std::size_t jointRows = (*models::makeTable(m_bundle, joint))->rowCount() > 0 ? 1 : 0;
    QCOMPARE(jointRows, std::size_t(1));
    std::size_t evidence = 0; // one sheet of verdict evidence per dimension, over all items
    for (const auto &cell : m_bundle->verdicts.cells)
        evidence += cell.group == m_bundle->verdicts.cells.front().group ? 1 : 0;
    const std::size_t comparison = m_bundle->analysis.conditions.size() >= 2 ? 1 : 0;
    QCOMPARE(tables.size(), m_bundle->analysis.groups.size() + 1 + evidence + 2 * classified + jointRows + 1 + comparison);
    QCOMPARE(tables.back().name, comparison ? QStringLiteral("Comparison") : QStringLiteral("Human reliability")); // one naming style
    QCOMPARE(tables.front().name, QStringLiteral("Agreement"));
    const QString path = QString::fromStdString(test::tempDir()) + QStringLiteral("/all.xlsx");
    const Status written = models::writeWorkbook(tables, path);
    QVERIFY2(written, written ? "" : written.error().detail.c_str());
    if (QStandardPaths::findExecutable(QStringLiteral("unzip")).isEmpty())
        QSKIP("unzip is not installed (scripts/install-deps.sh installs it)");
    const auto part = [&](const QString &member) {
        QProcess p;
        p.start(QStringLiteral("unzip"), {QStringLiteral("-p"), path, member});
        p.waitForFinished(30000);
        return QString::fromUtf8(p.readAllStandardOutput());
    };
    const QString workbook = part(QStringLiteral("xl/workbook.xml"));
    QCOMPARE(workbook.count(QStringLiteral("<sheet ")), int(tables.size()));
    QVERIFY(workbook.contains(QStringLiteral("name=\"Verdicts\"")));
    // sheet 1: caption A1, headers row 2, cond1 on row 4; its valence r (column G) is a number
    const auto &cell = m_bundle->analysis.conditions[1].cells[0][0];
    const QString sheet = part(QStringLiteral("xl/worksheets/sheet1.xml"));
    const QRegularExpression g4(QStringLiteral("<c r=\"G4\" s=\"\\d+\"><v>([^<]+)</v></c>"));
    const auto m = g4.match(sheet);
    QVERIFY2(m.hasMatch(), qPrintable(sheet.left(2000)));
    QVERIFY(test::fuzzyCompare(m.captured(1).toDouble(), cell.pearson.r, 1e-14)); // stored in full
    QVERIFY(part(QStringLiteral("xl/styles.xml")).contains(QStringLiteral("formatCode=\".00\"")));
    QVERIFY(part(QStringLiteral("xl/sharedStrings.xml")).contains(QStringLiteral("Valence r")));
}

void TestAnalysisModels::markdownAndTsv()
{
    QStandardItemModel model(1, 2);
    model.setHorizontalHeaderLabels({QStringLiteral("x"), QStringLiteral("y")});
    model.setItem(0, 0, new QStandardItem(QStringLiteral("a|b")));
    model.setItem(0, 1, new QStandardItem(QStringLiteral("t\tab")));
    QCOMPARE(models::tableToMarkdown(model), QStringLiteral("| x | y |\n| --- | ---: |\n| a\\|b | t\tab |\n"));
    QCOMPARE(models::tableToTsv(model), QStringLiteral("x\ty\na|b\tt ab\n"));
    models::TableFormat f;
    QVERIFY(models::parseTableFormat(QStringLiteral("LaTeX"), f) && f == models::TableFormat::Latex);
    QVERIFY(!models::parseTableFormat(QStringLiteral("xlsx"), f));
}

void TestAnalysisModels::sequentialScaleDarkensMonotonically()
{
    double previous = 2;
    for (int k = 0; k <= 20; ++k) {
        const double l = models::sequentialColor(k / 20.0).lightnessF();
        QVERIFY(l < previous);
        previous = l;
    }
    QCOMPARE(models::sequentialColor(0), QColor(Qt::white));
    QCOMPARE(models::textColorOn(models::sequentialColor(1)), QColor(Qt::white));
    QCOMPARE(models::textColorOn(models::sequentialColor(0)), QColor(Qt::black));
}

void TestAnalysisModels::verdictColoursStayApartInGreyscale()
{
    using analysis::Verdict;
    const Verdict all[] = {Verdict::Replaceable, Verdict::Partial, Verdict::NeedsCalibration, Verdict::NotReplaceable};
    for (int i = 0; i < 4; ++i)
        for (int j = i + 1; j < 4; ++j) {
            const int gi = qGray(models::verdictColor(all[i]).rgb());
            const int gj = qGray(models::verdictColor(all[j]).rgb());
            QVERIFY2(std::abs(gi - gj) >= 20, qPrintable(QStringLiteral("%1 vs %2: %3 %4").arg(i).arg(j).arg(gi).arg(gj)));
        }
    QCOMPARE(models::verdictSymbol(Verdict::Partial), QStringLiteral("\u2B50"));
}

QTEST_MAIN(TestAnalysisModels)
#include "tst_analysismodels.moc"

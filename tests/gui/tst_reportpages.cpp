// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The whole-study report reads like a paper (docs/user-guide.md §9). The face demo (rl::demo::generateDemo(42),
// every analysis part) is written as PDF and its pages are read back with poppler's pdftotext -bbox,
// pdfimages -list and pdfinfo (scripts/install-deps.sh installs poppler-utils):
//  - no text beyond the left or right margin of its page (the old report squeezed a 28-column table onto
//    A4 portrait, one character per line, and ran past the page);
//  - every figure's number, caption and image on one page (the faceted Bland–Altman figure was sliced
//    over three pages with the page number printed on it, its caption split);
//  - at most 25 pages (the old one had 54);
//  - APA numbers: p as "< .001", never "0.000"; Δα with its sign and never ".00"/"-.00";
//  - captions in words, not CLI flags.
// The LaTeX tables are checked structurally (longtable, Greek letters as macros, no raw Unicode pdflatex
// cannot typeset); bench/report/latex.sh compiles them with pdflatex. The dialog writes the report on a
// worker thread with a progress dialog and Cancel.
#include "engine/demo/demo.h"
#include "engine/stats/multiplicity.h"
#include "models/demographics/glmmtestsmodel.h"
#include "models/roles.h"
#include "models/cellformat.h"
#include "models/tablecatalog.h"
#include "tests/common/testutil.h"
#include "widgets/report/methodsdialog.h"
#include "widgets/report/reportpdf.h"
#include "widgets/report/studyreport.h"

#include <QProcess>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QXmlStreamReader>
#include <QtTest>

using namespace rl;

namespace {

struct Word {
    double xMin, yMin, xMax, yMax;
    QString text;
};

struct Page {
    double width = 0, height = 0;
    std::vector<Word> words;
    QString text() const
    {
        QStringList all;
        for (const Word &w : words)
            all << w.text;
        return all.join(QLatin1Char(' '));
    }
};

QString run(const QString &program, const QStringList &arguments)
{
    QProcess p;
    p.start(program, arguments);
    p.waitForFinished(120000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

// pdftotext -bbox: <page width= height=> with <word xMin= yMin= xMax= yMax=>text</word>, in points.
std::vector<Page> readPages(const QString &pdf)
{
    std::vector<Page> pages;
    QXmlStreamReader xml(run(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")}));
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto a = xml.attributes();
        if (xml.name() == QLatin1String("page"))
            pages.push_back({a.value(QLatin1String("width")).toDouble(), a.value(QLatin1String("height")).toDouble(), {}});
        else if (xml.name() == QLatin1String("word") && !pages.empty())
            pages.back().words.push_back({a.value(QLatin1String("xMin")).toDouble(), a.value(QLatin1String("yMin")).toDouble(),
                                          a.value(QLatin1String("xMax")).toDouble(), a.value(QLatin1String("yMax")).toDouble(),
                                          xml.readElementText()});
    }
    return pages;
}

// pdfimages -list: the page of each image, in drawing order.
std::vector<int> imagePages(const QString &pdf)
{
    std::vector<int> out;
    const QStringList lines = run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf}).split(QLatin1Char('\n'));
    for (const QString &line : lines.mid(2)) {
        const QStringList f = line.simplified().split(QLatin1Char(' '));
        if (f.size() > 3 && f[2] == QLatin1String("image"))
            out.push_back(f[0].toInt());
    }
    return out;
}

} // namespace

class TestReportPages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void noTextBeyondTheMargins();
    void figureNeverSplit();
    void atMost25Pages();
    void apaNumbers();
    void captionsInWords();
    void latexForPdflatex();
    void glmmHighlightsByAdjustedP();
    void dialogSavesOffTheGuiThread();

private:
    std::shared_ptr<const models::AnalysisBundle> m_bundle;
    analysis::MethodsFacts m_facts;
    QString m_dir;
    QString m_pdf;
    std::vector<Page> m_pages;
};

void TestReportPages::initTestCase()
{
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()
        || QStandardPaths::findExecutable(QStringLiteral("pdfimages")).isEmpty())
        QFAIL("poppler-utils (pdftotext, pdfimages) is not installed: run scripts/install-deps.sh");
    auto demo = demo::generateDemo(demo::kDefaultSeed);
    QVERIFY(demo);
    auto study = std::make_shared<const study::Study>(std::move(demo->study));
    analysis::RatingAnalysisOptions options; // every part, as the GUI and `raterlab-cli report`
    auto facts = analysis::collectMethodsFacts(*study, nullptr, options);
    QVERIFY(facts);
    m_facts = *facts;
    auto bundle = models::computeAnalysisBundle(study, options);
    QVERIFY(bundle);
    m_bundle = *bundle;
    m_dir = QString::fromStdString(test::tempDir());
    m_pdf = m_dir + QStringLiteral("/face.pdf");
    const Status written = widgets::writeStudyReport(m_bundle, m_facts, {}, m_pdf);
    QVERIFY2(written, written ? "" : written.error().detail.c_str());
    m_pages = readPages(m_pdf);
    QVERIFY(!m_pages.empty());
    if (const QString keep = qEnvironmentVariable("RL_KEEP_REPORT"); !keep.isEmpty()) // to look at it
        QFile::copy(m_pdf, keep);
}

void TestReportPages::noTextBeyondTheMargins()
{
    const double margin = widgets::ReportPageGeometry::marginMm / 25.4 * 72;
    const double slack = 2; // points: glyph side bearings
    int landscape = 0;
    for (std::size_t p = 0; p < m_pages.size(); ++p) {
        const Page &page = m_pages[p];
        landscape += page.width > page.height ? 1 : 0;
        for (const Word &w : page.words) {
            QVERIFY2(w.xMin >= margin - slack && w.xMax <= page.width - margin + slack,
                     qPrintable(QStringLiteral("page %1: \"%2\" at x %3–%4 of %5").arg(p + 1).arg(w.text).arg(w.xMin).arg(w.xMax).arg(page.width)));
            QVERIFY2(w.yMin >= 0 && w.yMax <= page.height - margin + slack,
                     qPrintable(QStringLiteral("page %1: \"%2\" below the bottom margin").arg(p + 1).arg(w.text)));
        }
        // no column squeezed to a character per line: few one-character words on a page
        int single = 0;
        for (const Word &w : page.words)
            single += w.text.size() == 1 && w.text.at(0).isLetter() ? 1 : 0;
        QVERIFY2(single < 40, qPrintable(QStringLiteral("page %1 has %2 one-letter words").arg(p + 1).arg(single)));
    }
    Q_UNUSED(landscape);
}

void TestReportPages::figureNeverSplit()
{
    // Figure k is the k-th image: its "Figure k" label, its caption and its image on one page.
    const std::vector<int> images = imagePages(m_pdf);
    QVERIFY(images.size() >= 4); // Bland–Altman per dimension, faceted, verdicts, confusion, comparison
    for (std::size_t k = 0; k < images.size(); ++k) {
        const QString label = QStringLiteral("Figure %1").arg(k + 1);
        int labelPage = 0;
        for (std::size_t p = 0; p < m_pages.size() && labelPage == 0; ++p) {
            const auto &words = m_pages[p].words;
            for (std::size_t w = 0; w + 1 < words.size(); ++w)
                if (words[w].text == QLatin1String("Figure") && words[w + 1].text == QString::number(k + 1)
                    && words[w].xMin < m_pages[p].width / 2)
                    labelPage = int(p) + 1;
        }
        QVERIFY2(labelPage > 0, qPrintable(label + QStringLiteral(" has no label")));
        QCOMPARE(images[k], labelPage);
    }
    // page numbers sit in the top margin, never on a figure
    const double margin = widgets::ReportPageGeometry::marginMm / 25.4 * 72;
    for (std::size_t p = 0; p < m_pages.size(); ++p) {
        bool numbered = false;
        for (const Word &w : m_pages[p].words)
            numbered = numbered || (w.text == QString::number(p + 1) && w.yMax < margin);
        QVERIFY2(numbered, qPrintable(QStringLiteral("page %1 has no number in its top margin").arg(p + 1)));
    }
}

void TestReportPages::atMost25Pages()
{
    QVERIFY2(m_pages.size() <= 25, qPrintable(QStringLiteral("%1 pages").arg(m_pages.size())));
    const QString info = run(QStringLiteral("pdfinfo"), {m_pdf});
    QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\b").arg(m_pages.size()))), qPrintable(info));
}

void TestReportPages::apaNumbers()
{
    QString all;
    for (const Page &p : m_pages)
        all += p.text() + QLatin1Char('\n');
    QVERIFY(!all.contains(QRegularExpression(QStringLiteral("(^|\\s)0\\.000(\\s|$)")))); // p, APA: "< .001"
    QVERIFY(all.contains(QStringLiteral("< .001"))); // the demo's GLMM and ANOVA have tiny p
    // every Δα of the agreement table, with its sign, in the PDF
    models::TableRequest request;
    request.name = QStringLiteral("agreement-long");
    auto table = models::makeTable(m_bundle, request);
    QVERIFY(table);
    int checked = 0;
    for (const auto &condition : m_bundle->analysis.conditions)
        for (const auto &byGroup : condition.cells)
            if (!byGroup.empty() && !std::isnan(byGroup[0].alpha.delta)) {
                const double delta = byGroup[0].alpha.delta;
                const QString text = models::cellformat::apa(delta, models::cellformat::Style::Signed, 2);
                QVERIFY(text.startsWith(delta > 0 ? QLatin1Char('+') : QChar(0x2212)));
                QVERIFY(text.contains(QRegularExpression(QStringLiteral("[1-9]"))));
                QVERIFY2(all.contains(text), qPrintable(text));
                ++checked;
            }
    QVERIFY(checked > 0);
}

void TestReportPages::captionsInWords()
{
    QString all;
    for (const Page &p : m_pages)
        all += p.text() + QLatin1Char('\n');
    QVERIFY(!all.contains(QStringLiteral("--condition")));
    QVERIFY(!all.contains(QStringLiteral("--dimension")));
    QVERIFY(all.contains(QStringLiteral("Bland–Altman plots of")));
    QVERIFY(all.contains(QStringLiteral("(continued)")) || m_pages.size() < 10);
}

void TestReportPages::latexForPdflatex()
{
    // The agreement tables as LaTeX: long tables, Greek letters as macros, nothing pdflatex's text
    // fonts cannot typeset (the face demo's labels are English).
    for (const char *name : {"agreement", "agreement-long", "demographic-glmm", "human-reliability"}) {
        models::TableRequest request;
        request.name = QString::fromLatin1(name);
        auto table = models::makeTable(m_bundle, request);
        QVERIFY(table);
        const QString tex = models::tableToLatex(**table, models::tableCaption(*m_bundle, request, 2));
        QVERIFY(tex.contains(QStringLiteral("\\begin{longtable}")));
        QVERIFY(tex.contains(QStringLiteral("\\endhead")));
        QVERIFY(!tex.contains(QStringLiteral("$$")));
        for (const QChar c : tex)
            QVERIFY2(c.unicode() < 0x80, qPrintable(QStringLiteral("%1: raw U+%2 in the LaTeX").arg(QLatin1String(name))
                                                        .arg(c.unicode(), 4, 16, QLatin1Char('0'))));
        if (request.name == QLatin1String("agreement-long")) {
            QVERIFY(tex.contains(QStringLiteral("$\\Delta \\alpha$")));
            QVERIFY(tex.contains(QStringLiteral("$\\rho$")));
            // the long form: a handful of columns, one row per dimension and condition (28+ columns before)
            const QString header = tex.section(QStringLiteral("\\midrule"), 0, 0);
            QVERIFY2(header.count(QLatin1Char('&')) < 16, qPrintable(header));
        }
        if (request.name == QLatin1String("demographic-glmm"))
            QVERIFY(tex.contains(QStringLiteral("q (BH)")));
    }
}

void TestReportPages::glmmHighlightsByAdjustedP()
{
    // 16 GLMM tests were highlighted at p < .05 with no correction shown: now q (BH over every test) is a
    // column and only q < .05 is highlighted.
    models::GlmmTestsModel model;
    model.setBundle(m_bundle);
    QVERIFY(model.rowCount() >= 2);
    std::vector<double> p;
    for (int r = 0; r < model.rowCount(); ++r)
        p.push_back(model.value(r, models::GlmmTestsModel::P));
    const std::vector<double> q = stats::pAdjust(p, stats::PAdjustMethod::BH);
    QCOMPARE(model.headerData(models::GlmmTestsModel::Q, Qt::Horizontal, models::ExportTextRole).toString(), QStringLiteral("q"));
    for (int r = 0; r < model.rowCount(); ++r) {
        QVERIFY(test::fuzzyCompare(model.value(r, models::GlmmTestsModel::Q), q[std::size_t(r)], 1e-12)); // R p.adjust(p, "BH")
        QVERIFY(model.value(r, models::GlmmTestsModel::Q) >= p[std::size_t(r)]);
        QVERIFY(!model.index(r, models::GlmmTestsModel::P).data(models::DemographicsSignificantRole).toBool());
        QCOMPARE(model.index(r, models::GlmmTestsModel::Q).data(models::DemographicsSignificantRole).toBool(), q[std::size_t(r)] < 0.05);
    }
}

void TestReportPages::dialogSavesOffTheGuiThread()
{
    widgets::MethodsDialog dialog(m_facts, m_bundle);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy saved(&dialog, &widgets::MethodsDialog::reportSaved);
    // Cancel: nothing is written
    const QString cancelled = m_dir + QStringLiteral("/cancelled.pdf");
    dialog.startSavingReport(cancelled);
    QVERIFY(dialog.isSavingReport()); // the call returned while the worker writes
    QVERIFY(dialog.progressDialog());
    Q_EMIT dialog.progressDialog()->canceled(); // its Cancel button
    QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, 120000);
    QCOMPARE(saved.takeFirst().value(0).toBool(), false);
    QVERIFY(!QFile::exists(cancelled));
    // then a whole report
    const QString path = m_dir + QStringLiteral("/dialog.html");
    dialog.startSavingReport(path);
    QVERIFY(dialog.isSavingReport());
    QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, 120000);
    QCOMPARE(saved.takeFirst().value(0).toBool(), true);
    const QString html = QString::fromStdString(test::readText(path.toStdString()));
    QVERIFY(html.contains(QStringLiteral("<svg")));
    QVERIFY(html.contains(QStringLiteral("Figure 1")));
    auto *message = dialog.findChild<QWidget *>(QStringLiteral("reportMessage"));
    QVERIFY(message);
    message->close();
}

QTEST_MAIN(TestReportPages)
#include "tst_reportpages.moc"

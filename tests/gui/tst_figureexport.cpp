// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/colorscale.h"
#include "tests/common/testutil.h"
#include "tests/gui/analysisfixture.h"
#include "widgets/blandaltmanfigure.h"
#include "widgets/confusionfigure.h"
#include "widgets/figurecatalog.h"
#include "widgets/figureexportdialog.h"
#include "widgets/figureexporter.h"
#include "widgets/verdictfigure.h"

#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QImageReader>
#include <QPainter>
#include <QRawFont>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

using namespace rl;

class TestFigureExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void parsesLengths_data();
    void parsesLengths();
    void svgParsesAndHasEveryPoint();
    void pdfPageIsTheFigureSize();
    void pngHasSizeAndDpi_data();
    void pngHasSizeAndDpi();
    void pngIsDeterministic();
    void everyCatalogFigureExports();
    void rejectsBadSizes();
    void syntheticCaptionIsDrawn();
    void koreanUsesTheBundledFont();
    void everyHangulSyllableHasAGlyph();
    void dialogAsksBeforeReplacingAFile();

private:
    widgets::PreparedFigure figure(const QString &name);
    QString path(const QString &file) const { return m_dir + QLatin1Char('/') + file; }

    std::shared_ptr<const models::AnalysisBundle> m_bundle;
    QString m_dir;
};

void TestFigureExport::initTestCase()
{
    m_bundle = test::fakeAnalysisBundle();
    QVERIFY(m_bundle);
    m_dir = QString::fromStdString(test::tempDir());
}

widgets::PreparedFigure TestFigureExport::figure(const QString &name)
{
    widgets::FigureRequest r;
    r.name = name;
    r.conditions = {QStringLiteral("cond1"), QStringLiteral("cond2")};
    auto prepared = widgets::prepareFigure(m_bundle, r);
    if (!prepared)
        qFatal("prepareFigure(%s): %s", qPrintable(name), prepared.error().message().c_str());
    return *prepared;
}

void TestFigureExport::parsesLengths_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("inches");
    QTest::newRow("inches") << QStringLiteral("3.25in") << 3.25;
    QTest::newRow("bare") << QStringLiteral("6.875") << 6.875;
    QTest::newRow("cm") << QStringLiteral("2.54cm") << 1.0;
    QTest::newRow("mm") << QStringLiteral("254mm") << 10.0;
    QTest::newRow("pt") << QStringLiteral("234pt") << 3.25;
    QTest::newRow("single") << QStringLiteral("single") << 3.25;
    QTest::newRow("double") << QStringLiteral("double") << 6.875;
    QTest::newRow("bad") << QStringLiteral("wide") << -1.0;
    QTest::newRow("negative") << QStringLiteral("-3in") << -1.0;
}

void TestFigureExport::parsesLengths()
{
    QFETCH(QString, text);
    QFETCH(double, inches);
    double out = -1;
    const bool ok = widgets::parseLengthInches(text, out);
    QCOMPARE(ok, inches > 0);
    if (ok)
        QVERIFY(test::fuzzyCompare(out, inches, 1e-12)); // unit arithmetic
}

void TestFigureExport::svgParsesAndHasEveryPoint()
{
    const auto prepared = figure(QStringLiteral("bland-altman"));
    widgets::BlandAltmanRequest request;
    request.conditions = {1, 2};
    const auto ba = widgets::makeBlandAltmanFigure(*m_bundle, request);
    QCOMPARE(ba.pointCount(), std::size_t(2 * 71)); // 72 items, the last has no human rating

    widgets::FigureExportOptions o;
    o.format = widgets::FigureFormat::Svg;
    o.heightInches = 2.6;
    const QString file = path(QStringLiteral("ba.svg"));
    const Status written = widgets::exportFigure(prepared.paint, o, file);
    QVERIFY2(written.has_value(), written ? "" : written.error().message().c_str());

    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    int ellipses = 0, texts = 0;
    QString width, height, viewBox;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("svg")) {
            width = xml.attributes().value(QLatin1String("width")).toString();
            height = xml.attributes().value(QLatin1String("height")).toString();
            viewBox = xml.attributes().value(QLatin1String("viewBox")).toString();
        } else if (xml.name() == QLatin1String("ellipse") || xml.name() == QLatin1String("circle")) {
            ++ellipses;
        } else if (xml.name() == QLatin1String("text")) {
            ++texts;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    // Every point is one ellipse; the legend adds one swatch per emotion.
    QCOMPARE(ellipses, int(ba.pointCount()) + 6);
    QVERIFY(texts > 10);
    QCOMPARE(viewBox, QStringLiteral("0 0 234 187.2")); // 3.25 in x 2.6 in in points
    QVERIFY(width.endsWith(QStringLiteral("mm")) && height.endsWith(QStringLiteral("mm")));
    QVERIFY(std::abs(width.chopped(2).toDouble() - 3.25 * 25.4) < 0.2);  // physical size, whole points
    QVERIFY(std::abs(height.chopped(2).toDouble() - 2.6 * 25.4) < 0.4);
}

void TestFigureExport::pdfPageIsTheFigureSize()
{
    widgets::FigureExportOptions o;
    o.format = widgets::FigureFormat::Pdf;
    o.widthInches = widgets::kApaDoubleColumnInches;
    o.heightInches = 3.0;
    const QString file = path(QStringLiteral("confusion.pdf"));
    const Status written = widgets::exportFigure(figure(QStringLiteral("confusion")).paint, o, file);
    QVERIFY2(written.has_value(), written ? "" : written.error().message().c_str());
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray pdf = f.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    const QRegularExpression box(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"));
    const auto m = box.match(QString::fromLatin1(pdf));
    QVERIFY(m.hasMatch());
    QVERIFY(test::fuzzyCompare(m.captured(1).toDouble(), 6.875 * 72, 1e-3)); // 495 pt
    QVERIFY(test::fuzzyCompare(m.captured(2).toDouble(), 3.0 * 72, 1e-3));   // 216 pt
    QCOMPARE(pdf.count("/Type /Page\n") + pdf.count("/Type /Page\r") + pdf.count("/Type /Page "), 1);
    QVERIFY(!QFile::exists(file + QStringLiteral(".part")));
}

void TestFigureExport::pngHasSizeAndDpi_data()
{
    QTest::addColumn<double>("width");
    QTest::addColumn<int>("dpi");
    QTest::newRow("single 300") << widgets::kApaSingleColumnInches << 300;
    QTest::newRow("single 600") << widgets::kApaSingleColumnInches << 600;
    QTest::newRow("double 300") << widgets::kApaDoubleColumnInches << 300;
}

void TestFigureExport::pngHasSizeAndDpi()
{
    QFETCH(double, width);
    QFETCH(int, dpi);
    widgets::FigureExportOptions o;
    o.format = widgets::FigureFormat::Png;
    o.widthInches = width;
    o.heightInches = 2.0;
    o.dpi = dpi;
    const QString file = path(QStringLiteral("verdicts_%1_%2.png").arg(width).arg(dpi));
    const Status written = widgets::exportFigure(figure(QStringLiteral("verdicts")).paint, o, file);
    QVERIFY(written.has_value());
    QImageReader reader(file);
    QCOMPARE(reader.format(), QByteArray("png"));
    const QImage image = reader.read();
    QCOMPARE(image.width(), qRound(width * dpi));
    QCOMPARE(image.height(), 2 * dpi);
    QCOMPARE(qRound(image.dotsPerMeterX() * 0.0254), dpi);
    QCOMPARE(qRound(image.dotsPerMeterY() * 0.0254), dpi);
    // Pixel probe: the first verdict cell is filled with its verdict colour (probe a corner, away from text).
    widgets::VerdictFigure vf;
    vf.verdicts = m_bundle->verdicts;
    vf.caption = QStringLiteral("x"); // the catalog adds the synthetic caption: same layout
    // The figure is laid out inside the page's margins.
    const QRectF content = widgets::figureContentRect(QRectF(0, 0, width * 72, 2.0 * 72));
    QCOMPARE(content, QRectF(0, 0, width * 72, 2.0 * 72).adjusted(widgets::kFigureMarginPoints, widgets::kFigureMarginPoints,
                                                                    -widgets::kFigureMarginPoints, -widgets::kFigureMarginPoints));
    const QRectF cell = widgets::verdictCellRect(content, vf, widgets::exportFigureStyle(), 0, 0);
    const QPointF corner = (cell.topLeft() + QPointF(2, 2)) * (dpi / 72.0);
    const QColor expected = models::verdictColor(m_bundle->verdicts.cells.front().verdict);
    const QColor seen = image.pixelColor(corner.toPoint());
    QVERIFY2(std::abs(seen.red() - expected.red()) <= 2 && std::abs(seen.green() - expected.green()) <= 2
                 && std::abs(seen.blue() - expected.blue()) <= 2,
             qPrintable(seen.name() + QStringLiteral(" != ") + expected.name()));
}

void TestFigureExport::pngIsDeterministic()
{
    const auto prepared = figure(QStringLiteral("bland-altman"));
    const QImage a = widgets::renderFigureImage(prepared.paint, 3.25, 2.5, 300);
    const QImage b = widgets::renderFigureImage(prepared.paint, 3.25, 2.5, 300);
    QCOMPARE(a, b);
    // The bundled font is in use (not a system fallback).
    QCOMPARE(widgets::exportFigureStyle().font.family(), QStringLiteral("DejaVu Sans"));
}

void TestFigureExport::everyCatalogFigureExports()
{
    for (const QString &name : widgets::figureNames()) {
        const auto prepared = figure(name);
        const double height = prepared.heightInches(widgets::kApaSingleColumnInches);
        QVERIFY2(height > 0.5 && height < 20, qPrintable(QStringLiteral("%1: %2").arg(name).arg(height)));
        QVERIFY(!widgets::figureDescription(name).isEmpty());
        for (auto format : {widgets::FigureFormat::Svg, widgets::FigureFormat::Pdf, widgets::FigureFormat::Png}) {
            widgets::FigureExportOptions o;
            o.format = format;
            o.heightInches = height;
            const QString file = path(name + QLatin1Char('.') + widgets::figureFormatSuffix(format));
            const Status written = widgets::exportFigure(prepared.paint, o, file);
            QVERIFY2(written.has_value(), qPrintable(file));
            QVERIFY(QFileInfo(file).size() > 500);
        }
    }
    widgets::FigureRequest unknown;
    unknown.name = QStringLiteral("pie");
    QCOMPARE(widgets::prepareFigure(m_bundle, unknown).error().code, ErrorCode::NotFound);
    unknown.name = QStringLiteral("bland-altman");
    unknown.conditions = {QStringLiteral("nope")};
    QCOMPARE(widgets::prepareFigure(m_bundle, unknown).error().code, ErrorCode::NotFound);
}

void TestFigureExport::rejectsBadSizes()
{
    widgets::FigureExportOptions o;
    o.heightInches = 0.1;
    QCOMPARE(widgets::exportFigure(figure(QStringLiteral("verdicts")).paint, o, path(QStringLiteral("x.png"))).error().code,
             ErrorCode::Validation);
    o.heightInches = 2;
    o.dpi = 10;
    QCOMPARE(widgets::exportFigure(figure(QStringLiteral("verdicts")).paint, o, path(QStringLiteral("x.png"))).error().code,
             ErrorCode::Validation);
    o.dpi = 300;
    QCOMPARE(widgets::exportFigure(figure(QStringLiteral("verdicts")).paint, o, QStringLiteral("/nonexistent/dir/x.png")).error().code,
             ErrorCode::Io);
}

void TestFigureExport::syntheticCaptionIsDrawn()
{
    widgets::FigureExportOptions o;
    o.format = widgets::FigureFormat::Svg;
    const QString file = path(QStringLiteral("caption.svg"));
    QVERIFY(widgets::exportFigure(figure(QStringLiteral("confusion")).paint, o, file).has_value());
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains("synthetic demo (seed 42)"));
}

void TestFigureExport::koreanUsesTheBundledFont()
{
    // Korean labels come from the bundled Hangul subset, second in the family list, whatever is
    // installed: every syllable the translations use has a glyph in it.
    const QStringList families = widgets::figureFontFamilies();
    QVERIFY(families.size() >= 2);
    QCOMPARE(families.at(1), QStringLiteral("RaterLab Noto Sans KR"));
    const QRawFont raw = QRawFont::fromFont(QFont(families.at(1)));
    QVERIFY(raw.isValid());
    QCOMPARE(raw.familyName(), QStringLiteral("RaterLab Noto Sans KR"));
    for (const QChar c : QStringLiteral("대체 가능성 판정 감정 행복 슬픔 분노 공포 혐오 중립 각성가"))
        if (!c.isSpace())
            QVERIFY2(raw.supportsCharacter(c), qPrintable(QString(c)));
    // A Korean title renders: its pixels differ from a blank title's.
    QImage withTitle(400, 60, QImage::Format_ARGB32), blank(400, 60, QImage::Format_ARGB32);
    for (QImage *img : {&withTitle, &blank}) {
        img->fill(Qt::white);
        QPainter p(img);
        QFont f = widgets::exportFigureStyle().font;
        f.setPixelSize(24);
        p.setFont(f);
        p.drawText(QRect(0, 0, 400, 60), Qt::AlignCenter, img == &withTitle ? QStringLiteral("감정별 판정") : QString());
    }
    QVERIFY(withTitle != blank);
}

void TestFigureExport::everyHangulSyllableHasAGlyph()
{
    // Names outside KS X 1001's 2,350 syllables ("똠방") are drawn, not boxes: the bundled subset has all
    // 11,172 precomposed syllables, so a figure looks the same on every machine.
    const QRawFont raw = QRawFont::fromFont(QFont(widgets::bundledHangulFamily()));
    QVERIFY(raw.isValid());
    QCOMPARE(raw.familyName(), QStringLiteral("RaterLab Noto Sans KR"));
    int missing = 0;
    for (uint c = 0xAC00; c <= 0xD7A3; ++c)
        if (!raw.supportsCharacter(c))
            ++missing;
    QCOMPARE(missing, 0);
    const QList<quint32> glyphs = raw.glyphIndexesForString(QStringLiteral("똠방"));
    QCOMPARE(glyphs.size(), 2);
    QVERIFY(glyphs.at(0) != 0 && glyphs.at(1) != 0 && glyphs.at(0) != glyphs.at(1)); // 0 is .notdef, the box
    // Drawn with the figure font, two different syllables give two different images (boxes would not).
    const auto drawn = [](const QString &text) {
        QImage img(120, 60, QImage::Format_ARGB32);
        img.fill(Qt::white);
        QPainter p(&img);
        QFont f = widgets::exportFigureStyle().font;
        f.setPixelSize(32);
        p.setFont(f);
        p.drawText(img.rect(), Qt::AlignCenter, text);
        return img;
    };
    QVERIFY(drawn(QStringLiteral("똠")) != drawn(QStringLiteral("방")));
    QVERIFY(drawn(QStringLiteral("똠")) != drawn(QString()));
}

void TestFigureExport::dialogAsksBeforeReplacingAFile()
{
    const QString existing = path(QStringLiteral("existing.svg"));
    {
        QFile f(existing);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("old");
    }
    widgets::FigureExportDialog dialog(QStringLiteral("existing"));
    auto *edit = dialog.findChild<QLineEdit *>(QStringLiteral("figurePath"));
    QVERIFY(edit);
    edit->setText(existing);
    // Answer the question box with `button` as soon as it is shown.
    auto answer = [](QMessageBox::StandardButton button, bool *asked) {
        QTimer::singleShot(0, [button, asked] {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                    *asked = box->text().contains(QStringLiteral("existing.svg"));
                    box->button(button)->click();
                }
        });
    };
    bool asked = false;
    answer(QMessageBox::No, &asked);
    dialog.accept();
    QVERIFY(asked);
    QCOMPARE(dialog.result(), int(QDialog::Rejected)); // "No": the dialog stays, nothing accepted
    asked = false;
    answer(QMessageBox::Yes, &asked);
    dialog.accept();
    QVERIFY(asked);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    // A new file is accepted without a question.
    widgets::FigureExportDialog fresh(QStringLiteral("fresh"));
    fresh.findChild<QLineEdit *>(QStringLiteral("figurePath"))->setText(path(QStringLiteral("fresh-new.svg")));
    fresh.accept();
    QCOMPARE(fresh.result(), int(QDialog::Accepted));
}

QTEST_MAIN(TestFigureExport)
#include "tst_figureexport.moc"

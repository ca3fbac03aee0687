// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Every catalog figure, laid out at the APA widths with 1, 5 and 8 conditions carrying the demo's long,
// similar labels ("Gemini 2.5 Flash (NoThink)" beside "Gemini 2.5 Flash"): each text the figure draws
// (recorded by FigureTextRecorder) lies inside the canvas, overlaps no other text and is drawn whole.
// Before, a figure at 3.25 in had a clipped legend and y label, two titles elided to "Gemin…" and tick labels
// run together ("8100").
#include "engine/demo/demo.h"
#include "tests/gui/fakestudy.h"
#include "tests/gui/figurecases.h"
#include "widgets/figurecatalog.h"
#include "widgets/figureexporter.h"
#include "widgets/figurestyle.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

#include <cmath>
#include <map>

using namespace rl;

namespace {

std::shared_ptr<const models::AnalysisBundle> bundleWithDemoLabels(int conditions)
{
    test::FakeStudyOptions options;
    options.identities = 2;
    auto study = std::make_shared<study::Study>(test::makeFakeStudy(options));
    test::addFakePredictions(*study, conditions);
    const auto &targets = demo::conditionTargets();
    for (int c = 0; c < conditions; ++c) {
        const std::string id = "cond" + std::to_string(c + 1);
        for (auto &condition : study->conditions)
            if (condition.id == id)
                condition.label = targets[static_cast<std::size_t>(c) % targets.size()].label;
    }
    analysis::RatingAnalysisOptions o;
    o.parts = {true, false, false};
    o.resamplingRepeats = 20;
    auto bundle = models::computeAnalysisBundle(std::shared_ptr<const study::Study>(study), o);
    return bundle ? *bundle : nullptr;
}

QString describe(const widgets::DrawnFigureText &t)
{
    return QStringLiteral("\"%1\" (drawn \"%2\") at [%3, %4 %5×%6]")
        .arg(t.intended, QString(t.drawn).replace(QLatin1Char('\n'), QLatin1Char('|')))
        .arg(t.box.left(), 0, 'f', 1)
        .arg(t.box.top(), 0, 'f', 1)
        .arg(t.box.width(), 0, 'f', 1)
        .arg(t.box.height(), 0, 'f', 1);
}

} // namespace

class TestFigureLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void wrapKeepsEveryCharacter_data();
    void wrapKeepsEveryCharacter();
    void noTextClippedOverlappingOrElided_data();
    void noTextClippedOverlappingOrElided();

private:
    std::map<int, std::shared_ptr<const models::AnalysisBundle>> m_bundles;
};

void TestFigureLayout::initTestCase()
{
    for (int n : {1, 5, 8}) {
        m_bundles[n] = bundleWithDemoLabels(n);
        QVERIFY(m_bundles[n]);
    }
}

void TestFigureLayout::wrapKeepsEveryCharacter_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("width");
    QTest::addColumn<int>("lines");
    QTest::newRow("fits") << QStringLiteral("Gemini 2.5 Flash") << 400.0 << 1;
    QTest::newRow("suffix kept on its own line") << QStringLiteral("Gemini 2.5 Flash (NoThink)") << 70.0 << 2;
    QTest::newRow("hyphenated") << QStringLiteral("LLaMA-3.2-11B-Vision") << 50.0 << 2;
    QTest::newRow("one long word") << QStringLiteral("Supercalifragilistic") << 20.0 << 4;
}

void TestFigureLayout::wrapKeepsEveryCharacter()
{
    QFETCH(QString, text);
    QFETCH(double, width);
    QFETCH(int, lines);
    const QFont font = widgets::exportFigureStyle(8).font;
    const QStringList wrapped = widgets::wrapFigureText(text, font, width);
    QVERIFY2(wrapped.size() >= lines, qPrintable(wrapped.join(QLatin1Char('|'))));
    const QFontMetricsF fm(font);
    for (const QString &line : wrapped)
        if (line.size() > 1)
            QVERIFY2(fm.horizontalAdvance(line) <= width + 1e-6, qPrintable(line));
    QCOMPARE(QString(wrapped.join(QString())).remove(QLatin1Char(' ')), QString(text).remove(QLatin1Char(' ')));
    if (text.endsWith(QLatin1String("(NoThink)")))
        QCOMPARE(wrapped.last(), QStringLiteral("(NoThink)")); // the part that tells the two Geminis apart
}

void TestFigureLayout::noTextClippedOverlappingOrElided_data()
{
    test::addCatalogFigureRows();
}

void TestFigureLayout::noTextClippedOverlappingOrElided()
{
    QFETCH(QString, figure);
    QFETCH(double, widthInches);
    QFETCH(int, conditions);
    widgets::FigureRequest request;
    request.name = figure;
    request.proportional = true; // the legend then names all three lines
    for (int c = 1; c <= conditions; ++c) // the demo-labelled ones (the fake study's own "sim" comes first)
        request.conditions << QStringLiteral("cond%1").arg(c);
    if (figure == QLatin1String("comparison") && conditions < 2)
        QSKIP("a comparison needs 2 to 8 conditions");
    auto prepared = widgets::prepareFigure(m_bundles[conditions], request);
    QVERIFY2(prepared, prepared ? "" : prepared.error().message().c_str());
    const double w = widthInches * 72;
    const double h = prepared->heightInches(widthInches) * 72;
    QVERIFY(h > 0 && std::isfinite(h));
    const QRectF canvas(0, 0, w, h);
    QImage image(qCeil(w), qCeil(h), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    widgets::FigureTextRecorder recorder;
    {
        QPainter painter(&image);
        prepared->paint(painter, canvas);
    }
    // RL_FIGURELAYOUT_DUMP=DIR keeps each figure as a 216 dpi PNG for a look.
    if (const QByteArray dump = qgetenv("RL_FIGURELAYOUT_DUMP"); !dump.isEmpty()) {
        const widgets::FigureTextRecorder aside; // the dump's texts (in pixels) are not the ones checked
        widgets::renderFigureImage(prepared->paint, widthInches, h / 72, 216)
            .save(QString::fromLocal8Bit(dump) + QLatin1Char('/')
                  + QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')) + QStringLiteral(".png"));
    }
    const auto &texts = recorder.texts();
    QVERIFY(texts.size() >= 5);
    constexpr double tolerance = 0.25; // points; font boxes of stacked lines touch exactly
    for (const auto &t : texts) {
        QVERIFY2(canvas.adjusted(-tolerance, -tolerance, tolerance, tolerance).contains(t.box),
                 qPrintable(QStringLiteral("outside the %1×%2 canvas: ").arg(w).arg(h) + describe(t)));
        QVERIFY2(t.complete(), qPrintable(QStringLiteral("elided: ") + describe(t)));
    }
    for (std::size_t i = 0; i < texts.size(); ++i)
        for (std::size_t j = i + 1; j < texts.size(); ++j) {
            const QRectF overlap = texts[i].box.intersected(texts[j].box);
            QVERIFY2(overlap.width() <= tolerance || overlap.height() <= tolerance,
                     qPrintable(QStringLiteral("overlap: ") + describe(texts[i]) + QStringLiteral(" and ") + describe(texts[j])));
        }
    // Panel titles name every condition in full.
    if (figure != QLatin1String("verdicts")) {
        const auto &targets = demo::conditionTargets();
        for (int c = 0; c < conditions; ++c) {
            const QString label = QString::fromStdString(targets[std::size_t(c)].label);
            const bool drawn = std::any_of(texts.begin(), texts.end(), [&](const auto &t) { return t.intended == label && t.complete(); });
            QVERIFY2(drawn, qPrintable(QStringLiteral("no whole title \"%1\"").arg(label)));
        }
    }
}

QTEST_MAIN(TestFigureLayout)
#include "tst_figurelayout.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The views fit the study, not only the face study: on the five-feature image study without a factor
// (tests/gui/numericfixture.h, the shape of tests/conformance/shapes.cpp's numericNoFactor) and on the
// categorical annotation study without gold (tests/gui/categoricalfixture.h), the agreement table has a
// dimension selector, Bland–Altman offers no per-group facets, the detail pane names the study's own
// dimensions, the verdict view shows no classification thresholds, the runs filter's example uses the
// study's factors, the humans' page with their α is there, and no point is cut by the plot frame. The
// face study (tests/gui/analysisfixture.h) keeps what applies to it.
#include "engine/analysis/registry.h"
#include "models/agreementtablemodel.h"
#include "models/demographics/humanreliabilitymodel.h"
#include "models/displaynames.h"
#include "models/loadedproject.h"
#include "models/modelanswersmodel.h"
#include "models/roles.h"
#include "models/verdictmodel.h"
#include "tests/gui/analysisfixture.h"
#include "tests/gui/categoricalfixture.h"
#include "tests/gui/numericfixture.h"
#include "widgets/agreementview.h"
#include "widgets/blandaltmanview.h"
#include "widgets/demographics/humandemographicsview.h"
#include "widgets/figurecanvas.h"
#include "widgets/runs/runspanel.h"
#include "widgets/verdictview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QtTest>

using namespace rl;

class TestViewsFit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void agreementHasADimensionSelector();
    void blandAltmanFacetsOnlyByAFactor();
    void detailPaneNamesTheStudysDimensions();
    void verdictThresholdsOnlyWithAClassification();
    void runsFilterExampleFromTheStudysFactors();
    void humansPageForEveryStudyWithHumanRatings();
    void pointsAtTheScalesEndAreDrawnWhole();
    void emptyPanesSayWhy();
    void exportWordsStayInEnglish();

private:
    std::shared_ptr<const models::AnalysisBundle> m_numeric;
    std::shared_ptr<const models::AnalysisBundle> m_categorical;
    std::shared_ptr<const models::AnalysisBundle> m_face;
};

void TestViewsFit::initTestCase()
{
    m_numeric = test::numericNoFactorBundle();
    m_categorical = test::categoricalAnalysisBundle();
    m_face = test::fakeAnalysisBundle();
    QVERIFY(m_numeric && m_categorical && m_face);
    QCOMPARE(m_numeric->analysis.dimensions.size(), std::size_t(5));
    QCOMPARE(m_numeric->analysis.groups.size(), std::size_t(1)); // only `all`
}

void TestViewsFit::agreementHasADimensionSelector()
{
    widgets::AgreementView view;
    view.setBundle(m_numeric);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // Five dimensions of eleven metrics each were 55 columns: one dimension at a time, the first at first.
    QVERIFY(view.dimensionCombo()->isVisible());
    QCOMPARE(view.dimensionCombo()->count(), 6); // five dimensions and "all"
    QCOMPARE(view.model()->columnCount(), 1 + 11);
    QVERIFY(view.model()->headerData(1, Qt::Horizontal, models::ExportTextRole).toString().startsWith(QStringLiteral("symmetry_")));
    view.dimensionCombo()->setCurrentIndex(4);
    QCOMPARE(view.model()->block(), QStringLiteral("appeal"));
    QVERIFY(view.model()->headerData(1, Qt::Horizontal, models::ExportTextRole).toString().startsWith(QStringLiteral("appeal_")));
    QCOMPARE(view.tableRequest().dimension, QStringLiteral("appeal")); // exported as shown
    view.dimensionCombo()->setCurrentIndex(5);
    QCOMPARE(view.model()->columnCount(), 1 + 55);
    // The choice stays over a new analysis of the same study.
    view.dimensionCombo()->setCurrentIndex(2);
    view.setBundle(m_numeric);
    QCOMPARE(view.model()->block(), QStringLiteral("contrast"));
    // The categorical study: a block per dimension against the human plurality.
    view.setBundle(m_categorical);
    QCOMPARE(view.dimensionCombo()->count(), 3);
    // A study of one block has nothing to choose.
    auto one = std::make_shared<models::AgreementTableModel>();
    one->setBundle(m_numeric);
    QCOMPARE(one->blocks().size(), 5);
}

void TestViewsFit::blandAltmanFacetsOnlyByAFactor()
{
    widgets::BlandAltmanView view;
    auto *perGroup = view.findChild<QCheckBox *>(QStringLiteral("baPerEmotion"));
    QVERIFY(perGroup);
    view.setBundle(m_numeric);
    QVERIFY(!perGroup->isVisibleTo(&view)); // no grouping factor: nothing to facet by
    QVERIFY(!view.figure().faceted);
    view.setBundle(m_face);
    QVERIFY(perGroup->isVisibleTo(&view));
    QVERIFY(perGroup->text().contains(QStringLiteral("Emotion"))); // named by the factor
    perGroup->setChecked(true);
    QVERIFY(view.figure().faceted);
    view.setBundle(m_numeric); // back to a study without a factor: the facets go
    QVERIFY(!perGroup->isVisibleTo(&view));
    QVERIFY(!view.figure().faceted);
}

void TestViewsFit::detailPaneNamesTheStudysDimensions()
{
    models::ModelAnswersModel model;
    QAbstractItemModelTester tester(&model);
    const auto headers = [&model] {
        QStringList out;
        for (int c = 0; c < model.columnCount(); ++c)
            out << model.headerData(c, Qt::Horizontal).toString();
        return out;
    };
    model.setBundle(m_numeric);
    model.setItem(0);
    QVERIFY2(!headers().contains(QStringLiteral("Emotion")), qPrintable(headers().join(QLatin1Char(','))));
    QCOMPARE(model.columnCount(), 1 + 2 * 5); // condition, then each feature's answer and |z|
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("symmetry"));
    QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("2")); // image 1: the scale's top

    model.setBundle(m_categorical);
    model.setItem(0);
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("stance"));
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("sentiment"));
    QVERIFY(!headers().contains(QStringLiteral("Emotion")));
    const QString answer = model.index(0, 1).data(models::ExportTextRole).toString();
    QVERIFY2(answer == QLatin1String("NA") || m_categorical->study->dimensions[0].levelIndex(answer.toStdString()) >= 0
                 || answer == QLatin1String("invalid"),
             qPrintable(answer));

    model.setBundle(m_face); // the face study: its emotion, marked against the stimulus' emotion
    model.setItem(0);
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("Emotion"));
    int marked = 0; // the conditions that answered item 0 (the fake's own "sim" may not have)
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString face = model.index(row, 1).data().toString();
        marked += face.startsWith(QChar(0x2713)) || face.startsWith(QChar(0x2717));
    }
    QVERIFY(marked >= 2);
}

void TestViewsFit::verdictThresholdsOnlyWithAClassification()
{
    widgets::VerdictView view;
    view.setBundle(m_numeric);
    QVERIFY(!view.recallSpin()->isVisibleTo(&view));
    for (auto *spin : view.findChildren<QDoubleSpinBox *>())
        QVERIFY(!spin->isVisibleTo(&view)); // κ* too
    QVERIFY(view.matrixModel()->rowCount() > 0);
    // The evidence names the conditions by their labels, as the other views do (the id stays the export's).
    view.matrixView()->setCurrentIndex(view.matrixModel()->index(0, 0));
    QVERIFY(view.evidenceModel()->rowCount() > 0);
    QVERIFY(view.evidenceModel()->index(0, 0).data().toString().startsWith(QStringLiteral("VLM ")));
    QVERIFY(view.evidenceModel()->index(0, 0).data(models::ExportTextRole).toString().startsWith(QStringLiteral("vlm")));
    view.setBundle(m_categorical);
    QVERIFY(!view.recallSpin()->isVisibleTo(&view));
    view.setBundle(m_face);
    QVERIFY(view.recallSpin()->isVisibleTo(&view));
}

void TestViewsFit::runsFilterExampleFromTheStudysFactors()
{
    widgets::RunsPanel panel;
    auto *edit = panel.findChild<QLineEdit *>(QStringLiteral("itemFilterEdit"));
    QVERIFY(edit);
    models::LoadedProject numeric;
    numeric.study = m_numeric->study;
    panel.setProject(numeric);
    QVERIFY2(!edit->placeholderText().contains(QStringLiteral("emotion")), qPrintable(edit->placeholderText()));
    models::LoadedProject face;
    face.study = m_face->study;
    panel.setProject(face);
    const auto &first = face.study->factors.front();
    QVERIFY2(edit->placeholderText().contains(QString::fromStdString(first.name + "=" + first.levels.front())),
             qPrintable(edit->placeholderText()));
}

void TestViewsFit::humansPageForEveryStudyWithHumanRatings()
{
    // The registry offers the humans' page to the generic rating study too (no race or gender factor) ...
    for (const auto &bundle : {m_numeric, m_categorical, m_face}) {
        const analysis::AnalysisPlan plan = analysis::analysisPlanFor(*bundle->study, {});
        QVERIFY(plan.shows(analysis::AnalysisView::Demographics));
    }
    // ... and the page shows the raters' own α there.
    widgets::HumanDemographicsView view;
    view.setBundle(m_numeric);
    auto *reliability = view.model(widgets::HumanDemographicsView::HumanReliability);
    QCOMPARE(reliability->rowCount(), 5); // one row per feature (one group: all)
    const double alpha = reliability->value(0, models::HumanReliabilityModel::AlphaInterval);
    QVERIFY(std::isfinite(alpha) && alpha > 0);
}

void TestViewsFit::pointsAtTheScalesEndAreDrawnWhole()
{
    // Image 1 sits at the top of every scale (mean 2, d = 0 on symmetry): a range that ends there would
    // cut its point in half at the plot frame.
    widgets::BlandAltmanView view;
    view.resize(900, 600);
    view.setBundle(m_numeric);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto &figure = view.figure();
    QVERIFY(!figure.panels.empty() && !figure.panels.front().points.empty());
    const double radius = view.canvas()->figureStyle().pointRadius;
    bool atTheEnd = false;
    for (std::size_t panel = 0; panel < figure.panels.size(); ++panel) {
        const widgets::PlotMapping m = widgets::blandAltmanMapping(view.canvas()->figureRect(), figure,
                                                                   view.canvas()->figureStyle(), int(panel));
        const QRectF inside = m.plot.adjusted(radius, radius, -radius, -radius);
        for (std::size_t k = 0; k < figure.panels[panel].points.size(); ++k) {
            const QPointF p = view.pointPosition(int(panel), int(k));
            atTheEnd = atTheEnd || figure.panels[panel].points[k].x() == 2.0;
            QVERIFY2(inside.contains(p), qPrintable(QStringLiteral("point %1 of panel %2 at (%3, %4) is cut by the frame %5..%6")
                                                         .arg(k).arg(panel).arg(p.x()).arg(p.y())
                                                         .arg(m.plot.left()).arg(m.plot.right())));
        }
    }
    QVERIFY(atTheEnd);
}

void TestViewsFit::emptyPanesSayWhy()
{
    // The conditions are there, but no model has answered: the panes say so instead of staying empty.
    auto study = test::numericNoFactorStudy();
    std::erase_if(study->ratings, [&](const study::Rating &r) {
        return study->raters[std::size_t(r.rater)].kind == study::RaterKind::Model;
    });
    analysis::RatingAnalysisOptions o;
    o.parts = {true, false, false};
    o.resamplingRepeats = 20;
    o.alphaBootstrapRepeats = 0;
    o.groupBy.clear();
    auto bundle = models::computeAnalysisBundle(study, o);
    QVERIFY(bundle);
    widgets::AgreementView agreement;
    auto *hint = agreement.findChild<QLabel *>(QStringLiteral("agreementEmpty"));
    QVERIFY(hint);
    agreement.setBundle(m_numeric);
    QVERIFY(!hint->isVisibleTo(&agreement));
    agreement.setBundle(*bundle);
    QVERIFY(hint->isVisibleTo(&agreement));
    QVERIFY(!hint->text().isEmpty());
    widgets::BlandAltmanView blandAltman;
    blandAltman.setBundle(*bundle);
    bool said = false;
    for (const QLabel *label : blandAltman.findChildren<QLabel *>())
        said = said || label->text().contains(QStringLiteral("No model condition has answered"));
    QVERIFY(said);
}

void TestViewsFit::exportWordsStayInEnglish()
{
    // Without a translator the manuscript tables' words are the machine words, as before (goldens unchanged);
    // tst_manuscript checks them in Korean.
    for (const char *word : {"all", "replaceable", "not_replaceable", "almost perfect", "happy", "valence", "sym metry"})
        QCOMPARE(models::DisplayNames::word(QString::fromLatin1(word)), QString::fromLatin1(word));
}

QTEST_MAIN(TestViewsFit)
#include "tst_viewsfit.moc"

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The main window's pages follow the open study's kind, whatever was open before: every ordered pair of
// study kinds (the face study, a rating study with no factor, the jury demo, the StereoTales demo), reached
// by opening the second over the first, by File → Close then open, and by New study…'s ending (the
// wizard's studyReady), shows the pages and enables the actions a fresh window shows for the second.
#include "app/gui/analysisworkspace.h"
#include "app/gui/mainwindow.h"
#include "app/gui/recentfiles.h"
#include "app/gui/studyimport.h"
#include "engine/analysis/analysisoptions.h"
#include "engine/demo/jurydemo.h"
#include "engine/demo/stdemo.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"
#include "tests/gui/fakestudy.h"
#include "widgets/import/newstudywizard.h"
#include "widgets/jury/juryworkspace.h"
#include "widgets/stereotales/stworkspace.h"

#include <QAction>
#include <QStandardPaths>
#include <QtTest>

using namespace rl;

namespace {

enum Kind { Face, Rating, Jury, StereoTales, KindCount };
const char *kKindNames[] = {"face", "rating", "jury", "stereotales"};

/// A rating study of texts with one numeric dimension and no factor, five human raters and an imported model.
study::Study makeGenericStudy()
{
    study::Study s;
    s.name = "generic ratings";
    s.protocol = study::ratingProtocol(study::ItemKind::Text);
    s.protocolRecorded = true;
    study::Dimension quality;
    quality.name = "quality";
    quality.scaleMin = 1;
    quality.scaleMax = 7;
    s.dimensions.push_back(quality);
    for (int i = 0; i < 40; ++i) {
        study::Item item;
        item.key = "t" + std::to_string(i + 1);
        item.kind = study::ItemKind::Text;
        item.text = "text number " + std::to_string(i + 1);
        s.addItem(item);
    }
    for (int r = 0; r < 5; ++r)
        s.addRater({"h" + std::to_string(r + 1), study::RaterKind::Human, -1});
    study::ModelCondition model;
    model.id = "m1";
    model.label = "Model one";
    model.provider = "imported";
    model.strategy.clear();
    const int c = s.addCondition(model);
    for (int i = 0; i < 40; ++i) {
        for (int r = 0; r < 5; ++r)
            s.ratings.push_back({r, i, 0, double(1 + (i * 3 + r * 5 + (i * r) % 3) % 7)});
        s.ratings.push_back({s.raterOfCondition(c), i, 0, double(1 + (i * 3 + 2) % 7)});
    }
    return s;
}

/// What a window shows of the open project: its pages, the current one, and which named actions are enabled.
struct Shown {
    QStringList pages;
    int current = -1;
    QStringList enabled;
    bool operator==(const Shown &) const = default;
};

QString describe(const Shown &s)
{
    return QStringLiteral("pages [%1] current %2 enabled [%3]").arg(s.pages.join(QLatin1Char(',')))
        .arg(s.current).arg(s.enabled.join(QLatin1Char(',')));
}

Shown shownBy(app::MainWindow &window)
{
    Shown s;
    s.pages = window.workspace()->shownPages();
    s.current = window.workspace()->currentIndex();
    for (QAction *action : window.findChildren<QAction *>())
        if (!action->objectName().isEmpty() && action->isEnabled())
            s.enabled << action->objectName();
    s.enabled.sort();
    return s;
}

} // namespace

class TestProjectSwitch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void pageSetOfEachKind();
    void everyPairOfKinds_data();
    void everyPairOfKinds();

private:
    /// Open `kind` in `window` (by `way`: "open", "close" then open, "new study") and wait until its analysis is in.
    bool show(app::MainWindow &window, int kind, const QString &way);
    void prepare(app::MainWindow &window);

    QString m_paths[KindCount];
    Shown m_fresh[KindCount];
};

void TestProjectSwitch::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RaterLabTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_projectswitch"));
    app::RecentFiles::clear();
    const std::string dir = test::tempDir();
    for (int k = 0; k < KindCount; ++k)
        m_paths[k] = QString::fromStdString(dir + "/" + kKindNames[k] + ".raterlab");
    study::Study face = test::makeFakeStudy();
    test::addFakePredictions(face, 2);
    QVERIFY(test::saveFakeProject(m_paths[Face].toStdString(), face));
    auto generic = storage::Project::open(m_paths[Rating].toStdString(), storage::Database::Mode::CreateIfMissing);
    QVERIFY(generic && generic->save(makeGenericStudy()));
    QVERIFY(demo::createJuryDemoProject(m_paths[Jury].toStdString(), 42));
    QVERIFY(demo::createStDemoProject(m_paths[StereoTales].toStdString(), 42));
    // The rating studies' resampling kept small (their options are the study's, kept in the file).
    for (int k : {Face, Rating}) {
        auto p = storage::Project::open(m_paths[k].toStdString());
        analysis::AnalysisOptions quick;
        quick.resamplingRepeats = 20;
        quick.alphaBootstrapRepeats = 20;
        QVERIFY(p && analysis::saveAnalysisOptions(*p, quick));
    }
    for (int k = 0; k < KindCount; ++k) { // what a fresh window shows for each
        app::MainWindow window;
        prepare(window);
        QVERIFY2(show(window, k, QStringLiteral("open")), kKindNames[k]);
        m_fresh[k] = shownBy(window);
    }
}

void TestProjectSwitch::prepare(app::MainWindow &window)
{
    analysis::jury::JuryAnalysisOptions jury;
    jury.bootstrap = 20;
    window.workspace()->setJuryOptions(jury);
    analysis::stereotales::AssociationOptions st;
    st.resamples = 200;
    window.workspace()->setStereoTalesOptions(st);
}

bool TestProjectSwitch::show(app::MainWindow &window, int kind, const QString &way)
{
    QSignalSpy loaded(&window, &app::MainWindow::projectLoaded);
    if (way == QLatin1String("close") && window.project())
        window.closeProject();
    if (way == QLatin1String("new study")) {
        // New study…'s last step hands the project it made to the window (the wizard's studyReady).
        auto *wizard = window.studyImport()->newStudy();
        emit wizard->studyReady(m_paths[kind]);
        wizard->close();
    } else {
        window.openProject(m_paths[kind]);
    }
    if (!QTest::qWaitFor([&] { return loaded.count() == 1; }, 60000))
        return false;
    auto *workspace = window.workspace();
    return QTest::qWaitFor(
        [&] {
            switch (kind) {
            case Jury:
                return workspace->juryWorkspace()->result() != nullptr;
            case StereoTales:
                return workspace->stereoTalesWorkspace()->result() != nullptr;
            default:
                return workspace->analysisComplete();
            }
        },
        240000);
}

void TestProjectSwitch::pageSetOfEachKind()
{
    // The pages each kind shows (registry.h): the rating suite's views, or the jury's or StereoTales' tab.
    const QStringList common {QStringLiteral("stimuli"), QStringLiteral("conditions"), QStringLiteral("runs")};
    const QStringList faceViews {"agreement", "blandaltman", "confusion", "verdicts", "demographics", "comparison", "plan"};
    QCOMPARE(m_fresh[Face].pages, common + faceViews);
    QCOMPARE(m_fresh[Jury].pages, common + QStringList {"jury"});
    QCOMPARE(m_fresh[StereoTales].pages, common + QStringList {"stereotales"});
    QVERIFY(m_fresh[Rating].pages.contains(QStringLiteral("agreement")));
    QVERIFY(!m_fresh[Rating].pages.contains(QStringLiteral("confusion"))); // nothing is classified
    QVERIFY(!m_fresh[Rating].pages.contains(QStringLiteral("jury")));
    for (int k = 0; k < KindCount; ++k) {
        QCOMPARE(m_fresh[k].current, 0); // every project opens on its stimuli
        QVERIFY(m_fresh[k].enabled.contains(QStringLiteral("closeProjectAction")));
        QVERIFY(m_fresh[k].enabled.contains(QStringLiteral("saveAction")));
    }
    QVERIFY(m_fresh[Face].enabled.contains(QStringLiteral("methodsAction")));
}

void TestProjectSwitch::everyPairOfKinds_data()
{
    QTest::addColumn<QString>("way");
    QTest::newRow("open over the previous") << QStringLiteral("open");
    QTest::newRow("close, then open") << QStringLiteral("close");
    QTest::newRow("new study") << QStringLiteral("new study");
}

void TestProjectSwitch::everyPairOfKinds()
{
    QFETCH(QString, way);
    // One window walks a sequence in which every ordered pair (first, second) of kinds follows once.
    const int walk[] = {Face, Face, Rating, Face, Jury, Face, StereoTales, Rating, Rating, Jury, Rating, StereoTales,
                        Jury, Jury, StereoTales, StereoTales, Face};
    app::MainWindow window;
    prepare(window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(show(window, walk[0], way));
    for (std::size_t step = 1; step < std::size(walk); ++step) {
        const int previous = walk[step - 1], kind = walk[step];
        // Leave the previous project on its last page, as a user would.
        const QStringList pages = window.workspace()->shownPages();
        window.workspace()->showView(pages.last());
        QVERIFY2(show(window, kind, way), kKindNames[kind]);
        const Shown now = shownBy(window);
        QVERIFY2(now == m_fresh[kind], qPrintable(QStringLiteral("%1 after %2: %3; a fresh window: %4")
                                                       .arg(QLatin1String(kKindNames[kind]), QLatin1String(kKindNames[previous]),
                                                            describe(now), describe(m_fresh[kind]))));
    }
}

QTEST_MAIN(TestProjectSwitch)
#include "tst_projectswitch.moc"

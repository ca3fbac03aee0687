// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The main window's road to the manuscript (app/gui/manuscriptmenu): File → All tables as Excel
// workbook…, driven on a fake study offscreen.
#include "app/gui/analysisworkspace.h"
#include "app/gui/language.h"
#include "app/gui/mainwindow.h"
#include "app/gui/manuscriptmenu.h"
#include "engine/analysis/jury/juryanalysis.h"
#include "engine/analysis/stereotales/association.h"
#include "engine/demo/jurydemo.h"
#include "engine/demo/stdemo.h"
#include "tests/common/testutil.h"
#include "tests/gui/fakestudy.h"
#include "models/tableexport.h"
#include "widgets/conditions/conditionseditor.h"
#include "widgets/confusionview.h"
#include "widgets/import/newstudywizard.h"
#include "widgets/jury/juryworkspace.h"
#include "widgets/report/methodsdialog.h"
#include "widgets/stereotales/stworkspace.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QFontDatabase>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QTabBar>
#include <QXmlStreamReader>
#include <QClipboard>
#include <QGuiApplication>
#include <QPushButton>

#include <QAction>
#include <QMenuBar>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include <algorithm>

using namespace rl;

class TestManuscript : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void workbookActionWritesEveryTable();
    void methodsDialogShowsEveryConditionInBothLanguages();
    void koreanUiDrawsHangulAndHasNoUntranslatedString();
    void languageSwitchesAtRunTime();

private:
    QString m_project;
    QString m_dir;
};

void TestManuscript::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RaterLabTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_manuscript"));
    app::setConfiguredLanguage(QString());
    app::installTranslators(QStringLiteral("en"));
    m_dir = QString::fromStdString(test::tempDir());
    m_project = m_dir + QStringLiteral("/fake.raterlab");
    const Status saved = test::saveFakeProject(m_project.toStdString(), test::makeFakeStudy());
    QVERIFY2(saved.has_value(), saved ? "" : saved.error().message().c_str());
}

void TestManuscript::workbookActionWritesEveryTable()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *menu = window.findChild<app::ManuscriptMenu *>();
    QVERIFY(menu);
    QVERIFY(!menu->workbookAction()->isEnabled()); // nothing to export yet
    QSignalSpy ready(window.workspace(), &app::AnalysisWorkspace::analysisReady);
    window.openProject(m_project);
    QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 60000);
    QVERIFY(menu->workbookAction()->isEnabled());
    // the entry sits in the File menu
    const QList<QAction *> menus = window.menuBar()->actions();
    QVERIFY(!menus.isEmpty() && menus.first()->menu());
    QVERIFY(menus.first()->menu()->actions().contains(menu->workbookAction()));
    QCOMPARE(menu->workbookAction()->text(), QStringLiteral("All tables as Excel &workbook…"));

    const QString path = m_dir + QStringLiteral("/tables.xlsx");
    const Status written = menu->exportWorkbook(path);
    QVERIFY2(written, written ? "" : written.error().detail.c_str());
    QProcess unzip;
    unzip.start(QStringLiteral("unzip"), {QStringLiteral("-p"), path, QStringLiteral("xl/workbook.xml")});
    if (!unzip.waitForFinished(30000) || unzip.exitCode() != 0)
        QSKIP("unzip is not installed (scripts/install-deps.sh installs it)");
    const QString workbook = QString::fromUtf8(unzip.readAllStandardOutput());
    QVERIFY(workbook.contains(QStringLiteral("name=\"Agreement\"")));
    QVERIFY(workbook.contains(QStringLiteral("name=\"Verdicts\"")));
    QVERIFY(workbook.count(QStringLiteral("<sheet ")) >= 4);
    // an unwritable path is a result, not a crash
    QVERIFY(!menu->exportWorkbook(QStringLiteral("/nonexistent-dir/t.xlsx")));
}

void TestManuscript::methodsDialogShowsEveryConditionInBothLanguages()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *menu = window.findChild<app::ManuscriptMenu *>();
    QVERIFY(menu);
    QVERIFY(menu->analysisMenu()->actions().contains(menu->methodsAction()));
    QVERIFY(window.menuBar()->actions().contains(menu->analysisMenu()->menuAction()));
    QVERIFY(!menu->methodsAction()->isEnabled());
    QSignalSpy ready(window.workspace(), &app::AnalysisWorkspace::analysisReady);
    window.openProject(m_project);
    QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 60000);
    QVERIFY(menu->methodsAction()->isEnabled());
    widgets::MethodsDialog *dialog = menu->showMethods();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    const auto study = window.project()->study;
    const QString english = dialog->text();
    for (const auto &c : study->conditions) {
        QVERIFY2(english.contains(QString::fromStdString(c.id)), c.id.c_str());
        QVERIFY2(english.contains(QString::fromStdString(c.model)), c.model.c_str());
        QVERIFY(english.contains(QStringLiteral("the %1 prompt strategy").arg(QString::fromStdString(c.strategy))));
    }
    QVERIFY(english.contains(QStringLiteral("Krippendorff, K. (2011)")));
    dialog->languageBox()->setCurrentIndex(dialog->languageBox()->findData(int(analysis::MethodsLanguage::Korean)));
    QVERIFY(dialog->text().contains(QStringLiteral("모델 평정")));
    QCOMPARE(dialog->text().count(QStringLiteral("해시 ")), int(study->conditions.size()));
    QTest::mouseClick(dialog->copyButton(), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), dialog->text());
    const QString path = m_dir + QStringLiteral("/report.html");
    const Status saved = dialog->saveReport(path);
    QVERIFY2(saved, saved ? "" : saved.error().detail.c_str());
    const QString html = QString::fromStdString(test::readText(path.toStdString()));
    QVERIFY(html.contains(QStringLiteral("<html lang=\"ko\">")));
    QVERIFY(html.contains(QStringLiteral("<svg")));
    QVERIFY(html.contains(QStringLiteral("<table class=\"apa\">")));
    dialog->close();
}

namespace {

// The messages of a .ts file: source → translation (empty when unfinished).
QList<QPair<QString, QString>> tsMessages(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QPair<QString, QString>> out;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const bool finished = xml.attributes().value(QLatin1String("type")).isEmpty();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed(); // numerus: Korean's one form
            out.append({source, finished ? text : QString()}); // unfinished: the source shows untranslated
        }
    }
    return out;
}

// A message as a whole-text pattern: %1, %n ... match anything.
QRegularExpression pattern(const QString &message)
{
    QString re = QRegularExpression::escape(message);
    re.replace(QRegularExpression(QStringLiteral("%L?(\\d{1,2}|n)")), QStringLiteral(".*"));
    return QRegularExpression(QStringLiteral("\\A") + re + QStringLiteral("\\z"), QRegularExpression::DotMatchesEverythingOption);
}

QStringList visibleTexts(QWidget *root)
{
    QStringList texts;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible())
            continue;
        if (auto *l = qobject_cast<QLabel *>(w); l && !l->text().startsWith(QLatin1Char('<')))
            texts << l->text();
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            texts << b->text() << b->toolTip();
        if (auto *g = qobject_cast<QGroupBox *>(w))
            texts << g->title();
        if (auto *t = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < t->count(); ++i)
                texts << t->tabText(i);
        if (auto *c = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < c->count(); ++i)
                texts << c->itemText(i);
        if (auto *e = qobject_cast<QLineEdit *>(w))
            texts << e->placeholderText();
        if (auto *v = qobject_cast<QAbstractItemView *>(w); v && v->model())
            for (int c = 0; c < v->model()->columnCount(); ++c)
                texts << v->model()->headerData(c, Qt::Horizontal).toString()
                      << v->model()->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString();
    }
    return texts;
}

} // namespace

void TestManuscript::koreanUiDrawsHangulAndHasNoUntranslatedString()
{
    // the bundled Hangul subset is the UI's fallback, whatever the system has installed
    const QStringList fallback = app::installUiFontFallback();
    QVERIFY(!fallback.isEmpty());
    QVERIFY(QFontDatabase::writingSystems(fallback.first()).contains(QFontDatabase::Korean));
    QVERIFY(QApplication::font().families().contains(fallback.first()));

    const auto messages = tsMessages(QString::fromStdString(test::sourceDir()) + QStringLiteral("/translations/raterlab_ko.ts"));
    QVERIFY2(messages.size() > 100, qPrintable(QStringLiteral("%1 messages in %2").arg(messages.size()).arg(QString::fromStdString(test::sourceDir()))));
    QList<QRegularExpression> sources, translations;
    QSet<QString> translated;
    for (const auto &[source, translation] : messages) {
        if (source == translation)
            continue; // the same in both languages (r, κ, W1SD …)
        if (source.contains(QRegularExpression(QStringLiteral("[A-Za-z]{2}"))))
            sources << pattern(source);
        if (!translation.isEmpty()) {
            translations << pattern(translation);
            translated << translation;
        }
    }

    // Texts that match an English source but none of its translations: a string shown untranslated.
    QStringList untranslated;
    QMap<QString, int> checked; // texts looked at, per view: a view that shows nothing is a test that cannot fail
    const auto check = [&](QWidget *root, const QString &where, const QList<QAction *> &menus) {
        QStringList texts = visibleTexts(root);
        checked[where] = int(texts.size());
        for (QAction *menu : menus) {
            texts << menu->text();
            if (menu->menu())
                for (QAction *a : menu->menu()->actions())
                    texts << a->text();
        }
        for (const QString &text : texts) {
            if (text.trimmed().isEmpty() || translated.contains(text))
                continue;
            const auto matches = [&](const QList<QRegularExpression> &list) {
                return std::any_of(list.begin(), list.end(), [&](const QRegularExpression &re) { return re.match(text).hasMatch(); });
            };
            if (matches(sources) && !matches(translations))
                untranslated << QStringLiteral("%1: \"%2\"").arg(where, text);
        }
    };

    QVERIFY(app::installTranslators(QStringLiteral("ko")));
    {
        // Every view of the three study types: the face study (a fake one), the jury demo and the
        // StereoTales demo, opened one after the other in one window.
        const QString jury = m_dir + QStringLiteral("/jury-demo.raterlab");
        const Status juryMade = demo::createJuryDemoProject(jury.toStdString(), 42);
        QVERIFY2(juryMade, juryMade ? "" : juryMade.error().detail.c_str());
        const QString st = m_dir + QStringLiteral("/st-demo.raterlab");
        const Status stMade = demo::createStDemoProject(st.toStdString(), 7);
        QVERIFY2(stMade, stMade ? "" : stMade.error().detail.c_str());

        app::MainWindow window;
        analysis::jury::JuryAnalysisOptions juryOptions;
        juryOptions.bootstrap = 50;
        window.workspace()->setJuryOptions(juryOptions);
        analysis::stereotales::AssociationOptions stOptions;
        stOptions.resamples = 2000;
        window.workspace()->setStereoTalesOptions(stOptions);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto render = [&](const QString &view) {
            QVERIFY2(window.workspace()->showView(view), qPrintable(view));
            QCoreApplication::processEvents();
            QVERIFY(!window.grab().isNull()); // renders in Korean
            check(&window, view, window.menuBar()->actions());
        };

        QSignalSpy ready(window.workspace(), &app::AnalysisWorkspace::analysisReady);
        window.openProject(m_project);
        QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 60000);
        for (const char *view : {"stimuli", "conditions", "runs", "agreement", "blandaltman", "confusion", "verdicts",
                                 "demographics", "comparison"})
            render(QString::fromLatin1(view));

        window.openProject(jury);
        QTRY_VERIFY_WITH_TIMEOUT(window.workspace()->juryWorkspace()->result() != nullptr, 240000);
        for (const QString &view : widgets::jury::JuryWorkspace::pageKeys())
            render(view);

        window.openProject(st);
        QTRY_VERIFY_WITH_TIMEOUT(window.workspace()->stereoTalesWorkspace()->result() != nullptr, 240000);
        for (const QString &view : widgets::stereotales::StWorkspace::pageKeys())
            render(view);
    }
    {
        // The new-study wizard's first pages, for each study type.
        widgets::NewStudyWizard wizard;
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        check(&wizard, QStringLiteral("wizard"), {});
        wizard.setProjectPath(m_dir + QStringLiteral("/new.raterlab"));
        for (const auto type : {models::NewStudyType::ImageRating, models::NewStudyType::GenericRating,
                                models::NewStudyType::JuryCorpus, models::NewStudyType::StereoTalesGrid}) {
            wizard.restart();
            wizard.setProjectPath(m_dir + QStringLiteral("/new.raterlab"));
            wizard.setStudyType(type);
            QCoreApplication::processEvents();
            check(&wizard, QStringLiteral("wizard, type %1").arg(int(type)), {});
            if (auto *next = wizard.button(QWizard::NextButton); next->isEnabled()) {
                next->click();
                QCoreApplication::processEvents();
                check(&wizard, QStringLiteral("wizard page %1, type %2").arg(wizard.currentId()).arg(int(type)), {});
            }
        }
    }
    for (auto it = checked.cbegin(); it != checked.cend(); ++it)
        QVERIFY2(it.value() >= 5, qPrintable(QStringLiteral("%1: only %2 texts").arg(it.key()).arg(it.value())));
    QVERIFY(checked.contains(QStringLiteral("jury-subsets")) && checked.contains(QStringLiteral("st-associations")));
    untranslated.removeDuplicates();
    QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char('\n'))));
    app::installTranslators(QStringLiteral("en"));
}

void TestManuscript::languageSwitchesAtRunTime()
{
    // The Korean render test at run time: a window built in English, then switched as View → Language →
    // Korean does (installTranslators; LanguageChange reaches every widget): the conditions tab, the
    // confusion subtitle's κ band and an exported table's body follow without a restart.
    app::installTranslators(QStringLiteral("en"));
    // The fake study with two answering conditions: its confusion panels have a κ band.
    const QString project = m_dir + QStringLiteral("/answered.raterlab");
    study::Study answered = test::makeFakeStudy();
    test::addFakePredictions(answered, 2);
    const Status saved = test::saveFakeProject(project.toStdString(), answered);
    QVERIFY2(saved.has_value(), saved ? "" : saved.error().message().c_str());
    app::MainWindow window;
    window.resize(1600, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy ready(window.workspace(), &app::AnalysisWorkspace::analysisReady);
    window.openProject(project);
    QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 60000);
    auto *editor = window.workspace()->conditionsEditor();
    QCOMPARE(editor->saveButton()->text(), QStringLiteral("Save to project"));
    QVERIFY(window.workspace()->showView(QStringLiteral("confusion")));
    QCoreApplication::processEvents();
    const auto englishBands = [] {
        return QStringList {QStringLiteral("poor"), QStringLiteral("slight"), QStringLiteral("fair"), QStringLiteral("moderate"),
                            QStringLiteral("substantial"), QStringLiteral("almost perfect")};
    };

    QVERIFY(app::installTranslators(QStringLiteral("ko")));
    QCoreApplication::processEvents();
    // The conditions tab: its buttons, tabs and form labels.
    const QString save = QCoreApplication::translate("rl::widgets::ConditionsEditor", "Save to project");
    QVERIFY(save != QLatin1String("Save to project"));
    QCOMPARE(editor->saveButton()->text(), save);
    QStringList labels;
    for (const QLabel *label : editor->findChildren<QLabel *>())
        labels << label->text();
    for (const char *source : {"Samples per item:", "Provider:", "Model:"}) {
        const QString korean = QCoreApplication::translate("rl::widgets::ConditionForm", source);
        QVERIFY2(korean != QLatin1String(source) && labels.contains(korean), source);
        QVERIFY2(!labels.contains(QLatin1String(source)), source);
    }
    window.workspace()->showView(QStringLiteral("conditions"));
    QCoreApplication::processEvents();
    QVERIFY(!window.grab().isNull());
    // The confusion subtitle's band ("(almost perfect)").
    const auto &panels = window.workspace()->confusionView()->figure().panels;
    QVERIFY(!panels.empty());
    int withBand = 0;
    for (const auto &panel : panels) {
        for (const QString &band : englishBands())
            QVERIFY2(!panel.subtitle.contains(band), qPrintable(panel.subtitle));
        for (const QString &band : englishBands())
            if (panel.subtitle.contains(QCoreApplication::translate("ExportWords", band.toUtf8().constData())))
                ++withBand;
    }
    QVERIFY2(withBand > 0, qPrintable(panels.front().subtitle));
    // An exported table's body: the verdict matrix in Markdown, its groups and verdicts in Korean.
    const QString file = m_dir + QStringLiteral("/verdicts-ko.md");
    models::TableRequest request;
    request.name = QStringLiteral("verdicts");
    QVERIFY(window.workspace()->exportTable(request, models::TableFormat::Markdown, file));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QStringList rows; // the table's lines (not its title or note)
    for (const QString &line : lines)
        if (line.startsWith(QLatin1Char('|')))
            rows << line;
    QStringList body;
    for (const QString &line : rows.mid(2)) // after the header and its rule
        for (const QString &cell : line.split(QLatin1Char('|'), Qt::SkipEmptyParts))
            body << cell.trimmed();
    QVERIFY(!body.isEmpty());
    QCOMPARE(body.front(), QCoreApplication::translate("ExportWords", "all"));
    for (const char *word : {"all", "replaceable", "partial", "needs_calibration", "not_replaceable", "no_data"})
        QVERIFY2(!body.contains(QLatin1String(word)), word);
    app::installTranslators(QStringLiteral("en"));
}

QTEST_MAIN(TestManuscript)
#include "tst_manuscript.moc"

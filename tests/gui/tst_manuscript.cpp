// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The main window's road to the manuscript (app/gui/manuscriptmenu): File → All tables as Excel
// workbook…, driven on a fake study offscreen.
#include "app/gui/analysisworkspace.h"
#include "app/gui/language.h"
#include "app/gui/mainwindow.h"
#include "app/gui/manuscriptmenu.h"
#include "tests/common/testutil.h"
#include "tests/gui/fakestudy.h"
#include "widgets/report/methodsdialog.h"

#include <QComboBox>
#include <QClipboard>
#include <QGuiApplication>
#include <QPushButton>

#include <QAction>
#include <QMenuBar>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace rl;

class TestManuscript : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void workbookActionWritesEveryTable();
    void methodsDialogShowsEveryConditionInBothLanguages();

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

QTEST_MAIN(TestManuscript)
#include "tst_manuscript.moc"

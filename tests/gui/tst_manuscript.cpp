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

QTEST_MAIN(TestManuscript)
#include "tst_manuscript.moc"

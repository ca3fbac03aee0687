// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/manuscriptmenu.h"

#include "app/gui/analysisworkspace.h"
#include "models/displaynames.h"
#include "app/gui/mainwindow.h"
#include "engine/analysis/studykinds.h"
#include "models/tablecatalog.h"
#include "widgets/report/methodsdialog.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace rl::app {

ManuscriptMenu::ManuscriptMenu(AnalysisWorkspace *workspace, QMainWindow *window)
    : QObject(window)
    , m_workspace(workspace)
    , m_window(window)
{
    m_workbook = new QAction(this);
    m_workbook->setObjectName(QStringLiteral("exportWorkbookAction"));
    m_workbook->setEnabled(false);
    m_methods = new QAction(this);
    m_methods->setObjectName(QStringLiteral("methodsAction"));
    m_methods->setEnabled(false);
    m_analysisMenu = new QMenu(window);
    m_analysisMenu->addAction(m_methods);
    connect(m_workbook, &QAction::triggered, this, &ManuscriptMenu::chooseAndExportWorkbook);
    connect(m_methods, &QAction::triggered, this, &ManuscriptMenu::showMethods);
    const auto follow = [this] { // an analysis came, or the project changed or closed (its results dropped)
        m_workbook->setEnabled(m_workspace->bundle() != nullptr);
        m_methods->setEnabled(m_workspace->bundle() != nullptr || ownAnalysisStudy() != nullptr);
    };
    connect(m_workspace, &AnalysisWorkspace::analysisReady, this, follow);
    connect(m_workspace, &AnalysisWorkspace::pagesChanged, this, follow);
    window->installEventFilter(this);
    retranslate();
}

void ManuscriptMenu::install(QMenu *file, QAction *before, QMenu *beforeMenu)
{
    file->insertAction(before, m_workbook);
    file->insertSeparator(before);
    m_window->menuBar()->insertMenu(beforeMenu->menuAction(), m_analysisMenu);
}

bool ManuscriptMenu::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void ManuscriptMenu::retranslate()
{
    m_workbook->setText(tr("All tables as Excel &workbook…"));
    m_workbook->setStatusTip(tr("Every table of the analysis in one .xlsx file, a sheet per table"));
    m_analysisMenu->setTitle(tr("&Analysis"));
    m_methods->setText(tr("&Methods && report…"));
    m_methods->setStatusTip(tr("The methods paragraph of the study and the whole-study report (HTML or PDF)"));
}

Status ManuscriptMenu::exportWorkbook(const QString &path) const
{
    const auto bundle = m_workspace->bundle();
    if (!bundle)
        return Error {ErrorCode::NotFound, "no analysis to export"};
    return models::writeWorkbook(models::allTables(bundle), path);
}

std::shared_ptr<const study::Study> ManuscriptMenu::ownAnalysisStudy() const
{
    const auto *main = qobject_cast<MainWindow *>(m_window);
    if (!main || !main->project() || !main->project()->study)
        return nullptr;
    const auto &study = main->project()->study;
    return analysis::studyKindEntry(study::protocolOf(*study).kind).agreementSuite ? nullptr : study;
}

Result<analysis::MethodsFacts> ManuscriptMenu::methodsFacts() const
{
    const auto *main = qobject_cast<MainWindow *>(m_window);
    const std::string path = main && main->project() ? main->project()->path.toStdString() : std::string();
    if (const auto own = ownAnalysisStudy()) // a jury or StereoTales study: its own facts, no agreement suite
        return analysis::collectMethodsFacts(*own, path, {});
    const auto bundle = m_workspace->bundle();
    if (!bundle || !bundle->study)
        return Error {ErrorCode::NotFound, "no analysis"};
    return analysis::collectMethodsFacts(*bundle->study, path, bundle->analysis.options);
}

widgets::MethodsDialog *ManuscriptMenu::showMethods()
{
    auto facts = methodsFacts();
    if (!facts) {
        m_window->statusBar()->showMessage(models::DisplayNames::errorMessage(facts.error()), 10000);
        return nullptr;
    }
    auto *dialog = new widgets::MethodsDialog(std::move(*facts), ownAnalysisStudy() ? nullptr : m_workspace->bundle(), m_window,
                                              ownAnalysisStudy());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (QLocale().language() == QLocale::Korean)
        dialog->setLanguage(analysis::MethodsLanguage::Korean);
    dialog->show();
    return dialog;
}

void ManuscriptMenu::chooseAndExportWorkbook()
{
    // In the project's folder, as every export dialog of the workspace starts.
    const auto *main = qobject_cast<MainWindow *>(m_window);
    const QString folder = main && main->project() && !main->project()->path.isEmpty() ? QFileInfo(main->project()->path).absolutePath()
                                                                                      : QDir::homePath();
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export all tables"), folder + QStringLiteral("/tables.xlsx"),
                                                tr("Excel workbook (*.xlsx)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive))
        path += QStringLiteral(".xlsx");
    const Status written = exportWorkbook(path);
    if (written) {
        m_window->statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 10000);
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Warning, tr("RaterLab"),
                                tr("%1 could not be written.").arg(QDir::toNativeSeparators(path)), QMessageBox::Ok, m_window);
    box->setInformativeText(models::DisplayNames::errorMessage(written.error()));
    box->setDetailedText(QString::fromStdString(written.error().detail));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace rl::app

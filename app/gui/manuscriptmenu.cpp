// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/manuscriptmenu.h"

#include "app/gui/analysisworkspace.h"
#include "models/displaynames.h"
#include "models/tablecatalog.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
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
    connect(m_workbook, &QAction::triggered, this, &ManuscriptMenu::chooseAndExportWorkbook);
    connect(m_workspace, &AnalysisWorkspace::analysisReady, this,
            [this] { m_workbook->setEnabled(m_workspace->bundle() != nullptr); });
    window->installEventFilter(this);
    retranslate();
}

void ManuscriptMenu::install(QMenu *file, QAction *before, QMenu *beforeMenu)
{
    file->insertAction(before, m_workbook);
    file->insertSeparator(before);
    (void)beforeMenu;
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
}

Status ManuscriptMenu::exportWorkbook(const QString &path) const
{
    const auto bundle = m_workspace->bundle();
    if (!bundle)
        return Error {ErrorCode::NotFound, "no analysis to export"};
    return models::writeWorkbook(models::allTables(bundle), path);
}

void ManuscriptMenu::chooseAndExportWorkbook()
{
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export all tables"), QDir::homePath() + QStringLiteral("/tables.xlsx"),
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

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/userguide.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDialog>
#include <QDialogButtonBox>
#include <QPointer>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

static void initDocResources() { Q_INIT_RESOURCE(docs); } // a static library's resources need this

namespace rl::app {

QDialog *showUserGuide(QWidget *parent)
{
    initDocResources();
    static QPointer<QDialog> open;
    if (open && open->parentWidget() == parent) {
        open->raise();
        open->activateWindow();
        return open;
    }
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("userGuide"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(QCoreApplication::translate("UserGuide", "RaterLab user guide"));
    auto *browser = new QTextBrowser(dialog);
    browser->setObjectName(QStringLiteral("userGuideBrowser"));
    browser->setOpenLinks(true);
    browser->setOpenExternalLinks(true); // http(s) links go to the web browser
    browser->setSearchPaths({QStringLiteral(":/docs")});
    browser->setSource(QUrl(QStringLiteral("qrc:/docs/user-guide.md")), QTextDocument::MarkdownResource);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(browser, 1);
    layout->addWidget(buttons);
    dialog->resize(900, 720);
    dialog->show();
    open = dialog;
    return dialog;
}

} // namespace rl::app

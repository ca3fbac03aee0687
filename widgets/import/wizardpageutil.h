// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/import/newstudywizard.h"

#include <QLabel>
#include <QWizardPage>

/// Small helpers shared by the new-study wizard's pages (not a public API).
namespace rl::widgets::wizardpage {

/// The wizard of a page (QWizardPage::wizard() is protected; a page lives inside its wizard's window).
inline NewStudyWizard *owner(const QWizardPage *page) { return qobject_cast<NewStudyWizard *>(page->window()); }

inline QLabel *wrapped(QWidget *parent, const QString &objectName = {})
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    if (!objectName.isEmpty())
        label->setObjectName(objectName);
    return label;
}

inline QLabel *errorLabel(QWidget *parent, const QString &objectName)
{
    QLabel *label = wrapped(parent, objectName);
    label->setStyleSheet(QStringLiteral("color: #b00020;"));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace rl::widgets::wizardpage

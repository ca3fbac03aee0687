// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/pathfield.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

namespace rl::widgets {

PathField::PathField(Mode mode, const QString &objectName, QWidget *parent)
    : QWidget(parent)
    , m_mode(mode)
    , m_edit(new QLineEdit(this))
    , m_browse(new QPushButton(tr("Browse…"), this))
{
    m_edit->setObjectName(objectName);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_browse);
    connect(m_edit, &QLineEdit::textChanged, this, &PathField::pathChanged);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        QString chosen;
        switch (m_mode) {
        case Mode::OpenFile: chosen = QFileDialog::getOpenFileName(this, m_title, path(), m_filter); break;
        case Mode::SaveFile:
            chosen = QFileDialog::getSaveFileName(this, m_title, path(), m_filter);
            if (!chosen.isEmpty() && QFileInfo::exists(chosen))
                emit replaceConfirmed(); // the save dialog asked before replacing
            break;
        case Mode::Folder: chosen = QFileDialog::getExistingDirectory(this, m_title, path()); break;
        }
        if (!chosen.isEmpty())
            setPath(chosen);
    });
}

QString PathField::path() const { return m_edit->text().trimmed(); }

void PathField::setPath(const QString &path) { m_edit->setText(path); }

} // namespace rl::widgets

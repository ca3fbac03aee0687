// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/offendingrowdialog.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QTextEdit>
#include <QVBoxLayout>

namespace rl::widgets {

OffendingRowDialog::OffendingRowDialog(const models::ImportErrorEntry &entry, QWidget *parent)
    : QDialog(parent)
    , m_entry(entry)
    , m_where(new QLabel(this))
    , m_text(new QTextEdit(this))
{
    setObjectName(QStringLiteral("offendingRowDialog"));
    const auto &loc = entry.location;
    setWindowTitle(tr("Line %1 of %2").arg(loc.line).arg(loc.file));
    m_where->setWordWrap(true);
    m_where->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_where->setText(loc.column > 0 ? tr("%1, line %2, column %3: %4").arg(loc.file).arg(loc.line).arg(loc.column).arg(loc.reason)
                                    : tr("%1, line %2: %3").arg(loc.file).arg(loc.line).arg(loc.reason));
    m_text->setObjectName(QStringLiteral("rawLineText"));
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    if (entry.rawText.isEmpty()) {
        m_text->setPlainText(tr("(the line's text is not available)"));
    } else {
        const auto [start, length] = models::fieldSpan(entry.rawText, loc.column);
        if (loc.column > 0 && start >= 0) {
            m_highlighted = entry.rawText.mid(start, length);
            m_text->setHtml(QStringLiteral("<pre>%1<span style=\"background-color:#ffd54f; color:#000;\">%2</span>%3</pre>")
                                .arg(entry.rawText.left(start).toHtmlEscaped(), m_highlighted.toHtmlEscaped(),
                                     entry.rawText.mid(start + length).toHtmlEscaped()));
        } else {
            m_text->setPlainText(entry.rawText);
        }
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_where);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(640, 220);
}

} // namespace rl::widgets

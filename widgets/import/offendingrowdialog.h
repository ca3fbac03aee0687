// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/import/newstudyplan.h"

#include <QDialog>

class QLabel;
class QTextEdit;

namespace rl::widgets {

/// What a double click on an import error shows: the file, line and column, the reason, and the
/// line's raw text as the importer read it with the offending column highlighted.
class OffendingRowDialog : public QDialog {
    Q_OBJECT
public:
    explicit OffendingRowDialog(const models::ImportErrorEntry &entry, QWidget *parent = nullptr);

    /// The highlighted part of the raw line (the offending field); empty when there is none.
    QString highlightedText() const { return m_highlighted; }
    QString rawText() const { return m_entry.rawText; }

private:
    models::ImportErrorEntry m_entry;
    QString m_highlighted;
    QLabel *m_where = nullptr;
    QTextEdit *m_text = nullptr;
};

} // namespace rl::widgets

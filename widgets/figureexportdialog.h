// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/figureexporter.h"

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace rl::widgets {

/// Asks where and how to export a figure: format (SVG, PDF, PNG), APA width (one column 3.25 in,
/// two columns 6.875 in), PNG resolution (300 or 600 dpi) and the file. It exports nothing itself:
/// the caller reads options() and path() after accept() and reports any error.
class FigureExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit FigureExportDialog(const QString &suggestedBaseName, QWidget *parent = nullptr);

    FigureExportOptions options() const; ///< heightInches left 0: the caller sets the figure's natural height
    QString path() const;
    /// Suggest the file in `folder` (the project's), keeping its name; an empty folder keeps Documents.
    void setFolder(const QString &folder);

    /// OK: when the file exists (and was not just chosen in the file dialog, which asked), ask
    /// before replacing it; "No" keeps the dialog open.
    void accept() override;

private:
    void browse();
    void syncSuffix();
    QString m_confirmed; ///< the path the file dialog already confirmed replacing

    QComboBox *m_format = nullptr;
    QComboBox *m_width = nullptr;
    QComboBox *m_dpi = nullptr;
    QLineEdit *m_path = nullptr;
};

} // namespace rl::widgets

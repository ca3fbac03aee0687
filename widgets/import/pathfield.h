// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLineEdit;
class QPushButton;

namespace rl::widgets {

/// A line edit with a Browse… button (a file to open, a file to save, or a folder).
class PathField : public QWidget {
    Q_OBJECT
public:
    enum class Mode { OpenFile, SaveFile, Folder };
    PathField(Mode mode, const QString &objectName, QWidget *parent = nullptr);
    QString path() const;
    void setPath(const QString &path);
    void setFilter(const QString &filter) { m_filter = filter; }
    void setDialogTitle(const QString &title) { m_title = title; }
    QLineEdit *edit() const { return m_edit; }
    QPushButton *browseButton() const { return m_browse; }

signals:
    void pathChanged(const QString &path);
    /// The save dialog asked before replacing an existing file, and the user agreed.
    void replaceConfirmed();

private:
    Mode m_mode;
    QString m_filter;
    QString m_title;
    QLineEdit *m_edit = nullptr;
    QPushButton *m_browse = nullptr;
};

} // namespace rl::widgets

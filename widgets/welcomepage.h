// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/roles.h"

#include <QStringList>
#include <QWidget>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace rl::widgets {

/// The main window's page when no project is open (first launch without a project, File → Close):
/// open one of the three synthetic demo studies (face, LLM jury, StereoTales), start the new-study
/// wizard, open a project, open a recent one, or read the user guide. The page only asks: every
/// button is a signal the window carries out. Recent projects come most recent first
/// (setRecentProjects); a file that no longer exists is greyed, cannot be opened, and can be removed
/// from the list (recentRemoveRequested) like any other entry.
class WelcomePage : public QWidget {
    Q_OBJECT
public:
    /// Item data roles of recentList(): the absolute path and whether the file exists.
    enum Role { PathRole = models::RecentPathRole, ExistsRole = models::RecentExistsRole };

    explicit WelcomePage(QWidget *parent = nullptr);

    void setRecentProjects(const QStringList &paths);
    QStringList recentProjects() const { return m_recent; }

    QListWidget *recentList() const { return m_recentList; }
    /// "face", "jury", "stereotales", "new", "open", "guide", "remove": the page's buttons (for tests).
    QPushButton *button(const QString &key) const;

signals:
    /// `kind` is "face", "jury" or "stereotales".
    void demoRequested(const QString &kind);
    void newStudyRequested();
    void openRequested();
    void recentRequested(const QString &path);
    void recentRemoveRequested(const QString &path);
    void userGuideRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillRecent();
    void activate(QListWidgetItem *item);
    void updateRemoveButton();

    QStringList m_recent;
    QLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
    QLabel *m_demoHeading = nullptr;
    QLabel *m_startHeading = nullptr;
    QLabel *m_recentHeading = nullptr;
    QLabel *m_noRecent = nullptr;
    QListWidget *m_recentList = nullptr;
    QPushButton *m_face = nullptr;
    QPushButton *m_jury = nullptr;
    QPushButton *m_stereoTales = nullptr;
    QPushButton *m_newStudy = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_guide = nullptr;
    QPushButton *m_remove = nullptr;
};

} // namespace rl::widgets

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

#include <string>
#include <utility>
#include <vector>

namespace rl::app {

class AnalysisWorkspace;

/// The view settings that belong to the study, kept in its project file (meta keys): the conditions
/// shown side by side in the Bland–Altman and confusion views. Written shortly after the user changes
/// one (a short transaction, the project's own write path), put back when the study's analysis is shown.
/// Meta keys: view.blandaltman_conditions, view.confusion_conditions = condition ids joined by ','.
/// The analysis options (the verdict thresholds among them) are not view settings: they are the study's,
/// undoable and saved with File → Save (studyoptions.h).
class StudySettings : public QObject {
    Q_OBJECT
public:
    explicit StudySettings(AnalysisWorkspace *workspace);

    static constexpr const char *kBlandAltmanKey = "view.blandaltman_conditions";
    static constexpr const char *kConfusionKey = "view.confusion_conditions";

    /// Write the pending changes now (tests; the window's close).
    void flush();

private:
    void restore();
    void changed();

    AnalysisWorkspace *m_workspace;
    QTimer m_write;
    bool m_restoring = false;
    QString m_path; ///< the project the pending values belong to
    std::vector<std::pair<std::string, std::string>> m_pending; ///< meta key, value
};

} // namespace rl::app

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/import/newstudyplan.h"

#include <QWizardPage>

#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;
class QTreeWidget;

namespace rl::widgets {

class OffendingRowDialog;

/// Runs the plan off the GUI thread: progress, Cancel, every error with file:line:column (a double
/// click opens OffendingRowDialog), and Finish once the import succeeded.
class RunPage : public QWizardPage {
    Q_OBJECT
public:
    explicit RunPage(QWidget *parent = nullptr);
    ~RunPage() override;
    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override { return m_succeeded; }
    int nextId() const override { return -1; } ///< the last page, whatever the ids of the others
    bool isRunning() const;
    bool succeeded() const { return m_succeeded; }
    void cancel();
    /// Open the offending-row dialog of error row `row` of the list; nullptr when it has no line.
    OffendingRowDialog *showRow(int row);
    models::NewStudyRunner *runner() const { return m_runner; }
    /// What a StereoTales run imported (the grid's counts, stories, extractions with the value sets named
    /// when there is no grid, harm ratings); empty for the other studies.
    static QString stereoTalesText(const models::NewStudyOutcome &outcome);
    /// Called when the run has stopped after a Cancel that asked the wizard to close.
    void setCloseWhenStopped(bool close) { m_closeWhenStopped = close; }
    /// Predictions that would replace earlier ones stop before writing and ask (the Replace / Cancel row):
    /// whether that question is shown, and its answers.
    bool isAskingToReplace() const;
    void confirmReplace();
    void declineReplace();
    /// The text of the earlier predictions the import replaces (one line per condition and dimension), as asked.
    static QString replacementText(const std::vector<io::ImportSummary::Replaced> &replaced);

signals:
    void runFinished(bool ok);

private:
    void start();
    void onFinished(const models::NewStudyOutcome &outcome);
    models::NewStudyRunner *m_runner = nullptr;
    bool m_succeeded = false;
    bool m_closeWhenStopped = false;
    bool m_cancelRequested = false;
    bool m_replaceConfirmed = false; ///< the user answered Replace (the plan runs with replaceConfirmed)
    std::vector<models::ImportErrorEntry> m_errors;
    QLabel *m_summary = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_retry = nullptr;
    QTreeWidget *m_errorList = nullptr;
    QWidget *m_replaceBox = nullptr;
    QLabel *m_replaceText = nullptr;
    QPushButton *m_replaceButton = nullptr;
    QPushButton *m_keepButton = nullptr;
};

} // namespace rl::widgets

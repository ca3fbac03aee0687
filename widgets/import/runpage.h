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

signals:
    void runFinished(bool ok);

private:
    void start();
    void onFinished(const models::NewStudyOutcome &outcome);
    models::NewStudyRunner *m_runner = nullptr;
    bool m_succeeded = false;
    bool m_closeWhenStopped = false;
    bool m_cancelRequested = false;
    std::vector<models::ImportErrorEntry> m_errors;
    QLabel *m_summary = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_retry = nullptr;
    QTreeWidget *m_errorList = nullptr;
};

} // namespace rl::widgets

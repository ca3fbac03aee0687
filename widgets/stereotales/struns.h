// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/stereotales/stmodelrunner.h"
#include "widgets/runs/runspage.h"

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace rl::study {
struct Study;
}

namespace rl::widgets::stereotales {

/// The StereoTales study's runs page, in the Runs tab (RunsPanel): start the models of a study — story generation,
/// attribute extraction, harm rating — for the chosen conditions (and languages), synchronously or through
/// the providers' batch engines, with a progress bar and Cancel. Starting the same run again
/// resumes it (models/stereotales/stmodelrunner.h): only what the project lacks is sent. A run that ended with
/// something written is reported by runFinished (an empty condition id: the StereoTales workspace analyses again);
/// a project from elsewhere asks the host's trust question (none without a host: nothing is sent).
class StRunsPage : public RunsPage {
    Q_OBJECT
public:
    explicit StRunsPage(RunsPageHost *host = nullptr, QWidget *parent = nullptr);
    ~StRunsPage() override;

    static RunsPageEntry entry();

    /// The study's grid languages (its "language" factor) and setProject below.
    void setProject(const models::LoadedProject &project, bool sameFile) override;
    /// The project the runs write to, and its study (conditions, grid languages).
    void setProject(const QString &path, std::shared_ptr<const study::Study> study, const QStringList &languages);

    models::stereotales::StModelRunner *runner() const { return m_runner; }
    /// The request the page's controls describe.
    models::stereotales::StRunRequest request() const;
    QComboBox *kindBox() const { return m_kind; }
    QListWidget *conditionList() const { return m_conditions; }
    QListWidget *languageList() const { return m_languages; }
    QCheckBox *batchBox() const { return m_batch; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QPlainTextEdit *log() const { return m_log; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateControls();
    void onStatus(const models::stereotales::StRunStatus &status);

    QString m_path;
    models::stereotales::StModelRunner *m_runner = nullptr;
    QLabel *m_kindLabel = nullptr, *m_conditionLabel = nullptr, *m_languageLabel = nullptr, *m_limitLabel = nullptr,
           *m_seedLabel = nullptr, *m_status = nullptr, *m_resumeNote = nullptr;
    QComboBox *m_kind = nullptr;
    QListWidget *m_conditions = nullptr, *m_languages = nullptr;
    QSpinBox *m_limit = nullptr, *m_seed = nullptr;
    QCheckBox *m_batch = nullptr;
    QPushButton *m_start = nullptr, *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QPlainTextEdit *m_log = nullptr;
};

} // namespace rl::widgets::stereotales

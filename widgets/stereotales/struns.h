// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/stereotales/stmodelrunner.h"

#include <QWidget>

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

/// The StereoTales "Runs" page: start the models of a study — story generation, attribute
/// extraction, harm rating — for the chosen conditions (and languages), synchronously or through
/// the providers' batch engines, with a progress bar and Cancel. Starting the same run again
/// resumes it (models/stereotales/stmodelrunner.h): only what the project lacks is sent.
class StRunsPage : public QWidget {
    Q_OBJECT
public:
    explicit StRunsPage(QWidget *parent = nullptr);
    ~StRunsPage() override;

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

signals:
    /// A run ended with something written: the views may re-read the project.
    void runFinished();

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

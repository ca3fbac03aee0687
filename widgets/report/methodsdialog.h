// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/methodstext.h"
#include "widgets/report/studyreport.h"

#include "models/workerjob.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QPlainTextEdit;
class QProgressDialog;
class QPushButton;

namespace rl::widgets {

/// Analysis → Methods & report…: the methods paragraph (English or Korean) with its references,
/// read-only; Copy puts it on the clipboard, Save report… writes the whole-study report (HTML or
/// PDF, writeStudyReport) on a worker thread behind a progress dialog with Cancel, and says where.
/// Built from facts the caller gathered (the dialog reads no file).
class MethodsDialog : public QDialog {
    Q_OBJECT
public:
    /// `study`: the study of a kind with analyses of its own (jury, StereoTales) when `bundle` is null.
    MethodsDialog(analysis::MethodsFacts facts, std::shared_ptr<const models::AnalysisBundle> bundle,
                  QWidget *parent = nullptr, std::shared_ptr<const study::Study> study = nullptr);

    void setLanguage(analysis::MethodsLanguage language);
    analysis::MethodsLanguage language() const;
    QString text() const; ///< the paragraph and the references as shown
    /// Write the report here and now (on the calling thread).
    Status saveReport(const QString &path) const;
    /// What Save report… does after its file dialog: the report is written on a worker thread while a
    /// progress dialog shows the phase and offers Cancel; reportSaved() tells the outcome, then a
    /// message says where the file is (or why it is not).
    void startSavingReport(const QString &path);
    bool isSavingReport() const;
    QProgressDialog *progressDialog() const { return m_progress; }

Q_SIGNALS:
    void reportSaved(bool ok);

public:
    QComboBox *languageBox() const { return m_language; }
    QPushButton *copyButton() const { return m_copy; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();
    void chooseAndSave();
    void reportFinished();

    analysis::MethodsFacts m_facts;
    std::shared_ptr<const models::AnalysisBundle> m_bundle;
    std::shared_ptr<const study::Study> m_study;
    QComboBox *m_language = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_close = nullptr;
    QProgressDialog *m_progress = nullptr;
    QString m_savingPath;
    models::WorkerJob<Status> m_job;
};

} // namespace rl::widgets

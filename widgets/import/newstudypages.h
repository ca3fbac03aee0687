// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/import/newstudyplan.h"
#include "widgets/import/newstudywizard.h"

#include <QWizardPage>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QTableView;
class QTreeWidget;

namespace rl::models {
class DimensionDeclModel;
class FileNamePreviewModel;
}

/// The pages of widgets::NewStudyWizard (newstudywizard.h). Each page holds its own choices; the
/// wizard reads them into a models::NewStudyPlan.
namespace rl::widgets {

class ColumnMappingPanel;
class OffendingRowDialog;

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

/// Where the new project goes and what kind of study it is.
class StudyTypePage : public QWizardPage {
    Q_OBJECT
public:
    explicit StudyTypePage(QWidget *parent = nullptr);
    QString projectPath() const; ///< with the .raterlab suffix
    void setProjectPath(const QString &path);
    models::NewStudyType studyType() const;
    void setStudyType(models::NewStudyType type);
    bool replaceExisting() const;
    bool isComplete() const override;
    int nextId() const override;

private:
    void retranslate();
    PathField *m_path = nullptr;
    QComboBox *m_type = nullptr;
    QLabel *m_description = nullptr;
    QCheckBox *m_replace = nullptr;
    bool m_replaceConfirmed = false;
};

/// Hook for the StereoTales grid: its data layer is written elsewhere (issue 13's StereoTales part).
/// Until the lead wires the grid import into the wizard here, this page states the command-line path
/// (`raterlab-cli stereotales import-grid`) and ends the wizard without importing anything.
class StereoTalesHookPage : public QWizardPage {
    Q_OBJECT
public:
    explicit StereoTalesHookPage(QWidget *parent = nullptr);
    int nextId() const override { return -1; }
};

/// An LLM-jury study's sentence-pair corpus (as `raterlab-cli import corpus`).
class CorpusPage : public QWizardPage {
    Q_OBJECT
public:
    explicit CorpusPage(QWidget *parent = nullptr);
    QString file() const;
    QString corpusName() const;
    io::corpus::CorpusFormat format() const;
    void setCorpus(const QString &file, const QString &name);
    bool isComplete() const override;
    int nextId() const override { return NewStudyWizard::RunPageId; }

private:
    PathField *m_file = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_format = nullptr;
};

/// File → Import…'s first step: what the file holds.
class ImportFilePage : public QWizardPage {
    Q_OBJECT
public:
    explicit ImportFilePage(QWidget *parent = nullptr);
    NewStudyWizard::ImportKind kind() const;
    void setKind(NewStudyWizard::ImportKind kind);
    QString conditionsFile() const;
    void setConditionsFile(const QString &path);
    bool isComplete() const override;
    int nextId() const override;

private:
    void update();
    QComboBox *m_kind = nullptr;
    QLabel *m_conditionsLabel = nullptr;
    PathField *m_conditions = nullptr;
};

/// Where the stimuli come from: a CSV (plus the folder its `file` paths point to), or a folder of images.
class StimuliPage : public QWizardPage {
    Q_OBJECT
public:
    explicit StimuliPage(QWidget *parent = nullptr);
    bool fromFolder() const;
    void setFromFolder(bool folder);
    QString csvFile() const;
    QString imageFolder() const;
    void setCsv(const QString &csv, const QString &imageFolder);
    void setFolder(const QString &folder);
    bool linkFiles() const;
    void initializePage() override;
    bool isComplete() const override;
    int nextId() const override;

private:
    void update();
    QRadioButton *m_csvRadio = nullptr;
    QRadioButton *m_folderRadio = nullptr;
    QLabel *m_csvLabel = nullptr;
    PathField *m_csv = nullptr;
    QLabel *m_folderLabel = nullptr;
    PathField *m_folder = nullptr;
    QCheckBox *m_link = nullptr;
};

/// The folder of images and the pattern that reads factors from their names, with a live preview.
class PatternPage : public QWizardPage {
    Q_OBJECT
public:
    explicit PatternPage(QWidget *parent = nullptr);
    void setFolder(const QString &folder);
    QString folder() const { return m_folder; }
    QString pattern() const;
    void setPattern(const QString &pattern);
    models::FileNamePreviewModel *preview() const { return m_model; }
    QStringList factors() const;
    void initializePage() override;
    bool isComplete() const override;
    int nextId() const override;

private:
    void update();
    QString m_folder;
    bool m_patternEdited = false;
    QLineEdit *m_pattern = nullptr;
    QLabel *m_error = nullptr;
    QLabel *m_counts = nullptr;
    models::FileNamePreviewModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QListWidget *m_unmatched = nullptr;
};

/// The stimuli CSV's column mapping: encoding, first rows, mapping, and the factors it will create.
class StimuliMapPage : public QWizardPage {
    Q_OBJECT
public:
    explicit StimuliMapPage(QWidget *parent = nullptr);
    ColumnMappingPanel *mapping() const { return m_mapping; }
    QStringList factors() const;
    void initializePage() override;
    bool isComplete() const override;
    int nextId() const override;

private:
    void update();
    ColumnMappingPanel *m_mapping = nullptr;
    QLabel *m_factors = nullptr;
    QLabel *m_missing = nullptr;
};

/// The ratings (or, into an open study, predictions): the file, long or wide, the column mapping with
/// encoding and first rows, the dimensions to declare, and the factors the study has.
class RatingsPage : public QWizardPage {
    Q_OBJECT
public:
    explicit RatingsPage(QWidget *parent = nullptr);
    QString file() const;
    void setFile(const QString &path);
    bool isLong() const;
    bool predictions() const;
    ColumnMappingPanel *mapping() const { return m_mapping; }
    models::DimensionDeclModel *dimensions() const { return m_dimensions; }
    void initializePage() override;
    bool isComplete() const override;
    int nextId() const override { return NewStudyWizard::RunPageId; }

private:
    void readFile();
    void refill();
    void update();
    PathField *m_file = nullptr;
    QLabel *m_optional = nullptr;
    QRadioButton *m_long = nullptr;
    QRadioButton *m_wide = nullptr;
    ColumnMappingPanel *m_mapping = nullptr;
    QLabel *m_dimensionsLabel = nullptr;
    models::DimensionDeclModel *m_dimensions = nullptr;
    QTableView *m_dimensionView = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_dimensionError = nullptr;
    QLabel *m_factors = nullptr;
};

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

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
class QRadioButton;

/// The first pages of widgets::NewStudyWizard (newstudywizard.h): the project and the study type, the
/// jury corpus, File → Import…'s file step, and where the stimuli come from. The
/// mapping pages are in mappingpages.h, the run page in runpage.h. Each page holds its own choices;
/// the wizard reads them into a models::NewStudyPlan.
namespace rl::widgets {

class ColumnMappingPanel;
class PathField;

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

/// An LLM-jury study's sentence-pair corpus (as `raterlab-cli import corpus`).
class CorpusPage : public QWizardPage {
    Q_OBJECT
public:
    explicit CorpusPage(QWidget *parent = nullptr);
    QString file() const;
    QString corpusName() const;
    io::corpus::CorpusFormat format() const;
    void setCorpus(const QString &file, const QString &name);
    /// The column map of a corpus CSV of the user's own (corpuscolumns.h); empty for a native format.
    io::ColumnMap columnMap() const;
    ColumnMappingPanel *columnPanel() const { return m_columns; }
    bool isComplete() const override;
    int nextId() const override { return NewStudyWizard::RunPageId; }

private:
    void updateColumns();   ///< show the column mapping when the corpus is a CSV of its own

    PathField *m_file = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_format = nullptr;
    ColumnMappingPanel *m_columns = nullptr;
    QLabel *m_columnsNote = nullptr;
};

/// File → Import…'s first step: what the file holds.
class ImportFilePage : public QWizardPage {
    Q_OBJECT
public:
    explicit ImportFilePage(QWidget *parent = nullptr);
    NewStudyWizard::ImportKind kind() const;
    void setKind(NewStudyWizard::ImportKind kind);
    /// The file of the kinds chosen here (conditions.json, or a StereoTales stories/extractions/harm file).
    QString conditionsFile() const;
    void setConditionsFile(const QString &path);
    QString file() const { return conditionsFile(); }
    void setFile(const QString &path) { setConditionsFile(path); }
    /// Into a StereoTales study the file holds stories, extractions or harm ratings (instead of the rating kinds).
    void setStereoTales(bool stereoTales);
    /// Into a jury study the file is another corpus, judge answers or model conditions (the judges' prices).
    void setJury(bool jury);
    bool isComplete() const override;
    int nextId() const override;

private:
    void update();
    bool fileHere() const; ///< the kind's file is chosen on this page (conditions, StereoTales files)
    bool m_stereoTales = false;
    QComboBox *m_kind = nullptr;
    QLabel *m_conditionsLabel = nullptr;
    PathField *m_conditions = nullptr;
};

/// Judge answers into an open jury study (as `raterlab-cli import judgments`): the file, the corpus its item
/// ids belong to (optional: without it they are CORPUS:KEY, or keys of the study's only corpus), and the
/// column mapping of the file's own header to judge, item_id, condition, round, score (and the optional
/// rationale, latency_ms, input_tokens, output_tokens).
class JudgmentsPage : public QWizardPage {
    Q_OBJECT
public:
    explicit JudgmentsPage(QWidget *parent = nullptr);
    QString file() const;
    /// The corpus chosen, empty for none.
    QString corpusName() const;
    void setFile(const QString &path, const QString &corpus = {});
    void setCorpora(const QStringList &corpora);
    ColumnMappingPanel *columnPanel() const { return m_columns; }
    /// The required columns not mapped yet.
    QStringList missingColumns() const;
    void initializePage() override;
    bool isComplete() const override;
    int nextId() const override { return NewStudyWizard::RunPageId; }

private:
    void update();
    PathField *m_file = nullptr;
    QComboBox *m_corpus = nullptr;
    ColumnMappingPanel *m_columns = nullptr;
    QLabel *m_missing = nullptr;
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

} // namespace rl::widgets

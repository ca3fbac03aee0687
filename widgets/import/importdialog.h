// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/io/corpus/corpus.h"
#include "engine/io/importers.h"
#include "models/import/importrunner.h"

#include <QDialog>

#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QTableWidget;
class QTreeWidget;

namespace rl::models {
class DimensionDeclModel;
}

namespace rl::widgets {

class ExpectedColumnDelegate;
class MappingUndo;
class NewColumnsPanel;

/// File → Import…: one file of one kind (stimuli, ratings, predictions, conditions) into a project,
/// with the column mapping (`--map FROM=TO`), the dimensions the file declares (`--dimension`) and,
/// for a new project, the study kind. The jury kinds (docs/user-guide.md §11) import like `raterlab-cli import
/// corpus` (a sentence-pair corpus under a name, in a format; its hygiene summary is shown after the
/// import) and `import judgments` (judge answers, optionally of one corpus); both make the study a
/// jury study and declare their own dimensions. The header and the first rows are read with the engine's CSV
/// reader; the import itself runs off the GUI thread (models::ImportRunner). Every error is listed
/// with its file, line, column and reason, and nothing is imported; after a success the summary is
/// shown, `imported` is emitted, and another file can be imported into the same project.
class ImportDialog : public QDialog {
    Q_OBJECT
public:
    /// `dimensions`/`items`: what the study already has. `newProject`: the file does not exist yet
    /// and the first import creates it (the study kind can be chosen).
    ImportDialog(const QString &projectPath, const std::vector<study::Dimension> &dimensions, std::size_t items,
                 bool newProject, QWidget *parent = nullptr);
    ~ImportDialog() override;

    QString projectPath() const { return m_projectPath; }
    /// What the kind combo offers beyond io::ImportKind.
    enum class JuryKind { None, Corpus, Judgments };
    /// The io::ImportKind chosen; meaningless while juryKind() != None.
    io::ImportKind kind() const;
    void setKind(io::ImportKind kind);
    JuryKind juryKind() const;
    void setJuryKind(JuryKind kind); ///< None leaves the choice as it is
    /// The corpus name (`--corpus`): required for a corpus, optional for judgments.
    void setCorpusName(const QString &name);
    void setCorpusFormat(io::corpus::CorpusFormat format);
    /// The hygiene summary of the last corpus imported (empty before one).
    QString hygieneText() const;
    /// Read a file's header and first rows, prefill the mapping and the dimensions.
    void setFile(const QString &path);
    /// Map a file column to an expected column (what the mapping table's second column holds).
    void setMapping(const QString &fileColumn, const QString &expected);
    models::DimensionDeclModel *dimensionModel() const { return m_dimensions; }
    /// Ratings into a study with dimensions: the file's names that are none of them, each to be settled before
    /// the import (newcolumnspanel.h), as in the wizard.
    NewColumnsPanel *newColumns() const { return m_newColumns; }
    /// The options the Import button would pass to io::importFile (empty when the dimensions do not parse).
    std::optional<io::ImportOptions> options() const;
    bool isRunning() const;

    void startImport();
    void cancelImport();
    /// Predictions into a project with earlier ones of the conditions they name: the import is checked first
    /// (io::ImportOptions::checkOnly) and, before anything is written, asks (the Replace / Cancel row, the
    /// counts of RunPage::replacementText).
    bool isAskingToReplace() const;
    void confirmReplace();
    void declineReplace();

signals:
    void imported(const QString &projectPath);
    void importFinished(bool ok);

protected:
    void reject() override;
    void changeEvent(QEvent *event) override;

private:
    void build();
    void retranslate();
    void browse();
    void refillDimensions();
    void updateState();
    void onFinished(const models::ImportOutcome &outcome);
    void showErrors(const Error &error);
    QStringList expectedColumns() const;

    QString m_projectPath;
    bool m_newProject = false;
    std::vector<study::Dimension> m_studyDimensions;
    std::size_t m_studyItems = 0;
    QString m_file;
    QString m_encoding; ///< detected by the CSV reader; empty before a file is read
    std::vector<std::string> m_header;
    std::vector<std::vector<std::string>> m_rows; ///< every data row (distinct dimension names of a long file)
    bool m_cancelRequested = false;
    bool m_checking = false;         ///< the running job only checks a predictions file (nothing is written)
    bool m_replaceConfirmed = false; ///< the next start imports without asking (the user answered Replace)

    models::ImportRunner *m_runner = nullptr;
    models::DimensionDeclModel *m_dimensions = nullptr;
    QLabel *m_kindLabel = nullptr;
    QComboBox *m_kindCombo = nullptr;
    QLabel *m_corpusLabel = nullptr;
    QLineEdit *m_corpusEdit = nullptr;
    QLabel *m_formatLabel = nullptr;
    QComboBox *m_formatCombo = nullptr;
    QLabel *m_hygieneLabel = nullptr;
    QPlainTextEdit *m_hygiene = nullptr;
    QLabel *m_studyKindLabel = nullptr;
    QComboBox *m_studyKindCombo = nullptr;
    QCheckBox *m_linkFiles = nullptr;
    QLabel *m_fileLabel = nullptr;
    QLineEdit *m_fileEdit = nullptr;
    QPushButton *m_browseButton = nullptr;
    QLabel *m_encodingLabel = nullptr;
    QLabel *m_mapLabel = nullptr;
    QTableWidget *m_mapTable = nullptr;
    MappingUndo *m_mappingUndo = nullptr;
    ExpectedColumnDelegate *m_choiceDelegate = nullptr; ///< the mapping cells' choice of expected names
    QLabel *m_previewLabel = nullptr;
    QTableWidget *m_preview = nullptr;
    QLabel *m_dimensionsLabel = nullptr;
    QTableView *m_dimensionView = nullptr;
    QPushButton *m_addDimension = nullptr;
    QPushButton *m_removeDimension = nullptr;
    QLabel *m_dimensionError = nullptr;
    QProgressBar *m_busy = nullptr;
    QLabel *m_status = nullptr;
    QTreeWidget *m_errors = nullptr;
    QPushButton *m_importButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_closeButton = nullptr;
    NewColumnsPanel *m_newColumns = nullptr;
    QWidget *m_replaceBox = nullptr;
    QLabel *m_replaceText = nullptr;
    QPushButton *m_replaceButton = nullptr;
    QPushButton *m_keepButton = nullptr;
};

} // namespace rl::widgets

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/import/newstudywizard.h"

#include <QWizardPage>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QRadioButton;
class QTableView;

namespace rl::models {
class DimensionDeclModel;
class FileNamePreviewModel;
}

/// The wizard's data pages (newstudywizard.h): factors from file names, the stimuli CSV's columns, and
/// the ratings with their layout, mapping and dimension declarations.
namespace rl::widgets {

class ColumnMappingPanel;
class LabelOrderPanel;
class NewColumnsPanel;
class PathField;

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
/// encoding and first rows, the dimensions to declare (a categorical one with the labels the file holds,
/// to be put in order and marked ordered), and the factors the study has.
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
    QTableView *dimensionTable() const { return m_dimensionView; }
    LabelOrderPanel *labelOrder() const { return m_labelOrder; }
    /// Into a study with dimensions: the file's names that are none of them, each to be settled (newcolumnspanel.h).
    NewColumnsPanel *newColumns() const { return m_newColumns; }
    void initializePage() override;
    bool isComplete() const override;
    int nextId() const override { return NewStudyWizard::RunPageId; }

private:
    void readFile();
    void onFileRead();
    void refill();
    void update();
    PathField *m_file = nullptr;
    QLabel *m_fileLabel = nullptr; ///< "Ratings file:" or "Predictions file:"
    QLabel *m_optional = nullptr;
    QRadioButton *m_long = nullptr;
    QRadioButton *m_wide = nullptr;
    ColumnMappingPanel *m_mapping = nullptr;
    QLabel *m_dimensionsLabel = nullptr;
    models::DimensionDeclModel *m_dimensions = nullptr;
    QTableView *m_dimensionView = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    LabelOrderPanel *m_labelOrder = nullptr;
    NewColumnsPanel *m_newColumns = nullptr;
    QLabel *m_dimensionError = nullptr;
    QLabel *m_factors = nullptr;
};

} // namespace rl::widgets

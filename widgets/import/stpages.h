// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/stereotales/grid.h"
#include "models/import/newstudyplan.h"
#include "models/workerjob.h"

#include <QWizardPage>

#include <optional>
#include <vector>

class QLabel;
class QRadioButton;
class QTreeWidget;

namespace rl::widgets {

class OffendingRowDialog;
class PathField;

/// The StereoTales study's page of the new-study wizard (docs/user-guide.md §3, "A StereoTales study"): a prompt grid
/// from the published seed folder (attributes/, scenarios/, prompts_template/ per language), previewed
/// before anything is written — attributes, values and promptable values, scenarios in groups, languages,
/// prompts per language and in all — with the reader's error (a translation out of line with English)
/// listed by file, line and column — every file of every language that has one (a double click shows the
/// line); or no grid, the attributes then
/// being the ones the stories and extractions files name (listed with their counts after the import).
/// Optionally stories.csv, extractions.csv and harm.csv in the same run. The folder is read off the GUI
/// thread (models::workerPool()); the run page then builds the project from plan().
class StereoTalesPage : public QWizardPage {
    Q_OBJECT
public:
    explicit StereoTalesPage(QWidget *parent = nullptr);
    ~StereoTalesPage() override;

    bool withGrid() const;
    void setWithGrid(bool grid);
    QString seedsFolder() const;
    void setSeedsFolder(const QString &dir);
    QString storiesFile() const;
    QString extractionsFile() const;
    QString harmFile() const;
    void setStoriesFile(const QString &path);
    void setExtractionsFile(const QString &path);
    void setHarmFile(const QString &path);

    bool isReading() const { return m_job.isRunning(); }
    /// The grid the preview read; nullopt while reading, without a folder, or on an error.
    const std::optional<study::stereotales::Grid> &previewGrid() const { return m_grid; }
    QString previewText() const;
    /// "3 attributes, 9 values (8 promptable), 5 scenarios in 2 groups, 3 languages (en, fr, ko): 40 prompts per
    /// language, 120 in all." — the preview's and the run page's sentence.
    static QString summaryText(const io::stereotales::GridSummary &g);
    /// The preview's errors (file, line, column, reason; empty when the folder reads cleanly).
    QTreeWidget *errorList() const { return m_errorList; }
    /// Open the line of error row `row`; nullptr when it has none.
    OffendingRowDialog *showRow(int row);
    /// The plan's steps: the grid (with a grid), then stories, extractions, harm (those chosen).
    std::vector<models::ImportStep> steps() const;

    bool isComplete() const override;
    int nextId() const override;

private:
    struct Preview {
        std::optional<study::stereotales::Grid> grid;
        std::vector<models::ImportErrorEntry> errors;
    };
    void update();
    void readPreview();
    void showPreview();

    QRadioButton *m_gridRadio = nullptr;
    QRadioButton *m_noGridRadio = nullptr;
    PathField *m_seeds = nullptr;
    QLabel *m_seedsLabel = nullptr;
    QLabel *m_preview = nullptr;
    QTreeWidget *m_errorList = nullptr;
    PathField *m_stories = nullptr;
    PathField *m_extractions = nullptr;
    PathField *m_harm = nullptr;
    std::optional<study::stereotales::Grid> m_grid;
    std::vector<models::ImportErrorEntry> m_errors;
    models::WorkerJob<Preview> m_job;
};

} // namespace rl::widgets

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/study.h"
#include "models/import/newstudyplan.h"

#include <QWizard>

#include <optional>

namespace rl::widgets {

class CorpusPage;
class ImportFilePage;
class JudgmentsPage;
class PatternPage;
class RatingsPage;
class RunPage;
class StimuliMapPage;
class StereoTalesPage;
class StimuliPage;
class StudyTypePage;

/// File → New study… and File → Import…: a GUI over the import engine, page by page.
///
/// New study: where to save the project and the study type (StudyTypePage); the stimuli from a CSV
/// plus an image folder, or from a folder of images with factors read from the file names by a
/// pattern with a live preview (StimuliPage, then StimuliMapPage or PatternPage); the ratings, long
/// or wide, with the column mapping, the detected encoding, the first rows, the dimensions to
/// declare and the factors (RatingsPage); then RunPage imports off the GUI thread
/// (models::NewStudyRunner) with progress and Cancel, lists every error with file:line:column (a
/// double click shows the offending row), and on Finish emits studyReady so the window opens it.
/// An LLM jury corpus goes through CorpusPage; a StereoTales study through StereoTalesPage (stpages.h: the
/// seed folder previewed, stories/extractions/harm files), each then to the same RunPage.
///
/// Import into an open study (the second constructor): ImportFilePage chooses what the file is, then
/// the same mapping, error and run pages, one file in one transaction. Into a StereoTales study the
/// file is stories, extractions or harm ratings, straight to the run page. Into a jury study it is another
/// corpus (CorpusPage, with the column mapping of a CSV of its own) or judge answers (JudgmentsPage, with
/// the column mapping), as `import corpus` and `import judgments` take them.
///
/// The plan the run page executes is plan(): everything the pages hold, as the engine's options.
class NewStudyWizard : public QWizard {
    Q_OBJECT
public:
    enum PageId { StudyTypePageId, StereoTalesPageId, CorpusPageId, ImportFilePageId, StimuliPageId, PatternPageId,
                  StimuliMapPageId, RatingsPageId, RunPageId, JudgmentsPageId };
    /// What File → Import… is told of the open study.
    struct OpenStudy {
        QString path;
        std::vector<study::Dimension> dimensions;
        QStringList factors;
        std::size_t items = 0;
        study::StudyKind kind = study::StudyKind::Rating;
        QStringList corpora; ///< a jury study's corpora (the levels of its "corpus" factor)
    };
    /// What the file step of File → Import… imports.
    enum class ImportKind { Stimuli, Ratings, Predictions, Conditions, StStories, StExtractions, StHarm, Corpus, Judgments };

    explicit NewStudyWizard(QWidget *parent = nullptr);
    NewStudyWizard(const OpenStudy &study, QWidget *parent = nullptr);
    ~NewStudyWizard() override;

    bool isImportMode() const { return m_open.has_value(); }
    const std::optional<OpenStudy> &openStudy() const { return m_open; }

    // The choices of the pages, settable (tests, dropped files) and read by the following pages.
    void setProjectPath(const QString &path);
    QString projectPath() const;
    void setStudyType(models::NewStudyType type);
    models::NewStudyType studyType() const;
    void setImportKind(ImportKind kind);
    ImportKind importKind() const;
    /// Stimuli from a CSV; `imageFolder` is where its `file` paths point (empty: beside the CSV).
    void setStimuliCsv(const QString &csv, const QString &imageFolder = {});
    /// Stimuli from a folder of images, factors from the names by `pattern` (empty: proposed from the first name).
    void setImageFolder(const QString &folder, const QString &pattern = {});
    void setRatingsFile(const QString &path);
    void setConditionsFile(const QString &path);
    void setCorpus(const QString &path, const QString &name);
    /// Judge answers into the open jury study; `corpus` (optional) is the corpus their item ids belong to.
    void setJudgments(const QString &path, const QString &corpus = {});
    /// A StereoTales study's seed folder (the grid), and its optional files.
    void setSeedsFolder(const QString &dir);
    void setStFiles(const QString &stories, const QString &extractions = {}, const QString &harm = {});
    /// File → Import… into a StereoTales study: a stories, extractions or harm file.
    void setImportFile(const QString &path);
    /// Preselect a dropped file or folder: a folder goes to the folder step; into an open study a JSON is model
    /// conditions and a CSV is ratings (a rater_id column), predictions (condition) or stimuli; for a new study a
    /// TSV or JSON is a jury corpus and a CSV the stimuli (or the ratings, with rater_id). A folder of YAML files
    /// is a StereoTales seed folder; a CSV whose header is that of stories, extractions or harm ratings
    /// (storage::detectTableRole) is that StereoTales file, into the open StereoTales study or a new one.
    void presetFile(const QString &path);

    /// The factors the stimuli step will create (from the mapped CSV header or the pattern), then the study's.
    QStringList factors() const;
    /// The study kind the import records: the face study for images with an emotion factor.
    std::optional<study::StudyKind> studyKindToRecord() const;
    models::NewStudyPlan plan() const;
    bool isRunning() const;

    StudyTypePage *studyTypePage() const { return m_studyPage; }
    StimuliPage *stimuliPage() const { return m_stimuliPage; }
    PatternPage *patternPage() const { return m_patternPage; }
    StimuliMapPage *stimuliMapPage() const { return m_stimuliMapPage; }
    RatingsPage *ratingsPage() const { return m_ratingsPage; }
    RunPage *runPage() const { return m_runPage; }
    StereoTalesPage *stereoTalesPage() const { return m_stPage; }
    CorpusPage *corpusPage() const { return m_corpusPage; }
    JudgmentsPage *judgmentsPage() const { return m_judgmentsPage; }

signals:
    /// The import succeeded and the user pressed Finish: open (or reopen) `projectPath`.
    void studyReady(const QString &projectPath);

public:
    void accept() override;
    void reject() override;

private:
    void build();

    std::optional<OpenStudy> m_open;
    StudyTypePage *m_studyPage = nullptr;
    CorpusPage *m_corpusPage = nullptr;
    JudgmentsPage *m_judgmentsPage = nullptr;
    StereoTalesPage *m_stPage = nullptr;
    ImportFilePage *m_importFilePage = nullptr;
    StimuliPage *m_stimuliPage = nullptr;
    PatternPage *m_patternPage = nullptr;
    StimuliMapPage *m_stimuliMapPage = nullptr;
    RatingsPage *m_ratingsPage = nullptr;
    RunPage *m_runPage = nullptr;
};

} // namespace rl::widgets

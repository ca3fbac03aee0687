// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/progress.h"
#include "engine/io/corpus/corpus.h"
#include "engine/io/importers.h"
#include "engine/io/stereotales/stories.h"
#include "models/import/importrunner.h"
#include "models/workerjob.h"

#include <QMetaType>
#include <QObject>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace rl::models {

/// The kinds of study the new-study wizard makes (File → New study…).
enum class NewStudyType {
    ImageRating,   ///< images rated on dimensions, like the face study (study kind face)
    GenericRating, ///< any items (images or texts) rated on declared dimensions (study kind rating)
    JuryCorpus,    ///< an LLM-jury study over a sentence-pair corpus (study kind jury)
    StereoTalesGrid ///< a StereoTales study: a prompt grid (seed folder) and/or stories, extractions, harm ratings
};
/// The wizard's type for a study of `kind` (the one table of kinds and wizard types; a kind without a wizard type of
/// its own is imported as a generic rating study).
NewStudyType newStudyTypeOf(study::StudyKind kind);

/// One file (or folder) the wizard imports, with everything the import step of the CLI takes.
struct ImportStep {
    enum class Source {
        StimuliCsv,    ///< a stimuli.csv; `imageFolder` (when set) is where its `file` paths point
        StimuliFolder, ///< a folder of images whose factors come from their names by `pattern`
        Ratings,       ///< human ratings, long or wide
        Predictions,   ///< model predictions (predictions.csv)
        Conditions,    ///< model conditions (conditions.json)
        Corpus,        ///< a sentence-pair corpus (`corpusName`, `format`)
        Judgments,     ///< judge answers (judgments.csv) into a jury study; `corpusName` may be empty
        StGrid,        ///< a StereoTales seed folder (`path` is the folder) as the prompt grid
        StStories,     ///< stories.csv
        StExtractions, ///< extractions.csv
        StHarm         ///< harm.csv
    };
    Source source = Source::StimuliCsv;
    QString path;        ///< the file, or the folder for StimuliFolder
    QString imageFolder; ///< StimuliCsv only
    QString pattern;     ///< StimuliFolder only (engine/io/filenamepattern.h)
    QString corpusName;  ///< Corpus; Judgments (optional: the corpus the file's item ids belong to)
    io::corpus::CorpusFormat format = io::corpus::CorpusFormat::Auto;
    io::ImportOptions options; ///< column map, declared dimensions, study kind, linked files
};

/// What the wizard's last page runs: a new project built from its steps, or (createProject false)
/// one step into an existing project.
struct NewStudyPlan {
    QString projectPath;
    bool createProject = true;
    bool replaceExisting = false; ///< the user agreed to replace the file at projectPath (only after success)
    /// Predictions into an open project: the user agreed to replace the earlier predictions they replace. Without
    /// it the step is checked first (io::ImportOptions::checkOnly) and, when it would replace any, nothing is written:
    /// the outcome lists them (NewStudyOutcome::replacements) for the user to confirm.
    bool replaceConfirmed = false;
    std::vector<ImportStep> steps;
};

/// Where an import error points, with the offending row's raw text (what a double click shows).
struct ImportErrorEntry {
    ImportErrorLocation location; ///< file, line, column (1-based, 0 = none) and reason
    QString detail;               ///< the engine's whole text
    QString path;                 ///< the file the error is in (the step's file), empty when unknown
    QString rawText;              ///< the line `location.line` of that file as read; empty when unknown
};

/// Characters [first, first + second) of field `column` (1-based) of a raw CSV line (quotes respected;
/// the separator is a tab when the line has one and no comma). {-1, 0} when the line has fewer fields.
std::pair<int, int> fieldSpan(const QString &line, int column);

struct NewStudyOutcome {
    bool ok = false;
    bool cancelled = false;
    int failedStep = -1;       ///< the step that failed (its index), -1 when none
    Error error;
    ImportErrorEntry errorEntry; ///< the first error (errorEntries.front())
    /// Every error the failed step's file has (the engine lists up to io::kMaxListedErrors, one per line
    /// of error.detail, then "... and N more errors" as a last entry without a location).
    std::vector<ImportErrorEntry> errorEntries;
    std::vector<io::ImportSummary> summaries; ///< one per step that ran
    std::optional<io::stereotales::GridSummary> grid;            ///< the StGrid step's counts
    std::vector<io::stereotales::StImportSummary> stSummaries;   ///< one per StStories/StExtractions step
    /// Set when the plan stopped before writing to ask: the earlier predictions the import would replace or remove
    /// (per condition and dimension, with their counts). `ok` is false and nothing was written.
    std::vector<io::ImportSummary::Replaced> replacements;
    std::optional<io::corpus::HygieneReport> hygiene; ///< a Corpus step's hygiene report (kept in the project too)
};

/// Run a plan on the calling thread (the runner calls it on a worker; tests call it directly).
/// A new project is built in memory and published at `projectPath` only when every step succeeded
/// (storage's publishNewFile: no partial file ever exists there), so an error or a cancel leaves
/// nothing behind — a file already at `projectPath` is replaced only then, and only with
/// `replaceExisting`. Into an existing project, the one step is one transaction (io::importFile):
/// on error or cancel the project is exactly as before. `progress` reports "step N" phases and the
/// engine's; its stop token is checked between steps and by the engine before it writes.
NewStudyOutcome runNewStudyPlan(const NewStudyPlan &plan, const Progress &progress);

/// The plan's error location: its file's line as raw text, for the step it came from. For a seed folder
/// (StGrid) the error names a file relative to the folder ("attributes/attributes.fr.yaml:12:5: …").
ImportErrorEntry locateError(const ImportStep &step, const Error &error);
/// Each error of an engine error that lists several (one per line of its detail), located as locateError does.
std::vector<ImportErrorEntry> locateErrors(const ImportStep &step, const Error &error);

/// runNewStudyPlan on a worker thread (WorkerJob), one plan at a time, with progress and Cancel.
class NewStudyRunner : public QObject {
    Q_OBJECT
public:
    explicit NewStudyRunner(QObject *parent = nullptr);
    ~NewStudyRunner() override;

    void start(const NewStudyPlan &plan);
    void cancel();
    bool isBusy() const { return m_job.isRunning(); }

signals:
    /// `step` is 0-based of `steps`; `phase` the engine's ("read", "write", ...); done/total as reported.
    void progress(int step, int steps, const QString &phase);
    void finished(const rl::models::NewStudyOutcome &outcome);

private:
    void finish();
    int m_step = 0;
    int m_steps = 0;
    WorkerJob<NewStudyOutcome> m_job;
};

} // namespace rl::models

Q_DECLARE_METATYPE(rl::models::NewStudyOutcome)

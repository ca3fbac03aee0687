// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/io/corpus/corpusimport.h"
#include "engine/io/importers.h"
#include "models/workerjob.h"

#include <QMetaType>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace rl::models {

/// Where an import error points: the engine's text starts with `file:line:column: reason` (or
/// `file:line: reason` for the header, or no location at all).
struct ImportErrorLocation {
    QString file;
    int line = 0;   ///< 0 when the text names none
    int column = 0; ///< 1-based; 0 when the text names none
    QString reason;
};
ImportErrorLocation parseImportError(const QString &detail);

/// What one import job did.
struct ImportOutcome {
    bool ok = false;
    io::ImportSummary summary;
    Error error;
    bool cancelled = false;                   ///< Cancel was asked for while the job ran
    std::vector<study::Dimension> dimensions; ///< the study's dimensions after the job (unchanged on error)
    std::size_t items = 0;                    ///< the study's items after the job
    std::optional<io::corpus::HygieneReport> hygiene; ///< a corpus import's hygiene report (set when it succeeded)
};

/// Runs io::importFile on a worker thread (WorkerJob), one job at a time. The engine writes an
/// import in one transaction, so a failed import changes nothing. io::importFile takes no stop
/// token: Cancel stops a job that has not reached the engine yet (nothing is written) and
/// otherwise marks the outcome `cancelled` — if the engine had already committed, the outcome is
/// still `ok` and the caller must say so, not pretend nothing happened.
/// With `createProject` the project file is created first and removed again when the import fails.
class ImportRunner : public QObject {
    Q_OBJECT
public:
    explicit ImportRunner(QObject *parent = nullptr);
    ~ImportRunner() override;

    void start(const QString &projectPath, io::ImportKind kind, const QString &file, const io::ImportOptions &options,
               bool createProject);
    /// A sentence-pair corpus into a jury study (io::corpus::importCorpusFile, as `import corpus`);
    /// the outcome carries its hygiene report.
    void startCorpus(const QString &projectPath, const QString &file, const QString &corpusName,
                     io::corpus::CorpusFormat format, const io::ImportOptions &options, bool createProject);
    /// Judge answers (io::corpus::importJudgmentsFile, as `import judgments`); `corpusName` may be empty.
    void startJudgments(const QString &projectPath, const QString &file, const QString &corpusName,
                        const io::ImportOptions &options, bool createProject);
    void cancel();
    bool isBusy() const { return m_job.isRunning(); }

signals:
    void finished(const rl::models::ImportOutcome &outcome);

private:
    /// `run` imports into the open project and fills the outcome's summary (and hygiene); it returns the engine's error.
    using Work = std::function<Status(storage::Project &project, const io::ImportOptions &options, ImportOutcome &outcome)>;
    void startWork(const QString &projectPath, const io::ImportOptions &options, bool createProject, Work work);
    void finish();

    WorkerJob<ImportOutcome> m_job;
};

} // namespace rl::models

Q_DECLARE_METATYPE(rl::models::ImportOutcome)

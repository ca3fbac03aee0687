// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/jury/juryresult.h"
#include "models/workerjob.h"

#include <QObject>
#include <QString>

#include <memory>

namespace rl::models::jury {

/// Runs the jury analysis of a study on a worker thread (juryDataOf, then analyzeJury, then the
/// hygiene checks of the corpora whose text is at hand: the jury demo's embedded files) and reports
/// on the GUI thread. One job at a time: a new start() stops the running one (its result is
/// dropped); the stop token is checked between the steps, as analyzeJury itself takes none.
/// Progress phases: "jury-data", "jury-analysis", "corpus-check".
class JuryAnalysisRunner : public QObject {
    Q_OBJECT
public:
    explicit JuryAnalysisRunner(QObject *parent = nullptr);
    ~JuryAnalysisRunner() override;

    /// `projectPath` (may be empty) is read for the corpora's attribution (meta corpus_attribution).
    void start(std::shared_ptr<const study::Study> study, const QString &projectPath = {},
               const analysis::jury::JuryAnalysisOptions &options = {});
    void cancel() { m_job.requestStop(); }
    bool isBusy() const { return m_job.isRunning(); }
    std::shared_ptr<const JuryResult> latest() const { return m_latest; }
    /// Checks of the corpora computed with the latest result (corpus name → check).
    std::shared_ptr<const std::vector<CorpusCheck>> latestChecks() const { return m_checks; }

    /// Blocking: the same work on the calling thread (the CLI, tests).
    static Result<JuryResult> compute(std::shared_ptr<const study::Study> study, const std::string &projectPath,
                                      const analysis::jury::JuryAnalysisOptions &options, const Progress &progress,
                                      std::vector<CorpusCheck> *checks);

signals:
    void started();
    void progress(const QString &phase, qint64 done, qint64 total);
    void ready(std::shared_ptr<const rl::models::jury::JuryResult> result);
    void failed(const QString &message, const QString &detail);

private:
    struct Outcome {
        std::shared_ptr<const JuryResult> result;
        std::shared_ptr<const std::vector<CorpusCheck>> checks;
        Error error;
    };
    void finish();

    std::shared_ptr<const JuryResult> m_latest;
    std::shared_ptr<const std::vector<CorpusCheck>> m_checks;
    WorkerJob<Outcome> m_job;
};

/// The jury attribution (the project's corpora and judges, one "name: text" line each) as the UI shows it, one
/// entry per line joined by " · ": the texts RaterLab itself wrote (io::corpus::attributionOf, the demo's judges
/// note) in the UI language, any other text as it was stored.
QString displayedAttribution(const std::string &stored);

} // namespace rl::models::jury

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/stereotales/stresult.h"
#include "models/workerjob.h"

#include <QObject>
#include <QString>

#include <memory>

namespace rl::models::stereotales {

/// Runs a StereoTales project's analysis on a worker thread and reports on the GUI thread: the
/// stories (readStData) and the grid, then analyzeAssociations with the given options (the engine's
/// defaults unless told otherwise: per model, B = 500,000 — minutes on a big project) and the spread,
/// then the harm alignment when the project has harm ratings. One job at a time: a new start() stops
/// the running one; cancel() stops it (readStData and analyzeAssociations check the stop token between
/// stories and tables; a cancelled job reports nothing). Progress phases: "stories", "extractions"
/// (readStData's), "tables" (tested of total), "harm".
class StRunner : public QObject {
    Q_OBJECT
public:
    explicit StRunner(QObject *parent = nullptr);
    ~StRunner() override;

    void start(std::shared_ptr<const study::Study> study, const QString &projectPath,
               const analysis::stereotales::AssociationOptions &options = {});
    void cancel() { m_job.requestStop(); }
    bool isBusy() const { return m_job.isRunning(); }
    std::shared_ptr<const StResult> latest() const { return m_latest; }
    /// The translated text of a progress phase ("Reading the stories", …).
    static QString phaseText(const QString &phase);

    /// Blocking: the same work on the calling thread (the CLI, tests).
    static Result<StResult> compute(std::shared_ptr<const study::Study> study, const std::string &projectPath,
                                    const analysis::stereotales::AssociationOptions &options, const Progress &progress = {});

signals:
    void started();
    void progress(const QString &phase, qint64 done, qint64 total);
    void ready(std::shared_ptr<const rl::models::stereotales::StResult> result);
    void failed(const QString &message, const QString &detail);
    void cancelled();

private:
    struct Outcome {
        std::shared_ptr<const StResult> result;
        Error error;
    };
    void finish();

    std::shared_ptr<const StResult> m_latest;
    WorkerJob<Outcome> m_job;
};

} // namespace rl::models::stereotales

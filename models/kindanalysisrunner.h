// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "models/workerjob.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace rl::models {

/// Runs the analysis of a study kind with analyses of its own (the jury's, StereoTales', a registered kind's) on a
/// worker thread and reports on the GUI thread: the one runner their workspaces share (the rating suite's staged,
/// incremental analysis, AnalysisRunner, runs each of its stages on one too). The kind supplies the work — its analysis, returning its result —
/// and casts the result it gets back. One job at a time: a new start() stops the running one (its result is
/// dropped); cancel() stops it (the work checks the stop token between its steps; a cancelled job reports
/// `cancelled`, never `ready` or `failed`, even when it had finished before it saw the stop).
class KindAnalysisRunner : public QObject {
    Q_OBJECT
public:
    /// Runs on the worker; `progress` reports the kind's phases and carries the stop token.
    using Work = std::function<Result<std::shared_ptr<const void>>(const Progress &progress)>;

    explicit KindAnalysisRunner(QObject *parent = nullptr);
    ~KindAnalysisRunner() override;

    void start(Work work);
    void cancel()
    {
        m_cancelled = true;
        m_job.requestStop();
    }
    bool isBusy() const { return m_job.isRunning(); }
    /// The latest result (null while a job runs after start(), and after a failure).
    std::shared_ptr<const void> latest() const { return m_latest; }

signals:
    void started();
    /// `phase` is the kind's untranslated phase name; total <= 0: indeterminate.
    void progress(const QString &phase, qint64 done, qint64 total);
    void ready(std::shared_ptr<const void> result);
    void failed(const QString &message, const QString &detail);
    void cancelled();

private:
    struct Outcome {
        std::shared_ptr<const void> result;
        Error error;
    };
    void finish();

    std::shared_ptr<const void> m_latest;
    bool m_cancelled = false; ///< cancel() since the last start(): the job's end is reported as cancelled
    WorkerJob<Outcome> m_job;
};

} // namespace rl::models

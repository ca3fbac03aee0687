// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "models/runs/runplan.h"

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <deque>
#include <functional>
#include <map>
#include <memory>

namespace rl::models {

/// Runs the plans of paid model runs (RunPlan) on worker threads of their own and reports on the GUI thread — the one
/// controller of every study kind's runs: a face or rating study's conditions (RatingRunPlan), a jury panel, the
/// StereoTales runs and the condition editor's connection test.
///
/// Protocol. start() runs a plan under a run id (a condition's id for the runs panel), or queues it behind that id's
/// running run: one run per id at a time, since two would send the same requests. Each run is a WorkerJob
/// (models/workerjob.h) on runPool(); the plan opens its own connection to the project file (WAL: the GUI's readers
/// and other runs' writers do not block each other). The plan's figures reach progress() — at most every 100 ms
/// (RunContext::report) — then the run ends with finished() and the plan's value, or failed() with the error of a
/// run that could not begin or failed (unknown condition, bad filter, missing API key: Error{Auth} naming the
/// environment variable, never a key). pause()/resume() take effect at once for a plan that can pause (no new
/// request is sent; requests in flight finish and are journalled); cancel() requests the stop token (the requests in
/// flight are aborted, the next run sends them again) and drops the id's queued runs.
///
/// Trust. A plan refused because its endpoint belongs to a project from elsewhere that the user has not trusted
/// (Error{Untrusted}, inference/trust.h; nothing was sent) is not reported at once: the TrustPrompt is asked, and on
/// yes the same plan runs again with RunContext::endpointsTrusted() (trust is then remembered for the project). This
/// is the only place that asks.
///
/// Closing. shutdown() — also run by the destructor and by setProjectPath() to another file — pauses every run that
/// can pause and lets its requests in flight finish for up to shutdownGraceMs() (so no paid answer is thrown away),
/// then stops it (a rating run marks itself `interrupted` in the journal, runhistory.h, so that the next opening
/// offers to resume it); a run that cannot pause is stopped at once. It blocks until the workers have ended.
class RunController : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Queued, Starting, Running, Paused, Stopping };
    Q_ENUM(State)

    explicit RunController(QObject *parent = nullptr);
    ~RunController() override;

    /// The project file runs go to. Another path first shuts the running runs down (see above).
    void setProjectPath(const QString &path);
    QString projectPath() const { return m_path; }

    void setShutdownGraceMs(int ms) { m_graceMs = ms; }
    int shutdownGraceMs() const { return m_graceMs; }

    /// Asked on the GUI thread when a run is refused with Error{Untrusted}: `details` names the conditions and
    /// endpoints. True runs the plan again with the endpoints trusted; false, or no prompt, reports failed(). Not asked
    /// for a run that was cancelled. Injectable so tests can answer.
    using TrustPrompt = std::function<bool(const QString &runId, const QString &details)>;
    void setTrustPrompt(TrustPrompt prompt) { m_trustPrompt = std::move(prompt); }
    /// The prompt set (shared with other controllers of the same panel, e.g. the jury panel's).
    const TrustPrompt &trustPrompt() const { return m_trustPrompt; }

    void start(const QString &runId, std::unique_ptr<RunPlan> plan);
    void pause(const QString &runId);
    void resume(const QString &runId);
    void cancel(const QString &runId);
    void shutdown();

    State state(const QString &runId) const;
    /// Runs going or queued.
    QStringList activeRuns() const;
    bool isActive(const QString &runId) const { return state(runId) != State::Idle; }

signals:
    void stateChanged(const QString &runId, rl::models::RunController::State state);
    /// The plan's figures (RunContext::report), e.g. a ConditionRunProgress.
    void progress(const QString &runId, const QVariant &progress);
    /// After stateChanged(Idle): the plan's value, e.g. an inference::RunSummary.
    void finished(const QString &runId, const QVariant &result);
    /// After stateChanged(Idle): the run could not begin, or failed.
    void failed(const QString &runId, const rl::Error &error);

private:
    struct Run;
    struct Pending {
        std::unique_ptr<RunPlan> plan;
        bool trusted = false;
    };
    void launch(const QString &runId, Pending pending);
    void onBegun(const QString &runId, quint64 serial);
    void onProgress(const QString &runId, quint64 serial, const QVariant &figures);
    void onDone(const QString &runId, quint64 serial);
    void setState(const QString &runId, State state);

    QString m_path;
    TrustPrompt m_trustPrompt;
    int m_graceMs = 5000;
    quint64 m_serial = 0;
    std::map<QString, std::unique_ptr<Run>> m_runs;
    std::map<QString, std::deque<Pending>> m_queued;
};

} // namespace rl::models

Q_DECLARE_METATYPE(rl::Error)

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/inferencerun.h"
#include "engine/storage/project.h"

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace rl::models {

/// One condition's run to start.
struct RunRequest {
    QString conditionId;
    inference::RunOptions options;   ///< item filter, limit, concurrency, rate, base URL, key
    std::vector<std::int64_t> resumes; ///< interrupted runs this run takes over (marked `resumed` once it has begun)
    /// Through the provider's batch engine (inference/batch/batchrun.h: half price, results within 24 h) instead
    /// of one request per answer. Pause does not apply (the provider works on submitted jobs regardless);
    /// cancel and shutdown stop polling at once — the jobs stay recorded and the next batch run polls them.
    bool batch = false;
    double pollIntervalSeconds = 30; ///< batch: the first wait between status polls
};

/// A batch run's jobs by state, for the panel.
struct BatchJobCounts {
    int submitted = 0;  ///< submitting or validating
    int inProgress = 0; ///< in progress, finalizing or cancelling
    int completed = 0;  ///< ended (their results reconciled) or abandoned
};

/// Runs inference for model conditions of one project file, each on a worker thread of its own,
/// and reports on the GUI thread.
///
/// Protocol. start() runs a condition (or queues the request behind the condition's running one:
/// one run per condition at a time, since two would send the same requests). The worker opens
/// its own storage::Project connection to the file (WAL: the GUI's readers and other runs' writers
/// do not block each other), runs inference::InferenceRun and reports progress — marshalled with
/// queued calls, at most every 100 ms — and then finished() with the summary, or startFailed()
/// when the run could not begin (unknown condition, bad filter, missing API key: Error{Auth}
/// naming the environment variable, never a key). pause()/resume() take effect at once (no new
/// request is sent; requests in flight finish and are journalled); cancel() aborts the requests
/// in flight (the next run sends them again) and drops the condition's queued requests.
///
/// A batch request (RunRequest::batch) runs inference::batch::runBatch on the worker instead; its
/// progress() carries the requests' figures and batchProgress() the jobs'.
///
/// Closing. shutdown() — also run by the destructor and by setProjectPath() to another file —
/// pauses every run, lets the requests in flight finish for up to shutdownGraceMs() (so no paid
/// answer is thrown away), then stops them and marks their runs `interrupted` in the journal
/// (runhistory.h), so that the next opening offers to resume them. It blocks until the workers
/// have ended.
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

    /// Asked on the GUI thread when a run is refused because its condition's endpoint belongs to a project from
    /// elsewhere that the user has not trusted (Error{Untrusted}, inference/trust.h; nothing was sent): `details`
    /// names the conditions and endpoints. True runs the request again with trustEndpoints set (trust is then
    /// remembered for the project); false, or no prompt, reports startFailed(). Injectable so tests can answer.
    using TrustPrompt = std::function<bool(const QString &conditionId, const QString &details)>;
    void setTrustPrompt(TrustPrompt prompt) { m_trustPrompt = std::move(prompt); }
    /// The prompt set (shared with other runners of the same panel, e.g. the jury panel's).
    const TrustPrompt &trustPrompt() const { return m_trustPrompt; }

    void start(RunRequest request);
    void pause(const QString &conditionId);
    void resume(const QString &conditionId);
    void cancel(const QString &conditionId);
    void shutdown();

    State state(const QString &conditionId) const;
    /// Conditions running or queued.
    QStringList activeConditions() const;
    bool isActive(const QString &conditionId) const { return state(conditionId) != State::Idle; }

signals:
    void stateChanged(const QString &conditionId, rl::models::RunController::State state);
    /// `requestsPerSecond`: finished requests per second over the last 5 s (RateMeter).
    void progress(const QString &conditionId, const rl::inference::RunProgress &progress, double requestsPerSecond);
    void finished(const QString &conditionId, const rl::inference::RunSummary &summary);
    /// A batch run's jobs (RunRequest::batch), after every submission, poll round and reconciliation.
    void batchProgress(const QString &conditionId, const rl::models::BatchJobCounts &jobs);
    void startFailed(const QString &conditionId, const rl::Error &error);

private:
    struct Job;
    void launch(RunRequest request);
    void onProgress(const QString &conditionId, quint64 serial, const inference::RunProgress &p);
    void onRunning(const QString &conditionId, quint64 serial);
    void onDone(const QString &conditionId, quint64 serial, const Result<inference::RunSummary> &result);
    static Result<inference::RunSummary> workBatch(RunController *self, Job *job, storage::Project &project);
    void setState(const QString &conditionId, State state);
    static void work(RunController *self, Job *job);

    QString m_path;
    TrustPrompt m_trustPrompt;
    int m_graceMs = 5000;
    quint64 m_serial = 0;
    std::map<QString, std::unique_ptr<Job>> m_jobs;
    std::map<QString, std::deque<RunRequest>> m_queued;
};

} // namespace rl::models

Q_DECLARE_METATYPE(rl::inference::RunProgress)
Q_DECLARE_METATYPE(rl::inference::RunSummary)
Q_DECLARE_METATYPE(rl::Error)
Q_DECLARE_METATYPE(rl::models::BatchJobCounts)

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/runs/runcontroller.h"

#include "models/workerjob.h"
#include "models/workerpool.h"

#include <QMetaObject>
#include <QtConcurrent/QtConcurrentRun>

#include <chrono>
#include <optional>
#include <vector>

namespace rl::models {

/// A started run. The GUI thread owns it; the worker touches only the plan and the context.
struct RunController::Run {
    /// What the worker hands back (default-constructible for QFuture).
    struct Outcome {
        QVariant value;
        std::optional<Error> error;
    };

    explicit Run(RunController *owner)
        : job(owner, {}) // the plan reports through its RunContext, not through the job's phase callback
    {
    }

    QString id;
    quint64 serial = 0;
    std::unique_ptr<RunPlan> plan;
    RunContext context;
    State state = State::Starting;
    bool cancelled = false;
    WorkerJob<Outcome> job; ///< last: destroyed first, waiting for the worker while the plan and context exist
};

RunController::RunController(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<Error>();
}

RunController::~RunController()
{
    blockSignals(true); // the receivers may be half destroyed (a parent widget's members)
    shutdown();
}

void RunController::setProjectPath(const QString &path)
{
    if (path == m_path)
        return;
    shutdown();
    m_path = path;
}

RunController::State RunController::state(const QString &runId) const
{
    if (auto it = m_runs.find(runId); it != m_runs.end())
        return it->second->state;
    if (auto it = m_queued.find(runId); it != m_queued.end() && !it->second.empty())
        return State::Queued;
    return State::Idle;
}

QStringList RunController::activeRuns() const
{
    QStringList out;
    for (const auto &[id, run] : m_runs)
        out << id;
    for (const auto &[id, queue] : m_queued)
        if (!queue.empty() && !m_runs.count(id))
            out << id;
    return out;
}

void RunController::setState(const QString &runId, State state)
{
    if (auto it = m_runs.find(runId); it != m_runs.end())
        it->second->state = state;
    emit stateChanged(runId, state);
}

void RunController::start(const QString &runId, std::unique_ptr<RunPlan> plan)
{
    if (m_runs.count(runId)) {
        m_queued[runId].push_back({std::move(plan), false});
        return; // the running run's state stays what it is; the queue starts when it ends
    }
    launch(runId, {std::move(plan), false});
}

void RunController::launch(const QString &runId, Pending pending)
{
    auto owned = std::make_unique<Run>(this);
    Run *run = owned.get();
    run->id = runId;
    run->serial = ++m_serial;
    run->plan = std::move(pending.plan);
    const quint64 serial = run->serial;
    // The worker's calls reach the controller queued, and are dropped once the run is gone (see onDone, shutdown).
    RunContext &context = run->context;
    context.m_path = m_path.toStdString();
    context.m_trusted = pending.trusted;
    context.m_requestStop = [run] { run->job.requestStop(); };
    context.m_begun = [this, runId, serial] {
        QMetaObject::invokeMethod(this, [this, runId, serial] { onBegun(runId, serial); }, Qt::QueuedConnection);
    };
    context.m_post = [this, runId, serial](const QVariant &figures) {
        QMetaObject::invokeMethod(
            this, [this, runId, serial, figures] { onProgress(runId, serial, figures); }, Qt::QueuedConnection);
    };
    m_runs[runId] = std::move(owned);
    // Queued: onDone may destroy the run and its watcher, which must not happen inside the watcher's own signal.
    connect(&run->job.watcher(), &QFutureWatcherBase::finished, this, [this, runId, serial] { onDone(runId, serial); },
        Qt::QueuedConnection);
    run->job.start([run](const Progress &progress) {
        run->context.m_stop = progress.stop;
        return QtConcurrent::run(runPool(), [run]() -> Run::Outcome {
            // `run` outlives the worker: it is destroyed only after its job has finished (WorkerJob waits).
            Result<QVariant> result = run->plan->execute(run->context);
            if (!result)
                return {QVariant(), result.error()};
            return {std::move(*result), std::nullopt};
        });
    });
    setState(runId, State::Starting); // after start(): a cancel from a receiver reaches the job's stop source
}

void RunController::onBegun(const QString &runId, quint64 serial)
{
    auto it = m_runs.find(runId);
    if (it == m_runs.end() || it->second->serial != serial || it->second->state != State::Starting)
        return;
    setState(runId, it->second->context.pauseWanted() ? State::Paused : State::Running);
}

void RunController::onProgress(const QString &runId, quint64 serial, const QVariant &figures)
{
    auto it = m_runs.find(runId);
    if (it == m_runs.end() || it->second->serial != serial)
        return;
    emit progress(runId, figures);
}

void RunController::onDone(const QString &runId, quint64 serial)
{
    auto it = m_runs.find(runId);
    if (it == m_runs.end() || it->second->serial != serial)
        return;
    std::unique_ptr<Run> run = std::move(it->second);
    m_runs.erase(it);
    const Run::Outcome outcome
        = run->job.takeFinished().value_or(Run::Outcome {QVariant(), Error {ErrorCode::Cancelled, "the run vanished"}});
    if (outcome.error && outcome.error->code == ErrorCode::Untrusted && !run->context.endpointsTrusted()
        && !run->cancelled && m_trustPrompt && m_trustPrompt(runId, QString::fromStdString(outcome.error->detail))) {
        Pending again {std::move(run->plan), true};
        if (m_runs.count(runId)) // started again while the prompt was open: this one waits for it
            m_queued[runId].push_front(std::move(again));
        else
            launch(runId, std::move(again));
        return;
    }
    emit stateChanged(runId, State::Idle);
    if (outcome.error)
        emit failed(runId, *outcome.error);
    else
        emit finished(runId, outcome.value);
    auto q = m_queued.find(runId);
    if (q != m_queued.end() && !q->second.empty() && !m_runs.count(runId)) {
        Pending next = std::move(q->second.front());
        q->second.pop_front();
        if (q->second.empty())
            m_queued.erase(q);
        launch(runId, std::move(next));
    }
}

void RunController::pause(const QString &runId)
{
    auto it = m_runs.find(runId);
    if (it == m_runs.end() || it->second->state == State::Stopping)
        return;
    it->second->context.setPaused(true);
    if (it->second->state == State::Running)
        setState(runId, State::Paused);
}

void RunController::resume(const QString &runId)
{
    auto it = m_runs.find(runId);
    if (it == m_runs.end() || it->second->state == State::Stopping)
        return;
    it->second->context.setPaused(false);
    if (it->second->state == State::Paused)
        setState(runId, State::Running);
}

void RunController::cancel(const QString &runId)
{
    m_queued.erase(runId);
    auto it = m_runs.find(runId);
    if (it == m_runs.end()) {
        emit stateChanged(runId, State::Idle);
        return;
    }
    it->second->cancelled = true;
    it->second->job.requestStop();
    it->second->context.setPaused(false); // a paused scheduler still honours the stop; unpausing is harmless
    setState(runId, State::Stopping);
}

void RunController::shutdown()
{
    m_queued.clear();
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(m_graceMs);
    for (auto &[id, run] : m_runs)
        run->context.close(deadline);
    for (auto &[id, run] : m_runs)
        run->job.watcher().waitForFinished();
    std::vector<QString> ids;
    for (auto &[id, run] : m_runs)
        ids.push_back(id);
    m_runs.clear(); // their onDone calls, still queued, find no run and do nothing
    for (const QString &id : ids)
        emit stateChanged(id, State::Idle);
}

} // namespace rl::models

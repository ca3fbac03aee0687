// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/runs/runcontroller.h"

#include "engine/inference/batch/batchrun.h"
#include "engine/inference/runhistory.h"
#include "engine/media/svgraster.h"
#include "engine/storage/project.h"
#include "models/runs/ratemeter.h"

#include <QMetaObject>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <stop_token>
#include <thread>

namespace rl::models {

using Clock = std::chrono::steady_clock;

/// A started run. The GUI thread owns it; the worker touches only the fields marked so.
struct RunController::Job {
    QString conditionId;
    quint64 serial = 0;
    std::string path;
    RunRequest request;
    State state = State::Starting;
    RateMeter meter;
    std::thread thread;

    // Shared with the worker.
    std::stop_source stop;
    std::mutex mutex;                        ///< guards run and pauseWanted
    inference::InferenceRun *run = nullptr;  ///< set while the worker's run exists
    bool pauseWanted = false;
    std::atomic<bool> shuttingDown = false;
    std::atomic<std::int64_t> deadlineNs = 0; ///< steady clock, when a shutdown stops waiting for in-flight requests

    void setPaused(bool paused)
    {
        std::lock_guard lock(mutex);
        pauseWanted = paused;
        if (run) {
            if (paused)
                run->pause();
            else
                run->resume();
        }
    }
};

RunController::RunController(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<inference::RunProgress>();
    qRegisterMetaType<inference::RunSummary>();
    qRegisterMetaType<Error>();
    qRegisterMetaType<BatchJobCounts>();
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

RunController::State RunController::state(const QString &conditionId) const
{
    if (auto it = m_jobs.find(conditionId); it != m_jobs.end())
        return it->second->state;
    if (auto it = m_queued.find(conditionId); it != m_queued.end() && !it->second.empty())
        return State::Queued;
    return State::Idle;
}

QStringList RunController::activeConditions() const
{
    QStringList out;
    for (const auto &[id, job] : m_jobs)
        out << id;
    for (const auto &[id, queue] : m_queued)
        if (!queue.empty() && !m_jobs.count(id))
            out << id;
    return out;
}

void RunController::setState(const QString &conditionId, State state)
{
    if (auto it = m_jobs.find(conditionId); it != m_jobs.end())
        it->second->state = state;
    emit stateChanged(conditionId, state);
}

void RunController::start(RunRequest request)
{
    const QString id = request.conditionId;
    if (m_jobs.count(id)) {
        m_queued[id].push_back(std::move(request));
        return; // the running job's state stays what it is; the queue starts when it ends
    }
    launch(std::move(request));
}

void RunController::launch(RunRequest request)
{
    auto job = std::make_unique<Job>();
    job->conditionId = request.conditionId;
    job->serial = ++m_serial;
    job->path = m_path.toStdString();
    job->request = std::move(request);
    Job *raw = job.get();
    const QString id = raw->conditionId;
    m_jobs[id] = std::move(job);
    setState(id, State::Starting);
    raw->thread = std::thread(&RunController::work, this, raw);
}

void RunController::work(RunController *self, Job *job)
{
    // Runs on the worker. `self` and `job` outlive it: both are destroyed only after a join.
    const QString id = job->conditionId;
    const quint64 serial = job->serial;
    auto post = [self](auto f) { QMetaObject::invokeMethod(self, std::move(f), Qt::QueuedConnection); };
    auto project = storage::Project::open(job->path);
    if (!project) {
        post([self, id, serial, e = project.error()] { self->onDone(id, serial, e); });
        return;
    }
    if (job->shuttingDown || job->stop.stop_requested()) {
        post([self, id, serial] {
            self->onDone(id, serial, Error {ErrorCode::Cancelled, "closed before the run began"});
        });
        return;
    }
    if (job->request.batch) {
        auto result = workBatch(self, job, *project);
        post([self, id, serial, result = std::move(result)] { self->onDone(id, serial, result); });
        return;
    }
    inference::RunOptions options = job->request.options;
    if (!options.imageConverter)
        options.imageConverter = [](std::string &mime, std::vector<std::uint8_t> &bytes) {
            return media::convertForModels(mime, bytes); // the demo's SVG faces as PNG
        };
    inference::InferenceRun run(*project, id.toStdString(), std::move(options));
    {
        std::lock_guard lock(job->mutex);
        job->run = &run;
        if (job->pauseWanted)
            run.pause();
    }
    bool begun = false;
    auto lastPost = Clock::now() - std::chrono::seconds(1);
    const std::vector<std::int64_t> &resumes = job->request.resumes;
    auto report = [&](const inference::RunProgress &p) {
        const auto now = Clock::now();
        if (!begun) {
            // The first report comes after the run's journal row exists: it has taken over.
            begun = true;
            if (!resumes.empty())
                (void)inference::setRunStatus(*project, resumes, inference::RunStatus::Resumed);
            post([self, id, serial] { self->onRunning(id, serial); });
        }
        if (job->shuttingDown
            && (p.inFlight == 0 || now.time_since_epoch().count() >= job->deadlineNs.load()))
            job->stop.request_stop();
        if (now - lastPost >= std::chrono::milliseconds(100)) {
            lastPost = now;
            post([self, id, serial, p] { self->onProgress(id, serial, p); });
        }
    };
    auto result = run.run(report, job->stop.get_token());
    {
        std::lock_guard lock(job->mutex);
        job->run = nullptr;
    }
    if (result && job->shuttingDown && result->status == inference::RunStatus::Cancelled) {
        const std::vector<std::int64_t> ids {result->runId};
        (void)inference::setRunStatus(*project, ids, inference::RunStatus::Interrupted);
        result->status = inference::RunStatus::Interrupted;
    }
    post([self, id, serial, result = std::move(result)] { self->onDone(id, serial, result); });
}

Result<inference::RunSummary> RunController::workBatch(RunController *self, Job *job, storage::Project &project)
{
    const QString id = job->conditionId;
    const quint64 serial = job->serial;
    auto post = [self](auto f) { QMetaObject::invokeMethod(self, std::move(f), Qt::QueuedConnection); };
    inference::batch::BatchOptions options;
    options.run = job->request.options;
    if (!options.run.imageConverter)
        options.run.imageConverter = [](std::string &mime, std::vector<std::uint8_t> &bytes) {
            return media::convertForModels(mime, bytes);
        };
    options.driver.http = options.run.scheduler;
    options.driver.pollIntervalSeconds = job->request.pollIntervalSeconds;
    options.driver.pollMaxSeconds = std::max(options.driver.pollIntervalSeconds, options.driver.pollMaxSeconds);
    bool begun = false;
    auto report = [&](const inference::batch::BatchRunProgress &bp) {
        if (!begun) {
            begun = true;
            if (!job->request.resumes.empty())
                (void)inference::setRunStatus(project, job->request.resumes, inference::RunStatus::Resumed);
            post([self, id, serial] { self->onRunning(id, serial); });
        }
        if (job->shuttingDown)
            job->stop.request_stop(); // submitted jobs are recorded: the next run polls them
        BatchJobCounts counts;
        for (const auto &j : bp.jobs.jobs) {
            if (j.state == inference::batch::kSubmitting || j.state == "validating")
                ++counts.submitted;
            else if (j.state == "in_progress" || j.state == "finalizing" || j.state == "cancelling")
                ++counts.inProgress;
            else
                ++counts.completed;
        }
        const inference::RunProgress p = bp.requests;
        post([self, id, serial, p, counts] {
            self->onProgress(id, serial, p);
            auto it = self->m_jobs.find(id);
            if (it != self->m_jobs.end() && it->second->serial == serial)
                emit self->batchProgress(id, counts);
        });
    };
    auto result = inference::batch::runBatch(project, id.toStdString(), options, report, job->stop.get_token());
    if (!result)
        return result.error();
    inference::RunSummary summary;
    summary.progress = result->progress.requests;
    summary.runId = result->runId;
    summary.status = result->status;
    summary.failuresByCode = result->failuresByCode;
    summary.stopReason = result->stopReason;
    if (job->shuttingDown && summary.status == inference::RunStatus::Cancelled) {
        const std::vector<std::int64_t> ids {summary.runId};
        (void)inference::setRunStatus(project, ids, inference::RunStatus::Interrupted);
        summary.status = inference::RunStatus::Interrupted;
    }
    return summary;
}

void RunController::onRunning(const QString &conditionId, quint64 serial)
{
    auto it = m_jobs.find(conditionId);
    if (it == m_jobs.end() || it->second->serial != serial || it->second->state != State::Starting)
        return;
    setState(conditionId, it->second->pauseWanted ? State::Paused : State::Running);
}

void RunController::onProgress(const QString &conditionId, quint64 serial, const inference::RunProgress &p)
{
    auto it = m_jobs.find(conditionId);
    if (it == m_jobs.end() || it->second->serial != serial)
        return;
    const double rate = it->second->meter.add(p.elapsedSeconds, p.answered + p.failed);
    emit progress(conditionId, p, rate);
}

void RunController::onDone(const QString &conditionId, quint64 serial, const Result<inference::RunSummary> &result)
{
    auto it = m_jobs.find(conditionId);
    if (it == m_jobs.end() || it->second->serial != serial)
        return;
    std::unique_ptr<Job> job = std::move(it->second);
    m_jobs.erase(it);
    job->thread.join(); // it has posted this as its last act
    if (!result && result.error().code == ErrorCode::Untrusted && m_trustPrompt && !job->request.options.trustEndpoints
        && m_trustPrompt(conditionId, QString::fromStdString(result.error().detail))) {
        RunRequest again = std::move(job->request);
        again.options.trustEndpoints = true;
        launch(std::move(again));
        return;
    }
    if (result) {
        emit progress(conditionId, result->progress, job->meter.add(result->progress.elapsedSeconds,
                                                         result->progress.answered + result->progress.failed));
    }
    emit stateChanged(conditionId, State::Idle);
    if (result)
        emit finished(conditionId, *result);
    else
        emit startFailed(conditionId, result.error());
    auto q = m_queued.find(conditionId);
    if (q != m_queued.end() && !q->second.empty()) {
        RunRequest next = std::move(q->second.front());
        q->second.pop_front();
        if (q->second.empty())
            m_queued.erase(q);
        launch(std::move(next));
    }
}

void RunController::pause(const QString &conditionId)
{
    auto it = m_jobs.find(conditionId);
    if (it == m_jobs.end() || it->second->state == State::Stopping)
        return;
    it->second->setPaused(true);
    if (it->second->state == State::Running)
        setState(conditionId, State::Paused);
}

void RunController::resume(const QString &conditionId)
{
    auto it = m_jobs.find(conditionId);
    if (it == m_jobs.end() || it->second->state == State::Stopping)
        return;
    it->second->setPaused(false);
    if (it->second->state == State::Paused)
        setState(conditionId, State::Running);
}

void RunController::cancel(const QString &conditionId)
{
    m_queued.erase(conditionId);
    auto it = m_jobs.find(conditionId);
    if (it == m_jobs.end()) {
        emit stateChanged(conditionId, State::Idle);
        return;
    }
    it->second->stop.request_stop();
    it->second->setPaused(false); // a paused scheduler still honours the stop; unpausing is harmless
    setState(conditionId, State::Stopping);
}

void RunController::shutdown()
{
    m_queued.clear();
    const auto deadline = (Clock::now() + std::chrono::milliseconds(m_graceMs)).time_since_epoch().count();
    for (auto &[id, job] : m_jobs) {
        job->deadlineNs = deadline;
        job->shuttingDown = true;
        if (job->request.batch)
            job->stop.request_stop(); // nothing is in flight that an answer could be lost from: stop polling now
        {
            std::lock_guard lock(job->mutex);
            job->pauseWanted = true;
            if (job->run)
                job->run->pause(); // nothing new is sent; the report callback stops the run once idle
        }
    }
    for (auto &[id, job] : m_jobs)
        job->thread.join();
    std::vector<QString> ids;
    for (auto &[id, job] : m_jobs)
        ids.push_back(id);
    m_jobs.clear(); // their onDone calls, still queued, find no job and do nothing
    for (const QString &id : ids)
        emit stateChanged(id, State::Idle);
}

} // namespace rl::models

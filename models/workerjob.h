// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/progress.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>
#include <stop_token>
#include <string_view>

namespace rl::models {

/// One blocking engine call at a time on a worker thread, for a QObject that lives on the GUI
/// thread (the project loader, the analysis runner, each run of the RunController): starting a job stops the running one and waits
/// for it (the engine checks its stop token between steps), the job gets a Progress whose reports
/// reach `sink` on the owner's thread — only while it is still the current job — and `finished`
/// of watcher() fires when it ends. The destructor stops and waits, so the owner outlives its jobs.
template <class Outcome>
class WorkerJob {
public:
    using ProgressSink = std::function<void(const QString &phase, qint64 done, qint64 total)>;

    WorkerJob(QObject *owner, ProgressSink sink)
        : m_owner(owner)
        , m_sink(std::move(sink))
    {
    }
    ~WorkerJob() { stopAndWait(); }
    WorkerJob(const WorkerJob &) = delete;
    WorkerJob &operator=(const WorkerJob &) = delete;

    QFutureWatcher<Outcome> &watcher() { return m_watcher; }
    bool isRunning() const { return m_watcher.isRunning(); }
    /// The outcome of the job that just finished; empty when the notification is stale (a newer job
    /// replaced it).
    std::optional<Outcome> takeFinished() const
    {
        if (!m_watcher.isFinished())
            return std::nullopt;
        return m_watcher.result();
    }

    /// Also safe from the worker itself (std::stop_source is thread-safe).
    void requestStop() { m_stop.request_stop(); }
    void stopAndWait()
    {
        m_stop.request_stop();
        m_watcher.waitForFinished();
    }

    /// Stop the current job, then start `launch(progress)` — a QtConcurrent::run of the work, made
    /// in the caller's translation unit so that this header stays free of QtConcurrent.
    void start(const std::function<QFuture<Outcome>(const Progress &)> &launch)
    {
        if (m_watcher.isRunning())
            stopAndWait();
        m_stop = std::stop_source();
        const quint64 job = ++m_job;
        Progress progress;
        progress.stop = m_stop.get_token();
        progress.report = [this, job](std::string_view phase, std::int64_t done, std::int64_t total) {
            // Runs on the worker. Queued to the owner: dropped if the owner is gone, ignored if stale.
            QMetaObject::invokeMethod(
                m_owner,
                [this, job, phase = QString::fromUtf8(phase.data(), qsizetype(phase.size())), done, total] {
                    if (job == m_job)
                        m_sink(phase, done, total);
                },
                Qt::QueuedConnection);
        };
        m_watcher.setFuture(launch(progress));
    }

private:
    QObject *m_owner;
    ProgressSink m_sink;
    QFutureWatcher<Outcome> m_watcher;
    std::stop_source m_stop;
    quint64 m_job = 0;
};

} // namespace rl::models

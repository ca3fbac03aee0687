// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/projectloader.h"

#include "models/displaynames.h"

#include <QDir>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

namespace rl::app {

ProjectLoader::ProjectLoader(QObject *parent)
    : QObject(parent)
    , m_demoCreator(builtinDemoCreator())
{
    connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &ProjectLoader::finish);
}

ProjectLoader::~ProjectLoader()
{
    m_stop.request_stop();
    m_watcher.waitForFinished();
}

void ProjectLoader::open(const QString &path) { start(path, false, 0); }

void ProjectLoader::createDemoAndOpen(const QString &path, std::uint64_t seed) { start(path, true, seed); }

void ProjectLoader::cancel() { m_stop.request_stop(); }

void ProjectLoader::start(const QString &path, bool createDemo, std::uint64_t seed)
{
    if (m_watcher.isRunning()) {
        m_stop.request_stop();
        m_watcher.waitForFinished();
    }
    m_stop = std::stop_source();
    const quint64 job = ++m_job;
    Progress progress;
    progress.stop = m_stop.get_token();
    progress.report = [this, job](std::string_view phase, std::int64_t done, std::int64_t total) {
        // Runs on the worker; `this` outlives the job (the destructor waits for it).
        QMetaObject::invokeMethod(
            this,
            [this, job, phase = QString::fromUtf8(phase.data(), qsizetype(phase.size())), done, total] {
                if (job == m_job)
                    emit this->progress(phase, done, total);
            },
            Qt::QueuedConnection);
    };
    DemoCreator creator = createDemo ? m_demoCreator : DemoCreator();
    emit started(path, createDemo);
    m_watcher.setFuture(QtConcurrent::run([path, createDemo, seed, creator, progress]() -> Outcome {
        if (createDemo) {
            if (!creator)
                return {path, std::nullopt, Error {ErrorCode::Unsupported, "this build has no demo generator"}};
            QDir().mkpath(QFileInfo(path).absolutePath());
            const Status made = creator(path.toStdString(), seed, progress);
            if (!made)
                return {path, std::nullopt, made.error()};
        }
        if (progress.stopRequested())
            return {path, std::nullopt, Error {ErrorCode::Cancelled, "opening was cancelled"}};
        progress("load", 0, 0);
        auto loaded = models::loadProject(path);
        if (!loaded)
            return {path, std::nullopt, loaded.error()};
        return {path, std::move(*loaded), {}};
    }));
}

void ProjectLoader::finish()
{
    if (!m_watcher.isFinished()) // a stale notification of a replaced job
        return;
    Outcome outcome = m_watcher.result();
    if (outcome.project) {
        emit loaded(*outcome.project);
        return;
    }
    emit failed(outcome.path, models::DisplayNames::errorMessage(outcome.error),
                QString::fromStdString(outcome.error.detail));
}

} // namespace rl::app

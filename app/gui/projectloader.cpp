// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/projectloader.h"
#include "models/workerpool.h"

#include "models/displaynames.h"
#include "models/import/filekindtext.h"

#include <QDir>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

namespace rl::app {

ProjectLoader::ProjectLoader(QObject *parent)
    : QObject(parent)
    , m_job(this, [this](const QString &phase, qint64 done, qint64 total) { emit progress(phase, done, total); })
{
    connect(&m_job.watcher(), &QFutureWatcher<Outcome>::finished, this, &ProjectLoader::finish);
}

ProjectLoader::~ProjectLoader() = default;

void ProjectLoader::open(const QString &path) { start(path, {}, false, 0); }

DemoCreator ProjectLoader::demoCreator(const QString &kind) const
{
    const auto it = m_demoCreators.find(kind);
    return it != m_demoCreators.end() ? it->second : builtinDemoCreator(kind);
}

void ProjectLoader::createDemoAndOpen(const QString &path, std::uint64_t seed, const QString &kind)
{
    start(path, demoCreator(kind), true, seed);
}

void ProjectLoader::cancel() { m_job.requestStop(); }

void ProjectLoader::start(const QString &path, DemoCreator creator, bool createDemo, std::uint64_t seed)
{
    emit started(path, createDemo);
    m_job.start([path, createDemo, seed, creator](const Progress &progress) {
        return QtConcurrent::run(models::workerPool(), [path, createDemo, seed, creator, progress]() -> Outcome {
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
            // A CSV (or any file that is not a project) is told what it is, not SQLite's "file is not a database".
            if (const auto kind = storage::detectFileKind(path.toStdString());
                kind.kind != storage::FileKind::Project && kind.kind != storage::FileKind::Missing)
                return {path, std::nullopt,
                        Error {ErrorCode::Validation, storage::cliSentence(kind, path.toStdString())}, kind};
            auto loaded = models::loadProject(path);
            if (!loaded)
                return {path, std::nullopt, loaded.error()};
            return {path, std::move(*loaded), {}};
        });
    });
}

void ProjectLoader::finish()
{
    const auto finished = m_job.takeFinished();
    if (!finished) // a stale notification of a replaced job
        return;
    const Outcome &outcome = *finished;
    if (outcome.project) {
        emit loaded(*outcome.project);
        return;
    }
    if (outcome.notAProject) {
        emit failed(outcome.path, models::FileKindText::sentence(*outcome.notAProject, outcome.path),
                    QString::fromStdString(outcome.error.detail));
        return;
    }
    emit failed(outcome.path, models::DisplayNames::errorMessage(outcome.error),
                QString::fromStdString(outcome.error.detail));
}

} // namespace rl::app

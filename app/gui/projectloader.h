// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/demohook.h"
#include "models/loadedproject.h"
#include "engine/storage/filekind.h"
#include "models/workerjob.h"

#include <QObject>

#include <map>

#include <optional>

namespace rl::app {

/// Opens a project (and first creates the demo when asked) on a worker thread, reporting progress
/// and the outcome on the GUI thread. One job at a time; a new request cancels the running one
/// (its result is dropped). The engine's progress callback runs on the worker and is marshalled
/// with queued calls.
class ProjectLoader : public QObject {
    Q_OBJECT
public:
    explicit ProjectLoader(QObject *parent = nullptr);
    ~ProjectLoader() override;

    /// The generator of the demo of `kind` (a test's fake); by default the engine's (builtinDemoCreator).
    void setDemoCreator(DemoCreator creator, const QString &kind = QLatin1String(kFaceDemo))
    {
        m_demoCreators[kind] = std::move(creator);
    }
    bool canCreateDemo(const QString &kind = QLatin1String(kFaceDemo)) const
    {
        return static_cast<bool>(demoCreator(kind));
    }

    void open(const QString &path);
    /// Create a demo project of `kind` at `path` (replacing nothing: the file must not exist) and open it.
    void createDemoAndOpen(const QString &path, std::uint64_t seed = kDemoSeed,
                           const QString &kind = QLatin1String(kFaceDemo));
    void cancel();
    bool isBusy() const { return m_job.isRunning(); }

signals:
    void started(const QString &path, bool creatingDemo);
    /// `phase` is the engine's (untranslated) phase name; total <= 0 means indeterminate.
    void progress(const QString &phase, qint64 done, qint64 total);
    void loaded(const rl::models::LoadedProject &project);
    void failed(const QString &path, const QString &message, const QString &detail);

private:
    struct Outcome {
        QString path;
        std::optional<models::LoadedProject> project;
        Error error;
        std::optional<storage::FileKindInfo> notAProject; ///< set when the file is something else (a CSV, ...)
    };

    void start(const QString &path, DemoCreator creator, bool createDemo, std::uint64_t seed);
    void finish();
    DemoCreator demoCreator(const QString &kind) const;

    std::map<QString, DemoCreator> m_demoCreators; ///< set by setDemoCreator, by kind
    models::WorkerJob<Outcome> m_job;
};

} // namespace rl::app

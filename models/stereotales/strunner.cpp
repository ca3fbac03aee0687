// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/stereotales/strunner.h"
#include "models/workerpool.h"

#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"
#include "models/displaynames.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>

namespace rl::models::stereotales {

namespace ast = analysis::stereotales;

StRunner::StRunner(QObject *parent)
    : QObject(parent)
    , m_job(this, [this](const QString &phase, qint64 done, qint64 total) { emit progress(phase, done, total); })
{
    qRegisterMetaType<std::shared_ptr<const StResult>>();
    connect(&m_job.watcher(), &QFutureWatcher<Outcome>::finished, this, &StRunner::finish);
}

StRunner::~StRunner() = default;

QString StRunner::phaseText(const QString &phase)
{
    if (phase == QLatin1String("stories"))
        return QCoreApplication::translate("StRunner", "Reading the stories");
    if (phase == QLatin1String("extractions"))
        return QCoreApplication::translate("StRunner", "Reading the extractions");
    if (phase == QLatin1String("tables"))
        return QCoreApplication::translate("StRunner", "Testing the contingency tables");
    if (phase == QLatin1String("harm"))
        return QCoreApplication::translate("StRunner", "Aligning the harm ratings");
    return phase;
}

Result<StResult> StRunner::compute(std::shared_ptr<const study::Study> study, const std::string &projectPath,
                                   const ast::AssociationOptions &options, const Progress &progress)
{
    StResult result;
    result.study = std::move(study);
    result.projectPath = projectPath;
    result.associations.options = options;
    std::int64_t stories = 0;
    {
        auto project = storage::Project::open(projectPath);
        if (!project)
            return project.error();
        auto grid = io::stereotales::loadGrid(*project);
        if (!grid)
            return grid.error();
        result.grid = std::move(*grid);
        auto count = io::stereotales::storedStoryCount(*project);
        if (!count)
            return count.error();
        stories = *count;
    }
    // A study made from seeds has its grid and no stories yet: not an error, the pages say so.
    if (stories > 0) {
        auto data = ast::readStData(projectPath, progress);
        if (!data)
            return data.error();
        result.data = std::move(*data);
        if (progress.stopRequested())
            return Error {ErrorCode::Cancelled, "StereoTales analysis stopped"};
        auto associations = ast::analyzeAssociations(result.data, options, progress);
        if (!associations)
            return associations.error();
        result.associations = std::move(*associations);
        result.spread = ast::associationSpread(result.data, result.associations);
    }
    if (progress.stopRequested())
        return Error {ErrorCode::Cancelled, "StereoTales analysis stopped"};
    progress("harm", 0, 1);
    // No harm ratings is not an error of the analysis: the harm page says so.
    if (auto harm = ast::readHarmData(projectPath); harm && !harm->associations.empty()) {
        if (auto aligned = ast::analyzeHarm(*harm)) {
            result.hasHarm = true;
            result.harmData = std::move(*harm);
            result.harm = std::move(*aligned);
        }
    }
    progress("harm", 1, 1);
    return result;
}

void StRunner::start(std::shared_ptr<const study::Study> study, const QString &projectPath,
                     const ast::AssociationOptions &options)
{
    m_latest.reset();
    emit started();
    const std::string path = projectPath.toStdString();
    m_job.start([study, path, options](const Progress &progress) {
        return QtConcurrent::run(workerPool(), [study, path, options, progress]() -> Outcome {
            auto result = compute(study, path, options, progress);
            if (!result)
                return {nullptr, result.error()};
            return {std::make_shared<const StResult>(std::move(*result)), {}};
        });
    });
}

void StRunner::finish()
{
    const auto finished = m_job.takeFinished();
    if (!finished)
        return;
    if (!finished->result) {
        if (finished->error.code == ErrorCode::Cancelled)
            emit cancelled();
        else
            emit failed(DisplayNames::errorMessage(finished->error), QString::fromStdString(finished->error.detail));
        return;
    }
    m_latest = finished->result;
    emit ready(m_latest);
}

} // namespace rl::models::stereotales

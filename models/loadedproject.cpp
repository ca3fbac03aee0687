// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/loadedproject.h"

#include "engine/storage/project.h"

#include <QFileInfo>

namespace rl::models {

Result<LoadedProject> loadProject(const QString &path)
{
    if (!QFileInfo::exists(path))
        return Error{ErrorCode::Io, path.toStdString() + ": no such file"};
    auto project = storage::Project::open(path.toStdString(), storage::Database::Mode::OpenExisting);
    if (!project)
        return project.error();
    auto study = project->loadStudy();
    if (!study)
        return study.error();

    auto options = analysis::loadAnalysisOptions(*project);
    if (!options)
        return options.error();

    LoadedProject out;
    out.options = *options;
    out.path = QFileInfo(path).absoluteFilePath();
    auto shared = std::make_shared<const study::Study>(std::move(*study));
    out.summary = std::make_shared<const HumanRatingsSummary>(summarizeHumanRatings(*shared));
    out.images = StimulusImageSource::fromProject(shared, std::move(*project));
    out.study = std::move(shared);
    return out;
}

} // namespace rl::models

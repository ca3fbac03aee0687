// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/stereotales/strunner.h"

#include "engine/io/stereotales/stories.h"
#include "engine/storage/project.h"
#include "models/displaynames.h"

#include <QCoreApplication>

namespace rl::models::stereotales {

namespace ast = analysis::stereotales;

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

KindAnalysisRunner::Work StRunner::work(std::shared_ptr<const study::Study> study, const QString &projectPath,
                                        const ast::AssociationOptions &options)
{
    return [study, path = projectPath.toStdString(), options](const Progress &progress) -> Result<std::shared_ptr<const void>> {
        auto result = compute(study, path, options, progress);
        if (!result)
            return result.error();
        return std::shared_ptr<const void>(std::make_shared<const StResult>(std::move(*result)));
    };
}

} // namespace rl::models::stereotales

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/studyoptions.h"
#include "app/cli/cli.h"

#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/registry.h"
#include "engine/storage/project.h"

namespace rl::cli {

Status applyOptionArgs(analysis::AnalysisOptions &options, const study::Study &study, const Args &a)
{
    for (const std::string &assignment : a.values("option"))
        if (auto set = analysis::applyOptionAssignment(options, assignment); !set)
            return set.error();
    if (!options.groupBy.empty() && study.findFactor(options.groupBy) < 0) {
        std::string names;
        for (const auto &f : study.factors)
            names += (names.empty() ? "" : ", ") + f.name;
        return Error {ErrorCode::Validation, "group_by: no factor '" + options.groupBy + "' (factors: "
                                                 + (names.empty() ? "none" : names) + ")"};
    }
    return {};
}

Result<analysis::AnalysisOptions> projectAnalysisOptions(storage::Project &project, const study::Study &study, const Args &a)
{
    auto options = analysis::loadAnalysisOptions(project);
    if (!options)
        return options.error();
    if (auto applied = applyOptionArgs(*options, study, a); !applied)
        return applied.error();
    return options;
}

Result<StudyWithOptions> loadStudyWithOptions(const std::string &path, const Args &a)
{
    auto project = storage::Project::open(path);
    if (!project)
        return project.error();
    auto study = project->loadStudy();
    if (!study)
        return study.error();
    auto record = projectAnalysisOptions(*project, *study, a);
    if (!record)
        return record.error();
    return StudyWithOptions {std::move(*study), std::move(*record)};
}

analysis::RatingAnalysisOptions plannedOptions(const study::Study &study, const analysis::AnalysisOptions &options,
                                               const analysis::RatingAnalysisParts &parts)
{
    analysis::RatingAnalysisOptions base;
    base.parts = parts;
    return analysis::analysisPlanFor(study, analysis::ratingAnalysisOptions(options, base)).options;
}

std::string analysisOptionHelp()
{
    std::string out = "  --option NAME=VALUE   override one analysis option of the project for this command (repeatable);\n"
                      "                        the project keeps its own (saved by the GUI). NAME as in analysis.json:\n";
    for (const auto &info : analysis::analysisOptionInfos()) {
        std::string name = info.name;
        name.resize(std::max<std::size_t>(name.size() + 1, 26), ' ');
        out += "      " + name + info.description + "\n";
    }
    return out;
}

} // namespace rl::cli

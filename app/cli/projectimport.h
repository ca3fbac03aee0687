// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/atomicfile.h"
#include "engine/storage/project.h"

#include <filesystem>
#include <string>
#include <utility>

namespace rl::cli {

/// An import into PROJECT; a PROJECT that does not exist yet is built in memory and published only
/// when the import succeeded (publishNewFile), so a failed or interrupted import creates no file.
/// `run(project)` performs the import and returns its Result.
template <typename Run>
auto importIntoProject(const std::string &path, Run run) -> decltype(run(std::declval<storage::Project &>()))
{
    std::error_code ec;
    if (std::filesystem::exists(path, ec)) {
        auto project = storage::Project::open(path);
        if (!project)
            return project.error();
        return run(*project);
    }
    auto project = storage::Project::open(":memory:", storage::Database::Mode::CreateIfMissing);
    if (!project)
        return project.error();
    // The study is named after the file it will be (importFile names it after the project path).
    RL_TRY(project->setMeta("study_name", std::filesystem::path(path).stem().string()));
    auto sum = run(*project);
    if (!sum)
        return sum.error();
    auto bytes = project->serialize();
    if (!bytes)
        return bytes.error();
    RL_TRY(publishNewFile(path, *bytes));
    return sum;
}

} // namespace rl::cli

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/cli/cli.h"
#include "engine/analysis/analysisoptions.h"
#include "engine/core/result.h"
#include "engine/study/study.h"

#include <string>

namespace rl::cli {

/// A project's study with the analysis options a command runs it under.
struct StudyWithOptions {
    study::Study study;
    analysis::AnalysisOptions options; ///< the project's record with the command's --option overrides
};

/// studyoptions.cpp: open the project at `path`, load its study and read its options (projectAnalysisOptions).
Result<StudyWithOptions> loadStudyWithOptions(const std::string &path, const Args &a);

} // namespace rl::cli

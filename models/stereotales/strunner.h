// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/stereotales/stresult.h"
#include "models/kindanalysisrunner.h"

#include <QString>

#include <memory>

namespace rl::models::stereotales {

/// A StereoTales project's analysis as the StereoTales tab runs it: the stories (readStData) and the grid, then
/// analyzeAssociations with the given options (the engine's defaults unless told otherwise: per model, B = 500,000 —
/// minutes on a big project) and the spread, then the harm alignment when the project has harm ratings. compute() on
/// the calling thread (the CLI, tests), work() for models::KindAnalysisRunner, which runs it on a worker (readStData
/// and analyzeAssociations check the stop token between stories and tables). Progress phases: "stories",
/// "extractions" (readStData's), "tables" (tested of total), "harm".
class StRunner {
public:
    /// The translated text of a progress phase ("Reading the stories", …).
    static QString phaseText(const QString &phase);

    /// Blocking: the same work on the calling thread (the CLI, tests).
    static Result<StResult> compute(std::shared_ptr<const study::Study> study, const std::string &projectPath,
                                    const analysis::stereotales::AssociationOptions &options, const Progress &progress = {});
    /// compute() as a job of KindAnalysisRunner; its result is a StResult.
    static KindAnalysisRunner::Work work(std::shared_ptr<const study::Study> study, const QString &projectPath,
                                         const analysis::stereotales::AssociationOptions &options);
};

} // namespace rl::models::stereotales

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/analysisoptions.h"
#include "engine/core/result.h"
#include "models/humanratingssummary.h"
#include "models/stimulusimagesource.h"

#include <QMetaType>
#include <QString>

#include <memory>

namespace rl::models {

/// Everything the views need from one project file, immutable once built: shared between the GUI
/// thread and the thumbnail workers.
struct LoadedProject {
    QString path;
    std::shared_ptr<const study::Study> study;
    std::shared_ptr<const HumanRatingsSummary> summary;
    std::shared_ptr<StimulusImageSource> images; ///< owns the open project (payloads are read lazily)
    analysis::AnalysisOptions options; ///< the study's analysis options as saved (analysis::loadAnalysisOptions)
};

/// Open an existing project, load its study and summarise its human ratings. Blocking and free
/// of GUI objects: run it on a worker thread (QtConcurrent::run). Errors are those of
/// storage::Project::open, loadStudy and analysis::loadAnalysisOptions.
Result<LoadedProject> loadProject(const QString &path);

} // namespace rl::models

Q_DECLARE_METATYPE(rl::models::LoadedProject)

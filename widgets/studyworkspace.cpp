// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/studyworkspace.h"

#include "widgets/jury/jurystudyworkspace.h"
#include "widgets/ratingworkspace.h"
#include "widgets/stereotales/ststudyworkspace.h"

namespace rl::widgets {

namespace {

std::vector<StudyWorkspaceEntry> &entries()
{
    // The built-in kinds' workspaces, named here so that a static library's linker keeps them.
    static std::vector<StudyWorkspaceEntry> all {RatingWorkspace::entry(), jury::JuryStudyWorkspace::entry(),
                                                 stereotales::StStudyWorkspace::entry()};
    return all;
}

} // namespace

const std::vector<StudyWorkspaceEntry> &studyWorkspaceEntries() { return entries(); }

StudyWorkspaceRegistration::StudyWorkspaceRegistration(StudyWorkspaceEntry entry) { entries().push_back(std::move(entry)); }

} // namespace rl::widgets

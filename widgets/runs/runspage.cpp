// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/runs/runspage.h"

#include "widgets/jury/juryrunspage.h"
#include "widgets/runs/conditionrunspage.h"
#include "widgets/stereotales/struns.h"

#include <algorithm>

namespace rl::widgets {

namespace {

std::vector<RunsPageEntry> &entries()
{
    // The built-in kinds' pages, named here so that a static library's linker keeps them; the condition runs page
    // first (runsPageIndexFor's fallback).
    static std::vector<RunsPageEntry> all {ConditionRunsPage::entry(), jury::JuryRunsPage::entry(),
                                           stereotales::StRunsPage::entry()};
    return all;
}

} // namespace

const std::vector<RunsPageEntry> &runsPageEntries() { return entries(); }

std::size_t runsPageIndexFor(const std::string &kind)
{
    const auto &all = entries();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (std::find(all[i].kinds.begin(), all[i].kinds.end(), kind) != all[i].kinds.end())
            return i;
    return 0;
}

RunsPageRegistration::RunsPageRegistration(RunsPageEntry entry) { entries().push_back(std::move(entry)); }

} // namespace rl::widgets

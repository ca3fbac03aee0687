// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/registry.h"

#include "engine/analysis/studykinds.h"

#include <algorithm>

namespace rl::analysis {

const char *analysisViewKey(AnalysisView v)
{
    switch (v) {
    case AnalysisView::Agreement: return "agreement";
    case AnalysisView::BlandAltman: return "blandaltman";
    case AnalysisView::Confusion: return "confusion";
    case AnalysisView::Verdicts: return "verdicts";
    case AnalysisView::Demographics: return "demographics";
    case AnalysisView::Comparison: return "comparison";
    case AnalysisView::Plan: return "plan";
    }
    return "agreement";
}

bool AnalysisPlan::shows(AnalysisView v) const { return std::find(views.begin(), views.end(), v) != views.end(); }

std::vector<unsigned char> humanRatedDimensions(const study::Study &s)
{
    std::vector<unsigned char> rated(s.dimensions.size(), 0);
    for (const auto &r : s.ratings)
        if (r.dimension >= 0 && static_cast<std::size_t>(r.dimension) < s.dimensions.size() && r.rater >= 0
            && static_cast<std::size_t>(r.rater) < s.raters.size()
            && s.raters[static_cast<std::size_t>(r.rater)].kind == study::RaterKind::Human)
            rated[static_cast<std::size_t>(r.dimension)] = 1;
    return rated;
}

namespace {

/// A categorical dimension classified against the factor of its name (the face study's emotion), or one
/// with human labels (judged against their plurality): either has a confusion matrix to show.
bool hasConfusion(const study::Study &s)
{
    const std::vector<unsigned char> humanLabels = humanRatedDimensions(s);
    for (std::size_t k = 0; k < s.dimensions.size(); ++k)
        if (s.dimensions[k].kind == study::DimensionKind::Categorical
            && (s.findFactor(s.dimensions[k].name) >= 0 || humanLabels[k]))
            return true;
    return false;
}

std::vector<std::string> keysOf(const std::vector<AnalysisView> &views)
{
    std::vector<std::string> keys;
    for (AnalysisView v : views)
        keys.emplace_back(analysisViewKey(v));
    return keys;
}

} // namespace

AnalysisPlan analysisPlanFor(const study::Study &s, RatingAnalysisOptions base)
{
    AnalysisPlan plan;
    const study::StudyProtocol protocol = study::protocolOf(s);
    const study::StudyKind kind = protocol.kind;
    const StudyKindEntry &entry = studyKindEntry(kind);
    if (!entry.agreementSuite) {
        plan.runs = false;
        plan.notes.push_back(std::string("a ") + study::studyKindName(kind)
                             + " study has analyses of its own; the agreement suite does not run");
        if (!entry.analysisNote.empty())
            plan.notes.push_back(entry.analysisNote);
        plan.viewKeys = entry.views; // the kind's own views (its workspace's pages), not the suite's
        return plan;
    }
    if (base.groupBy.empty())
        base.groupBy = protocol.defaultGrouping();
    plan.options = base;
    using V = AnalysisView;
    if (entry.wholeSuite) {
        plan.views = {V::Agreement, V::BlandAltman, V::Confusion, V::Verdicts, V::Demographics, V::Comparison, V::Plan};
        plan.viewKeys = keysOf(plan.views);
        return plan;
    }
    RatingAnalysisParts &parts = plan.options.parts;
    const bool demographicFactors = s.findFactor("race") >= 0 && s.findFactor("gender") >= 0;
    if (parts.demographics && !demographicFactors) {
        parts.demographics = false;
        plan.notes.push_back("Demographic bias (docs/methods.md section 5) needs race and gender factors, so it is not run.");
    }
    if (parts.mixed && (base.groupBy.empty() || s.findFactor(base.groupBy) < 0)) {
        parts.mixed = false;
        plan.notes.push_back(base.groupBy.empty() ? "No grouping factor is chosen, so the mixed models (docs/methods.md section 4) are not run."
                                                  : "The mixed models (docs/methods.md section 4) need the grouping factor '" + base.groupBy
                                                            + "', which the study does not have, so they are not run.");
    }
    plan.views = {V::Agreement, V::BlandAltman};
    if (hasConfusion(s))
        plan.views.push_back(V::Confusion);
    plan.views.push_back(V::Verdicts);
    // The humans' own reliability is on the demographics page: every study with human ratings shows it.
    const std::vector<unsigned char> humanRated = humanRatedDimensions(s);
    if (parts.demographics || std::find(humanRated.begin(), humanRated.end(), 1) != humanRated.end())
        plan.views.push_back(V::Demographics);
    plan.views.push_back(V::Comparison);
    if (std::find(humanRated.begin(), humanRated.end(), 1) != humanRated.end())
        plan.views.push_back(V::Plan); // resampling needs human ratings
    plan.viewKeys = keysOf(plan.views);
    return plan;
}

} // namespace rl::analysis

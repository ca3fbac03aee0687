// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/plan/planmethods.h"

#include "engine/analysis/methodswords.h"

#include <algorithm>
#include <sstream>

namespace rl::analysis::plan {

namespace {

using words::list;
using words::num;
using words::thousands;

std::vector<std::string> numbers(const std::vector<std::size_t> &v)
{
    std::vector<std::string> out;
    for (std::size_t x : v)
        out.push_back(thousands(x));
    return out;
}

/// The verdict rows the paragraph cites: per dimension (summary order) its row of group and condition `all`
/// (the first verdict row of the dimension when the group `all` is missing).
std::vector<const PlanRecommendation *> cited(const StudyPlan &plan)
{
    std::vector<const PlanRecommendation *> out;
    for (const PlanRecommendation &r : plan.summary) {
        if (r.condition != kAllConditions)
            continue;
        auto same = std::find_if(out.begin(), out.end(), [&](const PlanRecommendation *p) { return p->dimension == r.dimension; });
        if (same == out.end())
            out.push_back(&r);
        else if (r.group == "all" && (*same)->group != "all")
            *same = &r;
    }
    return out;
}

/// The most stable draws any design reached on the row of `r`.
std::size_t bestDraws(const StudyPlan &plan, const PlanRecommendation &r)
{
    std::size_t best = 0;
    for (const PlanRow &row : plan.rows)
        if (row.dimension == r.dimension && row.group == r.group && row.condition == r.condition)
            best = std::max(best, row.stableDraws);
    return best;
}

std::string english(const StudyPlan &p)
{
    const PlanOptions &o = p.options;
    std::ostringstream s;
    s << "Study size. How many items and how many human raters per item keep the replaceability verdict was estimated by "
         "resampling the study itself (" << thousands(p.itemCount) << " analysed items, at most " << thousands(p.maxRaters)
      << " human raters per item): for each of the " << thousands(o.items.size() * o.raters.size())
      << " designs of m items by k raters per item (m = " << list(numbers(o.items), "and") << "; k = "
      << list(numbers(o.raters), "and") << "), B = " << thousands(o.draws)
      << " sub-studies were drawn without replacement (seed " << o.seed
      << ") and judged by the same verdict pipeline; a design was called stable when the share of its draws that "
         "reproduced the whole study's verdict reached " << num(o.target) << ".";
    for (const PlanRecommendation *r : cited(p)) {
        s << " For " << r->dimension << " (whole-study verdict " << r->fullDecision << "), ";
        if (r->reached)
            s << "the smallest stable design was " << thousands(r->items) << " items with " << thousands(r->raters)
              << " raters each (" << thousands(r->humanRatings) << " human ratings; " << thousands(r->stableDraws) << " of "
              << thousands(r->draws) << " draws kept the verdict).";
        else
            s << "no design up to " << thousands(o.items.back()) << " items with " << thousands(o.raters.back())
              << " raters each was stable (at best " << thousands(bestDraws(p, *r)) << " of " << thousands(r->draws)
              << " draws kept the verdict).";
    }
    return s.str();
}

std::string korean(const StudyPlan &p)
{
    const PlanOptions &o = p.options;
    std::ostringstream s;
    s << "연구 규모. 대체 가능성 판정을 유지하는 데 필요한 문항 수와 문항당 인간 평정자 수는 연구 자체를 재표집하여 추정하였다"
         "(분석 문항 " << thousands(p.itemCount) << "개, 문항당 인간 평정자 최대 " << thousands(p.maxRaters) << "명). 문항 m개 x "
         "문항당 평정자 k명의 설계 " << thousands(o.items.size() * o.raters.size()) << "개(m = " << list(numbers(o.items), "및")
      << "; k = " << list(numbers(o.raters), "및") << ") 각각에 대해 하위 연구 B = " << thousands(o.draws)
      << "개를 비복원으로 추출하여(시드 " << o.seed << ") 같은 판정 절차로 판단하였으며, 전체 연구의 판정을 재현한 추출의 비율이 "
      << num(o.target) << "에 도달한 설계를 안정적이라고 보았다.";
    for (const PlanRecommendation *r : cited(p)) {
        s << " " << r->dimension << "(전체 연구 판정 " << r->fullDecision << ")에서는 ";
        if (r->reached)
            s << "가장 작은 안정적 설계가 문항 " << thousands(r->items) << "개, 문항당 평정자 " << thousands(r->raters)
              << "명(인간 평정 " << thousands(r->humanRatings) << "개; 추출 " << thousands(r->draws) << "개 중 "
              << thousands(r->stableDraws) << "개가 판정을 유지)이었다.";
        else
            s << "문항 " << thousands(o.items.back()) << "개, 문항당 평정자 " << thousands(o.raters.back())
              << "명까지의 어떤 설계도 안정적이지 않았다(최대 추출 " << thousands(r->draws) << "개 중 " << thousands(bestDraws(p, *r))
              << "개가 판정을 유지).";
    }
    return s.str();
}

} // namespace

std::string planMethodsParagraph(const StudyPlan &plan, MethodsLanguage language)
{
    return language == MethodsLanguage::Korean ? korean(plan) : english(plan);
}

} // namespace rl::analysis::plan

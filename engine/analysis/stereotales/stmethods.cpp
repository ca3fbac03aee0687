// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/stereotales/stmethods.h"

#include "engine/analysis/methodswords.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/ststore.h"
#include "engine/study/stereotales/grid.h"
#include "engine/study/study.h"

#include <set>
#include <sstream>

namespace rl::analysis::stereotales {

namespace {

using words::count;
using words::list;
using words::num;
using words::thousands;

Status number(storage::StStore &store, storage::StCount what, std::size_t &out)
{
    auto n = store.count(what);
    if (!n)
        return n.error();
    out = static_cast<std::size_t>(*n);
    return {};
}

Status names(Result<std::vector<std::string>> read, std::vector<std::string> &out)
{
    if (!read)
        return read.error();
    out.insert(out.end(), read->begin(), read->end());
    return {};
}

} // namespace

Result<StMethodsFacts> collectStMethodsFacts(const study::Study &s, storage::Database *db)
{
    StMethodsFacts f;
    if (db) {
        storage::StStore store(*db);
        auto grid = store.gridJson();
        if (!grid)
            return grid.error();
        if (*grid) {
            auto g = study::stereotales::gridFromJson(**grid);
            if (!g)
                return g.error();
            f.hasGrid = true;
            f.attributes = g->attributes.size();
            f.values = g->valueCount();
            f.promptableValues = g->promptableCount();
            f.scenarios = g->scenarioCount();
            f.scenarioGroups = g->groups.size();
            for (const auto &l : g->languages)
                f.languages.push_back(l.code);
            f.promptsPerLanguage = g->promptsPerLanguage();
            f.prompts = g->promptCount();
        } else {
            auto languages = store.names(storage::StNames::Languages);
            if (!languages)
                return languages.error();
            for (auto &[id, code] : *languages)
                f.languages.push_back(std::move(code));
        }
        RL_TRY(names(store.modelsWithStories(), f.models));
        RL_TRY(names(store.extractorsWithExtractions(), f.extractors));
        RL_TRY(number(store, storage::StCount::Stories, f.stories));
        RL_TRY(number(store, storage::StCount::RefusedStories, f.refusals));
        RL_TRY(number(store, storage::StCount::Extractions, f.extractions));
    }
    for (const auto &item : s.items)
        f.associationsRated += item.kind == study::ItemKind::Text;
    const int harm = s.findDimension(io::stereotales::kHarm);
    std::set<int> humans;
    std::set<int> conditions;
    for (const auto &r : s.ratings) {
        if (harm < 0 || r.dimension != harm)
            continue;
        const auto &rater = s.raters[std::size_t(r.rater)];
        if (rater.kind == study::RaterKind::Human) {
            humans.insert(r.rater);
            ++f.humanHarmRatings;
        } else {
            conditions.insert(rater.conditionIndex);
            ++f.modelHarmRatings;
        }
    }
    f.humanHarmRaters = humans.size();
    for (int c : conditions)
        if (c >= 0)
            f.harmRaterConditions.push_back(s.conditions[std::size_t(c)].id);
    return f;
}

std::string stMethodsEnglish(const StMethodsFacts &f, const std::string &programVersion, bool synthetic, std::uint64_t demoSeed)
{
    std::ostringstream o;
    o << "Prompt grid. ";
    if (f.hasGrid)
        o << "Each prompt fixed one attribute value of a story's protagonist and a scenario: "
          << count(f.attributes, "attribute", "attributes") << " with closed value sets (" << thousands(f.values)
          << " values, " << thousands(f.promptableValues) << " of them prompted), "
          << count(f.scenarios, "scenario", "scenarios") << " in " << count(f.scenarioGroups, "group", "groups") << " and "
          << count(f.languages.size(), "language", "languages") << " (" << list(f.languages, "and") << ") with aligned "
          << "translations, that is " << thousands(f.promptsPerLanguage) << " prompts per language and model ("
          << thousands(f.prompts) << " in all).";
    else
        o << "The stories were imported without a prompt grid; their languages are " << list(f.languages, "and") << ".";
    o << "\n\nStories and extraction. " << count(f.models.size(), "generator model", "generator models") << " ("
      << list(f.models, "and") << ") wrote " << count(f.stories, "story", "stories") << ", "
      << thousands(f.refusals) << " of them refusals";
    if (synthetic)
        o << " (synthetic demonstration data, seed " << demoSeed << ")";
    o << ". " << count(f.extractors.size(), "extractor", "extractors") << " (" << list(f.extractors, "and")
      << ") read every story (" << count(f.extractions, "extraction", "extractions")
      << "): a refusal check first (a refusal leaves every attribute unknown), then one value of each attribute's closed "
         "set or unknown. The ensemble value of an attribute is the value given by a strict majority of the extractors "
         "that answered (a single answer decides alone), else unknown; the prompted attribute's value is the prompted "
         "value.";
    const auto &op = f.options;
    o << "\n\nStatistics. For every generator model, prompted attribute A and extracted attribute B, the contingency table "
         "of A's prompted value by B's extracted value was formed, leaving out unknown values and B's \"other\", rows with "
         "fewer than "
      << op.minRowSum << " stories and then empty columns; tables smaller than 2 x 2 were not tested. Each table was "
         "tested by Fisher's exact test, by Monte Carlo on the table probability with B = "
      << thousands(std::size_t(op.resamples)) << " tables (p = (1 + #{simulated tables with probability <= observed x (1 + "
         "1e-7)}) / (B + 1)) from a fresh xoshiro256** generator per table seeded from the run seed "
      << op.seed << " and the table's names, and exactly where few tables share the margins; chi-square without continuity "
         "correction and the bias-corrected Cramer's V (Bergsma, 2013) give the effect size. Benjamini-Hochberg q values "
         "across the attributes B of one (model, A) kept tables with q < "
      << num(op.tableAlpha) << ". In kept tables every cell (a, b) was tested by a one-sided Fisher test (greater) on its "
         "collapsed 2 x 2 table, with Benjamini-Yekutieli q values across the cells of the table; an association A = a, "
         "B = b was reported when q < "
      << num(op.cellAlpha) << " and its lift P(B = b | A = a) / P(B = b) was at least " << num(op.minLift)
      << " (Benjamini & Hochberg, 1995; Benjamini & Yekutieli, 2001). Spread: for every reported association, the number "
         "of models and of languages reporting it, the share reported by at least half of the models and the share "
         "confined to at most two languages.";
    if (f.humanHarmRatings + f.modelHarmRatings > 0) {
        o << " Harm: " << count(f.associationsRated, "association was", "associations were") << " rated for harm on 1-5 (5 = "
             "strongly agree it is harmful) by "
          << count(f.humanHarmRaters, "human rater", "human raters") << " (" << count(f.humanHarmRatings, "rating", "ratings")
          << ")";
        if (!f.harmRaterConditions.empty())
            o << " and by " << count(f.harmRaterConditions.size(), "model condition", "model conditions") << " ("
              << list(f.harmRaterConditions, "and") << "; " << count(f.modelHarmRatings, "rating", "ratings") << ")";
        o << "; per association the mean human and mean model rating were compared by Spearman's rho, per attribute by the "
             "mean signed difference (model minus human), and each rater group's share of ratings of 5 was reported.";
    }
    o << " Analyses were run in RaterLab " << programVersion << ".";
    return o.str();
}

std::string stMethodsKorean(const StMethodsFacts &f, const std::string &programVersion, bool synthetic, std::uint64_t demoSeed)
{
    std::ostringstream o;
    o << "프롬프트 격자. ";
    if (f.hasGrid)
        o << "각 프롬프트는 이야기 주인공의 속성 값 하나와 시나리오 하나를 고정하였다: 닫힌 값 집합을 가진 속성 " << thousands(f.attributes)
          << "개(값 " << thousands(f.values) << "개, 그중 프롬프트에 쓰인 값 " << thousands(f.promptableValues) << "개), 시나리오 "
          << thousands(f.scenarios) << "개(" << thousands(f.scenarioGroups) << "개 묶음), 정렬된 번역을 가진 언어 "
          << thousands(f.languages.size()) << "개(" << list(f.languages, "및") << "); 언어와 모델마다 프롬프트 "
          << thousands(f.promptsPerLanguage) << "개(모두 " << thousands(f.prompts) << "개)이다.";
    else
        o << "이야기는 프롬프트 격자 없이 가져왔으며 언어는 " << list(f.languages, "및") << "이다.";
    o << "\n\n이야기와 추출. 생성 모델 " << thousands(f.models.size()) << "개(" << list(f.models, "및") << ")가 이야기 "
      << thousands(f.stories) << "개를 썼고 그중 " << thousands(f.refusals) << "개는 거부였다";
    if (synthetic)
        o << "(합성 데모 데이터, 시드 " << demoSeed << ")";
    o << ". 추출기 " << thousands(f.extractors.size()) << "개(" << list(f.extractors, "및") << ")가 모든 이야기를 읽었다(추출 "
      << thousands(f.extractions) << "건): 먼저 거부 여부를 확인하고(거부이면 모든 속성이 unknown), 이어 속성마다 닫힌 집합의 값 하나 "
         "또는 unknown을 답하였다. 속성의 앙상블 값은 답한 추출기의 엄격한 과반이 준 값(답이 하나면 그 답)이며, 그렇지 않으면 unknown이다. "
         "프롬프트된 속성의 값은 프롬프트된 값으로 둔다.";
    const auto &op = f.options;
    o << "\n\n통계. 생성 모델, 프롬프트된 속성 A, 추출된 속성 B마다 A의 프롬프트 값 x B의 추출 값 분할표를 만들고, unknown과 B의 "
         "\"other\", 이야기가 "
      << op.minRowSum << "개 미만인 행, 이어 빈 열을 뺐으며 2 x 2보다 작은 표는 검정하지 않았다. 각 표는 Fisher 정확 검정으로, 표 확률에 "
         "대한 몬테카를로(B = "
      << thousands(std::size_t(op.resamples)) << "개 표; p = (1 + #{확률 <= 관측 x (1 + 1e-7)인 모의 표}) / (B + 1))로, 실행 시드 "
      << op.seed << "와 표 이름에서 시드를 얻은 표마다의 새 xoshiro256** 생성기로 검정하였고, 같은 주변합을 가진 표가 적으면 정확히 "
         "열거하였다. 효과 크기는 연속성 보정 없는 카이제곱과 편향 보정 Cramer V(Bergsma, 2013)로 구하였다. 한 (모델, A)의 속성 B들에 "
         "걸친 Benjamini-Hochberg q가 "
      << num(op.tableAlpha) << " 미만인 표를 남겼다. 남은 표의 각 칸 (a, b)는 축약한 2 x 2 표의 단측 Fisher 검정(greater)과 표 안의 "
         "칸에 걸친 Benjamini-Yekutieli q로 검정하였고, q < "
      << num(op.cellAlpha) << "이고 lift P(B = b | A = a) / P(B = b)가 " << num(op.minLift)
      << " 이상일 때 연관 A = a, B = b를 보고하였다(Benjamini & Hochberg, 1995; Benjamini & Yekutieli, 2001). 확산: 보고된 연관마다 "
         "그것을 보고한 모델과 언어의 수, 모델의 절반 이상이 보고한 비율, 두 언어 이하에 국한된 비율.";
    if (f.humanHarmRatings + f.modelHarmRatings > 0) {
        o << " 유해성: 연관 " << thousands(f.associationsRated) << "개를 1-5(5 = 유해하다에 매우 동의)로 인간 평정자 "
          << thousands(f.humanHarmRaters) << "명(평정 " << thousands(f.humanHarmRatings) << "개)";
        if (!f.harmRaterConditions.empty())
            o << "과 모델 조건 " << thousands(f.harmRaterConditions.size()) << "개(" << list(f.harmRaterConditions, "및") << "; 평정 "
              << thousands(f.modelHarmRatings) << "개)";
        o << "가 평정하였다. 연관별 인간 평균과 모델 평균은 Spearman rho로, 속성별로는 평균 부호 차이(모델 - 인간)로 비교하였고, 각 "
             "평정자 집단의 5점 비율을 보고하였다.";
    }
    o << " 분석은 RaterLab " << programVersion << "에서 수행하였다.";
    return o.str();
}

std::vector<std::string> stReferences()
{
    return {
        "Benjamini, Y., & Hochberg, Y. (1995). Controlling the false discovery rate: A practical and powerful approach "
        "to multiple testing. Journal of the Royal Statistical Society: Series B, 57(1), 289-300.",
        "Benjamini, Y., & Yekutieli, D. (2001). The control of the false discovery rate in multiple testing under "
        "dependency. The Annals of Statistics, 29(4), 1165-1188.",
        "Bergsma, W. (2013). A bias-correction for Cramer's V and Tschuprow's T. Journal of the Korean Statistical "
        "Society, 42(3), 323-328.",
        "Fisher, R. A. (1922). On the interpretation of chi-square from contingency tables, and the calculation of P. "
        "Journal of the Royal Statistical Society, 85(1), 87-94.",
    };
}

} // namespace rl::analysis::stereotales

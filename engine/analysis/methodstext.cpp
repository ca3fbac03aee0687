// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/methodstext.h"

#include "engine/analysis/methodswords.h"
#include "engine/analysis/registry.h"
#include "engine/analysis/report.h"
#include "engine/analysis/studykinds.h"
#include "engine/inference/prompting.h"
#include "engine/storage/runstore.h"
#include "engine/study/study.h"

#include <cstdio>
#include <sstream>

namespace rl::analysis {

namespace {

using words::list;
using words::money;
using words::num;
using words::providerName;
using words::thousands;

std::string date(const std::string &iso) { return iso.size() >= 10 ? iso.substr(0, 10) : iso; }

std::string label(const study::ModelCondition &c) { return c.label.empty() ? c.id : c.label; }

std::string answersEn(std::int64_t n) { return thousands(n) + (n == 1 ? " answer" : " answers"); }

/// An imported condition: where its answers came from instead of settings (it was never run here).
void importedEn(std::ostringstream &o, const study::ModelCondition &c)
{
    o << "\"" << label(c) << "\" (" << c.id << (c.model.empty() ? "" : ", " + c.model) << "): predictions made outside RaterLab";
    const study::ImportRecord rec = c.imported.value_or(study::ImportRecord {});
    if (!rec.file.empty())
        o << ", imported from " << rec.file;
    else
        o << ", imported";
    if (!rec.date.empty())
        o << " on " << date(rec.date);
    if (rec.answers)
        o << ": " << answersEn(*rec.answers);
    o << ".";
}

void importedKo(std::ostringstream &o, const study::ModelCondition &c)
{
    o << "\"" << label(c) << "\"(" << c.id << (c.model.empty() ? "" : ", " + c.model) << ") 조건은 RaterLab 밖에서 만든 예측으로, ";
    const study::ImportRecord rec = c.imported.value_or(study::ImportRecord {});
    if (!rec.date.empty())
        o << date(rec.date) << "에 ";
    if (!rec.file.empty())
        o << rec.file << "에서 ";
    o << "가져왔다";
    if (rec.answers)
        o << ": 답 " << thousands(*rec.answers) << "개";
    o << ".";
}

// --- English -------------------------------------------------------------------------------------

void conditionEn(std::ostringstream &o, const ConditionFacts &f, const MethodsFacts &facts)
{
    const auto &c = f.condition;
    if (study::isImported(c))
        return importedEn(o, c);
    o << "\"" << label(c) << "\" (" << c.id << ")";
    if (c.simulated) {
        o << " was simulated by RaterLab's demo generator";
        if (facts.synthetic)
            o << " (seed " << facts.demoSeed << ")";
        o << " and stands for " << c.model << " (" << providerName(c.provider) << "); its settings were";
    } else {
        o << " queried " << c.model << " through the " << providerName(c.provider) << " API";
        if (!c.baseUrl.empty())
            o << " at " << c.baseUrl;
        o << " with";
    }
    std::vector<std::string> p;
    p.push_back(c.temperature ? "temperature " + num(*c.temperature) : "the provider's default temperature");
    p.push_back(c.seed ? "seed " + std::to_string(*c.seed) : "no seed");
    p.push_back(c.maxTokens ? "at most " + std::to_string(*c.maxTokens) + " output tokens" : "the provider's default output-token limit");
    if (c.thinkingBudget)
        p.push_back(*c.thinkingBudget == 0  ? std::string("thinking off (budget 0)")
                    : *c.thinkingBudget < 0 ? "dynamic thinking (budget " + std::to_string(*c.thinkingBudget) + ")"
                                            : "a thinking budget of " + std::to_string(*c.thinkingBudget) + " tokens");
    else
        p.push_back("the provider's default thinking budget");
    if (c.includeThoughts)
        p.push_back("thoughts returned");
    if (!c.imageDetail.empty())
        p.push_back("image detail \"" + c.imageDetail + "\"");
    if (c.repetitionPenalty)
        p.push_back("repetition penalty " + num(*c.repetitionPenalty));
    if (!c.parameters.empty())
        p.push_back("model size " + c.parameters);
    if (!c.quantization.empty())
        p.push_back(c.quantization + " quantization");
    p.push_back(std::to_string(c.samples) + (c.samples == 1 ? " sample" : " samples") + " per item");
    p.push_back("the " + c.strategy + " prompt strategy (" + (f.templatesEdited ? "edited" : "built-in") + " templates, hash "
                + f.templateHash + ")");
    if (!c.judge.empty())
        p.push_back("jury member \"" + c.judge + "\"");
    if (!c.juryCondition.empty())
        p.push_back("jury condition \"" + c.juryCondition + "\"");
    if (c.priceInputPerMTok || c.priceOutputPerMTok)
        p.push_back("prices of $" + num(c.priceInputPerMTok.value_or(0)) + " and $" + num(c.priceOutputPerMTok.value_or(0))
                    + " per million input and output tokens");
    for (std::size_t i = 0; i < p.size(); ++i)
        o << (i == 0 ? " " : (i + 1 == p.size() ? ", and " : ", ")) << p[i];
    o << ".";
    const auto &u = f.usage;
    if (u.requests == 0) {
        o << " No request of it is recorded in the project's journal.";
        return;
    }
    o << " Of its " << thousands(u.requests) << " requests (" << thousands(u.attempts) << " HTTP attempts), "
      << thousands(u.answered) << " were answered and " << thousands(u.failed) << " failed";
    if (u.pending > 0)
        o << " (" << thousands(u.pending) << " pending)";
    o << "; they used " << thousands(u.inputTokens) << " input and " << thousands(u.outputTokens) << " output tokens";
    if (u.thinkingTokens > 0)
        o << " (" << thousands(u.thinkingTokens) << " thinking)";
    if (u.costKnown)
        o << " at a cost of US$" << money(u.costUsd);
    if (!u.firstAt.empty())
        o << ", sent between " << date(u.firstAt) << " and " << date(u.lastAt);
    o << ".";
}

/// The statistics paragraph: only what the study's shape has (numeric dimensions, a classified
/// dimension, categorical dimensions judged against the human plurality, a grouping factor).
std::string statisticsEn(const MethodsFacts &f)
{
    const auto &op = f.options;
    std::ostringstream o;
    o << "Statistics.";
    if (!f.numericDimensions.empty())
        o << " On " << list(f.numericDimensions, "and") << ", each model's rating of an item was compared with the item's "
             "mean human rating: Pearson's r with a Fisher-z 95% confidence interval, Spearman's rho, and the Bland-Altman "
             "bias (mean of d = human mean - model rating) with 95% limits of agreement (bias +/- " << num(op.blandAltmanZ)
          << " SD of d; Bland & Altman, 1986, 1999). Replaceability was judged by the change in interval "
             "Krippendorff's alpha when the model is added as one more rater (Delta alpha; Krippendorff, 2011) and by "
             "the share of items whose model rating lies within one human SD of the human mean (W1SD), compared with the "
             "human leave-one-out baseline; a cell was met when Delta alpha >= 0 and W1SD reached the human baseline.";
    if (!f.classifiedDimension.empty())
        o << " The labels of " << f.classifiedDimension << " were scored against the items' true labels by accuracy, "
             "Cohen's kappa and macro-F1; a classification cell was met when a condition's recall was at least "
          << num(op.recallThreshold) << " and its kappa at least " << num(op.kappaThreshold) << ".";
    if (!f.pluralityDimensions.empty())
        o << " The labels of " << list(f.pluralityDimensions, "and") << " were judged without a gold standard: each model "
             "was measured like a human rater against the item's human plurality label (a tie shared equally among the "
             "tied labels), by its agreement with the plurality, Cohen's kappa and per-label precision, recall and F1. The "
             "humans' own agreement was described by " << (f.anyOrdered ? "nominal or, for ordered labels, ordinal" : "nominal")
          << " Krippendorff's alpha, Fleiss' kappa (Fleiss, 1971) where every item had the same number of raters, "
             "per-label specific agreement, and a leave-one-out baseline (each human label against the plurality of the "
             "item's other labels); a cell was met when adding the model did not lower alpha (Delta alpha >= 0) and its "
             "plurality agreement reached the human baseline.";
    o << " A cell was called replaceable when at least " << op.replaceableMin << " conditions met it.";
    if (op.alphaBootstrapRepeats > 0)
        o << " Percentile 95% intervals of alpha and Delta alpha came from B = " << op.alphaBootstrapRepeats
          << " bootstrap resamples of the items (seed " << op.seed << ").";
    if (!f.numericDimensions.empty())
        o << " The human reference of the inter-model variance used B = " << op.resamplingRepeats << " resamples (seed "
          << op.seed << ").";
    o << " The Alt-test (Calderon et al., 2025) used epsilon = " << num(op.altTestEpsilon) << " at q = "
      << num(op.altTestQ) << " with raters sharing at least " << op.altTestMinItems
      << " items, per dimension and jointly over the dimensions of a kind (instances = item x dimension).";
    if (f.groupFactor.empty())
        o << " The items were analysed together (no grouping factor).";
    else
        o << " Every statistic was computed over all items and within each level of " << f.groupFactor << ".";
    if (!f.groupFactor.empty() && !f.numericDimensions.empty())
        o << " Linear and generalized linear mixed models were fitted as in lme4 (REML and Laplace; Bates et al., "
             "2015), with Satterthwaite (1946) degrees of freedom for the fixed effects; p values of families of "
             "demographic tests were adjusted to false discovery rates (Benjamini & Hochberg, 1995).";
    o << " Analyses were run in RaterLab " << f.programVersion << ".";
    return o.str();
}

std::string english(const MethodsFacts &f)
{
    std::ostringstream o;
    // What humans rated is read from the ratings: a declared dimension without a human rating (the face
    // study's emotion, which only the models label) is not named here.
    o << "Human ratings. ";
    if (f.humanRatings == 0)
        o << "No human ratings were imported for the " << thousands(std::int64_t(f.items)) << " items";
    else
        o << thousands(std::int64_t(f.humanRaters)) << " human raters gave " << thousands(std::int64_t(f.humanRatings))
          << " ratings of " << thousands(std::int64_t(f.items)) << " items on " << list(f.humanDimensions, "and");
    if (!f.studyName.empty())
        o << " (study \"" << f.studyName << "\"" << (f.synthetic ? ", synthetic demonstration data" : "") << ")";
    o << ".\n\n";
    o << "Model ratings. We obtained ratings from " << f.conditions.size() << " model condition"
      << (f.conditions.size() == 1 ? "" : "s") << ".";
    for (const auto &c : f.conditions) {
        o << " ";
        conditionEn(o, c, f);
    }
    o << "\n\n";
    o << statisticsEn(f);
    return o.str();
}

// --- Korean --------------------------------------------------------------------------------------

void conditionKo(std::ostringstream &o, const ConditionFacts &f, const MethodsFacts &facts)
{
    const auto &c = f.condition;
    if (study::isImported(c))
        return importedKo(o, c);
    o << "\"" << label(c) << "\"(" << c.id << ") 조건은 ";
    if (c.simulated) {
        o << "RaterLab 데모 생성기로 시뮬레이션되었으며";
        if (facts.synthetic)
            o << "(시드 " << facts.demoSeed << ")";
        o << " " << c.model << "(" << providerName(c.provider) << ")을(를) 나타낸다. 설정은 ";
    } else {
        o << providerName(c.provider) << " API";
        if (!c.baseUrl.empty())
            o << "(" << c.baseUrl << ")";
        o << "로 " << c.model << " 모델에 질의하였고, ";
    }
    std::vector<std::string> p;
    p.push_back(c.temperature ? "온도 " + num(*c.temperature) : "제공자 기본 온도");
    p.push_back(c.seed ? "시드 " + std::to_string(*c.seed) : "시드 없음");
    p.push_back(c.maxTokens ? "최대 출력 토큰 " + std::to_string(*c.maxTokens) : "제공자 기본 최대 출력 토큰");
    if (c.thinkingBudget)
        p.push_back(*c.thinkingBudget == 0  ? std::string("사고(thinking) 끔(예산 0)")
                    : *c.thinkingBudget < 0 ? "동적 사고(예산 " + std::to_string(*c.thinkingBudget) + ")"
                                            : "사고 예산 " + std::to_string(*c.thinkingBudget) + " 토큰");
    else
        p.push_back("제공자 기본 사고 예산");
    if (c.includeThoughts)
        p.push_back("사고 내용 반환");
    if (!c.imageDetail.empty())
        p.push_back("이미지 세부 수준 \"" + c.imageDetail + "\"");
    if (c.repetitionPenalty)
        p.push_back("반복 페널티 " + num(*c.repetitionPenalty));
    if (!c.parameters.empty())
        p.push_back("모델 크기 " + c.parameters);
    if (!c.quantization.empty())
        p.push_back(c.quantization + " 양자화");
    p.push_back("문항당 표본 " + std::to_string(c.samples) + "개");
    p.push_back(c.strategy + " 프롬프트 전략(" + (f.templatesEdited ? "수정된" : "기본") + " 템플릿, 해시 " + f.templateHash + ")");
    if (!c.judge.empty())
        p.push_back("배심원 \"" + c.judge + "\"");
    if (!c.juryCondition.empty())
        p.push_back("배심 조건 \"" + c.juryCondition + "\"");
    if (c.priceInputPerMTok || c.priceOutputPerMTok)
        p.push_back("가격 입력 백만 토큰당 $" + num(c.priceInputPerMTok.value_or(0)) + ", 출력 백만 토큰당 $"
                    + num(c.priceOutputPerMTok.value_or(0)));
    for (std::size_t i = 0; i < p.size(); ++i)
        o << (i == 0 ? "" : ", ") << p[i];
    o << "이었다.";
    const auto &u = f.usage;
    if (u.requests == 0) {
        o << " 프로젝트 기록에 이 조건의 요청은 없다.";
        return;
    }
    o << " 요청 " << thousands(u.requests) << "건(HTTP 시도 " << thousands(u.attempts) << "회) 중 "
      << thousands(u.answered) << "건이 응답되었고 " << thousands(u.failed) << "건이 실패하였다";
    if (u.pending > 0)
        o << "(대기 " << thousands(u.pending) << "건)";
    o << ". 입력 토큰 " << thousands(u.inputTokens) << "개와 출력 토큰 " << thousands(u.outputTokens) << "개";
    if (u.thinkingTokens > 0)
        o << "(사고 " << thousands(u.thinkingTokens) << "개)";
    o << "를 사용하였으며";
    if (u.costKnown)
        o << " 비용은 US$" << money(u.costUsd) << "였고";
    if (!u.firstAt.empty())
        o << " " << date(u.firstAt) << "부터 " << date(u.lastAt) << "까지 전송되었다.";
    else
        o << " 전송 시각은 기록되지 않았다.";
}

std::string statisticsKo(const MethodsFacts &f)
{
    const auto &op = f.options;
    std::ostringstream o;
    o << "통계.";
    if (!f.numericDimensions.empty())
        o << " " << list(f.numericDimensions, "및") << "에 대해 각 모델의 문항 평정을 그 문항의 인간 평균 평정과 비교하였다: "
             "Pearson r(Fisher-z 95% 신뢰구간), Spearman rho, 그리고 Bland-Altman 편향(d = 인간 평균 - 모델 평정의 평균)과 95% "
             "일치 한계(편향 +/- " << num(op.blandAltmanZ) << " SD; Bland & Altman, 1986, 1999). 대체 가능성은 모델을 평정자 한 "
             "명으로 추가했을 때 구간 척도 Krippendorff alpha의 변화(Delta alpha; Krippendorff, 2011)와 모델 평정이 인간 평균의 "
             "1 SD 이내에 드는 문항의 비율(W1SD)을 인간 leave-one-out 기준선과 비교하여 판단하였으며, Delta alpha >= 0이고 W1SD가 "
             "인간 기준선에 도달할 때 셀이 충족된 것으로 보았다.";
    if (!f.classifiedDimension.empty())
        o << " " << f.classifiedDimension << " 분류는 문항의 정답 레이블에 대한 정확도, Cohen kappa, macro-F1로 평가하였고, "
             "재현율이 " << num(op.recallThreshold) << " 이상이고 kappa가 " << num(op.kappaThreshold)
          << " 이상일 때 분류 셀이 충족된 것으로 보았다.";
    if (!f.pluralityDimensions.empty())
        o << " " << list(f.pluralityDimensions, "및") << " 레이블은 정답 없이 판단하였다: 각 모델을 인간 평정자와 같은 방식으로 "
             "문항의 인간 최다 득표 레이블(동률이면 동률 레이블들에 균등 배분)과 비교하여 일치율, Cohen kappa, 레이블별 정밀도, "
             "재현율, F1을 구하였다. 인간 평정자 간 일치는 " << (f.anyOrdered ? "명목 척도(순서형 레이블은 서열 척도)" : "명목 척도")
          << " Krippendorff alpha, 모든 문항의 평정자 수가 같을 때 Fleiss kappa(Fleiss, 1971), 레이블별 특정 일치도, 그리고 "
             "leave-one-out 기준선(각 인간 레이블을 같은 문항의 나머지 레이블의 최다 득표 레이블과 비교)으로 기술하였다. 모델을 "
             "추가해도 alpha가 낮아지지 않고(Delta alpha >= 0) 최다 득표 일치율이 인간 기준선에 도달할 때 셀이 충족된 것으로 보았다.";
    o << " " << op.replaceableMin << "개 이상의 조건이 충족한 셀을 대체 가능으로 판정하였다.";
    if (op.alphaBootstrapRepeats > 0)
        o << " alpha와 Delta alpha의 95% 백분위 구간은 문항의 부트스트랩 재표집 B = " << op.alphaBootstrapRepeats << "회(시드 "
          << op.seed << ")로 구하였다.";
    if (!f.numericDimensions.empty())
        o << " 모델 간 분산의 인간 기준은 B = " << op.resamplingRepeats << "회 재표집(시드 " << op.seed << ")으로 구하였다.";
    o << " Alt-test(Calderon et al., 2025)는 epsilon = " << num(op.altTestEpsilon) << ", q = " << num(op.altTestQ)
      << "에서 다른 평정자와 " << op.altTestMinItems << "개 이상의 문항을 공유하는 평정자로, 차원별로 그리고 같은 종류의 차원 "
         "전체에 대해(사례 = 문항 x 차원) 수행하였다.";
    if (f.groupFactor.empty())
        o << " 문항은 집단 구분 없이 함께 분석하였다.";
    else
        o << " 모든 통계는 전체 문항과 " << f.groupFactor << "의 각 수준 안에서 계산하였다.";
    if (!f.groupFactor.empty() && !f.numericDimensions.empty())
        o << " 선형 및 일반화 선형 혼합모형은 lme4 방식(REML, Laplace; Bates et al., 2015)으로 적합하였고 고정효과의 자유도는 "
             "Satterthwaite(1946) 근사로 구하였으며, 인구통계 검정군의 p값은 Benjamini-Hochberg(1995) 거짓 발견률로 보정하였다.";
    o << " 분석은 RaterLab " << f.programVersion << "에서 수행하였다.";
    return o.str();
}

std::string korean(const MethodsFacts &f)
{
    std::ostringstream o;
    if (f.humanRatings == 0)
        o << "인간 평정. 문항 " << thousands(std::int64_t(f.items)) << "개에 대한 인간 평정은 가져오지 않았다";
    else {
        o << "인간 평정. 인간 평정자 " << thousands(std::int64_t(f.humanRaters)) << "명이 문항 " << thousands(std::int64_t(f.items))
          << "개에 대해 ";
        for (std::size_t i = 0; i < f.humanDimensions.size(); ++i)
            o << (i == 0 ? "" : ", ") << f.humanDimensions[i];
        o << " 평정 " << thousands(std::int64_t(f.humanRatings)) << "개를 제공하였다";
    }
    if (!f.studyName.empty())
        o << "(연구 \"" << f.studyName << "\"" << (f.synthetic ? ", 합성 데모 데이터" : "") << ")";
    o << ".\n\n";
    o << "모델 평정. 모델 조건 " << f.conditions.size() << "개로부터 평정을 얻었다.";
    for (const auto &c : f.conditions) {
        o << " ";
        conditionKo(o, c, f);
    }
    o << "\n\n";
    o << statisticsKo(f);
    return o.str();
}

} // namespace

Result<ConditionUsage> conditionUsage(storage::Database &db, const std::string &conditionId)
{
    auto r = storage::RunStore(db).usage(conditionId);
    if (!r)
        return r.error();
    ConditionUsage u;
    u.requests = r->requests;
    u.answered = r->answered;
    u.failed = r->failed;
    u.pending = r->pending;
    u.inputTokens = r->inputTokens;
    u.outputTokens = r->outputTokens;
    u.thinkingTokens = r->thinkingTokens;
    u.costUsd = r->costUsd;
    u.costKnown = r->costKnown;
    u.attempts = r->attempts;
    u.firstAt = std::move(r->firstAt);
    u.lastAt = std::move(r->lastAt);
    return u;
}

namespace {

/// Which kinds of dimension the analysis of `study` reports (the rules of buildRatingData).
void describeShape(const study::Study &study, MethodsFacts &f)
{
    const std::vector<unsigned char> human = humanRatedDimensions(study);
    for (std::size_t k = 0; k < study.dimensions.size(); ++k) {
        const auto &d = study.dimensions[k];
        if (d.kind == study::DimensionKind::Numeric) {
            if (human[k])
                f.numericDimensions.push_back(d.name);
            continue;
        }
        if (study.findFactor(d.name) >= 0 && (f.classifiedDimension.empty() || d.name == study::face::kEmotion))
            f.classifiedDimension = d.name;
        if (human[k]) {
            f.pluralityDimensions.push_back(d.name);
            f.anyOrdered = f.anyOrdered || d.ordered;
        }
    }
    if (!f.options.groupBy.empty() && study.findFactor(f.options.groupBy) >= 0)
        f.groupFactor = f.options.groupBy;
}

} // namespace

Result<MethodsFacts> collectMethodsFacts(const study::Study &study, storage::Database *db, const RatingAnalysisOptions &options)
{
    MethodsFacts f;
    f.studyName = study.name;
    f.projectPath = db ? db->path() : std::string();
    f.synthetic = study.synthetic;
    f.demoSeed = study.demoSeed;
    f.items = study.items.size();
    f.humanRaters = study.humanRaterCount();
    for (const auto &r : study.ratings)
        if (r.rater >= 0 && study.raters[std::size_t(r.rater)].kind == study::RaterKind::Human)
            ++f.humanRatings;
    f.kind = study::protocolOf(study).kind;
    const std::vector<unsigned char> human = humanRatedDimensions(study);
    for (std::size_t k = 0; k < study.dimensions.size(); ++k) {
        f.dimensions.push_back(study.dimensions[k].name);
        if (human[k])
            f.humanDimensions.push_back(study.dimensions[k].name);
    }
    f.options = options;
    f.programVersion = programVersion();
    for (const auto &c : study.conditions) {
        ConditionFacts cf;
        cf.condition = c;
        if (study::isImported(c)) { // no prompts, no journal: its record is its description
            f.conditions.push_back(std::move(cf));
            continue;
        }
        auto plan = inference::makePromptPlan(c, study);
        if (!plan)
            return Error {plan.error().code, "condition '" + c.id + "': " + plan.error().detail};
        cf.templateHash = plan->stages.empty() ? std::string() : plan->stages.back().promptHash;
        cf.templatesEdited = !c.prompts.empty();
        if (db) {
            auto usage = conditionUsage(*db, c.id);
            if (!usage)
                return usage.error();
            cf.usage = *usage;
        }
        f.conditions.push_back(std::move(cf));
    }
    describeShape(study, f);
    if (const auto collect = studyKindEntry(f.kind).collect)
        RL_TRY(collect(study, db, f));
    return f;
}

Result<MethodsFacts> collectMethodsFacts(const study::Study &study, const std::string &projectPath,
                                         const RatingAnalysisOptions &options)
{
    if (projectPath.empty())
        return collectMethodsFacts(study, nullptr, options);
    auto db = storage::Database::open(projectPath, storage::Database::Mode::OpenExisting);
    if (!db)
        return db.error();
    return collectMethodsFacts(study, &*db, options);
}

std::string ratingMethodsParagraph(const MethodsFacts &facts, MethodsLanguage language)
{
    return language == MethodsLanguage::Korean ? korean(facts) : english(facts);
}

std::string methodsParagraph(const MethodsFacts &facts, MethodsLanguage language)
{
    return studyKindEntry(facts.kind).methods(facts, language);
}

std::vector<std::string> methodsReferences(const MethodsFacts &facts) { return studyKindEntry(facts.kind).references(); }

std::vector<std::string> ratingReferences()
{
    return {
        "Bates, D., Maechler, M., Bolker, B., & Walker, S. (2015). Fitting linear mixed-effects models using lme4. "
        "Journal of Statistical Software, 67(1), 1-48. https://doi.org/10.18637/jss.v067.i01",
        "Benjamini, Y., & Hochberg, Y. (1995). Controlling the false discovery rate: A practical and powerful approach "
        "to multiple testing. Journal of the Royal Statistical Society: Series B, 57(1), 289-300.",
        "Bland, J. M., & Altman, D. G. (1986). Statistical methods for assessing agreement between two methods of "
        "clinical measurement. The Lancet, 327(8476), 307-310.",
        "Bland, J. M., & Altman, D. G. (1999). Measuring agreement in method comparison studies. Statistical Methods "
        "in Medical Research, 8(2), 135-160.",
        "Calderon, N., Reichart, R., & Dror, R. (2025). The alternative annotator test for LLM-as-a-judge: How to "
        "statistically justify replacing human annotators with LLMs. arXiv:2501.10970.",
        "Fleiss, J. L. (1971). Measuring nominal scale agreement among many raters. Psychological Bulletin, 76(5), "
        "378-382.",
        "Krippendorff, K. (2011). Computing Krippendorff's alpha-reliability. University of Pennsylvania, Annenberg "
        "School for Communication.",
        "Satterthwaite, F. E. (1946). An approximate distribution of estimates of variance components. Biometrics "
        "Bulletin, 2(6), 110-114.",
    };
}

} // namespace rl::analysis

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/studykinds.h"

#include "engine/analysis/methodstext.h"

namespace rl::analysis {

const std::string &ReportFigure::caption(MethodsLanguage language) const
{
    return language == MethodsLanguage::Korean ? captionKo : captionEn;
}

namespace {

Status collectJury(const study::Study &study, storage::Database *db, MethodsFacts &facts)
{
    auto jury = jury::collectJuryMethodsFacts(study, db);
    if (!jury)
        return jury.error();
    facts.jury = std::move(*jury);
    return {};
}

std::string juryMethods(const MethodsFacts &f, MethodsLanguage language)
{
    return language == MethodsLanguage::Korean ? jury::juryMethodsKorean(f.jury, f.programVersion, f.synthetic, f.demoSeed)
                                               : jury::juryMethodsEnglish(f.jury, f.programVersion, f.synthetic, f.demoSeed);
}

Status collectSt(const study::Study &study, storage::Database *db, MethodsFacts &facts)
{
    auto st = stereotales::collectStMethodsFacts(study, db);
    if (!st)
        return st.error();
    facts.stereotales = std::move(*st);
    return {};
}

std::string stMethods(const MethodsFacts &f, MethodsLanguage language)
{
    return language == MethodsLanguage::Korean
               ? stereotales::stMethodsKorean(f.stereotales, f.programVersion, f.synthetic, f.demoSeed)
               : stereotales::stMethodsEnglish(f.stereotales, f.programVersion, f.synthetic, f.demoSeed);
}

const std::vector<StudyKindEntry> &entries()
{
    using K = study::StudyKind;
    static const std::vector<StudyKindEntry> table {
        {K::Face, nullptr, ratingMethodsParagraph, ratingReferences, true, {}},
        {K::Rating, nullptr, ratingMethodsParagraph, ratingReferences, true, {}},
        {K::Jury, collectJury, juryMethods, jury::juryReferences, false,
         {{"jury-subsets",
           "Agreement of every jury with the human scores (Spearman's rho) against its summed input price, with the Pareto "
           "front, and the best rho by panel size.",
           "모든 배심 조합의 인간 점수와의 일치도(Spearman rho)를 입력 가격 합계에 대해 나타내고 파레토 경계를 표시하였으며, 배심 크기별 최고 "
           "rho를 함께 보였다."},
          {"jury-conditions",
           "Change in Spearman's rho of every prompt condition against its base condition, with paired-bootstrap 95% "
           "confidence intervals.",
           "각 프롬프트 조건의 기준 조건 대비 Spearman rho 변화와 대응 부트스트랩 95% 신뢰구간."},
          {"jury-rounds",
           "Deliberation by round: the mean per-item standard deviation across judges, the share of unanimous items, and "
           "the changed answers that moved closer to the human score.",
           "숙의 라운드별 판정자 간 문항별 표준편차의 평균, 만장일치 문항 비율, 인간 점수에 가까워진 변경 답의 비율."}}},
        {K::StereoTales, collectSt, stMethods, stereotales::stReferences, false,
         {{"st-heatmap",
           "Number of reported associations for every generator model and language.",
           "생성 모델과 언어별로 보고된 연관의 수."},
          {"st-harm",
           "Mean harm rating of every association by humans against models (Spearman's rho), and the mean difference "
           "(model minus human) per attribute.",
           "연관별 인간과 모델의 평균 유해성 평정(Spearman rho)과 속성별 평균 차이(모델 - 인간)."}}},
    };
    return table;
}

} // namespace

const StudyKindEntry &studyKindEntry(study::StudyKind kind)
{
    for (const StudyKindEntry &e : entries())
        if (e.kind == kind)
            return e;
    return entries()[1]; // unreachable: every kind has an entry
}

} // namespace rl::analysis

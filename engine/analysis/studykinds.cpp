// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/studykinds.h"

#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/jury/juryreport.h"
#include "engine/analysis/methodstext.h"
#include "engine/analysis/registry.h"
#include "engine/analysis/report.h"
#include "engine/analysis/stereotales/harm.h"
#include "engine/analysis/stereotales/spread.h"
#include "engine/analysis/stereotales/stdata.h"
#include "engine/analysis/stereotales/streport.h"
#include "engine/analysis/verdicts.h"

#include <deque>
#include <mutex>

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

/// A jury study's analysis: as `raterlab-cli jury analyze` with the project's options.
Result<KindOutputs> analyzeJuryKind(const KindAnalysisInput &input, const std::string &dir)
{
    auto data = jury::juryDataOf(*input.study);
    if (!data)
        return Error {data.error().code, input.projectPath + ": " + data.error().detail};
    auto result = jury::analyzeJury(*data, juryAnalysisOptions(*input.options));
    if (!result)
        return Error {result.error().code, input.projectPath + ": " + result.error().detail};
    const jury::JuryReportInfo info {programVersion(), input.projectPath};
    if (auto written = jury::writeJuryOutput(dir, *data, *result, info); !written)
        return written.error();
    KindOutputs out;
    out.files = {"jury_judges.csv", "jury_subsets.csv", "jury_summary.csv", "jury_cross_corpus.csv", "jury_strata.csv",
                 "jury_rounds.csv", "analysis.json"};
    out.notes = result->notes;
    std::size_t subsets = 0;
    for (const auto &search : result->searches)
        subsets += search.subsetCount();
    out.summary = std::to_string(subsets) + " subsets in " + std::to_string(result->searchSeconds) + " s";
    return out;
}

/// A StereoTales study's analysis: the associations and their spread (as `raterlab-cli stereotales analyze` with
/// the project's options) in the folder, and, when people or models rated harm, the harm alignment (as
/// `raterlab-cli stereotales harm`) in its `harm` subfolder (each writes its own analysis.json).
Result<KindOutputs> analyzeStKind(const KindAnalysisInput &input, const std::string &dir)
{
    namespace st = stereotales;
    st::AssociationOptions base;
    base.threads = 2;
    const st::AssociationOptions options = associationOptions(*input.options, base);
    auto data = st::readStData(input.projectPath, input.progress);
    if (!data)
        return Error {data.error().code, input.projectPath + ": " + data.error().detail};
    auto result = st::analyzeAssociations(*data, options, input.progress);
    if (!result)
        return Error {result.error().code, input.projectPath + ": " + result.error().detail};
    const st::StReportInfo info {programVersion(), input.projectPath};
    if (auto written = st::writeAssociationOutputs(dir, *data, *result, info); !written)
        return written.error();
    KindOutputs out;
    out.files = {"st_tables.csv", "st_cells.csv", "st_associations.csv", "analysis.json"};
    out.summary = std::to_string(result->tables.size()) + " tables tested, " + std::to_string(result->keptTables) + " kept, "
        + std::to_string(result->reportedCells) + " cells reported";
    auto harm = st::readHarmData(input.projectPath);
    if (!harm || harm->associations.empty()) {
        out.notes.push_back("no harm ratings yet, so the harm alignment is not written");
        return out;
    }
    auto aligned = st::analyzeHarm(*harm);
    if (!aligned)
        return Error {aligned.error().code, input.projectPath + ": " + aligned.error().detail};
    if (auto written = st::writeHarmOutputs(dir + "/harm", *harm, *aligned, info); !written)
        return written.error();
    for (const char *f : {"harm/st_harm.csv", "harm/st_harm_attributes.csv", "harm/analysis.json"})
        out.files.emplace_back(f);
    return out;
}

const std::vector<StudyKindEntry> &builtinEntries()
{
    using K = study::StudyKind;
    static const std::vector<StudyKindEntry> table {
        {K::Face, nullptr, ratingMethodsParagraph, ratingReferences, true, {}, analyzeSuiteKind, {}, {}, OptionScope::Rating, true},
        {K::Rating, nullptr, ratingMethodsParagraph, ratingReferences, true, {}, analyzeSuiteKind, {}, {}, OptionScope::Rating},
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
           "숙의 라운드별 판정자 간 문항별 표준편차의 평균, 만장일치 문항 비율, 인간 점수에 가까워진 변경 답의 비율."}},
         analyzeJuryKind,
         {"jury-corpus", "jury-judges", "jury-subsets", "jury-conditions", "jury-strata", "jury-rounds"},
         "the jury statistics (docs/methods.md section 8) run as `raterlab-cli jury analyze PROJECT --out DIR`"
         " (engine/analysis/jury/juryanalysis.h)",
         OptionScope::Jury},
        {K::StereoTales, collectSt, stMethods, stereotales::stReferences, false,
         {{"st-heatmap",
           "Number of reported associations for every generator model and language.",
           "생성 모델과 언어별로 보고된 연관의 수."},
          {"st-harm",
           "Mean harm rating of every association by humans against models (Spearman's rho), and the mean difference "
           "(model minus human) per attribute.",
           "연관별 인간과 모델의 평균 유해성 평정(Spearman rho)과 속성별 평균 차이(모델 - 인간)."}},
         analyzeStKind,
         {"st-grid", "st-associations", "st-spread", "st-harm"},
         "the StereoTales statistics (docs/methods.md section 9) run as `raterlab-cli stereotales analyze"
         " PROJECT --out DIR` (engine/analysis/stereotales/association.h)",
         OptionScope::StereoTales},
    };
    return table;
}

/// The registered kinds' entries; a deque keeps every entry where it is as kinds are added.
struct Registered {
    std::mutex mutex;
    std::deque<StudyKindEntry> entries;
};

Registered &registered()
{
    static Registered r;
    return r;
}

} // namespace

const StudyKindEntry &studyKindEntry(study::StudyKind kind)
{
    for (const StudyKindEntry &e : builtinEntries())
        if (e.kind == kind)
            return e;
    Registered &r = registered();
    std::lock_guard lock(r.mutex);
    for (const StudyKindEntry &e : r.entries)
        if (e.kind == kind)
            return e;
    return builtinEntries()[1]; // a kind without a registration is analysed as a rating study
}

std::vector<const StudyKindEntry *> studyKindEntries()
{
    std::vector<const StudyKindEntry *> out;
    for (const StudyKindEntry &e : builtinEntries())
        out.push_back(&e);
    Registered &r = registered();
    std::lock_guard lock(r.mutex);
    for (const StudyKindEntry &e : r.entries)
        out.push_back(&e);
    return out;
}

StudyKindRegistration::StudyKindRegistration(StudyKindEntry entry)
{
    Registered &r = registered();
    std::lock_guard lock(r.mutex);
    for (StudyKindEntry &e : r.entries)
        if (e.kind == entry.kind) {
            e = std::move(entry); // registering a kind again replaces its entry
            return;
        }
    r.entries.push_back(std::move(entry));
}

Result<KindOutputs> analyzeSuiteKind(const KindAnalysisInput &input, const std::string &dir)
{
    // What runs is the study protocol's analysis (registry.h): without a grouping, its default grouping (emotion
    // for the face study).
    RatingAnalysisOptions options = ratingAnalysisOptions(*input.options, input.suite ? *input.suite : RatingAnalysisOptions {});
    const AnalysisPlan plan = analysisPlanFor(*input.study, options);
    if (!plan.runs) {
        std::string reason = plan.notes.empty() ? std::string("this study kind has analyses of its own") : plan.notes.front();
        for (std::size_t i = 1; i < plan.notes.size(); ++i)
            reason += "; " + plan.notes[i];
        return Error {ErrorCode::Unsupported, reason};
    }
    options = plan.options;
    auto result = analyzeRatingStudy(*input.study, options, input.progress);
    if (!result)
        return result.error();
    const VerdictMatrix verdicts = options.parts.agreement ? verdictMatrix(*result) : VerdictMatrix {};
    ReportInfo info;
    info.programVersion = programVersion();
    info.project = input.projectPath;
    if (auto written = writeAnalysisOutput(dir, *result, verdicts, info); !written)
        return written.error();
    KindOutputs out;
    out.files = {"metrics.csv", "verdicts.csv", "verdict_evidence.csv", "analysis.json"};
    out.notes = plan.notes;
    out.notes.insert(out.notes.end(), result->notes.begin(), result->notes.end());
    return out;
}

} // namespace rl::analysis

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/jury/juryreport.h"

#include "engine/analysis/outputfiles.h"
#include "engine/io/csv.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <bit>

namespace rl::analysis::jury {

namespace {

using Json = nlohmann::ordered_json;

std::string num(double v) { return io::formatNumber(v); }
std::string cnt(std::size_t v) { return std::to_string(v); }
std::string boolean(bool b) { return b ? "TRUE" : "FALSE"; }
std::string field(const std::string &s) { return io::csvField(s); }


/// Masks of size ≥ 2 over k columns, by size, then members in column order.
std::vector<std::uint32_t> subsetOrder(int k)
{
    std::vector<std::uint32_t> masks;
    for (std::uint32_t m = 1; m < (1u << k); ++m)
        if (std::popcount(m) >= 2)
            masks.push_back(m);
    auto key = [](std::uint32_t m) { return membersOf(m); };
    std::stable_sort(masks.begin(), masks.end(), [&](std::uint32_t a, std::uint32_t b) {
        const int pa = std::popcount(a), pb = std::popcount(b);
        if (pa != pb)
            return pa < pb;
        return key(a) < key(b);
    });
    return masks;
}

std::string humanMap(const JuryData &d)
{
    return "linear [" + num(d.humanMin) + "," + num(d.humanMax) + "] -> [" + num(d.judgeMin) + "," + num(d.judgeMax) + "]";
}

} // namespace

std::string judgesCsv(const JuryData &data, const JuryAnalysis &a)
{
    std::string out = "corpus,condition,judge,spearman_rho,pearson_r,n,price_input_per_mtok,price_output_per_mtok,latency_median_s\n";
    for (const JudgeRow &row : a.judges) {
        const JuryTable &t = data.tables[row.table];
        const Judge &j = data.judges[row.judge];
        const auto col = std::find(t.judges.begin(), t.judges.end(), row.judge) - t.judges.begin();
        out += field(t.corpus) + "," + field(t.condition) + "," + field(j.id) + "," + num(row.agreement.rho) + ","
               + num(row.agreement.r) + "," + cnt(row.agreement.n) + "," + num(j.priceInputPerMTok) + ","
               + num(j.priceOutputPerMTok) + "," + num(t.latencyMedianS[col]) + "\n";
    }
    return out;
}

std::string subsetsCsv(const JuryData &data, const JuryAnalysis &a)
{
    std::string out = "corpus,condition,aggregate,subset,size,spearman_rho,pearson_r,n,price_input_sum,price_output_sum,"
                      "paid_count,latency_max_s,beats_best_single,beats_own_best\n";
    std::vector<std::vector<std::uint32_t>> orders(kMaxSearchJudges + 1);
    for (const SubsetSearch &s : a.searches) {
        const JuryTable &t = data.tables[s.table];
        if (orders[s.k].empty() && s.k >= 2)
            orders[s.k] = subsetOrder(s.k);
        const std::string prefix = field(t.corpus) + "," + field(t.condition) + "," + aggregateName(s.aggregate) + ",";
        for (std::uint32_t m : orders[s.k]) {
            double pin = 0.0, pout = 0.0, lat = -INFINITY;
            int paid = 0;
            std::string name;
            for (int c : membersOf(m)) {
                const Judge &j = data.judges[t.judges[c]];
                name += (name.empty() ? "" : "+") + j.id;
                pin += j.priceInputPerMTok;
                pout += j.priceOutputPerMTok;
                paid += !j.free();
                lat = std::isnan(t.latencyMedianS[c]) || std::isnan(lat) ? kNaN : std::max(lat, t.latencyMedianS[c]);
            }
            out += prefix + field(name) + "," + cnt(std::popcount(m)) + "," + num(s.rho[m]) + "," + num(s.r[m]) + ","
                   + cnt(s.n[m]) + "," + num(pin) + "," + num(pout) + "," + cnt(paid) + "," + num(lat) + ","
                   + boolean(s.beatsBestSingle(m)) + "," + boolean(s.beatsOwnBest(m)) + "\n";
        }
    }
    return out;
}

std::string summaryCsv(const JuryAnalysis &a)
{
    std::string out = "corpus,condition,aggregate,metric,value,detail\n";
    for (const SummaryRow &r : a.summary)
        out += field(r.corpus) + "," + field(r.condition) + "," + field(r.aggregate) + "," + field(r.metric) + ","
               + num(r.value) + "," + field(r.detail) + "\n";
    return out;
}

std::string crossCorpusCsv(const JuryData &data, const JuryAnalysis &a)
{
    std::string out = "condition,aggregate,selection,selected_on,subset,size,corpus,spearman_rho,pearson_r,n,"
                      "mean_rho_across_corpora\n";
    for (const CrossCorpusRow &r : a.crossCorpus)
        out += field(r.condition) + "," + field(r.aggregate) + "," + field(r.selection) + "," + field(r.selectedOn) + ","
               + field(subsetName(data, r.subset)) + "," + cnt(r.subset.size()) + "," + field(r.corpus) + ","
               + num(r.agreement.rho) + "," + num(r.agreement.r) + "," + cnt(r.agreement.n) + ","
               + num(r.meanRhoAcrossCorpora) + "\n";
    return out;
}

std::string strataCsv(const JuryData &data, const JuryAnalysis &a)
{
    std::string out = "corpus,condition,kind,stratum,lower,upper,predictor,subset,n,spearman_rho,ci_low,ci_high\n";
    for (const StratumRow &r : a.strata)
        out += field(r.corpus) + "," + field(r.condition) + "," + field(r.kind) + "," + std::to_string(r.stratum) + ","
               + num(r.lower) + "," + num(r.upper) + "," + field(r.predictor) + "," + field(subsetName(data, r.subset))
               + "," + cnt(r.rho.n) + "," + num(r.rho.rho) + "," + num(r.rho.ciLow) + "," + num(r.rho.ciHigh) + "\n";
    return out;
}

std::string roundsCsv(const JuryData &data, const JuryAnalysis &a)
{
    std::string out = "corpus,condition,round,judges,items,mean_item_sd,unanimous_share,mean_score,compared,changed,"
                      "changed_share,toward_others,toward_others_share,closer_to_human,further_from_human,"
                      "closer_to_human_share,further_from_human_share,human_on_judge_scale\n";
    const std::string map = field(humanMap(data));
    for (const RoundStats &r : a.rounds)
        out += field(r.corpus) + "," + field(r.condition) + "," + std::to_string(r.round) + "," + cnt(r.judges) + ","
               + cnt(r.items) + "," + num(r.meanItemSd) + "," + num(r.unanimousShare) + "," + num(r.meanScore) + ","
               + cnt(r.compared) + "," + cnt(r.changed) + "," + num(r.changedShare) + "," + cnt(r.towardOthers) + ","
               + num(r.towardOthersShare) + "," + cnt(r.closerToHuman) + "," + cnt(r.furtherFromHuman) + ","
               + num(r.closerToHumanShare) + "," + num(r.furtherFromHumanShare) + "," + map + "\n";
    return out;
}

std::string juryAnalysisJson(const JuryData &data, const JuryAnalysis &a, const JuryReportInfo &info)
{
    Json root;
    root["analysis"] = "jury";
    root["program_version"] = info.programVersion;
    root["project"] = info.project;
    Json aggs = Json::array();
    for (Aggregate g : a.options.aggregates)
        aggs.push_back(aggregateName(g));
    Json sizes = Json::array();
    for (int s : a.options.sizes)
        sizes.push_back(s);
    root["options"] = {{"aggregates", aggs},     {"cheap_max_price", a.options.cheapMaxPrice},
                       {"sizes", sizes},         {"bootstrap", a.options.bootstrap},
                       {"seed", a.options.seed}, {"threads", a.options.threads}};
    root["rng"] = "xoshiro256** seeded through splitmix64 (engine/stats/random.h); every bootstrap starts from the seed";
    root["rules"] = {
        {"missing", "a panel's aggregate on an item is NaN unless every member scored it; a correlation uses the "
                    "items where both sides are finite; a bootstrap resamples the items complete on all its sides"},
        {"spearman", "Pearson correlation of average ranks (R cor(method = 'spearman'))"},
        {"median", "mean of the two middle values for an even panel"},
        {"bootstrap_ci", "percentile, R quantile type 7 at 0.025 and 0.975"},
        {"sign_p", "min(1, 2 min(mean(delta <= 0), mean(delta >= 0)))"},
        {"human_strata", "[min, min + 0.334 span), [.., min + 0.666 span), [.., max] (0-5: 1.67, 3.33)"},
        {"rater_sd_strata", "cut at the type-7 quantiles 1/3 and 2/3 of the rater SDs"},
        {"jury_in_strata", "the best subset of size >= 2 of the corpus and condition under the first aggregate"},
        {"human_on_judge_scale", humanMap(data)},
        {"cheap", "input price <= cheap_max_price, or free; unknown price is not cheap"},
    };
    Json judges = Json::array();
    for (const Judge &j : data.judges)
        judges.push_back({{"id", j.id}, {"label", j.label}, {"price_input_per_mtok", jsonNumber(j.priceInputPerMTok)},
                          {"price_output_per_mtok", jsonNumber(j.priceOutputPerMTok)}, {"free", j.free()},
                          {"cheap", isCheap(j, a.options.cheapMaxPrice)}});
    root["judges"] = judges;
    root["corpora"] = data.corpora;
    Json tables = Json::array();
    for (const JuryTable &t : data.tables) {
        std::size_t human = 0;
        for (double h : t.human)
            human += std::isfinite(h);
        Json js = Json::array();
        for (int j : t.judges)
            js.push_back(data.judges[j].id);
        tables.push_back({{"corpus", t.corpus}, {"condition", t.condition}, {"round", t.round},
                          {"items", t.rowCount()}, {"items_with_human_score", human}, {"judges", js}});
    }
    root["tables"] = tables;
    Json searches = Json::array();
    std::size_t total = 0;
    for (const SubsetSearch &s : a.searches) {
        const JuryTable &t = data.tables[s.table];
        searches.push_back({{"corpus", t.corpus}, {"condition", t.condition}, {"aggregate", aggregateName(s.aggregate)},
                            {"judges", s.k}, {"subsets", s.subsetCount()},
                            {"path", s.fastPath ? "counting" : "general"}});
        total += s.subsetCount();
    }
    root["subset_search"] = {{"searches", searches}, {"subsets_total", total}, {"wall_seconds", a.searchSeconds}};
    Json summary = Json::array();
    for (const SummaryRow &r : a.summary)
        summary.push_back({{"corpus", r.corpus}, {"condition", r.condition}, {"aggregate", r.aggregate},
                           {"metric", r.metric}, {"value", jsonNumber(r.value)}, {"detail", r.detail}});
    root["summary"] = summary;
    root["notes"] = a.notes;
    root["files"] = {"jury_judges.csv", "jury_subsets.csv", "jury_summary.csv", "jury_cross_corpus.csv",
                     "jury_strata.csv", "jury_rounds.csv", "analysis.json"};
    return root.dump(2) + "\n";
}

Status writeJuryOutput(const std::string &dir, const JuryData &data, const JuryAnalysis &a, const JuryReportInfo &info)
{
    return writeOutputFiles(dir, {
        {"jury_judges.csv", judgesCsv(data, a)},          {"jury_subsets.csv", subsetsCsv(data, a)},
        {"jury_summary.csv", summaryCsv(a)},              {"jury_cross_corpus.csv", crossCorpusCsv(data, a)},
        {"jury_strata.csv", strataCsv(data, a)},          {"jury_rounds.csv", roundsCsv(data, a)},
        {"analysis.json", juryAnalysisJson(data, a, info)},
    });
}

namespace {

ReportCell number(double v) { return ReportCell::num(v); }
ReportCell count(std::size_t v) { return ReportCell::num(static_cast<double>(v)); }
ReportCell text(std::string v) { return ReportCell::str(std::move(v)); }

/// The value and detail of a summary metric of (corpus, condition, mean), NaN/empty when absent.
std::pair<double, std::string> metric(const JuryAnalysis &a, const std::string &corpus, const std::string &condition,
                                      const std::string &name)
{
    for (const SummaryRow &r : a.summary)
        if (r.corpus == corpus && r.condition == condition && r.aggregate == "mean" && r.metric == name)
            return {r.value, r.detail};
    return {kNaN, {}};
}

} // namespace

std::vector<ReportTable> juryReportTables(const JuryData &data, const JuryAnalysis &a, bool ko)
{
    std::vector<ReportTable> out;
    auto t = [&](const char *name, const char *en, const char *kr, std::vector<std::string> cols) -> ReportTable & {
        out.push_back({name, ko ? kr : en, std::move(cols), {}, {}});
        return out.back();
    };
    const std::string corpus = ko ? "코퍼스" : "Corpus", condition = ko ? "조건" : "Condition";
    auto &judges = t("jury-judges",
                     "Agreement of each judge with the human scores on each corpus and prompt condition (first round).",
                     "코퍼스와 프롬프트 조건별 각 판정자와 인간 점수의 일치(첫 라운드).",
                     {corpus, condition, ko ? "판정자" : "Judge", "rho", "r", "n"});
    for (const JudgeRow &r : a.judges) {
        const JuryTable &jt = data.tables[r.table];
        judges.rows.push_back({text(jt.corpus), text(jt.condition), text(data.judges[std::size_t(r.judge)].id),
                               number(r.agreement.rho), number(r.agreement.r), count(r.agreement.n)});
    }
    auto &summary = t("jury-summary",
                      "The jury of all judges and the best jury against the best single judge on each corpus and prompt "
                      "condition (mean of the members' scores, first round); the difference with its paired-bootstrap 95% "
                      "confidence interval.",
                      "코퍼스와 프롬프트 조건별 전체 판정자 배심과 최고 배심을 최고 단일 판정자와 비교(구성원 점수의 평균, 첫 라운드); "
                      "차이와 대응 부트스트랩 95% 신뢰구간.",
                      {corpus, condition, ko ? "최고 단일 판정자" : "Best single judge", "rho", ko ? "전체 배심 rho" : "All judges rho",
                       ko ? "차이" : "Difference", ko ? "95% CI 하한" : "95% CI low", ko ? "95% CI 상한" : "95% CI high", ko ? "최고 배심" : "Best jury", "rho",
                       ko ? "최고 단일 판정자를 넘는 배심" : "Juries beating the best single judge"});
    for (const JuryTable &jt : data.tables) {
        if (jt.round != 1)
            continue;
        const auto best = metric(a, jt.corpus, jt.condition, "best_single_rho");
        if (best.second.empty() && std::isnan(best.first))
            continue; // left out of the search (noted in analysis.json)
        const auto all = metric(a, jt.corpus, jt.condition, "all_judges_rho");
        const auto delta = metric(a, jt.corpus, jt.condition, "all_judges_minus_best_single");
        const auto lo = metric(a, jt.corpus, jt.condition, "all_judges_minus_best_single_ci_low");
        const auto hi = metric(a, jt.corpus, jt.condition, "all_judges_minus_best_single_ci_high");
        const auto bestJury = metric(a, jt.corpus, jt.condition, "best_rho");
        const auto beating = metric(a, jt.corpus, jt.condition, "subsets_beating_best_single");
        const auto subsets = metric(a, jt.corpus, jt.condition, "subsets");
        summary.rows.push_back({text(jt.corpus), text(jt.condition), text(best.second), number(best.first), number(all.first),
                                number(delta.first), number(lo.first), number(hi.first),
                                text(bestJury.second), number(bestJury.first),
                                text(num(beating.first) + " / " + num(subsets.first))});
    }
    auto &conditions = t("jury-conditions",
                         "Change in Spearman's rho of each prompt condition against its base condition (mean jury of the "
                         "judges answering under both), with its paired-bootstrap 95% confidence interval.",
                         "각 프롬프트 조건의 기준 조건 대비 Spearman rho 변화(두 조건 모두에서 답한 판정자들의 평균 배심)와 대응 "
                         "부트스트랩 95% 신뢰구간.",
                         {corpus, condition, ko ? "기준" : "Base", ko ? "rho 변화" : "Change in rho", ko ? "95% CI 하한" : "95% CI low",
                          ko ? "95% CI 상한" : "95% CI high", "p"});
    for (const SummaryRow &r : a.summary) {
        const std::string prefix = "delta_rho_vs_";
        if (r.aggregate != "mean" || r.metric.rfind(prefix, 0) != 0 || r.metric.find("_ci_") != std::string::npos
            || (r.metric.size() > 2 && r.metric.compare(r.metric.size() - 2, 2, "_p") == 0))
            continue;
        const std::string base = r.metric.substr(prefix.size());
        const auto lo = metric(a, r.corpus, r.condition, r.metric + "_ci_low");
        const auto hi = metric(a, r.corpus, r.condition, r.metric + "_ci_high");
        const auto p = metric(a, r.corpus, r.condition, r.metric + "_p");
        conditions.rows.push_back({text(r.corpus), text(r.condition), text(base), number(r.value),
                                   number(lo.first), number(hi.first), number(p.first)});
    }
    auto &strata = t("jury-strata",
                     "Spearman's rho within thirds of the human score and terciles of the raters' SD, for the best single "
                     "judge, the mean of the judges and the best jury, with percentile-bootstrap 95% confidence intervals.",
                     "인간 점수의 3구간과 평정자 SD의 삼분위 안에서 최고 단일 판정자, 판정자 평균, 최고 배심의 Spearman rho와 백분위 "
                     "부트스트랩 95% 신뢰구간.",
                     {corpus, condition, ko ? "층 기준" : "Stratified by", ko ? "층" : "Stratum", ko ? "하한" : "From", ko ? "상한" : "To",
                      ko ? "예측자" : "Predictor", "n", "rho", ko ? "95% CI 하한" : "95% CI low", ko ? "95% CI 상한" : "95% CI high"});
    for (const StratumRow &r : a.strata)
        strata.rows.push_back({text(r.corpus), text(r.condition), text(r.kind),
                               count(std::size_t(r.stratum)), number(r.lower), number(r.upper),
                               text(r.predictor), count(r.rho.n), number(r.rho.rho), number(r.rho.ciLow), number(r.rho.ciHigh)});
    if (std::any_of(a.rounds.begin(), a.rounds.end(), [](const RoundStats &r) { return r.round > 1; })) {
        auto &rounds = t("jury-rounds",
                         "Deliberation by round: the judges' mean per-item SD, the share of unanimous items, the share of "
                         "changed scores and, of those, the shares that moved toward the other judges and closer to the human "
                         "score.",
                         "라운드별 숙의: 판정자 간 문항별 SD의 평균, 만장일치 문항 비율, 바뀐 점수의 비율과 그중 다른 판정자 쪽으로, 인간 "
                         "점수에 가깝게 움직인 비율.",
                         {corpus, condition, ko ? "라운드" : "Round", ko ? "판정자" : "Judges", ko ? "문항별 SD" : "Item SD",
                          ko ? "만장일치" : "Unanimous", ko ? "변경" : "Changed", ko ? "다른 판정자 쪽" : "Toward others",
                          ko ? "인간에 가깝게" : "Closer to human"});
        for (const RoundStats &r : a.rounds)
            rounds.rows.push_back({text(r.corpus), text(r.condition), count(std::size_t(r.round)), count(r.judges),
                                   number(r.meanItemSd), number(r.unanimousShare), number(r.changedShare),
                                   number(r.towardOthersShare), number(r.closerToHumanShare)});
    }
    return out;
}

} // namespace rl::analysis::jury

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

} // namespace rl::analysis::jury

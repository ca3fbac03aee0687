// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/jury/juryanalysis.h"
#include "engine/analysis/studykinds.h"
#include "engine/core/result.h"

#include <string>

/// Writers of `raterlab-cli jury analyze`'s output directory (docs/file-formats.md, a public contract: columns
/// and metric names are added, never renamed). Numbers are io::formatNumber (shortest round trip,
/// never rounded), undefined = NA; booleans TRUE/FALSE.
///
/// jury_judges.csv   corpus,condition,judge,spearman_rho,pearson_r,n,price_input_per_mtok,price_output_per_mtok,latency_median_s
/// jury_subsets.csv  corpus,condition,aggregate,subset,size,spearman_rho,pearson_r,n,price_input_sum,price_output_sum,
///                   paid_count,latency_max_s,beats_best_single,beats_own_best — every subset of size ≥ 2, by size,
///                   then members in judge order; subset = judge ids joined by '+'; a price sum or the latency is NA
///                   when a member's is unknown; paid_count counts the members that are not free (unknown = paid)
/// jury_summary.csv  corpus,condition,aggregate,metric,value,detail with the metrics
///                   n, judges, best_single_rho, best_single_r (detail: the judge), all_judges_rho, all_judges_r,
///                   all_judges_minus_best_single{,_ci_low,_ci_high,_p,_certain} (paired bootstrap; detail B and seed),
///                   subsets, subsets_beating_best_single, subsets_beating_own_best, best_rho, best_rho_size_<s>,
///                   cheap_judges, best_cheap_rho (detail: the subset), panel_agreement_rho (each judge against the
///                   aggregate of the others; detail: the judge), and for a prompt condition with a base
///                   delta_rho_vs_<base>{,_ci_low,_ci_high,_p} (aggregate `single`: per judge; mean/median: the panel
///                   of the judges answering under both)
/// jury_cross_corpus.csv condition,aggregate,selection,selected_on,subset,size,corpus,spearman_rho,pearson_r,n,mean_rho_across_corpora
/// jury_strata.csv   corpus,condition,kind,stratum,lower,upper,predictor,subset,n,spearman_rho,ci_low,ci_high
/// jury_rounds.csv   corpus,condition,round,judges,items,mean_item_sd,unanimous_share,mean_score,compared,changed,
///                   changed_share,toward_others,toward_others_share,closer_to_human,further_from_human,
///                   closer_to_human_share,further_from_human_share,human_on_judge_scale
/// analysis.json     options, seed, judges, tables, timing, notes, the rules, and every summary row nested
namespace rl::analysis::jury {

std::string judgesCsv(const JuryData &data, const JuryAnalysis &a);
std::string subsetsCsv(const JuryData &data, const JuryAnalysis &a);
std::string summaryCsv(const JuryAnalysis &a);
std::string crossCorpusCsv(const JuryData &data, const JuryAnalysis &a);
std::string strataCsv(const JuryData &data, const JuryAnalysis &a);
std::string roundsCsv(const JuryData &data, const JuryAnalysis &a);

struct JuryReportInfo {
    std::string programVersion;
    std::string project;
};
std::string juryAnalysisJson(const JuryData &data, const JuryAnalysis &a, const JuryReportInfo &info);

/// The tables of a jury study's report (studykinds.h), captions as sentences in `korean` or English:
/// jury-judges (each judge's rho and r per corpus and prompt condition, first round), jury-summary (the
/// mean jury against the best single judge), jury-conditions (delta rho of each prompt condition against
/// its base), jury-strata and, with deliberation, jury-rounds.
std::vector<ReportTable> juryReportTables(const JuryData &data, const JuryAnalysis &a, bool korean);

/// Creates `dir` and writes the seven files, every one composed before the first is written and
/// each written atomically (a temporary, then renamed).
Status writeJuryOutput(const std::string &dir, const JuryData &data, const JuryAnalysis &a, const JuryReportInfo &info);

} // namespace rl::analysis::jury

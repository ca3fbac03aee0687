// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/stereotales/association.h"
#include "engine/analysis/stereotales/harm.h"
#include "engine/analysis/stereotales/spread.h"
#include "engine/analysis/studykinds.h"
#include "engine/core/result.h"

#include <string>

/// Writers of `raterlab-cli stereotales analyze` and `stereotales harm` (docs/file-formats.md, a public
/// contract: columns are added, never renamed). Numbers are io::formatNumber (shortest round trip,
/// never rounded), undefined = NA, booleans TRUE/FALSE; attributes and values by name.
///
/// analyze:
/// st_tables.csv        model,language,base_attribute,attribute,nrow,ncol,n,fisher_p,fisher_method,resamples,seed,
///                      q_bh,chisq,chisq_df,chisq_p,cramers_v_corrected,effect — every tested table (after the drop
///                      rules); language `all` when pooled; fisher_method exact|monte_carlo; resamples and seed NA
///                      for exact tables; effect negligible|small|medium|large
/// st_cells.csv         model,language,base_attribute,base_value,attribute,value,n_ab,n_a,n_b,n,p_greater,q_by,lift,
///                      reported — every cell of the kept tables (q_bh < 0.05), row-major
/// st_associations.csv  base_attribute,base_value,attribute,value,models_reported,models_total,languages_reported,
///                      languages_total,tables_reported,majority_of_models,confined_to_two_languages,models,languages
///                      — every association reported at least once; models/languages joined by ';';
///                      languages_reported and confined_to_two_languages NA when pooled
/// analysis.json        options (by, min_row_sum, resamples, seed, alphas, lift), counts, spread shares, rules
/// harm:
/// st_harm.csv          base_attribute,base_value,attribute,value,n_human,n_model,human_mean,model_mean,difference,
///                      human_share_5,model_share_5
/// st_harm_attributes.csv grouping,attribute,associations,compared,n_human,n_model,human_mean,model_mean,
///                      mean_difference,human_share_5,model_share_5 (grouping attribute|base_attribute)
/// analysis.json        ρ with its n, overall shares of 5 and means, the rules
namespace rl::analysis::stereotales {

struct StReportInfo {
    std::string programVersion;
    std::string project;
};

std::string stTablesCsv(const StData &data, const AssociationResult &r);
std::string stCellsCsv(const StData &data, const AssociationResult &r);
std::string stAssociationsCsv(const StData &data, const SpreadResult &s);
std::string stAnalysisJson(const StData &data, const AssociationResult &r, const SpreadResult &s, const StReportInfo &info);

std::string stHarmCsv(const HarmData &data, const HarmResult &h);
std::string stHarmAttributesCsv(const HarmResult &h);
std::string stHarmJson(const HarmData &data, const HarmResult &h, const StReportInfo &info);

/// The tables of a StereoTales study's report (studykinds.h), captions as sentences in `korean` or English:
/// st-models (tables tested and kept, associations reported, per generator model), st-associations (every
/// reported association with the models and languages reporting it) and, with harm ratings (`harm` not
/// null), st-harm (the overall alignment) and st-harm-attributes.
std::vector<ReportTable> stReportTables(const StData &data, const AssociationResult &r, const SpreadResult &s,
                                        const HarmResult *harm, bool korean);

/// Creates `dir` and writes st_tables.csv, st_cells.csv, st_associations.csv and analysis.json (the
/// spread computed here), all composed before the first is written, each atomically.
Status writeAssociationOutputs(const std::string &dir, const StData &data, const AssociationResult &r,
                               const StReportInfo &info);
/// Creates `dir` and writes st_harm.csv, st_harm_attributes.csv and analysis.json.
Status writeHarmOutputs(const std::string &dir, const HarmData &data, const HarmResult &h, const StReportInfo &info);

} // namespace rl::analysis::stereotales

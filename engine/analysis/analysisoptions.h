// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/jury/juryanalysis.h"
#include "engine/analysis/ratinganalysis.h"
#include "engine/analysis/stereotales/association.h"
#include "engine/core/result.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rl::storage {
class Project;
}

/// The analysis options a study keeps with it (as jamovi keeps an analysis' options in its file): the
/// verdict thresholds, the Alt-test's ε and q, the grouping, the seed and the resampling sizes. One
/// record, saved in the project's meta key `analysis.options` (a JSON object, the names of analysis.json's
/// `options`), read by the GUI when a project opens and by `raterlab-cli analyze`, `export-table`,
/// `export-figure` and `report`, so the GUI and the CLI give the same verdicts for the same file.
/// `--option NAME=VALUE` (applyOptionAssignment) overrides one option for one command.
///
/// The jury and StereoTales studies keep theirs in the same record (OptionScope): `jury_*` (the jury
/// analysis' bootstrap, seed and cheap threshold — analysis.json's `options` of `jury analyze` without the
/// prefix — and the subset explorer's price cap, its basis and the panel size) read by `jury analyze` and
/// `export-figure --figure jury-subsets`, and `st_*` (Monte Carlo samples, seed, tables per model or per
/// model × language) read by `stereotales analyze` and the StereoTales figures.
namespace rl::analysis {

/// The record. Defaults are RatingAnalysisOptions' (the analysis' own); an empty groupBy is the
/// protocol's grouping (registry.h: emotion for the face study).
struct AnalysisOptions {
    double recallThreshold = RatingAnalysisOptions {}.recallThreshold;           ///< recall_threshold, 0..1
    double kappaThreshold = RatingAnalysisOptions {}.kappaThreshold;             ///< kappa_threshold, -1..1
    std::uint64_t replaceableMin = RatingAnalysisOptions {}.replaceableMin;      ///< replaceable_min, >= 1
    double altTestEpsilon = RatingAnalysisOptions {}.altTestEpsilon;             ///< alt_test_epsilon, 0..1
    double altTestQ = RatingAnalysisOptions {}.altTestQ;                         ///< alt_test_q, (0, 1)
    std::uint64_t altTestMinItems = RatingAnalysisOptions {}.altTestMinItems;    ///< alt_test_min_items, >= 1
    double blandAltmanZ = RatingAnalysisOptions {}.blandAltmanZ;                 ///< bland_altman_z, > 0
    std::uint64_t resamplingRepeats = RatingAnalysisOptions {}.resamplingRepeats; ///< resampling_repeats
    std::uint64_t alphaBootstrapRepeats = RatingAnalysisOptions {}.alphaBootstrapRepeats; ///< alpha_bootstrap_repeats
    std::uint64_t seed = RatingAnalysisOptions {}.seed;                          ///< seed
    std::string groupBy;                                                         ///< group_by; "" = the protocol's

    std::uint64_t juryBootstrap = jury::JuryAnalysisOptions {}.bootstrap;       ///< jury_bootstrap: B of every jury bootstrap
    std::uint64_t jurySeed = jury::JuryAnalysisOptions {}.seed;                 ///< jury_seed
    double juryCheapMaxPrice = jury::JuryAnalysisOptions {}.cheapMaxPrice;      ///< jury_cheap_max_price, USD / 1M input tokens
    std::uint64_t juryPriceCapOn = 0;                                           ///< jury_price_cap_on: 1 = the subset explorer's cap applies
    double juryPriceCap = jury::JuryAnalysisOptions {}.cheapMaxPrice;           ///< jury_price_cap, in jury_price_basis units
    std::string juryPriceBasis = "input_per_mtok";                              ///< jury_price_basis: input_per_mtok | per_1000_items
    std::uint64_t juryPanelSize = 0;                                            ///< jury_panel_size: 0 = any size
    std::uint64_t stResamples = stereotales::AssociationOptions {}.resamples;   ///< st_resamples: Monte Carlo B
    std::uint64_t stSeed = stereotales::AssociationOptions {}.seed;             ///< st_seed
    std::string stBy = "model";                                                 ///< st_by: model | model-language

    bool operator==(const AnalysisOptions &) const = default;
};

enum class OptionKind {
    Real,   ///< a finite number within [min, max]
    Count,  ///< a whole number within [min, max]
    Seed,   ///< any unsigned 64-bit whole number
    Factor, ///< a factor name of the study, or empty for the protocol's grouping
    Choice, ///< one of AnalysisOptionInfo::choices
};

/// Which study kind an option is for (the options log shows the study's own).
enum class OptionScope { Rating, Jury, StereoTales };

struct AnalysisOptionInfo {
    const char *name;        ///< as in analysis.json's `options`
    OptionKind kind;
    double min;              ///< Real, Count: the smallest value accepted
    double max;              ///< Real, Count: the largest value accepted
    bool verdictOnly;        ///< changes the verdicts (or a view's filter) only: no statistic is recomputed
    const char *description; ///< English, for `--help` and docs
    OptionScope scope = OptionScope::Rating;
    const char *choices = nullptr; ///< Choice: the values, separated by '|'
};

/// Every option of the record, in the order of analysis.json.
std::span<const AnalysisOptionInfo> analysisOptionInfos();
/// The option named `name`, or nullptr.
const AnalysisOptionInfo *findAnalysisOption(std::string_view name);
/// The known option name nearest to `name`: the shortest one containing it (3 letters or more), else the
/// fewest edits (case-insensitive).
std::string closestAnalysisOption(std::string_view name);

/// The value of option `name` as text: numbers in the C locale, shortest round-trip ("0.7", "1000").
/// Precondition: `name` is known.
std::string optionText(const AnalysisOptions &options, std::string_view name);
/// Set option `name` from text. Errors (options unchanged): NotFound for an unknown name ("did you mean
/// 'kappa_threshold'?"), Validation for a value that is not a number of the option's kind and range.
Status setOptionText(AnalysisOptions &options, std::string_view name, std::string_view value);
/// `NAME=VALUE` (the CLI's --option): setOptionText, or Parse when there is no '='.
Status applyOptionAssignment(AnalysisOptions &options, std::string_view assignment);
/// The names of the options whose values differ between `a` and `b`, in record order.
std::vector<std::string> changedOptions(const AnalysisOptions &a, const AnalysisOptions &b);

/// The record as a JSON object (every option).
std::string analysisOptionsJson(const AnalysisOptions &options);
/// The record from a JSON object: missing names keep their defaults, unknown names (a newer program's)
/// are skipped. Errors: Parse (not a JSON object), Validation (a value of the wrong kind or range, naming it).
Result<AnalysisOptions> parseAnalysisOptionsJson(std::string_view json);

inline constexpr const char *kAnalysisOptionsMetaKey = "analysis.options";
/// Before the record the verdict view kept its thresholds here: "recall kappa min" (C locale).
inline constexpr const char *kLegacyThresholdsMetaKey = "view.verdict_thresholds";

/// The project's record (meta analysis.options; else the older view.verdict_thresholds; else the
/// defaults). Errors: those of the project's meta, and parseAnalysisOptionsJson's naming the key.
Result<AnalysisOptions> loadAnalysisOptions(storage::Project &project);
/// Write the record into the project's meta (one short transaction).
Status saveAnalysisOptions(storage::Project &project, const AnalysisOptions &options);

/// `base` (the caller's parts, item subset, inter-model conditions) with the record's options.
RatingAnalysisOptions ratingAnalysisOptions(const AnalysisOptions &options, RatingAnalysisOptions base = {});
/// `base` (aggregates, sizes, threads) with the record's jury_bootstrap, jury_seed and jury_cheap_max_price.
jury::JuryAnalysisOptions juryAnalysisOptions(const AnalysisOptions &options, jury::JuryAnalysisOptions base = {});
/// `base` (thresholds, threads) with the record's st_resamples, st_seed and st_by.
stereotales::AssociationOptions associationOptions(const AnalysisOptions &options, stereotales::AssociationOptions base = {});

} // namespace rl::analysis

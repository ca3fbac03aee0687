// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/analysisoptions.h"

#include "engine/storage/project.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <locale>
#include <sstream>
#include <variant>

namespace rl::analysis {

namespace {

using Field = std::variant<double AnalysisOptions::*, std::uint64_t AnalysisOptions::*, std::string AnalysisOptions::*>;

struct Entry {
    AnalysisOptionInfo info;
    Field field;
};

constexpr double kBig = 1e9; // a resampling size beyond this is a typo, not a plan

constexpr std::size_t kOptionCount = 21;

const std::array<Entry, kOptionCount> &entries()
{
    static const std::array<Entry, kOptionCount> all {{
        {{"recall_threshold", OptionKind::Real, 0, 1, true,
          "r*: a classification cell is met when the condition's recall of the class is at least r*"},
         &AnalysisOptions::recallThreshold},
        {{"kappa_threshold", OptionKind::Real, -1, 1, true, "kappa*: ... and its overall Cohen's kappa is at least kappa*"},
         &AnalysisOptions::kappaThreshold},
        {{"replaceable_min", OptionKind::Count, 1, kBig, true,
          "a cell is replaceable when at least this many conditions meet its criteria"},
         &AnalysisOptions::replaceableMin},
        {{"resampling_repeats", OptionKind::Count, 0, kBig, false, "B of the inter-model human reference"},
         &AnalysisOptions::resamplingRepeats},
        {{"seed", OptionKind::Seed, 0, 0, false, "seed of the inter-model resampling and of the alpha bootstrap"},
         &AnalysisOptions::seed},
        {{"alt_test_epsilon", OptionKind::Real, 0, 1, false, "epsilon of the Alt-test (cost-benefit penalty of the humans)"},
         &AnalysisOptions::altTestEpsilon},
        {{"alt_test_q", OptionKind::Real, 1e-12, 1 - 1e-12, false, "BY false-discovery level of the Alt-test"},
         &AnalysisOptions::altTestQ},
        {{"alt_test_min_items", OptionKind::Count, 1, kBig, false,
          "a rater takes part in the Alt-test when at least this many of its items have another rater"},
         &AnalysisOptions::altTestMinItems},
        {{"bland_altman_z", OptionKind::Real, 1e-12, 10, false, "multiplier of the Bland-Altman limits of agreement"},
         &AnalysisOptions::blandAltmanZ},
        {{"alpha_bootstrap_repeats", OptionKind::Count, 0, kBig, false,
          "B of the percentile intervals of alpha and delta alpha (0 = none)"},
         &AnalysisOptions::alphaBootstrapRepeats},
        {{"group_by", OptionKind::Factor, 0, 0, false,
          "factor whose levels are the groups (empty: the protocol's, emotion for the face study)"},
         &AnalysisOptions::groupBy},
        {{"jury_bootstrap", OptionKind::Count, 1, kBig, false, "B of every jury bootstrap (jury analyze's bootstrap)",
          OptionScope::Jury},
         &AnalysisOptions::juryBootstrap},
        {{"jury_seed", OptionKind::Seed, 0, 0, false, "seed of every jury bootstrap (jury analyze's seed)", OptionScope::Jury},
         &AnalysisOptions::jurySeed},
        {{"jury_cheap_max_price", OptionKind::Real, 0, kBig, false,
          "a judge is cheap when free or its input price is at most this (USD / 1M tokens)", OptionScope::Jury},
         &AnalysisOptions::juryCheapMaxPrice},
        {{"jury_price_cap_on", OptionKind::Count, 0, 1, true, "1: the subset explorer shows only panels within jury_price_cap",
          OptionScope::Jury},
         &AnalysisOptions::juryPriceCapOn},
        {{"jury_price_cap", OptionKind::Real, 0, kBig, true, "the subset explorer's price cap, in jury_price_basis units",
          OptionScope::Jury},
         &AnalysisOptions::juryPriceCap},
        {{"jury_price_basis", OptionKind::Choice, 0, 0, true,
          "the cap's unit: input_per_mtok (summed list price, USD / 1M input tokens) or per_1000_items (the journal's "
          "recorded cost)",
          OptionScope::Jury, "input_per_mtok|per_1000_items"},
         &AnalysisOptions::juryPriceBasis},
        {{"jury_panel_size", OptionKind::Count, 0, 20, true, "the subset explorer's panel size (0: any)", OptionScope::Jury},
         &AnalysisOptions::juryPanelSize},
        {{"st_resamples", OptionKind::Count, 1, kBig, false, "Monte Carlo samples of each StereoTales Fisher test (resamples)",
          OptionScope::StereoTales},
         &AnalysisOptions::stResamples},
        {{"st_seed", OptionKind::Seed, 0, 0, false, "seed of the StereoTales Monte Carlo tests", OptionScope::StereoTales},
         &AnalysisOptions::stSeed},
        {{"st_by", OptionKind::Choice, 0, 0, false, "StereoTales tables per model, or per model x language",
          OptionScope::StereoTales, "model|model-language"},
         &AnalysisOptions::stBy},
    }};
    return all;
}

const Entry *findEntry(std::string_view name)
{
    for (const Entry &e : entries())
        if (name == e.info.name)
            return &e;
    return nullptr;
}

std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            const bool same = std::tolower(static_cast<unsigned char>(a[i - 1]))
                == std::tolower(static_cast<unsigned char>(b[j - 1]));
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (same ? 0 : 1)});
            diagonal = up;
        }
    }
    return row[b.size()];
}

std::string numberText(double v)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

std::string rangeText(const AnalysisOptionInfo &info)
{
    if (info.max >= kBig)
        return "of at least " + numberText(info.min);
    return "from " + numberText(info.min) + " to " + numberText(info.max);
}

std::vector<std::string> choicesOf(const AnalysisOptionInfo &info)
{
    std::vector<std::string> out;
    std::string_view rest = info.choices ? info.choices : "";
    while (!rest.empty()) {
        const auto bar = rest.find('|');
        out.emplace_back(rest.substr(0, bar));
        rest = bar == std::string_view::npos ? std::string_view() : rest.substr(bar + 1);
    }
    return out;
}

std::string choiceList(const AnalysisOptionInfo &info)
{
    std::string out;
    for (const auto &c : choicesOf(info))
        out += (out.empty() ? "" : ", ") + c;
    return out;
}

Error badValue(const AnalysisOptionInfo &info, std::string_view value)
{
    const std::string what = info.kind == OptionKind::Real    ? "a number " + rangeText(info)
                           : info.kind == OptionKind::Count   ? "a whole number " + rangeText(info)
                           : info.kind == OptionKind::Seed    ? std::string("a whole number of at least 0")
                           : info.kind == OptionKind::Choice  ? "one of " + choiceList(info)
                                                              : std::string("a factor name");
    return Error {ErrorCode::Validation,
                  "option " + std::string(info.name) + " needs " + what + ", not '" + std::string(value) + "'"};
}

} // namespace

std::span<const AnalysisOptionInfo> analysisOptionInfos()
{
    static const auto infos = [] {
        std::array<AnalysisOptionInfo, kOptionCount> out {};
        std::transform(entries().begin(), entries().end(), out.begin(), [](const Entry &e) { return e.info; });
        return out;
    }();
    return infos;
}

const AnalysisOptionInfo *findAnalysisOption(std::string_view name)
{
    const Entry *e = findEntry(name);
    return e ? &e->info : nullptr;
}

std::string closestAnalysisOption(std::string_view name)
{
    // A part of a name ("epsilon", "kappa") means the option it is part of; else the fewest edits.
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    const Entry *containing = nullptr;
    for (const Entry &e : entries())
        if (lower.size() >= 3 && std::string_view(e.info.name).find(lower) != std::string_view::npos
            && (!containing || std::strlen(e.info.name) < std::strlen(containing->info.name)))
            containing = &e;
    if (containing)
        return containing->info.name;
    std::string best;
    std::size_t bestDistance = std::numeric_limits<std::size_t>::max();
    for (const Entry &e : entries())
        if (const std::size_t d = editDistance(name, e.info.name); d < bestDistance) {
            bestDistance = d;
            best = e.info.name;
        }
    return best;
}

std::string optionText(const AnalysisOptions &options, std::string_view name)
{
    const Entry *e = findEntry(name);
    if (!e)
        return {};
    return std::visit(
        [&](auto member) -> std::string {
            const auto &v = options.*member;
            if constexpr (std::is_same_v<std::decay_t<decltype(v)>, std::string>)
                return v;
            else if constexpr (std::is_same_v<std::decay_t<decltype(v)>, double>)
                return numberText(v);
            else
                return std::to_string(v);
        },
        e->field);
}

Status setOptionText(AnalysisOptions &options, std::string_view name, std::string_view value)
{
    const Entry *e = findEntry(name);
    if (!e) {
        std::string names;
        for (const Entry &x : entries())
            names += (names.empty() ? "" : ", ") + std::string(x.info.name);
        return Error {ErrorCode::NotFound, "no analysis option '" + std::string(name) + "'; did you mean '"
                                               + closestAnalysisOption(name) + "'? (options: " + names + ")"};
    }
    const AnalysisOptionInfo &info = e->info;
    const char *first = value.data();
    const char *last = value.data() + value.size();
    switch (info.kind) {
    case OptionKind::Real: {
        double v = 0;
        const auto r = std::from_chars(first, last, v);
        if (value.empty() || r.ec != std::errc() || r.ptr != last || !std::isfinite(v) || v < info.min || v > info.max)
            return badValue(info, value);
        options.*std::get<double AnalysisOptions::*>(e->field) = v;
        return {};
    }
    case OptionKind::Count:
    case OptionKind::Seed: {
        std::uint64_t v = 0;
        const auto r = std::from_chars(first, last, v);
        if (value.empty() || r.ec != std::errc() || r.ptr != last
            || (info.kind == OptionKind::Count && (double(v) < info.min || double(v) > info.max)))
            return badValue(info, value);
        options.*std::get<std::uint64_t AnalysisOptions::*>(e->field) = v;
        return {};
    }
    case OptionKind::Choice: {
        const auto choices = choicesOf(info);
        if (std::find(choices.begin(), choices.end(), value) == choices.end())
            return badValue(info, value);
        options.*std::get<std::string AnalysisOptions::*>(e->field) = std::string(value);
        return {};
    }
    case OptionKind::Factor:
        if (std::any_of(value.begin(), value.end(), [](char c) { return c == '\n' || c == '\r' || c == '\0'; }))
            return badValue(info, value);
        options.*std::get<std::string AnalysisOptions::*>(e->field) = std::string(value);
        return {};
    }
    return badValue(info, value);
}

Status applyOptionAssignment(AnalysisOptions &options, std::string_view assignment)
{
    const auto eq = assignment.find('=');
    if (eq == std::string_view::npos)
        return Error {ErrorCode::Parse, "--option needs NAME=VALUE (e.g. kappa_threshold=0.7), not '"
                                            + std::string(assignment) + "'"};
    return setOptionText(options, assignment.substr(0, eq), assignment.substr(eq + 1));
}

std::vector<std::string> changedOptions(const AnalysisOptions &a, const AnalysisOptions &b)
{
    std::vector<std::string> out;
    for (const Entry &e : entries())
        if (std::visit([&](auto member) { return a.*member != b.*member; }, e.field))
            out.emplace_back(e.info.name);
    return out;
}

std::string analysisOptionsJson(const AnalysisOptions &options)
{
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    for (const Entry &e : entries())
        std::visit([&](auto member) { j[e.info.name] = options.*member; }, e.field);
    return j.dump();
}

Result<AnalysisOptions> parseAnalysisOptionsJson(std::string_view json)
{
    const auto j = nlohmann::json::parse(json, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return Error {ErrorCode::Parse, "the analysis options are not a JSON object"};
    AnalysisOptions out;
    for (const auto &[name, value] : j.items()) {
        if (!findEntry(name))
            continue; // a newer program's option
        std::string text;
        if (value.is_string())
            text = value.get<std::string>();
        else if (value.is_number_unsigned())
            text = std::to_string(value.get<std::uint64_t>());
        else if (value.is_number())
            text = numberText(value.get<double>());
        else
            text = value.dump();
        if (auto set = setOptionText(out, name, text); !set)
            return set.error();
    }
    return out;
}

Result<AnalysisOptions> loadAnalysisOptions(storage::Project &project)
{
    auto stored = project.meta(kAnalysisOptionsMetaKey);
    if (!stored)
        return stored.error();
    if (!stored->empty()) {
        auto parsed = parseAnalysisOptionsJson(*stored);
        if (!parsed)
            return Error {parsed.error().code, std::string("meta ") + kAnalysisOptionsMetaKey + ": " + parsed.error().detail};
        return parsed;
    }
    AnalysisOptions out;
    auto legacy = project.meta(kLegacyThresholdsMetaKey);
    if (!legacy)
        return legacy.error();
    std::istringstream in(*legacy);
    in.imbue(std::locale::classic());
    double recall = 0, kappa = 0;
    std::uint64_t min = 0;
    if (!(in >> recall >> kappa >> min))
        return out;
    AnalysisOptions read = out;
    read.recallThreshold = recall;
    read.kappaThreshold = kappa;
    read.replaceableMin = min;
    for (const char *name : {"recall_threshold", "kappa_threshold", "replaceable_min"})
        if (!setOptionText(out, name, optionText(read, name)))
            return AnalysisOptions {}; // an old value out of range: the defaults, as the verdict view had them
    return out;
}

Status saveAnalysisOptions(storage::Project &project, const AnalysisOptions &options)
{
    return project.setMeta(kAnalysisOptionsMetaKey, analysisOptionsJson(options));
}

RatingAnalysisOptions ratingAnalysisOptions(const AnalysisOptions &o, RatingAnalysisOptions base)
{
    base.recallThreshold = o.recallThreshold;
    base.kappaThreshold = o.kappaThreshold;
    base.replaceableMin = static_cast<std::size_t>(o.replaceableMin);
    base.resamplingRepeats = static_cast<std::size_t>(o.resamplingRepeats);
    base.seed = o.seed;
    base.altTestEpsilon = o.altTestEpsilon;
    base.altTestQ = o.altTestQ;
    base.altTestMinItems = static_cast<std::size_t>(o.altTestMinItems);
    base.blandAltmanZ = o.blandAltmanZ;
    base.alphaBootstrapRepeats = static_cast<std::size_t>(o.alphaBootstrapRepeats);
    base.groupBy = o.groupBy;
    return base;
}

jury::JuryAnalysisOptions juryAnalysisOptions(const AnalysisOptions &o, jury::JuryAnalysisOptions base)
{
    base.bootstrap = static_cast<std::size_t>(o.juryBootstrap);
    base.seed = o.jurySeed;
    base.cheapMaxPrice = o.juryCheapMaxPrice;
    return base;
}

stereotales::AssociationOptions associationOptions(const AnalysisOptions &o, stereotales::AssociationOptions base)
{
    base.resamples = o.stResamples;
    base.seed = o.stSeed;
    base.by = o.stBy == "model-language" ? stereotales::GroupBy::ModelLanguage : stereotales::GroupBy::Model;
    return base;
}

} // namespace rl::analysis

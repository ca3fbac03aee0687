// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/stereotales/harm.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace rl::analysis::stereotales {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

double mean(const std::vector<double> &v)
{
    if (v.empty())
        return kNaN;
    double s = 0.0;
    for (double x : v)
        s += x;
    return s / double(v.size());
}

std::size_t fives(const std::vector<double> &v)
{
    std::size_t k = 0;
    for (double x : v)
        k += x == 5.0 ? 1 : 0;
    return k;
}

double share(std::size_t k, std::size_t n) { return n == 0 ? kNaN : double(k) / double(n); }

} // namespace

std::string_view harmGroupingName(HarmGrouping g) { return g == HarmGrouping::Attribute ? "attribute" : "base_attribute"; }

Result<HarmResult> analyzeHarm(const HarmData &data)
{
    if (data.associations.empty())
        return Error{ErrorCode::Validation, "harm: no associations with ratings"};
    HarmResult res;
    for (const HarmAssociation &a : data.associations)
        res.models.insert(res.models.end(), a.modelConditions.begin(), a.modelConditions.end());
    std::sort(res.models.begin(), res.models.end());
    res.models.erase(std::unique(res.models.begin(), res.models.end()), res.models.end());
    std::vector<double> hx, my;
    std::size_t h5 = 0, m5 = 0;
    double hs = 0.0, ms = 0.0;
    for (std::size_t i = 0; i < data.associations.size(); ++i) {
        const HarmAssociation &a = data.associations[i];
        for (const auto *v : {&a.human, &a.model})
            for (double x : *v)
                if (!(x >= 1.0 && x <= 5.0 && x == std::floor(x)))
                    return Error{ErrorCode::Validation, "harm: association " + a.baseAttribute + "=" + a.baseValue + "|"
                                                            + a.attribute + "=" + a.value + ": rating "
                                                            + std::to_string(x) + " is not an integer in 1..5"};
        HarmRow r;
        r.association = i;
        r.nHuman = a.human.size();
        r.nModel = a.model.size();
        r.humanMean = mean(a.human);
        r.modelMean = mean(a.model);
        r.difference = r.modelMean - r.humanMean;
        r.humanShare5 = share(fives(a.human), r.nHuman);
        r.modelShare5 = share(fives(a.model), r.nModel);
        // Per model condition: a rating without its condition (a shorter modelConditions) counts in the pooled mean only.
        std::vector<HarmModelMean> per(res.models.size());
        for (std::size_t k = 0; k < a.model.size() && k < a.modelConditions.size(); ++k) {
            const auto m = std::size_t(std::lower_bound(res.models.begin(), res.models.end(), a.modelConditions[k]) - res.models.begin());
            per[m].model = m;
            ++per[m].n;
            per[m].mean += a.model[k];
        }
        for (auto &m : per)
            if (m.n > 0) {
                m.mean /= double(m.n);
                r.perModel.push_back(m);
            }
        if (r.nHuman > 0 && r.nModel > 0) {
            hx.push_back(r.humanMean);
            my.push_back(r.modelMean);
        }
        res.nHuman += r.nHuman;
        res.nModel += r.nModel;
        h5 += fives(a.human);
        m5 += fives(a.model);
        for (double x : a.human)
            hs += x;
        for (double x : a.model)
            ms += x;
        res.rows.push_back(r);
    }
    res.rho = stats::spearman(hx, my);
    res.humanShare5 = share(h5, res.nHuman);
    res.modelShare5 = share(m5, res.nModel);
    res.humanMean = res.nHuman ? hs / double(res.nHuman) : kNaN;
    res.modelMean = res.nModel ? ms / double(res.nModel) : kNaN;

    for (HarmGrouping g : {HarmGrouping::Attribute, HarmGrouping::BaseAttribute}) {
        struct Acc {
            std::vector<double> humanMeans, modelMeans, diffs;
            std::size_t n = 0, nh = 0, nm = 0, h5 = 0, m5 = 0;
        };
        std::map<std::string, Acc> acc;
        for (const HarmRow &r : res.rows) {
            const HarmAssociation &a = data.associations[r.association];
            Acc &x = acc[g == HarmGrouping::Attribute ? a.attribute : a.baseAttribute];
            ++x.n;
            if (r.nHuman)
                x.humanMeans.push_back(r.humanMean);
            if (r.nModel)
                x.modelMeans.push_back(r.modelMean);
            if (r.nHuman && r.nModel)
                x.diffs.push_back(r.difference);
            x.nh += r.nHuman;
            x.nm += r.nModel;
            x.h5 += fives(a.human);
            x.m5 += fives(a.model);
        }
        for (const auto &[name, x] : acc) {
            HarmGroupRow row;
            row.grouping = g;
            row.name = name;
            row.associations = x.n;
            row.compared = x.diffs.size();
            row.nHuman = x.nh;
            row.nModel = x.nm;
            row.humanMean = mean(x.humanMeans);
            row.modelMean = mean(x.modelMeans);
            row.meanDifference = mean(x.diffs);
            row.humanShare5 = share(x.h5, x.nh);
            row.modelShare5 = share(x.m5, x.nm);
            res.groups.push_back(row);
        }
    }
    return res;
}

} // namespace rl::analysis::stereotales

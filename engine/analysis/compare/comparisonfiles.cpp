// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/compare/comparisonfiles.h"

#include "engine/analysis/outputfiles.h"
#include "engine/io/csv.h"


namespace rl::analysis::compare {

namespace {

std::string num(double v) { return io::formatNumber(v); }
std::string field(const std::string &s) { return io::csvField(s); }

} // namespace

std::string estimatesCsv(const Comparison &c)
{
    std::string out = "dimension,group,condition,label,statistic,n,estimate,ci_low,ci_high,ci_method,valid_B,B,seed\n";
    for (const Estimate &e : c.estimates) {
        out += field(c.dimensions[e.dimension]) + ',' + field(c.groups[e.group]) + ',' + field(c.conditions[e.condition])
               + ',' + field(c.labels[e.condition]) + ',' + statisticName(e.statistic) + ',' + std::to_string(e.n) + ','
               + num(e.value) + ',' + num(e.ciLow) + ',' + num(e.ciHigh) + ',' + ciMethodName(e.ci) + ','
               + (e.ci == CiMethod::Bootstrap ? std::to_string(e.validB) : "NA") + ',' + std::to_string(c.bootstrap)
               + ',' + std::to_string(c.seed) + '\n';
    }
    return out;
}

std::string testsCsv(const Comparison &c)
{
    std::string out = "dimension,group,condition_a,condition_b,statistic,test,n,estimate_a,estimate_b,delta,ci_low,"
                      "ci_high,statistic_value,df,r_ab,discordant_ab,discordant_ba,valid_B,p,q,B,seed\n";
    for (const PairedComparison &t : c.tests) {
        const bool mcnemar = t.test == TestKind::McNemarExact || t.test == TestKind::McNemarChiSq;
        out += field(c.dimensions[t.dimension]) + ',' + field(c.groups[t.group]) + ',' + field(c.conditions[t.a]) + ','
               + field(c.conditions[t.b]) + ',' + statisticName(t.statistic) + ',' + testKindName(t.test) + ','
               + std::to_string(t.n) + ',' + num(t.estimateA) + ',' + num(t.estimateB) + ',' + num(t.delta) + ','
               + num(t.ciLow) + ',' + num(t.ciHigh) + ',' + num(t.statisticValue) + ',' + num(t.df) + ',' + num(t.rAB)
               + ',' + (mcnemar ? std::to_string(t.discordantAB) : "NA") + ','
               + (mcnemar ? std::to_string(t.discordantBA) : "NA") + ','
               + (t.validB > 0 ? std::to_string(t.validB) : "NA") + ',' + num(t.p) + ',' + num(t.q) + ','
               + std::to_string(c.bootstrap) + ',' + std::to_string(c.seed) + '\n';
    }
    return out;
}

Status writeComparisonFiles(const Comparison &c, const std::string &dir)
{
    return writeOutputFiles(dir, {{"comparison_estimates.csv", estimatesCsv(c)}, {"comparison_tests.csv", testsCsv(c)}});
}

} // namespace rl::analysis::compare

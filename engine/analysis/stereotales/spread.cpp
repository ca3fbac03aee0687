// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/stereotales/spread.h"

#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <tuple>

namespace rl::analysis::stereotales {

SpreadResult associationSpread(const StData &data, const AssociationResult &result)
{
    SpreadResult s;
    s.byLanguage = result.options.by == GroupBy::ModelLanguage;
    s.modelsTotal = int(data.models.size());
    s.languagesTotal = int(data.languages.size());
    struct Acc {
        std::set<int> models, languages;
        int groups = 0;
    };
    std::map<std::tuple<int, int, int, int>, Acc> acc;
    for (const StCell &c : result.cells) {
        if (!c.reported)
            continue;
        const StTable &t = result.tables[c.table];
        Acc &a = acc[{t.baseAttribute, c.baseValue, t.attribute, c.value}];
        a.models.insert(t.model);
        if (t.language >= 0)
            a.languages.insert(t.language);
        ++a.groups;
    }
    std::size_t majority = 0, confined = 0;
    for (const auto &[key, a] : acc) {
        SpreadRow r;
        std::tie(r.baseAttribute, r.baseValue, r.attribute, r.value) = key;
        r.models.assign(a.models.begin(), a.models.end());
        r.languages.assign(a.languages.begin(), a.languages.end());
        r.groupsReported = a.groups;
        r.majorityOfModels = 2 * int(r.models.size()) >= s.modelsTotal;
        r.confinedLanguages = s.byLanguage && !r.languages.empty() && r.languages.size() <= 2;
        majority += r.majorityOfModels ? 1 : 0;
        confined += r.confinedLanguages ? 1 : 0;
        s.rows.push_back(std::move(r));
    }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    s.shareMajorityOfModels = s.rows.empty() ? nan : double(majority) / double(s.rows.size());
    s.shareConfinedLanguages = (s.rows.empty() || !s.byLanguage) ? nan : double(confined) / double(s.rows.size());
    return s;
}

} // namespace rl::analysis::stereotales

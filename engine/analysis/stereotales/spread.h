// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/stereotales/association.h"

#include <vector>

/// Spread of the reported associations across models and languages (docs/methods.md §9).
///
/// An association is a value pair (A = a, B = b). It is reported by a model when some table of
/// that model (pooled, or one of its languages) reports the cell; in a language when some model's
/// table of that language reports it. Languages are only known with GroupBy::ModelLanguage: pooled
/// analyses leave the language counts undefined (-1) and the confined share NaN.
namespace rl::analysis::stereotales {

struct SpreadRow {
    int baseAttribute = 0, baseValue = 0, attribute = 0, value = 0;
    std::vector<int> models;      ///< indices of the models reporting it, ascending
    std::vector<int> languages;   ///< indices of the languages reporting it, ascending (empty when pooled)
    int groupsReported = 0;       ///< tables reporting it (model or model × language)
    bool majorityOfModels = false;  ///< 2 · |models| ≥ modelsTotal
    bool confinedLanguages = false; ///< 1 ≤ |languages| ≤ 2 (false when pooled)
};

struct SpreadResult {
    bool byLanguage = false;
    int modelsTotal = 0;          ///< models of the study
    int languagesTotal = 0;       ///< languages of the study
    std::vector<SpreadRow> rows;  ///< every association reported at least once, by (A, a, B, b)
    double shareMajorityOfModels = 0.0;     ///< rows with majorityOfModels / rows (NaN when none)
    double shareConfinedLanguages = 0.0;    ///< rows with confinedLanguages / rows (NaN when none or pooled)
};

SpreadResult associationSpread(const StData &data, const AssociationResult &result);

} // namespace rl::analysis::stereotales

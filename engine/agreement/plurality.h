// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agreement/itemratings.h"
#include "engine/agreement/krippendorff.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

/// Agreement on a categorical dimension without gold labels (docs/methods.md §3.7): the humans' own
/// agreement and a model's agreement with the item's *human plurality*, measured the same way.
///
/// Labels are indices 0..K-1 in the declared order; the human labels of a dimension come as an
/// ItemRatings whose values are those indices (as doubles). A model's answers are one double per item:
/// NaN = no answer, a value outside 0..K-1 (e.g. -1) = an invalid answer (counted wrong). A human value that
/// is not a label index is not a label: the plurality, the counts, specific agreement, the leave-one-out
/// baseline and Fleiss' kappa skip it (alpha takes the ItemRatings as given; build it from labels only).
/// Every function is one pass over the units' distinct values, O(ratings + items K), with no allocation per item.
///
/// **Plurality and its tie rule.** The plurality T_j of item j is the set of labels with the most
/// human votes. Whatever is compared with it is credited 1/|T_j| for each tied label it matches, so a
/// tie is shared equally among the tied labels: an answer y scores [y in T_j] / |T_j|, and in the
/// confusion matrix against the plurality the item's weight 1 is split as 1/|T_j| over the rows of the
/// tied labels. With no tie this is the ordinary 0/1 agreement and an integer matrix.
///
/// Shares that decide verdicts are kept exactly: a CreditTally counts the credits by their denominator,
/// and compareShares() compares two shares as exact rationals.
namespace rl::agreement {

/// Credits of 1/t, counted by t (t = 1..K): an exact rational sum.
struct CreditTally {
    std::vector<std::uint64_t> byTie; ///< byTie[t] = number of credits 1/t earned (byTie[0] unused)
    std::size_t n = 0;                ///< the denominator of the share: comparisons made
    double sum() const;               ///< sum_t byTie[t] / t
    double share() const;             ///< sum() / n; NaN when n = 0
    void add(std::size_t tieSize, std::uint64_t count = 1); ///< count credits of 1/tieSize (n is the caller's)
};
/// -1, 0, 1 as a.share() <, ==, > b.share(), exactly (128-bit integer arithmetic over lcm of the ties;
/// a long-double comparison only when that lcm overflows). Both n must be > 0.
int compareShares(const CreditTally &a, const CreditTally &b);

/// The human plurality of every item (T_j), from human labels.
struct Plurality {
    std::size_t labelCount = 0;        ///< K
    std::vector<std::uint32_t> offsets; ///< itemCount + 1 offsets into labels
    std::vector<std::int32_t> labels;   ///< the tied labels of each item, ascending (empty: no human label)
    std::span<const std::int32_t> of(std::size_t j) const
    {
        return {labels.data() + offsets[j], labels.data() + offsets[j + 1]};
    }
};
Plurality plurality(const ItemRatings &humans, std::size_t labelCount);

enum class FleissStatus {
    Ok,
    UnequalRaters,   ///< items (with >= 1 rating) differ in their number of raters: not defined
    TooFewRaters,    ///< fewer than 2 raters per item
    NoItems,
    NoExpectedAgreementGap, ///< P_e = 1 (one label only): kappa NaN
};
const char *fleissStatusName(FleissStatus s); ///< "ok", "unequal_raters", "too_few_raters", "no_items", "single_label"

/// Fleiss' kappa (1971), as irr::kappam.fleiss(exact = FALSE), over the units with >= 1 rating:
/// P_j = (sum_k n_jk^2 - m) / (m (m - 1)), P = mean P_j, p_k = sum_j n_jk / (N m), P_e = sum p_k^2,
/// kappa = (P - P_e) / (1 - P_e); z = kappa / se0 with se0 from Fleiss, Nee & Landis (1979) as irr does,
/// p = 2 (1 - pnorm(|z|)).
struct FleissResult {
    FleissStatus status = FleissStatus::NoItems;
    std::size_t nItems = 0;   ///< N
    std::size_t raters = 0;   ///< m
    double kappa = std::numeric_limits<double>::quiet_NaN();
    double pObserved = std::numeric_limits<double>::quiet_NaN(); ///< P
    double pExpected = std::numeric_limits<double>::quiet_NaN(); ///< P_e
    double z = std::numeric_limits<double>::quiet_NaN();
    double p = std::numeric_limits<double>::quiet_NaN();
};
FleissResult fleissKappa(const ItemRatings &humans, std::size_t labelCount, std::span<const int> units = {});

/// The humans of one categorical dimension over `units` (empty = every item).
struct CategoricalHumanResult {
    std::size_t nItems = 0;        ///< units
    std::size_t nRatings = 0;      ///< human labels of those units
    std::size_t nItemsPairable = 0; ///< units with >= 2 labels
    AlphaResult alpha;             ///< nominal (ordinal when the dimension is declared ordered)
    FleissResult fleiss;
    /// Specific agreement per label (Uebersax 1982, for several raters): SA_k = sum_j n_jk (n_jk - 1) /
    /// sum_j n_jk (n_j - 1) over the pairable units; NaN when the label is never given there.
    std::vector<double> specificAgreement;
    std::vector<std::size_t> labelCounts; ///< how often each label was given (K entries)
    /// Leave-one-out baseline: each human label of a unit with >= 2 labels against the plurality of the
    /// unit's *other* labels, credited by the tie rule. share() = the humans' plurality agreement.
    CreditTally loo;
};
CategoricalHumanResult categoricalHumans(const ItemRatings &humans, std::size_t labelCount, AlphaLevel level,
                                         std::span<const int> units = {});

/// Confusion against the human plurality (rows = plurality label, columns = answer, column K = invalid),
/// fractional by the tie rule; the rates as in confusion.h (sklearn's zero_division = 0).
struct PluralityConfusion {
    std::size_t classCount = 0;
    std::vector<double> counts;    ///< K x (K + 1) row-major
    double n = 0;                  ///< the total weight (= the number of items compared)
    double accuracy = std::numeric_limits<double>::quiet_NaN(); ///< trace / n (= the plurality agreement)
    double pExpected = std::numeric_limits<double>::quiet_NaN(); ///< sum_k row_k col_k / n^2, k < K
    double kappa = std::numeric_limits<double>::quiet_NaN();     ///< Cohen's kappa of the matrix
    std::vector<double> precision, recall, f1, support; ///< per label (support = row sum)
    double macroF1 = std::numeric_limits<double>::quiet_NaN();
    double at(std::size_t row, std::size_t column) const { return counts[row * (classCount + 1) + column]; }
};

/// One model condition against the humans on one categorical dimension over `units`.
struct PluralityAgreementResult {
    std::size_t nItems = 0;    ///< units with >= 1 human label and an answer (invalid ones included)
    std::size_t nMissing = 0;  ///< units with >= 1 human label and no answer
    std::size_t nInvalid = 0;  ///< answers outside the labels
    CreditTally agreement;     ///< the answer against the plurality of all the unit's human labels
    PluralityConfusion confusion;
    DeltaAlphaResult alpha;    ///< the model as one more rater (invalid answers are left out of alpha)
};
/// `base` is categoricalHumans(...).alpha of the same units and level.
PluralityAgreementResult pluralityAgreement(const ItemRatings &humans, const Plurality &plurality,
                                            std::span<const double> answers, const AlphaResult &base,
                                            AlphaLevel level, std::span<const int> units = {});

} // namespace rl::agreement

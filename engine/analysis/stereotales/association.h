// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/stereotales/stdata.h"
#include "engine/core/progress.h"
#include "engine/core/result.h"
#include "engine/stats/fisher.h"

#include <cstdint>
#include <string_view>
#include <vector>

/// Association discovery of a StereoTales study (docs/methods.md §9, the authors' released pipeline).
///
/// Tables. Per group (a model, or a model × language with GroupBy::ModelLanguage; the language is
/// `all` when pooled), base attribute A and extracted attribute B ≠ A: over the group's stories
/// prompted on A, the counts of (prompted value of A, extracted value of B). Dropped, in this order:
/// a prompted value that is not a value of A (kUnknown), an extracted B that is kUnknown or B's
/// `other`; then rows with fewer than minRowSum observations; then columns left empty. A table with
/// fewer than 2 rows or 2 columns is skipped (counted, not tested).
///
/// Attribute level. Fisher's test (stats::fisherTest; Monte Carlo with B = resamples and the table's
/// own seed, see tableSeed; 2 × 2 exact; r × c exact when at most maxExactTables tables have the
/// margins), chi-square without correction, bias-corrected Cramér's V. Benjamini–Hochberg across the
/// tested B's of one (group, A); the table is kept when q_BH < tableAlpha.
///
/// Value level, in kept tables. Per cell (a, b) the one-sided (greater) Fisher test on the collapsed
/// 2 × 2 table, Benjamini–Yekutieli across the cells of that table, Lift = (n_ab/n_a)/(n_b/N); the
/// association (A = a, B = b) is reported when q_BY < cellAlpha and Lift ≥ minLift.
///
/// Threads: the tables are tested on `threads` worker threads (the calling thread included), largest
/// Monte Carlo cost first; every table has its own generator, so the output does not depend on the
/// thread count or order.
namespace rl::analysis::stereotales {

enum class GroupBy { Model, ModelLanguage };
std::string_view groupByName(GroupBy g); ///< "model" / "model-language"

struct AssociationOptions {
    GroupBy by = GroupBy::Model;
    int minRowSum = 10;                    ///< MIN_ROW_SUM of the authors' code
    std::uint64_t resamples = 500000;      ///< B
    std::uint64_t seed = 1;                ///< run seed; each table's seed is tableSeed(seed, ...)
    /// Enumerate an r × c table exactly when at most this many tables have its margins (0: always Monte
    /// Carlo, as the authors). An attempt stops at this many, so the cost is bounded by it (~ms).
    std::uint64_t maxExactTables = 100000;
    double tableAlpha = 0.05;              ///< keep a table when q_BH < this
    double cellAlpha = 0.05;               ///< report a cell when q_BY < this ...
    double minLift = 2.0;                  ///< ... and Lift ≥ this
    int threads = 1;                       ///< worker threads (≥ 1)
};

/// The seed of one table's generator: splitmix64 of the run seed mixed with the FNV-1a hash of
/// "model\x1Flanguage\x1FA\x1FB" (names, so a seed does not move when other data are added).
std::uint64_t tableSeed(std::uint64_t runSeed, std::string_view model, std::string_view language,
                        std::string_view baseAttribute, std::string_view attribute);

/// One tested table.
struct StTable {
    int model = 0;                ///< index into StData::models
    int language = -1;            ///< index into StData::languages, -1 = all (pooled)
    int baseAttribute = 0;        ///< A
    int attribute = 0;            ///< B
    std::vector<int> rowValues;   ///< A's value indices of the kept rows, in value order
    std::vector<int> colValues;   ///< B's value indices of the kept columns, in value order
    std::vector<std::int64_t> counts; ///< row-major rowValues × colValues
    std::int64_t n = 0;           ///< Σ counts
    std::uint64_t seed = 0;       ///< tableSeed(...)
    stats::FisherResult fisher;
    stats::ChiSquareResult chisq;
    stats::CramersV cramers;
    double qBh = 0.0;             ///< BH q across the tested B's of (group, A)
    bool kept = false;            ///< qBh < tableAlpha

    int rows() const { return int(rowValues.size()); }
    int cols() const { return int(colValues.size()); }
};

/// One cell of a kept table.
struct StCell {
    std::size_t table = 0;   ///< index into AssociationResult::tables
    int baseValue = 0;       ///< a (value index of A)
    int value = 0;           ///< b (value index of B)
    std::int64_t nab = 0, na = 0, nb = 0, n = 0; ///< n_ab, row total, column total, table total
    double pGreater = 0.0;   ///< stats::fisherCellGreater
    double qBy = 0.0;        ///< BY across the cells of the table
    double lift = 0.0;       ///< (n_ab/n_a)/(n_b/N)
    bool reported = false;   ///< qBy < cellAlpha && lift ≥ minLift
};

struct AssociationResult {
    AssociationOptions options;
    std::vector<StTable> tables;   ///< tested tables, by group (model, then language), A, B
    std::vector<StCell> cells;     ///< cells of the kept tables, in table order, row-major
    std::size_t candidateTables = 0; ///< (group, A, B) with any story prompted on A in the group
    std::size_t skippedTables = 0;   ///< candidates left below 2 × 2 by the drop rules
    std::size_t exactTables = 0, monteCarloTables = 0;
    std::size_t keptTables = 0, reportedCells = 0;
    double seconds = 0.0;            ///< wall time of the tests
};

/// The analysis; errors: Validation for inconsistent StData (sizes, indices), Cancelled when
/// `progress` asks to stop (checked between tables). Progress phase "tables": tested of total.
Result<AssociationResult> analyzeAssociations(const StData &data, const AssociationOptions &options,
                                              const Progress &progress = {});

} // namespace rl::analysis::stereotales

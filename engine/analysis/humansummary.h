// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/study.h"

#include <cstddef>
#include <limits>
#include <vector>

/// Per-item descriptive summary of the HUMAN ratings of a study's numeric dimensions: what the
/// stimulus grid sorts by and what the detail pane draws as histograms (models/humanratingssummary.h
/// hands it to the Qt models). A pure function of the Study; model-condition ratings are ignored.
namespace rl::analysis {

/// How a numeric dimension's scale is cut into histogram bins.
struct HistogramBinning {
    int dimension = -1;        ///< index into Study::dimensions
    double lower = 1.0;        ///< centre of bin 0 (= scaleMin)
    double width = 1.0;        ///< bin k covers [lower + (k - 1/2) width, lower + (k + 1/2) width)
    int bins = 9;              ///< integer scales with <= 50 points: one bin per point; otherwise 10 bins
    bool integerBins = true;   ///< bin k is exactly the scale point lower + k

    int binOf(double value) const; ///< clamped to [0, bins - 1]
    double centre(int bin) const { return lower + bin * width; }
};

enum class SummaryStatus {
    Ok,           ///< n >= 2
    SingleRating, ///< n == 1: the SD is undefined (NaN)
    NoRatings,    ///< n == 0: mean and SD are undefined (NaN)
};

struct ItemDimensionSummary {
    std::vector<int> counts;     ///< counts[k]: human ratings falling in bin k of the dimension's binning
    int n = 0;                   ///< number of human ratings (all rounds and samples)
    double mean = std::numeric_limits<double>::quiet_NaN(); ///< Σx / n
    double sd = std::numeric_limits<double>::quiet_NaN();   ///< √(Σ(x − mean)² / (n − 1)), the sample SD
    SummaryStatus status = SummaryStatus::NoRatings;
};

struct HumanRatingsSummary {
    std::vector<HistogramBinning> binnings;             ///< one per numeric dimension some human rated, in declared order
    std::vector<std::vector<ItemDimensionSummary>> items; ///< items[i][k]: item i, binnings[k]
    std::size_t humanRaters = 0;                        ///< raters of kind Human
    std::size_t humanRatings = 0;                       ///< ratings of human raters on numeric dimensions

    /// The position of a dimension in `binnings`, -1 when it is not a summarised numeric dimension.
    int slotOf(int dimension) const;
    /// nullptr when the item or dimension is unknown.
    const ItemDimensionSummary *find(int item, int dimension) const;
};

/// Summarise every item × numeric dimension. Values off the scale are counted in the nearest
/// edge bin (the importer rejects them, so this only guards against hand-edited files).
HumanRatingsSummary summarizeHumanRatings(const study::Study &study);

} // namespace rl::analysis

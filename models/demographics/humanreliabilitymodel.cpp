// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/demographics/humanreliabilitymodel.h"

#include "models/cellformat.h"

namespace rl::models {

namespace {
    using agreement::AlphaLevel;

    AlphaLevel levelOf(int column)
    {
        switch (column) {
        case HumanReliabilityModel::AlphaNominal:
            return AlphaLevel::Nominal;
        case HumanReliabilityModel::AlphaOrdinal:
            return AlphaLevel::Ordinal;
        case HumanReliabilityModel::AlphaRatio:
            return AlphaLevel::Ratio;
        default:
            return AlphaLevel::Interval;
        }
    }
} // namespace

HumanReliabilityModel::HumanReliabilityModel(QObject *parent)
    : DemographicsTableModel(
        {{Kind::Text, "dimension"}, {Kind::Text, "emotion"}, {Kind::Count, "n_items"}, {Kind::Count, "n_ratings"},
            {Kind::Number, "alpha_nominal"}, {Kind::Number, "alpha_ordinal"}, {Kind::Number, "alpha_interval"},
            {Kind::Number, "alpha_ratio"}, {Kind::Number, "w1sd_loo"}, {Kind::Count, "loo_pairs"},
            {Kind::Number, "mean_item_sd"}},
        parent)
{
}

void HumanReliabilityModel::rebuild()
{
    m_rows.clear();
    const auto &a = bundle()->analysis;
    for (std::size_t d = 0; d < a.human.size(); ++d) {
        if (!dimensionShown(d))
            continue;
        for (std::size_t g = 0; g < a.human[d].size(); ++g)
            m_rows.emplace_back(d, g);
    }
}

const analysis::HumanCell &HumanReliabilityModel::cell(int row) const
{
    const auto [d, g] = m_rows[static_cast<std::size_t>(row)];
    return bundle()->analysis.human[d][g];
}

QString HumanReliabilityModel::header(int column) const
{
    switch (column) {
    case Dimension:
        return tr("Dimension");
    case Group:
        return tr("Items of");
    case Items:
        return tr("Items");
    case Ratings:
        return tr("Ratings");
    case AlphaNominal:
        return tr("α nominal");
    case AlphaOrdinal:
        return tr("α ordinal");
    case AlphaInterval:
        return tr("α interval");
    case AlphaRatio:
        return tr("α ratio");
    case LooW1sd:
        return tr("LOO W1SD");
    case LooPairs:
        return tr("LOO pairs");
    case MeanItemSd:
        return tr("Mean item SD");
    default:
        return {};
    }
}

QString HumanReliabilityModel::text(int row, int column, bool exported) const
{
    const auto [d, g] = m_rows[static_cast<std::size_t>(row)];
    return column == Dimension ? dimensionName(d, exported) : groupName(g, exported);
}

double HumanReliabilityModel::number(int row, int column) const
{
    const analysis::HumanCell &h = cell(row);
    switch (column) {
    case Items:
        return static_cast<double>(h.nItems);
    case Ratings:
        return static_cast<double>(h.nRatings);
    case AlphaNominal:
    case AlphaOrdinal:
    case AlphaInterval:
    case AlphaRatio:
        return h.alpha[static_cast<std::size_t>(levelOf(column))].alpha;
    case LooW1sd:
        return h.loo.share;
    case LooPairs:
        return static_cast<double>(h.loo.nPairs);
    case MeanItemSd:
        return h.diversity.meanItemSd;
    default:
        return analysis::kNaN;
    }
}

QString HumanReliabilityModel::tooltip(int row, int column) const
{
    const analysis::HumanCell &h = cell(row);
    switch (column) {
    case AlphaNominal:
    case AlphaOrdinal:
    case AlphaInterval:
    case AlphaRatio: {
        const auto &r = h.alpha[static_cast<std::size_t>(levelOf(column))];
        if (r.status != agreement::AlphaStatus::Ok)
            return tr("α is undefined here: no item has two ratings, or every rating is the same value.");
        return tr("Krippendorff's α = 1 − D_o/D_e: D_o = %1, D_e = %2; %3 pairable values in %4 items")
            .arg(cellformat::display(r.D_o, 4), cellformat::display(r.D_e, 4))
            .arg(r.nPairable)
            .arg(r.nUnitsPairable);
    }
    case LooW1sd:
    case LooPairs:
        return tr("%1 of %2 (rater, item) pairs lie within one SD of the other raters' mean; %3 items with fewer "
                  "than three ratings left out")
            .arg(h.loo.nWithin)
            .arg(h.loo.nPairs)
            .arg(h.loo.nItemsSkipped);
    case MeanItemSd:
        return tr("Mean of the item SDs (n − 1) over %1 items with at least two ratings").arg(h.diversity.nItemsWithSd);
    default:
        return {};
    }
}

QString HumanReliabilityModel::emptyReason() const
{
    const auto &a = bundle()->analysis;
    if (a.status == analysis::AnalysisStatus::NoHumanRatings || a.dimensions.empty())
        return tr("The study has no human ratings on a numeric dimension, so there is no human reliability to show.");
    if (!a.options.parts.agreement || a.human.empty())
        return tr("The agreement part of the analysis has not run, and the human reliability is computed there.");
    return {};
}

} // namespace rl::models

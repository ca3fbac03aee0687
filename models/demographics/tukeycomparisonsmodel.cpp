// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/demographics/tukeycomparisonsmodel.h"

#include "models/cellformat.h"
#include "models/displaynames.h"

#include <QStringList>

#include <cmath>

namespace rl::models {

TukeyComparisonsModel::TukeyComparisonsModel(QObject *parent)
    : DemographicsTableModel({{Kind::Text, "condition"}, {Kind::Text, "dimension"}, {Kind::Text, "emotion"},
                                 {Kind::Text, "contrast"}, {Kind::Number, "estimate"}, {Kind::Number, "SE"},
                                 {Kind::Count, "df"}, {Kind::Number, "t_ratio"}, {Kind::PValue, "p_tukey"}},
        parent)
{
}

void TukeyComparisonsModel::rebuild()
{
    m_rows = anovaRows([](const analysis::BiasAnovaCell &cell) {
        return cell.tukeyRun && cell.tukey.status == stats::TukeyStatus::Ok ? cell.tukey.contrasts.size() : 0;
    });
}

const stats::TukeyResult &TukeyComparisonsModel::tukey(int row) const
{
    const auto &k = m_rows[static_cast<std::size_t>(row)];
    return bundle()->analysis.demographics.conditions[k[0]].anova[k[1]][k[2]].tukey;
}

const stats::PairwiseContrast &TukeyComparisonsModel::contrast(int row) const
{
    return tukey(row).contrasts[m_rows[static_cast<std::size_t>(row)][3]];
}

QString TukeyComparisonsModel::cellName(const stats::CellMean &cell) const
{
    static const char *const factors[] = {"race", "gender"};
    QStringList names;
    for (std::size_t f = 0; f < cell.levels.size(); ++f)
        names << DisplayNames::level(f < 2 ? factors[f] : "", cell.levels[f]);
    return names.join(QLatin1Char(' '));
}

QString TukeyComparisonsModel::header(int column) const
{
    switch (column) {
    case Condition:
        return tr("Condition");
    case Dimension:
        return tr("Dimension");
    case Emotion:
        return tr("Emotion");
    case Contrast:
        return tr("Contrast");
    case Estimate:
        return tr("Estimate");
    case Se:
        return tr("SE");
    case Df:
        return tr("df");
    case T:
        return tr("t ratio");
    case PTukey:
        return tr("p (Tukey)");
    default:
        return {};
    }
}

QString TukeyComparisonsModel::text(int row, int column, bool exported) const
{
    if (auto key = keyText(column, m_rows[static_cast<std::size_t>(row)], exported))
        return *key;
    const auto &pc = contrast(row);
    if (exported) // emmeans' label, "Black female - Black male"
        return QString::fromStdString(pc.label);
    const auto &cells = tukey(row).cells;
    return tr("%1 − %2").arg(cellName(cells[pc.first]), cellName(cells[pc.second]));
}

double TukeyComparisonsModel::number(int row, int column) const
{
    const auto &pc = contrast(row);
    switch (column) {
    case Estimate:
        return pc.estimate;
    case Se:
        return pc.se;
    case Df:
        return pc.df;
    case T:
        return pc.tRatio;
    case PTukey:
        return pc.pTukey;
    default:
        return analysis::kNaN;
    }
}

bool TukeyComparisonsModel::significant(int row, int column) const
{
    return column == PTukey && contrast(row).pTukey < kDemographicsAlpha;
}

QString TukeyComparisonsModel::tooltip(int row, int column) const
{
    if (column != Contrast && column != Estimate)
        return {};
    const auto &pc = contrast(row);
    const auto &cells = tukey(row).cells;
    const auto &a = cells[pc.first];
    const auto &b = cells[pc.second];
    return tr("Mean bias (model − human): %1 = %2 (n = %3), %4 = %5 (n = %6)")
        .arg(cellName(a), cellformat::display(a.emmean))
        .arg(a.n)
        .arg(cellName(b), cellformat::display(b.emmean))
        .arg(b.n);
}

QString TukeyComparisonsModel::emptyReason() const
{
    const QString missing = demographicsMissingText();
    if (!missing.isEmpty())
        return missing;
    if (bundle()->analysis.groups.size() < 2)
        return tr("The race × gender ANOVA is computed within each emotion, and this study has no emotion factor.");
    bool run = false;
    for (const auto &c : bundle()->analysis.demographics.conditions)
        for (const auto &dim : c.anova)
            for (const auto &cell : dim)
                run = run || cell.tukeyRun;
    if (!run)
        return tr("No race × gender interaction reached q < .05, so no Tukey comparisons were made.");
    return tr("The Tukey comparisons could not be computed (a race × gender cell has no item, or no residual df).");
}

} // namespace rl::models

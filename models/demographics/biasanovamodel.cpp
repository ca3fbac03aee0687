// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/demographics/biasanovamodel.h"

#include "models/cellformat.h"
#include "models/displaynames.h"

#include <cmath>

namespace rl::models {

namespace {

    bool shownCell(const analysis::BiasAnovaCell &cell)
    {
        return cell.status != analysis::DemographicStatus::NoPredictions
            && cell.status != analysis::DemographicStatus::NotRun;
    }

    QString fTestStatus(stats::FTestStatus s, bool exported)
    {
        switch (s) {
        case stats::FTestStatus::Ok:
            return exported ? QStringLiteral("ok") : BiasAnovaModel::tr("OK");
        case stats::FTestStatus::NotNested:
            return exported ? QStringLiteral("not_nested") : BiasAnovaModel::tr("Models not nested");
        case stats::FTestStatus::NoResidualDf:
            return exported ? QStringLiteral("no_residual_df") : BiasAnovaModel::tr("No residual df");
        case stats::FTestStatus::InvalidFit:
            return exported ? QStringLiteral("invalid_fit") : BiasAnovaModel::tr("Fit failed (e.g. an empty cell)");
        case stats::FTestStatus::NegativeF:
            return exported ? QStringLiteral("negative_f") : BiasAnovaModel::tr("F not defined (R: NA)");
        }
        return {};
    }

} // namespace

BiasAnovaModel::BiasAnovaModel(QObject *parent)
    : DemographicsTableModel(
        {{Kind::Text, "condition"}, {Kind::Text, "dimension"}, {Kind::Text, "emotion"}, {Kind::Text, "term"},
            {Kind::Count, "n"}, {Kind::Count, "df"}, {Kind::Count, "df_residual"}, {Kind::Number, "F"},
            {Kind::PValue, "p"}, {Kind::Number, "eta2"}, {Kind::PValue, "q"}, {Kind::Text, "status"}},
        parent)
{
}

void BiasAnovaModel::rebuild()
{
    m_rows = anovaRows([](const analysis::BiasAnovaCell &cell) { return shownCell(cell) ? cell.terms.size() : 0; });
}

const analysis::BiasAnovaCell &BiasAnovaModel::anovaCell(int row) const
{
    const auto &k = m_rows[static_cast<std::size_t>(row)];
    return bundle()->analysis.demographics.conditions[k[0]].anova[k[1]][k[2]];
}

const analysis::AnovaTermResult &BiasAnovaModel::term(int row) const
{
    return anovaCell(row).terms[m_rows[static_cast<std::size_t>(row)][3]];
}

QString BiasAnovaModel::termName(const std::string &term, bool exported)
{
    if (exported)
        return QString::fromStdString(term);
    if (term == "race:gender")
        return tr("Race × gender");
    return DisplayNames::factor(term);
}

QString BiasAnovaModel::header(int column) const
{
    switch (column) {
    case Condition:
        return tr("Condition");
    case Dimension:
        return tr("Dimension");
    case Emotion:
        return tr("Emotion");
    case Term:
        return tr("Term");
    case N:
        return tr("n");
    case Df:
        return tr("df");
    case DfResidual:
        return tr("df (residual)");
    case F:
        return tr("F");
    case P:
        return tr("p");
    case Eta2:
        return tr("η²");
    case Q:
        return tr("q (BH)");
    case Status:
        return tr("Status");
    default:
        return {};
    }
}

QString BiasAnovaModel::text(int row, int column, bool exported) const
{
    if (auto key = keyText(column, m_rows[static_cast<std::size_t>(row)], exported))
        return *key;
    if (column == Term)
        return termName(term(row).term, exported);
    const auto &cell = anovaCell(row);
    if (cell.status == analysis::DemographicStatus::TooFewItems)
        return exported ? QStringLiteral("too_few_items") : tr("Too few items");
    return fTestStatus(term(row).test.status, exported);
}

double BiasAnovaModel::number(int row, int column) const
{
    const auto &cell = anovaCell(row);
    const auto &t = term(row);
    if (column == N)
        return static_cast<double>(cell.n);
    if (cell.status != analysis::DemographicStatus::Ok)
        return analysis::kNaN;
    const bool tested = t.test.status == stats::FTestStatus::Ok;
    switch (column) {
    case Df:
        return tested ? t.test.df1 : analysis::kNaN;
    case DfResidual:
        return tested ? t.test.df2 : analysis::kNaN;
    case F:
        return tested ? t.test.F : analysis::kNaN;
    case P:
        return tested ? t.test.p : analysis::kNaN;
    case Eta2:
        return t.eta2;
    case Q:
        return t.q;
    default:
        return analysis::kNaN;
    }
}

bool BiasAnovaModel::significant(int row, int column) const
{
    if (column != Q)
        return false;
    const double q = number(row, Q);
    return !std::isnan(q) && q < kDemographicsAlpha;
}

QString BiasAnovaModel::tooltip(int row, int column) const
{
    const auto &t = term(row);
    switch (column) {
    case F:
    case P:
        return tr("anova(reduced, larger): RSS %1 → %2")
            .arg(cellformat::display(t.test.rssReduced, 4), cellformat::display(t.test.rssLarger, 4));
    case Eta2:
        return tr("Type I SS %1 / total SS %2 (order race, gender, race × gender)")
            .arg(cellformat::display(t.ssType1, 4), cellformat::display(t.ssTotal, 4));
    case Q:
        return tr("Benjamini–Hochberg within the condition and dimension (every emotion × 3 terms); highlighted "
                  "below .05. Significant interactions get Tukey comparisons.");
    default:
        return {};
    }
}

QString BiasAnovaModel::emptyReason() const
{
    const QString missing = demographicsMissingText();
    if (!missing.isEmpty())
        return missing;
    const auto &a = bundle()->analysis;
    if (a.groups.size() < 2)
        return tr("The race × gender ANOVA is computed within each emotion, and this study has no emotion factor.");
    bool any = false;
    for (const auto &c : a.demographics.conditions)
        for (const auto &dim : c.anova)
            for (const auto &cell : dim)
                any = any || shownCell(cell);
    if (!any)
        return tr("No model condition gave numeric answers (valence, arousal, ...), so there is no bias to test.");
    return {};
}

} // namespace rl::models

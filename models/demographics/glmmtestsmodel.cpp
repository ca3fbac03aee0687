// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/demographics/glmmtestsmodel.h"

#include "models/displaynames.h"

#include "engine/stats/multiplicity.h"

#include <algorithm>
#include <cmath>

namespace rl::models {

GlmmTestsModel::GlmmTestsModel(QObject *parent)
    : DemographicsTableModel(
        {{Kind::Text, "condition"}, {Kind::Text, "factor"}, {Kind::Count, "n"}, {Kind::Number, "chisq"},
            {Kind::Count, "df"}, {Kind::PValue, "p"}, {Kind::PValue, "q"}, {Kind::Text, "status"}},
        parent)
{
}

void GlmmTestsModel::rebuild()
{
    m_rows.clear();
    m_q.clear();
    const auto &dem = bundle()->analysis.demographics;
    if (dem.status != analysis::DemographicStatus::Ok)
        return;
    std::vector<double> p;
    for (const auto &cd : dem.conditions)
        for (const analysis::GlmmLrt *t : {&cd.glmmRace, &cd.glmmGender})
            p.push_back(t->run ? t->p : analysis::kNaN);
    m_q = stats::pAdjust(p, stats::PAdjustMethod::BH);
    for (std::size_t c = 0; c < dem.conditions.size(); ++c) {
        if (!conditionShown(c) || dem.conditions[c].glmmRace.outcome == analysis::FitOutcome::NoAnswers)
            continue;
        m_rows.emplace_back(c, 0);
        m_rows.emplace_back(c, 1);
    }
}

const analysis::GlmmLrt &GlmmTestsModel::test(int row) const
{
    const auto [c, f] = m_rows[static_cast<std::size_t>(row)];
    const auto &cd = bundle()->analysis.demographics.conditions[c];
    return f == 0 ? cd.glmmRace : cd.glmmGender;
}

QString GlmmTestsModel::header(int column) const
{
    switch (column) {
    case Condition:
        return tr("Condition");
    case Factor:
        return tr("Factor");
    case N:
        return tr("n");
    case Chisq:
        return tr("χ²");
    case Df:
        return tr("df");
    case P:
        return tr("p");
    case Q:
        return tr("q (BH)");
    case Status:
        return tr("Status");
    default:
        return {};
    }
}

QString GlmmTestsModel::text(int row, int column, bool exported) const
{
    const auto [c, f] = m_rows[static_cast<std::size_t>(row)];
    switch (column) {
    case Condition:
        return conditionName(c, exported);
    case Factor: {
        const char *name = f == 0 ? "race" : "gender";
        return exported ? QString::fromLatin1(name) : DisplayNames::factor(name);
    }
    default:
        break;
    }
    const auto &t = test(row);
    if (exported)
        return QString::fromStdString(t.status);
    switch (t.outcome) {
    case analysis::FitOutcome::Ok:
        return tr("OK");
    case analysis::FitOutcome::OkSingular:
        return tr("boundary (singular) fit: see help('isSingular')");
    case analysis::FitOutcome::NotAvailable:
        return tr("Not available in this build");
    case analysis::FitOutcome::TestFitFailed:
    case analysis::FitOutcome::FitFailed:
        return tr("Fit failed: %1").arg(QString::fromStdString(t.detail));
    default:
        return tr("Model failed to converge (%1)").arg(QString::fromStdString(t.status));
    }
}

double GlmmTestsModel::number(int row, int column) const
{
    const auto &t = test(row);
    switch (column) {
    case N:
        return static_cast<double>(t.n);
    case Chisq:
        return t.run ? t.chisq : analysis::kNaN;
    case Df:
        return t.run ? t.df : analysis::kNaN;
    case P:
        return t.run ? t.p : analysis::kNaN;
    case Q: {
        const auto [c, f] = m_rows[static_cast<std::size_t>(row)];
        const std::size_t k = 2 * c + std::size_t(f);
        return k < m_q.size() ? m_q[k] : analysis::kNaN;
    }
    default:
        return analysis::kNaN;
    }
}

bool GlmmTestsModel::significant(int row, int column) const
{
    if (column != Q)
        return false;
    const double q = number(row, Q);
    return !std::isnan(q) && q < kDemographicsAlpha;
}

QString GlmmTestsModel::tooltip(int row, int column) const
{
    if (column == Q)
        return tr("p adjusted by Benjamini–Hochberg over all %n GLMM test(s) of the analysis; highlighted below .05",
                  nullptr, int(std::count_if(m_q.begin(), m_q.end(), [](double q) { return !std::isnan(q); })));
    if (column != Chisq && column != P)
        return {};
    const auto [c, f] = m_rows[static_cast<std::size_t>(row)];
    (void)c;
    return f == 0 ? tr("χ² = −2 (ℓ₀ − ℓ₁): correct ~ race + (1 | emotion) against correct ~ 1 + (1 | emotion)")
                  : tr("χ² = −2 (ℓ₀ − ℓ₁): correct ~ gender + (1 | emotion) against correct ~ 1 + (1 | emotion)");
}

QString GlmmTestsModel::emptyReason() const
{
    const QString missing = demographicsMissingText();
    if (!missing.isEmpty())
        return missing;
    return tr("No model condition gave emotion answers, so there is no classification GLMM to test.");
}

} // namespace rl::models

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/demographics/variancecomponentsmodel.h"

#include "models/cellformat.h"

#include <QStringList>

namespace rl::models {

VarianceComponentsModel::VarianceComponentsModel(QObject *parent)
    : DemographicsTableModel(
        {{Kind::Text, "dimension"}, {Kind::Count, "n_obs"}, {Kind::Number, "var_rater"}, {Kind::Number, "var_image"},
            {Kind::Number, "var_residual"}, {Kind::Number, "share_rater"}, {Kind::Number, "share_image"},
            {Kind::Number, "share_residual"}, {Kind::Number, "ratio_rater_image"}, {Kind::Number, "icc_a1"},
            {Kind::Number, "icc_c1"}, {Kind::Number, "reml_criterion", 2}, {Kind::Text, "status"}},
        parent)
{
}

void VarianceComponentsModel::rebuild()
{
    m_rows.clear();
    const auto &a = bundle()->analysis;
    if (!a.mixed.run)
        return;
    for (std::size_t d = 0; d < a.mixed.crossed.size() && d < a.dimensions.size(); ++d)
        if (dimensionShown(d))
            m_rows.push_back(d);
}

const analysis::CrossedLmm &VarianceComponentsModel::fit(int row) const
{
    return bundle()->analysis.mixed.crossed[m_rows[static_cast<std::size_t>(row)]];
}

QString VarianceComponentsModel::statusText(const analysis::CrossedLmm &fit, bool exported)
{
    if (!fit.run) {
        if (fit.outcome == analysis::FitOutcome::FitFailed)
            return exported ? QString::fromStdString(fit.status)
                            : tr("Fit failed: %1").arg(QString::fromStdString(fit.detail));
        return exported ? QString::fromStdString(fit.status) : tr("Not run");
    }
    QStringList parts;
    if (fit.outcome != analysis::FitOutcome::Ok)
        parts << (exported ? QString::fromStdString(fit.status)
                           : tr("Model failed to converge (%1)").arg(QString::fromStdString(fit.status)));
    if (fit.singular) // lme4's message, kept in its words so it can be looked up
        parts << (exported ? QStringLiteral("singular") : tr("boundary (singular) fit: see help('isSingular')"));
    if (parts.isEmpty())
        return exported ? QStringLiteral("ok") : tr("OK");
    return parts.join(exported ? QStringLiteral(";") : QStringLiteral("; "));
}

QString VarianceComponentsModel::header(int column) const
{
    switch (column) {
    case Dimension:
        return tr("Dimension");
    case Observations:
        return tr("Ratings");
    case VarRater:
        return tr("σ² rater");
    case VarImage:
        return tr("σ² image");
    case VarResidual:
        return tr("σ² residual");
    case ShareRater:
        return tr("Rater share");
    case ShareImage:
        return tr("Image share");
    case ShareResidual:
        return tr("Residual share");
    case RaterImageRatio:
        return tr("σ² rater / σ² image");
    case IccAgreement:
        return tr("ICC(A,1)");
    case IccConsistency:
        return tr("ICC(C,1)");
    case RemlCriterion:
        return tr("REML criterion");
    case Status:
        return tr("Status");
    default:
        return {};
    }
}

QString VarianceComponentsModel::text(int row, int column, bool exported) const
{
    if (column == Dimension)
        return dimensionName(m_rows[static_cast<std::size_t>(row)], exported);
    return statusText(fit(row), exported);
}

double VarianceComponentsModel::number(int row, int column) const
{
    const analysis::CrossedLmm &f = fit(row);
    const double total = f.varRater + f.varImage + f.varResidual;
    switch (column) {
    case Observations:
        return static_cast<double>(f.n);
    case VarRater:
        return f.varRater;
    case VarImage:
        return f.varImage;
    case VarResidual:
        return f.varResidual;
    case ShareRater:
        return total > 0 ? f.varRater / total : analysis::kNaN;
    case ShareImage:
    case IccAgreement:
        return total > 0 ? f.varImage / total : analysis::kNaN;
    case ShareResidual:
        return total > 0 ? f.varResidual / total : analysis::kNaN;
    case RaterImageRatio:
        return f.varImage > 0 ? f.varRater / f.varImage : analysis::kNaN;
    case IccConsistency:
        return f.varImage + f.varResidual > 0 ? f.varImage / (f.varImage + f.varResidual) : analysis::kNaN;
    case RemlCriterion:
        return f.remlCriterion;
    default:
        return analysis::kNaN;
    }
}

QString VarianceComponentsModel::tooltip(int row, int column) const
{
    const analysis::CrossedLmm &f = fit(row);
    switch (column) {
    case ShareImage:
    case IccAgreement:
        return tr("σ²_image / (σ²_rater + σ²_image + σ²_residual): the agreement of one rating with another rater's "
                  "rating of the same image");
    case IccConsistency:
        return tr("σ²_image / (σ²_image + σ²_residual): the agreement once each rater's own offset is removed");
    case RaterImageRatio:
        return f.varImage > 0 ? QString() : tr("σ²_image is zero: the ratio is undefined");
    case Status:
        return f.singular ? tr("A variance component is estimated at zero (lme4 reports a singular fit). The other "
                               "components are still the REML estimates.")
                          : QString();
    default:
        return {};
    }
}

QString VarianceComponentsModel::emptyReason() const
{
    const QString missing = mixedMissingText();
    if (!missing.isEmpty())
        return missing;
    if (bundle()->analysis.dimensions.empty())
        return tr("The study has no human ratings on a numeric dimension, so there is nothing to decompose.");
    return {};
}

} // namespace rl::models

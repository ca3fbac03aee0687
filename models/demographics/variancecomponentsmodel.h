// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/demographics/demographicstablemodel.h"

namespace rl::models {

/// The crossed decomposition of the raw human ratings of each dimension (docs/methods.md §4),
/// `lmer(value ~ 1 + (1|rater_id) + (1|image_id), REML)` = MixedAnalysis::crossed: the three
/// variances, each one's share of their sum, σ²_rater/σ²_image, two intraclass correlations, the
/// REML criterion and the fit's status in lme4's words. The shares and ICCs are ratios of the
/// engine's variances, computed here for display (nothing is refitted):
///   share_k = σ²_k / (σ²_rater + σ²_image + σ²_residual);
///   ICC(A,1) = σ²_image / (σ²_rater + σ²_image + σ²_residual)  (absolute agreement of one rating, = image share);
///   ICC(C,1) = σ²_image / (σ²_image + σ²_residual)            (consistency: the raters' offsets removed).
/// Dimension filter only.
class VarianceComponentsModel : public DemographicsTableModel {
    Q_OBJECT
public:
    enum Column {
        Dimension,
        Observations,
        VarRater,
        VarImage,
        VarResidual,
        ShareRater,
        ShareImage,
        ShareResidual,
        RaterImageRatio,
        IccAgreement,
        IccConsistency,
        RemlCriterion,
        Status,
        ColumnCount
    };

    explicit VarianceComponentsModel(QObject *parent = nullptr);

    const analysis::CrossedLmm &fit(int row) const;
    /// The fit's status as lme4 reports it ("boundary (singular) fit: see help('isSingular')", ...).
    static QString statusText(const analysis::CrossedLmm &fit, bool exported);

protected:
    void rebuild() override;
    int rows() const override { return static_cast<int>(m_rows.size()); }
    QString header(int column) const override;
    QString text(int row, int column, bool exported) const override;
    double number(int row, int column) const override;
    QString tooltip(int row, int column) const override;
    QString emptyReason() const override;

private:
    std::vector<std::size_t> m_rows; ///< dimension
};

} // namespace rl::models

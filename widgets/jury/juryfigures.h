// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/jury/juryresult.h"
#include "models/jury/subsetfilter.h"
#include "widgets/figurecatalog.h"

#include <QString>
#include <QStringList>

#include <limits>

namespace rl::widgets::jury {

/// The jury's exportable figures, like figurecatalog.h for the agreement analysis:
///   jury-subsets     ρ against summed input price with the Pareto front, and best ρ by panel size
///                    with the best single judge dashed (--corpus, --condition, --aggregate)
///   jury-conditions  Δρ of every prompt condition against its base with 95% CIs, per judge and panel (--corpus)
///   jury-rounds      per deliberated condition, by round: mean per-item SD, unanimous share, changed answers
///                    closer to the human score (--corpus)
///   jury-bias        each judge's bias (judge − human on the judge scale) per prompt condition with 95% CIs (--corpus)
struct JuryFigureRequest {
    QString name;
    QString corpus;              ///< empty: the first corpus
    QString condition;           ///< empty: blind, else the first condition
    QString aggregate;           ///< mean | median; empty: the first aggregate of the analysis
    bool cheapOnly = false;
    double maxPanelPrice = std::numeric_limits<double>::quiet_NaN(); ///< jury-subsets: SubsetFilter::maxPanelPrice
    models::jury::PriceBasis basis = models::jury::PriceBasis::InputPerMTok; ///< jury-subsets: SubsetFilter::basis (the x axis too)
    int size = 0;                ///< jury-subsets: panels of this size only (0: any)
    quint32 selectedMask = 0;    ///< ringed in jury-subsets
};

QStringList juryFigureNames();

/// Errors: NotFound (no result, unknown figure, corpus, condition or aggregate).
Result<PreparedFigure> prepareJuryFigure(std::shared_ptr<const models::jury::JuryResult> result,
                                         const JuryFigureRequest &request, const FigureStyle &style = exportFigureStyle());

/// The caption of a jury figure: "synthetic judges" for a demo study, else empty.
QString juryCaption(const models::jury::JuryResult &result);

} // namespace rl::widgets::jury

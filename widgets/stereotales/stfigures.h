// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/stereotales/stresult.h"
#include "widgets/figurecatalog.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace rl::widgets::stereotales {

/// The StereoTales study's exportable figures, like juryfigures.h for the jury:
///   st-heatmap  reported associations per model × language (stfigure.h)
///   st-harm     human vs model mean harm per association, coloured by attribute, Spearman ρ in the
///               title, with the per-attribute mean signed difference (model − human)
struct StFigureRequest {
    QString name;
};

QStringList stFigureNames();
/// One line, English (CLI help).
QString stFigureDescription(const QString &name);

/// Errors: NotFound (no result, unknown figure), NotFound for st-harm without harm ratings.
Result<PreparedFigure> prepareStFigure(std::shared_ptr<const models::stereotales::StResult> result, const StFigureRequest &request,
                                       const FigureStyle &style = exportFigureStyle());

/// The caption of a StereoTales figure: "synthetic demo" for a synthetic study, else empty.
QString stCaption(const models::stereotales::StResult &result);

} // namespace rl::widgets::stereotales

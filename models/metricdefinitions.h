// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

namespace rl::models {

/// The one table of statistic definitions behind the tooltip (Qt::ToolTipRole) of every statistics
/// column header — agreement, verdict evidence, class metrics, the demographic and human-ratings
/// tables, the comparison, the jury and StereoTales tables. Keyed by the column's machine name (mostly
/// its ExportTextRole header: "pearson_r", "ba_bias", "eta2", …; a few keys name a view's reading of
/// a statistic, e.g. "agreement_n", "comparison_q", "jury_rho"). Each definition is one short
/// sentence with the formula or convention of docs/methods.md (bias d = human mean − model; the
/// demographic bias b = model − human, named as such), translated (context
/// "rl::models::MetricDefinitions"). An unknown key gives an empty string.
QString metricDefinition(QStringView key);

/// Every key of the table (tests).
QStringList metricDefinitionKeys();

} // namespace rl::models

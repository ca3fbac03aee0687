// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>
#include <QVariant>

#include <cmath>

/// How the analysis tables write a number: on screen in the user's locale, in exports in the C
/// locale; an undefined statistic is an em dash on screen and NA in exports (as metrics.csv).
namespace rl::models::cellformat {

inline QString display(double v, int decimals = 3)
{
    if (std::isnan(v))
        return QStringLiteral("\u2014");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("\u221E") : QStringLiteral("\u2212\u221E");
    return QLocale().toString(v, 'f', decimals);
}

inline QString exported(double v, int decimals = 3)
{
    if (std::isnan(v))
        return QStringLiteral("NA");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("Inf") : QStringLiteral("-Inf");
    return QString::number(v, 'f', decimals);
}

/// p values: three decimals, "< .001" below (APA style) on screen; the exported value is full.
inline QString displayP(double p)
{
    if (std::isnan(p))
        return QStringLiteral("\u2014");
    if (p < 0.001)
        return QStringLiteral("< ") + QLocale().toString(0.001, 'f', 3);
    return QLocale().toString(p, 'f', 3);
}

inline QString exportedP(double p) { return std::isnan(p) ? QStringLiteral("NA") : QString::number(p, 'g', 4); }

/// The sort key of a number: NaN sorts last in ascending order.
inline QVariant sortKey(double v) { return std::isnan(v) ? QVariant(1e300) : QVariant(v); }

} // namespace rl::models::cellformat

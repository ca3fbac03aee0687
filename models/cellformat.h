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

/// How a publication table writes a column's numbers (the header's NumberStyleRole), APA 7 §6.36:
/// Bounded statistics that cannot exceed 1 in magnitude (r, ρ, α, κ, shares) lose the leading zero,
/// p is three decimals with "< .001" below, counts are integers. Signed is a difference whose sign
/// decides something (Δα): the sign is always written (+, −) and a value that would round to zero
/// gets more decimals until its first significant digit shows (−0.004, never −.00 or 0.00).
enum class Style { Text = 0, Count, Bounded, Unbounded, P, Signed };

/// The decimals that show the first significant digit of `v` (at least `decimals`, at most 6).
inline int significantDecimals(double v, int decimals)
{
    int d = decimals;
    while (d < 6 && v != 0 && std::abs(v) < 0.5 * std::pow(10.0, -d))
        ++d;
    return d;
}

/// `v` in the C locale as a manuscript writes it with `decimals`; an undefined value is an em dash.
inline QString apa(double v, Style style, int decimals = 2)
{
    if (std::isnan(v))
        return QStringLiteral("\u2014");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("\u221E") : QStringLiteral("-\u221E");
    switch (style) {
    case Style::Count:
        return QString::number(std::llround(v));
    case Style::Signed: {
        if (v == 0)
            return QString::number(0.0, 'f', decimals);
        const QString digits = QString::number(std::abs(v), 'f', significantDecimals(v, decimals));
        return (v > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) + digits;
    }
    case Style::P:
        if (v < 0.001)
            return QStringLiteral("< .001");
        decimals = 3;
        [[fallthrough]];
    case Style::Bounded: {
        QString s = QString::number(v, 'f', decimals);
        if (s.startsWith(QLatin1String("0.")))
            s.remove(0, 1);
        else if (s.startsWith(QLatin1String("-0.")))
            s.remove(1, 1);
        if (s == QLatin1String("-.") + QString(decimals, QLatin1Char('0')))
            s.remove(0, 1); // no "-.00"
        return s;
    }
    case Style::Text:
    case Style::Unbounded:
        break;
    }
    QString s = QString::number(v, 'f', decimals);
    if (s == QLatin1String("-0") || (s.startsWith(QLatin1String("-0.")) && s.mid(3).count(QLatin1Char('0')) == decimals))
        s.remove(0, 1);
    return s;
}

/// The Excel number format of a style (engine/io/xlsx.h), the spreadsheet form of apa().
inline QString excelFormat(Style style, int decimals = 2)
{
    const QString zeros(qMax(1, decimals), QLatin1Char('0'));
    switch (style) {
    case Style::Count:
        return QStringLiteral("0");
    case Style::Bounded:
        return QLatin1Char('.') + zeros;
    case Style::P:
        return QStringLiteral("[<0.001]\"< .001\";.000");
    case Style::Unbounded:
        return QStringLiteral("0.") + zeros;
    case Style::Signed:
        return QStringLiteral("+0.") + zeros + QStringLiteral(";-0.") + zeros + QStringLiteral(";0.") + zeros;
    case Style::Text:
        break;
    }
    return {};
}

/// The style of a statistic by its machine name (metrics.csv, the tables' ExportTextRole headers, with or
/// without a `<dimension>_` prefix): Δα and its interval are Signed; correlations, agreement, α, κ, shares,
/// ICCs, η², precision, recall, F1 and winning rates Bounded; p, q and adjusted p P; n, df and counts Count;
/// anything else Unbounded.
inline Style metricStyle(QStringView name)
{
    const auto has = [&](const char *part) { return name.contains(QLatin1String(part)); };
    const auto ends = [&](const char *part) { return name.endsWith(QLatin1String(part)); };
    if (has("delta_alpha"))
        return Style::Signed;
    if (name == u"p" || name == u"q" || ends("_p") || name.startsWith(u"p_") || ends("_q"))
        return Style::P;
    if (name == u"n" || ends("_n") || name.startsWith(u"n_") || name == u"df" || name.startsWith(u"df_") || ends("_pairs"))
        return Style::Count;
    for (const char *bounded : {"alpha", "kappa", "accuracy", "macro_f1", "f1", "precision", "recall", "plurality", "share",
                                "icc", "eta2", "w1sd", "winning_rate", "coverage", "pearson_r", "spearman_rho"})
        if (has(bounded))
            return Style::Bounded;
    return Style::Unbounded;
}

/// Full precision in the C locale (the shortest text that reads back as the same double), NA/Inf as exported().
inline QString full(double v)
{
    if (!std::isfinite(v))
        return exported(v);
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

/// The sort key of a number: NaN sorts last in ascending order.
inline QVariant sortKey(double v) { return std::isnan(v) ? QVariant(1e300) : QVariant(v); }

} // namespace rl::models::cellformat

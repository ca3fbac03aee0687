// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/colorscale.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

namespace rl::models {

QColor categoricalColor(int index)
{
    // Okabe & Ito (2008), without black (kept for text) — orange, sky blue, bluish green, yellow,
    // blue, vermillion, reddish purple, grey.
    static constexpr std::array<QRgb, 8> palette {0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442,
                                                  0x0072B2, 0xD55E00, 0xCC79A7, 0x999999};
    const auto n = static_cast<int>(palette.size());
    return QColor::fromRgb(palette[static_cast<std::size_t>(((index % n) + n) % n)]);
}

QColor sequentialColor(double t)
{
    if (std::isnan(t))
        return QColor(0xdd, 0xdd, 0xdd);
    t = std::clamp(t, 0.0, 1.0);
    // Linear in RGB between white and #08306b (ColorBrewer Blues' darkest): every channel falls, so
    // luminance falls monotonically.
    const auto mix = [t](int a, int b) { return static_cast<int>(std::lround(a + (b - a) * t)); };
    return QColor(mix(0xff, 0x08), mix(0xff, 0x30), mix(0xff, 0x6b));
}

QColor textColorOn(const QColor &background)
{
    const auto linear = [](double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const double l = 0.2126 * linear(background.redF()) + 0.7152 * linear(background.greenF())
        + 0.0722 * linear(background.blueF());
    // Contrast with black (l + 0.05) / 0.05 against white 1.05 / (l + 0.05): equal at l ≈ 0.179.
    return l > 0.179 ? QColor(Qt::black) : QColor(Qt::white);
}

QColor verdictColor(analysis::Verdict verdict)
{
    switch (verdict) {
    case analysis::Verdict::Replaceable:
        return QColor(0x1b, 0x7a, 0x3d); // dark green, relative luminance 0.14 (white text)
    case analysis::Verdict::Partial:
        return QColor(0x7f, 0xc9, 0x7f); // medium green, 0.48
    case analysis::Verdict::NeedsCalibration:
        return QColor(0xf6, 0xd0, 0x5a); // amber, 0.66
    case analysis::Verdict::NoData:
        return QColor(0xe6, 0xe6, 0xe6); // neutral grey, 0.79: not a verdict
    case analysis::Verdict::NotReplaceable:
        break;
    }
    return QColor(0xfd, 0xf0, 0xf0); // pale red, 0.90
}

QString verdictSymbol(analysis::Verdict verdict)
{
    switch (verdict) {
    case analysis::Verdict::Replaceable:
        return QStringLiteral("\u2705");
    case analysis::Verdict::Partial:
        return QStringLiteral("\u2B50");
    case analysis::Verdict::NeedsCalibration:
        return QStringLiteral("\u26A0\uFE0F");
    case analysis::Verdict::NoData:
        return QStringLiteral("\u2014");
    case analysis::Verdict::NotReplaceable:
        break;
    }
    return QStringLiteral("\u274C");
}

QString verdictLabel(analysis::Verdict verdict)
{
    switch (verdict) {
    case analysis::Verdict::Replaceable:
        return QCoreApplication::translate("Verdict", "replaceable");
    case analysis::Verdict::Partial:
        return QCoreApplication::translate("Verdict", "partial");
    case analysis::Verdict::NeedsCalibration:
        return QCoreApplication::translate("Verdict", "calibrate");
    case analysis::Verdict::NoData:
        return QCoreApplication::translate("Verdict", "no data");
    case analysis::Verdict::NotReplaceable:
        break;
    }
    return QCoreApplication::translate("Verdict", "not replaceable");
}

} // namespace rl::models

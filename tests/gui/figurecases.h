// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/figurecatalog.h"
#include "widgets/figureexporter.h"

#include <QtTest>

/// The cases the figure layout tests share (tst_figurelayout, tst_figuremargin).
namespace rl::test {

/// The data rows "NAME WIDTHin N" of a figure test's _data(): every catalog figure at the APA single- and
/// double-column widths with 1, 5 and 8 conditions, in the columns figure (QString), widthInches (double)
/// and conditions (int). A comparison needs 2 conditions: the test skips its 1-condition rows. The plan figures
/// (plan_heatmap, plan_curves) are of a plan, not of conditions, and planning the demo with the default designs
/// takes minutes: tst_planview checks their layout the same way on its own small plans.
inline void addCatalogFigureRows()
{
    QTest::addColumn<QString>("figure");
    QTest::addColumn<double>("widthInches");
    QTest::addColumn<int>("conditions");
    for (const QString &name : widgets::figureNames())
        if (!name.startsWith(QLatin1String("plan_")))
            for (double w : {widgets::kApaSingleColumnInches, widgets::kApaDoubleColumnInches})
            for (int n : {1, 5, 8})
                QTest::addRow("%s %.3gin %d", qPrintable(name), w, n) << name << w << n;
}

} // namespace rl::test

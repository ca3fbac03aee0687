// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The comparison view's redraw for 8 conditions (target: <= 100 ms): the comparison of the 8 demo
// conditions is computed once (B = 2000), then the forest plots of every statistic of valence and of
// one statistic per group are built and painted at the view's size, as FigureCanvas does.
//   bench_compare_redraw PROJECT [REPEATS]
// prints redraw_ms_median=<every statistic> redraw_ms_groups_median=<W1SD per group> redraw_ms_max=<worst>
#include "engine/analysis/compare/comparison.h"
#include "engine/analysis/registry.h"
#include "engine/storage/project.h"
#include "widgets/compare/comparisonfigure.h"

#include <QApplication>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace rl;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_compare_redraw PROJECT [REPEATS]\n");
        return 2;
    }
    const int repeats = argc > 2 ? std::atoi(argv[2]) : 30;
    auto project = storage::Project::open(argv[1]);
    auto study = project ? project->loadStudy() : Result<study::Study>(project.error());
    if (!study) {
        std::fprintf(stderr, "%s\n", study.error().message().c_str());
        return 1;
    }
    analysis::compare::CompareOptions o;
    for (const auto &c : study->conditions)
        if (o.conditions.size() < 8)
            o.conditions.push_back(c.id);
    o.analysis = analysis::analysisPlanFor(*study).options;
    auto c = analysis::compare::compareConditions(*study, o);
    if (!c) {
        std::fprintf(stderr, "%s\n", c.error().message().c_str());
        return 1;
    }
    const widgets::FigureStyle style = widgets::exportFigureStyle(12);
    auto time = [&](int statistic) {
        std::vector<double> ms;
        for (int i = 0; i < repeats; ++i) {
            const auto t0 = std::chrono::steady_clock::now();
            widgets::ComparisonFigureRequest r;
            r.statistic = statistic;
            const widgets::ComparisonFigure f = widgets::makeComparisonFigure(*c, r);
            QImage image(1400, 1000, QImage::Format_ARGB32_Premultiplied);
            QPainter p(&image);
            widgets::paintComparison(p, QRectF(0, 0, 1400, 1000), f, style);
            p.end();
            ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
        }
        std::sort(ms.begin(), ms.end());
        return std::pair(ms[ms.size() / 2], ms.back());
    };
    const auto all = time(-1);
    const auto groups = time(int(analysis::compare::Statistic::W1sd));
    std::printf("redraw_ms_median=%.2f redraw_ms_groups_median=%.2f redraw_ms_max=%.2f conditions=%zu\n", all.first,
                groups.first, std::max(all.second, groups.second), c->conditions.size());
    return 0;
}

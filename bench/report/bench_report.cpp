// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Saving the face demo's whole-study report from Analysis → Methods & report… (the window once froze
// 7 s for the PDF, 2.8 s for the HTML). Measures, per format, the total time from Save to the file
// written, and the GUI thread's longest stall meanwhile: a 5 ms timer on the GUI thread records the
// longest gap between its ticks (target ≤ 1 s). Also the report's page count.
// Usage: QT_QPA_PLATFORM=offscreen bench_report [RUNS]
#include "engine/demo/demo.h"
#include "widgets/report/methodsdialog.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace rl;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 3;
    QElapsedTimer clock;
    clock.start();
    auto demo = demo::generateDemo(demo::kDefaultSeed);
    if (!demo)
        return 1;
    auto study = std::make_shared<const study::Study>(std::move(demo->study));
    analysis::RatingAnalysisOptions options;
    auto facts = analysis::collectMethodsFacts(*study, nullptr, options);
    auto bundle = models::computeAnalysisBundle(study, options);
    if (!facts || !bundle)
        return 1;
    std::printf("demo + full analysis: %.2f s\n", clock.elapsed() / 1000.0);
    widgets::MethodsDialog dialog(*facts, *bundle);
    dialog.show();
    QTemporaryDir dir;
    for (const char *format : {"pdf", "html"}) {
        std::vector<double> totals, stalls;
        for (int r = 0; r < runs; ++r) {
            const QString path = dir.filePath(QStringLiteral("report.%1").arg(QLatin1String(format)));
            QFile::remove(path);
            QElapsedTimer total, tick;
            double stall = 0;
            QTimer timer;
            timer.setInterval(5);
            QObject::connect(&timer, &QTimer::timeout, [&] {
                stall = std::max(stall, tick.nsecsElapsed() / 1e9);
                tick.restart();
            });
            QEventLoop loop;
            QObject::connect(&dialog, &widgets::MethodsDialog::reportSaved, &loop, &QEventLoop::quit);
            total.start();
            tick.start();
            timer.start();
            dialog.startSavingReport(path); // its own time counts as stall too
            stall = std::max(stall, tick.nsecsElapsed() / 1e9);
            tick.restart();
            loop.exec();
            timer.stop();
            totals.push_back(total.nsecsElapsed() / 1e9);
            stalls.push_back(stall);
            for (QWidget *w : dialog.findChildren<QWidget *>(QStringLiteral("reportMessage")))
                w->close();
        }
        std::sort(totals.begin(), totals.end());
        std::sort(stalls.begin(), stalls.end());
        std::printf("%s: total %.2f s (median of %d), longest GUI stall %.3f s (median), %.3f s (worst)\n", format,
                    totals[totals.size() / 2], runs, stalls[stalls.size() / 2], stalls.back());
    }
    return 0;
}

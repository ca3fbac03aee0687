// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The longest GUI-thread stall while the stimulus grid scrolls (target <= 50 ms). A watchdog
// timer ticks every 2 ms; a QElapsedTimer measures the gap between consecutive ticks, and the gap
// minus the interval is how long the event loop could not run. The grid is scrolled
// programmatically, one step per 16 ms frame, top to bottom and back: first with no thumbnail
// rendered yet (workers deliver while the view moves), then again with every thumbnail cached.
// Usage: bench_gui_scroll [PROJECT] [STEP_PX]   (QT_QPA_PLATFORM=offscreen works)
#include "app/gui/mainwindow.h"
#include "bench/gui/benchproject.h"
#include "models/stimulusgridmodel.h"
#include "widgets/stimulusgridview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QListView>
#include <QScrollBar>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

struct Pass {
    std::vector<double> stalls; // ms the loop was late, per watchdog tick
    int steps = 0;
    double wallMs = 0;
};

void report(const char *name, Pass pass)
{
    std::sort(pass.stalls.begin(), pass.stalls.end());
    const auto pct = [&](double p) {
        if (pass.stalls.empty())
            return 0.0;
        return pass.stalls[std::min(pass.stalls.size() - 1, std::size_t(p * double(pass.stalls.size())))];
    };
    const long over = std::count_if(pass.stalls.begin(), pass.stalls.end(), [](double s) { return s > 50; });
    std::printf("%s: %d scroll steps in %.0f ms; stall max %.1f ms, p99 %.1f ms, p50 %.2f ms; %ld stalls > 50 ms\n",
                name, pass.steps, pass.wallMs, pct(1.0), pct(0.99), pct(0.5), over);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QString path = benchProjectPath();
    if (path.isEmpty())
        return 1;
    const int step = argc > 2 ? std::max(1, std::atoi(argv[2])) : 120;

    rl::app::MainWindow window;
    window.resize(1280, 800);
    window.show();
    bool loaded = false;
    QObject::connect(&window, &rl::app::MainWindow::projectLoaded, &window, [&] { loaded = true; });
    window.openProject(path);
    QElapsedTimer guard;
    guard.start();
    while (!loaded && guard.elapsed() < 60000)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    if (!loaded) {
        std::fprintf(stderr, "the project did not load\n");
        return 1;
    }
    QScrollBar *bar = window.gridView()->listView()->verticalScrollBar();
    QApplication::processEvents();

    const auto runPass = [&] {
        Pass pass;
        constexpr int kTickMs = 2;
        QElapsedTimer tick;
        QTimer watchdog;
        watchdog.setTimerType(Qt::PreciseTimer);
        watchdog.setInterval(kTickMs);
        QObject::connect(&watchdog, &QTimer::timeout, [&] {
            const double gap = tick.nsecsElapsed() / 1e6;
            tick.restart();
            pass.stalls.push_back(std::max(0.0, gap - kTickMs));
        });
        int direction = 1;
        bool finished = false;
        QTimer scroller;
        scroller.setTimerType(Qt::PreciseTimer);
        scroller.setInterval(16);
        QObject::connect(&scroller, &QTimer::timeout, [&] {
            ++pass.steps;
            bar->setValue(bar->value() + direction * step);
            if (direction > 0 && bar->value() >= bar->maximum())
                direction = -1;
            else if (direction < 0 && bar->value() <= bar->minimum())
                finished = true;
        });
        QElapsedTimer wall;
        wall.start();
        tick.start();
        watchdog.start();
        scroller.start();
        while (!finished)
            QApplication::processEvents(QEventLoop::WaitForMoreEvents);
        scroller.stop();
        watchdog.stop();
        pass.wallMs = wall.elapsed();
        return pass;
    };

    std::printf("%d items, scroll range %d px, %d px per 16 ms step\n", window.gridModel()->rowCount(), bar->maximum(),
                step);
    report("cold (thumbnails rendering while scrolling)", runPass());
    // Let every requested thumbnail arrive, then scroll through a fully cached grid.
    guard.restart();
    while (window.gridModel()->pendingThumbnailCount() > 0 && guard.elapsed() < 60000)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    const Pass warm = runPass();
    report("warm (all thumbnails cached)", warm);
    return 0;
}

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Opening a project to the first painted grid (target <= 1.5 s for the 1,440-face demo).
// For each run a fresh MainWindow is built and shown, then timed from openProject() to:
//   loaded      the worker finished (study + human summary) and the models were reset;
//   firstPaint  the grid viewport finished its first paint with the study's rows;
//   thumbnails  every thumbnail the first screen asked for has arrived.
// Usage: bench_gui_open [PROJECT] [RUNS]   (QT_QPA_PLATFORM=offscreen works)
#include "app/gui/mainwindow.h"
#include "engine/storage/project.h"
#include "models/humanratingssummary.h"
#include "models/loadedproject.h"
#include "bench/gui/benchproject.h"
#include "models/stimulusgridmodel.h"
#include "widgets/stimulusgridview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QListView>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

struct Run {
    double loaded = 0, firstPaint = 0, thumbnails = 0;
};

/// Marks the end of the first viewport paint that shows rows, measured after the paint ran.
class PaintProbe : public QObject {
public:
    PaintProbe(QWidget *viewport, const rl::models::StimulusGridModel *model, QElapsedTimer *clock, double *out)
        : m_model(model)
        , m_clock(clock)
        , m_out(out)
    {
        viewport->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && *m_out == 0 && m_model->rowCount() > 0) {
            // Paint now (through the scroll area's own viewport filter), then stop the clock.
            watched->removeEventFilter(this);
            QCoreApplication::sendEvent(watched, event);
            *m_out = m_clock->nsecsElapsed() / 1e6;
            return true;
        }
        return false;
    }

private:
    const rl::models::StimulusGridModel *m_model;
    QElapsedTimer *m_clock;
    double *m_out;
};

/// Where the worker's time goes: open (migration check + integrity check), loadStudy, summary.
void breakdown(const QString &path)
{
    QElapsedTimer clock;
    clock.start();
    auto project = rl::storage::Project::open(path.toStdString());
    const double open = clock.nsecsElapsed() / 1e6;
    if (!project)
        return;
    auto study = project->loadStudy();
    const double load = clock.nsecsElapsed() / 1e6 - open;
    if (!study)
        return;
    const auto summary = rl::models::summarizeHumanRatings(*study);
    const double summarise = clock.nsecsElapsed() / 1e6 - open - load;
    clock.restart();
    const auto loaded = rl::models::loadProject(path);
    const double whole = clock.nsecsElapsed() / 1e6;
    std::printf("worker breakdown: Project::open %.1f ms, loadStudy %.1f ms (%zu ratings), summary %.1f ms; "
                "models::loadProject %.1f ms\n",
                open, load, study->ratings.size(), summarise, whole);
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QString path = benchProjectPath();
    if (path.isEmpty())
        return 1;
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
    breakdown(path);

    std::vector<Run> results;
    for (int i = 0; i < runs; ++i) {
        rl::app::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QApplication::processEvents();

        Run run;
        QElapsedTimer clock;
        PaintProbe probe(window.gridView()->listView()->viewport(), window.gridModel(), &clock, &run.firstPaint);
        bool done = false;
        QObject::connect(&window, &rl::app::MainWindow::projectLoaded, &window,
                         [&] { run.loaded = clock.nsecsElapsed() / 1e6; });
        QObject::connect(&window, &rl::app::MainWindow::projectFailed, &window, [&] { done = true; });
        QObject::connect(window.gridModel(), &rl::models::StimulusGridModel::thumbnailsIdle, &window, [&] {
            if (run.firstPaint > 0 && run.thumbnails == 0) {
                run.thumbnails = clock.nsecsElapsed() / 1e6;
                done = true;
            }
        });
        clock.start();
        window.openProject(path);
        QElapsedTimer guard;
        guard.start();
        while (!done && guard.elapsed() < 60000)
            QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        if (run.thumbnails == 0) {
            std::fprintf(stderr, "run %d did not finish\n", i + 1);
            return 1;
        }
        std::printf("run %d: loaded %.1f ms, first grid paint %.1f ms, first screen of thumbnails %.1f ms "
                    "(%d items)\n",
                    i + 1, run.loaded, run.firstPaint, run.thumbnails, window.gridModel()->rowCount());
        results.push_back(run);
    }
    std::vector<double> paint, thumbs, loaded;
    for (const Run &r : results) {
        loaded.push_back(r.loaded);
        paint.push_back(r.firstPaint);
        thumbs.push_back(r.thumbnails);
    }
    const double worst = *std::max_element(paint.begin(), paint.end());
    std::printf("median: loaded %.1f ms, first grid paint %.1f ms (worst %.1f ms, target <= 1500 ms), "
                "thumbnails %.1f ms\n",
                median(loaded), median(paint), worst, median(thumbs));
    return worst <= 1500 ? 0 : 2;
}

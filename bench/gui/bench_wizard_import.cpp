// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The new-study wizard importing 72,000 ratings with the GUI responsive (target: no stall of the
// event loop longer than 100 ms). A study of 1,440 text items and 50 raters × 1,440 items of long
// ratings is written to a temporary folder; the wizard is driven from the ratings file to the end of
// the import while a 5 ms timer records the longest gap between its ticks (a stall of the GUI thread).
// Usage: bench_wizard_import   (QT_QPA_PLATFORM=offscreen works)
#include "models/import/dimensiondeclmodel.h"
#include "widgets/import/columnmappingpanel.h"
#include "widgets/import/mappingpages.h"
#include "widgets/import/newstudywizard.h"
#include "widgets/import/runpage.h"

#include <QAbstractButton>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace {

bool write(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

/// Spin the event loop until `done` (or 60 s).
template <class F>
bool waitFor(F done)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < 60000)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    return done();
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QTemporaryDir dir;
    constexpr int kItems = 1440, kRaters = 50;
    QByteArray stimuli = "stimulus_id,text,topic\n";
    for (int i = 0; i < kItems; ++i)
        stimuli += "t" + QByteArray::number(i) + ",Sentence number " + QByteArray::number(i) + ",topic"
            + QByteArray::number(i % 6) + "\n";
    QByteArray ratings = "rater_id,stimulus_id,dimension,value\n";
    for (int r = 0; r < kRaters; ++r)
        for (int i = 0; i < kItems; ++i)
            ratings += "h" + QByteArray::number(r) + ",t" + QByteArray::number(i) + ",valence,"
                + QByteArray::number((r * 7 + i) % 9 + 1) + "\n";
    const QString stimuliPath = dir.filePath(QStringLiteral("stimuli.csv"));
    const QString ratingsPath = dir.filePath(QStringLiteral("ratings.csv"));
    if (!write(stimuliPath, stimuli) || !write(ratingsPath, ratings)) {
        std::fprintf(stderr, "cannot write the study\n");
        return 1;
    }

    rl::widgets::NewStudyWizard w;
    w.show();
    w.setProjectPath(dir.filePath(QStringLiteral("bench.raterlab")));
    w.setStudyType(rl::models::NewStudyType::GenericRating);
    w.button(QWizard::NextButton)->click();
    w.setStimuliCsv(stimuliPath);
    w.button(QWizard::NextButton)->click();
    waitFor([&] { return !w.stimuliMapPage()->mapping()->isReading(); });
    w.button(QWizard::NextButton)->click();

    // From here on, the longest gap between the ticks of a 5 ms timer is the longest stall.
    QElapsedTimer clock, sinceTick;
    qint64 longest = 0, longestAt = 0;
    QTimer ticker;
    ticker.setInterval(5);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 gap = sinceTick.restart();
        if (gap > longest) {
            longest = gap;
            longestAt = clock.elapsed();
        }
    });
    clock.start();
    sinceTick.start();
    ticker.start();
    w.setRatingsFile(ratingsPath);
    waitFor([&] { return !w.ratingsPage()->mapping()->isReading(); });
    const qint64 read = clock.elapsed();
    waitFor([&] { return w.button(QWizard::NextButton)->isEnabled(); });
    const qint64 started = clock.elapsed();
    bool finished = false, ok = false;
    QObject::connect(w.runPage(), &rl::widgets::RunPage::runFinished, [&](bool success) {
        finished = true;
        ok = success;
    });
    w.button(QWizard::NextButton)->click();
    waitFor([&] { return finished; });
    const qint64 total = clock.elapsed();
    ticker.stop();
    std::printf("wizard import of %d ratings: file read %lld ms, import started at %lld ms, %s at %lld ms; longest "
                "GUI stall %lld ms, ending at %lld ms (target <= 100 ms)\n",
                kItems * kRaters, static_cast<long long>(read), static_cast<long long>(started), ok ? "ok" : "FAILED",
                static_cast<long long>(total), static_cast<long long>(longest), static_cast<long long>(longestAt));
    return ok && longest <= 100 ? 0 : 2;
}

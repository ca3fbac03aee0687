// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/screenshot.h"

#include "app/gui/analysisworkspace.h"
#include "app/gui/mainwindow.h"
#include "app/gui/studyimport.h"
#include "widgets/import/columnmappingpanel.h"
#include "widgets/import/mappingpages.h"
#include "widgets/import/newstudywizard.h"
#include "widgets/studyworkspace.h"
#include "widgets/blandaltmanview.h"
#include "widgets/compare/comparisonview.h"
#include "models/verdictmodel.h"
#include "widgets/confusionview.h"
#include "widgets/demographics/humandemographicsview.h"
#include "widgets/verdictview.h"

#include <QTableView>
#include "models/stimulusgridmodel.h"
#include "widgets/stimulusdetailview.h"
#include "widgets/stimulusgridview.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QImage>
#include <QListView>
#include <QPixmap>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <memory>

namespace rl::app {

namespace {

// An undecodable stimulus settles too (with its error shown): waiting for its image used to take
// the whole timeout (60 s) for a picture that never comes.
bool detailSettled(MainWindow *window)
{
    return window->detailView()->currentItem() < 0 || window->detailView()->imageSettled();
}

/// A page of a kind's own workspace (the jury's, StereoTales', a registered kind's), not of the rating suite's.
bool ownWorkspacePage(const QString &view)
{
    for (const widgets::StudyWorkspaceEntry &entry : widgets::studyWorkspaceEntries())
        if (std::find(entry.kinds.begin(), entry.kinds.end(), "rating") == entry.kinds.end() && entry.pageKeys.contains(view))
            return true;
    return false;
}

bool ready(MainWindow *window, bool needsAnalysis, bool needsComplete, bool ownPage)
{
    if (ownPage) // a kind's own pages wait for its own analysis, not for the agreement analysis
        return window->workspace()->analysisComplete();
    if (needsAnalysis) // the grid is hidden behind the analysis tab: only the detail image matters
        return window->workspace()->bundle() && (!needsComplete || window->workspace()->analysisComplete())
            && detailSettled(window);
    const auto *model = window->gridModel();
    if (model->rowCount() == 0 || !model->imageSource())
        return true;
    if (model->readyThumbnailCount() + model->failedThumbnailCount() == 0 || model->pendingThumbnailCount() > 0)
        return false;
    return detailSettled(window);
}

/// Some stimulus in view could not be decoded (the screenshot shows its placeholder and message).
bool undecodable(MainWindow *window, bool needsAnalysis)
{
    const bool detailFailed = window->detailView()->imageSettled() && window->detailView()->image().isNull();
    return detailFailed || (!needsAnalysis && window->gridModel()->failedThumbnailCount() > 0);
}

/// A small image study's stimuli table for the wizard's screenshot, written beside the app's data.
QString writeWizardSample()
{
    const QString dir = QDir(QStandardPaths::writableLocation(QStandardPaths::TempLocation))
                            .filePath(QStringLiteral("raterlab-wizard-sample"));
    QDir().mkpath(dir);
    const QString csv = QDir(dir).filePath(QStringLiteral("stimuli.csv"));
    QFile f(csv);
    if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        f.write("\xEF\xBB\xBFimage_id,file,race,gender,emotion,identity\n"
                "f01,asian_female_happy_01.png,asian,female,happy,01\n"
                "f02,asian_male_sad_02.png,asian,male,sad,02\n"
                "f03,black_female_angry_03.png,black,female,angry,03\n"
                "f04,black_male_fearful_04.png,black,male,fearful,04\n"
                "f05,white_female_disgusted_05.png,white,female,disgusted,05\n"
                "f06,white_male_neutral_06.png,white,male,neutral,06\n");
    return csv;
}

/// `--view wizard`: File → New study… on its column-mapping step (a sample stimuli table, its id
/// column mapped), rendered once the file has been read.
void screenshotWizard(MainWindow *window, const QString &file, const std::function<void(int)> &done)
{
    const QString csv = writeWizardSample();
    auto *wizard = window->studyImport()->newStudy();
    wizard->resize(960, 680);
    wizard->setProjectPath(QFileInfo(csv).absolutePath() + QStringLiteral("/my-face-study.raterlab"));
    wizard->setStudyType(models::NewStudyType::ImageRating);
    wizard->next();
    wizard->setStimuliCsv(csv, QFileInfo(csv).absolutePath());
    wizard->next();
    auto poll = std::make_shared<QTimer>();
    auto clock = std::make_shared<QElapsedTimer>();
    auto mapped = std::make_shared<bool>(false);
    clock->start();
    poll->setInterval(50);
    QObject::connect(poll.get(), &QTimer::timeout, wizard, [wizard, file, done, poll, clock, mapped] {
        auto *mapping = wizard->stimuliMapPage()->mapping();
        const bool timedOut = clock->elapsed() > 20000;
        if (wizard->currentId() != widgets::NewStudyWizard::StimuliMapPageId && !timedOut)
            return;
        if (mapping->isReading() && !timedOut)
            return;
        if (!*mapped) {
            mapping->setMapping(QStringLiteral("image_id"), QStringLiteral("stimulus_id"));
            *mapped = true; // one more tick to paint
            return;
        }
        poll->stop();
        done(!wizard->grab().save(file, "PNG") ? 3 : timedOut ? 1 : 0);
    });
    poll->start();
}

/// Every outcome but success told on stderr, one sentence (the exit codes of screenshot.h).
void explain(int code, const QString &file, const QString &view, int timeoutMs, const QString &reason)
{
    QString message;
    switch (code) {
    case 0:
        return;
    case 1:
        message = QCoreApplication::translate("rl::app::Screenshot",
                                              "The screenshot %1 was written after the %2 s timeout: the view \"%3\" "
                                              "was still waiting for its thumbnails, detail image or analysis.")
                      .arg(file)
                      .arg(timeoutMs / 1000)
                      .arg(view);
        break;
    case 2:
        message = QCoreApplication::translate("rl::app::Screenshot", "No screenshot was taken: the project could not be opened (%1).")
                      .arg(reason);
        break;
    case 3:
        message = QCoreApplication::translate("rl::app::Screenshot",
                                              "The screenshot could not be written to %1: check that its folder exists "
                                              "and can be written.")
                      .arg(file);
        break;
    case 4: {
        QStringList views = AnalysisWorkspace::viewKeys();
        for (const widgets::StudyWorkspaceEntry &entry : widgets::studyWorkspaceEntries())
            for (const QString &page : entry.pageKeys)
                if (!views.contains(page))
                    views << page;
        views << QStringLiteral("welcome") << QStringLiteral("wizard");
        message = QCoreApplication::translate("rl::app::Screenshot", "No screenshot was taken: \"%1\" is not a view. The views are: %2.")
                      .arg(view, views.join(QLatin1String(", ")));
        break;
    }
    case 5:
        message = QCoreApplication::translate("rl::app::Screenshot",
                                              "The screenshot %1 was written, but a stimulus in view could not be decoded "
                                              "(its detail pane says why).")
                      .arg(file);
        break;
    default:
        message = QCoreApplication::translate("rl::app::Screenshot", "The screenshot ended with code %1.").arg(code);
    }
    std::fputs(qPrintable(QStringLiteral("raterlab: ") + message + QLatin1Char('\n')), stderr);
}

} // namespace

void takeScreenshotWhenReady(MainWindow *window, const QString &file, std::function<void(int)> finish, int timeoutMs,
                             const QString &view)
{
    window->setRecordsRecentFiles(false); // a rendering is not the user's work: Open Recent stays as it was
    auto reason = std::make_shared<QString>();
    const std::function<void(int)> done = [finish, file, view, timeoutMs, reason](int code) {
        explain(code, file, view, timeoutMs, *reason);
        finish(code);
    };
    if (view == QLatin1String("wizard")) { // no project: File → New study… on its mapping step
        QTimer::singleShot(300, window, [window, file, done] { screenshotWizard(window, file, done); });
        return;
    }
    if (view == QLatin1String("welcome")) { // no project: the page a launch without one shows
        QTimer::singleShot(400, window, [window, file, done] {
            window->showWelcomePage();
            done(window->grab().save(file, "PNG") ? 0 : 3);
        });
        return;
    }
    const bool ownPage = ownWorkspacePage(view); // the jury's, StereoTales' or a registered kind's
    if (!AnalysisWorkspace::viewKeys().contains(view) && !ownPage) {
        done(4);
        return;
    }
    const bool needsAnalysis = view != QLatin1String("stimuli") && !ownPage;
    const bool needsComplete = view == QLatin1String("demographics"); // the second analysis stage
    auto configured = std::make_shared<bool>(false);
    auto poll = std::make_shared<QTimer>();
    auto clock = std::make_shared<QElapsedTimer>();
    poll->setInterval(50);
    QObject::connect(poll.get(), &QTimer::timeout, window, [=] {
        const bool timedOut = clock->elapsed() > timeoutMs;
        if (!ready(window, needsAnalysis, needsComplete, ownPage) && !timedOut)
            return;
        if (ownPage && !*configured) {
            window->workspace()->showView(view); // the tab shows once the study's kind is known
            *configured = true;
            return;
        }
        // The comparison view computes after its conditions are set: wait for its result.
        auto *comparison = window->workspace()->comparisonView();
        if (*configured && view == QLatin1String("comparison") && !timedOut
            && (!comparison->comparison() || comparison->runner()->isBusy()))
            return;
        if (needsAnalysis && !*configured && window->workspace()->bundle()) {
            // Show a few conditions side by side, then give the view one more tick to paint.
            const int n = static_cast<int>(window->workspace()->bundle()->analysis.conditions.size());
            std::vector<int> some;
            for (int c = 0; c < std::min(view == QLatin1String("blandaltman") ? 4 : 3, n); ++c)
                some.push_back(c);
            if (!some.empty()) {
                window->workspace()->blandAltmanView()->setConditions(some);
                window->workspace()->confusionView()->setConditions(some);
                if (some.size() >= 2)
                    window->workspace()->comparisonView()->setConditions(some);
            }
            // The verdict view shows the evidence of its most telling cell: one that needs calibration,
            // else the first one not replaceable.
            auto *verdicts = window->workspace()->verdictView();
            const analysis::VerdictCell *telling = nullptr;
            for (const auto &cell : verdicts->matrixModel()->verdicts().cells)
                if (cell.verdict == analysis::Verdict::NeedsCalibration
                    || (!telling && cell.verdict != analysis::Verdict::Replaceable))
                    telling = &cell;
            if (telling)
                verdicts->matrixView()->setCurrentIndex(
                    verdicts->matrixModel()->indexOf(telling->group, telling->dimension));
            // The demographics view opens on the bias ANOVA with its q values.
            window->workspace()->demographicsView()->setSection(widgets::HumanDemographicsView::BiasAnova);
            *configured = true;
            return;
        }
        poll->stop();
        const bool written = window->grab().save(file, "PNG");
        done(!written ? 3 : timedOut ? 1 : !ownPage && undecodable(window, needsAnalysis) ? 5 : 0);
    });
    QObject::connect(window, &MainWindow::projectLoaded, window, [window, poll, clock, view] {
        window->workspace()->showView(view);
        // The first stimulus the grid shows (whatever the sort), with the grid scrolled to the top.
        auto *list = window->gridView()->listView();
        list->setCurrentIndex(list->model()->index(0, 0));
        list->scrollToTop();
        clock->start();
        poll->start();
    });
    QObject::connect(window, &MainWindow::projectFailed, window, [done, reason](const QString &path, const QString &message) {
        *reason = path + QStringLiteral(": ") + message;
        done(2);
    });
}

} // namespace rl::app

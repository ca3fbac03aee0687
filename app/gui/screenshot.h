// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

namespace rl::app {

class MainWindow;

/// `raterlab --screenshot FILE [--view KEY]`: once the project has loaded, select the first
/// stimulus, show the view `view` (AnalysisWorkspace::viewKeys(); analysis views wait for the
/// analysis and compare a few conditions side by side), wait until the grid's visible thumbnails
/// and the detail image have arrived (or `timeoutMs` passed), render the window into a PNG and call
/// `done(exitCode)`: 0 written, 1 timed out (still written), 2 the project failed to open, 3 the
/// PNG could not be written, 4 unknown view, 5 written at once but a stimulus in view could not be
/// decoded (an undecodable image settles immediately instead of holding the screenshot for the timeout).
/// Every code but 0 is also explained in one sentence on stderr ("raterlab: ...", translated).
/// `view` "welcome" renders the welcome page without waiting for a project; "wizard" renders File →
/// New study… on its column-mapping step with a small sample stimuli table (no project either).
/// Whatever it opens stays out of File → Open Recent (MainWindow::setRecordsRecentFiles).
void takeScreenshotWhenReady(MainWindow *window, const QString &file, std::function<void(int exitCode)> done,
                             int timeoutMs = 60000, const QString &view = QStringLiteral("stimuli"));

} // namespace rl::app

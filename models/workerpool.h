// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QThreadPool;

namespace rl::models {

/// The thread pool every RaterLab job off the GUI thread runs on (loading, importing, analysing,
/// reading a file for a preview, decoding a thumbnail) — never Qt's global pool. Qt uses the global
/// pool itself: a large QImage conversion or smooth scale while painting splits into segments
/// queued there and waits for them on the GUI thread, so a long analysis holding the global
/// pool's threads would freeze painting until it ends. One thread per core; parented to the
/// application, which waits for its jobs when it quits.
QThreadPool *workerPool();

/// The thread pool paid model runs go on (RunController, models/runs/runcontroller.h). A run holds its thread for as
/// long as it goes — hours, mostly waiting on the network — and every run going needs one at once (each condition's
/// run, a jury panel, a StereoTales run), so they do not share the cores' pool with the short jobs above.
QThreadPool *runPool();

} // namespace rl::models

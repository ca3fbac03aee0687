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

} // namespace rl::models

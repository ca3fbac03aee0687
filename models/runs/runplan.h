// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <QVariant>

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <stop_token>
#include <string>

namespace rl::models {

class RunController;

/// What a running plan sees of its RunController, on the worker thread: the project file, the stop token, whether
/// the user trusted the project's endpoints, and the ways to report back. The controller owns it; a plan only uses it
/// inside RunPlan::execute.
class RunContext {
public:
    /// The project file the run goes to (RunController::setProjectPath when the run was started).
    const std::string &projectPath() const { return m_path; }
    /// True on the run started again after the user trusted the project's endpoints (Error{Untrusted},
    /// inference/trust.h): the plan passes it on as the engine's trustEndpoints.
    bool endpointsTrusted() const { return m_trusted; }
    std::stop_token stopToken() const { return m_stop; }
    /// Stop the run from the worker (a closing controller's run once its requests in flight have landed).
    void requestStop() { m_requestStop(); }

    /// The run has taken over (its journal row exists): the controller's state goes from Starting to Running, or to
    /// Paused when a pause was asked meanwhile.
    void begun() { m_begun(); }
    /// Figures for the GUI thread (RunController::progress). At most one every 100 ms is posted, the others are
    /// dropped — the engine reports on every request; `now` posts at once (a new step, a batch poll round, the last
    /// figures) and the 100 ms start again from it.
    void report(const QVariant &progress, bool now = false)
    {
        const auto t = Clock::now();
        if (!now && t - m_lastPost < std::chrono::milliseconds(100))
            return;
        m_lastPost = t;
        m_post(progress);
    }

    /// While the engine's run exists, how the controller pauses and resumes it (empty: it cannot be paused). A pause
    /// asked before takes effect at once.
    void setPauseHandler(std::function<void(bool paused)> handler)
    {
        std::lock_guard lock(m_mutex);
        m_pause = std::move(handler);
        if (m_pause && m_pauseWanted)
            m_pause(true);
    }
    /// The controller is closing (RunController::shutdown): a run that can pause has been paused and is given a grace
    /// period to let its requests in flight land, no paid answer thrown away; then it stops.
    bool closing() const { return m_closing; }
    /// The grace period of a closing controller is over.
    bool graceOver() const { return m_closing && Clock::now().time_since_epoch().count() >= m_deadline.load(); }

private:
    friend class RunController;
    using Clock = std::chrono::steady_clock;

    /// GUI thread: pause or resume (applied through the pause handler, or when one is set).
    void setPaused(bool paused)
    {
        std::lock_guard lock(m_mutex);
        m_pauseWanted = paused;
        if (m_pause)
            m_pause(paused);
    }
    bool pauseWanted()
    {
        std::lock_guard lock(m_mutex);
        return m_pauseWanted;
    }
    /// GUI thread, shutdown: pause a run that can pause and give it until `deadline`; stop any other at once.
    void close(Clock::time_point deadline)
    {
        m_deadline = deadline.time_since_epoch().count();
        m_closing = true;
        std::lock_guard lock(m_mutex);
        m_pauseWanted = true;
        if (m_pause)
            m_pause(true); // nothing new is sent; the plan stops once idle or at the deadline
        else
            m_requestStop();
    }

    std::string m_path;
    bool m_trusted = false;
    std::stop_token m_stop;
    std::function<void()> m_requestStop;
    std::function<void()> m_begun;
    std::function<void(const QVariant &)> m_post;
    Clock::time_point m_lastPost = Clock::now() - std::chrono::seconds(1); // the first report goes at once

    std::mutex m_mutex; ///< guards m_pause and m_pauseWanted
    std::function<void(bool)> m_pause;
    bool m_pauseWanted = false;
    std::atomic<bool> m_closing = false;
    std::atomic<Clock::rep> m_deadline = 0;
};

/// What one run of a study kind does, for RunController, which supplies everything around it: the worker thread,
/// throttled progress, stop and pause, closing, and the trust prompt with its retry. Implementations: RatingRunPlan
/// (one model condition over a face or rating study's items, models/runs/ratingrunplan.h), the jury panel's
/// (models/runs/jurypanelrunner.cpp), StereoTales' generation, extraction and harm rating
/// (models/stereotales/stmodelrunner.cpp) and the condition editor's connection test (connectiontestplan.h).
///
/// A plan holds copies of everything it needs; it is made on the GUI thread, executed on the worker and destroyed on
/// the GUI thread. A plan refused with Error{Untrusted} may be executed again, with RunContext::endpointsTrusted().
class RunPlan {
public:
    virtual ~RunPlan() = default;
    /// The work, on the worker thread. The value goes to RunController::finished, an error to failed.
    virtual Result<QVariant> execute(RunContext &run) = 0;
};

} // namespace rl::models

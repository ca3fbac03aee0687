// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Driving the new-study wizard in offscreen tests (tst_newstudywizard, tst_stwizard).

#include "models/workerpool.h"
#include "widgets/import/newstudywizard.h"
#include "widgets/import/runpage.h"

#include <QAbstractButton>
#include <QLabel>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

namespace rl::test {

/// Press Next (it must be enabled — a file may still be read off the GUI thread) and land on `expected`.
inline bool next(widgets::NewStudyWizard &w, int expected)
{
    QAbstractButton *button = w.button(QWizard::NextButton);
    (void)QTest::qWaitFor([&] { return button->isEnabled(); }, 5000);
    if (!button->isEnabled() || !button->isVisible()) {
        qWarning("Next is disabled on page %d", w.currentId());
        return false;
    }
    button->click();
    if (w.currentId() != expected) {
        qWarning("on page %d, expected %d", w.currentId(), expected);
        return false;
    }
    return true;
}

/// Wait for the run page's outcome (the run was started without the event loop running since: its
/// end is delivered through the event loop, so the spy cannot miss it).
inline bool waitRun(widgets::NewStudyWizard &w, bool *ok)
{
    QSignalSpy finished(w.runPage(), &widgets::RunPage::runFinished);
    if (!finished.wait(20000))
        return false;
    *ok = finished.at(0).at(0).toBool();
    return true;
}

inline QString statusOf(widgets::NewStudyWizard &w)
{
    return w.runPage()->findChild<QLabel *>(QStringLiteral("importStatus"))->text();
}

/// Holds a pool's only thread (the worker pool's unless told), so that a job started meanwhile waits
/// (deterministic cancel). Never Qt's global pool for that: painting a large image waits there for its
/// conversion segments, and a held global pool froze the wizard test whenever a repaint came in between
/// (CI, Qt 6.4) — which is why every RaterLab job runs on models::workerPool().
class PoolBlocker {
public:
    explicit PoolBlocker(QThreadPool *pool = models::workerPool())
        : m_pool(pool)
    {
        m_threads = m_pool->maxThreadCount();
        m_pool->setMaxThreadCount(1);
        m_pool->start([this] {
            m_started.release();
            m_release.acquire();
        });
        m_started.acquire();
    }
    PoolBlocker(const PoolBlocker &) = delete;
    PoolBlocker &operator=(const PoolBlocker &) = delete;
    void release()
    {
        if (!m_done) {
            m_done = true;
            m_release.release();
        }
    }
    ~PoolBlocker()
    {
        release();
        m_pool->waitForDone();
        m_pool->setMaxThreadCount(m_threads);
    }

private:
    QThreadPool *m_pool;
    int m_threads = 0;
    bool m_done = false;
    QSemaphore m_started, m_release;
};

} // namespace rl::test

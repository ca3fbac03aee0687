// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/journal.h"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

/// Group commit of journal entries on a writer thread of its own.
///
/// submit() queues an entry (any thread, does not block on the disk). The writer takes everything
/// queued (at most maxGroup entries) and commits it in ONE transaction — one fsync for the group —
/// while newer entries queue up behind it for the next transaction. When a group's transaction
/// fails, its entries are tried one transaction each, so that one bad entry fails alone (as
/// separate commits would). After each transaction the writer hands the entries' outcomes to
/// takeCommitted() and calls `notify` (on the writer thread; it should only wake the consumer,
/// e.g. Scheduler::wakeup). An outcome is handed back only after its transaction committed (or
/// failed): the consumer counts an answer only then.
///
/// close() commits whatever is still queued and joins the thread; the destructor closes.
namespace rl::inference {

class JournalWriter {
public:
    struct Committed {
        std::uint64_t ticket = 0; ///< as given to submit()
        Status status;            ///< stored, or why not (then nothing of the entry is in the file)
    };
    struct Stats {
        std::int64_t transactions = 0; ///< committed groups (retries of a failed group's entries included)
        std::int64_t entries = 0;      ///< entries handed back
        std::int64_t largestGroup = 0; ///< most entries committed by one transaction
        double writeSeconds = 0;       ///< time spent writing and committing (fsync included)
    };

    /// `journal` should have its own write connection (Journal::openWriteConnection) when anything
    /// else uses the project's connection meanwhile, and must outlive the writer.
    JournalWriter(Journal &journal, std::function<void()> notify, std::size_t maxGroup = 512);
    ~JournalWriter();
    JournalWriter(const JournalWriter &) = delete;
    JournalWriter &operator=(const JournalWriter &) = delete;

    void submit(std::uint64_t ticket, Journal::Entry entry);
    /// Outcomes handed back since the last call, in commit order.
    std::vector<Committed> takeCommitted();
    /// Submitted entries whose outcome has not been taken yet.
    std::size_t outstanding() const;
    /// Commit what is queued, then stop the thread. submit() after close() is not allowed.
    void close();
    Stats stats() const;

private:
    void loop();

    Journal &m_journal;
    std::function<void()> m_notify;
    std::size_t m_maxGroup;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<std::pair<std::uint64_t, Journal::Entry>> m_queue;
    std::vector<Committed> m_committed;
    std::size_t m_outstanding = 0;
    bool m_closing = false;
    Stats m_stats;
    std::thread m_thread;
};

} // namespace rl::inference

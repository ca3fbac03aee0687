// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/journalwriter.h"

#include <algorithm>

#if defined(__linux__)
#include <pthread.h>
#endif

namespace rl::inference {

JournalWriter::JournalWriter(Journal &journal, std::function<void()> notify, std::size_t maxGroup)
    : m_journal(journal), m_notify(std::move(notify)), m_maxGroup(std::max<std::size_t>(1, maxGroup))
{
    m_thread = std::thread([this] { loop(); });
#if defined(__linux__)
    pthread_setname_np(m_thread.native_handle(), "rl-journal");
#endif
}

JournalWriter::~JournalWriter()
{
    close();
}

void JournalWriter::submit(std::uint64_t ticket, Journal::Entry entry)
{
    {
        std::lock_guard lock(m_mutex);
        m_queue.emplace_back(ticket, std::move(entry));
        ++m_outstanding;
    }
    m_wake.notify_one();
}

std::vector<JournalWriter::Committed> JournalWriter::takeCommitted()
{
    std::vector<Committed> out;
    std::lock_guard lock(m_mutex);
    out.swap(m_committed);
    m_outstanding -= out.size();
    return out;
}

std::size_t JournalWriter::outstanding() const
{
    std::lock_guard lock(m_mutex);
    return m_outstanding;
}

void JournalWriter::close()
{
    {
        std::lock_guard lock(m_mutex);
        m_closing = true;
    }
    m_wake.notify_one();
    if (m_thread.joinable())
        m_thread.join();
}

JournalWriter::Stats JournalWriter::stats() const
{
    std::lock_guard lock(m_mutex);
    return m_stats;
}

void JournalWriter::loop()
{
    std::vector<std::uint64_t> tickets;
    std::vector<Journal::Entry> entries;
    std::vector<Committed> results;
    std::unique_lock lock(m_mutex);
    while (true) {
        m_wake.wait(lock, [this] { return !m_queue.empty() || m_closing; });
        if (m_queue.empty())
            break; // closing, nothing left
        // Everything that queued up while the previous transaction was written: one group.
        const std::size_t n = std::min(m_queue.size(), m_maxGroup);
        tickets.clear();
        entries.clear();
        for (std::size_t i = 0; i < n; ++i) {
            tickets.push_back(m_queue.front().first);
            entries.push_back(std::move(m_queue.front().second));
            m_queue.pop_front();
        }
        lock.unlock();

        results.clear();
        const auto started = std::chrono::steady_clock::now();
        std::int64_t transactions = 0, largest = 0;
        Status s = m_journal.commitGroup(entries);
        if (s || entries.size() == 1) {
            for (std::uint64_t t : tickets)
                results.push_back({t, s});
            if (s) {
                transactions = 1;
                largest = static_cast<std::int64_t>(entries.size());
            }
        } else {
            // Isolate the entry that failed: one transaction each.
            for (std::size_t i = 0; i < entries.size(); ++i) {
                Status one = m_journal.commitGroup(std::span<const Journal::Entry>(&entries[i], 1));
                if (one) {
                    ++transactions;
                    largest = std::max<std::int64_t>(largest, 1);
                }
                results.push_back({tickets[i], std::move(one)});
            }
        }
        entries.clear(); // free the texts before waiting again
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

        lock.lock();
        m_stats.writeSeconds += seconds;
        m_stats.transactions += transactions;
        m_stats.entries += static_cast<std::int64_t>(results.size());
        m_stats.largestGroup = std::max(m_stats.largestGroup, largest);
        for (auto &r : results)
            m_committed.push_back(std::move(r));
        lock.unlock();
        if (m_notify)
            m_notify();
        lock.lock();
    }
}

} // namespace rl::inference

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <deque>
#include <mutex>
#include <vector>

namespace rl {

/// The records a kind registers at static initialisation (or a test at run time): a deque keeps every record where
/// it is as records are added, so a pointer handed out stays valid; the mutex makes a late registration safe.
/// Use it as a function-local static, which is made on first use, whatever the order of static initialisation.
template <class Entry>
class Registry {
public:
    void add(Entry entry)
    {
        std::lock_guard lock(m_mutex);
        m_entries.push_back(std::move(entry));
    }
    /// The first record for which `match` holds, nullptr when none does.
    template <class Match>
    const Entry *find(Match match) const
    {
        std::lock_guard lock(m_mutex);
        for (const auto &e : m_entries)
            if (match(e))
                return &e;
        return nullptr;
    }
    /// Every record, in registration order.
    std::vector<const Entry *> all() const
    {
        std::lock_guard lock(m_mutex);
        std::vector<const Entry *> out;
        for (const auto &e : m_entries)
            out.push_back(&e);
        return out;
    }

private:
    mutable std::mutex m_mutex;
    std::deque<Entry> m_entries;
};

} // namespace rl

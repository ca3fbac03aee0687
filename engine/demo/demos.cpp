// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/demo/demo.h"

#include "engine/demo/jurydemo.h"
#include "engine/demo/stdemo.h"

#include <deque>
#include <mutex>

/// The built-in kinds' demos (the registration table of demo.h's DemoEntry) and the registry a new kind adds its
/// own to.
namespace rl::demo {

namespace {

const std::vector<DemoEntry> &builtinDemos()
{
    static const std::vector<DemoEntry> table {
        {"face", createDemoProject},
        {"jury", createJuryDemoProject},
        {"stereotales", createStDemoProject},
    };
    return table;
}

struct Registered {
    std::mutex mutex;
    std::deque<DemoEntry> entries; // a deque keeps every record where it is as kinds are added
};

Registered &registered()
{
    static Registered r;
    return r;
}

} // namespace

std::vector<const DemoEntry *> demos()
{
    std::vector<const DemoEntry *> out;
    for (const auto &d : builtinDemos())
        out.push_back(&d);
    Registered &r = registered();
    std::lock_guard lock(r.mutex);
    for (const auto &d : r.entries)
        out.push_back(&d);
    return out;
}

const DemoEntry *demoOf(std::string_view kind)
{
    for (const DemoEntry *d : demos())
        if (d->kind == kind)
            return d;
    return nullptr;
}

DemoRegistration::DemoRegistration(DemoEntry entry)
{
    Registered &r = registered();
    std::lock_guard lock(r.mutex);
    r.entries.push_back(std::move(entry));
}

} // namespace rl::demo

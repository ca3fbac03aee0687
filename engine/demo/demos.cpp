// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/demo/demo.h"
#include "engine/core/registry.h"

#include "engine/demo/jurydemo.h"
#include "engine/demo/stdemo.h"


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

Registry<DemoEntry> &registered()
{
    static Registry<DemoEntry> r;
    return r;
}

} // namespace

std::vector<const DemoEntry *> demos()
{
    std::vector<const DemoEntry *> out;
    for (const auto &d : builtinDemos())
        out.push_back(&d);
    for (const DemoEntry *d : registered().all())
        out.push_back(d);
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
    registered().add(std::move(entry));
}

} // namespace rl::demo

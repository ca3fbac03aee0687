// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cli.h"
#include "engine/core/closestname.h"

#include "engine/io/importers.h"

#include <algorithm>
#include <iostream>

namespace rl::cli {

bool Args::has(const std::string &name) const
{
    return std::any_of(options.begin(), options.end(), [&](const auto &o) { return o.first == name; });
}

std::string Args::value(const std::string &name, const std::string &fallback) const
{
    for (auto it = options.rbegin(); it != options.rend(); ++it)
        if (it->first == name)
            return it->second;
    return fallback;
}

std::vector<std::string> Args::values(const std::string &name) const
{
    std::vector<std::string> out;
    for (const auto &o : options)
        if (o.first == name)
            out.push_back(o.second);
    return out;
}

bool parseArgs(const std::vector<std::string> &args, const std::vector<std::string> &withValue,
               const std::vector<std::string> &flags, Args &out, std::string &error)
{
    auto contains = [](const std::vector<std::string> &v, const std::string &s) { return std::find(v.begin(), v.end(), s) != v.end(); };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a == "--help" || a == "-h") {
            out.help = true;
            continue;
        }
        if (a.size() > 2 && a.compare(0, 2, "--") == 0) {
            std::string name = a.substr(2);
            std::string value;
            const auto eq = name.find('=');
            const bool inlineValue = eq != std::string::npos;
            if (inlineValue) {
                value = name.substr(eq + 1);
                name = name.substr(0, eq);
            }
            if (contains(withValue, name)) {
                if (!inlineValue) {
                    if (i + 1 >= args.size()) {
                        error = "option --" + name + " needs a value";
                        return false;
                    }
                    value = args[++i];
                }
                out.options.emplace_back(name, value);
            } else if (contains(flags, name) && !inlineValue) {
                out.options.emplace_back(name, "1");
            } else {
                error = "unknown option --" + name;
                return false;
            }
            continue;
        }
        out.positional.push_back(a);
    }
    return true;
}

int fail(const std::string &reason)
{
    // One line per reason (an import lists up to 100 bad rows, one each), every line prefixed.
    std::size_t start = 0;
    do {
        const std::size_t end = reason.find('\n', start);
        std::string line = reason.substr(start, end == std::string::npos ? std::string::npos : end - start);
        std::replace(line.begin(), line.end(), '\r', ' ');
        std::cerr << "raterlab-cli: " << line << "\n";
        start = end == std::string::npos ? std::string::npos : end + 1;
    } while (start != std::string::npos && start < reason.size());
    return 1;
}

std::string unknownName(const std::string &what, const std::string &name, const std::vector<std::string> &known,
                        const std::string &where)
{
    std::string list;
    for (const std::string &k : known)
        list += (list.empty() ? "" : ", ") + k;
    std::string out = "no " + what + " '" + name + "' in " + where + "; known: " + (list.empty() ? "none" : list);
    if (const std::string near = rl::closestName(name, known); !near.empty())
        out += " (did you mean '" + near + "'?)";
    return out;
}

} // namespace rl::cli

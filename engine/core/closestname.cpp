// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/closestname.h"

#include <algorithm>
#include <cctype>

namespace rl {

namespace {

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

} // namespace

std::string closestName(std::string_view name, const std::vector<std::string> &candidates)
{
    const std::string a = lower(name.substr(0, 200));
    std::string best;
    std::size_t bestDist = std::string::npos;
    for (const auto &c : candidates) {
        const std::string b = lower(c);
        std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
        for (std::size_t j = 0; j <= b.size(); ++j)
            prev[j] = j;
        for (std::size_t i = 1; i <= a.size(); ++i) {
            cur[0] = i;
            for (std::size_t j = 1; j <= b.size(); ++j)
                cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
            std::swap(prev, cur);
        }
        if (prev[b.size()] < bestDist) {
            bestDist = prev[b.size()];
            best = c;
        }
    }
    return best;
}

} // namespace rl

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/study/stereotales/ensemble.h"


namespace rl::study::stereotales {

std::int16_t ensembleValue(std::span<const std::int16_t> answers)
{
    std::size_t answered = 0;
    for (auto v : answers)
        answered += v != kUnknownValue ? 1 : 0;
    // A handful of extractors: count each candidate directly.
    for (std::size_t i = 0; i < answers.size(); ++i) {
        const std::int16_t v = answers[i];
        if (v == kUnknownValue)
            continue;
        std::size_t n = 0;
        for (auto w : answers)
            n += w == v ? 1 : 0;
        if (2 * n > answered)
            return v;
    }
    return kUnknownValue;
}

void ensembleStory(std::span<const std::int16_t> answers, std::size_t attributes, bool refused, int promptedAttribute,
    std::int16_t promptedValue, std::span<std::int16_t> out)
{
    const std::size_t extractors = attributes ? answers.size() / attributes : 0;
    std::int16_t column[64];
    for (std::size_t a = 0; a < attributes; ++a) {
        if (refused) {
            out[a] = kUnknownValue;
            continue;
        }
        if (static_cast<int>(a) == promptedAttribute) {
            out[a] = promptedValue;
            continue;
        }
        const std::size_t n = extractors < 64 ? extractors : 64;
        for (std::size_t e = 0; e < n; ++e)
            column[e] = answers[e * attributes + a];
        out[a] = ensembleValue(std::span<const std::int16_t>(column, n));
    }
}

} // namespace rl::study::stereotales

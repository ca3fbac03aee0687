// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

/// The extractor ensemble (the StereoTales authors' released rule). It belongs to the study's definition,
/// so the extraction run (inference) and the analysis both take it from here. A refusal leaves every
/// attribute unknown; otherwise an attribute's value is the value given by a strict majority of the
/// extractors that answered (an `unknown` is no answer), so one answer decides alone and a tie is
/// unknown; the prompted attribute's value is the prompted value whatever the extractors said.
namespace rl::study::stereotales {

/// The code of an unknown value (no answer, a refusal, an `unknown`); every other code is an index into
/// the attribute's values.
inline constexpr std::int16_t kUnknownValue = -1;

/// The ensemble value of one attribute: the value v with 2·#{answers = v} > #{answers ≠ kUnknownValue},
/// else kUnknownValue (also when no extractor answered). `answers` holds one code per extractor.
std::int16_t ensembleValue(std::span<const std::int16_t> answers);

/// One story: `answers` is extractor-major (answers[e * attributes + a]); `out` receives one value per
/// attribute. `promptedAttribute` may be -1 (no replacement).
void ensembleStory(std::span<const std::int16_t> answers, std::size_t attributes, bool refused, int promptedAttribute,
    std::int16_t promptedValue, std::span<std::int16_t> out);

} // namespace rl::study::stereotales

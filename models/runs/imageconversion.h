// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace rl::models {

/// The image converter the GUI and the CLI give an inference run (inference::RunOptions::
/// imageConverter): the vision APIs take PNG, JPEG, WebP and GIF, so an SVG stimulus (the synthetic
/// demo's faces) is rasterized to a PNG whose longer side is `edge` pixels, on white (a transparent
/// background reads as black to some models). Other images pass unchanged. Thread-safe (no GUI
/// objects); false when the SVG cannot be parsed or the PNG not written.
bool convertImageForModels(std::string &mime, std::vector<std::uint8_t> &bytes, int edge = 768);

} // namespace rl::models

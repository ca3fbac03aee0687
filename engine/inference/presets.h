// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/condition.h"

#include <vector>

namespace rl::inference {

/// The eight model conditions of the face study (docs/user-guide.md §4), ready to run: five local MLX models
/// served through an OpenAI-compatible server (mlx-vlm, base http://127.0.0.1:8080/v1), GPT-4o-mini
/// and Gemini 2.5 Flash with and without thinking. All at temperature 0 with the context-carry
/// strategy; prices are left unset (the user enters the current ones). Ids: gemma3_4b, gemma3_12b,
/// gemma3_27b, llama32_11b, qwen3vl_4b_thinking, gpt4omini, gemini25flash, gemini25flash_nothink.
std::vector<study::ModelCondition> seedConditionPresets();

} // namespace rl::inference

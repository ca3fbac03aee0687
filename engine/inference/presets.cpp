// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/presets.h"

namespace rl::inference {

namespace {

study::ModelCondition local(std::string id, std::string label, std::string model, std::string parameters,
    std::string quantization)
{
    study::ModelCondition c;
    c.id = std::move(id);
    c.label = std::move(label);
    c.provider = "openai-compatible";
    c.model = std::move(model);
    c.baseUrl = "http://127.0.0.1:8080/v1";
    c.temperature = 0.0;
    c.parameters = std::move(parameters);
    c.quantization = std::move(quantization);
    c.notes = "face study preset: MLX (local) on Apple Silicon";
    return c;
}

} // namespace

std::vector<study::ModelCondition> seedConditionPresets()
{
    std::vector<study::ModelCondition> out;
    out.push_back(local("gemma3_4b", "Gemma3-4B-IT", "mlx-community/gemma-3-4b-it-qat-4bit", "4B", "QAT 4-bit"));
    out.push_back(local("gemma3_12b", "Gemma3-12B-IT", "mlx-community/gemma-3-12b-it-qat-4bit", "12B", "QAT 4-bit"));
    out.push_back(local("gemma3_27b", "Gemma3-27B-IT", "mlx-community/gemma-3-27b-it-qat-4bit", "27B", "QAT 4-bit"));
    out.push_back(local("llama32_11b", "LLaMA-3.2-11B-Vision", "mlx-community/Llama-3.2-11B-Vision-Instruct-4bit",
        "11B", "4-bit"));
    {
        auto c = local("qwen3vl_4b_thinking", "Qwen3-VL-4B-Thinking", "mlx-community/Qwen3-VL-4B-Thinking-4bit", "4B",
            "4-bit");
        c.thinkingBudget = 1024;
        c.includeThoughts = true;
        c.repetitionPenalty = 1.5;
        out.push_back(std::move(c));
    }
    {
        study::ModelCondition c;
        c.id = "gpt4omini";
        c.label = "GPT-4o-mini";
        c.provider = "openai";
        c.model = "gpt-4o-mini";
        c.apiKeyEnv = "OPENAI_API_KEY";
        c.temperature = 0.0;
        c.seed = 42;
        c.imageDetail = "high";
        c.parameters = "frontier";
        c.quantization = "full precision";
        out.push_back(std::move(c));
    }
    for (bool think : {true, false}) {
        study::ModelCondition c;
        c.id = think ? "gemini25flash" : "gemini25flash_nothink";
        c.label = think ? "Gemini 2.5 Flash" : "Gemini 2.5 Flash (NoThink)";
        c.provider = "gemini";
        c.model = "gemini-2.5-flash";
        c.apiKeyEnv = "GEMINI_API_KEY";
        c.temperature = 0.0;
        c.thinkingBudget = think ? -1 : 0; // -1 = dynamic
        c.includeThoughts = think;
        c.parameters = "frontier";
        c.quantization = "full precision";
        if (!think)
            c.notes = "face study preset: budget 0 still reports ~199 internal thinking tokens per stage";
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace rl::inference

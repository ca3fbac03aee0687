// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/protocol.h"

#include <map>
#include <string>
#include <vector>

namespace rl::study { struct ModelCondition; struct Study; }

/// What a kind adds to the prompting every study shares: a registration. kindprompting.cpp lists the built-in
/// kinds'; a new kind registers its own from its folder with `static const KindPromptingRegistration r {entry};`.
/// Every member may be left empty.
namespace rl::inference {

struct KindPrompting {
    study::StudyKind kind;
    /// The kind's built-in prompt templates (nullptr: commonTemplates()).
    const std::map<std::string, std::string> &(*templates)() = nullptr;
    /// Per study item, the placeholders the kind's templates quote (a jury's rubric and anchors), for `condition`.
    std::vector<std::map<std::string, std::string>> (*itemValues)(const study::Study &study,
        const study::ModelCondition &condition) = nullptr;
    /// What of the condition, beyond its templates, makes its prompts (hashed into the stage identity).
    std::string (*promptIdentity)(const study::ModelCondition &condition) = nullptr;
};

/// The registration of `kind`, nullptr when it has none.
const KindPrompting *kindPrompting(study::StudyKind kind);
/// The templates of a kind without its own: system, question, generate and deliberate.
const std::map<std::string, std::string> &commonTemplates();

class KindPromptingRegistration {
public:
    explicit KindPromptingRegistration(KindPrompting entry);
};

} // namespace rl::inference

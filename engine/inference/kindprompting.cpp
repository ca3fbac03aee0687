// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/kindprompting.h"
#include "engine/core/registry.h"

#include "engine/inference/jury/juryprompts.h"
#include "engine/inference/stereotales/stprompts.h"
#include "engine/study/condition.h"
#include "engine/study/study.h"


/// The built-in kinds' prompting (the registration table of kindprompting.h) and the registry a new kind adds its
/// own to.
namespace rl::inference {

namespace {

const std::map<std::string, std::string> &faceTemplates()
{
    static const std::map<std::string, std::string> face {
        {"system", "You are a participant in a psychology study rating facial expressions. Answer only with the "
                   "requested JSON object."},
        {"emotion", "Look at the face in this image. Which emotion does it express? Choose exactly one of: "
                    "{labels}.\nRespond with JSON only, in the form {\"emotion\": \"<label>\"}."},
        {"valence", "You classified the emotion of this face as {emotion}. Now rate the valence of the face on a "
                    "scale from 1 (very negative, unpleasant) to 9 (very positive, pleasant), 5 being neutral.\n"
                    "Respond with JSON only, in the form {\"valence\": <integer 1-9>}."},
        {"arousal", "You classified the emotion of this face as {emotion} and rated its valence as {valence}. Now "
                    "rate the arousal of the face on a scale from 1 (very calm, low energy) to 9 (very excited, "
                    "high energy).\nRespond with JSON only, in the form {\"arousal\": <integer 1-9>}."},
        {"single-shot", "Look at the face in this image. (1) Which emotion does it express? Choose exactly one of: "
                        "{labels}. (2) Rate its valence from 1 (very negative, unpleasant) to 9 (very positive, "
                        "pleasant), 5 being neutral. (3) Rate its arousal from 1 (very calm, low energy) to 9 (very "
                        "excited, high energy).\nRespond with JSON only, in the form {\"emotion\": \"<label>\", "
                        "\"valence\": <integer 1-9>, \"arousal\": <integer 1-9>}."},
        {"question", "{item}\nRate it on:\n{dimensions}\nRespond with JSON only, in the form {schema}."},
        {"generate", "{item}"},
        {"deliberate", "{item}\nIn the previous round you answered: {previous}\nThe other raters answered "
                       "(anonymised):\n{others}\nYou may keep or change your answer. Rate it on:\n{dimensions}\n"
                       "Respond with JSON only, in the form {schema}."},
    };
    return face;
}

std::vector<std::map<std::string, std::string>> stItemValues(const study::Study &study, const study::ModelCondition &)
{
    return stereotales::harmItemValues(study);
}

const std::vector<KindPrompting> &builtinPrompting()
{
    static const std::vector<KindPrompting> table {
        {study::StudyKind::Face, faceTemplates},
        {study::StudyKind::Jury, jury::builtinTemplates, jury::juryItemValues, jury::promptIdentity},
        {study::StudyKind::StereoTales, stereotales::builtinTemplates, stItemValues},
    };
    return table;
}

Registry<KindPrompting> &registered()
{
    static Registry<KindPrompting> r;
    return r;
}

} // namespace

const std::map<std::string, std::string> &commonTemplates()
{
    const auto &face = faceTemplates();
    static const std::map<std::string, std::string> common {
        {"system", "You are a careful rater in a research study. Answer only in the requested form."},
        {"question", face.at("question")},
        {"generate", face.at("generate")},
        {"deliberate", face.at("deliberate")},
    };
    return common;
}

const KindPrompting *kindPrompting(study::StudyKind kind)
{
    for (const auto &k : builtinPrompting())
        if (k.kind == kind)
            return &k;
    return registered().find([&](const KindPrompting &k) { return k.kind == kind; });
}

KindPromptingRegistration::KindPromptingRegistration(KindPrompting entry)
{
    registered().add(std::move(entry));
}

} // namespace rl::inference

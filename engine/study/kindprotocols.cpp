// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/study/protocol.h"
#include "engine/core/registry.h"

#include "engine/study/study.h"


/// The built-in kinds' protocols (the registration table of protocol.h's KindProtocol), and the registry that a
/// new kind adds its own to. What a kind's protocol adds is said here and nowhere else in the study layer.
namespace rl::study {

namespace {

Dimension faceRating(const char *name)
{
    Dimension d;
    d.name = name;
    d.kind = DimensionKind::Numeric;
    d.scaleMin = 1;
    d.scaleMax = 9;
    d.integerValued = true;
    return d;
}

/// The face protocol's dimensions: emotion (the study's label set, else the six labels), valence, arousal and
/// naturalness on 1..9.
std::vector<Dimension> faceDimensions(const std::vector<std::string> &labels)
{
    Dimension emotion;
    emotion.name = face::kEmotion;
    emotion.kind = DimensionKind::Categorical;
    emotion.levels = labels.empty() ? face::emotionLabels() : labels;
    emotion.scaleMin = 0;
    emotion.scaleMax = static_cast<double>(emotion.levels.size()) - 1;
    return {emotion, faceRating(face::kValence), faceRating(face::kArousal), faceRating(face::kNaturalness)};
}

/// The face study's label set as the study holds it: the emotion dimension's levels, else the
/// emotion factor's, else the six declared labels.
std::vector<std::string> faceLabels(const Study &s)
{
    if (const int d = s.findDimension(face::kEmotion); d >= 0 && !s.dimensions[static_cast<std::size_t>(d)].levels.empty())
        return s.dimensions[static_cast<std::size_t>(d)].levels;
    if (const int f = s.findFactor(face::kEmotion); f >= 0 && !s.factors[static_cast<std::size_t>(f)].levels.empty())
        return s.factors[static_cast<std::size_t>(f)].levels;
    return face::emotionLabels();
}

/// context-carry: emotion, then valence, then arousal, each stage carrying the earlier ones; single-shot: the
/// three in one request.
Strategy faceStrategy(const std::vector<Dimension> &dims, std::string_view name)
{
    const AnswerField emotion = fieldForDimension(dims[0]);
    const AnswerField valence = fieldForDimension(dims[1]);
    const AnswerField arousal = fieldForDimension(dims[2]);
    Strategy st;
    if (name == "context-carry")
        st.stages = {{"emotion", {{emotion}}}, {"valence", {{valence}}}, {"arousal", {{arousal}}}};
    else
        st.stages = {{"single-shot", {{emotion, valence, arousal}}}};
    return st;
}

const std::vector<KindProtocol> &builtinProtocols()
{
    static const std::vector<KindProtocol> table {
        {StudyKind::Face, {face::kGrouping}, faceDimensions, faceLabels, {"context-carry", "single-shot"}, faceStrategy,
         {}, {face::kEmotion, face::kValence, face::kArousal}, face::kEmotion},
        // A jury judge answers its own scale only (the human "similarity" is not asked).
        {StudyKind::Jury, {}, nullptr, nullptr, {}, nullptr, {"score"}},
    };
    return table;
}

Registry<KindProtocol> &registered()
{
    static Registry<KindProtocol> r;
    return r;
}

} // namespace

const KindProtocol *kindProtocol(StudyKind kind)
{
    for (const auto &p : builtinProtocols())
        if (p.kind == kind)
            return &p;
    return registered().find([&](const KindProtocol &p) { return p.kind == kind; });
}

KindProtocolRegistration::KindProtocolRegistration(KindProtocol protocol)
{
    registered().add(std::move(protocol));
}

} // namespace rl::study

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/study/protocol.h"

#include "engine/study/study.h"

#include <algorithm>
#include <deque>
#include <mutex>

namespace rl::study {

namespace {

/// The kinds' names by id: the four built-in kinds, then the registered ones. A deque keeps every name where it is
/// as kinds are added (studyKindName hands out pointers into it). Registration happens at static initialisation and
/// in tests, before any reader; the mutex makes a late registration safe all the same.
struct KindNames {
    std::mutex mutex;
    std::deque<std::string> names {"face", "rating", "jury", "stereotales"};
};

KindNames &kindNames()
{
    static KindNames k;
    return k;
}

} // namespace

StudyKind StudyKind::fromId(int id)
{
    KindNames &k = kindNames();
    std::lock_guard lock(k.mutex);
    return id >= 0 && static_cast<std::size_t>(id) < k.names.size() ? StudyKind(id) : Rating;
}

const char *studyKindName(StudyKind kind)
{
    KindNames &k = kindNames();
    std::lock_guard lock(k.mutex);
    return static_cast<std::size_t>(kind.id()) < k.names.size() ? k.names[static_cast<std::size_t>(kind.id())].c_str() : "rating";
}

bool parseStudyKind(std::string_view s, StudyKind &out)
{
    int found = -1;
    {
        KindNames &k = kindNames();
        std::lock_guard lock(k.mutex);
        for (std::size_t i = 0; i < k.names.size() && found < 0; ++i)
            if (s == k.names[i])
                found = static_cast<int>(i);
    }
    if (found < 0)
        return false;
    out = StudyKind::fromId(found);
    return true;
}

StudyKind registerStudyKind(std::string_view name)
{
    KindNames &k = kindNames();
    std::lock_guard lock(k.mutex);
    for (std::size_t i = 0; i < k.names.size(); ++i)
        if (name == k.names[i])
            return StudyKind(static_cast<int>(i));
    k.names.emplace_back(name);
    return StudyKind(static_cast<int>(k.names.size() - 1));
}

std::vector<StudyKind> studyKinds()
{
    std::size_t n = 0;
    {
        KindNames &k = kindNames();
        std::lock_guard lock(k.mutex);
        n = k.names.size();
    }
    std::vector<StudyKind> out;
    for (std::size_t i = 0; i < n; ++i)
        out.push_back(StudyKind::fromId(static_cast<int>(i)));
    return out;
}

const char *itemKindName(ItemKind k)
{
    switch (k) {
    case ItemKind::Image: return "image";
    case ItemKind::Text: return "text";
    case ItemKind::TextPair: return "text-pair";
    case ItemKind::Prompt: return "prompt";
    }
    return "image";
}

bool parseItemKind(std::string_view s, ItemKind &out)
{
    for (ItemKind k : {ItemKind::Image, ItemKind::Text, ItemKind::TextPair, ItemKind::Prompt}) {
        if (s == itemKindName(k)) {
            out = k;
            return true;
        }
    }
    return false;
}

const char *fieldKindName(FieldKind k)
{
    switch (k) {
    case FieldKind::Label: return "label";
    case FieldKind::Integer: return "integer";
    case FieldKind::Number: return "number";
    case FieldKind::Text: return "text";
    case FieldKind::Object: return "object";
    }
    return "text";
}

const AnswerField *AnswerSchema::find(std::string_view name) const
{
    for (const auto &f : fields)
        if (f.name == name)
            return &f;
    return nullptr;
}

std::size_t AnswerSchema::requiredCount() const
{
    return static_cast<std::size_t>(std::count_if(fields.begin(), fields.end(), [](const AnswerField &f) { return f.required; }));
}

AnswerField fieldForDimension(const Dimension &d)
{
    AnswerField f;
    f.name = d.name;
    if (d.kind == DimensionKind::Categorical) {
        f.kind = FieldKind::Label;
        f.levels = d.levels;
        f.min = 0;
        f.max = static_cast<double>(d.levels.size()) - 1;
    } else {
        f.kind = d.integerValued ? FieldKind::Integer : FieldKind::Number;
        f.min = d.scaleMin;
        f.max = d.scaleMax;
    }
    return f;
}

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

AnswerField rationaleField()
{
    AnswerField f;
    f.name = "rationale";
    f.kind = FieldKind::Text;
    f.required = false;
    f.rating = false;
    return f;
}

} // namespace

std::vector<Dimension> StudyProtocol::builtinDimensions(const std::vector<std::string> &emotionLevels) const
{
    if (kind != StudyKind::Face)
        return {};
    Dimension emotion;
    emotion.name = face::kEmotion;
    emotion.kind = DimensionKind::Categorical;
    emotion.levels = emotionLevels.empty() ? face::emotionLabels() : emotionLevels;
    emotion.scaleMin = 0;
    emotion.scaleMax = static_cast<double>(emotion.levels.size()) - 1;
    return {emotion, faceRating(face::kValence), faceRating(face::kArousal), faceRating(face::kNaturalness)};
}

std::string StudyProtocol::defaultGrouping() const { return groupings.empty() ? std::string() : groupings.front(); }

StudyProtocol faceProtocol()
{
    StudyProtocol p;
    p.kind = StudyKind::Face;
    p.itemKind = ItemKind::Image;
    p.groupings = {face::kGrouping};
    return p;
}

StudyProtocol ratingProtocol(ItemKind itemKind)
{
    StudyProtocol p;
    p.kind = StudyKind::Rating;
    p.itemKind = itemKind;
    return p;
}

StudyProtocol inferProtocol(const Study &s)
{
    if (s.findFactor(face::kEmotion) >= 0 || s.findDimension(face::kEmotion) >= 0)
        return faceProtocol();
    return ratingProtocol(s.items.empty() ? ItemKind::Image : s.items.front().kind);
}

StudyProtocol protocolOf(const Study &s) { return s.protocolRecorded ? s.protocol : inferProtocol(s); }

std::vector<std::string> strategyNames(const StudyProtocol &p)
{
    std::vector<std::string> names;
    if (p.kind == StudyKind::Face)
        names = {"context-carry", "single-shot"};
    for (const char *n : {"json-schema", "free-text", "deliberation"})
        names.emplace_back(n);
    return names;
}

Strategy strategyFor(const StudyProtocol &p, const Study &s, std::string_view name, const std::vector<std::string> &rated)
{
    Strategy st;
    st.name = std::string(name);
    if (p.kind == StudyKind::Face && (name == "context-carry" || name == "single-shot")) {
        const auto dims = p.builtinDimensions(faceLabels(s));
        AnswerField emotion = fieldForDimension(dims[0]);
        AnswerField valence = fieldForDimension(dims[1]);
        AnswerField arousal = fieldForDimension(dims[2]);
        if (name == "context-carry") {
            st.stages = {{"emotion", {{emotion}}}, {"valence", {{valence}}}, {"arousal", {{arousal}}}};
        } else {
            st.stages = {{"single-shot", {{emotion, valence, arousal}}}};
        }
        return st;
    }
    if (name == "free-text") {
        AnswerField text;
        text.name = "text";
        text.kind = FieldKind::Text;
        text.rating = false;
        st.stages = {{"generate", {{text}}}};
        return st;
    }
    if (name == "json-schema" || name == "deliberation") {
        AnswerSchema schema;
        std::vector<Dimension> dims = s.dimensions;
        if (dims.empty())
            dims = p.builtinDimensions(faceLabels(s));
        // A jury judge answers its own scale only (the human "similarity" is not asked).
        const std::vector<std::string> asked = rated.empty() && p.kind == StudyKind::Jury ? std::vector<std::string> {"score"} : rated;
        for (const auto &d : dims)
            if (asked.empty() || std::find(asked.begin(), asked.end(), d.name) != asked.end())
                schema.fields.push_back(fieldForDimension(d));
        if (schema.fields.empty())
            return st;
        schema.fields.push_back(rationaleField());
        st.deliberation = name == "deliberation";
        st.stages = {{"question", std::move(schema)}};
        return st;
    }
    return st;
}

} // namespace rl::study

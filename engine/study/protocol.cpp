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

std::vector<Dimension> StudyProtocol::builtinDimensions(const std::vector<std::string> &labels) const
{
    const KindProtocol *k = kindProtocol(kind);
    return k && k->builtinDimensions ? k->builtinDimensions(labels) : std::vector<Dimension> {};
}

std::string StudyProtocol::defaultGrouping() const { return groupings.empty() ? std::string() : groupings.front(); }

StudyProtocol faceProtocol() { return protocolFor(StudyKind::Face, ItemKind::Image); }

StudyProtocol ratingProtocol(ItemKind itemKind) { return protocolFor(StudyKind::Rating, itemKind); }

StudyProtocol protocolFor(StudyKind kind, ItemKind itemKind)
{
    StudyProtocol p;
    p.kind = kind;
    p.itemKind = itemKind;
    if (const KindProtocol *k = kindProtocol(kind))
        p.groupings = k->groupings;
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
    if (const KindProtocol *k = kindProtocol(p.kind))
        names = k->strategies;
    for (const char *n : {"json-schema", "free-text", "deliberation"})
        names.emplace_back(n);
    return names;
}

namespace {

/// The label set the study holds for its protocol's built-in dimensions (empty: the kind's own).
std::vector<std::string> labelsOf(const StudyProtocol &p, const Study &s)
{
    const KindProtocol *k = kindProtocol(p.kind);
    return k && k->labelsOf ? k->labelsOf(s) : std::vector<std::string> {};
}

} // namespace

Strategy strategyFor(const StudyProtocol &p, const Study &s, std::string_view name, const std::vector<std::string> &rated)
{
    Strategy st;
    st.name = std::string(name);
    if (const KindProtocol *k = kindProtocol(p.kind);
        k && k->strategy && std::find(k->strategies.begin(), k->strategies.end(), name) != k->strategies.end()) {
        st = k->strategy(p.builtinDimensions(labelsOf(p, s)), name);
        st.name = std::string(name);
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
            dims = p.builtinDimensions(labelsOf(p, s));
        const KindProtocol *k = kindProtocol(p.kind);
        const std::vector<std::string> asked = rated.empty() && k ? k->askedByDefault : rated;
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

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/answerparser.h"
#include "engine/inference/textutil.h"

#include "engine/study/study.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <utility>

namespace rl::inference {

using nlohmann::json;

namespace {


constexpr std::size_t kMaxCandidates = 64;
constexpr int kMaxDepth = 32;

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

std::string foldCase(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = lower(c);
    return out;
}

/// Case-insensitive find of an ASCII needle.
std::size_t findNoCase(std::string_view hay, std::string_view needle, std::size_t from = 0)
{
    if (needle.empty() || hay.size() < needle.size())
        return std::string_view::npos;
    for (std::size_t i = from; i + needle.size() <= hay.size(); ++i) {
        std::size_t k = 0;
        while (k < needle.size() && lower(hay[i + k]) == lower(needle[k]))
            ++k;
        if (k == needle.size())
            return i;
    }
    return std::string_view::npos;
}

/// Maximum nesting of brackets, counted without regard to strings (an upper bound of the JSON depth).
int bracketDepth(std::string_view s)
{
    int depth = 0, maxDepth = 0;
    for (char c : s) {
        if (c == '{' || c == '[')
            maxDepth = std::max(maxDepth, ++depth);
        else if ((c == '}' || c == ']') && depth > 0)
            --depth;
    }
    return maxDepth;
}

/// A JSON object, or null. Depth-limited before nlohmann sees it, so no input can exhaust the stack.
std::optional<json> parseObject(std::string_view s)
{
    s = trim(s);
    if (s.size() < 2 || s.front() != '{' || bracketDepth(s) > kMaxDepth)
        return std::nullopt;
    json j = json::parse(s.begin(), s.end(), nullptr, false);
    if (!j.is_object())
        return std::nullopt;
    return j;
}

/// The value of `key` in an object, matched case-insensitively.
const json *findKey(const json &obj, std::string_view key)
{
    for (auto it = obj.begin(); it != obj.end(); ++it)
        if (foldCase(trim(it.key())) == key)
            return &it.value();
    return nullptr;
}

using study::AnswerField;
using study::FieldKind;

bool hasRequiredKeys(const json &obj, const AnswerSpec &spec)
{
    for (const auto &f : spec.fields)
        if (f.required && !findKey(obj, foldCase(f.name)))
            return false;
    return true;
}

std::string rangeText(const AnswerField &f)
{
    return shortNumber(f.min) + ".." + shortNumber(f.max);
}

/// A number of the field from a JSON value, or an error text.
Result<double> numberFrom(const json &v, const AnswerField &f)
{
    double x = std::nan("");
    if (v.is_number())
        x = v.get<double>();
    else if (v.is_string()) {
        const std::string s(trim(v.get<std::string>()));
        const bool digits = !s.empty() && s.size() <= 3 && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (digits)
            x = std::stod(s);
        else if (f.kind == FieldKind::Number && !s.empty() && s.size() <= 32) {
            // from_chars, not strtod: decimal only (strtod reads "0x1A" as 26) and independent of
            // the C locale (which the GUI's QCoreApplication sets from the environment).
            double d = 0;
            const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), d, std::chars_format::general);
            if (ec == std::errc() && end == s.data() + s.size())
                x = d;
        }
    }
    const bool integer = f.kind == FieldKind::Integer;
    if (!std::isfinite(x) || (integer && x != std::floor(x)) || x < f.min || x > f.max)
        return Error{ErrorCode::Parse, f.name + " " + v.dump(-1, ' ', false, json::error_handler_t::replace).substr(0, 40)
                         + " is not " + (integer ? "an integer " : "a number ") + rangeText(f)};
    return x;
}

Status fillField(const json &obj, const AnswerField &f, ParsedAnswer &out)
{
    const json *v = findKey(obj, foldCase(f.name));
    if (!v) {
        if (f.required)
            return Error{ErrorCode::Parse, f.name + " is missing"};
        return {};
    }
    AnswerValue value;
    value.kind = f.kind;
    switch (f.kind) {
    case FieldKind::Label: {
        if (!v->is_string())
            return Error{ErrorCode::Parse, f.name + " is missing or not a string"};
        const int idx = matchLabel(v->get<std::string>(), f.levels);
        if (idx < 0)
            return Error{ErrorCode::Parse, f.name + " '" + v->get<std::string>().substr(0, 40) + "' is not in the label set"};
        value.label = idx;
        value.text = f.levels[static_cast<std::size_t>(idx)];
        break;
    }
    case FieldKind::Integer:
    case FieldKind::Number: {
        auto r = numberFrom(*v, f);
        if (!r)
            return r.error();
        value.number = *r;
        break;
    }
    case FieldKind::Text:
        if (!v->is_string()) {
            if (f.required)
                return Error{ErrorCode::Parse, f.name + " is not a string"};
            return {};
        }
        value.text = v->get<std::string>();
        break;
    case FieldKind::Object:
        if (!v->is_object())
            return Error{ErrorCode::Parse, f.name + " is not a JSON object"};
        value.text = v->dump(-1, ' ', false, json::error_handler_t::replace);
        break;
    }
    out.values[f.name] = std::move(value);
    return {};
}

Status fillFromObject(const json &obj, const AnswerSpec &spec, ParsedAnswer &out)
{
    for (const auto &f : spec.fields) {
        Status st = fillField(obj, f, out);
        if (!st && (f.required || f.kind == FieldKind::Label || f.kind == FieldKind::Integer || f.kind == FieldKind::Number)) {
            if (f.required)
                return st;
            out.values.erase(f.name); // an invalid optional field is left out
        }
    }
    return {};
}

/// The bodies of ``` fences, in order.
std::vector<std::string_view> fenceBodies(std::string_view s)
{
    std::vector<std::string_view> out;
    std::size_t pos = 0;
    while (out.size() < kMaxCandidates) {
        const std::size_t open = s.find("```", pos);
        if (open == std::string_view::npos)
            break;
        std::size_t bodyStart = s.find('\n', open + 3); // skip the info string ("json")
        const std::size_t close = s.find("```", open + 3);
        if (close == std::string_view::npos)
            break;
        if (bodyStart == std::string_view::npos || bodyStart > close)
            bodyStart = open + 3;
        out.push_back(s.substr(bodyStart, close - bodyStart));
        pos = close + 3;
    }
    return out;
}

/// Balanced {...} spans, outermost first (by start position), depth-bounded.
std::vector<std::string_view> braceSpans(std::string_view s)
{
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    std::vector<std::size_t> stack;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '{') {
            if (stack.size() >= static_cast<std::size_t>(4 * kMaxDepth)) { // pathological nesting: start over
                stack.clear();
                continue;
            }
            stack.push_back(i);
        } else if (s[i] == '}' && !stack.empty()) {
            const std::size_t start = stack.back();
            stack.pop_back();
            spans.emplace_back(start, i + 1);
        }
    }
    std::sort(spans.begin(), spans.end());
    std::vector<std::string_view> out;
    for (const auto &[a, b] : spans) {
        if (out.size() >= kMaxCandidates)
            break;
        out.push_back(s.substr(a, b - a));
    }
    return out;
}

/// The word or number after KEY (see the header's regex). Empty when absent.
std::string valueAfterKey(std::string_view s, std::string_view key)
{
    std::size_t pos = 0;
    while ((pos = findNoCase(s, key, pos)) != std::string_view::npos) {
        const std::size_t end = pos + key.size();
        const bool boundaryBefore = pos == 0 || !isWordChar(s[pos - 1]);
        const bool boundaryAfter = end >= s.size() || !isWordChar(s[end]);
        pos = end;
        if (!boundaryBefore || !boundaryAfter)
            continue;
        std::size_t i = end;
        auto skip = [&](auto pred) {
            while (i < s.size() && pred(s[i]))
                ++i;
        };
        skip([](char c) { return c == '"' || c == '\''; });
        skip(isSpace);
        if (i < s.size() && (s[i] == ':' || s[i] == '='))
            ++i;
        skip(isSpace);
        if (i + 2 < s.size() && lower(s[i]) == 'i' && lower(s[i + 1]) == 's' && isSpace(s[i + 2])) {
            i += 2;
            skip(isSpace);
        }
        skip([](char c) { return c == '"' || c == '\''; });
        const std::size_t w = i;
        skip(isWordChar);
        if (i > w && i - w <= 32)
            return std::string(s.substr(w, i - w));
    }
    return {};
}

/// A signed decimal after KEY (the number form of the regex fallback). Empty when absent.
std::string numberAfterKey(std::string_view s, std::string_view key)
{
    std::string word = valueAfterKey(s, key); // the integral part, when the number starts with a digit
    std::size_t pos = 0;
    while ((pos = findNoCase(s, key, pos)) != std::string_view::npos) {
        std::size_t i = pos + key.size();
        pos = i;
        while (i < s.size() && (isSpace(s[i]) || s[i] == '"' || s[i] == '\'' || s[i] == ':' || s[i] == '='))
            ++i;
        const std::size_t start = i;
        if (i < s.size() && (s[i] == '-' || s[i] == '+'))
            ++i;
        while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || s[i] == '.'))
            ++i;
        if (i > start && i - start <= 32)
            return std::string(s.substr(start, i - start));
    }
    return word;
}

Status fillFromRegex(std::string_view s, const AnswerSpec &spec, ParsedAnswer &out)
{
    json obj = json::object();
    for (const auto &f : spec.fields) {
        if (!f.required || f.kind == FieldKind::Text || f.kind == FieldKind::Object)
            continue;
        std::string v = f.kind == FieldKind::Number ? numberAfterKey(s, f.name) : valueAfterKey(s, f.name);
        if (v.empty())
            return Error{ErrorCode::Parse, "no JSON object and no '" + f.name + "' found in the answer"};
        obj[f.name] = v;
    }
    for (const auto &f : spec.fields)
        if (f.required && (f.kind == FieldKind::Text || f.kind == FieldKind::Object))
            return Error{ErrorCode::Parse, "no JSON object with '" + f.name + "' found in the answer"};
    return fillFromObject(obj, spec, out);
}

} // namespace

const char *parseMethodName(ParseMethod m)
{
    switch (m) {
    case ParseMethod::Json: return "json";
    case ParseMethod::Fenced: return "fenced";
    case ParseMethod::Embedded: return "embedded";
    case ParseMethod::Regex: return "regex";
    case ParseMethod::Bare: return "bare";
    }
    return "?";
}

ThinkingSplit splitThinking(std::string_view text)
{
    static constexpr std::string_view kOpen = "<think>", kClose = "</think>";
    ThinkingSplit out;
    std::string visible;
    auto addThinking = [&](std::string_view t) {
        t = trim(t);
        if (t.empty())
            return;
        if (!out.thinking.empty())
            out.thinking += "\n\n";
        out.thinking += t;
    };
    std::size_t pos = 0;
    // A close tag before any open tag: the chat template opened the block inside the prompt.
    const std::size_t firstOpen = text.find(kOpen), firstClose = text.find(kClose);
    if (firstClose != std::string_view::npos && (firstOpen == std::string_view::npos || firstClose < firstOpen)) {
        addThinking(text.substr(0, firstClose));
        pos = firstClose + kClose.size();
    }
    while (pos < text.size()) {
        const std::size_t open = text.find(kOpen, pos);
        if (open == std::string_view::npos) {
            visible.append(text.substr(pos));
            break;
        }
        visible.append(text.substr(pos, open - pos));
        const std::size_t close = text.find(kClose, open + kOpen.size());
        if (close == std::string_view::npos) { // unclosed: cut off by the token limit
            addThinking(text.substr(open + kOpen.size()));
            break;
        }
        addThinking(text.substr(open + kOpen.size(), close - open - kOpen.size()));
        pos = close + kClose.size();
    }
    out.visible = std::string(trim(visible));
    return out;
}

int matchLabel(std::string_view word, const std::vector<std::string> &labels)
{
    static const std::vector<std::pair<std::string, std::string>> kSynonyms {{"happiness", "happy"},
        {"sadness", "sad"}, {"anger", "angry"}, {"fear", "fearful"}, {"disgust", "disgusted"}, {"calm", "neutral"},
        {"neutral face", "neutral"}};
    std::string w = foldCase(trim(word));
    for (std::size_t i = 0; i < labels.size(); ++i)
        if (foldCase(labels[i]) == w)
            return static_cast<int>(i);
    for (const auto &[from, to] : kSynonyms)
        if (w == from)
            for (std::size_t i = 0; i < labels.size(); ++i)
                if (foldCase(labels[i]) == to)
                    return static_cast<int>(i);
    return -1;
}

AnswerSpec faceAnswerSpec(bool emotion, bool valence, bool arousal, const std::vector<std::string> &labels)
{
    AnswerSpec spec;
    if (emotion) {
        AnswerField f;
        f.name = study::face::kEmotion;
        f.kind = FieldKind::Label;
        f.levels = labels.empty() ? study::face::emotionLabels() : labels;
        spec.fields.push_back(f);
    }
    for (auto [want, name] : {std::pair {valence, study::face::kValence}, std::pair {arousal, study::face::kArousal}}) {
        if (!want)
            continue;
        AnswerField f;
        f.name = name;
        f.kind = FieldKind::Integer;
        f.min = 1;
        f.max = 9;
        spec.fields.push_back(f);
    }
    return spec;
}

std::optional<int> ParsedAnswer::label(std::string_view field) const
{
    auto it = values.find(std::string(field));
    if (it == values.end() || it->second.kind != FieldKind::Label)
        return std::nullopt;
    return it->second.label;
}

std::optional<double> ParsedAnswer::number(std::string_view field) const
{
    auto it = values.find(std::string(field));
    if (it == values.end() || (it->second.kind != FieldKind::Integer && it->second.kind != FieldKind::Number))
        return std::nullopt;
    return it->second.number;
}

std::optional<int> ParsedAnswer::integer(std::string_view field) const
{
    auto it = values.find(std::string(field));
    if (it == values.end() || it->second.kind != FieldKind::Integer)
        return std::nullopt;
    return static_cast<int>(it->second.number);
}

std::string ParsedAnswer::text(std::string_view field) const
{
    auto it = values.find(std::string(field));
    return it == values.end() ? std::string() : it->second.text;
}

std::string ParsedAnswer::toJson() const
{
    json j = json::object();
    for (const auto &[name, v] : values) {
        switch (v.kind) {
        case FieldKind::Label:
        case FieldKind::Text: j[name] = v.text; break;
        case FieldKind::Integer: j[name] = static_cast<std::int64_t>(v.number); break;
        case FieldKind::Number: j[name] = v.number; break;
        case FieldKind::Object: j[name] = json::parse(v.text, nullptr, false); break;
        }
    }
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

ParsedAnswer parsedFromJson(std::string_view text, const AnswerSpec &spec)
{
    ParsedAnswer p;
    const auto j = json::parse(text.begin(), text.end(), nullptr, false);
    if (!j.is_object())
        return p;
    for (const auto &f : spec.fields) {
        ParsedAnswer one;
        if (fillField(j, f, one) && one.has(f.name))
            p.values[f.name] = std::move(one.values[f.name]);
    }
    return p;
}

Result<ParsedAnswer> parseAnswer(std::string_view text, const AnswerSpec &spec)
{
    if (text.size() > kMaxParseBytes)
        text = text.substr(0, kMaxParseBytes);
    ParsedAnswer out;
    ThinkingSplit split = splitThinking(text);
    out.thinking = std::move(split.thinking);
    out.visible = std::move(split.visible);
    const std::string_view v = out.visible;
    if (spec.fields.empty())
        return Error{ErrorCode::Parse, "nothing requested"};

    // The first error of an object that held the keys is the most telling one.
    std::optional<Error> firstError;
    auto tryObject = [&](const std::optional<json> &obj, ParseMethod method) -> bool {
        if (!obj || !hasRequiredKeys(*obj, spec))
            return false;
        ParsedAnswer attempt = out;
        Status st = fillFromObject(*obj, spec, attempt);
        if (!st) {
            if (!firstError)
                firstError = st.error();
            return false;
        }
        attempt.method = method;
        out = std::move(attempt);
        return true;
    };

    if (tryObject(parseObject(v), ParseMethod::Json))
        return out;
    for (std::string_view body : fenceBodies(v))
        if (tryObject(parseObject(body), ParseMethod::Fenced))
            return out;
    for (std::string_view span : braceSpans(v))
        if (tryObject(parseObject(span), ParseMethod::Embedded))
            return out;
    if (firstError)
        return *firstError;

    // Bare answer: "Sad", "sad.", "7".
    const AnswerField *only = nullptr;
    if (spec.requiredCount() == 1)
        for (const auto &f : spec.fields)
            if (f.required)
                only = &f;
    // A free-text answer (one required text field, no JSON holding it) is the visible text itself.
    if (only && only->kind == FieldKind::Text && !v.empty()) {
        ParsedAnswer attempt = out;
        attempt.values[only->name] = AnswerValue {FieldKind::Text, std::nan(""), -1, std::string(v)};
        attempt.method = ParseMethod::Bare;
        return attempt;
    }
    if (only && only->kind != FieldKind::Text && only->kind != FieldKind::Object && v.size() <= 40) {
        std::string_view bare = v;
        while (!bare.empty() && (bare.back() == '.' || bare.back() == '!' || bare.back() == '"' || bare.back() == '\''))
            bare.remove_suffix(1);
        while (!bare.empty() && (bare.front() == '"' || bare.front() == '\''))
            bare.remove_prefix(1);
        json obj = json::object();
        obj[only->name] = std::string(trim(bare));
        ParsedAnswer attempt = out;
        AnswerSpec one;
        one.fields = {*only};
        if (fillFromObject(obj, one, attempt)) {
            attempt.method = ParseMethod::Bare;
            return attempt;
        }
    }

    Status st = fillFromRegex(v, spec, out);
    if (!st)
        return st.error();
    out.method = ParseMethod::Regex;
    return out;
}

} // namespace rl::inference

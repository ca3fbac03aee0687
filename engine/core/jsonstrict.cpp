// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/jsonstrict.h"

#include "engine/core/utf8.h"

#include <iterator>
#include <optional>
#include <set>
#include <vector>

namespace rl {

namespace {

/// A char iterator that publishes how many bytes the lexer has consumed, so that the SAX handler
/// (which nlohmann gives no position) can place a duplicate key or a too-deep bracket.
struct CountingIterator {
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char *;
    using reference = const char &;

    const char *p = nullptr;
    const char *base = nullptr;
    std::size_t *consumed = nullptr;

    reference operator*() const { return *p; }
    CountingIterator &operator++()
    {
        ++p;
        *consumed = static_cast<std::size_t>(p - base);
        return *this;
    }
    CountingIterator operator++(int)
    {
        CountingIterator old = *this;
        ++*this;
        return old;
    }
    bool operator==(const CountingIterator &o) const { return p == o.p; }
    bool operator!=(const CountingIterator &o) const { return p != o.p; }
};

bool numberChar(char c) { return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'; }

/// The reason of an nlohmann exception without its "[json.exception.parse_error.101] parse error at
/// line 1, column 6: " prefix (we give our own position), bounded in length.
std::string reasonOf(const std::exception &e)
{
    std::string_view w = e.what();
    if (auto b = w.find("] "); w.starts_with("[json.exception") && b != std::string_view::npos)
        w.remove_prefix(b + 2);
    if (w.starts_with("parse error")) {
        if (auto c = w.find(": "); c != std::string_view::npos)
            w.remove_prefix(c + 2);
    }
    return excerpt(w, 160);
}

template <typename Json>
class StrictSax {
public:
    using Dom = nlohmann::detail::json_sax_dom_parser<Json>;
    using number_integer_t = typename Json::number_integer_t;
    using number_unsigned_t = typename Json::number_unsigned_t;
    using number_float_t = typename Json::number_float_t;
    using string_t = typename Json::string_t;
    using binary_t = typename Json::binary_t;

    StrictSax(Json &root, std::string_view text, const std::size_t &consumed, JsonOffsets *offsets, const JsonLimits &limits)
        : m_dom(root, false), m_text(text), m_consumed(consumed), m_offsets(offsets), m_limits(limits)
    {
    }

    bool null() { return scalar(m_consumed - 4) && m_dom.null(); }
    bool boolean(bool v) { return scalar(m_consumed - (v ? 4 : 5)) && m_dom.boolean(v); }
    bool number_integer(number_integer_t v) { return scalar(numberStart()) && m_dom.number_integer(v); }
    bool number_unsigned(number_unsigned_t v) { return scalar(numberStart()) && m_dom.number_unsigned(v); }
    bool number_float(number_float_t v, const string_t &s) { return scalar(numberStart()) && m_dom.number_float(v, s); }
    bool string(string_t &v) { return scalar(stringStart(m_consumed)) && m_dom.string(v); }
    bool binary(binary_t &v) { return scalar(m_consumed) && m_dom.binary(v); }

    bool start_object(std::size_t n) { return open(true) && m_dom.start_object(n); }
    bool end_object()
    {
        close();
        return m_dom.end_object();
    }
    bool start_array(std::size_t n) { return open(false) && m_dom.start_array(n); }
    bool end_array()
    {
        close();
        return m_dom.end_array();
    }
    bool key(string_t &k)
    {
        Level &top = m_stack.back();
        const std::size_t at = stringStart(m_consumed);
        if (!top.keys.insert(k).second)
            return fail(at, "the key '" + excerpt(k) + "' occurs twice in one object (which one is meant?)");
        top.key = k;
        if (m_offsets)
            (*m_offsets)[top.path + jsonPointerStep(k)] = at;
        return m_dom.key(k);
    }
    bool parse_error(std::size_t, const std::string &token, const nlohmann::detail::exception &e)
    {
        const std::size_t at = m_consumed > 0 ? m_consumed - 1 : 0;
        if (e.id == 406)
            return fail(numberStart(), "the number " + excerpt(token, 40) + " is outside the range of a double (about ±1.8e308)");
        return fail(at, reasonOf(e));
    }

    const std::optional<std::pair<std::size_t, std::string>> &error() const { return m_error; }

private:
    struct Level {
        bool object = false;
        std::size_t index = 0;
        std::string path;
        std::string key;
        std::set<std::string> keys;
    };

    bool fail(std::size_t at, std::string reason)
    {
        if (!m_error)
            m_error.emplace(at, std::move(reason));
        return false;
    }

    /// The pointer of the value that starts now, recording its offset for array elements and the root.
    std::string beginValue(std::size_t at)
    {
        if (m_stack.empty()) {
            if (m_offsets)
                (*m_offsets)[""] = at;
            return {};
        }
        Level &top = m_stack.back();
        if (top.object)
            return top.path + jsonPointerStep(top.key);
        std::string p = top.path + "/" + std::to_string(top.index++);
        if (m_offsets)
            (*m_offsets)[p] = at;
        return p;
    }
    bool scalar(std::size_t at)
    {
        if (m_offsets)
            beginValue(at);
        else if (!m_stack.empty() && !m_stack.back().object)
            ++m_stack.back().index;
        return true;
    }
    bool open(bool object)
    {
        const std::size_t at = m_consumed > 0 ? m_consumed - 1 : 0;
        if (static_cast<int>(m_stack.size()) >= m_limits.maxDepth)
            return fail(at, "objects and arrays are nested more than " + std::to_string(m_limits.maxDepth) + " levels deep");
        Level l;
        l.object = object;
        l.path = beginValue(at);
        m_stack.push_back(std::move(l));
        return true;
    }
    void close()
    {
        if (!m_stack.empty())
            m_stack.pop_back();
    }
    /// A number's lexer reads one character past it (unless at the end of the input).
    std::size_t numberStart() const
    {
        std::size_t e = std::min(m_consumed, m_text.size());
        if (e > 0 && !numberChar(m_text[e - 1]))
            --e;
        while (e > 0 && numberChar(m_text[e - 1]))
            --e;
        return e;
    }
    /// A string token ends with its closing quote at consumed - 1: find the opening one.
    std::size_t stringStart(std::size_t consumed) const
    {
        if (consumed < 2 || consumed > m_text.size())
            return 0;
        for (std::size_t i = consumed - 1; i-- > 0;) {
            if (m_text[i] != '"')
                continue;
            std::size_t backslashes = 0;
            while (i > backslashes && m_text[i - backslashes - 1] == '\\')
                ++backslashes;
            if (backslashes % 2 == 0)
                return i;
        }
        return 0;
    }

    Dom m_dom;
    std::string_view m_text;
    const std::size_t &m_consumed;
    JsonOffsets *m_offsets;
    JsonLimits m_limits;
    std::vector<Level> m_stack;
    std::optional<std::pair<std::size_t, std::string>> m_error;
};

} // namespace

std::string jsonPointerStep(std::string_view key)
{
    std::string out = "/";
    for (char c : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

template <typename Json>
Result<Json> parseJsonStrict(std::string_view text, const std::string &source, JsonOffsets *offsets, const JsonLimits &limits)
{
    auto where = [&](std::size_t at) { return source + ":" + positionString(text, at) + ": "; };
    // nlohmann checks UTF-8 inside strings only; outside them any non-ASCII byte is a syntax error anyway,
    // but naming the broken sequence is clearer than "invalid literal".
    if (auto bad = findInvalidUtf8(text))
        return Error{ErrorCode::Parse, where(bad->offset) + "invalid UTF-8: " + bad->reason};
    Json root;
    std::size_t consumed = 0;
    StrictSax<Json> sax(root, text, consumed, offsets, limits);
    try {
        CountingIterator first {text.data(), text.data(), &consumed};
        CountingIterator last {text.data() + text.size(), text.data(), &consumed};
        const bool ok = Json::sax_parse(first, last, &sax);
        if (sax.error())
            return Error{ErrorCode::Parse, where(sax.error()->first) + sax.error()->second};
        if (!ok)
            return Error{ErrorCode::Parse, where(consumed) + "invalid JSON"};
    } catch (const std::exception &e) {
        return Error{ErrorCode::Parse, where(consumed) + reasonOf(e)};
    }
    return root;
}

template Result<nlohmann::json> parseJsonStrict<nlohmann::json>(std::string_view, const std::string &, JsonOffsets *,
                                                                const JsonLimits &);
template Result<nlohmann::ordered_json> parseJsonStrict<nlohmann::ordered_json>(std::string_view, const std::string &,
                                                                                JsonOffsets *, const JsonLimits &);

Result<JsonObjectList> parseJsonObjectList(std::string_view text, const std::string &source, JsonOffsets &offsets,
                                           const std::string &noun, ErrorCode code)
{
    auto parsed = parseJsonStrict<nlohmann::ordered_json>(text, source, &offsets);
    if (!parsed)
        return parsed.error();
    JsonObjectList list;
    list.single = parsed->is_object();
    if (list.single)
        list.items.push_back(std::move(*parsed));
    else if (parsed->is_array())
        list.items = std::move(*parsed);
    else
        return Error{code, source + ":1:1: expected a list of " + noun + " objects"};
    return list;
}

std::string jsonWhere(std::string_view text, const std::string &source, const JsonOffsets &offsets, const std::string &pointer)
{
    auto it = offsets.find(pointer);
    return source + ":" + positionString(text, it == offsets.end() ? 0 : it->second);
}

} // namespace rl

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/dimensiondecl.h"

#include "engine/core/jsonstrict.h"
#include "engine/core/utf8.h"
#include "engine/io/cells.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

using nlohmann::ordered_json;

namespace rl::io {

namespace {

constexpr const char *kExpected = " (expected NAME:LO-HI[:integer|continuous] or NAME:categorical[:ordinal][:L1,L2,...])";

bool isSpace(char c) { return c == ' ' || c == '\t'; }

/// What breaks the rules every label set obeys, whichever way it was declared: the reason, and the
/// index of the label at fault (npos when it is the set's size).
struct LabelsProblem {
    std::string why; ///< empty when the labels obey the rules
    std::size_t index = std::string::npos;
};

LabelsProblem labelsProblem(const std::vector<std::string> &labels)
{
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const std::string &l = labels[i];
        if (l.empty())
            return {"label " + std::to_string(i + 1) + " is empty", i};
        if (isSpace(l.front()) || isSpace(l.back()))
            return {"label '" + excerpt(l) + "' begins or ends with a space (a cell is read without them, so no rating "
                    "could match it)", i};
        for (std::size_t j = 0; j < i; ++j)
            if (labels[j] == l)
                return {"label '" + excerpt(l) + "' appears twice", i};
    }
    if (labels.size() < 2)
        return {"a categorical dimension needs at least two levels"};
    return {};
}

/// A categorical dimension with `labels` (already checked, or empty for a pending declaration).
study::Dimension categorical(std::string name, std::vector<std::string> labels, bool ordered)
{
    study::Dimension d;
    d.name = std::move(name);
    d.kind = study::DimensionKind::Categorical;
    d.levels = std::move(labels);
    d.ordered = ordered;
    d.scaleMin = 0;
    d.scaleMax = d.levels.empty() ? 0 : static_cast<double>(d.levels.size()) - 1;
    d.integerValued = true;
    return d;
}

/// The rules of a numeric scale; empty when it obeys them.
std::string scaleProblem(double lo, double hi, bool integer)
{
    if (!(lo < hi))
        return "LO must be below HI";
    if (integer && (lo != std::floor(lo) || hi != std::floor(hi)))
        return "an integer scale needs integer ends";
    return {};
}

bool needsQuotes(std::string_view label)
{
    return label.find_first_of(",\":") != std::string_view::npos || (!label.empty() && (isSpace(label.front()) || isSpace(label.back())))
        || label == "ordinal";
}

} // namespace

Result<std::vector<std::string>> parseLabelList(std::string_view text)
{
    auto bad = [](std::size_t n, const std::string &why) {
        return Error {ErrorCode::Validation, "label " + std::to_string(n) + ": " + why};
    };
    std::vector<std::string> labels;
    std::size_t pos = 0;
    for (std::size_t n = 1;; ++n) {
        while (pos < text.size() && isSpace(text[pos]))
            ++pos;
        std::string label;
        if (pos < text.size() && text[pos] == '"') {
            const std::size_t open = pos++;
            bool closed = false;
            while (pos < text.size()) {
                if (text[pos] == '"') {
                    if (pos + 1 < text.size() && text[pos + 1] == '"') {
                        label += '"';
                        pos += 2;
                        continue;
                    }
                    closed = true;
                    ++pos;
                    break;
                }
                label += text[pos++];
            }
            if (!closed)
                return bad(n, "the quote at character " + std::to_string(open + 1) + " is never closed");
            while (pos < text.size() && isSpace(text[pos]))
                ++pos;
            if (pos < text.size() && text[pos] != ',')
                return bad(n, "text after its closing quote at character " + std::to_string(pos + 1)
                               + " (quote the whole label, and write a quote inside it as \"\")");
        } else {
            const std::size_t comma = std::min(text.find(',', pos), text.size());
            const std::string_view field = trimCell(text.substr(pos, comma - pos));
            if (field.find('"') != std::string_view::npos)
                return bad(n, "'" + excerpt(field) + "' has a quote inside an unquoted label (quote the whole label, "
                               "and write a quote inside it as \"\")");
            label = std::string(field);
            pos = comma;
        }
        if (label.empty())
            return bad(n, "an empty label");
        labels.push_back(std::move(label));
        if (pos >= text.size())
            break;
        ++pos; // the comma
    }
    if (const auto problem = labelsProblem(labels); !problem.why.empty())
        return Error {ErrorCode::Validation, problem.why};
    return labels;
}

std::string labelListText(const std::vector<std::string> &labels, std::string_view separator)
{
    std::string out;
    for (std::size_t i = 0; i < labels.size(); ++i) {
        if (i)
            out += separator;
        if (!needsQuotes(labels[i])) {
            out += labels[i];
            continue;
        }
        out += '"';
        for (char c : labels[i])
            out += c == '"' ? std::string("\"\"") : std::string(1, c);
        out += '"';
    }
    return out;
}

bool isPending(const study::Dimension &d) { return d.kind == study::DimensionKind::Categorical && d.levels.empty(); }

Result<study::Dimension> parseDimensionDecl(std::string_view text)
{
    auto bad = [&](const std::string &why) {
        return Error {ErrorCode::Validation, "--dimension '" + excerpt(text) + "': " + why + kExpected};
    };
    const std::size_t c1 = text.find(':');
    if (c1 == std::string_view::npos || c1 == 0)
        return bad("no NAME: before the scale");
    const std::string name(trimCell(text.substr(0, c1)));
    if (name.empty())
        return bad("no NAME: before the scale");
    const std::string_view rest = text.substr(c1 + 1);
    const std::size_t c2 = rest.find(':');
    const std::string_view scale = trimCell(rest.substr(0, c2));
    const bool hasTail = c2 != std::string_view::npos;
    std::string_view tail = hasTail ? trimCell(rest.substr(c2 + 1)) : std::string_view();
    if (scale == "categorical") {
        // `ordinal` alone or before the list; a first label that is itself "ordinal" is written quoted.
        bool ordered = false;
        bool listed = hasTail;
        if (tail == "ordinal") {
            ordered = true;
            listed = false;
        } else if (tail.substr(0, 8) == "ordinal:") {
            ordered = true;
            tail = trimCell(tail.substr(8));
        }
        if (!listed)
            return categorical(name, {}, ordered);
        if (tail.empty())
            return bad("an empty label list (leave out the last ':' to take the labels from the file)");
        auto labels = parseLabelList(tail);
        if (!labels)
            return bad(labels.error().detail);
        return categorical(name, std::move(*labels), ordered);
    }
    // LO-HI: the separating '-' is the first one after the first character (LO may be negative).
    const std::size_t dash = scale.size() > 1 ? scale.find('-', 1) : std::string_view::npos;
    if (dash == std::string_view::npos)
        return bad("no LO-HI scale");
    double lo, hi;
    if (!parseCellNumber(scale.substr(0, dash), lo) || !parseCellNumber(scale.substr(dash + 1), hi))
        return bad("LO and HI must be numbers");
    study::Dimension d;
    d.name = name;
    d.kind = study::DimensionKind::Numeric;
    d.scaleMin = lo;
    d.scaleMax = hi;
    if (tail.empty() || tail == "integer")
        d.integerValued = true;
    else if (tail == "continuous")
        d.integerValued = false;
    else
        return bad("'" + excerpt(tail, 40) + "' is neither integer nor continuous");
    if (std::string why = scaleProblem(lo, hi, d.integerValued); !why.empty())
        return bad(why);
    return d;
}

std::string dimensionDeclText(const study::Dimension &d)
{
    if (d.kind == study::DimensionKind::Categorical) {
        std::string text = d.name + ":categorical";
        if (d.ordered)
            text += ":ordinal";
        if (!d.levels.empty())
            text += ":" + labelListText(d.levels);
        return text;
    }
    return d.name + ":" + formatNumber(d.scaleMin) + "-" + formatNumber(d.scaleMax) + ":"
        + (d.integerValued ? "integer" : "continuous");
}

Result<std::vector<study::Dimension>> parseDimensionsJson(std::string_view text, const std::string &source)
{
    JsonOffsets offsets;
    auto parsed = parseJsonObjectList(text, source, offsets, "dimension", ErrorCode::Validation);
    if (!parsed)
        return parsed.error();
    const ordered_json &doc = parsed->items;

    static const std::set<std::string> kKnown {"name", "kind", "labels", "ordered", "min", "max", "integer"};
    static const std::set<std::string> kCategoricalOnly {"labels", "ordered"};
    static const std::set<std::string> kNumericOnly {"min", "max", "integer"};
    std::vector<study::Dimension> out;
    for (std::size_t i = 0; i < doc.size(); ++i) {
        const auto &obj = doc[i];
        const std::string pointer = parsed->pointer(i);
        auto at = [&](const std::string &sub) { return jsonWhere(text, source, offsets, pointer + sub); };
        std::string who = "dimension " + std::to_string(i + 1);
        auto bad = [&](const std::string &sub, const std::string &why) {
            return Error {ErrorCode::Validation, at(sub) + ": " + who + ": " + why};
        };
        if (!obj.is_object())
            return bad({}, "is not an object");
        const auto name = obj.find("name");
        if (name != obj.end() && name->is_string())
            who += " ('" + excerpt(name->get<std::string>()) + "')";
        for (auto it = obj.begin(); it != obj.end(); ++it)
            if (!kKnown.count(it.key()))
                return bad(jsonPointerStep(it.key()), "unknown key '" + excerpt(it.key())
                                                          + "' (known: name, kind, labels, ordered, min, max, integer)");
        if (name == obj.end())
            return bad({}, "key 'name' is missing");
        if (!name->is_string() || trimCell(name->get<std::string>()).empty()
            || trimCell(name->get<std::string>()).size() != name->get<std::string>().size())
            return bad("/name", "key 'name' must be a non-empty string without spaces around it");
        const auto kind = obj.find("kind");
        if (kind == obj.end())
            return bad({}, "key 'kind' is missing (categorical or numeric)");
        if (!kind->is_string() || (*kind != "categorical" && *kind != "numeric"))
            return bad("/kind", "key 'kind' must be \"categorical\" or \"numeric\"");
        const bool isCategorical = *kind == "categorical";
        for (const auto &k : isCategorical ? kNumericOnly : kCategoricalOnly)
            if (obj.contains(k))
                return bad(jsonPointerStep(k), "key '" + k + "' belongs to a " + (isCategorical ? "numeric" : "categorical")
                                                   + " dimension");
        auto flag = [&](const char *key, bool fallback) -> Result<bool> {
            const auto it = obj.find(key);
            if (it == obj.end())
                return fallback;
            if (!it->is_boolean())
                return bad(jsonPointerStep(key), std::string("key '") + key + "' must be true or false");
            return it->get<bool>();
        };
        if (isCategorical) {
            auto ordered = flag("ordered", false);
            if (!ordered)
                return ordered.error();
            std::vector<std::string> labels;
            if (const auto it = obj.find("labels"); it != obj.end()) {
                if (!it->is_array())
                    return bad("/labels", "key 'labels' must be a list of strings (leave it out to take the labels from the file)");
                for (std::size_t k = 0; k < it->size(); ++k) {
                    if (!(*it)[k].is_string())
                        return bad("/labels/" + std::to_string(k), "label " + std::to_string(k + 1) + " is not a string");
                    labels.push_back((*it)[k].get<std::string>());
                }
                if (const auto problem = labelsProblem(labels); !problem.why.empty()) {
                    const std::string sub = problem.index == std::string::npos ? std::string("/labels")
                                                                                : "/labels/" + std::to_string(problem.index);
                    return bad(sub, problem.why + (labels.empty() ? " (leave 'labels' out to take them from the file)" : ""));
                }
            }
            out.push_back(categorical(name->get<std::string>(), std::move(labels), *ordered));
        } else {
            double ends[2] = {0, 0};
            const char *keys[2] = {"min", "max"};
            for (int e = 0; e < 2; ++e) {
                const auto it = obj.find(keys[e]);
                if (it == obj.end())
                    return bad({}, std::string("key '") + keys[e] + "' is missing (a numeric dimension needs min and max)");
                if (!it->is_number())
                    return bad(jsonPointerStep(keys[e]), std::string("key '") + keys[e] + "' must be a number");
                ends[e] = it->get<double>();
            }
            auto integer = flag("integer", true);
            if (!integer)
                return integer.error();
            if (std::string why = scaleProblem(ends[0], ends[1], *integer); !why.empty())
                return bad("/max", "the scale " + formatNumber(ends[0]) + ".." + formatNumber(ends[1]) + ": "
                               + (why == "LO must be below HI" ? std::string("min must be below max") : why));
            study::Dimension d;
            d.name = name->get<std::string>();
            d.kind = study::DimensionKind::Numeric;
            d.scaleMin = ends[0];
            d.scaleMax = ends[1];
            d.integerValued = *integer;
            out.push_back(std::move(d));
        }
        for (std::size_t j = 0; j + 1 < out.size(); ++j)
            if (out[j].name == out.back().name)
                return bad("/name", "'" + excerpt(out.back().name) + "' is declared twice (first as dimension "
                                        + std::to_string(j + 1) + ")");
    }
    return out;
}

Result<std::vector<study::Dimension>> readDimensionsFile(const std::string &path)
{
    auto bytes = readFileBytes(path);
    if (!bytes)
        return bytes.error();
    return parseDimensionsJson(*bytes, path);
}

std::string dimensionsToJson(const std::vector<study::Dimension> &dimensions)
{
    ordered_json doc = ordered_json::array();
    for (const auto &d : dimensions) {
        ordered_json j;
        j["name"] = d.name;
        if (d.kind == study::DimensionKind::Categorical) {
            j["kind"] = "categorical";
            if (!d.levels.empty())
                j["labels"] = d.levels;
            j["ordered"] = d.ordered;
        } else {
            j["kind"] = "numeric";
            j["min"] = d.scaleMin;
            j["max"] = d.scaleMax;
            j["integer"] = d.integerValued;
        }
        doc.push_back(std::move(j));
    }
    return doc.dump(2) + "\n";
}

namespace {

/// labelsInTable's loop: `fieldsOf(row)` is a row's fields.
template <typename Rows, typename Fields>
std::vector<std::string> labelsIn(int dimCol, int valueCol, const Rows &rows, Fields fieldsOf, std::string_view name)
{
    std::vector<std::string> labels;
    if (dimCol < 0 || valueCol < 0)
        return labels;
    std::set<std::string, std::less<>> seen;
    for (const auto &row : rows) {
        const std::vector<std::string> &fields = fieldsOf(row);
        if (std::size_t(std::max(dimCol, valueCol)) >= fields.size() || trimCell(fields[std::size_t(dimCol)]) != name)
            continue;
        const std::string_view cell = fields[std::size_t(valueCol)];
        if (isMissingCell(cell))
            continue;
        if (const std::string_view label = trimCell(cell); seen.find(label) == seen.end()) {
            seen.emplace(label);
            labels.emplace_back(label);
        }
    }
    return labels;
}

} // namespace

std::vector<std::string> labelsInTable(const CsvTable &t, std::string_view name)
{
    return labelsIn(t.column("dimension"), t.column("value"), t.rows,
                    [](const CsvRow &row) -> const std::vector<std::string> & { return row.fields; }, name);
}

std::vector<std::string> labelsInRows(const std::vector<std::string> &header,
                                      const std::vector<std::vector<std::string>> &rows, std::string_view name)
{
    auto column = [&](const char *n) {
        const auto it = std::find(header.begin(), header.end(), n);
        return it == header.end() ? -1 : int(it - header.begin());
    };
    return labelsIn(column("dimension"), column("value"), rows,
                    [](const std::vector<std::string> &fields) -> const std::vector<std::string> & { return fields; }, name);
}

Status resolveFileLabels(const study::Study &s, std::vector<study::Dimension> &declared, const CsvTable &t,
                         bool predictions)
{
    const std::string where = t.source + ":" + std::to_string(t.headerLine);
    for (auto &d : declared) {
        if (!isPending(d))
            continue;
        const std::string named = "dimension '" + excerpt(d.name) + "' is declared without labels";
        if (const int existing = s.findDimension(d.name); existing >= 0) {
            const auto &have = s.dimensions[static_cast<std::size_t>(existing)];
            if (have.kind == study::DimensionKind::Categorical) {
                d = categorical(d.name, have.levels, d.ordered);
                continue;
            }
        }
        if (predictions)
            return Error {ErrorCode::Validation,
                          where + ": " + named + ", and a model's answers do not make a label set (an answer outside "
                              "it is invalid): list them (--dimension " + excerpt(d.name) + ":categorical:L1,L2,...) or "
                              "import the human ratings first"};
        if (t.column("dimension") < 0 || t.column("value") < 0)
            return Error {ErrorCode::Validation, where + ": " + named + ", and only a long ratings file (dimension and "
                                                                        "value columns) holds labels: list them"};
        std::vector<std::string> labels = labelsInTable(t, d.name); // trimmed and distinct: only their count can fail
        if (labels.size() < 2) {
            const std::string held = labels.empty() ? std::string("no label of it")
                                                    : "only the label '" + excerpt(labels.front()) + "' of it";
            return Error {ErrorCode::Validation, where + ": " + named + ", and the file holds " + held
                                                     + ": a categorical dimension needs at least two labels; list them"};
        }
        d = categorical(d.name, std::move(labels), d.ordered);
    }
    return {};
}

Status checkDistinctNames(const std::vector<study::Dimension> &declared)
{
    for (std::size_t i = 0; i < declared.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (declared[i].name == declared[j].name)
                return Error {ErrorCode::Validation, "dimension '" + excerpt(declared[i].name) + "' is declared twice"};
    return {};
}

} // namespace rl::io

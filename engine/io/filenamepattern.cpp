// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/filenamepattern.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace rl::io {

namespace {

using Kind = FileNamePattern::Token::Kind;

bool isContinuation(unsigned char c) { return (c & 0xC0) == 0x80; }

/// 1-based character column of byte `offset` (UTF-8 code points).
int columnOf(std::string_view text, std::size_t offset)
{
    int column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i)
        if (!isContinuation(static_cast<unsigned char>(text[i])))
            ++column;
    return column;
}

bool nameChar(unsigned char c, bool first)
{
    if (c >= 0x80)
        return true; // any non-ASCII character (the bytes of a UTF-8 sequence)
    if (c == '_' || std::isalpha(c))
        return true;
    return !first && std::isdigit(c);
}

/// Backtracking match of tokens[t..] against name[pos..]; fields take the shortest text first.
bool matchFrom(const std::vector<FileNamePattern::Token> &tokens, std::size_t t, std::string_view name, std::size_t pos,
               std::vector<std::string_view> &captures)
{
    if (t == tokens.size())
        return pos == name.size();
    const auto &token = tokens[t];
    switch (token.kind) {
    case Kind::Literal:
        if (name.substr(pos, token.text.size()) != token.text)
            return false;
        return matchFrom(tokens, t + 1, name, pos + token.text.size(), captures);
    case Kind::Field:
    case Kind::Wildcard: {
        const bool field = token.kind == Kind::Field;
        for (std::size_t end = pos + (field ? 1 : 0); end <= name.size(); ++end) {
            const std::string_view taken = name.substr(pos, end - pos);
            if (field && taken.find('/') != std::string_view::npos)
                return false;
            // A field never ends inside a UTF-8 sequence.
            if (end < name.size() && isContinuation(static_cast<unsigned char>(name[end])))
                continue;
            if (field)
                captures.push_back(taken);
            if (matchFrom(tokens, t + 1, name, end, captures))
                return true;
            if (field)
                captures.pop_back();
        }
        return false;
    }
    }
    return false;
}

bool imageExtension(std::string ext)
{
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return ext == ".png" || ext == ".jpg" || ext == ".jpeg" || ext == ".webp" || ext == ".svg";
}

} // namespace

Result<FileNamePattern> parseFileNamePattern(std::string_view text)
{
    auto bad = [&](std::size_t offset, const std::string &why) {
        return Error {ErrorCode::Validation, "column " + std::to_string(columnOf(text, offset)) + ": " + why};
    };
    if (text.empty())
        return Error {ErrorCode::Validation, "column 1: the pattern is empty"};
    FileNamePattern p;
    p.source = std::string(text);
    auto addLiteral = [&](char c) {
        if (p.tokens.empty() || p.tokens.back().kind != Kind::Literal)
            p.tokens.push_back({Kind::Literal, {}});
        p.tokens.back().text += c;
    };
    auto afterCapture = [&](std::size_t offset) -> Status {
        if (!p.tokens.empty() && p.tokens.back().kind != Kind::Literal)
            return bad(offset, "a field or '*' must be separated from the one before it by literal text");
        return {};
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\\') {
            if (i + 1 == text.size())
                return bad(i, "a '\\' at the end escapes nothing (write '\\\\' for a backslash)");
            const char next = text[i + 1];
            if (next != '{' && next != '}' && next != '*' && next != '\\')
                return bad(i + 1, std::string("'\\") + next + "' is not an escape (only \\{, \\}, \\* and \\\\ are)");
            addLiteral(next);
            ++i;
        } else if (c == '*') {
            RL_TRY(afterCapture(i));
            p.tokens.push_back({Kind::Wildcard, {}});
        } else if (c == '}') {
            return bad(i, "'}' closes no field (write '\\}' for the character)");
        } else if (c == '{') {
            const std::size_t close = text.find('}', i + 1);
            const std::size_t open = text.find('{', i + 1);
            if (close == std::string_view::npos)
                return bad(i, "'{' opens a field that is never closed with '}'");
            if (open != std::string_view::npos && open < close)
                return bad(open, "'{' inside a field (fields do not nest)");
            const std::string_view name = text.substr(i + 1, close - i - 1);
            if (name.empty())
                return bad(i, "'{}' names no field");
            for (std::size_t k = 0; k < name.size(); ++k)
                if (!nameChar(static_cast<unsigned char>(name[k]), k == 0))
                    return bad(i + 1 + k, std::string("'") + name[k] + "' cannot be part of a field name "
                                                                         "(letters, digits and '_', not starting with a digit)");
            const std::string field(name);
            if (field == "file")
                return bad(i + 1, "'file' is the column of the file name itself and cannot be a field");
            if (std::find(p.fields.begin(), p.fields.end(), field) != p.fields.end())
                return bad(i + 1, "the field '" + field + "' appears twice");
            RL_TRY(afterCapture(i));
            p.tokens.push_back({Kind::Field, field});
            p.fields.push_back(field);
            i = close;
        } else {
            addLiteral(c);
        }
    }
    if (p.fields.empty())
        return bad(0, "the pattern has no {field}: write the factors as {name}, e.g. {race}_{gender}.png");
    return p;
}

std::optional<std::vector<std::string>> matchFileName(const FileNamePattern &pattern, std::string_view name)
{
    std::vector<std::string_view> captures;
    if (!matchFrom(pattern.tokens, 0, name, 0, captures))
        return std::nullopt;
    return std::vector<std::string>(captures.begin(), captures.end());
}

FileNameMatches matchFileNames(const FileNamePattern &pattern, const std::vector<std::string> &names)
{
    FileNameMatches out;
    int idField = -1;
    for (std::size_t f = 0; f < pattern.fields.size(); ++f) {
        if (pattern.fields[f] == "stimulus_id")
            idField = static_cast<int>(f);
        else
            out.factors.push_back(pattern.fields[f]);
    }
    for (const std::string &name : names) {
        auto values = matchFileName(pattern, name);
        if (!values) {
            out.unmatched.push_back(name);
            continue;
        }
        FileNameMatches::Row row;
        row.file = name;
        for (std::size_t f = 0; f < values->size(); ++f) {
            if (static_cast<int>(f) == idField)
                row.stimulusId = (*values)[f];
            else
                row.values.push_back(std::move((*values)[f]));
        }
        if (idField < 0) {
            const std::size_t dot = name.rfind('.');
            row.stimulusId = dot == std::string::npos || dot == 0 ? name : name.substr(0, dot);
        }
        out.rows.push_back(std::move(row));
    }
    return out;
}

CsvTable stimulusTable(const FileNameMatches &matches, const std::string &source)
{
    CsvTable t;
    t.source = source;
    t.header = {"stimulus_id", "file"};
    t.header.insert(t.header.end(), matches.factors.begin(), matches.factors.end());
    int line = 2;
    for (const auto &m : matches.rows) {
        CsvRow row;
        row.line = line++;
        row.fields = {m.stimulusId, m.file};
        row.fields.insert(row.fields.end(), m.values.begin(), m.values.end());
        t.rows.push_back(std::move(row));
    }
    return t;
}

Result<std::vector<std::string>> listImageFiles(const std::string &folder)
{
    std::error_code ec;
    std::filesystem::directory_iterator it(folder, ec);
    if (ec)
        return Error {ErrorCode::Io, folder + ": the folder cannot be read (" + ec.message() + ")"};
    std::vector<std::string> names;
    for (const auto &entry : it) {
        std::error_code fileEc;
        if (!entry.is_regular_file(fileEc))
            continue;
        if (imageExtension(entry.path().extension().string()))
            names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace rl::io

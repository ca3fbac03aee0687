// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/stereotales/seeds.h"

#include "engine/core/atomicfile.h"
#include "engine/core/utf8.h"
#include "engine/io/csv.h"
#include "engine/io/stereotales/stories.h"
#include "engine/study/secretscan.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

namespace rl::io::stereotales {

namespace fs = std::filesystem;
using study::stereotales::Grid;
using study::stereotales::GridAttribute;
using study::stereotales::GridLanguage;
using study::stereotales::GridScenarioGroup;

namespace {

constexpr const char *kKey = study::stereotales::kKeyLanguage;

std::string attributesFile(const std::string &lang) { return "attributes/attributes." + lang + ".yaml"; }
std::string scenariosFile(const std::string &lang) { return "scenarios/scenario." + lang + ".yaml"; }
std::string promptsFile(const std::string &lang) { return "prompts_template/prompts." + lang + ".yaml"; }
constexpr const char *kAdditionalFile = "prompts_template/additional_prompt.en.yaml";

/// "file:line:column" of a node (yaml-cpp marks are 0-based), or "file" when the node has no mark.
std::string at(const std::string &file, const YAML::Mark &m)
{
    if (m.line < 0)
        return file;
    return file + ":" + std::to_string(m.line + 1) + ":" + std::to_string(m.column + 1);
}

Error bad(const std::string &file, const YAML::Node &n, const std::string &reason)
{
    return Error{ErrorCode::Validation, at(file, n.Mark()) + ": " + clipQuoted(reason)}; // never a whole 64 KiB key
}

/// A text of a seed file as yaml-cpp returned it, made valid UTF-8: yaml-cpp decodes the escapes \N and \_ to
/// the single bytes 0x85 and 0xA0 instead of the UTF-8 of U+0085 and U+00A0 (the file itself was checked to be
/// UTF-8), so a lone 0x85 or 0xA0 becomes the character its escape names. Any other invalid sequence (an escaped
/// surrogate such as \uD800) stays invalid: nullopt.
std::optional<std::string> utf8Text(std::string_view s)
{
    std::string out;
    for (auto bad = findInvalidUtf8(s); bad; bad = findInvalidUtf8(s)) {
        const auto byte = static_cast<unsigned char>(s[bad->offset]);
        if (byte != 0x85 && byte != 0xA0)
            return std::nullopt;
        out.append(s.substr(0, bad->offset));
        out += '\xC2';
        out += static_cast<char>(byte);
        s.remove_prefix(bad->offset + 1);
    }
    out.append(s);
    return out;
}

/// The deepest nesting a seed file needs is 3 (attribute, its fields, their lists); deeper is refused before
/// any reader recurses into it.
constexpr int kMaxDepth = 16;

/// Every text of a loaded file, keys included, checked once where it leaves yaml-cpp, so that nothing
/// else in RaterLab sees a text that could not be written as JSON or stored: valid UTF-8 (utf8Text), no NUL,
/// nothing shaped like an API key (secretscan.h; a key pasted into a seed file would be stored in the project
/// and sent with every prompt). `budget` counts the nodes: YAML aliases (*name) could make a few bytes stand
/// for millions of nodes, so more nodes than the file has bytes is refused.
Status checkTexts(const std::string &file, YAML::Node node, std::size_t &budget, int depth)
{
    if (budget == 0)
        return bad(file, node, "the file's YAML aliases (*name) expand it to more nodes than it has bytes");
    --budget;
    if (depth > kMaxDepth)
        return bad(file, node, "nested deeper than " + std::to_string(kMaxDepth) + " levels; a seed file needs 3");
    if (node.IsScalar()) {
        auto text = utf8Text(node.Scalar());
        if (!text)
            return bad(file, node, "a text that is not valid UTF-8 (an escaped surrogate such as \\uD800?)");
        if (text->find('\0') != std::string::npos)
            return bad(file, node, "a text holds a NUL character (the escape \\0 or \\x00)");
        if (const auto key = study::findKeyShape(*text))
            return bad(file, node, study::idKeyRefusal("a text of a seed file", *key));
        if (*text != node.Scalar())
            node = *text; // the node itself (shared with its parent): its mark stays
        return {};
    }
    if (node.IsSequence()) {
        for (auto child : node)
            RL_TRY(checkTexts(file, child, budget, depth + 1));
    } else if (node.IsMap()) {
        for (auto it = node.begin(); it != node.end(); ++it) {
            RL_TRY(checkTexts(file, it->first, budget, depth + 1));
            RL_TRY(checkTexts(file, it->second, budget, depth + 1));
        }
    }
    return {};
}

/// One loaded YAML file.
struct Doc {
    std::string file; ///< relative path, for messages
    YAML::Node root;
};

Result<Doc> load(const std::string &dir, const std::string &file)
{
    const fs::path path = fs::path(dir) / file;
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        return Error{ErrorCode::NotFound, file + ": missing in " + dir};
    auto bytes = readFileBytes(path.string());
    if (!bytes)
        return bytes.error();
    if (!isValidUtf8(*bytes))
        return Error{ErrorCode::Parse, file + ": not UTF-8 text"};
    Doc d;
    d.file = file;
    try {
        std::vector<YAML::Node> docs = YAML::LoadAll(*bytes);
        if (docs.size() > 1) // a second document would be ignored: refused instead of half read
            return bad(file, docs[1], "a second YAML document (after '---'); a seed file holds one");
        if (!docs.empty())
            d.root = docs.front();
    } catch (const YAML::Exception &e) {
        return Error{ErrorCode::Parse, at(file, e.mark) + ": " + clipQuoted("malformed YAML: " + e.msg)};
    }
    std::size_t budget = bytes->size() + 16;
    RL_TRY(checkTexts(file, d.root, budget, 0));
    return d;
}

/// The entries of a mapping in file order, refusing repeated or non-scalar keys.
Result<std::vector<std::pair<YAML::Node, YAML::Node>>> entries(const Doc &d, const YAML::Node &map, const std::string &what)
{
    if (!map.IsMap())
        return bad(d.file, map, what + " must be a mapping of names");
    std::vector<std::pair<YAML::Node, YAML::Node>> out;
    std::set<std::string> seen;
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (!it->first.IsScalar() || it->first.Scalar().empty())
            return bad(d.file, it->first, "a key of " + what + " must be a non-empty name");
        if (!seen.insert(it->first.Scalar()).second)
            return bad(d.file, it->first, "key '" + excerpt(it->first.Scalar()) + "' appears twice");
        out.emplace_back(it->first, it->second);
    }
    return out;
}

Result<std::vector<std::string>> strings(const Doc &d, const YAML::Node &seq, const std::string &what)
{
    if (!seq.IsSequence())
        return bad(d.file, seq, what + " must be a list");
    std::vector<std::string> out;
    for (const auto &n : seq) {
        if (!n.IsScalar() || n.Scalar().empty())
            return bad(d.file, n, "an entry of " + what + " must be a non-empty text");
        out.push_back(n.Scalar());
    }
    return out;
}

/// The most values one attribute can have: a project stores an answer as one byte, its value's code (0..254;
/// 255 is "no answer", stories.h).
constexpr std::size_t kMaxValues = kNoAnswer;

/// A key-language name that becomes part of an item key ("<language>|<attribute>=<value>|<scenario>", grid.h) or an
/// association key ("<A>=<a>|<B>=<b>"): it cannot hold the separators '|' and '=', or two different prompts would
/// get one key.
Status keyText(const Doc &d, const YAML::Node &n, const std::string &what)
{
    if (n.Scalar().find_first_of("|=") != std::string::npos)
        return bad(d.file, n, what + " contains '|' or '=', which separate the parts of prompt and association keys");
    return {};
}

/// attributes.<lang>.yaml into `lang` (values, templates); the key language also fills g.attributes.
Status readAttributes(const Doc &d, Grid &g, GridLanguage &lang, const Doc *keyDoc)
{
    const bool key = keyDoc == nullptr;
    if (d.root.IsNull())
        return Error{ErrorCode::Validation, d.file + ": no attributes (the file is empty)"};
    auto list = entries(d, d.root, "the attributes file");
    if (!list)
        return list.error();
    std::size_t index = 0;
    for (const auto &[k, node] : *list) {
        const std::string name = k.Scalar();
        if (key)
            RL_TRY(keyText(d, k, "attribute name '" + name + "'"));
        if (!key) {
            if (index >= g.attributes.size() || g.attributes[index].name != name) {
                const int known = g.findAttribute(name);
                return bad(d.file, k, known < 0 ? "unknown attribute '" + excerpt(name) + "' (not in " + keyDoc->file + ")"
                                                : "attribute '" + name + "' is out of order (it is number " + std::to_string(known + 1)
                                                      + " in " + keyDoc->file + ", here number " + std::to_string(index + 1) + ")");
            }
        }
        auto fields = entries(d, node, "attribute '" + name + "'");
        if (!fields)
            return fields.error();
        YAML::Node values, templates;
        for (const auto &[fk, fv] : *fields) {
            if (fk.Scalar() == "values")
                values = fv;
            else if (fk.Scalar() == "template_choices")
                templates = fv;
            else
                return bad(d.file, fk, "unknown key '" + excerpt(fk.Scalar()) + "' in attribute '" + name + "' (values, template_choices)");
        }
        if (!values || !templates)
            return bad(d.file, node, "attribute '" + name + "' needs both `values` and `template_choices`");
        auto vals = strings(d, values, "the values of '" + name + "'");
        if (!vals)
            return vals.error();
        if (!templates.IsSequence())
            return bad(d.file, templates, "the template_choices of '" + name + "' must be a list");
        if (templates.size() != vals->size())
            return bad(d.file, templates, "attribute '" + name + "' has " + std::to_string(vals->size()) + " values but "
                                              + std::to_string(templates.size()) + " template choices");
        if (vals->size() > kMaxValues)
            return bad(d.file, values, "attribute '" + name + "' has " + std::to_string(vals->size()) + " values; a project holds at most "
                                           + std::to_string(kMaxValues) + " per attribute (one byte per answer)");
        std::set<std::string> seen;
        for (std::size_t v = 0; v < vals->size(); ++v) {
            if (!seen.insert((*vals)[v]).second)
                return bad(d.file, values[v], "value '" + excerpt((*vals)[v]) + "' of '" + name + "' appears twice");
            if (key)
                RL_TRY(keyText(d, values[v], "value '" + (*vals)[v] + "' of '" + name + "'"));
        }
        std::vector<std::optional<std::string>> tmpl;
        for (std::size_t v = 0; v < templates.size(); ++v) {
            const YAML::Node t = templates[v];
            if (t.IsNull())
                tmpl.emplace_back(std::nullopt);
            else if (t.IsScalar() && !t.Scalar().empty())
                tmpl.emplace_back(t.Scalar());
            else
                return bad(d.file, t, "a template choice of '" + name + "' must be a non-empty text or null");
        }
        if (key) {
            GridAttribute a;
            a.name = name;
            a.values = *vals;
            for (const auto &t : tmpl)
                a.promptable.push_back(t.has_value());
            g.attributes.push_back(std::move(a));
        } else {
            const GridAttribute &a = g.attributes[index];
            if (vals->size() != a.values.size())
                return bad(d.file, values, "attribute '" + name + "' has " + std::to_string(vals->size()) + " values, " + keyDoc->file
                                               + " has " + std::to_string(a.values.size()));
            for (std::size_t v = 0; v < tmpl.size(); ++v)
                if (tmpl[v].has_value() != a.promptable[v])
                    return bad(d.file, templates[v], "template choice " + std::to_string(v + 1) + " of '" + name + "' is "
                                                         + (tmpl[v] ? "a text" : "null") + " but " + (a.promptable[v] ? "a text" : "null")
                                                         + " in " + keyDoc->file + " (value '" + a.values[v] + "')");
        }
        lang.values.push_back(std::move(*vals));
        lang.templates.push_back(std::move(tmpl));
        ++index;
    }
    if (!key && index < g.attributes.size())
        return bad(d.file, d.root, "attribute '" + g.attributes[index].name + "' of " + keyDoc->file + " is missing (the file has "
                                       + std::to_string(index) + " of " + std::to_string(g.attributes.size()) + ")");
    return {};
}

Status readScenarios(const Doc &d, Grid &g, GridLanguage &lang, const Doc *keyDoc)
{
    const bool key = keyDoc == nullptr;
    if (d.root.IsNull())
        return Error{ErrorCode::Validation, d.file + ": no scenario groups (the file is empty)"};
    auto list = entries(d, d.root, "the scenarios file");
    if (!list)
        return list.error();
    std::size_t index = 0;
    std::map<std::string, std::string> groupOf; // scenario key -> its group: a key names one scenario of the grid
    for (const auto &[k, node] : *list) {
        const std::string name = k.Scalar();
        if (key && node.IsSequence())
            for (const auto &n : node)
                if (n.IsScalar())
                    if (auto [it, fresh] = groupOf.emplace(n.Scalar(), name); !fresh)
                        return bad(d.file, n, "scenario '" + n.Scalar() + "' appears twice (first in group '" + it->second + "')");
        if (!key && (index >= g.groups.size() || g.groups[index].name != name))
            return bad(d.file, k, "scenario group '" + excerpt(name) + "' is " + (std::any_of(g.groups.begin(), g.groups.end(), [&](const auto &gr) { return gr.name == name; })
                                        ? "out of order"
                                        : "unknown")
                                      + " (the groups of " + keyDoc->file + " in their order)");
        auto sc = strings(d, node, "scenario group '" + name + "'");
        if (!sc)
            return sc.error();
        if (sc->empty())
            return bad(d.file, node, "scenario group '" + name + "' is empty");
        if (key) {
            g.groups.push_back({name, *sc});
        } else if (sc->size() != g.groups[index].scenarios.size()) {
            return bad(d.file, node, "scenario group '" + name + "' has " + std::to_string(sc->size()) + " scenarios, " + keyDoc->file
                                         + " has " + std::to_string(g.groups[index].scenarios.size()));
        }
        lang.scenarios.push_back(std::move(*sc));
        ++index;
    }
    if (!key && index < g.groups.size())
        return bad(d.file, d.root, "scenario group '" + g.groups[index].name + "' of " + keyDoc->file + " is missing");
    return {};
}

Status checkPlaceholders(const Doc &d, const YAML::Node &n, const std::string &name, bool context)
{
    const std::string &text = n.Scalar();
    if (context && text.find(study::stereotales::kContextPlaceholder) == std::string::npos)
        return bad(d.file, n, "template '" + name + "' lacks the placeholder {context}");
    if (text.find(study::stereotales::kCharacterPlaceholder) == std::string::npos)
        return bad(d.file, n, "template '" + name + "' lacks the placeholder {character}");
    return {};
}

Status readPrompts(const Doc &d, GridLanguage &lang)
{
    if (d.root.IsNull())
        return Error{ErrorCode::Validation, d.file + ": no scenario_based template (the file is empty)"};
    auto list = entries(d, d.root, "the prompts file");
    if (!list)
        return list.error();
    bool found = false;
    for (const auto &[k, node] : *list) {
        if (k.Scalar() != "scenario_based")
            return bad(d.file, k, "unknown key '" + excerpt(k.Scalar()) + "' (a prompts file holds scenario_based)");
        if (!node.IsScalar() || node.Scalar().empty())
            return bad(d.file, node, "scenario_based must be a non-empty text");
        RL_TRY(checkPlaceholders(d, node, "scenario_based", true));
        lang.scenarioTemplate = node.Scalar();
        found = true;
    }
    if (!found)
        return bad(d.file, d.root, "no scenario_based template");
    return {};
}

Status readAdditional(const Doc &d, GridLanguage &lang)
{
    if (d.root.IsNull())
        return {};
    auto list = entries(d, d.root, "the additional prompts file");
    if (!list)
        return list.error();
    for (const auto &[k, node] : *list) {
        if (!node.IsScalar())
            return bad(d.file, node, "template '" + k.Scalar() + "' must be a text");
        if (node.Scalar().empty())
            continue; // the seeds' way of switching a template off
        RL_TRY(checkPlaceholders(d, node, k.Scalar(), false));
        lang.additional.emplace_back(k.Scalar(), node.Scalar());
    }
    return {};
}

/// The language codes that have a file "<prefix><code>.yaml" in `sub`.
std::vector<std::string> codesIn(const std::string &dir, const std::string &sub, const std::string &prefix)
{
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto &e : fs::directory_iterator(fs::path(dir) / sub, ec)) {
        const std::string name = e.path().filename().string();
        if (name.starts_with(prefix) && name.ends_with(".yaml") && name.size() > prefix.size() + 5)
            out.push_back(name.substr(prefix.size(), name.size() - prefix.size() - 5));
    }
    return out;
}

} // namespace

namespace {

/// Refused when the grid would hold more than `maxPrompts` prompts (checked once the English files are read).
Status checkGridSize(const std::string &dir, const Grid &g, std::size_t languages, std::size_t maxPrompts)
{
    const std::size_t values = g.promptableCount(), scenarios = g.scenarioCount();
    const long double prompts = static_cast<long double>(values) * static_cast<long double>(scenarios) * static_cast<long double>(languages);
    if (prompts <= static_cast<long double>(maxPrompts))
        return {};
    return Error{ErrorCode::Validation, dir + ": the grid would hold " + std::to_string(static_cast<unsigned long long>(prompts)) + " prompts ("
                                            + std::to_string(values) + " promptable values x " + std::to_string(scenarios) + " scenarios x "
                                            + std::to_string(languages) + " languages), more than the limit of " + std::to_string(maxPrompts)
                                            + " (the published seeds hold 28,440); if it is meant, raise the limit explicitly "
                                              "(stereotales import-grid --max-prompts N)"};
}

Result<Grid> readFolder(const std::string &dir, std::vector<Error> *collect, std::size_t maxPrompts)
{
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        return Error{ErrorCode::NotFound, dir + ": not a folder (a seed folder holds attributes/, scenarios/ and prompts_template/)"};
    std::vector<std::string> codes = codesIn(dir, "attributes", "attributes.");
    if (std::find(codes.begin(), codes.end(), kKey) == codes.end())
        return Error{ErrorCode::NotFound, attributesFile(kKey) + ": missing in " + dir + " (the English files give the keys)"};
    std::sort(codes.begin(), codes.end(), [](const std::string &a, const std::string &b) {
        return (a == kKey) != (b == kKey) ? a == kKey : a < b;
    });
    for (const auto &c : codes)
        if (c.find_first_of("|=") != std::string::npos || !isValidUtf8(c) || study::findKeyShape(c))
            return Error{ErrorCode::Validation, clipQuoted(attributesFile(c) + ": the language code '" + c
                                                           + "' (from the file name) must be valid UTF-8 text without '|' or '='")};
    // A scenario or prompts file of a language without an attributes file is a misnamed or missing file.
    for (const auto &[sub, prefix, name] : {std::tuple{"scenarios", "scenario.", &scenariosFile}, std::tuple{"prompts_template", "prompts.", &promptsFile}})
        for (const auto &c : codesIn(dir, sub, prefix))
            if (std::find(codes.begin(), codes.end(), c) == codes.end())
                return Error{ErrorCode::NotFound, attributesFile(c) + ": missing in " + dir + " (" + (*name)(c) + " exists)"};

    Grid g;
    Doc keyAttributes, keyScenarios;
    for (const auto &code : codes) {
        GridLanguage lang;
        lang.code = code;
        const bool key = code == kKey;
        // With `collect`, a language other than English goes on after an error in one of its files: each of
        // its three files is checked against the English ones on its own.
        bool failed = false;
        auto failedWith = [&](const Error &e) {
            failed = true;
            if (collect && !key)
                collect->push_back(e);
            return !(collect && !key); // true: stop here
        };
        auto attrs = load(dir, attributesFile(code));
        if (!attrs) {
            if (failedWith(attrs.error()))
                return attrs.error();
        } else if (Status st = readAttributes(*attrs, g, lang, key ? nullptr : &keyAttributes); !st) {
            if (failedWith(st.error()))
                return st.error();
        }
        auto scen = load(dir, scenariosFile(code));
        if (!scen) {
            if (failedWith(scen.error()))
                return scen.error();
        } else if (Status st = readScenarios(*scen, g, lang, key ? nullptr : &keyScenarios); !st) {
            if (failedWith(st.error()))
                return st.error();
        }
        auto prompts = load(dir, promptsFile(code));
        if (!prompts) {
            if (failedWith(prompts.error()))
                return prompts.error();
        } else if (Status st = readPrompts(*prompts, lang); !st) {
            if (failedWith(st.error()))
                return st.error();
        }
        if (failed)
            continue;
        if (key) {
            RL_TRY(checkGridSize(dir, g, codes.size(), maxPrompts));
            keyAttributes = std::move(*attrs);
            keyScenarios = std::move(*scen);
            if (fs::is_regular_file(fs::path(dir) / kAdditionalFile, ec)) {
                auto add = load(dir, kAdditionalFile);
                if (!add)
                    return add.error();
                RL_TRY(readAdditional(*add, lang));
            }
        }
        g.languages.push_back(std::move(lang));
    }
    if (collect && !collect->empty())
        return collect->front();
    if (Status st = study::stereotales::checkGrid(g); !st) // rules the files cannot break unnoticed above; kept as a guard
        return Error{st.error().code, clipQuoted(dir + ": " + st.error().detail)};
    return g;
}

} // namespace

Result<Grid> readSeedFolder(const std::string &dir, std::size_t maxPrompts) { return readFolder(dir, nullptr, maxPrompts); }

std::vector<Error> seedFolderErrors(const std::string &dir, std::size_t maxPrompts)
{
    std::vector<Error> all;
    auto g = readFolder(dir, &all, maxPrompts);
    if (!g && all.empty())
        all.push_back(g.error());
    return all;
}

namespace {

// One file of the folder, collected so that writeSeedFolder replaces all of them together.
struct YamlFile {
    std::string path;
    std::string text;
};

Status addYaml(std::vector<YamlFile> &files, const fs::path &path, const YAML::Emitter &out)
{
    if (!out.good())
        return Error{ErrorCode::Io, path.string() + ": " + out.GetLastError()};
    files.push_back({path.string(), std::string(out.c_str()) + "\n"});
    return {};
}

} // namespace

Status writeSeedFolder(const Grid &g, const std::string &dir)
{
    RL_TRY(study::stereotales::checkGrid(g));
    std::error_code ec;
    for (const char *sub : {"attributes", "scenarios", "prompts_template"}) {
        fs::create_directories(fs::path(dir) / sub, ec);
        if (ec)
            return Error{ErrorCode::Io, (fs::path(dir) / sub).string() + ": " + ec.message()};
    }
    std::vector<YamlFile> files;
    for (const auto &lang : g.languages) {
        {
            YAML::Emitter out;
            out << YAML::BeginMap;
            for (std::size_t a = 0; a < g.attributes.size(); ++a) {
                out << YAML::Key << g.attributes[a].name << YAML::Value << YAML::BeginMap;
                out << YAML::Key << "values" << YAML::Value << YAML::BeginSeq;
                for (const auto &v : lang.values[a])
                    out << YAML::DoubleQuoted << v;
                out << YAML::EndSeq << YAML::Key << "template_choices" << YAML::Value << YAML::BeginSeq;
                for (const auto &t : lang.templates[a]) {
                    if (t)
                        out << YAML::DoubleQuoted << *t;
                    else
                        out << YAML::Null;
                }
                out << YAML::EndSeq << YAML::EndMap;
            }
            out << YAML::EndMap;
            RL_TRY(addYaml(files, fs::path(dir) / attributesFile(lang.code), out));
        }
        {
            YAML::Emitter out;
            out << YAML::BeginMap;
            for (std::size_t gr = 0; gr < g.groups.size(); ++gr) {
                out << YAML::Key << g.groups[gr].name << YAML::Value << YAML::BeginSeq;
                for (const auto &s : lang.scenarios[gr])
                    out << YAML::DoubleQuoted << s;
                out << YAML::EndSeq;
            }
            out << YAML::EndMap;
            RL_TRY(addYaml(files, fs::path(dir) / scenariosFile(lang.code), out));
        }
        {
            YAML::Emitter out;
            out << YAML::BeginMap << YAML::Key << "scenario_based" << YAML::Value << YAML::DoubleQuoted << lang.scenarioTemplate
                << YAML::EndMap;
            RL_TRY(addYaml(files, fs::path(dir) / promptsFile(lang.code), out));
        }
        if (lang.code == kKey && !lang.additional.empty()) {
            YAML::Emitter out;
            out << YAML::BeginMap;
            for (const auto &[k, v] : lang.additional)
                out << YAML::Key << k << YAML::Value << YAML::DoubleQuoted << v;
            out << YAML::EndMap;
            RL_TRY(addYaml(files, fs::path(dir) / kAdditionalFile, out));
        }
    }
    std::vector<FileContent> contents;
    for (const YamlFile &f : files)
        contents.push_back({f.path, f.text});
    return replaceFiles(contents);
}

} // namespace rl::io::stereotales

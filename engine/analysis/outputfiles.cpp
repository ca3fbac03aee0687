// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/outputfiles.h"

#include "engine/core/atomicfile.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <vector>
#include <fstream>
#include <iterator>
#include <string_view>

namespace rl::analysis {

namespace {

/// The verb whose results an analysis.json holds: its "analysis" key, or the agreement suite's (no key).
std::string verbOfAnalysisJson(std::string_view text)
{
    const auto j = nlohmann::json::parse(text, nullptr, false);
    const std::string key = j.is_object() && j.contains("analysis") && j["analysis"].is_string() ? j["analysis"].get<std::string>() : "";
    // A kind's analysis is its verb `KIND analyze` (key "jury"); a further one is `KIND VERB` (key "stereotales-harm").
    if (key.empty())
        return "analyze";
    const auto dash = key.find('-');
    return dash == std::string::npos ? key + " analyze" : key.substr(0, dash) + " " + key.substr(dash + 1);
}

} // namespace

Status writeOutputFiles(const std::string &dir, std::initializer_list<std::pair<const char *, std::string>> files)
{
    // Results of different verbs never overwrite each other: a folder whose analysis.json another verb wrote is refused.
    for (const auto &[name, content] : files) {
        if (std::string_view(name) != "analysis.json")
            continue;
        const std::filesystem::path old = std::filesystem::path(dir) / name;
        std::ifstream in(old, std::ios::binary);
        if (!in)
            break;
        const std::string existing((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const std::string theirs = verbOfAnalysisJson(existing), ours = verbOfAnalysisJson(content);
        if (theirs != ours)
            return Error {ErrorCode::Validation, dir + " holds the results of `raterlab-cli " + theirs + "` (" + old.string()
                                                      + "); write the results of `" + ours
                                                      + "` to another --out folder so that neither overwrites the other"};
    }
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec)
        return Error{ErrorCode::Io, dir + ": cannot create the output directory: " + ec.message() + "; nothing was written"};
    const std::filesystem::path base(dir);
    std::vector<FileContent> contents;
    for (const auto &[name, content] : files)
        contents.push_back({(base / name).string(), content});
    return replaceFiles(contents);
}

nlohmann::ordered_json jsonNumber(double v)
{
    if (std::isnan(v))
        return nullptr;
    if (std::isinf(v))
        return v > 0 ? "Inf" : "-Inf";
    return v;
}

} // namespace rl::analysis

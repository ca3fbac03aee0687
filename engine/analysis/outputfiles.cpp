// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/analysis/outputfiles.h"

#include "engine/core/atomicfile.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <vector>

namespace rl::analysis {

Status writeOutputFiles(const std::string &dir, std::initializer_list<std::pair<const char *, std::string>> files)
{
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

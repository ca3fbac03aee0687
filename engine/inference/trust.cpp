// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/trust.h"

#include "engine/core/atomicfile.h"
#include "engine/inference/provider.h"
#include "engine/storage/origin.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

namespace rl::inference {

namespace {

std::string storePath() { return storage::configDir() + "/trusted-endpoints.json"; }

/// {"<project id>": ["<endpoint>", ...], ...}; a missing file is an empty store.
Result<nlohmann::json> readStore()
{
    std::ifstream in(storePath(), std::ios::binary);
    if (!in)
        return nlohmann::json::object();
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto j = nlohmann::json::parse(text, nullptr, false);
    if (!j.is_object())
        return Error{ErrorCode::Io, storePath() + " is not a JSON object of project ids; remove it to forget every trust"};
    return j;
}

bool trusted(const nlohmann::json &store, const std::string &projectId, const std::string &endpoint)
{
    auto it = store.find(projectId);
    if (it == store.end() || !it->is_array())
        return false;
    return std::find(it->begin(), it->end(), endpoint) != it->end();
}

} // namespace

std::string endpointOf(const study::ModelCondition &c)
{
    if ((c.simulated && c.baseUrl.empty()) || study::isImported(c))
        return {}; // nothing is sent for it
    std::string base = c.baseUrl.empty() ? defaultBaseUrl(c.provider) : c.baseUrl;
    while (!base.empty() && base.back() == '/')
        base.pop_back();
    return base;
}

Result<std::vector<EndpointUse>> untrustedEndpoints(storage::Project &project, const study::Study &s,
    const std::vector<std::string> &conditionIds)
{
    std::vector<EndpointUse> out;
    auto here = project.createdHere();
    if (!here)
        return here.error();
    if (*here)
        return out;
    auto id = project.projectId();
    if (!id)
        return id.error();
    auto store = readStore();
    if (!store)
        return store.error();
    for (const auto &c : s.conditions) {
        if (!conditionIds.empty() && std::find(conditionIds.begin(), conditionIds.end(), c.id) == conditionIds.end())
            continue;
        const std::string endpoint = endpointOf(c);
        if (endpoint.empty())
            continue;
        // A project without an id can be trusted only for the one run the user confirms.
        if (id->empty() || !trusted(*store, *id, endpoint))
            out.push_back({c.id, endpoint});
    }
    return out;
}

Status trustEndpoints(storage::Project &project, const std::vector<EndpointUse> &endpoints)
{
    auto id = project.projectId();
    if (!id)
        return id.error();
    if (id->empty() || endpoints.empty())
        return {};
    auto store = readStore();
    if (!store)
        return store.error();
    auto &list = (*store)[*id];
    if (!list.is_array())
        list = nlohmann::json::array();
    for (const auto &e : endpoints)
        if (std::find(list.begin(), list.end(), e.endpoint) == list.end())
            list.push_back(e.endpoint);
    std::error_code ec;
    std::filesystem::create_directories(storage::configDir(), ec);
    // Replaced at once (rl::replaceFile): a reader sees the old store or the new one.
    return replaceFile(storePath(), store->dump(2) + "\n");
}

Error untrustedError(const std::string &projectPath, const std::vector<EndpointUse> &endpoints)
{
    std::string list;
    for (const auto &e : endpoints)
        list += (list.empty() ? "" : ", ") + e.conditionId + " -> " + e.endpoint;
    return Error{ErrorCode::Untrusted,
        projectPath + " was created elsewhere and its conditions send requests to endpoints you have not trusted: " + list
            + "; nothing was sent. Run with --trust-endpoints (CLI) or confirm in the Runs panel to trust them for this "
              "project."};
}

} // namespace rl::inference

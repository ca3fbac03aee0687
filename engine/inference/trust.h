// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/storage/project.h"
#include "engine/study/study.h"

#include <string>
#include <vector>

/// Trust for foreign projects (docs/file-formats.md). A project made on this machine (storage/origin.h) is trusted
/// with every endpoint its conditions name. A project from elsewhere decides where requests go (base_url) and
/// which key travels with them (api_key_env), so each of its endpoints is trusted only when the user said so —
/// remembered per project id and endpoint in configDir()/trusted-endpoints.json — and InferenceRun refuses an
/// untrusted one with Error{Untrusted} before anything is sent. The CLI trusts on `--trust-endpoints`; the GUI asks.
namespace rl::inference {

/// A condition that sends requests and where they go.
struct EndpointUse {
    std::string conditionId;
    std::string endpoint; ///< base_url (trailing '/' removed), or the provider's public endpoint when it is empty
};

/// The endpoint of a condition: none ("") for a simulated condition without base_url (the demo's), else its
/// base_url or defaultBaseUrl(provider).
std::string endpointOf(const study::ModelCondition &c);

/// The endpoints of `conditionIds` (every condition when empty) that the user has not trusted: empty for a project
/// created here. Error{Io} only when the trust store exists but cannot be read.
Result<std::vector<EndpointUse>> untrustedEndpoints(storage::Project &project, const study::Study &s,
    const std::vector<std::string> &conditionIds = {});

/// Remember that the user trusts these endpoints of this project (by its project id).
Status trustEndpoints(storage::Project &project, const std::vector<EndpointUse> &endpoints);

/// Error{Untrusted}: "<path> was created elsewhere and its conditions send requests to endpoints you have not
/// trusted: <condition> -> <endpoint>, …; nothing was sent. Run with --trust-endpoints (CLI) or confirm in the
/// Runs panel to trust them for this project."
Error untrustedError(const std::string &projectPath, const std::vector<EndpointUse> &endpoints);

} // namespace rl::inference

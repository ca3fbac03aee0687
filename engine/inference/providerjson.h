// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/inference/provider.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

/// Internal to the provider translation units (openai.cpp, gemini.cpp, anthropic.cpp): the parts
/// of building a request and reading a response that do not depend on the provider's JSON shape.
namespace rl::inference::detail {

/// The condition's base URL (or the provider's public endpoint when it has none) without trailing
/// slashes, followed by `path`.
std::string endpointUrl(const study::ModelCondition &c, std::string_view provider, std::string_view path);

/// A JSON POST to `url`: Content-Type, then `keyHeader: keyPrefix + apiKey` when there is a key, the
/// body serialized (invalid UTF-8 replaced) with the image's base64 spliced in.
HttpRequest jsonPost(std::string url, const nlohmann::json &body, const ImageSplice &image, std::string_view keyHeader,
                     std::string_view keyPrefix, std::string_view apiKey);

/// The prelude of every parser: a non-2xx status becomes httpStatusError, a body that is not a JSON
/// object a Parse error, and a 2xx body the API marks as an error (`isApiError`) an Http error with
/// the API's message. Otherwise the parsed object. On failure `response.error` is set.
std::optional<nlohmann::json> parseJsonObject(int httpStatus, std::string_view body, ProviderResponse &response,
                                              bool (*isApiError)(const nlohmann::json &) = nullptr);

/// obj[key] when it is an integer, else `fallback`.
std::int64_t intOr(const nlohmann::json &obj, const char *key, std::int64_t fallback);

} // namespace rl::inference::detail

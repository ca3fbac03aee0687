// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/storage/origin.h"

#include "engine/core/atomicfile.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>

namespace rl::storage {

namespace {

bool isId(const std::string &s)
{
    return s.size() == 32 && std::all_of(s.begin(), s.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

std::string env(const char *name)
{
    const char *v = std::getenv(name);
    return v ? std::string(v) : std::string();
}

} // namespace

std::string configDir()
{
    if (auto dir = env("RATERLAB_CONFIG_DIR"); !dir.empty())
        return dir;
    if (auto xdg = env("XDG_CONFIG_HOME"); !xdg.empty() && xdg.front() == '/')
        return xdg + "/raterlab";
    return env("HOME") + "/.config/raterlab";
}

std::string randomHexId()
{
    std::random_device rd;
    static constexpr char kHex[] = "0123456789abcdef";
    std::string id;
    for (int i = 0; i < 4; ++i) { // 4 x 32 bits
        const std::uint32_t v = static_cast<std::uint32_t>(rd());
        for (int k = 0; k < 4; ++k)
            id += kHex[(v >> (8 * k + 4)) & 0xF], id += kHex[(v >> (8 * k)) & 0xF];
    }
    return id;
}

Result<std::string> machineId()
{
    const std::string dir = configDir();
    const std::string file = dir + "/machine-id";
    auto readId = [&]() -> std::string {
        std::ifstream in(file);
        std::string id((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        while (!id.empty() && (id.back() == '\n' || id.back() == ' '))
            id.pop_back();
        return id;
    };
    if (std::string id = readId(); isId(id))
        return id;
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    const std::string id = randomHexId() + "\n";
    // Published at once: two processes starting together agree on whichever id was linked first. A damaged file
    // (not an id) is replaced.
    const std::span bytes(reinterpret_cast<const std::uint8_t *>(id.data()), id.size());
    if (!publishNewFile(file, bytes) && !isId(readId())) {
        const std::string tmp = file + ".new";
        std::filesystem::remove(tmp, ec);
        if (publishNewFile(tmp, bytes))
            std::filesystem::rename(tmp, file, ec);
    }
    if (std::string stored = readId(); isId(stored))
        return stored;
    return Error{ErrorCode::Io, "cannot keep this machine's RaterLab id in " + file};
}

} // namespace rl::storage

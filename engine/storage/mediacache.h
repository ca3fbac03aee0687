// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/storage/database.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

/// The owner of item_media (schema.sql): the converted stimuli a run keeps beside the items, and the
/// items' own payloads as a media worker reads them (engine/inference/mediaprep.*). One cache is one
/// connection of its own (synchronous = NORMAL: a lost cache entry is converted again), used by one thread.
namespace rl::storage {

struct MediaBytes {
    std::string mime;
    std::vector<std::uint8_t> bytes;
};

class MediaCache {
public:
    /// The cache of the project file at `path`; nullopt when it cannot be opened (a run converts without one).
    static std::optional<MediaCache> open(const std::string &path);

    /// The payload stored with item `itemKey` (items.payload); nullopt when none or unreadable.
    std::optional<MediaBytes> payload(const std::string &itemKey);
    /// The cached `variant` of item `itemKey` made from source bytes of hash `sourceHash`; nullopt when none.
    std::optional<MediaBytes> lookup(const std::string &itemKey, const std::string &variant, const std::string &sourceHash);
    /// Keep (replacing) the `variant` of item `itemKey` made from `sourceHash`.
    Status store(const std::string &itemKey, const std::string &variant, const std::string &sourceHash, const MediaBytes &media);

private:
    MediaCache(Database db, Statement payload, Statement lookup, Statement store)
        : m_db(std::move(db)), m_payload(std::move(payload)), m_lookup(std::move(lookup)), m_store(std::move(store))
    {
    }
    Database m_db;
    Statement m_payload, m_lookup, m_store;
};

} // namespace rl::storage

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/storage/mediacache.h"

namespace rl::storage {

std::optional<MediaCache> MediaCache::open(const std::string &path)
{
    auto db = Database::open(path, Database::Mode::OpenExisting);
    if (!db || !db->exec("PRAGMA synchronous = NORMAL"))
        return std::nullopt;
    auto payload = db->prepare("SELECT mime, payload FROM items WHERE key = ?");
    auto lookup = db->prepare("SELECT m.mime, m.bytes FROM item_media m JOIN items i ON i.id = m.item_id "
                              "WHERE i.key = ? AND m.variant = ? AND m.source_hash = ?");
    auto store = db->prepare("INSERT OR REPLACE INTO item_media(item_id, variant, source_hash, mime, bytes) "
                             "SELECT id, ?, ?, ?, ? FROM items WHERE key = ?");
    if (!payload || !lookup || !store)
        return std::nullopt;
    return MediaCache(std::move(*db), std::move(*payload), std::move(*lookup), std::move(*store));
}

std::optional<MediaBytes> MediaCache::payload(const std::string &itemKey)
{
    m_payload.bind(1, itemKey);
    auto row = m_payload.step();
    std::optional<MediaBytes> out;
    if (row && *row)
        out = MediaBytes {m_payload.columnText(0), m_payload.columnBlob(1)};
    m_payload.reset();
    return out;
}

std::optional<MediaBytes> MediaCache::lookup(const std::string &itemKey, const std::string &variant, const std::string &sourceHash)
{
    m_lookup.bind(1, itemKey).bind(2, variant).bind(3, sourceHash);
    auto row = m_lookup.step();
    std::optional<MediaBytes> out;
    if (row && *row)
        out = MediaBytes {m_lookup.columnText(0), m_lookup.columnBlob(1)};
    m_lookup.reset();
    return out;
}

Status MediaCache::store(const std::string &itemKey, const std::string &variant, const std::string &sourceHash, const MediaBytes &media)
{
    return m_store.bind(1, variant).bind(2, sourceHash).bind(3, media.mime).bindBlob(4, media.bytes).bind(5, itemKey).run();
}

} // namespace rl::storage

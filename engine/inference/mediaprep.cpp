// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/mediaprep.h"

#include "engine/inference/textutil.h"
#include "engine/media/stimulusfile.h"
#include "engine/storage/mediacache.h"

#include <algorithm>
#include <chrono>
#include <optional>

namespace rl::inference {

namespace {

constexpr const char *kVariant = "model-png";

} // namespace

bool MediaPreparer::providersTake(const std::string &mime)
{
    return mime == "image/png" || mime == "image/jpeg" || mime == "image/webp" || mime == "image/gif";
}

MediaPreparer::MediaPreparer(std::string projectPath, std::vector<MediaSource> sources, ImageConverter converter,
    std::size_t lookahead, std::function<void()> ready, unsigned workers)
    : m_projectPath(std::move(projectPath)), m_sources(std::move(sources)), m_converter(std::move(converter)),
      m_lookahead(std::max<std::size_t>(1, lookahead)), m_ready(std::move(ready))
{
    if (workers == 0)
        workers = std::clamp(std::thread::hardware_concurrency(), 1u, 4u);
    workers = static_cast<unsigned>(std::min<std::size_t>(workers, m_sources.size()));
    for (unsigned w = 0; w < workers; ++w)
        m_threads.emplace_back([this] { work(); });
}

MediaPreparer::~MediaPreparer() { stop(); }

void MediaPreparer::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_cv.notify_all();
    for (auto &t : m_threads)
        if (t.joinable())
            t.join();
}

std::shared_ptr<const Result<ImageData>> MediaPreparer::acquire(std::size_t index)
{
    std::shared_ptr<const Result<ImageData>> out;
    {
        std::lock_guard lock(m_mutex);
        auto it = m_done.find(index);
        if (it == m_done.end())
            return nullptr;
        out = std::move(it->second);
        m_done.erase(it);
        m_next = std::max(m_next, index + 1);
    }
    m_cv.notify_all();
    return out;
}

MediaPreparer::Stats MediaPreparer::stats() const
{
    std::lock_guard lock(m_mutex);
    return m_stats;
}

void MediaPreparer::work()
{
    using Clock = std::chrono::steady_clock;
    std::optional<storage::MediaCache> cache = storage::MediaCache::open(m_projectPath);
    while (true) {
        std::size_t i;
        {
            std::unique_lock lock(m_mutex);
            m_cv.wait(lock, [&] { return m_stop || m_claimed >= m_sources.size() || m_claimed < m_next + m_lookahead; });
            if (m_stop || m_claimed >= m_sources.size())
                return;
            i = m_claimed++;
        }
        const auto t0 = Clock::now();
        const MediaSource &src = m_sources[i];
        bool converted = false, hit = false;
        auto prepare = [&]() -> Result<ImageData> {
            std::vector<std::uint8_t> bytes;
            std::string mime;
            if (cache)
                if (auto stored = cache->payload(src.itemKey)) {
                    bytes = std::move(stored->bytes);
                    mime = std::move(stored->mime);
                }
            if (mime.empty())
                mime = src.mime;
            if (bytes.empty() && !src.file.empty()) {
                static const std::vector<std::string> kNone;
                auto read = media::readStimulusFile(src.file, src.folders ? *src.folders : kNone);
                if (!read.ok())
                    return Error{ErrorCode::Validation, "stimulus '" + src.itemKey + "': file '" + src.file
                                                            + "' is refused: it " + media::stimulusFileStatusText(read.status)};
                bytes = std::move(read.bytes);
                mime = read.mime;
            }
            if (bytes.empty())
                return Error{ErrorCode::Io, "stimulus '" + src.itemKey + "' has no image (no payload, file '" + src.file
                                                + "' unreadable)"};
            if (mime.empty())
                mime = "image/png";
            if (m_converter) {
                const std::string hash = fnv1aHex(std::string_view(reinterpret_cast<const char *>(bytes.data()), bytes.size()));
                if (cache)
                    if (auto kept = cache->lookup(src.itemKey, kVariant, hash)) {
                        mime = std::move(kept->mime);
                        bytes = std::move(kept->bytes);
                        hit = true;
                    }
                if (!hit) {
                    const std::string from = mime;
                    const std::size_t size = bytes.size();
                    if (!m_converter(mime, bytes))
                        return Error{ErrorCode::Io, "stimulus '" + src.itemKey + "' (" + from
                                                        + ") could not be converted to an image the model takes"};
                    // Only a conversion that changed something is kept (a PNG passes through as it is).
                    converted = mime != from || bytes.size() != size
                        || fnv1aHex(std::string_view(reinterpret_cast<const char *>(bytes.data()), bytes.size())) != hash;
                    if (converted && cache) // best effort: without the cache entry the next run converts again
                        (void)cache->store(src.itemKey, kVariant, hash, {mime, bytes});
                }
            }
            return ImageData {mime, base64Encode(bytes)};
        };
        auto result = std::make_shared<const Result<ImageData>>(prepare());
        const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
        {
            std::lock_guard lock(m_mutex);
            m_done.emplace(i, std::move(result));
            ++m_stats.prepared;
            m_stats.converted += converted;
            m_stats.cacheHits += hit;
            m_stats.workSeconds += secs;
        }
        if (m_ready)
            m_ready();
    }
}

} // namespace rl::inference

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/inference/provider.h"

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

/// Prepares the images of a run's items off the scheduler's thread and ahead of need: reads each
/// stimulus (its payload in the project, else its file, under the stimulus rule), converts what the providers do not take
/// (the demo's SVG faces) with the run's converter, base64-encodes it, and hands it out in the
/// order the run asks for it. At most `lookahead` prepared images wait at a time, so memory stays
/// flat on a run of any length.
///
/// The converter sees every stimulus (it leaves what the providers take as it is); an image it
/// changed is kept in the project (table item_media, variant "model-png", keyed by the FNV-1a hash
/// of the bytes it was made from), so each stimulus is converted once: a later run, or a resumed
/// one, reads the PNG back instead of rasterising again.
///
/// Threads: `workers` threads of its own (default: the machine's cores, at most 4 — rasterising is
/// the costly part: ~15 ms of CPU a face, 21 s for the demo's 1,440, more than a 27 s run can hide
/// on one core), each with its own connection to the project file (WAL: their reads never block
/// the journal's writes; their cache writes wait for them through the busy timeout, with
/// synchronous=NORMAL, since a cache entry lost to a power cut is made again). acquire() and stop()
/// are called from the run's thread; `ready` is called on a worker thread after each image (the
/// run passes Scheduler::wakeup).
namespace rl::inference {

struct MediaSource {
    std::string itemKey;
    std::string file;  ///< path of the stimulus file, read only when the project holds no bytes for it
    std::string mime;  ///< the item's stored media type (may be empty)
    /// The folders `file` may be read from (Project::stimulusFolders()): the file is read under the stimulus rule
    /// of media/stimulusfile.h, checked again at this use, and a refused one fails its requests with
    /// Error{Validation} naming the item, the file and the reason — none of its bytes is sent.
    std::shared_ptr<const std::vector<std::string>> folders;
};

using ImageConverter = std::function<bool(std::string &mime, std::vector<std::uint8_t> &bytes)>;

class MediaPreparer {
public:
    /// `sources` in the order acquire() will ask for them.
    MediaPreparer(std::string projectPath, std::vector<MediaSource> sources, ImageConverter converter,
        std::size_t lookahead, std::function<void()> ready, unsigned workers = 0);
    ~MediaPreparer();
    MediaPreparer(const MediaPreparer &) = delete;
    MediaPreparer &operator=(const MediaPreparer &) = delete;

    /// The image of source `index` if it is prepared (then it is handed over and its slot freed),
    /// nullptr while it is not. Indices are acquired in increasing order.
    std::shared_ptr<const Result<ImageData>> acquire(std::size_t index);

    /// End the worker (also done by the destructor).
    void stop();

    struct Stats {
        std::size_t prepared = 0;  ///< images handed to the run's queue
        std::size_t converted = 0; ///< conversions made (the rest came from the project as they were, or from its cache)
        std::size_t cacheHits = 0;
        double workSeconds = 0;    ///< time the worker spent reading, converting, encoding and caching
    };
    Stats stats() const;

    /// The media type the providers' vision inputs take as they are (PNG, JPEG, WebP, GIF).
    static bool providersTake(const std::string &mime);

private:
    void work();

    std::string m_projectPath;
    std::vector<MediaSource> m_sources;
    ImageConverter m_converter;
    std::size_t m_lookahead;
    std::function<void()> m_ready;

    mutable std::mutex m_mutex;
    std::condition_variable m_cv;
    std::map<std::size_t, std::shared_ptr<const Result<ImageData>>> m_done;
    std::size_t m_next = 0;     ///< next index the run will acquire
    std::size_t m_claimed = 0;  ///< next index a worker will prepare
    bool m_stop = false;
    Stats m_stats;
    std::vector<std::thread> m_threads;
};

} // namespace rl::inference

// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/storage/project.h"
#include "engine/study/study.h"

#include <QImage>
#include <QSize>
#include <QString>

#include <functional>
#include <memory>
#include <string>

namespace rl::models {

/// Where the pixels of a stimulus come from: a payload embedded in the project (the demo stores each
/// face as an SVG document; an import copies each image in) or `Item::file` (a linked image, absolute or
/// relative to the project's folder), read only under the stimulus rule (engine/media/stimulusfile.h) from
/// the project's folder, or the folders it was linked from when the project was made here
/// (Project::stimulusFolders). A refused file renders as Error{Validation} naming it and the reason.
///
/// Thread-safety protocol: render() is called concurrently from QtConcurrent worker threads. The
/// Study is immutable once shared; the payload fetcher must be thread-safe itself (fromProject()
/// serialises the one SQLite connection with a mutex, holding it only while the bytes are read —
/// decoding and scaling run in parallel).
class StimulusImageSource {
public:
    using PayloadFetcher = std::function<Result<storage::ItemPayload>(const std::string &itemKey)>;
    using TextFetcher = std::function<Result<std::vector<storage::PredictionText>>(const std::string &itemKey)>;

    StimulusImageSource(std::shared_ptr<const study::Study> study, QString baseDir, PayloadFetcher fetch);

    /// Takes the project over; its payloads are read under a mutex. baseDir = the project's folder.
    static std::shared_ptr<StimulusImageSource> fromProject(std::shared_ptr<const study::Study> study,
                                                            storage::Project project);

    const study::Study &study() const { return *m_study; }

    /// The item's image scaled to fit `bound` (aspect ratio kept; never enlarged for raster files).
    /// Errors: NotFound (no payload and no file), Io (file unreadable), Parse (undecodable bytes).
    Result<QImage> render(int item, QSize bound) const;

    /// Every model condition's texts (thinking trace, raw response) of an item, read like the
    /// payloads (thread-safe; call it off the GUI thread). Empty when the source has no project.
    Result<std::vector<storage::PredictionText>> predictionTexts(int item) const;
    void setTextFetcher(TextFetcher fetch) { m_texts = std::move(fetch); }

    /// Decode bytes of a given media type (image/svg+xml or any format QImageReader knows).
    static Result<QImage> decode(const QByteArray &bytes, const QString &mime, QSize bound);

private:
    std::shared_ptr<const study::Study> m_study;
    QString m_baseDir;
    PayloadFetcher m_fetch;
    std::vector<std::string> m_folders; ///< where a linked file may be read (default: m_baseDir)
    TextFetcher m_texts;
};

} // namespace rl::models

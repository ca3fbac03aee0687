// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/media/imagetype.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

/// The one rule for reading a stimulus file from disk (docs/file-formats.md, "stimuli.csv": the stimulus rule), applied
/// on import and again on every use (inference, the grid's thumbnails): a project, or a CSV someone sent, decides which
/// path is named, so the path alone never decides what is read.
///
/// A file is read only when
///  1. its path, with every symbolic link resolved (std::filesystem::canonical), lies inside one of the allowed
///     folders (also resolved; compared component by component, so `/data/stim-evil` is not inside `/data/stim`);
///  2. it is a regular file (no device, FIFO, directory or /proc entry — these resolve outside every folder anyway);
///  3. it is opened with O_NOFOLLOW and fstat-checked again, so a link swapped in after the check is refused;
///  4. it is at most kMaxStimulusBytes long; and
///  5. its bytes sniff (imagetype.h, never the file name) as PNG, JPEG, WebP, or an SVG document without external
///     references (hasExternalReference()).
/// Nothing else is returned to the caller: a refused file yields its status and no bytes.
namespace rl::media {

inline constexpr std::size_t kMaxStimulusBytes = std::size_t(64) << 20; ///< 64 MiB, far above any stimulus

enum class StimulusFileStatus {
    Ok,
    NotFound,       ///< no such file (or a dangling link)
    OutsideFolders, ///< resolves outside every allowed folder
    NotRegular,     ///< a directory, device, FIFO or socket
    TooLarge,       ///< over kMaxStimulusBytes
    Unreadable,     ///< open or read failed
    NotAnImage,     ///< bytes are not PNG, JPEG, WebP or SVG (GIF included: not an allowed type)
    SvgReferences,  ///< an SVG that references another file or URL
};

/// One sentence describing the status, e.g. "is not a PNG, JPEG, WebP or SVG image".
const char *stimulusFileStatusText(StimulusFileStatus status);

struct StimulusFile {
    StimulusFileStatus status = StimulusFileStatus::NotFound;
    std::string path;                ///< the resolved path (empty when it could not be resolved)
    ImageType type = ImageType::Unknown;
    std::string mime;                ///< mimeType(type) when Ok
    std::vector<std::uint8_t> bytes; ///< the file's bytes when Ok, else empty
    bool ok() const { return status == StimulusFileStatus::Ok; }
};

/// Apply the rule above to `path` (absolute, or relative to the working directory). `folders` are the allowed
/// folders; a folder that does not exist allows nothing. Thread-safe.
StimulusFile readStimulusFile(const std::string &path, std::span<const std::string> folders);

/// Whether `path` resolves inside one of `folders` (rule 1 only; false when either cannot be resolved).
bool insideFolders(const std::string &path, std::span<const std::string> folders);

/// True when an SVG document refers to anything outside itself: an `href`/`xlink:href`/`src` attribute, or a CSS
/// `url(...)`/`@import`, whose value is neither a fragment (`#id`) nor a `data:` URL, or any `xi:include` or
/// external entity (`<!ENTITY ... SYSTEM`). Conservative: text that merely looks like such a reference counts.
bool hasExternalReference(std::span<const std::uint8_t> svg);

} // namespace rl::media

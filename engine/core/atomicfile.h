// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>

/// Every file the program writes appears whole or not at all, and a failed write leaves the file that
/// was there before as it was. Two operations: publishing a new file that must not replace anything
/// (a project, this machine's id) and replacing a file (every export, report, analysis output and
/// setting). Both write a temporary file in the target's folder, fsync it, and only then give it the
/// target's name (link or rename), then fsync the folder.
namespace rl {

/// Create `path` holding exactly `bytes`, or nothing at all — also when the process is killed
/// (kill -9, SIGINT, power loss) at any moment. The bytes go to an unnamed file (O_TMPFILE) in the
/// target's directory, are fsynced, and only then linked under `path`: before the link no name
/// exists, after it the file is complete. An existing `path` is never replaced (Error{Validation}).
/// Where the filesystem has no O_TMPFILE, a hidden `.NAME.partial-PID` beside the target is linked
/// instead and removed at once; such a file left by a killed process is removed by the next call
/// for the same target (a PID that no longer runs).
Status publishNewFile(const std::string &path, std::span<const std::uint8_t> bytes);

/// A file being written in place of `path`: a hidden `.NAME.partial-PID-N` in the target's folder
/// (mode 0666 less the umask, or the mode of the file it replaces), renamed onto `path` by commit().
/// Until then `path` is untouched; a PendingFile destroyed without commit() removes its temporary, and
/// one left by a killed process is removed by the next write to the same target.
///
/// The target is checked when the file is created and again just before the rename:
/// - a symbolic link is refused (Error{Validation}) and left alone, as is the file it points to:
///   writing through it could overwrite a file anywhere, and replacing it would silently turn the
///   user's link into a file. Only the last component is checked: a folder reached through a link is
///   the user's layout.
/// - a folder or any other non-regular file (a device, a FIFO) is refused (Error{Validation}).
/// Every failure is an Error whose detail names the path, the step and the system's reason (strerror)
/// and ends with what the target holds now ("the previous file is unchanged" / "nothing was written").
class PendingFile {
public:
    /// Check the target and create the empty temporary. Errors: Validation (see above), Io (the folder
    /// is missing, not a folder, read-only, full …).
    static Result<PendingFile> create(const std::string &path);

    PendingFile(PendingFile &&other) noexcept;
    PendingFile &operator=(PendingFile &&) = delete;
    PendingFile(const PendingFile &) = delete;
    ~PendingFile(); ///< removes the temporary unless committed

    const std::string &path() const { return m_path; }
    /// The temporary's name, for a writer that opens files itself (libxlsxwriter, SQLite's VACUUM INTO):
    /// it may truncate and write this file, but must not replace it by another.
    const std::string &temporaryPath() const { return m_temporary; }
    bool replacesAFile() const { return m_hadOld; } ///< whether `path` existed when the file was created

    /// Append `bytes` to the temporary. Errors: Io (ENOSPC, EFBIG, EIO …).
    Status write(std::string_view bytes);
    /// Make the temporary durable (fsync, close). Called by commit(); replaceFiles() calls it for every
    /// file before renaming any. Errors: Io.
    Status finish();
    /// finish(), check the target again, rename the temporary onto `path`, fsync the folder.
    /// Errors: Validation (the target became a link or a folder meanwhile), Io.
    Status commit();

    /// What a failure leaves at the target, for the end of an error's detail.
    std::string untouched() const;

private:
    PendingFile(std::string path, std::string temporary, int fd, bool hadOld, unsigned mode);

    std::string m_path;
    std::string m_temporary;
    int m_fd = -1;
    bool m_hadOld = false;
    unsigned m_mode = 0;     ///< the replaced file's permission bits (0 = leave the temporary's)
    bool m_finished = false;
    bool m_committed = false;
};

/// Replace (or create) `path` with exactly `bytes` through a PendingFile: afterwards `path` holds the
/// new bytes, or — on any error — what it held before. The folder must exist.
Status replaceFile(const std::string &path, std::string_view bytes);

struct FileContent {
    std::string path;
    std::string_view bytes;
};

/// Replace several files together (an analysis output folder): all keep their old content or all get
/// the new. Every file is first written and fsynced as a temporary (any failure: the temporaries are
/// removed and no target is touched); only then are they renamed into place one after the other, each
/// old file kept as a hard link until all renames succeeded, so that a failing rename puts the ones
/// already renamed back. Only a crash within those few renames can leave a mix. Errors as PendingFile,
/// the detail ending with how many files were left unchanged.
Status replaceFiles(std::span<const FileContent> files);

/// For tests only: called by replaceFiles() with each target just before it is renamed into place, so that
/// a test can make a rename fail half-way (e.g. put a folder at the next target) and see the files already
/// renamed put back. An empty function (the default) does nothing.
void setBeforeRenameHookForTests(std::function<void(const std::string &path)> hook);

} // namespace rl

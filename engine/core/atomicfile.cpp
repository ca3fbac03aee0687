// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/atomicfile.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>
#include <vector>

namespace rl {

namespace {

namespace fs = std::filesystem;

bool writeAll(int fd, std::span<const std::uint8_t> bytes)
{
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += static_cast<std::size_t>(n);
    }
    return ::fsync(fd) == 0;
}

void fsyncDir(const fs::path &dir)
{
    const int d = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (d >= 0) {
        ::fsync(d);
        ::close(d);
    }
}

// Hidden beside the target; a long name is cut so that the temporary's name stays within NAME_MAX.
std::string partialPrefix(const fs::path &target)
{
    std::string name = target.filename().string();
    if (name.size() > 160)
        name.resize(160);
    return "." + name + ".partial-";
}

void removeStalePartials(const fs::path &target)
{
    std::error_code ec;
    const std::string prefix = partialPrefix(target);
    for (const auto &e : fs::directory_iterator(target.parent_path(), ec)) {
        const std::string name = e.path().filename().string();
        if (!name.starts_with(prefix))
            continue;
        const std::string pid = name.substr(prefix.size());
        char *end = nullptr;
        const long p = std::strtol(pid.c_str(), &end, 10);
        if (p > 0 && end && (*end == '\0' || *end == '-') && ::kill(static_cast<pid_t>(p), 0) != 0 && errno == ESRCH)
            fs::remove(e.path(), ec);
    }
}

Error ioError(const std::string &path, const char *what) { return Error{ErrorCode::Io, path + ": " + what + ": " + std::strerror(errno)}; }

fs::path folderOf(const std::string &path)
{
    const fs::path folder = fs::path(path).parent_path();
    return folder.empty() ? fs::path(".") : folder;
}

struct TargetState {
    bool exists = false;
    unsigned mode = 0; ///< permission bits of an existing file
};

// What is at `path` now: nothing, or a regular file; a link, a folder or a device is refused.
Result<TargetState> inspectTarget(const std::string &path, const std::string &untouched)
{
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0) {
        if (errno == ENOENT)
            return TargetState{};
        return Error{ErrorCode::Io, path + ": cannot look at the file: " + std::strerror(errno) + "; " + untouched};
    }
    if (S_ISLNK(st.st_mode))
        return Error{ErrorCode::Validation, path + " is a symbolic link; RaterLab does not write through a link (the file it "
                                                   "points to could be anywhere): remove the link or choose another name; "
                                                   + untouched};
    if (S_ISDIR(st.st_mode))
        return Error{ErrorCode::Validation, path + " is a folder, not a file; " + untouched};
    if (!S_ISREG(st.st_mode))
        return Error{ErrorCode::Validation, path + " is not a regular file (a device or a pipe); " + untouched};
    return TargetState{true, static_cast<unsigned>(st.st_mode & 07777)};
}

std::atomic<unsigned> g_temporaries {0};
std::function<void(const std::string &)> g_beforeRename;

} // namespace

Status publishNewFile(const std::string &path, std::span<const std::uint8_t> bytes)
{
    const fs::path target = fs::absolute(path);
    const fs::path dir = target.parent_path();
    std::error_code ec;
    if (fs::exists(target, ec))
        return Error{ErrorCode::Validation, path + " exists already; not replacing it"};
    removeStalePartials(target);

    int fd = ::open(dir.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0644);
    if (fd >= 0) {
        if (!writeAll(fd, bytes)) {
            ::close(fd);
            return ioError(path, "cannot write");
        }
        const std::string self = "/proc/self/fd/" + std::to_string(fd);
        const int linked = ::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, target.c_str(), AT_SYMLINK_FOLLOW);
        const int err = errno;
        ::close(fd);
        if (linked == 0) {
            fsyncDir(dir);
            return {};
        }
        errno = err;
        if (err == EEXIST)
            return Error{ErrorCode::Validation, path + " appeared while it was being written; not replacing it"};
        if (err != ENOENT && err != EPERM && err != EXDEV)
            return ioError(path, "cannot create");
        // /proc not mounted or linking refused: fall through to a named partial file.
    }
    const fs::path partial = dir / (partialPrefix(target) + std::to_string(::getpid()));
    fd = ::open(partial.c_str(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0644);
    if (fd < 0)
        return ioError(path, "cannot create");
    const bool ok = writeAll(fd, bytes);
    ::close(fd);
    if (!ok) {
        fs::remove(partial, ec);
        return ioError(path, "cannot write");
    }
    const int linked = ::link(partial.c_str(), target.c_str()); // fails rather than replace an existing file
    const int err = errno;
    fs::remove(partial, ec);
    if (linked != 0) {
        errno = err;
        return err == EEXIST ? Status(Error{ErrorCode::Validation, path + " appeared while it was being written; not replacing it"})
                             : Status(ioError(path, "cannot create"));
    }
    fsyncDir(dir);
    return {};
}

PendingFile::PendingFile(std::string path, std::string temporary, int fd, bool hadOld, unsigned mode)
    : m_path(std::move(path))
    , m_temporary(std::move(temporary))
    , m_fd(fd)
    , m_hadOld(hadOld)
    , m_mode(mode)
{
}

PendingFile::PendingFile(PendingFile &&other) noexcept
    : m_path(std::move(other.m_path))
    , m_temporary(std::move(other.m_temporary))
    , m_fd(std::exchange(other.m_fd, -1))
    , m_hadOld(other.m_hadOld)
    , m_mode(other.m_mode)
    , m_finished(other.m_finished)
    , m_committed(std::exchange(other.m_committed, true))
{
}

PendingFile::~PendingFile()
{
    if (m_fd >= 0)
        ::close(m_fd);
    if (!m_committed && !m_temporary.empty())
        ::unlink(m_temporary.c_str());
}

std::string PendingFile::untouched() const { return m_hadOld ? "the previous file is unchanged" : "nothing was written"; }

Result<PendingFile> PendingFile::create(const std::string &path)
{
    auto target = inspectTarget(path, "nothing was written");
    if (!target)
        return target.error();
    const std::string untouched = target->exists ? "the previous file is unchanged" : "nothing was written";
    const fs::path folder = folderOf(path);
    removeStalePartials(fs::path(path));
    const std::string prefix = (folder / partialPrefix(fs::path(path))).string() + std::to_string(::getpid()) + "-";
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::string temporary = prefix + std::to_string(g_temporaries++);
        const int fd = ::open(temporary.c_str(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0666);
        if (fd >= 0)
            return PendingFile(path, std::move(temporary), fd, target->exists, target->mode);
        if (errno != EEXIST)
            return Error{ErrorCode::Io, path + ": cannot create a file in " + folder.string() + ": " + std::strerror(errno)
                                            + "; " + untouched};
    }
    return Error{ErrorCode::Io, path + ": cannot find a free temporary name in " + folder.string() + "; " + untouched};
}

Status PendingFile::write(std::string_view bytes)
{
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(m_fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int err = n < 0 ? errno : ENOSPC;
            return Error{ErrorCode::Io, m_path + ": cannot write: " + std::strerror(err) + "; " + untouched()};
        }
        done += static_cast<std::size_t>(n);
    }
    return {};
}

Status PendingFile::finish()
{
    if (m_finished)
        return {};
    const auto failed = [&](const char *step) {
        return Error{ErrorCode::Io, m_path + ": cannot " + step + ": " + std::strerror(errno) + "; " + untouched()};
    };
    // fsync reports what the page cache still held back (ENOSPC, EIO, a quota); close reports it on NFS.
    if (::fsync(m_fd) != 0)
        return failed("write (fsync)");
    if (m_mode != 0 && ::fchmod(m_fd, m_mode) != 0)
        return failed("keep the permissions of the previous file");
    const int closed = ::close(std::exchange(m_fd, -1));
    if (closed != 0 && errno != EINTR)
        return failed("write (close)");
    m_finished = true;
    return {};
}

Status PendingFile::commit()
{
    RL_TRY(finish());
    if (auto target = inspectTarget(m_path, untouched()); !target)
        return target.error();
    if (::rename(m_temporary.c_str(), m_path.c_str()) != 0)
        return Error{ErrorCode::Io, m_path + ": cannot put the new file in place: " + std::strerror(errno) + "; " + untouched()};
    m_committed = true;
    fsyncDir(folderOf(m_path));
    return {};
}

Status replaceFile(const std::string &path, std::string_view bytes)
{
    auto file = PendingFile::create(path);
    if (!file)
        return file.error();
    RL_TRY(file->write(bytes));
    return file->commit();
}

Status replaceFiles(std::span<const FileContent> files)
{
    const std::string none = files.size() == 1 ? std::string()
                                               : "; none of the " + std::to_string(files.size()) + " files was changed";
    std::vector<PendingFile> pending;
    pending.reserve(files.size());
    for (const FileContent &f : files) {
        auto file = PendingFile::create(f.path);
        if (!file)
            return Error{file.error().code, file.error().detail + none};
        pending.push_back(std::move(*file));
        Status written = pending.back().write(f.bytes);
        if (written)
            written = pending.back().finish();
        if (!written)
            return Error{written.error().code, written.error().detail + none};
    }
    // Every new file is complete on disk. Keep each old one under a second name until all are in place.
    std::vector<std::string> kept(pending.size());
    for (std::size_t i = 0; i < pending.size(); ++i) {
        const std::string old = pending[i].temporaryPath() + "-old";
        if (pending[i].replacesAFile() && ::link(pending[i].path().c_str(), old.c_str()) == 0)
            kept[i] = old;
    }
    const auto dropKept = [&] {
        for (const std::string &old : kept)
            if (!old.empty())
                ::unlink(old.c_str());
    };
    for (std::size_t i = 0; i < pending.size(); ++i) {
        if (g_beforeRename)
            g_beforeRename(pending[i].path());
        Status committed = pending[i].commit();
        if (committed)
            continue;
        // Put back the ones already renamed; an old file that cannot be put back keeps its second name.
        std::string lost;
        for (std::size_t j = 0; j < i; ++j) {
            const bool back = !kept[j].empty() ? ::rename(kept[j].c_str(), pending[j].path().c_str()) == 0
                                               : !pending[j].replacesAFile() && ::unlink(pending[j].path().c_str()) == 0;
            if (!back)
                lost += (lost.empty() ? "" : ", ") + pending[j].path()
                    + (kept[j].empty() ? std::string() : " (the previous one is " + kept[j] + ")");
            kept[j].clear(); // put back, or left under its second name for the user
        }
        dropKept();
        if (lost.empty())
            return Error{committed.error().code, committed.error().detail + none};
        return Error{committed.error().code, committed.error().detail + "; these were already replaced and could not be put back: "
                                                 + lost};
    }
    dropKept();
    return {};
}

void setBeforeRenameHookForTests(std::function<void(const std::string &path)> hook) { g_beforeRename = std::move(hook); }

} // namespace rl

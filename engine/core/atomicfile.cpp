// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/atomicfile.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

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

std::string partialPrefix(const fs::path &target) { return "." + target.filename().string() + ".partial-"; }

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
        if (p > 0 && end && *end == '\0' && ::kill(static_cast<pid_t>(p), 0) != 0 && errno == ESRCH)
            fs::remove(e.path(), ec);
    }
}

Error ioError(const std::string &path, const char *what) { return Error{ErrorCode::Io, path + ": " + what + ": " + std::strerror(errno)}; }

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

} // namespace rl

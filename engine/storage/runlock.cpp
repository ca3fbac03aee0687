// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/storage/runlock.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <map>
#include <mutex>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rl::storage {

/// The lock as this process holds it: one file descriptor shared by every holder in the process.
struct RunLock::Held {
    std::string key;  ///< the registry's key (the canonical project path)
    std::string path; ///< the lock file
    int fd = -1;

    ~Held()
    {
        if (fd < 0)
            return;
        ::unlink(path.c_str()); // while the lock is still ours: a waiting process re-checks the inode
        ::close(fd);
    }
};

namespace {

std::mutex g_mutex;
std::map<std::string, std::weak_ptr<RunLock::Held>> g_held; ///< canonical project path -> this process's lock

std::string holderLine(const std::string &what)
{
    char host[256] = {};
    if (::gethostname(host, sizeof host - 1) != 0)
        std::strcpy(host, "?");
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm {};
    gmtime_r(&now, &tm);
    char when[32];
    std::strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return "pid " + std::to_string(::getpid()) + " on host " + host + ": " + what + ", since " + when + "\n";
}

std::string readHolder(int fd)
{
    char buf[512];
    const ssize_t n = ::pread(fd, buf, sizeof buf - 1, 0);
    std::string line(buf, n > 0 ? static_cast<std::size_t>(n) : 0);
    while (!line.empty() && (line.back() == '\n' || line.back() == '\0'))
        line.pop_back();
    for (char &c : line)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f)
            c = '?';
    return line.empty() ? std::string("another process") : line;
}

} // namespace

std::string RunLock::lockPath(const std::string &projectPath)
{
    return projectPath + ".runlock";
}

RunLock::RunLock(std::shared_ptr<Held> held) : m_held(std::move(held)) { }
RunLock::RunLock(RunLock &&) noexcept = default;
RunLock &RunLock::operator=(RunLock &&) noexcept = default;

RunLock::~RunLock()
{
    if (!m_held)
        return;
    std::lock_guard lock(g_mutex);
    if (m_held.use_count() == 1)
        g_held.erase(m_held->key);
    m_held.reset();
}

Result<RunLock> RunLock::acquire(const std::string &projectPath, const std::string &what)
{
    if (projectPath.empty() || projectPath == ":memory:")
        return RunLock(nullptr); // nothing another process could open
    std::error_code ec;
    const std::string key = std::filesystem::weakly_canonical(projectPath, ec).string();
    std::lock_guard guard(g_mutex);
    if (auto it = g_held.find(key); it != g_held.end())
        if (auto held = it->second.lock())
            return RunLock(held);

    const std::string path = lockPath(ec ? projectPath : key);
    for (int tries = 0; tries < 8; ++tries) {
        const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
        if (fd < 0)
            return Error{ErrorCode::Io, path + ": cannot open the run lock: " + std::strerror(errno)};
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            const int err = errno;
            const std::string holder = err == EWOULDBLOCK ? readHolder(fd) : std::string();
            ::close(fd);
            if (err != EWOULDBLOCK)
                return Error{ErrorCode::Io, path + ": cannot take the run lock: " + std::strerror(err)};
            return Error{ErrorCode::Busy, projectPath + " is already being run by " + holder
                                              + "; two runs at once would buy the same requests twice — wait for it to finish "
                                                "(or stop it), then run again"};
        }
        // The holder before us may have deleted the file after we opened it: lock the file at the path.
        struct stat byFd {}, byPath {};
        if (::fstat(fd, &byFd) != 0 || ::stat(path.c_str(), &byPath) != 0 || byFd.st_ino != byPath.st_ino
            || byFd.st_dev != byPath.st_dev) {
            ::close(fd);
            continue;
        }
        const std::string line = holderLine(what);
        if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, line.data(), line.size(), 0) != static_cast<ssize_t>(line.size())) {
            const int err = errno;
            ::close(fd);
            return Error{ErrorCode::Io, path + ": cannot write the run lock: " + std::strerror(err)};
        }
        auto held = std::make_shared<Held>();
        held->key = key;
        held->path = path;
        held->fd = fd;
        g_held[key] = held;
        return RunLock(held);
    }
    return Error{ErrorCode::Busy, projectPath + ": the run lock keeps changing hands; try again"};
}

} // namespace rl::storage

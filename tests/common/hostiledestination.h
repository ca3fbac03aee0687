// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <csignal>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include <sched.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

/// Destinations that refuse a write, made inside a test (engine/core/atomicfile.h promises the previous file
/// survives each): a full disk, a read-only folder. Shared by tests/core/tst_atomicfile and tests/cli/tst_clioutputs.
namespace rl::test {

/// A full disk for this process: every write past `bytes` into any file fails with EFBIG (RLIMIT_FSIZE; the
/// SIGXFSZ that would kill the process is ignored). Safe between fork and exec (a QProcess child modifier).
inline void limitFileSize(rlim_t bytes)
{
    std::signal(SIGXFSZ, SIG_IGN); // an ignored signal stays ignored across exec
    rlimit limit {};
    ::getrlimit(RLIMIT_FSIZE, &limit);
    limit.rlim_cur = bytes;
    ::setrlimit(RLIMIT_FSIZE, &limit);
}

/// limitFileSize() for the lifetime of the object, then the limit as it was.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        ::getrlimit(RLIMIT_FSIZE, &m_old);
        limitFileSize(bytes);
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, SIG_DFL);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

private:
    rlimit m_old {};
};

/// `dir` read-only for a child process. A normal user: the folder's mode is 0555 while the object lives.
/// Root ignores permissions: childSetup(), run in the child before its work (after fork, or as a QProcess child
/// modifier), bind-mounts `dir` read-only in a mount namespace of the child's own (writes fail with EROFS);
/// it returns false where that is not allowed (no CAP_SYS_ADMIN), and the test is skipped.
class ReadOnlyFolder {
public:
    explicit ReadOnlyFolder(std::string dir)
        : m_dir(std::move(dir))
    {
        if (::geteuid() != 0)
            ::chmod(m_dir.c_str(), 0555);
    }
    ~ReadOnlyFolder()
    {
        if (::geteuid() != 0)
            ::chmod(m_dir.c_str(), 0755);
    }
    ReadOnlyFolder(const ReadOnlyFolder &) = delete;
    ReadOnlyFolder &operator=(const ReadOnlyFolder &) = delete;

    bool childSetup() const
    {
        if (::geteuid() != 0)
            return true;
        return ::unshare(CLONE_NEWNS) == 0 && ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) == 0
            && ::mount(m_dir.c_str(), m_dir.c_str(), nullptr, MS_BIND, nullptr) == 0
            && ::mount(nullptr, m_dir.c_str(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY, nullptr) == 0;
    }

private:
    std::string m_dir;
};

/// The files in `dir` a writer left behind: any name other than `expected`.
inline std::vector<std::string> unexpectedFiles(const std::string &dir, const std::vector<std::string> &expected)
{
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto &e : std::filesystem::directory_iterator(dir, ec)) {
        const std::string name = e.path().filename().string();
        bool known = false;
        for (const auto &x : expected)
            known = known || x == name;
        if (!known)
            out.push_back(name);
    }
    return out;
}

} // namespace rl::test

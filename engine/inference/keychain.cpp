// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/inference/keychain.h"

#include <libsecret/secret.h>

#include <cctype>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <thread>

namespace rl::inference {

namespace {

// No xdg:schema match on lookup (SECRET_SCHEMA_DONT_MATCH_NAME): entries written by secret-tool,
// which carry no schema name, are found too.
const SecretSchema *schema()
{
    static const SecretSchema s = {"org.raterlab.ApiKey",
                                   SECRET_SCHEMA_DONT_MATCH_NAME,
                                   {{"service", SECRET_SCHEMA_ATTRIBUTE_STRING},
                                    {"variable", SECRET_SCHEMA_ATTRIBUTE_STRING},
                                    {nullptr, SECRET_SCHEMA_ATTRIBUTE_STRING}},
                                   0, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr};
    return &s;
}

Status checkName(const std::string &variable)
{
    if (variable.empty())
        return Error {ErrorCode::Validation, "no key variable name"};
    for (char c : variable)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
            return Error {ErrorCode::Validation, "'" + variable + "' is not a variable name (letters, digits, _)"};
    return {};
}

// The session bus libsecret would use: DBUS_SESSION_BUS_ADDRESS, or the systemd user bus socket.
Status checkBus()
{
    if (const char *a = std::getenv("DBUS_SESSION_BUS_ADDRESS"); a && *a)
        return {};
    if (const char *dir = std::getenv("XDG_RUNTIME_DIR"); dir && *dir) {
        std::error_code ec;
        if (std::filesystem::exists(std::filesystem::path(dir) / "bus", ec))
            return {};
    }
    return Error {ErrorCode::Unsupported,
                  "no keychain: there is no D-Bus session bus (a headless session?), so the Secret Service "
                  "(GNOME Keyring, KWallet) cannot be reached; set the key in an environment variable instead"};
}

// Cancels `cancellable` after `ms` unless finished first.
class Deadline {
public:
    Deadline(GCancellable *cancellable, int ms)
        : m_thread([this, cancellable, ms] {
            std::unique_lock lock(m_mutex);
            if (!m_cv.wait_for(lock, std::chrono::milliseconds(ms), [this] { return m_done; })) {
                m_fired = true;
                g_cancellable_cancel(cancellable);
            }
        })
    {
    }
    ~Deadline()
    {
        {
            std::lock_guard lock(m_mutex);
            m_done = true;
        }
        m_cv.notify_all();
        m_thread.join();
    }
    bool fired()
    {
        std::lock_guard lock(m_mutex);
        return m_fired;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_cv;
    bool m_done = false;
    bool m_fired = false;
    std::thread m_thread;
};

Error fromGError(GError *error, bool timedOut, int timeoutMs)
{
    std::string detail = error && error->message ? error->message : "unknown libsecret error";
    const bool noService = error && (error->domain == G_DBUS_ERROR || g_dbus_error_is_remote_error(error));
    if (error)
        g_error_free(error);
    if (timedOut)
        return Error {ErrorCode::Cancelled, "the keychain did not answer within " + std::to_string(timeoutMs) + " ms"};
    if (noService)
        return Error {ErrorCode::Unsupported, "no keychain: the Secret Service is not available on the session bus (" + detail
                                                  + "); set the key in an environment variable instead"};
    return Error {ErrorCode::Io, "keychain: " + detail};
}

template <typename F>
auto withDeadline(int timeoutMs, F &&call)
{
    GCancellable *cancellable = g_cancellable_new();
    GError *error = nullptr;
    bool timedOut = false;
    auto result = [&] {
        Deadline deadline(cancellable, timeoutMs);
        auto r = call(cancellable, &error);
        timedOut = deadline.fired();
        return r;
    }();
    g_object_unref(cancellable);
    return std::make_tuple(result, error, timedOut);
}

} // namespace

Result<std::string> keychainLookup(const std::string &variable, int timeoutMs)
{
    RL_TRY(checkName(variable));
    RL_TRY(checkBus());
    auto [password, error, timedOut] = withDeadline(timeoutMs, [&](GCancellable *c, GError **e) {
        return secret_password_lookup_sync(schema(), c, e, "service", "raterlab", "variable", variable.c_str(), nullptr);
    });
    if (error || timedOut) {
        if (password)
            secret_password_free(password);
        return fromGError(error, timedOut, timeoutMs);
    }
    std::string key = password ? password : "";
    if (password)
        secret_password_free(password);
    return key;
}

Result<bool> keychainHasKey(const std::string &variable, int timeoutMs)
{
    auto key = keychainLookup(variable, timeoutMs);
    if (!key)
        return key.error();
    return !key->empty();
}

Status keychainStore(const std::string &variable, const std::string &key, int timeoutMs)
{
    RL_TRY(checkName(variable));
    if (key.empty())
        return Error {ErrorCode::Validation, "an empty key is not stored"};
    RL_TRY(checkBus());
    const std::string label = "RaterLab " + variable;
    auto [ok, error, timedOut] = withDeadline(timeoutMs, [&](GCancellable *c, GError **e) {
        return secret_password_store_sync(schema(), SECRET_COLLECTION_DEFAULT, label.c_str(), key.c_str(), c, e, "service",
                                          "raterlab", "variable", variable.c_str(), nullptr);
    });
    if (!ok || error || timedOut)
        return fromGError(error, timedOut, timeoutMs);
    return {};
}

Status keychainRemove(const std::string &variable, int timeoutMs)
{
    RL_TRY(checkName(variable));
    RL_TRY(checkBus());
    auto [removed, error, timedOut] = withDeadline(timeoutMs, [&](GCancellable *c, GError **e) {
        return secret_password_clear_sync(schema(), c, e, "service", "raterlab", "variable", variable.c_str(), nullptr);
    });
    (void)removed;
    if (error || timedOut)
        return fromGError(error, timedOut, timeoutMs);
    return {};
}

} // namespace rl::inference

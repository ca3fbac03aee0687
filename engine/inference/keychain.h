// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <string>

/// API keys in the OS keychain (the freedesktop Secret Service through libsecret: GNOME Keyring,
/// KWallet), so neither the project nor a shell profile holds them. An entry has the attributes
/// `service=raterlab variable=<NAME>` — the same that
///     secret-tool store --label="RaterLab OPENAI_API_KEY" service raterlab variable OPENAI_API_KEY
/// writes and `secret-tool lookup service raterlab variable OPENAI_API_KEY` reads — so keys stored
/// with secret-tool are found and keys stored here are visible to it. The GUI and raterlab-cli use
/// the same entries (secrets.h looks the environment up first, then here).
///
/// No keychain (a headless machine without a D-Bus session bus, or a bus without a Secret Service)
/// is Error{Unsupported} with a sentence saying so, at once: the session bus is checked before
/// libsecret is called, and every call is cancelled after `timeoutMs` so a stuck service never
/// hangs the caller. Blocking: call it off the GUI thread.
namespace rl::inference {

/// Whether a key is stored for `variable` (never the key). Errors: Validation (name not
/// [A-Za-z0-9_]+), Unsupported (no keychain), Io (libsecret's reason), Cancelled (timed out).
Result<bool> keychainHasKey(const std::string &variable, int timeoutMs = 5000);

/// The key stored for `variable`, empty when none (for resolveApiKey only). Errors as keychainHasKey.
Result<std::string> keychainLookup(const std::string &variable, int timeoutMs = 5000);

/// Store (or replace) the key of `variable`, labelled "RaterLab <variable>". Errors as keychainHasKey,
/// and Validation for an empty key.
Status keychainStore(const std::string &variable, const std::string &key, int timeoutMs = 5000);

/// Remove the key of `variable` (no error when there was none). Errors as keychainHasKey.
Status keychainRemove(const std::string &variable, int timeoutMs = 5000);

} // namespace rl::inference
